import seedrandom from 'seedrandom';
import type { Execution } from '../../src/app/app.js';
import type { Campaign } from '../../src/core/campaign.js';
import { fieldcraftOf } from '../../src/rulesets/fogo/rules/fieldcraft/model.js';
import type { Sneaker } from '../../src/rulesets/fogo/rules/game/fieldcraft-state.js';
import type { FogoState } from '../../src/rulesets/fogo/rules/game/state.js';
import type { Stand } from '../../src/rulesets/fogo/rules/troops/stands.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { PUBLIC, viewerOf, type Viewer } from '../../src/core/views.js';
import { harness, shownBy, type Harness } from '../helpers/harness.js';

/*
 * The fieldcraft secrecy fuzz: random games of Fogo Cruzado with Sneakers, played by both sides
 * through the real App with seeded (not scripted) dice, legal and illegal orders alike, and after
 * every action a check of everything anyone was shown against what they may know.
 *
 * Every secret stand is named HIDDEN-… (the canaries). The checks, per text and recipient:
 *  1. no canary the recipient may not know: live posts may name another side's stand only while
 *     it is on the table (before or after the action); logs and exports only once it has been;
 *     an id the invoker typed may come back only in a refusal that reads exactly as the one for a
 *     stand that does not exist;
 *  2. no line naming another side's Sneaker still on the table says real, dummy, empty, holds,
 *     a troop count, or any stand it holds;
 *  3. no secret fieldcraft roll (its dice count) of another side: not in a post, and not in a log
 *     or export line (hidden rolls are shown there only to their side);
 *  4. no count of another side's unallocated starting Sneakers, and every "secret orders" DM goes
 *     to a player of the side it is about;
 *  5. exports: Sneaker contents, caches, unallocated counts, nominal fieldcraft and the secret log
 *     only of the reader's side;
 *  6. autocomplete lists: no canary the asker may not know.
 * And at the end of each game, every canary has reached a player of its side and the GM.
 */

const SIDES = ['Portugal', 'FRELIMO'] as const;
type SideName = (typeof SIDES)[number];
const PLAYERS: Readonly<Record<SideName, readonly string[]>> = { Portugal: ['bob'], FRELIMO: ['cat', 'dan'] };
const GM = 'ann';
const SPECTATOR = 'eve';
const SIDE_OF: Readonly<Record<string, SideName>> = { bob: 'Portugal', cat: 'FRELIMO', dan: 'FRELIMO' };
const FEATURES = ['bush', 'kraal', 'woods', 'road', 'ridge', 'open'];
const CANARY = /HIDDEN-[A-Z0-9]+/g;
const SECRET_WORDS = /\b(real|dumm(y|ies)|empty|holds?|held|troops?|contents?)\b|\b\d+ (stands?|teams?)\b/i;
/** A fieldcraft roll as the secret texts print it (a volley prints `→ 3d6 hitting on 5+`). */
const FIELDCRAFT_ROLL = /(^|[^→] )\dd6 hitting on 5\+/m;
const HOUSE_RULES = [
  'fieldcraft.reorganiseDummies value:false',
  'fieldcraft.hideLeaves value:ANY',
  'fieldcraft.revealFireLandsOn value:EVERY_STAND',
  'fieldcraft.dummySuppressCounts value:false',
  'fieldcraft.trackClosestTo value:TRACKER',
  'rbf.appliesResult value:true',
  'fieldcraft.autoSneakCostHidden value:2',
  'fieldcraft.dummyNominalDice value:3',
];

export interface FuzzOptions {
  readonly seed?: string;
  /** Actions checked in all, set-up lines excluded. */
  readonly actions: number;
  /** Actions per game before a fresh one starts in a new channel. */
  readonly perGame?: number;
  /** For the checker's own tests: alters what each execution shows before it is checked. */
  readonly tamper?: (r: Execution, state: FogoState) => Execution;
}

