import { describe, expect, it } from 'vitest';
import { speakIndigenousOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-indigenous.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Speak Local – Indigenous Troops (L1300–L1307), and its worked example (L1310): "SFC Chambers (REP 4)
 * is advising an ARVN platoon ... takes the Speak Local test with only two dice as he does not have the
 * Fluent Attribute. He scores one success so the Indigenous Troops will wait until next Activation to
 * act on the orders given, but only at normal movement speed." An ARVN squad: Sgt Tho leads, two
 * riflemen with him; Chambers 1" from Tho.
 */
const arvn = (id: string, x: number, over: Partial<TableFigure> = {}): TableFigure => fig('fwf', id, x, 20, { army: 'arvn-post-1968', unit: 'arvn1', ...over });
const game = (chambers: Partial<TableFigure> = {}, more: TableFigure[] = []): FngGame =>
  table([fig('fwf', 'chambers', 9, 20, { role: 'rifleman', ...chambers }), arvn('tho', 10, { role: 'squad-leader' }), arvn('an', 12), arvn('binh', 14), ...more]);

describe('Speak Local with Indigenous Troops (L1300–L1307)', () => {
  it('GIVEN the worked example: REP 4, not Fluent, 2d6 [1, 4] → 1 success THEN they wait until next activation, at normal speed; the squad does not move this activation', () => {
    const r = unwrap(speakIndigenousOrder(args(game(), 'fwf', [1, 4]), { advisor: 'chambers', leader: 'tho' }));
    expect(r.events[0]).toMatchObject({ kind: 'speak-indigenous', advisor: 'fwf:chambers', leader: 'fwf:tho', group: ['fwf:tho', 'fwf:an', 'fwf:binh'], result: { dice: 2, successes: 1, response: 'next-activation-normal-speed' } });
    for (const id of ['tho', 'an', 'binh']) expect(at(r.game, 'fwf', id).moved).toBe(true);
    expectCode(moveFigures(args(r.game, 'fwf', []), { moves: [{ figure: 'an', to: { x: 13, y: 24 } }], mode: 'normal' }), 'fng/already-moved');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('(Speak Local – Indigenous Troops, L1300–L1307): 2d6 [1, 4] → 1 success: they wait until their next activation');
  });

  it('GIVEN 2 successes THEN next turn; 0 THEN they only fire', () => {
    expect(unwrap(speakIndigenousOrder(args(game(), 'fwf', [1, 2]), { advisor: 'chambers', leader: 'tho' })).events[0]).toMatchObject({ result: { response: 'next-turn' } });
    expect(unwrap(speakIndigenousOrder(args(game(), 'fwf', [5, 6]), { advisor: 'chambers', leader: 'tho' })).events[0]).toMatchObject({ result: { response: 'only-fires' } });
  });

  it('GIVEN REP 5 scoring 3 THEN they act as ordered and a rapport is built: no more tests this battle', () => {
    const r = unwrap(speakIndigenousOrder(args(game({ rep: 5 }), 'fwf', [1, 2, 3]), { advisor: 'chambers', leader: 'tho' }));
    expect(r.events[0]).toMatchObject({ result: { successes: 3, response: 'acts-as-ordered' } });
    expect(at(r.game, 'fwf', 'an')).toMatchObject({ rapport: true });
    expect(at(r.game, 'fwf', 'an').moved).toBeUndefined();
    const again = { ...r.game, figures: r.game.figures.map((f) => ({ ...f, moved: false })) };
    expectCode(speakIndigenousOrder(args(again, 'fwf', []), { advisor: 'chambers', leader: 'tho' }), 'fng/rapport');
  });

  it('GIVEN a quarter of the squad down THEN −1d6: REP 4 rolls 1 die', () => {
    const r = unwrap(speakIndigenousOrder(args(game({}, [arvn('cuong', 40, { status: 'obviously-dead' })]), 'fwf', [1]), { advisor: 'chambers', leader: 'tho' }));
    expect(r.events[0]).toMatchObject({ result: { dice: 1 } });
  });

  it('GIVEN not the leader, not in contact, or no indigenous unit THEN refused, naming what would work', () => {
    expectCode(speakIndigenousOrder(args(game(), 'fwf', []), { advisor: 'chambers', leader: 'an' }), 'fng/not-their-leader');
    expect(FNG_MESSAGES['fng/not-their-leader']!({ figure: 'an', leader: 'tho' })).toBe('`an` is not his group\'s highest ranking figure: speak with `tho` (L1300).');
    expectCode(speakIndigenousOrder(args(game({ at: { x: 5, y: 20 } }), 'fwf', []), { advisor: 'chambers', leader: 'tho' }), 'fng/not-in-contact');
    // An officer advising is chained into the group by the 4" rule, yet Tho still leads his own men.
    expect(unwrap(speakIndigenousOrder(args(game({ role: 'platoon-leader' }), 'fwf', [1, 4]), { advisor: 'chambers', leader: 'tho' })).events[0]).toMatchObject({ leader: 'fwf:tho' });
    const us = table([fig('fwf', 'chambers', 9, 20), fig('fwf', 'pink', 10, 20, { role: 'squad-leader' })]);
    expectCode(speakIndigenousOrder(args(us, 'fwf', []), { advisor: 'chambers', leader: 'pink' }), 'fng/not-indigenous');
  });

  it('GIVEN an ARVN lieutenant who is a political appointee (L440) THEN he takes the test to order his own squad through its leader; one who is not cannot', () => {
    const lt = (over: Partial<TableFigure>) => game({}, [arvn('khanh', 11, { role: 'platoon-leader', rep: 5, ...over })]);
    const r = unwrap(speakIndigenousOrder(args(lt({ politicalAppointee: true }), 'fwf', [1, 2, 6]), { advisor: 'khanh', leader: 'tho' }));
    expect(r.events[0]).toMatchObject({ advisor: 'fwf:khanh', leader: 'fwf:tho', group: ['fwf:tho', 'fwf:an', 'fwf:binh'], result: { dice: 3, successes: 2, response: 'next-turn' } });
    expectCode(speakIndigenousOrder(args(lt({}), 'fwf', []), { advisor: 'khanh', leader: 'tho' }), 'fng/not-indigenous');
  });
});
