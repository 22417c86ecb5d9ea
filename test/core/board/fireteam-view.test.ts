import { describe, expect, it } from 'vitest';
import { fireteamBoardView, type FireteamUnitInput } from '../../../src/rulesets/fireteam/play/board-view.js';
import type { FireteamScenario } from '../../../src/rulesets/fireteam/rules/table/scenario.js';
import type { CounterMark } from '../../../src/core/board/view.js';
import { scenarioBoardView } from '../../helpers/boards.js';
import type { Projected } from '../../../src/core/views.js';

const RU = 'Russians';
const DE = 'Germans';

const SCENARIO: FireteamScenario = {
  id: 'ft-test',
  name: 'Fire Team test',
  ruleset: 'fireteam',
  sides: [RU, DE],
  initiative: RU,
  board: { kind: 'tabletop', width: 72, height: 48 },
  features: [
    { name: 'Wood', type: 'woods', shape: { kind: 'rect', x: 2, y: 2, width: 8, height: 8, rotation: 0 } },
    { name: 'Hedge', type: 'hedge', shape: { kind: 'polyline', points: [{ x: 20, y: 0 }, { x: 20, y: 48 }], width: 0.75 } },
    { name: 'Church', type: 'stone-building', shape: { kind: 'rect', x: 50, y: 10, width: 5, height: 4, rotation: 0 } },
  ],
  deployment: [{ side: RU, name: 'Russian half', shape: { kind: 'rect', x: 0, y: 0, width: 36, height: 48, rotation: 0 } }],
  positions: [],
  jumpOffPoints: [
    { side: RU, at: { x: 5, y: 5 } },
    { side: DE, at: { x: 52, y: 12 }, name: 'Church JOP' },
    { side: RU, at: { x: 0, y: 30 } },
  ],
  patrolMarkers: [
    { side: RU, at: { x: 10, y: 20 } },
    { side: DE, at: { x: 60, y: 20 } },
  ],
  roadEntrances: [{ at: { x: 72, y: 19 }, side: DE }, { at: { x: 0, y: 27 }, name: 'West road' }],
};

const projected = (units: readonly FireteamUnitInput[]): Projected<readonly FireteamUnitInput[]> => units as Projected<readonly FireteamUnitInput[]>;

const UNITS = projected([
  { id: 'R1', side: RU, label: 'Rifle team', position: { x: 12, y: 30 }, markers: ['pinned'] },
  { id: 'R2', side: RU, label: 'Maxim', markers: [] },
  { id: 'G1', side: DE, label: 'MG 42', position: { x: 52, y: 12 }, markers: ['overwatch', 'gone-to-ground'] },
  { id: 'G2', side: DE, label: 'StuG', position: { x: 80, y: 12 }, markers: ['immobilized', 'brewed-up'] },
]);

const countersOf = (markers: readonly { kind: string }[]): CounterMark[] => markers.filter((m): m is CounterMark => m.kind === 'counter');

describe('fireteamBoardView', () => {
  it('GIVEN units with positions THEN drawn there with their badges; without one, or off the table, THEN listed off table', () => {
    const v = fireteamBoardView(SCENARIO, UNITS, { campaign: 'Kursk' });
    expect(v.units.map((u) => [u.id, u.side, u.label, u.position, u.markers])).toEqual([
      ['R1', RU, 'Rifle team', { x: 12, y: 30 }, ['pinned']],
      ['G1', DE, 'MG 42', { x: 52, y: 12 }, ['overwatch', 'gone-to-ground']],
    ]);
    expect(v.offMap).toEqual(['R2 (off table)', 'G2 (off table)']);
    expect(v.board).toMatchObject({ kind: 'tabletop', ruleset: 'fireteam', zones: [] });
    expect(v.audience).toBe('Public view');
  });

  it("GIVEN the scenario's points THEN road entrances, patrol markers (named as the game will name them) and JOPs as counters, numbered per side", () => {
    const v = fireteamBoardView(SCENARIO, UNITS, { campaign: 'Kursk' });
    expect(countersOf(v.markers).map((c) => [c.counter, c.label, c.side ?? null])).toEqual([
      ['road-entrance', 'Road entry', DE],
      ['road-entrance', 'West road', null],
      ['patrol', 'a1', RU],
      ['patrol', 'd1', DE],
      ['jop', 'JOP 1', RU],
      ['jop', 'Church JOP', DE],
      ['jop', 'JOP 2', RU],
    ]);
  });

  it("GIVEN the scenario's initiative THEN patrol starts read as the markers the Patrol Phase makes of them (a1 the attacker's, d1 the defender's); without one THEN Patrol 1", () => {
    const { initiative: _, ...noInitiative } = SCENARIO;
    const v = fireteamBoardView(noInitiative, UNITS, { campaign: 'Kursk' });
    expect(countersOf(v.markers).filter((c) => c.counter === 'patrol').map((c) => [c.label, c.side])).toEqual([
      ['Patrol 1', RU],
      ['Patrol 1', DE],
    ]);
  });

  it('GIVEN moved patrol markers and placed JOPs THEN those are drawn instead of the starts', () => {
    const v = fireteamBoardView(SCENARIO, UNITS, {
      campaign: 'Kursk',
      patrolMarkers: [{ side: DE, at: { x: 40, y: 20 } }],
      jumpOffPoints: [],
      initiative: DE,
      turn: { number: 2, phase: 'Movement' },
      audience: 'GM view',
      showDeployment: true,
    });
    expect(countersOf(v.markers).filter((c) => c.counter !== 'road-entrance')).toEqual([
      { kind: 'counter', counter: 'patrol', label: 'd1', position: { x: 40, y: 20 }, side: DE },
    ]);
    expect(v).toMatchObject({ initiative: { side: DE }, turn: { number: 2, phase: 'Movement' }, audience: 'GM view' });
    expect(v.board.zones).toHaveLength(1);
  });

  it('GIVEN a scenario that lists no sides THEN the units give the sides, in order of appearance', () => {
    const v = fireteamBoardView({ ...SCENARIO, sides: [] }, UNITS, { campaign: 'Kursk' });
    expect(v.sides).toEqual([RU, DE]);
    expect(fireteamBoardView(SCENARIO, UNITS, { campaign: 'Kursk' }).sides).toEqual([RU, DE]);
  });
});

describe('scenarioBoardView for Fire Team', () => {
  it('GIVEN a fireteam scenario THEN its terrain legend, zones and point counters; without deployment THEN no counters', () => {
    const v = scenarioBoardView(SCENARIO, { campaign: 'c' });
    expect(v.legend.map((e) => [e.type, e.detail])).toEqual([
      ['woods', 'soft cover · −1D6 through · blocks LOS'],
      ['stone-building', 'hard cover · −1D6 through · blocks LOS'],
      ['hedge', 'soft cover · obstacle −6″ · blocks LOS'],
    ]);
    expect(v.board.zones).toHaveLength(1);
    expect(countersOf(v.markers)).toHaveLength(7);
    expect(v.units).toEqual([]);
    const bare = scenarioBoardView(SCENARIO, { campaign: 'c', showDeployment: false });
    expect(bare.markers).toEqual([]);
    expect(bare.board.zones).toEqual([]);
  });
});
