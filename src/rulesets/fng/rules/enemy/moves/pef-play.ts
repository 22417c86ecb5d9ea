import { distance, type Point } from '../../../../../core/board/geometry.js';
import { nearestOf, stepToward } from '../../terrain/table-geometry.js';
import { coverNames, coverRoute, featuresPassed, pointsAlong } from './cover-route.js';
import { deploy, KEEP_OUT_KEY, laidClear, type CoverKind } from '../deployment.js';
import type { EnemyType } from '../first-contact.js';
import { SPACING_INCHES } from '../enemy-action.js';
import { DEFAULT_TABLE } from '../../terrain/scenario.js';
import { pefAsPc } from '../../missions/missions.js';
import { boolRule, choiceRule, intRule } from '../../../../../core/house-rules.js';
import { vcNvaActivity } from '../activity.js';
import type { FngEvent, RouteNote } from '../../game/events.js';
import { firstContactEnemy } from '../first-contact.js';
import { enemyUnitFigures, UNIT_FIGURES, unitKit, unitSize, type UnitSize } from './enemy-units.js';
import { eyeOf, sightOf } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { pefRepOf, type HiddenTrap, type PefMarker } from '../mission.js';
import { sealedEntry } from '../../missions/moves/order-mission.js';
import { CONTACT_ZERO_READINGS, pefMovement, resolvePef } from '../pef.js';
import { PC_EAL2_ROWS_8_9_READINGS, PC_EAL6_ORDER_READINGS, rollPotentialContact, type PcKind } from '../potential-contact.js';
import { halfPassTable, reinforcementOptions } from '../enemy-options.js';
import { reinforcementColumn } from '../../support/reinforcement-column.js';
import { fireEnemyBarrage, OFF_TABLE_FIRE } from './enemy-barrage.js';
import type { BotArgs } from './bot-args.js';
import { onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { inSightOnComing } from '../../firefight/moves/order-sight.js';
import { helicoptersInSight } from '../../support/moves/order-door-guns.js';
import { enemyOrderArgs } from './bot-args.js';
import { rollVcTable } from '../vc-reinforcements.js';
import { civilianPlaces } from '../../missions/civilian-figures.js';
import { PC_OCCUPANCY, pcOccupancy, type OccupiablePcKind, type PcContents } from '../pc-contents.js';

type EventOf<K extends FngEvent['kind']> = Extract<FngEvent, { readonly kind: K }>;

/**
 * PEFs on the table as the bot plays them (FNG 2nd Tour p.60–64): moving by the PEF Movement table,
 * resolved the moment a player figure sees one, into nothing, a Potential Contact or enemy troops,
 * First Contact and VC/NVA Activity coming first. What a PEF is exists only from its resolution on.
 *
 * On a bare table (no terrain feature) nothing is out of sight by day (72", L649): PEFs stand at their
 * sections' centres (L1392), each is resolved the first time the Free World side is active with a
 * figure placed (L1405), one moving toward the players comes straight (there is no cover) and is
 * resolved at its first inch, one moving toward another PEF "staying out of LOS" stays. At night
 * (12") they move and are resolved as they come within sight.
 */

/** Figures the bot counts as the players': Free World figures on the table, not Obviously Dead. */
export function playerFigures(g: FngGame): (TableFigure & { readonly at: Point })[] {
  return g.figures.filter((f): f is TableFigure & { readonly at: Point } => f.side === 'fwf' && onTable(f) && f.status !== 'obviously-dead');
}

/** The player figure nearest a spot, if any. */
export function nearestPlayer(g: FngGame, p: Point): (TableFigure & { readonly at: Point }) | undefined {
  return nearestOf(playerFigures(g), p);
}

/** Whether any player figure sees the spot (the bot's line of sight, line-of-sight.ts). */
export function seenByPlayers(g: FngGame, a: Pick<BotArgs, 'table'>, p: Point): TableFigure | undefined {
  const sight = sightOf(g);
  return playerFigures(g).find((f) => sees(a.table, eyeOf(f), p, sight));
}


/** How far a split PEF's second marker is set from the first, away from the players (L1410). */
const SPLIT_INCHES = 4;

/**
 * One PEF's activation (L1397–L1416): 2d6 vs its REP on the PEF Movement table and the move done at
 * once, inch by inch: toward the players through cover (`towardEnemy`), stopping where it comes into
 * sight and resolved there; "directly" toward another PEF, stopping 4" short or before it would come
 * into sight. The GM may set any of it right with `/fng-mission move`.
 */
export function activatePef(a: BotArgs, g0: FngGame, pef: PefMarker, pub: FngEvent[], gm: FngEvent[]): FngGame {
  const m = g0.mission!;
  const others = (g0.pefs ?? []).filter((p) => p.id !== pef.id);
  const rep = pefRepOf(m, pef);
  const r = pefMovement(a.roller, { pefId: pef.id, rep, otherPefsOnTable: others.length > 0 });
  if (!r.ok) throw new Error(r.code);
  const mv = r.value.move;
  gm.push({ kind: 'enemy-dice', what: `PEF Movement ${pef.id} (2d6 vs PEF REP ${rep}): ${r.value.passes} passed → ${mv.kind}${'inches' in mv ? ` ${mv.inches}"` : ''}`, parts: r.value.parts });
  let g: FngGame = { ...g0, pefs: (g0.pefs ?? []).map((p) => (p.id === pef.id ? { ...p, acted: g0.serial } : p)) };
  if (mv.kind === 'stay') {
    pub.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: pef.at, how: 'stays', inSight: false });
    return g;
  }
  if (mv.kind === 'split') {
    const near = nearestPlayer(g, pef.at);
    const away = near ? stepToward(pef.at, { x: 2 * pef.at.x - near.at.x, y: 2 * pef.at.y - near.at.y }, SPLIT_INCHES) : { x: pef.at.x + SPLIT_INCHES, y: pef.at.y };
    const id = `P${m.nextPef}`;
    g = { ...g, mission: { ...m, nextPef: m.nextPef + 1 }, pefs: [...(g.pefs ?? []), { id, at: away, moved: true, acted: g.serial }] };
    pub.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: pef.at, how: 'split', split: id, inSight: false });
    return g;
  }
  const target = mv.kind === 'toward-enemy' ? nearestPlayer(g, pef.at)?.at : nearestOf(others, pef.at)?.at;
  if (!target) {
    pub.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: pef.at, how: 'stays', inSight: false });
    return g;
  }
  if (mv.kind === 'toward-enemy') return towardEnemy(a, g, pef, target, mv.inches, pub, gm);
  let at = pef.at;
  const cap = Math.min(mv.inches, Math.max(0, distance(pef.at, target) - mv.stopShortInches));
  for (let step = 1; step <= Math.ceil(cap - 1e-9); step++) {
    const next = stepToward(pef.at, target, Math.min(step, cap));
    if (seenByPlayers(g, a, next)) break;
    at = next;
  }
  g = { ...g, pefs: (g.pefs ?? []).map((p) => (p.id === pef.id ? { ...p, at, moved: true } : p)) };
  pub.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: at, how: distance(at, pef.at) < 0.05 ? 'stays' : mv.kind, inSight: false });
  return g;
}

