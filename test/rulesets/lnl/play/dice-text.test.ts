import { describe, expect, it } from 'vitest';
import { bestOf, dice, die } from '../../../../src/rulesets/lnl/play/format.js';
import { smokeText, spotText } from '../../../../src/rulesets/lnl/play/format-move.js';
import { initiativeText } from '../../../../src/rulesets/lnl/play/format-rally.js';
import { laySmoke } from '../../../../src/rulesets/lnl/rules/smoke/smoke.js';
import { attemptSpotting } from '../../../../src/rulesets/lnl/rules/map/spotting.js';
import { dice as scripted, hex, unwrap } from '../rules/fixtures-game.js';

describe('LnL roll texts mark the dice (issue 14)', () => {
  it('GIVEN faces THEN each is marked 🎲, sums joined by +, a best-of keeps its kept value unmarked', () => {
    expect(die(4)).toBe('🎲4');
    expect(dice([5, 4])).toBe('🎲5+🎲4');
    expect(bestOf([2, 5], 5)).toBe('best of 🎲2, 🎲5 → 5');
  });

  it('GIVEN the initiative, smoke and spotting rolls THEN their dice are marked and their thresholds are not', () => {
    expect(initiativeText({ rolls: [{ side: 'US', die: 5 }, { side: 'VC', die: 2 }], winner: 'US', tie: false })).toBe('Initiative (3.0): **US** 🎲5 vs **VC** 🎲2 → **US** wins it.');
    const smoke = unwrap(laySmoke({ unit: { id: '1st', mmc: true, goodOrder: true }, smokeCapability: 4 }, scripted(3)));
    expect(smokeText({ ...smoke, unit: '1st', hex: hex('C5') })).toContain('rolls 🎲3 vs capability 4');
    const spotting = unwrap(attemptSpotting({ target: { terrain: 'degrading' }, degradingHexes: 0 }, scripted(2)));
    const spot = spotText({ spotter: 'Lt', hex: 'E5', sight: 'map', spot: spotting });
    expect(spot).toContain('at E5: 🎲2 = 2 vs ≤ 3');
  });
});
