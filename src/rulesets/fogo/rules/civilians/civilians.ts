import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { requirePhasing, type PhaseError } from '../game/initiative.js';
import { sumValues, type Modifier } from '../game/modifiers.js';
import { ownLivingStand, type FogoState, type StateError } from '../game/state.js';
import { civilianIntention, type CivilianIntention } from '../game/civilian-intentions.js';

export interface CivilianInput {
  /** The side controlling the civilians (the insurgents, or the umpire playing them). */
  readonly side: string;
  readonly stand: string;
  /** Shot at, or in sight of a stand that fired or was shot at, this or the last enemy initiative. */
  readonly shootingInVicinity: boolean;
  /** In sight of an enemy stand. */
  readonly enemyInSight: boolean;
}

export interface CivilianResult {
  readonly kind: 'civilian-intention';
  readonly side: string;
  readonly stand: string;
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly intention: CivilianIntention;
  /** Move actions the stand must make: two with shooting in the vicinity, else one; none to mill about. */
  readonly moveActions: 0 | 1 | 2;
  readonly part: RolledPart;
  /** Civilian actions never pass the initiative. */
  readonly initiative: 'keep';
}

export type CivilianError =
  | PhaseError
  | StateError
  | 'fogo/not-civilians'
  | 'fogo/stand-suppressed'
  | 'fogo/civilians-not-triggered'
  | 'fogo/civilians-act-first'
  | 'fogo/already-rolled';

/**
 * An unarmed civilian stand's intention roll (Fogo Cruzado, Unarmed Civilians; crossfire-core §2.4):
 * 1d6, +1 with shooting in the vicinity. Civilians act only when there is shooting nearby or an enemy
 * in sight, once per initiative, and before any armed stand of their side acts; nothing they do
 * passes the initiative.
 */
export function rollCivilianIntention(
  state: FogoState,
  input: CivilianInput,
  roller: Roller,
): RuleResult<{ state: FogoState; result: CivilianResult }, CivilianError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const stand = s.value;
  if (stand.type !== 'civilians') return fail('fogo/not-civilians', { stand: stand.id });
  if (stand.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: stand.id });
  if (!input.shootingInVicinity && !input.enemyInSight) return fail('fogo/civilians-not-triggered', { stand: stand.id });
  if (state.thisInitiative.armedActed) return fail('fogo/civilians-act-first');
  if (state.thisInitiative.civilianIntentions[stand.id] !== undefined) return fail('fogo/already-rolled', { stand: stand.id });
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `civilians ${stand.id}`);
  const modifiers: Modifier[] = input.shootingInVicinity ? [{ reason: 'shooting-in-vicinity', value: 1 }] : [];
  const total = part.total + sumValues(modifiers);
  const intention = civilianIntention(total);
  const moveActions = intention === 'mill-about' ? 0 : input.shootingInVicinity ? 2 : 1;
  const next: FogoState = {
    ...state,
    thisInitiative: {
      ...state.thisInitiative,
      civilianIntentions: { ...state.thisInitiative.civilianIntentions, [stand.id]: intention },
    },
  };
  return ok({
    state: next,
    result: {
      kind: 'civilian-intention',
      side: side.value,
      stand: stand.id,
      die: part.total,
      modifiers,
      total,
      intention,
      moveActions,
      part,
      initiative: 'keep',
    },
  });
}
