import { describe, expect, it } from 'vitest';
import { assault, assaultModifiers, checkAssaultReach, type AssaultGroup } from '../../../../../src/rulesets/fireteam/rules/assault/assault.js';
import { dice, expectCode, RULES, rulesWith, unwrap } from '../fixtures.js';

const g = (unit: string, quality: AssaultGroup['quality'], figures: number, more: Partial<AssaultGroup> = {}): AssaultGroup => ({
  unit,
  quality,
  figures,
  ...more,
});

describe('assaultModifiers', () => {
  it('assaulter +1, pinned −1, in cover +1', () => {
    expect(assaultModifiers(g('a', 'raw', 1, { pinned: true, inCover: true }), true)).toEqual([
      { reason: 'assaulter', value: 1 },
      { reason: 'pinned', value: -1 },
      { reason: 'in-cover', value: 1 },
    ]);
    expect(assaultModifiers(g('d', 'raw', 1), false)).toEqual([]);
  });
});

describe('assault (seed 004, Combat)', () => {
  it('GIVEN average assaulters (4+) and veteran defenders in cover (3+) THEN each die at its target kills', () => {
    // attackers 4 figures: 4 3 6 1 → 2 kills; defenders 3 figures: 3 2 5 → 2 kills
    const d = dice(4, 3, 6, 1, 3, 2, 5);
    const r = unwrap(assault({ attackers: [g('1st', 'average', 4)], defenders: [g('2nd', 'veteran', 3, { inCover: true })] }, d, RULES));
    expect(r.attackers.rolls[0]).toMatchObject({ target: 4, kills: 2 });
    expect(r.defenders.rolls[0]).toMatchObject({ target: 3, kills: 2 });
    expect(r.attackers.casualties).toBe(2);
    expect(r.defenders.casualties).toBe(2);
    expect(d.parts.map((p) => p.label)).toEqual(['assault 1st', 'assault 2nd']);
    expect(r.tie).toBe(true);
    expect(r.winner).toBe('defenders');
    expect(r.withdraws).toEqual({ side: 'attackers', inches: 12, pinned: true });
  });

  it('GIVEN the defenders lose more THEN they withdraw 12" pinned', () => {
    const r = unwrap(assault({ attackers: [g('a', 'veteran', 2)] , defenders: [g('d', 'raw', 3)] }, dice(3, 5, 6, 5, 1), RULES));
    expect([r.attackers.casualties, r.defenders.casualties]).toEqual([1, 2]);
    expect(r).toMatchObject({ tie: false, winner: 'attackers', withdraws: { side: 'defenders', inches: 12, pinned: true } });
  });

  it('GIVEN the attackers lose more THEN they withdraw', () => {
    const r = unwrap(assault({ attackers: [g('a', 'raw', 2)], defenders: [g('d', 'veteran', 2)] }, dice(1, 1, 4, 6), RULES));
    expect(r).toMatchObject({ winner: 'defenders', withdraws: { side: 'attackers' } });
  });

  it('GIVEN assault.tie NO_RESULT and equal casualties THEN nobody withdraws', () => {
    const r = unwrap(assault({ attackers: [g('a', 'raw', 1)], defenders: [g('d', 'raw', 1)] }, dice(1, 1), rulesWith({ 'assault.tie': 'NO_RESULT' })));
    expect(r).toMatchObject({ tie: true, winner: 'none' });
    expect(r.withdraws).toBeUndefined();
  });

  it('GIVEN pinned raw defenders in the open THEN they need 7: no die can kill', () => {
    const r = unwrap(assault({ attackers: [g('a', 'raw', 1)], defenders: [g('d', 'raw', 2, { pinned: true })] }, dice(1, 6, 6), RULES));
    expect(r.defenders.rolls[0]).toMatchObject({ target: 7, kills: 0 });
  });

  it('GIVEN defenders moved in from another unit THEN each group rolls its own target; kills stop at the figures', () => {
    const r = unwrap(
      assault(
        { attackers: [g('a', 'veteran', 3)], defenders: [g('d1', 'raw', 1), g('d2', 'average', 2, { pinned: true })] },
        dice(6, 6, 6, 6, 6, 6),
        RULES,
      ),
    );
    expect(r.defenders.rolls.map((x) => [x.unit, x.target, x.kills])).toEqual([
      ['d1', 6, 1],
      ['d2', 6, 2],
    ]);
    expect(r.attackers.kills).toBe(3);
    expect(r.defenders.casualties).toBe(3);
    expect(r.attackers.casualties).toBe(3);
  });

  it('GIVEN an empty side THEN refused', () => {
    expectCode(assault({ attackers: [], defenders: [g('d', 'raw', 1)] }, dice(), RULES), 'fireteam/no-assaulters');
    expectCode(assault({ attackers: [g('a', 'raw', 1)], defenders: [g('d', 'raw', 0)] }, dice(), RULES), 'fireteam/no-defenders');
  });

  it('GIVEN every face THEN one assaulting average figure kills with exactly 3/6', () => {
    let kills = 0;
    for (let f = 1; f <= 6; f++) kills += unwrap(assault({ attackers: [g('a', 'average', 1)], defenders: [g('d', 'raw', 1)] }, dice(f, 1), RULES)).attackers.kills;
    expect(kills).toBe(3);
  });
});

describe('who may fight (seed 004, Combat: "only figures in contact"; defenders "within 4"")', () => {
  const at = (x: number, y: number) => ({ x, y });

  it('GIVEN assaulters within 1" and a helper within 4" THEN the assault may go in', () => {
    expect(checkAssaultReach({ target: { id: 'd', position: at(10, 10) }, attackers: [{ id: 'a', position: at(11, 10) }], helpers: [{ id: 'h', position: at(10, 14) }] }, RULES).ok).toBe(true);
  });

  it('GIVEN an assaulter too far THEN refused with the distance', () => {
    const r = checkAssaultReach({ target: { id: 'd', position: at(10, 10) }, attackers: [{ id: 'a', position: at(11.5, 10) }], helpers: [] }, RULES);
    expect(r).toMatchObject({ ok: false, code: 'fireteam/not-in-contact', params: { unit: 'a', inches: 1.5, max: 1 } });
    expect(checkAssaultReach({ target: { id: 'd', position: at(10, 10) }, attackers: [{ id: 'a', position: at(11.5, 10) }], helpers: [] }, rulesWith({ 'assault.contactInches': 2 })).ok).toBe(true);
  });

  it('GIVEN a helper farther than 4" THEN refused', () => {
    expectCode(checkAssaultReach({ target: { id: 'd', position: at(10, 10) }, attackers: [], helpers: [{ id: 'h', position: at(10, 14.5) }] }, RULES), 'fireteam/helper-too-far');
  });

  it('GIVEN positions unknown THEN the players\' word is taken', () => {
    expect(checkAssaultReach({ target: { id: 'd' }, attackers: [{ id: 'a', position: at(50, 50) }], helpers: [] }, RULES).ok).toBe(true);
    expect(checkAssaultReach({ target: { id: 'd', position: at(10, 10) }, attackers: [{ id: 'a' }], helpers: [] }, RULES).ok).toBe(true);
  });
});
