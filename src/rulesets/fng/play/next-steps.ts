import type { NextStep } from '../../../core/ruleset.js';
import type { Projected } from '../../../core/views.js';
import type { FngViewData } from '../rules/view.js';

/** A Star's possible answers to each question (L344, L670), as `/fng react` takes them. */
const ANSWERS = { 'free-will': ['2', '1', '0', 'roll'], 'in-sight-action': ['fire', 'duck-back', 'charge', 'roll'] } as const;

/** Discord shows at most five rows under a post; the pass and the board take one. */
const MAX_MENUS = 4;

/**
 * Under a post that asks Stars a question: a menu of answers for each Star not yet answered, so the
 * player picks instead of typing `/fng react`. Drawn from the public view: who is asked is public.
 */
export function fngNextSteps(view: Projected<FngViewData>): NextStep[] {
  const p = view.pending;
  if (!p) return [];
  return p.asked
    .filter((id) => !p.answered.includes(id))
    .slice(0, MAX_MENUS)
    .map((id) => ({
      label: `${id}: ${p.question === 'free-will' ? 'Free Will' : 'In Sight action'}`,
      path: ['fng', 'react'],
      options: { figure: id },
      choose: { option: 'answer', values: [...ANSWERS[p.question]] },
    }));
}

/**
 * Whether `/fng done` makes sense under a post: while a turn's activation is under way and nothing
 * waits on a Star (not while forces are set up, a tour is between missions, a turn is over or the
 * mission ended).
 */
export function fngPassOffered(view: Projected<FngViewData>): boolean {
  return view.turn > 0 && view.acting !== undefined && view.dice !== undefined && !view.pending && !view.lost && !view.mission?.ended && (!view.tour || view.tour.stage === 'mission');
}
