import type { Roller } from '../../../../../core/dice/roller.js';
import { choiceRule, intRule, type HouseRules } from '../../../../../core/house-rules.js';
import { chance, d6 } from '../../figures/dice.js';
import { distanceToShapeEdge, pointInShape } from '../../../../../core/board/geometry.js';
import { PERSONNEL_UNIT } from './defense-personnel.js';
import { CHECK_POINT_TESTS, checkPointChecks, type CheckPointTest } from './defense-checkpoint.js';
import type { DefenseEvent } from '../defense-reports.js';
import { FLUENT_READINGS } from '../civilians.js';
import { WATER_TYPES } from '../../terrain/water-types.js';
import type { FngScenario } from '../../terrain/scenario.js';
import { onTable, type FngGame } from '../../game/state.js';

/**
 * The Defense objectives' own events as the turns go by (FNG 2nd Tour, Defense, seed L2205–L2206):
 *
 * - (2) Resupply: "A UH-1 Slick carrying six passengers worth of supplies ... will arrive and land to drop
 *   off supplies (or kick them from the door if the LZ is not large enough to land in) 1d6+2 turns from
 *   the start of the game. If landed, it will remain on the ground for two full turns before taking off."
 *   The turn is rolled with the mission (missions.ts); told when it comes, and when it takes off — after
 *   `fng.defense.slick-ground-turns` full turns (2) following the turn it lands in.
 * - (5) Check Point and (6+) Bridge: "Until combat begins, on any turn that the Activation score total is
 *   greater than six, 1d6 civilians appear at the end of the road (even chance of either end)." Rolled
 *   at each turn's Activation for the players to place and walk along the road; at a check point marked
 *   as the objective each is checked by Speak Local as he comes, and held when his papers are fake
 *   (defense-checkpoint.ts; unmarked, the checks are the players'). When combat begins the seed does not
 *   say: house rule `fng.defense.combat-begins` — enemy troops on the table (default), or the first
 *   figure of either side down.
 * - (3) Water party: "It takes two full turns for the canteens to be filled": counted at each turn's
 *   start while its two troopers (defense-personnel.ts) stand at a river or stream (`canteensTurn`);
 *   unfilled at the end, the mission is not completed (defense-objective.ts). Getting out "via their
 *   entry point with the water" is read off the board's entries at the end (defense-exit.ts); where it
 *   records none for the players, `objective:lost` says they did not.
 * - (4) Wounded ("2d6 wounded ... The RTO must call for Dustoff"): its people are on the table
 *   (defense-personnel.ts); the Dustoff is a Medevac call, each told its load and the Dustoffs still
 *   needed (defense-dustoff.ts).
 *
 * Told once a turn (`FngMission.defenseTurn`), publicly: what is defended is the players' own.
 */

export type CombatBegins = 'enemy-on-table' | 'first-casualty';

/** Whether combat has begun, as the house rule reads it. */
export function combatBegun(g: FngGame, reading: CombatBegins): boolean {
  if (reading === 'enemy-on-table') return g.figures.some((f) => f.side === 'cf' && (onTable(f) || f.status !== 'carry-on'));
  return g.figures.some((f) => f.status !== 'carry-on' && f.status !== 'duck-back');
}

/** The turn the Slick takes off: after `groundTurns` full turns following the one it lands in (L2205). */
export const slickLeavesTurn = (landsTurn: number, groundTurns: number): number => landsTurn + groundTurns + 1;

/**
 * This turn's Defense events (the turn's Activation rolled, `g.dice` its dice), once a turn: the
 * Slick landing or taking off; the civilians coming to a check point or bridge while the Activation total
 * is over six and combat has not begun — 1d6 of them, 1d6 for the end (1–3 the road's first end, 4–6 its other).
 */
