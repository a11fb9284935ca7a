import { presetNames } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import { DEMO_TOOL_INPUTS } from './demo-tools';
import { functionTools } from './function-tools';
import { replayWriter } from './replay-writer';

describe('replayWriter', () => {
  it('should write each format as its models do where the replay server has a writer for it', async () => {
    const tools = await functionTools(DEMO_TOOL_INPUTS);
    const descriptions = Object.fromEntries(
      presetNames.map((preset) => [preset, replayWriter(preset, tools).description]),
    );
    expect(descriptions).toMatchObject({
      hermes: 'as hermes models write them',
      'qwen3-coder': 'as qwen3-coder models write them',
      deepseek: 'as deepseek-dsml models write them',
      harmony: 'as harmony models write them',
      nemotron: 'as nemotron models write them',
    });
  });

  it("should fall back to the protocol's own writer for a format it has no writer for", async () => {
    const tools = await functionTools(DEMO_TOOL_INPUTS);
    const { writer, description } = replayWriter('nemotron', tools, {});
    expect(description).toBe("by the nemotron protocol's own writer");
    expect(writer.calls([{ name: 'get_weather', arguments: { city: 'Seoul' } }])).toBe(
      '<TOOLCALL>[{"name":"get_weather","arguments":{"city":"Seoul"}}]</TOOLCALL>',
    );
  });
});
