import { standWidth } from '../game/board-distance.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { ownLivingStand, sneakerOf, withStands, type FogoState, type StateError } from '../game/state.js';
import type { Stand } from '../troops/stands.js';
import { appendSecret } from './audit.js';
import {
  addSneaker,
  addSpoor,
  checkAttestations,
  besidePlace,
  checkPlace,
  fieldcraftOf,
  holdStationary,
  intoSneaker,
  isSneakerGroup,
  noteSneakerActed,
  pruneCaches,
  sameFeature,
  withFieldcraft,
  type Attestations,
} from './model.js';
import type { FieldcraftState, Place, SneakerContents } from '../game/fieldcraft-state.js';
import { bestAbility, rollFieldcraft, type FieldcraftRoll } from './roll.js';

export type SneakAttestation = 'outOfEnemySight' | 'stationary' | 'legalFormation';
export const SNEAK_ATTESTATIONS: readonly SneakAttestation[] = ['outOfEnemySight', 'stationary', 'legalFormation'];

export interface SneakInput {
  readonly side: string;
  /** The "unit": hidden or revealed stands that may form one Sneaker (crossfire-core §2.7.2). */
  readonly stands: readonly string[];
  /**
   * Sworn by the owner, recorded publicly for challenge: no stand is in sight of any enemy stand or
   * Sneaker, none has moved this initiative, and their formation would be legal on a reveal.
   */
  readonly attest: Partial<Attestations<SneakAttestation>>;
  /** SECRET, from hidden only: the new Sneaker holds the troops (real) or not (dummy: they stay hidden). */
  readonly pick?: 'real' | 'dummy';
  /** SECRET, from revealed only: which of the two new markers (lower or higher id) holds the troops. */
  readonly realMarker?: 'first' | 'second';
  /** Public description of where in the feature the markers go. */
  readonly position?: string;
  /** A stand of the unit whose fieldcraft to roll; else the best (crossfire-core §2.11 (3)). */
  readonly fieldcraftStand?: string;
  /** The ledger roll number, for the secret log. */
  readonly rollNumber?: number;
}

export interface SneakResult {
  readonly kind: 'sneak';
  /** What the rules make public (crossfire-core §2.10.1): never the dice, the pick or which marker is real. */
  readonly public: {
    readonly side: string;
    readonly from: 'hidden' | 'revealed';
    /** From revealed only: the stands everyone saw leave the table. */
    readonly stands?: readonly string[];
    readonly place: Place;
    readonly success: boolean;
    /** The new Sneakers, in id order. */
    readonly sneakers: readonly string[];
    readonly spoor?: string;
    /**
     * Succeeded without dice on an unallocated starting Sneaker. Public: a Sneak that rolls no die
     * shows it anyway, and the count of unallocated Sneakers becomes public "implicitly when used"
     * (seed 001, Sneak; crossfire-core §2.10.1).
     */
    readonly automatic?: true;
    readonly initiative: InitiativeEffect;
    readonly attested: Attestations<SneakAttestation>;
  };
  /** For the owner and the GM only. */
  readonly secret: {
    readonly side: string;
    readonly unit: readonly string[];
    /** Success came from unallocated starting Sneakers: no dice. */
    readonly automatic: boolean;
    readonly roll?: FieldcraftRoll;
    /** The Sneaker holding the troops; null when they stayed hidden (dummy pick) or on failure. */
    readonly real: string | null;
    readonly sneakers: readonly SneakerContents[];
    readonly unallocatedLeft: number;
    readonly logSeq?: number;
  };
}

export type SneakError =
  | PhaseError
  | StateError
  | 'fogo/empty-unit'
  | 'fogo/listed-twice'
  | 'fogo/not-on-table'
  | 'fogo/already-sneaking'
  | 'fogo/stand-pinned'
  | 'fogo/stand-suppressed'
  | 'fogo/mixed-visibility'
  | 'fogo/not-a-sneaker-group'
  | 'fogo/not-together'
  | 'fogo/attestation-required'
  | 'fogo/choice-required'
  | 'fogo/bad-feature'
  | 'fogo/bad-position'
  | 'fogo/not-in-unit'
  | 'fogo/no-fieldcraft';

/**
 * The "Sneak" action (Fogo Cruzado, Fieldcraft: "Sneak" Action; crossfire-core §2.7.5). A legal
 * Sneaker group of hidden or revealed stands, out of enemy sight and stationary, starts sneaking on a
 * fieldcraft success — automatic while the side still has enough unallocated starting Sneakers
 * (house rules `fieldcraft.autoSneakCostHidden` / `…Revealed`, §2.11 (7); no dice, so no Spoor).
 * From hidden: one Sneaker, the owner secretly picks real or dummy (a dummy leaves the troops hidden
 * where they are). From revealed: two Sneakers, one real and one dummy, which is which secret. Exactly
 * one hit also places a Spoor. Failure places a Spoor at the unit and passes the initiative — from
 * hidden that shows where hidden troops are: a leak the rules create (§2.10.2), kept.
 */
