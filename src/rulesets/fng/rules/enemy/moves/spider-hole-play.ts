import { distance, type Point } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import type { BotTurnCtx } from './bot-args.js';
import { runChain } from '../../game/chain.js';
import type { ChainStep } from '../../firefight/chain-steps.js';
import type { Rep } from '../../figures/figure.js';
import { eyeOf, sightOf } from '../../game/line-of-sight.js';
import { openReach, sees } from '../../terrain/sight-line.js';
import { chainEnv } from '../../game/order.js';
import { nearestPlayer, placeUnit } from './pef-play.js';
import { centreOf, nearestOf } from '../../terrain/table-geometry.js';
import { SPIDER_HOLE_FLANK_READINGS, spiderHoleDiscovery, spiderHoleLocation, spiderHoleOccupants, spiderHoleTargets, type SpiderHoleSide } from '../spider-holes.js';
import { figureOf, groupsOf, has, keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import type { WeaponId } from '../../figures/weapons.js';
import { DEFAULT_TABLE } from '../../terrain/scenario.js';

/**
 * Random Event 7, a spider hole (FNG 2nd Tour p.71, L1650–L1664), as the bot plays it: 1d6 per player
 * group, the highest (ties: each) gets one; it opens on the side and at the distance its dice say from
 * the group — the group's front being toward the nearest enemy or PEF, else east; its occupants are
 * rolled then; the figure of the group nearest the hole takes the discovery test, and the ambush
 * follows: the spotter fires first, or the occupants open fire. Where the book has them charge, they
 * fire from the hole instead and the GM may play the charge (`/fng charge side:VC`).
 */
export function springSpiderHoles(t: BotTurnCtx, g0: FngGame): FngGame {
  const a = t.a;
  const groups = groupsOf(g0, 'fwf')
    .map((keys) => keys.map((k) => figureOf(g0, k)).filter((f): f is TableFigure & { readonly at: Point } => onTable(f) && f.status === 'carry-on'))
    .filter((m) => m.length > 0);
  if (groups.length === 0) return g0;
  const ids = groups.map((_, i) => `group ${i + 1}`);
  const targets = spiderHoleTargets(a.roller, ids);
  if (!targets.ok) throw new Error(targets.code);
  t.pub.push({ kind: 'enemy-done', note: `🕳️ Spider hole (L1650): 1d6 a group — ${targets.value.rolls.map((r, i) => `${groups[i]!.map((f) => f.id).join('/')} ${r.score}`).join(', ')}.` });
  let g = g0;
  const night = g.mission?.night === true;
  for (const id of targets.value.groups) {
    const members = groups[ids.indexOf(id)]!;
    const centre = centreOf(members.map((f) => f.at));
    const loc = spiderHoleLocation(a.roller, { group: id, ...(night || g.mission?.weather === 'terrible' ? { losLimitInches: openReach(g.mission) } : {}) });
    if (!loc.ok) throw new Error(loc.code);
    const at = clampToTable(a, offset(centre, frontOf(g, centre), loc.value.side, loc.value.distanceInches));
    const occ = spiderHoleOccupants(a.roller);
    const before = new Set(g.figures.map(keyOf));
    g = placeUnit(a, g, 'spider hole', occ.count, at, 'pc', t.pub);
    const weapon: WeaponId = { rpg: 'rpg-7', 'sf-rifle': 'ak-47', smg: 'ppsh', lmg: 'dpm' }[occ.weapon] as WeaponId;
    const occupants = g.figures.filter((f) => !before.has(keyOf(f)));
    g = { ...g, figures: g.figures.map((f) => (before.has(keyOf(f)) ? f : { ...f, rep: occ.rep as Rep, weapon })) };
    const spotter = nearestOf(members, at)!;
    const d = spiderHoleDiscovery(a.roller, {
      figureId: spotter.id,
      rep: spotter.rep,
      holeInLos: sees(a.table, eyeOf(spotter), at, sightOf(g)),
      trapFinderOrPointman: has(spotter, 'trap-finder'),
      side: loc.value.side,
      flank: choiceRule(a.rules, 'fng.spider-hole.flank', SPIDER_HOLE_FLANK_READINGS),
      occupantsAreSupportTeam: occ.supportTeam,
    });
    if (!d.ok) throw new Error(d.code);
    t.pub.push({
      kind: 'enemy-done',
      note: `🕳️ It opens ${loc.value.side === 'front' ? 'in front of' : loc.value.side === 'rear' ? 'behind' : `on the ${loc.value.side} of`} ${spotter.id}'s group, ${loc.value.distanceInches}" away [${loc.value.parts.map((p) => p.faces.join(', ')).join('] [')}]: ${occ.count} ${occ.count === 1 ? 'man' : 'men'} (REP ${occ.rep}) [${occ.part.faces.join(', ')}]. ${spotter.id} tests to spot it (${d.value.dice}d6 vs REP ${d.value.rep}) [${d.value.part.faces.join(', ')}] → ${d.value.passes} passed: ${AMBUSH[d.value.ambush]}.`,
    });
    const env = chainEnv(a);
    const shots: ChainStep[] =
      d.value.ambush === 'spotter-fires-first'
        ? [{ kind: 'shot', shooter: keyOf(spotter), targets: [{ key: keyOf(occupants[0]!), dice: trOf(env, spotter) }], why: 'in-sight' }]
        : occupants.map((o): ChainStep => ({ kind: 'shot', shooter: keyOf(o), targets: [{ key: keyOf(nearestPlayer(g, at)!), dice: trOf(env, { ...o, weapon }) }], why: 'in-sight' }));
    const chain = runChain(g, shots, env);
    t.pub.push(...chain.events);
    g = chain.game;
    if (g.pending) return g;
  }
  return g;
}

const AMBUSH = {
  'spotter-fires-first': 'spotted — he fires first',
  'occupants-fire': 'not spotted — they open fire',
  'occupants-charge': 'not spotted — they come out charging (the bot has them fire from the hole; the GM may play the charge)',
  'occupants-fire-then-charge': 'not spotted — they fire, then charge (the bot has them fire; the GM may play the charge)',
} as const;

function trOf(env: ReturnType<typeof chainEnv>, f: TableFigure): number {
  const w = f.weapon ? env.weapons[f.weapon as WeaponId] : undefined;
  return w && w.targets.kind === 'tr' ? w.targets.tr : 1;
}

/** The group's front: toward the nearest enemy figure or PEF, else east (the table's far side from the players' usual edge). */
function frontOf(g: FngGame, centre: Point): Point {
  const foes = [...g.figures.filter((f) => f.side === 'cf' && onTable(f)).map((f) => f.at!), ...(g.pefs ?? []).map((p) => p.at)];
  const aim = [...foes].sort((p, q) => distance(p, centre) - distance(q, centre))[0];
  if (!aim || distance(aim, centre) === 0) return { x: 1, y: 0 };
  const d = distance(aim, centre);
  return { x: (aim.x - centre.x) / d, y: (aim.y - centre.y) / d };
}

/** The spot `inches` from the centre on that side of a group facing `front` (y grows down the table). */
function offset(centre: Point, front: Point, side: SpiderHoleSide, inches: number): Point {
  const dir = side === 'front' ? front : side === 'rear' ? { x: -front.x, y: -front.y } : side === 'left' ? { x: front.y, y: -front.x } : { x: -front.y, y: front.x };
  return { x: Math.round((centre.x + dir.x * inches) * 10) / 10, y: Math.round((centre.y + dir.y * inches) * 10) / 10 };
}

function clampToTable(a: BotTurnCtx['a'], p: Point): Point {
  const { width: w, height: h } = (a.table ?? DEFAULT_TABLE).board;
  return { x: Math.min(w - 0.5, Math.max(0.5, p.x)), y: Math.min(h - 0.5, Math.max(0.5, p.y)) };
}
