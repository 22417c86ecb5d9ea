import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { TROOP_TYPES, type TroopType } from '../forces/order-of-battle.js';
import { findSideName, ownStand, sneakerOf, withStands, type FogoState, type StateError } from '../game/state.js';
import type { FieldcraftDice, Stand } from '../troops/stands.js';
import { appendSecret } from './audit.js';
import { addSneaker, checkPlace, fieldcraftOf, intoSneaker, isSneakerGroup,  withFieldcraft } from './model.js';
import type { Place, SneakerContents } from '../game/fieldcraft-state.js';
import { sameName } from '../../../../core/same-name.js';

/**
 * Bonus Sneakers: one per this many allocated, by troop type (Fogo Cruzado, Fieldcraft: How many
 * Sneakers can you have at the start of the game; crossfire-core §2.7.3).
 */
export const BONUS_SNEAKER_PER: Readonly<Record<TroopType, number>> = {
  cacadores: 4,
  'angolan-insurgents': 3,
  'elite-portuguese': 2,
  paigc: 2,
  frelimo: 2,
};

/** The part of a side's force of one troop type, as the allocation table counts it. */
export interface ForceShare {
  readonly troopType: TroopType;
  readonly combatGroups: number;
  readonly companyCommanders: number;
}

export interface Allowance {
  readonly troopType: TroopType;
  /** 2 per combat group + 1 per Company Commander. */
  readonly allocated: number;
  /** floor(allocated / N) for the troop type. */
  readonly bonus: number;
  readonly total: number;
}

/**
 * Starting Sneakers of one troop type (crossfire-core §2.7.3): A = 2·combat groups + Company
 * Commanders, total = A + floor(A / N). Reproduces every value of the seed's table.
 */
export function sneakerAllowance(share: ForceShare): Allowance {
  const allocated = 2 * Math.max(0, share.combatGroups) + Math.max(0, share.companyCommanders);
  const bonus = Math.floor(allocated / BONUS_SNEAKER_PER[share.troopType]);
  return { troopType: share.troopType, allocated, bonus, total: allocated + bonus };
}

/**
 * A side's starting Sneakers: shares of the same troop type are added together first, then each
 * troop type is computed on its own and the totals summed (mixed forces, crossfire-core §2.11 (14)).
 */
export function startingSneakers(shares: readonly ForceShare[]): { readonly perTroopType: readonly Allowance[]; readonly total: number } {
  const merged = new Map<TroopType, ForceShare>();
  for (const s of shares) {
    const m = merged.get(s.troopType);
    merged.set(
      s.troopType,
      m ? { ...m, combatGroups: m.combatGroups + s.combatGroups, companyCommanders: m.companyCommanders + s.companyCommanders } : s,
    );
  }
  const perTroopType = TROOP_TYPES.flatMap((t) => {
    const m = merged.get(t);
    return m ? [sneakerAllowance(m)] : [];
  });
  return { perTroopType, total: perTroopType.reduce((n, a) => n + a.total, 0) };
}

const leads = (s: Stand): boolean => s.type === 'commander' || s.type === 'command-team';

/**
 * Combat groups and Company Commanders among `stands` (crossfire-core §2.7.3, "combat group" ≈ a
 * Crossfire platoon): a Commander or Command Team at echelon PC heads a combat group, one at CC is a
 * Company Commander; one commanded by another of the same echelon in the list is not counted again
 * (a platoon's Commander with its Command Team is one group). Political Commissars and killed
 * stands do not count.
 */
export function countCommand(stands: readonly Stand[]): { readonly combatGroups: number; readonly companyCommanders: number } {
  const heads = (echelon: 'PC' | 'CC'): number => {
    const at = stands.filter((s) => s.status !== 'killed' && leads(s) && s.echelon === echelon);
    return at.filter((s) => !at.some((o) => o !== s && s.commandedBy !== undefined && sameName(s.commandedBy, o.id))).length;
  };
  return { combatGroups: heads('PC'), companyCommanders: heads('CC') };
}

/** One force of the side, by troop type, as deployed from an order of battle. */
export interface ForceTroops {
  readonly troopType: TroopType;
  /** Its stands; `all`: every stand of the side, a force of one troop type. */
  readonly stands: readonly string[] | 'all';
}

/** A starting Sneaker as its owner sets it up: where it stands and whom it holds (none: a dummy). */
export interface StartingSneakerSpec {
  readonly place: Place;
  readonly stands: readonly string[];
}

export interface StartingAllocation {
  /** The side's forces by troop type, for the allowance. */
  readonly forces: readonly ForceTroops[];
  /**
   * The Sneakers on the table at the start, in the order they get public ids: the owner chooses the
   * order, so the app must not sort them by contents.
   */
  readonly sneakers: readonly StartingSneakerSpec[];
  /** The dice (1–3) this side's dummies roll all game (crossfire-core §2.11 (3)); else the house rule. */
  readonly nominalFieldcraft?: FieldcraftDice;
  readonly rollNumber?: number;
}

export interface StartingAllocationResult {
  readonly kind: 'starting-sneakers';
  readonly public: {
    readonly side: string;
    readonly sneakers: readonly { readonly id: string; readonly place: Place }[];
  };
  readonly secret: {
    readonly side: string;
    readonly allowance: ReturnType<typeof startingSneakers>;
    readonly sneakers: readonly SneakerContents[];
    readonly unallocated: number;
    readonly nominalFieldcraft?: FieldcraftDice;
    readonly logSeq: number;
  };
}

