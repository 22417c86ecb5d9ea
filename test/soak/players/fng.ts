import { distance, formatPoint, type Point } from '../../../src/core/board/geometry.js';
import type { FngGame, TableFigure } from '../../../src/rulesets/fng/rules/game/state.js';
import type { FigureView, FngView } from '../../../src/rulesets/fng/rules/view.js';
import { eyeOf, sightOf } from '../../../src/rulesets/fng/rules/game/line-of-sight.js';
import { fngScenario, sectorBounds, sectorCentre, type FngScenario } from '../../../src/rulesets/fng/rules/terrain/scenario.js';
import { sightLine } from '../../../src/rulesets/fng/rules/terrain/sight-line.js';
import { TOUR_TABLE } from '../../../src/rulesets/fng/rules/terrain/tour-table.js';
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick, shuffled } from './choose.js';

const US = 'US';
/** The tour's table (tour-table.ts): 72" by 36", six sectors. */
const TABLE = { board: TOUR_TABLE };
const ARMIES = ['us-army', 'usmc', 'anzac'] as const;
const CORPS = ['I', 'II', 'III', 'IV'] as const;
/** Campaign turns without a mission before the soak calls the tour quiet and ends the game. */
const QUIET_TURNS = 6;
/** How far a figure steps in one order: within a normal move, leaving room for the ground's cost (L612). */
const STEP = 4;
/** What a figure's fire reaches for the policy: rifles and LMGs (the order refuses what is out of range). */
const REACH = 36;
/** Weapons fired with `/fng law` (order-grenade.ts's launchers). */
const LAUNCHERS: readonly string[] = ['m72-law', 'm20-bazooka', 'rpg-2', 'rpg-7', 'm79', 'm203'];

export type Placed = FigureView & { readonly at: Point };

export const placed = (f: FigureView): f is Placed => f.at !== undefined;
export const mineOf = (v: FngView): FigureView[] => v.figures.filter((f) => f.fngSide === 'fwf');
/** Able to act: carrying on (a ducked-back figure carries on when its side next activates, L714). */
export const fit = (f: FigureView): f is Placed => placed(f) && f.status === 'carry-on';
export const alive = (f: FigureView): f is Placed => placed(f) && !['obviously-dead', 'left-battlefield', 'missing', 'captured', 'cheated-death'].includes(f.status);
export const at = (p: Point): string => formatPoint({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
const clamp = (p: Point): Point => ({ x: Math.min(TOUR_TABLE.width - 0.5, Math.max(0.5, p.x)), y: Math.min(TOUR_TABLE.height - 0.5, Math.max(0.5, p.y)) });

/** `from` moved `inches` toward `to`, kept on the table. */
export function toward(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  const k = d === 0 ? 0 : Math.min(1, inches / d);
  return clamp({ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k });
}

export function nearest<T extends { readonly at: Point }>(from: Point, items: readonly T[]): T | undefined {
  return [...items].sort((a, b) => distance(from, a.at) - distance(from, b.at))[0];
}

/**
 * The nearest enemy within `reach` a man sees, as the board reads the line between them
 * (terrain/sight-line.ts, the mission's light and weather; smoke is the order's to read): the player
 * looks at the table as everyone may (`/board show`), and fires at what he sees. With no board, the
 * nearest within reach.
 */
export function nearestSeen<T extends Placed>(view: FngView, table: FngScenario | undefined, f: Placed, enemies: readonly T[], reach: number): T | undefined {
  const near = enemies.filter((e) => distance(f.at, e.at) <= reach).sort((a, b) => distance(f.at, a.at) - distance(f.at, b.at));
  if (!table) return near[0];
  const sight = { ...sightOf(view), smoke: [] };
  return near.find((e) => sightLine(table, eyeOf(f), eyeOf(e), sight).block === undefined);
}

const centreOf = (ps: readonly Point[]): Point => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });

/** The mission's type as the end counts it (order-mission-result.ts). */
const typeOf = (v: FngView): string => v.mission?.type ?? v.tour?.setUp?.mission ?? 'fight';

