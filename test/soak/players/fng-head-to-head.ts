import { distance, formatPoint, type Point } from '../../../src/core/board/geometry.js';
import type { FngGame, TableFigure } from '../../../src/rulesets/fng/rules/game/state.js';
import type { PefNote } from '../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FigureView, FngView } from '../../../src/rulesets/fng/rules/view.js';
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick, shuffled } from './choose.js';
import { fngPlayer, nearestSeen } from './fng.js';
import { fngScenario } from '../../../src/rulesets/fng/rules/terrain/scenario.js';

const US = 'US';
const VC = 'VC';
/** The scenario's table (assets/scenarios/fng-patrol.json). */
const TABLE = { width: 60, height: 36 };
const US_FORCES = ['fng-pink-squad', 'fng-us-rifle-squad', 'fng-usmc-rifle-squad', 'fng-anzac-section', 'fng-arvn-squad'] as const;
const VC_FORCES = ['fng-vc-cell', 'fng-lvc-squad', 'fng-mfvc-squad', 'fng-nva-squad'] as const;
/** The missions both sides play head to head, with what their end must say (the guide names it). */
const MISSIONS = ['fight', 'patrol'] as const;
/** Turns after which the US calls the mission over, if its clock has not (a Fight's is 12 at least, L2222). */
const TURN_CAP = 16;
/** A PEF's most in an activation (head-to-head.ts), and a figure's step (within a normal move, L612). */
const PEF_MOVE = 8;
const STEP = 4;
const REACH = 36;

