import type { SegmentContext } from '../engine/segment';
import type { ToolCallParseError } from '../errors/tool-call-parse-error';

/**
 * A call written in another notation than JSON between a JSON block's delimiters — a YAML
 * `name: …` / `arguments: …` body that models leak into `<tool_call>` (issue 32). The block
 * gathers the text up to its end delimiter and hands it over whole: such a body has no bracket
 * that tells where it ends, so it streams no deltas and is read once it is complete.
 */
export interface BlockBodyNotation {
  /**
   * Whether the text at `from` (past the whitespace after the start delimiter) opens a body in
   * this notation; `more` while too little text has come to tell (never with `final`).
   */
  opens(text: string, from: number, final: boolean): 'yes' | 'no' | 'more';
  /** Reads the whole body as one call and ends it, or returns why it is not one (no call started). */
  read(body: string, context: SegmentContext): ToolCallParseError | undefined;
}
