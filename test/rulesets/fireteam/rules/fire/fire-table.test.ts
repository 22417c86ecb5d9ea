import { describe, expect, it } from 'vitest';
import { COVERS, hitBreakpoints, isCover, readFireTable, shiftCover, type Cover } from '../../../../../src/rulesets/fireteam/rules/fire/fire-table.js';
import { fire } from '../../../../../src/rulesets/fireteam/rules/fire/fire.js';
import type { FireTeamSize } from '../../../../../src/rulesets/fireteam/rules/fire/fire-team-size.js';
import { dice, RULES, rulesWith, unwrap } from '../fixtures.js';

describe('fire table breakpoints (our reading of the lost column spans)', () => {
  it('GIVEN the defaults THEN open runs in pairs, soft one column later, hard two later', () => {
    expect(hitBreakpoints('open', RULES)).toEqual([3, 5, 7, 9, 11]);
    expect(hitBreakpoints('soft', RULES)).toEqual([4, 6, 8, 10, 12]);
    expect(hitBreakpoints('hard', RULES)).toEqual([5, 7, 9, 11, 13]);
  });

  it('reads every score from −2 to 12 on each line', () => {
    const line = (cover: Cover) => Array.from({ length: 15 }, (_, i) => readFireTable(i - 2, cover, RULES));
    //                          −2 −1 0  1  2  3  4  5  6  7  8  9 10 11 12
    expect(line('open')).toEqual([0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(line('soft')).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(line('hard')).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('GIVEN a GM override THEN the line follows it', () => {
    const rules = rulesWith({ 'fire.hard.hits1': 4, 'fire.hard.hits5': 12 });
    expect(readFireTable(4, 'hard', rules)).toBe(1);
    expect(readFireTable(12, 'hard', rules)).toBe(5);
  });

  it('GIVEN out-of-order breakpoints THEN a score never gets more hits than a lower breakpoint allows', () => {
    const rules = rulesWith({ 'fire.open.hits2': 9, 'fire.open.hits3': 4 });
    expect(readFireTable(5, 'open', rules)).toBe(1);
    expect(readFireTable(9, 'open', rules)).toBe(4);
  });
});

describe('shiftCover', () => {
  it('moves one line and stops at the ends', () => {
    expect(shiftCover('open', 1)).toBe('soft');
    expect(shiftCover('soft', 1)).toBe('hard');
    expect(shiftCover('hard', 1)).toBe('hard');
    expect(shiftCover('soft', -1)).toBe('open');
    expect(shiftCover('open', -1)).toBe('open');
    expect(shiftCover('open', 3)).toBe('hard');
  });

  it('knows the cover names', () => {
    expect(COVERS.filter(isCover)).toEqual(['open', 'soft', 'hard']);
    expect(isCover('woods')).toBe(false);
  });
});

/** Of the ten d10 faces, how many give 0, 1 … 5 hits. */
function hitCounts(cover: Cover, size: FireTeamSize, more: { enfilade?: boolean; firerPinned?: boolean } = {}): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (let face = 1; face <= 10; face++) {
    const shot = unwrap(fire({ size, weapon: 'rifle', cover, target: { quality: 'veteran', figures: 10 }, ...more }, dice(face), RULES));
    counts[shot.effect.hits]! += 1;
  }
  return counts;
}

describe('GIVEN every d10 face THEN exact hit probabilities (out of 10) per cover line', () => {
  const cases: readonly [string, FireTeamSize, { enfilade?: boolean; firerPinned?: boolean }, Record<Cover, number[]>][] = [
    ['normal', 'normal', {}, { open: [2, 2, 2, 2, 2, 0], soft: [3, 2, 2, 2, 1, 0], hard: [4, 2, 2, 2, 0, 0] }],
    ['small', 'small', {}, { open: [3, 2, 2, 2, 1, 0], soft: [4, 2, 2, 2, 0, 0], hard: [5, 2, 2, 1, 0, 0] }],
    ['large', 'large', {}, { open: [1, 2, 2, 2, 2, 1], soft: [2, 2, 2, 2, 2, 0], hard: [3, 2, 2, 2, 1, 0] }],
    ['large enfilading', 'large', { enfilade: true }, { open: [0, 2, 2, 2, 2, 2], soft: [1, 2, 2, 2, 2, 1], hard: [2, 2, 2, 2, 2, 0] }],
    ['small pinned', 'small', { firerPinned: true }, { open: [5, 2, 2, 1, 0, 0], soft: [6, 2, 2, 0, 0, 0], hard: [7, 2, 1, 0, 0, 0] }],
  ];
  for (const [name, size, more, expected] of cases) {
    for (const cover of COVERS) {
      it(`${name} fire team on the ${cover} line`, () => {
        expect(hitCounts(cover, size, more)).toEqual(expected[cover]);
      });
    }
  }
});