export type AllocationError =
  | StateError
  | 'fogo/already-allocated'
  | 'fogo/bad-troop-type'
  | 'fogo/listed-twice'
  | 'fogo/too-many-sneakers'
  | 'fogo/in-two-sneakers'
  | 'fogo/seen-stand-in-sneaker'
  | 'fogo/already-sneaking'
  | 'fogo/not-on-table'
  | 'fogo/not-a-sneaker-group'
  | 'fogo/bad-fieldcraft'
  | 'fogo/bad-feature'
  | 'fogo/bad-position';

/**
 * The owner's private set-up of starting Sneakers (Fogo Cruzado, Fieldcraft: Sneakers; crossfire-core
 * §2.7.2, §2.7.3): checks the forces and computes the allowance, puts each listed Sneaker on the table
 * with its stands (none for a dummy; only stands deployed hidden, which the enemy has never seen) and keeps the rest as unallocated starting Sneakers, which make a
 * later Sneak succeed automatically. Once per side. The assignment goes to the secret log.
 */
export function allocateStartingSneakers(
  state: FogoState,
  side: string,
  allocation: StartingAllocation,
): RuleResult<{ state: FogoState; result: StartingAllocationResult }, AllocationError> {
  const sideName = findSideName(state, side);
  if (sideName === undefined) return fail('fogo/unknown-side', { side });
  const fc0 = fieldcraftOf(state);
  if (fc0.allowance[sideName] !== undefined) return fail('fogo/already-allocated', { side: sideName });

  const shares: ForceShare[] = [];
  const counted = new Set<string>();
  for (const f of allocation.forces) {
    if (!(TROOP_TYPES as readonly string[]).includes(f.troopType)) return fail('fogo/bad-troop-type');
    const stands: Stand[] = [];
    const ids = f.stands === 'all' ? state.stands.filter((s) => s.side === sideName).map((s) => s.id) : f.stands;
    for (const id of ids) {
      const s = ownStand(state, sideName, id);
      if (!s.ok) return s;
      if (counted.has(s.value.id)) return fail('fogo/listed-twice', { stand: s.value.id });
      counted.add(s.value.id);
      stands.push(s.value);
    }
    shares.push({ troopType: f.troopType, ...countCommand(stands) });
  }
  const allowance = startingSneakers(shares);
  if (allocation.sneakers.length > allowance.total) {
    return fail('fogo/too-many-sneakers', { allowed: allowance.total, asked: allocation.sneakers.length });
  }
  const nominal = allocation.nominalFieldcraft;
  if (nominal !== undefined && (!Number.isInteger(nominal) || nominal < 1 || nominal > 3)) return fail('fogo/bad-fieldcraft');

  const used = new Set<string>();
  const checked: { place: Place; stands: Stand[] }[] = [];
  for (const spec of allocation.sneakers) {
    const place = checkPlace(spec.place);
    if (!place.ok) return place;
    const stands: Stand[] = [];
    for (const id of spec.stands) {
      const s = ownStand(state, sideName, id);
      if (!s.ok) return s;
      const stand = s.value;
      if (used.has(stand.id)) return fail('fogo/in-two-sneakers', { stand: stand.id });
      used.add(stand.id);
      if (stand.status === 'killed') return fail('fogo/stand-killed', { stand: stand.id });
      if (stand.offTable === true || stand.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: stand.id });
      // A stand the enemy has seen vanishing into one marker would show which marker is real.
      if (!stand.hidden) return fail('fogo/seen-stand-in-sneaker', { stand: stand.id });
      if (sneakerOf(state, stand)) return fail('fogo/already-sneaking', { stand: stand.id });
      stands.push(stand);
    }
    if (!isSneakerGroup(stands)) return fail('fogo/not-a-sneaker-group');
    checked.push({ place: place.value, stands });
  }

  let fc = fc0;
  const contents: SneakerContents[] = [];
  const placed: { id: string; place: Place }[] = [];
  for (const c of checked) {
    const [next, sneaker] = addSneaker(fc, sideName, c.place, c.stands.map((s) => s.id));
    fc = next;
    contents.push({ sneaker: sneaker.id, stands: sneaker.stands });
    placed.push({ id: sneaker.id, place: sneaker.place });
  }
  const unallocated = allowance.total - checked.length;
  const nominalSet = nominal ?? fc0.nominalFieldcraft[sideName];
  fc = {
    ...fc,
    allowance: { ...fc.allowance, [sideName]: allowance.total },
    unallocated: { ...fc.unallocated, [sideName]: unallocated },
    ...(nominal === undefined ? {} : { nominalFieldcraft: { ...fc.nominalFieldcraft, [sideName]: nominal } }),
  };
  const stands = withStands(state, checked.flatMap((c) => c.stands.map(intoSneaker)));
  const [logged, entry] = appendSecret(
    stands,
    fc,
    sideName,
    {
      kind: 'allocate',
      allowance: allowance.total,
      sneakers: contents,
      unallocated,
      nominalFieldcraft: nominalSet ?? null,
    },
    allocation.rollNumber,
  );
  return ok({
    state: withFieldcraft(stands, logged),
    result: {
      kind: 'starting-sneakers',
      public: { side: sideName, sneakers: placed },
      secret: {
        side: sideName,
        allowance,
        sneakers: contents,
        unallocated,
        ...(nominalSet === undefined ? {} : { nominalFieldcraft: nominalSet }),
        logSeq: entry.seq,
      },
    },
  });
}