export interface FuzzReport {
  readonly actions: number;
  readonly games: number;
  readonly leaks: readonly string[];
  /** States no rule should allow: a stand on the table while a Sneaker still holds it. */
  readonly invariants: readonly string[];
  /** Canaries that never reached a player of their side, or the GM. */
  readonly unseen: readonly string[];
  /** Per command: how many succeeded and how many were refused. */
  readonly byCommand: Readonly<Record<string, { ok: number; refused: number }>>;
  readonly autocompletes: number;
}

type Rng = () => number;

const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(rng() * xs.length)] : undefined);
const chance = (rng: Rng, p: number): boolean => rng() < p;
const subset = <T>(rng: Rng, xs: readonly T[], p = 0.5): T[] => xs.filter(() => chance(rng, p));
const q = (s: string): string => `"${s}"`;
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tokenRe = (id: string): RegExp => new RegExp(`(^|[^\\w-])${escapeRe(id)}(?![\\w-])`, 'i');

/** One game in its own channel, with what each side and the public have come to know. */
interface Game {
  readonly channel: string;
  /** Canary ids each viewer has legitimately seen on the table, for logs and exports. */
  readonly learnt: Record<'public' | SideName, Set<string>>;
  /** Canaries each person has been shown: for the reach check. */
  readonly reached: Map<string, Set<string>>;
}

export function runSecrecyFuzz(opts: FuzzOptions): FuzzReport {
  const rng = seedrandom(opts.seed ?? 'sitrep-fieldcraft-fuzz');
  const perGame = opts.perGame ?? 120;
  const h = harness();
  const leaks: string[] = [];
  const unseen: string[] = [];
  const invariants: string[] = [];
  const byCommand: Record<string, { ok: number; refused: number }> = {};
  let actions = 0;
  let games = 0;
  let autocompletes = 0;

  while (actions < opts.actions) {
    const game = startGame(h, rng, ++games);
    const n = Math.min(perGame, opts.actions - actions);
    for (let i = 0; i < n; i++) {
      actions++;
      const before = stateOf(h, game.channel);
      if (chance(rng, 0.06)) {
        autocompletes++;
        leaks.push(...autocompleteCheck(h, rng, game, before));
        continue;
      }
      const { who, line } = nextAction(rng, before);
      const run = h.run(who, line, game.channel);
      const after = stateOf(h, game.channel);
      const r = opts.tamper ? opts.tamper(run, after.state) : run;
      const key = r.command.split(' ').slice(0, 3).join(' ');
      const tally = (byCommand[key] ??= { ok: 0, refused: 0 });
      if (r.ok) tally.ok++;
      else tally.refused++;
      for (const k of fieldcraftOf(after.state).sneakers) {
        for (const id of k.stands) {
          const st = after.state.stands.find((x) => x.id === id);
          const was = fieldcraftOf(before.state).sneakers.some((b) => b.id === k.id && b.stands.includes(id)) && before.state.stands.some((x) => x.id === id && !x.hidden);
          if (st && !st.hidden && !was) invariants.push(`game ${games}, action ${i + 1} (${who}: ${line}): ${st.type} ${id} is on the table but still in ${k.id}`);
        }
      }
      leaks.push(...checkExecution(h, game, who, line, r, before, after).map((l) => `game ${games}, action ${i + 1} (${who}: ${line}): ${l}`));
      if (leaks.length > 50) return { actions, games, leaks, unseen, invariants, byCommand, autocompletes };
    }
    unseen.push(...reachCheck(h, game));
  }
  return { actions, games, leaks, unseen, invariants, byCommand, autocompletes };
}

// ---------------------------------------------------------------------------------------------
// Set-up.

function stateOf(h: Harness, channel: string): { campaign: Campaign; state: FogoState } {
  return h.store.transaction((tx) => {
    const campaign = tx.activeCampaign(channel)!;
    return { campaign, state: campaign.game as FogoState };
  });
}

