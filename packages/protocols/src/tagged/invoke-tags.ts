import { MarkerMatcher } from '../engine/marker-matcher';
import type { InvokeDialect } from './invoke-segment';
import { type Pattern, type PatternMatch, pattern } from './pattern';
import { parseTagAttributes } from './tag-attributes';
import type { TaggedCall } from './tagged-call';

const { literal, seq, alt, end, attributes, whitespace, barSpellings } = pattern;

/** Longest attribute text of an `<invoke …>` or `<parameter …>` tag. */
const MAX_ATTRIBUTES = 512;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

/** The tag patterns of a dialect. */
export type InvokeTags = ReturnType<typeof invokeTags>;

/** `token` before `p`, or `p` alone: models drop a dialect's tag token (often before close tags). */
export function afterToken(token: string | undefined, p: Pattern): Pattern {
  if (token === undefined) return p;
  const t = literal(token);
  const optional: Pattern = (text, at, eof) => {
    const match = t(text, at, eof);
    return match.kind === 'none' ? ({ kind: 'full', end: at } satisfies PatternMatch) : match;
  };
  return seq(optional, p);
}

export function invokeTags(dialect: InvokeDialect) {
  const { same, tagToken: token } = dialect;
  const tag = (name: string) => afterToken(token, literal(`<${dialect.prefix}${name}`, same));
  const close = (name: string) => afterToken(token, literal(`</${dialect.prefix}${name}>`, same));
  const tagAttributes = attributes(MAX_ATTRIBUTES);
  const invokeOpen = tag('invoke');
  const parameterOpen = tag(dialect.parameters === 'element' ? '' : 'parameter');
  const invokeClose = close('invoke');
  const parameterClose = close('parameter');
  const blockClose = alt(
    ...dialect.blockClose.map((text) => afterToken(token, literal(text, same))),
  );
  const space = whitespace(MAX_SPACE);
  const nextInvoke = seq(invokeOpen, tagAttributes);
  const nextParameter = seq(parameterOpen, tagAttributes);
  /**
   * Where a value of `call` ends: `</parameter>` when the call goes on after it; without it, a
   * `<parameter>` naming a declared parameter, or `</invoke>` / the block's close tag that end
   * the call.
   */
  const valueBoundary = (call: TaggedCall): Pattern =>
    alt(
      seq(parameterClose, space, alt(nextParameter, invokeClose, blockClose, nextInvoke, end)),
      seq(
        parameterOpen,
        attributes(MAX_ATTRIBUTES, (raw) =>
          call.declares(parseTagAttributes(raw).get('name')?.trim() ?? ''),
        ),
      ),
      seq(invokeClose, space, alt(nextInvoke, blockClose, end)),
      seq(blockClose, space, end),
    );
  return {
    invokeCloseMarkers: new MarkerMatcher(barSpellings(`</${dialect.prefix}invoke>`)),
    invokeOpen,
    parameterOpen,
    invokeClose,
    parameterClose,
    blockClose,
    tagAttributes,
    valueBoundary,
  };
}
