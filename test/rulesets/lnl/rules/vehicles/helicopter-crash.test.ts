import { describe, expect, it } from 'vitest';
import { formatHex, HEX_DIRECTIONS, hexDistance, hexNeighbour, parseHex } from '../../../../../src/core/board/hex.js';
import { CRASH_FIREPOWER, crashAttack, helicopterCrash } from '../../../../../src/rulesets/lnl/rules/vehicles/helicopter-crash.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

const C5 = unwrap(parseHex('C5'));

describe('helicopterCrash', () => {
  it.each([1, 2, 3, 4, 5, 6])('GIVEN a direction die of %i THEN the player aid direction (1 N, 2 NE … 6 NW)', (face) => {
    const crash = helicopterCrash(C5, dice(face, 1));
    expect(crash.direction).toBe(['N', 'NE', 'SE', 'S', 'SW', 'NW'][face - 1]);
    expect(crash.crashHex).toEqual(hexNeighbour(C5, HEX_DIRECTIONS[face - 1]!));
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('GIVEN a distance die of %i THEN %i hexes away', (face, distance) => {
    const crash = helicopterCrash(C5, dice(3, face));
    expect(crash.distance).toBe(distance);
    expect(hexDistance(C5, crash.crashHex)).toBe(distance);
  });

  it('GIVEN dice 1 and 5 from C5 THEN it comes down three hexes north, in C2', () => {
    const roller = dice(1, 5);
    const crash = helicopterCrash(C5, roller);
    expect(formatHex(crash.crashHex)).toBe('C2');
    expect(crash.directionPart.label).toBe('crash direction');
    expect(crash.distancePart.label).toBe('crash distance');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN a grid THEN says whether the crash hex is off the board', () => {
    expect(helicopterCrash(C5, dice(1, 6), { columns: 10, rows: 10 }).offBoard).toBe(false);
    expect(helicopterCrash(unwrap(parseHex('C2')), dice(1, 6), { columns: 10, rows: 10 }).offBoard).toBe(true);
  });
});

describe('crashAttack', () => {
  it('GIVEN units in the crash hex THEN a normal 6 FP direct-fire attack', () => {
    const r = unwrap(crashAttack({ target: { tm: 2 } }, dice(1, 4)));
    expect(CRASH_FIREPOWER).toBe(6);
    expect(r.attack).toMatchObject({ die: 1, firepower: 6, total: 7 });
    expect(r.defence.total).toBe(6);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 1, offTable: false });
    expect(r.attack.part.label).toBe('crash');
  });
});
