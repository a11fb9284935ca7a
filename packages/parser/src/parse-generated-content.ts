import type {
  FunctionTool,
  ProtocolOptions,
  ReasoningContent,
  TextContent,
  ToolCallContent,
  ToolCallProtocol,
} from '@tool/protocols';
import type { AnyPart } from './core-types';
import { startInText } from './options/start-in-text';

/** Content with its text parsed into calls. */
export interface ParsedResult {
  content: AnyPart[];
  calls: ToolCallContent[];
}

/**
 * Generate mode: each run of adjacent text parts is parsed with the protocol (one text, so a call
 * split across parts is still found); every other part keeps its place. Thinking blocks become
 * reasoning parts in place. A run the protocol left
 * as it was (no calls, nothing dropped) is kept exactly as it was, metadata included.
 *
 * Calls come out exactly as in stream mode: the protocol already typed their arguments by the
 * tools' schemas (the original ones when `originalToolSchemas` is given) and reported what could
 * not be typed, so they are not coerced a second time here — a second pass could only make the
 * two modes disagree, and would turn the raw text a fed-back call carries into JSON.
 */
export function parseGeneratedContent(
  content: ReadonlyArray<AnyPart>,
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  options: ProtocolOptions,
): ParsedResult {
  const out: AnyPart[] = [];
  const calls: ToolCallContent[] = [];
  let run: AnyPart[] = [];
  // Only the output's first text may begin inside a thinking block, and not after the provider
  // sent reasoning of its own.
  let runOptions = options;
  const flush = () => {
    if (run.length === 0) return;
    const text = run.map((part) => String(part.text)).join('');
    const parsed = protocol.parseGeneratedText({ text, tools, options: runOptions });
    runOptions = startInText(options);
    const unchanged =
      parsed.every((item) => item.type === 'text') &&
      parsed.map((item) => item.text).join('') === text;
    if (!unchanged) {
      const { type: _type, text: _text, ...extra } = run[0] as AnyPart;
      for (const item of parsed) {
        if (item.type === 'tool-call') {
          calls.push(item);
          out.push(item);
        } else {
          out.push(toContentPart(item, extra));
        }
      }
    } else {
      out.push(...run);
    }
    run = [];
  };
  for (const part of content) {
    if (part.type === 'text' && typeof part.text === 'string') {
      run.push(part);
    } else {
      flush();
      if (part.type === 'reasoning') runOptions = startInText(options);
      out.push(part);
    }
  }
  flush();
  return { content: out, calls };
}

/** A text or reasoning item as a content part; text keeps the fields of the text it came from. */
function toContentPart(
  item: TextContent | ReasoningContent,
  extra: Record<string, unknown>,
): AnyPart {
  return item.type === 'text'
    ? { ...extra, type: 'text', text: item.text }
    : { type: 'reasoning', text: item.text };
}
