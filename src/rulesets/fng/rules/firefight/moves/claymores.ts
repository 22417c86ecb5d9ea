import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { backBlastCaught } from '../../game/back-blast.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { claymoresSet } from '../../missions/missions.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { awayFrom, keyOf, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { CDM, inCdmZone, type ClaymoreState, type PlacedClaymore } from '../claymore-state.js';
import { reactionsFor, type ChainEnv } from '../../game/chain-kit.js';
import { damage } from '../../game/chain-damage.js';

/**
 * Claymore CDMs the players set out and fire (FNG 2nd Tour, seed L783; Ambush L2195; Defense L2204).
 *
 * L783: "CDM can be setup by a soldier in one turn of uninterrupted Activation, facing a specific
 * direction. The CDM can then be detonated from up to 12" away, having a 4" long Impact 2 back blast
 * similar to RPGs. When detonated, CDM project hundreds of ball bearings into a triangular area that is
 * 1" wide at the front of the mine, 8" deep, and 8" wide at its far end. Any figures within this blast
 * zone take an Impact 3 hit, friend or foe."
 *
 * Before the first Activation (turn 0) only as the missions allow: an Ambush the players spring, once
 * "1d6 versus the Squad Leader's REP" passes (L2195, rolled once a mission, at the first mine set); a
 * Defense "unless there are civilians present in the AO" (L2204). Any other time a soldier sets one in
 * his activation, which is all he does in it (L783). Each mine comes from his squad's stores (1/2d6
 * Claymores a squad, L430, L440) — or the one a VC/NVA leader carries (L516) — and lies at his feet,
 * faced at the spot named.
 *
 * Uninterrupted (L783; L611: "they will take one full turn of uninterrupted Activation to do so. If the
 * character is forced to take a Reaction Test during the Activation it is considered to be
 * interrupted"): a soldier who has taken a Reaction Test (In Sight, Received Fire, Man Down, Cohesion,
 * Recover from Knock Down, L643) in this activation cannot set one in it; one he sets is being set
 * until his side's activation ends — it cannot be fired yet — and a Reaction Test he takes before then
 * gives it up: the Claymore goes back to him unset. Set before the first Activation nothing interrupts it.
 */

export type ClaymoreError =
  | 'fng/no-claymores-left'
  | 'fng/claymores-not-before-start'
  | 'fng/claymores-not-set-out'
  | 'fng/claymore-civilians'
  | 'fng/claymore-facing'
  | 'fng/unknown-claymore'
  | 'fng/claymore-too-far'
  | 'fng/claymore-interrupted'
  | 'fng/claymore-being-set'
  | 'fng/claymore-say';


/**
 * A suicide trooper: an enemy figure with a CDM strapped on and Nerves Of Steel, as L2154 makes them. A
 * VC/NVA leader may carry a Claymore of his own too (L516) — without the Attribute, he is no suicide
 * trooper: he sets and fires his as a Claymore (enemy-claymore.ts).
 */
export const isSuicideTrooper = (f: TableFigure): boolean => f.side === 'cf' && f.gear.includes('claymore') && f.attributes.includes('nerves-of-steel');


/** How far from his Claymore a soldier may fire it (L783). */
export const CLAYMORE_DETONATE_INCHES = 12;

/** Why a Claymore may be set out before the first Activation, or the refusal (L2195, L2204). */
export type PreGame = 'ambush' | 'defense';

/**
 * Whether the mission lets Claymores be set at game start (L2195, L2204): an Ambush the players
 * spring, or a Defense with no civilians in the AO (the tour's terrain said whether any live there).
 */
export function preGameClaymores(g: FngGame): RuleResult<PreGame, ClaymoreError> {
  const m = g.mission;
  if (m?.type === 'ambush' && m.ambush === 'ambushing') return ok('ambush');
  if (m?.type === 'defense') return g.tour?.setUp?.civilians === true ? fail('fng/claymore-civilians') : ok('defense');
  return fail('fng/claymores-not-before-start');
}

const storesOf = (g: FngGame, f: TableFigure): number =>
  g.forces.flatMap((x) => (x.side === f.side ? x.units : [])).find((u) => u.id === f.unit)?.stores.claymores ?? 0;

/** A Claymore of his own (a VC/NVA leader's, L516), not a suicide trooper's chest mine (L2154). */
export const carriesOwnClaymore = (f: TableFigure): boolean => f.gear.includes('claymore') && !isSuicideTrooper(f);

/**
 * Whether his own Claymore is still in his hands: once set it is spent (`used`), kept in the Claymores'
 * state rather than taken off his gear, so nothing the players see of him changes when he sets it.
 */
export const ownClaymoreLeft = (g: FngGame, f: TableFigure): boolean => carriesOwnClaymore(f) && !(g.claymores?.used ?? []).includes(keyOf(f));

/** The Claymores a figure may set: his own, then his squad's stores. */
export const claymoresAtHand = (g: FngGame, f: TableFigure): number => (ownClaymoreLeft(g, f) ? 1 : 0) + storesOf(g, f);

/** The squad's stores one Claymore fewer (or more), for the one set (or given back). */
const stores = (g: FngGame, side: TableFigure['side'], unit: string, by: number): FngGame => ({
  ...g,
  forces: g.forces.map((x) => (x.side !== side ? x : { ...x, units: x.units.map((u) => (u.id === unit ? { ...u, stores: { ...u.stores, claymores: u.stores.claymores + by } } : u)) })),
});

/** A Claymore given up unset goes back where it came from: to the man whose own it was, else to the stores. */
function giveBack(g: FngGame, mine: PlacedClaymore): FngGame {
  if (mine.own && mine.by !== undefined) return { ...g, claymores: { ...g.claymores!, used: (g.claymores?.used ?? []).filter((k) => k !== mine.by) } };
  return stores(g, mine.side, mine.unit, 1);
}

/** The Squad Leader whose REP the Ambush's roll is against (L2195): his squad's on the table, else the setter himself. */
export function ambushRollRep(g: FngGame, setter: TableFigure): number {
  const leader = g.figures.find((f) => f.side === setter.side && f.unit === setter.unit && f.role === 'squad-leader' && onTable(f));
  return (leader ?? setter).rep;
}

/**
 * A soldier sets out a Claymore at his feet faced at `toward` (L783): before the first Activation
 * where the mission allows (above), else as his whole activation, being set until his side is done
 * (`claymoresInterrupted`). Refused with none left in his hands or squad's stores, facing his own
 * feet, before the start when the mission does not allow it, or in the turn once he has taken a
 * Reaction Test in this activation (interrupted, L611).
 */
export function setClaymoreOrder(a: OrderArgs, input: { readonly figure: string; readonly toward: Point }): RuleResult<Ordered, ClaymoreError | string> {
  const g0 = a.game;
  const before = g0.turn === 0;
  const found = before ? ownFigure(g0, a.side, input.figure) : readyFigure(a, input.figure, 'fng/already-moved', { moved: true });
  if (!found.ok) return found;
  const f = found.value;
  if (!onTable(f)) return fail('fng/not-on-table', { figure: f.id });
  if (claymoresAtHand(g0, f) < 1) return fail('fng/no-claymores-left', { figure: f.id });
  if (distance(f.at, input.toward) === 0) return fail('fng/claymore-facing');
  if (!before && testedThisActivation(g0).has(keyOf(f))) return fail('fng/claymore-interrupted', { figure: f.id });
  const events: FngEvent[] = [];
  const state: ClaymoreState = g0.claymores ?? { mines: [], next: 1 };
  let roll = state.ambushRoll;
  if (before) {
    const why = preGameClaymores(g0);
    if (!why.ok) return why;
    if (why.value === 'ambush') {
      if (roll === undefined) {
        const rep = ambushRollRep(g0, f);
        const r = claymoresSet({ leaderRep: rep }, a.roller);
        if (!r.ok) return r;
        roll = { passed: r.value.set };
        events.push({ kind: 'claymore-roll', rep, passed: r.value.set, part: r.value.part });
        if (!r.value.set) return ok({ game: { ...g0, claymores: { ...state, ambushRoll: roll } }, events });
      } else if (!roll.passed) {
        return fail('fng/claymores-not-set-out');
      }
    }
  }
  // The enemy's are numbered apart (E1, E2 …), so the players' numbers never tell of one.
  const enemy = f.side === 'cf';
  // His own first (a leader's, L516), else one of his squad's stores.
  const own = ownClaymoreLeft(g0, f);
  const mine: PlacedClaymore = { id: enemy ? `E${state.nextEnemy ?? 1}` : `M${state.next}`, side: f.side, unit: f.unit, at: f.at, toward: input.toward, by: keyOf(f), ...(own ? { own: true } : {}), ...(before ? {} : { setting: g0.serial }) };
  let g = own ? g0 : stores(g0, f.side, f.unit, -1);
  if (!before) g = { ...g, figures: g.figures.map((x) => (keyOf(x) === keyOf(f) ? { ...x, busy: true } : x)) };
  g = {
    ...g,
    claymores: {
      ...state,
      mines: [...state.mines, mine],
      ...(enemy ? { nextEnemy: (state.nextEnemy ?? 1) + 1 } : { next: state.next + 1 }),
      ...(roll ? { ambushRoll: roll } : {}),
      ...(own ? { used: [...(state.used ?? []), keyOf(f)] } : {}),
    },
  };
  events.push({ kind: 'claymore-set', figure: keyOf(f), mine: mine.id, at: mine.at, toward: mine.toward, left: storesOf(g, f), ...(before ? {} : { setting: true }) });
  return ok({ game: g, events });
}

/** The figures a Reaction Test event tested (L643: In Sight, Received Fire, Man Down, Cohesion, Recover from Knock Down), as keys. */
export function reactionTested(e: FngEvent): readonly string[] {
  switch (e.kind) {
    case 'reaction':
    case 'recover':
      return [e.figure];
    case 'cohesion':
      return e.members.map((m) => m.id);
    case 'in-sight':
      return e.scores.map((x) => x.id);
    default:
      return [];
  }
}

/** Where one side's activation ends or the next begins: its `done`, or a new turn's Activation roll. */
const boundary = (e: FngEvent): boolean => e.kind === 'done' || (e.kind === 'activation' && !e.doubles);

/** Who has taken a Reaction Test in the activation now running (the record kept by `claymoresInterrupted`). */
export function testedThisActivation(g: FngGame): ReadonlySet<string> {
  const t = g.claymores?.tested;
  return new Set(t && t.serial === g.serial ? t.keys : []);
}

/** Whether a figure's side could still set a Claymore (his own, or his squad's stores): only those are worth remembering as tested. */
const couldSet = (g: FngGame, key: string): boolean => {
  const f = g.figures.find((x) => keyOf(x) === key);
  return f !== undefined && claymoresAtHand(g, f) > 0;
};

/**
 * After an order, or the bot's part after it (L611, L783): walks what happened in order. A Claymore
 * still being set is given up — back to its setter's hands or stores, with a `claymore-interrupted`
 * event — when its setter takes a Reaction Test after he began setting it (its `claymore-set` event
 * here, or `since[mine]` the index the bot noted, else from the start: set in an earlier order) and
 * before his side's activation ends; once that `done` passes it is set. Who was tested in the
 * activation still running is remembered for `setClaymoreOrder`'s refusal (only figures who could
 * set one, so a game without Claymores keeps no record).
 */
export function claymoresInterrupted(g0: FngGame, events: readonly FngEvent[], since?: ReadonlyMap<string, number>): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const state = g0.claymores;
  const pending = (state?.mines ?? []).filter((m) => m.setting !== undefined);
  const recorded = testedThisActivation(g0);
  const hasTests = events.some((e) => reactionTested(e).length > 0);
  if (pending.length === 0 && !hasTests && !(state?.tested && events.some(boundary))) return { game: g0, events: [] };
  const startOf = (m: PlacedClaymore): number => {
    const i = events.findIndex((e) => e.kind === 'claymore-set' && e.mine === m.id);
    return i >= 0 ? i : (since?.get(m.id) ?? 0);
  };
  const given: PlacedClaymore[] = [];
  const done: PlacedClaymore[] = [];
  for (const m of pending) {
    const from = startOf(m);
    for (let i = from; i < events.length; i++) {
      const e = events[i]!;
      if (e.kind === 'done' && e.side === m.side) {
        done.push(m);
        break;
      }
      if (i > from || e.kind !== 'claymore-set') {
        if (m.by !== undefined && reactionTested(e).includes(m.by)) {
          given.push(m);
          break;
        }
      }
    }
  }
  let cut = -1;
  events.forEach((e, i) => {
    if (boundary(e)) cut = i;
  });
  const after = events.slice(cut + 1).flatMap(reactionTested);
  const keys = [...new Set([...(cut >= 0 ? [] : recorded), ...after])].filter((k) => couldSet(g0, k));
  let g = g0;
  const out: FngEvent[] = [];
  for (const m of given) {
    g = giveBack(g, m);
    out.push({ kind: 'claymore-interrupted', figure: m.by!, mine: m.id, side: m.side });
  }
  const mines = (state?.mines ?? [])
    .filter((m) => !given.includes(m))
    .map((m) => {
      if (!done.includes(m)) return m;
      const { setting: _s, ...set } = m;
      return set;
    });
  const { tested: _t, ...rest } = g.claymores ?? { mines: [], next: 1 };
  const claymores = { ...rest, mines, ...(keys.length ? { tested: { serial: g.serial, keys } } : {}) };
  const same = state !== undefined && given.length === 0 && done.length === 0 && JSON.stringify(state.tested ?? null) === JSON.stringify(claymores.tested ?? null);
  if (same || (state === undefined && keys.length === 0)) return { game: g0, events: [] };
  return { game: { ...g, claymores }, events: out };
}

