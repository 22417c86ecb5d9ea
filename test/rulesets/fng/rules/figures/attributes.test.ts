import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTES,
  ATTRIBUTE_IDS,
  attribute,
  attributeAllowance,
  attributeDice,
  attributeForRoll,
  checkChosenAttributes,
  rollAttribute,
} from '../../../../../src/rulesets/fng/rules/figures/attributes.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('Attributes table (seed L356–L363)', () => {
  it('GIVEN the table THEN it has 36 entries, one for each d66 score, with unique ids and a source', () => {
    expect(ATTRIBUTES).toHaveLength(36);
    const rolls = ATTRIBUTES.map((a) => a.roll);
    const expected = [1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u));
    expect(rolls).toEqual(expected);
    expect(new Set(ATTRIBUTE_IDS).size).toBe(36);
    for (const a of ATTRIBUTES) {
      expect(a.source).toMatch(/^L\d+/);
      expect(a.effects.length).toBeGreaterThan(0);
    }
  });

  it('GIVEN the book example THEN 4 then 5 is a Poser and 6 then 2 is Tough (L358)', () => {
    expect(rollAttribute(dice(4, 5), 'attribute Pfc Able').attribute).toBe('poser');
    expect(rollAttribute(dice(6, 2), 'attribute Pfc Barnes').attribute).toBe('tough');
  });

  it('GIVEN every two-dice roll THEN each Attribute comes up exactly once in 36', () => {
    for (const a of ATTRIBUTES) {
      expect(countFaces(2, (f) => rollAttribute(dice(...f), 'a').attribute === a.id)).toBe(1);
    }
  });

  it('GIVEN a score the figure already has THEN it is rolled again, each roll in the ledger', () => {
    const d = dice(4, 5, 6, 2);
    const r = rollAttribute(d, 'attribute', ['poser']);
    expect(r.attribute).toBe('tough');
    expect(r.parts.map((p) => p.faces)).toEqual([[4, 5], [6, 2]]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a score outside the table THEN nothing reads', () => {
    expect(attributeForRoll(17)).toBeUndefined();
    expect(attributeForRoll(35)?.id).toBe('marksman');
  });

  it('GIVEN Stars and Grunts THEN Stars choose two and Grunts roll one, one more per REP rise (L358)', () => {
    expect(attributeAllowance(true, 0)).toEqual({ choose: 2 });
    expect(attributeAllowance(true, 2)).toEqual({ choose: 4 });
    expect(attributeAllowance(false, 0)).toEqual({ roll: 1 });
    expect(attributeAllowance(false, 1)).toEqual({ roll: 2 });
  });

  it('GIVEN a Star choosing THEN the count must match and nothing may repeat', () => {
    expect(unwrap(checkChosenAttributes(['marksman', 'tough'], 2))).toEqual(['marksman', 'tough']);
    expectCode(checkChosenAttributes(['marksman'], 2), 'fng/star-attributes');
    expectCode(checkChosenAttributes(['tough', 'tough'], 2), 'fng/duplicate-attribute');
  });

  it('GIVEN the effects THEN they name the tests the seed names', () => {
    expect(attributeDice(['born-leader'], 'received-fire')).toBe(1);
    expect(attributeDice(['born-leader'], 'man-down')).toBe(1);
    expect(attributeDice(['born-leader'], 'in-sight')).toBe(0);
    expect(attributeDice(['born-leader'], 'recover-from-knock-down')).toBe(0);
    expect(attributeDice(['quick-reflexes', 'shortsighted'], 'in-sight')).toBe(0);
    expect(attributeDice(['pointman'], 'in-sight')).toBe(0);
    expect(attributeDice(['pointman'], 'in-sight', ['on-point'])).toBe(1);
    expect(attributeDice(['knifeman', 'brawler'], 'melee')).toBe(1);
    expect(attributeDice(['knifeman', 'brawler'], 'melee', ['using-knife'])).toBe(2);
    expect(attributeDice(['coward', 'poser', 'wuss', 'tough', 'nerves-of-steel', 'brawler'], 'charge-into-melee')).toBe(0);
    expect(attribute('marksman').effects).toEqual([{ kind: 'score', target: 'ranged-combat', n: 1 }]);
    expect(attribute('poser').effects[0]).toEqual({ kind: 'test-dice', target: 'received-fire', dice: 1 });
    expect(attribute('hard-as-nails').effects[0]).toEqual({ kind: 'test-dice', target: 'recover-from-knock-down', dice: 3 });
    expect(attribute('ball-player').effects[0]).toEqual({ kind: 'inches', target: 'grenade-range', n: 9, set: true });
    expect(attribute('crack-shot').effects).toEqual([{ kind: 'best-of', target: 'single-rifle-shot', dice: 2, keep: 1, prone: 3 }]);
    // Spider Hole Discovery: Trap Finder or Pointman roll 3d6 and keep the best two (L1654).
    for (const id of ['trap-finder', 'pointman'] as const) {
      expect(attribute(id).effects).toContainEqual({ kind: 'best-of', target: 'spider-hole-discovery', dice: 3, keep: 2 });
    }
    // Tunnel Encounter table modifiers: Clumsy −1, Stealthy +1, Tunnel Rat +2 (L1527–L1534).
    const encounter = (id: 'clumsy' | 'stealthy' | 'tunnel-rat') =>
      attribute(id).effects.find((e) => e.kind === 'score' && e.target === 'tunnel-encounter');
    expect([encounter('clumsy'), encounter('stealthy'), encounter('tunnel-rat')].map((e) => (e && e.kind === 'score' ? e.n : 0))).toEqual([-1, 1, 2]);
  });
});
