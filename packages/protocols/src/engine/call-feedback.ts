import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { MalformedCall, ProtocolOptions } from '../types';

/** What {@link CallFeedback} emits: the engine's call events. */
export type FeedbackEvent =
  | { type: 'tool-input-start'; id: string; toolName: string }
  | { type: 'tool-input-delta'; id: string; delta: string }
  | { type: 'tool-input-end'; id: string }
  | { type: 'tool-call'; id: string; toolName: string; input: string; malformed?: MalformedCall };

/** A call that ended with all of its input written, but that cannot run as it is. */
interface EndedCall {
  id: string;
  toolName: string;
  input: string;
  error: ToolCallParseError;
}

/**
 * What becomes of calls that cannot become valid input (see `ProtocolOptions.malformedCalls`).
 *
 * Two kinds reach it. A call that *failed* (its segment's `fail`, with the tool name known) is, in
 * feedback mode, a `tool-call` whose input is the failed text as the model wrote it — never JSON,
 * so the AI SDK rejects it; it reuses the id of the call's `tool-input-start` when one was sent, so
 * the stream's call ends properly. A call that *ended* but does not fit (an undeclared tool, an
 * argument its schema cannot fit) has input that parsed: in feedback mode its `tool-call` waits
 * until the segment settles the text it came from, which then travels with it; in text mode it
 * comes out at once, as before, and is reported when its text is known.
 *
 * Every such call is reported through `onError` with the same metadata as a failed segment.
 */
export class CallFeedback {
  readonly feedback: boolean;
  /** Calls of this stretch of the segment that were started, then aborted: a failure names one. */
  private aborted: Array<{ id: string; toolName: string }> = [];
  /** Calls that ended but do not fit, until the text they came from is settled. */
  private ended: EndedCall[] = [];

  constructor(
    private readonly options: Readonly<ProtocolOptions>,
    private readonly emit: (event: FeedbackEvent) => void,
    private readonly generateId: () => string,
  ) {
    this.feedback = options.malformedCalls === 'feedback';
  }

  /** A started call was aborted (its `tool-input-end` is out); a failure may follow for it. */
  abort(id: string, toolName: string): void {
    if (this.feedback) this.aborted.push({ id, toolName });
  }

  /**
   * A call ended (its `tool-input-end` is out) with complete input that cannot run as it is. In
   * text mode its `tool-call` comes out now; in feedback mode when its text is settled.
   */
  end(call: EndedCall): void {
    if (!this.feedback) {
      this.emit({ type: 'tool-call', id: call.id, toolName: call.toolName, input: call.input });
    }
    this.ended.push(call);
  }

  /**
   * The segment's text up to here is settled, `text` from `position` on: the calls that ended but
   * did not fit came from it. They are reported and, in feedback mode, sent with it.
   */
  settle(text: string, position: number): void {
    this.aborted = [];
    this.flushEnded(text, position);
  }

  /**
   * A stretch of the segment failed: `text`, from `position` on, did not become a call. Returns
   * true when it goes back to the model as a call (feedback mode, the tool name was read, and the
   * call was not cut for its size): it is then reported here and the caller releases no text.
   * Otherwise (or when `sendBack` is false: a call broken inside a thinking block, which stays
   * reasoning) reporting it and releasing its text are the caller's.
   */
  fail(text: string, position: number, error: ToolCallParseError, sendBack = true): boolean {
    this.flushEnded(text, position);
    const toolName = error.toolName;
    if (
      !sendBack ||
      !this.feedback ||
      toolName === undefined ||
      error.code === 'TOOL_CALL_TOO_LARGE'
    ) {
      return false;
    }
    const index = this.aborted.findIndex((call) => call.toolName === toolName);
    const [started] = index >= 0 ? this.aborted.splice(index, 1) : [];
    let id: string;
    if (started !== undefined) {
      id = started.id;
    } else {
      // No tool-input-start went out for it: the call's input parts come now, whole.
      id = this.generateId();
      this.emit({ type: 'tool-input-start', id, toolName });
      this.emit({ type: 'tool-input-delta', id, delta: text });
      this.emit({ type: 'tool-input-end', id });
    }
    this.emit({ type: 'tool-call', id, toolName, input: text, malformed: malformed(error, text) });
    this.report(error, text, position);
    return true;
  }

  /** The calls that ended but did not fit came from `text`: report them and, with feedback, send them. */
  private flushEnded(text: string, position: number): void {
    if (this.ended.length === 0) return;
    const ended = this.ended;
    this.ended = [];
    for (const call of ended) {
      if (this.feedback) {
        this.emit({
          type: 'tool-call',
          id: call.id,
          toolName: call.toolName,
          // Arguments with an undeclared key still pass a schema that strips unknown keys (zod's
          // default) or one the AI SDK does not validate, so the call would run: its input is the
          // model's text instead, which the AI SDK cannot parse, and it goes back to the model.
          input: call.error.code === 'UNKNOWN_ARGUMENT' ? text : call.input,
          malformed: malformed(call.error, text),
        });
      }
      this.report(call.error, text, position);
    }
  }

  private report(error: ToolCallParseError, segment: string, position: number): void {
    this.options.onError?.(error.message, {
      error,
      code: error.code,
      ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
      segment,
      position,
    });
  }
}

function malformed(error: ToolCallParseError, segment: string): MalformedCall {
  return { code: error.code, message: error.message, segment };
}