/**
 * "Moves … towards nearest enemy through cover at all times. If enter LOS of enemy immediate Resolve"
 * (L1409–L1416): along the way through cover (cover-route.ts), else straight, inch by inch, stopping
 * and resolved where a player figure first sees it. The channel hears which way and why.
 */
function towardEnemy(a: BotArgs, g0: FngGame, pef: PefMarker, target: Point, inches: number, pub: FngEvent[], gm: FngEvent[]): FngGame {
  const night = sightOf(g0);
  const walk = (path: readonly Point[]) => {
    let at = pef.at;
    const spots: Point[] = [];
    for (const next of pointsAlong(path, inches)) {
      at = next;
      spots.push(next);
      const seen = seenByPlayers(g0, a, next);
      if (seen) return { at, spots, seenBy: seen };
    }
    return { at, spots, seenBy: undefined };
  };
  const routed = walk(coverRoute({ table: a.table, from: pef.at, to: target, watchers: playerFigures(g0).map((f) => f.at), night }));
  const passed = featuresPassed(a.table, routed.spots);
  const covered = passed.length > 0 && distance(routed.at, target) < distance(pef.at, target) - 0.05;
  const way = covered ? routed : walk([pef.at, target]);
  const route: RouteNote = covered ? { kind: 'cover', through: passed, hidden: way.seenBy === undefined } : { kind: 'straight' };
  const g: FngGame = { ...g0, pefs: (g0.pefs ?? []).map((p) => (p.id === pef.id ? { ...p, at: way.at, moved: true } : p)) };
  const moved = distance(way.at, pef.at) >= 0.05;
  pub.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: way.at, how: moved ? 'toward-enemy' : 'stays', inSight: way.seenBy !== undefined, ...(moved ? { route } : {}) });
  return way.seenBy ? resolvePefAt(a, g, pef.id, way.seenBy.id, pub, gm) : g;
}

