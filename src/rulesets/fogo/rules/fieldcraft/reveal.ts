import type { Point } from '../../../../core/board/geometry.js';
import { DEFAULT_STAND_WIDTH, standWidth } from '../game/board-distance.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit, readUnitRef } from '../../../../core/unit-ref.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { landFire, type FireEffect } from '../fire/direct-fire.js';
import { isSuppressOrBetter, worseStatus, type FireResult } from '../fire/fire-results.js';
import type { TargetCover } from '../fire/fire-pool.js';
import { boolRule, choiceRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { findSideName, findStand, gameSide, withStands, type FogoState } from '../game/state.js';
import type { Stand } from '../troops/stands.js';
import { rollVolley, volleyStands, type Volley, type VolleyError, type VolleyInput } from '../fire/volley.js';
import {
  enemySneaker,
  fieldcraftOf,
  findSneaker,
  firstDuplicate,
  isReal,
  ownSneaker,
  placedRevealed,
  pruneCaches,
  removeSneakerFrom,
  replaceSneaker,
  sameFeature,
  withFieldcraft,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import type { FieldcraftState, PendingSneakerFire, Place, Sneaker } from '../game/fieldcraft-state.js';

/** What reveals a Sneaker (crossfire-core §2.7.6). */
export type RevealCause = 'recon-by-fire' | 'fire' | 'owner' | 'track';

/**
 * Where the owner puts a real Sneaker's stands (crossfire-core §2.7.6, §2.11 (9)). The bot has no
 * geometry: it records which stand replaced the marker and which, for lack of room in the feature,
 * stand in the open within one stand width of it.
 */
export interface RevealPlacement {
  /** The stand that replaces the marker; by default the first it holds. */
  readonly atMarker?: string;
  /** In a feature: stands placed outside it, in the open within one stand width (§2.11 (9)). */
  readonly outside?: readonly string[];
}

/** A reveal as everyone sees it: from now on real or dummy, and the contents, are public. */
export interface RevealPublic {
  readonly sneaker: string;
  readonly side: string;
  readonly cause: RevealCause;
  readonly place: Place;
  /** It held no troops — a dummy, or a marker whose troops hid — and is removed. */
  readonly empty: boolean;
  /** The stands now on the table and the feature each is in (none: in the open). */
  readonly stands: readonly { readonly id: string; readonly feature?: string }[];
  readonly atMarker?: string;
}

export interface RevealResult {
  readonly kind: 'sneaker-reveal';
  readonly public: RevealPublic;
  readonly secret: null;
}

export type RevealError = 'fogo/unknown-sneaker' | 'fogo/not-in-sneaker' | 'fogo/listed-twice';

function placement(sneaker: Sneaker, p: RevealPlacement | undefined): RuleResult<{ atMarker: string; outside: string[] }, RevealError> {
  const inside = (id: string): string | undefined => sneaker.stands.find((x) => namesUnit({ side: sneaker.side, id: x }, id));
  const atMarker = p?.atMarker === undefined ? sneaker.stands[0] : inside(p.atMarker);
  if (atMarker === undefined) return fail('fogo/not-in-sneaker', { stand: p?.atMarker ?? '', sneaker: sneaker.id });
  const dup = firstDuplicate(p?.outside ?? []);
  if (dup !== undefined) return fail('fogo/listed-twice', { stand: dup });
  const outside: string[] = [];
  for (const id of p?.outside ?? []) {
    const s = inside(id);
    if (s === undefined) return fail('fogo/not-in-sneaker', { stand: id, sneaker: sneaker.id });
    outside.push(s);
  }
  return ok({ atMarker, outside });
}

/**
 * Reveals a Sneaker (Fogo Cruzado, Fieldcraft: Sneaking to Revealed; crossfire-core §2.7.6) — not an
 * action, so no initiative check and no reactive fire. An empty marker is removed. A real one's
 * stands go on the table: in its feature (those the owner lists as `outside` go in the open beside
 * it, §2.11 (9)), or in the open with one of them at the marker. A pinned Sneaker's stands are at
 * least Pinned. Its contents become public; troops a Hide left elsewhere stay hidden. A marker with
 * coordinates puts the stand at the marker there and the rest beside it, `step` (a stand width) apart.
 */
export function revealSneaker(
  state: FogoState,
  id: string,
  cause: RevealCause,
  where?: RevealPlacement,
  step = DEFAULT_STAND_WIDTH,
): RuleResult<{ state: FogoState; result: RevealResult }, RevealError> {
  const sneaker = findSneaker(state, id);
  if (!sneaker) return fail('fogo/unknown-sneaker', { sneaker: id });
  const base = { sneaker: sneaker.id, side: sneaker.side, cause, place: sneaker.place };
  const fc = removeSneakerFrom(fieldcraftOf(state), sneaker.id);
  if (!isReal(sneaker)) {
    return ok({
      state: withFieldcraft(state, fc),
      result: { kind: 'sneaker-reveal', public: { ...base, empty: true, stands: [] }, secret: null },
    });
  }
  const p = placement(sneaker, where);
  if (!p.ok) return p;
  const feature = sneaker.place.feature;
  // With coordinates, the stand at the marker takes its place and the rest follow in a row, each
  // touching the one before: within one stand width of a stand already placed (seed 001).
  const order = [p.value.atMarker, ...sneaker.stands.filter((x) => x !== p.value.atMarker)];
  const at = sneaker.place.at;
  const spot = (sid: string): Point | undefined => (at === undefined ? undefined : { x: at.x + order.indexOf(sid) * step, y: at.y });
  const placed: Stand[] = sneaker.stands.map((sid) => {
    const s = findStand(state, { side: sneaker.side, id: sid });
    if (!s) throw new Error(`Sneaker ${sneaker.id} holds unknown stand ${sid}`);
    const status = sneaker.pinned ? worseStatus(s.status, 'pinned') : s.status;
    return placedRevealed({ ...s, status }, p.value.outside.includes(sid) ? undefined : feature, spot(sid));
  });
  const next = withStands(state, placed);
  return ok({
    state: withFieldcraft(next, pruneCaches(next, fc)),
    result: {
      kind: 'sneaker-reveal',
      public: {
        ...base,
        empty: false,
        stands: placed.map((s) => (s.feature === undefined ? { id: s.id } : { id: s.id, feature: s.feature })),
        atMarker: p.value.atMarker,
      },
      secret: null,
    },
  });
}

/** The owner reveals one of its Sneakers, e.g. to fire (crossfire-core §2.7.6): not an action. */
export function revealOwnSneaker(
  state: FogoState,
  input: { readonly side: string; readonly sneaker: string; readonly placement?: RevealPlacement },
): RuleResult<{ state: FogoState; result: RevealResult }, RevealError | 'fogo/unknown-side'> {
  const side = findSideName(state, input.side);
  if (side === undefined) return fail('fogo/unknown-side', { side: input.side });
  const own = ownSneaker(state, side, input.sneaker);
  if (!own.ok) return own;
  return revealSneaker(state, own.value.id, 'owner', input.placement);
}

export interface SneakerFireInput {
  /** The side whose fire it is. */
  readonly firingSide: string;
  readonly sneaker: string;
  /** The best result of the volley (crossfire-core §1.4.3). */
  readonly result: FireResult;
  /** The owner's placement if the Sneaker is revealed. */
  readonly placement?: RevealPlacement;
}

export interface SneakerFireLanding {
  readonly kind: 'sneaker-fire';
  readonly public: {
    readonly firingSide: string;
    readonly sneaker: string;
    readonly result: FireResult;
    /** The Sneaker is now Pinned (a Pin pins it, never reveals it). */
    readonly pinned: boolean;
    readonly reveal?: RevealPublic;
    readonly effects: readonly FireEffect[];
    /** The firer must name which of these takes the result (`assignSneakerFire`). */
    readonly awaitingTarget?: readonly string[];
    /** Counts as a successful fire for the initiative (crossfire-core §2.11 (1), (2)). */
    readonly success: boolean;
  };
  readonly secret: null;
}

export type SneakerFireError = RevealError | 'fogo/own-sneaker' | 'fogo/unknown-side';

/**
 * Lands a fire result on an enemy Sneaker (crossfire-core §2.7.6, §2.9 "Fire at a Sneaker"), for the
 * app's fire flows. A Pin pins it. A Suppress or better reveals it: an empty one is removed and counts
 * as a successful fire under house rule `fieldcraft.dummySuppressCounts` (§2.11 (2)); a real one's
 * stands go on the table and the result lands on one stand the firer names (`awaitingTarget`, then
 * `assignSneakerFire`; at once if only one) or on each (`fieldcraft.revealFireLandsOn`, §2.11 (1)),
 * counting as a success. No initiative is applied here.
 */
export function fireAtSneaker(
  state: FogoState,
  input: SneakerFireInput,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakerFireLanding }, SneakerFireError> {
  const side = findSideName(state, input.firingSide);
  if (side === undefined) return fail('fogo/unknown-side', { side: input.firingSide });
  const target = enemySneaker(state, side, input.sneaker);
  if (!target.ok) return target;
  const sneaker = target.value;
  const base = { firingSide: side, sneaker: sneaker.id, result: input.result };
  if (!isSuppressOrBetter(input.result)) {
    const pinned = sneaker.pinned || input.result === 'pin';
    const fc = replaceSneaker(fieldcraftOf(state), { ...sneaker, pinned });
    return ok({
      state: withFieldcraft(state, fc),
      result: { kind: 'sneaker-fire', public: { ...base, pinned, effects: [], success: false }, secret: null },
    });
  }
  const revealed = revealSneaker(state, sneaker.id, 'fire', input.placement, standWidth(rules));
  if (!revealed.ok) return revealed;
  const reveal = revealed.value.result.public;
  let next = revealed.value.state;
  if (reveal.empty) {
    return ok({
      state: next,
      result: {
        kind: 'sneaker-fire',
        public: { ...base, pinned: false, reveal, effects: [], success: boolRule(rules, 'fieldcraft.dummySuppressCounts') },
        secret: null,
      },
    });
  }
  const candidates = reveal.stands.map((s) => s.id);
  const every = choiceRule(rules, 'fieldcraft.revealFireLandsOn', ['FIRER_CHOOSES_ONE', 'EVERY_STAND'] as const) === 'EVERY_STAND';
  const effects: FireEffect[] = [];
  if (every || candidates.length === 1) {
    for (const id of candidates) {
      const landed = landFire(next, { side: reveal.side, id }, input.result, rules);
      next = landed.state;
      effects.push(landed.effect);
    }
    return ok({
      state: next,
      result: { kind: 'sneaker-fire', public: { ...base, pinned: false, reveal, effects, success: true }, secret: null },
    });
  }
  const pending = { firingSide: side, sneaker: sneaker.id, result: input.result as 'suppress' | 'kill', candidates, side: reveal.side };
  return ok({
    state: withFieldcraft(next, { ...fieldcraftOf(next), pendingFire: pending }),
    result: {
      kind: 'sneaker-fire',
      public: { ...base, pinned: false, reveal, effects: [], awaitingTarget: candidates, success: true },
      secret: null,
    },
  });
}

export interface AssignFireResult {
  readonly kind: 'sneaker-fire-assigned';
  readonly public: {
    readonly firingSide: string;
    readonly sneaker: string;
    readonly effect: FireEffect;
    /** The side of the stand that took the fire: the revealed Sneaker's. */
    readonly targetSide: string;
  };
  readonly secret: null;
}

/**
 * The candidate stand `id` of a fire waiting for its target: of the revealed Sneaker's side, or in a
 * game saved before that was kept, the one stand with that id of another side than the firer's.
 */
function pendingTarget(state: FogoState, pending: PendingSneakerFire, id: string): Stand | undefined {
  if (pending.side !== undefined) return findStand(state, { side: pending.side, id });
  const others = state.stands.filter((s) => !sameName(s.side, pending.firingSide) && sameName(s.id, id));
  return others.length === 1 ? others[0] : undefined;
}

/** The firer names the revealed stand that takes the fire that revealed its Sneaker (crossfire-core §2.11 (1)). */
export function assignSneakerFire(
  state: FogoState,
  input: { readonly side: string; readonly stand: string },
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: AssignFireResult }, 'fogo/no-pending-fire' | 'fogo/not-a-candidate'> {
  const fc = fieldcraftOf(state);
  const pending = fc.pendingFire;
  if (!pending || !sameName(pending.firingSide, input.side)) return fail('fogo/no-pending-fire');
  const ref = readUnitRef(input.stand);
  const id = pending.candidates.find((c) => sameName(c, ref.id));
  const target = id === undefined ? undefined : pendingTarget(state, pending, id);
  if (id === undefined || target === undefined || (ref.side !== undefined && !sameName(ref.side, target.side))) {
    return fail('fogo/not-a-candidate', { stand: input.stand, sneaker: pending.sneaker });
  }
  const { pendingFire: _done, ...rest } = fc;
  const landed = landFire(withFieldcraft(state, rest as FieldcraftState), target, pending.result, rules);
  return ok({
    state: landed.state,
    result: {
      kind: 'sneaker-fire-assigned',
      public: { firingSide: pending.firingSide, sneaker: pending.sneaker, effect: landed.effect, targetSide: target.side },
      secret: null,
    },
  });
}

export interface SneakerRbfLanding {
  readonly revealed: readonly RevealPublic[];
  readonly effects: readonly FireEffect[];
  /** The side of each effect's stand, in the same order (ids are unique only within a side). */
  readonly effectSides: readonly string[];
}

/**
 * A successful recon by fire into `feature` reveals every enemy Sneaker in it (crossfire-core §2.7.6);
 * with house rule `rbf.appliesResult` the revealed stands also take `result`, as hidden stands do in
 * `reconByFire`. For the app to call after `reconByFire` succeeds.
 */
export function reconByFireOnSneakers(
  state: FogoState,
  input: { readonly side: string; readonly feature: string; readonly success: boolean; readonly result?: FireResult },
  rules: HouseRules,
): { state: FogoState; result: SneakerRbfLanding } {
  if (!input.success) return { state, result: { revealed: [], effects: [], effectSides: [] } };
  const targets = fieldcraftOf(state).sneakers.filter(
    (s) => !sameName(s.side, input.side) && s.place.feature !== undefined && sameFeature(s.place.feature, input.feature),
  );
  let next = state;
  const revealed: RevealPublic[] = [];
  const effects: FireEffect[] = [];
  const effectSides: string[] = [];
  const applies = boolRule(rules, 'rbf.appliesResult') && input.result !== undefined && input.result !== 'none';
  for (const t of targets) {
    const r = revealSneaker(next, t.id, 'recon-by-fire', undefined, standWidth(rules));
    if (!r.ok) throw new Error(`reveal of ${t.id} refused: ${r.code}`);
    next = r.value.state;
    revealed.push(r.value.result.public);
    if (applies) {
      for (const s of r.value.result.public.stands) {
        const landed = landFire(next, { side: t.side, id: s.id }, input.result!, rules);
        next = landed.state;
        effects.push(landed.effect);
        effectSides.push(t.side);
      }
    }
  }
  return { state: next, result: { revealed, effects, effectSides } };
}

export interface FireAtSneakerInput extends VolleyInput {
  readonly sneaker: string;
  /** The Sneaker's terrain as declared (crossfire-core §2.7.6: the Sneaker's cover). */
  readonly cover: TargetCover;
}

export interface SneakerVolleyResult {
  readonly kind: 'fire-at-sneaker' | 'reactive-fire-at-sneaker';
  readonly public: SneakerFireLanding['public'] & {
    readonly side: string;
    readonly cover: TargetCover;
    /** The firers' dice: their pools depend on the firers only, so they leak nothing of the Sneaker. */
    readonly volley: Volley;
    /** Reactive only: firers now marked NO FIRE. */
    readonly noFire?: readonly string[];
    readonly initiative: InitiativeEffect;
  };
  readonly secret: null;
}

export type FireAtSneakerError = VolleyError | SneakerFireError;

/**
 * Phasing direct fire at an enemy Sneaker (crossfire-core §1.4, §2.7.6): the firers' pools against the
 * Sneaker's declared cover, then `fireAtSneaker`. Anything short of a success passes the initiative.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function directFireAtSneaker(
  state: FogoState,
  input: FireAtSneakerInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakerVolleyResult }, FireAtSneakerError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const target = enemySneaker(state, side.value, input.sneaker);
  if (!target.ok) return target;
  const situation = { cover: input.cover, targetGroundHug: false, targetJustLanded: false, pointBlank: false };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, 'fire');
  if (!fired.ok) return fired;
  const landed = fireAtSneaker(
    fired.value.state,
    { firingSide: side.value, sneaker: target.value.id, result: fired.value.volley.best },
    rules,
  );
  if (!landed.ok) return landed;
  const initiative: InitiativeEffect = landed.value.result.public.success ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(landed.value.state, initiative, rules),
    result: {
      kind: 'fire-at-sneaker',
      public: { ...landed.value.result.public, side: side.value, cover: input.cover, volley: fired.value.volley, initiative },
      secret: null,
    },
  });
}

/**
 * Reactive fire at a phasing Sneaker as it moves (crossfire-core §1.4.6, §2.7.6, §2.11 (2)): a success
 * takes the initiative; a Pin pins the Sneaker and stops it; a reaction that fails marks its firers NO
 * FIRE (a Pin counting as failing under house rule `noFire.onPin`).
 * Only the side without the initiative may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function reactiveFireAtSneaker(
  state: FogoState,
  input: FireAtSneakerInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakerVolleyResult }, FireAtSneakerError | 'fogo/target-not-phasing'> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const target = enemySneaker(state, side.value, input.sneaker);
  if (!target.ok) return target;
  if (target.value.side !== state.initiative) return fail('fogo/target-not-phasing', { sneaker: target.value.id });
  const situation = { cover: input.cover, targetGroundHug: false, targetJustLanded: false, pointBlank: false };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, 'reactive fire');
  if (!fired.ok) return fired;
  const { volley } = fired.value;
  const landed = fireAtSneaker(
    fired.value.state,
    { firingSide: side.value, sneaker: target.value.id, result: volley.best },
    rules,
  );
  if (!landed.ok) return landed;
  const success = landed.value.result.public.success;
  const pinOnly = !success && volley.best === 'pin';
  const failed = !success && !(pinOnly && !boolRule(rules, 'noFire.onPin'));
  const marked = failed ? volleyStands(landed.value.state, side.value, volley) : [];
  const next = withStands(landed.value.state, marked.map((s) => ({ ...s, noFire: true })));
  const initiative: InitiativeEffect = success ? 'pass' : 'keep';
  return ok({
    state: applyInitiative(next, initiative, rules, side.value),
    result: {
      kind: 'reactive-fire-at-sneaker',
      public: {
        ...landed.value.result.public,
        side: side.value,
        cover: input.cover,
        volley,
        noFire: marked.map((s) => s.id),
        initiative,
      },
      secret: null,
    },
  });
}
