import { describe, expect, it } from 'vitest';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { stackingProblems } from '../../../../../src/rulesets/lnl/rules/game/stacking.js';
import { US, VC, game, hex, leader, patch, rider, squad, tank, unit, weapon } from '../fixtures-game.js';

const at = (kind: UnitSpec['kind'], id: string, more: Partial<UnitSpec> = {}): UnitSpec => squad(id, 'D4', { kind, ...more });
/** `side`'s problems in D4 if the units named in `arriving` (already in the state, anywhere) moved in. */
const problems = (s: LnlState, arriving: string[] = []) => stackingProblems(s, hex('D4'), US, arriving.map((id) => unit(s, id)));

describe('stackingProblems (LnL player aid, Stacking 1.3)', () => {
  it('GIVEN three squads THEN fine; a fourth arriving THEN too many squads', () => {
    const s = game([squad('A', 'D4'), squad('B', 'D4'), squad('C', 'D4'), squad('D', 'A1')]);
    expect(problems(s)).toEqual([]);
    expect(problems(s, ['D'])).toEqual([{ code: 'lnl/stacking-squads', count: 4, max: 3 }]);
  });

  it('GIVEN half-squads, crews and ATGM teams THEN each is half a squad; another WT a whole one', () => {
    const halves = game([at('half-squad', 'H1'), at('half-squad', 'H2'), at('crew', 'C1'), at('crew', 'C2'), at('weapon-team', 'AT1', { atgm: true }), at('weapon-team', 'AT2', { atgm: true })]);
    expect(problems(halves)).toEqual([]);
    const more = game([at('half-squad', 'H1'), squad('A', 'D4'), squad('B', 'D4'), at('weapon-team', 'WT', { at: hex('A1') })]);
    expect(problems(more, ['WT'])).toEqual([{ code: 'lnl/stacking-squads', count: 3.5, max: 3 }]);
  });

  it('GIVEN mounted squads THEN two fill the hex; a third is too many', () => {
    const s = game([squad('M1', 'D4', { mounted: true }), squad('M2', 'D4', { mounted: true }), squad('M3', 'A1', { mounted: true })]);
    expect(problems(s)).toEqual([]);
    expect(problems(s, ['M3'])).toEqual([{ code: 'lnl/stacking-squads', count: 4.5, max: 3 }]);
  });

  it('GIVEN SMCs THEN two at most, whatever their kind', () => {
    const s = game([leader('L1', 'D4'), { ...leader('H', 'D4'), kind: 'hero' }, leader('L3', 'A1')]);
    expect(problems(s)).toEqual([]);
    expect(problems(s, ['L3'])).toEqual([{ code: 'lnl/stacking-smcs', count: 3, max: 2 }]);
  });

  it('GIVEN two vehicles THEN fine; a wreck counts as a third; two wrecks are too many', () => {
    const s = game([tank('T1', 'D4'), tank('T2', 'D4')]);
    expect(problems(s)).toEqual([]);
    const wrecked = addHexMarker(s, { kind: 'wreck', at: hex('D4') });
    expect(problems(wrecked)).toEqual([{ code: 'lnl/stacking-vehicles', count: 3, max: 2 }]);
    const two = addHexMarker(addHexMarker(game([]), { kind: 'wreck', at: hex('D4') }), { kind: 'wreck', at: hex('D4') });
    expect(problems(two)).toEqual([{ code: 'lnl/stacking-wrecks', count: 2, max: 1 }]);
  });

  it('GIVEN passengers, carried SWs, helicopters, gone units and the other side THEN they do not count', () => {
    let s = game(
      [
        squad('A', 'D4'),
        squad('B', 'D4'),
        squad('C', 'D4'),
        tank('T', 'D4'),
        rider('Pax', 'T'),
        weapon('MG', 'A'),
        weapon('Loose', 'A', { carriedBy: undefined, at: hex('D4') }),
        { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 6, at: hex('D4') },
        squad('Dead', 'D4'),
        tank('Gone', 'D4'),
        tank('T2', 'D4'),
      ],
      [squad('V1', 'D4'), squad('V2', 'D4')],
    );
    s = patch(patch(s, 'Dead', { status: 'eliminated' }), 'Gone', { status: 'destroyed' });
    expect(problems(s)).toEqual([]);
    expect(stackingProblems(s, hex('D4'), VC, [])).toEqual([]);
  });

  it('GIVEN an arriving unit already in the hex THEN it is counted once', () => {
    const s = game([squad('A', 'D4'), squad('B', 'D4'), squad('C', 'D4')]);
    expect(problems(s, ['C'])).toEqual([]);
  });

  it('GIVEN every limit broken at once THEN every problem is listed', () => {
    const s = addHexMarker(
      addHexMarker(game([squad('A', 'D4'), squad('B', 'D4'), squad('C', 'D4'), squad('D', 'D4'), leader('L1', 'D4'), leader('L2', 'D4'), leader('L3', 'D4'), tank('T1', 'D4')]), { kind: 'wreck', at: hex('D4') }),
      { kind: 'wreck', at: hex('D4') },
    );
    expect(problems(s).map((p) => p.code)).toEqual(['lnl/stacking-squads', 'lnl/stacking-vehicles', 'lnl/stacking-wrecks', 'lnl/stacking-smcs']);
  });
});
