import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { smokeAcross, smokeAt } from '../../support/air-state.js';
import type { SwimmingError } from '../combat-while-swimming.js';
import { runChain } from '../../game/chain.js';
import { blockParams, figureSight, turningSeer } from '../../game/line-of-sight.js';
import { bearing } from '../../figures/facing.js';
import { readyToFight } from './ready-to-fight.js';
import { chainEnv, coverWord, type OrderArgs, type Ordered } from '../../game/order.js';
import { enemyFigure, inches, keyOf, liveEnemy, updateFigure, type TableFigure } from '../../game/state.js';
import type { FngEvent } from '../../game/events.js';
import { launchOrder, ready } from './order-grenade.js';
import type { WeaponId } from '../../figures/weapons.js';
import { smokeBetween } from '../../game/chain-kit.js';
import type { ShotStep } from '../chain-steps.js';

/**
 * Active fire (FNG 2nd Tour, Actions L612, Shooting L816–L837): once per activation a figure fires at
 * enemies it chooses, declaring the dice on each (one per point of Target Rating, bridging gaps with
 * TR, L819); the bot then runs everything the shot sets off — Combat Damage, Recover From Knock Down,
 * Received Fire and Man Down for the targets and their friends within 4" and LOS, Cohesion, return
 * fire, Duck Back, Retire and its Parting Shot — for both sides. Smoke (L773): a figure in it cannot
 * fire, nor at a target beyond it; a target inside it may be fired at but not hit, and still tests.
 * On a loaded table each target must be in the shooter's line of sight (L649; terrain/sight-line.ts),
 * to his front (L806): one who has not moved this activation turns to face his first target as he fires
 * (L618), one who moved fires only to the front he moved toward (house rule `fng.facing`); and its cover and concealment are read from the board (cover.ts); `cover`/`concealed` then are the
 * GM's word only.
 */

export interface FireInput {
  readonly shooter: string;
  /** Targets in declared order, each with its dice. */
  readonly targets: readonly { readonly figure: string; readonly dice?: number }[];
  /** Fire the sidearm instead of the main weapon (a pistol, L405). */
  readonly sidearm?: boolean;
  /** TR spent bridging 1" gaps between targets (L819). */
  readonly bridge?: number;
  /** Targets in cover, or concealed, from the shooter (L807–L815): attested where no board is loaded, the GM's word against one. */
  readonly cover?: readonly string[];
  readonly concealed?: readonly string[];
  /** A grenade launcher's buckshot round instead of its HE (L780; the weapons table: 12", 3 targets, Impact 1). */
  readonly buckshot?: boolean;
}

/** A grenade launcher's buckshot round (the weapons table, L450–L452: 12", TR 3, Impact 1). */
const BUCKSHOT: WeaponId = 'gl-buckshot';

export type FireOrderError =
  | SwimmingError
  | 'fng/flame-thrower-at'
  | 'fng/already-fired'
  | 'fng/no-weapon'
  | 'fng/out-of-ammo'
  | 'fng/out-of-range'
  | 'fng/in-melee'
  | 'fng/no-targets'
  | 'fng/too-many-dice'
  | 'fng/shooter-in-smoke'
  | 'fng/smoke-between'
  | 'fng/no-line-of-sight'
  | 'fng/board-reads-cover'
  | 'fng/cover-not-target'
  | 'fng/launcher-one-target'
  | 'fng/no-buckshot';

