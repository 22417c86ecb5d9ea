import type { Execution } from '../../src/app/app.js';
import type { Outcome } from '../../src/app/outcome.js';
import { decodeOutcome, encodeOutcome } from '../../src/app/outbox.js';
import type { CommandNode, ResolvedCommand } from '../../src/app/command.js';
import { commands } from '../../commands/index.js';
import {
  campaignOf,
  canaryLeaks,
  firstDifference,
  insiders,
  normalise,
  OBSERVERS,
  outsiders,
  published,
  seenBy,
  viewsOf,
  type Observer,
  type Seen,
} from './sweep-check.js';
import { casesFor, scenesFor, type Case, type TwinCase } from './sweep-cases.js';
import { lineOf, sweepHarness, type Call, type SweepHarness } from './sweep-harness.js';
import { CANARY, ELSEWHERE, GM, ownerOfCanary, SCENES, seatOf, VARIANTS, type Person, type Scene, type Variant, type World } from './sweep-worlds.js';

/** One thing someone was shown that they should not have been. */
export interface Finding {
  readonly command: string;
  readonly kind: 'differential' | 'canary' | 'log' | 'gm-dm' | 'fault' | 'autocomplete' | 'board' | 'twin' | 'view' | 'wording' | 'outbox';
  readonly scene: string;
  /** Who ran it, where, with what. */
  readonly call: string;
  readonly observer?: Observer;
  /** For a differential: the worlds compared. */
  readonly worlds?: string;
  readonly detail: string;
}

export const render = (f: Finding): string =>
  `[${f.kind}] /${f.command} in ${f.scene} — ${f.call}${f.observer ? ` → seen by ${f.observer}` : ''}${f.worlds ? ` (${f.worlds})` : ''}: ${f.detail}`;

/** The text of every post a command made (public, private, the GM's DM, each DM; every page of each), without attached files. */
function postTexts(r: Execution): string[] {
  const o = r.outcome;
  return [o.public, o.private, o.gm?.post, ...(o.dms ?? []).map((d) => d.post)].flatMap((p) => (p ? (p.pages ?? [p.text]) : []));
}

/**
 * camelCase words in what a command told anyone (post texts, not attached files), not typed by the
 * invoker: an internal field name reaching a user (issue 14). A code span a user types as it is — a
 * house-rule key (`fieldcraft.trackClosestTo`), an option (`real:first`), a command — is not one.
 */