/** The `/fng-mission end` the policy gives: what a Patrol or Recon must say, a Defense's objective (L2187–L2248). */
export function endLine(v: FngView, exited: boolean): string {
  const type = typeOf(v);
  const revealed = v.mission?.pcsRevealed ?? 0;
  // "Echo Mike!" counts as if the squad exited (L1648): the guide asks only what it saw.
  const leave = v.mission?.ended?.by === 'event' ? '' : `exited:${exited} `;
  if (type === 'patrol') return `/fng-mission end ${leave}sectors:${exited ? 6 : 3} revealed:${revealed}`;
  if (type === 'recon') return `/fng-mission end ${leave}revealed:${revealed}`;
  if (type === 'defense' && !v.mission?.objectiveAt) return '/fng-mission end objective:held';
  return '/fng-mission end';
}

/** Places the squad's men in their deployment sector (L2196): a loose line near its centre, then spots around it. */
function deploy(ctx: SoakContext<FngView>, waiting: readonly FigureView[]): SoakOrder[] {
  const sector = ctx.view.tour?.setUp?.deploymentSector ?? 1;
  const b = sectorBounds(TABLE, sector);
  const c = sectorCentre(TABLE, sector);
  const spots = (origin: Point) => waiting.map((f, i) => `${f.id}@${at(clamp({ x: origin.x + (i % 4) * 2 - 3, y: origin.y + Math.floor(i / 4) * 2 - 1 }))}`).join('; ');
  const origins = [c, ...Array.from({ length: 3 }, () => ({ x: b.minX + 4 + ctx.rng() * (b.maxX - b.minX - 8), y: b.minY + 3 + ctx.rng() * (b.maxY - b.minY - 6) }))];
  return origins.map((o) => ({ by: US, line: `/fng figure place figures:"${spots(o)}"` }));
}

/** Where the squad heads (the mission's objective, L2187–L2248): the nearest enemy or PEF; a Defense holds. */
function goalOf(v: FngView, from: Point): Point | undefined {
  if (typeOf(v) === 'defense') return undefined;
  const enemy = nearest(from, v.figures.filter((f): f is Placed => f.fngSide === 'cf' && alive(f)));
  const pef = nearest(from, v.pefs);
  return enemy?.at ?? pef?.at ?? (typeOf(v) === 'patrol' || typeOf(v) === 'recon' ? nearestEdge(from) : undefined);
}

function nearestEdge(p: Point): Point {
  const options = [{ x: 0.5, y: p.y }, { x: TOUR_TABLE.width - 0.5, y: p.y }, { x: p.x, y: 0.5 }, { x: p.x, y: TOUR_TABLE.height - 0.5 }];
  return options.sort((a, b) => distance(p, a) - distance(p, b))[0]!;
}

