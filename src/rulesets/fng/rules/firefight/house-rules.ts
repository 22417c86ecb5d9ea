import { boolRule, choiceRule, intRule, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { WIND_DIRECTIONS } from './smoke-cloud.js';

/** The wind a smoke grenade's cloud lengthens along (L771); the Weather table rolls none (L1351). */
export const SMOKE_WIND_KEY = 'fng.smoke.wind';

/**
 * The firefight's readings the seed leaves open (plan "Package A", digest §23), as house rules with the
 * plan's defaults. Rules functions never look these up: they take the resolved value as an input.
 */
export const firefightHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fng.rct.autohit',
    type: 'integer',
    default: 9,
    min: 9,
    max: 10,
    confidence: 'C',
    source:
      'seed L827–L831 and QRS L2477–L2479 print rows 6-/7/8/9+; the worked example L834 calls 9 and 8 misses on targets in cover and L1028 hits only on 10+',
    description:
      'Ranged Combat total that always hits; the two conditional rows are the two totals below it (9: 7/8/9+, 10: 8/9/10+)',
  },
  {
    key: 'fng.damage.cover-even-miss',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed L847, L849, L921, L925 refer to a cover modifier for damage dice 2, 4, 6 never printed; example L851',
    description: 'a ranged or blast-free hit on a target in cover whose damage die is even (2, 4, 6) becomes a miss',
  },
  {
    key: 'fng.leader-die.tests',
    type: 'choice',
    default: 'rf-md-cohesion',
    choices: ['rf-md-cohesion', 'rf-md-recover'],
    confidence: 'C',
    source: 'seed L587 and QRS L2439–L2440 (Received Fire, Man Down, Cohesion) vs L642 (Received Fire, Man Down, Recover)',
    description: 'which reaction tests add the Leader Die',
  },
  {
    key: 'fng.freewill.recover',
    type: 'boolean',
    default: false,
    confidence: 'C',
    source: 'seed L698–L700: the Free Will sentence sits between the Cohesion and Recover headings; the QRS (L2454) has no *',
    description: 'a Star may choose his Recover From Knock Down result (Free Will)',
  },
  {
    key: 'fng.insight.cover',
    type: 'choice',
    default: 'cover-or-concealed',
    choices: ['cover-or-concealed', 'concealed-only'],
    confidence: 'B',
    source: 'QRS L2461, L814 and example L667 (cover or concealment) vs main table L675 ("Concealed")',
    description: 'which opponents cost −1d6 on the In Sight test',
  },
  {
    key: 'fng.charge.circumstance-side',
    type: 'choice',
    default: 'target',
    choices: ['target', 'charger'],
    confidence: 'C',
    source: 'seed L903–L904 (QRS L2511–L2513) list the circumstances without saying whose dice they change',
    description:
      'target: cover/flank/rear change the target\'s dice as printed; charger: they change the charger\'s dice with the sign reversed. Outnumbered 3:1 always costs the outnumbered figure',
  },
  {
    key: 'fng.grenade.dud',
    type: 'choice',
    default: 'any-1-2',
    choices: ['any-1-2', 'vc-nva-5-6'],
    confidence: 'C',
    source: 'seed L563 (every grenade, (1-2), hit or miss, target not outgunned; example L880 rolls it on a miss) vs L769 (VC/NVA only, 5–6 after a hit, OR −2)',
    description: 'the grenade dud check',
  },
  {
    key: 'fng.lmg.hip',
    type: 'choice',
    default: 'rep',
    choices: ['rep', 'rep-and-tr'],
    confidence: 'C',
    source: 'seed L762 (−1 REP) vs L748 (−1 REP and −1 Target Rating)',
    description: 'penalty for a light machinegun fired from the hip or on the move',
  },
  {
    key: 'fng.rr.backblast',
    type: 'choice',
    default: '8-impact-3',
    choices: ['8-impact-3', '6-impact-2'],
    confidence: 'C',
    source:
      'recoilless rifles: text L763 gives 8" and Impact 3; the table footnote (3) of 6" and Impact 2 (L490, L551) marks the rocket-launcher column (L474), which L770 confirms',
    description: 'back blast of recoilless rifles (bazookas, LAWs and RPGs are 6" and Impact 2 either way)',
  },
  {
    key: 'fng.blast-cover',
    type: 'choice',
    default: 'duck-back',
    choices: ['duck-back', 'stunned'],
    confidence: 'C',
    source: 'seed L876 (cover DV at least the blast Impact: Duck Back) vs example L878 ("would be stunned")',
    description: 'what a figure in a blast circle gets when cover between it and the centre is at least as strong as the blast',
  },
  {
    key: SMOKE_WIND_KEY,
    type: 'choice',
    default: 'none',
    choices: WIND_DIRECTIONS,
    confidence: 'B',
    source: 'seed L771 ("oriented to follow the wind, if there is any (see Weather later)"); the Weather table L1351 rolls no wind',
    description: 'the way the wind blows over the table (n is the top edge): a smoke grenade\'s cloud lengthens that way to 5" × 10" and 5" × 15"; none keeps the 5" circle',
  },
];

/** The resolved firefight house rules, as the rules functions take them. */
export interface FirefightRules {
  readonly autoHit: 9 | 10;
  readonly coverEvenMiss: boolean;
  readonly leaderDieTests: 'rf-md-cohesion' | 'rf-md-recover';
  readonly freeWillRecover: boolean;
  readonly inSightCover: 'cover-or-concealed' | 'concealed-only';
  readonly chargeCircumstanceSide: 'target' | 'charger';
  readonly grenadeDud: 'any-1-2' | 'vc-nva-5-6';
  readonly lmgHip: 'rep' | 'rep-and-tr';
  readonly rrBackBlast: '8-impact-3' | '6-impact-2';
  readonly blastCover: 'duck-back' | 'stunned';
}

/** Reads the firefight's house rules in force for a campaign into the inputs the rules functions take. */
export function firefightRules(rules: HouseRules): FirefightRules {
  const autoHit = intRule(rules, 'fng.rct.autohit');
  if (autoHit !== 9 && autoHit !== 10) throw new Error(`fng.rct.autohit ${autoHit} is neither 9 nor 10`);
  return {
    autoHit,
    coverEvenMiss: boolRule(rules, 'fng.damage.cover-even-miss'),
    leaderDieTests: choiceRule(rules, 'fng.leader-die.tests', ['rf-md-cohesion', 'rf-md-recover'] as const),
    freeWillRecover: boolRule(rules, 'fng.freewill.recover'),
    inSightCover: choiceRule(rules, 'fng.insight.cover', ['cover-or-concealed', 'concealed-only'] as const),
    chargeCircumstanceSide: choiceRule(rules, 'fng.charge.circumstance-side', ['target', 'charger'] as const),
    grenadeDud: choiceRule(rules, 'fng.grenade.dud', ['any-1-2', 'vc-nva-5-6'] as const),
    lmgHip: choiceRule(rules, 'fng.lmg.hip', ['rep', 'rep-and-tr'] as const),
    rrBackBlast: choiceRule(rules, 'fng.rr.backblast', ['8-impact-3', '6-impact-2'] as const),
    blastCover: choiceRule(rules, 'fng.blast-cover', ['duck-back', 'stunned'] as const),
  };
}
