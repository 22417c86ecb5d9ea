import { isFrozen } from './deep-freeze.js';
import { sameName } from './same-name.js';
/**
 * A unit is known by its side and its id: ids are unique within a side (ignoring case), not across
 * the game, so adding or naming a unit never clashes with — and so never betrays — a unit of another
 * side the asker may not see (DESIGN.md, Hidden information). Where a bare id could mean units of
 * several sides, it is written `Side:ID`: ids never hold a ':', side names may, so the last ':' splits.
 * A ruleset with no hidden units may keep ids unique across the game.
 */
export interface UnitRef {
  readonly side: string;
  readonly id: string;
}


/** The same unit: same side and same id, ignoring case. */
export function sameUnit(a: UnitRef, b: UnitRef): boolean {
  return sameName(a.side, b.side) && sameName(a.id, b.id);
}

/** A map key for a unit, ignoring case. */
export function unitKey(u: UnitRef): string {
  return `${u.side.toLowerCase()}\n${u.id.toLowerCase()}`;
}

/** A reference as typed: `ID`, or `Side:ID` split at the last ':'. */
export function readUnitRef(text: string): { readonly side?: string; readonly id: string } {
  const t = text.trim();
  const at = t.lastIndexOf(':');
  if (at < 0) return { id: t };
  return { side: t.slice(0, at).trim(), id: t.slice(at + 1).trim() };
}

/** Whether a typed `ID` or `Side:ID` names the unit `u`. */
export function namesUnit(u: UnitRef, text: string): boolean {
  const ref = readUnitRef(text);
  return sameName(u.id, ref.id) && (ref.side === undefined || sameName(u.side, ref.side));
}

/** A unit written so that no other side's unit can be meant: `Side:ID`. */
export function qualifiedRef(u: UnitRef): string {
  return `${u.side}:${u.id}`;
}

/** What a typed reference names among the units the asker may know of. */
export type Resolved<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly unit: T }
  | { readonly kind: 'many'; readonly units: readonly T[] };

/**
 * The units among `candidates` that `text` names: the one whose side and id match a `Side:ID`, or
 * every candidate with a bare id. `candidates` must hold only what the asker may know of, so that
 * neither the answer nor a list of choices can speak of anything else.
 */
export function resolveUnit<T extends UnitRef>(candidates: readonly T[], text: string): Resolved<T> {
  // Read once, not once per candidate: a campaign may hold hundreds of units.
  const ref = readUnitRef(text);
  const fits = (u: T): boolean => ref.side === undefined || sameName(u.side, ref.side);
  const index = idIndex(candidates);
  const found =
    index === undefined
      ? candidates.filter((u) => sameName(u.id, ref.id) && fits(u))
      : (index.get(ref.id.toLowerCase()) ?? []).map((i) => candidates[i]!).filter(fits);
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) return { kind: 'one', unit: found[0]! };
  return { kind: 'many', units: found };
}

/**
 * The sides of an ambiguous reference's units, for its refusal to offer `Side:ID` choices:
 * `FRELIMO, Portugal` (side names hold no commas: the campaign lists them comma-separated).
 */
export function sidesOf(units: readonly UnitRef[]): string {
  return units.map((u) => u.side).join(', ');
}

/** For a frozen list of units: where each id (lower-cased) stands in it, in order. */
const indexes = new WeakMap<readonly UnitRef[], ReadonlyMap<string, readonly number[]>>();
/** A list made from another with the same ids and sides in the same places (`keptUnitsOf`). */
const madeFrom = new WeakMap<readonly UnitRef[], readonly UnitRef[]>();

/**
 * Says that `next` was made from `from` by replacing units with units of the same side and id
 * (ignoring case) in the same places, so the ids' index of one serves the other once both are frozen.
 * The caller must not change `next` afterwards other than by freezing it.
 */
export function keptUnitsOf(next: readonly UnitRef[], from: readonly UnitRef[]): void {
  if (next.length === from.length) madeFrom.set(next, madeFrom.get(from) ?? from);
}

/**
 * Where `u` (its side and id, ignoring case) stands in a frozen list, in order; undefined for a list
 * not frozen, which the caller searches itself.
 */
export function placesOf(units: readonly UnitRef[], u: UnitRef): number[] | undefined {
  const index = idIndex(units);
  return index === undefined ? undefined : (index.get(u.id.toLowerCase()) ?? []).filter((i) => sameName(units[i]!.side, u.side));
}

/**
 * The ids' index of a frozen list, built once per list (or taken from the list it was made from):
 * a game's units are looked up by id several times a command, and a command changes few of them.
 */
function idIndex(units: readonly UnitRef[]): ReadonlyMap<string, readonly number[]> | undefined {
  if (!isFrozen(units)) return undefined;
  let index = indexes.get(units);
  if (index !== undefined) return index;
  const from = madeFrom.get(units);
  index = from !== undefined && isFrozen(from) ? indexes.get(from) : undefined;
  if (index === undefined) {
    const built = new Map<string, number[]>();
    for (let i = 0; i < units.length; i++) {
      const id = units[i]!.id.toLowerCase();
      const at = built.get(id);
      if (at === undefined) built.set(id, [i]);
      else at.push(i);
    }
    index = built;
  }
  indexes.set(units, index);
  return index;
}

const sharedOf = new WeakMap<readonly UnitRef[], ReadonlySet<string>>();

/**
 * The ids (lower-cased) that units of more than one side share among `units`: one viewer's view.
 * Kept for a frozen list (a remembered view's), which the same command asks about again and again.
 */
export function sharedIds(units: readonly UnitRef[]): ReadonlySet<string> {
  const known = sharedOf.get(units);
  if (known) return known;
  const found = findSharedIds(units);
  if (isFrozen(units)) sharedOf.set(units, found);
  return found;
}

function findSharedIds(units: readonly UnitRef[]): ReadonlySet<string> {
  const sideOf = new Map<string, string>();
  const shared = new Set<string>();
  for (const u of units) {
    const id = u.id.toLowerCase();
    const side = sideOf.get(id);
    if (side === undefined) sideOf.set(id, u.side);
    else if (!sameName(side, u.side)) shared.add(id);
  }
  return shared;
}

/** Whether `id` needs its side to tell it apart in a view whose shared ids are `shared`. */
export function isShared(shared: ReadonlySet<string>, id: string): boolean {
  return shared.has(id.toLowerCase());
}