/** The players' activation (L599–L607): aid the wounded, fire at what they see, advance on the objective, then done. */
export function activation(ctx: SoakContext<FngView>): SoakOrder[] {
  const { view, rng } = ctx;
  const table = fngScenario(ctx.board);
  const mine = mineOf(view);
  const able = mine.filter(fit);
  const enemies = view.figures.filter((f): f is Placed => f.fngSide === 'cf' && alive(f) && f.status !== 'out-of-fight');
  const out: SoakOrder[] = [];
  const done: SoakOrder = ctx.buttons.some((b) => b.label === 'Done') ? { by: US, button: ctx.buttons.find((b) => b.label === 'Done')! } : { by: US, line: '/fng done' };

  // The enemy gone and nothing left to find (L2182): the mission may end.
  if (enemies.length === 0 && view.pefs.length === 0 && view.turn > 2 && able.length > 0) {
    const exited = able.every((f) => distance(f.at, nearestEdge(f.at)) <= 3);
    const leaving = typeOf(view) === 'patrol' || typeOf(view) === 'recon';
    if (!leaving || exited || rng() < 0.1) out.push({ by: US, line: endLine(view, leaving && exited), acts: { kind: 'end', units: [] } });
  }
  // First Aid (L962): a fit man in contact with a friend Out of the Fight who was not yet tried.
  for (const hurt of mine.filter((f): f is Placed => placed(f) && f.status === 'out-of-fight' && !f.aidTried)) {
    const medic = able.filter((f) => !f.moved && !f.fired && distance(f.at, hurt.at) <= 1).sort((a, b) => (b.role === 'medic' ? 1 : 0) - (a.role === 'medic' ? 1 : 0))[0];
    if (medic) out.push({ by: US, line: `/fng aid medic:${medic.id} casualty:${hurt.id}`, acts: { kind: 'aid', units: [medic.id], target: hurt.id } });
  }
  // Fire (L816): each fit man who has not fired, at the nearest enemy he sees.
  for (const f of shuffled(able.filter((x) => !x.fired && !x.outOfAmmo), rng)) {
    const t = nearestSeen(view, table, f, enemies, REACH);
    if (!t) continue;
    // A rocket fires as a LAW does (L857); a rifle as a rifle; an M-79 or M203 by /fng fire (L780): its HE round from 12" out, buckshot closer.
    const launcher = f.weapon !== undefined && LAUNCHERS.includes(f.weapon) && f.weapon !== 'm79' && f.weapon !== 'm203';
    const buckshot = (f.weapon === 'm79' || f.weapon === 'm203') && distance(f.at, t.at) < 12 ? ' buckshot:true' : '';
    out.push({ by: US, line: launcher ? `/fng law firer:${f.id} target:${t.id}` : `/fng fire shooter:${f.id} targets:"${t.id}"${buckshot}`, acts: { kind: 'fire', units: [f.id], target: t.id } });
  }
  if (able.some((f) => f.outOfAmmo && !f.moved && !f.fired)) {
    const r = able.find((f) => f.outOfAmmo && !f.moved && !f.fired)!;
    out.push({ by: US, line: `/fng reload figure:${r.id}`, acts: { kind: 'reload', units: [r.id] } });
  }
  out.push(...withCivilians(view, able, rng));
  // A move an In Sight stopped (L659): once it is over, the rest of it, to where it was going.
  for (const f of able.filter((x) => x.moveLeft !== undefined && !view.pending)) {
    out.push({ by: US, line: `/fng move moves:"${f.id}@${at(f.moveLeft!.to)}"`, acts: { kind: 'move', units: [f.id] } });
  }
  // Move (L612): the men who did nothing yet, a step toward the objective, keeping their places; one goes to a casualty.
  const movers = able.filter((f) => !f.moved && !f.fired && !f.busy);
  const hurt = mine.find((f): f is Placed => placed(f) && f.status === 'out-of-fight' && !f.aidTried && !able.some((x) => distance(x.at, f.at) <= 1));
  // Now and then a man walks up to a civilian to speak with him (L1293).
  const unspoken = (view.civilians ?? []).filter((c) => c.status === 'carry-on' && !c.spoken);
  // (No die is drawn without civilians, so a game without them plays as it did before they came.)
  const walker = unspoken.length ? movers[Math.floor(rng() * movers.length)] : undefined;
  const civ = walker ? nearest(walker.at, unspoken) : undefined;
  if (walker && civ && rng() < 0.3 && distance(walker.at, civ.at) > 1) out.push({ by: US, line: `/fng move moves:"${walker.id}@${at(toward(walker.at, civ.at, Math.min(STEP + 2, distance(walker.at, civ.at) - 0.6)))}"`, acts: { kind: 'move', units: [walker.id] } });
  if (hurt) {
    const helper = nearest(hurt.at, movers);
    if (helper && distance(helper.at, hurt.at) > 1) out.push({ by: US, line: `/fng move moves:"${helper.id}@${at(toward(helper.at, hurt.at, Math.min(STEP + 2, distance(helper.at, hurt.at) - 0.6)))}"`, acts: { kind: 'move', units: [helper.id] } });
  }
  if (movers.length > 0 && rng() < 0.85) {
    const centre = centreOf(movers.map((f) => f.at));
    const goal = goalOf(view, centre);
    if (goal && distance(centre, goal) > 3) {
      const step = STEP * (0.5 + rng() * 0.5);
      const still = view.figures.filter((f): f is Placed => placed(f) && !movers.some((m) => m.id === f.id && m.fngSide === f.fngSide)).map((f) => f.at);
      // Each man a step toward the goal, keeping his place in the group, and never onto another figure.
      const line = (inches: number) => {
        const taken = [...still];
        const moves: string[] = [];
        for (const f of movers) {
          const to = toward(f.at, { x: goal.x + (f.at.x - centre.x), y: goal.y + (f.at.y - centre.y) }, inches);
          if (taken.some((p) => distance(p, to) < 1)) continue;
          taken.push(to);
          moves.push(`${f.id}@${at(to)}`);
        }
        return moves;
      };
      for (const moves of [line(step), line(step / 2)]) {
        if (moves.length) out.push({ by: US, line: `/fng move moves:"${moves.join('; ')}"`, acts: { kind: 'move', units: moves.map((m) => m.split('@')[0]!) } });
      }
    }
  }
  // A rule the bot must keep: a figure fires once an activation (L603).
  const fired = able.find((f) => f.fired);
  const target = fired ? nearest(fired.at, enemies) : undefined;
  if (fired && target && rng() < 0.1) out.unshift({ by: US, line: `/fng fire shooter:${fired.id} targets:"${target.id}"`, probe: 'a figure fired twice in one activation (L603)' });
  // (Not one with the rest of a move an In Sight stopped: he may finish it, L659.)
  const moved = able.find((f) => f.moved && f.moveLeft === undefined);
  if (moved && rng() < 0.05) out.unshift({ by: US, line: `/fng move moves:"${moved.id}@${at(toward(moved.at, { x: 36, y: 18 }, 1))}"`, probe: 'a figure moved twice in one activation (L603)' });
  return [...out, done];
}

