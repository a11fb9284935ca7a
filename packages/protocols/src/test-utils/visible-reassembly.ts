/** A failed call as `onError` reports it: its original text and where it began. */
export interface FailedSegment {
  segment: string;
  position: number;
}

/**
 * Checks what a user can see with `emitFailedCallText: false` against the input: the emitted
 * `text`, the failed segments `onError` reported (placed by their `position`) and the recognized
 * segments (`extractSegments`: calls and thinking blocks, in order) must reassemble `input`
 * exactly. Returns a
 * description of the first problem, or undefined when they do.
 *
 * The failed segments are placed by position and cut out; what remains must be the text with the
 * recognized segments inserted in order. Where a segment goes is not reported, so every place the
 * text allows is tried (memoized, so the search stays small).
 */
export function visibleReassemblyProblem(
  input: string,
  text: string,
  failed: readonly FailedSegment[],
  segments: readonly string[],
): string | undefined {
  const sorted = failed.filter((f) => f.segment.length > 0).sort((a, b) => a.position - b.position);
  let rest = '';
  let at = 0;
  for (const { segment, position } of sorted) {
    if (position < at) return `failed segment at ${position} overlaps the one before it`;
    if (input.slice(position, position + segment.length) !== segment)
      return `failed segment ${JSON.stringify(segment)} is not the input at ${position}`;
    rest += input.slice(at, position);
    at = position + segment.length;
  }
  rest += input.slice(at);

  const offsets = [0];
  for (const s of segments) offsets.push((offsets[offsets.length - 1] as number) + s.length);
  const dead = new Set<number>();
  // Explicit stack instead of recursion: outputs may hold thousands of segments.
  const stack: Array<[number, number]> = [[0, 0]];
  while (stack.length > 0) {
    const [r, k] = stack.pop() as [number, number];
    const key = r * (segments.length + 1) + k;
    if (dead.has(key)) continue;
    dead.add(key);
    const t = r - (offsets[k] as number);
    if (k === segments.length) {
      if (rest.slice(r) === text.slice(t) && t <= text.length) return undefined;
      continue;
    }
    const segment = segments[k] as string;
    // The text may run on before the next segment only while it matches the input.
    let d = 0;
    for (;;) {
      if (rest.startsWith(segment, r + d)) stack.push([r + d + segment.length, k + 1]);
      if (r + d >= rest.length || t + d >= text.length) break;
      if (rest.charCodeAt(r + d) !== text.charCodeAt(t + d)) break;
      d++;
    }
  }
  return 'text, failed segments and recognized segments do not reassemble the input';
}