/**
 * Resolving a PEF (p.61, L1405–L1419): 2d6 vs the EAL on the PEF Resolution table; the first contact
 * of the mission rolls First Contact (L1558) and VC/NVA Activity (L1602) before any table; then Enemy
 * Reinforcements (EAL# in d6, L2106; the Pass 1d6 column half the EAL in d6, L1419, L2066) or Potential Contact
 * (EAL d6). The dice are the GM's; the channel hears what the players now see.
 */
export function resolvePefAt(a: BotArgs, g0: FngGame, pefId: string, by: string, pub: FngEvent[], gm: FngEvent[]): FngGame {
  const pef = (g0.pefs ?? []).find((p) => p.id === pefId);
  if (!pef) return g0;
  let m = g0.mission!;
  let g: FngGame = { ...g0, pefs: (g0.pefs ?? []).filter((p) => p.id !== pefId) };
  const pair = (g0.melted ?? []).find((x) => x.pefs.includes(pefId));
  if (pair) return resolveMelted(a, g, pair, pef, by, pub, gm);
  // A Recon's PC placed at the start is a place to scout: the Potential Contact table says what is there (L2248).
  if (pef.pc) return potentialContact(a, g, pefId, pef.at, by, pub, gm);
  // The mission's own rule comes first (L2223, L2236, L2248): this PEF may be a Potential Contact instead.
  if (m.type) {
    const asPc = pefAsPc({ mission: m.type, eal: Math.min(7, Math.max(0, m.eal)), pcsRevealed: m.pcsRevealed ?? 0, lastPef: (g.pefs ?? []).length === 0 }, a.roller);
    if (!asPc.ok) throw new Error(asPc.code);
    if (asPc.value.how !== 'not-applicable') gm.push({ kind: 'enemy-dice', what: `${pefId}: a PC instead (${m.type}, L2223/L2248)? ${asPc.value.how === 'last-pef' ? 'the last PEF, none met: yes' : asPc.value.isPc ? 'yes' : 'no'}`, parts: asPc.value.part ? [asPc.value.part] : [] });
    if (asPc.value.isPc) return potentialContact(a, g, pefId, pef.at, by, pub, gm);
  }
  const contactZero = choiceRule(a.rules, 'fng.pef.contact-zero', CONTACT_ZERO_READINGS);
  const r = resolvePef(a.roller, { pefId, eal: clampLevel(m.eal), proCommunist: m.status === 'pro-communist', contactZero, contactMade: m.enemy !== undefined });
  if (!r.ok) throw new Error(r.code);
  const res = r.value.resolution;
  gm.push({ kind: 'enemy-dice', what: `PEF Resolution ${pefId} (2d6 vs EAL ${m.eal}): ${r.value.passes} passed${r.value.modifiedScore === undefined ? '' : `, 1d6 ${r.value.score}${r.value.modifiedScore !== r.value.score ? ` −1 Pro-Communist = ${r.value.modifiedScore}` : ''}`} → ${res.kind}`, parts: r.value.parts });
  if (res.kind === 'false-alarm' || res.kind === 'no-contact') {
    pub.push({ kind: 'pef-resolved', pef: pefId, at: pef.at, by, outcome: res.kind });
    return g;
  }
  if (r.value.firstContactFirst) {
    const fc = firstContactEnemy(a.roller, { corps: m.corps, area: m.area });
    if (!fc.ok) throw new Error(fc.code);
    const act = vcNvaActivity(a.roller, { eal: m.eal });
    if (!act.ok) throw new Error(act.code);
    m = { ...m, enemy: fc.value.enemy, activity: act.value.result, eal: Math.max(1, act.value.eal), pefRep: act.value.effects.pefRep };
    pub.push({ kind: 'first-contact', enemy: fc.value.enemy, parts: [fc.value.part] });
    gm.push({ kind: 'enemy-dice', what: `VC/NVA Activity (2d6 vs EAL ${g0.mission!.eal}): ${act.value.passes} passed → ${act.value.result}; EAL now ${m.eal}, PEF REP ${m.pefRep}`, parts: [act.value.part] });
    g = { ...g, mission: m };
    if (boolRule(a.rules, 'fng.eal.hidden')) g = { ...g, sealed: [...(g.sealed ?? []), sealedEntry(g, 'mission', { eal: m.eal, pefRep: m.pefRep, activity: m.activity })] };
  }
  // An Ambush counts any resolved PC as Enemy Reinforcements instead (L2190): on the column its passes name (L1419).
  const column = res.kind === 'enemy-reinforcements' ? res.column : m.type === 'ambush' ? (r.value.passes === 2 ? 'normal' : 'pass-1d6') : undefined;
  if (column !== undefined) {
    if (res.kind !== 'enemy-reinforcements') gm.push({ kind: 'enemy-dice', what: `${pefId}: a Potential Contact, counted as Enemy Reinforcements in an Ambush (L2190)`, parts: [] });
    pub.push({ kind: 'pef-resolved', pef: pefId, at: pef.at, by, outcome: 'contact' });
    const { table, dice } = reinforcementColumn(clampLevel(m.eal), column, halfPassTable(a.rules));
    const roll = rollVcTable({ eal: table, dice, force: m.enemy!, afterJan1968: false }, reinforcementOptions(a.rules), a.roller);
    gm.push({ kind: 'enemy-dice', what: `VC/NVA Reinforcements EAL ${table} (${roll.dice}d6 = ${roll.total}): ${roll.arrival.unit}`, parts: roll.parts });
    const fire = OFF_TABLE_FIRE[roll.arrival.unit];
    if (fire) return fireEnemyBarrage(a, g, { what: roll.arrival.unit, ...fire, pef: pef.at, why: 'pef' }, pub, gm);
    return inSightOnArrival(a, g, placeUnit(a, g, roll.arrival.unit, unitSize(roll.arrival.unit, roll.arrival.count), pef.at, 'pef', pub), pub);
  }
  return potentialContact(a, g, pefId, pef.at, by, pub, gm);
}