/** Who a Claymore fired from `at` faced at `toward` catches (L783): those in its cone, then those in the 4" back blast behind it. */
export function claymoreCaught(g: FngGame, mine: Pick<PlacedClaymore, 'at' | 'toward' | 'side'>): { readonly caught: TableFigure[]; readonly behind: TableFigure[] } {
  const standing = (f: TableFigure): f is TableFigure & { readonly at: Point } => onTable(f) && f.status !== 'obviously-dead';
  const caught = g.figures.filter((f) => standing(f) && inCdmZone(mine.at, mine.toward, f.at));
  // The back blast runs from the mine itself: a stand-in at the mine that is nobody on the table.
  const stone = { id: '\u0000mine', side: mine.side, at: mine.at } as unknown as TableFigure;
  const behind = backBlastCaught(g, stone, mine.toward, CDM.backBlast).filter((x) => !caught.some((c) => keyOf(c) === keyOf(x)));
  return { caught, behind };
}

/**
 * A soldier fires his side's Claymore, command-detonated from up to 12" (L783); it is his fire this
 * activation. Everyone in the cone takes an Impact 3 hit, friend or foe; anyone within 1" of the 4"
 * line behind the mine an Impact 2 hit (the back blast "similar to RPGs", L763); then Man Down for
 * their friends and Received Fire for those still up, as for a blast. The mine is spent.
 */
