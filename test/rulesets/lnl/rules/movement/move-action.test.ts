import { describe, expect, it } from 'vitest';
import { moveAction } from '../../../../../src/rulesets/lnl/rules/movement/move-action.js';
import { findUnit, updateUnit } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import type { UnitMarker } from '../../../../../src/rulesets/lnl/rules/game/units.js';
import { US, expectCode, game, hex, leader, squad, unwrap } from '../fixtures-game.js';

const everywhere = () => true;

describe('moveAction (LnL player aid, Movement 6.0, Stacking 1.3, Streams 10.5.1, Shaken)', () => {
  it('GIVEN a hex\'s units THEN they move together, each marked by the kind of movement', () => {
    const r = unwrap(moveAction(game([squad('1st', 'C5'), leader('Lt', 'C5')]), { side: US, units: ['1st', 'Lt'], to: hex('D5'), how: 'assault' }));
    expect(r.result).toMatchObject({ ids: ['1st', 'Lt'], from: 'C5', to: 'D5', marker: 'assault-move' });
    expect(findUnit(r.state, '1st')).toMatchObject({ at: hex('D5'), markers: ['assault-move'] });
    expect(unwrap(moveAction(game([squad('1st', 'C5')]), { side: US, units: ['1st'], to: hex('D5'), how: 'stealth' })).result.marker).toBe('assault-move');
    expect(unwrap(moveAction(game([squad('1st', 'C5')]), { side: US, units: ['1st'], to: hex('D5'), how: 'low-crawl' })).result.marker).toBe('low-crawl');
  });

  it('GIVEN units of two hexes, the same hex or a fourth squad THEN refused', () => {
    expectCode(moveAction(game([squad('1st', 'C5'), squad('2nd', 'C6')]), { side: US, units: ['1st', '2nd'], to: hex('D5'), how: 'move' }), 'lnl/not-one-hex');
    expectCode(moveAction(game([squad('1st', 'C5')]), { side: US, units: ['1st'], to: hex('C5'), how: 'move' }), 'lnl/same-hex');
    const full = game([squad('a', 'D5'), squad('b', 'D5'), squad('c', 'D5'), squad('d', 'C5')]);
    expectCode(moveAction(full, { side: US, units: ['d'], to: hex('D5'), how: 'move' }), 'lnl/stacking-squads');
  });

  it('GIVEN a type 3 stream THEN legs pay +2 MP and a road vehicle (R) may not enter', () => {
    const jeep = { id: 'Jeep', kind: 'vehicle' as const, name: 'Jeep', firepower: 1, range: 6, morale: 6, movement: 16, moveType: 'R' as const, at: hex('C5') };
    const r = unwrap(moveAction(game([squad('1st', 'C5')]), { side: US, units: ['1st'], to: hex('D5'), how: 'move', streamType: 3 }));
    expect(r.result.stream).toEqual({ type: 3, penalties: [{ unit: '1st', mp: 2 }] });
    expectCode(moveAction(game([jeep]), { side: US, units: ['Jeep'], to: hex('D5'), how: 'move', streamType: 3 }), 'lnl/stream-prohibited');
  });

  it('GIVEN a Shaken squad THEN it may not close on an enemy it can see, but may move away or close on one out of sight', () => {
    const s = updateUnit(game([squad('1st', 'C5')], [squad('VC1', 'F5')]), '1st', (u) => ({ ...u, status: 'shaken' }));
    expectCode(moveAction(s, { side: US, units: ['1st'], to: hex('D5'), how: 'move', inSight: everywhere }), 'lnl/shaken-cannot-advance');
    expect(moveAction(s, { side: US, units: ['1st'], to: hex('B5'), how: 'move', inSight: everywhere }).ok).toBe(true);
    expect(moveAction(s, { side: US, units: ['1st'], to: hex('D5'), how: 'move', inSight: () => false }).ok).toBe(true);
  });

  it('GIVEN the move THEN it is remembered for opportunity fire: side, units, hex and kind', () => {
    const r = unwrap(moveAction(game([squad('1st', 'C5')]), { side: US, units: ['1st'], to: hex('D5'), how: 'low-crawl' }));
    expect(r.state.lastMove).toEqual({ side: US, units: ['1st'], hex: hex('D5'), how: 'low-crawl' });
  });

  it('GIVEN a unit that moved, completed its operations or fired THEN it may not move again; after firing, only the half move of Assault Fire', () => {
    const with_ = (markers: UnitMarker[]) => updateUnit(game([squad('1st', 'C5')]), '1st', (u) => ({ ...u, markers }));
    expectCode(moveAction(with_(['moved']), { side: US, units: ['1st'], to: hex('D5'), how: 'move' }), 'lnl/already-moved');
    expectCode(moveAction(with_(['low-crawl']), { side: US, units: ['1st'], to: hex('D5'), how: 'assault' }), 'lnl/already-moved');
    expectCode(moveAction(with_(['ops-complete']), { side: US, units: ['1st'], to: hex('D5'), how: 'move' }), 'lnl/already-fired');
    expectCode(moveAction(with_(['fired']), { side: US, units: ['1st'], to: hex('D5'), how: 'move' }), 'lnl/already-fired');
    expect(moveAction(with_(['fired']), { side: US, units: ['1st'], to: hex('D5'), how: 'assault' }).ok).toBe(true);
  });

  it('GIVEN a carried weapon or an immobilized vehicle THEN refused', () => {
    const s = game([squad('1st', 'C5'), { id: 'MG', kind: 'support-weapon', name: 'MG', firepower: 2, range: 8, morale: 0, carriedBy: '1st' }]);
    expectCode(moveAction(s, { side: US, units: ['MG'], to: hex('D5'), how: 'move' }), 'lnl/carried-moves-with-carrier');
    const stuck = updateUnit(game([{ id: 'T', kind: 'vehicle', name: 'T', firepower: 2, range: 8, morale: 6, movement: 10, at: hex('C5') }]), 'T', (u) => ({ ...u, immobilized: true }));
    expectCode(moveAction(stuck, { side: US, units: ['T'], to: hex('D5'), how: 'move' }), 'lnl/cannot-move');
  });
});
