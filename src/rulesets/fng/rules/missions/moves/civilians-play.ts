import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../../core/house-rules.js';
import { combatDamage } from '../../firefight/damage.js';
import { blastProtection } from '../../firefight/grenades.js';
import { blastShelter } from '../../terrain/blast-cover.js';
import { sees } from '../../terrain/sight-line.js';
import type { FngScenario } from '../../terrain/scenario.js';
import type { FngEvent } from '../../game/events.js';
import { sightOf } from '../../game/line-of-sight.js';
import { byKey, onTable, type FngGame, type FngSide } from '../../game/state.js';
import { CIVILIAN_REACTION_READINGS, civilianReaction, type SpeakLocalCivilianResult } from '../civilians.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import {
  CIVILIAN_MOVE_INCHES,
  CIVILIAN_REACTION_INCHES,
  civilianFastMove,
  civilianGroups,
  civiliansAround,
  civilianStep,
  fleeFrom,
  nearestCover,
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
 * table saw (the public events of an order or of the bot's turn) is read.
 */

type Table = Pick<FngScenario, 'features' | 'board'>;

/** The table civilians move on, from a loaded board. */
export function civilianTable(t: Table): CivilianTable {
  const b = t.board as { readonly width?: number; readonly height?: number };
  return { width: b.width ?? 72, height: b.height ?? 36, features: t.features };
}

export const civiliansOf = (g: FngGame): readonly TableCivilian[] => g.civilians?.figures ?? [];

const withCivilians = (g: FngGame, figures: readonly TableCivilian[], shooting = g.civilians?.shooting === true): FngGame => ({
  ...g,
  civilians: { figures, ...(shooting ? { shooting: true as const } : {}) },
});

const ev = (event: CivilianEvent): FngEvent => ({ kind: 'civilian', event });

/** The civilians of one building put on the table (L1273–L1288), numbered after those already there. */
export function placeCivilians(g: FngGame, roller: Roller, table: Table, building: { readonly name: string; readonly shape: FngScenario['features'][number]['shape'] }): { readonly game: FngGame; readonly events: readonly FngEvent[]; readonly rolled: ReturnType<typeof civiliansAround> } {
  const have = civiliansOf(g);
  const rolled = civiliansAround(roller, building, civilianTable(table), have.length + 1);
  const events = rolled.civilians.length ? [ev({ what: 'placed', building: building.name, civilians: rolled.civilians.map((c) => ({ id: c.id, at: c.at, doing: c.doing })) })] : [];
  return { game: rolled.civilians.length ? withCivilians(g, [...have, ...rolled.civilians]) : g, events, rolled };
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
export function civiliansAtTurnEnd(g: FngGame, table: Table, events: FngEvent[]): FngGame {
  const all = civiliansOf(g);
  if (!all.some(upright)) return g;
  const lapsed = all.map((c): TableCivilian => {
    if (!c.directed || c.directed.from > g.turn) return c;
    const { directed: _d, ...rest } = c;
    return rest;
  });
  const dice = [g.dice?.fwf ?? 0, g.dice?.cf ?? 0];
  if (!dice.some((d) => d >= 3)) return withCivilians(g, lapsed);
  const t = civilianTable(table);
  const moves: { id: string; to: Point; doing: TableCivilian['doing']; left?: true }[] = [];
  let now = lapsed;
  for (const c of lapsed) {
    if (!upright(c)) continue;
    const step = civilianStep(t, c, now, guideAt(g, c));
    if (step.to.x === c.at.x && step.to.y === c.at.y && step.doing === c.doing && !step.left) continue;
    const moved: TableCivilian = step.left ? { ...c, at: step.to, doing: step.doing, status: 'left-table' } : { ...c, at: step.to, doing: step.doing };
    now = now.map((x) => (x.id === c.id ? moved : x));
    moves.push({ id: c.id, to: step.to, doing: step.doing, ...(step.left ? { left: true as const } : {}) });
  }
  if (moves.length) events.push(ev({ what: 'activate', turn: g.turn, dice, moves }));
  return withCivilians(g, now);
}

/** Whether the turn's end has civilians to walk (game/terrain-due.ts). */
export const civiliansDue = (g: FngGame): boolean => civiliansOf(g).some(upright);

/** Where shooting or an explosion happened, and at whom (L1264). */
interface Incident {
  readonly from: Point;
  readonly targets: readonly Point[];
}

function incidents(g: FngGame, events: readonly FngEvent[]): Incident[] {
  const at = (key: string): Point | undefined => byKey(g, key)?.at;
  const out: Incident[] = [];
  for (const e of events) {
    if (e.kind === 'shot') {
      const from = at(e.shooter);
      if (from) out.push({ from, targets: e.targets.flatMap((t) => at(t.id) ?? []) });
    } else if (e.kind === 'blast') out.push({ from: e.centre, targets: [] });
    else if (e.kind === 'claymore-fired') out.push({ from: e.at, targets: [] });
    else if (e.kind === 'civilian' && e.event.what === 'shot') {
      const from = at(e.event.figure);
      if (from) out.push({ from, targets: [e.event.at] });
    }
  }
  return out;
}

export interface HearFireEnv {
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly table?: Table;
  /** The side whose order (or turn) it was: its blasts are its casualties (Speak Local's +2d6, L1298). */
  readonly side: FngSide;
}

/**
 * After an order or the bot's turn: every blast that caught a civilian rolls his Combat Damage at its
 * Impact (L836–L845; the walls between, L876, shelter him as they do a figure), a casualty costing the
 * mission 1 VP at its end (L1281); then each group of civilians with shooting or an explosion within
 * 12", or its target within 12" and in sight, rolls Civilian Reaction once for what it heard (L1264,
 * L1269–L1280) and carries it out at once, away from the nearest of them. A guide stays with the force.
 */
export function civiliansHearFire(g0: FngGame, events: readonly FngEvent[], env: HearFireEnv): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  if (!civiliansOf(g0).some((c) => c.status === 'carry-on')) return { game: g0, events: [] };
  const heard = incidents(g0, events);
  if (heard.length === 0) return { game: g0, events: [] };
  const out: FngEvent[] = [];
  let civs = [...civiliansOf(g0)];
  for (const e of events) {
    if (e.kind !== 'blast') continue;
    for (const c of civs.filter((x) => x.status === 'carry-on' && distance(x.at, e.centre) <= e.diameter / 2)) {
      const shelter = env.table ? blastShelter(env.table.features, e.centre, c.at) : undefined;
      if (shelter && blastProtection({ impact: e.impact, coverDv: shelter.dv, blastCover: 'duck-back' }) !== 'damage') {
        out.push(ev({ what: 'hit', id: c.id, impact: e.impact, shelter: shelter.feature }));
        continue;
      }
      const d = combatDamage(env.roller, { impact: e.impact, coverEvenMiss: false }, `civilian ${c.id} damage`);
      if (!d.ok) throw new Error(d.code);
      const r = d.value.result;
      out.push(ev({ what: 'hit', id: c.id, impact: e.impact, die: d.value.die, result: r, part: d.value.part, by: env.side }));
      const hurt: TableCivilian = r === 'obviously-dead' ? { ...c, status: 'obviously-dead', hurtBy: env.side } : r === 'out-of-the-fight' ? { ...c, status: 'out-of-fight', hurtBy: env.side } : { ...c, prone: true };
      civs = civs.map((x) => (x.id === c.id ? hurt : x));
    }
  }
  const t = env.table ? civilianTable(env.table) : undefined;
  const sight = sightOf(g0);
  for (const group of civilianGroups(civs.filter((c) => c.doing !== 'guiding'))) {
    const near = (i: Incident): boolean =>
      group.some((c) => distance(c.at, i.from) <= CIVILIAN_REACTION_INCHES || i.targets.some((p) => distance(c.at, p) <= CIVILIAN_REACTION_INCHES && sees(env.table, c.at, p, sight)));
    const cause = heard.filter(near).sort((a, b) => Math.min(...group.map((c) => distance(c.at, a.from))) - Math.min(...group.map((c) => distance(c.at, b.from))))[0];
    if (!cause) continue;
    const ids = group.map((c) => c.id);
    const r = civilianReaction(env.roller, { group: ids.join(', '), reading: choiceRule(env.rules, 'fng.civilians.reaction', CIVILIAN_REACTION_READINGS) });
    const fast = r.reaction === 'fast-move-away' ? civilianFastMove(env.roller, `civilians ${ids.join(', ')} fast move`) : undefined;
    const moves: { id: string; to: Point }[] = [];
    for (const c of group) {
      // No cover within a move: he keeps making for it when next the civilians activate.
      const cover = t && r.reaction === 'to-nearest-cover' ? nearestCover(t, c.at, CIVILIAN_MOVE_INCHES) : undefined;
      const to = t && fast ? fleeFrom(t, c, cause.from, fast.inches) : (cover ?? c.at);
      const doing = t && r.reaction === 'to-nearest-cover' && !cover ? 'to-cover' : 'sheltering';
      const moved: TableCivilian = { ...c, at: to, doing, ...(r.reaction === 'drops-prone' ? { prone: true as const } : {}) };
      civs = civs.map((x) => (x.id === c.id ? moved : x));
      if (to !== c.at) moves.push({ id: c.id, to });
    }
    out.push(ev({ what: 'react', civilians: ids, near: cause.from, passes: r.passes, reaction: r.reaction, parts: r.parts, ...(fast ? { fast: { inches: fast.inches, part: fast.part } } : {}), moves }));
  }
  return { game: withCivilians(g0, civs, true), events: out };
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
  return withCivilians(g, civiliansOf(g).map((x) => (x.id === c.id ? c : x)));
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
