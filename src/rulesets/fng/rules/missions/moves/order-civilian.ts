import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { successes } from '../../figures/dice.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure } from '../../game/state.js';
import { CIVILIAN_REP } from '../civilians.js';
import { CIVILIAN_CONTACT_INCHES, CIVILIAN_MOVE_INCHES, civilianFastMove, stepToward, type TableCivilian } from '../civilian-figures.js';
import { civilianNamed, civilianTable, updateCivilian } from './civilians-play.js';

/**
 * What the players do with a civilian on the table after Speak Local (FNG 2nd Tour p.56, seed L1298):
 * move him as he agreed to be moved, or force one who refused with a round of melee that does no
 * damage ("No actual damage is dealt, just physical intimidation is used", L1303).
 */

export type CivilianMoveError = 'fng/civilian-needs-to' | 'fng/force-needs-figure' | 'fng/civilian-refuses' | 'fng/civilian-not-directed' | 'fng/civilian-next-turn' | 'fng/civilian-too-far' | 'fng/civilian-not-refusing' | 'fng/not-in-contact' | 'fng/no-board';

/**
 * Moves a civilian as told (L1298): only one who agreed to the acting side, from the turn he agreed
 * to, once; at normal speed up to 8", or — one who goes with the force — further as a Fast Move
 * (2d6 vs REP 2, +4" a pass, L616), as far along the line as it takes him.
 */
export function civilianMoveOrder(a: OrderArgs, input: { readonly civilian: string; readonly to?: Point }): RuleResult<Ordered> {
  if (!a.table) return fail('fng/no-board');
  const dest = input.to;
  if (!dest) return fail('fng/civilian-needs-to', { civilian: input.civilian });
  const found = civilianNamed(a.game, input.civilian);
  if (!found.ok) return found;
  const c = found.value;
  const d = c.directed;
  if (!d || d.side !== a.side) return fail(c.refuses ? 'fng/civilian-refuses' : 'fng/civilian-not-directed', { civilian: c.id });
  if (d.from > a.game.turn) return fail('fng/civilian-next-turn', { civilian: c.id });
  const t = civilianTable(a.table);
  if (dest.x < 0 || dest.y < 0 || dest.x > t.width || dest.y > t.height) return fail('fng/civilian-too-far', { civilian: c.id, max: CIVILIAN_MOVE_INCHES });
  const far = distance(c.at, dest);
  if (far > CIVILIAN_MOVE_INCHES + 1e-9 && !d.fast) return fail('fng/civilian-too-far', { civilian: c.id, max: CIVILIAN_MOVE_INCHES });
  const fast = far > CIVILIAN_MOVE_INCHES + 1e-9 ? civilianFastMove(a.roller, `civilian ${c.id} fast move`) : undefined;
  const to = fast ? stepToward(c.at, dest, fast.inches) : dest;
  const { directed: _d, prone: _p, ...rest } = c;
  const moved: TableCivilian = { ...rest, at: to, ...(c.doing === 'guiding' ? {} : { doing: 'sheltering' as const }) };
  return ok({ game: updateCivilian(a.game, moved), events: [{ kind: 'civilian', event: { what: 'directed', id: c.id, to, ...(fast ? { fast: { inches: fast.inches, part: fast.part } } : {}) } }] });
}

/**
 * Forces a civilian who refused (L1298, L1303): the figure, in contact, fights a round of melee that
 * does no damage — his REP in d6 against the civilian's 2, counting 1–3 — his action this activation.
 * The civilian winning (more successes) flees with a Fast Move straight away from him; any other
 * result, he will move as directed this turn.
 */
export function civilianForceOrder(a: OrderArgs, input: { readonly figure?: string; readonly civilian: string }): RuleResult<Ordered> {
  if (!a.table) return fail('fng/no-board');
  if (input.figure === undefined) return fail('fng/force-needs-figure', { civilian: input.civilian });
  const found = readyFigure(a, input.figure, 'fng/already-moved');
  if (!found.ok) return found;
  const f = found.value;
  const named = civilianNamed(a.game, input.civilian);
  if (!named.ok) return named;
  const c = named.value;
  if (!c.refuses) return fail('fng/civilian-not-refusing', { civilian: c.id });
  if (!f.at || distance(f.at, c.at) > CIVILIAN_CONTACT_INCHES + 1e-9) return fail('fng/not-in-contact', { figure: f.id, other: c.id });
  const mine = successes(a.roller, f.rep, `force ${f.id}`);
  const his = successes(a.roller, CIVILIAN_REP, `civilian ${c.id} resists`);
  const flees = his.passes > mine.passes;
  const g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, busy: true, fired: true }));
  const { refuses: _r, ...rest } = c;
  if (!flees) {
    const obeys: TableCivilian = { ...rest, directed: { side: a.side, from: a.game.turn } };
    return ok({ game: updateCivilian(g, obeys), events: [{ kind: 'civilian', event: { what: 'forced', id: c.id, figure: keyOf(f), figureSuccesses: mine.passes, civilianSuccesses: his.passes, parts: [mine.part, his.part], flees } }] });
  }
  const fast = civilianFastMove(a.roller, `civilian ${c.id} flees`);
  const t = civilianTable(a.table);
  const d = distance(f.at, c.at);
  const dir = d === 0 ? { x: 1, y: 0 } : { x: (c.at.x - f.at.x) / d, y: (c.at.y - f.at.y) / d };
  const away = { x: Math.min(t.width, Math.max(0, c.at.x + dir.x * fast.inches)), y: Math.min(t.height, Math.max(0, c.at.y + dir.y * fast.inches)) };
  const to = stepToward(c.at, away, fast.inches);
  const fled: TableCivilian = { ...rest, at: to, doing: 'sheltering' };
  return ok({
    game: updateCivilian(g, fled),
    events: [{ kind: 'civilian', event: { what: 'forced', id: c.id, figure: keyOf(f), figureSuccesses: mine.passes, civilianSuccesses: his.passes, parts: [mine.part, his.part], flees, to, fast: { inches: fast.inches, part: fast.part } } }],
  });
}
