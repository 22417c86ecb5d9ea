import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { rollDicePool, type DicePool, type FireResult } from './fire-results.js';
import { readyToFire, type FirerError } from './fire-pool.js';
import { boolRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { sumValues, type Modifier } from '../game/modifiers.js';
import { noteActed, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, type Stand, type StandType } from '../troops/stands.js';

/** The anti-tank weapons of seed 000's stands. */
export type AtWeapon = 'gun' | 'rpg' | 'bazooka' | 'hmg';

/**
 * Which stands fire at vehicles and with what (seed 000): a Rifle + RPG team "will benefit from
 * anti-tank capability as well"; a Bazooka Team "may fire in the anti-armour role using the normal
 * anti-tank fire rules"; a Recoilless Rifle is "a direct fire gun with both HE and anti-tank
 * capability"; an HMG is a .50 cal "with light anti-armour capability".
 */
const WEAPONS: Partial<Readonly<Record<StandType, AtWeapon>>> = {
  'rifle-rpg': 'rpg',
  bazooka: 'bazooka',
  'recoilless-rifle': 'gun',
  hmg: 'hmg',
};

/** Each weapon's ACC and PEN house rules (crossfire-core §1.10, S30). */
const WEAPON_RULES: Readonly<Record<AtWeapon, { readonly acc: string; readonly pen: string }>> = {
  gun: { acc: 'at.accGun', pen: 'at.penGun' },
  rpg: { acc: 'at.accInfantry', pen: 'at.penRpg' },
  bazooka: { acc: 'at.accInfantry', pen: 'at.penBazooka' },
  hmg: { acc: 'at.accHmg', pen: 'at.penHmg' },
};

/** An anti-tank round, or a gun's HE at a soft vehicle. */
export type AtRound = 'at' | 'he';
export const AT_ROUNDS: readonly AtRound[] = ['at', 'he'];

export interface AntiTankInput {
  readonly side: string;
  readonly firer: string;
  /** The vehicle fired at, as the players name it: fogo keeps no vehicles of its own. */
  readonly vehicle: string;
  /** The ARM of the side of the vehicle facing the firer, from its data sheet (0: a soft vehicle). */
  readonly armour: number;
  readonly round?: AtRound | undefined;
}

export interface AccRoll {
  readonly face: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly needed: number;
  readonly hit: boolean;
  readonly part: RolledPart;
}

/** The Recoilless Rifle's HE pool on a hit. */
export type HePool = DicePool;

/** What the shot did: missed, hit without effect, knocked the vehicle out, or (HE) pinned or suppressed its crew. */
export type AtOutcome = 'missed' | 'no-effect' | 'knocked-out' | 'pinned' | 'suppressed';

export interface AntiTankResult {
  readonly kind: 'anti-tank';
  readonly side: string;
  readonly firer: string;
  readonly weapon: AtWeapon;
  readonly round: AtRound;
  readonly vehicle: string;
  readonly armour: number;
  readonly acc: AccRoll;
  /** An AT round's PEN, compared with the ARM on a hit. */
  readonly pen?: number;
  readonly he?: HePool;
  readonly outcome: AtOutcome;
  /** The firer was hidden and firing revealed it (house rule `reveal.onFire`). */
  readonly revealed: boolean;
  readonly initiative: InitiativeEffect;
}

export type AntiTankError = PhaseError | StateError | FirerError | 'fogo/no-anti-tank' | 'fogo/he-gun-only' | 'fogo/bad-vehicle' | 'fogo/bad-armour';

const VEHICLE_MAX = 40;
export const ARMOUR_MAX = 12;

function heOutcome(result: FireResult): AtOutcome {
  return result === 'kill' ? 'knocked-out' : result === 'suppress' ? 'suppressed' : result === 'pin' ? 'pinned' : 'no-effect';
}

/**
 * Anti-tank fire at a vehicle by the phasing side (crossfire-core §1.10, §2.1; seed 000, Rifle Team
 * with RPG, Bazooka Team, HMG Team, Recoilless Rifle Team, (Technologically) Uneducated L227–L228).
 * The AT procedure is not in the seeds, so its numbers are house rules: an ACC roll of one d6 plus
 * the weapon's ACC (`at.accGun`, `at.accInfantry`, `at.accHmg`), −1 for an Uneducated crew ("−1 to
 * the roll for … Direct Fire ACC"), hits on `at.hitOn`; an AT round that hits knocks the vehicle out
 * when its PEN (`at.pen…`) is at least the ARM facing it, else does nothing. A Recoilless Rifle may
 * instead fire HE: on a hit its HE pool (`fire.recoillessRifleHeDice`, −1 die Uneducated: "−1d6 for
 * … Direct Fire HE") hits on 5 and acts on a soft vehicle (ARM 0) as on a stand — a Kill knocks it
 * out — and does nothing to armour. Knocking out or suppressing keeps the initiative; anything less
 * passes it (§1.2). A hidden firer is revealed (house rule `reveal.onFire`).
 */
export function antiTankFire(
  state: FogoState,
  input: AntiTankInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: AntiTankResult }, AntiTankError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const found = ownLivingStand(state, side.value, input.firer);
  if (!found.ok) return found;
  const firer = found.value;
  const weapon = WEAPONS[firer.type];
  if (weapon === undefined) return fail('fogo/no-anti-tank', { stand: firer.id });
  const ready = readyToFire(firer, rules);
  if (!ready.ok) return ready;
  const round = input.round ?? 'at';
  if (round === 'he' && weapon !== 'gun') return fail('fogo/he-gun-only', { stand: firer.id });
  const vehicle = input.vehicle.trim();
  if (vehicle === '' || vehicle.length > VEHICLE_MAX || /[\n\r]/.test(vehicle)) return fail('fogo/bad-vehicle');
  if (!Number.isInteger(input.armour) || input.armour < 0 || input.armour > ARMOUR_MAX) return fail('fogo/bad-armour', { max: ARMOUR_MAX });

  const keys = WEAPON_RULES[weapon];
  const uneducated = hasTrait(firer, 'uneducated');
  const accMods: Modifier[] = [{ reason: 'weapon-acc', value: intRule(rules, keys.acc), rule: keys.acc }];
  if (uneducated) accMods.push({ reason: 'uneducated-acc', value: -1 });
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `anti-tank ${firer.id}`);
  const total = part.total + sumValues(accMods);
  const needed = intRule(rules, 'at.hitOn');
  const acc: AccRoll = { face: part.total, modifiers: accMods, total, needed, hit: total >= needed, part };

  let outcome: AtOutcome = 'missed';
  let pen: number | undefined;
  let he: HePool | undefined;
  if (round === 'at') {
    pen = intRule(rules, keys.pen);
    if (acc.hit) outcome = pen >= input.armour ? 'knocked-out' : 'no-effect';
  } else if (acc.hit) {
    const modifiers: Modifier[] = uneducated ? [{ reason: 'uneducated-he', dice: -1 }] : [];
    he = rollDicePool(intRule(rules, 'fire.recoillessRifleHeDice'), modifiers, roller, `HE ${firer.id}`);
    outcome = input.armour === 0 ? heOutcome(he.result) : 'no-effect';
  }

  const revealed = firer.hidden && boolRule(rules, 'reveal.onFire');
  const shown: Stand = revealed ? { ...firer, hidden: false } : firer;
  const initiative: InitiativeEffect = outcome === 'knocked-out' || outcome === 'suppressed' ? 'keep' : 'pass';
  const next = noteActed(withStands(state, [shown]), [shown]);
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: {
      kind: 'anti-tank',
      side: side.value,
      firer: firer.id,
      weapon,
      round,
      vehicle,
      armour: input.armour,
      acc,
      ...(pen === undefined ? {} : { pen }),
      ...(he === undefined ? {} : { he }),
      outcome,
      revealed,
      initiative,
    },
  });
}
