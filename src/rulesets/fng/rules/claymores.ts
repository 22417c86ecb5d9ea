import { distance, type Point } from '../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { backBlastCaught } from './back-blast.js';
import type { FngEvent } from './events.js';
import { claymoresSet } from './missions.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from './order.js';
import { CDM, directionalBlast, inCdmZone } from './suicide-troops.js';
import { keyOf, onTable, ownFigure, type FngGame, type TableFigure } from './state.js';
import type { ClaymoreState, PlacedClaymore } from './claymore-state.js';

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
 * Claymores a squad, L430, L440) and lies at his feet, faced at the spot named.
 */

export type ClaymoreError =
  | 'fng/no-claymores-left'
  | 'fng/claymores-not-before-start'
  | 'fng/claymores-not-set-out'
  | 'fng/claymore-civilians'
  | 'fng/claymore-facing'
  | 'fng/unknown-claymore'
  | 'fng/claymore-too-far'
  | 'fng/claymore-say';

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

const takeOne = (g: FngGame, f: TableFigure): FngGame => ({
  ...g,
  forces: g.forces.map((x) => (x.side !== f.side ? x : { ...x, units: x.units.map((u) => (u.id === f.unit ? { ...u, stores: { ...u.stores, claymores: u.stores.claymores - 1 } } : u)) })),
});

/** The Squad Leader whose REP the Ambush's roll is against (L2195): his squad's on the table, else the setter himself. */
export function ambushRollRep(g: FngGame, setter: TableFigure): number {
  const leader = g.figures.find((f) => f.side === setter.side && f.unit === setter.unit && f.role === 'squad-leader' && onTable(f));
  return (leader ?? setter).rep;
}

/**
 * A soldier sets out a Claymore at his feet faced at `toward` (L783): before the first Activation
 * where the mission allows (above), else as his whole activation. Refused with none left in his
 * squad's stores, facing his own feet, or before the start when the mission does not allow it.
 */
export function setClaymoreOrder(a: OrderArgs, input: { readonly figure: string; readonly toward: Point }): RuleResult<Ordered, ClaymoreError | string> {
  const g0 = a.game;
  const before = g0.turn === 0;
  const found = before ? ownFigure(g0, a.side, input.figure) : readyFigure(a, input.figure, 'fng/already-moved', { moved: true });
  if (!found.ok) return found;
  const f = found.value;
  if (!onTable(f)) return fail('fng/not-on-table', { figure: f.id });
  if (storesOf(g0, f) < 1) return fail('fng/no-claymores-left', { figure: f.id });
  if (distance(f.at, input.toward) === 0) return fail('fng/claymore-facing');
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
  const mine: PlacedClaymore = { id: `M${state.next}`, side: f.side, unit: f.unit, at: f.at, toward: input.toward };
  let g = takeOne(g0, f);
  if (!before) g = { ...g, figures: g.figures.map((x) => (keyOf(x) === keyOf(f) ? { ...x, busy: true } : x)) };
  g = { ...g, claymores: { mines: [...state.mines, mine], next: state.next + 1, ...(roll ? { ambushRoll: roll } : {}) } };
  events.push({ kind: 'claymore-set', figure: keyOf(f), mine: mine.id, at: mine.at, toward: mine.toward, left: storesOf(g, f) });
  return ok({ game: g, events });
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
  const away = distance(f.at!, mine.at);
  if (away > CLAYMORE_DETONATE_INCHES + 1e-9) return fail('fng/claymore-too-far', { figure: f.id, mine: mine.id, inches: Math.round(away * 10) / 10 });
  const env = chainEnv(a);
  const { caught, behind } = claymoreCaught(a.game, mine);
  const events: FngEvent[] = [{ kind: 'claymore-fired', figure: keyOf(f), mine: mine.id, at: mine.at, toward: mine.toward, caught: caught.map(keyOf), behind: behind.map(keyOf) }];
  const key = keyOf(f);
  const g: FngGame = {
    ...a.game,
    claymores: { ...a.game.claymores!, mines: a.game.claymores!.mines.filter((m) => m.id !== mine.id) },
    figures: a.game.figures.map((x) => (keyOf(x) === key ? { ...x, fired: true } : x)),
  };
  return ok(directionalBlast(g, f, { caught, behind }, 'Claymore', env, events));
}

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
