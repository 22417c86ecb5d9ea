import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Point } from '../../../../core/board/geometry.js';
import { resolveUnit, type UnitRef } from '../../../../core/unit-ref.js';
import { sneakerOf, type FogoState } from '../game/state.js';
import { isCommandStand, type Stand } from '../troops/stands.js';
import { EMPTY_FIELDCRAFT, type FieldcraftState, type Place, type Sneaker, type Spoor, type VisibilityMode } from '../game/fieldcraft-state.js';
import { sameName } from '../../../../core/same-name.js';

/*
 * Reading and changing the fieldcraft state (`../game/fieldcraft-state.ts`): finding Sneakers and Spoor, adding and
 * removing markers, this initiative's scratch, and the checks the fieldcraft actions share.
 */


/** The fieldcraft part of a game; a game that never used it has an empty one. */
export function fieldcraftOf(state: FogoState): FieldcraftState {
  return state.fieldcraft ?? EMPTY_FIELDCRAFT;
}

export function withFieldcraft(state: FogoState, fc: FieldcraftState): FogoState {
  return { ...state, fieldcraft: fc };
}

/** Whether a Sneaker holds troops. Secret: never call this to answer anyone but its owner or the GM. */
export function isReal(s: Sneaker): boolean {
  return s.stands.length > 0;
}

export function findSneaker(state: FogoState, id: string): Sneaker | undefined {
  return fieldcraftOf(state).sneakers.find((s) => sameName(s.id, id.trim()));
}

export function findSpoor(state: FogoState, id: string): Spoor | undefined {
  return fieldcraftOf(state).spoor.find((s) => sameName(s.id, id.trim()));
}

/** A Sneaker of `side`. Another side's Sneaker answers exactly like one that does not exist (DESIGN.md). */
export function ownSneaker(state: FogoState, side: string, id: string): RuleResult<Sneaker, 'fogo/unknown-sneaker'> {
  const s = findSneaker(state, id);
  if (!s || !sameName(s.side, side)) return fail('fogo/unknown-sneaker', { sneaker: id });
  return ok(s);
}

/** Another side's Sneaker, to shoot at, track or name. */
export function enemySneaker(
  state: FogoState,
  side: string,
  id: string,
): RuleResult<Sneaker, 'fogo/unknown-sneaker' | 'fogo/own-sneaker'> {
  const s = findSneaker(state, id);
  if (!s) return fail('fogo/unknown-sneaker', { sneaker: id });
  if (sameName(s.side, side)) return fail('fogo/own-sneaker', { sneaker: s.id });
  return ok(s);
}

/** The mode a stand is in (crossfire-core §2.7.1): inside a Sneaker, hidden, or on the table. */
export function visibilityMode(state: FogoState, stand: Stand): VisibilityMode {
  if (sneakerOf(state, stand)) return 'sneaking';
  return stand.hidden ? 'hidden' : 'revealed';
}

export function replaceSneaker(fc: FieldcraftState, s: Sneaker): FieldcraftState {
  return { ...fc, sneakers: fc.sneakers.map((x) => (x.id === s.id ? s : x)) };
}

export function removeSneakerFrom(fc: FieldcraftState, id: string): FieldcraftState {
  const scratch = fc.thisInitiative;
  return {
    ...fc,
    sneakers: fc.sneakers.filter((x) => x.id !== id),
    thisInitiative: { ...scratch, moved: scratch.moved.filter((x) => x !== id), stationary: scratch.stationary.filter((x) => x !== id) },
  };
}

/** Adds a Sneaker with the next public id. */
export function addSneaker(fc: FieldcraftState, side: string, place: Place, stands: readonly string[]): [FieldcraftState, Sneaker] {
  const n = fc.counters.sneaker + 1;
  const sneaker: Sneaker = { id: `S${n}`, side, place, pinned: false, stands: [...stands] };
  return [{ ...fc, sneakers: [...fc.sneakers, sneaker], counters: { ...fc.counters, sneaker: n } }, sneaker];
}

/**
 * The id for the next troops `side` leaves hidden (crossfire-core §2.10.1): numbered among that
 * side's own Hides that left troops, from its secret log, so the number counts nothing the side
 * cannot see (a count across sides would tell how often the enemy left troops hidden).
 */
