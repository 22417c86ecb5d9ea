import { formatHex, parseHex, type HexCoord } from '../../../../core/board/hex.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { LnlState } from './state.js';

/**
 * What players type in their orders, read into the values the rules take: hexes on the map (the
 * player aid's hex grid; a scenario's map bounds it), lists of units and of declared TMs. Every
 * misreading is refused with a code, before any rule is applied.
 */

/** "C5" → the hex. */
export function hexIn(text: string): RuleResult<HexCoord, 'lnl/bad-hex'> {
  const h = parseHex(text);
  return h.ok ? h : fail('lnl/bad-hex', { text });
}

/** An optional hex: none when not given. */
export function optionalHexIn(text: string | undefined): RuleResult<HexCoord | undefined, 'lnl/bad-hex'> {
  return text === undefined ? ok(undefined) : hexIn(text);
}

/** A hex that must be on the game's map, when the game knows its size. */
export function hexOnMap(state: LnlState, text: string): RuleResult<HexCoord, 'lnl/bad-hex' | 'lnl/off-board'> {
  const h = hexIn(text);
  if (!h.ok) return h;
  if (state.grid && (h.value.col >= state.grid.columns || h.value.row >= state.grid.rows)) return fail('lnl/off-board', { hex: formatHex(h.value) });
  return h;
}

/** "E4, E5, F5" → one to seven hexes on the map (an air mission's, 19.1). */
export function hexListOnMap(state: LnlState, text: string): RuleResult<HexCoord[], 'lnl/bad-hex' | 'lnl/off-board' | 'lnl/bad-hex-list'> {
  const hexes: HexCoord[] = [];
  for (const item of text.split(',').map((x) => x.trim()).filter(Boolean)) {
    const h = hexOnMap(state, item);
    if (!h.ok) return h;
    hexes.push(h.value);
  }
  if (hexes.length === 0 || hexes.length > 7) return fail('lnl/bad-hex-list');
  return ok(hexes);
}

/** "1st Sqd, Lt Kelly" → ["1st Sqd", "Lt Kelly"]: at least one, at most twelve, no repeats. */
export function parseIdList(text: string): RuleResult<string[], 'lnl/bad-unit-list'> {
  const ids = text.split(',').map((s) => s.trim()).filter(Boolean);
  const unique = new Set(ids.map((s) => s.toLowerCase()));
  if (ids.length === 0 || ids.length > 12 || unique.size !== ids.length) return fail('lnl/bad-unit-list');
  return ok(ids);
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
