import { createPushParser } from '../push-parser';
import { RJSONParseError } from '../rjson-parse-error';
import type { RJSONEvent, RJSONRepair } from '../types';

/** What feeding a text to a push parser produced. */
export interface PushOutcome {
  events: RJSONEvent[];
  repairs: RJSONRepair[];
  /** The value rebuilt from the events (when there was no error). */
  value?: unknown;
  error?: RJSONParseError;
  /** Total characters the parser consumed. */
  consumed: number;
}

/** Cuts `text` into pieces of the given sizes (cycled), e.g. `[1]` for one character at a time. */
export function splitText(text: string, sizes: readonly number[]): string[] {
  const pieces: string[] = [];
  let k = 0;
  for (let i = 0; i < text.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length] ?? 1);
    pieces.push(text.slice(i, i + size));
    i += size;
  }
  return pieces;
}

/**
 * Feeds `pieces` to a new push parser, then calls `end()`; rebuilds the value from the events.
 * Without `watchRepairs` no `onRepair` is given (the parser then takes its faster string path).
 */
export function pushInChunks(
  pieces: readonly string[],
  maxDepth?: number,
  watchRepairs = true,
): PushOutcome {
  const events: RJSONEvent[] = [];
  const repairs: RJSONRepair[] = [];
  const parser = createPushParser({
    onEvent: (event) => events.push(event),
    onRepair: watchRepairs ? (repair) => repairs.push(repair) : undefined,
    maxDepth,
  });
  let consumed = 0;
  try {
    for (const piece of pieces) {
      const n = parser.push(piece);
      consumed += n;
      if (n < piece.length) break;
    }
    parser.end();
  } catch (error) {
    if (!RJSONParseError.isInstance(error)) throw error;
    return { events, repairs, error, consumed };
  }
  return { events, repairs, value: eventsToValue(events), consumed };
}

/** Rebuilds a value from events, with own properties only (`__proto__` included). */
export function eventsToValue(events: readonly RJSONEvent[]): unknown {
  const stack: (Record<string, unknown> | unknown[])[] = [];
  let key = '';
  let text = '';
  let result: unknown;
  const add = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (top === undefined) result = value;
    else if (Array.isArray(top)) top.push(value);
    else
      Object.defineProperty(top, key, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  };
  for (const event of events) {
    switch (event.type) {
      case 'object-start':
      case 'array-start': {
        const container = event.type === 'object-start' ? {} : [];
        add(container);
        stack.push(container);
        break;
      }
      case 'object-end':
      case 'array-end':
        stack.pop();
        break;
      case 'key':
        key = event.key;
        break;
      case 'string-start':
        text = '';
        break;
      case 'string-chunk':
        text += event.text;
        break;
      case 'string-end':
        add(text);
        break;
      case 'primitive':
        add(event.value);
        break;
      case 'end':
        break;
    }
  }
  return result;
}

/** Events with adjacent string chunks merged: the same for every chunking of one text. */
export function mergeChunks(events: readonly RJSONEvent[]): RJSONEvent[] {
  const merged: RJSONEvent[] = [];
  for (const event of events) {
    const last = merged[merged.length - 1];
    if (event.type === 'string-chunk' && last?.type === 'string-chunk') {
      merged[merged.length - 1] = { type: 'string-chunk', text: last.text + event.text };
    } else merged.push(event);
  }
  return merged;
}