function startGame(h: Harness, rng: Rng, k: number): Game {
  const channel = `fuzz-${k}`;
  const must = (who: string, line: string): void => {
    const r = h.run(who, line, channel);
    if (!r.ok) throw new Error(`fuzz set-up failed: ${who}: ${line}: ${r.error.code} ${r.error.message}`);
  };
  must(GM, `/campaign new ruleset:fogo name:Fuzz${k} sides:"Portugal,FRELIMO"`);
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('dan', '/campaign join side:FRELIMO');
  for (const rule of subset(rng, HOUSE_RULES, 0.25)) must(GM, `/campaign rules set name:${rule}`);
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/fogo force builtin:frelimo-group');
  const fc = (): number => Math.floor(rng() * 4);
  // The canaries: a hidden command team with four teams per side, some in each of two features.
  for (const [who, p, features] of [
    ['bob', 'P', ['woods', 'ridge']],
    ['cat', 'F', ['bush', 'kraal']],
  ] as const) {
    must(who, `/fogo stand add id:HIDDEN-${p}CT type:command-team quality:regular fieldcraft:${1 + fc() % 3} echelon:PC rating:1 hidden:true feature:${features[0]}`);
    for (let i = 1; i <= 4; i++) {
      const type = pick(rng, ['rifle-assault', 'rifle-lmg', 'rifle-rpg', 'smg'])!;
      must(who, `/fogo stand add id:HIDDEN-${p}${i} type:${type} quality:regular fieldcraft:${fc()} commander:HIDDEN-${p}CT hidden:true feature:${pick(rng, features)}`);
    }
  }
  // Starting Sneakers, mostly: random legal groups of the hidden stands, and dummies.
  for (const [who, p, troops, allowance] of [
    ['bob', 'P', 'cacadores', 5],
    ['cat', 'F', 'frelimo', 6],
  ] as const) {
    if (chance(rng, 0.15)) continue;
    const ids = [`HIDDEN-${p}CT`, ...[1, 2, 3, 4].map((i) => `HIDDEN-${p}${i}`)];
    const specs: string[] = [];
    let rest = subset(rng, ids, 0.7);
    const count = 1 + Math.floor(rng() * (allowance - 1));
    for (let s = 0; s < count; s++) {
      const take = s === count - 1 ? rest : subset(rng, rest, 0.5);
      rest = rest.filter((x) => !take.includes(x));
      specs.push(`${pick(rng, FEATURES)}: ${take.join(' ')}`);
    }
    const nominal = chance(rng, 0.5) ? ` nominal:${1 + Math.floor(rng() * 3)}` : '';
    const r = h.run(who, `/fieldcraft allocate troops:${troops} sneakers:${q(specs.join('; '))}${nominal}`, channel);
    // A group with two commands in it is refused: then a plain set of dummies.
    if (!r.ok) must(who, `/fieldcraft allocate troops:${troops} sneakers:"bush:; road:"`);
  }
  return {
    channel,
    learnt: { public: new Set(), Portugal: new Set(), FRELIMO: new Set() },
    reached: new Map(),
  };
}

// ---------------------------------------------------------------------------------------------
// The generator: one random order, legal or not, from a random member of the table.

interface World {
  readonly state: FogoState;
}

function nextAction(rng: Rng, w: World): { who: string; line: string } {
  const phasing = w.state.initiative as SideName;
  const other: SideName = phasing === 'Portugal' ? 'FRELIMO' : 'Portugal';
  const r = rng();
  const who =
    r < 0.62 ? pick(rng, PLAYERS[phasing])! : r < 0.85 ? pick(rng, PLAYERS[other])! : r < 0.93 ? GM : SPECTATOR;
  const side: SideName = SIDE_OF[who] ?? pick(rng, SIDES)!;
  const line = pickWeighted(rng, generators(rng, w, side));
  return { who, line };
}

function pickWeighted(rng: Rng, gens: readonly [number, () => string][]): string {
  const total = gens.reduce((n, [w]) => n + w, 0);
  let x = rng() * total;
  for (const [w, g] of gens) {
    x -= w;
    if (x <= 0) return g();
  }
  return gens[gens.length - 1]![1]();
}

