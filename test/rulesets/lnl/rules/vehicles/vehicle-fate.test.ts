import { describe, expect, it } from 'vitest';
import type { AppliedEffect } from '../../../../../src/rulesets/lnl/rules/game/effects.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { aftermath, vehicleFate } from '../../../../../src/rulesets/lnl/rules/vehicles/vehicle-fate.js';
import type { FateSource, FateVehicleResult } from '../../../../../src/rulesets/lnl/rules/game/vehicle-tables.js';
import { RULES, US, VC, dice, game, hex, patch, rider, rulesWith, squad, tank, unit } from '../fixtures-game.js';

/** A VC tank at F5 with a squad inside and one riding outside (morale 5 each). */
const loaded = (): LnlState => game([], [tank('T', 'F5'), rider('In', 'T'), rider('Out', 'T', true)]);
const fate = (s: LnlState, source: FateSource, result: FateVehicleResult, faces: number[], options: { crewLost?: boolean } = {}, rules = RULES) => {
  const d = dice(...faces);
  const r = vehicleFate(s, 'T', source, result, d, rules, options);
  expect(d.remaining).toBe(0);
  return r;
};
const offAt = (s: LnlState, id: string, at: string) => {
  const u = unit(s, id);
  expect(u.aboard).toBeUndefined();
  expect(u.at).toEqual(hex(at));
  expect(u.markers).toContain('moved');
};
const stillAboard = (s: LnlState, id: string) => expect(unit(s, id).aboard).toBeDefined();

describe('vehicleFate: the Fate of Crew and Passengers table, DFT rows (15.4, 16.1.1)', () => {
  for (const result of ['no-effect', 'shaken'] as const) {
    it(`GIVEN ${result} THEN the crew is untouched; only a Shaken outside rider disembarks, marked Moved; no die`, () => {
      const s = patch(patch(loaded(), 'Out', { status: 'shaken' }), 'In', { status: 'shaken' });
      const r = fate(s, 'dft', result, []);
      expect(r.lines).toEqual([{ unit: 'Out', what: 'disembarks', result: 'Shaken, must disembark (marked Moved)' }]);
      offAt(r.state, 'Out', 'F5');
      stillAboard(r.state, 'In');
      expect(r.state.units).toHaveLength(3);
      const calm = fate(loaded(), 'dft', result, []);
      expect(calm.lines).toEqual([]);
      expect(calm.state).toEqual(loaded());
    });
  }

  it('GIVEN abandoned THEN no crew roll (the shaken crew is already placed); every rider disembarks, Moved, and takes a Morale Check', () => {
    // In: 5 ≤ 5 passes; Out: 6 > 5 → shaken.
    const r = fate(loaded(), 'dft', 'abandoned', [5, 6]);
    expect(r.lines).toMatchObject([
      { unit: 'In', what: 'morale-check', result: 'passes', check: { die: 5, total: 5, morale: 5, passed: true } },
      { unit: 'Out', what: 'morale-check', result: 'shaken', check: { die: 6, passed: false } },
    ]);
    expect(unit(r.state, 'In').status).toBe('good-order');
    expect(unit(r.state, 'Out').status).toBe('shaken');
    offAt(r.state, 'In', 'F5');
    offAt(r.state, 'Out', 'F5');
    expect(unit(r.state, 'In').markers).toEqual(['moved']);
  });

  it('GIVEN destroyed and a crew bail-out of 1 THEN a Good Order crew, Moved, with the house-rule profile; riders even → Shaken, odd → eliminated', () => {
    const r = fate(loaded(), 'dft', 'destroyed', [1, 4, 3], {}, rulesWith({ 'crew.morale': 4 }));
    expect(r.lines).toEqual([
      { unit: 'T crew', what: 'crew-survives', die: 1, result: 'the crew bails out in Good Order, marked Moved' },
      { unit: 'In', what: 'bail-out', die: 4, result: 'bails out Shaken' },
      { unit: 'Out', what: 'bail-out', die: 3, result: 'eliminated' },
    ]);
    expect(unit(r.state, 'T crew')).toEqual({ id: 'T crew', side: VC, kind: 'crew', name: 'T crew', firepower: 1, range: 2, morale: 4, status: 'good-order', wounded: false, markers: ['moved'], at: hex('F5') });
    expect(unit(r.state, 'In').status).toBe('shaken');
    offAt(r.state, 'In', 'F5');
    expect(unit(r.state, 'Out').status).toBe('eliminated');
  });

  it('GIVEN destroyed and a crew bail-out of 2 THEN the crew is lost; a rider eliminated by its DC rolls no bail-out', () => {
    const s = patch(loaded(), 'Out', { status: 'eliminated' });
    const r = fate(s, 'dft', 'destroyed', [2, 6]);
    expect(r.lines).toEqual([
      { unit: 'T', what: 'crew-lost', die: 2, result: 'the crew does not get out' },
      { unit: 'In', what: 'bail-out', die: 6, result: 'bails out Shaken' },
    ]);
    expect(r.state.units.some((u) => u.kind === 'crew')).toBe(false);
  });

  it('GIVEN a crew counter of that name already in play THEN the surviving crew takes the next free id', () => {
    const s = game([], [tank('T', 'F5'), { ...squad('T crew', 'F5'), kind: 'crew' }]);
    expect(fate(s, 'dft', 'destroyed', [1]).lines).toMatchObject([{ unit: 'T crew 2', what: 'crew-survives' }]);
  });

  it('GIVEN the crewLost option THEN the crew goes with the vehicle without a die; riders still bail out', () => {
    const r = fate(loaded(), 'dft', 'destroyed', [2, 2], { crewLost: true });
    expect(r.lines).toEqual([
      { unit: 'T', what: 'crew-lost', result: 'the crew is lost with it' },
      { unit: 'In', what: 'bail-out', die: 2, result: 'bails out Shaken' },
      { unit: 'Out', what: 'bail-out', die: 2, result: 'bails out Shaken' },
    ]);
  });
});

