import type { Scenario } from '../../../../core/board/scenario.js';
import { placeOnBoard, type TableSpotError } from '../table/placement.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { landFire, type FireEffect } from '../fire/direct-fire.js';
import { hitsToResult, type FireResult } from '../fire/fire-results.js';
import { boolRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { rallyPinnedSneaker } from '../actions/rally.js';
import { gameSide, sneakerOf, withStands, type FogoState } from '../game/state.js';
import {
  checkPlace,
  fieldcraftOf,
  isReal,
  noteMoved,
  noteSneakerActed,
  ownSneaker,
  replaceSneaker,
  sameFeature,
  scratchOf,
  withFieldcraft,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import type { Place, Sneaker } from '../game/fieldcraft-state.js';
import { reconByFireOnSneakers, type RevealPublic } from './reveal.js';
import { sneakerStands } from './roll.js';

/** What a player may ask a Sneaker to do. */
export type SneakerAction =
  | 'move'
  | 'hide'
  | 'conceal-trail'
  | 'rally'
  | 'indirect-fire'
  | 'recon-by-fire'
  | 'reorganise'
  | 'fire'
  | 'close-combat'
  | 'track'
  | 'sneak';

/**
 * The Sneaker action lists (crossfire-core §2.7.2): real — Move, Hide, Conceal Trail, Rally from pin,
 * call indirect fire (holding an FO, light mortar or Command Team), RBF; dummy — Move, Conceal Trail,
 * Rally from pin; both — Reorganise under house rule `fieldcraft.reorganiseDummies` (§2.11 (4)).
 * Anything else needs a reveal first. Every refusal is the one code `fogo/sneaker-cannot`, whether the
 * reason is "it is a dummy", "it holds no FO" or "no Sneaker may", so its text can betray nothing.
 */
export function sneakerMay(
  state: FogoState,
  sneaker: Sneaker,
  action: SneakerAction,
  rules: HouseRules,
): RuleResult<true, 'fogo/sneaker-cannot'> {
  const no = fail('fogo/sneaker-cannot', { sneaker: sneaker.id });
  switch (action) {
    case 'move':
    case 'conceal-trail':
    case 'rally':
      return ok(true);
    case 'reorganise':
      return isReal(sneaker) || boolRule(rules, 'fieldcraft.reorganiseDummies') ? ok(true) : no;
    case 'hide':
    case 'recon-by-fire':
      return isReal(sneaker) ? ok(true) : no;
    case 'indirect-fire':
      return indirectFireCaller(state, sneaker) === undefined ? no : ok(true);
    case 'fire':
    case 'close-combat':
    case 'track':
    case 'sneak':
      return no;
  }
}

function indirectFireCaller(state: FogoState, sneaker: Sneaker): string | undefined {
  if (!isReal(sneaker)) return undefined;
  return sneakerStands(state, sneaker).find((s) => s.type === 'fo' || s.type === 'light-mortar' || s.type === 'command-team')?.id;
}

export interface SneakerMoveResult {
  readonly kind: 'sneaker-move';
  readonly public: { readonly side: string; readonly sneaker: string; readonly from: Place; readonly to: Place; readonly initiative: 'keep' };
  readonly secret: null;
}

export type SneakerMoveError =
  | 'fogo/unknown-side'
  | 'fogo/unknown-sneaker'
  | 'fogo/sneaker-pinned'
  | 'fogo/sneaker-stationary'
  | 'fogo/bad-feature'
  | 'fogo/bad-position'
  | TableSpotError;

/**
 * A Sneaker's move action, as the owner reports it (Fogo Cruzado, Fieldcraft: Sneakers; crossfire-core
 * §2.7.2): public, real or dummy alike. A pinned Sneaker cannot move; one that Sneaked or Hid this
 * initiative is held stationary until the next (§2.11 (8)). Reactive fire it draws is
 * `reactiveFireAtSneaker`.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function moveSneaker(
  state: FogoState,
  input: { readonly side: string; readonly sneaker: string; readonly to: Place },
  _rules: HouseRules,
  board?: Scenario,
): RuleResult<{ state: FogoState; result: SneakerMoveResult }, SneakerMoveError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = ownSneaker(state, side.value, input.sneaker);
  if (!found.ok) return found;
  const sneaker = found.value;
  if (sneaker.pinned) return fail('fogo/sneaker-pinned', { sneaker: sneaker.id });
  const fc0 = fieldcraftOf(state);
  if (scratchOf(state, fc0).stationary.includes(sneaker.id)) return fail('fogo/sneaker-stationary', { sneaker: sneaker.id });
  const typed = checkPlace(input.to);
  if (!typed.ok) return typed;
  const to = placeOnBoard(board, typed.value);
  if (!to.ok) return to;
  const fc = noteMoved(state, replaceSneaker(fc0, { ...sneaker, place: to.value }), sneaker.id);
  return ok({
    state: withFieldcraft(noteSneakerActed(state), fc),
    result: {
      kind: 'sneaker-move',
      public: { side: side.value, sneaker: sneaker.id, from: sneaker.place, to: to.value, initiative: 'keep' },
      secret: null,
    },
  });
}

export interface SneakerRallyResult {
  readonly kind: 'sneaker-rally';
  /** Public in full: the same unmodified 4+ for real and dummy, so the die tells nothing. */
  readonly public: {
    readonly side: string;
    readonly sneaker: string;
    readonly die: number;
    readonly target: 4;
    readonly success: boolean;
    readonly part: RolledPart;
    readonly initiative: InitiativeEffect;
  };
  readonly secret: null;
}

/**
 * A pinned Sneaker, real or dummy, rallies on an unmodified 4+ (Fogo Cruzado, Fieldcraft: pinned
 * Sneakers; crossfire-core §2.7.2); failure passes the initiative.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function rallySneaker(
  state: FogoState,
  input: { readonly side: string; readonly sneaker: string },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakerRallyResult }, 'fogo/unknown-side' | 'fogo/unknown-sneaker' | 'fogo/sneaker-not-pinned'> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = ownSneaker(state, side.value, input.sneaker);
  if (!found.ok) return found;
  const sneaker = found.value;
  if (!sneaker.pinned) return fail('fogo/sneaker-not-pinned', { sneaker: sneaker.id });
  const r = rallyPinnedSneaker(roller, sneaker.id);
  const fc = replaceSneaker(fieldcraftOf(state), { ...sneaker, pinned: !r.success });
  return ok({
    state: applyInitiative(withFieldcraft(noteSneakerActed(state), fc), r.initiative, rules),
    result: {
      kind: 'sneaker-rally',
      public: {
        side: side.value,
        sneaker: sneaker.id,
        die: r.die,
        target: r.target,
        success: r.success,
        part: r.part,
        initiative: r.initiative,
      },
      secret: null,
    },
  });
}

export interface SneakerReconByFireResult {
  readonly kind: 'sneaker-recon-by-fire';
  /**
   * Public in full: 2d6 whatever it holds, so the dice tell nothing; the act itself proves the Sneaker
   * real — a leak the rules create (crossfire-core §2.10.2), kept.
   */
  readonly public: {
    readonly side: string;
    readonly sneaker: string;
    readonly feature: string;
    readonly faces: readonly number[];
    readonly hits: number;
    readonly needed: number;
    readonly success: boolean;
    readonly part: RolledPart;
    /** Hidden enemy stands in the feature, now revealed. */
    readonly revealedStands: readonly string[];
    /** The side of each revealed stand, in the same order (ids are unique only within a side). */
    readonly revealedStandSides: readonly string[];
    readonly revealedSneakers: readonly RevealPublic[];
    readonly effects: readonly FireEffect[];
    /** The side of each effect's stand, in the same order. */
    readonly effectSides: readonly string[];
    readonly initiative: InitiativeEffect;
  };
  readonly secret: null;
}