/** A PEF resolved as a Potential Contact (L1420–L1500): what the table says is there, counted for the mission's objectives (L2248, L2255). */
function potentialContact(a: BotArgs, g0: FngGame, pefId: string, at: PefMarker['at'], by: string, pub: FngEvent[], gm: FngEvent[]): FngGame {
  // Counted for the mission's objectives and its PEF-as-PC rule, on a mission that has a type.
  const m0 = g0.mission!;
  const g: FngGame = m0.type ? { ...g0, mission: { ...m0, pcsRevealed: (m0.pcsRevealed ?? 0) + 1 } } : g0;
  const m = g.mission!;
  const pef = { at };
  pub.push({ kind: 'pef-resolved', pef: pefId, at: pef.at, by, outcome: 'potential-contact' });
  const pc = rollPotentialContact(a.roller, {
    eal: clampLevel(m.eal),
    readings: { eal2Rows89: choiceRule(a.rules, 'fng.pc.eal2-rows-8-9', PC_EAL2_ROWS_8_9_READINGS), eal6Order: choiceRule(a.rules, 'fng.pc.eal6-order', PC_EAL6_ORDER_READINGS) },
  });
  if (!pc.ok) throw new Error(pc.code);
  const kind = pc.value.row.kind;
  gm.push({ kind: 'enemy-dice', what: `Potential Contact EAL ${clampLevel(m.eal)} (${pc.value.total}, ${pc.value.row.source}): ${kind}`, parts: [pc.value.part] });
  if (kind === 'wide-spread-booby-trap' || kind === 'localized-booby-trap') return layTrap(g, pefId, pef.at, kind === 'wide-spread-booby-trap' ? 'wide-spread' : 'localized', pub, gm);
  // Every other PC is sealed as well: a commitment is posted whatever a PC held, so a trap's reads like any other's.
  if (kind === 'nothing') {
    pub.push({ kind: 'pc-found', pef: pefId, at: pef.at, site: 'nothing' });
    return sealContents(g, pefId, pef.at, 'nothing');
  }
  if (kind in PC_OCCUPANCY) {
    const occ = pcOccupancy(a.roller, kind as OccupiablePcKind);
    const size = OCCUPANTS[occ.contents];
    pub.push({ kind: 'pc-found', pef: pefId, at: pef.at, site: kind, contents: occ.contents });
    gm.push({ kind: 'enemy-dice', what: `${kind} occupants: 1d6 ${occ.score} → ${occ.contents}`, parts: occ.parts });
    const n = occ.contents === 'riflemen' ? (occ.riflemen ?? 1) : size;
    const sealed = sealContents(g, pefId, pef.at, kind, occ.contents);
    return n === 0 ? sealed : inSightOnArrival(a, sealed, placeUnit(a, sealed, occ.contents, n, pef.at, 'pc', pub), pub);
  }
  pub.push({ kind: 'pc-found', pef: pefId, at: pef.at, site: kind });
  return sealContents(g, pefId, pef.at, kind);
}

