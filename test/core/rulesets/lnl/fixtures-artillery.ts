import { expect } from 'vitest';
import { scriptedDice } from '../../../../src/core/dice/die-source.js';
import { recordingRoller } from '../../../../src/core/dice/roller.js';
import type { RuleResult } from '../../../../src/core/result.js';
import { formatHex, parseHex, type HexCoord } from '../../../../src/core/board/hex.js';
import type { HexFeature } from '../../../../src/core/board/scenario.js';
import type { LnlTerrainType } from '../../../../src/core/board/terrain.js';

/** A roller over scripted faces that also says how many faces were left unused. */
export function dice(...faces: number[]) {
  const source = scriptedDice(faces);
  const roller = recordingRoller(source);
  return {
    parts: roller.parts,
    roll: roller.roll,
    get remaining() {
      return source.remaining;
    },
  };
}

export function unwrap<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.code} ${JSON.stringify(r.params ?? {})}`);
  return r.value;
}

export function expectCode(r: RuleResult<unknown>, code: string): void {
  expect(r.ok ? 'ok' : r.code).toBe(code);
}

/** "C5" → its coordinates. */
export function h(text: string): HexCoord {
  const r = parseHex(text);
  if (!r.ok) throw new Error(`bad hex ${text}`);
  return r.value;
}

export const names = (hexes: readonly HexCoord[]): string[] => hexes.map(formatHex);

/** A hex-layer feature over the named hexes. */
export function area(type: LnlTerrainType, ...hexes: string[]): HexFeature {
  return { kind: 'hexes', name: `${type} ${hexes.join(' ')}`, type, hexes: hexes.map(h) };
}

/** Every outcome of n d6, each equally likely. */
export function* allFaces(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}
