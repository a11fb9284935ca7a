/**
 * Whether text spells null: JSON's `null`, or Python's `None` — chat templates written in Jinja
 * (Qwen3-Coder, Qwen3.5, Nemotron 3) render a null argument with Python's `str`, and models copy
 * them. Surrounding whitespace is ignored; other spellings (`NULL`, `none`) are not null.
 */
export function isNullText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === 'null' || trimmed === 'None';
}
