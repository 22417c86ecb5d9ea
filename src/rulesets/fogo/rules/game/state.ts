import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { deepFreeze, freezeArray, isFrozen } from '../../../../core/deep-freeze.js';
import { keptUnitsOf, placesOf, readUnitRef, resolveUnit, sidesOf, type UnitRef } from '../../../../core/unit-ref.js';
import type { Helicopter } from './helicopters.js';
import type { CivilianIntention } from './civilian-intentions.js';
import type { FieldcraftState, Sneaker } from './fieldcraft-state.js';
import {
  checkStandRecord,
  checkStandReferences,
  standFromSpec,
  type StandProblemCode,
  type StandSpec,
} from '../troops/stand-validation.js';
import { canGroundHug, type Stand } from '../troops/stands.js';
import { sameName } from '../../../../core/same-name.js';

/** What the rules remember only until the initiative changes hands. */
export interface InitiativeScratch {
  /** An armed stand of the phasing side has acted; its civilians may no longer roll (crossfire-core §2.4). */
  readonly armedActed: boolean;
  /**
   * Civilian stand id → the intention it rolled this initiative. Only the phasing side's civilians
   * roll, and the scratch is cleared when the initiative changes hands, so every id is the phasing side's.
   */
  readonly civilianIntentions: Readonly<Record<string, CivilianIntention>>;
  /** Drop zone → the combat group (of the phasing side) that dropped on it this initiative (crossfire-core §2.8). */
  readonly drops: Readonly<Record<string, string>>;
}

/** A Fogo Cruzado game: the stands of every side and who holds the initiative (crossfire-core §1.2). */
export interface FogoState {
  readonly sides: readonly string[];
  /** The phasing side: the one holding the initiative. */
  readonly initiative: string;
  /** Starts at 1 and counts every change of initiative. */
  readonly initiativeCount: number;
  readonly stands: readonly Stand[];
  /** Side → crossfires it has directed (crossfire-core §1.4.5; limit `crossfire.limit`). */
  readonly crossfiresUsed: Readonly<Record<string, number>>;
  /** Side → off-table fire missions it has called (crossfire-core §1.9; limit `indirect.missions`); absent until the first. */
  readonly fireMissionsUsed?: Readonly<Record<string, number>>;
  /** The scenario's lootable terrain features, public (crossfire-core §2.5). */
  readonly lootableFeatures: readonly string[];
  readonly helicopters: readonly Helicopter[];
  readonly thisInitiative: InitiativeScratch;
  /**
   * Sneakers, Spoor, troops left hidden and the secret log of the fieldcraft rules (crossfire-core
   * §2.7, §2.10); absent until a side first uses them. Read it through `fieldcraftOf`.
   */
  readonly fieldcraft?: FieldcraftState;
}

export type StateError =
  | 'fogo/bad-sides'
  | 'fogo/unknown-side'
  | 'fogo/unknown-stand'
  | 'fogo/ambiguous-stand'
  | 'fogo/not-your-stand'
  | 'fogo/own-stand'
  | 'fogo/stand-killed'
  | 'fogo/cannot-ground-hug'
  | 'fogo/already-sneaking';

export const EMPTY_SCRATCH: InitiativeScratch = { armedActed: false, civilianIntentions: {}, drops: {} };


/** A new game with no stands yet; `initiative` names the side that starts (set by the scenario). */
export function createFogoState(input: {
  readonly sides: readonly string[];
  readonly initiative: string;
  readonly lootableFeatures?: readonly string[];
}): RuleResult<FogoState, StateError> {
  const { sides } = input;
  if (sides.length < 2 || new Set(sides.map((s) => s.toLowerCase())).size !== sides.length) return fail('fogo/bad-sides');
  const initiative = sides.find((s) => sameName(s, input.initiative));
  if (initiative === undefined) return fail('fogo/unknown-side', { side: input.initiative });
  return ok({
    sides: [...sides],
    initiative,
    initiativeCount: 1,
    stands: [],
    crossfiresUsed: {},
    lootableFeatures: [...(input.lootableFeatures ?? [])],
    helicopters: [],
    thisInitiative: EMPTY_SCRATCH,
  });
}

