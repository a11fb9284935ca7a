import { isStepCount, streamText, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../test-server/src/index';
import { LONG_CONTENT, longArgumentScript } from '../e2e-shared/scenarios';
import { recordingTools, replayModel, type ToolRun } from './replay-harness';

describe.each(PRESETS)('UI message stream with the %s preset', (preset) => {
  it('should stream a long argument as many tool-input-delta chunks before tool-input-available', async () => {
    const { model } = await replayModel({ preset, script: longArgumentScript(preset) });
    const runs: ToolRun[] = [];
    const result = streamText({
      model,
      tools: recordingTools(runs),
      stopWhen: isStepCount(3),
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
});
