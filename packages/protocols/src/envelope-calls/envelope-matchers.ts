import { MarkerMatcher } from '../engine/marker-matcher';
import { ToolCallParseError, type ToolCallParseErrorCode } from '../errors/tool-call-parse-error';
import type { EnvelopeCalls } from './envelope-calls';

/** The delimiter matchers of one declaration, built once and shared by its segments. */
export interface EnvelopeMatchers {
  /** What may follow in a section, between calls. */
  readonly section: MarkerMatcher;
  /** What ends a head. */
  readonly head: MarkerMatcher;
  /** What may follow a bare tool name. */
  readonly afterName: MarkerMatcher;
  /** What ends a call id. */
  readonly id: MarkerMatcher;
  /** What ends the arguments of a call. */
  readonly arguments: MarkerMatcher;
  /** What ends words before the first call: a call begin, or the `[{` of a JSON list. */
  readonly noise: MarkerMatcher;
}

/** How a JSON list of call objects opens, with the spacing models put in it. */
export const LIST_OPENERS = ['[{', '[ {', '[\n{', '[\n {', '[\n  {', '[\n    {'];

const built = new WeakMap<EnvelopeCalls, EnvelopeMatchers>();

/** The matchers of `calls`, built on first use. */
export function envelopeMatchers(calls: EnvelopeCalls): EnvelopeMatchers {
  let matchers = built.get(calls);
  if (matchers === undefined) {
    const next = [...calls.callBegin, ...calls.sectionEnd];
    const idBegin = calls.idBegin === undefined ? [] : [calls.idBegin];
    matchers = {
      section: new MarkerMatcher(next),
      head: new MarkerMatcher([...calls.argumentsBegin, ...calls.callEnd, ...next]),
      afterName: new MarkerMatcher([...calls.argumentsBegin, ...idBegin]),
      id: new MarkerMatcher([...calls.argumentsBegin, ...calls.callBegin]),
      arguments: new MarkerMatcher([...calls.callEnd, ...next]),
      noise: new MarkerMatcher(calls.jsonList ? [...LIST_OPENERS, ...next] : next),
    };
    built.set(calls, matchers);
  }
  return matchers;
}

/** The error of an envelope that did not hold a call, in the words of its format. */
export function envelopeError(
  calls: EnvelopeCalls,
  code: ToolCallParseErrorCode,
  marker: string,
  name: string,
): ToolCallParseError {
  const toolName = name.trim().length > 0 ? { toolName: name.trim() } : {};
  const separator = calls.argumentsBegin[0] ?? '';
  switch (code) {
    case 'EMPTY_TOOL_CALL': {
      const expected = calls.nameChar === undefined ? calls.callBegin[0] : 'a tool call';
      return new ToolCallParseError({
        code,
        message: `${marker} was not followed by ${expected}.`,
      });
    }
    case 'UNTERMINATED_TOOL_CALL':
      return new ToolCallParseError({
        code,
        message: `The output ended inside a ${calls.format} tool call, before its arguments.`,
        ...toolName,
      });
    case 'MISSING_TOOL_NAME':
      return new ToolCallParseError({
        code,
        message: `${calls.callBegin[0]} was not followed by a call such as ${calls.headExample}${separator} within ${calls.maxHead} characters.`,
      });
    default:
      return new ToolCallParseError({
        code,
        message: `Expected a tool name followed by ${separator}{…} or {…} after ${marker}.`,
        ...toolName,
      });
  }
}
