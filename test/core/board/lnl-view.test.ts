import { describe, expect, it } from 'vitest';
import { parseHex, type HexCoord } from '../../../src/core/board/hex.js';
import { lnlBoardView } from '../../../src/rulesets/lnl/play/board-view.js';
import type { HexScenario } from '../../../src/core/board/scenario.js';
import type { CounterMark } from '../../../src/core/board/view.js';
import type { UnitSpec } from '../../../src/rulesets/lnl/rules/game/roster.js';
import { addUnits, createLnlState, type HexMarker, type LnlState } from '../../../src/rulesets/lnl/rules/game/state.js';
import type { Unit } from '../../../src/rulesets/lnl/rules/game/units.js';
import { viewLnl } from '../../../src/rulesets/lnl/rules/game/view.js';
import { PUBLIC } from '../../../src/core/views.js';

const hex = (s: string): HexCoord => {
  const h = parseHex(s);
  if (!h.ok) throw new Error(s);
  return h.value;
};

const SCENARIO: HexScenario = {
  id: 'lnl-test',
  name: 'Hamlet test',
  ruleset: 'lnl',
  sides: ['US', 'VC'],
  board: { kind: 'hex', columns: 12, rows: 10 },
  features: [{ kind: 'hexes', name: 'Wood', type: 'woods', hexes: [hex('C5')] }],
  deployment: [{ side: 'US', name: 'US entry', hexes: [hex('A1')] }],
  positions: [],
};

const spec = (id: string, kind: UnitSpec['kind'], name: string, extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  kind,
  name,
  firepower: 2,
  range: 6,
  morale: 6,
  ...extra,
});

/** US: a squad with an M60 in D5, a wounded shaken leader there too, an M113 with a squad inside in F6,
 * a destroyed M48 in H4; VC: a squad in G3 and one with no hex. */
function state(change: (s: LnlState) => LnlState = (s) => s): LnlState {
  const base = createLnlState({ sides: ['US', 'VC'], initiative: 'US' });
  if (!base.ok) throw new Error(base.code);
  const us = addUnits(base.value, 'US', [
    spec('1st Sqd', 'squad', 'US Rifle', { at: hex('D5') }),
    spec('M60-1', 'support-weapon', 'M60', { carriedBy: '1st Sqd' }),
    spec('Lt Kelly', 'leader', 'Lt Kelly', { at: hex('D5') }),
    spec('M113', 'vehicle', 'M113 APC', { at: hex('F6') }),
    spec('2nd Sqd', 'squad', 'US Rifle', { aboard: { vehicle: 'M113', outside: true } }),
    spec('M48', 'vehicle', 'M48 Patton', { at: hex('H4') }),
    spec('3rd Sqd', 'squad', 'US Rifle', { at: hex('B2') }),
  ]);
  if (!us.ok) throw new Error(us.code);
  const vc = addUnits(us.value, 'VC', [spec('VC-1', 'squad', 'Main Force', { at: hex('G3') }), spec('VC-2', 'squad', 'Main Force')]);
  if (!vc.ok) throw new Error(vc.code);
  const patch: Record<string, Partial<Unit>> = {
    '1st Sqd': { markers: ['moved', 'fired'] },
    'Lt Kelly': { status: 'shaken', wounded: true },
    M113: { buttoned: true, immobilized: true, status: 'damaged' },
    M48: { status: 'destroyed' },
    '3rd Sqd': { status: 'eliminated' },
    'VC-1': { markers: ['ops-complete', 'low-crawl'] },
  };
  return change({ ...vc.value, units: vc.value.units.map((u) => ({ ...u, ...patch[u.id] })) });
}

const board = (s: LnlState = state()) => lnlBoardView(SCENARIO, viewLnl(s, PUBLIC), { campaign: 'Nam' });
const counters = (s: LnlState): CounterMark[] => board(s).markers.filter((m): m is CounterMark => m.kind === 'counter');

