import type { HexCoord } from '../../core/board/hex.js';
import type { Scenario } from '../../core/board/scenario.js';
import { hexLos } from '../../core/rulesets/lnl/line-of-sight.js';
import { fail, ok, type RuleResult } from '../../core/result.js';
import { formatHex, parseHex } from '../../core/board/hex.js';
import type { GroundOf } from '../../core/rulesets/lnl/artillery-action.js';

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

/** "E4:2, F5:1" → each hex's declared TM. */
export function parseTmList(text: string | undefined): RuleResult<Map<string, number>, 'lnl/bad-tm-list'> {
  const out = new Map<string, number>();
  if (text === undefined) return ok(out);
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]{1,3}\d{1,4})\s*[:=]\s*([+-]?\d)$/.exec(item);
    const h = m ? parseHex(m[1]!) : undefined;
    if (!m || !h?.ok) return fail('lnl/bad-tm-list', { text: item.slice(0, 20) });
    out.set(formatHex(h.value), Number(m[2]));
  }
  return ok(out);
}

/** The ground of any hex for artillery: a declared TM, else what the map shows (see `targetModifier`). */
export function groundFrom(board: Scenario | undefined, declared: ReadonlyMap<string, number>): GroundOf {
  return (hex) => {
    const tm = targetModifier(board, hex, declared.get(formatHex(hex)));
    if (!tm.ok) return tm;
    const types = board && board.ruleset === 'lnl' ? hexLos(board.features, hex).types : [];
    return ok({ tm: tm.value.tm, tmFromWallOrHill: types.includes('hill'), flammable: types.some((t) => t === 'bamboo-building' || t === 'wooden-building') });
  };
}
