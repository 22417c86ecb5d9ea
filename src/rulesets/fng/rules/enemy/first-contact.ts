import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6 } from '../figures/dice.js';

/**
 * First Contact — the Enemy Generator (FNG 2nd Tour p.67–68, seed L1558–L1598): when the game's
 * first PEF resolves to a table, 1d6 read as rolled on the Corps table, column = the Mission's AO,
 * gives the enemy type for the whole Mission.
 */

export type EnemyType = 'lvc' | 'mfvc' | 'nva';
export type Corps = 'I' | 'II' | 'III' | 'IV';
export type AreaOfOperations = 'dmz' | 'coastal' | 'interior' | 'highlands' | 'free-fire-zone' | 'swamp';

export type FirstContactError = 'fng/no-such-ao';

type Column = readonly [EnemyType, EnemyType, EnemyType, EnemyType, EnemyType, EnemyType];

export interface GeneratorColumn {
  readonly corps: Corps;
  readonly area: AreaOfOperations;
  /** The enemy for 1d6 = 1 … 6. */
  readonly byScore: Column;
  readonly source: string;
}

/** Enemy Generator tables, one column per AO as printed (III Corps is split over tables #1 and #2). */
export const ENEMY_GENERATOR: readonly GeneratorColumn[] = [
  { corps: 'I', area: 'dmz', byScore: ['nva', 'nva', 'nva', 'nva', 'nva', 'nva'], source: 'seed L1563–L1568' },
  { corps: 'I', area: 'coastal', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'nva', 'nva'], source: 'seed L1569' },
  { corps: 'I', area: 'interior', byScore: ['mfvc', 'mfvc', 'nva', 'nva', 'nva', 'nva'], source: 'seed L1570' },
  { corps: 'II', area: 'coastal', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'mfvc', 'nva'], source: 'seed L1573–L1575' },
  { corps: 'II', area: 'interior', byScore: ['lvc', 'mfvc', 'mfvc', 'mfvc', 'nva', 'nva'], source: 'seed L1577' },
  { corps: 'II', area: 'highlands', byScore: ['mfvc', 'nva', 'nva', 'nva', 'nva', 'nva'], source: 'seed L1579' },
  { corps: 'III', area: 'coastal', byScore: ['lvc', 'lvc', 'lvc', 'mfvc', 'mfvc', 'nva'], source: 'seed L1581–L1583' },
  { corps: 'III', area: 'interior', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'nva', 'nva'], source: 'seed L1585' },
  { corps: 'III', area: 'highlands', byScore: ['lvc', 'mfvc', 'mfvc', 'nva', 'nva', 'nva'], source: 'seed L1586' },
  {
    corps: 'III',
    area: 'free-fire-zone',
    byScore: ['lvc', 'mfvc', 'mfvc', 'nva', 'nva', 'nva'],
    source: 'seed L1588–L1590',
  },
  { corps: 'III', area: 'swamp', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'nva', 'nva'], source: 'seed L1592' },
  { corps: 'IV', area: 'swamp', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'mfvc', 'nva'], source: 'seed L1594–L1596' },
  { corps: 'IV', area: 'interior', byScore: ['lvc', 'lvc', 'mfvc', 'mfvc', 'mfvc', 'nva'], source: 'seed L1597' },
  {
    corps: 'IV',
    area: 'free-fire-zone',
    byScore: ['mfvc', 'mfvc', 'nva', 'nva', 'nva', 'nva'],
    source: 'seed L1598',
  },
];

/** The generator column for a Corps and AO, or undefined where that Corps has no such AO. */
export function generatorColumn(corps: Corps, area: AreaOfOperations): GeneratorColumn | undefined {
  return ENEMY_GENERATOR.find((c) => c.corps === corps && c.area === area);
}

export interface FirstContactResult {
  readonly score: number;
  readonly enemy: EnemyType;
  readonly source: string;
  readonly part: RolledPart;
}

/**
 * The enemy type at First Contact (p.67–68, L1558–L1560): 1d6 read as rolled on the Corps' Enemy
 * Generator, column = the AO. Every enemy unit for the rest of the Mission is of this type. The
 * VC/NVA Activity roll (activity.ts) follows at once.
 */
export function firstContactEnemy(
  roller: Roller,
  input: { readonly corps: Corps; readonly area: AreaOfOperations },
): RuleResult<FirstContactResult, FirstContactError> {
  const column = generatorColumn(input.corps, input.area);
  if (!column) return fail('fng/no-such-ao', { corps: input.corps, area: input.area });
  const { score, part } = d6(roller, `first contact ${input.corps} Corps ${input.area}`);
  return ok({ score, enemy: column.byScore[score - 1]!, source: column.source, part });
}
