/**
 * Writes JSON the way Python's `json.dumps(value, ensure_ascii=False)` does — `", "` between
 * items and `": "` after keys, non-ASCII text kept — which is what Hugging Face chat templates
 * (`tojson`) put in front of Llama, Mistral and Kimi models, so calls written back into the
 * history look exactly like the ones the model was trained on.
 *
 * `JSON.stringify` never writes a raw line break inside a string (it escapes them), so every line
 * break of its indented form is layout: collapsing them gives the Python spacing in linear time.
 */
export function jsonDumps(value: unknown): string {
  const indented = JSON.stringify(value, null, 1) ?? 'null';
  return indented.replace(/,\n */g, ', ').replace(/\n */g, '');
}