/**
 * Civilians on the table (L1290–L1303): a fit man in contact speaks with one not yet spoken to; one who
 * agreed is walked toward the squad; one who refused is forced by a man beside him. Probes: a second
 * Speak Local with the same civilian, and moving one who never agreed.
 */
function withCivilians(view: FngView, able: readonly Placed[], rng: () => number): SoakOrder[] {
  const civilians = (view.civilians ?? []).filter((c) => c.status === 'carry-on');
  const out: SoakOrder[] = [];
  const free = able.filter((f) => !f.moved && !f.fired && !f.busy);
  for (const c of civilians) {
    const beside = free.find((f) => distance(f.at, c.at) <= 1);
    if (beside && !c.spoken && rng() < 0.6) out.push({ by: US, line: `/fng-mission speak figure:${beside.id} civilian:${c.id}`, acts: { kind: 'speak', units: [beside.id], target: c.id } });
    else if (beside && c.refuses && rng() < 0.5) out.push({ by: US, line: `/fng-mission civilian do:force civilian:${c.id} figure:${beside.id}`, acts: { kind: 'force', units: [beside.id], target: c.id } });
    if (c.directed?.side === 'fwf' && c.directed.from <= view.turn && able.length > 0 && rng() < 0.6) {
      const goal = centreOf(able.map((f) => f.at));
      out.push({ by: US, line: `/fng-mission civilian do:move civilian:${c.id} to:${at(toward(c.at, goal, Math.min(6, Math.max(0, distance(c.at, goal) - 2))))}` });
    }
    if (c.spoken && rng() < 0.05) {
      const any = free[0];
      if (any) out.unshift({ by: US, line: `/fng-mission speak figure:${any.id} civilian:${c.id}`, probe: 'a civilian spoken to twice (L1293)' });
    }
    if (!c.directed && !c.spoken && rng() < 0.05) out.unshift({ by: US, line: `/fng-mission civilian do:move civilian:${c.id} to:${at(c.at)}`, probe: 'a civilian moved who never agreed to it (L1298)' });
  }
  return out;
}

/** The co-op player of a tour (FNG 2nd Tour part 3): the US squad against the bot, one mission a game. */
function usOrders(ctx: SoakContext<FngView>): SoakOrder[] {
  const { view } = ctx;
  const tour = view.tour;
  if (!tour) return [];
  if (tour.stage === 'turn') return [{ by: US, line: '/fng-tour turn' }];
  if (tour.stage === 'after-action') return [{ by: US, line: '/fng-tour after-action' }];
  const mine = mineOf(view);
  // A Star asked (Free Will, his In Sight action, L344, L670): his player answers, by the post's menu when there is one.
  const asked = (view.pending?.asked ?? []).filter((id) => !view.pending!.answered.includes(id) && mine.some((f) => f.id === id));
  if (asked.length > 0) {
    const menu = ctx.buttons.find((b) => b.options?.figure === asked[0] && b.choose);
    const answer = pick(view.pending!.question === 'free-will' ? ['2', '1', 'roll'] : ['fire', 'roll'], ctx.rng)!;
    // A rule the bot must keep: the chain waits for the Star; no other order meanwhile (L344).
    const probe: SoakOrder[] = ctx.rng() < 0.1 ? [{ by: US, line: '/fng done', probe: 'an order given while the chain waits for a Star (L344)' }] : [];
    return [...probe, menu ? { by: US, button: menu, chosen: answer } : { by: US, line: `/fng react figure:${asked[0]} answer:${answer}` }];
  }
  const m = view.mission;
  if (!m) return [];
  if (m.ended?.by !== undefined && !m.ended.counted) return [{ by: US, line: endLine(view, false) }];
  if (view.lost) return [{ by: US, line: endLine(view, false) }];
  if (view.turn === 0) {
    const waiting = mine.filter((f) => !placed(f));
    return waiting.length ? deploy(ctx, waiting) : [{ by: US, line: '/fng activate' }];
  }
  if (view.acting === undefined) return [{ by: US, line: '/fng activate' }];
  if (view.acting !== 'fwf') return [];
  return activation(ctx);
}

