import { isFwfSupportResult } from '../../support/moves/fwf-support.js';
import { officerInCommand } from './political-command.js';
import { settleFwfSupport, supportOf, withSettled } from '../../support/moves/support-arrivals.js';
import { distance } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { botArgs, type BotArgs } from './bot-args.js';
import { enemyGroups, activateGroup, finishMoves } from './enemy-groups.js';
import type { BotTurnCtx } from './bot-args.js';
import { botClaymoresInterrupted } from './enemy-claymore.js';
import { defenseTurnEvents } from '../../missions/moves/defense-events.js';
import { fwfReinforcementOptions, halfPassTable, reinforcementOptions } from '../enemy-options.js';
import type { FngEvent } from '../../game/events.js';
import { activatePef, nearestPlayer, placeUnit, playerFigures, resolvePefAt, seenByPlayers } from './pef-play.js';
import { pefActivates } from '../pef.js';
import { turnWeather } from '../../game/mission-weather.js';
import { randomEvent, randomEventApplies, randomEventSide, RANDOM_EVENT_SIDE_READINGS } from '../random-events.js';
import { reinforcementEntry, type EntryPoint } from '../../support/reinforcements.js';
import { reconReinforcementPc } from './recon-entry.js';
import { sectorCentre, type FngScenario, DEFAULT_TABLE } from '../../terrain/scenario.js';
import { keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { reactAfter } from '../../game/chain.js';
import { chainEnv } from '../../game/order.js';
import type { WeaponId } from '../../figures/weapons.js';
import { randomEventTrap, trapsSprung } from './traps-play.js';
import { springSpiderHoles } from './spider-hole-play.js';
import { nearestOf } from '../../terrain/table-geometry.js';
import { sneakyLocalVcs } from './sneaky-lvc.js';
import { supportArrivals } from '../../support/moves/support-arrivals.js';
import { advanceTurn, endActivation } from '../../game/turn.js';
import { unitSize } from './enemy-units.js';
import { fireEnemyBarrage, OFF_TABLE_FIRE } from './enemy-barrage.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../../core/house-rules.js';
import { RECON_PC_READINGS } from '../enemy-house-rules.js';
import { damage } from '../../game/chain-damage.js';
import { reinforcementTest } from '../vc-reinforcements.js';
import { playRandomEvent, withdrawals } from './random-event-play.js';
import { pefRepOf } from '../mission.js';

/**
 * The bot's part after every order once a mission is under way (FNG 2nd Tour p.60–70): a PEF a player
 * figure sees is resolved; a player figure on a laid trap sets it off; the Activation's doubles bring
 * their Random Events and a 7 the Reinforcements test; and in the enemy's activation every PEF the die
 * allows moves, closest to the players first and each settled fully before the next (L1395), then
 * every revealed group acts (L1616, L1627). It stops where a Star's player must answer, and goes on
 * after the answer. Without a mission it does nothing: part 1's GM moves the enemy by hand.
 */
export function fngBotTurn(
  g0: FngGame,
  roller: Roller,
  env: { readonly rules: HouseRules; readonly table?: Pick<FngScenario, 'features' | 'board'>; readonly now: string },
): { readonly game: FngGame; readonly pub: readonly FngEvent[]; readonly gm: readonly FngEvent[] } | undefined {
  // Head to head (L1221–L1227) a player runs each side: the bot rolls only what the rules roll, in the orders.
  if (!g0.mission || g0.mission.ended || g0.lost || g0.mode === 'head-to-head') return undefined;
  const t: BotTurnCtx = { a: botArgs({ roller, rules: env.rules, now: env.now, ...(env.table ? { table: env.table } : {}) }), pub: [], gm: [], setAt: new Map() };
  let g = g0;
  for (let guard = 0; guard < 12 && !g.pending; guard++) {
    g = resolveRecon(t, g);
    if (g.mission?.told) g = actOnTold(t, g);
    if (g.pending) break;
    // A PEF is resolved when the players' group is active and comes into its sight (L1405); a PEF moving into sight is resolved as it moves.
    if (g.acting === 'fwf') g = resolveSeen(t, g);
    if (g.pending) break;
    g = trapsSprung(t, g);
    if (g.pending) break;
    if (g.checks) g = answerChecks(t, g);
    if (g.pending) break;
    // A Defense's own events of the turn: the resupply Slick, the civilians on the road (L2205–L2206).
    const d = defenseTurnEvents(g, roller, env.rules, env.table);
    t.pub.push(...d.events.map((event): FngEvent => ({ kind: 'defense-event', event })));
    g = d.game;
    if (g.pending || g.acting !== 'cf' || g.turn === 0) break;
    g = enemyActivation(t, g);
    if (g.pending) break;
    g = sneakyLocalVcs(t, g);
    // With nobody of the players' left able to fight, the bot does not play on alone: the mission is lost.
    if (!playerFigures(g).some((f) => f.status === 'carry-on' || f.status === 'duck-back' || f.status === 'stunned')) {
      if (!g0.lost) t.pub.push({ kind: 'enemy-done', note: '☠️ The Free World Forces have nobody left able to fight: the mission is lost. `/fng-mission end` ends it.' });
      g = { ...g, lost: true };
      break;
    }
    const ended = endActivation(g, 'cf');
    t.pub.push(...ended.events);
    const next = advanceTurn(ended.game, roller);
    t.pub.push(...next.events);
    g = next.game;
    if (g.acting === 'fwf') {
      const s = supportArrivals(g, roller, env.rules, env.now);
      // The enemy's dice at an arrival (its Anti-Aircraft Checks) are the GM's, as in any order.
      t.pub.push(...s.events.filter((e) => e.kind !== 'enemy-dice'));
      t.gm.push(...s.events.filter((e) => e.kind === 'enemy-dice'));
      g = s.game;
    }
  }
  // A Claymore being set whose setter reacted since is given up; one whose side is done is set (L611, L783).
  g = botClaymoresInterrupted(t, g);
  return g === g0 && t.pub.length === 0 && t.gm.length === 0 ? undefined : { game: g, pub: t.pub, gm: t.gm };
}

/** Every PEF some player figure sees now is resolved (L1405: "whenever a player's group comes into LOS"). */
function resolveSeen(t: BotTurnCtx, g0: FngGame): FngGame {
  let g = g0;
  for (const pef of g0.pefs ?? []) {
    const by = seenByPlayers(g, t.a, pef.at);
    if (by) g = resolvePefAt(t.a, g, pef.id, by.id, t.pub, t.gm);
    if (g.pending) return g;
  }
  return g;
}

/**
 * PEFs Recon by Fire resolved (L853–L867): resolved now, and troops found take each six beyond the
 * PEF's REP as a hit from the first firer, one figure after another, and Received Fire.
 */
function resolveRecon(t: BotTurnCtx, g0: FngGame): FngGame {
  let g = g0;
  for (const pef of g0.pefs ?? []) {
    if (!pef.recon) continue;
    const before = new Set(g.figures.map(keyOf));
    const shooter = g.figures.find((f) => keyOf(f) === pef.recon!.by);
    g = resolvePefAt(t.a, g, pef.id, shooter?.id ?? '', t.pub, t.gm);
    const troops = g.figures.filter((f) => !before.has(keyOf(f)));
    if (shooter && troops.length && pef.recon.hits > 0) g = reconHits(t, g, shooter, troops, pef.recon.hits);
    if (g.pending) return g;
  }
  return g;
}

function reconHits(t: BotTurnCtx, g0: FngGame, shooter: TableFigure, troops: readonly TableFigure[], hits: number): FngGame {
  const env = chainEnv(t.a);
  const weapon = env.weapons[shooter.weapon as WeaponId];
  let g = g0;
  const downed: string[] = [];
  for (let i = 0; i < hits && i < troops.length; i++) {
    const d = damage(g, keyOf(troops[i]!), 1, shooter, weapon, env, t.pub);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(keyOf(troops[i]!));
  }
  const missed = troops.map(keyOf).filter((k) => !downed.includes(k));
  const chain = reactAfter(g, env, keyOf(shooter), missed, downed);
  t.pub.push(...chain.events);
  return chain.game;
}

/**
 * What a civilian let slip (Speak Local, L1298): every PEF resolved and a guide negating all booby
 * traps; or the nearest booby trap shown (1–4) or the nearest PEF resolved (5–6), and the next trap
 * set off above ground counts as disarmed.
 */
function actOnTold(t: BotTurnCtx, g0: FngGame): FngGame {
  const m = g0.mission!;
  const { told, ...rest } = m;
  if (!told) return g0;
  let g: FngGame = { ...g0, mission: rest };
  const speaker = g.figures.find((f) => keyOf(f) === told.by);
  const from = speaker?.at ?? { x: 0, y: 0 };
  const f = told.finding;
  if (f.kind === 'all-pefs') {
    g = { ...g, mission: { ...g.mission!, trapsNegated: true } };
    t.pub.push({ kind: 'enemy-done', note: '🗣️ The civilian tells of every PEF and will guide the patrol: no booby trap goes off while he does (L1298).' });
    for (const p of g.pefs ?? []) g = resolvePefAt(t.a, g, p.id, speaker?.id ?? '', t.pub, t.gm);
    return g;
  }
  if (f.kind === 'nothing') return g;
  g = { ...g, mission: { ...g.mission!, nextTrapDisarmed: true } };
  if (f.kind === 'nearest-trap') {
    const trap = nearestOf(g.traps ?? [], from);
    t.pub.push({ kind: 'enemy-done', note: trap ? `🗣️ The civilian shows a booby trap at ${trap.at.x},${trap.at.y} (L1298): it is marked, and goes off under nobody.` : '🗣️ The civilian knows of no booby trap near here (L1298).' });
    return trap ? { ...g, traps: (g.traps ?? []).filter((x) => x.id !== trap.id) } : g;
  }
  const pef = nearestOf(g.pefs ?? [], from);
  if (!pef) {
    t.pub.push({ kind: 'enemy-done', note: '🗣️ The civilian knows of nobody near here (L1298).' });
    return g;
  }
  t.pub.push({ kind: 'enemy-done', note: `🗣️ The civilian points out ${pef.id} (L1298).` });
  return resolvePefAt(t.a, g, pef.id, speaker?.id ?? '', t.pub, t.gm);
}

/** The enemy's activation: PEFs the die allows, closest to the players first, then its groups (L1395). */
function enemyActivation(t: BotTurnCtx, g0: FngGame): FngGame {
  let g = g0;
  const start = t.pub.length;
  const die = g.dice?.cf ?? 7;
  const closest = (p: { readonly at: { x: number; y: number } }) => {
    const n = nearestPlayer(g, p.at);
    return n ? distance(n.at, p.at) : Infinity;
  };
  // Those a Random Event ordered to withdraw make for their edge first, and do nothing else (L1641).
  g = withdrawals(t, g);
  const leaving = new Set((g.mission?.withdrawing ?? []).flatMap((w) => (w.side === 'cf' ? [w.unit ?? w.pef ?? ''] : [])));
  // A Recon's PCs are places, not forces: they do not move (L2248). In a lull no PEF moves (L1641).
  const lull = g.mission?.lullTurn === g.turn;
  const order = [...(g.pefs ?? [])].filter((p) => p.acted !== g.serial && !p.pc && !leaving.has(p.id) && !lull).sort((p, q) => closest(p) - closest(q) || p.id.localeCompare(q.id, 'en', { numeric: true }));
  for (const pef of order) {
    if (!(g.pefs ?? []).some((p) => p.id === pef.id)) continue;
    if (!pefActivates(die, pefRepOf(g.mission!, pef))) continue;
    g = activatePef(t.a, g, pef, t.pub, t.gm);
    if (g.pending) return g;
  }
  const officer = officerInCommand(g);
  if (officer && enemyGroups(g).length > 0) {
    t.pub.push({ kind: 'enemy-done', note: `🎖️ The Communist die is ${die}, ${officer.name} ${officer.id}'s REP: he takes command this turn (L2155) and activates only groups of REP higher than ${officer.rep}.` });
  }
  // Moves an In Sight stopped while a Star's answer was awaited are finished first (L659).
  g = finishMoves(t, g, g.figures.filter((f) => f.side === 'cf').map(keyOf));
  if (g.pending) return g;
  for (const group of enemyGroups(g).filter((x) => !leaving.has(x.members[0]!.unit))) {
    g = activateGroup(t, g, group.members);
    if (g.pending) break;
  }
  gatherHolds(t.pub, start);
  return g;
}

/**
 * The groups of one activation (its events from `start`) that hold with nothing to fire at, told in one
 * line where the first of them was (the same reason, the same die), not once a group.
 */
function gatherHolds(pub: FngEvent[], start: number): void {
  const holds = pub.flatMap((e, i) => (i >= start && e.kind === 'enemy-hold' ? [{ e, i }] : []));
  const first = holds[0];
  if (!first || holds.length < 2) return;
  const same = holds.filter((h) => JSON.stringify(h.e.why) === JSON.stringify(first.e.why));
  if (same.length < 2) return;
  const merged: FngEvent = { ...first.e, groups: same.flatMap((h) => h.e.groups), parts: same.flatMap((h) => h.e.parts ?? []) };
  const drop = new Set(same.slice(1).map((h) => h.i));
  const kept = pub.map((e, i) => (i === first.i ? merged : e)).filter((_, i) => !drop.has(i));
  pub.splice(0, pub.length, ...kept);
}

/**
 * Doubles (Random Events, L1626–L1648) and a 7 (Reinforcements, L2061–L2079), once each: every event
 * is carried out on the table (random-event-play.ts, traps-play.ts, spider-hole-play.ts).
 */
function answerChecks(t: BotTurnCtx, g0: FngGame): FngGame {
  const { checks, ...rest } = g0;
  let g: FngGame = rest;
  const a = t.a;
  for (const face of checks?.doubles ?? []) {
    const ev = randomEvent(a.roller, face);
    if (!ev.ok) throw new Error(ev.code);
    let side: 'fwf' | 'cf' | undefined;
    if (ev.value.row.thisSide || ev.value.row.fwfOnly) {
      const reading = choiceRule(a.rules, 'fng.random-event.this-side', RANDOM_EVENT_SIDE_READINGS);
      const s = randomEventSide(a.roller, reading === 'reroll-higher' ? { reading, reroll: g.dice ?? { fwf: 1, cf: 2 } } : { reading });
      side = s.ok ? s.value.side : 'fwf';
    }
    const applies = randomEventApplies(ev.value.row, side ?? 'fwf');
    t.pub.push({ kind: 'random-event', total: ev.value.total, event: ev.value.row.event, ...(side ? { side } : {}), applies, parts: [ev.value.part] });
    if ((ev.value.row.event === 'weather-worse' || ev.value.row.event === 'weather-better') && applies) {
      const w = turnWeather(g, ev.value.row.event === 'weather-worse' ? 'worse' : 'better');
      g = w.game;
      t.pub.push(...w.events);
    }
    if (ev.value.row.event === 'booby-trap' && applies) g = randomEventTrap(t, g);
    else if (ev.value.row.event === 'spider-hole' && applies) g = springSpiderHoles(t, g);
    else if (applies && ev.value.row.event !== 'weather-worse' && ev.value.row.event !== 'weather-better') g = playRandomEvent(t, g, ev.value.row.event, side);
    if (g.mission?.ended) return g;
    if (g.pending) return g;
  }
  if (checks?.seven) g = reinforcements(t, g, checks.seven);
  return g;
}

/** The Reinforcements test for the side whose die was higher on a 7 (L2061–L2079), and where they enter (L2160). */
function reinforcements(t: BotTurnCtx, g: FngGame, side: 'fwf' | 'cf'): FngGame {
  const a: BotArgs = t.a;
  const m = g.mission!;
  // In a lull "only medevacs may enter or exit the table this turn" (L1641): no test, nobody comes.
  if (m.lullTurn === g.turn) {
    t.pub.push({ kind: 'random-effect', effect: { what: 'no-reinforcements', side, lull: true } });
    return g;
  }
  // A withdrawal the Random Event found nobody for takes this side's next reinforcements (L1641).
  if (m.noReinforcements?.includes(side)) {
    t.pub.push({ kind: 'random-effect', effect: { what: 'no-reinforcements', side } });
    return { ...g, mission: { ...m, noReinforcements: m.noReinforcements.filter((s) => s !== side) } };
  }
  const level = (n: number) => Math.min(6, Math.max(1, n)) as 1 | 2 | 3 | 4 | 5 | 6;
  // The enemy's PEFs are no forces yet: before its troops are on the table, what comes is another PEF (L2079).
  const onTableCount = g.figures.filter((f) => f.side === side && onTable(f)).length;
  const r = reinforcementTest(
    {
      who: side === 'fwf' ? { side: 'fwf', sl: level(m.sl) } : { side: 'vc', eal: level(m.eal), force: m.enemy ?? 'lvc', activityDice: m.activity === 'stepped-in-it' ? 1 : m.activity === 'wheres-charlie' ? -1 : 0, afterJan1968: false },
      ...(onTableCount === 0 ? { noForcesOnTable: true } : {}),
      halfPassTable: halfPassTable(a.rules),
      fwfOptions: fwfReinforcementOptions(a.rules),
      vcOptions: reinforcementOptions(a.rules),
    },
    a.roller,
  );
  if (!r.ok) throw new Error(r.code);
  const arrival = r.value.arrival;
  const table = a.table ?? DEFAULT_TABLE;
  if (side === 'fwf') {
    const what = arrival.kind === 'fwf' ? arrival.roll.row.result : arrival.kind === 'pef' ? `a PEF in section ${arrival.sector}` : 'none';
    t.pub.push({ kind: 'reinforcement-test', side, passes: r.value.passes, arrival: what, parts: r.value.parts });
    // A FAC overhead, or the next artillery call counting as a 5, takes effect now (L2091–L2101); troops are mustered by the players.
    if (arrival.kind !== 'fwf' || !isFwfSupportResult(arrival.roll.row.result)) return g;
    const caller = g.figures.find((f) => f.side === 'fwf' && onTable(f) && f.status !== 'obviously-dead');
    const more = settleFwfSupport(g, supportOf(g), { from: 'The Reinforcements test', result: arrival.roll.row.result, caller: caller ? keyOf(caller) : '' }, a.roller, a.rules);
    t.pub.push(...more.events);
    return withSettled(g, more);
  }
  // The enemy's test is taken against its EAL: its dice are the GM's, the channel hears what arrives.
  t.gm.push({ kind: 'enemy-dice', what: `Reinforcements test (${r.value.testDice}d6 vs EAL ${r.value.level}): ${r.value.passes} passed`, parts: r.value.parts });
  if (arrival.kind === 'none') {
    t.pub.push({ kind: 'reinforcement-test', side, passes: -1, arrival: 'none' });
    return g;
  }
  // A Recon's reinforcements enter at its unrevealed PCs first (L2245).
  const viaPc = arrival.kind === 'pef' || (arrival.kind === 'vc' && !OFF_TABLE_FIRE[arrival.roll.arrival.unit]) ? reconReinforcementPc(g, choiceRule(a.rules, 'fng.recon.reinforcement-pc', RECON_PC_READINGS), a.roller) : undefined;
  if (viaPc?.parts.length) t.gm.push({ kind: 'enemy-dice', what: `reinforcements enter at PC ${viaPc.pc.id} (L2245)`, parts: viaPc.parts });
  if (arrival.kind === 'pef') {
    const id = `P${m.nextPef}`;
    t.pub.push({ kind: 'reinforcement-test', side, passes: -1, arrival: viaPc ? `a PEF, ${id}, at PC ${viaPc.pc.id} (L2245)` : `a PEF, ${id}, in section ${arrival.sector}` });
    return { ...g, mission: { ...m, nextPef: m.nextPef + 1 }, pefs: [...(g.pefs ?? []), { id, at: viaPc ? viaPc.pc.at : sectorCentre(table, arrival.sector) }] };
  }
  if (arrival.kind !== 'vc') return g;
  // Mortars and artillery fire from off the table: no entry point (L2160 places ground reinforcements).
  const fire = OFF_TABLE_FIRE[arrival.roll.arrival.unit];
  if (fire) {
    t.pub.push({ kind: 'reinforcement-test', side, passes: -1, arrival: 'the enemy calls in its mortars or artillery' });
    return fireEnemyBarrage(a, g, { what: arrival.roll.arrival.unit, ...fire, why: 'reinforcements' }, t.pub, t.gm);
  }
  if (viaPc) {
    t.pub.push({ kind: 'reinforcement-test', side, passes: -1, arrival: `enemy reinforcements enter at PC ${viaPc.pc.id}, ${viaPc.pc.at.x},${viaPc.pc.at.y} (L2245)` });
    return placeUnit(a, g, arrival.roll.arrival.unit, unitSize(arrival.roll.arrival.unit, arrival.roll.arrival.count), viaPc.pc.at, 'reinforcements', t.pub);
  }
  const entry = reinforcementEntry(a.roller);
  const at = entryPointFor(g, table, entry);
  t.gm.push({ kind: 'enemy-dice', what: `reinforcement entry 1d6 ${entry.die}: ${entry.edge} edge, ${entry.part}`, parts: [entry.rolled] });
  t.pub.push({ kind: 'reinforcement-test', side, passes: -1, arrival: `enemy reinforcements enter at ${at.x},${at.y}` });
  return placeUnit(a, g, arrival.roll.arrival.unit, unitSize(arrival.roll.arrival.unit, arrival.roll.arrival.count), at, 'reinforcements', t.pub);
}

/**
 * Where enemy reinforcements come on (L2160–L2176), seen from the enemy's own edge — the long edge
 * farther from the players: its left or right edge 12" in from that end, or its left part, centre or
 * right part (the left as the enemy faces the players).
 */
function entryPointFor(g: FngGame, table: Pick<FngScenario, 'board'>, entry: Pick<EntryPoint, 'edge' | 'part' | 'inches'>): { x: number; y: number } {
  const players = playerFigures(g);
  const cy = players.length ? players.reduce((s, f) => s + f.at.y, 0) / players.length : table.board.height / 2;
  const { width: w, height: h } = table.board;
  const north = cy > h / 2; // the enemy's edge is the top one; facing south, its left is the east
  const y = north ? 1 : h - 1;
  const inward = north ? entry.inches : h - entry.inches;
  const left = north ? w - 1 : 1;
  const right = north ? 1 : w - 1;
  if (entry.edge === 'left') return { x: left, y: inward };
  if (entry.edge === 'right') return { x: right, y: inward };
  if (entry.part === 'centre') return { x: w / 2, y };
  const quarter = entry.part === 'left-part' ? (north ? (3 * w) / 4 : w / 4) : north ? w / 4 : (3 * w) / 4;
  return { x: quarter, y };
}