describe('lnlBoardView', () => {
  it('GIVEN units in play THEN each stands in its hex; the eliminated and the carried weapon are not counters', () => {
    const v = board();
    expect(v.units.map((u) => u.id)).toEqual(['1st Sqd', 'Lt Kelly', 'M113', '2nd Sqd', 'VC-1']);
    expect(v.units.find((u) => u.id === '1st Sqd')?.position).toEqual(hex('D5'));
    expect(v.units.find((u) => u.id === 'VC-1')?.position).toEqual(hex('G3'));
  });

  it('GIVEN a squad carrying an M60 THEN the weapon rides in its label and in `carrying`', () => {
    const sqd = board().units.find((u) => u.id === '1st Sqd')!;
    expect(sqd.label).toBe('US Rifle +M60');
    expect(sqd.carrying).toEqual(['M60']);
    expect(board().units.find((u) => u.id === 'Lt Kelly')).not.toHaveProperty('carrying');
  });

  it('GIVEN a squad riding on an APC THEN it is drawn in the APC hex, right after it, marked as riding on it', () => {
    const v = board();
    const i = v.units.findIndex((u) => u.id === 'M113');
    expect(v.units[i + 1]).toMatchObject({ id: '2nd Sqd', position: hex('F6'), aboard: 'on M113' });
  });

  it('GIVEN a passenger inside a vehicle with no hex THEN it is listed off the map', () => {
    const v = board(state((s) => ({ ...s, units: s.units.map((u) => (u.id === 'M113' ? { ...u, at: undefined } : u)) })));
    expect(v.offMap).toEqual(['M113 (no position)', '2nd Sqd (aboard M113, no position)', 'VC-2 (no position)']);
  });

  it('GIVEN statuses and Operations markers THEN they become badges in a fixed order', () => {
    const v = board();
    const badges = Object.fromEntries(v.units.map((u) => [u.id, u.markers]));
    expect(badges).toEqual({
      '1st Sqd': ['moved', 'fired'],
      'Lt Kelly': ['shaken', 'wounded'],
      M113: ['damaged', 'immobilized', 'buttoned'],
      '2nd Sqd': [],
      'VC-1': ['ops-complete', 'low-crawl'],
    });
    const abandoned = board(state((s) => ({ ...s, units: s.units.map((u) => (u.id === 'M113' ? { ...u, status: 'abandoned' as const, immobilized: false, buttoned: false } : u)) })));
    expect(abandoned.units.find((u) => u.id === 'M113')?.markers).toEqual(['abandoned']);
  });

  it('GIVEN a destroyed vehicle THEN a wreck counter with its name in its hex; a unit with no hex is off the map', () => {
    const v = board();
    expect(v.units.some((u) => u.id === 'M48')).toBe(false);
    expect(counters(state())).toEqual([{ kind: 'counter', counter: 'wreck', label: 'Wreck (M48 Patton)', position: hex('H4'), side: 'US' }]);
    expect(v.offMap).toEqual(['VC-2 (no position)']);
  });

  it('GIVEN a wreck marker where a vehicle was destroyed THEN one wreck there, not two; a wreck elsewhere stays', () => {
    const s = state((x) => ({ ...x, hexMarkers: [{ kind: 'wreck', at: hex('H4') }, { kind: 'wreck', at: hex('H4') }, { kind: 'wreck', at: hex('A1') }] }));
    expect(counters(s).map((c) => [c.label, c.position])).toEqual([
      ['Wreck (M48 Patton)', hex('H4')],
      ['Wreck', hex('H4')],
      ['Wreck', hex('A1')],
    ]);
  });

  it('GIVEN hex markers THEN each is a counter with its words, a side where it has one', () => {
    const markers: HexMarker[] = [
      { kind: 'smoke', at: hex('D5'), level: 2 },
      { kind: 'fire', at: hex('C5') },
      { kind: 'ffe', at: hex('G3'), side: 'US', mission: 'standard', firepower: 4 },
      { kind: 'ffe', at: hex('G4'), side: 'US', mission: 'walking-barrage', firepower: 3, walk: { direction: 'NE', turnsLeft: 2 } },
      { kind: 'spotting-round', at: hex('G2'), side: 'US', mission: 'loose', spotter: 'Lt Kelly', firepower: 4 },
      { kind: 'acquisition', at: hex('G3'), firer: 'M113', target: 'VC-1', level: 1 },
    ];
    const got = counters(state((s) => ({ ...s, hexMarkers: markers }))).filter((c) => c.counter !== 'wreck');
    expect(got.map((c) => [c.counter, c.label, c.side])).toEqual([
      ['smoke', 'Smoke 2', undefined],
      ['fire', 'Fire', undefined],
      ['ffe', 'FFE (standard)', 'US'],
      ['ffe', 'FFE (walking-barrage NE×2)', 'US'],
      ['spotting-round', 'Spotting (loose)', 'US'],
      ['acquisition', 'Acq 1: M113', 'US'],
    ]);
    expect(got[0]!.position).toEqual(hex('D5'));
  });

  it('GIVEN the Operations phase THEN the title carries turn, phase, initiative and whose impulse it is', () => {
    const ops = board(state((s) => ({ ...s, turn: 3, phase: 'operations', impulse: 'VC' })));
    expect(ops.turn).toEqual({ number: 3, phase: 'Operations phase', impulse: 'VC' });
    expect(ops.initiative).toEqual({ side: 'US' });
    expect(ops.audience).toBe('Public view');
    expect(board().turn).toEqual({ number: 1, phase: 'Rally phase' });
  });

  it('GIVEN the default options THEN no deployment zones; asked for THEN drawn; the legend lists the terrain', () => {
    expect(board().board.zones).toEqual([]);
    const v = lnlBoardView(SCENARIO, viewLnl(state(), PUBLIC), { campaign: 'Nam', showDeployment: true, audience: "US's view" });
    expect(v.board.zones).toHaveLength(1);
    expect(v.audience).toBe("US's view");
    expect(v.legend.map((e) => e.type)).toEqual(['clear', 'woods']);
  });
});