/**
 * What a Potential Contact held, sealed and committed as a booby trap is (L1420–L1436): the channel
 * reads a PC of nothing alike whether it hid a trap or not, and a commitment comes with every PC, so
 * its presence tells nothing either. Disclosed with the rest when the mission ends.
 */
function sealContents(g: FngGame, pefId: string, at: Point, site: string, contents?: string): FngGame {
  const sealed = sealedEntry(g, 'contact', { pef: pefId, at, site, ...(contents === undefined ? {} : { contents }) });
  return { ...g, sealed: [...(g.sealed ?? []), sealed] };
}

/**
 * One of a melted-away pair resolved (L1625): the PEF Resolution roll says troops (Contact!) or not;
 * troops are the LVC unit back where the PEF stood and the other PEF goes; nothing leaves the other
 * to be the unit, which it is when it is resolved in turn.
 */
function resolveMelted(a: BotArgs, g0: FngGame, pair: NonNullable<FngGame['melted']>[number], pef: PefMarker, by: string, pub: FngEvent[], gm: FngEvent[]): FngGame {
  const m = g0.mission!;
  let troops = pair.real === pef.id;
  if (!troops && pair.real === undefined) {
    const r = resolvePef(a.roller, { pefId: pef.id, eal: clampLevel(m.eal), proCommunist: m.status === 'pro-communist', contactZero: choiceRule(a.rules, 'fng.pef.contact-zero', CONTACT_ZERO_READINGS), contactMade: true });
    if (!r.ok) throw new Error(r.code);
    troops = r.value.resolution.kind === 'enemy-reinforcements';
    gm.push({ kind: 'enemy-dice', what: `PEF Resolution ${pef.id}, one of a melted-away pair (2d6 vs EAL ${m.eal}): ${troops ? 'troops: the unit is back' : 'nothing: the other is the unit'}`, parts: r.value.parts });
  }
  const rest = (g0.melted ?? []).filter((x) => x !== pair);
  if (!troops) {
    pub.push({ kind: 'pef-resolved', pef: pef.id, at: pef.at, by, outcome: 'no-contact' });
    const other = pair.pefs.find((id) => id !== pef.id)!;
    return { ...g0, melted: [...rest, { ...pair, real: other }] };
  }
  pub.push({ kind: 'pef-resolved', pef: pef.id, at: pef.at, by, outcome: 'contact' });
  const centre = pair.figures[0]?.at ?? pef.at;
  const shaped = pair.figures.map((f) => ({ ...f, ...(f.at ? { at: { x: Math.round((pef.at.x + f.at.x - centre.x) * 10) / 10, y: Math.round((pef.at.y + f.at.y - centre.y) * 10) / 10 } } : {}) }));
  // Back in its old shape where that is clear of the players; else laid as troops coming on are.
  const keep = { at: pef.at, table: a.table ?? { ...DEFAULT_TABLE, features: [] }, players: playersOnTable(g0), keepOut: intRule(a.rules, KEEP_OUT_KEY) };
  const laid = shaped.every((f) => !f.at || laidClear(keep, f.at)) ? undefined : layTroops(a, g0, pef.at, shaped.length, m.enemy ?? 'lvc');
  const back = laid ? shaped.map((f, i) => ({ ...f, at: laid.spots[i] ?? f.at, ...(a.table && laid.spots[i] ? coverOf(a, laid.spots[i]!) : {}) })) : shaped;
  pub.push({ kind: 'enemy-arrives', unit: 'the Local VC who melted away', figures: back.map((f) => `cf:${f.id.toLowerCase()}`), at: pef.at, why: 'pef', ...(laid?.laid ? { laid: laid.laid } : {}) });
  const others = new Set(pair.pefs);
  return inSightOnArrival(a, g0, { ...g0, melted: rest, pefs: (g0.pefs ?? []).filter((p) => !others.has(p.id)), figures: [...g0.figures, ...back] }, pub);
}

