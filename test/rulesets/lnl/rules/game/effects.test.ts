import { describe, expect, it } from 'vitest';
import { applyEffect } from '../../../../../src/rulesets/lnl/rules/game/effects.js';
import { findUnit, updateUnit, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { US, game, hex, leader, squad, unwrap } from '../fixtures-game.js';

const CREW = { firepower: 1, range: 2, morale: 5 };
const tank: UnitSpec = { id: 'M48', kind: 'vehicle', name: 'M48', firepower: 4, range: 10, morale: 6, movement: 12, armour: { front: 5, side: 3, rear: 2 }, at: hex('D4') };
const apply = (s: LnlState, id: string, e: Parameters<typeof applyEffect>[2]) => unwrap(applyEffect(s, id, e, CREW));

describe('applying DCT results (LnL player aid, DCT result notes)', () => {
  it('GIVEN Casualties on a squad THEN it becomes a shaken half-squad with its printed values', () => {
    const r = apply(game([squad('1st', 'C5')]), '1st', 'casualties');
    expect(findUnit(r.state, '1st')).toMatchObject({ kind: 'half-squad', status: 'shaken', firepower: 2, range: 4, morale: 4 });
  });

  it('GIVEN Casualties on a half-squad, crew or team THEN it is eliminated and its weapon stays in the hex', () => {
    let s = game([squad('HS', 'C5', { kind: 'half-squad' }), { id: 'MG', kind: 'support-weapon', name: 'MG', firepower: 2, range: 8, morale: 0, carriedBy: 'HS' }]);
    s = apply(s, 'HS', 'casualties').state;
    expect(findUnit(s, 'HS')?.status).toBe('eliminated');
    expect(findUnit(s, 'MG')).toMatchObject({ at: hex('C5') });
    expect(findUnit(s, 'MG')?.carriedBy).toBeUndefined();
  });

  it('GIVEN Wounded twice on a leader THEN shaken and wounded, then eliminated', () => {
    let s = game([leader('Lt', 'C5')]);
    s = apply(s, 'Lt', 'wounded').state;
    expect(findUnit(s, 'Lt')).toMatchObject({ status: 'shaken', wounded: true });
    s = apply(s, 'Lt', 'wounded').state;
    expect(findUnit(s, 'Lt')?.status).toBe('eliminated');
  });

  it('GIVEN a hero THEN Shaken has no effect and Wounded flips him without shaking', () => {
    let s = game([{ ...leader('Hero', 'C5'), kind: 'hero' }]);
    expect(apply(s, 'Hero', 'shaken').applied.became).toMatch(/never shake/);
    s = apply(s, 'Hero', 'wounded').state;
    expect(findUnit(s, 'Hero')).toMatchObject({ status: 'good-order', wounded: true });
  });

  it('GIVEN a shaken vehicle shaken again THEN it is abandoned, a shaken crew bails out marked Moved and its passengers must disembark', () => {
    let s = game([tank, squad('Riders', 'A1', { at: undefined, aboard: { vehicle: 'M48', outside: true } })]);
    s = apply(s, 'M48', 'shaken').state;
    expect(findUnit(s, 'M48')).toMatchObject({ status: 'shaken', buttoned: true });
    const r = apply(s, 'M48', 'shaken');
    expect(findUnit(r.state, 'M48')?.status).toBe('abandoned');
    expect(findUnit(r.state, 'M48 crew')).toMatchObject({ kind: 'crew', status: 'shaken', markers: ['moved'], at: hex('D4'), side: US, ...CREW });
    expect(findUnit(r.state, 'Riders')?.aboard).toEqual({ vehicle: 'M48', outside: true });
    expect(r.applied.follows).toEqual(['passengers-disembark']);
  });

  it('GIVEN an abandoned vehicle shaken, abandoned or damaged again THEN it stays abandoned and no second crew appears; destroyed it still can be (Abandoned note)', () => {
    let s = apply(apply(game([tank]), 'M48', 'shaken').state, 'M48', 'shaken').state;
    const crews = (x: LnlState) => x.units.filter((u) => u.kind === 'crew').length;
    for (const e of ['shaken', 'abandoned', 'damaged'] as const) {
      const r = apply(s, 'M48', e);
      expect(r.applied.became).toBe('still abandoned');
      expect(r.state).toBe(s);
    }
    expect(crews(s)).toBe(1);
    s = apply(s, 'M48', 'destroyed').state;
    expect(findUnit(s, 'M48')?.status).toBe('destroyed');
  });

  it('GIVEN a destroyed vehicle THEN a wreck marks its hex and a bail-out follows', () => {
    const r = apply(game([tank]), 'M48', 'destroyed');
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('D4') }]);
    expect(r.applied.follows).toEqual(['bail-out']);
  });

  it('GIVEN a destroyed helicopter THEN it crashes; damaged, it must exit', () => {
    const heli: UnitSpec = { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 6, at: hex('E2') };
    expect(apply(game([heli]), 'Huey', 'destroyed').applied.follows).toEqual(['crash', 'bail-out']);
    const s = apply(game([heli]), 'Huey', 'damaged');
    expect(findUnit(s.state, 'Huey')?.status).toBe('damaged');
    expect(s.applied.follows).toEqual(['exit-board']);
  });

  it('GIVEN No Effect or Immobilized THEN the counter is unchanged but for the immobilized flag', () => {
    const s = game([tank]);
    expect(apply(s, 'M48', 'no-effect')).toEqual({ state: s, applied: { unit: 'M48', effect: 'no-effect', became: 'no effect' } });
    expect(findUnit(apply(s, 'M48', 'immobilized').state, 'M48')).toMatchObject({ status: 'good-order', immobilized: true });
  });

  it('GIVEN Casualties on a squad with no printed half-squad THEN half its FP rounded up, its range and morale kept', () => {
    const { halfSquad: _h, ...bare } = squad('1st', 'C5', { firepower: 5 });
    expect(findUnit(apply(game([bare]), '1st', 'casualties').state, '1st')).toMatchObject({ kind: 'half-squad', name: 'Rifle Squad (half)', firepower: 3, range: 5, morale: 5, status: 'shaken' });
  });

  it('GIVEN Eliminated THEN the unit is out and its weapon stays in the hex', () => {
    let s = game([squad('1st', 'C5'), { id: 'MG', kind: 'support-weapon', name: 'MG', firepower: 2, range: 8, morale: 0, carriedBy: '1st' }]);
    s = apply(s, '1st', 'eliminated').state;
    expect(findUnit(s, '1st')?.status).toBe('eliminated');
    expect(findUnit(s, 'MG')).toMatchObject({ at: hex('C5'), status: 'good-order' });
  });

  it('GIVEN a vehicle abandoned with no passengers, or destroyed where a wreck lies THEN no disembark follows and one wreck stays', () => {
    const abandoned = apply(game([tank, { ...squad('M48 crew', 'A1'), kind: 'crew' }]), 'M48', 'abandoned');
    expect(findUnit(abandoned.state, 'M48 crew 2')).toMatchObject({ status: 'shaken', at: hex('D4') });
    expect(apply(game([tank]), 'M48', 'abandoned').applied).toMatchObject({ created: ['M48 crew'], follows: [] });
    const twice = apply(apply(game([tank, { ...tank, id: 'M60' }]), 'M48', 'destroyed').state, 'M60', 'destroyed');
    expect(twice.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('D4') }]);
  });

  it('GIVEN an unknown unit THEN it is refused', () => {
    expect(applyEffect(updateUnit(game([]), 'x', (u) => u), 'Ghost', 'shaken', CREW).ok).toBe(false);
  });
});
