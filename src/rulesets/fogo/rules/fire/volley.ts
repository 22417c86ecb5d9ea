import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { checkReach, reachNote, type ReachError } from '../game/board-distance.js';
import { bestResult, hitsToResult, type FireResult } from './fire-results.js';
import { firePool, type FirePool, type FireSituation, type FirerError } from './fire-pool.js';
import { boolRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { findStand, noteActed, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, isCommandStand, type Stand } from '../troops/stands.js';
import { sameName } from '../../../../core/same-name.js';

/**
 * How several stands fire as one action (crossfire-core §1.4.5): a fire group around a leader (each
 * member within one stand width of it, measured on the board where both are placed), or a
 * crossfire directed by a command stand over the stands it directly controls (Fogo Cruzado, Command
 * Stands).
 */
export type FireGroupInput =
  | { readonly kind: 'fire-group'; readonly leader: string }
  | { readonly kind: 'crossfire'; readonly director: string };

/** One firer's roll: its pool, the faces and what they came to. */
export interface Shot extends FirePool {
  readonly faces: readonly number[];
  readonly hits: number;
  readonly result: FireResult;
  /** The ledger part; absent when the pool came to 0 dice and nothing was rolled. */
  readonly part?: RolledPart;
}

export type VolleyGroup =
  | {
      readonly kind: 'fire-group';
      readonly leader: string;
      /** Members the board showed within one stand width of the leader; the rest were on the owner's word. */
      readonly measured?: readonly string[];
      readonly onWord?: readonly string[];
    }
  | { readonly kind: 'crossfire'; readonly director: string; readonly used: number; readonly limit: number };

export interface Volley {
  readonly shots: readonly Shot[];
  /** The single best result of the shots (never summed). */
  readonly best: FireResult;
  /** The most hits any one shot scored. */
  readonly bestHits: number;
  readonly group?: VolleyGroup;
  /** Hidden firers (and their Bazookas) that the fire revealed. */
  readonly revealed: readonly string[];
}

export type VolleyError =
  | FirerError
  | StateError
  | 'fogo/no-firers'
  | 'fogo/listed-twice'
  | 'fogo/group-required'
  | 'fogo/leader-not-firing'
  | 'fogo/not-a-commander'
  | 'fogo/not-under-command'
  | 'fogo/untrained-no-crossfire'
  | 'fogo/no-crossfires-left'
  | ReachError;

export interface VolleyInput {
  readonly side: string;
  readonly firers: readonly string[];
  readonly group?: FireGroupInput;
}

/**
 * A volley as a player orders it: the firers, and a fire-group `leader` or a crossfire `director` to
 * group several of them (crossfire-core §1.4.5), never both.
 */
export interface VolleyOrder {
  readonly side: string;
  readonly firers: readonly string[];
  readonly leader?: string | undefined;
  readonly director?: string | undefined;
}

/**
 * The volley an order gives (crossfire-core §1.4.5): a fire group around its leader, or a crossfire
 * under its director, or the firers alone; a fire group and a crossfire at once is refused.
 */
export function volleyOf(order: VolleyOrder): RuleResult<VolleyInput, 'fogo/two-groups'> {
  const { side, firers, leader, director } = order;
  if (leader !== undefined && director !== undefined) return fail('fogo/two-groups');
  const group: FireGroupInput | undefined =
    leader !== undefined ? { kind: 'fire-group', leader } : director !== undefined ? { kind: 'crossfire', director } : undefined;
  return ok({ side, firers, ...(group ? { group } : {}) });
}


interface Checked {
  readonly firers: readonly Stand[];
  readonly pools: readonly FirePool[];
  readonly group?: VolleyGroup;
}

function checkGroup(
  state: FogoState,
  input: VolleyInput,
  firers: readonly Stand[],
  rules: HouseRules,
): RuleResult<VolleyGroup | undefined, VolleyError> {
  const g = input.group;
  if (g === undefined) return firers.length > 1 ? fail('fogo/group-required') : ok(undefined);
  if (g.kind === 'fire-group') {
    const leader = firers.find((f) => namesUnit(f, g.leader));
    if (!leader) return fail('fogo/leader-not-firing', { stand: g.leader });
    const reach = checkReach(leader, firers.filter((f) => f !== leader), rules, 'fire group');
    if (!reach.ok) return reach;
    return ok({ kind: 'fire-group', leader: leader.id, ...reachNote(reach.value) });
  }
  const d = ownLivingStand(state, input.side, g.director);
  if (!d.ok) return d;
  const director = d.value;
  if (!isCommandStand(director)) return fail('fogo/not-a-commander', { stand: director.id });
  if (director.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: director.id });
  if (director.offTable === true || director.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: director.id });
  for (const f of firers) {
    if (f.commandedBy === undefined || !sameName(f.commandedBy, director.id)) {
      return fail('fogo/not-under-command', { stand: f.id, director: director.id });
    }
    if (hasTrait(f, 'untrained')) return fail('fogo/untrained-no-crossfire', { stand: f.id });
  }
  const limit = intRule(rules, 'crossfire.limit');
  const used = state.crossfiresUsed[input.side] ?? 0;
  if (limit > 0 && used >= limit) return fail('fogo/no-crossfires-left', { used, limit });
  return ok({ kind: 'crossfire', director: director.id, used: used + 1, limit });
}

