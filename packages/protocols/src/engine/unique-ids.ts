/**
 * The tool-call ids already given out in one parse. Formats that carry their own ids (Mistral
 * `[CALL_ID]`, Kimi `functions.NAME:IDX`) keep them, but a model can repeat one; the stream
 * contract needs every id of a response to be unique, so a repeated id is replaced.
 */
export class UniqueIds {
  private readonly used = new Set<string>();

  /** Returns `id` when it is usable and not yet taken (and takes it); undefined otherwise. */
  claim(id: string | undefined): string | undefined {
    if (id === undefined || id.length === 0 || this.used.has(id)) return undefined;
    this.used.add(id);
    return id;
  }

  /** Records an id that was generated elsewhere, so a later model-written copy is not reused. */
  note(id: string): void {
    this.used.add(id);
  }
}
