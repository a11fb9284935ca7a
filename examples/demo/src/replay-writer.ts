import { isDeepStrictEqual } from 'node:util';
import { type PresetName, presetDefinitions } from '@tool/parser';
import { DEMO_STEPS } from '@tool/test-server';
import {
  detectPromptFormat,
  NATIVE_FORMATS,
  type NativeFormat,
  type NativeFormatWriter,
} from '@tool/test-server/personas';
import type { FunctionTool } from './function-tools';

/** How the replay server writes a preset's calls, and where that writer comes from. */
export interface ReplayWriter {
  writer: NativeFormatWriter;
  /** For the banner: `as qwen3-coder models write them` or `by the nemotron protocol's own writer`. */
  description: string;
}

/**
 * How the offline replay server writes the demo's calls for `preset`: as the models trained on
 * the format write it — the replay server's hand-written writer for the format the preset's
 * prompt asks for (`detectPromptFormat`, `NATIVE_FORMATS`) — when the preset reads every call of
 * the scenario back exactly; otherwise with the preset's own protocol (`formatToolCall`, the
 * writer the middleware uses for the conversation history). So every preset the parser knows
 * plays, including one added after this file and the replay server's writers were written.
 *
 * @param preset - The preset the demo wraps the model with.
 * @param tools - The demo's tools (names and JSON Schemas): the prompt and the read-back need them.
 * @param writers - The hand-written writers to choose from (default: all of the replay server's).
 */
export function replayWriter(
  preset: PresetName,
  tools: readonly FunctionTool[],
  writers: Partial<Record<NativeFormat, NativeFormatWriter>> = NATIVE_FORMATS,
): ReplayWriter {
  const { protocol, toolSystemPromptTemplate } = presetDefinitions[preset];
  const prompt = protocol.formatTools({ tools, toolSystemPromptTemplate });
  const format = detectPromptFormat({
    model: 'replay-model',
    messages: [{ role: 'system', content: prompt }],
  });
  const native = format === undefined ? undefined : writers[format];
  if (native !== undefined && readsBack(preset, native, tools)) {
    return { writer: native, description: `as ${format} models write them` };
  }
  return {
    writer: {
      calls: (calls) =>
        calls
          .map((call) => protocol.formatToolCall({ toolName: call.name, input: call.arguments }))
          .join('\n'),
      text: (text) => text,
    },
    description: `by the ${protocol.name} protocol's own writer`,
  };
}

/** Whether the preset parses every call of the scenario, written by `writer`, back exactly. */
function readsBack(
  preset: PresetName,
  writer: NativeFormatWriter,
  tools: readonly FunctionTool[],
): boolean {
  const { protocol } = presetDefinitions[preset];
  return DEMO_STEPS.every((step) => {
    if (step.calls.length === 0) return true;
    let failed = false;
    const parsed = protocol.parseGeneratedText({
      text: step.prose + writer.calls(step.calls),
      tools,
      options: { onError: () => (failed = true) },
    });
    const calls = parsed.flatMap((part) =>
      part.type === 'tool-call' ? [{ name: part.toolName, arguments: JSON.parse(part.input) }] : [],
    );
    const expected = step.calls.map((call) => ({ name: call.name, arguments: call.arguments }));
    return !failed && isDeepStrictEqual(calls, expected);
  });
}