export function fireClaymoreOrder(a: OrderArgs, input: { readonly figure: string; readonly mine: string }): RuleResult<Ordered, ClaymoreError | string> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  const mine = (a.game.claymores?.mines ?? []).find((m) => m.side === a.side && m.id.toLowerCase() === input.mine.trim().toLowerCase());
  if (!mine) return fail('fng/unknown-claymore', { mine: input.mine.trim() });
  if (mine.setting === a.game.serial) return fail('fng/claymore-being-set', { mine: mine.id });
  const away = distance(f.at!, mine.at);
  if (away > CLAYMORE_DETONATE_INCHES + 1e-9) return fail('fng/claymore-too-far', { figure: f.id, mine: mine.id, inches: Math.round(away * 10) / 10 });
  const env = chainEnv(a);
  const { caught, behind } = claymoreCaught(a.game, mine);
  const events: FngEvent[] = [{ kind: 'claymore-fired', figure: keyOf(f), mine: mine.id, at: mine.at, toward: mine.toward, caught: caught.map(keyOf), behind: behind.map(keyOf), away: awayFrom(mine.at, [...caught, ...behind]) }];
  const key = keyOf(f);
  const g: FngGame = {
    ...a.game,
    claymores: { ...a.game.claymores!, mines: a.game.claymores!.mines.filter((m) => m.id !== mine.id) },
    figures: a.game.figures.map((x) => (keyOf(x) === key ? { ...x, fired: true } : x)),
  };
  return ok(directionalBlast(g, f, { caught, behind }, 'Claymore', env, events));
}

