import { fail, ok, type RuleResult } from '../../../core/result.js';
import { TARGET_COVERS, type TargetCover } from '../rules/fire-pool.js';
import type { Scenario } from '../../../core/board/scenario.js';
import { knownEnemyStand, type FogoState } from '../rules/state.js';
import type { BoardError } from '../../../app/board-access.js';
import { coverFromTerrain } from '../rules/terrain-cover.js';
import type { FireGroupInput, VolleyInput } from '../rules/volley.js';

/** Stand ids typed as a list: `CA-1, CA-2` or `CA-1 CA-2`. */
export function standIds(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** The options every fire command shares: who fires and, for several, how they are grouped. */
export const FIRE_OPTIONS = {
  firers: { type: 'string', description: 'Firing stand ids, comma-separated', required: true, maxLength: 200 },
  leader: { type: 'string', description: 'Fire group: the stand leading it', maxLength: 60, autocomplete: 'stand' },
  director: { type: 'string', description: 'Crossfire: the command stand directing it', maxLength: 60, autocomplete: 'stand' },
} as const;

/** Optional: without it, the cover of the target's terrain feature on the scenario (else the open). */
export const COVER_OPTION = {
  type: 'string',
  description: "Target's cover (default: its terrain)",
  choices: TARGET_COVERS,
} as const;

/**
 * The declared cover, or the one the target's terrain gives (read from the board). The target is
 * looked for only among the enemy stands `side` can see, as the fire itself will look for it, so a
 * hidden stand's terrain can never shape the answer.
 */
export function targetCover(
  declared: TargetCover | undefined,
  board: Scenario | undefined,
  state: FogoState,
  side: string,
  target: string,
): RuleResult<TargetCover, BoardError> {
  if (declared !== undefined) return ok(declared);
  const seen = knownEnemyStand(state, side, target);
  return coverFromTerrain(board, seen.ok ? seen.value.feature : undefined);
}

export function fireGroup(o: { leader?: string; director?: string }): RuleResult<FireGroupInput | undefined, 'fogo/two-groups'> {
  if (o.leader !== undefined && o.director !== undefined) return fail('fogo/two-groups');
  if (o.leader !== undefined) return ok({ kind: 'fire-group', leader: o.leader });
  if (o.director !== undefined) return ok({ kind: 'crossfire', director: o.director });
  return ok(undefined);
}

/** The firing side's volley as typed: firers and their grouping, or the two-groups refusal. */
export function volleyInput(
  o: { firers: string; leader?: string; director?: string },
  side: string,
): RuleResult<VolleyInput, 'fogo/two-groups'> {
  const group = fireGroup(o);
  if (!group.ok) return group;
  return ok({ side, firers: standIds(o.firers), ...(group.value ? { group: group.value } : {}) });
}
