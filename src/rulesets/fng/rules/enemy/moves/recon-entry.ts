import { distance } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import type { PefMarker } from '../mission.js';
import { rollOff } from '../random-events.js';
import type { ReconPcReading } from '../enemy-house-rules.js';
import { onTable, type FngGame } from '../../game/state.js';

/**
 * Where enemy reinforcements come on in a Recon (FNG 2nd Tour, Recon Deployment, seed L2245): "VC/NVA
 * reinforcements enter via PCs first, then table edges of random sectors when all PCs have been
 * revealed." A PC is a Recon's Potential Contact marker placed at the start (L2248) and not yet
 * resolved; while one is on the table, troops (and a PEF, when the enemy has none on the table, L2079)
 * come on at it, and it stays unrevealed. With none left, the Reinforcement Entry table as in every
 * other mission.
 *
 * Which PC, when there are several, the seed does not say: house rule `fng.recon.reinforcement-pc` —
 * `roll` (default: 1d6 each, the highest, ties re-rolled: each equally likely) or `farthest` (the one
 * farthest from the nearest player figure: the enemy comes where the squad is not; ties by id).
 */

/** The unrevealed PC markers of a Recon, or none in any other mission. */
export function reconPcs(g: FngGame): readonly PefMarker[] {
  if (g.mission?.type !== 'recon') return [];
  return (g.pefs ?? []).filter((p) => p.pc === true);
}

/** The PC reinforcements enter at in a Recon, and the dice that chose it; none when no PC is left (or not a Recon). */
export function reconReinforcementPc(g: FngGame, reading: ReconPcReading, roller: Roller): { readonly pc: PefMarker; readonly parts: readonly RolledPart[] } | undefined {
  const pcs = reconPcs(g);
  if (pcs.length === 0) return undefined;
  if (pcs.length === 1) return { pc: pcs[0]!, parts: [] };
  if (reading === 'farthest') {
    const players = g.figures.filter((f) => f.side === 'fwf' && onTable(f));
    const away = (p: PefMarker) => (players.length ? Math.min(...players.map((f) => distance(f.at!, p.at))) : 0);
    const pc = [...pcs].sort((a, b) => away(b) - away(a) || a.id.localeCompare(b.id))[0]!;
    return { pc, parts: [] };
  }
  const r = rollOff(roller, pcs.map((p) => p.id), 'reinforcements enter at PC');
  if (!r.ok) throw new Error(r.code);
  return { pc: pcs.find((p) => p.id === r.value.winner)!, parts: r.value.parts };
}
