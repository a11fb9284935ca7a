import type { ValueSink } from './parser-core';

type Container = Record<string, unknown> | unknown[];

/**
 * Builds the JavaScript value that `parse` returns from the core's structure. Containers are
 * kept on an explicit stack. Keys become own data properties exactly as with `JSON.parse`:
 * `__proto__` is defined, never assigned, so no prototype changes.
 */
export class ValueBuilder implements ValueSink {
  /** The finished top-level value. */
  result: unknown;
  private readonly stack: Container[] = [];
  private top: Container | undefined;
  private topIsArray = false;
  private pendingKey = '';
  private pieces = '';

  objectStart(): void {
    const object: Record<string, unknown> = {};
    this.add(object);
    this.enter(object, false);
  }

  arrayStart(): void {
    const array: unknown[] = [];
    this.add(array);
    this.enter(array, true);
  }

  objectEnd(): void {
    this.leave();
  }

  arrayEnd(): void {
    this.leave();
  }

  key(key: string): void {
    this.pendingKey = key;
  }

  string(value: string): void {
    this.add(value);
  }

  stringStart(): void {
    this.pieces = '';
  }

  stringChunk(text: string): void {
    this.pieces += text;
  }

  stringEnd(): void {
    this.add(this.pieces);
    this.pieces = '';
  }

  primitive(value: number | boolean | null): void {
    this.add(value);
  }

  end(): void {}

  private enter(container: Container, isArray: boolean): void {
    this.stack.push(container);
    this.top = container;
    this.topIsArray = isArray;
  }

  private leave(): void {
    const stack = this.stack;
    stack.pop();
    const top = stack[stack.length - 1];
    this.top = top;
    this.topIsArray = Array.isArray(top);
  }

  private add(value: unknown): void {
    const top = this.top;
    if (top === undefined) this.result = value;
    else if (this.topIsArray) (top as unknown[]).push(value);
    else if (this.pendingKey === '__proto__') {
      Object.defineProperty(top, '__proto__', {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    } else (top as Record<string, unknown>)[this.pendingKey] = value;
  }
}
