import { checkReach, nearest, standWidth, type Placed, type ReachError } from '../game/board-distance.js';
import { markerPiece } from './model.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { gameSide, noteActed, ownLivingStand, sneakerOf, type FogoState, type StateError } from '../game/state.js';
import {
  checkAttestations,
  enemySneaker,
  fieldcraftOf,
  findSpoor,
  removeSpoorFrom,
  withFieldcraft,
  type Attestations,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import { revealSneaker, type RevealPublic } from './reveal.js';
import { bestAbility, rollFieldcraft, type FieldcraftRoll } from './roll.js';

export interface TrackInput {
  readonly side: string;
  /** The tracking stand: a revealed stand of the side. */
  readonly stand: string;
  readonly spoor: string;
  /** Sworn: the stand is within one base width of the Spoor. */
  readonly attest: Partial<Attestations<'withinBaseWidth'>>;
  /**
   * The enemy Sneaker to reveal on success. Markers are public, so the tracking player names the one
   * closest to the Spoor (or to the tracker, house rule `fieldcraft.trackClosestTo`) and swears to it;
   * the opponent or the GM may challenge. Left out, a success reveals nothing (the rule says "may").
   * The revealed stands go where `revealSneaker` puts them by default; the owner may correct that.
   */
  readonly reveal?: {
    readonly sneaker: string;
    readonly attestClosest: boolean;
  };
  readonly rollNumber?: number;
}

export interface TrackResult {
  readonly kind: 'track';
  readonly public: {
    readonly side: string;
    readonly stand: string;
    readonly spoor: string;
    readonly success: boolean;
    /** The Spoor is removed whatever the result. */
    readonly spoorRemoved: true;
    /** What "closest" was measured from. */
    readonly closestTo?: 'SPOOR' | 'TRACKER';
    readonly revealed?: RevealPublic;
    readonly initiative: InitiativeEffect;
    readonly attested: Partial<Attestations<'withinBaseWidth'>> & { readonly closest?: true };
    /** What the board measured instead of the owner's word. */
    readonly measured?: readonly ('withinBaseWidth' | 'closest')[];
  };
  /** The tracker's own dice: its fieldcraft is not public (view.ts keeps it to its side). */
  readonly secret: { readonly side: string; readonly roll: FieldcraftRoll };
}

export type TrackError =
  | StateError
  | 'fogo/unknown-sneaker'
  | 'fogo/own-sneaker'
  | 'fogo/unknown-spoor'
  | 'fogo/own-spoor'
  | 'fogo/not-revealed'
  | 'fogo/not-on-table'
  | 'fogo/no-fieldcraft'
  | 'fogo/attestation-required'
  | 'fogo/not-closest'
  | ReachError;

/**
 * The "Track" action (Fogo Cruzado, Fieldcraft: "Track" Action; crossfire-core §2.7.5): a revealed
 * stand within one base width of enemy Spoor rolls its fieldcraft; success reveals the closest enemy
 * Sneaker (§2.11 (5)), failure passes the initiative, and the Spoor is removed either way. Sneakers
 * cannot track (it is in neither Sneaker action list, [B]).
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function track(
  state: FogoState,
  input: TrackInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: TrackResult }, TrackError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const stand = s.value;
  if (stand.offTable === true || stand.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: stand.id });
  if (stand.hidden || sneakerOf(state, stand)) return fail('fogo/not-revealed', { stand: stand.id });
  const spoor = findSpoor(state, input.spoor);
  if (!spoor) return fail('fogo/unknown-spoor', { spoor: input.spoor });
  if (sameName(spoor.side, side.value)) return fail('fogo/own-spoor', { spoor: spoor.id });
  // Within one base width of the Spoor: measured on the board when both are placed, else sworn.
  const reach = checkReach(markerPiece(spoor), [stand], rules, 'Track');
  if (!reach.ok) return reach;
  const measured = reach.value.measured.length > 0;
  const attested = measured ? ok({ withinBaseWidth: true } as const) : checkAttestations(input.attest, ['withinBaseWidth'] as const);
  if (!attested.ok) return attested;
  const closestTo = choiceRule(rules, 'fieldcraft.trackClosestTo', ['SPOOR', 'TRACKER'] as const);
  let target: string | undefined;
  let closestMeasured = false;
  if (input.reveal) {
    const t = enemySneaker(state, side.value, input.reveal.sneaker);
    if (!t.ok) return t;
    // The closest enemy Sneaker: the board decides when every one of them and the reference are placed.
    const from: Placed = closestTo === 'SPOOR' ? markerPiece(spoor) : stand;
    const enemies = fieldcraftOf(state).sneakers.filter((k) => !sameName(k.side, side.value)).map(markerPiece);
    const closest = enemies.every((k) => k.position !== undefined) ? nearest(from, enemies, rules) : undefined;
    if (closest !== undefined && closest.id !== t.value.id) return fail('fogo/not-closest', { sneaker: t.value.id, closest: closest.id });
    closestMeasured = closest !== undefined;
    if (!closestMeasured && input.reveal.attestClosest !== true) return fail('fogo/attestation-required', { attestation: 'closest' });
    target = t.value.id;
  }
  const ability = bestAbility([stand]);
  if (!ability || ability.ability <= 0) return fail('fogo/no-fieldcraft', { stand: stand.id });

  const roll = rollFieldcraft(ability, roller, `fieldcraft track ${spoor.id}`, false);
  let next = withFieldcraft(noteActed(state, [stand]), removeSpoorFrom(fieldcraftOf(state), spoor.id));
  let revealed: RevealPublic | undefined;
  if (roll.success && target !== undefined) {
    const r = revealSneaker(next, target, 'track', undefined, standWidth(rules));
    if (!r.ok) throw new Error(`reveal of ${target} refused: ${r.code}`);
    next = r.value.state;
    revealed = r.value.result.public;
  }
  const initiative: InitiativeEffect = roll.success ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: {
      kind: 'track',
      public: {
        side: side.value,
        stand: stand.id,
        spoor: spoor.id,
        success: roll.success,
        spoorRemoved: true,
        ...(target === undefined ? {} : { closestTo }),
        ...(revealed === undefined ? {} : { revealed }),
        initiative,
        attested: { ...(measured ? {} : attested.value), ...(target === undefined || closestMeasured ? {} : { closest: true as const }) },
        ...(measured || closestMeasured ? { measured: [...(measured ? ['withinBaseWidth' as const] : []), ...(closestMeasured ? ['closest' as const] : [])] } : {}),
      },
      secret: { side: side.value, roll },
    },
  });
}
