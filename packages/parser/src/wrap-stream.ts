import type { StreamPart, ToolCallContent, ToolCallProtocol } from '@tool/protocols';
import {
  type CallWarning,
  coreParams,
  coreStreamResult,
  type SdkCallParams,
  type SdkStreamResult,
} from './core-types';
import { readDebugConfig } from './debug/debug-config';
import { DebugLog, type LoggedCall } from './debug/debug-log';
import { recognizedSegments } from './debug/recognized-segments';
import { hybridStream } from './hybrid-calls';
import type { MiddlewareConfig } from './middleware-config';
import { callProviderOptions, readState, stateTools } from './middleware-state';
import { noCallOptions } from './options/no-call-options';
import { resolveCallOptions } from './options/resolve-call-options';
import { forcedOptions } from './tool-choice/forced-options';
import { streamToolChoice } from './tool-choice/stream-tool-choice';
import { toolChoiceProtocol } from './tool-choice/tool-choice-protocol';

/**
 * Stream mode: the provider stream goes through the protocol's stream parser (with `auto`, and with
 * any choice but `none` in the hybrid transport, where native tool parts pass through next to the
 * parsed calls) or the forced-tool-choice parser (`required` / one tool); with `none` or without
 * tools, through the protocol's parser with no tools, which reads thinking and leaves calls as text.
 * The parsers type arguments by schema as they stream, so the deltas add up to the final input;
 * they are not coerced again here. Warnings about left-out tools join the `stream-start` part.
 */
export async function wrapStream<R extends SdkStreamResult>(
  { doStream, params: sdkParams }: { doStream: () => PromiseLike<R>; params: SdkCallParams },
  config: MiddlewareConfig,
): Promise<R> {
  const result = coreStreamResult(await doStream());
  const params = coreParams(sdkParams);
  const state = readState(params);
  if (state === undefined) return result;
  const debug = new DebugLog(readDebugConfig());
  const text: string[] = [];
  let stream = result.stream;
  if (debug.enabled) {
    stream = stream.pipeThrough(
      tap((part) => {
        debug.raw(part);
        if (debug.summarizing && part.type === 'text-delta' && typeof part.delta === 'string') {
          text.push(part.delta);
        }
      }),
    );
  }
  if (state.warnings.length > 0) stream = stream.pipeThrough(addWarnings(state.warnings));
  const choice = state.toolChoice;
  const options = resolveCallOptions(config.callOptions, callProviderOptions(params));
  const tools = stateTools(state);
  let protocol: ToolCallProtocol = config.protocol;
  let parsedTools = tools;
  if (choice.type === 'none' || tools.length === 0) {
    // Nothing to call, but the model still thinks: reasoning is read, calls stay text.
    parsedTools = [];
    stream = stream.pipeThrough(
      config.protocol.createStreamParser({ tools: [], options: noCallOptions(options) }),
    );
  } else if (state.transport === 'hybrid') {
    // Native tool parts pass the parser untouched; the text is read for calls as a fallback.
    stream = stream.pipeThrough(
      hybridStream(config.protocol.createStreamParser({ tools, options })),
    );
  } else if (choice.type === 'required' || choice.type === 'tool') {
    protocol = toolChoiceProtocol;
    if (choice.type === 'tool') parsedTools = tools.filter((tool) => tool.name === choice.toolName);
    const expected = choice.type === 'tool' ? `a call of "${choice.toolName}"` : 'a tool call';
    stream = stream.pipeThrough(streamToolChoice(parsedTools, forcedOptions(options), expected));
  } else {
    stream = stream.pipeThrough(config.protocol.createStreamParser({ tools, options }));
  }
  if (debug.enabled) {
    const calls: LoggedCall[] = [];
    stream = stream.pipeThrough(
      tap(
        (part) => {
          debug.out(part);
          if (part.type === 'tool-call') calls.push(part as ToolCallContent);
        },
        () => {
          const whole = text.join('');
          const segments = recognizedSegments(protocol, whole, parsedTools, options);
          debug.summary(whole, segments, calls);
        },
      ),
    );
  }
  return { ...result, stream };
}

/** Passes every part on, after showing it to `see`; `end` runs when the stream ends. */
function tap(
  see: (part: StreamPart) => void,
  end?: () => void,
): TransformStream<StreamPart, StreamPart> {
  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      see(part);
      controller.enqueue(part);
    },
    flush: () => end?.(),
  });
}

/** Adds `warnings` to the `stream-start` part, or sends one first when the provider sent none. */
function addWarnings(warnings: CallWarning[]): TransformStream<StreamPart, StreamPart> {
  let state: 'before-first' | 'done' = 'before-first';
  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (state === 'before-first') {
        state = 'done';
        if (part.type === 'stream-start') {
          const existing = Array.isArray(part.warnings) ? part.warnings : [];
          controller.enqueue({ ...part, warnings: [...existing, ...warnings] });
          return;
        }
        controller.enqueue({ type: 'stream-start', warnings });
      }
      controller.enqueue(part);
    },
    flush(controller) {
      if (state === 'before-first') controller.enqueue({ type: 'stream-start', warnings });
    },
  });
}