export function fireOrder(a: OrderArgs, input: FireInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyToFight(a, input.shooter);
  if (!found.ok) return found;
  const s = found.value;
  const carried = (input.sidearm ? s.sidearm : s.weapon) as WeaponId | undefined;
  const own = carried === undefined ? undefined : env.weapons[carried];
  // A flame-thrower burns a path, not targets (L785): it fires at a point.
  if (own?.class === 'flame-thrower') return fail('fng/flame-thrower-at', { figure: s.id });
  if (input.buckshot && own?.class !== 'grenade-launcher') return fail('fng/no-buckshot', { figure: s.id });
  // An M-79 or M203 (L780) "fires like a rifle": its HE round is one die on the Ranged Combat table at one
  // target, 12" to 36", and bursts its 5" circle at Impact 2 where it hits (launchOrder, as `/fng law`).
  if (own?.class === 'grenade-launcher' && !input.buckshot) {
    if (input.targets.length !== 1) return fail('fng/launcher-one-target', { figure: s.id, weapon: own.name });
    return launchOrder(a, { firer: input.shooter, target: input.targets[0]!.figure });
  }
  // Buckshot (L780) is the launcher's other round: it fires on the table as a weapon of its own.
  const weaponId = input.buckshot ? BUCKSHOT : carried;
  const weapon = weaponId === undefined ? undefined : env.weapons[weaponId];
  if (!weapon || weapon.targets.kind !== 'tr') return fail('fng/no-weapon', { figure: s.id });
  if (s.outOfAmmo) return fail('fng/out-of-ammo', { figure: s.id });
  const smoke = s.at ? smokeAt(a.game, s.at) : undefined;
  if (smoke) return fail('fng/shooter-in-smoke', { figure: s.id, area: smoke.id });
  if (input.targets.length === 0) return fail('fng/no-targets');
  const g = a.game;
  const tr = weapon.targets.tr;
  const chosen: { f: TableFigure; dice: number }[] = [];
  const even = Math.max(1, Math.floor((tr - (input.bridge ?? 0)) / input.targets.length));
  for (const t of input.targets) {
    const e = liveEnemy(g, a.side, t.figure);
    if (!e.ok) return e;
    const away = inches(s, e.value);
    const range = Math.round(away * 10) / 10;
    if (away > weapon.range) return fail('fng/out-of-range', { figure: e.value.id, inches: range, range: weapon.range, weapon: weapon.name });
    if (smokeBetween(g, s, e.value)) return fail('fng/smoke-between', { figure: e.value.id, shooter: s.id, area: smokeAcross(g, s.at!, e.value.at!)!.id });
    // Smoke is read above as L773 has it: a target inside a cloud may be fired at.
    const line = a.table ? figureSight(g, a.table, turningSeer(s), e.value, { smoke: false }) : undefined;
    if (line?.block) return fail('fng/no-line-of-sight', { shooter: s.id, figure: e.value.id, inches: range, ...blockParams(line.block, { from: s.id, to: e.value.id }) });
    chosen.push({ f: e.value, dice: t.dice ?? even });
  }
  const declared = chosen.reduce((n, t) => n + t.dice, 0) + (input.bridge ?? 0);
  if (declared > tr) return fail('fng/too-many-dice', { declared, tr });
  const said = new Map<string, { cover?: boolean; concealed?: boolean; set?: 'gm' | 'attested' }>();
  for (const [list, field] of [[input.cover, 'cover'], [input.concealed, 'concealed']] as const) {
    for (const ref of list ?? []) {
      const e = enemyFigure(g, a.side, ref);
      if (!e.ok) return e;
      if (!chosen.some((c) => keyOf(c.f) === keyOf(e.value))) return fail('fng/cover-not-target', { figure: e.value.id });
      const word = coverWord(a, true, e.value.id);
      if (!word.ok) return word;
      said.set(keyOf(e.value), { ...said.get(keyOf(e.value)), [field]: true, ...(word.value ? { set: word.value } : {}) });
    }
  }
  const targets: ShotStep['targets'] = chosen.map(({ f, dice }) => ({ key: keyOf(f), dice, ...said.get(keyOf(f)) }));
  // The M203 is readied on the Ready the Grenade table each time it fires (L780), buckshot too.
  const events: FngEvent[] = [];
  // Not moved yet this activation, he turns to face his first target as he fires (L618, `turningSeer`).
  const first = chosen[0]!.f.at;
  const toward = s.moved || !s.at || !first ? undefined : bearing(s.at, first);
  let g0 = toward === undefined ? g : updateFigure(g, keyOf(s), (x) => ({ ...x, facing: toward }));
  if (input.buckshot && own?.specials.some((x) => x.kind === 'ready-each-shot')) {
    const r0 = ready(g0, s, own.name, a, events);
    if (!r0.now) return ok({ game: updateFigure(r0.game, keyOf(s), (x) => ({ ...x, fired: true })), events });
    g0 = r0.game;
  }
  const r = runChain(g0, [{ kind: 'shot', shooter: keyOf(s), targets, why: 'active', ...((input.sidearm || input.buckshot) && weaponId ? { weapon: weaponId } : {}), ...(input.bridge ? { bridge: input.bridge } : {}) }], env);
  return ok({ game: r.game, events: [...events, ...r.events] });
}
