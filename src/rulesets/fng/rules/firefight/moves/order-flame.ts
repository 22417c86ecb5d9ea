import { distance, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain, reactAfter } from '../../game/chain.js';
import { reactionsFor } from '../../game/chain-kit.js';
import { damage } from '../../game/chain-damage.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { civiliansUnderAreaFire } from '../../missions/moves/civilians-play.js';
import { byKey, has, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { OUTGUNNED_RANKING } from '../../figures/weapons.js';
import { areasOf, smokeAt, strip } from '../../support/air-state.js';
import { addArea } from '../../support/moves/air-areas.js';
import { swimming, type SwimmingError } from '../combat-while-swimming.js';
import { braveTheFlame, entryAlong, FLAME, lastShotAfter, throughTheFlames } from '../flame.js';
import { fire, type ShotTarget } from '../ranged-combat.js';

/**
 * Firing a flame-thrower and going through its flame (FNG 2nd Tour p.29, L782, L785; firefight/flame.ts).
 * `/fng fire shooter:<flame-thrower> at:x,y`: a 3" wide path from the shooter to the point, 12" at
 * most; one die on the Ranged Combat Table for each figure in it, friend or foe (cover, concealment and
 * the rest counting as for any shot), hits at Impact 5; a die of 1 leaves one shot, after which it is out
 * of fuel; the path burns on for the battle (a `flame` area over the table). Those shot at and not hit
 * take Received Fire, outgunned by it; the fallen's friends, Man Down.
 */

export type FlameError = SwimmingError | 'fng/no-flame-thrower' | 'fng/out-of-ammo' | 'fng/in-melee' | 'fng/shooter-in-smoke' | 'fng/out-of-range';

/** A flame-thrower's burst along the path to `at` (L785). */
export function flameOrder(a: OrderArgs, input: { readonly shooter: string; readonly at: Point }): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyFigure(a, input.shooter, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (f.weapon !== 'flame-thrower') return fail('fng/no-flame-thrower', { figure: f.id });
  if ((f.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: f.id });
  if (swimming(a.game.water, keyOf(f))) return fail('fng/swimming', { figure: f.id });
  if (f.outOfAmmo) return fail('fng/out-of-ammo', { figure: f.id });
  const smoke = smokeAt(a.game, f.at!);
  if (smoke) return fail('fng/shooter-in-smoke', { figure: f.id, area: smoke.id });
  const d = distance(f.at!, input.at);
  if (d > FLAME.range + 1e-9 || d === 0) return fail('fng/out-of-range', { figure: 'the point', inches: Math.round(d * 10) / 10, range: FLAME.range, weapon: 'flame-thrower' });
  const path = strip(f.at!, input.at, FLAME.width);
  const inPath = a.game.figures.filter((x) => keyOf(x) !== keyOf(f) && onTable(x) && x.status !== 'obviously-dead' && pointInShape(x.at!, path));
  const events: FngEvent[] = [];
  let g: FngGame = a.game;
  const name = env.weapons['flame-thrower'].name;
  const downed: string[] = [];
  let missed: string[] = [];
  let faces: readonly number[] = [];
  if (inPath.length > 0) {
    const targets: ShotTarget[] = inPath.map((x) => ({
      id: keyOf(x),
      dice: 1,
      ...(x.concealed ? { concealed: true } : {}),
      ...(x.inCover ? { inCover: true } : {}),
      ...(x.prone ? { prone: true } : {}),
      ...(x.fastMoving ? { movedFast: true } : {}),
      ...(smokeAt(g, x.at!) ? { inSmoke: true } : {}),
    }));
    const r = fire(a.roller, { rep: f.rep, tr: targets.length, targets, autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip, ...(f.fastMoving ? { movedFast: true } : {}), ...(has(f, 'agile') ? { agile: true } : {}) }, `flame ${f.id}`);
    if (!r.ok) return r;
    faces = r.value.part.faces;
    events.push({ kind: 'shot', shooter: keyOf(f), weapon: name, tr: targets.length, why: 'active', snap: false, targets, result: r.value });
    for (const t of targets) {
      const hits = r.value.hits[t.id] ?? 0;
      const dmg = hits > 0 ? damage(g, t.id, hits, f, { impact: FLAME.impact, name }, env, events) : { game: g, level: undefined };
      g = dmg.game;
      if (dmg.level === undefined) missed.push(t.id);
      else if (dmg.level !== 'carry-on') downed.push(t.id);
    }
    missed = missed.filter((k) => byKey(g, k)?.side !== f.side);
  }
  // Every figure in the path is a target, civilians too (L785).
  g = civiliansUnderAreaFire(g, (p) => pointInShape(p, path), { by: keyOf(f), weapon: name, rep: f.rep, dice: 1, impact: FLAME.impact, side: f.side }, { roller: a.roller, autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip, ...(a.table ? { table: a.table } : {}) }, events);
  // A 1 leaves one shot; the shot after it empties the tanks (L782).
  const last = f.rockets === 1;
  g = updateFigure(g, keyOf(f), (x) => ({ ...x, fired: true, ...(last ? { rockets: 0, outOfAmmo: true } : lastShotAfter(faces) ? { rockets: 1 } : {}) }));
  events.push({ kind: 'flame-left', figure: keyOf(f), shotsLeft: last ? 0 : lastShotAfter(faces) ? 1 : undefined });
  g = addArea(g, { kind: 'flame', shape: path, by: keyOf(f), since: g.turn }, events);
  const reactions = reactionsFor(g, keyOf(f), missed, downed);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions, attackerOr: OUTGUNNED_RANKING['flame-thrower'] }] : [];
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}

