import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { personnelTakenOut } from './defense-personnel.js';
import { woundedAllLifted, woundedToLift, type WoundedUnlifted } from './defense-dustoff.js';
import { waterPartyExit } from './defense-exit.js';
import type { FngScenario } from '../../terrain/scenario.js';

/**
 * The Defense mission's objective (FNG 2nd Tour, Defense, seed L2203–L2215). L2203: "Your objective is
 * to defend the assigned material/location. To be successful, you must keep the VC/NVA from capturing
 * the assigned material/location until the game length expires." L2213: "Five VP are earned for
 * completing the assigned mission and if no enemies are within 6" of the mission objective at game
 * end." L2215: "Four VP are lost if the assigned mission is not completed (the items or location is
 * captured, FWF are wiped out, or key personnel are taken out)."
 *
 * The players mark where the objective is before the first Activation (`/fng-mission objective`);
 * then the mission's end reads it off the table: Free World Forces wiped out — lost; else any enemy
 * figure still in the fight within 6" of it — held, no reward; none — held and clear, +5. Whether the
 * items were carried off or key personnel taken out the table cannot see: the players may still say
 * `objective:lost`. Without a mark the players say which it was, as before. Where the Defense's own
 * people are on the table (the radio relay team, the water party, the wounded, defense-personnel.ts),
 * all of them taken out is the mission lost too, marked or not.
 *
 * The water party's way out by the entry point is read off the board's entries (defense-exit.ts); the
 * Wounded's Dustoffs by who was flown out (defense-dustoff.ts).
 *
 * House reading (the seed is silent): an enemy "within 6"" is one on the table that is not Obviously
 * Dead, Out of the Fight, captured or gone — a PEF marker is no enemy yet; "wiped out" is no Free World
 * figure left on the table able to fight (carrying on, ducking back, retired or Stunned).
 */

export type DefenseOutcome = 'held-clear' | 'held' | 'lost';

/** How close an enemy may be to the objective at the end and still leave it clear (L2213). */
export const DEFENSE_CLEAR_INCHES = 6;

const FIGHTING: readonly TableFigure['status'][] = ['carry-on', 'duck-back', 'retired', 'stunned', 'knocked-down', 'leaving'];
const ABLE: readonly TableFigure['status'][] = ['carry-on', 'duck-back', 'retired', 'stunned'];

export interface DefenseReading {
  readonly outcome: DefenseOutcome;
  /** Why: the players said it was lost, the FWF were wiped out, enemies near the mark (their ids), or none. */
  readonly why: 'said-lost' | 'wiped-out' | 'personnel-lost' | 'canteens-unfilled' | 'not-exited' | 'wounded-unlifted' | 'enemy-near' | 'clear' | 'said';
  readonly near: readonly string[];
  /** The water party's exit by the entry point (L2205, defense-exit.ts): read off the table, or the players' word where the board cannot settle it. */
  readonly exit?: 'table' | 'players';
  /** The Defense of the Wounded: how many of them were still not flown out at the end (L2205, defense-dustoff.ts). */
  readonly unlifted?: number;
}

/** What the table the mission is played on adds to the reading: its entries, and the house rules'. */
export interface DefenseTable {
  readonly table?: Pick<FngScenario, 'board'> & { readonly entries?: FngScenario['entries'] };
  /** `fng.defense.exit-inches` (1). */
  readonly exitInches?: number;
  /** `fng.defense.wounded-unlifted` (held). */
  readonly woundedUnlifted?: WoundedUnlifted;
}

/**
 * The Defense's outcome at the end (L2213, L2215): from the table when the objective was marked, else
 * as the players say (`said`, required then). `said: 'lost'` always stands: the table cannot see
 * items carried off or key personnel taken out. The water party must be out by the squad's entry point
 * with the water (L2205): read off the board's entries when it records the players' (defense-exit.ts),
 * else the players' word. The Wounded not all flown out by a Dustoff (L2205–L2206): as house rule
 * `fng.defense.wounded-unlifted` says (defense-dustoff.ts).
 */
