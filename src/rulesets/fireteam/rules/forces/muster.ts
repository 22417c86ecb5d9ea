import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { ARMY_LISTS, type ArmyListId } from './army-lists.js';
import type { ForceBudget } from './platoon.js';
import { gameBudget, pendingGame, type CampaignError, type GameBudget } from '../campaign/campaign-map.js';
import { extrasOf, withExtras, type FireteamGame, type ForceSpent } from '../game/game.js';
import { parseRoster, validateRoster, type Roster, type RosterProblem } from './roster.js';
import { addUnits, type StateError } from '../game/state.js';

/**
 * Seed 004, Forward, victory is near!, Forces: while the campaign has a game to fight, what the side
 * may still muster for it — the game's core and reinforcement points less what it has mustered.
 */
export function campaignBudget(game: FireteamGame, side: string, gameId: string | undefined): RuleResult<{ game: string; of: GameBudget; left: ForceBudget } | undefined, CampaignError> {
  const river = extrasOf(game).river;
  if (!river) return gameId === undefined ? ok(undefined) : fail('fireteam/unknown-game', { game: gameId });
  const g = pendingGame(river, side, gameId);
  if (!g.ok) return g;
  if (!g.value) return ok(undefined);
  const of = gameBudget(river, g.value.id, side);
  if (!of.ok) return of;
  const was = extrasOf(game).spent?.[side] ?? { core: 0, reinforcements: 0 };
  const left: ForceBudget = {
    core: of.value.core - was.core,
    ...(of.value.reinforcements === undefined ? {} : { reinforcements: of.value.reinforcements - was.reinforcements }),
  };
  return ok({ game: g.value.id, of: of.value, left });
}

/** "weapons, medium-tank:stug" → the roster's picks. */
export function parsePicks(text: string | undefined): (string | { pick: string; vehicle: string })[] {
  if (text === undefined) return [];
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [pick, vehicle] = p.split(':').map((x) => x.trim());
      return vehicle ? { pick: pick!, vehicle } : pick!;
    });
}

/** A force as chosen: an army list with its sections and picks, or a roster file's text. */
export interface ForceChoiceInput {
  readonly list?: ArmyListId | undefined;
  readonly squads?: number | undefined;
  readonly weapons?: number | undefined;
  /** Reinforcement picks, "weapons, medium-tank:stug". */
  readonly picks?: string | undefined;
  readonly smg?: number | undefined;
  readonly commissar?: 'heroic' | 'kgb' | undefined;
  /** Prefix for unit ids (default: the side's initial and a hyphen). */
  readonly prefix?: string | undefined;
  /** A JSON roster's text. */
  readonly file?: string | undefined;
  /** The campaign game mustered for (default: the side's first still to fight). */
  readonly game?: string | undefined;
}

export interface Mustered {
  readonly side: string;
  readonly roster: Roster;
  /** For a campaign game: its id, its points and what the side has now mustered for it. */
  readonly budget?: { readonly game: string; readonly of: GameBudget; readonly total: ForceSpent };
}

/** A force refused, with every problem found in it (each with its line in a file). */
export interface ForceRejected {
  readonly ok: false;
  readonly code: 'fireteam/roster-rejected';
  readonly params: { readonly count: number };
  readonly problems: readonly RosterProblem[];
}

const rejected = (problems: readonly RosterProblem[]): ForceRejected => ({ ok: false, code: 'fireteam/roster-rejected', params: { count: problems.length }, problems });

/**
 * Seed 004, Army Lists and Forward, victory is near!, Forces: `side` musters a force — from exactly
 * one of an army list (its points added up and checked; ids prefixed with the side's initial unless
 * told otherwise) or a JSON roster. While the campaign has a game to fight, within the side's core
 * and reinforcement points for it less what it has mustered, reinforcements only once the points are
 * split. Its units wait off table; what it spent is kept for the campaign.
 */
export function musterForce(
  game: FireteamGame,
  side: string,
  choice: ForceChoiceInput,
  rules: HouseRules,
): RuleResult<{ readonly game: FireteamGame; readonly result: Mustered }, CampaignError | StateError | 'fireteam/force-source' | 'fireteam/split-first'> | ForceRejected {
  if ((choice.list === undefined) === (choice.file === undefined)) return fail('fireteam/force-source');
  const allowed = campaignBudget(game, side, choice.game);
  if (!allowed.ok) return allowed;
  const budget = allowed.value?.left ?? {};
  let roster: Roster;
  if (choice.file !== undefined) {
    const parsed = parseRoster(choice.file, side, rules, budget);
    if (!parsed.ok) return rejected(parsed.problems);
    roster = parsed.value;
  } else {
    const initial = side.trim()[0]?.toLowerCase() ?? '';
    const prefix = choice.prefix ?? (/^[a-z0-9]$/.test(initial) ? `${initial}-` : '');
    const raw = {
      name: ARMY_LISTS[choice.list!].name,
      list: choice.list,
      sections: { squad: choice.squads ?? 2, ...(choice.weapons === undefined ? {} : { weapons: choice.weapons }) },
      picks: parsePicks(choice.picks),
      ...(choice.smg === undefined ? {} : { smgSquads: choice.smg }),
      ...(choice.commissar === undefined ? {} : { commissar: choice.commissar }),
      ...(prefix ? { idPrefix: prefix } : {}),
    };
    const checked = validateRoster(raw, side, rules, budget);
    if (!checked.ok) return rejected(checked.problems);
    roster = checked.value;
  }
  const spent = roster.cost ? { core: roster.cost.core, reinforcements: roster.cost.reinforcements } : { core: 0, reinforcements: 0 };
  if (allowed.value && allowed.value.left.reinforcements === undefined && spent.reinforcements > 0) return fail('fireteam/split-first', { game: allowed.value.game });
  const added = addUnits(game, roster.units);
  if (!added.ok) return added;
  const before = extrasOf(game).spent ?? {};
  const was = before[side] ?? { core: 0, reinforcements: 0 };
  const total = { core: was.core + spent.core, reinforcements: was.reinforcements + spent.reinforcements };
  const next = allowed.value ? withExtras(added.value, { spent: { ...before, [side]: total } }) : added.value;
  return ok({ game: next, result: { side, roster, ...(allowed.value ? { budget: { game: allowed.value.game, of: allowed.value.of, total } } : {}) } });
}
