import type { CallShape } from './call-shape';

/** Stands for a tool's or an argument's name, so that the markup around names can be cut off. */
const NAME = '\u0000';

/** A tag of the format's markup: `<…>`, `<|…|>`, `<｜…｜>`, or its start up to a name. */
const TAG = /<[^<>]*>?/g;

/**
 * Every marker a raw string value of this call shape must not hold, because the format's reader
 * would end the value there or read it as markup: the value's own stop (`</` unless the shape
 * names one) and each tag the shape writes around calls and arguments or declares as a token, cut
 * before a name (`<parameter=` for `<parameter=…>`, so that no argument's opening passes).
 */
export function rawValueStops(shape: CallShape): string[] {
  if (shape.arguments.kind !== 'parameters') return [];
  const args = shape.arguments;
  const texts = [
    shape.trigger(NAME),
    shape.begin(NAME),
    shape.end(NAME),
    args.open(NAME, true),
    args.open(NAME, false),
    typeof args.close === 'string' ? args.close : args.close(NAME),
  ];
  const tags = texts.flatMap((text) => text.match(TAG) ?? []).map(beforeName);
  const declared = shape.specialTokens ?? [];
  return [...new Set([args.stop ?? '</', ...declared, ...tags])].filter((tag) => tag.length >= 2);
}

function beforeName(tag: string): string {
  const at = tag.indexOf(NAME);
  return at === -1 ? tag : tag.slice(0, at);
}
