import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { figureOf, keyOf, ownFigure } from '../../game/state.js';

/**
 * A Star's choices where the rules give him one (FNG 2nd Tour: Free Will on Received Fire, Man Down and
 * Cohesion L344–L346; his In Sight action L670, L682): the chain waits for his player's answer, and
 * goes on with the default (roll the dice) once the GM's deadline has passed and another order comes,
 * or when the GM says so.
 */

export const FREE_WILL_ANSWERS = ['2', '1', '0', 'roll'] as const;
export const IN_SIGHT_ANSWERS = ['fire', 'duck-back', 'charge', 'roll'] as const;

export type ReactError = 'fng/nothing-to-answer' | 'fng/not-asked' | 'fng/bad-answer' | 'fng/awaiting-star' | 'fng/gm-only';

/** Answers the question the chain waits on for one Star; once every Star asked has answered, the chain goes on. */
export function reactOrder(a: OrderArgs & { readonly gm: boolean }, input: { readonly figure?: string; readonly answer?: string; readonly defaults?: boolean }): RuleResult<Ordered> {
  const p = a.game.pending;
  if (!p) return fail('fng/nothing-to-answer');
  if (input.defaults) {
    if (!a.gm) return fail('fng/gm-only');
    return ok(resume(a));
  }
  if (input.figure === undefined || input.answer === undefined) return fail('fng/bad-answer', { answers: answersFor(p.question) });
  const found = ownFigure(a.game, a.side, input.figure);
  if (!found.ok) return found;
  const key = keyOf(found.value);
  if (!p.asked.includes(key)) return fail('fng/not-asked', { figure: found.value.id });
  const answer = input.answer.trim().toLowerCase();
  const allowed: readonly string[] = p.question === 'free-will' ? FREE_WILL_ANSWERS : IN_SIGHT_ANSWERS;
  if (!allowed.includes(answer)) return fail('fng/bad-answer', { answers: answersFor(p.question) });
  const answers = { ...p.answers, [key]: answer };
  const waiting = p.asked.filter((k) => answers[k] === undefined);
  const answered: FngEvent = { kind: 'answered', figure: key, answer, waiting };
  if (waiting.length > 0) return ok({ game: { ...a.game, pending: { ...p, answers } }, events: [answered] });
  const r = runChain(a.game, p.steps, chainEnv(a), answers);
  return ok({ game: r.game, events: [answered, ...r.events] });
}

const answersFor = (q: 'free-will' | 'in-sight-action'): string => (q === 'free-will' ? FREE_WILL_ANSWERS : IN_SIGHT_ANSWERS).join(', ');

/** The chain goes on with the default for every Star not yet answered: roll the dice. */
function resume(a: OrderArgs): Ordered {
  const p = a.game.pending!;
  const missing = p.asked.filter((k) => p.answers[k] === undefined);
  const answers = { ...p.answers, ...Object.fromEntries(missing.map((k) => [k, 'roll'])) };
  const r = runChain(a.game, p.steps, chainEnv(a), answers);
  return { game: r.game, events: [{ kind: 'defaults', figures: missing }, ...r.events] };
}

/**
 * Before any other order: a chain waiting on a Star holds the game until its deadline (house rule
 * `fng.star.deadline-hours`); after it, the default applies and the order goes on.
 */
export function settlePending(a: OrderArgs, deadlineHours: number): RuleResult<Ordered> {
  const p = a.game.pending;
  if (!p) return ok({ game: a.game, events: [] });
  const due = Date.parse(p.askedAt) + deadlineHours * 3_600_000;
  if (Date.parse(a.now) < due) {
    return fail('fng/awaiting-star', { figures: p.asked.filter((k) => p.answers[k] === undefined).map((k) => figureOf(a.game, k).id).join(', '), test: p.test, until: new Date(due).toISOString().replace(/\.\d+Z$/, 'Z') });
  }
  return ok(resume(a));
}
