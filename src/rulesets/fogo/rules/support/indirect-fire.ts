import type { Scenario } from '../../../../core/board/scenario.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { sameName } from '../../../../core/same-name.js';
import { withinStandWidth } from '../game/board-distance.js';
import { fireSucceeded, landFire, type FireEffect } from '../fire/direct-fire.js';
import { rollDicePool, type DicePool } from '../fire/fire-results.js';
import { enemySneaker, noteSneakerActed } from '../fieldcraft/model.js';
import { fireAtSneaker, type SneakerFireError, type SneakerFireLanding } from '../fieldcraft/reveal.js';
import { sneakerIndirectFireCaller } from '../fieldcraft/sneaker-actions.js';
import { boolRule, choiceRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { sumValues, type Modifier } from '../game/modifiers.js';
import { enemyTarget, findStand, isVisibleToEnemy, noteActed, ownLivingStand, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, type Stand } from '../troops/stands.js';
import { indirectCoverFromTerrain } from '../fire/terrain-cover.js';

/** Who calls the fire: one of the caller's own stands, or one of its real Sneakers holding an observer. */
export interface IndirectCallInput {
  readonly side: string;
  /** An FO, a light mortar (an FO on table) or a Command Team on the table. */
  readonly caller?: string | undefined;
  /** A real Sneaker holding one of those (crossfire-core §2.7.2): calling proves it real (§2.10.2). */
  readonly sneaker?: string | undefined;
}

export type CallerError =
  | PhaseError
  | StateError
  | 'fogo/one-caller'
  | 'fogo/not-an-observer'
  | 'fogo/not-on-table'
  | 'fogo/stand-suppressed'
  | 'fogo/unknown-sneaker'
  | 'fogo/sneaker-cannot'
  | 'fogo/no-missions-left';

/** The fire missions a side has called, and its limit (0: none). */
export interface MissionCount {
  readonly used: number;
  readonly limit: number;
}

interface Caller {
  readonly stand: Stand;
  readonly sneaker?: string;
  readonly mission: MissionCount;
}

/** Seed 000: light mortars on table are FOs; a Command Team's radioman lets it act as an FO. */
const OBSERVERS: ReadonlySet<Stand['type']> = new Set(['fo', 'light-mortar', 'command-team']);

/**
 * The stand calling an off-table fire mission (seed 000, Mortar Team and Command Team; crossfire-core
 * §1.9, §2.1, §2.2): the phasing side's FO, light mortar or Command Team on the table and not
 * Suppressed — or a real Sneaker of its holding one, which stays a Sneaker. Each call uses a fire
 * mission of the side's count (house rule `indirect.missions`, 0 = no limit).
 */
function callerOf(state: FogoState, input: IndirectCallInput, rules: HouseRules): RuleResult<Caller & { readonly side: string }, CallerError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  if ((input.caller === undefined) === (input.sneaker === undefined)) return fail('fogo/one-caller');
  let stand: Stand;
  let sneaker: string | undefined;
  if (input.sneaker !== undefined) {
    const s = sneakerIndirectFireCaller(state, { side: side.value, sneaker: input.sneaker });
    if (!s.ok) return s;
    const found = findStand(state, { side: side.value, id: s.value.caller });
    if (!found) throw new Error(`sneaker caller ${s.value.caller} vanished`);
    stand = found;
    sneaker = s.value.sneaker;
  } else {
    const s = ownLivingStand(state, side.value, input.caller ?? '');
    if (!s.ok) return s;
    stand = s.value;
    if (!OBSERVERS.has(stand.type)) return fail('fogo/not-an-observer', { stand: stand.id });
    if (stand.offTable === true || stand.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: stand.id });
  }
  if (stand.status === 'suppressed') return sneaker === undefined ? fail('fogo/stand-suppressed', { stand: stand.id }) : fail('fogo/sneaker-cannot', { sneaker });
  const limit = intRule(rules, 'indirect.missions');
  const used = state.fireMissionsUsed?.[side.value] ?? 0;
  if (limit > 0 && used >= limit) return fail('fogo/no-missions-left', { used, limit });
  return ok({ side: side.value, stand, ...(sneaker === undefined ? {} : { sneaker }), mission: { used: used + 1, limit } });
}

/** The state after a call: the mission counted, the caller (or its Sneaker) having acted. */
function afterCall(state: FogoState, side: string, caller: Caller): FogoState {
  const counted: FogoState = { ...state, fireMissionsUsed: { ...state.fireMissionsUsed, [side]: caller.mission.used } };
  return caller.sneaker === undefined ? noteActed(counted, [caller.stand]) : noteSneakerActed(counted);
}

