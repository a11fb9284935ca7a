import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { retryScript } from '../../../test-server/src/index';
import { LONG_CONTENT, longArgumentScript } from '../e2e-shared/scenarios';
import { recordingTools, replayModel, SDK_PRESETS, SDKS, type ToolRun } from './replay-harness';

describe.each(SDK_PRESETS)(
  'UI message stream with the $preset preset ($name)',
  ({ sdk, preset }) => {
    it('should stream a long argument as many tool-input-delta chunks before tool-input-available', async () => {
      const { model } = await replayModel(sdk, { preset, script: longArgumentScript(preset) });
      const runs: ToolRun[] = [];
      const result = sdk.streamText({
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(3),
        prompt: 'Save a long report.',
      });
      const chunks: UIMessageChunk[] = [];
      for await (const chunk of result.toUIMessageStream()) chunks.push(chunk);

      const types = chunks.map((chunk) => chunk.type);
      const start = types.indexOf('tool-input-start');
      const available = types.indexOf('tool-input-available');
      const output = types.indexOf('tool-output-available');
      expect(start).toBeGreaterThan(types.indexOf('text-delta'));
      expect(available).toBeGreaterThan(start);
      expect(output).toBeGreaterThan(available);

      const startChunk = chunks[start] as Extract<UIMessageChunk, { type: 'tool-input-start' }>;
      expect(startChunk.toolName).toBe('write_file');
      const deltas = chunks
        .slice(start + 1, available)
        .filter((chunk) => chunk.type === 'tool-input-delta');
      // Every chunk between start and available is a delta of this call.
      expect(deltas).toHaveLength(available - start - 1);
      expect(deltas.every((delta) => delta.toolCallId === startChunk.toolCallId)).toBe(true);
      // The argument arrives as it is written, not in one burst at the end.
      expect(deltas.length).toBeGreaterThan(50);
      const json = deltas.map((delta) => delta.inputTextDelta).join('');
      expect(JSON.parse(json)).toEqual({ path: 'long.md', content: LONG_CONTENT });

      const availableChunk = chunks[available] as Extract<
        UIMessageChunk,
        { type: 'tool-input-available' }
      >;
      expect(availableChunk.toolCallId).toBe(startChunk.toolCallId);
      expect(availableChunk.input).toEqual({ path: 'long.md', content: LONG_CONTENT });
      expect(runs).toEqual([
        { toolName: 'write_file', input: { path: 'long.md', content: LONG_CONTENT } },
      ]);
    });
  },
);

describe.each(SDKS)('UI message stream with a botched call ($name)', (sdk) => {
  it('should end the botched call with tool-input-error, then stream the retry', async () => {
    const { model } = await replayModel(sdk, {
      preset: 'xml',
      script: retryScript('xml', 'brokenCall'),
    });
    const runs: ToolRun[] = [];
    const result = sdk.streamText({
      model,
      tools: recordingTools(sdk, runs),
      stopWhen: sdk.isStepCount(4),
      prompt: 'Weather in Busan?',
    });
    const chunks: UIMessageChunk[] = [];
    for await (const chunk of result.toUIMessageStream()) chunks.push(chunk);

    const tools = chunks.filter((chunk) => chunk.type.startsWith('tool-'));
    const [first] = tools;
    expect(first?.type).toBe('tool-input-start');
    const id = (first as Extract<UIMessageChunk, { type: 'tool-input-start' }>).toolCallId;
    const own = tools.filter((chunk) => 'toolCallId' in chunk && chunk.toolCallId === id);
    // The call that broke ends as an error in the UI, with the id its input streamed under.
    // (ai@6 follows it with a tool-output-error for the same id; ai@7 ends at the input error.)
    const kinds = own.map((chunk) => chunk.type).filter((kind) => kind !== 'tool-output-error');
    expect(kinds.at(-1)).toBe('tool-input-error');
    expect(own.some((chunk) => chunk.type === 'tool-input-available')).toBe(false);
    // The retry is an ordinary call that runs.
    expect(tools.filter((chunk) => chunk.type === 'tool-output-available')).toHaveLength(1);
    expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Busan' } }]);
  });
});
