import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { boolRule, choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import type { FireTeamSize } from './fire-team-size.js';
import { readFireTable, shiftCover, type Cover } from './fire-table.js';
import { sumModifiers, type Modifier } from '../troops/modifiers.js';
import { QUALITY_PROFILES, type Quality } from '../troops/troops.js';
import { weaponProfile } from '../troops/weapon-profiles.js';
import type { WeaponKind } from '../troops/weapons.js';

/** Suppressive fire reaches troops at most this far back from the edge of their cover. */
export const SUPPRESSION_DEPTH = 4;

/** Why the line read differs from the cover the target is in. */
export type CoverStepReason = 'sniper' | 'scout' | 'go-to-ground' | 'under-template';

export interface CoverStep {
  readonly reason: CoverStepReason;
  /** +1 one line better, −1 one line worse. */
  readonly steps: number;
}

export interface CoverReading {
  readonly declared: Cover;
  readonly steps: readonly CoverStep[];
  /** A flamethrower reads the open line whatever the cover. */
  readonly ignoredBy?: 'flamethrower';
  readonly line: Cover;
}

export interface CoverCircumstances {
  readonly sniper?: boolean;
  readonly scout?: boolean;
  /** Passed a go-to-ground roll (scouts may do so automatically) and has not acted since. */
  readonly goneToGround?: boolean;
  /** Hit by an artillery template: cover one level lower. */
  readonly underTemplate?: boolean;
  readonly ignoresCover?: boolean;
}

/**
 * The cover line a shot is read on (Fire Team, seed 004: Go to Ground, Snipers and Scouts count
 * cover one better; Indirect Fire, cover one level lower under the template; the flamethrower
 * ignores cover). Better-cover causes add up unless house rule `fire.coverShiftsStack` is off; the
 * line never goes past hard cover or below the open.
 */
export function coverLine(declared: Cover, c: CoverCircumstances, rules: HouseRules): CoverReading {
  if (c.ignoresCover === true) return { declared, steps: [], ignoredBy: 'flamethrower', line: 'open' };
  const better: CoverStep[] = [];
  if (c.sniper === true) better.push({ reason: 'sniper', steps: 1 });
  if (c.scout === true) better.push({ reason: 'scout', steps: 1 });
  if (c.goneToGround === true) better.push({ reason: 'go-to-ground', steps: 1 });
  const steps = boolRule(rules, 'fire.coverShiftsStack') ? better : better.slice(0, 1);
  const all = c.underTemplate === true ? [...steps, { reason: 'under-template' as const, steps: -1 }] : steps;
  return { declared, steps: all, line: shiftCover(declared, all.reduce((a, s) => a + s.steps, 0)) };
}

/** What Pinned the unit with this shot: hits past its pin score, or any hit from these weapons. */
export type PinCause = 'quota' | 'heavy-weapon' | 'flamethrower';

export interface HitTarget {
  readonly quality: Quality;
  /** Pins the unit has already taken this turn. */
  readonly pinsTaken?: number;
  /** The unit is already Pinned this turn. */
  readonly alreadyPinned?: boolean;
  /** Figures left in the unit; kills stop there. */
  readonly figures?: number;
}

export interface HitEffect {
  readonly hits: number;
  readonly pinScore: number;
  readonly pins: number;
  readonly kills: number;
  /** Hits that did nothing: suppressive hits past the pin score, kills past the last figure. */
  readonly lostHits: number;
  /** The unit is Pinned after this shot. */
  readonly pinned: boolean;
  /** Why this shot Pinned it; absent when it was already Pinned or is not. */
  readonly pinnedBy?: PinCause;
}

export interface HitOptions {
  /** Any hit Pins the unit: heavy weapons (not AT rifle or bazooka) and the flamethrower. */
  readonly autoPin?: 'heavy-weapon' | 'flamethrower';
  /** Suppressive fire: hits may only cause Pins. */
  readonly pinsOnly?: boolean;
}

/**
 * Hits become Pins up to the target's pin score and Kills after (Fire Team, seed 004, Firing;
 * Pinning and Morale). The unit is Pinned once its hits exceed its pin score (or fill it, house rule
 * `pin.pinnedWhen`), or by any hit from a heavy weapon or flamethrower. Suppressive fire kills no one;
 * its hits past the pin score still Pin the unit unless house rule `fire.suppressiveExcessPins` is off.
 */
export function applyHits(hits: number, target: HitTarget, opts: HitOptions, rules: HouseRules): HitEffect {
  const pinScore = QUALITY_PROFILES[target.quality].pins;
  const taken = target.pinsTaken ?? 0;
  const pins = Math.min(hits, Math.max(0, pinScore - taken));
  const excess = hits - pins;
  const kills = opts.pinsOnly === true ? 0 : Math.min(excess, target.figures ?? excess);
  const when = choiceRule(rules, 'pin.pinnedWhen', ['QUOTA_EXCEEDED', 'QUOTA_FILLED'] as const);
  const quotaCounts = opts.pinsOnly !== true || boolRule(rules, 'fire.suppressiveExcessPins') || when === 'QUOTA_FILLED';
  const byQuota = quotaCounts && hits > 0 && (when === 'QUOTA_EXCEEDED' ? excess > 0 : taken + pins >= pinScore);
  const cause: PinCause | undefined = byQuota ? 'quota' : hits > 0 ? opts.autoPin : undefined;
  const already = target.alreadyPinned === true;
  return {
    hits,
    pinScore,
    pins,
    kills,
    lostHits: hits - pins - kills,
    pinned: already || cause !== undefined,
    ...(already || cause === undefined ? {} : { pinnedBy: cause }),
  };
}

export interface ShotInput {
  readonly size: FireTeamSize;
  /** The weapon that makes the team a fire team (its crew-served weapon, or rifle / SMG for riflemen). */
  readonly weapon: WeaponKind;
  readonly cover: Cover;
  readonly target: HitTarget & Omit<CoverCircumstances, 'underTemplate' | 'ignoresCover'>;
  readonly enfilade?: boolean;
  /** The firers were Pinned last turn: reduced fire. */
  readonly firerPinned?: boolean;
  readonly underTemplate?: boolean;
  /** Suppressive fire at troops that withdrew out of sight within their cover, this far from its edge. */
  readonly suppressive?: { readonly inchesFromEdge: number };
  readonly range?: number;
  /** A gun with no HE, which may only attack vehicles. */
  readonly noHe?: boolean;
}

/** One team's d10 on the fire table, before its hits are taken as Pins and Kills. */
export interface ShotRoll {
  readonly weapon: WeaponKind;
  readonly size: FireTeamSize;
  readonly part: RolledPart;
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly score: number;
  readonly cover: CoverReading;
  readonly hits: number;
  /** Its hits Pin whatever the pin score. */
  readonly autoPin?: 'heavy-weapon' | 'flamethrower';
}

export interface ShotResult extends ShotRoll {
  readonly effect: HitEffect;
}

export type ShotError =
  | 'fireteam/no-fire-effect'
  | 'fireteam/no-he'
  | 'fireteam/out-of-range'
  | 'fireteam/inside-minimum-range'
  | 'fireteam/beyond-suppression-depth';

/** The fire-table factors of a shot: small FT −1, large FT +1, enfilading +1, pinned −2. */
export function fireModifiers(input: Pick<ShotInput, 'size' | 'enfilade' | 'firerPinned'>): Modifier[] {
  const mods: Modifier[] = [];
  if (input.size === 'small') mods.push({ reason: 'small-fire-team', value: -1 });
  if (input.size === 'large') mods.push({ reason: 'large-fire-team', value: 1 });
  if (input.enfilade === true) mods.push({ reason: 'enfilade', value: 1 });
  if (input.firerPinned === true) mods.push({ reason: 'firer-pinned', value: -2 });
  return mods;
}

/**
 * One fire team's shot at infantry or a weapons team (Fire Team, seed 004, Firing): 1D10 plus the
 * factors, read on the target's cover line, the hits then taken as Pins and Kills by `applyHits`.
 * Flamethrowers ignore cover and always Pin; heavy weapons but the AT rifle and bazooka always Pin;
 * suppressive fire reaches 4" into cover and only Pins.
 */
export function fire(input: ShotInput, roller: Roller, rules: HouseRules): RuleResult<ShotResult, ShotError> {
  const r = rollShot(input, roller, rules);
  if (!r.ok) return r;
  const effect = applyHits(r.value.hits, input.target, { ...(r.value.autoPin ? { autoPin: r.value.autoPin } : {}), pinsOnly: input.suppressive !== undefined }, rules);
  return ok({ ...r.value, effect });
}

export interface JointShot {
  /** The team's roll first, then each sniper's added to it. */
  readonly rolls: readonly ShotRoll[];
  readonly hits: number;
  readonly effect: HitEffect;
}

/**
 * Fire Team (seed 004), Special Units: Snipers, "Shooting effect added to another teams": the team's
 * shot and each sniper's are rolled on their own lines (the sniper as a small team), and their hits
 * are added up and taken by the target at once, so the sniper's hits count toward the same pin score.
 * Any heavy-weapon hit Pins; the team's suppressive fire makes all of it pins only.
 */
export function fireTogether(team: ShotInput, snipers: readonly ShotInput[], roller: Roller, rules: HouseRules): RuleResult<JointShot, ShotError> {
  const rolls: ShotRoll[] = [];
  for (const input of [team, ...snipers]) {
    const r = rollShot(input, roller, rules);
    if (!r.ok) return r;
    rolls.push(r.value);
  }
  const hits = rolls.reduce((a, r) => a + r.hits, 0);
  const autoPin = rolls.find((r) => r.autoPin === 'flamethrower')?.autoPin ?? rolls.find((r) => r.autoPin)?.autoPin;
  const effect = applyHits(hits, team.target, { ...(autoPin ? { autoPin } : {}), pinsOnly: team.suppressive !== undefined }, rules);
  return ok({ rolls, hits, effect });
}

/**
 * What a shot needs before its die (seed 004, Firing; the weapon table): a fire effect (a team of 4
 * or fewer riflemen has none, nor has a pistol), HE for a gun, the target within the weapon's range
 * and beyond its minimum, suppressive fire within reach of the cover's edge. Checked when a shot is
 * declared as when it is rolled.
 */
export function shotCheck(input: Pick<ShotInput, 'size' | 'weapon' | 'noHe' | 'range' | 'suppressive'>): RuleResult<true, ShotError> {
  const profile = weaponProfile(input.weapon);
  // Range first: a team whose every weapon is out of range has no fire effect there, and "out of range" says why.
  if (input.range !== undefined) {
    if (profile.range !== undefined && input.range > profile.range) {
      return fail('fireteam/out-of-range', { weapon: input.weapon, range: input.range, max: profile.range });
    }
    if (profile.minRange !== undefined && input.range < profile.minRange) {
      return fail('fireteam/inside-minimum-range', { weapon: input.weapon, range: input.range, min: profile.minRange });
    }
  }
  if (input.size === 'none' || !profile.infantryFire) return fail('fireteam/no-fire-effect', { weapon: input.weapon });
  if (input.noHe === true) return fail('fireteam/no-he', { weapon: input.weapon });
  if (input.suppressive !== undefined && input.suppressive.inchesFromEdge > SUPPRESSION_DEPTH) {
    return fail('fireteam/beyond-suppression-depth', { inches: input.suppressive.inchesFromEdge, max: SUPPRESSION_DEPTH });
  }
  return ok(true);
}

/** The d10 of one shot and the hits it reads on the cover line, before they land. */
export function rollShot(input: ShotInput, roller: Roller, rules: HouseRules): RuleResult<ShotRoll, ShotError> {
  const checked = shotCheck(input);
  if (!checked.ok) return checked;
  const profile = weaponProfile(input.weapon);
  const cover = coverLine(
    input.cover,
    { ...input.target, underTemplate: input.underTemplate === true, ignoresCover: profile.ignoresCover },
    rules,
  );
  const modifiers = fireModifiers(input);
  const part = roller.roll({ op: 'sum', n: 1, sides: 10 }, 'fire');
  const score = part.total + sumModifiers(modifiers);
  const hits = readFireTable(score, cover.line, rules);
  const autoPin = profile.ignoresCover ? 'flamethrower' : profile.autoPin ? 'heavy-weapon' : undefined;
  return ok({ weapon: input.weapon, size: input.size, part, die: part.total, modifiers, score, cover, hits, ...(autoPin ? { autoPin } : {}) });
}
