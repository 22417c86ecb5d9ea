import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';

/**
 * Spider holes from Random Event 7 (FNG 2nd Tour p.71–72, seed L1650–L1664): which FWF groups are
 * hit, where the hole is, whether the closest figure spots it, and who is inside.
 */

export type SpiderHoleError = 'fng/no-groups' | 'fng/invalid-rep' | 'fng/invalid-distance';

export interface SpiderHoleTargets {
  /** Every group tied on the highest 1d6 gets its own spider hole (L1657). */
  readonly groups: readonly string[];
  readonly rolls: readonly { readonly group: string; readonly score: number }[];
  readonly parts: readonly RolledPart[];
}

/** The target: 1d6 per FWF group, the highest; ties mean several spider holes, not a re-roll (L1657). */
export function spiderHoleTargets(
  roller: Roller,
  groups: readonly string[],
): RuleResult<SpiderHoleTargets, SpiderHoleError> {
  if (groups.length === 0) return fail('fng/no-groups');
  const rolls = groups.map((group) => ({ group, ...d6(roller, `spider hole ${group}`) }));
  const top = Math.max(...rolls.map((r) => r.score));
  return ok({
    groups: rolls.filter((r) => r.score === top).map((r) => r.group),
    rolls: rolls.map(({ group, score }) => ({ group, score })),
    parts: rolls.map((r) => r.part),
  });
}

export type SpiderHoleSide = 'rear' | 'left' | 'right' | 'front';

/** Spider Hole table, 1d6 read as rolled (L1650–L1652). */
export const SPIDER_HOLE_LOCATION = {
  source: 'seed L1650–L1652',
  bySide: ['rear', 'rear', 'rear', 'left', 'right', 'front'],
} as const satisfies { source: string; bySide: readonly SpiderHoleSide[] };

export interface SpiderHoleLocation {
  readonly score: number;
  readonly side: SpiderHoleSide;
  readonly distanceScore: number;
  /** 1d6 + 6", or the LOS limit if shorter (L1654). */
  readonly distanceInches: number;
  readonly parts: readonly RolledPart[];
}

/** Where the hole is (L1652–L1654): side on 1d6, then 1d6 + 6" away, capped at the LOS limit. */
export function spiderHoleLocation(
  roller: Roller,
  input: { readonly group: string; readonly losLimitInches?: number },
): RuleResult<SpiderHoleLocation, SpiderHoleError> {
  const limit = input.losLimitInches;
  if (limit !== undefined && !(limit >= 0)) return fail('fng/invalid-distance', { distance: limit });
  const side = d6(roller, `spider hole side ${input.group}`);
  const dist = d6(roller, `spider hole distance ${input.group}`);
  const raw = dist.score + 6;
  return ok({
    score: side.score,
    side: SPIDER_HOLE_LOCATION.bySide[side.score - 1]!,
    distanceScore: dist.score,
    distanceInches: limit === undefined ? raw : Math.min(raw, limit),
    parts: [side.part, dist.part],
  });
}

/** What a 1-pass does with a hole to the left or right, which L1656 leaves out (front fires, rear charges). */
export const SPIDER_HOLE_FLANK_READINGS = ['fire', 'charge'] as const;
export type SpiderHoleFlankReading = (typeof SPIDER_HOLE_FLANK_READINGS)[number];

export type SpiderHoleAmbush =
  /** Spotted: the spotter gets a free Ranged Combat attack once the hole is placed. */
  | 'spotter-fires-first'
  /** The occupants open fire. */
  | 'occupants-fire'
  /** The occupants charge the nearest figure straight into melee, no Charge into Melee test. */
  | 'occupants-charge'
  /** The occupants fire, then charge the closest enemy in LOS straight into melee. */
  | 'occupants-fire-then-charge';

export interface SpiderHoleDiscovery {
  readonly dice: 2 | 3;
  readonly rep: number;
  readonly passes: 0 | 1 | 2;
  readonly ambush: SpiderHoleAmbush;
  /** A support weapons team fires instead of charging (L1656). */
  readonly supportTeamFiresInstead: boolean;
  readonly part: RolledPart;
}

/**
 * Spider Hole Discovery (p.71, L1654–L1656): the closest infantry figure with the hole in LOS rolls
 * 2d6 vs REP, 3d6 keeping the best two if a Trap Finder or Point Man; with nobody facing the hole the
 * nearest figure rolls 2d6 vs REP −2. Pass 2: spotted, free shot. Pass 1: the occupants fire if the
 * hole is in front, charge if behind (flanks per `flank`). Pass 0: they fire, then charge.
 */
export function spiderHoleDiscovery(
  roller: Roller,
  input: {
    readonly figureId: string;
    readonly rep: number;
    readonly holeInLos: boolean;
    readonly trapFinderOrPointman: boolean;
    readonly side: SpiderHoleSide;
    readonly flank: SpiderHoleFlankReading;
    readonly occupantsAreSupportTeam: boolean;
  },
): RuleResult<SpiderHoleDiscovery, SpiderHoleError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) {
    return fail('fng/invalid-rep', { figure: input.figureId, rep: input.rep });
  }
  const dice = input.holeInLos && input.trapFinderOrPointman ? 3 : 2;
  const rep = input.holeInLos ? input.rep : input.rep - 2;
  const test = passDice(roller, dice, rep, `spider hole discovery ${input.figureId}`);
  // Keeping the best two of three dice passes at most two.
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  const team = input.occupantsAreSupportTeam;
  const base = { dice, rep, passes, part: test.part } as const;
  if (passes === 2) return ok({ ...base, ambush: 'spotter-fires-first', supportTeamFiresInstead: false });
  if (passes === 0) {
    return ok({ ...base, ambush: team ? 'occupants-fire' : 'occupants-fire-then-charge', supportTeamFiresInstead: team });
  }
  const charges = input.side === 'rear' || (input.side !== 'front' && input.flank === 'charge');
  return ok({
    ...base,
    ambush: charges && !team ? 'occupants-charge' : 'occupants-fire',
    supportTeamFiresInstead: charges && team,
  });
}

export interface SpiderHoleOccupants {
  readonly count: 1 | 2;
  readonly rep: 3 | 4;
  readonly weapon: 'rpg' | 'sf-rifle' | 'smg' | 'lmg';
  /** A two-man LMG team: a support weapons team, which fires instead of charging. */
  readonly supportTeam: boolean;
}

/** Spider Hole Occupant table, 1d6 read as rolled (L1662–L1664). */
export const SPIDER_HOLE_OCCUPANTS = {
  source: 'seed L1662–L1664',
  byScore: [
    { count: 1, rep: 4, weapon: 'rpg', supportTeam: false },
    { count: 1, rep: 4, weapon: 'sf-rifle', supportTeam: false },
    { count: 2, rep: 4, weapon: 'smg', supportTeam: false },
    { count: 2, rep: 3, weapon: 'sf-rifle', supportTeam: false },
    { count: 2, rep: 3, weapon: 'sf-rifle', supportTeam: false },
    { count: 2, rep: 4, weapon: 'lmg', supportTeam: true },
  ],
} as const satisfies { source: string; byScore: readonly SpiderHoleOccupants[] };

/** Who is in the hole (L1659–L1664): 1d6 read as rolled. */
export function spiderHoleOccupants(roller: Roller): SpiderHoleOccupants & { readonly score: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'spider hole occupants');
  return { ...SPIDER_HOLE_OCCUPANTS.byScore[score - 1]!, score, part };
}
