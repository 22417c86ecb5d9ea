import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { helicopterOrder, medevacOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';

/*
 * A Loach "if capable, can carry one casualty as a Medevac in place of two passengers" (L1982); it
 * seats three (list footnote 6). S1 is an OH-6 landed at 12,22 the activation before; Pink (REP 5) at
 * 10,20 and Kim at 12,21 are unhurt, Joe and Lee (Out of the Fight) lie by it.
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const LZ = { x: 12, y: 22 };
function game(aboard: string[] = [], more: TableFigure[] = [], over: Partial<SupportRequest> = {}): FngGame {
  const figures = [
    fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }),
    fig('fwf', 'kim', 12, 21),
    fig('fwf', 'joe', 12, 20, { status: 'out-of-fight' }),
    fig('fwf', 'lee', 13, 22, { status: 'out-of-fight' }),
    ...more,
  ];
  const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'oh-6-loach', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2, heli: { mode: 'landed', at: LZ, serial: 1, ...(aboard.length ? { aboard } : {}) }, ...over };
  return table(figures, { serial: 2, mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
}
const load = (g: FngGame, figures: string[]) => helicopterOrder(args(g, 'fwf', []), { do: 'load', figures });

describe('A Loach carries one casualty in place of two passengers (L1982)', () => {
  it('GIVEN Joe (Out of the Fight) and Pink THEN both board: two seats for Joe, one for Pink, three in all', () => {
    const r = unwrap(load(game(), ['joe', 'pink']));
    expect(sup(r.events)[0]).toMatchObject({ kind: 'helicopter', what: 'loads', figures: ['fwf:joe', 'fwf:pink'] });
    expect(r.game.support!.requests[0]!.heli!.aboard).toEqual(['fwf:joe', 'fwf:pink']);
  });

  it('GIVEN three unhurt figures THEN they board: the three seats (no casualty)', () => {
    const r = unwrap(load(game([], [fig('fwf', 'ray', 11, 22)]), ['pink', 'kim', 'ray']));
    expect(r.game.support!.requests[0]!.heli!.aboard).toHaveLength(3);
  });

  it('GIVEN Joe with Pink and Kim, two casualties, or a casualty aboard and another loaded THEN refused: one casualty, two seats for him', () => {
    expectCode(load(game(), ['joe', 'pink', 'kim']), 'fng/loach-one-casualty');
    expectCode(load(game(), ['joe', 'lee']), 'fng/loach-one-casualty');
    expectCode(load(game(['fwf:joe']), ['lee']), 'fng/loach-one-casualty');
    expectCode(load(game(['fwf:joe']), ['pink', 'kim']), 'fng/loach-one-casualty');
    expectCode(medevacOrder(args(game([], [], { for: 'medevac' }), 'fwf', []), { casualties: ['joe', 'lee'] }), 'fng/loach-one-casualty');
    expect(FNG_MESSAGES['fng/loach-one-casualty']!({ max: 3 })).toMatch(/one casualty.*two passengers.*3 seats/);
  });

  it('GIVEN Joe aboard and Pink loaded THEN she boards (1 + 2 = 3)', () => {
    const r = unwrap(load(game(['fwf:joe']), ['pink']));
    expect(r.game.support!.requests[0]!.heli!.aboard).toEqual(['fwf:joe', 'fwf:pink']);
  });
});
