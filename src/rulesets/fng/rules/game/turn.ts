import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { mayActivate, rollActivation } from '../firefight/activation.js';
import { ambushedActAnyway } from './ambush-opening.js';
import { napalmAt } from '../support/air-state.js';
import type { FngEvent } from './events.js';
import { settleWeather } from './mission-weather.js';
import { activationRepOf, keyOf, onTable, otherSide, sideName, type FngGame, type FngSide, type TableFigure } from './state.js';
import { terrainDue } from './terrain-due.js';

/**
 * The turn (FNG 2nd Tour, Turn Sequence, seed L599–L607): the Activation dice, the side with the
 * higher die activating first, each side only its groups whose REP is at least its die, then the other
 * side; doubles are no turn and are rolled again. The phase table says which orders are legal now.
 */

/** What an order is to the phase table: set-up, the turn's first roll, an action of the acting side, ending it, or a Star's answer. */
export type FngOrderKind = 'setup' | 'activate' | 'act' | 'done' | 'react';
export const FNG_ORDER_KINDS: readonly FngOrderKind[] = ['setup', 'activate', 'act', 'done', 'react'];

export type TurnError = 'fng/mission-over' | 'fng/not-started' | 'fng/turn-over' | 'fng/turn-running' | 'fng/not-your-activation' | 'fng/cannot-activate' | 'fng/not-on-table' | 'fng/figure-down' | 'fng/in-napalm' | 'fng/tour-between-missions';

/** Doubles in a row past which we stop rolling: a fault guard (the odds are 6^-20), not a rule. */
const MAX_ROLLS = 20;

/** May `side` give an order of this kind now? */
export function checkOrder(g: FngGame, side: FngSide, kind: FngOrderKind): RuleResult<FngGame, TurnError> {
  if (kind === 'setup') return ok(g);
  // An ended mission takes no more turns (L2182): only set-up orders, for what comes after it.
  if (g.mission?.ended) return fail('fng/mission-over', { turn: g.mission.ended.turn, counted: g.mission.ended.by === 'time' && !g.mission.ended.counted ? 'no' : 'yes' });
  if (kind === 'react') return ok(g);
  // On a tour the firefight is the campaign turn's mission: between missions there is none to fight.
  if (g.tour && g.tour.stage !== 'mission') return fail('fng/tour-between-missions');
  if (kind === 'activate') return g.acting === undefined ? ok(g) : fail('fng/turn-running', { side: sideName(g, g.acting) });
  if (g.turn === 0) return fail('fng/not-started');
  // Between a turn and the next Activation (the bot rolls it by itself; `/fng activate` when it could not).
  if (g.acting === undefined) return fail('fng/turn-over', { turn: g.turn });
  if (g.acting !== side) return fail('fng/not-your-activation', { side: sideName(g, g.acting) });
  return ok(g);
}

/**
 * Whether a figure of the acting side may act this activation (L603): on the table, carrying on (a
 * retired figure may move but fires only if fired on, L722; walking wounded move alone), and its
 * group's REP at least its side's die; in burning napalm it may only move out (L1911).
 */
export function mayAct(g: FngGame, f: TableFigure, opts: { readonly moving?: boolean } = {}): RuleResult<true, TurnError> {
  const may = activates(g, f, opts);
  if (!may.ok) return may;
  // In burning napalm a figure may only try to get out of it (L1911).
  if (opts.moving !== true && napalmAt(g, f.at!)) return fail('fng/in-napalm', { figure: f.id });
  return may;
}

/** The figure may act this activation at all, whatever it may then do. */
function activates(g: FngGame, f: TableFigure, opts: { readonly moving?: boolean }): RuleResult<true, TurnError> {
  if (!onTable(f)) return fail('fng/not-on-table', { figure: f.id });
  const walking = f.status === 'out-of-fight' && f.walkingWounded === true && opts.moving === true;
  const allowed = f.status === 'carry-on' || (opts.moving === true && f.status === 'retired') || walking;
  if (!allowed) return fail('fng/figure-down', { figure: f.id, status: f.status });
  const die = g.dice?.[f.side] ?? 7;
  const rep = walking ? f.rep : activationRepOf(g, f).rep;
  // A group its commander activated by radio acts now, whatever its REP (L1698).
  const radioed = g.radioed?.serial === g.serial && g.radioed.figures.includes(keyOf(f));
  // Spotted, the ambushed troops act at once, whatever their REP (L2192).
  if (!mayActivate(rep, die) && !radioed && !ambushedActAnyway(g, f.side)) return fail('fng/cannot-activate', { figure: f.id, rep, die });
  return ok(true);
}

/** Whether any figure of `side` could act this activation (one in napalm may still move out of it). */
export function anyMayAct(g: FngGame, side: FngSide): boolean {
  return g.figures.some((f) => f.side === side && activates(g, f, {}).ok);
}

/**
 * A side's activation begins: what its figures did last activation is cleared, Duck Back ends (it acts
 * again, L714), fast moving ends (L621), and what was readied or set up "when next active" is ready.
 */
