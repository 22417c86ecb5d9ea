import { describe, expect, it } from 'vitest';
import {
  columnName,
  directionTo,
  formatHex,
  hexDistance,
  hexNeighbour,
  hexNeighbours,
  onHexGrid,
  parseHex,
  sharedHexside,
  type HexCoord,
} from '../../../src/core/board/hex.js';

const h = (s: string): HexCoord => {
  const r = parseHex(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};
const names = (hs: readonly HexCoord[]): string[] => hs.map(formatHex);

describe('hex coordinates', () => {
  it('GIVEN "C5", "c5", "C05" THEN column C row 5; it formats back as C5', () => {
    expect(h('C5')).toEqual({ col: 2, row: 4 });
    expect(h('c5')).toEqual({ col: 2, row: 4 });
    expect(h('C05')).toEqual({ col: 2, row: 4 });
    expect(formatHex({ col: 2, row: 4 })).toBe('C5');
  });

  it('GIVEN columns past Z THEN AA, AB…', () => {
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(h('AB3')).toEqual({ col: 27, row: 2 });
  });

  it('GIVEN text that is no hex THEN board/bad-hex', () => {
    for (const s of ['', '5C', 'C0', 'C', '12,30', 'C5x']) expect(parseHex(s)).toMatchObject({ ok: false, code: 'board/bad-hex' });
  });

  it('GIVEN a 12×10 map THEN L10 is on it and M1, A11 are not', () => {
    const grid = { columns: 12, rows: 10 };
    expect(onHexGrid(h('L10'), grid)).toBe(true);
    expect(onHexGrid(h('M1'), grid)).toBe(false);
    expect(onHexGrid(h('A11'), grid)).toBe(false);
  });
});

describe('flat-topped neighbours (B, D… half a hex lower)', () => {
  it('GIVEN C5 (a raised column) THEN its neighbours N, NE, SE, S, SW, NW', () => {
    expect(names(hexNeighbours(h('C5')))).toEqual(['C4', 'D4', 'D5', 'C6', 'B5', 'B4']);
  });

  it('GIVEN D5 (a lowered column) THEN its neighbours', () => {
    expect(names(hexNeighbours(h('D5')))).toEqual(['D4', 'E5', 'E6', 'D6', 'C6', 'C5']);
  });

  it('GIVEN a corner hex and a grid THEN only neighbours on the map', () => {
    expect(names(hexNeighbours(h('A1'), { columns: 12, rows: 10 }))).toEqual(['B1', 'A2']);
  });

  it('GIVEN every neighbour THEN it is 1 away and the way back is the opposite direction', () => {
    for (const start of ['C5', 'D5', 'A1', 'L10']) {
      for (const n of hexNeighbours(h(start))) {
        expect(hexDistance(h(start), n)).toBe(1);
        const there = directionTo(h(start), n)!;
        const back = directionTo(n, h(start))!;
        expect(formatHex(hexNeighbour(n, back))).toBe(start);
        expect(['N', 'NE', 'SE', 'S', 'SW', 'NW'].indexOf(back)).toBe((['N', 'NE', 'SE', 'S', 'SW', 'NW'].indexOf(there) + 3) % 6);
      }
    }
  });

  it('GIVEN pairs of hexes THEN the hex distance', () => {
    expect(hexDistance(h('C5'), h('C5'))).toBe(0);
    expect(hexDistance(h('A1'), h('A10'))).toBe(9);
    expect(hexDistance(h('A1'), h('L1'))).toBe(11);
    expect(hexDistance(h('A5'), h('L5'))).toBe(11);
    expect(hexDistance(h('C5'), h('F3'))).toBe(3);
    expect(hexDistance(h('F3'), h('C5'))).toBe(3);
  });

  it('GIVEN adjacent hexes THEN they share a side of length `size`; others share none', () => {
    const side = sharedHexside(h('C5'), h('C6'), 10)!;
    expect(Math.hypot(side[0].x - side[1].x, side[0].y - side[1].y)).toBeCloseTo(10);
    expect(sharedHexside(h('C5'), h('C7'), 10)).toBeUndefined();
  });
});