export function internalWords(r: Execution, typed: string): string[] {
  const texts = postTexts(r);
  const words = texts.flatMap((t) => t.replace(/```[\s\S]*?```/g, ' ').replace(/`([^`]*)`/g, (span, inner: string) => (/[.:/\s]/.test(inner) ? ' ' : inner)).match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []);
  return [...new Set(words)].filter((w) => !typed.includes(w));
}

/**
 * Whether an outcome comes back from the outbox as it went in (issue 21): a re-delivered post, its boards
 * and files must be the ones the command made. Plain data only; a Map, a class or a NaN would not survive.
 */
export function survivesOutbox(o: Outcome): boolean {
  return lossless(o, decodeOutcome(encodeOutcome(o)));
}

function lossless(a: unknown, b: unknown): boolean {
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
  }
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, k) => lossless(x, b[k]));
  if (typeof a === 'object' && a !== null) {
    if (Object.getPrototypeOf(a) !== Object.prototype || typeof b !== 'object' || b === null || Array.isArray(b)) return false;
    const defined = (x: object) => Object.entries(x).filter(([, v]) => v !== undefined);
    const left = defined(a);
    return left.length === defined(b).length && left.every(([k, v]) => lossless(v, (b as Record<string, unknown>)[k]));
  }
  return Object.is(a, b);
}

/** "Russians's", "**Germans**'s": the possessive of a name ending in s written with 's (issue 14). */
export function sPossessives(r: Execution): string[] {
  const texts = postTexts(r);
  return [...new Set(texts.flatMap((t) => t.match(/\b\w+s(\*\*)?'s\b/g) ?? []))];
}

/** All sweep calls are stamped with this one time, in every world. */
const SWEEP_TIME = Date.UTC(2026, 11, 1, 9, 0, 0);

/** A world's database, copied afresh only after a call that wrote to it (a refused call writes nothing). */
class WorldCopy {
  private h: SweepHarness | undefined;
  private stale = false;
  /** Each scene's views before any call, per observer. */
  readonly baseViews = new Map<string, Record<Observer, string>>();
  /** Scenes whose campaign had already ended in the world as built. */
  readonly baseEnded = new Set<string>();
  constructor(
    readonly world: World,
    private readonly commandList: readonly CommandNode[],
  ) {
    const h = this.get();
    for (const s of SCENES) {
      const c = campaignOf(h, s.channel);
      this.baseViews.set(s.channel, viewsOf(c));
      if (published(c)) this.baseEnded.add(s.channel);
    }
  }
  /** The copy to run the next call on: a fresh one if the last call wrote. */
  get(): SweepHarness {
    if (this.stale) {
      this.h?.store.close();
      this.h = undefined;
      this.stale = false;
    }
    this.h ??= sweepHarness(this.world.image, this.commandList);
    return this.h;
  }
  /** The last call wrote: its results may still be read, the next call gets a fresh copy. */
  written(): void {
    this.stale = true;
  }
}

interface Ran {
  readonly r: Execution;
  readonly seen: Seen;
  /** The game as `o` may know it after the call (read lazily: most calls change nothing). */
  after(o: Observer): string;
  readonly ended: boolean;
  readonly log: string;
}

export class Sweep {
  readonly copies: Record<Variant, WorldCopy>;
  /** Board views to draw and compare, pairwise: [what, view A JSON, view B JSON]. */
  readonly boardPairs: { finding: Omit<Finding, 'detail'>; a: string; b: string }[] = [];
  /** Commands whose realistic options succeeded somewhere, for the coverage report. */
  readonly succeeded = new Set<string>();
  executions = 0;
  autocompletes = 0;
  /** Differential comparisons made, and those left out as the move's own consequence (a reveal). */
  readonly comparisons = { made: 0, insiderMove: 0, reveal: 0, published: 0 };
  /** Milliseconds spent in calls, twins and autocomplete, for the sweep's own time budget. */
  readonly ms = { cases: 0, twins: 0, autocomplete: 0 };

  /** `commandList`: the App's commands (the checks' own tests add a leaky one). */
  constructor(worlds: Record<Variant, World>, commandList: readonly CommandNode[] = commands) {
    this.copies = Object.fromEntries(VARIANTS.map((v) => [v, new WorldCopy(worlds[v], commandList)])) as Record<Variant, WorldCopy>;
  }

  private run(v: Variant, scene: Scene, c: Call): Ran {
    const copy = this.copies[v];
    const h = copy.get();
    const from = h.logger.entries.length;
    const changes = totalChanges(h);
    const r = h.run(c, SWEEP_TIME);
    this.executions++;
    const before = copy.baseViews.get(scene.channel)!;
    const log = JSON.stringify(h.logger.entries.slice(from));
    if (totalChanges(h) === changes) return { r, seen: seenBy(r, c.who), after: (o) => before[o], ended: false, log };
    copy.written();
    const campaign = campaignOf(h, scene.channel);
    let views: Record<Observer, string> | undefined;
    return {
      r,
      seen: seenBy(r, c.who),
      after: (o) => (views ??= viewsOf(campaign))[o],
      ended: published(campaign) && !copy.baseEnded.has(scene.channel),
      log,
    };
  }

  /** Checks one execution on its own: canaries, log lines, the GM's DM, faults. */
  private single(key: string, scene: Scene, c: Call, v: Variant, ran: Ran, out: Finding[]): void {
    const base = { command: key, scene: scene.channel, call: `${c.who}@${c.channel} ${lineOf(c)}`, worlds: v };
    const before = this.copies[v].baseViews.get(scene.channel)!;
    for (const l of canaryLeaks(ran.seen, { scene, call: c, before: (o) => before[o], after: ran.after, ended: ran.ended })) {
      out.push({ ...base, kind: 'canary', observer: l.observer, detail: `${l.token} in «${l.excerpt}»` });
    }
    const logged = ran.log.match(CANARY);
    if (logged) out.push({ ...base, kind: 'log', detail: `log lines name ${[...new Set(logged)].join(', ')}` });
    if (ran.seen.gmTo !== undefined && ran.seen.gmTo !== GM) out.push({ ...base, kind: 'gm-dm', detail: `the GM's DM went to ${ran.seen.gmTo}` });
    if (!ran.r.ok && ran.r.error.code === 'fault') out.push({ ...base, kind: 'fault', detail: ran.log.slice(0, 300) });
    if (ran.r.ok && !survivesOutbox(ran.r.outcome)) out.push({ ...base, kind: 'outbox', detail: 'its outcome does not come back from the outbox as it went in' });
    const internal = internalWords(ran.r, lineOf(c));
    if (internal.length) out.push({ ...base, kind: 'wording', detail: `names an internal identifier: ${internal.join(', ')}` });
    const possessives = sPossessives(ran.r);
    if (possessives.length) out.push({ ...base, kind: 'wording', detail: `writes ${possessives.join(', ')} (a plural's possessive is s')` });
  }

  /** Two worlds that differ only in side `flip`'s secrets: what its outsiders are shown must be the same. */
  private differential(key: string, scene: Scene, c: Call, a: Ran, b: Ran, flip: Variant, out: Finding[]): void {
    if (a.ended || b.ended) {
      this.comparisons.published++;
      return;
    }
    const side = flip === 'WS1' ? 0 : 1;
    const outside = outsiders(scene, side);
    const invokerInside = (insiders(scene, side) as string[]).includes(c.who);
    // A player of the flipped side (or the GM) may act on its secrets: a hidden stand fires and is
    // revealed, a dummy may not do what a real Sneaker does. What that shows is the move's own.
    // Publishing one's own sealed dice (`/verify mine:true`) is the owner's choice to show them.
    const publishesOwn = c.path.join(' ') === 'verify' && String(c.options['mine']).toLowerCase() === 'true';
    if (invokerInside && (a.r.ok !== b.r.ok || a.after('public') !== b.after('public') || publishesOwn)) {
      this.comparisons.insiderMove++;
      return;
    }
    // Anyone's move that the rules let uncover a secret (recon by fire, firing at a Sneaker, a patrol
    // contact, the second side's fire declaration) tells what it uncovered, and how: the game as the
    // channel knows it differs afterwards, or a hidden thing is on the table. A move refused in one
    // world and carried out in the other has given the secret away.
    const uncovered = (v: Variant, ran: Ran) => {
      const before = this.copies[v].baseViews.get(scene.channel)!.public;
      return [...ran.after('public').matchAll(CANARY)].some((m) => !before.includes(m[0]) && sideOfCanary(m[0]) === side);
    };
    if (!invokerInside && a.r.ok && b.r.ok && (a.after('public') !== b.after('public') || uncovered('W0', a) || uncovered(flip, b))) {
      this.comparisons.reveal++;
      return;
    }
    this.comparisons.made++;
    const base = { command: key, scene: scene.channel, call: `${c.who}@${c.channel} ${lineOf(c)}`, worlds: `W0 vs ${flip}` };
    for (const o of outside) {
      if (a.seen.text[o] !== b.seen.text[o]) out.push({ ...base, kind: 'differential', observer: o, detail: firstDifference(a.seen.text[o], b.seen.text[o]) });
      const ba = JSON.stringify(a.seen.boards[o]);
      const bb = JSON.stringify(b.seen.boards[o]);
      if (ba !== bb) this.boardPairs.push({ finding: { ...base, kind: 'board', observer: o }, a: ba, b: bb });
    }
  }

  /** Runs every case of one command and returns what it found. */
  sweepCommand(rc: ResolvedCommand, fuzzPerScene: number): Finding[] {
    const out: Finding[] = [];
    const key = rc.path.join(' ');
    const { cases, twins } = casesFor(rc, fuzzPerScene);
    let t = performance.now();
    for (const c of cases) this.sweepCase(key, c, out);
    this.ms.cases += performance.now() - t;
    t = performance.now();
    for (const tw of twins) this.sweepTwin(key, tw, out);
    this.ms.twins += performance.now() - t;
    t = performance.now();
    this.sweepAutocomplete(rc, out);
    this.ms.autocomplete += performance.now() - t;
    return out;
  }

  private sweepCase(key: string, c: Case, out: Finding[]): void {
    const ran = {} as Record<Variant, Ran>;
    for (const v of c.worlds) {
      ran[v] = this.run(v, c.scene, c.call);
      this.single(key, c.scene, c.call, v, ran[v], out);
      if (c.kind === 'realistic' && ran[v].r.ok) this.succeeded.add(key);
    }
    for (const flip of ['WS1', 'WS2'] as const) if (ran.W0 && ran[flip]) this.differential(key, c.scene, c.call, ran.W0, ran[flip], flip, out);
  }

  /** One player's two secret choices, each on a fresh copy of W0. */
  private sweepTwin(key: string, t: TwinCase, out: Finding[]): void {
    const a = frozen(this.run('W0', t.scene, t.a));
    this.copies.W0.written();
    const b = frozen(this.run('W0', t.scene, t.b));
    this.copies.W0.written();
    this.single(key, t.scene, t.a, 'W0', a, out);
    this.single(key, t.scene, t.b, 'W0', b, out);
    const side = seatOf(t.scene, t.a.who as Person)!;
    const base = { command: key, scene: t.scene.channel, call: `${t.a.who}@${t.a.channel} ${lineOf(t.a)} | ${lineOf(t.b)}` };
    if (!a.r.ok || !b.r.ok) {
      out.push({ ...base, kind: 'twin', detail: `the twin orders must both succeed: ${a.r.ok ? 'ok' : a.r.error.code} / ${b.r.ok ? 'ok' : b.r.error.code}` });
      return;
    }
    for (const o of outsiders(t.scene, side)) {
      if (a.seen.text[o] !== b.seen.text[o]) out.push({ ...base, kind: 'twin', observer: o, detail: `shown: ${firstDifference(a.seen.text[o], b.seen.text[o])}` });
      if (a.after(o) !== b.after(o)) out.push({ ...base, kind: 'twin', observer: o, detail: `the game as they may know it afterwards: ${firstDifference(a.after(o).replace(/,"/g, ',\n"'), b.after(o).replace(/,"/g, ',\n"'))}` });
      const ba = JSON.stringify(a.seen.boards[o]);
      const bb = JSON.stringify(b.seen.boards[o]);
      if (ba !== bb) this.boardPairs.push({ finding: { ...base, kind: 'board', observer: o, worlds: 'twin orders' }, a: ba, b: bb });
    }
  }

  /** Autocomplete of every option that has it, for every asker, in every world. */
  private sweepAutocomplete(rc: ResolvedCommand, out: Finding[]): void {
    const key = rc.path.join(' ');
    for (const [option, spec] of Object.entries(rc.command.options)) {
      if (spec.type !== 'string' || !spec.autocomplete) continue;
      for (const scene of scenesFor(rc.path)) {
        // The GM may be offered anything. '' lists the first 25; 'HID' the ones a canary would be among.
        const askers: [Person, string][] = [['bob', scene.channel], ['cat', scene.channel], ['eve', scene.channel], ['bob', ELSEWHERE]];
        for (const [who, channel] of askers) {
          for (const typed of ['', 'HID']) {
            const lists = {} as Record<Variant, string>;
            for (const v of VARIANTS) {
              const h = this.copies[v].get();
              this.autocompletes++;
              const got = h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: channel, path: rc.path }, option, typed);
              lists[v] = normalise(got.map((c) => c.value).join('\n'));
              const view = this.copies[v].baseViews.get(scene.channel)![who];
              for (const token of new Set(lists[v].match(CANARY) ?? [])) {
                const c: Call = { who, channel, path: rc.path, options: {} };
                const leaks = canaryLeaks(
                  { text: { ...emptyText(), [who]: token }, boards: emptyBoards() },
                  { scene, call: c, before: () => view, after: () => view, ended: false },
                );
                for (const l of leaks) out.push({ command: key, kind: 'autocomplete', scene: scene.channel, call: `${who}@${channel} ${option}:"${typed}"`, observer: who, worlds: v, detail: `offered ${l.token}` });
              }
            }
            for (const flip of ['WS1', 'WS2'] as const) {
              const side = flip === 'WS1' ? 0 : 1;
              if (!(outsiders(scene, side) as string[]).includes(who)) continue;
              if (lists.W0 !== lists[flip]) {
                out.push({ command: key, kind: 'autocomplete', scene: scene.channel, call: `${who}@${channel} ${option}:"${typed}"`, observer: who, worlds: `W0 vs ${flip}`, detail: firstDifference(lists.W0, lists[flip]) });
              }
            }
          }
        }
      }
    }
  }
}

