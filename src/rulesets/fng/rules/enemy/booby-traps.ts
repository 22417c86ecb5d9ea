import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';
import { rollOff } from './random-events.js';

/**
 * Booby traps (FNG 2nd Tour p.65, seed L1506–L1522; CDMs p.29, L783): the two trap types, who a
 * Random Event trap catches, and the Disarm Trap test when a figure steps on a wide-spread trap.
 */

export type BoobyTrapError = 'fng/invalid-rep' | 'fng/no-groups' | 'fng/empty-group';

export type TrapType = 'wide-spread' | 'localized';

/** What each trap type does (L1511–L1518). */
export const TRAP_EFFECTS = {
  source: 'seed L1511–L1518',
  /** A 5" blast circle on the target: all inside take an Impact 2 hit, cover protecting as for blasts. */
  'wide-spread': { blastInches: 5, impact: 2, victims: 'blast-circle' },
  /** Only the figure that set it off, an Impact 1 hit; it cannot be disarmed. */
  localized: { impact: 1, victims: 'trigger-only' },
} as const;

/**
 * Command Detonated Mines and VC/NVA IEDs (L783): set up in one uninterrupted activation facing one
 * way, fired from up to 12"; a triangle 1" wide at the mine, 8" deep, 8" wide at its end, Impact 3 to
 * all in it; a 4" Impact 2 back blast. The VC/NVA place theirs before the game, or one comes as a PC.
 */
export const CDM = {
  source: 'seed L783',
  setupActivations: 1,
  detonateWithinInches: 12,
  zone: { nearWidthInches: 1, depthInches: 8, farWidthInches: 8 },
  impact: 3,
  backBlast: { inches: 4, impact: 2 },
} as const;

/**
 * The type of a Random Event 5 trap, which no table gives (L1641): 1d6, (1–3) localized, (4–6)
 * wide-spread (default), or always one type. A PC trap has its type from its PC row.
 */
export const RANDOM_EVENT_TRAP_TYPE_READINGS = ['d6-split', 'wide-spread', 'localized'] as const;
export type RandomEventTrapTypeReading = (typeof RANDOM_EVENT_TRAP_TYPE_READINGS)[number];

/** The type of a Random Event booby trap under the reading. */
export function randomEventTrapType(
  roller: Roller,
  reading: RandomEventTrapTypeReading,
): { readonly type: TrapType; readonly parts: readonly RolledPart[] } {
  if (reading !== 'd6-split') return { type: reading, parts: [] };
  const { score, part } = d6(roller, 'booby trap type');
  return { type: score <= 3 ? 'localized' : 'wide-spread', parts: [part] };
}

/**
 * Who a Random Event trap catches: the dice of Target of the Trap (L1519, default), or the FWF figure
 * closest to a PEF as the event's own text says (L1641), which the caller measures.
 */
export const RANDOM_EVENT_TRAP_TARGET_READINGS = ['dice', 'closest-to-pef'] as const;
export type RandomEventTrapTargetReading = (typeof RANDOM_EVENT_TRAP_TARGET_READINGS)[number];

export interface TrapFigure {
  readonly id: string;
  /** Walking point: rolls 2d6 and keeps the higher. */
  readonly pointman: boolean;
  readonly trapFinder: boolean;
}

export interface TrapGroup {
  readonly id: string;
  readonly figures: readonly TrapFigure[];
}