/**
 * Troops placed where player figures see them take In Sight at once (L1395's example: "Enemy figures
 * are placed on the table, In Sights are taken, shooting occurs and Reaction Tests are made"): the
 * player figures that see any of them and those they see, the side activating being the active one;
 * then the door gunners of each landed or hovering helicopter that sees any of them (L2015,
 * `helicoptersInSight`).
 */
function inSightOnArrival(a: BotArgs, before: FngGame, g: FngGame, pub: FngEvent[]): FngGame {
  const known = new Set(before.figures.map((f) => `${f.side}:${f.id}`));
  const able = (f: TableFigure) => f.at !== undefined && ['carry-on', 'duck-back', 'retired'].includes(f.status);
  const sight = sightOf(g);
  const arrived = g.figures.filter((f) => !known.has(`${f.side}:${f.id}`) && able(f));
  // The players who see any of them, and those of them who see any of those (L655), as the board has it.
  const watching = playerFigures(g).filter((p) => able(p) && arrived.some((e) => sees(a.table, eyeOf(p), eyeOf({ ...e, at: e.at! }), sight)));
  const r = inSightOnComing({ ...enemyOrderArgs(a, g), side: g.acting ?? 'fwf' }, arrived, watching);
  if (r) pub.push(...r.events);
  const out = r?.game ?? g;
  // A landed or hovering helicopter's door gunners who see them take In Sight too (L2015), once the figures' is settled.
  return helicoptersInSight(enemyOrderArgs(a, out), out, arrived, pub);
}

const clampLevel = (n: number): 1 | 2 | 3 | 4 | 5 | 6 => Math.min(6, Math.max(1, Math.round(n))) as 1 | 2 | 3 | 4 | 5 | 6;

/**
 * How many fighting figures a PC's occupants are (L1438–L1500): riflemen as rolled, teams as the
 * reinforcement tables size them, a half squad six; mechanics and prisoners are not placed as enemies.
 */
const OCCUPANTS: Readonly<Record<PcContents, UnitSize>> = {
  empty: 0,
  supplies: 0,
  unusable: 0,
  'two-riflemen': 2,
  riflemen: 1,
  'lmg-team': UNIT_FIGURES['lmg-team'],
  'mmg-team': UNIT_FIGURES['mmg-team'],
  'hmg-team': UNIT_FIGURES['hmg-team'],
  'half-squad': 6,
  squad: 'squad',
  platoon: 'platoon',
  'platoon-and-bhq': 'platoon',
  'platoon-and-rhq': 'platoon',
  'mechanics-and-half-squad': 6,
  'squad-and-prisoners': 'squad',
};

/**
 * Enemy troops come onto the table at a spot (a resolved PEF, a PC's occupants, reinforcements): a
 * new unit `vc<n>` of the first-contact type, its figures spread at their type's spacing and kitted
 * as the unit the table named (enemy-units.ts); a mortar team's tubes are noted on the mission.
 */
