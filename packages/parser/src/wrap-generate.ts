import { fixFinishReason, type RecognizedSegment } from '@tool/protocols';
import {
  coreGenerateResult,
  coreParams,
  type GenerateResult,
  type SdkCallParams,
  type SdkGenerateResult,
} from './core-types';
import { readDebugConfig } from './debug/debug-config';
import { DebugLog } from './debug/debug-log';
import { recognizedSegments } from './debug/recognized-segments';
import { dropRepeatedCalls } from './hybrid-calls';
import type { MiddlewareConfig } from './middleware-config';
import { callProviderOptions, readState, stateTools } from './middleware-state';
import { noCallOptions } from './options/no-call-options';
import { resolveCallOptions } from './options/resolve-call-options';
import { type ParsedResult, parseGeneratedContent } from './parse-generated-content';
import { forcedOptions } from './tool-choice/forced-options';
import { parseToolChoiceContent } from './tool-choice/parse-tool-choice-content';
import { toolChoiceProtocol } from './tool-choice/tool-choice-protocol';

/**
 * Generate mode: the model's text is parsed into tool calls (with `auto`, and with any choice
 * but `none` in the hybrid transport, next to the native calls), or read as the JSON answer of a
 * forced tool choice (`required` / one tool). With `none` or without tools only thinking is read
 * (calls stay text). Calls are typed by schema, other content keeps its order, the finish reason
 * says `tool-calls` exactly when a call was parsed, and warnings about left-out tools are added.
 */
export async function wrapGenerate<R extends SdkGenerateResult>(
  { doGenerate, params: sdkParams }: { doGenerate: () => PromiseLike<R>; params: SdkCallParams },
  config: MiddlewareConfig,
): Promise<R> {
  const result = coreGenerateResult(await doGenerate());
  const params = coreParams(sdkParams);
  const state = readState(params);
  if (state === undefined) return result;
  const debug = new DebugLog(readDebugConfig());
  for (const part of result.content) debug.raw(part);
  const warnings = [...(result.warnings ?? []), ...state.warnings];
  const choice = state.toolChoice;
  const options = resolveCallOptions(config.callOptions, callProviderOptions(params));
  const tools = stateTools(state);
  let parsed: ParsedResult;
  let text: string;
  let segments: RecognizedSegment[];
  if (choice.type === 'none' || tools.length === 0) {
    // Nothing to call, but the model still thinks: reasoning is read, calls stay text.
    parsed = parseGeneratedContent(result.content, config.protocol, [], noCallOptions(options));
    text = debug.enabled ? joinedText(result.content) : '';
    segments = [];
  } else if (state.transport === 'hybrid') {
    // Native calls are content parts already; the text is read for calls as a fallback.
    const fromText = parseGeneratedContent(result.content, config.protocol, tools, options);
    parsed = dropRepeatedCalls(fromText.content, fromText.calls);
    text = debug.enabled ? joinedText(result.content) : '';
    segments = debug.enabled ? recognizedSegments(config.protocol, text, tools, options) : [];
  } else if (choice.type === 'required' || choice.type === 'tool') {
    const forced =
      choice.type === 'tool' ? tools.filter((tool) => tool.name === choice.toolName) : tools;
    const expected = choice.type === 'tool' ? `a call of "${choice.toolName}"` : 'a tool call';
    const answer = parseToolChoiceContent(result.content, forced, forcedOptions(options), expected);
    parsed = answer;
    text = answer.text;
    segments = debug.enabled ? recognizedSegments(toolChoiceProtocol, text, forced, options) : [];
  } else {
    parsed = parseGeneratedContent(result.content, config.protocol, tools, options);
    text = debug.enabled ? joinedText(result.content) : '';
    segments = debug.enabled ? recognizedSegments(config.protocol, text, tools, options) : [];
  }
  for (const part of parsed.content) debug.out(part);
  debug.summary(text, segments, parsed.calls);
  return {
    ...result,
    content: parsed.content,
    finishReason: fixFinishReason(result.finishReason, parsed.calls.length > 0),
    warnings,
  };
}

function joinedText(content: GenerateResult['content']): string {
  return content
    .filter((part) => part.type === 'text')
    .map((part) => String(part.text))
    .join('');
}