/** A campaign's stored game, checked to be a fogo one: a fault if it is not. */
export function fogoStateOf(game: unknown): FogoState {
  const g = game as FogoState | undefined;
  if (!g || !Array.isArray(g.stands)) throw new Error('the campaign has no fogo game');
  return g;
}

/** The side's name as the game spells it, ignoring case. */
export function findSideName(state: FogoState, side: string): string | undefined {
  return state.sides.find((s) => sameName(s, side));
}

/**
 * The side's name as the game spells it, or `fogo/unknown-side`: for the orders the phase table
 * alone checks (`PHASE_TABLE`), which need the side but not the initiative.
 */
export function gameSide(state: FogoState, side: string): RuleResult<string, 'fogo/unknown-side'> {
  const name = findSideName(state, side);
  return name === undefined ? fail('fogo/unknown-side', { side }) : ok(name);
}

/**
 * A stand for rules code, never for answering a player: by its side and id, or by a typed `ID` or
 * `Side:ID` that names exactly one stand of any side. Ids are unique only within a side.
 */
export function findStand(state: FogoState, ref: UnitRef | string): Stand | undefined {
  if (typeof ref !== 'string') return state.stands.find((s) => sameName(s.side, ref.side) && sameName(s.id, ref.id));
  const r = resolveUnit(state.stands, ref);
  return r.kind === 'one' ? r.unit : undefined;
}

/** Whether the enemy may know the stand is there at all: on the table and not hidden. */
export function isVisibleToEnemy(stand: Stand): boolean {
  return !stand.hidden && stand.offTable !== true && stand.embarkedIn === undefined;
}

/** The stands of other sides than `side` that it may know of: those visible to the enemy. */
function knownEnemies(state: FogoState, side: string): Stand[] {
  return state.stands.filter((s) => !sameName(s.side, side) && isVisibleToEnemy(s));
}

/**
 * A stand of `side`, named by its id or as `Side:ID`. Ids are unique per side, so only the side's own
 * stands are searched; a name that fits none of them is "not yours" when it names an enemy stand the
 * actor can see, and otherwise exactly like a stand that does not exist (DESIGN.md, Hidden information).
 */
export function ownStand(state: FogoState, side: string, id: string): RuleResult<Stand, StateError> {
  const own = resolveUnit(state.stands.filter((s) => sameName(s.side, side)), id);
  if (own.kind === 'one') return ok(own.unit);
  const seen = resolveUnit(knownEnemies(state, side), id);
  if (seen.kind === 'one') return fail('fogo/not-your-stand', { stand: seen.unit.id });
  if (seen.kind === 'many') return fail('fogo/not-your-stand', { stand: id });
  return fail('fogo/unknown-stand', { stand: id });
}

/**
 * A living stand of `side`, free to act: a stand inside a Sneaker acts only through its Sneaker, or
 * it would show itself while the marker still claimed it (Fogo Cruzado, Fieldcraft).
 */
export function ownLivingStand(state: FogoState, side: string, id: string): RuleResult<Stand, StateError> {
  const s = ownStand(state, side, id);
  if (s.ok && s.value.status === 'killed') return fail('fogo/stand-killed', { stand: s.value.id });
  if (s.ok && state.fieldcraft?.sneakers.some((k) => sameName(k.side, s.value.side) && k.stands.some((x) => sameName(x, s.value.id)))) {
    return fail('fogo/already-sneaking', { stand: s.value.id });
  }
  return s;
}

/**
 * Another side's stand `side` may know of (visible to the enemy), dead or alive, named by its id or
 * as `Side:ID`. Only such stands are searched, so a hidden enemy stand sharing the id can never be
 * picked nor noticed; an id that enemy stands of several sides share in sight is refused with the
 * `Side:ID` choices; an id only the actor's own side uses is "your own".
 */
export function knownEnemyStand(state: FogoState, side: string, id: string): RuleResult<Stand, StateError> {
  const r = resolveUnit(knownEnemies(state, side), id);
  if (r.kind === 'one') return ok(r.unit);
  if (r.kind === 'many') return fail('fogo/ambiguous-stand', { stand: readUnitRef(id).id, sides: sidesOf(r.units) });
  const own = resolveUnit(state.stands.filter((s) => sameName(s.side, side)), id);
  if (own.kind === 'one') return fail('fogo/own-stand', { stand: own.unit.id });
  return fail('fogo/unknown-stand', { stand: id });
}

