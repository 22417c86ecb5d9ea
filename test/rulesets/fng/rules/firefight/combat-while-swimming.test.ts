import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { chainEnv } from '../../../../../src/rulesets/fng/rules/game/order.js';
import { meleeStep } from '../../../../../src/rulesets/fng/rules/game/chain-melee.js';
import { fireOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { launchOrder, throwOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { swimming, swimmingMeleeModifiers } from '../../../../../src/rulesets/fng/rules/firefight/combat-while-swimming.js';
import type { WaterKnown } from '../../../../../src/rulesets/fng/rules/terrain/water-state.js';
import { FNG_MESSAGES } from '../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, fig, table } from '../../helpers/table.js';

/*
 * Combat While Swimming (L1195): "Figures that are swimming may not fire weapons or throw grenades.
 * They can engage in melee combat counting a minus one to their Rep if fighting those on shore." Slight
 * Trouble (L1193): "-1 to their REP if involved in melee this turn". Pink swims in the Song Ve (turn 3).
 */
const water = (over: Partial<WaterKnown> = {}): WaterKnown => ({ currents: {}, depths: [], trouble: {}, swimmers: { 'fwf:pink': { feature: 'Song Ve', since: 1, tested: 3 } }, ...over });

describe('who is swimming, and his melee (L1195, L1193)', () => {
  it('GIVEN pink in deep water THEN he swims; barnes on the bank does not', () => {
    expect(swimming(water(), 'fwf:pink')).toBe(true);
    expect(swimming(water(), 'fwf:barnes')).toBe(false);
    expect(swimming(undefined, 'fwf:pink')).toBe(false);
  });

  it('GIVEN pink against a VC on the shore THEN −1; against another swimmer THEN nothing; in Slight Trouble this turn THEN −1 more', () => {
    expect(swimmingMeleeModifiers(water(), 'fwf:pink', 'cf:tranh', 3)).toEqual(['swimmingVsShore']);
    const both = water({ swimmers: { 'fwf:pink': { feature: 'Song Ve', since: 1, tested: 3 }, 'cf:tranh': { feature: 'Song Ve', since: 2 } } });
    expect(swimmingMeleeModifiers(both, 'fwf:pink', 'cf:tranh', 3)).toEqual([]);
    expect(swimmingMeleeModifiers(water({ trouble: { 'fwf:pink': 'slight' } }), 'fwf:pink', 'cf:tranh', 3)).toEqual(['swimmingVsShore', 'slightTroubleSwimming']);
    // Slight Trouble counts in the turn he swam in it, not after.
    expect(swimmingMeleeModifiers(water({ trouble: { 'fwf:pink': 'slight' } }), 'fwf:pink', 'cf:tranh', 4)).toEqual(['swimmingVsShore']);
    expect(swimmingMeleeModifiers(water(), 'cf:tranh', 'fwf:pink', 3)).toEqual([]);
  });
});

describe('a swimmer may not fire or throw (L1195)', () => {
  const g = table([fig('fwf', 'pink', 10, 20, { gear: ['smoke-grenades'] }), fig('fwf', 'kelly', 10, 22, { weapon: 'm72-law' }), fig('cf', 'tranh', 14, 20)], { turn: 3, water: { ...water(), swimmers: { 'fwf:pink': { feature: 'Song Ve', since: 1 }, 'fwf:kelly': { feature: 'Song Ve', since: 1 } } } });

  it('GIVEN pink swimming THEN his fire and his grenade are refused, nothing rolled, and the words say what would work', () => {
    const a = args(g, 'fwf', []);
    expectCode(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'tranh' }] }), 'fng/swimming');
    expectCode(throwOrder(a, { thrower: 'pink', target: 'tranh' }), 'fng/swimming');
    expectCode(launchOrder(a, { firer: 'kelly', target: 'tranh' }), 'fng/swimming');
    expect(FNG_MESSAGES['fng/swimming']!({ figure: 'pink' })).toBe('`pink` is swimming: swimmers may not fire weapons or throw grenades (L1195). Swim out first (`/fng-mission swim`), or fight hand to hand.');
  });

  it('GIVEN the VC swimming, fired on, passing Received Fire to fire back THEN his return fire is not fired', () => {
    const g2 = table([fig('fwf', 'pink', 10, 20, { rep: 5 }), fig('cf', 'tranh', 20, 20)], { turn: 3, water: { currents: {}, depths: [], trouble: {}, swimmers: { 'cf:tranh': { feature: 'Song Ve', since: 1 } } } });
    // Pink's 4 dice: 1s (misses); tranh's Received Fire 1, 2 (both passed vs REP 4: fire back).
    const r = unwrap(fireOrder(args(g2, 'fwf', [1, 1, 1, 1, 1, 2, ...Array<number>(20).fill(3)]), { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.filter((e) => e.kind === 'shot').length).toBe(1);
    expect(r.events).toContainEqual({ kind: 'no-shot', shooter: 'cf:tranh', why: 'return-fire', reason: 'swimming' });
  });
});

describe('melee in the water (L1195)', () => {
  it('GIVEN pink (REP 4, M-16 with bayonet: +2) swimming, charged by tranh from the bank THEN pink rolls 5 dice, not 6', () => {
    const g = table([fig('fwf', 'pink', 10, 20), fig('cf', 'tranh', 10, 21)], { turn: 3, water: water() });
    const events: FngEvent[] = [];
    meleeStep(g, { kind: 'melee', attacker: 'cf:tranh', defender: 'fwf:pink' }, chainEnv(args(g, 'cf', Array<number>(30).fill(1))), events);
    const m = events.find((e): e is Extract<FngEvent, { kind: 'melee' }> => e.kind === 'melee')!;
    expect(m.result.attacker.dice).toBe(6);
    expect(m.result.defender.dice).toBe(5);
  });
});
