import type { ParsedContent, ProtocolOptions } from '../types';
import type { EngineEvent } from './engine-event';
import { internalParseError } from './internal-parse-error';
import { malformedCallMetadata } from './malformed-call-metadata';
import type { ToolCallEngine } from './tool-call-engine';

/**
 * Generate mode: the same incremental core, fed the whole text at once. Adjacent text is merged;
 * tool calls keep their position in the text. Like the stream adapter, it never throws: should the
 * engine fail internally, the text is returned as it was and `onError` is told.
 */
export function parseWithEngine(
  engine: ToolCallEngine,
  text: string,
  options: Readonly<ProtocolOptions> = {},
): ParsedContent[] {
  const report = (cause: unknown) => {
    const error = internalParseError(cause);
    options.onError?.(error.message, { error, code: error.code });
  };
  let events: EngineEvent[];
  try {
    events = engine.push(text);
  } catch (cause) {
    report(cause);
    return text.length > 0 ? [{ type: 'text', text }] : [];
  }
  try {
    events = [...events, ...engine.finish()];
  } catch (cause) {
    report(cause);
  }
  const content: ParsedContent[] = [];
  // Whether the last reasoning part may grow: a thinking block's end closes it.
  let reasoningOpen = false;
  for (const event of events) {
    const last = content[content.length - 1];
    if (event.type === 'text') {
      if (last?.type === 'text') last.text += event.text;
      else content.push({ type: 'text', text: event.text });
    } else if (event.type === 'reasoning') {
      if (last?.type === 'reasoning' && reasoningOpen) last.text += event.text;
      else content.push({ type: 'reasoning', text: event.text });
      reasoningOpen = true;
    } else if (event.type === 'reasoning-end') {
      reasoningOpen = false;
    } else if (event.type === 'tool-call') {
      content.push({
        type: 'tool-call',
        toolCallId: event.id,
        toolName: event.toolName,
        input: event.input,
        ...(event.malformed === undefined
          ? {}
          : { providerMetadata: malformedCallMetadata(event.malformed) }),
      });
    }
  }
  return content;
}
