/**
 * Escapes text for the inside of a JSON string, piece by piece. A trailing high surrogate is held
 * back until its low half arrives: escaping the halves separately would write `\ud83d\ude00`
 * where the whole text writes the emoji itself, and the stream must produce exactly the same JSON
 * text as a single pass over the whole output.
 */
export class JsonStringEscaper {
  private pendingHigh = '';

  escape(text: string): string {
    let chunk = this.pendingHigh.length === 0 ? text : this.pendingHigh + text;
    this.pendingHigh = '';
    const last = chunk.charCodeAt(chunk.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.pendingHigh = chunk.slice(-1);
      chunk = chunk.slice(0, -1);
    }
    if (chunk.length === 0) return '';
    // Most pieces of a long argument need no escaping; returning them as they are saves a
    // `JSON.stringify` and two copies per stream chunk.
    return needsEscape(chunk) ? JSON.stringify(chunk).slice(1, -1) : chunk;
  }

  /** The string ended: release a held-back lone high surrogate (escaped). */
  flush(): string {
    const rest = this.pendingHigh;
    this.pendingHigh = '';
    return rest.length === 0 ? '' : JSON.stringify(rest).slice(1, -1);
  }
}

/** Whether `JSON.stringify` would change any character: quotes, backslashes, controls, surrogates. */
function needsEscape(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}
