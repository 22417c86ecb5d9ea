import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { swimOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-water.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

const RIVER: FngFeature = { name: 'Song Be', type: 'river', shape: { kind: 'rect', x: 10, y: 0, width: 10, height: 36, rotation: 0 } };
const TABLE = { features: [RIVER], board: { kind: 'tabletop', width: 60, height: 36 } } as never;
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: TABLE });
const inDeep = (figures: TableFigure[], trouble: Record<string, 'slight' | 'big'> = {}): FngGame =>
  table(figures, { water: { currents: { 'Song Be': 2 }, depths: [{ feature: 'Song Be', at: { x: 12, y: 10 }, depth: 3 }], trouble } });

describe('FNG water in play: wading in (L1179)', () => {
  it('GIVEN a figure wading in THEN depth and current are rolled then (1/2d6 each) and kept: the current for the whole water', () => {
    const a = on(table([fig('fwf', 'pink', 5, 10)]), [5, 3]);
    const r = unwrap(swimOrder(a, { figure: 'pink', to: { x: 12, y: 10 } }));
    expect(a.roller.remaining).toBe(0);
    // In depth 3 he is a swimmer from now on: he swims when next active, the current carrying him (L1176, L1183).
    expect(r.game.water).toEqual({ currents: { 'Song Be': 2 }, depths: [{ feature: 'Song Be', at: { x: 12, y: 10 }, depth: 3 }], trouble: {}, swimmers: { 'fwf:pink': { feature: 'Song Be', since: 1 } } });
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 10 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('depth [5] 3, current [3] 2');
  });

  it('GIVEN a depth known within 12" THEN nothing is rolled; farther THEN only the depth is rolled', () => {
    const g = inDeep([fig('fwf', 'kelly', 5, 15), fig('fwf', 'able', 5, 30)]);
    const near = on(g, []);
    expect(unwrap(swimOrder(near, { figure: 'kelly', to: { x: 11, y: 15 } })).events[0]).toMatchObject({ kind: 'wade', rolled: 'none', depth: 3 });
    const far = on(g, [1]);
    expect(unwrap(swimOrder(far, { figure: 'able', to: { x: 11, y: 30 } })).events[0]).toMatchObject({ kind: 'wade', rolled: 'depth', depth: 1, current: 2 });
  });

  it('GIVEN a figure on the bank without a point in the water THEN refused', () => {
    expectCode(swimOrder(on(table([fig('fwf', 'pink', 5, 10)]), []), { figure: 'pink' }), 'fng/not-in-water');
    expectCode(swimOrder(on(table([fig('fwf', 'pink', 1, 10)]), []), { figure: 'pink', to: { x: 12, y: 10 } }), 'fng/too-far');
  });
});

describe('FNG water in play: swimming (L1183–L1197)', () => {
  it('GIVEN REP 4 in current 2 passing both dice THEN he swims up to 6" towards where he is sent', () => {
    const a = on(inDeep([fig('fwf', 'pink', 12, 10)]), [1, 2]);
    const r = unwrap(swimOrder(a, { figure: 'pink', to: { x: 20, y: 10 } }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 18, y: 10 });
  });

  it('GIVEN one pass twice THEN Slight Trouble then Big Trouble; failing again in Big Trouble THEN he goes under, drowning at the turn\'s end unless reached', () => {
    const one = unwrap(swimOrder(on(inDeep([fig('fwf', 'pink', 12, 10)]), [1, 6]), { figure: 'pink', to: { x: 20, y: 10 } }));
    expect(one.game.water!.trouble).toEqual({ 'fwf:pink': 'slight' });
    expect(at(one.game, 'fwf', 'pink').at).toEqual({ x: 15, y: 10 });
    const fresh = (g: FngGame) => ({ ...g, figures: g.figures.map((f) => ({ ...f, moved: false, fired: false })) });
    const two = unwrap(swimOrder(on(fresh(one.game), [1, 6]), { figure: 'pink' }));
    expect(two.game.water!.trouble).toEqual({ 'fwf:pink': 'big' });
    const three = unwrap(swimOrder(on(fresh(two.game), [6, 6]), { figure: 'pink' }));
    expect(at(three.game, 'fwf', 'pink').status).toBe('carry-on');
    expect(three.game.water!.swimmers!['fwf:pink']).toMatchObject({ drowning: 1, tested: 1 });
    expect(eventsText(three.events, viewFng(three.game, PUBLIC), 12)).toContain('he drowns at the end of the turn unless a swimmer reaches him first');
  });

  it('GIVEN REP 4 in current 2 THEN no problem in 4 of 36, Big Trouble in 16 of 36', () => {
    const outcome = (f: number[]) => {
      const e = unwrap(swimOrder(on(inDeep([fig('fwf', 'pink', 12, 10)]), f), { figure: 'pink' })).events[0]!;
      return e.kind === 'swim' ? e.result.outcome : undefined;
    };
    expect(countFaces(2, (f) => outcome(f) === 'no-problem')).toBe(4);
    expect(countFaces(2, (f) => outcome(f) === 'big-trouble')).toBe(16);
  });
});
