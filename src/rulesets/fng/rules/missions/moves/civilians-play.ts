import { distance, pointInShape, shapeCentre, type Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../../core/house-rules.js';
import { combatDamage } from '../../firefight/damage.js';
import { blastProtection } from '../../firefight/grenades.js';
import { blastShelter } from '../../terrain/blast-cover.js';
import { sees } from '../../terrain/sight-line.js';
import { protectionAt } from '../../terrain/cover.js';
import { fire } from '../../firefight/ranged-combat.js';
import { civilianGoes, damageCivilian } from './civilian-hazards.js';
import { AIR_MUNITIONS } from '../../support/tac-air.js';
import type { FngScenario } from '../../terrain/scenario.js';
import type { FngEvent } from '../../game/events.js';
import { sightOf } from '../../game/line-of-sight.js';
import { byKey, onTable, type FngGame, type FngSide } from '../../game/state.js';
import { CIVILIAN_REACTION_READINGS, civilianReaction, type SpeakLocalCivilianResult } from '../civilians.js';
import { depthAt, knownWater } from '../../terrain/moves/order-water.js';
import { backBlastLine, inBackBlast } from '../../game/back-blast.js';
import { CDM, inCdmZone } from '../../firefight/claymore-state.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import {
  CIVILIAN_MOVE_INCHES,
  CIVILIAN_REACTION_INCHES,
  civilianFastMove,
  civilianGroups,
  civilianRoom,
  civiliansAround,
  civilianStep,
  civilianWalk,
  fleeFrom,
  nearestCover,
  roomFor,
  upright,
  type CivilianEvent,
  type CivilianTable,
  type TableCivilian,
} from '../civilian-figures.js';

/**
 * Civilians on the table in play (FNG 2nd Tour p.55, seed L1262–L1288): put around their buildings when
 * the rules bring them, walked at each turn's end that an Activation die scored 3 or more (L1271),
 * reacting to shooting and explosions near them (L1264) and hurt by the blasts that catch them
 * (Any civilian casualty: −1 VP, L1281). The enemy's hidden dice never set them off: only what the
 * table saw (the public events of an order, of the bot's turn or of a turn's end) is read.
 */

type Table = Pick<FngScenario, 'features' | 'board'>;

/**
 * The table civilians move on, from a loaded board: with the game, the water's depths found so far
 * (they wade as figures do) and where the two sides' figures stand (nobody ends on another's place).
 */
export function civilianTable(t: Table, g?: FngGame): CivilianTable {
  const b = t.board as { readonly width?: number; readonly height?: number };
  const base = { width: b.width ?? 72, height: b.height ?? 36, features: t.features };
  if (!g) return base;
  const water = knownWater(g);
  return { ...base, depthAt: (feature, p) => depthAt(water, feature, p), occupied: g.figures.filter((f) => onTable(f) && f.carriedBy === undefined).map((f) => f.at!) };
}

export const civiliansOf = (g: FngGame): readonly TableCivilian[] => g.civilians?.figures ?? [];

/** The game with its civilians as given; `shooting`, once shooting has been heard near them (Speak Local's +2d6, L1298). */
export const withCivilianFigures = (g: FngGame, figures: readonly TableCivilian[], shooting = g.civilians?.shooting === true): FngGame => ({
  ...g,
  civilians: { figures, ...(shooting ? { shooting: true as const } : {}) },
});

const ev = (event: CivilianEvent): FngEvent => ({ kind: 'civilian', event });

/** The civilians of one building put on the table (L1273–L1288), numbered after those already there. */
export function placeCivilians(g: FngGame, roller: Roller, table: Table, building: { readonly name: string; readonly shape: FngScenario['features'][number]['shape'] }): { readonly game: FngGame; readonly events: readonly FngEvent[]; readonly rolled: ReturnType<typeof civiliansAround> } {
  const have = civiliansOf(g);
  const rolled = civiliansAround(roller, building, civilianTable(table), have.length + 1);
  const events = rolled.civilians.length ? [ev({ what: 'placed', building: building.name, civilians: rolled.civilians.map((c) => ({ id: c.id, at: c.at, doing: c.doing })) })] : [];
  return { game: rolled.civilians.length ? withCivilianFigures(g, [...have, ...rolled.civilians]) : g, events, rolled };
}

/** The civilians of a tour's table whose AO has them (L1130): those of each of its buildings, hooches and huts (L1273). */
export function placeTourCivilians(g0: FngGame, roller: Roller, table: Table): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  let g = g0;
  const events: FngEvent[] = [];
  for (const f of table.features.filter((x) => x.type === 'hooch' || x.type === 'building')) {
    const p = placeCivilians(g, roller, table, f);
    g = p.game;
    events.push(...p.events);
  }
  return { game: g, events };
}