export function cacheId(fc: FieldcraftState, side: string): string {
  const left = fc.secretLog.filter((e) => sameName(e.side, side) && e.decision.kind === 'hide' && e.decision.leftHidden.length > 0);
  return `H${left.length + 1}`;
}

/** Places a Spoor of `side` and gives its id. */
export function addSpoor(fc: FieldcraftState, side: string, place: Place, initiative: number): [FieldcraftState, Spoor] {
  const n = fc.counters.spoor + 1;
  const spoor: Spoor = { id: `SP${n}`, side, place, initiative };
  return [{ ...fc, spoor: [...fc.spoor, spoor], counters: { ...fc.counters, spoor: n } }, spoor];
}

export function removeSpoorFrom(fc: FieldcraftState, id: string): FieldcraftState {
  return { ...fc, spoor: fc.spoor.filter((x) => x.id !== id) };
}

/** The scratch of the current initiative; an older one is stale and reads as empty. */
export function scratchOf(state: FogoState, fc: FieldcraftState): FieldcraftState['thisInitiative'] {
  return fc.thisInitiative.initiative === state.initiativeCount
    ? fc.thisInitiative
    : { initiative: state.initiativeCount, moved: [], stationary: [] };
}

/** Holds Sneakers stationary for the rest of this initiative (crossfire-core §2.11 (8)). */
export function holdStationary(state: FogoState, fc: FieldcraftState, ids: readonly string[]): FieldcraftState {
  const scratch = scratchOf(state, fc);
  return { ...fc, thisInitiative: { ...scratch, stationary: [...new Set([...scratch.stationary, ...ids])] } };
}

export function noteMoved(state: FogoState, fc: FieldcraftState, id: string): FieldcraftState {
  const scratch = scratchOf(state, fc);
  return { ...fc, thisInitiative: { ...scratch, moved: [...new Set([...scratch.moved, id])] } };
}

/**
 * A Sneaker acting closes the civilians' window like any armed stand (crossfire-core §2.4) — always,
 * whatever it holds, so civilians rolling afterwards cannot betray a dummy.
 */
export function noteSneakerActed(state: FogoState): FogoState {
  if (state.thisInitiative.armedActed) return state;
  return { ...state, thisInitiative: { ...state.thisInitiative, armedActed: true } };
}

const TEXT_MAX = 60;
const goodText = (t: string): boolean => t !== '' && t.length <= TEXT_MAX && !/[\n\r]/.test(t);

/** Table coordinates as typed: `x,y` inches from the top left. */
const COORDINATES = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * A place as typed: trimmed, one line, at most 60 characters each; empty strings mean absent. A
 * position that reads `x,y` is the marker's table coordinates (`Place.at`), which the bot measures
 * from; any other is a description.
 */
export function checkPlace(place: Place | undefined): RuleResult<Place, 'fogo/bad-feature' | 'fogo/bad-position'> {
  if (place === undefined) return ok({});
  const feature = place.feature?.trim();
  const position = place.position?.trim();
  if (feature !== undefined && feature !== '' && !goodText(feature)) return fail('fogo/bad-feature');
  if (position !== undefined && position !== '' && !goodText(position)) return fail('fogo/bad-position');
  const xy = position === undefined ? null : COORDINATES.exec(position);
  const at = xy ? { x: Number(xy[1]), y: Number(xy[2]) } : place.at;
  return ok({
    ...(feature === undefined || feature === '' ? {} : { feature }),
    ...(position === undefined || position === '' || xy ? {} : { position }),
    ...(at === undefined ? {} : { at }),
  });
}

/** A place beside `place` (a Spoor "next to" its Sneaker): `dx`, `dy` inches off its coordinates, if it has them. */
export function besidePlace(place: Place, dx: number, dy = 0): Place {
  return place.at === undefined ? place : { ...place, at: { x: place.at.x + dx, y: place.at.y + dy } };
}