export function defenseOutcome(g: FngGame, said: DefenseOutcome | undefined, t: DefenseTable = {}): RuleResult<DefenseReading, 'fng/say-objective'> {
  const at = g.mission?.objectiveAt;
  if (said === 'lost') return ok({ outcome: 'lost', why: 'said-lost', near: [] });
  const wiped = !g.figures.some((f) => f.side === 'fwf' && onTable(f) && ABLE.includes(f.status));
  if (wiped && g.figures.some((f) => f.side === 'fwf')) return ok({ outcome: 'lost', why: 'wiped-out', near: [] });
  // "key personnel are taken out" (L2215): the Defense's own people all down (defense-personnel.ts).
  if (g.mission?.personnel && personnelTakenOut(g.figures, g.mission.personnel.woundedAtStart)) return ok({ outcome: 'lost', why: 'personnel-lost', near: [] });
  // The water party's canteens unfilled: the assigned mission not completed (L2205, L2215).
  if (g.mission?.defense === 'water-party' && g.mission.personnel && g.mission.canteens?.filled !== true) return ok({ outcome: 'lost', why: 'canteens-unfilled', near: [] });
  let extra: Pick<DefenseReading, 'exit' | 'unlifted'> = {};
  if (g.mission?.defense === 'water-party' && g.mission.personnel) {
    // "The squad must then exit the tabletop via their entry point with the water" (L2205).
    const out = waterPartyExit(g, t.table, t.exitInches ?? 1);
    if (out.settled === 'table' && !out.out) return ok({ outcome: 'lost', why: 'not-exited', near: [], exit: 'table' });
    extra = { exit: out.settled };
  }
  let cap = false;
  if (g.mission?.defense === 'wounded' && g.mission.personnel && !woundedAllLifted(g)) {
    const reading = t.woundedUnlifted ?? 'held';
    const unlifted = woundedToLift(g).left.length;
    if (reading === 'lost') return ok({ outcome: 'lost', why: 'wounded-unlifted', near: [], unlifted });
    if (reading === 'held') cap = true;
    extra = { unlifted };
  }
  const capped = (r: DefenseReading): DefenseReading => (cap && r.outcome === 'held-clear' ? { ...r, outcome: 'held', why: 'wounded-unlifted' } : r);
  if (at === undefined) return said === undefined ? fail('fng/say-objective') : ok(capped({ outcome: said, why: 'said', near: [], ...extra }));
  const near = enemiesNear(g, at).map((f) => f.id);
  return ok(capped(near.length ? { outcome: 'held', why: 'enemy-near', near, ...extra } : { outcome: 'held-clear', why: 'clear', near: [], ...extra }));
}

/** The enemy still in the fight within 6" of the objective (L2213). */
export function enemiesNear(g: FngGame, at: Point): TableFigure[] {
  return g.figures.filter((f) => f.side === 'cf' && onTable(f) && FIGHTING.includes(f.status) && distance(f.at, at) <= DEFENSE_CLEAR_INCHES + 1e-9);
}

export type DefenseObjectiveError = 'fng/no-mission' | 'fng/not-a-defense' | 'fng/objective-after-start' | 'fng/objective-players-side';

/**
 * The players mark the Defense's objective (L2205: the radio relay's hill, the resupply clearing, the
 * water, the wounded's clearing, the check point, the bridge) before the first Activation; marked
 * again before it, the mark moves.
 */
export function markObjectiveOrder(a: OrderArgs, input: { readonly at: Point }): RuleResult<Ordered, DefenseObjectiveError> {
  const m = a.game.mission;
  if (!m) return fail('fng/no-mission');
  if (a.side !== 'fwf') return fail('fng/objective-players-side');
  if (m.type !== 'defense') return fail('fng/not-a-defense');
  if (a.game.turn > 0) return fail('fng/objective-after-start');
  const events: FngEvent[] = [{ kind: 'defense-objective', at: input.at, ...(m.defense ? { what: m.defense } : {}) }];
  return ok({ game: { ...a.game, mission: { ...m, objectiveAt: input.at } }, events });
}
