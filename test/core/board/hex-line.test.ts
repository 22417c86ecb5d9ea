import { describe, expect, it } from 'vitest';
import { hexLine, hexesBetween, hexesWithin, type LineStep } from '../../../src/core/board/hex-line.js';
import {
  HEX_DIRECTIONS,
  formatHex,
  hexDistance,
  hexNeighbour,
  hexNeighbours,
  parseHex,
  sameHex,
  type HexCoord,
} from '../../../src/core/board/hex.js';

const h = (s: string): HexCoord => {
  const r = parseHex(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};
const names = (hs: readonly HexCoord[]): string[] => hs.map(formatHex);
const show = (steps: readonly LineStep[]): string[] =>
  steps.map((s) => (s.kind === 'hex' ? formatHex(s.hex) : `${formatHex(s.left)}|${formatHex(s.right)}`));
const adjacent = (a: HexCoord, b: HexCoord) => hexNeighbours(a).some((n) => sameHex(n, b));
const stepHexes = (s: LineStep): HexCoord[] => (s.kind === 'hex' ? [s.hex] : [s.left, s.right]);

const GRID: HexCoord[] = [];
for (let col = 0; col < 8; col++) for (let row = 0; row < 8; row++) GRID.push({ col, row });

describe('hexLine', () => {
  it('GIVEN a hex and itself THEN the line is that hex alone', () => {
    expect(show(hexLine(h('C5'), h('C5')))).toEqual(['C5']);
  });

  it('GIVEN each neighbour of a raised (C) and a lowered (D) column hex THEN the line is the two hexes', () => {
    for (const from of [h('C5'), h('D5')]) {
      for (const n of hexNeighbours(from)) expect(show(hexLine(from, n))).toEqual([formatHex(from), formatHex(n)]);
    }
  });

  it('GIVEN a straight walk of four hexes in each direction THEN the line is that walk', () => {
    for (const from of [h('E5'), h('F6')]) {
      for (const d of HEX_DIRECTIONS) {
        const walk = [from];
        for (let i = 0; i < 4; i++) walk.push(hexNeighbour(walk[walk.length - 1]!, d));
        expect(show(hexLine(from, walk[4]!))).toEqual(names(walk));
      }
    }
  });

  it('GIVEN C5 to H3 (no straight row) THEN it crosses C5 D4 E4 F4 G4 H3', () => {
    expect(show(hexLine(h('C5'), h('H3')))).toEqual(['C5', 'D4', 'E4', 'F4', 'G4', 'H3']);
  });

  it('GIVEN a line due east along hexsides THEN each hexside step lists the north (left) hex first', () => {
    expect(show(hexLine(h('C5'), h('G5')))).toEqual(['C5', 'D4|D5', 'E5', 'F4|F5', 'G5']);
    expect(show(hexLine(h('B5'), h('F5')))).toEqual(['B5', 'C5|C6', 'D5', 'E5|E6', 'F5']);
  });

  it('GIVEN the same line due west THEN the south hex is on the left', () => {
    expect(show(hexLine(h('G5'), h('C5')))).toEqual(['G5', 'F5|F4', 'E5', 'D5|D4', 'C5']);
  });

  it('GIVEN the 12 hexes two away from C5 THEN the 6 off the straight rows run along a hexside between two common neighbours', () => {
    const ring = hexesWithin(h('C5'), 2).filter((x) => hexDistance(h('C5'), x) === 2);
    expect(ring).toHaveLength(12);
    const straight = HEX_DIRECTIONS.map((d) => hexNeighbour(hexNeighbour(h('C5'), d), d));
    for (const end of ring) {
      const mid = hexLine(h('C5'), end)[1]!;
      const isStraight = straight.some((s) => sameHex(s, end));
      expect(mid.kind).toBe(isStraight ? 'hex' : 'hexside');
      for (const x of stepHexes(mid)) {
        expect(adjacent(h('C5'), x)).toBe(true);
        expect(adjacent(x, end)).toBe(true);
      }
    }
  });

  it('GIVEN every pair of hexes on an 8×8 map THEN distance + 1 steps, ends first and last, each step next to the one before', () => {
    const bad: string[] = [];
    for (const a of GRID) {
      for (const b of GRID) {
        const line = hexLine(a, b);
        const ends = sameHex(stepHexes(line[0]!)[0]!, a) && line[0]!.kind === 'hex' && line[line.length - 1]!.kind === 'hex';
        const last = stepHexes(line[line.length - 1]!)[0]!;
        const linked = line.every((s, i) => i === 0 || stepHexes(s).every((x) => stepHexes(line[i - 1]!).every((p) => adjacent(p, x))));
        if (line.length !== hexDistance(a, b) + 1 || !ends || !sameHex(last, b) || !linked) bad.push(`${formatHex(a)}→${formatHex(b)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('GIVEN every pair of hexes THEN the line back is the line there reversed, left and right swapped', () => {
    const flip = (s: LineStep): LineStep => (s.kind === 'hex' ? s : { kind: 'hexside', left: s.right, right: s.left });
    for (const a of GRID) for (const b of GRID) expect(hexLine(b, a)).toEqual(hexLine(a, b).map(flip).reverse());
  });
});

describe('hexesWithin', () => {
  it('GIVEN radius 0 THEN the centre only', () => {
    expect(names(hexesWithin(h('C5'), 0))).toEqual(['C5']);
  });

  it('GIVEN radius 1 THEN the centre first, then its six neighbours', () => {
    const r = hexesWithin(h('D5'), 1);
    expect(formatHex(r[0]!)).toBe('D5');
    expect(names(r.slice(1)).sort()).toEqual(names(hexNeighbours(h('D5'))).sort());
  });

  it('GIVEN radius 2 THEN 19 distinct hexes, all within 2, nearer ones first', () => {
    const r = hexesWithin(h('E5'), 2);
    expect(r).toHaveLength(19);
    expect(new Set(names(r)).size).toBe(19);
    const d = r.map((x) => hexDistance(h('E5'), x));
    expect(d.every((x) => x <= 2)).toBe(true);
    expect([...d].sort((p, q) => p - q)).toEqual(d);
  });

  it('GIVEN a grid and the corner hex A1 THEN only hexes on the map', () => {
    expect(names(hexesWithin(h('A1'), 1, { columns: 5, rows: 5 })).sort()).toEqual(['A1', 'A2', 'B1']);
  });
});

describe('hexesBetween', () => {
  it('GIVEN a straight row THEN the row, ends included', () => {
    expect(names(hexesBetween(h('C2'), h('C6')))).toEqual(['C2', 'C3', 'C4', 'C5', 'C6']);
  });

  it('GIVEN a line along hexsides THEN both hexes by default, or those on one side', () => {
    expect(names(hexesBetween(h('C5'), h('G5')))).toEqual(['C5', 'D4', 'D5', 'E5', 'F4', 'F5', 'G5']);
    expect(names(hexesBetween(h('C5'), h('G5'), 'left'))).toEqual(['C5', 'D4', 'E5', 'F4', 'G5']);
    expect(names(hexesBetween(h('C5'), h('G5'), 'right'))).toEqual(['C5', 'D5', 'E5', 'F5', 'G5']);
  });

  it('GIVEN one hex twice THEN that hex', () => {
    expect(names(hexesBetween(h('C5'), h('C5')))).toEqual(['C5']);
  });
});
