import type { FunctionTool, ProtocolOptions, ToolCallContent } from '@tool/protocols';
import type { AnyPart } from '../core-types';
import { startInText } from '../options/start-in-text';
import type { ParsedResult } from '../parse-generated-content';
import { AnswerReporter } from './answer-reporter';
import { toolChoiceProtocol } from './tool-choice-protocol';

/**
 * Generate mode of a forced tool choice: the text of the answer (all text parts, joined) is read
 * as the JSON call; the result takes the place of the first text part, blank text around the JSON
 * is dropped, a thinking block before it becomes a reasoning part, and every other part keeps
 * its place. An answer without a call keeps its text and is reported through `onError`
 * (`INVALID_TOOL_CHOICE_ANSWER`); no call is ever invented.
 */
export function parseToolChoiceContent(
  content: ReadonlyArray<AnyPart>,
  tools: ReadonlyArray<FunctionTool>,
  options: ProtocolOptions,
  expected: string,
): ParsedResult & { text: string } {
  const first = content.findIndex((part) => part.type === 'text');
  if (first === -1) {
    new AnswerReporter(options, expected).finish(0);
    return { content: [...content], calls: [], text: '' };
  }
  const text = content
    .filter((part) => part.type === 'text')
    .map((part) => String(part.text))
    .join('');
  // A server that split the thinking off itself sent it first: the answer begins in text.
  const thought = content.slice(0, first).some((part) => part.type === 'reasoning');
  const reporter = new AnswerReporter(thought ? startInText(options) : options, expected);
  reporter.text(text);
  const parsed = toolChoiceProtocol.parseGeneratedText({ text, tools, options: reporter.options });
  const calls: ToolCallContent[] = [];
  const answer: AnyPart[] = [];
  for (const item of parsed) {
    if (item.type === 'tool-call') {
      // Typed by schema while parsed, as in stream mode (see parseGeneratedContent).
      calls.push(item);
      answer.push(item);
    } else if (item.text.trim().length > 0) {
      answer.push({ type: item.type, text: item.text });
    }
  }
  reporter.finish(calls.length);
  // Without a call the text stays as the model wrote it, unless thinking came out of it.
  if (calls.length === 0 && !parsed.some((item) => item.type === 'reasoning')) {
    return { content: [...content], calls, text };
  }
  const out: AnyPart[] = [];
  content.forEach((part, index) => {
    if (index === first) out.push(...answer);
    else if (part.type !== 'text') out.push(part);
  });
  return { content: out, calls, text };
}
