/**
 * Whether an object schema declares argument `key`; the engine is given one (`@tool/coercion`'s
 * `isDeclaredProperty` through `defineProtocol`), as it reads no schema itself.
 */
export type DeclaresArgument = (schema: unknown, key: string) => boolean;

/**
 * Where in the call's JSON arguments the filter is. Only the top level is read closely: a key is
 * held until it is complete, and a value is skipped over (strings and nesting tracked) until the
 * `,` or `}` after it.
 */
type Step =
  /** before the object's `{` */
  | 'start'
  /** after `{` or `,`: a key's `"` or the closing `}` comes next */
  | 'key-or-end'
  /** inside a key (held) */
  | 'key'
  /** after a key, before its `:` */
  | 'colon'
  /** inside a value */
  | 'value'
  /** at the `,` or `}` after a value */
  | 'after-value'
  /** after the closing `}`, or input that is not one object: passed on as it is */
  | 'through';

/**
 * Applies the `unknownArguments` policy to one call's streamed JSON arguments: each top-level key
 * is checked against the tool's schema as soon as it is complete, and `onUnknown` is told about
 * one the schema does not know. With `drop`, that key and its value never reach the output (the
 * commas are rewritten so the object stays valid JSON); with `botched`, everything passes and the
 * caller marks the call. Work is linear: each character is looked at once, and the text inside
 * strings is found with `indexOf`.
 */
export class UnknownArgumentFilter {
  private step: Step = 'start';
  private key = '';
  private keyEscaped = false;
  /** Whether the current key's value is left out. */
  private dropping = false;
  /** Whether a key was passed on: the next one needs a comma. */
  private wroteKey = false;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(
    private readonly declares: DeclaresArgument,
    private readonly schema: unknown,
    private readonly drop: boolean,
    private readonly onUnknown: (name: string) => void,
  ) {}

  /**
   * Reads the next piece of the arguments' JSON; returns what goes on: the piece itself when
   * nothing is dropped, else the piece without the unknown keys and values.
   */
  write(json: string): string {
    const out = this.read(json);
    return this.drop ? out : json;
  }

  private read(json: string): string {
    let out = '';
    let i = 0;
    while (i < json.length) {
      if (this.step === 'value') {
        const end = this.valueEnd(json, i);
        if (!this.dropping) out += json.slice(i, end);
        i = end;
        continue;
      }
      if (this.step === 'through') return out + json.slice(i);
      if (this.step === 'key') {
        const end = this.readKey(json, i);
        if (end === -1) return out;
        out += this.keyDecided();
        i = end;
        continue;
      }
      out += this.readStructure(json[i] as string);
      i++;
    }
    return out;
  }

  /** One character outside keys and values: braces, commas, colons and whitespace between. */
  private readStructure(c: string): string {
    if (isSpace(c)) return this.step === 'start' ? c : '';
    switch (this.step) {
      case 'start':
        if (c !== '{') break;
        this.step = 'key-or-end';
        return c;
      case 'key-or-end':
        if (c === '"') {
          this.step = 'key';
          this.key = '"';
          this.keyEscaped = false;
          return '';
        }
        if (c !== '}') break;
        this.step = 'through';
        return c;
      case 'after-value':
        // The comma is written again before the next key that goes on; the `}` always goes out,
        // also after a dropped value.
        this.step = c === ',' ? 'key-or-end' : 'through';
        return c === ',' ? '' : c;
      case 'colon':
        if (c !== ':') break;
        this.step = 'value';
        this.depth = 0;
        this.inString = this.escaped = false;
        return this.dropping ? '' : c;
    }
    // Not the JSON object this filter reads: pass the rest on untouched.
    this.step = 'through';
    return `${this.dropping ? '' : c}`;
  }

  /**
   * Reads a key's characters; at its closing quote, moves to `colon` and returns the index after
   * it, or -1 when the chunk ended inside the key.
   */
  private readKey(json: string, from: number): number {
    for (let i = from; i < json.length; i++) {
      const c = json[i] as string;
      this.key += c;
      if (this.keyEscaped) this.keyEscaped = false;
      else if (c === '\\') this.keyEscaped = true;
      else if (c === '"') {
        this.step = 'colon';
        return i + 1;
      }
    }
    return -1;
  }

  /** A key is complete: decide whether it goes on; returns its text (with a comma) or nothing. */
  private keyDecided(): string {
    let name: string;
    try {
      name = JSON.parse(this.key) as string;
    } catch {
      name = this.key.slice(1, -1);
    }
    const known = this.declares(this.schema, name);
    if (!known) this.onUnknown(name);
    this.dropping = !known && this.drop;
    if (this.dropping) return '';
    const text = `${this.wroteKey ? ',' : ''}${this.key}`;
    this.wroteKey = true;
    return text;
  }

  /**
   * Skips over value text from `from`; returns the index where this chunk's part of the value
   * ends: the chunk's end, or the `,` or `}` after the value (then the step is `after-value`).
   */
  private valueEnd(json: string, from: number): number {
    let i = from;
    while (i < json.length) {
      if (this.inString) {
        i = this.stringEnd(json, i);
        continue;
      }
      const c = json[i] as string;
      if (c === '"') this.inString = true;
      else if (c === '{' || c === '[') this.depth++;
      else if ((c === '}' || c === ']') && this.depth > 0) this.depth--;
      else if (this.depth === 0 && (c === ',' || c === '}')) {
        this.step = 'after-value';
        return i;
      }
      i++;
    }
    return i;
  }

  /**
   * Skips string text up to and including its closing quote (or to the chunk's end): the next
   * quote is found with `indexOf`, and only the text before it is looked at for escapes.
   */
  private stringEnd(json: string, from: number): number {
    let i = from;
    if (this.escaped) {
      this.escaped = false;
      i++;
    }
    for (;;) {
      const quote = json.indexOf('"', i);
      const stop = quote === -1 ? json.length : quote;
      let escapedQuote = false;
      for (; i < stop; i++) {
        if (json.charCodeAt(i) !== 0x5c /* \\ */) continue;
        if (i + 1 === json.length) {
          this.escaped = true;
          return json.length;
        }
        i++;
        if (i === quote) {
          escapedQuote = true;
          break;
        }
      }
      if (quote === -1) return json.length;
      if (!escapedQuote) {
        this.inString = false;
        return quote + 1;
      }
      i = quote + 1;
    }
  }
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\r' || c === '\t';
}