type Placed = FigureView & { readonly at: Point };
const placed = (f: FigureView): f is Placed => f.at !== undefined;
const fit = (f: FigureView): f is Placed => placed(f) && f.status === 'carry-on';
const alive = (f: FigureView): f is Placed => placed(f) && !['obviously-dead', 'out-of-fight', 'left-battlefield', 'missing', 'captured', 'cheated-death'].includes(f.status);
const at = (p: Point): string => formatPoint({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
const clamp = (p: Point): Point => ({ x: Math.min(TABLE.width - 0.5, Math.max(0.5, p.x)), y: Math.min(TABLE.height - 0.5, Math.max(0.5, p.y)) });
const sideOf = (name: string): 'fwf' | 'cf' => (name === US ? 'fwf' : 'cf');

function toward(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  const k = d === 0 ? 0 : Math.min(1, inches / d);
  return clamp({ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k });
}

function nearest<T extends { readonly at: Point }>(from: Point, items: readonly T[]): T | undefined {
  return [...items].sort((a, b) => distance(from, a.at) - distance(from, b.at))[0];
}

/** The end a Patrol must say (L2227); a Fight's says nothing more. */
function endLine(v: FngView): string {
  return v.mission?.type === 'patrol' ? '/fng-mission end exited:false sectors:3 revealed:0' : '/fng-mission end';
}

/**
 * What a side notes its next PEF holds (L1226): its men dealt at random among PEFs 1–3, one of them
 * (most games) a decoy; each PEF with men holds at least one.
 */
function nextNote(ctx: SoakContext<FngView>, me: 'fwf' | 'cf', by: string): SoakOrder | undefined {
  const v = ctx.view;
  const noted = v.sidePefs.filter((p) => p.fngSide === me);
  const n = [1, 2, 3].find((k) => !noted.some((p) => p.id.endsWith(String(k))));
  if (n === undefined) return undefined;
  const taken = new Set(noted.flatMap((p) => p.holds ?? []));
  const free = shuffled(v.figures.filter((f) => f.fngSide === me && !placed(f) && !taken.has(f.id)).map((f) => f.id), ctx.rng);
  // Decoys so far, and the PEFs left to fill: the last PEF with men takes everyone left.
  const decoys = noted.filter((p) => (p.holds ?? []).length === 0).length;
  const left = 3 - noted.length;
  const decoy = free.length === 0 || (decoys === 0 && left > 1 && ctx.rng() < 0.45) || (decoys === 0 && left === 1 && noted.length === 2 && ctx.rng() < 0.2);
  const share = left === 1 || (decoys === 0 && left === 2 && ctx.rng() < 0.3) ? free.length : Math.max(1, Math.ceil(free.length * (0.3 + ctx.rng() * 0.4)));
  const holds = decoy ? 'decoy' : `"${free.slice(0, share).join(', ')}"`;
  return { by, line: `/fng pef note pef:${n} holds:${holds}` };
}

/** One side's activation: its PEFs moved toward the enemy or shown, its men fire and step forward, then done. */
function activation(ctx: SoakContext<FngView>, me: 'fwf' | 'cf', by: string): SoakOrder[] {
  const v = ctx.view;
  const out: SoakOrder[] = [];
  const able = v.figures.filter((f) => f.fngSide === me).filter(fit);
  const enemies = v.figures.filter((f) => f.fngSide !== me).filter(alive);
  const theirPefs = v.sidePefs.filter((p): p is typeof p & { at: Point } => p.fngSide !== me && p.at !== undefined && p.resolvedTurn === undefined);
  const myPefs = v.sidePefs.filter((p): p is typeof p & { at: Point } => p.fngSide === me && p.at !== undefined && p.resolvedTurn === undefined);
  const done: SoakOrder = { by, line: '/fng done' };
  if (me === 'fwf' && v.turn > TURN_CAP) out.push({ by, line: endLine(v), acts: { kind: 'end', units: [] } });
  // Rules the bot must keep: a PEF moves once an activation, 8" at most, and only its own side's.
  const movedPef = myPefs.find((p) => p.moved);
  if (movedPef && ctx.rng() < 0.15) out.push({ by, line: `/fng pef move moves:"${movedPef.id}@${at(toward(movedPef.at, { x: 30, y: 18 }, 1))}"`, probe: 'a PEF moved twice in one activation' });
  const theirs = theirPefs[0];
  if (theirs && ctx.rng() < 0.05) out.push({ by, line: `/fng pef move moves:"${theirs.id}@${at(toward(theirs.at, { x: 30, y: 18 }, 1))}"`, probe: "a side moved the other side's PEF" });
  const far = myPefs.find((p) => !p.moved);
  if (far && ctx.rng() < 0.05) out.push({ by, line: `/fng pef move moves:"${far.id}@${at(toward(far.at, { x: far.at.x > 30 ? 0 : 60, y: far.at.y }, 12))}"`, probe: 'a PEF moved more than 8"' });
  // Fire: each fit man at the nearest enemy he sees on the board, if within reach (the order refuses one out of range).
  for (const f of shuffled(able.filter((x) => !x.fired && !x.outOfAmmo), ctx.rng)) {
    const t = nearestSeen(v, fngScenario(ctx.board), f, enemies, REACH);
    if (t) out.push({ by, line: `/fng fire shooter:${f.id} targets:"${t.id}"`, acts: { kind: 'fire', units: [f.id], target: t.id } });
  }
  // The PEFs: now and then one is shown; else each moves toward the nearest enemy or enemy PEF.
  for (const p of myPefs.filter((x) => !x.moved)) {
    if (ctx.rng() < 0.12) out.push({ by, line: `/fng pef reveal pef:${p.id}`, acts: { kind: 'reveal', units: [p.id] } });
    const goal = nearest(p.at, [...enemies, ...theirPefs])?.at ?? { x: TABLE.width / 2, y: TABLE.height / 2 };
    if (distance(p.at, goal) > 2) out.push({ by, line: `/fng pef move moves:"${p.id}@${at(toward(p.at, goal, Math.min(PEF_MOVE * (0.5 + ctx.rng() * 0.5), distance(p.at, goal) - 1)))}"`, acts: { kind: 'pef-move', units: [p.id] } });
  }
  // A step toward the nearest enemy for each man who did nothing yet, keeping off every place.
  const movers = able.filter((f) => !f.moved && !f.fired && !f.busy);
  if (movers.length) {
    const taken = v.figures.filter(placed).filter((f) => !movers.includes(f)).map((f) => f.at);
    const moves: string[] = [];
    for (const f of movers) {
      const goal = nearest(f.at, enemies)?.at ?? nearest(f.at, theirPefs)?.at;
      if (!goal || distance(f.at, goal) < 3) continue;
      const to = toward(f.at, goal, STEP * (0.5 + ctx.rng() * 0.5));
      if (taken.some((q) => distance(q, to) < 1)) continue;
      taken.push(to);
      moves.push(`${f.id}@${at(to)}`);
    }
    if (moves.length) out.push({ by, line: `/fng move moves:"${moves.join('; ')}"`, acts: { kind: 'move', units: moves.map((m) => m.split('@')[0]!) } });
  }
  return [...out, done];
}

function sideOrders(ctx: SoakContext<FngView>): SoakOrder[] {
  const v = ctx.view;
  const by = ctx.side;
  const me = sideOf(by);
  const mine = v.figures.filter((f) => f.fngSide === me);
  const asked = (v.pending?.asked ?? []).filter((id) => !v.pending!.answered.includes(id) && mine.some((f) => f.id === id));
  if (asked.length > 0) {
    const menu = ctx.buttons.find((b) => b.options?.figure === asked[0] && b.choose);
    const answer = pick(v.pending!.question === 'free-will' ? ['2', '1', 'roll'] : ['fire', 'roll'], ctx.rng)!;
    return [menu ? { by, button: menu, chosen: answer } : { by, line: `/fng react figure:${asked[0]} answer:${answer}` }];
  }
  const m = v.mission;
  if (!m) {
    const note = nextNote(ctx, me, by);
    if (note) return [note];
    // Both sides noted: the GM starts the mission, which places the six PEFs (L1392).
    if (me === 'fwf' && v.sidePefs.length === 6) {
      const type = pick(MISSIONS, ctx.rng)!;
      return [{ by: GM, line: `/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 mission:${type} day-part:${pick(['morning', 'night', 'evening'], ctx.rng)}` }];
    }
    return [];
  }
  if (m.ended) return me === 'fwf' && m.ended.by !== undefined && !m.ended.counted ? [{ by, line: endLine(v) }] : [];
  if (v.turn === 0 || v.acting === undefined) return [{ by, line: '/fng activate' }];
  if (v.acting !== me) return [];
  return activation(ctx, me, by);
}

const keyOf = (f: TableFigure): string => `${f.side}:${f.id}`;

/**
 * FNG head to head (seed 002 L1221–L1227): two scripted players, the US and the VC, each with a
 * built-in force dealt into three secret PEFs (one often a decoy), a Fight or a Patrol the GM starts,
 * played by both through the same commands until its clock (or the US, after a while) ends it.
 */
export const fngHeadToHeadPlayer: SoakPlayer<FngGame, FngView> = {
  ruleset: 'fng',
  sides: [US, VC],
  maxCommands: 2500,
  setup: (rng) => [
    { by: GM, line: '/campaign new ruleset:fng name:Soak sides:"US,VC" scenario:fng-patrol mode:head-to-head' },
    { by: US, line: '/campaign join side:US' },
    { by: VC, line: '/campaign join side:VC' },
    { by: US, line: `/fng force builtin:${pick(US_FORCES, rng)}` },
    { by: VC, line: `/fng force builtin:${pick(VC_FORCES, rng)}` },
  ],
  ended(g) {
    const e = g.mission?.ended;
    return e && (e.by === undefined || e.counted) ? `the mission ended on turn ${e.turn} and was counted` : undefined;
  },
  actors(g) {
    if (g.pending) return [US];
    return g.acting === 'cf' ? [VC, US] : [US, VC];
  },
  orders: (ctx) => sideOrders(ctx),
  invariants(before, after, order, post = '') {
    // The co-op player's: no state improved without a rule, none off the table or on another's place, none come on within 1" of the other side.
    const out = [...fngPlayer.invariants(before, after, order, post).filter((b) => !b.startsWith("the enemy's") || !b.includes('came on'))];
    const notes = new Map((after.sealed ?? []).filter((s) => s.kind === 'pef').map((s) => [s.seq, s] as const));
    const was = new Map(before.figures.map((f) => [keyOf(f), f] as const));
    for (const p of after.sidePefs ?? []) {
      const sealed = notes.get(p.seq);
      if (!sealed) {
        out.push(`${p.id} has no sealed note`);
        continue;
      }
      const note = sealed.entry as PefNote;
      const resolved = p.resolvedTurn !== undefined;
      const over = after.mission?.ended !== undefined;
      // A note is disclosed when, and only when, its PEF is resolved or the mission is over.
      if (!!sealed.disclosed !== (resolved || over)) out.push(`${p.id}'s note is ${sealed.disclosed ? 'disclosed' : 'sealed'} though the PEF is ${resolved ? 'resolved' : 'not resolved'}${over ? ' and the mission over' : ''}`);
      for (const id of note.holds) {
        const f = after.figures.find((x) => x.side === p.side && x.id === id);
        if (!f) out.push(`${p.id} holds ${id}, who is not in the force`);
        else if (!resolved && f.at !== undefined) out.push(`${p.side} ${id} is on the table while ${p.id}, which holds him, is not resolved`);
        else if (resolved && f.at === undefined) out.push(`${p.id} is resolved but ${id}, whom it held, was never laid`);
      }
      // Figures a resolution laid keep 1" from the other side (fng.enemy.keep-out-inches).
      if (resolved && before.sidePefs?.find((x) => x.id === p.id)?.resolvedTurn === undefined) {
        for (const id of note.holds) {
          const f = after.figures.find((x) => x.side === p.side && x.id === id)!;
          if (was.get(keyOf(f))?.at || !f?.at) continue;
          const close = after.figures.find((x) => x.side !== p.side && x.at && x.status !== 'obviously-dead' && distance(x.at, f.at!) < 1 - 1e-6);
          if (close) out.push(`${p.side} ${id} was laid at ${at(f.at!)}, ${distance(close.at!, f.at!).toFixed(2)}" from ${close.id}`);
        }
      }
      const b = before.sidePefs?.find((x) => x.id === p.id);
      if (p.at && (p.at.x < 0 || p.at.y < 0 || p.at.x > TABLE.width || p.at.y > TABLE.height)) out.push(`${p.id} stands off the table at ${at(p.at)}`);
      if (b?.at && p.at && distance(b.at, p.at) > PEF_MOVE + 1e-6) out.push(`${p.id} moved ${distance(b.at, p.at).toFixed(1)}" in one order`);
      if (b?.resolvedTurn !== undefined && p.resolvedTurn === undefined) out.push(`${p.id} was resolved and is back`);
    }
    return out;
  },
};
