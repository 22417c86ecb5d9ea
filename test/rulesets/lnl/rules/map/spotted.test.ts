import { describe, expect, it } from 'vitest';
import { hexSpotted, markSpotted } from '../../../../../src/rulesets/lnl/rules/map/spotted.js';
import { administrativePhase } from '../../../../../src/rulesets/lnl/rules/phases/turn.js';
import { updateUnit } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, game, hex, squad } from '../fixtures-game.js';

describe('hexSpotted (LnL player aid, Spotting 10.1; Administrative phase 9.0)', () => {
  const s = () => game([squad('1st', 'A1')], [squad('VC1', 'F5')]);

  it('GIVEN an enemy hid in cover, unmarked, with none of ours next to it THEN not spotted', () => {
    expect(hexSpotted(s(), US, hex('F5'), 'blocking')).toEqual([]);
  });

  it('GIVEN each automatic case THEN spotted, with its reason', () => {
    expect(hexSpotted(updateUnit(s(), 'VC1', (u) => ({ ...u, markers: ['fired'] })), US, hex('F5'), 'blocking')).toEqual(['fired']);
    expect(hexSpotted(s(), US, hex('F5'), 'open')).toEqual(['open-terrain']);
    const beside = updateUnit(s(), '1st', (u) => ({ ...u, at: hex('F4') }));
    expect(hexSpotted(beside, US, hex('F5'), 'degrading')).toEqual(['adjacent-good-order']);
    const shaken = updateUnit(beside, '1st', (u) => ({ ...u, status: 'shaken' }));
    expect(hexSpotted(shaken, US, hex('F5'), 'degrading')).toEqual([]);
  });

  it('GIVEN a spot this turn THEN the hex stays spotted for that side only, until the Administrative phase', () => {
    expect(hexSpotted(s(), US, hex('D4'), 'blocking')).toEqual([]);
    const spotted = markSpotted(s(), US, hex('D4'));
    expect(hexSpotted(spotted, US, hex('D4'), 'blocking')).toEqual(['spotted-this-turn']);
    expect(hexSpotted(spotted, VC, hex('D4'), 'blocking')).toEqual([]);
    expect(markSpotted(spotted, US, hex('D4'))).toBe(spotted);
    expect(hexSpotted(administrativePhase(spotted).state, US, hex('D4'), 'blocking')).toEqual([]);
  });
});
