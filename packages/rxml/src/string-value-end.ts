import { charClass, MAX_INDEX_DIGITS } from './char-class';
import { plainTags } from './plain-tags';

/** What comes after a complete close tag inside a string value, once whitespace is skipped. */
export const AfterClose = {
  /** the end of the input (or the root close tag) */
  End: 0,
  /** another close tag (`</`) */
  CloseTag: 1,
  /** a tag cut short by another `<` (`<<`, `<name<`): the end of the input would come there */
  CutOffTag: 2,
  /** the open tag of a follower, or of the element's own name (see {@link StringValueEnd}) */
  FollowerTag: 3,
  /** text, or a tag that cannot be an element (a name longer than {@link MAX_SIBLING_NAME}) */
  Other: 4,
  /**
   * the open tag of an element the schema does not name (`<mood>`, `<days >`): a sibling argument
   * the model added. It ends the value only after the value's own close tag.
   */
  SiblingTag: 5,
} as const;
export type AfterClose = (typeof AfterClose)[keyof typeof AfterClose];

/**
 * Where a string value ends: the one rule that the full reader (`RawTextScanner`, incremental) and
 * the fast path of `parse` (`rawValueEnd`, which gives up wherever it would need more than this)
 * both apply.
 *
 * A string value is raw text up to a close tag at nesting depth 0 (same-name open tags nest,
 * CDATA hides everything, the root close tag always ends it). A close tag ends the value only
 * when what follows it continues the structure around the value (see {@link endsAt}); otherwise
 * it was text of the value. What continues the structure is the open tag of a *follower*: a name
 * that may come right after the value's element closes —
 * - a declared property of the enclosing object (a sibling argument);
 * - an item of the enclosing array: `<item>`, an index name (`<0>`, `<1>`), the element's own name;
 * - a declared property of an object farther out, where the elements in between would be closed
 *   by it (a forgotten close tag, see `TreeBuilder.keepSiblingsTogether`).
 *
 * Any other element's open tag ends the value too, but only right after the value's *own* close
 * tag (`<city>Paris</city><mood>sunny</mood>`): models add arguments the schema lacks, and such
 * an argument is kept, dropped or refused by the caller's argument policy, never folded into its
 * neighbour. A mismatched close tag before an undeclared tag stays text (`<p>a</b><i>` in HTML).
 *
 * So a value ends where its own element ends, and a sibling after it is never part of it.
 * One instance describes the followers of the values inside one enclosing element.
 */
export class StringValueEnd {
  /** Nothing follows (no schema around the value). */
  static readonly NONE = new StringValueEnd(new Set(), [], false);

  /** Length of the longest follower name (the element's own name aside). */
  readonly longest: number;

  /** See {@link with}. Weak: a shared instance (an array's, say) meets the infos of many schemas. */
  private joined: WeakMap<StringValueEnd, StringValueEnd> | undefined;

  /**
   * @param names - declared names that follow
   * @param tagNames - those of `names` that read as one tag name (the fast path matches them)
   * @param items - whether the values are items of an array (`<item>` and index names follow)
   */
  constructor(
    readonly names: ReadonlySet<string>,
    readonly tagNames: readonly string[],
    readonly items: boolean,
  ) {
    let longest = items ? Math.max(MAX_INDEX_DIGITS, ITEM.length) : 0;
    for (const name of names) longest = Math.max(longest, name.length);
    this.longest = longest;
  }

  /** Whether an open tag named `name` after a value's close tag continues the structure. */
  has(name: string): boolean {
    return this.names.has(name) || (this.items && (name === ITEM || charClass.isIndexName(name)));
  }

  /**
   * Whether a close tag at depth 0 ends the value, given what follows it. The value's own close
   * tag (`own`) ends it before the end, another close tag, a cut-off tag or any element's open tag;
   * a mismatched one (`</town>` in `<city>`) only before a follower's open tag, and only where
   * there are followers at all. Before text or any other tag, a close tag is text of the value.
   */
  endsAt(own: boolean, after: AfterClose): boolean {
    if (after === AfterClose.FollowerTag) return own || this.any();
    if (after === AfterClose.SiblingTag) return own;
    return own && after !== AfterClose.Other;
  }

  /** Whether a mismatched close tag can end a value at all: some name follows. */
  any(): boolean {
    return this.items || this.names.size > 0;
  }

  /**
   * For the fast path: the follower whose plain open tag (`<name>`, nothing else) starts at `lt`,
   * or `undefined`. Declared names come back as the schema's own strings (cheap to store under).
   */
  tagAt(xml: string, lt: number): string | undefined {
    const declared = plainTags.match(xml, lt + 1, this.tagNames);
    return declared !== undefined || !this.items ? declared : this.itemTagAt(xml, lt);
  }

  /** {@link tagAt} for an array's items: `<item>` or an index name. */
  private itemTagAt(xml: string, lt: number): string | undefined {
    if (plainTags.isOpenTagOf(xml, lt, ITEM)) return ITEM;
    const end = plainTags.openTagEnd(xml, lt);
    if (end === -1 || end - lt - 1 > MAX_INDEX_DIGITS) return undefined;
    const name = xml.slice(lt + 1, end);
    return charClass.isIndexName(name) ? name : undefined;
  }

  /**
   * These followers and `outer`'s names: the followers of values one or more closes deeper.
   * Remembered per `outer` (both come from schema infos, so the pairs are few).
   */
  with(outer: StringValueEnd): StringValueEnd {
    if (outer.names.size === 0) return this;
    this.joined ??= new WeakMap();
    let joined = this.joined.get(outer);
    if (joined === undefined) {
      const names = new Set([...this.names, ...outer.names]);
      joined = new StringValueEnd(names, [...names].filter(charClass.isTagName), this.items);
      this.joined.set(outer, joined);
    }
    return joined;
  }
}

const ITEM = 'item';

/**
 * After a value's own close tag, an open tag whose name is at most this long is read to its end to
 * tell an undeclared sibling element from text; the reader holds at most this many characters.
 */
export const MAX_SIBLING_NAME = 64;