const SEVERITY: Readonly<Record<string, number>> = { stunned: 1, 'out-of-fight': 2, 'obviously-dead': 3 };
const GONE = ['obviously-dead', 'left-battlefield', 'missing', 'captured', 'cheated-death'];
const keyOf = (f: TableFigure): string => `${f.side}:${f.id}`;
const onTable = (f: TableFigure): f is TableFigure & { at: Point } => f.at !== undefined && !GONE.includes(f.status) && f.carriedBy === undefined;

const CIVILIAN_SEVERITY: Readonly<Record<string, number>> = { 'carry-on': 0, 'out-of-fight': 1, 'obviously-dead': 2, 'left-table': 3 };

/** Civilians keep to the rules too: on the table, never fewer, none coming back from a wound, death or the edge, the hurt lying still, and none moved further than the turns a command spans allow. */
function civilianBreaks(before: FngGame, after: FngGame, order: SoakOrder): string[] {
  const out: string[] = [];
  const was = new Map((before.civilians?.figures ?? []).map((c) => [c.id, c] as const));
  const now = after.civilians?.figures ?? [];
  if (now.length < was.size) out.push(`civilians went from ${was.size} to ${now.length}`);
  for (const c of now) {
    if (c.at.x < 0 || c.at.y < 0 || c.at.x > TOUR_TABLE.width || c.at.y > TOUR_TABLE.height) out.push(`civilian ${c.id} stands off the table at ${at(c.at)}`);
    const b = was.get(c.id);
    if (!b) continue;
    if (CIVILIAN_SEVERITY[c.status]! < CIVILIAN_SEVERITY[b.status]!) out.push(`civilian ${c.id} went from ${b.status} to ${c.status}`);
    if (b.status !== 'carry-on' && distance(b.at, c.at) > 0) out.push(`civilian ${c.id}, ${b.status}, moved`);
    // Each turn a command spans moves a civilian at most by a reaction's or a direction's Fast Move (16") and a turn's end (8").
    const reach = (after.turn - before.turn + 1) * (16 + 16 + 8);
    if (distance(b.at, c.at) > reach + 1e-6) out.push(`civilian ${c.id} moved ${distance(b.at, c.at).toFixed(1)}" in one command (${order.line ?? 'a button'})`);
  }
  return out;
}

/** Whose blast caught whom in a post: each thrown grenade that landed where it was aimed, and who its circle caught. */
function ownBlasts(post: string, cf: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let thrower: string | undefined;
  for (const line of post.split('\n')) {
    const thrown = /💣 \*\*([^*]+)\*\* throws .* lands on the spot/.exec(line);
    if (thrown) thrower = thrown[1];
    else if (/💣 .* throws/.test(line)) thrower = undefined;
    const blast = /Blast circle [^:]*\(L882\): (.*) caught\./.exec(line);
    if (blast && thrower !== undefined) {
      const caught = [...blast[1]!.matchAll(/\*\*([^*]+)\*\*/g)].map((x) => x[1]!);
      if (cf.has(thrower) && caught.some((id) => cf.has(id))) out.push(`the enemy's ${thrower} threw a grenade whose circle caught its own ${caught.filter((id) => cf.has(id)).join(', ')}`);
      thrower = undefined;
    }
  }
  return out;
}

/**
 * FNG co-op on a tour (seed 002, part 3): the US squad against the bot, which plays the VC/NVA. A game
 * is one campaign's tour started, campaign turns rolled until a mission comes, that mission played to
 * its end (by its clock, the enemy gone, or the squad lost) and its After the Mission.
 */
