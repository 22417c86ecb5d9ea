import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { findStand, type FogoState } from '../game/state.js';
import type { FieldcraftDice, Stand } from '../troops/stands.js';
import { fieldcraftOf, isReal } from './model.js';
import type { Sneaker } from '../game/fieldcraft-state.js';

/**
 * A fieldcraft roll (crossfire-core §2.7.4): `ability` d6, each 5–6 a hit; success on one hit or more.
 * SECRET as a whole: the number of dice betrays the best stand in a Sneaker (§2.10.2), so only
 * `success` and the Spoor it leaves reach the public part of a result.
 */
export interface FieldcraftRoll {
  readonly ability: FieldcraftDice;
  /** The stand whose ability was rolled, or `nominal` for a dummy Sneaker's per-side value. */
  readonly abilityFrom: string;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly success: boolean;
  /** Exactly one hit, for an action where that leaves a Spoor. */
  readonly spoor: boolean;
  readonly part: RolledPart;
}

/** Where a roll's dice come from: how many, and from whom. */
export interface Ability {
  readonly ability: FieldcraftDice;
  readonly from: string;
}

/**
 * Rolls `ability` d6 hitting on 5–6 through the roller. `spoorOnOneHit` for Sneak, Hide, Conceal Trail
 * (split) and Reorganise. The label names only the action and public markers, never a stand.
 */
export function rollFieldcraft(ability: Ability, roller: Roller, label: string, spoorOnOneHit: boolean): FieldcraftRoll {
  if (ability.ability <= 0) throw new Error('rollFieldcraft: 0d6 cannot attempt a fieldcraft roll');
  const part = roller.roll({ op: 'at-least', n: ability.ability, sides: 6, target: 5 }, label);
  const hits = part.total;
  return {
    ability: ability.ability,
    abilityFrom: ability.from,
    faces: part.faces,
    hits,
    success: hits >= 1,
    spoor: spoorOnOneHit && hits === 1,
    part,
  };
}

/** The best fieldcraft among `stands`, or the nominated one's (crossfire-core §2.11 (3)). */
export function bestAbility(stands: readonly Stand[], nominated?: string): Ability | undefined {
  if (nominated !== undefined) {
    const s = stands.find((x) => namesUnit(x, nominated));
    return s ? { ability: s.fieldcraft, from: s.id } : undefined;
  }
  let best: Stand | undefined;
  for (const s of stands) if (!best || s.fieldcraft > best.fieldcraft) best = s;
  return best ? { ability: best.fieldcraft, from: best.id } : undefined;
}

/** A side's nominal fieldcraft for dummies: set at the starting allocation, else `fieldcraft.dummyNominalDice`. */
export function nominalFieldcraft(state: FogoState, side: string, rules: HouseRules): FieldcraftDice {
  const set = fieldcraftOf(state).nominalFieldcraft[side];
  if (set !== undefined) return set;
  const v = intRule(rules, 'fieldcraft.dummyNominalDice');
  return Math.max(0, Math.min(3, v)) as FieldcraftDice;
}

/** The stands a Sneaker holds: stands of its side. */
export function sneakerStands(state: FogoState, s: Sneaker): Stand[] {
  return s.stands.map((id) => {
    const st = findStand(state, { side: s.side, id });
    if (!st) throw new Error(`Sneaker ${s.id} holds unknown stand ${id}`);
    return st;
  });
}

/**
 * The dice a Sneaker rolls (crossfire-core §2.11 (3)): a real one its best stand's fieldcraft or the
 * stand the owner nominates; a dummy its side's nominal fieldcraft. Every refusal — a nominee not
 * inside, a dummy given a nominee, 0d6 — is the one code `fogo/sneaker-cannot`, so it tells nothing.
 */
export function sneakerAbility(
  state: FogoState,
  s: Sneaker,
  nominated: string | undefined,
  rules: HouseRules,
): RuleResult<Ability, 'fogo/sneaker-cannot'> {
  let a: Ability | undefined;
  if (isReal(s)) a = bestAbility(sneakerStands(state, s), nominated);
  else if (nominated === undefined) a = { ability: nominalFieldcraft(state, s.side, rules), from: 'nominal' };
  if (!a || a.ability <= 0) return fail('fogo/sneaker-cannot', { sneaker: s.id });
  return ok(a);
}
