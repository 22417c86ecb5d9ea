import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, intRule, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { damageCheck, type DamageCheckResult } from './damage-check.js';
import { applyEffect, type AppliedEffect, type UnitEffect } from '../game/effects.js';
import { findUnit, freeUnitId, hexOf, unitsAt, type LnlState } from '../game/state.js';
import { dctClassOf, effectiveMorale, isLeg, leadershipOf, type Unit } from '../game/units.js';

/** One unit's Damage Check and what it did. */
export interface UnitDamage {
  readonly unit: string;
  readonly check: DamageCheckResult;
  readonly applied: AppliedEffect;
  /** A hero created in the hex by this check's natural 1 and even reroll. */
  readonly hero?: string;
}

export type DamageCause = 'enemy-fire' | 'other';

/** In which order a hex's Damage Checks from one attack are taken, and which leaders they see. */
export const DC_ORDERS = ['leaders-first', 'as-the-attack-found-them'] as const;
export type DcOrder = (typeof DC_ORDERS)[number];

/**
 * The player aid subtracts the LM of a Good Order leader in the hex from each DC (5.0 step 4, 003
 * L448) and says "Shaken leaders cannot use their LM for any function" (DCT, 003 L53), but not in
 * which order one attack's checks are taken. Our default: the leaders first, so a leader the attack
 * shakes, wounds or eliminates lends no LM to the rest; or, as a house rule, every check with the
 * leaders as the attack found them.
 */
export const DAMAGE_CHECK_HOUSE_RULES: readonly HouseRuleParam[] = [
  {
    key: 'dc.order',
    type: 'choice',
    default: 'leaders-first',
    choices: DC_ORDERS,
    confidence: 'C',
    source: 'LnL player aid, Fire Combat 5.0 step 4 and DCT: Shaken (the order of one attack\'s checks is not given)',
    description: "the order of one attack's Damage Checks in a hex: leaders first (a leader the attack shakes lends no LM to the rest), or all with the leaders as the attack found them",
  },
];

/** The crew profile an abandoned vehicle leaves, from the campaign's house rules. */
export function crewProfile(rules: HouseRules): { firepower: number; range: number; morale: number } {
  return { firepower: intRule(rules, 'crew.firepower'), range: intRule(rules, 'crew.range'), morale: intRule(rules, 'crew.morale') };
}

/**
 * The best LM of a Good Order leader in the hex: it lowers leg units' DC rolls (5.0 step 4, 11.1.1).
 * An Armor Leader reads the armoured vehicle column, so it takes none.
 */
export function leaderLmIn(state: LnlState, u: Unit): number {
  const at = hexOf(state, u);
  if (!at || !isLeg(u.kind) || u.kind === 'armor-leader') return 0;
  return Math.max(0, ...unitsAt(state, at, u.side).filter((x) => x.kind === 'leader' && x.id !== u.id).map(leadershipOf));
}

/**
 * Damage Checks for every unit in `targets`, one after another, each read on its own DCT column and
 * applied at once (LnL player aid, Fire Combat 5.0 step 4; DCT), in the order house rule `dc.order`
 * gives (`DAMAGE_CHECK_HOUSE_RULES`): by default the leaders first, and each later check takes the LM
 * of a leader still Good Order after his own. A squad or half-squad hit by enemy
 * fire whose DC die shows 1 rolls again: on an even number a Hero appears in its hex (11.2.1) —
 * unless its roster marks its nationality `noHero` (DCT, Hero Creation: module-excluded nations). An
 * abandoned vehicle's check can only destroy it; any other result leaves it as it is.
 */
export function damageChecks(
  state: LnlState,
  targets: readonly string[],
  modifier: number,
  cause: DamageCause,
  roller: Roller,
  rules: HouseRules,
  options: { readonly noLeader?: boolean } = {},
): { state: LnlState; results: UnitDamage[] } {
  let next = state;
  const results: UnitDamage[] = [];
  const order = choiceRule(rules, 'dc.order', DC_ORDERS);
  const isLeader = (id: string) => findUnit(state, id)?.kind === 'leader';
  const ordered = order === 'leaders-first' ? [...targets.filter(isLeader), ...targets.filter((id) => !isLeader(id))] : targets;
  for (const id of ordered) {
    const u = findUnit(next, id);
    const unitClass = u ? dctClassOf(u) : undefined;
    if (!u || !unitClass || u.status === 'eliminated' || u.status === 'destroyed') continue;
    const vehicle = unitClass === 'armoured' || unitClass === 'unarmoured';
    const smc = unitClass === 'good-order-smc' || unitClass === 'hero-or-shaken-smc';
    const check = damageCheck(
      {
        unitClass,
        morale: effectiveMorale(u),
        modifier,
        leaderLm: options.noLeader ? 0 : order === 'leaders-first' ? leaderLmIn(next, u) : leaderLmIn(state, findUnit(state, id) ?? u),
        heroCandidate: cause === 'enemy-fire' && (u.kind === 'squad' || u.kind === 'half-squad') && u.noHero !== true,
        ...(vehicle ? { vehicleShaken: u.status === 'shaken' } : {}),
        ...(smc ? { smcWounded: u.wounded } : {}),
        unit: u.id,
      },
      roller,
    );
    // The inputs come from the state, so a refusal here is a bug, not a player's mistake.
    if (!check.ok) throw new Error(`damage check refused for ${u.id}: ${check.code}`);
    // An abandoned vehicle stays abandoned (DCT, Abandoned): only a Destroyed result still counts.
    const effect: UnitEffect = u.status === 'abandoned' && check.value.outcome !== 'destroyed' ? 'no-effect' : check.value.outcome;
    const applied = applyEffect(next, u.id, effect, crewProfile(rules));
    if (!applied.ok) throw new Error(`no unit ${u.id}`);
    next = applied.value.state;
    let hero: string | undefined;
    if (check.value.hero?.created) {
      const at = hexOf(state, u);
      hero = freeUnitId(next, 'Hero');
      next = {
        ...next,
        units: [
          ...next.units,
          {
            id: hero,
            side: u.side,
            kind: 'hero',
            name: 'Hero',
            firepower: intRule(rules, 'hero.firepower'),
            range: intRule(rules, 'hero.range'),
            morale: intRule(rules, 'hero.morale'),
            status: 'good-order',
            wounded: false,
            markers: [],
            ...(at ? { at } : {}),
          },
        ],
      };
    }
    results.push({ unit: u.id, check: check.value, applied: applied.value.applied, ...(hero ? { hero } : {}) });
  }
  return { state: next, results };
}

