import { describe, expect, it } from 'vitest';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { answersOverrun, closeAssaultAction, minesAction, overrunAction } from '../../../../../src/rulesets/lnl/rules/vehicles/vehicle-actions.js';
import { RULES, US, VC, dice, expectCode, game, hex, leader, patch, rider, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';

const armorLeader: UnitSpec = { id: 'AL', kind: 'armor-leader', name: 'Sgt', firepower: 0, range: 0, morale: 6, leadership: 1, aboard: { vehicle: 'M48', outside: false } };

describe('overrunAction (LnL player aid, Overrun 15.3)', () => {
  const field = () => game([tank('M48', 'C5', { he: 4 }), armorLeader], [squad('VC1', 'D5'), squad('VC2', 'D5')]);
  const weak = () => game([tank('M48', 'C5', { firepower: 0 })], [squad('VC1', 'D5')]);
  const run = (s: LnlState, faces: number[], more: { terrain?: 'clear' | 'other'; moduleAllows?: boolean } = {}) => {
    const d = dice(...faces);
    const r = unwrap(overrunAction(s, { side: US, vehicle: 'M48', hex: hex('D5'), terrain: more.terrain ?? 'clear', tm: 1, ...(more.moduleAllows ? { moduleAllows: true } : {}) }, d, RULES));
    expect(d.remaining).toBe(0);
    return r;
  };

  it('GIVEN a greater vehicle roll THEN 1d6 + 2 + HE + MG + armor leader LM vs 1d6 + TM; every defender a DC; the vehicle enters, marked Moved', () => {
    // 3 + 4 + 2 + 2 + 1 = 12 vs 4 + 1 = 5 → DC +7: VC1 2 → 9 shaken; VC2 6 → 13 casualties.
    const r = run(field(), [3, 4, 2, 6]);
    expect(r.result.overrun.attack).toMatchObject({ die: 3, firepower: 6, total: 12, modifiers: [{ reason: 'overrun', value: 2 }, { reason: 'leadership', value: 1 }] });
    expect(r.result.overrun.defence).toMatchObject({ total: 5, modifiers: [{ reason: 'terrain', value: 1 }] });
    expect(r.result.overrun).toMatchObject({ he: 4, mgFirepower: [2], extraMp: 4 });
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.applied.effect])).toEqual([
      ['VC1', 9, 'shaken'],
      ['VC2', 13, 'casualties'],
    ]);
    expect(unit(r.state, 'M48')).toMatchObject({ at: hex('D5'), markers: ['moved'] });
    expect(unit(r.state, 'AL').aboard).toEqual({ vehicle: 'M48', outside: false });
    expect(r.state.lastMove).toEqual({ side: US, units: ['M48'], hex: hex('D5'), how: 'other', overrun: true });
    expect(unit(r.state, 'VC2')).toMatchObject({ kind: 'half-squad', status: 'shaken' });
  });

  it('GIVEN a vehicle roll not greater THEN no DC, but the vehicle is in the hex, marked Moved', () => {
    // No HE, no MG, no leader: 1 + 2 = 3 vs 6 + 1 = 7.
    const r = run(weak(), [1, 6]);
    expect(r.result.overrun.outcome).toEqual({ effect: 'no-effect' });
    expect(r.result.damage).toEqual([]);
    expect(unit(r.state, 'M48')).toMatchObject({ at: hex('D5'), markers: ['moved'] });
    expect(unit(r.state, 'VC1').status).toBe('good-order');
  });

  it('GIVEN terrain the overrun may not enter THEN refused before any roll, unless the module allows it', () => {
    const d = dice();
    expectCode(overrunAction(field(), { side: US, vehicle: 'M48', hex: hex('D5'), terrain: 'other', tm: 1 }, d, RULES), 'lnl/overrun-terrain');
    expect(d.parts).toEqual([]);
    expect(run(weak(), [1, 6], { terrain: 'other', moduleAllows: true }).result.damage).toEqual([]);
  });

  it('refuses: a shaken or immobilized vehicle, a hex without enemy troops, a unit that is no vehicle, an enemy vehicle', () => {
    const refused = (s: LnlState, vehicle: string, code: string) => expectCode(overrunAction(s, { side: US, vehicle, hex: hex('D5'), terrain: 'clear', tm: 0 }, dice(), RULES), code);
    refused(patch(field(), 'M48', { status: 'shaken' }), 'M48', 'lnl/cannot-move');
    refused(patch(field(), 'M48', { immobilized: true }), 'M48', 'lnl/cannot-move');
    refused(game([tank('M48', 'C5')], [tank('T', 'D5'), rider('In', 'T')]), 'M48', 'lnl/no-target');
    refused(game([squad('1st', 'C5')], [squad('VC1', 'D5')]), '1st', 'lnl/not-a-vehicle');
    refused(game([], [tank('T', 'D5')]), 'T', 'lnl/not-your-unit');
  });
});