export function startActivation(g: FngGame, side: FngSide): FngGame {
  const serial = g.serial + 1;
  const fresh = (f: TableFigure): TableFigure => {
    if (f.side !== side) return f;
    const { moved: _m, fired: _f, busy: _b, fastMoving: _fm, reloaded: _r, moveLeft: _ml, ...rest } = f;
    return {
      ...rest,
      ...(f.status === 'duck-back' ? { status: 'carry-on' } : {}),
      ...(f.ready && f.ready.when !== 'now' ? { ready: { ...f.ready, when: 'now', serial } } : {}),
      ...(f.mg && f.mg.when !== 'now' ? { mg: { when: 'now', serial } } : {}),
    };
  };
  return { ...g, acting: side, serial, figures: g.figures.map(fresh) };
}

/**
 * Rolls Activation (L599–L607) until it is not doubles, and starts the turn with the higher die's side.
 * Random Events on doubles and reinforcements on a 7 are the enemy's part (package B): the roll says so.
 */
export function rollTurn(g: FngGame, roller: Roller): { readonly game: FngGame; readonly events: FngEvent[] } {
  const events: FngEvent[] = [];
  const doubles: number[] = [];
  for (let i = 0; i < MAX_ROLLS; i++) {
    const r = rollActivation(roller, ['fwf', 'cf'] as const);
    if (!r.ok) throw new Error(r.code);
    const a = r.value;
    if (a.kind === 'doubles') {
      events.push({ kind: 'activation', turn: g.turn + 1, dice: a.dice, doubles: true, parts: a.parts });
      doubles.push(a.dice.fwf);
      continue;
    }
    events.push({ kind: 'activation', turn: g.turn + 1, dice: a.dice, doubles: false, first: a.first, ...(a.reinforcementsFor ? { reinforcements: a.reinforcementsFor } : {}), parts: a.parts });
    // With the bot playing the enemy, it answers the doubles' Random Events and the 7's reinforcements.
    // Head to head the bot plays no side: nobody answers them (docs/fng.md, Head to head).
    const checks = g.mission && g.mode !== 'head-to-head' && (doubles.length > 0 || a.reinforcementsFor) ? { checks: { doubles, ...(a.reinforcementsFor ? { seven: a.reinforcementsFor } : {}) } } : {};
    // Variable weather settles at the first Activation doubles (L1350).
    const settled = doubles.length > 0 ? settleWeather(g, doubles[0]!) : { game: g, events: [] };
    events.push(...settled.events);
    const started = startActivation({ ...settled.game, turn: g.turn + 1, dice: a.dice, done: [], ...checks }, a.first);
    return { game: started, events };
  }
  throw new Error('activation dice rolled doubles twenty times');
}

/**
 * The acting side is done (L603–L607): its stunned figures that spent this whole activation doing
 * nothing recover (L711), and the other side activates, or the turn is over.
 */
export function endActivation(g: FngGame, side: FngSide): { readonly game: FngGame; readonly events: FngEvent[] } {
  const recovered = g.figures.filter((f) => f.side === side && f.status === 'stunned' && (f.stunnedAt ?? g.serial) < g.serial);
  const keys = new Set(recovered.map(keyOf));
  const figures = g.figures.map((f) => {
    if (!keys.has(keyOf(f))) return f;
    const { stunnedAt: _s, ...rest } = f;
    return { ...rest, status: 'carry-on' as const };
  });
  const done = [...g.done, side];
  const next: FngGame = { ...g, figures, done };
  const events: FngEvent[] = [{ kind: 'done', side, recovered: [...keys] }];
  const other = otherSide(side);
  if (!done.includes(other)) return { game: startActivation(next, other), events };
  const { acting: _a, ...over } = next;
  return { game: over, events };
}

/** Head to head: whether `side` has a PEF on the table not yet resolved (head-to-head.ts). */
const hasOwnPefs = (g: FngGame, side: FngSide): boolean => (g.sidePefs ?? []).some((p) => p.side === side && p.at !== undefined && p.resolvedTurn === undefined);

/**
 * What happens by itself after an order: a side with no group able to activate is passed over, and
 * once both sides are done the next turn's Activation is rolled — unless the terrain has its turn end
 * to play first, which the caller that has the table runs (rules/turn-end.ts).
 */
export function advanceTurn(g0: FngGame, roller: Roller): { readonly game: FngGame; readonly events: FngEvent[] } {
  let g = g0;
  const events: FngEvent[] = [];
  if (g.pending || g.turn === 0 || g.mission?.ended) return { game: g, events };
  for (let guard = 0; guard < 8; guard++) {
    if (g.acting === undefined) {
      // A fire burning or a swimmer in deep water: the terrain's turn end comes first (rules/turn-end.ts).
      if (terrainDue(g)) break;
      const r = rollTurn(g, roller);
      g = r.game;
      events.push(...r.events);
      continue;
    }
    // The enemy the bot plays is never passed over here: its PEFs' REP is its secret, so the bot ends its activation.
    // Head to head a side with a PEF of its own on the table is not passed over either: it may move it.
    if (anyMayAct(g, g.acting) || (g.acting === 'cf' && g.mission && g.mode !== 'head-to-head') || hasOwnPefs(g, g.acting)) break;
    const side = g.acting;
    events.push({ kind: 'activation-start', side, die: g.dice?.[side] ?? 0, skipped: true, recovered: [] });
    const r = endActivation(g, side);
    g = r.game;
    events.push(...r.events);
  }
  return { game: g, events };
}