/** Where "the figure a civilian guides" stands, if he is still on the table. */
function guideAt(g: FngGame, c: TableCivilian): Point | undefined {
  const f = c.guiding ? byKey(g, c.guiding) : undefined;
  return f && onTable(f) ? f.at : undefined;
}

/**
 * The civilians at the turn's end (L1271): "Civilians will activate at the end of each turn that any
 * Activation score of 3 or better is rolled on either d6", each as his Civilian Activity or what fire
 * made of him has him do (civilian-figures.ts `civilianStep`). What Speak Local left him willing to do
 * "this turn" lapses now; "next turn" becomes this one.
 */
export function civiliansAtTurnEnd(g: FngGame, table: Table, events: FngEvent[], env?: Pick<HearFireEnv, 'roller' | 'rules'>): FngGame {
  const all = civiliansOf(g);
  if (!all.some(upright)) return g;
  const lapsed = all.map((c): TableCivilian => {
    if (!c.directed || c.directed.from > g.turn) return c;
    const { directed: _d, ...rest } = c;
    return rest;
  });
  const dice = [g.dice?.fwf ?? 0, g.dice?.cf ?? 0];
  if (!dice.some((d) => d >= 3)) return withCivilianFigures(g, lapsed);
  const t = civilianTable(table, g);
  const moves: { id: string; to: Point; doing: TableCivilian['doing']; left?: true }[] = [];
  const burns: FngEvent[] = [];
  let now = lapsed;
  for (const c of lapsed) {
    if (!upright(c)) continue;
    const step = civilianStep(t, c, now, guideAt(g, c));
    if (step.to.x === c.at.x && step.to.y === c.at.y && step.doing === c.doing && !step.left) continue;
    // What burns on his way burns him (L782, L1911): told after the walk.
    const walked: TableCivilian = step.left ? { ...c, at: step.to, doing: step.doing, status: 'left-table' } : env ? civilianGoes(g, { ...c, at: step.to, doing: step.doing }, c.at, env, burns) : { ...c, at: step.to, doing: step.doing };
    now = now.map((x) => (x.id === c.id ? walked : x));
    moves.push({ id: c.id, to: walked.at, doing: step.doing, ...(step.left ? { left: true as const } : {}) });
  }
  if (moves.length) events.push(ev({ what: 'activate', turn: g.turn, dice, moves }));
  events.push(...burns);
  return withCivilianFigures(g, now);
}

/** Whether the turn's end has civilians to walk (game/terrain-due.ts). */
export const civiliansDue = (g: FngGame): boolean => civiliansOf(g).some(upright);

/** Where shooting or an explosion happened, and at whom (L1264). */
interface Incident {
  readonly from: Point;
  readonly targets: readonly Point[];
}

/** The shooting or explosion an event is, if it is one (L1264): where, and at whom. */
function incidentOf(g: FngGame, e: FngEvent): Incident | undefined {
  const at = (key: string): Point | undefined => byKey(g, key)?.at;
  if (e.kind === 'shot') {
    const from = at(e.shooter);
    return from ? { from, targets: e.targets.flatMap((t) => at(t.id) ?? []) } : undefined;
  }
  if (e.kind === 'blast') return { from: e.centre, targets: [] };
  if (e.kind === 'claymore-fired') return { from: e.at, targets: [] };
  if (e.kind === 'chest-charge') {
    const from = at(e.figure);
    return from ? { from, targets: [] } : undefined;
  }
  if (e.kind === 'civilian' && e.event.what === 'shot') {
    const from = at(e.event.figure);
    return from ? { from, targets: [e.event.at] } : undefined;
  }
  // Fire from the air: shooting where it falls — on him, on a figure under an AC-47's run, or a strafing run's (the bombs' and rockets' are their blasts).
  if (e.kind === 'civilian' && e.event.what === 'under-fire') return { from: e.event.at, targets: [] };
  if (e.kind === 'air' && e.event.kind === 'gun-fire') {
    const from = at(e.event.figure);
    return from ? { from, targets: [] } : undefined;
  }
  if (e.kind === 'support' && e.event.kind === 'strike' && (e.event.munition.startsWith('gun') || e.event.munition === 'autocannon')) return { from: e.event.lands, targets: [] };
  return undefined;
}

/** A stretch of ground an event's explosion hits everyone in (L736, L763, L770, L783, L2154), at what Impact, from where, and whose. */
interface Harm {
  readonly hits: (p: Point) => boolean;
  readonly impact: number;
  readonly from: Point;
  readonly by?: FngSide;
}