function generators(rng: Rng, w: World, side: SideName): [number, () => string][] {
  const s = w.state;
  const fc = fieldcraftOf(s);
  const enemy: SideName = side === 'Portugal' ? 'FRELIMO' : 'Portugal';
  const living = s.stands.filter((x) => x.status !== 'killed');
  const inSneaker = new Set(fc.sneakers.flatMap((k) => k.stands));
  const own = living.filter((x) => same(x.side, side));
  const ownFree = own.filter((x) => !inSneaker.has(x.id) && x.offTable !== true);
  const ownSeen = ownFree.filter((x) => !x.hidden);
  const ownSneaking = own.filter((x) => inSneaker.has(x.id));
  const enemyStands = living.filter((x) => same(x.side, enemy));
  const enemySeen = enemyStands.filter((x) => !x.hidden);
  const enemyHidden = enemyStands.filter((x) => x.hidden);
  const ownSneakers = fc.sneakers.filter((k) => same(k.side, side));
  const enemySneakers = fc.sneakers.filter((k) => same(k.side, enemy));
  const anySneaker = (): string =>
    pick(rng, [...ownSneakers.map((k) => k.id), ...ownSneakers.map((k) => k.id), ...enemySneakers.map((k) => k.id), 'S99', `S${fc.counters.sneaker}`]) ?? 'S1';
  const mySneaker = (): string => (chance(rng, 0.85) && ownSneakers.length ? pick(rng, ownSneakers)!.id : anySneaker());
  const theirSneaker = (): string => (chance(rng, 0.85) && enemySneakers.length ? pick(rng, enemySneakers)!.id : anySneaker());
  /** A stand id: mostly one of mine, now and then the enemy's (seen or hidden), or none at all. */
  const anyStand = (pool: readonly Stand[]): string => {
    const r = rng();
    if (r < 0.65 && pool.length) return pick(rng, pool)!.id;
    if (r < 0.75 && enemyHidden.length) return pick(rng, enemyHidden)!.id;
    if (r < 0.85 && enemySeen.length) return pick(rng, enemySeen)!.id;
    // Now and then one of mine inside a Sneaker: it must be revealed before it acts.
    if (r < 0.9 && ownSneaking.length) return pick(rng, ownSneaking)!.id;
    if (r < 0.95 && own.length) return pick(rng, own)!.id;
    return 'NOSUCH-1';
  };
  const feature = (): string => pick(rng, FEATURES)!;
  const spoor = (mine: boolean): string => {
    const pool = fc.spoor.filter((p) => same(p.side, side) === mine).map((p) => p.id);
    return chance(rng, 0.85) && pool.length ? pick(rng, pool)! : pick(rng, [...fc.spoor.map((p) => p.id), 'SP99'])!;
  };
  const bool = (p = 0.9): string => String(chance(rng, p));
  const firers = (): string => {
    const pool = ownSeen.filter((x) => !['commander', 'command-team', 'commissar', 'fo'].includes(x.type));
    const ids = [anyStand(pool)];
    if (chance(rng, 0.15)) ids.push(anyStand(pool));
    return ids.join(',');
  };
  /** A legal Sneak group, mostly: stands under one command, of one visibility, in one feature. */
  const sneakGroup = (): string => {
    const first = pick(rng, ownFree.filter((x) => x.status === 'ok'));
    if (!first || chance(rng, 0.1)) return anyStand(ownFree);
    const mates = ownFree.filter(
      (x) => x !== first && x.status === 'ok' && x.hidden === first.hidden && x.commandedBy === first.commandedBy && x.feature === first.feature && x.commandedBy !== undefined,
    );
    return [first.id, ...subset(rng, mates, 0.4).map((x) => x.id)].join(',');
  };
  const reorganise = (): string => {
    const group = subset(rng, ownSneakers, 0.5).slice(0, 3);
    if (group.length < 2 && ownSneakers.length >= 2) group.splice(0, group.length, ...ownSneakers.slice(0, 2));
    if (!group.length) return `${anySneaker()}: ; ${anySneaker()}:`;
    // Rotating whole contents is always legal; a random deal may break a group (and is refused).
    const contents = chance(rng, 0.6) ? group.map((_, i) => group[(i + 1) % group.length]!.stands) : dealt(rng, group);
    return group.map((k, i) => `${k.id}: ${contents[i]!.join(' ')}`).join('; ');
  };
  const pending = fc.pendingFire;
  return [
    [6, () => `/fieldcraft sneak stands:${sneakGroup()} attest:${bool()}${chance(rng, 0.5) ? ` pick:${pick(rng, ['real', 'dummy'])}` : ''}${chance(rng, 0.5) ? ` real:${pick(rng, ['first', 'second'])}` : ''}${chance(rng, 0.2) ? ` position:${q('by the ' + feature())}` : ''}`],
    [6, () => `/fieldcraft hide sneaker:${mySneaker()} attest:${bool()} leave:${bool(0.5)}`],
    [4, () => `/fieldcraft conceal sneaker:${mySneaker()}${chance(rng, 0.6) ? ` stands:${q(subset(rng, ownSneakers.flatMap((k) => k.stands)).join(' ') || anyStand(own))}` : ''}`],
    [3, () => `/fieldcraft conceal spoor:${spoor(true)} ${chance(rng, 0.5) ? `sneaker:${mySneaker()}` : `stand:${anyStand(ownFree)}`} attest:${bool()}`],
    [4, () => `/fieldcraft track stand:${anyStand(ownSeen)} spoor:${spoor(false)} attest:${bool()}${chance(rng, 0.7) ? ` reveal:${theirSneaker()} closest:${bool()}` : ''}`],
    [4, () => `/fieldcraft reorganise sneakers:${q(reorganise())} attest:${bool()}`],
    [8, () => `/fieldcraft move sneaker:${mySneaker()}${chance(rng, 0.85) ? ` feature:${q(feature())}` : ''}`],
    [3, () => `/fieldcraft rally sneaker:${chance(rng, 0.6) && ownSneakers.some((k) => k.pinned) ? pick(rng, ownSneakers.filter((k) => k.pinned))!.id : mySneaker()}`],
    [4, () => `/fieldcraft rbf sneaker:${mySneaker()} feature:${q(chance(rng, 0.6) && enemySneakers.length ? (pick(rng, enemySneakers)!.place.feature ?? feature()) : feature())}`],
    [1.5, () => `/fieldcraft reveal sneaker:${mySneaker()}${chance(rng, 0.3) ? ` atmarker:${anyStand(own)}` : ''}${chance(rng, 0.2) ? ` outside:${anyStand(own)}` : ''}`],
    [7, () => `/fieldcraft fire firers:${firers()} sneaker:${theirSneaker()} cover:${pick(rng, ['open', 'cover', 'entrenched'])}`],
    [5, () => `/fieldcraft reactive firers:${firers()} sneaker:${theirSneaker()} cover:${pick(rng, ['open', 'cover'])}`],
    [pending ? 6 : 0.5, () => `/fieldcraft assign stand:${pending && chance(rng, 0.8) ? pick(rng, pending.candidates)! : anyStand(enemyStands)}`],
    [0.5, () => `/fieldcraft allocate troops:${pick(rng, ['cacadores', 'frelimo'])} sneakers:"bush: ${anyStand(own)}"`],
    [4, () => `/fogo fire firers:${firers()} target:${anyStand(enemySeen)} cover:open`],
    [2, () => `/fogo reactive firers:${firers()} target:${anyStand(enemySeen)} cover:open`],
    [3, () => `/fogo move stand:${anyStand(ownFree)} feature:${q(feature())} seen:${bool(0.3)}`],
    [2, () => `/fogo rbf firers:${firers()} feature:${q(feature())}`],
    [1, () => `/fogo rally stand:${anyStand(own)}`],
    [1, () => `/fogo groundhug stand:${anyStand(ownFree)} on:${bool(0.5)}`],
    [1, () => `/fogo stand remove id:${anyStand([])}`],
    [6, () => '/fogo pass'],
    [3, () => '/fogo stand list'],
    [4, () => '/fieldcraft list'],
    [2, () => '/campaign log last:200'],
    [1.5, () => '/campaign export'],
    [0.5, () => '/campaign status'],
  ];
}