export function defenseTurnEvents(g: FngGame, roller: Roller, rules: HouseRules, table?: Pick<FngScenario, 'features'>): { readonly game: FngGame; readonly events: readonly DefenseEvent[] } {
  const m = g.mission;
  if (!m || m.type !== 'defense' || m.ended || g.turn < 1 || (m.defenseTurn ?? 0) >= g.turn || !g.dice) return { game: g, events: [] };
  const events: DefenseEvent[] = [];
  if (m.defense === 'resupply' && m.slickTurn !== undefined) {
    const leaves = slickLeavesTurn(m.slickTurn, intRule(rules, 'fng.defense.slick-ground-turns'));
    if (g.turn === m.slickTurn) events.push({ what: 'slick-lands', turn: g.turn, leavesTurn: leaves });
    if (g.turn === leaves) events.push({ what: 'slick-leaves', turn: g.turn });
  }
  let mission = { ...m, defenseTurn: g.turn };
  if (m.defense === 'water-party' && m.personnel && m.canteens?.filled !== true) {
    const c = canteensTurn(g, table, intRule(rules, 'fng.defense.water-inches'));
    if (c.atWater) {
      const starts = (m.canteens?.starts ?? 0) + 1;
      const filled = starts - 1 >= CANTEEN_TURNS;
      events.push({ what: 'canteens', turn: g.turn, fullTurns: starts - 1, filled });
      mission = { ...mission, canteens: { starts, filled } };
    } else if ((m.canteens?.starts ?? 0) > 0) {
      events.push({ what: 'canteens-interrupted', turn: g.turn });
      mission = { ...mission, canteens: { starts: 0, filled: false } };
    }
  }
  const total = g.dice.fwf + g.dice.cf;
  if ((m.defense === 'check-point' || m.defense === 'bridge') && total > 6 && !combatBegun(g, choiceRule<CombatBegins>(rules, 'fng.defense.combat-begins', ['enemy-on-table', 'first-casualty']))) {
    const count = d6(roller, 'civilians at the road');
    const end = chance(roller, 1, 3, 'which end of the road');
    events.push({ what: 'civilians', turn: g.turn, total, count: count.score, end: end.happens ? 'first' : 'other', parts: [count.part, end.part] });
    // At a check point each is checked by Speak Local as he comes (L2206, defense-checkpoint.ts).
    const checked = checkPointChecks(g, roller, count.score, {
      test: choiceRule<CheckPointTest>(rules, 'fng.defense.check-point-test', CHECK_POINT_TESTS),
      fluentReading: choiceRule(rules, 'fng.speak-local.fluent', FLUENT_READINGS),
    });
    if (checked) {
      events.push({ what: 'checked', turn: g.turn, ...checked });
      mission = { ...mission, detained: (m.detained ?? 0) + checked.detained };
    }
  }
  return { game: { ...g, mission }, events };
}

/** "It takes two full turns for the canteens to be filled" (L2205). */
export const CANTEEN_TURNS = 2;


/**
 * Whether the water party is at the water as a turn begins (L2205): every trooper of it still able
 * (carrying on) stands in a river or stream, or within `inches` of one (house rule
 * `fng.defense.water-inches`, 1). Turns begun so, one after another,
 * fill the canteens once two full turns have passed (the third such start); a turn begun elsewhere,
 * or with a trooper down or away, starts it over — "during which time the unarmed troopers may [not] do
 * anything else".
 */
export function canteensTurn(g: FngGame, table: Pick<FngScenario, 'features'> | undefined, inches = 1): { readonly atWater: boolean } {
  const troopers = g.figures.filter((f) => f.side === 'fwf' && f.unit === PERSONNEL_UNIT);
  const waters = (table?.features ?? []).filter((f) => WATER_TYPES.includes(f.type));
  if (troopers.length === 0 || waters.length === 0) return { atWater: false };
  const at = (f: (typeof troopers)[number]) =>
    f.status === 'carry-on' && onTable(f) && waters.some((w) => pointInShape(f.at, w.shape) || distanceToShapeEdge(f.at, w.shape) <= inches + 1e-9);
  return { atWater: troopers.every(at) };
}
