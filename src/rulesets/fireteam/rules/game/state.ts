import type { Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { qualifiedRef, readUnitRef, resolveUnit, sameUnit, sidesOf, unitKey, type UnitRef } from '../../../../core/unit-ref.js';
import type { PatrolState } from '../patrol/patrol.js';
import { isKnownToEnemy, isOnTable, type Unit } from '../troops/units.js';
import { sameName } from '../../../../core/same-name.js';

/**
 * Seed 004, Turn Sequence, preceded by the Patrol Phase and the placing of jump-off points (Battles
 * and Scenarios).
 */
export const PHASES = ['patrol', 'deploy-jops', 'actions', 'firing', 'pinning', 'movement', 'assaults'] as const;
export type Phase = (typeof PHASES)[number];

/** A jump-off point and the units that deployed from it this turn (at most 2, seed 004, Deploy). */
export interface JopState {
  readonly id: string;
  readonly side: string;
  readonly position?: Point;
  readonly deployedThisTurn: readonly string[];
  /**
   * Placed in secret after the Patrol Phase ("an element of hidden movement"): the enemy learns of it
   * when a unit deploys from it. A scenario's JOPs are public.
   */
  readonly hidden?: boolean;
}

/** A road entrance at a table edge in its side's half, where vehicles come on (seed 004, Deploy). */
export interface RoadEntrance {
  readonly id: string;
  readonly side: string;
  readonly position?: Point;
}

/** A smoke clump the size of the blast radius; it vanishes on 4–6 at the end of a turn (Indirect Fire). */
export interface SmokeCloud {
  readonly id: string;
  readonly centre: Point;
  readonly radius: number;
  readonly placedTurn: number;
}

/** Where an AOP's fire is aimed, kept from turn to turn for observed-fire adjustment (Indirect Fire). */
export interface AimPoint {
  readonly observer: string;
  /** The observer's side (ids are unique only within a side); absent in a game saved before. */
  readonly side?: string;
  readonly point: Point;
  readonly turnsObserved: number;
}

export type FireKind = 'direct' | 'anti-tank' | 'indirect' | 'smoke';

/**
 * A target nominated before shooting (seed 004, Firing: Targets). `unit` and `with` are of the
 * declaring side (`FireteamState.declarationSides`), `target` of the other: ids are unique only
 * within a side.
 */
export interface FireDeclaration {
  readonly unit: string;
  readonly kind: FireKind;
  /** The enemy unit shot at, for direct and anti-tank fire. */
  readonly target?: string;
  /** The aim point an AOP calls in, for indirect fire and smoke. */
  readonly aimPoint?: Point;
  /** A sniper's shot added to this unit's shot at the same target (Special Units: Snipers). */
  readonly with?: string;
  /** Seen on the side's word (`visible:true`) where the board refused the shot: what it read in the way. */
  readonly attested?: SightAttested;
}

/** What the board read against a shot declared seen on the side's word: the feature hiding or blocking, or the fixed gun's arc. */
export type SightAttested = { readonly why: 'hidden' | 'blocked'; readonly feature: string } | { readonly why: 'arc'; readonly degrees: number };

/** Work left for the end of a turn, done by the combat rules (the smoke roll in `artillery/artillery.ts`). */
export type EndOfTurnCheck = 'smoke-dispersal';

/**
 * Whose step it is in a phase where sides alternate, and which sides are done with the phase (in the
 * firing phase: have declared their targets).
 */
export interface Step {
  readonly side: string;
  readonly done: readonly string[];
}

/** A Fire Team game: two sides, the attacker moving first (seed 004, Initiative). */
export interface FireteamState {
  readonly sides: readonly string[];
  readonly attacker: string;
  /** 0 while patrolling and placing jump-off points, then 1, 2, … */
  readonly turn: number;
  readonly phase: Phase;
  readonly step: Step;
  readonly units: readonly Unit[];
  readonly jops: readonly JopState[];
  readonly roadEntrances: readonly RoadEntrance[];
  readonly patrol?: PatrolState;
  readonly smoke: readonly SmokeCloud[];
  readonly aimPoints: readonly AimPoint[];
  /** This turn's fire declarations; secret from the enemy until both sides have declared. */
  readonly declarations: readonly FireDeclaration[];
  /**
   * The side that made each declaration, in the same order (ids are unique only within a side);
   * absent while there are none, and in a game saved before ids were unique per side only.
   */
  readonly declarationSides?: readonly string[];
  readonly pendingChecks: readonly EndOfTurnCheck[];
}

export type StateError =
  | 'fireteam/bad-sides'
  | 'fireteam/unknown-side'
  | 'fireteam/duplicate-id'
  | 'fireteam/unknown-unit'
  | 'fireteam/ambiguous-unit'
  | 'fireteam/not-your-unit'
  | 'fireteam/own-unit'
  | 'fireteam/not-on-table';


export interface GameSetup {
  readonly sides: readonly string[];
  /** Thrown for at the start, or set by the scenario (seed 004, Initiative). */
  readonly attacker: string;
  /** A patrol phase to play first; its JOPs become the game's. */
  readonly patrol?: PatrolState;
  /** Jump-off points set by the scenario (the campaign does not use the Patrol Phase). */
  readonly jops?: readonly { readonly id: string; readonly side: string; readonly position?: Point }[];
  readonly roadEntrances?: readonly RoadEntrance[];
}

/**
 * A new game. With a patrol it starts in the patrol phase; with the scenario's JOPs it starts at turn
 * 1, actions; with neither, the scenario's JOPs are placed first (`deploy-jops`).
 */
export function createFireteamState(setup: GameSetup): RuleResult<FireteamState, StateError> {
  const { sides } = setup;
  if (sides.length !== 2 || sameName(sides[0] ?? '', sides[1] ?? '') || sides.some((s) => s.trim() === '')) return fail('fireteam/bad-sides');
  const attacker = sides.find((s) => sameName(s, setup.attacker));
  if (attacker === undefined) return fail('fireteam/unknown-side', { side: setup.attacker });
  const known = (side: string): string | undefined => sides.find((s) => sameName(s, side));
  const jops: JopState[] = [];
  for (const j of setup.jops ?? []) {
    const side = known(j.side);
    if (side === undefined) return fail('fireteam/unknown-side', { side: j.side });
    jops.push({ id: j.id, side, ...(j.position === undefined ? {} : { position: j.position }), deployedThisTurn: [] });
  }
  const roads: RoadEntrance[] = [];
  for (const r of setup.roadEntrances ?? []) {
    const side = known(r.side);
    if (side === undefined) return fail('fireteam/unknown-side', { side: r.side });
    roads.push({ ...r, side });
  }
  const ids = [...jops.map((j) => j.id), ...roads.map((r) => r.id)].map((x) => x.toLowerCase());
  const dup = ids.find((x, i) => ids.indexOf(x) !== i);
  if (dup !== undefined) return fail('fireteam/duplicate-id', { id: dup });
  const phase: Phase = setup.patrol ? 'patrol' : jops.length > 0 ? 'actions' : 'deploy-jops';
  return ok({
    sides: [...sides],
    attacker,
    turn: phase === 'actions' ? 1 : 0,
    phase,
    step: { side: setup.patrol?.toMove ?? attacker, done: [] },
    units: [],
    jops,
    roadEntrances: roads,
    ...(setup.patrol ? { patrol: setup.patrol } : {}),
    smoke: [],
    aimPoints: [],
    declarations: [],
    pendingChecks: [],
  });
}

/** The side's name as the game spells it, ignoring case. */
export function findSide(state: FireteamState, side: string): string | undefined {
  return state.sides.find((s) => sameName(s, side));
}

export function otherSide(state: FireteamState, side: string): string {
  return state.sides.find((s) => !sameName(s, side)) ?? side;
}

/**
 * A unit for rules code, never for answering a player: by its side and id, or by a typed `ID` or
 * `Side:ID` that names exactly one unit of any side. Ids are unique only within a side.
 */
export function findUnit(state: FireteamState, ref: UnitRef | string): Unit | undefined {
  if (typeof ref !== 'string') return state.units.find((u) => sameName(u.side, ref.side) && sameName(u.id, ref.id));
  const r = resolveUnit(state.units, ref);
  return r.kind === 'one' ? r.unit : undefined;
}

/** The enemy's unit `id`, for what the rules keep of it: Fire Team is played by two sides. */
export function enemyRef(state: FireteamState, side: string, id: string): UnitRef {
  return { side: otherSide(state, side), id };
}

/** Other sides' units `side` may know of: those on the table or once seen there. */
function knownEnemies(state: FireteamState, side: string): Unit[] {
  return state.units.filter((u) => !sameName(u.side, side) && isKnownToEnemy(u));
}

/** The enemy unit `id` (or `Side:ID`) names among those `side` knows of, if exactly one. */
export function knownEnemyUnit(state: FireteamState, side: string, id: string): Unit | undefined {
  const r = resolveUnit(knownEnemies(state, side), id);
  return r.kind === 'one' ? r.unit : undefined;
}

/**
 * The unit `id` (or `Side:ID`) as `side` may name it: its own, else another side's it may know of.
 * Another side's unit still off table, never seen, is as good as none, so an order naming it is
 * refused exactly as one naming a unit that does not exist.
 */
export function findUnitFor(state: FireteamState, side: string, id: string): Unit | undefined {
  const own = resolveUnit(state.units.filter((u) => sameName(u.side, side)), id);
  if (own.kind === 'one') return own.unit;
  const seen = resolveUnit(knownEnemies(state, side), id);
  return seen.kind === 'one' ? seen.unit : undefined;
}

/**
 * A unit of `side`, for an order its player gives. Only the side's own units are searched; a name
 * that fits none is "not yours" when it names an enemy unit the side knows of, and otherwise exactly
 * like a unit that does not exist.
 */
export function ownUnit(state: FireteamState, side: string, id: string): RuleResult<Unit, StateError> {
  const own = resolveUnit(state.units.filter((u) => sameName(u.side, side)), id);
  if (own.kind === 'one') return ok(own.unit);
  const seen = resolveUnit(knownEnemies(state, side), id);
  if (seen.kind === 'one') return fail('fireteam/not-your-unit', { unit: seen.unit.id });
  if (seen.kind === 'many') return fail('fireteam/not-your-unit', { unit: id });
  return fail('fireteam/unknown-unit', { unit: id });
}

/**
 * An enemy unit on the table, to shoot at or assault. Only the enemy units `side` knows of are
 * searched, so an unseen one sharing the id can never be picked nor noticed.
 */
export function enemyUnit(state: FireteamState, side: string, id: string): RuleResult<Unit, StateError> {
  const r = resolveUnit(knownEnemies(state, side), id);
  if (r.kind === 'many') return fail('fireteam/ambiguous-unit', { unit: readUnitRef(id).id, sides: sidesOf(r.units) });
  if (r.kind === 'none') {
    const own = resolveUnit(state.units.filter((u) => sameName(u.side, side)), id);
    return own.kind === 'one' ? fail('fireteam/own-unit', { unit: own.unit.id }) : fail('fireteam/unknown-unit', { unit: id });
  }
  if (!isOnTable(r.unit)) return fail('fireteam/not-on-table', { unit: r.unit.id });
  return ok(r.unit);
}

/**
 * Adds units (from a roster) to the game; ids must be unique within their side, ignoring case.
 * Another side's units are never looked at: an id they use is free, so mustering tells nothing of them.
 */
export function addUnits(state: FireteamState, units: readonly Unit[]): RuleResult<FireteamState, StateError> {
  const seen = new Set(state.units.map(unitKey));
  const added: Unit[] = [];
  for (const u of units) {
    const side = findSide(state, u.side);
    if (side === undefined) return fail('fireteam/unknown-side', { side: u.side });
    const key = unitKey({ side, id: u.id });
    if (seen.has(key)) return fail('fireteam/duplicate-id', { id: u.id });
    seen.add(key);
    added.push({ ...u, side });
  }
  return ok({ ...state, units: [...state.units, ...added] });
}

/** Writes changed units back (matched by side and id), keeping order. */
export function withUnits(state: FireteamState, changed: readonly Unit[]): FireteamState {
  if (changed.length === 0) return state;
  const byKey = new Map(changed.map((u) => [unitKey(u), u]));
  return { ...state, units: state.units.map((u) => byKey.get(unitKey(u)) ?? u) };
}

/** Changes one unit known to exist (a bug otherwise), by its side and id or a typed reference. */
export function updateUnit(state: FireteamState, ref: UnitRef | string, change: (u: Unit) => Unit): FireteamState {
  const u = findUnit(state, ref);
  if (!u) throw new Error(`no unit ${typeof ref === 'string' ? ref : qualifiedRef(ref)}`);
  return withUnits(state, [change(u)]);
}

/**
 * Seed 004, Pinning and Morale: the unit is Pinned — it cannot move this turn and fires at −2 until
 * it is judged afresh in the next turn's pinning phase. For the combat rules and assault losers.
 */
export function pinUnit(state: FireteamState, id: UnitRef | string): FireteamState {
  return updateUnit(state, id, (u) => (u.status === 'active' || u.status === 'pinned' ? { ...u, status: 'pinned', pinnedTurn: state.turn } : u));
}

/**
 * Seed 004, Movement / Go to Ground: the unit moved this turn, which also ends going to ground (kept
 * only "so long as they don't take any action"); `from`, where its move began (`Unit.movedFrom`).
 */
export function markMoved(state: FireteamState, id: UnitRef | string, from?: Point): FireteamState {
  return updateUnit(state, id, (u) => ({ ...u, movedThisTurn: true, goneToGround: false, ...(u.movedFrom === undefined && from ? { movedFrom: from } : {}) }));
}

/** The unit shot this turn: it may not move (seed 004, Movement) and is no longer gone to ground. */
export function markFired(state: FireteamState, id: UnitRef | string): FireteamState {
  return updateUnit(state, id, (u) => ({ ...u, firedThisTurn: true, goneToGround: false }));
}

/** Puts smoke down (seed 004, Indirect Fire: smoke). */
export function addSmoke(state: FireteamState, cloud: Omit<SmokeCloud, 'placedTurn'>): FireteamState {
  return { ...state, smoke: [...state.smoke, { ...cloud, placedTurn: state.turn }] };
}

/** This turn's fire declarations, each with the side that made it (if the game kept it). */
export function sidedDeclarations(state: FireteamState): (FireDeclaration & { readonly side?: string })[] {
  return state.declarations.map((d, i) => {
    const side = state.declarationSides?.[i];
    return side === undefined || side === '' ? d : { ...d, side };
  });
}

/** Whether `d` was declared for the unit `u` (a declaration kept without its side is any side's). */
export function declaredBy(d: FireDeclaration & { readonly side?: string }, u: UnitRef): boolean {
  return sameName(d.unit, u.id) && (d.side === undefined || sameName(d.side, u.side));
}

/** Sets or moves an AOP's aim point; one per observer (by side and id). */
export function setAimPoint(state: FireteamState, aim: AimPoint): FireteamState {
  return { ...state, aimPoints: [...state.aimPoints.filter((a) => !isAimOf(a, aim)), aim] };
}

/** Whether `a` is the aim point of the observer `by` (a point saved without a side is any side's). */
export function isAimOf(a: AimPoint, by: { readonly observer: string; readonly side?: string }): boolean {
  return sameName(a.observer, by.observer) && (a.side === undefined || by.side === undefined || sameName(a.side, by.side));
}

/** The teams riding in a vehicle (by its side and id, or a typed reference): its side's, whose `aboard` names it. */
export function passengersOf(state: FireteamState, vehicle: UnitRef | string): Unit[] {
  const v = typeof vehicle === 'string' ? findUnit(state, vehicle) : vehicle;
  if (v === undefined) return [];
  return state.units.filter((u) => u.aboard !== undefined && sameUnit({ side: u.side, id: u.aboard }, v));
}