function initiativeAfter(success: boolean, rules: HouseRules): InitiativeEffect {
  return success || !boolRule(rules, 'indirect.failPassesInitiative') ? 'keep' : 'pass';
}

// ---------------------------------------------------------------------------------------------------
// HE barrage

export interface BarrageInput extends IndirectCallInput {
  /** The enemy stand the barrage is aimed at. */
  readonly target: string;
  /**
   * Enemy stands the caller says are within one stand width of the target. Where both stands have
   * table positions the board decides instead: those within are reached unnamed, and naming one
   * beyond is refused.
   */
  readonly near?: readonly string[] | undefined;
  /** The target's indirect cover as declared; else its terrain's (and always so for the stands near it). */
  readonly indirectCover?: boolean | undefined;
}

/** How a stand came under the barrage. */
export type BarrageReach = 'target' | 'measured' | 'word';

export type BarragePool = DicePool;

export interface BarrageShot extends BarragePool {
  readonly stand: string;
  readonly side: string;
  readonly reach: BarrageReach;
  readonly indirectCover: boolean;
}

export interface BarrageResult {
  readonly kind: 'barrage';
  readonly side: string;
  readonly caller: string;
  readonly sneaker?: string;
  readonly shots: readonly BarrageShot[];
  readonly effects: readonly FireEffect[];
  /** The side of each effect's stand, in order. */
  readonly effectSides: readonly string[];
  /**
   * Stands within one stand width of the target that took no pool: the target was not Suppressed
   * (or Killed), so the kill potential did not reach them (house rule `indirect.killPotential`).
   */
  readonly spared?: readonly { readonly stand: string; readonly side: string }[];
  readonly mission: MissionCount;
  readonly initiative: InitiativeEffect;
}

export type BarrageError = CallerError | 'fogo/listed-twice' | 'fogo/barrage-out-of-reach' | 'board/cover-needed';

/**
 * The stands a barrage at `target` reaches (crossfire-core §1.9, S5 "kill potential"): the target,
 * then every enemy stand in sight the board shows within one stand width of it, then those the caller
 * names where the board cannot measure. Only stands the calling side may see are looked at, so a
 * hidden stand can neither be reached nor shape a refusal.
 */
function reachedBy(
  state: FogoState,
  side: string,
  target: Stand,
  near: readonly string[],
  rules: HouseRules,
): RuleResult<readonly { readonly stand: Stand; readonly reach: BarrageReach }[], StateError | 'fogo/listed-twice' | 'fogo/barrage-out-of-reach'> {
  const named: Stand[] = [];
  for (const id of near) {
    const s = enemyTarget(state, side, id);
    if (!s.ok) return s;
    if (s.value === target || named.includes(s.value)) return fail('fogo/listed-twice', { stand: s.value.id });
    if (withinStandWidth(target, s.value, rules) === false) return fail('fogo/barrage-out-of-reach', { stand: s.value.id, target: target.id });
    named.push(s.value);
  }
  const measured = state.stands.filter(
    (s) => s !== target && !sameName(s.side, side) && isVisibleToEnemy(s) && s.status !== 'killed' && withinStandWidth(target, s, rules) === true,
  );
  const onWord = named.filter((s) => !measured.includes(s));
  return ok([
    { stand: target, reach: 'target' },
    ...measured.map((stand) => ({ stand, reach: 'measured' as const })),
    ...onWord.map((stand) => ({ stand, reach: 'word' as const })),
  ]);
}

/**
 * One barrage pool at one target (a stand, or a Sneaker's marker): `indirect.barrageDice` dice hitting
 * on 5, less `indirect.coverDice` in indirect cover and one for an Uneducated caller (seed 000).
 */
function rollBarrage(caller: Stand, indirectCover: boolean, at: string, roller: Roller, rules: HouseRules): BarragePool {
  const modifiers: Modifier[] = [];
  const coverDice = intRule(rules, 'indirect.coverDice');
  if (indirectCover && coverDice > 0) modifiers.push({ reason: 'indirect-cover', dice: -coverDice, rule: 'indirect.coverDice' });
  if (hasTrait(caller, 'uneducated')) modifiers.push({ reason: 'uneducated-barrage', dice: -1 });
  return rollDicePool(intRule(rules, 'indirect.barrageDice'), modifiers, roller, `barrage ${at}`);
}

