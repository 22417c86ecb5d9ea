import { withLines } from '../../../core/json-lines.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { parseFngForce, validateFngForce, type FngForce, type FngForceProblem } from '../rules/figures/force-file.js';
import anzac from '../../../../assets/forces/fng-anzac-section.json' with { type: 'json' };
import arvn from '../../../../assets/forces/fng-arvn-squad.json' with { type: 'json' };
import lvc from '../../../../assets/forces/fng-lvc-squad.json' with { type: 'json' };
import mfvc from '../../../../assets/forces/fng-mfvc-squad.json' with { type: 'json' };
import nva from '../../../../assets/forces/fng-nva-squad.json' with { type: 'json' };
import pink from '../../../../assets/forces/fng-pink-squad.json' with { type: 'json' };
import usArmy from '../../../../assets/forces/fng-us-rifle-squad.json' with { type: 'json' };
import usmc from '../../../../assets/forces/fng-usmc-rifle-squad.json' with { type: 'json' };
import vcCell from '../../../../assets/forces/fng-vc-cell.json' with { type: 'json' };
import { FORCE_PROBLEM_TEXT } from './messages.js';

/** The built-in forces (assets/forces/fng-*.json), by the name `/fng force builtin:` takes. */
export const BUILT_IN_FNG_FORCES: Readonly<Record<string, unknown>> = {
  'fng-pink-squad': pink,
  'fng-us-rifle-squad': usArmy,
  'fng-usmc-rifle-squad': usmc,
  'fng-anzac-section': anzac,
  'fng-arvn-squad': arvn,
  'fng-lvc-squad': lvc,
  'fng-mfvc-squad': mfvc,
  'fng-nva-squad': nva,
  'fng-vc-cell': vcCell,
};

export const BUILT_IN_FNG_FORCE_IDS: readonly string[] = Object.keys(BUILT_IN_FNG_FORCES);

const MAX_LISTED = 12;

/** Every problem of a force file as lines: its line in the file, and what would work. */
export function formatForceProblems(problems: readonly FngForceProblem[]): string {
  const lines = problems.slice(0, MAX_LISTED).map((pr) => `- ${pr.line === undefined ? '' : `line ${pr.line}: `}\`${pr.path || '(the file)'}\`: ${FORCE_PROBLEM_TEXT[pr.code](pr.params ?? {})}`);
  if (problems.length > MAX_LISTED) lines.push(`- …and ${problems.length - MAX_LISTED} more`);
  return lines.join('\n');
}

export type ForceSourceError = 'fng/force-source' | 'fng/force-rejected';

/** The force a side musters: a built-in one by name, or an uploaded JSON file, every problem listed with its line. */
export function forceFrom(source: { readonly builtin?: string; readonly file?: string }): RuleResult<FngForce, ForceSourceError> {
  if ((source.builtin === undefined) === (source.file === undefined)) return fail('fng/force-source', { builtins: BUILT_IN_FNG_FORCE_IDS.join(', ') });
  if (source.builtin !== undefined) {
    const raw = BUILT_IN_FNG_FORCES[source.builtin];
    if (raw === undefined) return fail('fng/force-source', { builtins: BUILT_IN_FNG_FORCE_IDS.join(', ') });
    const r = validateFngForce(raw);
    if (!r.ok) throw new Error(`built-in force ${source.builtin} is invalid`);
    return ok(r.value);
  }
  const text = source.file!;
  const r = parseFngForce(text);
  if (r.ok) return ok(r.value);
  const problems = withLines(withLines(r.problems, text, 'figures'), text, 'units');
  return fail('fng/force-rejected', { count: problems.length, problems: formatForceProblems(problems) });
}
