import { formatHex, type HexCoord } from '../../../core/board/hex.js';
import { userText } from '../../../app/format.js';
import type { MoveResult } from '../rules/movement/move-action.js';
import type { SpotResult } from '../rules/orders/spot.js';
import type { SmokeResult } from '../rules/smoke/smoke.js';
import { die, modifierText, unitName } from './format.js';

/** Who moved where, which way, how, and what the way and a stream cost them (6.0, 10.5.1). */
export function moveText(r: MoveResult): string {
  const how = r.how === 'move' ? 'move' : `use ${r.how.replace(/-/g, ' ')} movement`;
  const stream = r.stream ? ` Entering a type ${r.stream.type} stream (10.5.1): ${r.stream.penalties.map((p) => `${unitName(p.unit)} +${p.mp} MP`).join(', ')}.` : '';
  const way = r.route && r.route.length > 1 ? ` by ${r.route.slice(0, -1).join(', ')}` : '';
  const mps = r.mps?.length ? ` MPs (6.0): ${r.mps.map((m) => `${unitName(m.unit)} ${m.spent} of ${m.of}`).join(', ')}.` : '';
  return `${r.ids.map(unitName).join(', ')} ${how} from ${r.from}${way} to **${r.to}** (marked ${userText(r.marker.replace(/-/g, ' '))}).${stream}${mps}`;
}

/** A smoke roll and where the smoke went (7.0). */
export function smokeText(r: SmokeResult & { unit: string; hex: HexCoord }): string {
  return `💨 Smoke (7.0): ${unitName(r.unit)} rolls ${die(r.die)} vs capability ${r.capability} → ${r.success ? `**Smoke 1 in ${formatHex(r.hex)}**; it may still move at −1 MF` : 'no smoke'}. Marked Ops Complete.`;
}

/** A spot: automatic, or the roll and what it means for the spotter's shot (10.1). */
export function spotText({ spotter, hex, spot, sight }: SpotResult): string {
  if (spot.kind === 'automatic') return `Spotting (10.1): ${hex} is spotted without a roll (${spot.reasons.join(', ').replace(/-/g, ' ')}); ${unitName(spotter)} may fire at it now (\`/lnl fire\`), or pass.`;
  const mods = modifierText(spot.modifiers);
  const verdict = spot.natural6 ? 'a natural 6 always fails' : spot.success ? `**${hex} is spotted**; ${unitName(spotter)} may fire at it now (\`/lnl fire\`), or pass` : 'not spotted';
  return `Spotting (10.1): ${unitName(spotter)} looks into ${spot.terrain} terrain at ${hex}: ${die(spot.die)}${mods ? ` ${mods}` : ''} = ${spot.total} vs ≤ ${spot.target}${sight === 'map' ? ' (LOS counted on the map)' : ''} → ${verdict}. ${unitName(spotter)} is marked Ops Complete.`;
}