describe('vehicleFate: OFT and close-assault rows', () => {
  it('GIVEN OFT no effect THEN inside riders stay; outside riders disembark, Moved, and check morale', () => {
    const r = fate(loaded(), 'oft', 'no-effect', [3]);
    expect(r.lines).toMatchObject([{ unit: 'Out', what: 'morale-check', result: 'passes' }]);
    stillAboard(r.state, 'In');
    offAt(r.state, 'Out', 'F5');
  });

  it('GIVEN OFT shaken THEN inside riders check morale aboard; outside riders disembark and check', () => {
    const r = fate(loaded(), 'oft', 'shaken', [6, 2]);
    expect(r.lines).toMatchObject([
      { unit: 'In', what: 'morale-check', result: 'shaken' },
      { unit: 'Out', what: 'morale-check', result: 'passes' },
    ]);
    expect(unit(r.state, 'In')).toMatchObject({ status: 'shaken', aboard: { vehicle: 'T', outside: false }, markers: [] });
    offAt(r.state, 'Out', 'F5');
  });

  it('GIVEN OFT abandoned THEN both disembark and check', () => {
    const r = fate(loaded(), 'oft', 'abandoned', [1, 1]);
    expect(r.lines.map((l) => [l.unit, l.what, l.result])).toEqual([
      ['In', 'morale-check', 'passes'],
      ['Out', 'morale-check', 'passes'],
    ]);
    offAt(r.state, 'In', 'F5');
    offAt(r.state, 'Out', 'F5');
  });

  it('GIVEN OFT destroyed THEN the crew roll: 1 places a Moved Good Order crew, 2–6 nothing; riders bail out', () => {
    const one = fate(loaded(), 'oft', 'destroyed', [1, 1, 2]);
    expect(one.lines.map((l) => [l.unit, l.what, l.die])).toEqual([
      ['T crew', 'crew-survives', 1],
      ['In', 'bail-out', 1],
      ['Out', 'bail-out', 2],
    ]);
    expect(unit(one.state, 'T crew')).toMatchObject({ status: 'good-order', markers: ['moved'] });
    expect(unit(one.state, 'In').status).toBe('eliminated');
    expect(unit(one.state, 'Out').status).toBe('shaken');
    const lost = fate(game([], [tank('T', 'F5')]), 'oft', 'destroyed', [6]);
    expect(lost.lines).toEqual([{ unit: 'T', what: 'crew-lost', die: 6, result: 'the crew does not get out' }]);
  });

  it('GIVEN a close assault that destroyed the vehicle THEN the crew and inside riders are lost, no die', () => {
    const s = game([], [tank('T', 'F5'), rider('In', 'T')]);
    const r = fate(s, 'close-assault', 'destroyed', []);
    expect(r.lines).toEqual([
      { unit: 'T', what: 'crew-lost', result: 'the crew is lost with it' },
      { unit: 'In', what: 'eliminated', result: 'eliminated with the vehicle' },
    ]);
    expect(unit(r.state, 'In').status).toBe('eliminated');
  });

  it('GIVEN a row the table does not print (close assault shaken) or an unknown vehicle THEN nothing happens', () => {
    expect(fate(loaded(), 'close-assault', 'shaken', [])).toEqual({ state: loaded(), lines: [] });
    expect(fate(loaded(), 'close-assault', 'no-effect', [])).toEqual({ state: loaded(), lines: [] });
    const d = dice();
    expect(vehicleFate(loaded(), 'Ghost', 'dft', 'destroyed', d, RULES)).toEqual({ state: loaded(), lines: [] });
  });
});

