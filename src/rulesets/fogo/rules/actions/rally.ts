import { checkReach, type ReachError } from '../game/board-distance.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { oneStepWorse } from '../fire/fire-results.js';
import { boolRule, choiceRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { sumValues, type Modifier } from '../game/modifiers.js';
import { noteActed, ownLivingStand, showQuality, showRatings, withStands, type FogoState, type StateError } from '../game/state.js';
import { profileOf, type Quality, type Stand, type StandStatus } from '../troops/stands.js';

/** One d6 plus modifiers against a target number (crossfire-core §0.2 TARGET). */
export interface TargetRoll {
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly target: number;
  /** The house-rule key the target number comes from. */
  readonly targetRule?: string;
  readonly success: boolean;
  /** The die showed 1 and that failed the roll whatever the total (Commissar, `rally.natural1Fails`). */
  readonly failedOnOne: boolean;
  readonly part: RolledPart;
}

/** The score a stand needs to rally from Pinned or Suppressed: house rules `rally.<state>.<quality>`. */
export function rallyTarget(quality: Quality, from: 'pinned' | 'suppressed', rules: HouseRules): { target: number; rule: string } {
  const rule = `rally.${from}.${quality}`;
  return { target: intRule(rules, rule), rule };
}

/**
 * A rally-type roll: 1d6 + modifiers ≥ the quality's target from `from` (crossfire-core §1.7). Also
 * the roll of resist-looting and Dragoon dismount, both "rally from pin" (§2.3, §2.5).
 */
export function rallyRoll(
  stand: Stand,
  from: 'pinned' | 'suppressed',
  modifiers: readonly Modifier[],
  roller: Roller,
  rules: HouseRules,
  label: string,
): TargetRoll {
  const { target, rule } = rallyTarget(stand.quality, from, rules);
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `${label} ${stand.id}`);
  const die = part.total;
  const total = die + sumValues(modifiers);
  const commissar = modifiers.some((m) => m.reason === 'commissar');
  const failedOnOne = die === 1 && (commissar || boolRule(rules, 'rally.natural1Fails'));
  return { die, modifiers, total, target, targetRule: rule, success: !failedOnOne && total >= target, failedOnOne, part };
}

export type AssistError = StateError | ReachError | 'fogo/not-a-commander' | 'fogo/stand-suppressed' | 'fogo/not-on-table' | 'fogo/self-assist';

/**
 * What an assisting command stand within one stand width adds to a rally (crossfire-core §1.7, §2.2):
 * a Commander his rating; a Command Team its rating and +1 (house rule `commandTeam.rallyAddsRating`);
 * a Political Commissar +3 (and his rating under house rule `commissar.addsRating`).
 */
export function assistModifiers(
  state: FogoState,
  side: string,
  assistant: string,
  rallying: Stand,
  rules: HouseRules,
): RuleResult<Modifier[], AssistError> {
  const a = ownLivingStand(state, side, assistant);
  if (!a.ok) return a;
  const c = a.value;
  const kind = profileOf(c).command;
  if (kind === undefined) return fail('fogo/not-a-commander', { stand: c.id });
  if (c.id === rallying.id) return fail('fogo/self-assist', { stand: c.id });
  if (c.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: c.id });
  if (c.offTable === true || c.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: c.id });
  // Commander range (CF2.3, crossfire-core §1.7): measured where both stand on the board.
  const reach = checkReach(rallying, [c], rules, 'rally');
  if (!reach.ok) return reach;
  const rating = c.rating ?? 0;
  switch (kind) {
    case 'commander':
      return ok([{ reason: 'commander', value: rating, stand: c.id }]);
    case 'command-team':
      return ok(
        boolRule(rules, 'commandTeam.rallyAddsRating')
          ? [
              { reason: 'commander', value: rating, stand: c.id },
              { reason: 'command-team', value: 1, stand: c.id, rule: 'commandTeam.rallyAddsRating' },
            ]
          : [{ reason: 'command-team', value: 1, stand: c.id, rule: 'commandTeam.rallyAddsRating' }],
      );
    case 'commissar': {
      const own: Modifier[] = boolRule(rules, 'commissar.addsRating')
        ? [{ reason: 'commander', value: rating, stand: c.id, rule: 'commissar.addsRating' }]
        : [];
      return ok([{ reason: 'commissar', value: 3, stand: c.id }, ...own]);
    }
  }
}

