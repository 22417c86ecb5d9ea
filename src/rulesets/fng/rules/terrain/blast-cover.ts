import { pointInShape, segmentTouchesShape, type Point } from '../../../../core/board/geometry.js';
import { DEFENSIVE_VALUES } from './buildings.js';
import { structureOf, type FngFeature } from './scenario.js';

/**
 * The cover between a figure in a blast circle and its centre, as the board has it (FNG 2nd Tour,
 * Protection From Cover L876–L878; Building Defensive Values L1000–L1007): a building, hooch, bunker or
 * sandbagged position with its walls between them — the figure inside it and the centre outside, the
 * centre inside and the figure out, or the line from the centre to him crossing it — shelters him
 * with its Defensive Value (a hooch's is 0: it shelters from nothing). Two figures inside the same
 * structure as the blast have no wall between them. Natural cover (trees, dikes, craters) has no
 * Defensive Value in the seed, so it shelters nobody from a blast; the GM says otherwise (`shielded:`).
 */

/** The strongest structure between a blast's centre and a figure, with its Defensive Value. */
export interface BlastShelter {
  readonly feature: string;
  readonly dv: number;
}

export function blastShelter(features: readonly FngFeature[], centre: Point, at: Point): BlastShelter | undefined {
  let best: BlastShelter | undefined;
  for (const f of features) {
    const structure = structureOf(f);
    if (structure === undefined) continue;
    const inFigure = pointInShape(at, f.shape);
    const inCentre = pointInShape(centre, f.shape);
    const between = inFigure !== inCentre || (!inFigure && !inCentre && segmentTouchesShape(centre, at, f.shape));
    if (!between) continue;
    const dv = DEFENSIVE_VALUES[structure];
    if (!best || dv > best.dv) best = { feature: f.name, dv };
  }
  return best;
}
