import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { gruntBreakOff } from '../melee.js';
import { IN_SIGHT_EXTRA_MOVE, normalMove } from '../movement.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { byKey, has, inches, keyOf, ownFigure, updateFigure, liveEnemy, type FngGame } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';

/**
 * Melee (FNG 2nd Tour p.35–38, seed L887–L953): the only way in is the Charge into Melee test, taken
 * by the target once against all its chargers; the table says whether it fires first, who tests
 * Cohesion and who goes in, and the melee follows at once. A helpless enemy is captured or killed
 * (L950). A figure left Evenly Matched fights on or breaks off when next active (L947–L953).
 */

export interface ChargeInput {
  readonly chargers: readonly string[];
  readonly target: string;
  /** Where the chargers come from against the target's front (L318). */
  readonly from?: 'front' | 'flank' | 'rear';
  /** Dispatch a helpless target instead of capturing it (L950). */
  readonly kill?: boolean;
}

export type MeleeOrderError = 'fng/charge-too-far' | 'fng/already-moved' | 'fng/not-in-melee' | 'fng/no-chargers';

/** Chargers contact the target within their move and the 2" allowed before the test (L893). */
export function chargeOrder(a: OrderArgs, input: ChargeInput): RuleResult<Ordered> {
  if (input.chargers.length === 0) return fail('fng/no-chargers');
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
    if (d > reach) return fail('fng/charge-too-far', { figure: f.id, inches: Math.round(d * 10) / 10, reach });
    chargers.push({ key: keyOf(f), from: input.from ?? 'front' });
    // Into contact: the charger stands at the target's place (the table has no bases).
    g = updateFigure(g, keyOf(f), (x) => ({ ...x, at: target.at!, moved: true, prone: false, inCover: false, concealed: false }));
  }
  const r = runChain(g, [{ kind: 'charge', target: keyOf(target), chargers, ...(input.kill ? { kill: true } : {}) }], chainEnv(a));
  return ok({ game: r.game, events: r.events });
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
