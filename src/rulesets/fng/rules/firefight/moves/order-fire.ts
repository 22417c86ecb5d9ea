import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { smokeAcross, smokeAt } from '../../support/air-state.js';
import { swimming, type SwimmingError } from '../combat-while-swimming.js';
import { runChain } from '../../game/chain.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { enemyFigure, inches, keyOf, updateFigure, liveEnemy, type FngGame } from '../../game/state.js';
import type { WeaponId } from '../../figures/weapons.js';
import { smokeBetween } from '../../game/chain-kit.js';

/**
 * Active fire (FNG 2nd Tour, Actions L612, Shooting L816–L837): once per activation a figure fires at
 * enemies it chooses, declaring the dice on each (one per point of Target Rating, bridging gaps with
 * TR, L819); the bot then runs everything the shot sets off — Combat Damage, Recover From Knock Down,
 * Received Fire and Man Down for the targets and their friends within 4", Cohesion, return fire,
 * Duck Back, Retire and its Parting Shot — for both sides. Smoke (L773): a figure in it cannot fire,
 * nor at a target beyond it; a target inside it may be fired at but not hit, and still tests.
 */

export interface FireInput {
  readonly shooter: string;
  /** Targets in declared order, each with its dice. */
  readonly targets: readonly { readonly figure: string; readonly dice?: number }[];
  /** Fire the sidearm instead of the main weapon (a pistol, L405). */
  readonly sidearm?: boolean;
  /** TR spent bridging 1" gaps between targets (L819). */
  readonly bridge?: number;
  /** Attested: these targets are in cover, or concealed, from the shooter (L807–L815). */
  readonly cover?: readonly string[];
  readonly concealed?: readonly string[];
}

export type FireOrderError = SwimmingError | 'fng/flame-thrower-at' | 'fng/already-fired' | 'fng/no-weapon' | 'fng/out-of-ammo' | 'fng/out-of-range' | 'fng/in-melee' | 'fng/no-targets' | 'fng/too-many-dice' | 'fng/shooter-in-smoke' | 'fng/smoke-between';

export function fireOrder(a: OrderArgs, input: FireInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyFigure(a, input.shooter, 'fng/already-fired');
  if (!found.ok) return found;
  const s = found.value;
  if ((s.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: s.id });
  if (swimming(a.game.water, keyOf(s))) return fail('fng/swimming', { figure: s.id });
  const weaponId = (input.sidearm ? s.sidearm : s.weapon) as WeaponId | undefined;
  const weapon = weaponId === undefined ? undefined : env.weapons[weaponId];
  // A flame-thrower burns a path, not targets (L785): it fires at a point.
  if (weapon?.class === 'flame-thrower') return fail('fng/flame-thrower-at', { figure: s.id });
  if (!weapon || weapon.targets.kind !== 'tr') return fail('fng/no-weapon', { figure: s.id });
  if (s.outOfAmmo) return fail('fng/out-of-ammo', { figure: s.id });
  const smoke = s.at ? smokeAt(a.game, s.at) : undefined;
  if (smoke) return fail('fng/shooter-in-smoke', { figure: s.id, area: smoke.id });
  if (input.targets.length === 0) return fail('fng/no-targets');
  const tr = weapon.targets.tr;
  let g: FngGame = a.game;
  const targets: { key: string; dice: number }[] = [];
  const even = Math.max(1, Math.floor((tr - (input.bridge ?? 0)) / input.targets.length));
  for (const t of input.targets) {
    const e = liveEnemy(g, a.side, t.figure);
    if (!e.ok) return e;
    const range = inches(s, e.value);
    if (range > weapon.range) return fail('fng/out-of-range', { figure: e.value.id, inches: Math.round(range * 10) / 10, range: weapon.range, weapon: weapon.name });
    if (smokeBetween(g, s, e.value)) return fail('fng/smoke-between', { figure: e.value.id, shooter: s.id, area: smokeAcross(g, s.at!, e.value.at!)!.id });
    targets.push({ key: keyOf(e.value), dice: t.dice ?? even });
  }
  const declared = targets.reduce((n, t) => n + t.dice, 0) + (input.bridge ?? 0);
  if (declared > tr) return fail('fng/too-many-dice', { declared, tr });
  for (const [list, field] of [[input.cover, 'inCover'], [input.concealed, 'concealed']] as const) {
    for (const ref of list ?? []) {
      const e = enemyFigure(g, a.side, ref);
      if (!e.ok) return e;
      g = updateFigure(g, keyOf(e.value), (f) => ({ ...f, [field]: true }));
    }
  }
  const r = runChain(g, [{ kind: 'shot', shooter: keyOf(s), targets, why: 'active', ...(input.sidearm && weaponId ? { weapon: weaponId } : {}), ...(input.bridge ? { bridge: input.bridge } : {}) }], env);
  return ok({ game: r.game, events: r.events });
}
