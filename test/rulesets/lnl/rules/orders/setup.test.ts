import { describe, expect, it } from 'vitest';
import { rosterOrder, unitPlaceOrder, unitRemoveOrder, unitSetOrder } from '../../../../../src/rulesets/lnl/rules/orders/setup.js';
import { LNL_MESSAGES } from '../../../../../src/rulesets/lnl/play/messages.js';
import { createLnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, expectCode, game, hex, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';
import { kindOf, map, run } from './run.js';

const file = (units: unknown[]) => ({ data: new TextEncoder().encode(JSON.stringify({ name: 'VC', units }, null, 1)) });
const empty = () => unwrap(createLnlState({ sides: [US, VC], initiative: US, grid: { columns: 12, rows: 10 } }));

describe('rosterOrder: /lnl roster as one pure move (LnL player aid 1.3, 16.1)', () => {
  it('GIVEN a built-in roster THEN set-up: the side\'s counters are added', () => {
    const order = rosterOrder({ builtin: 'lnl-us-rifle-platoon' });
    expect(kindOf(order, empty())).toBe('setup');
    const r = unwrap(run(order, empty()));
    expect(r.result.side).toBe(US);
    expect(r.result.ids.length).toBeGreaterThan(0);
    expect(r.state.units.every((u) => u.side === US)).toBe(true);
  });

  it('GIVEN both sources, or neither THEN lnl/roster-source', () => {
    expectCode(run(rosterOrder({}), empty()), 'lnl/roster-source');
    expectCode(run(rosterOrder({ builtin: 'lnl-vc-platoon', file: file([]) }), empty()), 'lnl/roster-source');
  });

  it('GIVEN a counter the roster places nowhere THEN it starts where the scenario puts it for the side', () => {
    const board = map([], [{ unit: 'VC 1', side: 'VC', at: 'F5' }]);
    const r = unwrap(run(rosterOrder({ file: file([{ id: 'VC 1', kind: 'squad', firepower: 3, range: 4, morale: 5 }]) }), empty(), { side: VC, board }));
    expect(unit(r.state, 'VC 1').at).toEqual(hex('F5'));
  });

  it('GIVEN a roster with problems THEN every one is refused at once, with its line, and the words list them', () => {
    const s = game([squad('1st Sqd', 'C5')]);
    const r = run(rosterOrder({ file: file([{ id: '1st Sqd', kind: 'squad', firepower: 3, range: 4, morale: 5, at: 'G6' }]) }), s, { side: VC });
    expect(r).toMatchObject({ ok: false, code: 'lnl/roster-rejected', params: { count: 1 } });
    if (r.ok) return;
    const problems = JSON.parse(String(r.params!.problems)) as { path: string; line?: number }[];
    expect(problems).toEqual([expect.objectContaining({ path: 'units[0].id', line: expect.any(Number) })]);
    expect(LNL_MESSAGES['lnl/roster-rejected'](r.params!)).toContain('`units[0].id` is used by another counter');
  });

  it('GIVEN a hex over the stacking limits after deploying THEN refused', () => {
    const units = ['a', 'b', 'c', 'd'].map((id) => ({ id, kind: 'squad', firepower: 3, range: 4, morale: 5, at: 'C5' }));
    expect(run(rosterOrder({ file: file(units) }), empty(), { side: VC })).toMatchObject({ ok: false, code: 'lnl/stacking-squads', params: { count: 4, max: 3, hex: 'C5' } });
  });
});

describe('unit place, remove and set: corrections by hand', () => {
  it('GIVEN a counter of the side THEN placed in a hex; an enemy counter is refused', () => {
    const s = game([squad('1st', 'C5')], [squad('VC1', 'C8')]);
    expect(kindOf(unitPlaceOrder({ unit: '1st', at: 'D4' }), s)).toBe('setup');
    expect(unit(unwrap(run(unitPlaceOrder({ unit: '1st', at: 'D4' }), s)).state, '1st').at).toEqual(hex('D4'));
    expectCode(run(unitPlaceOrder({ unit: 'VC1', at: 'D4' }), s), 'lnl/not-your-unit');
    expectCode(run(unitPlaceOrder({ unit: '1st', at: '??' }), s), 'lnl/bad-hex');
  });

  it('GIVEN a counter that still carries a weapon THEN it may not be removed; the weapon may', () => {
    const s = game([squad('1st', 'C5'), weapon('MG', '1st')]);
    expectCode(run(unitRemoveOrder({ unit: '1st' }), s), 'lnl/unit-in-use');
    expect(unwrap(run(unitRemoveOrder({ unit: 'MG' }), s)).state.units.map((u) => u.id)).toEqual(['1st']);
  });

  it('GIVEN a correction THEN at least one change, each on a counter that has it', () => {
    const s = game([squad('1st', 'C5'), tank('M48', 'D5')]);
    expectCode(run(unitSetOrder({ unit: '1st' }), s), 'lnl/nothing-to-change');
    expectCode(run(unitSetOrder({ unit: '1st', mode: 'hover' }), s), 'lnl/not-a-helicopter');
    expectCode(run(unitSetOrder({ unit: '1st', buttoned: true }), s), 'lnl/not-a-vehicle');
    const r = unwrap(run(unitSetOrder({ unit: '1st', status: 'shaken', marker: 'fired' }), s));
    expect(r.result).toMatchObject({ id: '1st', status: 'shaken', markers: ['fired'] });
    expect(unwrap(run(unitSetOrder({ unit: 'M48', buttoned: true }), s)).result.buttoned).toBe(true);
  });
});