/** An event of the enemy's own Claymore that only the GM is told: its setting, or its giving up (its firing is public). */
export const enemyClaymoreSecret = (e: FngEvent): boolean =>
  (e.kind === 'claymore-set' && e.figure.startsWith('cf:')) || (e.kind === 'claymore-interrupted' && e.side === 'cf');

/** What `/fng-mission claymore` asks: set one out faced at `toward`, or fire the mine named. */
export interface ClaymoreInput {
  readonly do: 'set' | 'fire';
  readonly figure: string;
  readonly toward?: Point;
  readonly mine?: string;
}

/**
 * Set out a Claymore or fire one (L783): setting needs the spot it faces, firing the mine; without it,
 * `fng/claymore-say` names what to give. The rest is `setClaymoreOrder`'s and `fireClaymoreOrder`'s.
 */
export function claymoreOrder(a: OrderArgs, input: ClaymoreInput): RuleResult<Ordered, ClaymoreError | string> {
  if (input.do === 'set') return input.toward === undefined ? fail('fng/claymore-say', { what: '`toward:x,y`', do: 'set' }) : setClaymoreOrder(a, { figure: input.figure, toward: input.toward });
  return input.mine === undefined ? fail('fng/claymore-say', { what: '`mine:M1`', do: 'fire' }) : fireClaymoreOrder(a, { figure: input.figure, mine: input.mine });
}

