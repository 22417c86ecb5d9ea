import { describe, expect, it } from 'vitest';
import { fngNextSteps } from '../../../../src/rulesets/fng/play/next-steps.js';
import type { FngViewData } from '../../../../src/rulesets/fng/rules/view.js';
import type { Projected } from '../../../../src/core/views.js';

const view = (pending?: FngViewData['pending']) => ({ ...(pending ? { pending } : {}) }) as unknown as Projected<FngViewData>;

describe('FNG next steps under a post', () => {
  it('GIVEN two Stars asked for their Free Will, one answered THEN one menu, 2/1/0/roll, for the other (L344)', () => {
    const steps = fngNextSteps(view({ asked: ['pink', 'kelly'], answered: ['pink'], question: 'free-will', test: 'received-fire', askedAt: '' }));
    expect(steps).toEqual([{ label: 'kelly: Free Will', path: ['fng', 'react'], options: { figure: 'kelly' }, choose: { option: 'answer', values: ['2', '1', '0', 'roll'] } }]);
  });

  it('GIVEN an In Sight question THEN the In Sight actions (L670); nothing asked, no menu', () => {
    expect(fngNextSteps(view({ asked: ['pink'], answered: [], question: 'in-sight-action', test: 'in-sight', askedAt: '' }))[0]?.choose?.values).toEqual(['fire', 'duck-back', 'charge', 'roll']);
    expect(fngNextSteps(view())).toEqual([]);
  });
});
