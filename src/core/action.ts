import type { Actor, Campaign } from './campaign.js';

/** An option as a command received it, parsed; a file as its name and bytes in base64; a person (a `user` option) as who they are. */
export type ActionOption = string | number | boolean | { readonly name: string; readonly base64: string } | { readonly id: string; readonly name: string };

/**
 * A command that changed a campaign, kept as data (the `actions` table) in the transaction that made
 * the change: who asked, for which side, what they asked (the command and its options as the command
 * received them), on which version, and which of the ledger's rolls it drew. Replaying a campaign's
 * actions with its ledger's seeds rebuilds it (`src/app/replay.ts`, docs/replay.md).
 *
 * A `/roll` in a campaign changes nothing but the ledger, and its ledger entry already holds all it was
 * given (notation, reason, hidden or not, who, when): that entry is its record, not a row here.
 */
export interface Action {
  /** Its place among the campaign's actions, from 1. */
  readonly seq: number;
  /** The time of the command (moves may read it: pacing, the bot's clock). */
  readonly at: string;
  readonly actor: Actor;
  /** The side it acted for (`runMove`'s acting side); none for a command outside the turn (joining, house rules). */
  readonly side?: string;
  /** The command path, e.g. `campaign rules set`. */
  readonly command: string;
  readonly options: Readonly<Record<string, ActionOption>>;
  /** The campaign version it was made on; 0 when it made the campaign. */
  readonly version: number;
  /** The ledger's roll count when it began: it drew rolls `rollFrom + 1` to `rollTo`. */
  readonly rollFrom: number;
  readonly rollTo: number;
  /** The campaign log's length after it (its entries, and any the clock wrote since the action before, end there). */
  readonly logTo: number;
  /** Played by the clock: the rules' default for a side whose deadline passed, as that side's first player. */
  readonly clock?: true;
  /** The bot played its side's turn inside this action, after the move: its dice are the last of this action's rolls. */
  readonly bot?: true;
  /**
   * A digest of each part of the campaign this action changed (`src/core/campaign-digest.ts`; null: the
   * part went): a replay compares the parts it rebuilt with these after every action.
   */
  readonly after: Readonly<Record<string, string | null>>;
  /**
   * For the first action kept of a campaign begun before actions were kept (migration 0009): the
   * campaign as it stood before it, the point a replay starts from. Nothing before it can be replayed.
   */
  readonly base?: Campaign;
}
