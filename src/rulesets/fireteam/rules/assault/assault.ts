import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, intRule, type HouseRules } from '../../../../core/house-rules.js';
import { sumModifiers, type Modifier } from '../troops/modifiers.js';
import { QUALITY_PROFILES, type Quality } from '../troops/troops.js';

/** How far the loser of an assault withdraws, counting Pinned. */
export const ASSAULT_WITHDRAW_INCHES = 12;
/** Defenders may move in figures within this distance of the unit assaulted. */
export const DEFENDER_HELP_INCHES = 4;

export interface Placed {
  readonly id: string;
  readonly position?: Point;
}

export type AssaultReachError = 'fireteam/not-in-contact' | 'fireteam/helper-too-far';

const inches = (a: Point, b: Point): number => Math.round(distance(a, b) * 10) / 10;

/**
 * Fire Team (seed 004), Combat: "Assaulters dash into combat with only figures in contact fighting.
 * Defender may then also move in figures within 4" from the targeted unit." Where positions are
 * known, each assaulting unit must be in contact with the unit it assaults — within house rule
 * `assault.contactInches` (1"), our units being single points on the table — and each defender moved
 * in within 4" of it.
 */
export function checkAssaultReach(
  input: { readonly target: Placed; readonly attackers: readonly Placed[]; readonly helpers: readonly Placed[] },
  rules: HouseRules,
): RuleResult<true, AssaultReachError> {
  const at = input.target.position;
  if (at === undefined) return ok(true);
  const contact = intRule(rules, 'assault.contactInches');
  for (const a of input.attackers) {
    if (a.position && distance(a.position, at) > contact) return fail('fireteam/not-in-contact', { unit: a.id, target: input.target.id, inches: inches(a.position, at), max: contact });
  }
  for (const h of input.helpers) {
    if (h.position && distance(h.position, at) > DEFENDER_HELP_INCHES) {
      return fail('fireteam/helper-too-far', { unit: h.id, target: input.target.id, inches: inches(h.position, at), max: DEFENDER_HELP_INCHES });
    }
  }
  return ok(true);
}

/** Figures of one unit in the fight: the assaulters in contact, or defenders and those moved in within 4". */
export interface AssaultGroup {
  readonly unit: string;
  readonly quality: Quality;
  readonly figures: number;
  readonly pinned?: boolean;
  readonly inCover?: boolean;
}

export interface GroupRoll {
  readonly unit: string;
  readonly modifiers: readonly Modifier[];
  /** The d6 score each figure needs: expertise less the modifiers (7 means none can kill). */
  readonly target: number;
  readonly part: RolledPart;
  /** Figures whose die reached the target. */
  readonly kills: number;
}

export interface AssaultSide {
  readonly rolls: readonly GroupRoll[];
  readonly figures: number;
  /** Kills this side's dice scored. */
  readonly kills: number;
  /** Figures this side lost (the other side's kills, up to its figures). */
  readonly casualties: number;
}

export interface AssaultResult {
  readonly attackers: AssaultSide;
  readonly defenders: AssaultSide;
  /** Equal casualties, settled by house rule `assault.tie`. */
  readonly tie: boolean;
  readonly winner: 'attackers' | 'defenders' | 'none';
  /** The loser withdraws 12" toward its base edge and counts Pinned. */
  readonly withdraws?: { readonly side: 'attackers' | 'defenders'; readonly inches: number; readonly pinned: true };
}

export type AssaultError = 'fireteam/no-assaulters' | 'fireteam/no-defenders';

/** The per-figure factors: assaulter +1, pinned −1, in cover +1. */
export function assaultModifiers(group: AssaultGroup, assaulter: boolean): Modifier[] {
  const mods: Modifier[] = [];
  if (assaulter) mods.push({ reason: 'assaulter', value: 1 });
  if (group.pinned === true) mods.push({ reason: 'pinned', value: -1 });
  if (group.inCover === true) mods.push({ reason: 'in-cover', value: 1 });
  return mods;
}

function rollSide(groups: readonly AssaultGroup[], assaulter: boolean, roller: Roller): { rolls: GroupRoll[]; figures: number; kills: number } {
  const rolls = groups.map((g) => {
    const modifiers = assaultModifiers(g, assaulter);
    const target = Math.min(7, Math.max(1, QUALITY_PROFILES[g.quality].expertise - sumModifiers(modifiers)));
    const part = roller.roll({ op: 'at-least', n: g.figures, sides: 6, target }, `assault ${g.unit}`);
    return { unit: g.unit, modifiers, target, part, kills: part.total };
  });
  return { rolls, figures: groups.reduce((a, g) => a + g.figures, 0), kills: rolls.reduce((a, r) => a + r.kills, 0) };
}

/**
 * An assault (Fire Team, seed 004, Combat): every figure in the fight rolls against its expertise to
 * kill, with no pins: assaulter +1, pinned −1, in cover +1. The side with more casualties loses and
 * withdraws 12" counting Pinned; equal casualties follow house rule `assault.tie` (by default the
 * assault fails and the assaulters withdraw). Both sides roll at once; attackers' dice come first.
 */
export function assault(
  input: { readonly attackers: readonly AssaultGroup[]; readonly defenders: readonly AssaultGroup[] },
  roller: Roller,
  rules: HouseRules,
): RuleResult<AssaultResult, AssaultError> {
  const a = input.attackers.filter((g) => g.figures > 0);
  const d = input.defenders.filter((g) => g.figures > 0);
  if (a.length === 0) return fail('fireteam/no-assaulters');
  if (d.length === 0) return fail('fireteam/no-defenders');
  const att = rollSide(a, true, roller);
  const def = rollSide(d, false, roller);
  const attackers: AssaultSide = { ...att, casualties: Math.min(att.figures, def.kills) };
  const defenders: AssaultSide = { ...def, casualties: Math.min(def.figures, att.kills) };
  const tie = attackers.casualties === defenders.casualties;
  const tieRule = choiceRule(rules, 'assault.tie', ['DEFENDER_WINS', 'NO_RESULT'] as const);
  const winner = !tie
    ? attackers.casualties < defenders.casualties
      ? 'attackers'
      : 'defenders'
    : tieRule === 'DEFENDER_WINS'
      ? 'defenders'
      : 'none';
  const loser = winner === 'attackers' ? 'defenders' : winner === 'defenders' ? 'attackers' : undefined;
  return ok({
    attackers,
    defenders,
    tie,
    winner,
    ...(loser ? { withdraws: { side: loser, inches: ASSAULT_WITHDRAW_INCHES, pinned: true as const } } : {}),
  });
}
