import type { FunctionTool, ProtocolOptions, StreamPart } from '@tool/protocols';
import { AnswerReporter } from './answer-reporter';
import { dropBlankText } from './drop-blank-text';
import { toolChoiceProtocol } from './tool-choice-protocol';

/**
 * Stream mode of a forced tool choice: the JSON answer is parsed as it arrives, so the call comes
 * out as `tool-input-start`, argument deltas, `tool-input-end`, the `tool-call`, then `finish`
 * (with `tool-calls`). Blank text around the JSON is dropped; an answer without a call keeps its
 * text and is reported through `onError` before `finish` is passed on.
 */
export function streamToolChoice(
  tools: ReadonlyArray<FunctionTool>,
  options: ProtocolOptions,
  expected: string,
): ReadableWritablePair<StreamPart, StreamPart> {
  const reporter = new AnswerReporter(options, expected);
  const record = new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (part.type === 'text-delta' && typeof part.delta === 'string') reporter.text(part.delta);
      controller.enqueue(part);
    },
  });
  const parser = toolChoiceProtocol.createStreamParser({ tools, options: reporter.options });
  let calls = 0;
  let state: 'open' | 'reported' = 'open';
  const report = () => {
    if (state === 'open') reporter.finish(calls);
    state = 'reported';
  };
  const settle = new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (part.type === 'tool-call') calls++;
      if (part.type === 'finish') report();
      controller.enqueue(part);
    },
    flush: report,
  });
  return {
    writable: record.writable,
    readable: record.readable.pipeThrough(parser).pipeThrough(dropBlankText()).pipeThrough(settle),
  };
}