export interface TrapTarget {
  readonly group: string;
  readonly figure: string;
  /** The figure was chosen because it is a Trap Finder (L362). */
  readonly byTrapFinder: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Target of the Trap (p.65, L1519): 1d6 per friendly group, the highest is the target, ties re-roll;
 * then 1d6 per figure of that group, a Point Man 2d6 keeping the higher, highest is the victim, ties
 * re-roll. A Trap Finder in the group is always the one chosen (Trap Finder, L362); with several, they
 * roll off among themselves.
 */
export function trapTarget(
  roller: Roller,
  groups: readonly TrapGroup[],
): RuleResult<TrapTarget, BoobyTrapError> {
  if (groups.length === 0) return fail('fng/no-groups');
  const empty = groups.find((g) => g.figures.length === 0);
  if (empty) return fail('fng/empty-group', { group: empty.id });
  const parts: RolledPart[] = [];
  const byGroup = rollOff(roller, groups.map((g) => g.id), 'booby trap group');
  if (!byGroup.ok) throw new Error('groups checked non-empty');
  parts.push(...byGroup.value.parts);
  const group = groups.find((g) => g.id === byGroup.value.winner)!;
  const finders = group.figures.filter((f) => f.trapFinder);
  const pool = finders.length > 0 ? finders : group.figures;
  const byFigure = rollOff(
    roller,
    pool.map((f) => f.id),
    'booby trap figure',
    (id) => (finders.length === 0 && pool.find((f) => f.id === id)!.pointman ? 2 : 1),
  );
  if (!byFigure.ok) throw new Error('group checked non-empty');
  parts.push(...byFigure.value.parts);
  return ok({ group: group.id, figure: byFigure.value.winner, byTrapFinder: finders.length > 0, parts });
}

export type TrapOutcome = 'deactivated' | 'explodes';

export interface TriggerTrapResult {
  readonly type: TrapType;
  readonly outcome: TrapOutcome;
  /** Why: rolled, or a Speak Local / civilian guide made it count as disarmed (L1298). */
  readonly by: 'disarm-test' | 'speak-local' | 'localized';
  /** The modified REP the test was taken against, a 6 always failing. */
  readonly rep?: number;
  readonly passes?: 0 | 1 | 2;
  /** The second 1d6 of a 1-pass result. */
  readonly secondDie?: number;
  /** When it explodes: Impact and who is hit. */
  readonly effect?: (typeof TRAP_EFFECTS)[TrapType];
  readonly parts: readonly RolledPart[];
}

/**
 * Triggering Traps and the Disarm Trap test (p.65, L1506–L1516, L1522): a figure stepping on a
 * wide-spread trap rolls 2d6 vs REP, a 6 always failing; Trap Finder +1 REP (L362), wire cutters +1
 * vs tripwires and CDMs (L375), a Point Man walking point +1 if `pointmanBonus`. Pass 2: deactivated.
 * Pass 1: 1d6 vs the same REP (6 still fails), pass deactivated, fail explodes. Pass 0: explodes.
 * A localized trap is not tested: it hits its figure. `countsAsDisarmed` is the Speak Local result
 * "next booby trap triggered above ground is treated as disarmed" or a civilian guide (L1298).
 */
export function triggerTrap(
  roller: Roller,
  input: {
    readonly figureId: string;
    readonly type: TrapType;
    readonly rep: number;
    readonly trapFinder: boolean;
    readonly wireCuttersVsTripwire: boolean;
    readonly walkingPoint: boolean;
    readonly pointmanBonus: boolean;
    readonly countsAsDisarmed: boolean;
  },
): RuleResult<TriggerTrapResult, BoobyTrapError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) {
    return fail('fng/invalid-rep', { figure: input.figureId, rep: input.rep });
  }
  if (input.countsAsDisarmed) return ok({ type: input.type, outcome: 'deactivated', by: 'speak-local', parts: [] });
  if (input.type === 'localized') {
    return ok({ type: 'localized', outcome: 'explodes', by: 'localized', effect: TRAP_EFFECTS.localized, parts: [] });
  }
  const rep =
    input.rep +
    (input.trapFinder ? 1 : 0) +
    (input.wireCuttersVsTripwire ? 1 : 0) +
    (input.walkingPoint && input.pointmanBonus ? 1 : 0);
  const test = passDice(roller, 2, rep, `disarm trap ${input.figureId}`, { autoFailOnSix: true });
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  const base = { type: input.type, by: 'disarm-test' as const, rep, passes };
  const boom = { outcome: 'explodes' as const, effect: TRAP_EFFECTS['wide-spread'] };
  if (passes === 2) return ok({ ...base, outcome: 'deactivated', parts: [test.part] });
  if (passes === 0) return ok({ ...base, ...boom, parts: [test.part] });
  const second = passDice(roller, 1, rep, `disarm trap ${input.figureId} second die`, { autoFailOnSix: true });
  const secondDie = second.part.faces[0]!;
  const parts = [test.part, second.part];
  if (second.passes === 1) return ok({ ...base, outcome: 'deactivated', secondDie, parts });
  return ok({ ...base, ...boom, secondDie, parts });
}
