import { describe, expect, it } from 'vitest';
import { pefPositions, startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';
import { DEFAULT_TABLE } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';

describe('startMissionOrder (p.54–62): levels, PEFs by sector, sealing', () => {
  const g0 = table([fig('fwf', 'a', 36, 30)], { turn: 0, acting: undefined });

  it('GIVEN every level given and fng.eal.hidden off THEN only the PEF sectors are rolled: one PEF per EAL at its sector centre, REP = EAL, nothing sealed', () => {
    const a = args(g0, 'fwf', [1, 5, 6], { 'fng.eal.hidden': false });
    const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 3 }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission).toEqual({ corps: 'I', area: 'coastal', status: 'contested', eal: 3, sl: 4, night: false, pefRep: 3, nextPef: 4, nextUnit: 1 });
    expect(r.game.pefs).toEqual([
      { id: 'P1', at: { x: 12, y: 9 } },
      { id: 'P2', at: { x: 36, y: 27 } },
      { id: 'P3', at: { x: 60, y: 27 } },
    ]);
    expect(r.game.sealed).toEqual([]);
    expect(r.events).toEqual([
      { kind: 'mission', corps: 'I', area: 'coastal', status: 'contested', sl: 4, night: false, eal: 3, pefRep: 3, pefs: [{ id: 'P1', at: { x: 12, y: 9 }, sector: 1 }, { id: 'P2', at: { x: 36, y: 27 }, sector: 5 }, { id: 'P3', at: { x: 60, y: 27 }, sector: 6 }], parts: r.events[0]!.kind === 'mission' ? r.events[0]!.parts : [] },
    ]);
  });

  it('GIVEN nothing given THEN status (2d6 + the AO modifier), SL (the lower of 2d6) and EAL (the lower of 2d6 + status) are rolled', () => {
    // I Corps coastal: +1. 2d6 = 4+4 = 8 +1 = 9 → Pro-Communist (EAL +1). SL: 5,2 → 2. EAL: 3,6 → 3 + 1 = 4. Sectors 2,2,2,2.
    const a = args(g0, 'fwf', [4, 4, 5, 2, 3, 6, 2, 2, 2, 2]);
    const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission).toMatchObject({ status: 'pro-communist', sl: 2, eal: 4, pefRep: 4, nextPef: 5 });
    // Four in sector 2 (centre 36,9): 0, +3, −3, +6.
    expect(r.game.pefs!.map((p) => p.at)).toEqual([{ x: 36, y: 9 }, { x: 39, y: 9 }, { x: 33, y: 9 }, { x: 42, y: 9 }]);
  });

  it('GIVEN fng.pef.rep all-3 THEN every PEF is REP 3 whatever the EAL', () => {
    const r = unwrap(startMissionOrder(args(g0, 'fwf', [1, 1, 1, 1, 1], { 'fng.pef.rep': 'all-3' }), { corps: 'II', area: 'highlands', status: 'pacified', sl: 2, eal: 5 }));
    expect(r.game.mission).toMatchObject({ eal: 5, pefRep: 3 });
  });

  it('GIVEN fng.eal.hidden (the default) THEN EAL and PEF REP are sealed and the public event leaves them out', () => {
    const r = unwrap(startMissionOrder(args(g0, 'fwf', [3, 4]), { corps: 'I', area: 'dmz', status: 'contested', sl: 3, eal: 2 }));
    expect(r.game.sealed).toEqual([{ seq: 1, kind: 'mission', entry: { eal: 2, pefRep: 2 } }]);
    const ev = r.events[0]!;
    expect(ev.kind).toBe('mission');
    expect(ev).not.toHaveProperty('eal');
    expect(ev).not.toHaveProperty('pefRep');
  });

  it('GIVEN a mission already, a turn begun, an AO not in the corps, or a level outside 1–6 THEN refused, no dice rolled', () => {
    const started = unwrap(startMissionOrder(args(g0, 'fwf', [1]), { corps: 'I', area: 'dmz', status: 'contested', sl: 3, eal: 1 })).game;
    const cases: [Parameters<typeof startMissionOrder>[0]['game'], Parameters<typeof startMissionOrder>[1], string][] = [
      [started, { corps: 'I', area: 'dmz' }, 'fng/mission-started'],
      [{ ...g0, turn: 1 }, { corps: 'I', area: 'dmz' }, 'fng/mission-after-start'],
      [g0, { corps: 'I', area: 'swamp' }, 'fng/ao-not-in-corps'],
      [g0, { corps: 'I', area: 'dmz', eal: 7 }, 'fng/bad-level'],
      [g0, { corps: 'I', area: 'dmz', sl: 0 }, 'fng/bad-level'],
      [g0, { corps: 'I', area: 'dmz', eal: 2.5 }, 'fng/bad-level'],
    ];
    for (const [g, input, code] of cases) {
      const a = args(g, 'fwf', []);
      expectCode(startMissionOrder(a, input), code);
    }
    const r = startMissionOrder(args(g0, 'fwf', []), { corps: 'I', area: 'swamp' });
    expect(r.ok ? undefined : r.params).toEqual({ corps: 'I Corps', ao: 'swamp' });
  });
});

describe('pefPositions: the section centre, several in one section spread 3" apart', () => {
  it('GIVEN sectors 3, 3, 4, 3 on the 72 × 36 table THEN 60,9; 63,9; 12,27; 57,9', () => {
    expect(pefPositions(DEFAULT_TABLE, [3, 3, 4, 3])).toEqual([{ x: 60, y: 9 }, { x: 63, y: 9 }, { x: 12, y: 27 }, { x: 57, y: 9 }]);
  });
});
