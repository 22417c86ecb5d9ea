import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, passDice } from '../figures/dice.js';
import { badRep, isRep, passRow, type PassRow, type RepError } from './reaction.js';
import type { RrBackBlast } from '../figures/weapons.js';

/**
 * Grenades, LAWs and blast circles (FNG 2nd Tour p.13, p.28–29, p.33–34; seed L563, L769–L782,
 * L854–L884; QRS L2473–L2502; digest §6.8). LAWs and rifle grenades are readied here and then fired on
 * the Ranged Combat Table (L857); hand grenades and satchel charges are thrown here.
 */

/** Hand grenades reach 6" (L866), 9" for a Ball Player (1(3)); satchel charges 3" (L782). */
export const GRENADE_RANGE = 6;
export const BALL_PLAYER_RANGE = 9;
export const SATCHEL_RANGE = 3;

export type ReadyResult = 'ready-now' | 'reaction-or-next-active' | 'next-active';

/**
 * Ready the Grenade/LAW (L854–L864, QRS L2495–L2502): also for LAWs, rifle grenades, satchel charges,
 * plastic explosive and every M203 shot. One grenade per turn.
 */
export const READY_TABLE: Readonly<Record<PassRow, ReadyResult>> = {
  2: 'ready-now',
  1: 'reaction-or-next-active',
  0: 'next-active',
};

export interface ReadyRoll {
  readonly passes: number;
  readonly result: ReadyResult;
  readonly part: RolledPart;
}

/** Readies a grenade, LAW, rifle grenade or charge: 2d6 against the figure's REP. */
export function readyGrenade(roller: Roller, rep: number, label: string): RuleResult<ReadyRoll, RepError> {
  if (!isRep(rep)) return badRep(rep);
  const { passes, part } = passDice(roller, 2, rep, label);
  return ok({ passes, result: READY_TABLE[passRow(passes)], part });
}

export type Landing = 'on-spot' | 'missed' | 'oops';

/**
 * Throwing a Grenade (L866–L877, QRS L2473–L2490). One pass lands on the spot only if the thrower can
 * see it, or drops the grenade over a wall or rolls it through a door.
 */
export const THROW_TABLE = {
  2: 'on-spot',
  1: { seesSpotOrDropped: 'on-spot', blind: 'missed' },
  0: 'oops',
} as const;

/** House rule `fng.grenade.dud`. */
export type DudRule = 'any-1-2' | 'vc-nva-5-6';

export interface ThrowInput {
  readonly rep: number;
  /** Distance to the nominated spot, in inches. */
  readonly distance: number;
  readonly canSeeSpot: boolean;
  /** Dropped over a wall, rolled into a doorway or the like (L877). */
  readonly dropped?: boolean;
  readonly ballPlayer?: boolean;
  readonly satchelCharge?: boolean;
  /** Thrown by a VC or NVA figure (the L769 dud rule only). */
  readonly communist: boolean;
  readonly dudRule: DudRule;
}

/**
 * The Received Fire the grenade causes: `outgunning` is the grenade's own OR 5; a dud under L563 does not
 * outgun; a VC/NVA dud under L769 counts OR 2 lower (use `attackerOrModifier: −2` in outgunned.ts).
 */
export type GrenadeReceivedFire = 'none' | 'outgunning' | 'not-outgunned' | 'or-minus-2';

export interface ThrowResult {
  readonly passes: number;
  readonly landing: Landing;
  /** Rolled where the dud rule calls for it. */
  readonly dud?: boolean;
  readonly explodes: boolean;
  /** Where the blast circle is centred, if the grenade explodes on the table where it can hurt anyone. */
  readonly blastCentre: 'nominated-spot' | 'thrower' | 'none';
  /** After an Oops each figure in the circle rolls 1d6 against REP to drop prone and escape (`escapeOops`). */
  readonly escapeRolls: boolean;
  /** Who takes Received Fire and how: the target after a miss or a dud; those in the circle after an L769 dud. */
  readonly receivedFire: GrenadeReceivedFire;
  readonly parts: readonly RolledPart[];
}

export type ThrowError = RepError | 'fng/out-of-throw-range';

