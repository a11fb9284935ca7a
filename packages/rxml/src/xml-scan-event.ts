/**
 * What the streaming scanner reports, for the direct children of the call element (the tool's
 * arguments):
 * - `property-start`: an argument's open tag is complete. `streaming` is true for plain string
 *   arguments (`isStreamableStringSchema`), whose text follows as `property-text` events.
 * - `property-text`: the next piece of a streaming argument's raw text, exactly as written and in
 *   order; never text that later turns out to be markup (its close tag, CDATA markers).
 * - `property-end`: an argument's final, schema-coerced value. Streaming arguments end at their
 *   close tag (value = all their text); the others end at the root close tag or `end()`, in order of
 *   first appearance, so that repeated tags can still be merged. One per argument name.
 * - `end`: the whole arguments object, equal to what `parse` returns for the same text.
 */
export type XmlScanEvent =
  | { type: 'property-start'; name: string; streaming: boolean }
  | { type: 'property-text'; name: string; text: string }
  | { type: 'property-end'; name: string; value: unknown }
  | { type: 'end'; value: Record<string, unknown> };
