/**
 * The name in `names` nearest to `given` when it is near enough to be a slip of the keyboard —
 * an edit distance of at most a third of the longer name, and at least one letter right — or
 * undefined. Case is ignored, so `OnError` finds `onError`.
 */
export function nearestName(given: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of names) {
    const distance = editDistance(given.toLowerCase(), name.toLowerCase());
    const limit = Math.max(1, Math.floor(Math.max(given.length, name.length) / 3));
    if (distance <= limit && distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance (insert, delete, replace), one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, replace));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
