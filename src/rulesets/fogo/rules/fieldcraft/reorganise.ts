import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { boolRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { findStand, gameSide, type FogoState } from '../game/state.js';
import type { Stand } from '../troops/stands.js';
import { appendSecret } from './audit.js';
import { checkChained, standWidth, type ReachError } from '../game/board-distance.js';
import { besidePlace, markerPiece } from './model.js';
import {
  addSpoor,
  checkAttestations,
  fieldcraftOf,
  isReal,
  isSneakerGroup,
  noteSneakerActed,
  ownSneaker,
  withFieldcraft,
  type Attestations,
} from './model.js';
import { sameName } from '../../../../core/same-name.js';
import type { Sneaker, SneakerContents } from '../game/fieldcraft-state.js';
import { rollFieldcraft, sneakerAbility, type Ability, type FieldcraftRoll } from './roll.js';

export interface ReorganiseInput {
  readonly side: string;
  /** Two or more friendly Sneakers. */
  readonly sneakers: readonly string[];
  /** Sworn: they are within one stand width of each other. */
  readonly attest: Partial<Attestations<'withinStandWidth'>>;
  /**
   * SECRET: every Sneaker's contents afterwards, by Sneaker id. Together they must hold exactly the
   * stands the Sneakers hold now — none lost, none twice — each a legal Sneaker group (an empty list
   * makes a dummy).
   */
  readonly assignment: Readonly<Record<string, readonly string[]>>;
  /** The Sneaker a Spoor goes beside on exactly one hit; by default the first listed. Public. */
  readonly spoorBeside?: string;
  /** A stand in any of them whose fieldcraft to roll; else the best of the Sneakers (crossfire-core §2.11 (3)). */
  readonly fieldcraftStand?: string;
  readonly rollNumber?: number;
}

export interface ReorganiseResult {
  readonly kind: 'reorganise';
  readonly public: {
    readonly side: string;
    readonly sneakers: readonly string[];
    readonly success: boolean;
    readonly spoor?: string;
    readonly initiative: InitiativeEffect;
    readonly attested: Partial<Attestations<'withinStandWidth'>>;
    /** What the board measured instead of the owner's word. */
    readonly measured?: readonly 'withinStandWidth'[];
  };
  readonly secret: {
    readonly side: string;
    readonly roll: FieldcraftRoll;
    /** On success, every Sneaker's new contents. */
    readonly sneakers?: readonly SneakerContents[];
    readonly logSeq?: number;
  };
}

export type ReorganiseError =
  | 'fogo/unknown-side'
  | 'fogo/unknown-sneaker'
  | 'fogo/too-few-sneakers'
  | 'fogo/listed-twice'
  | 'fogo/attestation-required'
  | 'fogo/sneaker-cannot'
  | 'fogo/bad-assignment'
  | 'fogo/not-a-sneaker-group'
  | ReachError;

/**
 * The "Reorganise" action (Fogo Cruzado, Fieldcraft: "Reorganise" Action; crossfire-core §2.7.5): two
 * or more friendly Sneakers within a stand width reassign their troops in secret on a fieldcraft
 * success; exactly one hit puts a Spoor beside one of them; failure passes the initiative. Dummies
 * may take part under house rule `fieldcraft.reorganiseDummies` (§2.11 (4)). The roll is the best of
 * the Sneakers' own dice (a real one's best stand, a dummy's nominal fieldcraft) or a nominated stand's.
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function reorganise(
  state: FogoState,
  input: ReorganiseInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ReorganiseResult }, ReorganiseError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const group: Sneaker[] = [];
  for (const id of input.sneakers) {
    const s = ownSneaker(state, side.value, id);
    if (!s.ok) return s;
    if (group.some((g) => g.id === s.value.id)) return fail('fogo/listed-twice', { sneaker: s.value.id });
    group.push(s.value);
  }
  if (group.length < 2) return fail('fogo/too-few-sneakers');
  // Within a stand width of each other: measured when every marker is on the board, else sworn.
  const chain = checkChained(group.map(markerPiece), rules, 'Reorganise');
  if (!chain.ok) return chain;
  const measured = chain.value.onWord.length === 0;
  const attested = measured ? ok({}) : checkAttestations(input.attest, ['withinStandWidth'] as const);
  if (!attested.ok) return attested;
  let beside = group[0]!;
  if (input.spoorBeside !== undefined) {
    const b = group.find((g) => sameName(g.id, input.spoorBeside ?? ''));
    if (!b) return fail('fogo/unknown-sneaker', { sneaker: input.spoorBeside });
    beside = b;
  }
  // Public checks end here.
  if (!boolRule(rules, 'fieldcraft.reorganiseDummies') && group.some((g) => !isReal(g))) {
    return fail('fogo/sneaker-cannot', { sneaker: group.find((g) => !isReal(g))!.id });
  }
  let ability: Ability | undefined;
  if (input.fieldcraftStand !== undefined) {
    const holder = group.find((g) => g.stands.some((x) => namesUnit({ side: g.side, id: x }, input.fieldcraftStand ?? '')));
    if (!holder) return fail('fogo/sneaker-cannot', { sneaker: group[0]!.id });
    const a = sneakerAbility(state, holder, input.fieldcraftStand, rules);
    if (!a.ok) return a;
    ability = a.value;
  } else {
    for (const g of group) {
      const a = sneakerAbility(state, g, undefined, rules);
      if (a.ok && (!ability || a.value.ability > ability.ability)) ability = a.value;
    }
    if (!ability) return fail('fogo/sneaker-cannot', { sneaker: group[0]!.id });
  }

  const assigned = checkAssignment(state, group, input.assignment);
  if (!assigned.ok) return assigned;

  const roll = rollFieldcraft(ability, roller, `fieldcraft reorganise ${group.map((g) => g.id).join(' ')}`, true);
  const acted = noteSneakerActed(state);
  const ids = group.map((g) => g.id);
  if (!roll.success) {
    return ok({
      state: applyInitiative(acted, 'pass', rules),
      result: {
        kind: 'reorganise',
        public: { side: side.value, sneakers: ids, success: false, initiative: 'pass', attested: attested.value, ...(measured ? { measured: ['withinStandWidth' as const] } : {}) },
        secret: { side: side.value, roll },
      },
    });
  }
  const contents = assigned.value;
  const byId = new Map(contents.map((c) => [c.sneaker, c.stands]));
  let fc = fieldcraftOf(state);
  fc = { ...fc, sneakers: fc.sneakers.map((s) => (byId.has(s.id) ? { ...s, stands: byId.get(s.id)! } : s)) };
  let spoorId: string | undefined;
  if (roll.spoor) {
    const [withSpoor, spoor] = addSpoor(fc, side.value, besidePlace(beside.place, 0, standWidth(rules)), state.initiativeCount);
    fc = withSpoor;
    spoorId = spoor.id;
  }
  const [logged, entry] = appendSecret(state, fc, side.value, { kind: 'reorganise', sneakers: contents }, input.rollNumber);
  return ok({
    state: withFieldcraft(acted, logged),
    result: {
      kind: 'reorganise',
      public: {
        side: side.value,
        sneakers: ids,
        success: true,
        ...(spoorId === undefined ? {} : { spoor: spoorId }),
        initiative: 'keep',
        attested: attested.value,
        ...(measured ? { measured: ['withinStandWidth' as const] } : {}),
      },
      secret: { side: side.value, roll, sneakers: contents, logSeq: entry.seq },
    },
  });
}

/**
 * Checks a reassignment among Sneakers: one entry per Sneaker and no other, every stand they hold
 * placed exactly once and no other stand, each new group a legal Sneaker (crossfire-core §2.7.2).
 */
export function checkAssignment(
  state: FogoState,
  group: readonly Sneaker[],
  assignment: Readonly<Record<string, readonly string[]>>,
): RuleResult<SneakerContents[], 'fogo/bad-assignment' | 'fogo/not-a-sneaker-group' | 'fogo/listed-twice'> {
  const keys = Object.keys(assignment);
  const byKey = (g: Sneaker): readonly string[] | undefined => {
    const k = keys.find((x) => sameName(x, g.id));
    return k === undefined ? undefined : assignment[k];
  };
  if (keys.length !== group.length || group.some((g) => byKey(g) === undefined)) return fail('fogo/bad-assignment');
  const pool = group.flatMap((g) => g.stands);
  const placed = new Set<string>();
  const contents: SneakerContents[] = [];
  for (const g of group) {
    const stands: Stand[] = [];
    for (const id of byKey(g) ?? []) {
      const real = pool.find((x) => namesUnit({ side: g.side, id: x }, id));
      if (real === undefined) return fail('fogo/bad-assignment', { stand: id });
      if (placed.has(real)) return fail('fogo/listed-twice', { stand: real });
      placed.add(real);
      const s = findStand(state, { side: g.side, id: real });
      if (!s) throw new Error(`Sneaker ${g.id} holds unknown stand ${real}`);
      stands.push(s);
    }
    if (!isSneakerGroup(stands)) return fail('fogo/not-a-sneaker-group', { sneaker: g.id });
    contents.push({ sneaker: g.id, stands: stands.map((s) => s.id) });
  }
  if (placed.size !== pool.length) return fail('fogo/bad-assignment', { stand: pool.find((x) => !placed.has(x)) ?? '' });
  return ok(contents);
}
