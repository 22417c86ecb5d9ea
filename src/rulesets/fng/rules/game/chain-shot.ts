import { smokeAt } from '../support/air-state.js';
import type { ShotStep } from '../firefight/chain-steps.js';
import type { FngEvent } from './events.js';
import { fire, type ShotTarget } from '../firefight/ranged-combat.js';
import { byKey, figureOf, friendsNear, has, inches, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from './state.js';
import { type ChainEnv, type StepResult, alive, firearm, guardSeen, reactionsFor, smokeBetween } from './chain-kit.js';
import { damage } from './chain-damage.js';
import { figureSight } from './line-of-sight.js';
import { bearing } from '../figures/facing.js';
import { safeInHole } from '../terrain/fighting-positions.js';
import { swimming } from '../firefight/combat-while-swimming.js';

/**
 * A shot in the reaction chain (FNG 2nd Tour, Shooting p.30–32, seed L816–L837): the shooter still able,
 * armed and out of smoke; the targets alive, in range, not behind smoke (L773) and, on a loaded table,
 * in his line of sight (L649: "to shoot something you must first be able to see it"), each in cover
 * and concealed as the board reads it from him (terrain/cover.ts `protectionFrom`) unless set for the
 * shot or by the GM; a man prone in his hole safe from small arms (L1203); the Ranged Combat table;
 * each hit to damage; and the Received Fire and Man Down it calls for. A figure leaving the table that
 * is fired upon is Missing in Action (L722).
 */

type StepTarget = ShotStep['targets'][number];

/** The figure turned to face another (the way he faced if they stand on one spot or either is off the table). */
function facingToward(f: TableFigure, other: TableFigure): TableFigure {
  const way = f.at && other.at ? bearing(f.at, other.at) : undefined;
  return way === undefined ? f : { ...f, facing: way };
}

/** Only the flags that hold, as the shot's record keeps them. */
const flags = (g: { readonly inCover: boolean; readonly concealed: boolean }) => ({ ...(g.concealed ? { concealed: true } : {}), ...(g.inCover ? { inCover: true } : {}) });

/** How a target stands against this shooter: set for the shot, else as `guardSeen` reads it. */
function guardOf(env: ChainEnv, t: StepTarget, f: TableFigure, shooter: TableFigure): { readonly inCover: boolean; readonly concealed: boolean } {
  const seen = guardSeen(env.table, shooter, f);
  return { inCover: t.cover ?? seen.cover, concealed: t.concealed ?? seen.concealment };
}

export function shotStep(g0: FngGame, step: ShotStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const shooter = byKey(g, step.shooter);
  const skip = (reason: Extract<FngEvent, { kind: 'no-shot' }>['reason']): StepResult => {
    events.push({ kind: 'no-shot', shooter: step.shooter, why: step.why, reason });
    return { game: g, next: [] };
  };
  if (!shooter || !onTable(shooter)) return skip('down');
  const able = step.simultaneous === true || shooter.status === 'carry-on' || (step.why === 'return-fire' && shooter.status === 'retired');
  if (!able) return skip('down');
  const arm = firearm(env, shooter, step.weapon);
  if (!arm) return skip('no-weapon');
  if (shooter.outOfAmmo) return skip('out-of-ammo');
  if (shooter.aaTurn === g.turn) return skip('fired-at-aircraft');
  // Figures in smoke cannot fire, and the cloud blocks sight from one side to the other (L773).
  if (shooter.at && smokeAt(g, shooter.at)) return skip('in-smoke');
  // Swimmers may not fire weapons (L1195).
  if (swimming(g.water, keyOf(shooter))) return skip('swimming');
  const alive0 = step.targets.map((t) => ({ t, f: byKey(g, t.key) })).filter((x): x is { t: (typeof step.targets)[number]; f: TableFigure } => x.f !== undefined && alive(x.f));
  if (alive0.length === 0) return skip('no-target');
  const targets = alive0.filter((x) => !smokeBetween(g, shooter, x.f));
  if (targets.length === 0) return skip('smoke-between');
  const inRange = targets.filter((x) => inches(shooter, x.f) <= arm.weapon.range);
  if (inRange.length === 0) return skip('out-of-range');
  // Smoke is read above, as L773 has it (a target inside a cloud is fired at but not hit).
  // A target charging him he turns to face as he fires (house rule `fng.facing`: he reacts to the threat).
  const eye = step.why === 'charge' ? facingToward(shooter, inRange[0]!.f) : shooter;
  const inSight = env.table ? inRange.filter((x) => figureSight(g, env.table, eye, x.f, { smoke: false }).block === undefined) : inRange;
  if (inSight.length === 0) return skip('no-los');
  const shotTargets: (ShotTarget & { readonly set?: StepTarget['set'] })[] = inSight.map(({ t, f }) => ({
    id: keyOf(f),
    dice: Math.min(t.dice, arm.tr),
    ...(step.charging ? { charging: true } : {}),
    ...flags(guardOf(env, t, f, shooter)),
    ...(t.set ? { set: t.set } : f.coverSet ? { set: f.coverSet } : {}),
    ...(f.prone ? { prone: true } : {}),
    ...(f.fastMoving ? { movedFast: true } : {}),
    ...(f.at && smokeAt(g, f.at) ? { inSmoke: true } : {}),
    ...(env.table && f.at && safeInHole(env.table.features, f.at, f.prone === true, arm.weapon) ? { dugIn: true } : {}),
  }));
  // The whole Target Rating on one target when more is declared than it has (return fire, parting shots).
  let left = arm.tr - (step.bridge ?? 0);
  const fitted = shotTargets.map(({ set: _set, ...t }) => {
    const dice = Math.max(0, Math.min(t.dice, left));
    left -= dice;
    return { ...t, dice };
  }).filter((t) => t.dice > 0);
  const measured = shotTargets
    .filter((t) => fitted.some((x) => x.id === t.id))
    .map((t) => ({ id: t.id, inches: Math.round(inches(shooter, byKey(g, t.id)!) * 10) / 10, ...(t.set ? { set: t.set } : {}) }));
  if (fitted.length === 0) return skip('no-target');
  const lmg = arm.weapon.class === 'lmg';
  // A new barrel (Random Event, L1648): this side's first LMG to fire, for this one attack.
  const barrel = lmg && (g.mission?.newBarrel ?? []).includes(shooter.side);
  const loader = arm.weapon.specials.some((s) => s.kind === 'dedicated-loader') && friendsNear(g, shooter, 1, ['carry-on']).some((x) => x.role === 'lmg-assistant');
  const r = fire(
    env.roller,
    {
      rep: shooter.rep,
      tr: arm.tr,
      targets: fitted,
      autoHit: env.rules.autoHit,
      ...(shooter.fastMoving ? { movedFast: true } : {}),
      ...(has(shooter, 'agile') ? { agile: true } : {}),
      ...(step.snap || shooter.carrying !== undefined ? { snapFiring: true } : {}),
      ...(has(shooter, 'marksman') ? { marksman: true } : {}),
      ...(lmg && has(shooter, 'pigman') ? { pigmanWithLmg: true } : {}),
      ...(barrel ? { newBarrel: true } : {}),
      ...(shooter.decisive ? { decisive: true } : {}),
      ...(lmg && !shooter.prone && shooter.mg?.when !== 'now' ? { lmgFromHip: true } : {}),
      lmgHip: env.rules.lmgHip,
      ...(loader ? { loader: true } : {}),
      ...(step.bridge ? { bridgeDice: step.bridge } : {}),
      ...(step.why === 'parting-shot' ? { partingShot: true } : {}),
    },
    `fire ${shooter.id}`,
  );
  if (!r.ok) return skip('no-target');
  events.push({ kind: 'shot', shooter: keyOf(shooter), weapon: arm.weapon.name, tr: arm.tr, why: step.why, snap: step.snap === true || shooter.carrying !== undefined, targets: fitted, result: r.value, range: arm.weapon.range, measured });
  // He faces what he fires at (house rule `fng.facing`).
  const aimed = facingToward(shooter, byKey(g, fitted[0]!.id)!).facing;
  g = updateFigure(g, keyOf(shooter), (f) => ({ ...f, ...(r.value.outOfAmmo ? { outOfAmmo: true } : {}), ...(step.why === 'active' ? { fired: true } : {}), ...(aimed === undefined ? {} : { facing: aimed }) }));
  if (barrel && g.mission) g = { ...g, mission: { ...g.mission, newBarrel: (g.mission.newBarrel ?? []).filter((s) => s !== shooter.side) } };

  const missed: string[] = [];
  const downed: string[] = [];
  for (const t of fitted) {
    const target = figureOf(g, t.id);
    if (target.status === 'leaving') {
      // A figure leaving the table that is fired upon is Missing in Action (L722).
      g = updateFigure(g, t.id, (f) => ({ ...f, status: 'missing' }));
      events.push({ kind: 'down', figure: t.id, level: 'missing' });
      continue;
    }
    const hits = r.value.hits[t.id] ?? 0;
    const d = hits > 0 ? damage(g, t.id, hits, shooter, arm.weapon, env, events, { inCover: t.inCover === true }) : { game: g, level: undefined };
    g = d.game;
    if (d.level === undefined) missed.push(t.id);
    else if (d.level !== 'carry-on') downed.push(t.id);
  }
  const reactions = reactionsFor(g, keyOf(shooter), missed, downed, step.why !== 'parting-shot', env.table);
  if (step.defer) return { game: g, next: [], defer: reactions };
  return { game: g, next: reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions }] : [] };
}
