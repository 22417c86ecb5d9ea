import { distance, formatPoint, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { successes } from '../../figures/dice.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, onTable, updateFigure, type TableFigure } from '../../game/state.js';
import { chainEnv } from '../../game/order.js';
import { firearm } from '../../game/chain-kit.js';
import { blockParams, eyeOf, sightOf } from '../../game/line-of-sight.js';
import { sightLine } from '../../terrain/sight-line.js';
import { protectionFrom } from '../../terrain/cover.js';
import { fire } from '../../firefight/ranged-combat.js';
import { combatDamage } from '../../firefight/damage.js';
import type { FngEvent } from '../../game/events.js';
import { CIVILIAN_REP } from '../civilians.js';
import { CIVILIAN_CONTACT_INCHES, CIVILIAN_MOVE_INCHES, civilianFastMove, civilianOn, civilianRoom, civilianWalk, roomFor, type TableCivilian } from '../civilian-figures.js';
import { civilianNamed, civiliansOf, civilianTable, updateCivilian } from './civilians-play.js';
import { civilianGoes } from './civilian-hazards.js';
import { MAN_BREADTH } from '../../figures/figure.js';

/**
 * What the players do with a civilian on the table after Speak Local (FNG 2nd Tour p.56, seed L1298):
 * move him as he agreed to be moved, or force one who refused with a round of melee that does no
 * damage ("No actual damage is dealt, just physical intimidation is used", L1303).
 */

export type CivilianMoveError = 'fng/civilian-place-taken' | 'fng/no-weapon' | 'fng/out-of-ammo' | 'fng/out-of-range' | 'fng/no-line-of-sight' | 'fng/civilian-needs-to' | 'fng/civilian-needs-figure' | 'fng/civilian-refuses' | 'fng/civilian-not-directed' | 'fng/civilian-next-turn' | 'fng/civilian-too-far' | 'fng/civilian-not-refusing' | 'fng/not-in-contact' | 'fng/no-board';

/**
 * Moves a civilian as told (L1298): only one who agreed to the acting side, from the turn he agreed
 * to, once; at normal speed up to 8" of ground paid as any figure pays it (L1146–L1204), or — one who
 * goes with the force — further as a Fast Move (2d6 vs REP 2, +4" a pass, L616), as far along the line
 * as it takes him. Never onto a figure's or another civilian's place.
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
  const t = civilianTable(a.table, a.game);
  if (dest.x < 0 || dest.y < 0 || dest.x > t.width || dest.y > t.height) return fail('fng/civilian-too-far', { civilian: c.id, max: CIVILIAN_MOVE_INCHES });
  // Not onto anybody's place: a figure's, or another civilian's.
  const onFigure = a.game.figures.find((f) => onTable(f) && f.carriedBy === undefined && distance(f.at!, dest) < MAN_BREADTH - 1e-9);
  const onCivilian = civilianOn(civiliansOf(a.game).filter((x) => x.id !== c.id), dest);
  if (onFigure || onCivilian) return fail('fng/civilian-place-taken', { civilian: c.id, other: onFigure?.id ?? onCivilian!.id, at: formatPoint(onFigure?.at ?? onCivilian!.at) });
  // His normal move pays the ground as any figure's (L1146–L1204); one who goes with the force may go as far as a Fast Move.
  const normal = civilianWalk(t, c.at, dest, CIVILIAN_MOVE_INCHES);
  if (!normal.full && !d.fast) return fail('fng/civilian-too-far', { civilian: c.id, max: CIVILIAN_MOVE_INCHES, furthest: formatPoint(normal.to) });
  const fast = normal.full ? undefined : civilianFastMove(a.roller, `civilian ${c.id} fast move`);
  const to = fast ? civilianRoom(roomFor(t, c, civiliansOf(a.game)), c.at, civilianWalk(t, c.at, dest, fast.inches).to) : dest;
  const { directed: _d, prone: _p, ...rest } = c;
  // What burns on his way burns him (L782, L1911).
  const burns: FngEvent[] = [];
  const moved = civilianGoes(a.game, { ...rest, at: to, ...(c.doing === 'guiding' ? {} : { doing: 'sheltering' as const }) }, c.at, { roller: a.roller, rules: a.rules, ...(fast ? { fast: true } : {}) }, burns);
  return ok({ game: updateCivilian(a.game, moved), events: [{ kind: 'civilian', event: { what: 'directed', id: c.id, to: moved.at, ...(fast ? { fast: { inches: fast.inches, part: fast.part } } : {}) } }, ...burns] });
}

/** What forcing a civilian and firing at one both start from: a board, the player's figure able to act (`busy` when he cannot), and the civilian named; the board is handed on. */
function figureAndCivilian(a: OrderArgs, input: { readonly figure?: string; readonly civilian: string }, busy: 'fng/already-moved' | 'fng/already-fired'): RuleResult<{ readonly table: NonNullable<OrderArgs['table']>; readonly f: TableFigure; readonly c: TableCivilian }> {
  if (!a.table) return fail('fng/no-board');
  if (input.figure === undefined) return fail('fng/civilian-needs-figure', { civilian: input.civilian });
  const found = readyFigure(a, input.figure, busy);
  if (!found.ok) return found;
  const named = civilianNamed(a.game, input.civilian);
  if (!named.ok) return named;
  return ok({ table: a.table, f: found.value, c: named.value });
}

/**
 * Forces a civilian who refused (L1298, L1303): the figure, in contact, fights a round of melee that
 * does no damage — his REP in d6 against the civilian's 2, counting 1–3 — his action this activation.
 * The civilian winning (more successes) flees with a Fast Move straight away from him; any other
 * result, he will move as directed this turn.
 */
export function civilianForceOrder(a: OrderArgs, input: { readonly figure?: string; readonly civilian: string }): RuleResult<Ordered> {
  const both = figureAndCivilian(a, input, 'fng/already-moved');
  if (!both.ok) return both;
  const { table, f, c } = both.value;
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
  const t = civilianTable(table, g);
  const d = distance(f.at, c.at);
  const dir = d === 0 ? { x: 1, y: 0 } : { x: (c.at.x - f.at.x) / d, y: (c.at.y - f.at.y) / d };
  const away = { x: Math.min(t.width, Math.max(0, c.at.x + dir.x * fast.inches)), y: Math.min(t.height, Math.max(0, c.at.y + dir.y * fast.inches)) };
  // Straight away from him, over the ground as any figure goes, and not onto anybody's place.
  const to = civilianRoom(roomFor(t, c, civiliansOf(g)), c.at, civilianWalk(t, c.at, away, fast.inches).to);
  const burns: FngEvent[] = [];
  const fled = civilianGoes(g, { ...rest, at: to, doing: 'sheltering' }, c.at, { roller: a.roller, rules: a.rules, fast: true }, burns);
  return ok({
    game: updateCivilian(g, fled),
    events: [{ kind: 'civilian', event: { what: 'forced', id: c.id, figure: keyOf(f), figureSuccesses: mine.passes, civilianSuccesses: his.passes, parts: [mine.part, his.part], flees, to: fled.at, fast: { inches: fast.inches, part: fast.part } } }, ...burns],
  });
}

/**
 * A figure fires at a civilian (Ranged Combat, L816–L845): his weapon's Target Rating on the one
 * target, in range and in sight, the civilian in cover or prone as the board and his stance have it;
 * each hit rolls Combat Damage at the weapon's Impact — a casualty costs 1 VP at the end (L1281) — and
 * the shot is heard like any other (L1264). No Received Fire or Man Down: civilians take neither.
 */
export function civilianFireOrder(a: OrderArgs, input: { readonly figure?: string; readonly civilian: string }): RuleResult<Ordered> {
  const both = figureAndCivilian(a, input, 'fng/already-fired');
  if (!both.ok) return both;
  const { table, f, c } = both.value;
  const env = chainEnv(a);
  const arm = firearm(env, f);
  if (!arm) return fail('fng/no-weapon', { figure: f.id });
  if (f.outOfAmmo) return fail('fng/out-of-ammo', { figure: f.id });
  const range = Math.round(distance(f.at!, c.at) * 10) / 10;
  if (range > arm.weapon.range) return fail('fng/out-of-range', { figure: c.id, inches: range, range: arm.weapon.range, weapon: arm.weapon.name });
  const line = sightLine(table, eyeOf({ ...f, at: f.at! }), eyeOf({ at: c.at, prone: c.prone }), sightOf(a.game));
  if (line.block) return fail('fng/no-line-of-sight', { shooter: f.id, figure: c.id, inches: range, ...blockParams(line.block, { from: f.id, to: c.id }) });
  const cover = protectionFrom(table, c.at, { prone: c.prone === true }, f.at!);
  const r = fire(a.roller, { rep: f.rep, tr: arm.tr, targets: [{ id: c.id, dice: arm.tr, ...(cover.cover ? { inCover: true } : {}), ...(cover.concealment ? { concealed: true } : {}), ...(c.prone ? { prone: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `fire ${f.id} at ${c.id}`);
  if (!r.ok) throw new Error(r.code);
  const events: FngEvent[] = [];
  let hurt: TableCivilian = c;
  for (let i = 0; i < (r.value.hits[c.id] ?? 0) && hurt.status === 'carry-on'; i++) {
    const d = combatDamage(a.roller, { impact: arm.weapon.impact, inCover: cover.cover, coverEvenMiss: env.rules.coverEvenMiss }, `civilian ${c.id} damage`);
    if (!d.ok) throw new Error(d.code);
    const res = d.value.result;
    events.push({ kind: 'civilian', event: { what: 'hit', id: c.id, impact: arm.weapon.impact, die: d.value.die, result: res, part: d.value.part, by: a.side } });
    hurt = res === 'obviously-dead' || res === 'out-of-the-fight' ? { ...hurt, status: res === 'obviously-dead' ? 'obviously-dead' : 'out-of-fight', hurtBy: a.side } : res === 'knocked-down' ? { ...hurt, prone: true } : hurt;
  }
  const g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, fired: true, ...(r.value.outOfAmmo ? { outOfAmmo: true } : {}) }));
  return ok({ game: updateCivilian(g, hurt), events: [{ kind: 'civilian', event: { what: 'shot', id: c.id, figure: keyOf(f), at: c.at, weapon: arm.weapon.name, result: r.value } }, ...events] });
}
