import { MarkerMatcher } from './marker-matcher';
import type { ReasoningSetup } from './reasoning-setup';

/** The block of an output that began inside one without its open marker: any close marker ends it. */
export const ANY_BLOCK = -1;

/** What a marker found by one of the {@link ScanMarkers} matchers does. */
export type MarkerRole = 'call' | 'open' | 'close' | 'ender';

/**
 * The markers the engine searches for in each state, built once per parse. In text: the format's
 * call markers and the open markers of the thinking blocks. Inside a block: its close marker (any
 * block's, for an output that began inside one), and the call markers when calls inside reasoning
 * are parsed. A call marker that is a block's open marker (a declared `think` tool in XML) wins.
 */
export class ScanMarkers {
  /** Call markers and open markers: what the text state searches for. */
  readonly text: MarkerMatcher;
  /** The longest marker of any state: text held back is always shorter. */
  readonly longest: number;
  private readonly openBlock = new Map<string, number>();
  private readonly closeMarkers = new Set<string>();
  /** Per block, then {@link ANY_BLOCK} last: what the reasoning state searches for. */
  private readonly inside: MarkerMatcher[];
  /** Per block, then {@link ANY_BLOCK} last: the close markers alone. */
  private readonly closing: MarkerMatcher[];
  /** Call markers that end an open block (see `SegmentFormat.reasoningEnders`). */
  private readonly enders: Set<string>;

  constructor(
    callMarkers: readonly string[],
    reasoning: ReasoningSetup | undefined,
    enders: readonly string[] = [],
  ) {
    // A declared tool whose call opens like a block (a `think` tool in a format where the tag is
    // the tool's name) was declared on purpose: its calls win, and that block is not read.
    const calling = new Set(callMarkers);
    const blocks = (reasoning?.blocks ?? []).filter((block) => !calling.has(block.open));
    blocks.forEach((block, index) => {
      if (!this.openBlock.has(block.open)) this.openBlock.set(block.open, index);
      this.closeMarkers.add(block.close);
    });
    // With calls inside reasoning parsed, a call marker never ends the block.
    const parse = reasoning?.toolCalls === 'parse';
    this.enders = new Set(parse ? [] : enders.filter((marker) => calling.has(marker)));
    const calls = parse ? callMarkers : [...this.enders];
    this.text = new MarkerMatcher([...callMarkers, ...this.openBlock.keys()]);
    this.inside = [
      ...blocks.map((block) => new MarkerMatcher([block.close, ...calls])),
      new MarkerMatcher([...this.closeMarkers, ...calls]),
    ];
    this.closing = [
      ...blocks.map((block) => new MarkerMatcher([block.close])),
      new MarkerMatcher([...this.closeMarkers]),
    ];
    this.longest = Math.max(this.text.longest, ...this.inside.map((m) => m.longest));
  }

  /** The matcher of the reasoning state inside `block` (an index, or {@link ANY_BLOCK}). */
  insideBlock(block: number): MarkerMatcher {
    return this.inside[block === ANY_BLOCK ? this.inside.length - 1 : block] as MarkerMatcher;
  }

  /** The matcher of `block`'s close markers alone. */
  closeOf(block: number): MarkerMatcher {
    return this.closing[block === ANY_BLOCK ? this.closing.length - 1 : block] as MarkerMatcher;
  }

  /** What `marker`, found in text, does. */
  roleInText(marker: string): MarkerRole {
    return this.openBlock.has(marker) ? 'open' : 'call';
  }

  /** What `marker`, found inside a block, does. */
  roleInside(marker: string): MarkerRole {
    if (this.closeMarkers.has(marker)) return 'close';
    return this.enders.has(marker) ? 'ender' : 'call';
  }

  /** The block `marker` opens (it must be an open marker). */
  blockOf(marker: string): number {
    return this.openBlock.get(marker) ?? ANY_BLOCK;
  }
}