/** The roll's modifiers for being out of enemy sight and an assisting command stand. */
export function rallyModifiers(
  state: FogoState,
  side: string,
  stand: Stand,
  input: { readonly outOfSight?: boolean; readonly assistedBy?: string },
  rules: HouseRules,
): RuleResult<Modifier[], AssistError> {
  const mods: Modifier[] = [];
  if (input.assistedBy !== undefined) {
    const a = assistModifiers(state, side, input.assistedBy, stand, rules);
    if (!a.ok) return a;
    mods.push(...a.value);
  }
  if (input.outOfSight === true) mods.push({ reason: 'out-of-sight', value: 1 });
  return ok(mods);
}

export interface RallyInput {
  readonly side: string;
  readonly stand: string;
  /** Out of sight of every enemy stand: +1. */
  readonly outOfSight?: boolean;
  /** A command stand within one stand width helping. */
  readonly assistedBy?: string;
}

export interface RallyResult {
  readonly kind: 'rally';
  readonly side: string;
  readonly stand: string;
  readonly roll: TargetRoll;
  readonly from: StandStatus;
  readonly to: StandStatus;
  /** A Commissar's rally showed 1: the stand got one step worse. */
  readonly commissarOne: boolean;
  readonly initiative: InitiativeEffect;
}

export type RallyError = PhaseError | AssistError | 'fogo/nothing-to-rally';

/**
 * Rally a Pinned or Suppressed stand (Crossfire core rally, crossfire-core §1.7; Fogo Cruzado Command
 * Team and Political Commissar, §2.2). Success returns the stand to OK, or one step better under house
 * rule `rally.successEffect`; with a Commissar helping, a 1 on the die makes it one step worse.
 * Failure passes the initiative.
 */
export function rally(
  state: FogoState,
  input: RallyInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: RallyResult }, RallyError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const stand = s.value;
  if (stand.status !== 'pinned' && stand.status !== 'suppressed') return fail('fogo/nothing-to-rally', { stand: stand.id });
  const from = stand.status;
  const mods = rallyModifiers(state, side.value, stand, input, rules);
  if (!mods.ok) return mods;
  const roll = rallyRoll(stand, from, mods.value, roller, rules, 'rally');
  const commissarOne = roll.failedOnOne && mods.value.some((m) => m.reason === 'commissar');
  let to: StandStatus = from;
  if (roll.success) {
    const oneStep = choiceRule(rules, 'rally.successEffect', ['FULL', 'ONE_STEP'] as const) === 'ONE_STEP';
    to = oneStep && from === 'suppressed' ? 'pinned' : 'ok';
  } else if (commissarOne) to = oneStepWorse(from);
  const initiative: InitiativeEffect = roll.success ? 'keep' : 'pass';
  const next = noteActed(showRatings(withStands(state, [showQuality({ ...stand, status: to })]), side.value, mods.value), [stand]);
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: { kind: 'rally', side: side.value, stand: stand.id, roll, from, to, commissarOne, initiative },
  });
}

export interface SneakerRallyResult {
  readonly kind: 'sneaker-rally';
  readonly die: number;
  readonly target: 4;
  readonly success: boolean;
  readonly part: RolledPart;
  readonly initiative: InitiativeEffect;
}

/**
 * A pinned Sneaker, real or dummy, rallies on an unmodified 4+ (Fogo Cruzado, Fieldcraft: pinned
 * Sneakers; crossfire-core §2.7.2); failure passes the initiative. The Sneaker itself is kept by the
 * fieldcraft rules; this is only the roll.
 */
export function rallyPinnedSneaker(roller: Roller, sneaker: string): SneakerRallyResult {
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `sneaker rally ${sneaker}`);
  const success = part.total >= 4;
  return { kind: 'sneaker-rally', die: part.total, target: 4, success, part, initiative: success ? 'keep' : 'pass' };
}
