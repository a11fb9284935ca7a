/** What the header of a Harmony message says: who writes, on which channel, to whom. */
export interface HarmonyHeader {
  /** The author after `<|start|>` (`assistant`, or `functions.NAME` for a tool result). */
  role: string | undefined;
  /** `analysis`, `commentary`, `final`, … */
  channel: string | undefined;
  /** The recipient of `to=…` (`functions.get_weather`), wherever it was written. */
  recipient: string | undefined;
}

const TOKEN = /<\|(start|channel|constrain)\|>/g;

/**
 * Reads a Harmony message header — the text from `<|start|>`, `<|channel|>` or `to=` up to
 * `<|message|>` — in any of the orders models write: `<|start|>assistant<|channel|>commentary
 * to=functions.f <|constrain|>json`, the recipient-first `<|start|>assistant to=functions.f
 * <|channel|>commentary json`, or ` to=functions.f<|channel|>commentary json` right after the
 * prompt's `<|start|>assistant`. Content types (`json`, `code`) are ignored. The header is
 * short (bounded by the segment), so a regular expression over it is cheap.
 */
export function parseHarmonyHeader(header: string): HarmonyHeader {
  const result: HarmonyHeader = { role: undefined, channel: undefined, recipient: undefined };
  let field: 'role' | 'channel' | 'constrain' = 'role';
  let last = 0;
  for (const match of header.matchAll(TOKEN)) {
    read(header.slice(last, match.index), field, result);
    field = match[1] === 'start' ? 'role' : (match[1] as 'channel' | 'constrain');
    // A header read on at a later channel (a garbled one) is read as the channel it ends in.
    if (field === 'channel') result.channel = undefined;
    last = match.index + match[0].length;
  }
  read(header.slice(last), field, result);
  return result;
}

function read(text: string, field: 'role' | 'channel' | 'constrain', into: HarmonyHeader): void {
  for (const word of text.split(/\s+/)) {
    if (word.length === 0) continue;
    if (word.startsWith('to=')) into.recipient ??= word.slice(3);
    else if (field === 'role') into.role ??= word;
    else if (field === 'channel') into.channel ??= word;
  }
}
