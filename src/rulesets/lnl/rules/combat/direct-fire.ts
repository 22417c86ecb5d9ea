import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart, RollSpec } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { intRule, rulesFor, type HouseRuleOverrides, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { dccModifier, type DccOutcome } from './damage-check-table.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';

/**
 * The DFT prints "+2" for leg units firing after Assault Movement / using Assault Fire, while the
 * player aid's Movement summary (6.1, 6.1.1) says "-2 DFT modifier" twice and the row exempts scouts,
 * which only makes sense for a penalty. The default follows the Movement summary.
 */
export const LNL_FIRE_HOUSE_RULES: readonly HouseRuleParam[] = [
  {
    key: 'dft.assaultMove',
    type: 'integer',
    default: -2,
    min: -2,
    max: 2,
    confidence: 'B',
    source: 'LnL player aid, DFT modifiers (prints +2) vs Movement 6.1/6.1.1 (-2)',
    description: 'DFT modifier for leg units firing after Assault Movement or using Assault Fire',
  },
  {
    key: 'smallArms.helicopterRangeRounding',
    type: 'choice',
    default: 'down',
    choices: ['down', 'up'],
    confidence: 'C',
    source: 'LnL player aid lists no rounding for small arms range halved vs helicopters (19.2.8)',
    description: 'how an odd small-arms range is rounded when halved against a helicopter',
  },
];

/** The lookup for the fire rules' house rules; the lead may merge these params into the LnL list. */
export function lnlFireRules(overrides: HouseRuleOverrides = {}): HouseRules {
  return rulesFor(LNL_FIRE_HOUSE_RULES, overrides);
}

/** Night fire (20.1): how far the target is and whether a Star Shell lights it. */
export interface NightFire {
  readonly range: number;
  readonly illuminated: boolean;
  /** The target is marked Fired: the only way to shoot at it beyond night sight. */
  readonly targetFired: boolean;
}

/** Within this range a target is seen at night; with a Thermal Imaging System, the longer one (20.1.5). */
export const NIGHT_SIGHT_HEXES = 2;
export const NIGHT_SIGHT_HEXES_TIS = 6;

/**
 * What the firer declares, one field per row of the DFT (modifiers are per stack unless the row says
 * "per unit"). Firer rows first, then target rows that change the attack roll; the target's TM,
 * armour and helicopter AF go on the defence roll (see `FireTarget`).
 */
export interface DftCircumstances {
  /** A Good Order leader's LM (5.0.1, 11.1.3): + LM. */
  readonly leaderLm?: number;
  /** Degrading hexes the LOS crosses (10.3): −1 each; a third blocks the LOS. */
  readonly degradingHexes?: number;
  /** Firing units riding on (not in) a vehicle that did not move (16.2.1): −1 per unit. */
  readonly passengersOnStillVehicle?: number;
  /** Firing out of a hex with smoke (7.0): −1, not with a Thermal Imaging System. */
  readonly firingOutOfSmoke?: boolean;
  /** The firer has a Thermal Imaging System (20.1.5, 10.1.2). */
  readonly thermalImaging?: boolean;
  /** Vehicle MG firing after the vehicle pivoted in its hex: −1. */
  readonly vehicleMgAfterPivot?: boolean;
  /** Turreted weapon firing outside its covered arc, the turret pivoted (15.1.1): −2. */
  readonly turretOutsideArc?: boolean;
  /** Vehicle MG firing after Assault Movement or using Assault Fire (15.2, 15.2.1): −2. */
  readonly vehicleMgAssaultMove?: boolean;
  /** Firing during night (20.1). */
  readonly night?: NightFire;
  /** The firer is a helicopter in Flying mode (19.2.1): −2. */
  readonly helicopterFlyingFirer?: boolean;
  /** LOS traced between two buildings in separate adjacent hexes (10.3.2): −2. */
  readonly betweenAdjacentBuildings?: boolean;
  /** Eligible firing units marked Ops Complete (4.1): −1 per unit. */
  readonly opsCompleteUnits?: number;
  /** Firing units using Hit & Run movement (6.7): −2. */
  readonly hitAndRun?: boolean;
  /** Skill counters' modifiers (12.0), summed: as the skill says. */
  readonly skill?: number;
  /** Eligible leg units firing after (Stealth) Assault Movement or using (Stealth) Assault Fire, not scouts (6.1, 6.4). */
  readonly assaultMove?: boolean;
  /** The target is adjacent (5.6): +2, or +3 … */
  readonly adjacent?: boolean;
  /** … when the firer's FP has the "A" superscript (5.6). */
  readonly assaultFirepower?: boolean;
  /** Target has an ordnance SW allowed to fire from buildings, is in a building and marked Fired: +1. */
  readonly targetOrdnanceSwInBuildingFired?: boolean;
  /** Non-vehicle target marked Moved / Assault Move or moving, not Low Crawl / Stealth (6.0, 6.1): +1. */
  readonly targetMoving?: boolean;
  /** Mounted unit (6.6) not marked Moved, Assault Move, Hit & Run and not moving: +1. */
  readonly targetMountedStill?: boolean;
  /** A rubber boat on a river hex (23.3.1): +1. */
  readonly targetRubberBoat?: boolean;
  /** Vehicle or mounted unit marked Moved / Assault Move / Hit & Run or moving (6.0, 6.1, 6.7): −1. */
  readonly targetVehicleMoving?: boolean;
  /** Helicopter target in Hover mode (19.2.1): −1 (the same row as a moving vehicle). */
  readonly targetHelicopterHover?: boolean;
  /** Helicopter target in Flying mode (19.2.1): −2. */
  readonly targetHelicopterFlying?: boolean;
}

export type DftModifierError = 'lnl/los-blocked' | 'lnl/night-target-unseen' | 'lnl/invalid-count';

const MAX_DEGRADING_HEXES = 2;

function badCount(n: number | undefined): boolean {
  return n !== undefined && (!Number.isInteger(n) || n < 0);
}

function nightModifier(night: NightFire | undefined, tis: boolean): RuleResult<Modifier[], DftModifierError> {
  if (night === undefined) return ok([]);
  const sight = tis ? NIGHT_SIGHT_HEXES_TIS : NIGHT_SIGHT_HEXES;
  if (night.range <= sight || night.illuminated) return ok([]);
  if (!night.targetFired) return fail('lnl/night-target-unseen', { range: night.range, sight });
  return ok([{ reason: 'night', value: -3 }]);
}

/**
 * The attack roll's modifiers from the declared circumstances, each with the DFT's value, in the
 * table's order. A third degrading hex blocks the LOS; at night a target beyond sight, unlit and not
 * marked Fired cannot be fired at (the −3 row covers only Fired targets).
 *
 * LnL player aid, Direct Fire Table (DFT) Die Roll Modifications (5.0); Night (20.1, 20.1.5).
 */
export function dftModifiers(
  circumstances: DftCircumstances,
  rules: HouseRules = lnlFireRules(),
): RuleResult<Modifier[], DftModifierError> {
  const c = circumstances;
  for (const [field, n] of [
    ['degradingHexes', c.degradingHexes],
    ['passengersOnStillVehicle', c.passengersOnStillVehicle],
    ['opsCompleteUnits', c.opsCompleteUnits],
  ] as const) {
    if (badCount(n)) return fail('lnl/invalid-count', { field, value: n ?? 0 });
  }
  const degrading = c.degradingHexes ?? 0;
  if (degrading > MAX_DEGRADING_HEXES) return fail('lnl/los-blocked', { degradingHexes: degrading });
  const tis = c.thermalImaging === true;
  const night = nightModifier(c.night, tis);
  if (!night.ok) return night;
  const flag = (on: boolean | undefined, reason: Modifier['reason'], value: number): Modifier[] =>
    on === true ? [{ reason, value }] : [];
  const adjacentValue = c.assaultFirepower === true ? 3 : 2;
  const movingTarget = c.targetVehicleMoving === true || c.targetHelicopterHover === true;
  const mods: Modifier[] = [
    { reason: 'leadership', value: c.leaderLm ?? 0 },
    { reason: 'degrading-hex', value: -degrading },
    { reason: 'passenger-on-vehicle', value: -(c.passengersOnStillVehicle ?? 0) },
    ...flag(c.firingOutOfSmoke === true && !tis, 'firing-out-of-smoke', -1),
    ...flag(c.vehicleMgAfterPivot, 'vehicle-mg-pivot', -1),
    ...flag(c.turretOutsideArc, 'turret-outside-arc', -2),
    ...flag(c.vehicleMgAssaultMove, 'vehicle-mg-assault-move', -2),
    ...night.value,
    ...flag(c.helicopterFlyingFirer, 'helicopter-flying-firer', -2),
    ...flag(c.betweenAdjacentBuildings, 'adjacent-buildings', -2),
    { reason: 'ops-complete', value: -(c.opsCompleteUnits ?? 0) },
    ...flag(c.hitAndRun, 'hit-and-run', -2),
    { reason: 'skill', value: c.skill ?? 0 },
    ...flag(c.assaultMove, 'assault-move', intRule(rules, 'dft.assaultMove')),
    ...flag(c.adjacent, c.assaultFirepower === true ? 'adjacent-assault' : 'adjacent', adjacentValue),
    ...flag(c.targetOrdnanceSwInBuildingFired, 'ordnance-sw-in-building-fired', 1),
    ...flag(c.targetMoving, 'target-moving', 1),
    ...flag(c.targetMountedStill, 'mounted-still', 1),
    ...flag(c.targetRubberBoat, 'rubber-boat', 1),
    ...flag(movingTarget, c.targetVehicleMoving === true ? 'vehicle-moving' : 'helicopter-hover', -1),
    ...flag(c.targetHelicopterFlying, 'helicopter-flying', -2),
  ];
  return ok(nonZero(mods));
}

/** Who is firing, for the exceptions to a lone sniper's doubled TM. */
export type AttackerKind = 'unit' | 'artillery' | 'sniper';

/** What the defender adds to 1d6. */
export interface FireTarget {
  /** The TM of the target hex from the TEC (may be negative). */
  readonly tm: number;
  /** The target is a sniper: its TM is capped at +8, not +4 (5.5). */
  readonly sniper?: boolean;
  /** A sniper alone in its hex: TM doubled, except against artillery or a sniper (11.4). */
  readonly loneSniper?: boolean;
  /** An armoured vehicle hit by small arms, a mortar WT / off-board artillery or a vehicle/helicopter MG (17.2, 17.3): + lowest AV. */
  readonly lowestArmour?: number;
  /** A helicopter hit by small arms or a vehicle MG (19.2.8): + AF. */
  readonly helicopterArmour?: number;
}

/** How the TM was read: the printed value, whether doubled, the cap and what was applied. */
export interface TerrainReading {
  readonly printed: number;
  readonly doubled: boolean;
  readonly cap: 4 | 8;
  readonly applied: number;
}

export const MAX_TM = 4;
export const MAX_TM_SNIPER = 8;

/**
 * The target's TM as applied: doubled for a lone sniper (not against artillery or a sniper), then
 * capped at +4, or +8 for a sniper. LnL player aid, DFT Target rows: "Max TM is +4 (+8 for Snipers) (5.5)".
 */
export function terrainModifier(target: FireTarget, attackerKind: AttackerKind = 'unit'): TerrainReading {
  const isSniper = target.sniper === true || target.loneSniper === true;
  const doubled = target.loneSniper === true && attackerKind === 'unit' && target.tm > 0;
  const cap = isSniper ? MAX_TM_SNIPER : MAX_TM;
  const raw = doubled ? target.tm * 2 : target.tm;
  return { printed: target.tm, doubled, cap, applied: Math.min(raw, cap) };
}

/** The defence roll's modifiers: TM as read, then lowest AV or helicopter AF. */
export function defenceModifiers(target: FireTarget, attackerKind: AttackerKind = 'unit'): { terrain: TerrainReading; modifiers: Modifier[] } {
  const terrain = terrainModifier(target, attackerKind);
  return {
    terrain,
    modifiers: nonZero([
      { reason: 'terrain', value: terrain.applied },
      { reason: 'armour', value: target.lowestArmour ?? 0 },
      { reason: 'helicopter-armour', value: target.helicopterArmour ?? 0 },
    ]),
  };
}

/** A unit firing its IFP in a fire group. */
export interface FiringUnit {
  readonly id: string;
  readonly fp: number;
  /** Under an Ops Complete marker; only opportunity fire takes it off the IFP. */
  readonly opsComplete?: boolean;
}

/** A support weapon fired with the group: DFT ones add their FP, OFT ones fire separately (14.1). */
export interface FiringSupportWeapon {
  readonly id: string;
  readonly fp: number;
  readonly table: 'dft' | 'oft';
}

/** The units and SWs firing together at one hex. The first unit leads. */
export interface FireGroup {
  readonly units: readonly FiringUnit[];
  readonly supportWeapons?: readonly FiringSupportWeapon[];
}

export interface FirepowerContribution {
  readonly id: string;
  readonly role: 'lead' | 'additional' | 'support-weapon';
  readonly printed: number;
  /** Opportunity fire under Ops Complete: −1 from the IFP (5.3). */
  readonly opsCompletePenalty: number;
  /** Halved, rounding up: an additional unit (5.2), or a DFT SW in opportunity fire (5.3). */
  readonly halved: boolean;
  readonly added: number;
}

export interface GroupFirepower {
  readonly total: number;
  readonly contributions: readonly FirepowerContribution[];
  /** OFT support weapons: they fire separately on the OFT. */
  readonly firesSeparately: readonly FiringSupportWeapon[];
}

export type FirepowerError = 'lnl/invalid-firepower' | 'lnl/no-firepower';

/** Opportunity fire's changes to a fire group (5.3). */
export interface OpportunityFireAdjustments {
  readonly opsCompleteLosesOne: boolean;
  readonly halveDftSupportWeapons: boolean;
}

const half = (n: number) => Math.ceil(n / 2);

/**
 * The FP of units firing together: the first unit leads with its full FP, each additional unit adds
 * half its FP rounded up (a 0 FP adds nothing), DFT support weapons add their full FP, OFT support
 * weapons fire separately. With opportunity-fire adjustments, each Ops Complete unit's IFP loses one
 * before any halving, and DFT SWs are halved rounding up.
 *
 * LnL player aid, Multiple Attacking Units (5.2); Opportunity Fire (5.3).
 */
export function groupFirepower(
  group: FireGroup,
  adjustments: OpportunityFireAdjustments = { opsCompleteLosesOne: false, halveDftSupportWeapons: false },
): RuleResult<GroupFirepower, FirepowerError> {
  const sws = group.supportWeapons ?? [];
  for (const f of [...group.units, ...sws]) {
    if (!Number.isInteger(f.fp) || f.fp < 0) return fail('lnl/invalid-firepower', { id: f.id, fp: f.fp });
  }
  const dftSws = sws.filter((w) => w.table === 'dft');
  if (group.units.length === 0 && dftSws.length === 0) return fail('lnl/no-firepower');
  const contributions: FirepowerContribution[] = group.units.map((u, i) => {
    const opsCompletePenalty = adjustments.opsCompleteLosesOne && u.opsComplete === true && u.fp > 0 ? 1 : 0;
    const ifp = u.fp - opsCompletePenalty;
    const halved = i > 0;
    return { id: u.id, role: i === 0 ? 'lead' : 'additional', printed: u.fp, opsCompletePenalty, halved, added: halved ? half(ifp) : ifp };
  });
  for (const w of dftSws) {
    const halved = adjustments.halveDftSupportWeapons;
    contributions.push({ id: w.id, role: 'support-weapon', printed: w.fp, opsCompletePenalty: 0, halved, added: halved ? half(w.fp) : w.fp });
  }
  return ok({
    total: contributions.reduce((a, c) => a + c.added, 0),
    contributions,
    firesSeparately: sws.filter((w) => w.table === 'oft'),
  });
}

/** How the attack die is read: 1d6; a mortar WT's best of 2d6 (18.1); a sniper's 2d6 summed (11.4). */
export type AttackDice = 'd6' | 'best-of-2d6' | '2d6';

const ATTACK_SPEC: Readonly<Record<AttackDice, RollSpec>> = {
  d6: { op: 'sum', n: 1, sides: 6 },
  'best-of-2d6': { op: 'best', n: 2, k: 1, sides: 6 },
  '2d6': { op: 'sum', n: 2, sides: 6 },
};

export interface AttackRoll {
  readonly dice: AttackDice;
  /** The dice as read: the die, the better of two, or the sum of two. */
  readonly die: number;
  readonly firepower: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  /** A single read die showed 6 (fire in flammable hexes, 10.5.6); absent for a 2d6 sum. */
  readonly natural6?: boolean;
  readonly part: RolledPart;
}

export interface DefenceRoll {
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly part: RolledPart;
}

export interface FireResolution {
  readonly attack: AttackRoll;
  readonly defence: DefenceRoll;
  /** A Damage Check for every targeted unit at DC + the difference, or no effect. */
  readonly outcome: DccOutcome;
}

export interface FireRollInput {
  readonly dice: AttackDice;
  readonly firepower: number;
  readonly attackModifiers: readonly Modifier[];
  readonly defenceModifiers: readonly Modifier[];
  /** Ledger labels; the defence die is labelled "<label> defence". */
  readonly label: string;
}

/**
 * The attack roll (dice + FP + modifiers) against the defence roll (1d6 + modifiers), attack first;
 * a higher attack means a Damage Check at + the difference. LnL player aid, Direct Fire Summary (5.0)
 * and Damage Check Calculation Table.
 */
export function rollFire(input: FireRollInput, roller: Roller): FireResolution {
  const attackPart = roller.roll(ATTACK_SPEC[input.dice], input.label);
  const defencePart = roller.roll({ op: 'sum', n: 1, sides: 6 }, `${input.label} defence`);
  const attackModifiers = nonZero(input.attackModifiers);
  const defenceMods = nonZero(input.defenceModifiers);
  const die = attackPart.total;
  const attackTotal = die + input.firepower + sumModifiers(attackModifiers);
  const defenceTotal = defencePart.total + sumModifiers(defenceMods);
  return {
    attack: {
      dice: input.dice,
      die,
      firepower: input.firepower,
      modifiers: attackModifiers,
      total: attackTotal,
      ...(input.dice === '2d6' ? {} : { natural6: die === 6 }),
      part: attackPart,
    },
    defence: { die: defencePart.total, modifiers: defenceMods, total: defenceTotal, part: defencePart },
    outcome: dccModifier(attackTotal, defenceTotal),
  };
}

export interface DirectFireInput {
  /** The FP of the attack: one unit's, or a fire group's (`groupFirepower`). */
  readonly firepower: number;
  readonly circumstances?: DftCircumstances;
  readonly target: FireTarget;
  readonly attackerKind?: AttackerKind;
}

export interface DirectFireResult extends FireResolution {
  readonly terrain: TerrainReading;
}

export type DirectFireError = DftModifierError | 'lnl/invalid-firepower';

/**
 * A direct-fire attack on one hex: attacker 1d6 + FP + DFT modifiers vs defender 1d6 + TM (capped;
 * lone snipers doubled) + lowest AV / helicopter AF; higher attack → every targeted unit takes a
 * Damage Check at DC + difference. The natural 6 on the attack die is recorded.
 *
 * LnL player aid, Direct Fire Summary (5.0); Fire Combat (5.0) steps 1–3; DFT Die Roll Modifications (5.0).
 */
export function directFire(
  input: DirectFireInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<DirectFireResult, DirectFireError> {
  return fireWith('d6', 'fire', input, roller, rules);
}

/** `directFire` with another way of reading the attack dice: the mortar and sniper rules use it. */
export function fireWith(
  dice: AttackDice,
  label: string,
  input: DirectFireInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<DirectFireResult, DirectFireError> {
  if (!Number.isInteger(input.firepower) || input.firepower < 0) return fail('lnl/invalid-firepower', { fp: input.firepower });
  const attackModifiers = dftModifiers(input.circumstances ?? {}, rules);
  if (!attackModifiers.ok) return attackModifiers;
  const defence = defenceModifiers(input.target, input.attackerKind);
  const resolution = rollFire(
    { dice, firepower: input.firepower, attackModifiers: attackModifiers.value, defenceModifiers: defence.modifiers, label },
    roller,
  );
  return ok({ ...resolution, terrain: defence.terrain });
}
