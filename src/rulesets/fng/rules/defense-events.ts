import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { Roller } from '../../../core/dice/roller.js';
import { choiceRule, intRule, type HouseRules } from '../../../core/house-rules.js';
import { chance, d6 } from './dice.js';
import { onTable, type FngGame } from './state.js';

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
 *   at each turn's Activation for the players to place and walk along the road (the check point's Speak
 *   Local checks and papers are theirs, L2206, `checkPointPapers`). When combat begins the seed does not
 *   say: house rule `fng.defense.combat-begins` — enemy troops on the table (default), or the first
 *   figure of either side down.
 * - (3) Water party ("two full turns for the canteens to be filled") and (4) Wounded ("2d6 wounded ... The
 *   RTO must call for Dustoff") depend on where the players are and what they call: their people are on
 *   the table (defense-personnel.ts), the set-up tells them, and the table's orders play them (the
 *   canteens' two turns are the players' to count; the Dustoff is a Medevac call).
 *
 * Told once a turn (`FngMission.defenseTurn`), publicly: what is defended is the players' own.
 */

export type DefenseEvent =
  | { readonly what: 'slick-lands'; readonly turn: number; readonly leavesTurn: number }
  | { readonly what: 'slick-leaves'; readonly turn: number }
  | { readonly what: 'civilians'; readonly turn: number; readonly total: number; readonly count: number; readonly end: 'first' | 'other'; readonly parts: readonly RolledPart[] };

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
export function defenseTurnEvents(g: FngGame, roller: Roller, rules: HouseRules): { readonly game: FngGame; readonly events: readonly DefenseEvent[] } {
  const m = g.mission;
  if (!m || m.type !== 'defense' || m.ended || g.turn < 1 || (m.defenseTurn ?? 0) >= g.turn || !g.dice) return { game: g, events: [] };
  const events: DefenseEvent[] = [];
  if (m.defense === 'resupply' && m.slickTurn !== undefined) {
    const leaves = slickLeavesTurn(m.slickTurn, intRule(rules, 'fng.defense.slick-ground-turns'));
    if (g.turn === m.slickTurn) events.push({ what: 'slick-lands', turn: g.turn, leavesTurn: leaves });
    if (g.turn === leaves) events.push({ what: 'slick-leaves', turn: g.turn });
  }
  const total = g.dice.fwf + g.dice.cf;
  if ((m.defense === 'check-point' || m.defense === 'bridge') && total > 6 && !combatBegun(g, choiceRule<CombatBegins>(rules, 'fng.defense.combat-begins', ['enemy-on-table', 'first-casualty']))) {
    const count = d6(roller, 'civilians at the road');
    const end = chance(roller, 1, 3, 'which end of the road');
    events.push({ what: 'civilians', turn: g.turn, total, count: count.score, end: end.happens ? 'first' : 'other', parts: [count.part, end.part] });
  }
  return { game: { ...g, mission: { ...m, defenseTurn: g.turn } }, events };
}
