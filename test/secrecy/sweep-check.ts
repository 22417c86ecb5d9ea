import type { Execution } from '../../src/app/app.js';
import type { Post } from '../../src/app/outcome.js';
import type { Campaign } from '../../src/core/campaign.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';
import type { Call, SweepHarness } from './sweep-harness.js';
import { CANARY, GM, ownerOfCanary, PEOPLE, seatOf, type Person, type Scene } from './sweep-worlds.js';

/** Whoever may be shown something: a person, or anyone reading the channel. */
export type Observer = Person | 'public';
export const OBSERVERS: readonly Observer[] = [...PEOPLE, 'public'];

/** What each observer was shown by one execution: text (files and image names included) and boards. */
export interface Seen {
  readonly text: Readonly<Record<Observer, string>>;
  readonly boards: Readonly<Record<Observer, readonly string[]>>;
  /** Where each observer's part came from, for the report: "public", "private", "dm", "gm". */
  readonly gmTo?: string;
}

/** Commitment hashes of secret decisions differ with the secret: the one thing normalised away. A fault's reference is random. */
export function normalise(text: string): string {
  return text.replace(/\b[0-9a-f]{64}\b/g, '<sha256>').replace(/\(ref [0-9a-f]{6}\)/g, '(ref <ref>)');
}

function postText(p: Post): string {
  return [
    // Every page of a long read, each of which its reader may turn to.
    ...(p.pages ?? [p.text]),
    ...(p.files ?? []).map((f) => `[file ${f.name}]\n${Buffer.from(f.data).toString('utf8')}`),
    ...(p.images ?? []).map((f) => `[image ${f.name}, ${f.data.length} bytes]`),
    ...(p.ping?.length ? [`[ping ${p.ping.map((a) => a.name).join(', ')}]`] : []),
  ].join('\n');
}

/** Splits an execution into what each observer sees: the public post is everyone's, the private answer the invoker's, each DM its recipient's. */
export function seenBy(r: Execution, invoker: string): Seen {
  const text = Object.fromEntries(OBSERVERS.map((o) => [o, [] as string[]])) as Record<Observer, string[]>;
  const boards = Object.fromEntries(OBSERVERS.map((o) => [o, [] as string[]])) as Record<Observer, string[]>;
  const add = (to: readonly Observer[], label: string, p: Post) => {
    for (const o of to) {
      text[o].push(`<${label}>\n${postText(p)}`);
      for (const b of p.boards ?? []) boards[o].push(JSON.stringify(b));
    }
  };
  const o = r.outcome;
  const person = (name: string): Observer[] => ((OBSERVERS as readonly string[]).includes(name) ? [name as Observer] : []);
  if (o.public) add(OBSERVERS, 'public', o.public);
  if (o.private) add(person(invoker), 'private', o.private);
  for (const d of o.dms ?? []) add(person(d.to.name), 'dm', d.post);
  if (o.gm) add(person(o.gm.to.name), 'gm', o.gm.post);
  return {
    text: Object.fromEntries(OBSERVERS.map((k) => [k, normalise(text[k].join('\n'))])) as Record<Observer, string>,
    boards: boards,
    ...(o.gm ? { gmTo: o.gm.to.name } : {}),
  };
}

/** The scene's campaign (running, else the channel's latest). */
export function campaignOf(h: SweepHarness, channel: string): Campaign | undefined {
  return h.store.transaction((tx) => tx.activeCampaign(channel) ?? tx.campaignsIn(channel)[0]);
}

/** The game as each observer may know it, as JSON: what they may legitimately be told. */
export function viewsOf(c: Campaign | undefined): Record<Observer, string> {
  const r = c === undefined ? undefined : RULESETS.get(c.ruleset);
  return Object.fromEntries(
    OBSERVERS.map((o) => [o, r && c?.game !== undefined ? JSON.stringify(r.viewFor(r.gameOf(c.game), o === 'public' ? PUBLIC : viewerOf(c, { id: `id-${o}`, name: o }))) : '']),
  ) as Record<Observer, string>;
}

/** Is `o` among those a secret of `side` (0 or 1) belongs to in this scene? */
export function inAudience(scene: Scene, o: Observer, owner: NonNullable<ReturnType<typeof ownerOfCanary>>): boolean {
  if ('person' in owner) return o === owner.person;
  if (scene.ruleset === 'none') return false;
  return o === GM || (o !== 'public' && seatOf(scene, o) === owner.side);
}

/** Is the campaign's ledger published (the game over), so every secret of it is everyone's? */
export function published(c: Campaign | undefined): boolean {
  return c?.status === 'ended';
}

export interface CanaryContext {
  readonly scene: Scene;
  readonly call: Call;
  /** Each observer's view before and after the call. */
  before(o: Observer): string;
  after(o: Observer): string;
  readonly ended: boolean;
}

/**
 * Canaries shown to someone outside their audience: not their side's, not on the table for them
 * before or after, not typed by the invoker (their own words may be echoed; whether a refusal that
 * echoes an id gave anything away is the differential check's business), and not published by the
 * end of the campaign.
 */
export function canaryLeaks(seen: Seen, ctx: CanaryContext): { observer: Observer; token: string; excerpt: string }[] {
  const out: { observer: Observer; token: string; excerpt: string }[] = [];
  if (ctx.ended) return out;
  // What the invoker typed, an uploaded file's text included.
  const typed = Object.values(ctx.call.options)
    .map((v) => (typeof v !== 'object' ? String(v) : 'data' in v ? Buffer.from(v.data).toString('utf8') : v.name))
    .join('\n');
  for (const o of OBSERVERS) {
    const all = [seen.text[o], ...seen.boards[o]].join('\n');
    for (const m of new Set(all.match(CANARY) ?? [])) {
      const owner = ownerOfCanary(m);
      if (owner && inAudience(ctx.scene, o, owner)) continue;
      if (ctx.before(o).includes(m) || ctx.after(o).includes(m)) continue;
      // The invoker's own words, echoed (to anyone: a roll's reason, a campaign's name) are theirs to give.
      if (typed.includes(m) || (o === ctx.call.who && typed.toLowerCase().includes(m.toLowerCase()))) continue;
      const i = all.indexOf(m);
      out.push({ observer: o, token: m, excerpt: all.slice(Math.max(0, i - 100), i + 60).replace(/\s+/g, ' ') });
    }
  }
  return out;
}

/** Observers outside the secrets of `side` in this scene: the other side, the bystander, the channel. */
export function outsiders(scene: Scene, side: 0 | 1): Observer[] {
  return OBSERVERS.filter((o) => !inAudience(scene, o, { side }) && !(scene.ruleset === 'none' && o === (side === 0 ? 'bob' : 'cat')));
}

/** In a scene without a campaign a quick roll is its roller's alone: the flipped side's secret belongs to bob (side 0) or cat (side 1). */
export function insiders(scene: Scene, side: 0 | 1): Observer[] {
  return OBSERVERS.filter((o) => !outsiders(scene, side).includes(o));
}

/** The first line where two texts differ, with a little context, for a readable finding. */
export function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}: «${(la[i] ?? '∅').slice(0, 160)}» vs «${(lb[i] ?? '∅').slice(0, 160)}»`;
  }
  return 'same';
}