const applied = (unitId: string, effect: AppliedEffect['effect']): { unit: string; applied: AppliedEffect } => ({ unit: unitId, applied: { unit: unitId, effect, became: effect } });
const heli: UnitSpec = { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 6, armourFactor: 1, mode: 'hover', at: hex('E5') };

describe('aftermath: what follows the vehicle results of an attack', () => {
  it('GIVEN leg units, a damaged helicopter and an immobilized tank THEN nothing is rolled', () => {
    let s = game([heli, tank('T', 'C5'), squad('1st', 'C5')]);
    s = patch(s, 'Huey', { status: 'damaged' });
    const d = dice();
    const r = aftermath(s, [applied('1st', 'shaken'), applied('Huey', 'damaged'), applied('T', 'immobilized'), applied('Ghost', 'shaken')], 'dft', d, RULES);
    expect(r).toEqual({ state: s, aftermath: { fates: [], crashes: [] } });
  });

  it('GIVEN a destroyed tank with a rider THEN the bail-outs are reported under its fate', () => {
    const s = patch(game([tank('T', 'C5'), rider('In', 'T')]), 'T', { status: 'destroyed' });
    const d = dice(3, 4);
    const r = aftermath(s, [applied('T', 'destroyed')], 'dft', d, RULES);
    expect(d.remaining).toBe(0);
    expect(r.aftermath.fates).toEqual([
      {
        vehicle: 'T',
        lines: [
          { unit: 'T', what: 'crew-lost', die: 3, result: 'the crew does not get out' },
          { unit: 'In', what: 'bail-out', die: 4, result: 'bails out Shaken' },
        ],
      },
    ]);
    expect(r.aftermath.crashes).toEqual([]);
  });

  it('GIVEN a destroyed helicopter THEN 2d6 direction and distance, the wreck moved to the crash hex and a 6-FP attack on every unit there', () => {
    let s = game([heli, rider('Pax', 'Huey'), squad('1st', 'E7')], [squad('VC1', 'E7'), tank('T54', 'E7')]);
    s = addHexMarker(patch(s, 'Huey', { status: 'destroyed' }), { kind: 'wreck', at: hex('E5') });
    // Crew 5: lost. Pax bail-out 2: shaken, down with it in E7, not attacked. Crash: direction 4 (S), distance ⌈4/2⌉ = 2 → E7.
    // Crash attack 4 + 6 = 10 vs 3 → DC +7: 1st 1 → 8 shaken (no hero roll); VC1 4 → 11 casualties; T54 1 → 8 > 6 shaken.
    const d = dice(5, 2, 4, 4, 4, 3, 1, 4, 1);
    const r = aftermath(s, [applied('Huey', 'destroyed')], 'dft', d, RULES);
    expect(d.remaining).toBe(0);
    expect(unit(r.state, 'Huey')).toMatchObject({ status: 'destroyed', at: hex('E7') });
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('E7') }]);
    expect(unit(r.state, 'Pax')).toMatchObject({ status: 'shaken', at: hex('E7') });
    const crash = r.aftermath.crashes[0]!;
    expect(crash.crash).toMatchObject({ directionDie: 4, direction: 'S', distanceDie: 4, distance: 2, from: hex('E5'), crashHex: hex('E7'), offBoard: false });
    expect(crash.attack).toMatchObject({ attack: { die: 4, firepower: 6, total: 10 }, defence: { die: 3, total: 3 }, outcome: { effect: 'damage-check', modifier: 7 } });
    expect(crash.damage.map((x) => [x.unit, x.check.total, x.applied.effect])).toEqual([
      ['1st', 8, 'shaken'],
      ['VC1', 11, 'casualties'],
      ['T54', 8, 'shaken'],
    ]);
    expect(unit(r.state, 'VC1')).toMatchObject({ kind: 'half-squad', status: 'shaken' });
    expect(unit(r.state, 'T54')).toMatchObject({ status: 'shaken', buttoned: true });
    expect(r.aftermath.fates[0]!.vehicle).toBe('Huey');
  });

  it('GIVEN a destroyed helicopter whose crew gets out THEN bail-outs first, then the crash; the crew comes down in the crash hex, an eliminated passenger stays', () => {
    const s = patch(game([heli, rider('Pax', 'Huey'), rider('Gone', 'Huey')]), 'Huey', { status: 'destroyed' });
    // Crew 1: survives. Pax 2 (even): shaken. Gone 5 (odd): eliminated. Crash: 3 (SE), 2 → 1 hex, empty: no attack.
    const d = dice(1, 2, 5, 3, 2);
    const r = aftermath(s, [applied('Huey', 'destroyed')], 'dft', d, RULES);
    expect(d.remaining).toBe(0);
    const at = r.aftermath.crashes[0]!.crash.crashHex;
    expect(unit(r.state, 'Huey crew')).toMatchObject({ status: 'good-order', at });
    expect(unit(r.state, 'Pax')).toMatchObject({ status: 'shaken', at });
    expect(unit(r.state, 'Gone')).toMatchObject({ status: 'eliminated', at: hex('E5') });
    expect(r.aftermath.crashes[0]!.damage).toEqual([]);
  });

  it('GIVEN the map\'s TM for the crash hex THEN the 6-FP attack reads it, and 4 + 6 against 6 + 4 does nothing', () => {
    const s = patch(game([heli, squad('1st', 'E7')]), 'Huey', { status: 'destroyed' });
    // Crew 5: lost. Crash: 4 (S), 4 → 2 hexes → E7. Attack 4 + 6 = 10 vs 6 + TM 4 = 10: no effect.
    const d = dice(5, 4, 4, 4, 6);
    const r = aftermath(s, [applied('Huey', 'destroyed')], 'dft', d, RULES, (h) => (h.col === hex('E7').col && h.row === hex('E7').row ? 4 : 0));
    expect(d.remaining).toBe(0);
    expect(r.aftermath.crashes[0]!.attack).toMatchObject({ defence: { die: 6, total: 10, modifiers: [{ reason: 'terrain', value: 4 }] }, outcome: { effect: 'no-effect' } });
    expect(r.aftermath.crashes[0]!.damage).toEqual([]);
  });

  it('GIVEN an empty crash hex THEN no attack is rolled', () => {
    const empty = patch(game([heli]), 'Huey', { status: 'destroyed' });
    const d2 = dice(3, 3, 2);
    const r2 = aftermath(empty, [applied('Huey', 'destroyed')], 'dft', d2, RULES);
    expect(d2.remaining).toBe(0);
    expect(r2.aftermath.crashes).toMatchObject([{ helicopter: 'Huey', crash: { direction: 'SE', distance: 1 }, damage: [] }]);
    expect(r2.aftermath.crashes[0]!.attack).toBeUndefined();
  });

  it('GIVEN a crash off the board THEN no wreck is left and nobody is attacked', () => {
    const s = addHexMarker(patch(game([{ ...heli, at: hex('E1') }]), 'Huey', { status: 'destroyed' }), { kind: 'wreck', at: hex('E1') });
    const d = dice(2, 1, 6);
    const r = aftermath(s, [applied('Huey', 'destroyed')], 'dft', d, RULES);
    expect(d.remaining).toBe(0);
    expect(r.aftermath.crashes[0]!.crash).toMatchObject({ direction: 'N', distance: 3, offBoard: true });
    expect(r.state.hexMarkers).toEqual([]);
  });

  it('GIVEN an OFT source THEN the OFT rows are read', () => {
    const s = patch(game([tank('T', 'C5'), rider('In', 'T')]), 'T', { status: 'shaken' });
    const d = dice(2);
    const r = aftermath(s, [applied('T', 'shaken')], 'oft', d, RULES);
    expect(d.remaining).toBe(0);
    expect(r.aftermath.fates).toMatchObject([{ vehicle: 'T', lines: [{ unit: 'In', what: 'morale-check', result: 'passes' }] }]);
    expect(unit(r.state, 'In').side).toBe(US);
  });
});