/** The dud check as the house rule reads it; `undefined` when it is not rolled. */
function dudCheck(roller: Roller, input: ThrowInput, landing: Landing, label: string) {
  if (input.dudRule === 'any-1-2') return chance(roller, 1, 2, `${label} dud`);
  if (input.communist && landing === 'on-spot') return chance(roller, 5, 6, `${label} dud`);
  return undefined;
}

/**
 * Throws a readied grenade or satchel charge at a spot within reach: 2d6 against REP, then the dud check
 * (L563: every grenade thrown or launched, hit or miss, dud on 1–2; L769: VC/NVA grenades that land on
 * the spot, dud on 5–6).
 */
export function throwGrenade(roller: Roller, input: ThrowInput, label: string): RuleResult<ThrowResult, ThrowError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  const reach = input.satchelCharge === true ? SATCHEL_RANGE : input.ballPlayer === true ? BALL_PLAYER_RANGE : GRENADE_RANGE;
  if (!(input.distance >= 0 && input.distance <= reach)) return fail('fng/out-of-throw-range', { distance: input.distance, reach });
  const roll = passDice(roller, 2, input.rep, label);
  const row = passRow(roll.passes);
  const landing: Landing =
    row === 2 ? THROW_TABLE[2] : row === 0 ? THROW_TABLE[0] : input.canSeeSpot || input.dropped === true ? THROW_TABLE[1].seesSpotOrDropped : THROW_TABLE[1].blind;
  const dud = dudCheck(roller, input, landing, label);
  const parts = dud ? [roll.part, dud.part] : [roll.part];
  const isDud = dud?.happens === true;
  const receivedFire: GrenadeReceivedFire = isDud
    ? input.dudRule === 'any-1-2'
      ? 'not-outgunned'
      : 'or-minus-2'
    : landing === 'missed'
      ? 'outgunning'
      : 'none';
  return ok({
    passes: roll.passes,
    landing,
    ...(dud ? { dud: dud.happens } : {}),
    explodes: !isDud,
    blastCentre: isDud || landing === 'missed' ? 'none' : landing === 'oops' ? 'thrower' : 'nominated-spot',
    escapeRolls: !isDud && landing === 'oops',
    receivedFire,
    parts,
  });
}

/** After an Oops, a figure in the circle that rolls its REP or less on 1d6 drops prone and escapes damage (L877). */
export function escapeOops(roller: Roller, rep: number, label: string): RuleResult<{ readonly escapes: boolean; readonly part: RolledPart }, RepError> {
  if (!isRep(rep)) return badRep(rep);
  const { passes, part } = passDice(roller, 1, rep, label);
  return ok({ escapes: passes === 1, part });
}

/** House rule `fng.blast-cover`: L876 says Duck Back, the example L878 says "stunned". */
export type BlastCover = 'duck-back' | 'stunned';

/**
 * Protection from cover in a blast circle (L876–L878): with cover between the figure and the centre whose
 * Defensive Value is at least the blast's Impact, the figure is not damaged but Ducks Back (or is Stunned,
 * by the house rule); weaker cover, or none, and it rolls Combat Damage as normal (without the even-die
 * cover rule, which is for shots). Every figure in the circle rolls, friends and thrower too (L884).
 */
export function blastProtection(input: {
  readonly impact: number;
  /** DV of the cover between the figure and the centre; undefined for none. */
  readonly coverDv?: number;
  readonly blastCover: BlastCover;
}): 'damage' | BlastCover {
  return input.coverDv !== undefined && input.coverDv >= input.impact ? input.blastCover : 'damage';
}

/** House rule `fng.rr.backblast` (recoilless rifles only). */
export type { RrBackBlast };

/**
 * Back blast (L763, L770, L783; table footnotes L490, L551): an Impact hit on anyone within 1" of a line
 * straight behind the firer. Bazookas, LAWs and RPGs 6" Impact 2; claymores 4" Impact 2; recoilless
 * rifles by the house rule.
 */
export function backBlast(
  weapon: 'recoilless-rifle' | 'rocket-launcher' | 'claymore',
  rr: RrBackBlast,
): { readonly inches: number; readonly impact: number; readonly halfWidthInches: 1 } {
  if (weapon === 'claymore') return { inches: 4, impact: 2, halfWidthInches: 1 };
  if (weapon === 'rocket-launcher' || rr === '6-impact-2') return { inches: 6, impact: 2, halfWidthInches: 1 };
  return { inches: 8, impact: 3, halfWidthInches: 1 };
}
