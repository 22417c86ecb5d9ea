import type { HexCoord } from '../../core/board/hex.js';
import type { Scenario } from '../../core/board/scenario.js';
import { hexLos } from '../../core/rulesets/lnl/line-of-sight.js';
import { fail, ok, type RuleResult } from '../../core/result.js';
import { formatHex } from '../../core/board/hex.js';

/**
 * A hex's Target Modifier. The player aid prints no Terrain Effects Chart (TMs are the module's), so
 * the player declares it; with a hex map loaded, a hex of open terrain (clear, paddy, marsh, river)
 * needs no declaration (TM 0), and any cover must be declared so the bot never guesses a TM.
 */
export function targetModifier(board: Scenario | undefined, at: HexCoord | undefined, declared: number | undefined): RuleResult<{ tm: number; declared: boolean; types: readonly string[] }, 'lnl/tm-needed'> {
  if (declared !== undefined) return ok({ tm: declared, declared: true, types: [] });
  if (!board || board.ruleset !== 'lnl' || !at) return ok({ tm: 0, declared: false, types: [] });
  const here = hexLos(board.features, at);
  if (here.los !== 'open') return fail('lnl/tm-needed', { hex: formatHex(at), terrain: here.types.join(', ') });
  return ok({ tm: 0, declared: false, types: here.types });
}

/** Whether a hex's terrain has a positive TM for the rally −2 (3.0): declared, or any terrain but clear on the map. */
export function positiveTmAt(board: Scenario | undefined, at: HexCoord | undefined, declared: boolean | undefined): boolean {
  if (declared !== undefined) return declared;
  if (!board || board.ruleset !== 'lnl' || !at) return false;
  return hexLos(board.features, at).types.some((t) => !['clear', 'road', 'trail', 'stream', 'wall', 'rice-paddy', 'marsh', 'river'].includes(t));
}