describe('closeAssaultAction (LnL player aid, Close Assault 17.1)', () => {
  /** A US tank in D4 (lowest armour 2) with a squad inside; VC assaulters with an RPG and a leader. */
  const ambush = (more: UnitSpec[] = []) =>
    game([tank('T', 'D4'), rider('In', 'T'), ...more], [squad('VC1', 'D4'), weapon('RPG', 'VC1', { he: 3 }), squad('VC2', 'D4'), leader('Ba', 'D4', 1)]);
  const assault = (s: LnlState, attackers: string[], faces: number[]) => {
    const d = dice(...faces);
    const r = unwrap(closeAssaultAction(s, { side: VC, attackers, vehicle: 'T' }, d, RULES));
    expect(d.remaining).toBe(0);
    return r;
  };

  it('GIVEN an attacker marked Fired or Ops Complete THEN refused before any die', () => {
    const d = dice();
    expectCode(closeAssaultAction(patch(ambush(), 'VC2', { markers: ['fired'] }), { side: VC, attackers: ['VC1', 'VC2'], vehicle: 'T' }, d, RULES), 'lnl/already-fired');
    expectCode(closeAssaultAction(patch(ambush(), 'VC1', { markers: ['ops-complete'] }), { side: VC, attackers: ['VC1'], vehicle: 'T' }, d, RULES), 'lnl/already-fired');
  });

  it('GIVEN a vehicle that has just overrun the hex THEN the defenders answer it as a reaction; otherwise not', () => {
    const s: LnlState = { ...ambush(), lastMove: { side: US, units: ['T'], hex: hex('D4'), how: 'other', overrun: true } };
    expect(answersOverrun(s, VC, 't')).toBe(true);
    expect(answersOverrun(s, US, 'T')).toBe(false);
    expect(answersOverrun({ ...s, lastMove: { ...s.lastMove!, overrun: false } }, VC, 'T')).toBe(false);
    expect(answersOverrun(ambush(), VC, 'T')).toBe(false);
  });

  it('GIVEN a passed Morale Check and a greater roll THEN destroyed: a wreck, crew and inside riders eliminated; the attackers marked Fired', () => {
    // MC 4 ≤ 5; 2 + IFP 3 + RPG HE 3 + LM 1 = 9 vs 6 + 2 = 8 → destroyed.
    const r = assault(ambush(), ['VC1', 'VC2'], [4, 2, 6]);
    expect(r.result.assault.attempts).toHaveLength(1);
    expect(r.result.assault.attempts[0]!.attack).toMatchObject({
      total: 9,
      modifiers: [
        { reason: 'sw-he', value: 3 },
        { reason: 'leadership', value: 1 },
      ],
      vehicleTotal: 8,
      destroyed: true,
    });
    expect(r.result.effect).toMatchObject({ unit: 'T', effect: 'destroyed' });
    expect(unit(r.state, 'T').status).toBe('destroyed');
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('D4') }]);
    expect(r.result.fate).toEqual([
      { unit: 'T', what: 'crew-lost', result: 'the crew is lost with it' },
      { unit: 'In', what: 'eliminated', result: 'eliminated with the vehicle' },
    ]);
    expect(unit(r.state, 'In').status).toBe('eliminated');
    expect(unit(r.state, 'VC1').markers).toEqual(['fired']);
    expect(unit(r.state, 'VC2').markers).toEqual([]); // it never went in: the vehicle was already burning
    expect(unit(r.state, 'Ba').markers).toEqual([]);
  });

  it('GIVEN a failed Morale Check and a roll not greater THEN the vehicle stands; the leader backed only the first attacker', () => {
    // VC1: MC 6 fails. VC2: MC 3, 1 + 3 = 4 vs 5 + 2 = 7.
    const r = assault(ambush(), ['VC1', 'VC2'], [6, 3, 1, 5]);
    expect(r.result.assault.attempts.map((a) => [a.attacker, a.moraleCheck.passed, a.attack?.total])).toEqual([
      ['VC1', false, undefined],
      ['VC2', true, 4],
    ]);
    expect(r.result.assault.destroyed).toBe(false);
    expect(r.result.effect).toBeUndefined();
    expect(r.result.fate).toEqual([]);
    expect(unit(r.state, 'T').status).toBe('good-order');
    expect(unit(r.state, 'VC2').markers).toEqual(['fired']);
  });

  it('GIVEN a hero THEN he may close-assault', () => {
    const s = game([tank('T', 'D4')], [{ ...leader('H', 'D4'), kind: 'hero', leadership: undefined }]);
    const r = assault(s, ['H'], [6, 6, 1]);
    expect(r.result.assault.attempts[0]!.attack).toMatchObject({ total: 7, vehicleTotal: 3, destroyed: true });
  });

  it('refuses before any roll: outside riders, a leader, a shaken attacker, one in another hex, a friendly or destroyed vehicle', () => {
    const refused = (s: LnlState, attackers: string[], vehicle: string, code: string) => {
      const d = dice();
      expectCode(closeAssaultAction(s, { side: VC, attackers, vehicle }, d, RULES), code);
      expect(d.parts).toEqual([]);
    };
    refused(ambush([rider('Out', 'T', true)]), ['VC1'], 'T', 'lnl/close-assault-prevented');
    refused(ambush(), ['Ba'], 'T', 'lnl/close-assault-no-attackers');
    refused(patch(ambush(), 'VC2', { status: 'shaken' }), ['VC1', 'VC2'], 'T', 'lnl/shaken-cannot-fire');
    refused(patch(ambush(), 'VC2', { at: hex('E4') }), ['VC2'], 'T', 'lnl/unit-not-in-hex');
    refused(game([], [tank('Own', 'D4'), squad('VC1', 'D4')]), ['VC1'], 'Own', 'lnl/not-a-vehicle');
    refused(patch(ambush(), 'T', { status: 'destroyed' }), ['VC1'], 'T', 'lnl/not-a-vehicle');
    refused(ambush(), ['VC1'], 'In', 'lnl/not-a-vehicle');
  });
});

