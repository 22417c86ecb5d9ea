import { hexDistance, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { laySmoke, type SmokeResult } from './smoke.js';
import { addHexMarker, hexOf, ownUnit, updateUnit, withMarker, type LnlState } from '../game/state.js';
import { isMmc } from '../game/units.js';

/**
 * A Good Order MMC tries to lay smoke in its hex or an adjacent one (LnL player aid, Smoke 7.0): 1d6
 * ≤ its nation's smoke capability places a Smoke 1 marker. It is marked Ops Complete, success or
 * not, unless it acts again (a successful layer may still move at −1 MF: say so to keep the impulse).
 */
export function smokeAction(state: LnlState, order: { side: string; unit: string; hex?: HexCoord }, roller: Roller): RuleResult<{ state: LnlState; result: SmokeResult & { unit: string; hex: HexCoord } }> {
  const u = ownUnit(state, order.side, order.unit);
  if (!u.ok) return u;
  const at = hexOf(state, u.value);
  if (!at) return fail('lnl/no-position', { unit: u.value.id });
  const hex = order.hex ?? at;
  if (hexDistance(at, hex) > 1) return fail('lnl/smoke-too-far', { unit: u.value.id });
  if (u.value.smoke === undefined) return fail('lnl/invalid-smoke-capability', { unit: u.value.id });
  const r = laySmoke({ unit: { id: u.value.id, mmc: isMmc(u.value.kind), goodOrder: u.value.status === 'good-order' }, smokeCapability: u.value.smoke }, roller);
  if (!r.ok) return r;
  let next = updateUnit(state, u.value.id, (x) => withMarker(x, 'ops-complete'));
  if (r.value.success && !next.hexMarkers.some((m) => m.kind === 'smoke' && sameHex(m.at, hex))) next = addHexMarker(next, { kind: 'smoke', at: hex, level: 1 });
  return ok({ state: next, result: { ...r.value, unit: u.value.id, hex } });
}
