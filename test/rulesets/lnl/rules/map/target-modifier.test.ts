import { describe, expect, it } from 'vitest';
import { parseHex } from '../../../../../src/core/board/hex.js';
import type { Scenario } from '../../../../../src/core/board/scenario.js';
import { validateScenario } from '../../../../helpers/boards.js';
import { parseTmList } from '../../../../../src/rulesets/lnl/rules/game/order-input.js';
import { groundFrom, positiveTmAt, targetModifier } from '../../../../../src/rulesets/lnl/rules/map/target-modifier.js';

const hex = (s: string) => {
  const h = parseHex(s);
  if (!h.ok) throw new Error(s);
  return h.value;
};

const board = (features: unknown[]): Scenario => {
  const r = validateScenario({ id: 't', name: 'T', ruleset: 'lnl', sides: ['US', 'VC'], board: { kind: 'hex', columns: 8, rows: 8 }, features });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};

const MAP = board([
  { name: 'Huts', type: 'bamboo-building', hexes: ['C3'], tm: 2 },
  { name: 'Woods', type: 'woods', hexes: ['D4'] },
  { name: 'Crops', type: 'low-crops', hexes: ['E5'], tm: 0 },
  { name: 'Paddy', type: 'rice-paddy', hexes: ['F6'] },
  { name: 'Garden wall', type: 'wall', hexsides: ['C3-C2'], tm: 3 },
]);

describe('target modifiers for LnL hexes (the player aid prints no TEC)', () => {
  it('GIVEN a declaration THEN it wins over the map', () => {
    expect(targetModifier(MAP, hex('C3'), 1)).toEqual({ ok: true, value: { tm: 1, declared: true, types: [] } });
  });

  it('GIVEN the scenario\'s TM for the terrain THEN it is used; a tm of 0 on cover is a TM too', () => {
    expect(targetModifier(MAP, hex('C3'), undefined)).toMatchObject({ ok: true, value: { tm: 2, declared: false } });
    expect(targetModifier(MAP, hex('E5'), undefined)).toMatchObject({ ok: true, value: { tm: 0 } });
  });

  it('GIVEN cover the scenario gives no TM for THEN the player must declare it; open ground is 0', () => {
    expect(targetModifier(MAP, hex('D4'), undefined)).toEqual({ ok: false, code: 'lnl/tm-needed', params: { hex: 'D4', terrain: 'woods' } });
    expect(targetModifier(MAP, hex('F6'), undefined)).toMatchObject({ ok: true, value: { tm: 0 } });
    expect(targetModifier(MAP, hex('A1'), undefined)).toMatchObject({ ok: true, value: { tm: 0 } });
  });

  it('GIVEN a wall on the hexside the fire crosses into the hex THEN its TM counts when better, and marks the TM a wall\'s', () => {
    expect(targetModifier(MAP, hex('C3'), undefined, hex('C1'))).toMatchObject({ ok: true, value: { tm: 3, fromWall: true } });
    expect(targetModifier(MAP, hex('C3'), undefined, hex('C5'))).toEqual({ ok: true, value: { tm: 2, declared: false, types: ['bamboo-building'] } });
    expect(groundFrom(MAP, new Map(), hex('C1'))(hex('C3'))).toEqual({ ok: true, value: { tm: 3, tmFromWallOrHill: true, flammable: true } });
    // Artillery gives no firer's hex: walls do not count.
    expect(groundFrom(MAP, new Map())(hex('C3'))).toEqual({ ok: true, value: { tm: 2, tmFromWallOrHill: false, flammable: true } });
  });

  it('GIVEN the rally −2 THEN a positive scenario TM counts, a zero one does not, and undeclared cover counts', () => {
    expect(positiveTmAt(MAP, hex('C3'), undefined)).toBe(true);
    expect(positiveTmAt(MAP, hex('E5'), undefined)).toBe(false);
    expect(positiveTmAt(MAP, hex('D4'), undefined)).toBe(true);
    expect(positiveTmAt(MAP, hex('F6'), undefined)).toBe(false);
    expect(positiveTmAt(MAP, hex('C3'), false)).toBe(false);
  });

  it('GIVEN artillery ground THEN declared TMs by hex, the scenario\'s, flammable huts and hills', () => {
    const ground = groundFrom(MAP, new Map([['D4', 2]]));
    expect(ground(hex('C3'))).toEqual({ ok: true, value: { tm: 2, tmFromWallOrHill: false, flammable: true } });
    expect(ground(hex('D4'))).toEqual({ ok: true, value: { tm: 2, tmFromWallOrHill: false, flammable: false } });
    expect(parseTmList('E4:2, f5=-1')).toEqual({ ok: true, value: new Map([['E4', 2], ['F5', -1]]) });
    expect(parseTmList('E4:two').ok).toBe(false);
  });

  it('GIVEN a scenario with a bad tm or a tm on a road THEN each is reported', () => {
    const r = validateScenario({
      id: 't',
      name: 'T',
      ruleset: 'lnl',
      sides: ['US', 'VC'],
      board: { kind: 'hex', columns: 8, rows: 8 },
      features: [
        { name: 'Huts', type: 'bamboo-building', hexes: ['C3'], tm: 9 },
        { name: 'Road', type: 'road', path: ['A1', 'A2'], tm: 1 },
        { name: 'Wall', type: 'wall', hexsides: ['C3-C2'], tm: 1 },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['features[0].tm', 'features[1].tm']);
  });
});