/** A living enemy stand `side` can see to shoot at or fight. */
export function enemyTarget(state: FogoState, side: string, id: string): RuleResult<Stand, StateError> {
  const s = knownEnemyStand(state, side, id);
  if (s.ok && s.value.status === 'killed') return fail('fogo/stand-killed', { stand: s.value.id });
  return s;
}

/**
 * The stand after a roll that used its quality: a stand the enemy can see has shown it (see
 * `Stand.qualityShown`); a hidden one's roll names neither it nor its target.
 */
export function showQuality(stand: Stand): Stand {
  return isVisibleToEnemy(stand) && stand.qualityShown !== true ? { ...stand, qualityShown: true } : stand;
}

/**
 * The game after a roll whose `modifiers` added command stands' ratings (a rally's helping
 * commander, a close combat's): each stand of `side` whose rating was shown, and the enemy can see,
 * has shown it for the rest of the game, as its quality (`showQuality`).
 */
export function showRatings(state: FogoState, side: string, modifiers: readonly { readonly reason: string; readonly stand?: string }[]): FogoState {
  const ids = modifiers.filter((m) => m.reason === 'commander' && m.stand !== undefined).map((m) => m.stand!);
  const shown = state.stands.filter((s) => sameName(s.side, side) && ids.some((id) => sameName(id, s.id)) && isVisibleToEnemy(s) && s.ratingShown !== true);
  return withStands(state, shown.map((s) => ({ ...s, ratingShown: true })));
}

/**
 * Any stand, as the GM names it: the GM sees every stand, so an id that stands of several sides use
 * is refused with the `Side:ID` choices.
 */
export function anyStand(state: FogoState, id: string): RuleResult<Stand, 'fogo/unknown-stand' | 'fogo/ambiguous-stand'> {
  const r = resolveUnit(state.stands, id);
  if (r.kind === 'one') return ok(r.unit);
  if (r.kind === 'many') return fail('fogo/ambiguous-stand', { stand: readUnitRef(id).id, sides: sidesOf(r.units) });
  return fail('fogo/unknown-stand', { stand: id });
}

/** Writes changed stands back (matched by side and id), keeping order. */
export function withStands(state: FogoState, changed: readonly Stand[]): FogoState {
  if (changed.length === 0) return state;
  // The last changed stand of the same side and id wins, as a map by key would keep it.
  const frozen = isFrozen(state.stands);
  let stands: Stand[];
  if (frozen) {
    // A game of the store's: a copy with the changed stands put in their places (the ids' index), no search per stand.
    stands = state.stands.slice();
    for (const c of changed) for (const i of placesOf(state.stands, c) ?? []) stands[i] = c;
  } else {
    const changedFor = (s: Stand): Stand | undefined => {
      for (let i = changed.length - 1; i >= 0; i--) if (sameName(changed[i]!.id, s.id) && sameName(changed[i]!.side, s.side)) return changed[i];
      return undefined;
    };
    stands = state.stands.map((s) => changedFor(s) ?? s);
  }
  keptUnitsOf(stands, state.stands);
  // Made from a frozen game (the store's), frozen at once, its new stands with it, as the store would
  // freeze it when saved: freezing the game then need not walk its hundreds of stands.
  if (frozen) {
    for (const s of changed) deepFreeze(s);
    freezeArray(stands);
  }
  return { ...state, stands };
}

/** Notes that stands of the phasing side acted; any armed one closes the civilians' window. */
export function noteActed(state: FogoState, stands: readonly Stand[]): FogoState {
  const armed = stands.some((s) => s.side === state.initiative && s.type !== 'civilians');
  if (!armed || state.thisInitiative.armedActed) return state;
  return { ...state, thisInitiative: { ...state.thisInitiative, armedActed: true } };
}

/**
 * Adds a side's stands (from an order of battle or the GM), checking every field, ids unique within
 * the side and commander/attachment references within the side. Another side's stands are never
 * looked at: an id they use is free, so adding a stand tells nothing of them.
 */
