import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { applyHits, coverLine, fireModifiers, type CoverCircumstances, type CoverReading, type HitEffect, type HitTarget } from '../fire/fire.js';
import type { FireTeamSize } from '../fire/fire-team-size.js';
import { readFireTable, type Cover } from '../fire/fire-table.js';
import { sumModifiers, type Modifier } from '../troops/modifiers.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { findUnit, passengersOf, updateUnit, type FireteamState } from '../game/state.js';

export interface PassengerTarget {
  readonly unit: string;
  /** The cover where the vehicle stood. */
  readonly cover: Cover;
  readonly target: HitTarget & Omit<CoverCircumstances, 'underTemplate' | 'ignoresCover'>;
}

export interface PassengerHits {
  readonly unit: string;
  readonly size: Exclude<FireTeamSize, 'none'>;
  readonly part: RolledPart;
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly score: number;
  readonly cover: CoverReading;
  readonly effect: HitEffect;
}

const SIZES = { SMALL: 'small', NORMAL: 'normal', LARGE: 'large' } as const;

/**
 * Fire Team (seed 004), Anti-Tank Fire, Brew-up: "Passengers roll for hits as artillery" — each team
 * carried is thrown for as under a template (Indirect Fire): the fire table on the cover where the
 * vehicle stood, one level lower, every hit a Pin first as from a heavy weapon. The seed names no
 * fire-team size for it: house rule `brewUp.passengerSize` (NORMAL).
 */
export function brewUpHits(p: PassengerTarget, roller: Roller, rules: HouseRules): PassengerHits {
  const size = SIZES[choiceRule(rules, 'brewUp.passengerSize', ['SMALL', 'NORMAL', 'LARGE'] as const)];
  const cover = coverLine(p.cover, { ...p.target, underTemplate: true }, rules);
  const modifiers = fireModifiers({ size });
  const part = roller.roll({ op: 'sum', n: 1, sides: 10 }, `brew-up ${p.unit}`);
  const score = part.total + sumModifiers(modifiers);
  const hits = readFireTable(score, cover.line, rules);
  const effect = applyHits(hits, p.target, { autoPin: 'heavy-weapon' }, rules);
  return { unit: p.unit, size, part, die: part.total, modifiers, score, cover, effect };
}

/**
 * Fire Team (seed 004), Anti-Tank Fire, Brew-up: the teams riding in a brewed-up vehicle are out on
 * the table where it stood (their hits rolled as artillery by `brewUpHits`).
 */
export function bailOut(state: FireteamState, vehicle: UnitRef | string): { state: FireteamState; passengers: string[] } {
  const v = findUnit(state, vehicle);
  const riders = v === undefined ? [] : passengersOf(state, v);
  let next = state;
  for (const p of riders) {
    next = updateUnit(next, p, (x) => {
      const { aboard: _, ...rest } = x;
      return { ...rest, ...(v?.position ? { position: v.position } : {}) };
    });
  }
  return { state: next, passengers: riders.map((p) => p.id) };
}
