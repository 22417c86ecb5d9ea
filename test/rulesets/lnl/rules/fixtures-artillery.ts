import { formatHex, parseHex, type HexCoord } from '../../../../src/core/board/hex.js';
import type { LnlFeature as HexFeature } from '../../../../src/rulesets/lnl/rules/map/scenario.js';
import type { LnlTerrainType } from '../../../../src/rulesets/lnl/rules/map/terrain.js';
export { dice, unwrap, expectCode, allFaces } from '../../../helpers/rules.js';

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

