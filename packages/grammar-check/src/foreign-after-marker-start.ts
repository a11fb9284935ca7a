/**
 * Where a marker goes on with a non-ASCII letter (`｜` after `<`), the grammar takes no other
 * non-ASCII character (XGrammar cannot tell them apart there): whether `value` has one.
 */
export function foreignAfterMarkerStart(value: string, stops: readonly string[]): boolean {
  const chars = [...value];
  const letters = new Set(stops.flatMap((stop) => [...stop]));
  return chars.some((ch, i) => {
    if ((ch.codePointAt(0) as number) < 0x80 || letters.has(ch)) return false;
    const before = chars.slice(0, i).join('');
    return stops.some((stop) =>
      [...stop].some(
        (letter, k) =>
          k > 0 && (letter.codePointAt(0) as number) > 0x7f && before.endsWith(stop.slice(0, k)),
      ),
    );
  });
}

/** Whether any string inside `input` is such a value (see `foreignAfterMarkerStart`). */
export function holdsForeignAfterMarkerStart(input: unknown, stops: readonly string[]): boolean {
  if (typeof input === 'string') return foreignAfterMarkerStart(input, stops);
  if (Array.isArray(input)) return input.some((item) => holdsForeignAfterMarkerStart(item, stops));
  if (typeof input === 'object' && input !== null) {
    return Object.values(input).some((item) => holdsForeignAfterMarkerStart(item, stops));
  }
  return false;
}
