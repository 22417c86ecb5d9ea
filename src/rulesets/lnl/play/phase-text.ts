import { formatHex, type HexCoord } from '../../../core/board/hex.js';
import type { AdministrativeReport } from '../rules/turn.js';

const hexes = (hs: readonly HexCoord[]): string => hs.map(formatHex).join(', ');

/** What the Administrative phase did (LnL player aid 9.0), one clause per step that changed something. */
export function administrativeText(a: AdministrativeReport): string {
  const steps = [
    `${a.markersRemoved} administrative marker${a.markersRemoved === 1 ? '' : 's'} removed`,
    a.smokeFlipped.length ? `Smoke 1 flipped to Smoke 2 in ${hexes(a.smokeFlipped)}` : '',
    a.smokeRemoved.length ? `Smoke 2 removed from ${hexes(a.smokeRemoved)}` : '',
    a.spottingRoundsRemoved.length ? `spotting rounds removed from ${hexes(a.spottingRoundsRemoved)}` : '',
    a.ffeRemoved.length ? `FFE removed from ${hexes(a.ffeRemoved)}` : '',
    a.fires.length ? `fires burn in ${hexes(a.fires)}: check their spread by your module's rule 10.5.6.1 and set them with \`/lnl marker\`` : '',
  ].filter(Boolean);
  return `🗂️ Administrative phase of turn ${a.endedTurn}: ${steps.join('; ')}. Turn ${a.endedTurn + 1} begins.`;
}
