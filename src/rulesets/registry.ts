import type { HouseRuleParam } from '../core/house-rules.js';
import { fogoHouseRules } from './fogo/rules/house-rules.js';
import { createFogoState, type FogoState } from './fogo/rules/state.js';
import { viewFogo } from './fogo/rules/view.js';
import type { Projected, Viewer } from '../core/views.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import { lnlHouseRules } from './lnl/rules/house-rules.js';
import { createLnlState, type LnlState } from './lnl/rules/state.js';
import { viewLnl } from './lnl/rules/view.js';
import { fireteamForceRules } from './fireteam/rules/campaign-rules.js';
import { fireteamHouseRules } from './fireteam/rules/house-rules.js';
import type { CampaignState } from './fireteam/rules/campaign-map.js';
import { createFireteamState, type FireteamState } from './fireteam/rules/state.js';
import { viewFireteam, viewFireteamCampaign } from './fireteam/rules/view.js';

export const RULESET_IDS = ['fogo', 'fng', 'lnl', 'fireteam'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export interface Ruleset {
  readonly id: RulesetId;
  readonly name: string;
  /** The seed files it is implemented from (../shared/seeds). */
  readonly seeds: readonly string[];
  readonly houseRules: readonly HouseRuleParam[];
  /** The game state a new campaign starts with, for rulesets that track one; refuses sides it cannot play. */
  readonly newGame?: (sides: readonly string[]) => RuleResult<unknown>;
  /** The game as one viewer may know it: the only road from game state to any output. */
  readonly viewGame?: (game: unknown, viewer: Viewer) => Projected<unknown>;
}

/** A fogo game starts with no stands, the first side listed holding the initiative. */
function newFogoGame(sides: readonly string[]): RuleResult<unknown> {
  return createFogoState({ sides, initiative: sides[0] ?? '' });
}

/** A Lock 'n Load game is for two sides; the first listed holds the initiative until a scenario says otherwise. */
function newLnlGame(sides: readonly string[]): RuleResult<unknown> {
  const state = createLnlState({ sides });
  return state.ok ? ok(state.value) : fail(state.code, state.params);
}

/** A Fire Team game: two sides, the first attacking until a scenario or the GM's setup says otherwise. */
function newFireteamGame(sides: readonly string[]): RuleResult<unknown> {
  const state = createFireteamState({ sides, attacker: sides[0] ?? '' });
  return state.ok ? ok(state.value) : fail(state.code, state.params);
}

/** The Fire Team game as one viewer may know it, with its "Forward, victory is near!" campaign when one runs. */
function viewFireteamGame(game: unknown, viewer: Viewer): Projected<unknown> {
  const g = game as FireteamState & { readonly extras?: { readonly river?: CampaignState } };
  const river = g.extras?.river;
  return { ...viewFireteam(g, viewer), ...(river ? { river: viewFireteamCampaign(river, viewer) } : {}) } as Projected<unknown>;
}

/** Every ruleset Sitrep knows, in the order /help and /campaign new list them. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  fogo: {
    id: 'fogo',
    name: 'Fogo Cruzado (Crossfire, Portuguese Colonial War)',
    seeds: ['000_791769180257b7bf.txt', '001_b2bba8973aaed1af.txt'],
    houseRules: fogoHouseRules,
    newGame: newFogoGame,
    viewGame: (game, viewer) => viewFogo(game as FogoState, viewer),
  },
  fng: { id: 'fng', name: 'FNG 2nd Tour (Vietnam skirmish)', seeds: ['002_d884929bee941e12.txt'], houseRules: [] },
  lnl: {
    id: 'lnl',
    name: "Lock 'n Load Tactical",
    seeds: ['003_4a70e008354a5d95.txt'],
    houseRules: lnlHouseRules,
    newGame: newLnlGame,
    viewGame: (game, viewer) => viewLnl(game as LnlState, viewer),
  },
  fireteam: {
    id: 'fireteam',
    name: 'Fire Team (WWII squad actions)',
    seeds: ['004_8c20a16785c6e4fb.txt'],
    houseRules: [...fireteamHouseRules, ...fireteamForceRules],
    newGame: newFireteamGame,
    viewGame: viewFireteamGame,
  },
};

export function isRulesetId(x: string): x is RulesetId {
  return (RULESET_IDS as readonly string[]).includes(x);
}
