import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { airOf, type AerialSpot } from '../air-state.js';
import { GROUP_DISTANCE } from '../../figures/groups.js';
import { byKey, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { facOnStation } from './fwf-support.js';
import { supportOf } from './support-arrivals.js';
import type { SupportRequest } from '../support-state.js';
import { TURNS_IN_PLAY } from '../tac-air.js';

/**
 * The FAC over the table (FNG 2nd Tour p.84, L1836–L1841, L1898, L1919–L1925): it comes with an
 * airstrike request on the turn the Airstrike Request table says and stays twelve turns, and it may
 * direct artillery on targets an Aerial Spotting Check found the turn before.
 */

export type FacError = 'fng/no-fac' | 'fng/no-target-point' | 'fng/not-spotted' | 'fng/no-force-commander';

/** What a fire mission names as its spotter for the FAC (L1924). */
export const FAC_SPOTTER = 'fac';

/** The air request whose FAC is over the table this turn (an airstrike's, or one a reinforcement result brought, L2091): from its `facDue`, for twelve turns, the one named first. */
export function facRequest(g: FngGame, id?: string): SupportRequest | undefined {
  return facOnStation(supportOf(g), g.turn, id);
}

/** The last turn the FAC of a request stays over the table (L1898). */
export const facUntil = (r: SupportRequest): number => (r.facDue ?? 0) + TURNS_IN_PLAY.fac - 1;

/** What an Aerial Spotting Check found last turn near `at`: a PEF's marker, or a figure of a spotted group where it stood. */
export function spottedNear(g: FngGame, at: Point, turn: number): AerialSpot | undefined {
  const near = (p: Point): boolean => distance(p, at) <= GROUP_DISTANCE;
  return airOf(g).spots.find((s) => s.turn === turn && (s.figures ? s.figures.some((f) => near(f.at)) : near(s.at)));
}

/**
 * The FAC directing a fire mission as an FO would (L1924): only on a target spotted the previous turn.
 * It stands in for the spotter as an FO at the pilot's REP, seeing from where the call came (its
 * deviation halved, L1764); the figure who made the call is the one on the table it speaks to.
 */
export function facAsSpotter(g: FngGame, at: Point | undefined): RuleResult<TableFigure, FacError> {
  const req = facRequest(g);
  const fac = req && airOf(g).facs.find((f) => f.request === req.id);
  if (!req || !fac) return fail('fng/no-fac');
  if (!at) return fail('fng/no-target-point');
  if (!spottedNear(g, at, g.turn - 1)) return fail('fng/not-spotted', { at: `${at.x},${at.y}` });
  const caller = byKey(g, req.caller);
  const voice = caller && onTable(caller) ? caller : g.figures.find((f) => f.side === 'fwf' && onTable(f));
  if (!voice) return fail('fng/no-force-commander');
  return ok({ ...voice, id: 'FAC', role: 'fo', rep: fac.pilotRep as TableFigure['rep'] });
}

