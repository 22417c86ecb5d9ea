import type { Campaign } from '../../core/campaign.js';
import type { CampaignState } from '../../core/rulesets/fireteam/campaign-map.js';
import type { FireteamState } from '../../core/rulesets/fireteam/state.js';

/** Points a side has mustered into this battle, for the campaign's budget. */
export interface ForceSpent {
  readonly core: number;
  readonly reinforcements: number;
}

/**
 * Bookkeeping the command layer keeps beside the rules state: which declared shots have been
 * resolved, this turn's kills and heavy-weapon hits (for medics), anti-tank shots in a row, the
 * mover the enemy's overwatch may still fire at, the points mustered, and the "Forward, victory is
 * near!" campaign.
 */
export interface FireteamExtras {
  /** Shooters whose declared fire has been resolved (or withheld) this firing phase. */
  readonly resolved: readonly string[];
  /** Figures each unit lost this turn: only these can a medic save. */
  readonly killsThisTurn: Readonly<Record<string, number>>;
  /** Units hit this turn by a heavy weapon or flamethrower: any hit left keeps them Pinned. */
  readonly heavyHits?: readonly string[];
  /** Army-list points each side has mustered (Forward, victory is near!: Forces). */
  readonly spent?: Readonly<Record<string, ForceSpent>>;
  /** Anti-tank shots in a row by `shooter>target`, neither having moved since. */
  readonly atShots: Readonly<Record<string, number>>;
  /** A unit that just moved in view of enemy overwatch: its side waits until the enemy fires or acts. */
  readonly awaitingOverwatch?: { readonly side: string; readonly unit: string };
  /** "Forward, victory is near!", once a side uses `/fireteam campaign`. */
  readonly river?: CampaignState;
}

/** What a Fire Team campaign stores as its game: the rules state and the app's bookkeeping. */
export type FireteamGame = FireteamState & { readonly extras?: FireteamExtras };

export const NO_EXTRAS: FireteamExtras = { resolved: [], killsThisTurn: {}, atShots: {} };

export const extrasOf = (g: FireteamGame): FireteamExtras => ({ ...NO_EXTRAS, ...g.extras });

export const withExtras = (g: FireteamGame, change: Partial<FireteamExtras>): FireteamGame => ({ ...g, extras: { ...extrasOf(g), ...change } });

/** The Fire Team game of a campaign; present from `/campaign new ruleset:fireteam` on. */
export function fireteamGame(c: Campaign): FireteamGame {
  const g = c.game as FireteamGame | undefined;
  if (!g || !Array.isArray(g.units) || !Array.isArray(g.jops)) throw new Error(`campaign ${c.id} has no fireteam game`);
  return g;
}
