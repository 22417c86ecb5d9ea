import { describe, expect, it } from 'vitest';
import { fireActionText } from '../../../../src/rulesets/lnl/play/format-fire.js';
import { fireAction, type FireOrder } from '../../../../src/rulesets/lnl/rules/fire/fire-action.js';
import type { UnitSpec } from '../../../../src/rulesets/lnl/rules/game/roster.js';
import { RULES, US, VC, dice, game, hex, patch, squad, tank, unwrap } from '../rules/fixtures-game.js';

const order = (more: Partial<FireOrder>): FireOrder => ({ side: US, firers: ['1st'], target: hex('F5'), tm: 0, sight: { adjacent: false, distance: 3, degrading: 0, blocked: false, adjacentBuildings: false }, flammable: false, ...more });

describe('fire texts', () => {
  it('GIVEN a helicopter crashing into a hex with cover THEN the crash attack line shows that hex\'s TM from the map', () => {
    const heli: UnitSpec = { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 2, armourFactor: 0, mode: 'flying', at: hex('E5') };
    const s = game([heli, squad('Below', 'E7')], [squad('VC1', 'F5')]);
    // Destroyed (DC 1 + 6 = 7); crew lost (4); crash S (4), ⌈3/2⌉ = 2 → E7; crash attack 3 + 6 = 9 vs 2 + TM 2 = 4 → DC +5: Below 1 + 5 = 6 shaken.
    const d = dice(6, 1, 1, 4, 4, 3, 3, 2, 1);
    const r = unwrap(fireAction(s, order({ side: VC, firers: ['VC1'], target: hex('E5'), vehicle: 'Huey', sight: { adjacent: false, distance: 1, degrading: 0, blocked: false, adjacentBuildings: false }, tmAt: () => 2 }), d, RULES));
    expect(d.remaining).toBe(0);
    expect(fireActionText(r.result, 'Huey')).toContain('Crash attack, FP 6 (TM 2):');
  });

  it('GIVEN a mortar at troops and a tank THEN both defences are shown', () => {
    const mortar: UnitSpec = { ...squad('1st', 'C5', { kind: 'weapon-team', firepower: 3, range: 12, mortar: true }) };
    const s = patch(game([mortar], [squad('VC1', 'F5'), tank('T', 'F5')]), 'T', { buttoned: true });
    // best of 2, 4 = 4 + 3 = 7 vs 6 → DC +1 for the squad (1 + 1 = 2, no effect; hero die 1: none); tank 7 vs 6 + AV 2 = 8: no effect.
    const d = dice(2, 4, 6, 6, 1, 1);
    const text = fireActionText(unwrap(fireAction(s, order({}), d, RULES)).result);
    expect(d.remaining).toBe(0);
    expect(text.split('\n')[0]).toBe('Mortar (18.1): **1st** at F5: best of 🎲2, 🎲4 → 4 + FP 3 = 7 vs 🎲6 = 6 → **DC +1** for the other units; armoured vehicles 🎲4 + FP 3 = 7 vs 🎲6 +2 lowest armour (17.2) = 8 → no effect.');
  });
});
