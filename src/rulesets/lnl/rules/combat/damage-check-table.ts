/**
 * The two tables every LnL fire attack ends on: the Damage Check Calculation table (attack total vs
 * defence total → the DC modifier) and the Damage Check Table (DC roll vs morale → what happens to
 * the unit, by unit class). LnL player aid, "Damage Check Calculation Table (5.0, 14.1, 18.1, 18.2)"
 * and "Damage Check Table (DCT) (5.0, 14.1, 18.2)".
 */

/** What the DCC table says for one pair of totals: nothing, or a Damage Check at +modifier. */
export type DccOutcome =
  | { readonly effect: 'no-effect' }
  | {
      readonly effect: 'damage-check';
      /** The "+#" of "DC+#": added to every defender's DC die. */
      readonly modifier: number;
      /** The totals fell outside the printed 14 × 11 grid; the grid's own rule (the difference) was extended. */
      readonly offTable: boolean;
    };

/** The printed grid's extent: attacker modified results 1–14 (rows), defender 1–11 (columns). */
export const DCC_ATTACKER_RANGE = { min: 1, max: 14 } as const;
export const DCC_DEFENDER_RANGE = { min: 1, max: 11 } as const;

/**
 * LnL player aid, Damage Check Calculation Table: a Damage Check when the attacker's modified result
 * is higher, at DC + (attacker − defender); "–" (no effect) otherwise. Every printed cell follows
 * this; totals outside the grid (FP 6 + adjacent + leader reach 17; a sniper's TM +8 reaches 14) are
 * read by the same difference and flagged `offTable`.
 */
