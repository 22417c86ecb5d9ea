import { standIds } from './fire-options.js';
import type { Place } from '../rules/game/fieldcraft-state.js';
import type { ForceTroops } from '../rules/fieldcraft/allocation.js';
import { TROOP_TYPES, type TroopType } from '../rules/forces/order-of-battle.js';

/*
 * The list syntax of the /fieldcraft commands, one line for Discord's text options:
 * `;`-separated `key: ids`, e.g. `bush: FR-1 FR-2; ridge: ; ford (by the drift): FR-3`. A key with no
 * ids (or no `:` at all) gets an empty list — for a Sneaker, a dummy.
 */

export interface Assigned {
  readonly key: string;
  readonly ids: readonly string[];
}

/** `a: X Y; b: ; c: Z` → [{a,[X,Y]},{b,[]},{c,[Z]}], in the order typed; empty segments are skipped. */
export function assignments(text: string): Assigned[] {
  return text
    .split(';')
    .map((seg) => seg.trim())
    .filter((seg) => seg !== '')
    .map((seg) => {
      const colon = seg.lastIndexOf(':');
      if (colon < 0) return { key: seg, ids: [] };
      return { key: seg.slice(0, colon).trim(), ids: standIds(seg.slice(colon + 1)) };
    });
}

/**
 * A place as typed: `bush`, `bush (north edge)`, `(by the road)` or `open` for the open. Public, like
 * the marker put there; the rules check its length.
 */
export function placeOf(text: string): Place {
  const m = /^(.*?)\s*(?:\(([^()]*)\))?$/.exec(text.trim());
  const feature = (m?.[1] ?? text).trim();
  const position = m?.[2]?.trim();
  return {
    ...(feature === '' || feature.toLowerCase() === 'open' ? {} : { feature }),
    ...(position ? { position } : {}),
  };
}

/**
 * The side's forces by troop type for the starting allowance, as typed: `frelimo` puts every stand of
 * the side in one force; `cacadores: CA-1 CA-2; elite-portuguese: FL-1` lists them. An unknown type
 * is kept as typed so the rules refuse it (`fogo/bad-troop-type`).
 */
export function forcesOf(text: string): ForceTroops[] {
  if (!text.includes(':')) return [{ troopType: troopType(text), stands: 'all' }];
  return assignments(text).map((a) => ({ troopType: troopType(a.key), stands: [...a.ids] }));
}

function troopType(text: string): TroopType {
  const t = text.trim().toLowerCase();
  return (TROOP_TYPES.find((x) => x === t) ?? t) as TroopType;
}
