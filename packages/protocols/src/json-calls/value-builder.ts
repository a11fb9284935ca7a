import type { RJSONEvent } from '@tool/rjson';
import { setOwnProperty } from './set-own-property';

type Frame =
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  | { kind: 'array'; value: unknown[] };

/**
 * Rebuilds one JSON value from push-parser events. Used for argument values that cannot be
 * streamed (numbers, unions, enums, …): they are collected whole, then coerced by schema.
 * The stack is explicit, so depth is limited by the parser's `maxDepth`, never by the call stack.
 */
export class ValueBuilder {
  private readonly stack: Frame[] = [];
  private stringParts: string[] | undefined;
  private result: unknown;
  private state: 'building' | 'complete' = 'building';

  get complete(): boolean {
    return this.state === 'complete';
  }

  get value(): unknown {
    return this.result;
  }

  event(event: RJSONEvent): void {
    switch (event.type) {
      case 'object-start':
        this.stack.push({ kind: 'object', value: {}, key: undefined });
        return;
      case 'array-start':
        this.stack.push({ kind: 'array', value: [] });
        return;
      case 'key': {
        const top = this.stack[this.stack.length - 1];
        if (top?.kind === 'object') top.key = event.key;
        return;
      }
      case 'object-end':
      case 'array-end': {
        const frame = this.stack.pop();
        if (frame !== undefined) this.add(frame.value);
        return;
      }
      case 'string-start':
        this.stringParts = [];
        return;
      case 'string-chunk':
        this.stringParts?.push(event.text);
        return;
      case 'string-end':
        this.add((this.stringParts ?? []).join(''));
        this.stringParts = undefined;
        return;
      case 'primitive':
        this.add(event.value);
        return;
      case 'end':
        return;
    }
  }

  private add(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) {
      this.result = value;
      this.state = 'complete';
    } else if (top.kind === 'array') {
      top.value.push(value);
    } else if (top.key !== undefined) {
      setOwnProperty(top.value, top.key, value);
      top.key = undefined;
    }
  }
}
