import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { sameName } from '../../../../core/same-name.js';
import { readUnitRef, sameUnit } from '../../../../core/unit-ref.js';
import { fireSucceeded, landFire, type FireEffect } from '../fire/direct-fire.js';
import { hitsToResult, isSuppressOrBetter, type FireResult } from '../fire/fire-results.js';
import { protectionModifiers, type TargetCover } from '../fire/fire-pool.js';
import { boolRule, choiceRule, type HouseRules } from '../game/house-rule-lookup.js';
import { helicopterArmament, type Helicopter, type HelicopterPhase, type HelicopterType, type HelicopterWeapon } from '../game/helicopters.js';
import { applyInitiative, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { sumDice, type Modifier } from '../game/modifiers.js';
import type { MoveOutcome } from '../fire/reactive-fire.js';
import { enemyTarget, gameSide, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import type { Stand } from '../troops/stands.js';
import { rollVolley, volleyStands, type Volley, type VolleyError, type VolleyInput } from '../fire/volley.js';

/*
 * Helicopters in the fight (seed 000, Air Assault L433–L444; crossfire-core §2.8): "the helicopter is likely to
 * be armed and any enemy moving into range are subject to reactive fire", "troop carrying helicopters
 * were often covered by a helicopter gunship", and "this requirement to hover makes the helicopter
 * vulnerable to anti-aircraft fire". The seed names the guns (Alouette III twin MGs, the gunship's
 * 20 mm cannon, a Puma's optional twin .30) but gives no dice and no anti-aircraft procedure, so the
 * numbers are house rules (`helicopter.*`, `aa.*`) built on the core fire pool (§1.4).
 */

const withHelicopter = (state: FogoState, h: Helicopter): FogoState => ({
  ...state,
  helicopters: state.helicopters.map((x) => (sameUnit(x, h) ? h : x)),
});

/** Whether a helicopter is over the table: hovering over its landing zone, or landed on it. */
const overTable = (phase: HelicopterPhase): boolean => phase === 'hovering' || phase === 'landed';

// ---------------------------------------------------------------------------------------------------
// A helicopter's guns

export type HelicopterFireError =
  | PhaseError
  | StateError
  | 'fogo/unknown-helicopter'
  | 'fogo/helicopter-not-flying'
  | 'fogo/helicopter-unarmed'
  | 'fogo/helicopter-no-fire'
  | 'fogo/target-not-phasing';

export interface HelicopterFireInput {
  readonly side: string;
  readonly helicopter: string;
  readonly target: string;
  /** The target's terrain as declared; its ground hug comes from the state. */
  readonly cover: TargetCover;
}

export interface HelicopterShot {
  readonly base: number;
  readonly baseRule: string;
  readonly modifiers: readonly Modifier[];
  readonly dice: number;
  readonly hitOn: 5 | 6;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly result: FireResult;
  readonly part?: RolledPart;
}

export interface HelicopterFireResult {
  readonly kind: 'helicopter-fire';
  readonly side: string;
  readonly helicopter: string;
  readonly type: HelicopterType;
  readonly weapon: HelicopterWeapon;
  /** Fired by the side without the initiative, at a stand of the phasing side as it moved. */
  readonly reactive: boolean;
  readonly target: string;
  readonly targetSide: string;
  readonly cover: TargetCover;
  /** The cover the board reads for the target, where the side declared another (`cover:`, its word against the board). */
  readonly boardCover?: TargetCover;
  readonly shot: HelicopterShot;
  readonly effect: FireEffect;
  /** A reaction only: what becomes of the move that drew it. */
  readonly move?: MoveOutcome;
  /** A reaction that failed: the helicopter is marked NO FIRE. */
  readonly noFire: boolean;
  readonly initiative: InitiativeEffect;
}

/**
 * A helicopter of `side`, by its id or as `Side:ID`; only the side's own are searched, so any other
 * answers as unknown and nothing is learnt of the enemy's (as `air-assault.ts` looks them up).
 */
function ownHelicopter(state: FogoState, side: string, id: string): RuleResult<Helicopter, 'fogo/unknown-helicopter'> {
  const ref = readUnitRef(id);
  const h = state.helicopters.find((x) => sameName(x.side, side) && sameName(x.id, ref.id) && (ref.side === undefined || sameName(ref.side, side)));
  return h ? ok(h) : fail('fogo/unknown-helicopter', { helicopter: id });
}

/** One helicopter pool at a stand: its guns' dice, protection as any fire's, hits on 5 (6 at a bunker). */
function shootFromHelicopter(base: number, baseRule: string, cover: TargetCover, target: Stand, landedNow: boolean, roller: Roller, label: string): HelicopterShot {
  const modifiers = protectionModifiers({ cover, targetGroundHug: target.groundHug, targetJustLanded: landedNow, pointBlank: false });
  const hitOn: 5 | 6 = modifiers.some((m) => m.hitOn === 6) ? 6 : 5;
  const dice = Math.max(0, base + sumDice(modifiers));
  if (dice === 0) return { base, baseRule, modifiers, dice, hitOn, faces: [], hits: 0, result: 'none' };
  const part = roller.roll({ op: 'at-least', n: dice, sides: 6, target: hitOn }, label);
  return { base, baseRule, modifiers, dice, hitOn, faces: part.faces, hits: part.total, result: hitsToResult(part.total), part };
}

/**
 * A helicopter's guns at an enemy stand (seed 000, Air Assault L435, table L441–L444; crossfire-core
 * §1.4, §1.4.6, §2.8):
 * an Alouette III's twin MGs (house rule `helicopter.doorGunDice`, as an MMG team), the Alouette III
 * gunship's 20 mm cannon (`helicopter.cannonDice`), a Puma's twin .30s only under
 * `helicopter.pumaDoorGuns`. Only a helicopter over the table (hovering or landed) fires, and not
 * while marked NO FIRE. Its pool loses a die to cover, entrenchment or ground hug and hits on 6 at a
 * bunker, as every fire's (§1.4.2). Fired by the phasing side it is a fire action: Suppress or Kill
 * keeps the initiative, anything less passes it. Fired by the other side it is reactive fire at a
 * phasing stand as it moves ("any enemy moving into range are subject to reactive fire"): Suppress or
 * Kill ends the move and takes the initiative, a Pin stops the mover, and a failure marks the
 * helicopter NO FIRE (a Pin counting as one under `noFire.onPin`).
 */
export function helicopterFire(
  state: FogoState,
  input: HelicopterFireInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: HelicopterFireResult }, HelicopterFireError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = ownHelicopter(state, side.value, input.helicopter);
  if (!found.ok) return found;
  const h = found.value;
  if (!overTable(h.phase)) return fail('fogo/helicopter-not-flying', { helicopter: h.id, phase: h.phase });
  const arms = helicopterArmament(h.type, rules);
  if (arms === undefined) return fail('fogo/helicopter-unarmed', { helicopter: h.id });
  if (h.noFire === true) return fail('fogo/helicopter-no-fire', { helicopter: h.id });
  const target = enemyTarget(state, side.value, input.target);
  if (!target.ok) return target;
  const reactive = side.value !== state.initiative;
  if (reactive && target.value.side !== state.initiative) return fail('fogo/target-not-phasing', { stand: target.value.id });

  const landedNow = target.value.landedInInitiative === state.initiativeCount;
  const shot = shootFromHelicopter(arms.dice, arms.rule, input.cover, target.value, landedNow, roller, `${arms.weapon} ${h.id}`);
  const landed = landFire(state, target.value, shot.result, rules);
  const success = fireSucceeded(landed.effect);
  let next = landed.state;
  let initiative: InitiativeEffect;
  let noFire = false;
  let move: MoveOutcome | undefined;
  if (reactive) {
    const pinOnly = !success && shot.result === 'pin';
    noFire = !success && !(pinOnly && !boolRule(rules, 'noFire.onPin'));
    if (noFire) next = withHelicopter(next, { ...h, noFire: true });
    move = success ? 'ended' : pinOnly ? 'stopped' : 'continues';
    initiative = success ? 'pass' : 'keep';
  } else {
    initiative = success ? 'keep' : 'pass';
  }
  return ok({
    state: applyInitiative(next, initiative, rules, reactive ? side.value : undefined),
    result: {
      kind: 'helicopter-fire',
      side: side.value,
      helicopter: h.id,
      type: h.type,
      weapon: arms.weapon,
      reactive,
      target: target.value.id,
      targetSide: target.value.side,
      cover: input.cover,
      shot,
      effect: landed.effect,
      ...(move === undefined ? {} : { move }),
      noFire,
      initiative,
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// Anti-aircraft fire at a hovering helicopter

export type AntiAircraftError =
  | PhaseError
  | VolleyError
  | 'fogo/unknown-enemy-helicopter'
  | 'fogo/own-helicopter'
  | 'fogo/not-hovering'
  | 'fogo/not-anti-aircraft';

export interface AntiAircraftInput extends VolleyInput {
  /** The enemy helicopter fired at. */
  readonly helicopter: string;
}

/** What anti-aircraft fire did to the helicopter. */
export type AntiAircraftOutcome = 'none' | 'aborts' | 'downed';

export interface AntiAircraftResult {
  readonly kind: 'anti-aircraft';
  readonly side: string;
  readonly helicopter: string;
  readonly helicopterSide: string;
  readonly type: HelicopterType;
  /** Fired by the side without the initiative, at the phasing side's helicopter. */
  readonly reactive: boolean;
  readonly volley: Volley;
  readonly outcome: AntiAircraftOutcome;
  /** Firers of a failed reaction, now marked NO FIRE. */
  readonly noFire: readonly string[];
  readonly initiative: InitiativeEffect;
}

/**
 * An enemy helicopter the actor can see: one that has left its base (a helicopter at base is its
 * side's secret, crossfire-core §2.10.1). One at base, or none, reads alike: no such helicopter over
 * the table. Only when no enemy helicopter in sight answers to the name is the actor's own looked at.
 */
function enemyHelicopter(state: FogoState, side: string, id: string): RuleResult<Helicopter, 'fogo/unknown-enemy-helicopter' | 'fogo/own-helicopter'> {
  const ref = readUnitRef(id);
  const named = (h: Helicopter): boolean => sameName(h.id, ref.id) && (ref.side === undefined || sameName(ref.side, h.side));
  const seen = state.helicopters.find((h) => !sameName(h.side, side) && h.phase !== 'base' && named(h));
  if (seen) return ok(seen);
  if (state.helicopters.some((h) => sameName(h.side, side) && named(h))) return fail('fogo/own-helicopter', { helicopter: ref.id });
  return fail('fogo/unknown-enemy-helicopter', { helicopter: id });
}

/** MMG and HMG teams: the machine guns house rule `aa.firers` `MACHINE_GUNS` allows. */
const MACHINE_GUNS: ReadonlySet<Stand['type']> = new Set(['mmg', 'hmg']);

/**
 * The helicopter after a result: a Suppress sends it back to base with all aboard (house rule
 * `aa.suppressEffect` `ABORTS`, or shoots it down under `DOWNED`); a Kill shoots it down, killing
 * everyone aboard, who stay off the table (so who they were stays its side's secret).
 */
function hitHelicopter(state: FogoState, h: Helicopter, result: FireResult, rules: HouseRules): { state: FogoState; outcome: AntiAircraftOutcome } {
  if (!isSuppressOrBetter(result)) return { state, outcome: 'none' };
  const downed = result === 'kill' || choiceRule(rules, 'aa.suppressEffect', ['ABORTS', 'DOWNED'] as const) === 'DOWNED';
  if (!downed) {
    const { landingZone: _lz, ...rest } = h;
    return { state: withHelicopter(state, { ...rest, phase: 'base', since: state.initiativeCount }), outcome: 'aborts' };
  }
  const aboard = state.stands.filter((s) => sameName(s.side, h.side) && h.passengers.some((p) => sameName(p, s.id)));
  const killed = withStands(state, aboard.map((s) => ({ ...s, status: 'killed' as const })));
  return { state: withHelicopter(killed, { ...h, phase: 'downed', since: state.initiativeCount }), outcome: 'downed' };
}

/**
 * Anti-aircraft fire at an enemy helicopter hovering over its landing zone (seed 000, Air Assault L435:
 * "this requirement to hover makes the helicopter vulnerable to anti-aircraft fire"; crossfire-core
 * §2.8). The seed gives no procedure, so (house rules, [C]): eligible stands — any that can fire, or
 * MMG and HMG teams only under `aa.firers` — fire as a volley (one stand, a fire group or a crossfire,
 * `rollVolley`) with their pools against a target in the open; the best result counts: a Pin does
 * nothing to a helicopter, a Suppress sends it back to base with its passengers (`aa.suppressEffect`),
 * a Kill shoots it down with all aboard. Fired by the phasing side it is a fire action (a helicopter
 * brought down or driven off keeps the initiative, anything less passes it); by the other side it is
 * reactive fire at the phasing side's helicopter (success takes the initiative, failure marks the
 * firers NO FIRE, a Pin counting as failure under `noFire.onPin`).
 */
export function antiAircraftFire(
  state: FogoState,
  input: AntiAircraftInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: AntiAircraftResult }, AntiAircraftError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = enemyHelicopter(state, side.value, input.helicopter);
  if (!found.ok) return found;
  const h = found.value;
  if (h.phase !== 'hovering') return fail('fogo/not-hovering', { helicopter: h.id, phase: h.phase });
  const reactive = side.value !== state.initiative;
  if (reactive && h.side !== state.initiative) return fail('fogo/not-phasing', { side: side.value, phasing: state.initiative });
  if (choiceRule(rules, 'aa.firers', ['ANY_FIRE', 'MACHINE_GUNS'] as const) === 'MACHINE_GUNS') {
    for (const id of input.firers) {
      const s = ownLivingStand(state, side.value, id);
      if (!s.ok) return s;
      if (!MACHINE_GUNS.has(s.value.type)) return fail('fogo/not-anti-aircraft', { stand: s.value.id });
    }
  }
  const situation = { cover: 'open' as const, targetGroundHug: false, targetJustLanded: false, pointBlank: false };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, `anti-aircraft at ${h.id}`);
  if (!fired.ok) return fired;
  const { volley } = fired.value;
  const hit = hitHelicopter(fired.value.state, h, volley.best, rules);
  const success = hit.outcome !== 'none';
  let next = hit.state;
  let marked: Stand[] = [];
  if (reactive && !success && !(volley.best === 'pin' && !boolRule(rules, 'noFire.onPin'))) {
    marked = volleyStands(next, side.value, volley);
    next = withStands(next, marked.map((s) => ({ ...s, noFire: true })));
  }
  const initiative: InitiativeEffect = reactive ? (success ? 'pass' : 'keep') : success ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(next, initiative, rules, reactive ? side.value : undefined),
    result: {
      kind: 'anti-aircraft',
      side: side.value,
      helicopter: h.id,
      helicopterSide: h.side,
      type: h.type,
      reactive,
      volley,
      outcome: hit.outcome,
      noFire: marked.map((s) => s.id),
      initiative,
    },
  });
}
