import type { Post } from '../../src/app/outcome.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';

/** Who a post went to. */
export type PostAudience = 'public' | 'private' | 'dm' | 'gm';

/** One post an App made, measured: its audience, its length as Discord would take it, the campaign's ruleset, the command. */
export interface PostRecord {
  readonly audience: PostAudience;
  readonly length: number;
  readonly ruleset: string;
  readonly command: string;
  /** A paged read: how many pages it has (its length is the page shown). */
  readonly pages?: number;
}

/** A post's content as Discord gets it: the text and, when it pings, the mentions line (delivery.ts). */
export function postLength(p: Post): number {
  const ping = p.ping?.length ? `\n🔔 ${p.ping.map((a) => `<@${a.id}>`).join(' ')}` : '';
  return p.text.length + ping.length;
}

export interface Distribution {
  readonly n: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  /** How many are over one message. */
  readonly over: number;
}

/** The nearest-rank percentile of sorted values. */
const rank = (sorted: readonly number[], p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function distribution(lengths: readonly number[]): Distribution {
  const sorted = [...lengths].sort((a, b) => a - b);
  return { n: sorted.length, median: rank(sorted, 50), p95: rank(sorted, 95), max: sorted.at(-1) ?? 0, over: sorted.filter((l) => l > MESSAGE_LIMIT).length };
}

/** Where a test file's posts come from, for the table: the four sources the issue names, or other tests. */
export function sourceOf(file: string): string {
  if (/-transcript\.test\.ts$/.test(file)) return 'transcripts';
  if (/test\/docs\/readme\.test\.ts$/.test(file)) return 'docs';
  if (/test\/secrecy\//.test(file)) return 'secrecy';
  if (/test\/soak\//.test(file)) return 'soak';
  return 'other';
}

/** The distribution of `records` by source and ruleset, per audience group, as a plain table. */
export function budgetTable(records: readonly (PostRecord & { readonly source: string })[]): string {
  const rows: string[] = ['source       ruleset   audience      posts  median   p95    max  over 2000'];
  const groups = new Map<string, number[]>();
  const add = (key: string, length: number) => groups.set(key, [...(groups.get(key) ?? []), length]);
  for (const r of records) {
    const audience = r.audience === 'public' ? 'public' : 'private/dm';
    add(`${r.source}\u0000${r.ruleset}\u0000${audience}`, r.length);
    add(`${r.source}\u0000(all)\u0000${audience}`, r.length);
    add(`(all)\u0000${r.ruleset}\u0000${audience}`, r.length);
    add(`(all)\u0000(all)\u0000${audience}`, r.length);
  }
  for (const key of [...groups.keys()].sort()) {
    const [source, ruleset, audience] = key.split('\u0000') as [string, string, string];
    const d = distribution(groups.get(key)!);
    rows.push(`${source.padEnd(12)} ${ruleset.padEnd(9)} ${audience.padEnd(11)} ${String(d.n).padStart(7)} ${String(d.median).padStart(7)} ${String(d.p95).padStart(5)} ${String(d.max).padStart(6)} ${String(d.over).padStart(10)}`);
  }
  return rows.join('\n');
}
