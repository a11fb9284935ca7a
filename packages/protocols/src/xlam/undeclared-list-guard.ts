import type { SegmentContext } from '../engine/segment';
import type { ToolCallParseError } from '../errors/tool-call-parse-error';

/** A report the list's reader made before it was known whether the list is a call. */
type Held =
  | { kind: 'fail'; position: number; error: ToolCallParseError }
  | { kind: 'pass'; position: number }
  | { kind: 'warn'; error: ToolCallParseError };

/**
 * xLAM's calls are a JSON list of `{"name", "arguments"}` objects, which is also what code and
 * tutorials show (`[{"name": "send_email", …}]` in a fence). A list is the model's call only when
 * an element names a declared tool: until one does — a call starts, or an element that fails
 * names a declared tool — what the list's reader reports is held back. When the list ends with
 * none, it is prose: {@link settle} says so, and nothing held is reported. Otherwise everything
 * held is passed on in order, and the list's undeclared elements are reported as before.
 */
export class UndeclaredListGuard {
  private held: Held[] = [];
  /** `open` until an element names a declared tool; then the list is a `call`. */
  private state: 'open' | 'call' = 'open';
  /** The context to give the list's reader. */
  readonly view: SegmentContext;

  constructor(context: SegmentContext, marker: string) {
    // Until the list is a call, an undeclared name is no call even when malformed calls are fed
    // back (the registry's stand-in would start one): its element fails, and is held.
    const declared = context.tools.declaredOnly();
    const guard = this;
    this.view = {
      marker,
      get tools() {
        return guard.state === 'call' ? context.tools : declared;
      },
      options: context.options,
      startCall: (toolName, id) => {
        if (this.declares(context, toolName)) this.decide(context);
        return context.startCall(toolName, id);
      },
      text: (text) => context.text(text),
      reasoning: (text) => context.reasoning(text),
      commit: (position) => {
        this.decide(context);
        context.commit(position);
      },
      pass: (position) => this.hold(context, { kind: 'pass', position }),
      fail: (position, error) => {
        if (this.declares(context, error.toolName)) this.decide(context);
        this.hold(context, { kind: 'fail', position, error });
      },
      warn: (error) => this.hold(context, { kind: 'warn', error }),
      reject: () => context.reject(),
    };
  }

  /**
   * The list's segment ends at `end`: returns where it really ends — `end`, or 1 when the list
   * named no declared tool (its marker's first character is text, and what follows is read
   * again as text, as after a rejected marker).
   */
  settle(end: number, context: SegmentContext): number {
    if (this.state === 'open' && this.held.length > 0) return 1;
    this.decide(context);
    return end;
  }

  private declares(context: SegmentContext, toolName: string | undefined): boolean {
    return toolName !== undefined && context.tools.get(toolName) !== undefined;
  }

  private hold(context: SegmentContext, report: Held): void {
    this.held.push(report);
    if (this.state === 'call') this.flush(context);
  }

  private decide(context: SegmentContext): void {
    this.state = 'call';
    this.flush(context);
  }

  private flush(context: SegmentContext): void {
    const held = this.held;
    this.held = [];
    for (const report of held) {
      if (report.kind === 'fail') context.fail(report.position, report.error);
      else if (report.kind === 'pass') context.pass(report.position);
      else context.warn(report.error);
    }
  }
}
