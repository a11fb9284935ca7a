/** A 1-based line and column, as editors show them. */
export interface LineColumn {
  line: number;
  column: number;
}

/**
 * Turns offsets into lines and columns. The line starts are found once; each lookup is a binary
 * search, so locating every error of a long output stays linear in its length.
 */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      this.starts.push(i + 1);
    }
  }

  /** The line and column of `offset` (a column counts UTF-16 units from 1). */
  locate(offset: number): LineColumn {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((this.starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.starts[low] as number) + 1 };
  }
}