/**
 * What an event's explosion hits besides those it names, read from the event as the table saw it: a
 * blast circle, everyone inside (L736, L868); a Claymore, everyone in its cone at Impact 3 and within 1"
 * of the 4" line behind it at Impact 2 (L783); a suicide trooper's chest mine the same from where he
 * stood (L2154); a rocket's or recoilless rifle's back blast, anyone within 1" of its line (L763, L770).
 * Aimed fire hits only whom the shooter names (L737, L819, L830): a shot strays into nobody.
 */
function harmsOf(g: FngGame, e: FngEvent, side: FngSide | undefined): readonly Harm[] {
  const by = side ? { by: side } : {};
  const cdm = (at: Point, toward: Point, who: FngSide | undefined): Harm[] => {
    const line = backBlastLine(at, toward, CDM.backBlast);
    const w = who ? { by: who } : {};
    return [{ hits: (p) => inCdmZone(at, toward, p), impact: CDM.impact, from: at, ...w }, ...(line ? [{ hits: (p: Point) => inBackBlast(line, p) && !inCdmZone(at, toward, p), impact: CDM.backBlastImpact, from: at, ...w }] : [])];
  };
  switch (e.kind) {
    case 'blast': {
      const area = e.area;
      return [{ hits: (p) => (area ? pointInShape(p, area) : distance(p, e.centre) <= e.diameter / 2), impact: e.impact, from: e.centre, ...(e.by ? { by: e.by } : by) }];
    }
    case 'air': {
      // Napalm burning on: "Everything within the template takes an Impact 4/APR 5 hit each turn" (L1911).
      const a = e.event;
      const area = a.kind === 'area-die' && a.area === 'napalm' && a.stays ? g.air?.areas.find((x) => x.id === a.id) : undefined;
      return area ? [{ hits: (p) => pointInShape(p, area.shape), impact: AIR_MUNITIONS.napalm.impact, from: shapeCentre(area.shape), ...by }] : [];
    }
    case 'claymore-fired':
      return cdm(e.at, e.toward, byKey(g, e.figure)?.side ?? side);
    case 'chest-charge': {
      const f = byKey(g, e.figure);
      return f?.at ? cdm(f.at, e.toward, f.side) : [];
    }
    case 'back-blast': {
      const line = e.from && e.toward ? backBlastLine(e.from, e.toward, e.length) : undefined;
      return line ? [{ hits: (p) => inBackBlast(line, p), impact: e.impact, from: line[0], ...by }] : [];
    }
    default:
      return [];
  }
}

export interface HearFireEnv {
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly table?: Table;
  /** The side whose order (or turn) it was: its explosions are its casualties (Speak Local's +2d6, L1298); none at a turn's end. */
  readonly side?: FngSide;
}

/** A civilian hurt by a blast: the walls between sheltering him (L876), else his Combat Damage roll at its Impact. */
function hurtCivilian(c: TableCivilian, h: Harm, env: HearFireEnv, out: FngEvent[]): TableCivilian {
  const shelter = env.table ? blastShelter(env.table.features, h.from, c.at) : undefined;
  if (shelter && blastProtection({ impact: h.impact, coverDv: shelter.dv, blastCover: 'duck-back' }) !== 'damage') {
    out.push(ev({ what: 'hit', id: c.id, impact: h.impact, shelter: shelter.feature }));
    return c;
  }
  return damageCivilian(c, h.impact, h.by, env.roller, out);
}

/**
 * One group's Civilian Reaction (L1264, L1269–L1280: 2d6 vs REP 2), carried out at once: 2 passed, to the
 * nearest cover within a move (or making for it); 1, prone (1–3) or frozen; 0, a Fast Move away from
 * `from` or to cover, whichever is closer. They then shelter where they are; a guide keeps to the man he
 * guides (L1298), rejoining him when the civilians next activate.
 */
