import type { Actor } from '../core/campaign.js';
import type { BoardRenderView } from '../core/board/view.js';
import type { NextStep } from '../core/ruleset.js';

export interface Attachment {
  readonly name: string;
  readonly data: Uint8Array;
}

/** One message: markdown text, with PNG images and other files (e.g. a JSON export). */
export interface Post {
  readonly text: string;
  readonly images?: readonly Attachment[];
  readonly files?: readonly Attachment[];
  /**
   * Boards to draw, as projected for this post's audience; the transport renders them to images
   * after the command's transaction (App.render), so drawing never holds the database.
   */
  readonly boards?: readonly BoardRenderView[];
  /** People to notify (e.g. the side that now holds the initiative); transports mention them. */
  readonly ping?: readonly Actor[];
  /** Next steps offered under the post: buttons, or a select menu for one option (Discord); numbered choices (the local table). */
  readonly actions?: readonly PostAction[];
  /**
   * What the actions were drawn for (`actions.ts`): set by the pipeline, checked when one is chosen, so a
   * choice from an old post does nothing. Built from what the public may know only.
   */
  readonly stamp?: string;
  /**
   * All of a long read (`pages.ts`) or of an answer too long for one message (`post-fit.ts`), in pieces
   * that each fit one; `text` is the piece shown. Discord shows `text` (with the buttons that turn the
   * pages, or the whole as an attached file); a transport that can show everything at once (the local
   * table) prints every piece.
   */
  readonly pages?: readonly string[];
}

/**
 * A next step: a command anyone who sees the post may run with one press, as themselves. A select
 * menu's values may carry labels to show instead of the values themselves (a page number shown as its
 * section's title).
 */
export interface PostAction extends NextStep {
  readonly choose?: NextStep['choose'] & { readonly labels?: readonly string[] };
  /**
   * The option that takes the post's own number in the channel's log (`/campaign details post:`): known
   * only once the command has written its log, it is filled in when the post is stamped (`actions.ts`).
   */
  readonly thisPost?: string;
}

export interface Dm {
  readonly to: Actor;
  readonly post: Post;
}

/**
 * What a command produces, by audience (DESIGN.md, Outcome and audiences): `public` to the channel,
 * `private` to the invoker only, `dms` to named players, `gm` to the GM. Secrets travel only in
 * `dms`, `gm`, or `private` to their owner.
 */
export interface Outcome {
  readonly public?: Post;
  readonly private?: Post;
  readonly dms?: readonly Dm[];
  readonly gm?: Dm;
  /**
   * Players who no longer play a side, to take out of its private thread (`/campaign threads`), so that
   * nothing more of the side reaches them there; a transport without threads has nothing to do.
   */
  readonly leftThreads?: readonly LeftThread[];
}

/** One player to take out of one side's thread (the thread's id as the campaign keeps it). */
export interface LeftThread {
  readonly side: string;
  readonly thread: string;
  readonly user: string;
}

export const privately = (text: string, extra: Omit<Post, 'text'> = {}): Outcome => ({ private: { text, ...extra } });
export const publicly = (text: string, extra: Omit<Post, 'text'> = {}): Outcome => ({ public: { text, ...extra } });
