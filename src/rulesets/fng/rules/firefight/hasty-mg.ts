import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice } from '../figures/dice.js';
import { badRep, isRep, passRow, type PassRow, type RepError } from './reaction.js';

/**
 * Setting up machineguns (FNG 2nd Tour p.27, seed L753–L766; digest §5.7). A crew fired on while setting
 * up counts as having no weapon to return fire (L764), so it is outgunned (outgunned.ts).
 */

export type HastyResult = 'ready-now' | 'fire-in-reaction' | 'fire-when-next-active';

/** Hasty Machinegun Setup, taken against the team leader's REP (L753–L758, L766). */
export const HASTY_MG_TABLE: Readonly<Record<PassRow, HastyResult>> = {
  2: 'ready-now',
  1: 'fire-in-reaction',
  0: 'fire-when-next-active',
};

export interface HastyInput {
  readonly leaderRep: number;
  /** A bipod LMG going prone without its full crew: +1d6 (L754, L757, L762). */
  readonly bipodLmgShortCrew?: boolean;
}

/** Rolls the Hasty Machinegun Setup. */
export function hastyMgSetup(
  roller: Roller,
  input: HastyInput,
  label: string,
): RuleResult<{ readonly passes: number; readonly result: HastyResult; readonly part: RolledPart }, RepError> {
  if (!isRep(input.leaderRep)) return badRep(input.leaderRep, 'leader');
  const { passes, part } = passDice(roller, 2 + (input.bipodLmgShortCrew === true ? 1 : 0), input.leaderRep, label);
  return ok({ passes, result: HASTY_MG_TABLE[passRow(passes)], part });
}

/** Machineguns by how they set up: bipod LMGs; BAR and M-14A1 (one-man crew); tripod MMGs and HMGs. */
export type MgKind = 'bipod-lmg' | 'bar' | 'mmg' | 'hmg';

/** A full crew (L760, L762): two for LMGs, three for MMGs and HMGs; the BAR and M-14A1 one. */
export const FULL_CREW: Readonly<Record<MgKind, number>> = { 'bipod-lmg': 2, bar: 1, mmg: 3, hmg: 3 };

export interface SetupInput {
  readonly kind: MgKind;
  readonly crew: number;
  /** The gunner is behind a wall, in a building, in a trench or the like (L762): no setting up by going prone. */
  readonly awkwardPosition?: boolean;
}

export interface SetupOptions {
  /** Set up simply by going prone (fully crewed bipod LMG, BAR, M-14A1; L762). */
  readonly byGoingProne: boolean;
  /** May roll the Hasty Setup table, with +1d6 for a short-crewed bipod LMG going prone. */
  readonly hasty: 'no' | 'yes' | 'yes-with-extra-die';
  /** Uninterrupted activations for a full set-up: one, plus one per missing crewman (L760). */
  readonly fullSetupActivations: number;
}

/** How a team may set up its gun (L760–L766). */
export function setupOptions(input: SetupInput): RuleResult<SetupOptions, 'fng/invalid-crew'> {
  if (!Number.isInteger(input.crew) || input.crew < 1) return fail('fng/invalid-crew', { crew: input.crew });
  const missing = Math.max(0, FULL_CREW[input.kind] - input.crew);
  const proneKind = input.kind === 'bipod-lmg' || input.kind === 'bar';
  const byGoingProne = proneKind && missing === 0 && input.awkwardPosition !== true;
  const hasty = missing === 0 ? 'yes' : input.kind === 'bipod-lmg' && input.awkwardPosition !== true ? 'yes-with-extra-die' : 'no';
  return ok({ byGoingProne, hasty, fullSetupActivations: 1 + missing });
}
