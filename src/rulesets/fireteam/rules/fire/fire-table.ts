import { intRule, type HouseRules } from '../../../../core/house-rules.js';

/** The fire table's cover lines, worst protection first. */
export const COVERS = ['open', 'soft', 'hard'] as const;
export type Cover = (typeof COVERS)[number];

/** The most hits any line of the table gives. */
export const MAX_TABLE_HITS = 5;

export function isCover(x: string): x is Cover {
  return (COVERS as readonly string[]).includes(x);
}

/** The cover `steps` lines better (+) or worse (−), kept within open … hard. */
export function shiftCover(cover: Cover, steps: number): Cover {
  const i = Math.min(COVERS.length - 1, Math.max(0, COVERS.indexOf(cover) + steps));
  return COVERS[i]!;
}

/**
 * The lowest score giving 1, 2 … 5 hits on a cover line: house rules `fire.<cover>.hits<n>`, our
 * reading of the seed's column spans by default (see docs/fireteam.md, "Fire Team notes").
 */
export function hitBreakpoints(cover: Cover, rules: HouseRules): readonly number[] {
  return Array.from({ length: MAX_TABLE_HITS }, (_, i) => intRule(rules, `fire.${cover}.hits${i + 1}`));
}

/**
 * Hits for a modified d10 score on a cover line (Fire Team, seed 004, Firing: fire table). A score
 * earns n hits when it reaches the breakpoints for 1 … n hits, so a GM's out-of-order breakpoints
 * can never give more hits to a lower score.
 */
export function readFireTable(score: number, cover: Cover, rules: HouseRules): number {
  let hits = 0;
  for (const min of hitBreakpoints(cover, rules)) {
    if (score < min) break;
    hits++;
  }
  return hits;
}
