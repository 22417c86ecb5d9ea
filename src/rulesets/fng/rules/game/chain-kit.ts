import type { Roller } from '../../../../core/dice/roller.js';
import type { FngScenario } from '../terrain/scenario.js';
import { smokeAcross, smokeAt } from '../support/air-state.js';
import type { ChainStep, FlushStep, ReactionsStep } from '../firefight/chain-steps.js';
import type { FirefightRules } from '../firefight/house-rules.js';
import type { FreeWillChoice } from '../firefight/reaction.js';
import { byKey, friendsNear, has, inches, keyOf, onTable, type FngGame, type TableFigure } from './state.js';
import { figureSees } from './line-of-sight.js';
import { protectionFrom, stanceOf } from '../terrain/cover.js';
import { tableOnLevel } from '../terrain/building-floors.js';
import { OUTGUNNED_RANKING, type Weapon, type WeaponId } from '../figures/weapons.js';

/**
 * What the reaction chain's steps share (FNG 2nd Tour, Reaction p.19–24; chain.ts runs them): the chain's
 * environment, who still takes reaction tests (L712–L722), the weapon a figure fires, its Outgunned Ranking
 * (L794–L805) and whether it can shoot back, a Star's Free Will answer (L344), the reactions a shot or a
 * blast calls for (L692–L696), and smoke across the line of fire (L773).
 */

export interface ChainEnv {
  readonly roller: Roller;
  readonly rules: FirefightRules;
  readonly weapons: Readonly<Record<WeaponId, Weapon>>;
  readonly now: string;
  /** The loaded scenario's terrain, when there is one: line of sight and cover are read from it (terrain/sight-line.ts, cover.ts), else attested; a man prone in his hole is safe from small arms (L1203). */
  readonly table?: Table;
}

type Table = Pick<FngScenario, 'features' | 'ruins'>;

/** Statuses that still take reaction tests: carrying on, ducking back, retired (L712–L722). */
const TESTING = ['carry-on', 'duck-back', 'retired'] as const;
export const testable = (f: TableFigure | undefined): f is TableFigure => f !== undefined && onTable(f) && (TESTING as readonly string[]).includes(f.status);
/** Group members within 4" and LOS of a figure (L692, L695). */
const NEAR = 4;

/** The weapon a figure fires: the one named or its own; undefined if it has none with a Target Rating. */
export function firearm(env: ChainEnv, f: TableFigure, named?: string): { readonly weapon: Weapon; readonly tr: number } | undefined {
  const id = (named ?? f.weapon) as WeaponId | undefined;
  const w = id === undefined ? undefined : env.weapons[id];
  if (!w || w.targets.kind !== 'tr') return undefined;
  return { weapon: w, tr: w.targets.tr };
}

/** The Outgunned Ranking of what a figure fires (OR 0 when it cannot fire at all, L804). */
export function orOf(env: ChainEnv, f: TableFigure): number {
  const w = f.weapon === undefined ? undefined : env.weapons[f.weapon];
  return w ? OUTGUNNED_RANKING[w.class] : 0;
}

/** Whether `f` can shoot back at `at` now: a ranged weapon with ammunition and `at` in range (L796–L804). */
export function canShootAt(env: ChainEnv, f: TableFigure, at: TableFigure): boolean {
  const arm = firearm(env, f);
  return arm !== undefined && !f.outOfAmmo && f.mg?.when !== 'next' && alive(at) && inches(f, at) <= arm.weapon.range;
}

/** On the table and not Obviously Dead: a figure worth shooting at. */
export const alive = (f: TableFigure): boolean => onTable(f) && f.status !== 'obviously-dead';

/** Medics count as retrieving the wounded when fired on (L961); so does a figure carrying one (L957). */
export const retrieving = (f: TableFigure): boolean => f.carrying !== undefined || f.role === 'medic' || has(f, 'medic');

export const temperament = (f: TableFigure) => ({ coward: has(f, 'coward'), tough: has(f, 'tough'), nervesOfSteel: has(f, 'nerves-of-steel') });

/** A Star's Free Will answer: the one given, or its standing one; 'roll' or none rolls the dice. */
export function freeWillOf(f: TableFigure, answers: Readonly<Record<string, string>>): FreeWillChoice | undefined {
  const a = answers[keyOf(f)] ?? (f.freeWill === undefined ? undefined : String(f.freeWill));
  return a === '0' || a === '1' || a === '2' ? (Number(a) as FreeWillChoice) : undefined;
}

export interface StepResult {
  readonly game: FngGame;
  /** Steps to take next, before the rest of the queue. */
  readonly next: readonly ChainStep[];
  /** Reaction tests deferred to the end of the In Sight. */
  readonly defer?: Omit<FlushStep, 'kind'>;
}

/**
 * The reactions a shot or blast calls for: Received Fire for the missed and their friends within 4",
 * Man Down for friends of the fallen — with a table, only the friends who see them (L692, L695:
 * "within 4″ and LOS").
 */
export function reactionsFor(g: FngGame, cause: string, missed: readonly string[], downed: readonly string[], receivedFire = true, table?: Table): Omit<ReactionsStep, 'kind'> {
  const rf = new Set<string>();
  const md = new Set<string>();
  const causeOf: Record<string, string> = {};
  const near = (f: TableFigure): TableFigure[] => friendsNear(g, f, NEAR, TESTING).filter((x) => table === undefined || figureSees(g, table, x, f));
  if (receivedFire) {
    for (const k of missed) {
      const f = byKey(g, k);
      if (!testable(f)) continue;
      for (const x of [f, ...near(f)]) {
        rf.add(keyOf(x));
        causeOf[keyOf(x)] ??= cause;
      }
    }
  }
  for (const k of downed) {
    const f = byKey(g, k);
    if (!f) continue;
    for (const x of near(f)) {
      if (downed.includes(keyOf(x))) continue;
      md.add(keyOf(x));
      causeOf[keyOf(x)] ??= cause;
    }
  }
  return { rf: [...rf], md: [...md], cause: causeOf };
}

/**
 * The cover and concealment of `o` as `f` sees him (L807–L815; the In Sight's −1d6, L814): on a loaded
 * table what the board gives where `o` stands, facing `f` (terrain/cover.ts `protectionFrom`), unless
 * the GM set them (`coverSet`); with no board, what was attested. A figure on a floor above or below
 * the ground floor has what his level gives (its rubble and fallen areas, L994).
 */
export function guardSeen(table: Table | undefined, f: TableFigure, o: TableFigure): { readonly cover: boolean; readonly concealment: boolean } {
  if (table && o.coverSet === undefined && o.at && f.at) {
    const level = o.floor ?? 0;
    const p = protectionFrom(level === 0 ? table : tableOnLevel(table, table.ruins, level), o.at, stanceOf(o), f.at);
    return { cover: p.cover, concealment: p.concealment };
  }
  return { cover: o.inCover === true, concealment: o.concealed === true };
}

/** Smoke across the line of fire, the target outside it (L773: the cloud blocks sight from one side to the other). */
export function smokeBetween(g: FngGame, shooter: TableFigure, target: TableFigure): boolean {
  if (!shooter.at || !target.at || smokeAt(g, target.at)) return false;
  return smokeAcross(g, shooter.at, target.at) !== undefined;
}

/** The object without its undefined fields (JSON keeps none). */
export function stripUndefined<T extends object>(x: T): T {
  return Object.fromEntries(Object.entries(x).filter(([, v]) => v !== undefined)) as T;
}