/** Every check of a volley, before any die is drawn. */
function checkVolley(
  state: FogoState,
  input: VolleyInput,
  situation: FireSituation,
  rules: HouseRules,
): RuleResult<Checked, VolleyError> {
  if (input.firers.length === 0) return fail('fogo/no-firers');
  const firers: Stand[] = [];
  for (const id of input.firers) {
    const s = ownLivingStand(state, input.side, id);
    if (!s.ok) return s;
    if (firers.some((f) => f.id === s.value.id)) return fail('fogo/listed-twice', { stand: s.value.id });
    firers.push(s.value);
  }
  const group = checkGroup(state, input, firers, rules);
  if (!group.ok) return group;
  const pools: FirePool[] = [];
  for (const f of firers) {
    const p = firePool(state, f, situation, rules);
    if (!p.ok) return p;
    pools.push(p.value);
  }
  return ok({ firers, pools, ...(group.value === undefined ? {} : { group: group.value }) });
}

function shoot(pool: FirePool, roller: Roller, label: string): Shot {
  if (pool.dice === 0) return { ...pool, faces: [], hits: 0, result: 'none' };
  const part = roller.roll({ op: 'at-least', n: pool.dice, sides: 6, target: pool.hitOn }, `${label} ${pool.stand}`);
  return { ...pool, part, faces: part.faces, hits: part.total, result: hitsToResult(part.total) };
}

/**
 * Checks and rolls a volley: each firer throws its own pool through the roller, and the best single
 * result stands for the group (crossfire-core §1.4.3, §1.4.5). The state returned counts a crossfire,
 * reveals hidden firers (house rule `reveal.onFire`) and notes that the firers acted.
 */
export function rollVolley(
  state: FogoState,
  input: VolleyInput,
  situation: FireSituation,
  roller: Roller,
  rules: HouseRules,
  label: string,
): RuleResult<{ state: FogoState; volley: Volley }, VolleyError> {
  const checked = checkVolley(state, input, situation, rules);
  if (!checked.ok) return checked;
  const { firers, pools, group } = checked.value;
  const shots = pools.map((p) => shoot(p, roller, label));

  const bazookas = pools.flatMap((p) => {
    const b = p.bazooka === undefined ? undefined : findStand(state, { side: input.side, id: p.bazooka });
    return b ? [b] : [];
  });
  const involved = [...firers, ...bazookas];
  const reveal = boolRule(rules, 'reveal.onFire');
  const revealed = reveal ? involved.filter((s) => s.hidden) : [];
  let next = withStands(state, revealed.map((s) => ({ ...s, hidden: false })));
  if (group?.kind === 'crossfire') next = { ...next, crossfiresUsed: { ...next.crossfiresUsed, [input.side]: group.used } };
  next = noteActed(next, firers);

  return ok({
    state: next,
    volley: {
      shots,
      best: bestResult(shots.map((s) => s.result)),
      bestHits: Math.max(0, ...shots.map((s) => s.hits)),
      ...(group === undefined ? {} : { group }),
      revealed: revealed.map((s) => s.id),
    },
  });
}

/** The firers of `side`'s volley and the Bazookas that added to it, as they stand in `state`. */
export function volleyStands(state: FogoState, side: string, volley: Volley): Stand[] {
  const ids = [...volley.shots.map((s) => s.stand), ...volley.shots.flatMap((s) => (s.bazooka === undefined ? [] : [s.bazooka]))];
  return ids.map((id) => findStand(state, { side, id })).filter((s): s is Stand => s !== undefined);
}
