import { distance } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import type { FluentReading } from '../civilians.js';
import { PERSONNEL_UNIT } from './defense-personnel.js';
import type { CheckPointChecks, CivilianCheck } from '../defense-reports.js';
import { passDice, successes } from '../../figures/dice.js';
import { checkPointPapers } from '../missions.js';
import { has, keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';

/**
 * The Check Point's Speak Local checks (FNG 2nd Tour, Defense (5), seed L2206): "The squad must check
 * each civilian as they pass by making a Speak Local check. Any roll that passes 2d6+ discovers an
 * anomaly with the individual in question. A roll of (1-5) turns out to be nothing, (6) the papers are
 * fake and the person must be detained until the end of the game. Passing 1d6 or 0d6 results in the
 * papers being fine and the civilians continuing on their way." Each suspect detained is worth 2 VP
 * (L2214). The Bridge (6+) has its civilians too, but the seed gives it no checks.
 *
 * What dice the check rolls the seed leaves out: house rule `fng.defense.check-point-test` —
 * `speak-local` (default): the Speak Local dice of the existing rule (L1290: 1d6 per point of REP, −2d6
 * without the Fluent Attribute, L1296), counting successes (1–3, L297), two or more "passes 2d6+"; or
 * `2d6-vs-rep`: the usual 2d6 against his REP (L286), both passing. The Fluent Attribute "automatically
 * passes any Speak Local Tests" (L357) as `fng.speak-local.fluent` reads it: `auto-pass`, the anomaly
 * found without a roll; `no-penalty`, only no −2d6.
 *
 * Who checks: the civilians come to the check point marked as the objective (`/fng-mission objective`);
 * the Free World figure able to act (carrying on) nearest that mark checks each of them, the Defense's
 * own people aside (a house reading: the seed says "the squad"). Unmarked, or nobody able, the bot
 * checks nobody and the players count their detained (`detained:` on `/fng-mission end`) as before.
 * The civilians are not figures: each is checked as he comes, and walks on or is held.
 */

export const CHECK_POINT_TESTS = ['speak-local', '2d6-vs-rep'] as const;
export type CheckPointTest = (typeof CHECK_POINT_TESTS)[number];

/** "Any roll that passes 2d6+ discovers an anomaly" (L2206). */
export const CHECK_POINT_PASSES = 2;

/** One civilian checked at the check point by a figure of this REP (L2206). */
export function checkCivilian(
  roller: Roller,
  input: { readonly checker: string; readonly rep: number; readonly fluent: boolean; readonly test: CheckPointTest; readonly fluentReading: FluentReading; readonly n: number },
): CivilianCheck {
  const label = `check point civilian ${input.n} (${input.checker})`;
  let dice = 0;
  let passes = CHECK_POINT_PASSES;
  const parts: RolledPart[] = [];
  if (!(input.fluent && input.fluentReading === 'auto-pass')) {
    const noPenalty = input.fluent;
    const r =
      input.test === 'speak-local'
        ? successes(roller, (dice = Math.max(0, input.rep - (noPenalty ? 0 : 2))), label)
        : passDice(roller, (dice = 2), input.rep, label);
    passes = r.passes;
    parts.push(r.part);
  }
  if (passes < CHECK_POINT_PASSES) return { dice, passes, anomaly: false, detained: false, parts };
  const papers = checkPointPapers(roller);
  return { dice, passes, anomaly: true, papersDie: papers.die, detained: papers.fake, parts: [...parts, papers.part] };
}

/** The figure who checks at the marked check point: the able Free World figure nearest it, not one of the Defense's people. */
export function checkPointChecker(g: FngGame): TableFigure | undefined {
  const mark = g.mission?.objectiveAt;
  if (!mark) return undefined;
  const able = g.figures.filter((f) => f.side === 'fwf' && f.unit !== PERSONNEL_UNIT && f.status === 'carry-on' && onTable(f));
  let best: TableFigure | undefined;
  for (const f of able) if (!best || distance(f.at!, mark) < distance(best.at!, mark) - 1e-9) best = f;
  return best;
}

/** `count` civilians checked as they come to the check point (L2206), or undefined when the bot checks nobody. */
export function checkPointChecks(g: FngGame, roller: Roller, count: number, rules: { readonly test: CheckPointTest; readonly fluentReading: FluentReading }): CheckPointChecks | undefined {
  if (g.mission?.defense !== 'check-point') return undefined;
  const who = checkPointChecker(g);
  if (!who) return undefined;
  const checks = Array.from({ length: count }, (_, i) => checkCivilian(roller, { checker: who.id, rep: who.rep, fluent: has(who, 'fluent'), test: rules.test, fluentReading: rules.fluentReading, n: i + 1 }));
  return { checker: keyOf(who), checks, detained: checks.filter((c) => c.detained).length };
}
