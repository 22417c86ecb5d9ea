import type { Actor } from './campaign.js';
import type { RolledPart } from './dice/roll-spec.js';

/** Who may see a roll's dice while its ledger's secret is unpublished. */
export type Audience = { readonly kind: 'public' } | { readonly kind: 'hidden'; readonly to: readonly string[] };

/** One numbered roll of a ledger, with every die it drew. */
export interface LedgerEntry {
  readonly n: number;
  readonly at: string;
  readonly actor: Actor;
  /** The command path that made it, e.g. `roll` or `<ruleset> fire`. */
  readonly command: string;
  readonly reason?: string;
  readonly audience: Audience;
  readonly parts: readonly RolledPart[];
}

/**
 * `campaign`: a campaign's; `channel`: a channel's public rolls outside any campaign; `personal`: one
 * player's sealed ledger of their hidden rolls outside any campaign in a channel, which only they publish.
 */
export type LedgerKind = 'campaign' | 'channel' | 'personal';

/** A ledger as the rest of the app sees it: never the secret until it is published. */
export interface LedgerInfo {
  readonly id: string;
  readonly kind: LedgerKind;
  readonly channelId: string;
  /** The user whose sealed (`personal`) ledger it is. */
  readonly owner?: string;
  readonly commitment: string;
  readonly createdAt: string;
  /** Hex of the secret, present only once published. */
  readonly publishedSecret?: string;
  readonly publishedAt?: string;
  /** The number of the ledger's latest roll (0 before the first): rolls are numbered 1..n. */
  readonly rolls: number;
}
