import { describe, expect, it } from 'vitest';
import {
  computedOdds,
  KILL_NUMBERS,
  meleeAttack,
  meleeFirepower,
  meleeOdds,
  meleeRound,
  ODDS_COLUMNS,
  shakenAutoEliminated,
  type MeleeForce,
} from '../../../../../src/rulesets/lnl/rules/melee/melee.js';
import { allFaces, dice, expectCode, unwrap } from '../fixtures-ordnance.js';

/** The Melee Odds Ratio Table as the player aid prints it: rows defending FP 1–14, columns attacking FP 1–14. */
const PRINTED = `
1 1-1 2-1 3-1 4-1 5-1 5-1 5-1 5-1 5-1 5-1 5-1 5-1 5-1 5-1
2 1-2 1-1 3-2 2-1 3-1 3-1 4-1 4-1 5-1 5-1 5-1 5-1 5-1 5-1
3 1-3 2-3 1-1 3-2 2-1 2-1 3-1 3-1 3-1 4-1 4-1 4-1 5-1 5-1
4 1-3 1-2 1-1 1-1 3-2 3-2 2-1 2-1 3-1 3-1 3-1 3-1 4-1 4-1
5 1-3 1-2 2-3 1-1 1-1 3-2 3-2 2-1 2-1 2-1 3-1 3-1 3-1 3-1
6 1-3 1-3 1-2 2-3 1-1 1-1 3-2 3-2 3-2 2-1 2-1 2-1 3-1 3-1
7 1-3 1-3 1-2 2-3 1-1 1-1 1-1 3-2 3-2 3-2 2-1 2-1 2-1 2-1
8 1-3 1-3 1-2 1-2 2-3 1-1 1-1 1-1 3-2 3-2 3-2 3-2 2-1 2-1
9 1-3 1-3 1-3 1-2 2-3 2-3 1-1 1-1 1-1 3-2 3-2 3-2 3-2 2-1
10 1-3 1-3 1-3 1-2 1-2 2-3 1-1 1-1 1-1 1-1 3-2 3-2 3-2 3-2
11 1-3 1-3 1-3 1-2 1-2 2-3 2-3 1-1 1-1 1-1 1-1 3-2 3-2 3-2
12 1-3 1-3 1-3 1-3 1-2 1-2 2-3 2-3 1-1 1-1 1-1 1-1 3-2 3-2
13 1-3 1-3 1-3 1-3 1-2 1-2 2-3 2-3 1-1 1-1 1-1 1-1 1-1 3-2
14 1-3 1-3 1-3 1-3 1-2 1-2 1-2 2-3 2-3 1-1 1-1 1-1 1-1 1-1`;

const cells: [number, number, string][] = PRINTED.trim()
  .split('\n')
  .flatMap((line) => {
    const [def, ...cols] = line.trim().split(/\s+/);
    return cols.map((c, i): [number, number, string] => [Number(def), i + 1, c]);
  });

describe('Melee Odds Ratio Table (8.0)', () => {
  it('has all 196 printed cells', () => {
    expect(cells).toHaveLength(196);
  });

  it.each(cells)('defender %i vs attacker %i → %s', (def, att, printed) => {
    const r = unwrap(meleeOdds(att, def));
    expect(r).toMatchObject({ base: printed, column: printed, source: 'table', killNumber: KILL_NUMBERS[printed as keyof typeof KILL_NUMBERS] });
  });

  it('GIVEN the ratio rounded up for the attacker THEN it agrees with every printed cell (so extending with it is safe)', () => {
    const disagree = cells.filter(([def, att, printed]) => computedOdds(att, def) !== printed);
    expect(disagree).toEqual([]);
  });
});

