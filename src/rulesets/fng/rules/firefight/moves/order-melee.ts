import { distance, formatPoint, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { walkOn } from './order-move.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { gruntBreakOff } from '../melee.js';
import { IN_SIGHT_EXTRA_MOVE, normalMove } from '../movement.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { byKey, has, inches, keyOf, onTable, ownFigure, updateFigure, liveEnemy, type FngGame } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { chargeFromBoard } from '../../figures/facing.js';

/**
 * Melee (FNG 2nd Tour p.35–38, seed L887–L953): the only way in is the Charge into Melee test, taken
 * by the target once against all its chargers; the table says whether it fires first, who tests
 * Cohesion and who goes in, and the melee follows at once. A helpless enemy is captured or killed
 * (L950). A figure left Evenly Matched fights on or breaks off when next active (L947–L953).
 * On a loaded board a charge's front, flank or rear (L318, L903) is read from where each charger begins
 * and ends and the way the target faces (figures/facing.ts `chargeFromBoard`); without one, declared.
 */

export interface ChargeInput {
  readonly chargers: readonly string[];
  readonly target: string;
  /** Where the chargers come from against the target's front (L318): declared where no board is loaded; on one, read from it (`chargeFromBoard`) and a contradicting one refused. */
  readonly from?: 'front' | 'flank' | 'rear';
  /** Dispatch a helpless target instead of capturing it (L950). */
  readonly kill?: boolean;
}

export type MeleeOrderError = 'fng/charge-from-board' | 'fng/charge-too-far' | 'fng/already-moved' | 'fng/not-in-melee' | 'fng/no-chargers' | 'fng/lull';

/** Chargers contact the target within their move and the 2" allowed before the test (L893). */
export function chargeOrder(a: OrderArgs, input: ChargeInput): RuleResult<Ordered> {
  if (input.chargers.length === 0) return fail('fng/no-chargers');
  // A lull (Random Event, L1641): no voluntary movement, a charge neither.
  if (a.game.mission?.lullTurn === a.game.turn) return fail('fng/lull', { figure: input.chargers[0]! });
  const t = liveEnemy(a.game, a.side, input.target);
  if (!t.ok) return t;
  const target = t.value;
  let g: FngGame = a.game;
  const chargers: { key: string; from: 'front' | 'flank' | 'rear' }[] = [];
  for (const ref of input.chargers) {
    const found = readyFigure({ game: g, side: a.side }, ref, 'fng/already-moved', { moved: true });
    if (!found.ok) return found;
    const f = found.value;
    const reach = normalMove({ fast: has(f, 'fast'), slow: has(f, 'slow'), flakJacket: f.gear.includes('flak-jacket') }) + IN_SIGHT_EXTRA_MOVE;
    const d = inches(f, target);
    // The ground on the way costs the charge as it does a move (L1146–L1204).
    const w = walkOn(a, f.at!, target.at!, reach);
    if (d > reach || !w.full) return fail('fng/charge-too-far', { figure: f.id, inches: Math.round(d * 10) / 10, reach, ...(w.full ? {} : { furthest: formatPoint(w.reached) }) });
    const spot = contactSpot(g, keyOf(f), target.at!, f.at!);
    // On a loaded board the table says where he comes from (L318); a `from` it contradicts is refused. With
    // facing not read (house rule `fng.facing` all-round) it is declared, as where no board is loaded.
    const from = a.table && a.table.facing !== 'all-round' ? chargeFromBoard({ at: target.at!, facing: target.facing }, f.at!, spot) : (input.from ?? 'front');
    if (input.from !== undefined && input.from !== from) return fail('fng/charge-from-board', { figure: f.id, target: target.id, from: input.from });
    chargers.push({ key: keyOf(f), from });
    g = updateFigure(g, keyOf(f), (x) => ({ ...x, at: spot, moved: true, prone: false, inCover: false, concealed: false }));
  }
  const r = runChain(g, [{ kind: 'charge', target: keyOf(target), chargers, ...(input.kill ? { kill: true } : {}) }], chainEnv(a));
  return ok({ game: r.game, events: r.events });
}

/** How far from the target a charger stands in contact: within the 1" of contact (L893, `CONTACT_INCHES`). */
const CONTACT_AT = 0.9;
/** The least room between two figures' places: a man's breadth, so none stands on another. */
const BREADTH = 0.5;

/**
 * Into contact (L893): the charger stands against the target on the side he comes from, or the nearest
 * free place round it (30° at a time), so no two figures share a place; the table has no bases. With
 * every place round the target taken, he stands in the next ring out, behind the men in contact.
 */
export function contactSpot(g: FngGame, charger: string, target: Point, from: Point): Point {
  const others = g.figures.filter((x) => keyOf(x) !== charger && onTable(x) && distance(x.at!, target) > 1e-9).map((x) => x.at!);
  const base = Math.atan2(from.y - target.y, from.x - target.x) || 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  const at = (r: number, turn: number) => ({ x: round(target.x + r * Math.cos(base + turn)), y: round(target.y + r * Math.sin(base + turn)) });
  for (let ring = 0; ring < 4; ring++) {
    const r = CONTACT_AT + ring * BREADTH;
    const steps = 12 * (ring + 1);
    for (let i = 0; i < steps; i++) {
      const p = at(r, (i % 2 === 0 ? 1 : -1) * Math.ceil(i / 2) * ((2 * Math.PI) / steps));
      if (others.every((o) => distance(o, p) >= BREADTH - 1e-9)) return p;
    }
  }
  return at(CONTACT_AT, 0);
}

/**
 * A figure locked in an Evenly Matched melee, when active (L947–L953): a Star fights on or breaks off as
 * he chooses; a Grunt that wants out tests 1d6 against REP — pass, it stays and fights; fail, it breaks
 * off 1d6" away. Fighting on is another round against the same opponent.
 */
export function meleeOrder(a: OrderArgs, input: { readonly figure: string; readonly breakOff?: boolean }): RuleResult<Ordered> {
  const found = ownFigure(a.game, a.side, input.figure);
  if (!found.ok) return found;
  const f = found.value;
  const opponents = (f.fighting ?? []).filter((k) => byKey(a.game, k) !== undefined);
  if (opponents.length === 0) return fail('fng/not-in-melee', { figure: f.id });
  const may = mayAct(a.game, f);
  if (!may.ok) return may;
  if (f.busy) return fail('fng/already-moved', { figure: f.id });
  const events: FngEvent[] = [];
  let g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, busy: true, moved: true, fired: true }));
  const separate = (game: FngGame): FngGame =>
    opponents.reduce((acc, k) => updateFigure(acc, k, (o) => ({ ...o, fighting: (o.fighting ?? []).filter((x) => x !== keyOf(f)) })), updateFigure(game, keyOf(f), (x) => ({ ...x, fighting: [] })));
  if (input.breakOff) {
    if (f.star) {
      events.push({ kind: 'break-off', figure: keyOf(f), stays: false, parts: [], star: true });
      return ok({ game: separate(g), events });
    }
    const r = gruntBreakOff(a.roller, f.rep, `break off ${f.id}`);
    if (!r.ok) return r;
    if (r.value.kind === 'breaks-off') {
      events.push({ kind: 'break-off', figure: keyOf(f), stays: false, inches: r.value.inches, parts: r.value.parts, star: false });
      return ok({ game: separate(g), events });
    }
    events.push({ kind: 'break-off', figure: keyOf(f), stays: true, parts: [r.value.part], star: false });
  }
  const steps: ChainStep[] = opponents.slice(0, 1).map((d) => ({ kind: 'melee', attacker: keyOf(f), defender: d }));
  const chain = runChain(g, steps, chainEnv(a));
  g = chain.game;
  return ok({ game: g, events: [...events, ...chain.events] });
}
