import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { dctOutcome, LEG_DCT_CLASSES, type DctBand, type DctClass, type DctOutcome } from './damage-check-table.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';

export type DamageCheckError = 'lnl/invalid-morale' | 'lnl/dc-flag-not-for-class';

export interface DamageCheckInput {
  readonly unitClass: DctClass;
  /** The unit's printed morale on its current side (a wounded leader's already lowered by one). */
  readonly morale: number;
  /** The "+#" of the attack's DC result (DCC table, ordnance vs infantry, overrun…). */
  readonly modifier: number;
  /** LM of a Good Order leader in the hex; leg units only (5.0 step 4, 11.1.1). */
  readonly leaderLm?: number;
  /**
   * The unit is a Squad or Half-Squad and the DC comes from enemy fire: a natural 1 may create a
   * hero (module rules exclude some nationalities: the caller leaves this off for them).
   */
  readonly heroCandidate?: boolean;
  /** An armoured or unarmoured vehicle already Shaken: another shaken result abandons it. */
  readonly vehicleShaken?: boolean;
  /** An SMC already under a Wounded marker (or a hero on its wounded side): wounded again → eliminated. */
  readonly smcWounded?: boolean;
  /** Names the die in the ledger: "damage check 1st Sqd". */
  readonly unit?: string;
}

/** Why the outcome differs from the printed cell: a second Shaken or a second Wound. */
export type DctEscalation = 'shaken-again' | 'wounded-again';

export interface HeroRoll {
  readonly die: number;
  readonly created: boolean;
  readonly part: RolledPart;
}

export interface DamageCheckResult {
  readonly unitClass: DctClass;
  readonly die: number;
  /** The DC modifier (`difference`) and a leader's LM (`leadership`, negative). */
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly morale: number;
  readonly band: DctBand;
  /** What the DCT cell prints. */
  readonly printedOutcome: DctOutcome;
  /** What happens to the unit, after any escalation. */
  readonly outcome: DctOutcome;
  readonly escalation?: DctEscalation;
  /** Rolled only when a hero candidate's DC die showed 1. */
  readonly hero?: HeroRoll;
  readonly part: RolledPart;
}

const VEHICLE_SHAKEN_CLASSES: readonly DctClass[] = ['armoured', 'unarmoured'];
const WOUNDABLE_CLASSES: readonly DctClass[] = ['good-order-smc', 'hero-or-shaken-smc'];

function badMorale(morale: number): boolean {
  return !Number.isInteger(morale) || morale < 1;
}

function escalate(input: DamageCheckInput, printed: DctOutcome): { outcome: DctOutcome; escalation?: DctEscalation } {
  if (printed === 'shaken' && input.vehicleShaken === true) return { outcome: 'abandoned', escalation: 'shaken-again' };
  if (printed === 'wounded' && input.smcWounded === true) return { outcome: 'eliminated', escalation: 'wounded-again' };
  return { outcome: printed };
}

/**
 * One unit's Damage Check: 1d6 + the DC modifier − a Good Order leader's LM (leg units only), read
 * on the unit class's DCT column against its morale. A hero candidate whose die shows 1 rolls again,
 * whatever the DC's outcome: even → a hero appears in the hex. "Shaken vehicles receiving another
 * shaken result are abandoned" and "SMCs under a Wounded marker who are Wounded again are
 * eliminated" are applied and reported as an escalation.
 *
 * LnL player aid, Fire Combat (5.0) step 4; Damage Check Table (DCT) (5.0, 14.1, 18.2) with its
 * Shaken, Wounded and Hero Creation notes.
 */
export function damageCheck(input: DamageCheckInput, roller: Roller): RuleResult<DamageCheckResult, DamageCheckError> {
  const { unitClass, morale } = input;
  if (badMorale(morale)) return fail('lnl/invalid-morale', { morale });
  const flagFail = (flag: string) => fail('lnl/dc-flag-not-for-class' as const, { flag, unitClass });
  if (input.leaderLm !== undefined && input.leaderLm !== 0 && !LEG_DCT_CLASSES.includes(unitClass)) return flagFail('leaderLm');
  if (input.vehicleShaken === true && !VEHICLE_SHAKEN_CLASSES.includes(unitClass)) return flagFail('vehicleShaken');
  if (input.smcWounded === true && !WOUNDABLE_CLASSES.includes(unitClass)) return flagFail('smcWounded');
  if (input.heroCandidate === true && unitClass !== 'good-order-mmc' && unitClass !== 'shaken-mmc') return flagFail('heroCandidate');

  const label = input.unit === undefined ? 'damage check' : `damage check ${input.unit}`;
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, label);
  const die = part.total;
  const modifiers = nonZero([
    { reason: 'difference', value: input.modifier },
    { reason: 'leadership', value: -(input.leaderLm ?? 0) },
  ]);
  const total = die + sumModifiers(modifiers);
  const { band, outcome: printedOutcome } = dctOutcome(unitClass, total, morale);
  const { outcome, escalation } = escalate(input, printedOutcome);

  let hero: HeroRoll | undefined;
  if (input.heroCandidate === true && die === 1) {
    const heroPart = roller.roll({ op: 'sum', n: 1, sides: 6 }, input.unit === undefined ? 'hero' : `hero ${input.unit}`);
    hero = { die: heroPart.total, created: heroPart.total % 2 === 0, part: heroPart };
  }
  return ok({
    unitClass,
    die,
    modifiers,
    total,
    morale,
    band,
    printedOutcome,
    outcome,
    ...(escalation === undefined ? {} : { escalation }),
    ...(hero === undefined ? {} : { hero }),
    part,
  });
}