export function placeUnit(a: BotArgs, g: FngGame, unit: string, size: UnitSize, at: Point, why: 'pef' | 'pc' | 'reinforcements', pub: FngEvent[]): FngGame {
  const m = g.mission!;
  const unitId = `vc${m.nextUnit}`;
  const enemy = m.enemy ?? 'lvc';
  const figures = enemyUnitFigures({ size, enemy, unitId, at, unit }, a.rules, a.roller);
  const laid = layTroops(a, g, at, figures.length, enemy);
  const placed: TableFigure[] = figures.map((f, i) => {
    const spot = laid.spots[i] ?? f.at;
    return { ...f, at: spot, side: 'cf' as const, ...(a.table ? coverOf(a, spot) : {}) };
  });
  const where = laid.laid ? { laid: laid.laid } : {};
  pub.push({ kind: 'enemy-arrives', unit, figures: placed.map((f) => `cf:${f.id.toLowerCase()}`), at, why, ...(unit === 'tank' ? { note: 'tank' } : placed.length === 0 ? { note: 'off-table' } : where) });
  const mortar = placed.length ? unitKit(unit, enemy)?.mortar : undefined;
  return { ...g, mission: { ...m, nextUnit: m.nextUnit + 1, ...(mortar ? { mortars: { ...m.mortars, [unitId]: mortar } } : {}) }, figures: [...g.figures, ...placed] };
}

/** Where troops coming on at `at` are laid (deployment.ts, L2210), and what the post says of it. */
function layTroops(a: BotArgs, g: FngGame, at: Point, count: number, enemy: EnemyType): { readonly spots: readonly Point[]; readonly laid?: EventOf<'enemy-arrives'>['laid'] } {
  const table = a.table ?? { ...DEFAULT_TABLE, features: [] };
  const keepOut = intRule(a.rules, KEEP_OUT_KEY);
  const cover = (p: Point): CoverKind => {
    const s = a.stand(p);
    return s.inCover ? 'cover' : s.concealed ? 'concealment' : 'none';
  };
  // Laid off the civilians' places too (L1262).
  const others = [...g.figures.filter((f) => f.side === 'cf' && onTable(f)).map((f) => f.at!), ...civilianPlaces(g.civilians?.figures)];
  const d = deploy({ at, count, spacing: SPACING_INCHES[enemy], table, cover, players: playersOnTable(g), others, keepOut });
  const leader = d.spots[0];
  // The leader's spot is told with its cover; the rest of the group spreads from it, some maybe out in the open: how many is told too.
  const open = d.spots.filter((p) => cover(p) === 'none').length;
  return { spots: d.spots, ...(leader ? { laid: { leader, cover: d.cover, features: a.table ? coverNames(a.table, leader) : [], ...(d.keptOut ? { keptOut: keepOut } : {}), open } } : {}) };
}

/** Every player figure on the table, whatever its state: troops are never laid on or past one. */
const playersOnTable = (g: FngGame): Point[] => g.figures.filter((f) => f.side === 'fwf' && onTable(f)).map((f) => f.at!);

function coverOf(a: BotArgs, at: Point): { readonly inCover?: boolean; readonly concealed?: boolean } {
  const s = a.stand(at);
  return { ...(s.inCover ? { inCover: true } : {}), ...(s.concealed ? { concealed: true } : {}) };
}

/**
 * A booby trap laid where the book says (L1436: 1" from the player figure closest to the marker,
 * toward it): sealed and committed as every PC's contents are (`sealContents`), told to the GM only;
 * the players learn of it when it goes off.
 */
export function layTrap(g: FngGame, pefId: string, marker: Point, type: HiddenTrap['type'], pub: FngEvent[], gm: FngEvent[]): FngGame {
  const near = nearestPlayer(g, marker);
  const at = near ? stepToward(near.at, marker, 1) : marker;
  const id = `T${(g.traps?.length ?? 0) + 1}`;
  const sealed = sealedEntry(g, 'trap', { id, at, type });
  const trap: HiddenTrap = { id, at, type, seq: sealed.seq };
  // The channel hears exactly what a PC of nothing tells it.
  pub.push({ kind: 'pc-found', pef: pefId, at: marker, site: 'nothing' });
  gm.push({ kind: 'trap-laid', trap: `${id}: a ${type} booby trap at ${at.x},${at.y}` });
  return { ...g, traps: [...(g.traps ?? []), trap], sealed: [...(g.sealed ?? []), sealed] };
}

export type { PcKind };