/** The side a canary is the secret of (Fire Team JOPs by their name, jop-a… the attacker's). */
function sideOfCanary(token: string): 0 | 1 | undefined {
  const owner = ownerOfCanary(token);
  return owner && 'side' in owner ? owner.side : undefined;
}

/** A run whose views are read now, before its copy is replaced. */
function frozen(ran: Ran): Ran {
  const views = Object.fromEntries(OBSERVERS.map((o) => [o, ran.after(o)])) as Record<Observer, string>;
  return { ...ran, after: (o) => views[o] };
}

/** Rows written through this connection so far: a call that wrote none left the world as it was. */
function totalChanges(h: SweepHarness): number {
  return (h.store.db.$client.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
}

const emptyText = (): Record<Observer, string> => Object.fromEntries(OBSERVERS.map((o) => [o, ''])) as Record<Observer, string>;
const emptyBoards = (): Record<Observer, string[]> => Object.fromEntries(OBSERVERS.map((o) => [o, [] as string[]])) as Record<Observer, string[]>;

/**
 * The world builds themselves: each step's outcome in W0 against the variant's, for those outside
 * the flipped side, and the finished worlds as each outsider may know them.
 */
export function checkBuilds(worlds: Record<Variant, World>): Finding[] {
  const out: Finding[] = [];
  for (const flip of ['WS1', 'WS2'] as const) {
    const side = flip === 'WS1' ? 0 : 1;
    const a = worlds.W0.steps;
    const b = worlds[flip].steps;
    for (let i = 0; i < a.length; i++) {
      const scene = SCENES.find((s) => s.channel === a[i]!.call.channel)!;
      const sa = seenBy(a[i]!.result, a[i]!.call.who);
      const sb = seenBy(b[i]!.result, b[i]!.call.who);
      for (const o of outsiders(scene, side)) {
        if (sa.text[o] !== sb.text[o]) {
          out.push({ command: a[i]!.call.path.join(' '), kind: 'differential', scene: scene.channel, call: `build step ${i + 1}: ${a[i]!.call.who} ${lineOf(a[i]!.call)} | ${lineOf(b[i]!.call)}`, observer: o, worlds: `W0 vs ${flip}`, detail: firstDifference(sa.text[o], sb.text[o]) });
        }
      }
    }
    const ha = sweepHarness(worlds.W0.image);
    const hb = sweepHarness(worlds[flip].image);
    for (const scene of SCENES) {
      const va = viewsOf(campaignOf(ha, scene.channel));
      const vb = viewsOf(campaignOf(hb, scene.channel));
      for (const o of outsiders(scene, side)) {
        if (va[o] !== vb[o]) out.push({ command: '(world)', kind: 'view', scene: scene.channel, call: 'the finished world', observer: o, worlds: `W0 vs ${flip}`, detail: firstDifference(va[o].replace(/,"/g, ',\n"'), vb[o].replace(/,"/g, ',\n"')) });
      }
    }
    ha.store.close();
    hb.store.close();
  }
  for (const v of VARIANTS) {
    const logged = worlds[v].log.match(CANARY);
    if (logged) out.push({ command: '(world)', kind: 'log', scene: '*', call: `building ${v}`, detail: `log lines name ${[...new Set(logged)].join(', ')}` });
  }
  return out;
}
