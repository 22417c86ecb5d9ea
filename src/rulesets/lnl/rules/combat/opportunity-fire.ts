import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import {
  fireWith,
  groupFirepower,
  lnlFireRules,
  type DftCircumstances,
  type DirectFireError,
  type DirectFireResult,
  type FireTarget,
  type FiringSupportWeapon,
  type FiringUnit,
  type FirepowerError,
  type GroupFirepower,
} from './direct-fire.js';
import type { Modifier } from '../game/modifiers.js';

/** The administrative markers on a would-be opportunity firer. */
export interface FirerMarkers {
  readonly moved?: boolean;
  readonly lowCrawl?: boolean;
  readonly hitAndRun?: boolean;
  readonly fired?: boolean;
  readonly opsComplete?: boolean;
}

export interface OpportunityFirer extends Omit<FiringUnit, 'opsComplete'> {
  readonly markers: FirerMarkers;
}

/** How the enemy unit is moving when it is fired on. */
export interface MovingTarget {
  /** MPs it has spent entering the hex it is fired on in; OF needs at least one. */
  readonly mpSpent: number;
  readonly movement: 'low-crawl' | 'stealth' | 'other';
  /** The hex it entered is spotted: needed against Low Crawl and Stealth movers. */
  readonly hexSpotted: boolean;
}

export type OpportunityFireEligibilityError =
  | 'lnl/of-firer-moved'
  | 'lnl/of-firer-low-crawl'
  | 'lnl/of-firer-hit-and-run'
  | 'lnl/of-firer-fired'
  | 'lnl/of-target-spent-no-mp'
  | 'lnl/of-target-hex-not-spotted';

const BARRING_MARKERS = [
  ['moved', 'lnl/of-firer-moved'],
  ['lowCrawl', 'lnl/of-firer-low-crawl'],
  ['hitAndRun', 'lnl/of-firer-hit-and-run'],
  ['fired', 'lnl/of-firer-fired'],
] as const;

/**
 * Whether these units may opportunity-fire at this mover: none under a Moved, Low Crawl, H&R or
 * Fired marker (Ops Complete is allowed), the target expended at least one MP, and a Low Crawling or
 * Stealth-moving target only in a spotted hex. A clear LOS is the DFT's business (`dftModifiers`
 * refuses a third degrading hex). LnL player aid, Opportunity Fire (5.3).
 */
export function opportunityFireEligibility(
  firers: readonly OpportunityFirer[],
  target: MovingTarget,
): RuleResult<true, OpportunityFireEligibilityError> {
  for (const f of firers) {
    for (const [marker, code] of BARRING_MARKERS) {
      if (f.markers[marker] === true) return fail(code, { unit: f.id });
    }
  }
  if (target.mpSpent < 1) return fail('lnl/of-target-spent-no-mp', { mp: target.mpSpent });
  if (target.movement !== 'other' && !target.hexSpotted) return fail('lnl/of-target-hex-not-spotted', { movement: target.movement });
  return ok(true);
}

/** Opportunity fire's modifier to an OFT to-hit roll (5.3): +2. */
export const OPPORTUNITY_FIRE_OFT_MODIFIER: Modifier = { reason: 'opportunity-fire', value: 2 };

export interface OpportunityFireInput {
  /** The first unit leads the group (5.2). */
  readonly firers: readonly OpportunityFirer[];
  readonly supportWeapons?: readonly FiringSupportWeapon[];
  readonly movingTarget: MovingTarget;
  /** Ops Complete is taken off each unit's IFP here, so the DFT's per-unit row is not declared again. */
  readonly circumstances?: Omit<DftCircumstances, 'opsCompleteUnits'>;
  readonly target: FireTarget;
}

export interface OpportunityFireResult extends DirectFireResult {
  readonly firepower: GroupFirepower;
}

export type OpportunityFireError = OpportunityFireEligibilityError | FirepowerError | DirectFireError;

/**
 * An opportunity-fire attack on a moving enemy: eligibility from markers, then a direct-fire attack
 * with the DFT modifiers where each Ops Complete firer has one less IFP and DFT support weapons fire
 * at half FP rounded up. OFT support weapons fire separately with `OPPORTUNITY_FIRE_OFT_MODIFIER`.
 *
 * LnL player aid, Opportunity Fire (5.3); Multiple Attacking Units (5.2).
 */
export function opportunityFire(
  input: OpportunityFireInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<OpportunityFireResult, OpportunityFireError> {
  const eligible = opportunityFireEligibility(input.firers, input.movingTarget);
  if (!eligible.ok) return eligible;
  const fp = groupFirepower(
    {
      units: input.firers.map((f) => ({ id: f.id, fp: f.fp, opsComplete: f.markers.opsComplete === true })),
      ...(input.supportWeapons === undefined ? {} : { supportWeapons: input.supportWeapons }),
    },
    { opsCompleteLosesOne: true, halveDftSupportWeapons: true },
  );
  if (!fp.ok) return fp;
  const fire = fireWith(
    'd6',
    'opportunity fire',
    { firepower: fp.value.total, ...(input.circumstances === undefined ? {} : { circumstances: input.circumstances }), target: input.target },
    roller,
    rules,
  );
  if (!fire.ok) return fire;
  return ok({ ...fire.value, firepower: fp.value });
}
