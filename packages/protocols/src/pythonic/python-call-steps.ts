import { isToolNameChar } from '../engine/is-tool-name-char';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { PythonCall } from './python-call';
import { PythonValueReader } from './python-value-reader';

/** Longest tool or keyword name read. */
const MAX_NAME = 256;

export type State =
  | 'envelope'
  | 'name'
  | 'after-name'
  | 'arguments'
  | 'keyword'
  | 'equals'
  | 'before-value'
  | 'value'
  | 'after-value'
  | 'after-call'
  | 'after-list'
  /** a call broke: its end is looked for (see {@link PythonCallEnd}) */
  | 'recover';

/**
 * The call half of {@link PythonCallListSegment}: one call's syntax — the tool name, `(`, keyword
 * arguments with Python-literal values, `)` — and its settling. The list around the calls (its
 * brackets or its envelope, what follows a call, a broken call's recovery) builds on it.
 */
export abstract class PythonCallSteps extends ScanSegment {
  protected abstract state: State;
  /** A list (`[f(), g()]`) or bare calls one per line (after `<|python_start|>`). */
  protected mode: 'list' | 'bare' = 'list';
  protected name = '';
  private keyword = '';
  protected call: PythonCall | undefined;
  private value: PythonValueReader | undefined;
  /** Segment position just after the last call's `)`. */
  protected lastEnd = 0;

  /**
   * @param quotes - How a keyword value in single quotes is read (see `PythonValueReader`):
   *   `unescaped` for LFM2.5, whose template escapes nothing inside them.
   */
  constructor(
    context: SegmentContext,
    private readonly quotes: 'python' | 'unescaped' = 'python',
  ) {
    super(context);
  }

  /** The value being read ends at its quote, and `held` (the text held back) closes the call. */
  protected valueEndsAtQuote(held: string): boolean {
    return this.value?.endsAtQuote(held) === true;
  }

  /** The list's `]` ends at `at`; scanning goes on at `next`. */
  protected abstract endList(at: number, next: number): ScanStep;
  /** The text stopped being a call list at index `j`, where `expected` was due. */
  protected abstract syntaxError(j: number, expected: string): ScanStep;

  protected stepName(input: string, i: number): ScanStep {
    let j = this.name.length === 0 ? skipWhitespace(input, i) : i;
    const start = j;
    while (j < input.length && isToolNameChar(input[j] as string)) j++;
    this.name += input.slice(start, j);
    if (this.name.length > MAX_NAME) return this.syntaxError(j, 'a tool name');
    if (j === input.length) return this.next(j);
    if (this.name.length > 0) {
      this.state = 'after-name';
      return this.next(j);
    }
    // `[f(), ]`: Python allows a trailing comma.
    if (this.mode === 'list' && input[j] === ']' && this.callSettler.touched) {
      return this.endList(this.base + j + 1, j + 1);
    }
    return this.syntaxError(j, 'a tool name');
  }

  protected stepKeyword(input: string, i: number): ScanStep {
    let j = i;
    while (j < input.length && isToolNameChar(input[j] as string)) j++;
    this.keyword += input.slice(i, j);
    if (this.keyword.length > MAX_NAME) return this.syntaxError(j, 'a keyword');
    if (j < input.length) this.state = 'equals';
    return this.next(j);
  }

  protected stepValue(input: string, i: number): ScanStep {
    const step = (this.value as PythonValueReader).feed(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'done':
        this.state = 'after-value';
        return this.next(step.next);
      case 'failed':
        // Where the value broke; an index before `i` lies in text already read.
        return this.syntaxError(Math.max(step.at, i), `a Python literal (${step.reason})`);
    }
  }

  /** The states that wait for one punctuation character after optional whitespace. */
  protected stepPunctuation(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const c = input[j] as string;
    switch (this.state) {
      case 'after-name':
        if (c !== '(') return this.syntaxError(j, `"(" after ${this.name}`);
        this.call = new PythonCall(this.context, this.name);
        this.state = 'arguments';
        return this.next(j + 1);
      case 'arguments':
        if (c === ')') return this.closeCall(this.base + j + 1, j + 1);
        if (!isToolNameChar(c)) {
          return this.syntaxError(j, 'a keyword argument (positional ones are not supported)');
        }
        this.keyword = '';
        this.state = 'keyword';
        return this.next(j);
      case 'equals': {
        if (c !== '=') return this.syntaxError(j, `"=" after ${this.keyword}`);
        const call = this.call as PythonCall;
        call.keyword(this.keyword);
        this.value = new PythonValueReader((event) => call.event(event), this.quotes);
        this.state = 'before-value';
        return this.next(j + 1);
      }
      case 'before-value':
        this.state = 'value';
        return this.next(j);
      default:
        // after-value
        if (c === ',') {
          this.state = 'arguments';
          return this.next(j + 1);
        }
        if (c === ')') return this.closeCall(this.base + j + 1, j + 1);
        return this.syntaxError(j, '"," or ")" after a value');
    }
  }

  protected closeCall(at: number, next: number): ScanStep {
    const call = this.call as PythonCall;
    this.callSettler.call(at, call.close());
    this.call = undefined;
    this.lastEnd = at;
    this.state = 'after-call';
    return this.next(next);
  }
}
