/** The earliest marker found by {@link MarkerMatcher.find}. */
export type MarkerMatch =
  | { kind: 'full'; index: number; marker: string }
  /** The text ends with the beginning of a marker at `index`: hold it back until more arrives. */
  | { kind: 'partial'; index: number }
  | { kind: 'none' };

interface TrieNode {
  next: Map<number, TrieNode>;
  marker: string | undefined;
}

const NONE: MarkerMatch = { kind: 'none' };

/**
 * Finds the earliest occurrence of any of a fixed set of markers. Candidate positions are found by
 * first character; each candidate is walked down a trie, so a position costs at most the length
 * of the longest marker and a scan is linear in the text.
 */
export class MarkerMatcher {
  readonly markers: readonly string[];
  /** Length of the longest marker; a partial match never holds back more than this minus one. */
  readonly longest: number;
  private readonly root: TrieNode = { next: new Map(), marker: undefined };
  /**
   * 1 at the char codes that begin a marker, sized to the largest such code: segments build
   * matchers per call, and a full 64K table per matcher made many small calls slow to parse.
   */
  private readonly firstChars: Uint8Array;
  private readonly singleFirst: string | undefined;

  constructor(markers: readonly string[]) {
    this.markers = [...new Set(markers.filter((m) => m.length > 0))];
    let longest = 0;
    let maxFirst = -1;
    const firsts = new Set<string>();
    for (const marker of this.markers) {
      longest = Math.max(longest, marker.length);
      firsts.add(marker[0] as string);
      maxFirst = Math.max(maxFirst, marker.charCodeAt(0));
      let node = this.root;
      for (let i = 0; i < marker.length; i++) {
        const code = marker.charCodeAt(i);
        let child = node.next.get(code);
        if (child === undefined) {
          child = { next: new Map(), marker: undefined };
          node.next.set(code, child);
        }
        node = child;
      }
      node.marker = marker;
    }
    this.longest = longest;
    this.singleFirst = firsts.size === 1 ? [...firsts][0] : undefined;
    this.firstChars = new Uint8Array(this.singleFirst === undefined ? maxFirst + 1 : 0);
    if (this.singleFirst === undefined)
      for (const marker of this.markers) this.firstChars[marker.charCodeAt(0)] = 1;
  }

  /** Finds the earliest full or partial marker in `text` at or after `from`. */
  find(text: string, from = 0, final = false): MarkerMatch {
    if (this.markers.length === 0) return NONE;
    let p = this.nextCandidate(text, from);
    while (p !== -1) {
      const match = this.matchAt(text, p, final);
      if (match !== undefined) return match;
      p = this.nextCandidate(text, p + 1);
    }
    return NONE;
  }

  /** The marker starting exactly at `p`, a partial one running into the end of `text`, or undefined. */
  matchAt(text: string, p: number, final = false): MarkerMatch | undefined {
    let node: TrieNode | undefined = this.root;
    let found: string | undefined;
    let j = p;
    while (j < text.length) {
      node = node.next.get(text.charCodeAt(j));
      if (node === undefined) break;
      j++;
      if (node.marker !== undefined) found = node.marker;
      if (node.next.size === 0) break;
    }
    // Ran out of text while a longer marker is still possible: wait for more — unless no more
    // text will come (`final`); then the longest complete marker found stands.
    if (!final && j === text.length && node !== undefined && node.next.size > 0) {
      return { kind: 'partial', index: p };
    }
    if (found !== undefined) return { kind: 'full', index: p, marker: found };
    return undefined;
  }

  private nextCandidate(text: string, from: number): number {
    if (this.singleFirst !== undefined) return text.indexOf(this.singleFirst, from);
    const table = this.firstChars;
    for (let i = from; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < table.length && table[code] === 1) return i;
    }
    return -1;
  }
}