describe('kill numbers (Melee Success Probability Table)', () => {
  it.each([
    ['1-3', 11],
    ['1-2', 10],
    ['2-3', 9],
    ['1-1', 8],
    ['3-2', 7],
    ['2-1', 6],
    ['3-1', 5],
    ['4-1', 4],
    ['5-1', 3],
  ] as const)('%s kills on %i', (column, kill) => {
    expect(KILL_NUMBERS[column]).toBe(kill);
  });

  it('columns run 1-3 to 5-1', () => {
    expect(ODDS_COLUMNS).toEqual(['1-3', '1-2', '2-3', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1']);
  });
});

describe('hero shift and clamping', () => {
  it('GIVEN a hero THEN one column right: 1-1 → 3-2, kill 7', () => {
    expect(unwrap(meleeOdds(4, 4, true))).toMatchObject({ base: '1-1', column: '3-2', killNumber: 7, heroShift: true });
  });

  it('GIVEN a hero at 1-3 THEN 1-2', () => {
    expect(unwrap(meleeOdds(1, 9, true)).column).toBe('1-2');
  });

  it('GIVEN a hero at 5-1 THEN stays 5-1', () => {
    expect(unwrap(meleeOdds(10, 1, true))).toMatchObject({ base: '5-1', column: '5-1', killNumber: 3 });
  });

  it('GIVEN FP beyond 14 THEN computed: 30 vs 20 = 3-2', () => {
    expect(unwrap(meleeOdds(30, 20))).toMatchObject({ column: '3-2', source: 'computed' });
  });

  it('GIVEN 15 vs 1 THEN clamped at 5-1', () => {
    expect(unwrap(meleeOdds(15, 1)).column).toBe('5-1');
  });

  it('GIVEN 1 vs 15 THEN clamped at 1-3', () => {
    expect(unwrap(meleeOdds(1, 15)).column).toBe('1-3');
  });

  it('GIVEN 16 vs 15 THEN 3-2 (ratio rounded up)', () => {
    expect(unwrap(meleeOdds(16, 15)).column).toBe('3-2');
  });

  it('GIVEN a defence of 0 THEN 5-1; an attack of 0 THEN 1-3', () => {
    expect(unwrap(meleeOdds(1, 0)).column).toBe('5-1');
    expect(unwrap(meleeOdds(0, 3)).column).toBe('1-3');
  });

  it('GIVEN negative FP THEN refused', () => {
    expectCode(meleeOdds(-1, 3), 'lnl/negative-firepower');
  });
});

const squad = (id: string, firepower: number, more = {}) => ({ id, firepower, ...more });

describe('melee firepower', () => {
  it('GIVEN IFP, an M unit and a SW THEN all added', () => {
    const fp = meleeFirepower({ units: [squad('a', 3, { meleeBonus: true }), squad('b', 2)], supportWeapons: [2] });
    expect(fp).toEqual({ units: 5, meleeBonus: 1, supportWeapons: 2, total: 8 });
  });

  it('GIVEN a shaken unit with a good-order friend THEN it adds nothing', () => {
    expect(meleeFirepower({ units: [squad('a', 3), squad('b', 4, { shaken: true })] }).total).toBe(3);
  });
});

describe('a melee attack', () => {
  it('GIVEN 2d6 + LM ≥ kill number THEN kills', () => {
    const r = unwrap(meleeAttack({ units: [squad('a', 4)], leaderLm: 1 }, { units: [squad('d', 4)] }, dice(3, 4)));
    expect(r).toMatchObject({ total: 8, kills: true, modifiers: [{ reason: 'leadership', value: 1 }] });
    expect(r.odds.killNumber).toBe(8);
  });

  it('GIVEN one short of the kill number THEN no kill', () => {
    expect(unwrap(meleeAttack({ units: [squad('a', 4)] }, { units: [squad('d', 4)] }, dice(3, 4))).kills).toBe(false);
  });

  it('GIVEN a hero among the attackers THEN shifted', () => {
    const r = unwrap(meleeAttack({ units: [squad('a', 3), squad('h', 1, { hero: true })] }, { units: [squad('d', 4)] }, dice(3, 4)));
    expect(r.odds).toMatchObject({ base: '1-1', column: '3-2', killNumber: 7 });
    expect(r.kills).toBe(true);
  });

  it('GIVEN a vehicle THEN it does not melee', () => {
    expectCode(meleeAttack({ units: [squad('t', 5, { vehicle: true })] }, { units: [squad('d', 4)] }, dice()), 'lnl/vehicles-do-not-melee');
  });

  it('GIVEN an empty side THEN refused', () => {
    expectCode(meleeAttack({ units: [] }, { units: [squad('d', 4)] }, dice()), 'lnl/no-melee-units');
  });

  it('exact probability at 1-1: 2d6 ≥ 8 = 15/36', () => {
    let kills = 0;
    for (const f of allFaces(2)) if (unwrap(meleeAttack({ units: [squad('a', 4)] }, { units: [squad('d', 4)] }, dice(...f))).kills) kills++;
    expect(kills).toBe(15);
  });
});

describe('a melee round', () => {
  const attacker: MeleeForce = { units: [squad('a1', 4), squad('a2', 2)], leaderLm: 1 };
  const defender: MeleeForce = { units: [squad('d1', 3)] };

  it('GIVEN both sides kill THEN both are eliminated together (counterattack before removal)', () => {
    // attack 6 vs 3 = 2-1, kill 6: 2+3+1 = 6 kills; counter 3 vs 6 = 1-2, kill 10: 5+5 = 10 kills
    const d = dice(2, 3, 5, 5);
    const r = unwrap(meleeRound(attacker, defender, d));
    expect(r.attack).toMatchObject({ total: 6, kills: true });
    expect(r.attack?.odds.column).toBe('2-1');
    expect(r.counterattack).toMatchObject({ total: 10, kills: true });
    expect(r.counterattack?.odds.column).toBe('1-2');
    expect(r.eliminated).toEqual(['d1', 'a1', 'a2']);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN only the attacker kills THEN the defender still counterattacks, and only it is removed', () => {
    const r = unwrap(meleeRound(attacker, defender, dice(6, 6, 1, 1)));
    expect(r.counterattack?.kills).toBe(false);
    expect(r.eliminated).toEqual(['d1']);
  });

  it('GIVEN neither kills THEN nobody is removed', () => {
    expect(unwrap(meleeRound(attacker, defender, dice(1, 1, 1, 1))).eliminated).toEqual([]);
  });

  it('GIVEN defenders all shaken THEN eliminated at once without a roll', () => {
    const d = dice();
    const r = unwrap(meleeRound(attacker, { units: [squad('d1', 3, { shaken: true })] }, d));
    expect(r).toEqual({ autoEliminated: ['d1'], eliminated: ['d1'] });
  });

  it('GIVEN a shaken defender with a good-order friend THEN not auto-eliminated', () => {
    expect(shakenAutoEliminated([squad('d1', 3, { shaken: true }), squad('d2', 2)])).toEqual([]);
  });

  it('GIVEN a shaken defender whose good-order friend in the hex is not engaged THEN not auto-eliminated; a shaken or vehicle friend does not save it', () => {
    expect(shakenAutoEliminated([squad('d1', 3, { shaken: true })], [squad('d2', 2)])).toEqual([]);
    expect(shakenAutoEliminated([squad('d1', 3, { shaken: true })], [squad('d2', 2, { shaken: true }), squad('v', 0, { vehicle: true })])).toEqual(['d1']);
    const r = unwrap(meleeRound(attacker, { units: [squad('d1', 3, { shaken: true })], others: [squad('d2', 2)] }, dice(6, 6)));
    expect(r.autoEliminated).toEqual([]);
    expect(r.attack?.kills).toBe(true);
    expect(r.counterattack).toBeUndefined();
  });

  it('GIVEN a vehicle in the defence THEN refused', () => {
    expectCode(meleeRound(attacker, { units: [squad('v', 0, { vehicle: true })] }, dice()), 'lnl/vehicles-do-not-melee');
  });
});