/** Deals a group's stands at random among its Sneakers. */
function dealt(rng: Rng, group: readonly Sneaker[]): string[][] {
  const out = group.map((): string[] => []);
  for (const id of group.flatMap((k) => k.stands)) out[Math.floor(rng() * out.length)]!.push(id);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The checks.

type Who = { readonly kind: 'gm' } | { readonly kind: 'side'; readonly side: SideName } | { readonly kind: 'public' };

function whoIs(name: string): Who {
  if (name === GM) return { kind: 'gm' };
  const side = SIDE_OF[name];
  return side ? { kind: 'side', side } : { kind: 'public' };
}

function viewerFor(campaign: Campaign, name: string): Viewer {
  return name === 'channel' ? PUBLIC : viewerOf(campaign, { id: `id-${name}`, name });
}

/** Canaries `name` may see on the table in this state (and their own side's, always). */
function visibleCanaries(w: { campaign: Campaign; state: FogoState }, name: string): Set<string> {
  return new Set(
    viewFogo(w.state, viewerFor(w.campaign, name))
      .stands.map((s) => s.id)
      .filter((id) => id.startsWith('HIDDEN-')),
  );
}

function canaries(text: string): string[] {
  return [...new Set(text.match(CANARY) ?? [])];
}

const HISTORY = /^\/campaign (log|export|status)\b/;

function checkExecution(
  h: Harness,
  game: Game,
  invoker: string,
  line: string,
  r: Execution,
  before: { campaign: Campaign; state: FogoState },
  after: { campaign: Campaign; state: FogoState },
): string[] {
  const out: string[] = [];
  const history = HISTORY.test(line);
  // What each viewer has seen on the table, now or before this action.
  for (const key of ['public', ...SIDES] as const) {
    const name = key === 'public' ? 'channel' : PLAYERS[key][0]!;
    for (const id of visibleCanaries(after, name)) game.learnt[key].add(id);
  }
  const typed = canaries(line);
  const invokerWho = whoIs(invoker);
  const unknownTyped = typed.filter((id) => !mayKnowLive(invokerWho, id, invoker, before, after));
  let echoOk = false;
  if (unknownTyped.length) {
    // A Sneaker with no troops is removed on a reveal without reading its placement: a no-op.
    const emptyReveal = /^\/fieldcraft reveal /.test(line) && fieldcraftOf(before.state).sneakers.some((k) => k.stands.length === 0 && tokenRe(`sneaker:${k.id}`).test(line));
    if (r.ok && !emptyReveal) out.push(`accepted ${unknownTyped.join(', ')}, which ${invoker} cannot know`);
    else if (r.ok) echoOk = true;
    else {
      // The refusal must read exactly as for a stand that does not exist.
      let twin = line;
      unknownTyped.forEach((id, i) => (twin = twin.split(id).join(`NOSUCH-${i + 7}`)));
      const t = h.run(invoker, twin, game.channel);
      let back = t.ok ? '' : t.error.message;
      unknownTyped.forEach((id, i) => (back = back.split(`NOSUCH-${i + 7}`).join(id)));
      if (t.ok || t.error.code !== r.error.code || back !== r.error.message) {
        out.push(`refusal differs from the one for no such stand: ${r.error.code} "${r.error.message}" vs ${t.ok ? 'ok' : `${t.error.code} "${t.error.message}"`}`);
      } else echoOk = true;
    }
  }
  for (const shown of shownBy(r, invoker)) {
    const who = shown.to === 'channel' ? ({ kind: 'public' } as const) : whoIs(shown.to);
    noteReached(game, shown.to, shown.text);
    if (who.kind === 'gm') continue;
    const mySide = who.kind === 'side' ? who.side : undefined;
    // 1. Canaries.
    for (const id of canaries(shown.text)) {
      if (ownerOf(id) === mySide) continue;
      const known = history ? game.learnt[mySide ?? 'public'].has(id) || game.learnt.public.has(id) : mayKnowLive(who, id, shown.to, before, after);
      if (known) continue;
      if (echoOk && shown.to === invoker && typed.includes(id)) continue;
      out.push(`canary ${id} shown to ${shown.to}: ${excerpt(shown.text, id)}`);
    }
    // 2. Another side's Sneakers still on the table.
    const live = fieldcraftOf(after.state).sneakers.filter((k) => !same(k.side, mySide ?? ''));
    // Exports hold posts as JSON strings: their line breaks are escaped.
    for (const textLine of shown.text.split(/\n|\\n/)) {
      for (const k of live) {
        if (!tokenRe(k.id).test(textLine)) continue;
        if (SECRET_WORDS.test(textLine)) out.push(`says what ${k.id} (${k.side}) is, to ${shown.to}: ${textLine.slice(0, 200)}`);
        const all = new Set([...k.stands, ...(fieldcraftOf(before.state).sneakers.find((b) => b.id === k.id)?.stands ?? [])]);
        for (const id of all) if (tokenRe(id).test(textLine)) out.push(`names ${id} inside ${k.id}, to ${shown.to}: ${textLine.slice(0, 200)}`);
      }
    }
    // 3. Secret fieldcraft dice.
    if (!history && FIELDCRAFT_ROLL.test(shown.text) && !dmIsOwn(shown.text, mySide)) {
      out.push(`a fieldcraft roll shown to ${shown.to}: ${shown.text.slice(0, 200)}`);
    }
    for (const m of shown.text.matchAll(/🎲 Roll #(\d+) \(hidden\) by (\w+)/g)) {
      if (SIDE_OF[m[2]!] !== mySide) out.push(`hidden roll #${m[1]} of ${m[2]} shown to ${shown.to}`);
    }
    // 4. Unallocated counts and secret orders.
    for (const m of shown.text.matchAll(/(\w+): \d+ starting Sneaker\(s\) not yet allocated/g)) {
      if (m[1] !== mySide) out.push(`${m[1]}'s unallocated Sneakers shown to ${shown.to}`);
    }
    for (const m of shown.text.matchAll(/— (\w+), secret orders/g)) if (m[1] !== mySide) out.push(`${m[1]}'s secret orders sent to ${shown.to}`);
    if (shown.to === 'channel' && /Unallocated|allowance|is a dummy|is the real one|Left hidden/.test(shown.text)) out.push(`secret words in the channel: ${shown.text.slice(0, 200)}`);
    // 5. Exports.
    if (line.startsWith('/campaign export') && shown.to === invoker) out.push(...exportCheck(shown.text, mySide, invoker));
  }
  return out;
}

/** A DM of secret orders is its side's own. */
function dmIsOwn(text: string, mySide: SideName | undefined): boolean {
  const m = /— (\w+), secret orders/.exec(text);
  return m !== null && m[1] === mySide;
}

function ownerOf(id: string): SideName | undefined {
  if (id.startsWith('HIDDEN-P')) return 'Portugal';
  if (id.startsWith('HIDDEN-F')) return 'FRELIMO';
  return undefined;
}

/** A live post may name another side's stand while it is on the table, before or after the action. */
function mayKnowLive(
  who: Who,
  id: string,
  name: string,
  before: { campaign: Campaign; state: FogoState },
  after: { campaign: Campaign; state: FogoState },
): boolean {
  if (who.kind === 'gm') return true;
  if (who.kind === 'side' && ownerOf(id) === who.side) return true;
  const viewerName = who.kind === 'public' ? 'channel' : name;
  return visibleCanaries(before, viewerName).has(id) || visibleCanaries(after, viewerName).has(id);
}

function excerpt(text: string, id: string): string {
  const i = text.indexOf(id);
  return text.slice(Math.max(0, i - 80), i + 80).replace(/\n/g, ' ⏎ ');
}

function noteReached(game: Game, to: string, text: string): void {
  const set = game.reached.get(to) ?? new Set<string>();
  for (const id of canaries(text)) set.add(id);
  game.reached.set(to, set);
}

interface ExportFile {
  game?: {
    fieldcraft?: {
      sneakers?: { id: string; side: string; own?: unknown }[];
      caches?: { side: string }[];
      unallocated?: Record<string, number>;
      nominalFieldcraft?: Record<string, number>;
      secretLog?: { side: string }[];
    };
  };
  rolls?: { n: number; actor: string; hidden: boolean; visible: boolean; parts?: unknown }[];
}

function exportCheck(text: string, mySide: SideName | undefined, invoker: string): string[] {
  const start = text.indexOf('{');
  if (start < 0) return [];
  const data = JSON.parse(text.slice(start)) as ExportFile;
  const out: string[] = [];
  const fc = data.game?.fieldcraft;
  const mine = (side: string): boolean => side === mySide;
  for (const s of fc?.sneakers ?? []) if (s.own !== undefined && !mine(s.side)) out.push(`export to ${invoker}: contents of ${s.id}`);
  for (const c of fc?.caches ?? []) if (!mine(c.side)) out.push(`export to ${invoker}: a cache of ${c.side}`);
  for (const k of Object.keys(fc?.unallocated ?? {})) if (!mine(k)) out.push(`export to ${invoker}: unallocated of ${k}`);
  for (const k of Object.keys(fc?.nominalFieldcraft ?? {})) if (!mine(k)) out.push(`export to ${invoker}: nominal fieldcraft of ${k}`);
  for (const e of fc?.secretLog ?? []) if (!mine(e.side)) out.push(`export to ${invoker}: a secret decision of ${e.side}`);
  for (const roll of data.rolls ?? []) {
    if (roll.hidden && (roll.visible || roll.parts !== undefined) && SIDE_OF[roll.actor] !== mySide) out.push(`export to ${invoker}: hidden roll #${roll.n} of ${roll.actor}`);
  }
  return out;
}

/** Autocomplete for every stand option of the fogo commands, from a random member of the table. */
function autocompleteCheck(h: Harness, rng: Rng, game: Game, w: { campaign: Campaign; state: FogoState }): string[] {
  const options: [string[], string][] = [
    [['fogo', 'fire'], 'target'],
    [['fogo', 'fire'], 'leader'],
    [['fogo', 'sneaker', 'sneak'], 'roller'],
    [['fogo', 'sneaker', 'track'], 'stand'],
    [['fogo', 'sneaker', 'conceal'], 'stand'],
    [['fogo', 'sneaker', 'reveal'], 'atmarker'],
    [['fogo', 'sneaker', 'assign'], 'stand'],
    [['fogo', 'sneaker', 'fire'], 'leader'],
    [['fogo', 'sneaker', 'reactive'], 'director'],
  ];
  const [path, option] = pick(rng, options)!;
  const who = pick(rng, ['bob', 'cat', 'dan', GM, SPECTATOR])!;
  const typed = pick(rng, ['', 'HID', 'hidden-f', 'hidden-p', 'CA', 'FR', '1'])!;
  const got = h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: game.channel, path }, option, typed).map((c) => c.value);
  const whoIsIt = whoIs(who);
  if (whoIsIt.kind === 'gm') return [];
  const out: string[] = [];
  for (const id of got.filter((x) => x.startsWith('HIDDEN-'))) {
    if (whoIsIt.kind === 'side' && ownerOf(id) === whoIsIt.side) continue;
    if (!visibleCanaries(w, who).has(id)) out.push(`autocomplete ${path.join(' ')} ${option} offered ${id} to ${who}`);
  }
  return out;
}

/** Every canary of a game reached a player of its side and the GM (they ask for their lists). */
function reachCheck(h: Harness, game: Game): string[] {
  for (const who of ['bob', 'cat', 'dan', GM]) {
    const r = h.run(who, '/fogo stand list', game.channel);
    for (const s of shownBy(r, who)) noteReached(game, s.to, s.text);
  }
  const { state } = stateOf(h, game.channel);
  const out: string[] = [];
  for (const s of state.stands.filter((x) => x.id.startsWith('HIDDEN-'))) {
    const owners = PLAYERS[s.side as SideName];
    if (!owners.some((p) => game.reached.get(p)?.has(s.id))) out.push(`${game.channel}: ${s.id} never reached ${s.side}`);
    if (!game.reached.get(GM)?.has(s.id)) out.push(`${game.channel}: ${s.id} never reached the GM`);
  }
  return out;
}