export function addStands(
  state: FogoState,
  side: string,
  specs: readonly StandSpec[],
): RuleResult<FogoState, StateError | StandProblemCode> {
  const sideName = findSideName(state, side);
  if (sideName === undefined) return fail('fogo/unknown-side', { side });
  const problems = specs.flatMap((s, i) => checkStandRecord(s, `stands[${i}]`).problems);
  const own = state.stands.filter((s) => s.side === sideName);
  if (problems.length === 0) problems.push(...checkStandReferences(specs, (i) => `stands[${i}]`, own));
  const first = problems[0];
  if (first) return fail(first.code, { path: first.path, ...(first.expected === undefined ? {} : { expected: first.expected }) });
  return ok({ ...state, stands: [...state.stands, ...specs.map((s) => standFromSpec(s, sideName))] });
}

/** The GM's correction of a stand's status and markers (the board disagrees with the bot). */
export interface StandCorrection {
  readonly status?: Stand['status'];
  readonly noFire?: boolean;
  readonly groundHug?: boolean;
  readonly hidden?: boolean;
  readonly feature?: string | null;
  readonly mounted?: boolean;
  readonly offTable?: boolean;
}

/** Applies a GM correction to any stand (`ID` or `Side:ID`); refuses markers the stand cannot carry. */
export function correctStand(
  state: FogoState,
  id: string,
  patch: StandCorrection,
): RuleResult<FogoState, StateError | StandProblemCode> {
  const found = anyStand(state, id);
  if (!found.ok) return found;
  const s = found.value;
  if (patch.groundHug === true && !canGroundHug(s)) return fail('fogo/cannot-ground-hug', { stand: s.id });
  if (patch.mounted !== undefined && s.type !== 'dragoons') return fail('fogo/not-for-this-type', { path: 'mounted' });
  const { feature, ...rest } = patch;
  const next: Stand = { ...s, ...rest };
  if (feature === null) {
    const { feature: _dropped, ...withoutFeature } = next;
    return ok(withStands(state, [withoutFeature]));
  }
  return ok(withStands(state, [feature === undefined ? next : { ...next, feature }]));
}

/**
 * The GM's correction as ordered, when the table and the bot disagree: one that changes nothing is
 * refused before any stand is looked for; else `correctStand` (crossfire-core §1.5.1 ground hug,
 * §2.2 Dragoons: the markers a stand may carry).
 */
export function gmCorrection(
  state: FogoState,
  id: string,
  patch: StandCorrection,
): RuleResult<FogoState, StateError | StandProblemCode | 'fogo/nothing-to-change'> {
  if (Object.values(patch).every((v) => v === undefined)) return fail('fogo/nothing-to-change');
  return correctStand(state, id, patch);
}

/**
 * Takes a stand (`ID` or `Side:ID`, as the GM names it) out of the game altogether (set up by
 * mistake); the dead stay, as `killed`.
 */
export function removeStand(state: FogoState, id: string): RuleResult<FogoState, StateError> {
  const found = anyStand(state, id);
  if (!found.ok) return found;
  return ok({ ...state, stands: state.stands.filter((x) => x !== found.value) });
}

/**
 * A player puts a stand to ground or stands it up: a marker, not an action (crossfire-core §1.5.1,
 * mechanics [C]). Untrained and mounted stands cannot ground hug.
 */
export function setGroundHug(
  state: FogoState,
  input: { readonly side: string; readonly stand: string; readonly on: boolean },
): RuleResult<FogoState, StateError> {
  const s = ownLivingStand(state, input.side, input.stand);
  if (!s.ok) return s;
  if (input.on && !canGroundHug(s.value)) return fail('fogo/cannot-ground-hug', { stand: s.value.id });
  return ok(withStands(state, [{ ...s.value, groundHug: input.on }]));
}

/** The Sneaker holding a stand (a Sneaker of the stand's side), if any. */
export function sneakerOf(state: FogoState, stand: UnitRef): Sneaker | undefined {
  return state.fieldcraft?.sneakers.find((s) => sameName(s.side, stand.side) && s.stands.some((x) => sameName(x, stand.id)));
}
