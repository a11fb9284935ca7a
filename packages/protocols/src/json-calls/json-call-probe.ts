import { createPushParser, type PushParser, type RJSONEvent } from '@tool/rjson';
import type { ToolRegistry } from '../engine/tool-registry';
import { MAX_JSON_DEPTH } from './max-json-depth';

/** What the probe has concluded about a `{` so far. */
export type ProbeVerdict = 'undecided' | 'call' | 'not-a-call';

type Step = 'open' | 'first-key' | 'name' | 'name-string' | 'second-key' | 'decided';

/**
 * Decides, within a bounded number of characters, whether a bare `{` in the output opens a
 * Llama-style call `{"name": …, "parameters": {…}}`: the first key must be `name` with a string
 * value, followed by the arguments key (`parameters` or `arguments`) — or by the end of the
 * object when the name is a declared tool (a call without arguments). A name that is not
 * declared still makes a call when the arguments key follows, so it is reported as
 * `UNKNOWN_TOOL`; any other object (`{"name": "Alice", "age": 3}`), a code block or prose is
 * not a call. The probe never takes characters past the end of the object, so what it read can
 * be replayed into a full parser.
 */
export class JsonCallProbe {
  private readonly parser: PushParser;
  private step: Step = 'open';
  private readonly nameParts: string[] = [];
  private readonly taken: string[] = [];
  private length = 0;
  verdict: ProbeVerdict = 'undecided';

  constructor(
    private readonly tools: ToolRegistry,
    private readonly argumentKeys: readonly string[],
    /** Characters after which an undecided candidate is given up. */
    private readonly limit: number,
  ) {
    this.parser = createPushParser({
      maxDepth: MAX_JSON_DEPTH,
      onEvent: (event) => this.onEvent(event),
    });
  }

  /** The characters taken so far (the marker first). */
  get text(): string {
    return this.taken.join('');
  }

  /** Characters the probe may still take. */
  get remaining(): number {
    return this.limit - this.length;
  }

  /** Takes `text` (at most `remaining` characters, never past the object); returns how many. */
  push(text: string): number {
    if (this.verdict !== 'undecided') return 0;
    let take = Math.min(text.length, this.remaining);
    try {
      const consumed = this.parser.push(take === text.length ? text : text.slice(0, take));
      if (this.parser.done) take = consumed;
    } catch {
      // Broken JSON after the verdict belongs to the call (its parser reports it); before, it is
      // not a call.
      if (this.verdict === 'undecided') this.verdict = 'not-a-call';
    }
    this.taken.push(text.slice(0, take));
    this.length += take;
    if (this.verdict === 'undecided' && (this.parser.done || this.remaining <= 0)) {
      this.verdict = 'not-a-call';
    }
    return take;
  }

  /**
   * The output ended while undecided: a declared name read in full still counts as a call (cut
   * off, or missing its closing brace); anything else is text.
   */
  finish(): ProbeVerdict {
    if (this.verdict === 'undecided') {
      const declared = this.step === 'second-key' && this.tools.get(this.name) !== undefined;
      this.verdict = declared ? 'call' : 'not-a-call';
    }
    return this.verdict;
  }

  private get name(): string {
    return this.nameParts.join('').trim();
  }

  private onEvent(event: RJSONEvent): void {
    switch (this.step) {
      case 'open':
        this.expect(event.type === 'object-start', 'first-key');
        return;
      case 'first-key':
        this.expect(event.type === 'key' && event.key === 'name', 'name');
        return;
      case 'name':
        this.expect(event.type === 'string-start', 'name-string');
        return;
      case 'name-string':
        if (event.type === 'string-chunk') this.nameParts.push(event.text);
        else this.step = 'second-key';
        return;
      case 'second-key':
        if (event.type === 'key') this.decide(this.argumentKeys.includes(event.key));
        else this.decide(event.type === 'object-end' && this.tools.get(this.name) !== undefined);
        return;
      case 'decided':
        return;
    }
  }

  private expect(ok: boolean, next: Step): void {
    if (ok) this.step = next;
    else this.decide(false);
  }

  private decide(call: boolean): void {
    this.step = 'decided';
    this.verdict = call ? 'call' : 'not-a-call';
  }
}
