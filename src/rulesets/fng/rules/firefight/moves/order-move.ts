import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { crawlMove, fastMove, normalMove, standUpCost, type Mover } from '../movement.js';
import { napalmEntered } from '../../support/moves/air-turn.js';
import { obstaclesCrossed, startsOf } from '../../terrain/moves/obstacle-crossing.js';
import { chainEnv, coverWord, standIn, type OrderArgs, type Ordered } from '../../game/order.js';
import { figureOf, has, keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { CARRY_MOVE_PENALTY } from '../wounds.js';

/**
 * Voluntary movement (FNG 2nd Tour p.17–18, seed L608–L629): a normal move of 8" (Attributes and a
 * flak jacket change it), a Fast Move with one 2d6 roll for the group (+4" per die passed against each
 * figure's REP), crawling at half speed counting as prone, going prone (ending the move), standing up
 * for half a move. Carrying a casualty costs 2" (L957); walking wounded move at half speed (L720).
 * Where a figure ends it takes the cover and concealment the board gives there (`standIn`); said in
 * the order, they are attested where no board is loaded and the GM's word against one.
 */

export type MoveMode = 'normal' | 'fast' | 'crawl';

export interface MoveInput {
  readonly moves: readonly { readonly figure: string; readonly to: Point }[];
  readonly mode: MoveMode;
  /** Go prone where the move ends (L628). */
  readonly prone?: boolean;
  /** In cover or concealed where it ends (L807–L815): attested where no board is loaded, the GM's word against one. */
  readonly cover?: boolean;
  readonly concealed?: boolean;
}

export type MoveError = 'fng/already-moved' | 'fng/too-far' | 'fng/in-melee' | 'fng/carried' | 'fng/no-moves' | 'fng/board-reads-cover';

const mover = (f: TableFigure): Mover => ({ fast: has(f, 'fast'), slow: has(f, 'slow'), flakJacket: f.gear.includes('flak-jacket') });

/**
 * Inches a figure may move this way before any Fast Move dice (FNG p.17, L608–L629): standing up,
 * carrying (L957) and a walking wound (L720) taken off. The web page's preview reads it too.
 */
export function baseAllowance(f: TableFigure, mode: MoveMode): number {
  const m = mover(f);
  let inches = mode === 'crawl' ? crawlMove(m) : normalMove(m);
  if (f.prone && mode !== 'crawl') inches -= standUpCost(m);
  if (f.carrying !== undefined) inches -= CARRY_MOVE_PENALTY;
  if (f.status === 'out-of-fight') inches /= 2;
  return Math.max(0, inches);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Moves figures of the acting side; a Fast Move rolls once for all of them and a figure the dice do not carry far enough stops short. */
export function moveFigures(a: OrderArgs, input: MoveInput): RuleResult<Ordered> {
  if (input.moves.length === 0) return fail('fng/no-moves');
  const figs: { f: TableFigure; to: Point }[] = [];
  for (const m of input.moves) {
    const found = ownFigure(a.game, a.side, m.figure);
    if (!found.ok) return found;
    const f = found.value;
    const may = mayAct(a.game, f, { moving: true });
    if (!may.ok) return may;
    if (f.moved || f.busy) return fail('fng/already-moved', { figure: f.id });
    if ((f.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: f.id });
    if (f.carriedBy !== undefined) return fail('fng/carried', { figure: f.id });
    figs.push({ f, to: m.to });
  }
  const word = coverWord(a, input.cover !== undefined || input.concealed !== undefined, figs[0]!.f.id);
  if (!word.ok) return word;
  const events: FngEvent[] = [];
  const allowed = new Map<string, number>();
  const clumsy = new Set<string>();
  if (input.mode === 'fast') {
    // The Fast Move test (L614–L627): one roll for the group; a flak jacket costs 2" of it (L377).
    const r = fastMove(
      a.roller,
      { figures: figs.map(({ f }) => ({ id: keyOf(f), rep: f.rep, ...mover(f), athlete: has(f, 'athlete'), clumsy: has(f, 'clumsy') })), crawling: false },
      'fast move',
    );
    if (!r.ok) return r;
    events.push({ kind: 'fast-move', part: r.value.part, ...(r.value.athletePart ? { athletePart: r.value.athletePart } : {}), figures: r.value.figures.map((x) => ({ figure: x.id, passes: x.passes, inches: x.inches, clumsy: x.fallsStunnedProne })) });
    for (const x of r.value.figures) {
      const f = figs.find((y) => keyOf(y.f) === x.id)!.f;
      // Standing up, carrying and a walking wound cost the same inches of a fast move as of a normal one.
      allowed.set(x.id, Math.max(0, x.inches - (normalMove(mover(f)) - baseAllowance(f, 'normal'))));
      if (x.fallsStunnedProne) clumsy.add(x.id);
    }
  } else {
    for (const { f, to } of figs) {
      const can = baseAllowance(f, input.mode);
      const want = distance(f.at!, to);
      if (want > can + 1e-9) return fail('fng/too-far', { figure: f.id, inches: round2(want), allowed: round2(can) });
      allowed.set(keyOf(f), can);
    }
  }
  let g: FngGame = a.game;
  for (const { f, to } of figs) {
    const key = keyOf(f);
    const can = allowed.get(key) ?? 0;
    const from = f.at!;
    const want = distance(from, to);
    const short = want > can + 1e-9;
    const end = short && want > 0 ? { x: round2(from.x + ((to.x - from.x) * can) / want), y: round2(from.y + ((to.y - from.y) * can) / want) } : to;
    const prone = input.mode === 'crawl' || input.prone === true || clumsy.has(key);
    const { figure: put, stands } = standIn(a, figureOf(g, key), end, input, { prone, moving: input.mode === 'fast' });
    g = updateFigure(g, key, () => ({
      ...put,
      moved: true,
      prone,
      ...(input.mode === 'fast' && !prone ? { fastMoving: true } : {}),
      ...(clumsy.has(key) ? { status: 'stunned' as const, stunnedAt: g.serial } : {}),
    }));
    if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (c) => ({ ...c, at: end }));
    events.push({ kind: 'moved', figure: key, from, to: end, inches: round2(Math.min(want, can)), allowed: round2(can), mode: input.mode, prone, short, ...(stands ? { stands } : {}) });
  }
  // Into burning napalm: its hit, once a turn (L1911).
  g = napalmEntered(g, figs.map(({ f }) => keyOf(f)), chainEnv(a), events);
  // Wire and stakes stop a move, minefields and stakes test those who go in (L1206–L1209).
  g = obstaclesCrossed(a, g, startsOf(figs), events);
  return ok({ game: g, events });
}
