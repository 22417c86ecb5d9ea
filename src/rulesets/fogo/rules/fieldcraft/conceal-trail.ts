import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { gameSide, noteActed, ownLivingStand, sneakerOf, type FogoState, type StateError } from '../game/state.js';
import { appendSecret } from './audit.js';
import { standWidth } from '../game/board-distance.js';
import { besidePlace } from './model.js';
import {
  addSneaker,
  addSpoor,
  checkAttestations,
  checkPlace,
  fieldcraftOf,
  findSpoor,
  firstDuplicate,
  noteSneakerActed,
  ownSneaker,
  removeSpoorFrom,
  replaceSneaker,
  withFieldcraft,
  type Attestations,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import type { SneakerContents } from '../game/fieldcraft-state.js';
import { bestAbility, rollFieldcraft, sneakerAbility, type Ability, type FieldcraftRoll } from './roll.js';

/** Variant 1: split a Sneaker's troops into a new Sneaker. */
export interface SplitTrailInput {
  readonly side: string;
  readonly variant: 'split';
  readonly sneaker: string;
  /** SECRET: the stands of the Sneaker that go to the new one, in any combination (none: a new dummy). */
  readonly toNewSneaker: readonly string[];
  /** Public description of where the new marker goes; it is in the original's feature. */
  readonly position?: string;
  readonly fieldcraftStand?: string;
  readonly rollNumber?: number;
}

/** Variant 2: a stand or a Sneaker wipes out a friendly Spoor. */
export interface RemoveSpoorInput {
  readonly side: string;
  readonly variant: 'remove-spoor';
  readonly spoor: string;
  readonly by: { readonly sneaker: string } | { readonly stand: string };
  /** Sworn: the actor is within one base width of the Spoor (by analogy with Track; the seed gives no distance). */
  readonly attest: Partial<Attestations<'atSpoor'>>;
  readonly fieldcraftStand?: string;
  readonly rollNumber?: number;
}

export type ConcealTrailInput = SplitTrailInput | RemoveSpoorInput;

export interface ConcealTrailResult {
  readonly kind: 'conceal-trail';
  readonly public: {
    readonly side: string;
    readonly variant: 'split' | 'remove-spoor';
    /** The acting marker, or a revealed stand; `hidden-unit` for a hidden stand. */
    readonly by: { readonly sneaker: string } | { readonly stand: string } | { readonly hiddenUnit: true };
    readonly success: boolean;
    /** Split: the new Sneaker. */
    readonly newSneaker?: string;
    /** Split: a Spoor beside the original on exactly one hit. */
    readonly spoor?: string;
    /** Remove: the Spoor wiped out. */
    readonly removedSpoor?: string;
    readonly initiative: InitiativeEffect;
    readonly attested?: Attestations<'atSpoor'>;
  };
  readonly secret: {
    readonly side: string;
    readonly roll: FieldcraftRoll;
    /** Split, on success: the contents of the original and the new Sneaker. */
    readonly sneakers?: readonly SneakerContents[];
    readonly logSeq?: number;
  };
}

export type ConcealTrailError =
  | StateError
  | 'fogo/unknown-sneaker'
  | 'fogo/unknown-spoor'
  | 'fogo/enemy-spoor'
  | 'fogo/attestation-required'
  | 'fogo/sneaker-cannot'
  | 'fogo/not-in-sneaker'
  | 'fogo/listed-twice'
  | 'fogo/already-sneaking'
  | 'fogo/not-on-table'
  | 'fogo/no-fieldcraft'
  | 'fogo/bad-position'
  | 'fogo/bad-feature';

/**
 * Conceal Trail as a player orders it: a `spoor` to wipe, by a `sneaker` or a `stand` of the side
 * (sworn `attest`: at the Spoor); else a `sneaker` to split, `stands` going to the new one (none: a
 * dummy), its marker at `position`.
 */
export interface ConcealTrailOrder {
  readonly side: string;
  readonly sneaker?: string | undefined;
  readonly stands?: readonly string[] | undefined;
  readonly spoor?: string | undefined;
  readonly stand?: string | undefined;
  readonly attest?: boolean | undefined;
  readonly position?: string | undefined;
  readonly rollNumber?: number;
}

/**
 * Which variant of Conceal Trail an order gives (crossfire-core §2.7.5): naming a Spoor wipes it,
 * and then a Sneaker or a stand must do it; otherwise a Sneaker splits. The one missing is named.
 */
export function concealTrailInput(order: ConcealTrailOrder): RuleResult<ConcealTrailInput, 'input/missing-option'> {
  const common = { side: order.side, ...(order.rollNumber === undefined ? {} : { rollNumber: order.rollNumber }) };
  if (order.spoor !== undefined) {
    const by = order.sneaker !== undefined ? { sneaker: order.sneaker } : order.stand !== undefined ? { stand: order.stand } : undefined;
    if (by === undefined) return fail('input/missing-option', { option: 'sneaker' });
    return ok({ ...common, variant: 'remove-spoor', spoor: order.spoor, by, attest: { atSpoor: order.attest === true } });
  }
  if (order.sneaker === undefined) return fail('input/missing-option', { option: 'sneaker' });
  return ok({ ...common, variant: 'split', sneaker: order.sneaker, toNewSneaker: order.stands ?? [], ...(order.position ? { position: order.position } : {}) });
}

/** Conceal Trail as ordered (crossfire-core §2.7.5): `concealTrail` on the variant the order gives (`concealTrailInput`). */
export function concealTrailOrder(
  state: FogoState,
  order: ConcealTrailOrder,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ConcealTrailResult }, ConcealTrailError | 'input/missing-option'> {
  const input = concealTrailInput(order);
  return input.ok ? concealTrail(state, input.value, roller, rules) : input;
}

/**
 * The "Conceal Trail" action (Fogo Cruzado, Fieldcraft: "Conceal Trail" Action; crossfire-core
 * §2.7.5), open to real and dummy Sneakers alike. Split: on a fieldcraft success a second Sneaker
 * appears beside the original and the owner secretly shares the original's troops between the two;
 * exactly one hit leaves a Spoor beside the original. Remove: a stand or Sneaker wipes out a friendly
 * Spoor on a success (no Spoor for one hit). Failure passes the initiative either way.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function concealTrail(
  state: FogoState,
  input: ConcealTrailInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ConcealTrailResult }, ConcealTrailError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  return input.variant === 'split'
    ? split(state, side.value, input, roller, rules)
    : removeSpoor(state, side.value, input, roller, rules);
}

function failed(
  state: FogoState,
  side: string,
  variant: 'split' | 'remove-spoor',
  by: ConcealTrailResult['public']['by'],
  roll: FieldcraftRoll,
  rules: HouseRules,
  attested?: Attestations<'atSpoor'>,
): { state: FogoState; result: ConcealTrailResult } {
  return {
    state: applyInitiative(state, 'pass', rules),
    result: {
      kind: 'conceal-trail',
      public: { side, variant, by, success: false, initiative: 'pass', ...(attested ? { attested } : {}) },
      secret: { side, roll },
    },
  };
}

function split(
  state: FogoState,
  side: string,
  input: SplitTrailInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ConcealTrailResult }, ConcealTrailError> {
  const found = ownSneaker(state, side, input.sneaker);
  if (!found.ok) return found;
  const sneaker = found.value;
  // The new Sneaker goes where the owner says, or beside the original when that is on the board.
  const place = checkPlace({
    ...(sneaker.place.feature === undefined ? {} : { feature: sneaker.place.feature }),
    ...(input.position === undefined ? {} : { position: input.position }),
    ...(besidePlace(sneaker.place, standWidth(rules)).at === undefined ? {} : { at: besidePlace(sneaker.place, standWidth(rules)).at }),
  });
  if (!place.ok) return place;
  const ability = sneakerAbility(state, sneaker, input.fieldcraftStand, rules);
  if (!ability.ok) return ability;
  const dup = firstDuplicate(input.toNewSneaker);
  if (dup !== undefined) return fail('fogo/listed-twice', { stand: dup });
  const moving: string[] = [];
  for (const id of input.toNewSneaker) {
    const inside = sneaker.stands.find((x) => namesUnit({ side: sneaker.side, id: x }, id));
    if (inside === undefined) return fail('fogo/not-in-sneaker', { stand: id, sneaker: sneaker.id });
    moving.push(inside);
  }
  const by = { sneaker: sneaker.id };
  const roll = rollFieldcraft(ability.value, roller, `fieldcraft conceal trail ${sneaker.id}`, true);
  const acted = noteSneakerActed(state);
  if (!roll.success) return ok(failed(acted, side, 'split', by, roll, rules));

  const kept = sneaker.stands.filter((x) => !moving.includes(x));
  let fc = replaceSneaker(fieldcraftOf(state), { ...sneaker, stands: kept });
  const [withNew, fresh] = addSneaker(fc, side, place.value, moving);
  fc = { ...withNew, sneakers: withNew.sneakers.map((s) => (s.id === fresh.id ? { ...fresh, pinned: sneaker.pinned } : s)) };
  let spoorId: string | undefined;
  if (roll.spoor) {
    const [withSpoor, spoor] = addSpoor(fc, side, besidePlace(sneaker.place, 0, standWidth(rules)), state.initiativeCount);
    fc = withSpoor;
    spoorId = spoor.id;
  }
  const sneakers: SneakerContents[] = [
    { sneaker: sneaker.id, stands: kept },
    { sneaker: fresh.id, stands: moving },
  ];
  const [logged, entry] = appendSecret(state, fc, side, { kind: 'split', sneakers }, input.rollNumber);
  return ok({
    state: withFieldcraft(acted, logged),
    result: {
      kind: 'conceal-trail',
      public: {
        side,
        variant: 'split',
        by,
        success: true,
        newSneaker: fresh.id,
        ...(spoorId === undefined ? {} : { spoor: spoorId }),
        initiative: 'keep',
      },
      secret: { side, roll, sneakers, logSeq: entry.seq },
    },
  });
}

function removeSpoor(
  state: FogoState,
  side: string,
  input: RemoveSpoorInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ConcealTrailResult }, ConcealTrailError> {
  const spoor = findSpoor(state, input.spoor);
  if (!spoor) return fail('fogo/unknown-spoor', { spoor: input.spoor });
  if (!sameName(spoor.side, side)) return fail('fogo/enemy-spoor', { spoor: spoor.id });
  let by: ConcealTrailResult['public']['by'];
  let ability: Ability;
  let acted: FogoState;
  if ('sneaker' in input.by) {
    const found = ownSneaker(state, side, input.by.sneaker);
    if (!found.ok) return found;
    const attested = checkAttestations(input.attest, ['atSpoor'] as const);
    if (!attested.ok) return attested;
    const a = sneakerAbility(state, found.value, input.fieldcraftStand, rules);
    if (!a.ok) return a;
    by = { sneaker: found.value.id };
    ability = a.value;
    acted = noteSneakerActed(state);
  } else {
    const s = ownLivingStand(state, side, input.by.stand);
    if (!s.ok) return s;
    const stand = s.value;
    if (sneakerOf(state, stand)) return fail('fogo/already-sneaking', { stand: stand.id });
    if (stand.offTable === true || stand.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: stand.id });
    const attested = checkAttestations(input.attest, ['atSpoor'] as const);
    if (!attested.ok) return attested;
    const a = bestAbility([stand]);
    if (!a || a.ability <= 0) return fail('fogo/no-fieldcraft', { stand: stand.id });
    by = stand.hidden ? { hiddenUnit: true } : { stand: stand.id };
    ability = a;
    acted = noteActed(state, [stand]);
  }
  const attested = { atSpoor: true } as const;
  const roll = rollFieldcraft(ability, roller, `fieldcraft conceal trail ${spoor.id}`, false);
  if (!roll.success) return ok(failed(acted, side, 'remove-spoor', by, roll, rules, attested));
  const fc = removeSpoorFrom(fieldcraftOf(acted), spoor.id);
  return ok({
    state: withFieldcraft(acted, fc),
    result: {
      kind: 'conceal-trail',
      public: { side, variant: 'remove-spoor', by, success: true, removedSpoor: spoor.id, initiative: 'keep', attested },
      secret: { side, roll },
    },
  });
}
