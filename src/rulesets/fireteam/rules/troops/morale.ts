/** Casualties, as a share of the unit's starting figures, that leave it permanently Pinned. */
export const PERMANENT_PIN_PERCENT = 30;
/** Casualties that remove it (unless a Commissar holds it in the field). */
export const REMOVE_PERCENT = 60;

export type MoraleStatus = 'steady' | 'pinned' | 'permanently-pinned' | 'removed';

export interface MoraleInput {
  /** Figures the unit started the battle with. */
  readonly figures: number;
  /** Figures it has lost. */
  readonly casualties: number;
  /** Its hits this turn put it over its pin quota, or a heavy weapon or flamethrower hit it. */
  readonly pinnedThisTurn?: boolean;
  /** A Commissar keeps routers in the field, counting Pinned. */
  readonly commissar?: boolean;
}

export interface MoraleResult {
  readonly status: MoraleStatus;
  readonly figures: number;
  readonly casualties: number;
  /** The unit would have been removed but its Commissar holds it, Pinned. */
  readonly heldByCommissar: boolean;
  readonly canMove: boolean;
  readonly canShoot: boolean;
  /** Its next turn's fire takes the pinned −2. */
  readonly reducedFireNextTurn: boolean;
  readonly fightsIfAssaulted: boolean;
}

const atLeast = (casualties: number, figures: number, percent: number): boolean => casualties * 100 >= figures * percent;

/**
 * The unit's state after the Pinning and Morale phase (Fire Team, seed 004, Pinning and Morale;
 * Special Units, Commissars). Pinned this turn: no move this turn and reduced fire next turn, to be
 * pinned afresh each turn. 30% casualties or more: permanently Pinned, no shooting or moving, but it
 * fights if assaulted. 60% or more: removed, unless a Commissar keeps it in the field as Pinned.
 */
export function morale(input: MoraleInput): MoraleResult {
  if (input.figures < 1 || input.casualties < 0 || input.casualties > input.figures) {
    throw new Error(`impossible casualties ${input.casualties} of ${input.figures}`);
  }
  const base = { figures: input.figures, casualties: input.casualties };
  const removed = atLeast(input.casualties, input.figures, REMOVE_PERCENT);
  const heldByCommissar = removed && input.commissar === true && input.casualties < input.figures;
  if (removed && !heldByCommissar) {
    return { ...base, status: 'removed', heldByCommissar, canMove: false, canShoot: false, reducedFireNextTurn: false, fightsIfAssaulted: false };
  }
  if (heldByCommissar || atLeast(input.casualties, input.figures, PERMANENT_PIN_PERCENT)) {
    return { ...base, status: 'permanently-pinned', heldByCommissar, canMove: false, canShoot: false, reducedFireNextTurn: false, fightsIfAssaulted: true };
  }
  if (input.pinnedThisTurn === true) {
    return { ...base, status: 'pinned', heldByCommissar, canMove: false, canShoot: true, reducedFireNextTurn: true, fightsIfAssaulted: true };
  }
  return { ...base, status: 'steady', heldByCommissar, canMove: true, canShoot: true, reducedFireNextTurn: false, fightsIfAssaulted: true };
}