/**
 * An off-table HE barrage (Crossfire core indirect fire, crossfire-core §1.9; seed 000, Mortar Team,
 * Command Team, (Technologically) Uneducated L227–L228): called by an FO, a light mortar or a
 * Command Team (`callerOf`), it throws a pool of house rule `indirect.barrageDice` dice hitting on 5
 * at each stand it reaches (`reachedBy`: its kill potential reaches stands within one stand width of
 * the target), less house rule `indirect.coverDice` for a stand whose terrain gives indirect cover
 * (§1.1.1), less one die for an Uneducated caller ("−1d6 for Indirect Fire Barrage"). The target
 * rolls first: under house rule `indirect.killPotential` (default `TARGET_SUPPRESSED`, §1.9 "if the
 * primary stand is suppressed, only adjacent stands are eligible", S5 CF7.1.1 Kill Potential) the
 * stands within one stand width of it take their pools only when the target's result is a Suppress
 * or a Kill; otherwise they are spared (`ALWAYS`: each rolls whatever the target's result). Each
 * result lands with accumulation (§1.4.4); a Suppress or a Kill anywhere keeps the initiative,
 * anything less passes it (house rule `indirect.failPassesInitiative`).
 */
export function barrage(
  state: FogoState,
  input: BarrageInput,
  board: Scenario | undefined,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: BarrageResult }, BarrageError> {
  const called = callerOf(state, input, rules);
  if (!called.ok) return called;
  const { side, ...caller } = called.value;
  const target = enemyTarget(state, side, input.target);
  if (!target.ok) return target;
  const reached = reachedBy(state, side, target.value, input.near ?? [], rules);
  if (!reached.ok) return reached;

  const pools: { stand: Stand; reach: BarrageReach; cover: boolean }[] = [];
  for (const { stand, reach } of reached.value) {
    const declared = reach === 'target' ? input.indirectCover : undefined;
    const cover = declared === undefined ? indirectCoverFromTerrain(board, stand.feature) : ok(declared);
    if (!cover.ok) return cover;
    pools.push({ stand, reach, cover: cover.value });
  }

  let next = state;
  const shots: BarrageShot[] = [];
  const effects: FireEffect[] = [];
  const effectSides: string[] = [];
  const spared: { stand: string; side: string }[] = [];
  const onlyIfSuppressed = choiceRule(rules, 'indirect.killPotential', ['TARGET_SUPPRESSED', 'ALWAYS'] as const) === 'TARGET_SUPPRESSED';
  for (const p of pools) {
    // The target rolls first: whether it ends Suppressed decides whether the rest are reached (S5).
    if (p.reach !== 'target' && onlyIfSuppressed && !(effects[0] !== undefined && fireSucceeded(effects[0]))) {
      spared.push({ stand: p.stand.id, side: p.stand.side });
      continue;
    }
    const pool = rollBarrage(caller.stand, p.cover, p.stand.id, roller, rules);
    shots.push({ stand: p.stand.id, side: p.stand.side, reach: p.reach, indirectCover: p.cover, ...pool });
    const landed = landFire(next, p.stand, pool.result, rules);
    next = landed.state;
    effects.push(landed.effect);
    effectSides.push(p.stand.side);
  }
  const initiative = initiativeAfter(effects.some(fireSucceeded), rules);
  return ok({
    state: applyInitiative(afterCall(next, side, caller), initiative, rules),
    result: {
      kind: 'barrage',
      side,
      caller: caller.stand.id,
      ...(caller.sneaker === undefined ? {} : { sneaker: caller.sneaker }),
      shots,
      effects,
      effectSides,
      ...(spared.length ? { spared } : {}),
      mission: caller.mission,
      initiative,
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// HE barrage at a Sneaker

export interface BarrageAtSneakerInput extends IndirectCallInput {
  /** The enemy Sneaker marker the barrage is aimed at. */
  readonly marker: string;
  /** The marker's place gives indirect cover, as declared (a marker's place is the players' words). */
  readonly indirectCover?: boolean | undefined;
}


export interface BarrageAtSneakerResult {
  readonly kind: 'barrage-at-sneaker';
  readonly side: string;
  readonly caller: string;
  readonly sneaker?: string;
  readonly pool: BarragePool;
  readonly landing: SneakerFireLanding['public'];
  readonly mission: MissionCount;
  readonly initiative: InitiativeEffect;
}

export type BarrageAtSneakerError = CallerError | SneakerFireError | 'fogo/own-sneaker';

/**
 * An HE barrage aimed at an enemy Sneaker (crossfire-core §1.9, §2.7.6, §2.9 "Fire at a Sneaker"):
 * the barrage pool as at a stand (`barrage`), less `indirect.coverDice` where the caller declares
 * the marker's place gives indirect cover; its result lands as any fire's on a Sneaker
 * (`fireAtSneaker`): a Pin pins it, a Suppress or better reveals it. The kill potential waits for
 * the reveal: a marker has no stands beside it on the table. A success keeps the initiative.
 */
export function barrageAtSneaker(
  state: FogoState,
  input: BarrageAtSneakerInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: BarrageAtSneakerResult }, BarrageAtSneakerError> {
  const called = callerOf(state, input, rules);
  if (!called.ok) return called;
  const { side, ...caller } = called.value;
  const target = enemySneaker(state, side, input.marker);
  if (!target.ok) return target;
  const pool = rollBarrage(caller.stand, input.indirectCover === true, target.value.id, roller, rules);
  const landed = fireAtSneaker(state, { firingSide: side, sneaker: target.value.id, result: pool.result }, rules);
  if (!landed.ok) return landed;
  const landing = landed.value.result.public;
  const initiative = initiativeAfter(landing.success, rules);
  return ok({
    state: applyInitiative(afterCall(landed.value.state, side, caller), initiative, rules),
    result: {
      kind: 'barrage-at-sneaker',
      side,
      caller: caller.stand.id,
      ...(caller.sneaker === undefined ? {} : { sneaker: caller.sneaker }),
      pool,
      landing,
      mission: caller.mission,
      initiative,
    },
  });
}

/** A barrage as ordered: at an enemy stand (`target`) or at an enemy Sneaker (`marker`), one of them. */
export function barrageOrder(
  state: FogoState,
  order: IndirectCallInput & Omit<BarrageInput, 'target'> & { readonly target?: string | undefined; readonly marker?: string | undefined },
  board: Scenario | undefined,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: BarrageResult | BarrageAtSneakerResult }, BarrageError | BarrageAtSneakerError | 'fogo/one-target'> {
  if ((order.target === undefined) === (order.marker === undefined)) return fail('fogo/one-target');
  if (order.marker !== undefined) return barrageAtSneaker(state, { ...order, marker: order.marker }, roller, rules);
  return barrage(state, { ...order, target: order.target ?? '' }, board, roller, rules);
}

// ---------------------------------------------------------------------------------------------------
// Smoke

export interface SmokeInput extends IndirectCallInput {
  /** Where the smoke is aimed: a feature or a spot, in one line. */
  readonly at: string;
}

export interface SmokeResult {
  readonly kind: 'smoke';
  readonly side: string;
  readonly caller: string;
  readonly sneaker?: string;
  readonly at: string;
  readonly face: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly needed: number;
  readonly landed: boolean;
  readonly part: RolledPart;
  readonly mission: MissionCount;
  readonly initiative: InitiativeEffect;
}

export type SmokeError = CallerError | 'fogo/bad-smoke-spot';

const SPOT_MAX = 60;

/**
 * An off-table smoke mission (Crossfire core indirect fire, crossfire-core §1.9; seed 000, Mortar
 * Team, Command Team, (Technologically) Uneducated L227: "−1 to the roll for Indirect Fire Smoke"):
 * one d6, −1 for an Uneducated caller, lands on house rule `indirect.smokeTarget` or more. The smoke
 * blocks line of sight, which the players judge as they judge all LOS; smoke that does not land
 * passes the initiative (house rule `indirect.failPassesInitiative`).
 */
export function smoke(
  state: FogoState,
  input: SmokeInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SmokeResult }, SmokeError> {
  const called = callerOf(state, input, rules);
  if (!called.ok) return called;
  const { side, ...caller } = called.value;
  const at = input.at.trim();
  if (at === '' || at.length > SPOT_MAX || /[\n\r]/.test(at)) return fail('fogo/bad-smoke-spot');
  const modifiers: Modifier[] = hasTrait(caller.stand, 'uneducated') ? [{ reason: 'uneducated-smoke', value: -1 }] : [];
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `smoke ${caller.sneaker ?? caller.stand.id}`);
  const face = part.total;
  const total = face + sumValues(modifiers);
  const needed = intRule(rules, 'indirect.smokeTarget');
  const landed = total >= needed;
  const initiative = initiativeAfter(landed, rules);
  return ok({
    state: applyInitiative(afterCall(state, side, caller), initiative, rules),
    result: {
      kind: 'smoke',
      side,
      caller: caller.stand.id,
      ...(caller.sneaker === undefined ? {} : { sneaker: caller.sneaker }),
      at,
      face,
      modifiers,
      total,
      needed,
      landed,
      part,
      mission: caller.mission,
      initiative,
    },
  });
}