export const sameFeature = (a: string | undefined, b: string | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether stands may share one Sneaker (crossfire-core §2.7.2): at most one command stand; with one,
 * every other stand is directly under it; without one, all report to the same command stand. A
 * single stand always may.
 */
export function isSneakerGroup(stands: readonly Stand[]): boolean {
  if (stands.length <= 1) return true;
  const commands = stands.filter((s) => isCommandStand(s));
  if (commands.length > 1) return false;
  const head = commands[0];
  if (head) return stands.every((s) => s === head || (s.commandedBy !== undefined && sameName(s.commandedBy, head.id)));
  const boss = stands[0]?.commandedBy;
  return boss !== undefined && stands.every((s) => s.commandedBy !== undefined && sameName(s.commandedBy, boss));
}

/** Things the bot cannot see, as the acting player swears to them (crossfire-core §2.10.2). */
export type Attestations<K extends string> = { readonly [P in K]: boolean };

/** Every listed attestation must be given as true; the result records them for the log. */
export function checkAttestations<K extends string>(
  given: Partial<Attestations<K>> | undefined,
  keys: readonly K[],
): RuleResult<Attestations<K>, 'fogo/attestation-required'> {
  for (const k of keys) if (given?.[k] !== true) return fail('fogo/attestation-required', { attestation: k });
  return ok(Object.fromEntries(keys.map((k) => [k, true])) as Attestations<K>);
}

/** The first id listed twice (ignoring case), if any. */
export function firstDuplicate(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    const k = id.toLowerCase();
    if (seen.has(k)) return id;
    seen.add(k);
  }
  return undefined;
}

/** A stand going into a Sneaker: off the table as far as the enemy knows; its place is the marker's. */
export function intoSneaker(s: Stand): Stand {
  const { feature: _marker, position: _left, ...rest } = s;
  return { ...rest, hidden: true };
}

/** A stand placed on the table by a reveal: in `feature`, or in the open; at `at` when the marker had coordinates. */
export function placedRevealed(s: Stand, feature: string | undefined, at?: Point): Stand {
  const { feature: _old, position: _was, ...rest } = s;
  const placed = at === undefined ? rest : { ...rest, position: at };
  return feature === undefined ? { ...placed, hidden: false } : { ...placed, hidden: false, feature };
}

/** Troops left hidden where their Sneaker stood (crossfire-core §2.11 (6)), at its coordinates if it had them. */
export function hiddenAt(s: Stand, feature: string | undefined, at?: Point): Stand {
  const { feature: _old, position: _was, ...rest } = s;
  const placed = at === undefined ? rest : { ...rest, position: at };
  return feature === undefined ? { ...placed, hidden: true } : { ...placed, hidden: true, feature };
}

/** Caches keep only stands still hidden and not sneaking; an emptied cache goes. */
export function pruneCaches(state: FogoState, fc: FieldcraftState): FieldcraftState {
  const inSneaker = (side: string, id: string): boolean => fc.sneakers.some((s) => sameName(s.side, side) && s.stands.some((x) => sameName(x, id)));
  const stillHidden = (side: string, id: string): boolean =>
    !inSneaker(side, id) && state.stands.some((s) => sameName(s.side, side) && sameName(s.id, id) && s.hidden && s.status !== 'killed');
  const caches = fc.caches.map((c) => ({ ...c, stands: c.stands.filter((id) => stillHidden(c.side, id)) })).filter((c) => c.stands.length > 0);
  return caches.length === fc.caches.length && caches.every((c, i) => c.stands.length === fc.caches[i]?.stands.length)
    ? fc
    : { ...fc, caches };
}

/**
 * For the app's other actions (fire, close combat, stand moves): a stand inside a Sneaker must be
 * revealed first (crossfire-core §2.7.2). Only ever asked about the actor's own stands: each by its
 * side and id, or as a typed id (`ID` or `Side:ID`) that names one stand.
 */
export function notSneaking(state: FogoState, stands: readonly (UnitRef | string)[]): RuleResult<true, 'fogo/already-sneaking'> {
  for (const ref of stands) {
    const named = typeof ref === 'string' ? resolveUnit(state.stands, ref) : { kind: 'one' as const, unit: ref };
    const stand = named.kind === 'one' ? named.unit : undefined;
    const s = stand === undefined ? undefined : sneakerOf(state, stand);
    if (s && stand) return fail('fogo/already-sneaking', { stand: s.stands.find((x) => sameName(x, stand.id)) ?? stand.id, sneaker: s.id });
  }
  return ok(true);
}

/** A Sneaker or Spoor as the board measures it (`../game/board-distance.ts`): its id and its coordinates, if any. */
export function markerPiece(m: { readonly id: string; readonly place: Place }): { readonly id: string; readonly position?: Point } {
  return m.place.at === undefined ? { id: m.id } : { id: m.id, position: m.place.at };
}