/**
 * Moves into residual flame (L782), after the figures moved: one going into a flame from outside it
 * rolls 2d6 vs REP; without two passes he stops at its edge; with them he goes on, and the flames test
 * him (2d6 added on the Ranged Combat Table, Impact 5 on a hit). Then Man Down for the fallen's friends.
 */
export function flameCrossed(a: Pick<OrderArgs, 'roller' | 'rules' | 'now' | 'table'>, g0: FngGame, moved: readonly { readonly key: string; readonly from: Point }[], events: FngEvent[]): FngGame {
  const flames = areasOf(g0, ['flame']);
  if (flames.length === 0) return g0;
  const env = chainEnv(a);
  let g = g0;
  const downed: string[] = [];
  let cause: string | undefined;
  for (const m of moved) {
    for (const flame of flames) {
      const f: TableFigure | undefined = byKey(g, m.key);
      if (!f || !onTable(f) || f.status !== 'carry-on') break;
      const d = entryAlong(m.from, f.at, flame.shape);
      if (d === undefined) continue;
      const brave = braveTheFlame(a.roller, f.rep, `into flame ${f.id}`);
      if (!brave.through) {
        const len = distance(m.from, f.at);
        const edge = { x: Math.round((m.from.x + ((f.at.x - m.from.x) * d) / len) * 100) / 100, y: Math.round((m.from.y + ((f.at.y - m.from.y) * d) / len) * 100) / 100 };
        events.push({ kind: 'flame-crossing', figure: m.key, area: flame.id, through: false, part: brave.part, at: edge });
        g = updateFigure(g, m.key, (x) => ({ ...x, at: edge }));
        break;
      }
      const burn = throughTheFlames(a.roller, { autoHit: env.rules.autoHit, movedFast: f.fastMoving === true }, `through flame ${f.id}`);
      events.push({ kind: 'flame-crossing', figure: m.key, area: flame.id, through: true, part: brave.part, burnPart: burn.part, total: burn.total, burned: burn.burned });
      if (!burn.burned) continue;
      const obstacle: TableFigure = { ...f, side: f.side === 'fwf' ? 'cf' : 'fwf' };
      const dmg = damage(g, m.key, 1, obstacle, { impact: FLAME.impact, name: 'the flames' }, env, events);
      g = dmg.game;
      cause = m.key;
      if (dmg.level !== undefined && dmg.level !== 'carry-on') downed.push(m.key);
    }
  }
  if (cause === undefined) return g;
  const chain = reactAfter(g, env, cause, [], downed, { receivedFire: false });
  events.push(...chain.events);
  return chain.game;
}