describe('minesAction (LnL player aid, Mines vs. Vehicles 21.4.1)', () => {
  // T (US) has just moved into the mined hex D4.
  const mined = (more: UnitSpec[] = []): LnlState => ({ ...game([tank('T', 'D4'), ...more]), lastMove: { side: US, units: ['T'], hex: hex('D4'), how: 'other' } });
  const blast = (s: LnlState, faces: number[]) => {
    const d = dice(...faces);
    const r = unwrap(minesAction(s, { side: US, vehicle: 'T' }, d, RULES));
    expect(d.remaining).toBe(0);
    return r;
  };

  it('GIVEN 1 THEN no effect', () => {
    const r = blast(mined(), [1]);
    expect(r.result).toMatchObject({ mines: { die: 1, result: 'no-effect', crewEliminated: false }, effects: [], fate: [] });
    expect(r.state).toEqual({ ...mined(), lastMove: { ...mined().lastMove!, minesRolled: ['T'] } });
  });

  it('GIVEN the enemy, a vehicle that has not just moved, or a second roll THEN refused before any die', () => {
    const d = dice();
    expectCode(minesAction(mined(), { side: VC, vehicle: 'T' }, d, RULES), 'lnl/not-a-vehicle');
    const { lastMove: _m, ...still } = mined();
    expectCode(minesAction(still, { side: US, vehicle: 'T' }, d, RULES), 'lnl/mines-on-entry');
    const once = blast(mined(), [1]);
    expectCode(minesAction(once.state, { side: US, vehicle: 'T' }, d, RULES), 'lnl/mines-rolled');
  });

  it('GIVEN 2–3 THEN Shaken and buttoned; 4–5 Shaken and Immobilized', () => {
    const shaken = blast(mined(), [3]);
    expect(shaken.result.effects.map((e) => e.effect)).toEqual(['shaken']);
    expect(unit(shaken.state, 'T')).toMatchObject({ status: 'shaken', buttoned: true });
    expect(unit(shaken.state, 'T').immobilized).toBeUndefined();
    const stuck = blast(mined(), [4]);
    expect(stuck.result.effects.map((e) => e.effect)).toEqual(['shaken', 'immobilized']);
    expect(unit(stuck.state, 'T')).toMatchObject({ status: 'shaken', immobilized: true });
  });

  it('GIVEN an already Shaken vehicle shaken again THEN abandoned: a shaken Moved crew; riders disembark and check morale', () => {
    const s = patch(mined([rider('In', 'T')]), 'T', { status: 'shaken' });
    // 5: shaken (→ abandoned) and immobilized; In MC 6 > 5 → shaken.
    const r = blast(s, [5, 6]);
    expect(r.result.effects.map((e) => e.effect)).toEqual(['abandoned', 'immobilized']);
    expect(unit(r.state, 'T')).toMatchObject({ status: 'abandoned', immobilized: true });
    expect(unit(r.state, 'T crew')).toMatchObject({ status: 'shaken', markers: ['moved'], at: hex('D4'), side: US });
    expect(r.result.fate).toMatchObject([{ unit: 'In', what: 'morale-check', result: 'shaken' }]);
    expect(unit(r.state, 'In')).toMatchObject({ status: 'shaken', at: hex('D4'), markers: ['moved'] });
  });

  it('GIVEN 6 THEN destroyed with its crew (no bail-out roll); riders take their Damage Check at +0 first (DCT, Destroyed), then bail out', () => {
    // DCs: In 4 ≤ morale 5, no effect; Out 1 (no hero: not enemy fire). Bail-outs: In 2, Out 3.
    const r = blast(mined([rider('In', 'T'), rider('Out', 'T', true)]), [6, 4, 1, 2, 3]);
    expect(r.result.passengers.map((p) => [p.unit, p.check.die, p.check.total, p.applied.effect])).toEqual([
      ['In', 4, 4, 'no-effect'],
      ['Out', 1, 1, 'no-effect'],
    ]);
    expect(r.result.mines).toEqual({ die: 6, result: 'destroyed', crewEliminated: true });
    expect(unit(r.state, 'T').status).toBe('destroyed');
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('D4') }]);
    expect(r.result.fate).toEqual([
      { unit: 'T', what: 'crew-lost', result: 'the crew is lost with it' },
      { unit: 'In', what: 'bail-out', die: 2, result: 'bails out Shaken' },
      { unit: 'Out', what: 'bail-out', die: 3, result: 'eliminated' },
    ]);
    expect(r.state.units.some((u) => u.kind === 'crew')).toBe(false);
  });

  it('GIVEN a rider the Damage Check eliminates THEN it rolls no bail-out', () => {
    // A morale-1 half-squad: DC 6 + 0 against morale 1 reads far past it on the Good Order MMC column.
    const r = blast(mined([rider('In', 'T', false, { kind: 'half-squad', morale: 1 })]), [6, 6]);
    expect(r.result.passengers[0]!.applied.effect).toBe('eliminated');
    expect(r.result.fate.filter((f) => f.what === 'bail-out')).toEqual([]);
    expect(unit(r.state, 'In').status).toBe('eliminated');
  });

  it('refuses a unit that is no vehicle, a destroyed vehicle or an unknown id', () => {
    const s = patch(mined([squad('1st', 'D4'), tank('W', 'D4')]), 'W', { status: 'destroyed' });
    for (const id of ['1st', 'W', 'Ghost']) expectCode(minesAction(s, { side: VC, vehicle: id }, dice(), RULES), 'lnl/not-a-vehicle');
  });
});