export function reactGroup(
  game: FngGame,
  t: CivilianTable | undefined,
  group: readonly TableCivilian[],
  all: readonly TableCivilian[],
  from: Point,
  env: Pick<HearFireEnv, 'roller' | 'rules'>,
): { readonly civilians: readonly TableCivilian[]; readonly events: readonly FngEvent[] } {
  const ids = group.map((c) => c.id);
  const r = civilianReaction(env.roller, { group: ids.join(', '), reading: choiceRule(env.rules, 'fng.civilians.reaction', CIVILIAN_REACTION_READINGS) });
  const fast = r.reaction === 'fast-move-away' ? civilianFastMove(env.roller, `civilians ${ids.join(', ')} fast move`) : undefined;
  const moves: { id: string; to: Point }[] = [];
  const burns: FngEvent[] = [];
  let civs = [...all];
  for (const c of group) {
    // No cover within a move: he keeps making for it when next the civilians activate.
    const cover = t && r.reaction === 'to-nearest-cover' ? nearestCover(t, c.at, CIVILIAN_MOVE_INCHES) : undefined;
    const walked = t && cover ? civilianWalk(t, c.at, cover, CIVILIAN_MOVE_INCHES) : undefined;
    const to = t && fast ? fleeFrom(t, c, from, fast.inches, civs) : walked ? civilianRoom(roomFor(t!, c, civs), c.at, walked.to) : c.at;
    const short = t !== undefined && r.reaction === 'to-nearest-cover' && !(walked?.full ?? false);
    const doing = c.doing === 'guiding' ? 'guiding' : short ? 'to-cover' : 'sheltering';
    const placed: TableCivilian = { ...c, at: to, doing, ...(r.reaction === 'drops-prone' ? { prone: true as const } : {}) };
    const moved = to.x !== c.at.x || to.y !== c.at.y ? civilianGoes(game, placed, c.at, { ...env, ...(fast ? { fast: true } : {}) }, burns) : placed;
    civs = civs.map((x) => (x.id === c.id ? moved : x));
    if (to.x !== c.at.x || to.y !== c.at.y) moves.push({ id: c.id, to: moved.at });
  }
  return { civilians: civs, events: [ev({ what: 'react', civilians: ids, near: from, passes: r.passes, reaction: r.reaction, parts: r.parts, ...(fast ? { fast: { inches: fast.inches, part: fast.part } } : {}), moves }), ...burns] };
}

/**
 * After an order, the bot's turn or a turn's end, event by event as the table saw them: each explosion
 * hurts the civilians it reaches (`harmsOf`: a blast circle, a Claymore's cone, a back blast) with a
 * Combat Damage roll at its Impact (L836–L845; the walls between, L876, shelter him as they do a figure),
 * a casualty costing the mission 1 VP at its end (L1281); and every shooting or explosion within 12" of
 * a group of civilians, or at a target within 12" that the group sees, has that group roll Civilian
 * Reaction and carry it out at once (L1264: "Whenever any shooting or explosions occur", L1269–L1280).
 */
export function civiliansHearFire(g0: FngGame, events: readonly FngEvent[], env: HearFireEnv): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  if (!civiliansOf(g0).some(upright)) return { game: g0, events: [] };
  const out: FngEvent[] = [];
  let civs = [...civiliansOf(g0)];
  let heard = false;
  const sight = sightOf(g0);
  for (const e of events) {
    for (const h of harmsOf(g0, e, env.side)) {
      heard = true;
      for (const c of civs.filter((x) => upright(x) && h.hits(x.at))) {
        const hurt = hurtCivilian(c, h, env, out);
        civs = civs.map((x) => (x.id === c.id ? hurt : x));
      }
    }
    // A back blast is heard with the shot it came of: one shooting, one reaction.
    const incident = incidentOf(g0, e);
    if (!incident) continue;
    heard = true;
    const t = env.table ? civilianTable(env.table, g0) : undefined;
    for (const group of civilianGroups(civs)) {
      const near = group.some((c) => distance(c.at, incident.from) <= CIVILIAN_REACTION_INCHES || incident.targets.some((p) => distance(c.at, p) <= CIVILIAN_REACTION_INCHES && sees(env.table, c.at, p, sight)));
      if (!near) continue;
      const r = reactGroup(g0, t, group, civs, incident.from, env);
      civs = [...r.civilians];
      out.push(...r.events);
    }
  }
  if (!heard) return { game: g0, events: [] };
  return { game: withCivilianFigures(g0, civs, true), events: out };
}

/** Fire that falls on everyone in an area: who or what fires, with what, at what REP, dice and Impact. */
export interface AreaFire {
  /** What fires, as told (a figure's key, or the support's id). */
  readonly by: string;
  readonly weapon: string;
  readonly rep: number;
  readonly dice: number;
  readonly impact: number;
  readonly side?: FngSide;
}

/**
 * Fire that falls on everyone in an area, friend or foe, falls on the civilians in it too: a
 * flame-thrower's 3" path (L785: "Every figure within the 3" wide path is an eligible target"), a
 * strafing run's 3" each side of the Flight Line (L1906: "All targets within 3" of either side of the
 * Flight Line will suffer an attack"), an AC-47's swath or ring (L1931: "Anything and everything within
 * this swath, friend or foe"). Each civilian `inside` is fired on as a figure there is — the attack's
 * dice on the Ranged Combat Table at its REP (L825), his cover and concealment from the board, prone if
 * he is — and each hit rolls his Combat Damage at its Impact (L836–L845).
 */