export const fngPlayer: SoakPlayer<FngGame, FngView> = {
  ruleset: 'fng',
  sides: [US],
  maxCommands: 2500,
  setup: (rng) => [
    { by: GM, line: '/campaign new ruleset:fng name:Soak sides:"US,VC"' },
    { by: US, line: '/campaign join side:US' },
    { by: US, line: `/fng-tour start army:${pick(ARMIES, rng)} corps:${pick(CORPS, rng)} star:"Sgt Soak"` },
  ],
  ended(g) {
    const t = g.tour;
    if (!t) return undefined;
    if (t.stage === 'turn' && t.history.some((h) => h.result !== undefined)) return 'a mission played and its After the Mission done';
    if (t.stage === 'turn' && t.history.length >= QUIET_TURNS) return `no mission in ${QUIET_TURNS} campaign turns`;
    return undefined;
  },
  actors: () => [US],
  orders: (ctx) => usOrders(ctx),
  invariants(before, after, order, post = '') {
    const out: string[] = [];
    const sameMission = before.mission !== undefined && after.mission !== undefined && before.tour?.history.length === after.tour?.history.length;
    if (!sameMission) return out;
    const was = new Map(before.figures.map((f) => [keyOf(f), f] as const));
    for (const f of after.figures) {
      const b = was.get(keyOf(f));
      if (!b) continue;
      // A figure's state never improves by accident (L938): only First Aid, a Random Event that says so, or the end of a Stun (L711).
      const worse = SEVERITY[b.status] ?? (GONE.includes(b.status) ? 4 : 0);
      const now = SEVERITY[f.status] ?? (GONE.includes(f.status) ? 4 : 0);
      const aided = order.acts?.kind === 'aid' && order.acts.target === f.id;
      const eventSays = post.includes(`**${f.id}** is back to normal`) || post.includes(`**${f.id}** was not dead after all`);
      // A Stun that ends (L711) may be followed in the same command by a new, lighter state (an In Sight's Duck Back).
      // The activation names all who recover at once ("**s1-1**, **s1-9** recover from being Stunned", fng seed 3).
      const unstunned = b.status === 'stunned' && (f.status === 'carry-on' || post.split('\n').some((l) => /recovers? from being Stunned/.test(l) && l.includes(`**${f.id}**`)));
      if (now < worse && !unstunned && !aided && !eventSays) out.push(`${f.side} ${f.id} went from ${b.status} to ${f.status} with no rule to say so`);
    }
    const table = after.figures.filter(onTable);
    for (const f of table) {
      if (f.at.x < 0 || f.at.y < 0 || f.at.x > TOUR_TABLE.width || f.at.y > TOUR_TABLE.height) out.push(`${f.side} ${f.id} stands off the table at ${at(f.at)}`);
    }
    // No figure on another: a pair this command put on one spot (a pair already there was told when it came about).
    const spotOf = (f: TableFigure): Point | undefined => (was.get(keyOf(f)) && onTable(was.get(keyOf(f))!) ? was.get(keyOf(f))!.at : undefined);
    for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++) {
        const a = table[i]!;
        const b = table[j]!;
        const pa = spotOf(a);
        const pb = spotOf(b);
        const already = pa !== undefined && pb !== undefined && distance(pa, pb) < 0.2;
        if (distance(a.at, b.at) < 0.2 && !already) out.push(`${a.side} ${a.id} and ${b.side} ${b.id} stand on one spot, ${at(a.at)}`);
      }
    }
    // The enemy comes on never within 1" of a player's figure (issue 34 item 5; fng.enemy.keep-out-inches).
    const players = table.filter((f) => f.side === 'fwf');
    // One that came on and then moved in the same bot turn (its group's assault, fng seed 3) is judged where it was laid: not here.
    for (const f of table.filter((x) => x.side === 'cf' && !was.get(keyOf(x))?.at && !post.includes(`**${x.id}** moves from`))) {
      const close = players.find((p) => distance(p.at, f.at) < 1 - 1e-6);
      if (close) out.push(`the enemy's ${f.id} came on at ${at(f.at)}, ${distance(close.at, f.at).toFixed(2)}" from ${close.id}`);
    }
    out.push(...ownBlasts(post, new Set(after.figures.filter((f) => f.side === 'cf').map((f) => f.id))));
    out.push(...civilianBreaks(before, after, order));
    return out;
  },
};
