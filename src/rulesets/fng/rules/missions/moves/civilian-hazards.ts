import { distance, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../../core/house-rules.js';
import { combatDamage } from '../../firefight/damage.js';
import { braveTheFlame, entryAlong, FLAME, throughTheFlames } from '../../firefight/flame.js';
import { firefightRules } from '../../firefight/house-rules.js';
import type { FngEvent } from '../../game/events.js';
import type { FngGame, FngSide } from '../../game/state.js';
import { AIR_MUNITIONS } from '../../support/tac-air.js';
import { areasOf } from '../../support/air-state.js';
import { inAFire, IN_A_FIRE_REP } from '../../terrain/buildings.js';
import { justOutside } from '../../terrain/feature-geometry.js';
import { fireOf } from '../../terrain/fire-state.js';
import type { FngFeature, FngScenario } from '../../terrain/scenario.js';
import { CIVILIAN_REP } from '../civilians.js';
import type { CivilianEvent, TableCivilian } from '../civilian-figures.js';

/**
 * What burns a civilian as it burns a figure (FNG 2nd Tour p.29, p.43–44, p.83): going into a
 * flame-thrower's residual flame (L782), into burning napalm (L1911), and staying in a burning
 * structure at the turn's end (L1041–L1052). The same tests and hits a figure takes, at REP 2 (L1268).
 */

const ev = (event: CivilianEvent): FngEvent => ({ kind: 'civilian', event });

/** His Combat Damage roll at an Impact (L836–L845): dead, wounded (each −1 VP, L1281) or knocked down; whose it was kept on him (L1298). */
export function damageCivilian(c: TableCivilian, impact: number, side: FngSide | undefined, roller: Roller, out: FngEvent[], inCover = false): TableCivilian {
  const d = combatDamage(roller, { impact, ...(inCover ? { inCover: true } : {}), coverEvenMiss: false }, `civilian ${c.id} damage`);
  if (!d.ok) throw new Error(d.code);
  const r = d.value.result;
  const by = side ? { hurtBy: side } : {};
  out.push(ev({ what: 'hit', id: c.id, impact, die: d.value.die, result: r, part: d.value.part, ...(side ? { by: side } : {}) }));
  return r === 'obviously-dead' ? { ...c, status: 'obviously-dead', ...by } : r === 'out-of-the-fight' ? { ...c, status: 'out-of-fight', ...by } : { ...c, prone: true };
}

/**
 * A civilian's walk from where he stood to `c.at`, through what burns (L782, L1911): going into residual
 * flame he rolls 2d6 vs REP 2 and, without two passes, stops at its edge; with them the flames test him
 * (2d6 added on the Ranged Combat Table, Impact 5 on a hit). Ending in burning napalm he was not in, he
 * takes its Impact 4 hit. Returns him where he ends, as he ends.
 */
export function civilianGoes(g: FngGame, c: TableCivilian, from: Point, env: { readonly roller: Roller; readonly rules: HouseRules; readonly fast?: boolean }, out: FngEvent[]): TableCivilian {
  let now = c;
  for (const flame of areasOf(g, ['flame'])) {
    if (now.status !== 'carry-on') return now;
    const d = entryAlong(from, now.at, flame.shape);
    if (d === undefined) continue;
    const brave = braveTheFlame(env.roller, CIVILIAN_REP, `civilian ${c.id} into flame`);
    if (!brave.through) {
      const len = distance(from, now.at);
      const edge = { x: Math.round((from.x + ((now.at.x - from.x) * d) / len) * 100) / 100, y: Math.round((from.y + ((now.at.y - from.y) * d) / len) * 100) / 100 };
      out.push(ev({ what: 'flame', id: c.id, through: false, part: brave.part, at: edge }));
      now = { ...now, at: edge };
      break;
    }
    const burn = throughTheFlames(env.roller, { autoHit: firefightRules(env.rules).autoHit, movedFast: env.fast === true }, `civilian ${c.id} through flame`);
    out.push(ev({ what: 'flame', id: c.id, through: true, part: brave.part, burnPart: burn.part, total: burn.total, burned: burn.burned }));
    if (burn.burned) now = damageCivilian(now, FLAME.impact, undefined, env.roller, out);
  }
  const napalm = areasOf(g, ['napalm']).find((a) => pointInShape(now.at, a.shape) && !pointInShape(from, a.shape));
  if (napalm && now.status === 'carry-on') now = damageCivilian(now, AIR_MUNITIONS.napalm.impact, undefined, env.roller, out);
  return now;
}

/**
 * Civilians in a burning structure at the turn's end (L1041–L1052), as figures are (terrain/moves/fire-turn.ts):
 * In a Fire on 2d6 vs REP 2 — leave when the seed says (to half an inch outside), carry on, or be burned
 * as by an Impact 3 hit (knocked down counting as wounded, "Stunned counting as Out of the Fight"). A
 * structure burnt out with a civilian inside kills him (L1041). Run before the fires burn down a point.
 */
export function civiliansInFires(g: FngGame, table: Pick<FngScenario, 'features'>, env: { readonly roller: Roller; readonly rules: HouseRules }, events: FngEvent[]): FngGame {
  const figures = g.civilians?.figures ?? [];
  const burning = (g.fires ?? []).filter((f) => f.since !== undefined && f.since <= g.turn && f.out === undefined);
  if (burning.length === 0 || !figures.some((c) => c.status === 'carry-on' || c.status === 'out-of-fight')) return g;
  const basis = choiceRule(env.rules, 'fng.building.in-a-fire-rep', IN_A_FIRE_REP);
  let civs = [...figures];
  for (const fire of burning) {
    const feature = (table.features as readonly FngFeature[]).find((f) => f.name === fire.feature);
    const dv = fireOf(g, fire.feature)?.dv ?? 0;
    if (!feature || dv < 1) continue;
    const inside = civs.filter((c) => c.status === 'carry-on' && pointInShape(c.at, feature.shape));
    for (const c of inside) {
      const occupants = [...g.figures.filter((f) => f.at !== undefined && pointInShape(f.at, feature.shape)).map((f) => f.rep as number), ...inside.map(() => CIVILIAN_REP)];
      const r = inAFire({ figureRep: CIVILIAN_REP, occupantReps: occupants, repBasis: basis, currentDv: dv, originalDv: fire.originalDv }, env.roller);
      if (!r.ok) continue;
      const to = r.value.outcome === 'leave' ? justOutside(feature.shape, c.at) : undefined;
      events.push(ev({ what: 'in-a-fire', id: c.id, feature: feature.name, dv, result: r.value, ...(to ? { to } : {}) }));
      let now: TableCivilian = to ? { ...c, at: to } : c;
      if (r.value.outcome === 'burned') {
        now = damageCivilian(now, 3, undefined, env.roller, events);
        if (now.status === 'carry-on') now = { ...now, status: 'out-of-fight' };
      }
      civs = civs.map((x) => (x.id === c.id ? now : x));
    }
    // Burnt out at the end of this turn: anyone still inside is Obviously Dead (L1041).
    if (fire.originalDv - (g.turn + 1 - fire.since!) > 0) continue;
    for (const c of civs.filter((x) => (x.status === 'carry-on' || x.status === 'out-of-fight') && pointInShape(x.at, feature.shape))) {
      events.push(ev({ what: 'in-a-fire', id: c.id, feature: feature.name, dv: 0 }));
      civs = civs.map((x) => (x.id === c.id ? { ...x, status: 'obviously-dead' as const } : x));
    }
  }
  return { ...g, civilians: { ...g.civilians!, figures: civs } };
}
