import { translateHex, type HexCoord, type HexDirection } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { missionAttacks, placeFfe, planFireMission, spottingRoundDrift, type FfePlacement, type FireMission, type MissionHexAttack, type SpottingRoundDrift } from './artillery.js';
import { bombard, type HexBombardment } from './bombardment.js';
import { addHexMarker, hexOf, ownUnit, updateUnit, withMarker, type HexMarker, type LnlState } from '../game/state.js';
import type { GroundOf } from '../map/target-modifier.js';
import { leadershipOf } from '../game/units.js';

export interface CallOrder {
  readonly side: string;
  readonly spotter: string;
  readonly target: HexCoord;
  readonly mission: FireMission;
  readonly firepower: number;
  /** Line missions: the second FFE hex, at the same offset from the spotting round as the target (18.2.1). */
  readonly lineTo?: HexCoord;
  /** Walking barrages: the direction the FFE walks. */
  readonly walk?: HexDirection;
  readonly los: { readonly blocked: boolean; readonly degradingCount: number };
}

export interface CallResult {
  readonly spotter: string;
  readonly mission: FireMission;
  readonly firepower: number;
  readonly drift: SpottingRoundDrift;
}

/**
 * A spotter calls a fire mission (LnL player aid 18.2 items 1–3; Mortar WT, Artillery and Aircraft):
 * the mission type is fixed now; the Spotting Round is placed on a hex in his LOS and drifts — white
 * die (+ degrading hexes − LM) halved rounding up, coloured die for the direction (1 = north). The
 * spotter's activation ends his side's impulse; the FFE comes in a later one (`fireForEffect`).
 */
export function callForFire(state: LnlState, order: CallOrder, roller: Roller): RuleResult<{ state: LnlState; result: CallResult }> {
  const s = ownUnit(state, order.side, order.spotter);
  if (!s.ok) return s;
  const spotter = s.value;
  if (spotter.status !== 'good-order') return fail('lnl/shaken-cannot-fire', { unit: spotter.id });
  if (order.mission === 'line' && order.lineTo === undefined) return fail('lnl/line-needs-end');
  if (order.mission === 'walking-barrage' && order.walk === undefined) return fail('lnl/walk-needs-direction');
  if (state.hexMarkers.some((m) => m.kind === 'spotting-round' && m.spotter === spotter.id)) return fail('lnl/mission-pending', { unit: spotter.id });
  const plan = planFireMission({
    spotterRole: spotter.kind,
    spotterLm: spotter.kind === 'leader' ? leadershipOf(spotter) : 0,
    mission: order.mission,
    target: order.target,
    los: order.los,
    ...(state.grid ? { grid: state.grid } : {}),
  });
  if (!plan.ok) return plan;
  const drift = spottingRoundDrift(plan.value, roller, state.grid);
  let next = updateUnit(state, spotter.id, (u) => withMarker(u, 'ops-complete'));
  if (drift.onBoard) {
    next = addHexMarker(next, {
      kind: 'spotting-round',
      at: drift.landed,
      side: order.side,
      mission: order.mission,
      spotter: spotter.id,
      firepower: order.firepower,
      // The second FFE hex keeps its place relative to the round when the round drifts.
      ...(order.lineTo ? { lineTo: translateHex(order.lineTo, order.target, drift.landed) } : {}),
      ...(order.walk ? { walk: order.walk } : {}),
    });
  }
  return ok({ state: next, result: { spotter: spotter.id, mission: order.mission, firepower: order.firepower, drift } });
}

export interface FfeResult {
  readonly spotter: string;
  readonly mission: FireMission;
  readonly placement: FfePlacement;
  readonly ffe: readonly HexCoord[];
  readonly attacks: readonly MissionHexAttack[];
  readonly hexes: readonly HexBombardment[];
}

/**
 * The spotter, still in Good Order, continues the mission (18.2 item 4): if the spotting round landed in his LOS he may
 * shift it one hex in LOS, the FFE marker goes down, and the mission's hexes are attacked at its FP
 * (standard, loose, concentrated, line, walking barrage; 18.2.1).
 */
export function fireForEffect(
  state: LnlState,
  order: { side: string; spotter: string; shiftTo?: HexCoord; inLos: (hex: HexCoord) => boolean; groundOf: GroundOf },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: LnlState; result: FfeResult }> {
  const s = ownUnit(state, order.side, order.spotter);
  if (!s.ok) return s;
  const round = state.hexMarkers.find((m): m is Extract<HexMarker, { kind: 'spotting-round' }> => m.kind === 'spotting-round' && m.spotter === s.value.id);
  if (!round) return fail('lnl/no-spotting-round', { unit: s.value.id });
  // Only a Good Order spotter continues a mission, as only one may call it (18.2; DCT, Shaken).
  if (s.value.status !== 'good-order') return fail('lnl/shaken-cannot-fire', { unit: s.value.id });
  if (!hexOf(state, s.value)) return fail('lnl/no-position', { unit: s.value.id });
  const placed = placeFfe(round.at, order.inLos, order.shiftTo, state.grid);
  if (!placed.ok) return placed;
  const ffe = placed.value.ffe;
  // A line mission's second FFE keeps its offset from the first when the round drifted or shifted.
  const second = round.lineTo ? translateHex(round.lineTo, round.at, ffe) : undefined;
  const ffeHexes = second ? [ffe, second] : [ffe];
  const attacks = missionAttacks(round.mission, ffeHexes, round.firepower, { ...(state.grid ? { grid: state.grid } : {}), rules });
  if (!attacks.ok) return attacks;
  const shelled = bombard(state, order.side, attacks.value, order.groundOf, roller, rules);
  if (!shelled.ok) return shelled;
  let next: LnlState = { ...shelled.value.state, hexMarkers: shelled.value.state.hexMarkers.filter((m) => m !== round) };
  for (const at of ffeHexes) {
    next = addHexMarker(next, {
      kind: 'ffe',
      at,
      side: order.side,
      mission: round.mission,
      firepower: round.firepower,
      ...(round.walk ? { walk: { direction: round.walk, turnsLeft: 2 } } : {}),
    });
  }
  next = updateUnit(next, s.value.id, (u) => withMarker(u, 'ops-complete'));
  return ok({ state: next, result: { spotter: s.value.id, mission: round.mission, placement: placed.value, ffe: ffeHexes, attacks: attacks.value, hexes: shelled.value.hexes } });
}
