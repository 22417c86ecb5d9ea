import { formatHex, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { opportunityFireEligibility, type FirerMarkers, type OpportunityFireEligibilityError } from './opportunity-fire.js';
import { unitsAt, type LnlState } from '../game/state.js';
import type { Unit } from '../game/units.js';
import { sameName } from '../../../../core/same-name.js';

export type OpportunityMoverError = 'lnl/of-no-mover' | 'lnl/of-wrong-hex' | OpportunityFireEligibilityError;


/** A would-be opportunity firer's administrative markers, as `opportunityFireEligibility` reads them. */
export function firerMarkers(u: Unit): FirerMarkers {
  const has = (m: Unit['markers'][number]) => u.markers.includes(m);
  return { moved: has('moved'), lowCrawl: has('low-crawl'), hitAndRun: has('hit-and-run'), fired: has('fired'), opsComplete: has('ops-complete') };
}

/**
 * What `side` may opportunity-fire at in `target` (LnL player aid, Opportunity Fire 5.3): only the
 * units of the other side's last move (`state.lastMove`) that are still in the hex they moved into,
 * with what rides them; a Low Crawling or Stealth-moving stack only when that hex is spotted; and
 * only firers free of a Moved, Low Crawl, Hit & Run or Fired marker (`opportunityFireEligibility`).
 */
export function opportunityMovers(state: LnlState, side: string, target: HexCoord, firers: readonly Unit[], hexSpotted: boolean): RuleResult<Unit[], OpportunityMoverError> {
  const move = state.lastMove;
  if (!move || sameName(move.side, side)) return fail('lnl/of-no-mover');
  if (!sameHex(move.hex, target)) return fail('lnl/of-wrong-hex', { hex: formatHex(move.hex) });
  const moved = (id: string) => move.units.some((m) => sameName(m, id));
  const movers = unitsAt(state, target).filter((u) => !sameName(u.side, side) && (moved(u.id) || (u.aboard !== undefined && moved(u.aboard.vehicle))));
  if (movers.length === 0) return fail('lnl/of-no-mover', { hex: formatHex(target) });
  const eligible = opportunityFireEligibility(
    firers.map((f) => ({ id: f.id, fp: f.firepower, markers: firerMarkers(f) })),
    { mpSpent: 1, movement: move.how, hexSpotted },
  );
  if (!eligible.ok) return eligible;
  return ok(movers);
}
