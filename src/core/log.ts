import type { Actor } from './campaign.js';
import type { Audience } from './ledger.js';
import type { HouseRuleValue } from './house-rules.js';

/** What happened, as data; words come from the formatter, after projection. */
export type LogData =
  | { readonly kind: 'campaign-created'; readonly name: string; readonly ruleset: string; readonly sides: readonly string[] }
  | { readonly kind: 'player-joined'; readonly side: string }
  /** Asked to join a side once the game was under way (for the asker and the GM). */
  | { readonly kind: 'join-asked'; readonly side: string }
  /** The GM seated a player: at their request, or herself. */
  | { readonly kind: 'player-added'; readonly side: string; readonly player: string; readonly asked: boolean }
  /** The GM refused a request (for the asker and the GM). */
  | { readonly kind: 'join-refused'; readonly side: string; readonly player: string }
  /** The asker took their request back (for the asker and the GM). */
  | { readonly kind: 'join-withdrawn'; readonly side: string }
  /** A player left their side, or (`player` named) the GM removed them. */
  | { readonly kind: 'player-left'; readonly side: string; readonly player?: string }
  /** The GM kept a side for herself (no player joins it), or opened it again. */
  | { readonly kind: 'side-gm-only'; readonly side: string; readonly on: boolean }
  | { readonly kind: 'house-rule-set'; readonly key: string; readonly value: HouseRuleValue }
  | { readonly kind: 'house-rule-reset'; readonly key?: string }
  | { readonly kind: 'roll'; readonly n: number }
  | { readonly kind: 'campaign-ended' }
  /** A ruleset action, kept as the text its audience was shown when it happened. */
  | { readonly kind: 'action'; readonly command: string; readonly text: string }
  /** A secret decision, public only as the SHA-256 of its salted canonical text until the game ends. */
  | { readonly kind: 'commitment'; readonly seq: number; readonly side: string; readonly hash: string }
  /** A committed decision the rules have revealed: its entry and salt, for anyone to hash against the commitment. */
  | { readonly kind: 'disclosure'; readonly seq: number; readonly side: string; readonly decision: string; readonly entry: unknown; readonly salt: string };

export interface LogEvent {
  readonly seq: number;
  readonly at: string;
  readonly actor: Actor;
  readonly audience: Audience;
  readonly data: LogData;
}
