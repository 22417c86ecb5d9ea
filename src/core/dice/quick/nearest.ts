/** Edit distance (insertions, deletions, substitutions), for the nearest form to a misspelling. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    row = next;
  }
  return row[b.length]!;
}

/** The first of `candidates` (best first) nearest to `word`, within `most` edits. */
export function nearest(word: string, candidates: readonly string[], most: number): string | undefined {
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Text of the player's own made safe to quote in a message: no backticks, at most `max` characters. */
export function quoted(text: string, max = 40): string {
  const plain = text.replace(/`/g, "'").replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
