import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { FngEvent, RandomEffect } from '../../game/events.js';
import { reactAfter } from '../../game/chain.js';
import { endMission } from '../../missions/moves/order-mission-end.js';
import { chainEnv } from '../../game/order.js';
import { awayFrom, figureOf, groupsOf, keyOf, leaderOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { Rep } from '../../figures/figure.js';
import { INDIRECT_WEAPONS, deviationRolls } from '../../support/artillery.js';
import { caughtIn, hitAll } from '../../support/moves/order-support.js';
import { DEFAULT_TABLE, sectorCentre } from '../../terrain/scenario.js';
import { centreOf, deviated, stepToward } from '../../terrain/table-geometry.js';
import type { Withdrawal } from '../mission.js';
import { decisive, radioJamTurns, randomArtillerySection, reviveSide, supportChange, type RandomEventKind } from '../random-events.js';
import type { BotTurnCtx } from './bot-args.js';
import { enemyGroups, moveGroup } from './enemy-groups.js';
import { playerFigures } from './pef-play.js';

/**
 * The Random Events the bot carries out (FNG 2nd Tour p.70–71, L1641 and L1648), so that what the
 * channel is told happens on the table: the radio jammed for 1/2d6 turns, the farthest group or PEF
 * withdrawing, a lull this turn, a casualty revived, a new barrel, a sudden shower next turn, the
 * support or the EAL moved by one, an Obviously Dead Free World figure only wounded, random artillery on
 * a sector, a decisive leader or PEF, and the mission's end. (The weather, the booby trap and the
 * spider hole are carried out where they were before: enemy-turn.ts, traps-play.ts, spider-hole-play.ts.)
 *
 * Where the book is silent, the bot's stated defaults:
 * - "the group/PEF farthest from the enemy" measures to the nearest figure (or PEF) of the other side;
 *   its table edge is the one nearest it, and it moves there at a normal move a turn, leaving the table
 *   when it reaches it; a Free World group so ordered is told, and its players move it;
 * - the figure revived, or only wounded, is the first of its side in the order they came on;
 * - random artillery has no caller: each round is aimed at the section's centre and rolls one
 *   deviation (12"), from the table edge nearest the players' figures (their deployment edge);
 * - a decisive group leader is the group's leader (or its first man): +1 REP, fired with −1 (so not
 *   for firing); a decisive PEF is +1 REP for its activation and movement;
 * - "the mission ends": the enemy left on the table leaves it and the mission is counted as if the
 *   squad exited the table.
 */
export function playRandomEvent(t: BotTurnCtx, g0: FngGame, event: RandomEventKind, side: 'fwf' | 'cf' | undefined): FngGame {
  const tell = (effect: RandomEffect) => t.pub.push({ kind: 'random-effect', effect });
  const m = g0.mission!;
  const roller = t.a.roller;
  switch (event) {
    case 'radio-jammed': {
      const r = radioJamTurns(roller);
      const until = g0.turn + r.turns - 1;
      tell({ what: 'radio-jammed', turns: r.turns, until, part: r.part });
      return { ...g0, mission: { ...m, radioJammedUntil: Math.max(until, m.radioJammedUntil ?? 0) } };
    }
    case 'withdraw':
      return orderWithdrawal(t, g0, side ?? 'fwf', tell);
    case 'lull':
      tell({ what: 'lull', turn: g0.turn });
      return { ...g0, mission: { ...m, lullTurn: g0.turn } };
    case 'revive': {
      const r = reviveSide(roller);
      const f = g0.figures.find((x) => x.side === r.side && onTable(x) && x.status === 'out-of-fight');
      tell({ what: 'revive', side: r.side, ...(f ? { figure: keyOf(f) } : {}), part: r.part });
      if (!f) return g0;
      const { walkingWounded: _w, ...rest } = f;
      return { ...g0, figures: g0.figures.map((x) => (keyOf(x) === keyOf(f) ? { ...rest, status: 'carry-on' as const } : x)) };
    }
    case 'new-barrel': {
      const s = side ?? 'fwf';
      tell({ what: 'new-barrel', side: s });
      return { ...g0, mission: { ...m, newBarrel: [...new Set([...(m.newBarrel ?? []), s])] } };
    }
    case 'sudden-shower': {
      const raining = m.weather === 'inclement' || m.weather === 'terrible';
      const weather = raining ? 'clear' : 'terrible';
      tell({ what: 'shower', turn: g0.turn + 1, weather });
      return { ...g0, mission: { ...m, shower: { turn: g0.turn + 1, weather, after: m.weather ?? 'clear' } } };
    }
    case 'reduced-support':
    case 'increased-support': {
      const r = supportChange(roller, event);
      if (r.side === 'fwf') {
        const sl = Math.min(6, Math.max(1, m.sl + r.change));
        tell({ what: 'support', level: 'sl', change: r.change, now: sl, part: r.part });
        return { ...g0, mission: { ...m, sl } };
      }
      // The EAL may be sealed: the channel hears that it moved, not where it stands.
      tell({ what: 'support', level: 'eal', change: r.change, part: r.part });
      return { ...g0, mission: { ...m, eal: Math.min(6, Math.max(1, m.eal + r.change)) } };
    }
    case 'only-wounded': {
      const f = g0.figures.find((x) => x.side === 'fwf' && x.at !== undefined && x.status === 'obviously-dead');
      tell({ what: 'only-wounded', ...(f ? { figure: keyOf(f) } : {}) });
      return f ? updateFigure(g0, keyOf(f), (x) => ({ ...x, status: 'out-of-fight' })) : g0;
    }
    case 'random-artillery':
      return randomArtillery(t, g0, tell);
    case 'decisive':
      return decisiveMoment(t, g0, side ?? 'fwf', tell);
    case 'end-mission': {
      tell({ what: 'end-mission' });
      // Charlie disappears (L1648): the enemy still on the table leaves it; its dead stay to be counted.
      const gone: FngGame = {
        ...g0,
        pefs: [],
        figures: g0.figures.map((f) => (f.side === 'cf' && onTable(f) && f.status !== 'obviously-dead' ? { ...f, status: 'left-battlefield' as const, fighting: [] } : f)),
      };
      const ended = endMission(gone, 'event');
      t.pub.push(...ended.events);
      return ended.game;
    }
    default:
      return g0;
  }
}

/** The table's size, for its edges. */
const sizeOf = (t: BotTurnCtx) => (t.a.table?.board.kind === 'tabletop' ? t.a.table.board : DEFAULT_TABLE.board);

/** The point of the table's edge nearest `p`. */
function nearestEdge(t: BotTurnCtx, p: Point): Point {
  const { width, height } = sizeOf(t);
  const options = [
    { x: 0, y: p.y },
    { x: width, y: p.y },
    { x: p.x, y: 0 },
    { x: p.x, y: height },
  ];
  return options.sort((a, b) => distance(p, a) - distance(p, b))[0]!;
}

/** "The group/PEF farthest from the enemy is ordered to withdraw" (L1641); with none, this side's next reinforcements do not come. */
function orderWithdrawal(t: BotTurnCtx, g: FngGame, side: 'fwf' | 'cf', tell: (e: RandomEffect) => void): FngGame {
  const m = g.mission!;
  const foes = side === 'cf' ? playerFigures(g).map((f) => f.at) : [...g.figures.filter((f) => f.side === 'cf' && onTable(f) && f.status !== 'obviously-dead').map((f) => f.at!), ...(g.pefs ?? []).map((p) => p.at)];
  const far = (p: Point) => (foes.length ? Math.min(...foes.map((q) => distance(p, q))) : 0);
  const candidates: { readonly unit?: string; readonly pef?: string; readonly figures: readonly string[]; readonly at: Point }[] =
    side === 'cf'
      ? [...enemyGroups(g).map((x) => ({ unit: x.members[0]!.unit, figures: x.members.map(keyOf), at: centreOf(x.members.map((f) => f.at)) })), ...(g.pefs ?? []).filter((p) => !p.pc).map((p) => ({ pef: p.id, figures: [], at: p.at }))]
      : groupsOf(g, 'fwf')
          .map((keys) => keys.map((k) => figureOf(g, k)).filter((f) => onTable(f) && f.status === 'carry-on'))
          .filter((fs) => fs.length > 0)
          .map((fs) => ({ figures: fs.map(keyOf), at: centreOf(fs.map((f) => f.at!)) }));
  const pick = [...candidates].sort((a, b) => far(b.at) - far(a.at))[0];
  if (!pick) {
    tell({ what: 'withdraw', side, none: true });
    return { ...g, mission: { ...m, noReinforcements: [...new Set([...(m.noReinforcements ?? []), side])] } };
  }
  const edge = nearestEdge(t, pick.at);
  tell({ what: 'withdraw', side, ...(pick.unit ? { unit: pick.unit } : {}), ...(pick.pef ? { pef: pick.pef } : {}), figures: pick.figures, edge });
  return { ...g, mission: { ...m, withdrawing: [...(m.withdrawing ?? []), { side, ...(pick.unit ? { unit: pick.unit } : {}), ...(pick.pef ? { pef: pick.pef } : {}), figures: pick.figures, edge }] } };
}

/** Random artillery (L1648): 1d6 a section, the highest shelled by three artillery rounds at its centre. */
function randomArtillery(t: BotTurnCtx, g0: FngGame, tell: (e: RandomEffect) => void): FngGame {
  const r = randomArtillerySection(t.a.roller);
  if (!r.ok) throw new Error(r.code);
  const table = { board: sizeOf(t) };
  const aim = sectorCentre(table, r.value.section);
  const players = playerFigures(g0);
  const origin = nearestEdge(t, players.length ? centreOf(players.map((f) => f.at)) : aim);
  tell({ what: 'random-artillery', section: r.value.section, aim, parts: r.value.parts });
  const w = INDIRECT_WEAPONS.artillery;
  const env = chainEnv(t.a);
  // Nobody called it: Larger Than Life and Cheating Death weigh an attacker of REP 4, the table's middle.
  const shell = (f: TableFigure): TableFigure => ({ ...f, id: 'artillery', side: f.side === 'fwf' ? 'cf' : 'fwf', rep: 4 as Rep, at: aim });
  let g = g0;
  const downed = new Set<string>();
  const missed = new Set<string>();
  for (let i = 1; i <= r.value.artilleryRounds; i++) {
    const d = deviationRolls('artillery', 1, false, t.a.roller, `random artillery round ${i}`);
    const lands = deviated(aim, origin, d.along, d.across);
    t.pub.push({ kind: 'random-effect', effect: { what: 'artillery-round', round: i, lands, part: d.parts[0]! } });
    const caught = caughtIn(g, lands, w.blastInches);
    t.pub.push({ kind: 'blast', centre: lands, diameter: w.blastInches, impact: w.impact, caught: caught.map(keyOf), away: awayFrom(lands, caught) });
    for (const f of caught) {
      const h = hitAll(g, env, shell(f), [f], { impact: w.impact, name: 'artillery round' }, false, t.pub);
      g = h.game;
      h.downed.forEach((k) => downed.add(k));
      h.missed.forEach((k) => missed.add(k));
    }
  }
  const chain = reactAfter(g, env, 'random:artillery', [...missed].filter((k) => !downed.has(k)), [...downed], { attackerOr: 5 });
  t.pub.push(...chain.events);
  return chain.game;
}

/** A decisive moment (L1648): 1d6 a group or PEF of the side, the highest's leader (or the PEF) +1 REP but to fire. */
function decisiveMoment(t: BotTurnCtx, g: FngGame, side: 'fwf' | 'cf', tell: (e: RandomEffect) => void): FngGame {
  const groups = groupsOf(g, side)
    .map((keys) => keys.map((k) => figureOf(g, k)).filter((f) => onTable(f) && f.status === 'carry-on'))
    .filter((fs) => fs.length > 0)
    .map((fs) => leaderOf(g, fs[0]!)?.id ?? keyOf(fs[0]!));
  const pefs = side === 'cf' ? (g.pefs ?? []).filter((p) => !p.pc).map((p) => `pef:${p.id}`) : [];
  const ids = [...new Set([...groups, ...pefs])];
  if (ids.length === 0) {
    tell({ what: 'decisive', side, parts: [] });
    return g;
  }
  const r = decisive(t.a.roller, ids);
  if (!r.ok) throw new Error(r.code);
  const won = r.value.winner;
  if (won.startsWith('pef:')) {
    const id = won.slice(4);
    tell({ what: 'decisive', side, pef: id, parts: r.value.parts });
    return { ...g, pefs: (g.pefs ?? []).map((p) => (p.id === id ? { ...p, decisive: true } : p)) };
  }
  tell({ what: 'decisive', side, figure: won, parts: r.value.parts });
  return updateFigure(g, won, (x) => ({ ...x, rep: Math.min(7, x.rep + 1) as Rep, decisive: true }));
}

/** How far from its edge a withdrawing figure or PEF has left the table. */
const AT_EDGE = 1;
/** A withdrawing PEF's move a turn: a normal move (the bot's stated default for "best speed"). */
const PEF_WITHDRAW_INCHES = 8;

/**
 * The enemy's groups and PEFs a Random Event ordered to withdraw (L1641), at its activation: each makes
 * a normal move for its edge, and whoever is within 1" of the edge leaves the table; a withdrawal with
 * nothing left of it is over.
 */
export function withdrawals(t: BotTurnCtx, g0: FngGame): FngGame {
  // In a lull nobody leaves the table but medevacs (L1641): those withdrawing wait for the next turn.
  if (g0.mission?.lullTurn === g0.turn) return g0;
  let g = g0;
  const kept: Withdrawal[] = [];
  for (const w of g0.mission?.withdrawing ?? []) {
    if (w.side !== 'cf') {
      kept.push(w);
      continue;
    }
    if (w.pef) {
      const pef = (g.pefs ?? []).find((p) => p.id === w.pef);
      if (!pef) continue;
      const to = stepToward(pef.at, w.edge, PEF_WITHDRAW_INCHES);
      const gone = distance(to, w.edge) <= AT_EDGE;
      t.pub.push({ kind: 'withdrew', pef: w.pef, left: [], gone });
      g = { ...g, pefs: gone ? (g.pefs ?? []).filter((p) => p.id !== w.pef) : (g.pefs ?? []).map((p) => (p.id === w.pef ? { ...p, at: to, moved: true } : p)) };
      if (!gone) kept.push(w);
      continue;
    }
    const members = w.figures.map((k) => g.figures.find((f) => keyOf(f) === k)).filter((f): f is TableFigure & { at: Point } => f !== undefined && onTable(f) && f.status !== 'obviously-dead' && f.status !== 'out-of-fight');
    if (members.length === 0) continue;
    const centre = centreOf(members.map((f) => f.at));
    g = moveGroup(t, g, members, w.edge, centre);
    const left = w.figures.filter((k) => {
      const f = g.figures.find((x) => keyOf(x) === k);
      return f !== undefined && onTable(f) && atEdge(t, f.at!);
    });
    g = left.reduce((x, k) => updateFigure(x, k, (f) => ({ ...f, status: 'left-battlefield' as const, fighting: [] })), g);
    const still = members.filter((f) => !left.includes(keyOf(f)));
    t.pub.push({ kind: 'withdrew', ...(w.unit ? { unit: w.unit } : {}), left, gone: still.length === 0 });
    if (still.length) kept.push(w);
  }
  return g.mission ? { ...g, mission: { ...g.mission, withdrawing: kept } } : g;
}

/** Within 1" of the table's edge. */
function atEdge(t: BotTurnCtx, p: Point): boolean {
  const { width, height } = sizeOf(t);
  return p.x <= AT_EDGE || p.y <= AT_EDGE || p.x >= width - AT_EDGE || p.y >= height - AT_EDGE;
}
