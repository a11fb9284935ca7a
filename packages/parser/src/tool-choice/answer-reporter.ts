import {
  type ProtocolOptions,
  type ToolCallErrorMetadata,
  ToolCallParseError,
} from '@tool/protocols';
import { notACallCause } from './not-a-call-cause';

/**
 * Reports on the answer to a forced tool choice. Problems found while parsing are held until the
 * answer is complete: when it produced a call they are passed on as they are; when it did not,
 * they are summed up in one `INVALID_TOOL_CHOICE_ANSWER` report (the first problem as `cause`,
 * the whole answer as `segment`), because that is what the caller needs to know. An answer with
 * no problem found in it (prose, nothing at all) gets a cause too: why it is not JSON.
 */
export class AnswerReporter {
  /** The options to parse with: `onError` is replaced by the collector. */
  readonly options: ProtocolOptions;
  private readonly held: Array<{ message: string; metadata: ToolCallErrorMetadata }> = [];
  private readonly answer: string[] = [];

  constructor(
    private readonly base: ProtocolOptions,
    private readonly expected: string,
  ) {
    this.options = {
      ...base,
      onError: (message, metadata) => this.held.push({ message, metadata }),
    };
  }

  /** Records a piece of the answer text. */
  text(delta: string): void {
    this.answer.push(delta);
  }

  /** The answer is complete; `calls` is how many calls it produced. */
  finish(calls: number): void {
    const onError = this.base.onError;
    if (onError === undefined) return;
    if (calls > 0) {
      for (const { message, metadata } of this.held) onError(message, metadata);
      return;
    }
    const segment = this.answer.join('');
    const cause = this.held[0]?.metadata.error ?? notACallCause(segment);
    const error = new ToolCallParseError({
      code: 'INVALID_TOOL_CHOICE_ANSWER',
      message: `Expected ${this.expected} as a JSON object {"name": …, "arguments": {…}}, but the answer did not contain one; no tool was called. ${cause.message}`,
      cause,
      ...(cause.toolName === undefined ? {} : { toolName: cause.toolName }),
    });
    onError(error.message, {
      error,
      code: error.code,
      ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
      segment,
    });
  }
}
