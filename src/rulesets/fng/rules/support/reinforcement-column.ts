import type { SupportLevel } from './support.js';
import type { HalfPassTable } from './support-house-rules.js';

/**
 * Which Reinforcements Table a roll reads and with how many d6 (FNG 2nd Tour, Reinforcements p.93,
 * L2061–L2079): two passes, "1d6 for each level of the SL/EAL" on that level's table; the Pass 1d6
 * column, "half the SL/EAL in d6 (rounded up) on the appropriate Reinforcements Table" (L2066–L2067) —
 * the table for that many dice, or the level's own (house rule `fng.reinforcements.half-pass-table`).
 * A PEF resolved "There might be something there" reads the same column (L1419).
 */
export function reinforcementColumn(level: SupportLevel, column: 'normal' | 'pass-1d6', halfPassTable: HalfPassTable): { readonly table: SupportLevel; readonly dice: number } {
  if (column === 'normal') return { table: level, dice: level };
  const dice = Math.ceil(level / 2);
  return { table: halfPassTable === 'same-level' ? level : (dice as SupportLevel), dice };
}
