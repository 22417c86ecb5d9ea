import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { sightOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../src/core/views.js';
import { unwrap } from '../../../../helpers/rules.js';
import { args, fig, table } from '../../helpers/table.js';

/*
 * Adding Characters to Ongoing In Sights (L683–L685): a charge in an In Sight "may take it into sight
 * of a figure that is not involved in the In Sight. In this case the new figure takes the In Sight
 * normally ... If he rolls more successes than C then he would be allowed to act before C finished his
 * charge. If he scores less he would act after C in the normal order."
 * Charles (a Star, standing answers: charge, pass 2d6) and Tranh are in the In Sight; Lam, not in it,
 * stands 6" beyond Tranh, seeing the spot Charles charges to; Minh, behind a wood, does not.
 */
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 26, y: 26, width: 8, height: 8, rotation: 0 } };
const board = { features: [WOOD], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const game = (lamRep: 4 | 5): FngGame =>
  table([
    fig('fwf', 'charles', 14, 20, { star: true, inSightAction: 'charge', freeWill: 2 }),
    fig('cf', 'tranh', 20, 20),
    fig('cf', 'lam', 26, 20, { rep: lamRep }),
    fig('cf', 'minh', 38, 30),
  ]);
const order = (events: readonly FngEvent[]) => events.flatMap((e) => (e.kind === 'charge' ? ['charge'] : e.kind === 'in-sight-action' ? [`action ${e.figure}`] : e.kind === 'in-sight-joins' ? ['joins'] : []));

describe('a charge brings Lam into the In Sight (L683–L685)', () => {
  // In Sight: charles 1,1,1,1 (4 successes), tranh 6,6,6,6 (none: he does not act). Charles charges.
  const opening = [1, 1, 1, 1, 6, 6, 6, 6];

  it('GIVEN Lam (REP 5) scoring 5 against Charles\'s 4 THEN he acts before Charles finishes his charge: his fire (3s: hits) puts Charles down, and the charge never goes in', () => {
    const r = unwrap(sightOrder({ ...args(game(5), 'fwf', [...opening, 1, 1, 1, 1, 1, ...Array<number>(60).fill(3)]), table: board }, { figures: ['charles', 'tranh'] }));
    const joins = r.events.find((e): e is Extract<FngEvent, { kind: 'in-sight-joins' }> => e.kind === 'in-sight-joins')!;
    expect(joins).toMatchObject({ charger: 'fwf:charles', successes: 4, before: ['cf:lam'], after: [] });
    expect(joins.scores.map((s) => s.id)).toEqual(['cf:lam']);
    expect(order(r.events)).toEqual(['action fwf:charles', 'joins', 'action cf:lam']);
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain("'s charge brings others into the In Sight (L683–L685), against his 4: **lam** 5d6 [1, 1, 1, 1, 1] → 5. Acting: **lam** before the charge.");
  });

  it('GIVEN Lam (REP 4) scoring 4, no more than Charles THEN the charge goes in first and Lam acts after it', () => {
    const r = unwrap(sightOrder({ ...args(game(4), 'fwf', [...opening, 1, 1, 1, 1, ...Array<number>(60).fill(3)]), table: board }, { figures: ['charles', 'tranh'] }));
    expect(r.events.find((e) => e.kind === 'in-sight-joins')).toMatchObject({ before: [], after: ['cf:lam'] });
    expect(order(r.events)).toEqual(['action fwf:charles', 'joins', 'charge', 'action cf:lam']);
  });

  it('GIVEN no board loaded THEN the bot cannot judge who sees the charge: nobody is added', () => {
    const r = unwrap(sightOrder(args(game(5), 'fwf', [...opening, ...Array<number>(60).fill(3)]), { figures: ['charles', 'tranh'] }));
    expect(r.events.some((e) => e.kind === 'in-sight-joins')).toBe(false);
  });
});