/**
 * How a Claymore order is taken: before the first Activation (turn 0) a set-up order — an Ambush the
 * players spring (L2195) or a Defense (L2204), `preGameClaymores` saying which may — after it an action,
 * his whole activation (L783).
 */
export function claymoreOrderKind(g: Pick<FngGame, 'turn'> | undefined): 'setup' | 'act' {
  return g !== undefined && g.turn === 0 ? 'setup' : 'act';
}

/**
 * A directional mine going off, the CDM on a suicide trooper's chest or a Claymore (L783): an Impact 3
 * hit to everyone in the cone, friend or foe, an Impact 2 hit to everyone in the back blast, then Man
 * Down for their friends and Received Fire for those still up, as for any blast. `events` already
 * holds the mine's own event; what follows is added after it.
 */
export function directionalBlast(
  g0: FngGame,
  by: TableFigure,
  zone: { readonly caught: readonly TableFigure[]; readonly behind: readonly TableFigure[] },
  name: string,
  env: ChainEnv,
  events: FngEvent[],
): Ordered {
  let g = g0;
  const downed: string[] = [];
  const hit = (list: readonly TableFigure[], impact: number, what: string) => {
    for (const x of list) {
      const d = damage(g, keyOf(x), 1, by, { impact, name: what }, env, events, { blast: true });
      g = d.game;
      if (d.level !== undefined && d.level !== 'carry-on') downed.push(keyOf(x));
    }
  };
  hit(zone.caught, CDM.impact, name);
  hit(zone.behind, CDM.backBlastImpact, `${name} back blast`);
  const stillUp = [...zone.caught, ...zone.behind].map(keyOf).filter((k) => !downed.includes(k));
  const reactions = reactionsFor(g, keyOf(by), stillUp, downed, true, env.table);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions, attackerOr: 5 }] : [];
  const chain = runChain(g, steps, env);
  return { game: chain.game, events: [...events, ...chain.events] };
}
