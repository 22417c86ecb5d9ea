import { distance } from '../../../../../core/board/geometry.js';
import type { BotTurnCtx } from './bot-args.js';
import { eyeOf, sightOf } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { pefPositions } from '../../missions/moves/order-mission.js';
import { playerFigures } from './pef-play.js';
import { centreOf } from '../../terrain/table-geometry.js';
import { SECTOR_COUNT, sectorCentre, sectorOf, DEFAULT_TABLE } from '../../terrain/scenario.js';
import { onTable, type FngGame } from '../../game/state.js';
import { sneakyLocalVc } from '../local-vc.js';

/**
 * Sneaky Local VC (p.64, L1501), checked as the enemy's activation ends: a Local VC unit none of whose
 * figures a player figure has seen for a full turn leaves the table and two PEFs take its place in the
 * nearest section with no player figure in it (at its hiding spot or centre, L1392). Once back in
 * sight, its count starts again.
 */
export function sneakyLocalVcs(t: BotTurnCtx, g0: FngGame): FngGame {
  const m = g0.mission;
  if (!m || m.enemy !== 'lvc') return g0;
  const sight = sightOf(g0);
  const players = playerFigures(g0);
  const table = t.a.table ?? DEFAULT_TABLE;
  const units = new Map<string, { x: number; y: number }[]>();
  for (const f of g0.figures) if (f.side === 'cf' && onTable(f) && f.status !== 'obviously-dead') units.set(f.unit, [...(units.get(f.unit) ?? []), f.at!]);
  const unseen: Record<string, number> = {};
  let g = g0;
  for (const [unit, spots] of units) {
    const seen = spots.some((at) => players.some((p) => sees(t.a.table, eyeOf(p), at, sight)));
    if (seen) continue;
    const since = m.unseen?.[unit] ?? g0.turn;
    if (since >= g0.turn) {
      unseen[unit] = since;
      continue;
    }
    const centre = centreOf(spots);
    const occupied = new Set(players.map((p) => sectorOf(table, p.at)));
    const sections = Array.from({ length: SECTOR_COUNT }, (_, i) => i + 1)
      .sort((a, b) => distance(sectorCentre(table, a), centre) - distance(sectorCentre(table, b), centre))
      .map((section) => ({ section, fwfPresent: occupied.has(section) }));
    const r = sneakyLocalVc({ enemy: 'lvc', outOfFwfLosFullTurn: true, sectionsNearestFirst: sections });
    if (!r.becomesPefs || r.section === undefined) continue;
    const mm = g.mission!;
    const ids = [`P${mm.nextPef}`, `P${mm.nextPef + 1}`];
    const spotsFor = pefPositions(table, [r.section, r.section]);
    t.pub.push({ kind: 'melt-away', unit, pefs: ids, sneaky: true });
    g = {
      ...g,
      mission: { ...mm, nextPef: mm.nextPef + 2 },
      figures: g.figures.filter((f) => !(f.side === 'cf' && f.unit === unit)),
      pefs: [...(g.pefs ?? []), ...ids.map((id, i) => ({ id, at: spotsFor[i]!, acted: g.serial }))],
    };
  }
  const { unseen: _u, ...rest } = g.mission!;
  return { ...g, mission: Object.keys(unseen).length ? { ...rest, unseen } : rest };
}