export type SneakerReconByFireError = 'fogo/unknown-side' | 'fogo/unknown-sneaker' | 'fogo/sneaker-cannot' | 'fogo/bad-feature';

/**
 * Recon by fire by a real Sneaker (Fogo Cruzado, Fieldcraft: Sneakers; crossfire-core §2.7.2, §1.6):
 * 2d6 hitting on 5–6 whatever it holds, the Sneaker staying a Sneaker. Success (`rbf.successHits`)
 * reveals the hidden enemy stands and the enemy Sneakers in the feature; whether they also take the
 * result and whether failure passes the initiative follow `rbf.appliesResult` and
 * `rbf.failPassesInitiative`, as for any recon by fire. A dummy is refused with `fogo/sneaker-cannot`.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function sneakerReconByFire(
  state: FogoState,
  input: { readonly side: string; readonly sneaker: string; readonly feature: string },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakerReconByFireResult }, SneakerReconByFireError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = ownSneaker(state, side.value, input.sneaker);
  if (!found.ok) return found;
  const sneaker = found.value;
  const feature = input.feature.trim();
  if (feature === '' || feature.length > 60 || /[\n\r]/.test(feature)) return fail('fogo/bad-feature');
  const may = sneakerMay(state, sneaker, 'recon-by-fire', rules);
  if (!may.ok) return may;

  const part = roller.roll({ op: 'at-least', n: 2, sides: 6, target: 5 }, `sneaker recon by fire ${sneaker.id}`);
  const needed = intRule(rules, 'rbf.successHits');
  const success = part.total >= needed;
  const result: FireResult = hitsToResult(part.total);
  let next = noteSneakerActed(state);
  const found2 = success
    ? next.stands.filter(
        (s) =>
          !sameName(s.side, side.value) && s.hidden && s.status !== 'killed' && s.offTable !== true && sameFeature(s.feature, feature) &&
          sneakerOf(next, s) === undefined,
      )
    : [];
  next = withStands(next, found2.map((s) => ({ ...s, hidden: false })));
  const effects: FireEffect[] = [];
  const effectSides: string[] = [];
  if (boolRule(rules, 'rbf.appliesResult')) {
    for (const s of found2) {
      const landed = landFire(next, s, result, rules);
      next = landed.state;
      effects.push(landed.effect);
      effectSides.push(s.side);
    }
  }
  const onSneakers = reconByFireOnSneakers(next, { side: side.value, feature, success, result }, rules);
  next = onSneakers.state;
  effects.push(...onSneakers.result.effects);
  effectSides.push(...onSneakers.result.effectSides);
  const initiative: InitiativeEffect = success || !boolRule(rules, 'rbf.failPassesInitiative') ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: {
      kind: 'sneaker-recon-by-fire',
      public: {
        side: side.value,
        sneaker: sneaker.id,
        feature,
        faces: part.faces,
        hits: part.total,
        needed,
        success,
        part,
        revealedStands: found2.map((s) => s.id),
        revealedStandSides: found2.map((s) => s.side),
        revealedSneakers: onSneakers.result.revealed,
        effects,
        effectSides,
        initiative,
      },
      secret: null,
    },
  });
}

/**
 * A real Sneaker holding an FO, a light mortar (an FO on table, crossfire-core §2.1) or a Command
 * Team may call indirect fire without revealing (§2.7.2). Gives the calling stand for the owner's
 * indirect-fire flow; the act proves the Sneaker real and holding such a stand (§2.10.2), a leak the
 * rules create. Any refusal is `fogo/sneaker-cannot`.
 */
export function sneakerIndirectFireCaller(
  state: FogoState,
  input: { readonly side: string; readonly sneaker: string },
): RuleResult<{ readonly sneaker: string; readonly caller: string }, PhaseError | 'fogo/unknown-sneaker' | 'fogo/sneaker-cannot'> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const found = ownSneaker(state, side.value, input.sneaker);
  if (!found.ok) return found;
  const caller = indirectFireCaller(state, found.value);
  if (caller === undefined) return fail('fogo/sneaker-cannot', { sneaker: found.value.id });
  return ok({ sneaker: found.value.id, caller });
}