export function dccModifier(attacker: number, defender: number): DccOutcome {
  if (attacker <= defender) return { effect: 'no-effect' };
  const onTable =
    attacker >= DCC_ATTACKER_RANGE.min &&
    attacker <= DCC_ATTACKER_RANGE.max &&
    defender >= DCC_DEFENDER_RANGE.min &&
    defender <= DCC_DEFENDER_RANGE.max;
  return { effect: 'damage-check', modifier: attacker - defender, offTable: !onTable };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The printed grid as data, for display: row r (attacker result r + 1), column c (defender result
 * c + 1); `null` where the table prints "–", else the DC modifier.
 */
export const DAMAGE_CHECK_CALCULATION_TABLE: readonly (readonly (number | null)[])[] = range(
  DCC_ATTACKER_RANGE.min,
  DCC_ATTACKER_RANGE.max,
).map((a) =>
  range(DCC_DEFENDER_RANGE.min, DCC_DEFENDER_RANGE.max).map((d) => {
    const cell = dccModifier(a, d);
    return cell.effect === 'damage-check' ? cell.modifier : null;
  }),
);

/** The DCT's seven columns. */
export const DCT_CLASSES = [
  'good-order-mmc',
  'shaken-mmc',
  'good-order-smc',
  'hero-or-shaken-smc',
  'armoured',
  'unarmoured',
  'helicopter',
] as const;
export type DctClass = (typeof DCT_CLASSES)[number];

/** Classes of leg units: only their DC takes a Good Order leader's LM (5.0, 11.1.1). */
export const LEG_DCT_CLASSES: readonly DctClass[] = ['good-order-mmc', 'shaken-mmc', 'good-order-smc', 'hero-or-shaken-smc'];

export type DctOutcome =
  | 'no-effect'
  | 'shaken'
  | 'casualties'
  | 'wounded'
  | 'eliminated'
  | 'abandoned'
  | 'destroyed'
  | 'damaged';

/**
 * The DCT's four rows: the DC roll ≤ morale; > morale and < 2× morale; ≥ 2× and < 3×; ≥ 3×.
 * With morale 1 the second row is empty (2 is already 2×).
 */
export type DctBand = 'at-most-morale' | 'above-morale' | 'double-morale' | 'triple-morale';
export const DCT_BANDS: readonly DctBand[] = ['at-most-morale', 'above-morale', 'double-morale', 'triple-morale'];

/** LnL player aid, Damage Check Table: the printed outcome for each class, band by band. */
export const DAMAGE_CHECK_TABLE: Readonly<Record<DctClass, Readonly<Record<DctBand, DctOutcome>>>> = {
  'good-order-mmc': {
    'at-most-morale': 'no-effect',
    'above-morale': 'shaken',
    'double-morale': 'casualties',
    'triple-morale': 'eliminated',
  },
  'shaken-mmc': {
    'at-most-morale': 'no-effect',
    'above-morale': 'casualties',
    'double-morale': 'casualties',
    'triple-morale': 'eliminated',
  },
  'good-order-smc': {
    'at-most-morale': 'no-effect',
    'above-morale': 'shaken',
    'double-morale': 'wounded',
    'triple-morale': 'eliminated',
  },
  'hero-or-shaken-smc': {
    'at-most-morale': 'no-effect',
    'above-morale': 'wounded',
    'double-morale': 'wounded',
    'triple-morale': 'eliminated',
  },
  armoured: {
    'at-most-morale': 'no-effect',
    'above-morale': 'shaken',
    'double-morale': 'shaken',
    'triple-morale': 'abandoned',
  },
  unarmoured: {
    'at-most-morale': 'no-effect',
    'above-morale': 'shaken',
    'double-morale': 'destroyed',
    'triple-morale': 'destroyed',
  },
  helicopter: {
    'at-most-morale': 'no-effect',
    'above-morale': 'damaged',
    'double-morale': 'destroyed',
    'triple-morale': 'destroyed',
  },
};

/** Which DCT row a DC roll falls in against `morale` (a positive whole number). */
export function dctBand(roll: number, morale: number): DctBand {
  if (roll <= morale) return 'at-most-morale';
  if (roll >= 3 * morale) return 'triple-morale';
  if (roll >= 2 * morale) return 'double-morale';
  return 'above-morale';
}

/** LnL player aid, Damage Check Table: the printed outcome of a DC roll for a unit of `unitClass`. */
export function dctOutcome(unitClass: DctClass, roll: number, morale: number): { band: DctBand; outcome: DctOutcome } {
  const band = dctBand(roll, morale);
  return { band, outcome: DAMAGE_CHECK_TABLE[unitClass][band] };
}

/** The outcomes the player aid explains; "no effect" and "eliminated" it leaves unexplained. */
export type ExplainedDctOutcome = Exclude<DctOutcome, 'no-effect' | 'eliminated'>;

/** LnL player aid, the explanation under the Damage Check Table, word for word, per outcome. */
export const DCT_OUTCOME_TEXT: Readonly<Record<ExplainedDctOutcome, string>> = {
  shaken:
    'A Shaken unit flips its counter to the Shaken side (Exception: Most vehicles are marked with a Shaken marker, but if the vehicle has a Shaken side, flip it.). ' +
    'A Shaken unit can return to Good Order by passing a rally attempt DR (2d6) in an ensuing Rally phase. All vehicles can Self-Rally. ' +
    'Shaken units cannot fire their Inherent Firepower (IFP) or Support Weapons. Shaken units cannot advance toward an enemy unit in their Line of Sight. ' +
    'If engaged in Melee, and there are no other Melee-eligible friendly units in the hex, they are automatically eliminated ' +
    '(Some National Characteristics make this an exception. See Module Specific Rules for details.) Note: Vehicles do not melee.\n' +
    'Shaken leaders cannot rally troops, but can attempt to rally themselves. Shaken leaders cannot use their LM for any function. ' +
    'Shaken medics/Corpsmen cannot heal soldiers (or themselves). Shaken snipers cannot snipe, but can self-rally. Heroes never shake. ' +
    'Shaken vehicles must button, halve their MF rounded down, and cannot fire any of their weapons. Shaken vehicles receiving another shaken result are abandoned.',
  abandoned:
    'Vehicles are just that: abandoned. Place an Abandoned marker on the vehicle. It cannot move or fire for the remainder of the scenario... ' +
    'no one wants to climb into a target. Place a Shaken Crew underneath the vehicle and mark it Moved. ' +
    'Passengers of Abandoned vehicles disembark and make a Morale check. Mark disembarking units with a Moved marker.',
  damaged: 'Damaged helicopters must immediately exit the board. They may not unload passengers or fire.',
  destroyed:
    'Destroyed vehicles/helicopters are replaced with a wreck counter. Both Crews and passengers must take a Bailout check (16.1.1). ' +
    'Passengers must first make a DC check before their Bailout check. Destroyed helicopters crash. ' +
    'Roll 2d6 to determine the direction from the hex in which it was engaged the chopper crashed. Use one die to determine direction. ' +
    'A die roll of one is due north, two is northeast, etc. Halve the number on the second die (rounding fractions up). ' +
    'This gives the number of hexes from the engagement hex that the helicopter crashes. Place a crash or wreck marker in this hex. ' +
    'All units present in the crash hex are attacked by a 6 Firepower attack. ' +
    'This attack is resolved as per normal procedure (Example: the 6 Firepower is added to a die roll, etc.).',
  casualties: 'Replace a Squad with a Shaken Half-Squad. Eliminate a Half-squad, Weapon Team, or Crew.',
  wounded:
    'Unit must stop movement. Flip the SMC to Shaken side and mark it with a Wounded marker. (Exception: Hero is flipped to its Wounded side.) ' +
    'Wounded Leaders have their Morale, Leadership modifier and Leadership range decreased by one (11.1.2). ' +
    'SMCs under a Wounded marker who are Wounded again are eliminated. Medics can heal wounded SMCs.',
};

/** LnL player aid, "Hero Creation" under the Damage Check Table, word for word. */
export const HERO_CREATION_TEXT =
  'There is a chance that a Hero is created during play whenever a one (1) is rolled during a Squad or Half-Squad\'s Damage Check caused by enemy fire. ' +
  'Roll the die again. If an even number is rolled, a Hero is created in the hex (Exception: See Module Specific Rules some Nationalities excluded). ' +
  'Randomly pick a Hero and a Skill Counter (11.2).';
