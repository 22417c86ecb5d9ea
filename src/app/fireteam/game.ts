import type { Campaign } from '../../core/campaign.js';
import type { CampaignState } from '../../core/rulesets/fireteam/campaign-map.js';
import type { FireteamState } from '../../core/rulesets/fireteam/state.js';

/**
 * Bookkeeping the command layer keeps beside the rules state: which declared shots have been
 * resolved, this turn's kills (for medics), vehicles slowed by damage, anti-tank shots in a row,
 * the mover the enemy's overwatch may still fire at, and the "Forward, victory is near!" campaign.
 */
export interface FireteamExtras {
  /** Shooters whose declared fire has been resolved (or withheld) this firing phase. */
  readonly resolved: readonly string[];
  /** Figures each unit lost this turn: only these can a medic save. */
  readonly killsThisTurn: Readonly<Record<string, number>>;
  /** Vehicles with damage result 3, Pinned & −1D6 movement, for the rest of the game. */
  readonly slowed: readonly string[];
  /** Anti-tank shots in a row by `shooter>target`, neither having moved since. */
  readonly atShots: Readonly<Record<string, number>>;
  /** A unit that just moved in view of enemy overwatch: its side waits until the enemy fires or acts. */
  readonly awaitingOverwatch?: { readonly side: string; readonly unit: string };
  /** "Forward, victory is near!", once a side uses `/fireteam campaign`. */
  readonly river?: CampaignState;
}

/** What a Fire Team campaign stores as its game: the rules state and the app's bookkeeping. */
export type FireteamGame = FireteamState & { readonly extras?: FireteamExtras };

export const NO_EXTRAS: FireteamExtras = { resolved: [], killsThisTurn: {}, slowed: [], atShots: {} };

export const extrasOf = (g: FireteamGame): FireteamExtras => g.extras ?? NO_EXTRAS;

export const withExtras = (g: FireteamGame, change: Partial<FireteamExtras>): FireteamGame => ({ ...g, extras: { ...extrasOf(g), ...change } });

/** The Fire Team game of a campaign; present from `/campaign new ruleset:fireteam` on. */
export function fireteamGame(c: Campaign): FireteamGame {
  const g = c.game as FireteamGame | undefined;
  if (!g || !Array.isArray(g.units) || !Array.isArray(g.jops)) throw new Error(`campaign ${c.id} has no fireteam game`);
  return g;
}
