/**
 * The text between a template's message contents, read by rendering a conversation whose contents
 * are sentinels: `separators[i]` comes before slot `i`, the last one after the last slot.
 */
export interface SlotLayout {
  readonly separators: readonly string[];
}

/** The sentinel standing for slot `index`: no whitespace at its ends (templates trim), unlikely in text. */
export function sentinel(index: number): string {
  return `\u27e6slot-${index}\u27e7`;
}

/** Splits a render of sentinel contents into separators; undefined when a sentinel is missing or repeated. */
export function readLayout(rendered: string, slots: number): SlotLayout | undefined {
  const separators: string[] = [];
  let from = 0;
  for (let index = 0; index < slots; index++) {
    const mark = sentinel(index);
    const at = rendered.indexOf(mark, from);
    if (at === -1 || rendered.indexOf(mark, at + mark.length) !== -1) return undefined;
    separators.push(rendered.slice(from, at));
    from = at + mark.length;
  }
  separators.push(rendered.slice(from));
  return { separators };
}

/**
 * The contents that put `target` into the layout: `target` must start with the first separator and
 * end with the last, and each separator between is taken at its first place after the previous
 * slot. Undefined when `target` does not fit. The caller renders the contents again to confirm:
 * a separator that also occurs inside a content makes this split wrong, never silently accepted.
 */
export function fillLayout(layout: SlotLayout, target: string): string[] | undefined {
  const { separators } = layout;
  const first = separators[0] ?? '';
  const last = separators[separators.length - 1] ?? '';
  if (
    !target.startsWith(first) ||
    target.length < first.length + last.length ||
    !target.endsWith(last)
  ) {
    return undefined;
  }
  const end = target.length - last.length;
  const contents: string[] = [];
  let from = first.length;
  for (let index = 1; index < separators.length - 1; index++) {
    const separator = separators[index] ?? '';
    const at = target.indexOf(separator, from);
    if (at === -1 || at > end) return undefined;
    contents.push(target.slice(from, at));
    from = at + separator.length;
  }
  if (from > end) return undefined;
  contents.push(target.slice(from, end));
  return contents;
}

/**
 * Control tokens of a template's turn markup (`<|im_start|>`, `<｜User｜>`, `[INST]`,
 * `<start_of_turn>`): the shapes special tokens take in the templates we know.
 */
const CONTROL_TOKEN =
  /<\|[^|\s]{1,40}\|>|<\uff5c[^\uff5c]{1,40}\uff5c>|\[\/?[A-Z][A-Z_]{1,30}\]|<\/?(?:start_of_turn|end_of_turn|s)>/g;

/** The control tokens that the separators hold: the turn markup a message content must not carry. */
export function turnMarkup(layout: SlotLayout, specialTokens: readonly string[]): Set<string> {
  const markup = new Set<string>(specialTokens.filter((token) => token.length > 0));
  for (const separator of layout.separators) {
    for (const match of separator.matchAll(CONTROL_TOKEN)) markup.add(match[0]);
  }
  return markup;
}
