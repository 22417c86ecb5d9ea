import { describe, expect, it } from 'vitest';
import { reloadOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-aid.js';
import { speakOrder } from '../../../../../src/rulesets/fng/rules/missions/moves/order-civilians.js';
import { readyFigure } from '../../../../../src/rulesets/fng/rules/game/order.js';
import type { FngMission } from '../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, fig, table } from '../../helpers/table.js';

const MISSION: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };

describe('FNG readyFigure: an own figure that may act and is not yet busy (L599, L603)', () => {
  it('GIVEN an own able figure THEN it is found; an enemy\'s id reads as no such figure', () => {
    const g = table([fig('fwf', 'pink', 10, 10), fig('cf', 'vc1', 20, 10)]);
    expect(unwrap(readyFigure({ game: g, side: 'fwf' }, 'pink', 'fng/already-fired')).id).toBe('pink');
    expectCode(readyFigure({ game: g, side: 'fwf' }, 'vc1', 'fng/already-fired'), 'fng/unknown-figure');
  });

  it('GIVEN the die above his REP, a man down or one off the table THEN the activation\'s own refusals', () => {
    expectCode(readyFigure({ game: table([fig('fwf', 'pink', 10, 10)], { dice: { fwf: 5, cf: 1 } }), side: 'fwf' }, 'pink', 'fng/already-fired'), 'fng/cannot-activate');
    expectCode(readyFigure({ game: table([fig('fwf', 'pink', 10, 10, { status: 'out-of-fight' })]), side: 'fwf' }, 'pink', 'fng/already-fired'), 'fng/figure-down');
  });

  it('GIVEN a figure that fired, is busy, or (when moving counts) moved THEN the code the order names', () => {
    const side = 'fwf' as const;
    expectCode(readyFigure({ game: table([fig('fwf', 'pink', 10, 10, { fired: true })]), side }, 'pink', 'fng/already-fired'), 'fng/already-fired');
    expectCode(readyFigure({ game: table([fig('fwf', 'pink', 10, 10, { busy: true })]), side }, 'pink', 'fng/already-moved'), 'fng/already-moved');
    const moved = table([fig('fwf', 'pink', 10, 10, { moved: true })]);
    expect(readyFigure({ game: moved, side }, 'pink', 'fng/already-moved').ok).toBe(true);
    expectCode(readyFigure({ game: moved, side }, 'pink', 'fng/already-moved', { moved: true }), 'fng/already-moved');
  });

  it('GIVEN orders that use it THEN each keeps its own answer: Speak Local already-moved, a reload already-fired', () => {
    const busy = table([fig('fwf', 'pink', 10, 10, { busy: true, outOfAmmo: true })], { mission: MISSION });
    expectCode(speakOrder(args(busy, 'fwf', []), { figure: 'pink' }), 'fng/already-moved');
    expectCode(reloadOrder(args(busy, 'fwf', []), { figure: 'pink' }), 'fng/already-fired');
  });
});