export function sneak(
  state: FogoState,
  input: SneakInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: SneakResult }, SneakError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  if (input.stands.length === 0) return fail('fogo/empty-unit');
  const unit: Stand[] = [];
  for (const id of input.stands) {
    const s = ownLivingStand(state, side.value, id);
    if (!s.ok) return s;
    const stand = s.value;
    if (unit.some((u) => u.id === stand.id)) return fail('fogo/listed-twice', { stand: stand.id });
    if (stand.offTable === true || stand.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: stand.id });
    if (sneakerOf(state, stand)) return fail('fogo/already-sneaking', { stand: stand.id });
    if (stand.status === 'pinned') return fail('fogo/stand-pinned', { stand: stand.id });
    if (stand.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: stand.id });
    unit.push(stand);
  }
  const first = unit[0]!;
  const from = first.hidden ? 'hidden' : 'revealed';
  if (unit.some((s) => s.hidden !== first.hidden)) return fail('fogo/mixed-visibility');
  if (!isSneakerGroup(unit)) return fail('fogo/not-a-sneaker-group');
  if (unit.some((s) => !sameFeature(s.feature, first.feature))) return fail('fogo/not-together');
  const attested = checkAttestations(input.attest, SNEAK_ATTESTATIONS);
  if (!attested.ok) return attested;
  if (from === 'hidden' && input.pick !== 'real' && input.pick !== 'dummy') return fail('fogo/choice-required', { choice: 'pick' });
  if (from === 'revealed' && input.realMarker !== 'first' && input.realMarker !== 'second') {
    return fail('fogo/choice-required', { choice: 'realMarker' });
  }
  const placeChecked = checkPlace({
    ...(first.feature === undefined ? {} : { feature: first.feature }),
    ...(input.position === undefined ? {} : { position: input.position }),
  });
  if (!placeChecked.ok) return placeChecked;
  // The markers go on the location of one of the stands (seed 001, Sneak): of a revealed unit, the
  // first placed on the board; a hidden unit's positions are its secret, so only the owner's x,y.
  const standing = from === 'revealed' ? unit.find((s) => s.position !== undefined)?.position : undefined;
  const place = placeChecked.value.at === undefined && standing !== undefined ? { ...placeChecked.value, at: standing } : placeChecked.value;
  const width = standWidth(rules);

  const ability = bestAbility(unit, input.fieldcraftStand);
  if (!ability) return fail('fogo/not-in-unit', { stand: input.fieldcraftStand ?? '' });
  const fc0 = fieldcraftOf(state);
  const cost = intRule(rules, from === 'hidden' ? 'fieldcraft.autoSneakCostHidden' : 'fieldcraft.autoSneakCostRevealed');
  const unallocated = fc0.unallocated[side.value] ?? 0;
  const automatic = unallocated >= cost;
  if (!automatic && ability.ability <= 0) return fail('fogo/no-fieldcraft', { stand: ability.from });

  const roll = automatic ? undefined : rollFieldcraft(ability, roller, 'fieldcraft sneak', true);
  const success = automatic || roll!.success;
  const unallocatedLeft = automatic ? unallocated - cost : unallocated;
  let fc: FieldcraftState = automatic ? { ...fc0, unallocated: { ...fc0.unallocated, [side.value]: unallocatedLeft } } : fc0;
  const acted = noteSneakerActed(state);
  const ids = unit.map((s) => s.id);

  if (!success) {
    const [withSpoor, spoor] = addSpoor(fc, side.value, place, state.initiativeCount);
    return ok({
      state: applyInitiative(withFieldcraft(acted, withSpoor), 'pass', rules),
      result: {
        kind: 'sneak',
        public: {
          side: side.value,
          from,
          ...(from === 'revealed' ? { stands: ids } : {}),
          place,
          success: false,
          sneakers: [],
          spoor: spoor.id,
          initiative: 'pass',
          attested: attested.value,
        },
        secret: { side: side.value, unit: ids, automatic: false, ...(roll ? { roll } : {}), real: null, sneakers: [], unallocatedLeft },
      },
    });
  }

  let next = acted;
  let real: string | null = null;
  const created: SneakerContents[] = [];
  if (from === 'hidden') {
    const holds = input.pick === 'real' ? ids : [];
    const [after, s] = addSneaker(fc, side.value, place, holds);
    fc = after;
    created.push({ sneaker: s.id, stands: s.stands });
    if (holds.length > 0) {
      real = s.id;
      next = withStands(next, unit.map(intoSneaker));
    }
  } else {
    const firstHolds = input.realMarker === 'first';
    const [a, s1] = addSneaker(fc, side.value, place, firstHolds ? ids : []);
    const [b, s2] = addSneaker(a, side.value, besidePlace(place, width), firstHolds ? [] : ids);
    fc = b;
    created.push({ sneaker: s1.id, stands: s1.stands }, { sneaker: s2.id, stands: s2.stands });
    real = firstHolds ? s1.id : s2.id;
    next = withStands(next, unit.map(intoSneaker));
  }
  let spoorId: string | undefined;
  if (roll?.spoor === true) {
    const [withSpoor, spoor] = addSpoor(fc, side.value, besidePlace(place, 0, width), state.initiativeCount);
    fc = withSpoor;
    spoorId = spoor.id;
  }
  fc = holdStationary(state, fc, created.map((c) => c.sneaker));
  const [logged, entry] = appendSecret(
    state,
    fc,
    side.value,
    { kind: 'sneak', from, unit: ids, sneakers: created, automatic },
    automatic ? undefined : input.rollNumber,
  );
  next = withFieldcraft(next, pruneCaches(next, logged));
  return ok({
    state: next,
    result: {
      kind: 'sneak',
      public: {
        side: side.value,
        from,
        ...(from === 'revealed' ? { stands: ids } : {}),
        place,
        success: true,
        sneakers: created.map((c) => c.sneaker),
        ...(spoorId === undefined ? {} : { spoor: spoorId }),
        ...(automatic ? { automatic: true as const } : {}),
        initiative: 'keep',
        attested: attested.value,
      },
      secret: {
        side: side.value,
        unit: ids,
        automatic,
        ...(roll ? { roll } : {}),
        real,
        sneakers: created,
        unallocatedLeft,
        logSeq: entry.seq,
      },
    },
  });
}