export function civiliansUnderAreaFire(
  g: FngGame,
  inside: (p: Point) => boolean,
  attack: AreaFire,
  env: { readonly roller: Roller; readonly autoHit: 9 | 10; readonly lmgHip: 'rep' | 'rep-and-tr'; readonly table?: Table; readonly coverAt?: (p: Point) => { readonly cover: boolean; readonly concealment: boolean } },
  events: FngEvent[],
): FngGame {
  let civs = [...civiliansOf(g)];
  const under = civs.filter((c) => upright(c) && inside(c.at));
  if (under.length === 0) return g;
  for (const c of under) {
    // His cover as the attack sees it: from the ground, or (`coverAt`) from the air (L1891).
    const cover = env.coverAt ? env.coverAt(c.at) : env.table ? protectionAt(env.table, c.at, { prone: c.prone === true }) : { cover: false, concealment: false };
    const r = fire(env.roller, { rep: attack.rep, tr: attack.dice, targets: [{ id: c.id, dice: attack.dice, ...(cover.cover ? { inCover: true } : {}), ...(cover.concealment ? { concealed: true } : {}), ...(c.prone ? { prone: true } : {}) }], autoHit: env.autoHit, lmgHip: env.lmgHip }, `${attack.weapon} at civilian ${c.id}`);
    if (!r.ok) throw new Error(r.code);
    events.push(ev({ what: 'under-fire', id: c.id, at: c.at, by: attack.by, weapon: attack.weapon, result: r.value }));
    const hits = r.value.hits[c.id] ?? 0;
    let hurt = c;
    for (let i = 0; i < hits && upright(hurt); i++) hurt = damageCivilian(hurt, attack.impact, attack.side, env.roller, events, cover.cover);
    civs = civs.map((x) => (x.id === c.id ? hurt : x));
  }
  return withCivilianFigures(g, civs);
}

/** A civilian's casualties so far (L1281): wounded or killed, whoever did it. */
export const civilianCasualties = (g: FngGame): number => civiliansOf(g).filter((c) => c.status === 'out-of-fight' || c.status === 'obviously-dead').length;

/** Whether the Free World Forces have hurt a civilian, directly or not (Speak Local's +2d6, L1298). */
export const civilianHurtByFwf = (g: FngGame): boolean => civiliansOf(g).some((c) => c.hurtBy === 'fwf');

export type CivilianNameError = 'fng/which-civilian' | 'fng/unknown-civilian' | 'fng/civilian-down';

/** A civilian on the table on his feet, by id (`c2`); none named: which one is asked. */
export function civilianNamed(g: FngGame, ref: string | undefined): RuleResult<TableCivilian, CivilianNameError> {
  const here = civiliansOf(g).filter((c) => c.status !== 'left-table');
  if (ref === undefined || ref.trim() === '') return fail('fng/which-civilian', { civilians: here.map((c) => c.id).join(', ') });
  const c = here.find((x) => x.id.toLowerCase() === ref.trim().toLowerCase());
  if (!c) return fail('fng/unknown-civilian', { civilian: ref.trim() });
  return upright(c) ? ok(c) : fail('fng/civilian-down', { civilian: c.id });
}

export function updateCivilian(g: FngGame, c: TableCivilian): FngGame {
  return withCivilianFigures(g, civiliansOf(g).map((x) => (x.id === c.id ? c : x)));
}

/**
 * What Speak Local's answer makes of him (L1298): twice the civilian's successes, he goes with the
 * speaker's force and may be moved as told this turn (as far as a Fast Move); more, as told this turn at
 * normal speed; the same, as told next turn; fewer, he will not move unless forced. Spoken to once.
 */
export function civilianTold(c: TableCivilian, result: SpeakLocalCivilianResult, by: { readonly side: FngSide; readonly turn: number; readonly speaker: string }): TableCivilian {
  const { directed: _d, refuses: _r, ...rest } = c;
  const base: TableCivilian = { ...rest, spoken: true };
  switch (result) {
    case 'reveals-all':
      return { ...base, doing: 'guiding', guiding: by.speaker, directed: { side: by.side, from: by.turn, fast: true } };
    case 'reveals-nearest':
      return { ...base, directed: { side: by.side, from: by.turn } };
    case 'says-nothing':
      return { ...base, directed: { side: by.side, from: by.turn + 1 } };
    case 'refuses':
      return { ...base, refuses: true };
  }
}
