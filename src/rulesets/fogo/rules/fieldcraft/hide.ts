import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { findStand, gameSide, withStands, type FogoState } from '../game/state.js';
import { appendSecret } from './audit.js';
import { standWidth } from '../game/board-distance.js';
import { besidePlace } from './model.js';
import {
  addSpoor,
  cacheId,
  checkAttestations,
  fieldcraftOf,
  firstDuplicate,
  hiddenAt,
  holdStationary,
  isReal,
  noteSneakerActed,
  ownSneaker,
  replaceSneaker,
  scratchOf,
  withFieldcraft,
  type Attestations,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import type { HiddenCache, Place } from '../game/fieldcraft-state.js';
import { rollFieldcraft, sneakerAbility, type FieldcraftRoll } from './roll.js';

export type HideAttestation = 'outOfEnemySight' | 'stationary' | 'featureAllowsHidden';
export const HIDE_ATTESTATIONS: readonly HideAttestation[] = ['outOfEnemySight', 'stationary', 'featureAllowsHidden'];

export interface HideInput {
  readonly side: string;
  readonly sneaker: string;
  /** Sworn: out of every enemy's sight, stationary all initiative, in a feature that allows hidden deployment. */
  readonly attest: Partial<Attestations<HideAttestation>>;
  /**
   * SECRET: the stands to leave hidden at the Sneaker's position on success (`all`: every one it
   * holds); none keeps them with the marker. All or none under house rule `fieldcraft.hideLeaves`
   * (crossfire-core §2.11 (6)).
   */
  readonly leaveHidden: readonly string[] | 'all';
  readonly fieldcraftStand?: string;
  readonly rollNumber?: number;
}

export interface HideResult {
  readonly kind: 'hide';
  readonly public: {
    readonly side: string;
    readonly sneaker: string;
    readonly success: boolean;
    readonly spoor?: string;
    readonly initiative: InitiativeEffect;
    readonly attested: Attestations<HideAttestation>;
  };
  readonly secret: {
    readonly side: string;
    readonly sneaker: string;
    readonly roll: FieldcraftRoll;
    /** On success: the stands now hidden at the spot, and those still in the Sneaker. */
    readonly leftHidden: readonly string[];
    readonly keptWithSneaker: readonly string[];
    readonly cache?: HiddenCache;
    readonly logSeq?: number;
  };
}

export type HideError =
  | 'fogo/unknown-side'
  | 'fogo/unknown-sneaker'
  | 'fogo/attestation-required'
  | 'fogo/sneaker-moved'
  | 'fogo/not-in-feature'
  | 'fogo/sneaker-cannot'
  | 'fogo/not-in-sneaker'
  | 'fogo/listed-twice'
  | 'fogo/hide-all-or-nothing';

/**
 * The "Hide" action of a real Sneaker (Fogo Cruzado, Fieldcraft: "Hide" Action; crossfire-core
 * §2.7.5). In a feature allowing hidden deployment, out of enemy sight and stationary all initiative,
 * on a fieldcraft success the marker stays on the table (held stationary for the rest of this
 * initiative), exactly one hit puts a Spoor beside it, and the owner's secret choice takes effect:
 * the troops stay hidden at the spot (then the marker is empty) or stay with the marker. Failure
 * passes the initiative. A dummy, and a real Sneaker without fieldcraft, are refused with the same
 * code `fogo/sneaker-cannot`; public checks come first so no refusal depends on the contents.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function hide(
  state: FogoState,
  input: HideInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: HideResult }, HideError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const found = ownSneaker(state, side.value, input.sneaker);
  if (!found.ok) return found;
  const sneaker = found.value;
  const attested = checkAttestations(input.attest, HIDE_ATTESTATIONS);
  if (!attested.ok) return attested;
  const fc0 = fieldcraftOf(state);
  if (scratchOf(state, fc0).moved.includes(sneaker.id)) return fail('fogo/sneaker-moved', { sneaker: sneaker.id });
  if (sneaker.place.feature === undefined) return fail('fogo/not-in-feature', { sneaker: sneaker.id });
  // Public checks end here; from now on every refusal reads the same.
  if (!isReal(sneaker)) return fail('fogo/sneaker-cannot', { sneaker: sneaker.id });
  const ability = sneakerAbility(state, sneaker, input.fieldcraftStand, rules);
  if (!ability.ok) return ability;
  const leaving = input.leaveHidden === 'all' ? sneaker.stands : input.leaveHidden;
  const dup = firstDuplicate(leaving);
  if (dup !== undefined) return fail('fogo/listed-twice', { stand: dup });
  const leave: string[] = [];
  for (const id of leaving) {
    const inside = sneaker.stands.find((x) => namesUnit({ side: sneaker.side, id: x }, id));
    if (inside === undefined) return fail('fogo/not-in-sneaker', { stand: id, sneaker: sneaker.id });
    leave.push(inside);
  }
  const allOrNothing = choiceRule(rules, 'fieldcraft.hideLeaves', ['ALL_OR_NOTHING', 'ANY'] as const) === 'ALL_OR_NOTHING';
  if (allOrNothing && leave.length !== 0 && leave.length !== sneaker.stands.length) return fail('fogo/hide-all-or-nothing');

  const roll = rollFieldcraft(ability.value, roller, `fieldcraft hide ${sneaker.id}`, true);
  const acted = noteSneakerActed(state);
  if (!roll.success) {
    return ok({
      state: applyInitiative(acted, 'pass', rules),
      result: {
        kind: 'hide',
        public: { side: side.value, sneaker: sneaker.id, success: false, initiative: 'pass', attested: attested.value },
        secret: { side: side.value, sneaker: sneaker.id, roll, leftHidden: [], keptWithSneaker: sneaker.stands },
      },
    });
  }

  const kept = sneaker.stands.filter((x) => !leave.includes(x));
  let fc = replaceSneaker(fc0, { ...sneaker, stands: kept });
  let next = acted;
  let cache: HiddenCache | undefined;
  if (leave.length > 0) {
    cache = { id: cacheId(fc, side.value), side: side.value, stands: leave, place: sneaker.place, sneaker: sneaker.id, initiative: state.initiativeCount };
    fc = { ...fc, caches: [...fc.caches, cache] };
    next = withStands(
      next,
      leave.map((id) => {
        const s = findStand(state, { side: sneaker.side, id });
        if (!s) throw new Error(`Sneaker ${sneaker.id} holds unknown stand ${id}`);
        return hiddenAt(s, sneaker.place.feature, sneaker.place.at);
      }),
    );
  }
  let spoorId: string | undefined;
  if (roll.spoor) {
    const place: Place = besidePlace(sneaker.place, 0, standWidth(rules));
    const [withSpoor, spoor] = addSpoor(fc, side.value, place, state.initiativeCount);
    fc = withSpoor;
    spoorId = spoor.id;
  }
  fc = holdStationary(state, fc, [sneaker.id]);
  const [logged, entry] = appendSecret(
    state,
    fc,
    side.value,
    { kind: 'hide', sneaker: sneaker.id, leftHidden: leave, keptWithSneaker: kept },
    input.rollNumber,
  );
  return ok({
    state: withFieldcraft(next, logged),
    result: {
      kind: 'hide',
      public: {
        side: side.value,
        sneaker: sneaker.id,
        success: true,
        ...(spoorId === undefined ? {} : { spoor: spoorId }),
        initiative: 'keep',
        attested: attested.value,
      },
      secret: {
        side: side.value,
        sneaker: sneaker.id,
        roll,
        leftHidden: leave,
        keptWithSneaker: kept,
        ...(cache === undefined ? {} : { cache }),
        logSeq: entry.seq,
      },
    },
  });
}
