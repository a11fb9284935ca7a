import type { LanguageModelV4Middleware, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { PresetName } from '@tool/parser';
import type { ReadFormat } from '../preset-selector';
import type { ChatTool } from '../request/chat-request';

/** The most raw text kept to name the format: calls come early, an answer can be long. */
const MAX_KEPT_CHARS = 256 * 1024;

/** The upstream's raw answer text, as far as it is kept. */
export interface RawText {
  text: string;
}

/**
 * A middleware that keeps the text the upstream wrote (its first {@link MAX_KEPT_CHARS}
 * characters) in `sink`, before any tool-call middleware reads it: put it innermost, next to the
 * upstream model. It changes nothing that passes.
 */
export function keepRawText(sink: RawText): LanguageModelV4Middleware {
  const keep = (text: string) => {
    const room = MAX_KEPT_CHARS - sink.text.length;
    if (room > 0) sink.text += text.slice(0, room);
  };
  return {
    specificationVersion: 'v4',
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      for (const part of result.content) if (part.type === 'text') keep(part.text);
      return result;
    },
    wrapStream: async ({ doStream }) => {
      const result = await doStream();
      const stream = result.stream.pipeThrough(
        new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
          transform(part, controller) {
            if (part.type === 'text-delta') keep(part.delta);
            controller.enqueue(part);
          },
        }),
      );
      return { ...result, stream };
    },
  };
}

/**
 * The preset of the first of `formats` that finds a call in `text`, or undefined: which format a
 * model of unknown id wrote, for the log.
 */
export function formatSeen(
  text: string,
  tools: readonly ChatTool[],
  formats: readonly ReadFormat[],
): PresetName | undefined {
  if (text.length === 0) return undefined;
  for (const { preset, protocol } of formats) {
    const declared = tools.map((tool) => ({ name: tool.name, inputSchema: tool.parameters }));
    const segments = protocol.extractToolCallSegments?.({ text, tools: declared }) ?? [];
    if (segments.length > 0) return preset;
  }
  return undefined;
}
