import { afterAll, type TaskMeta } from 'vitest';
import { App, type Execution, type Invocation } from '../../src/app/app.js';
import type { Outcome, Post } from '../../src/app/outcome.js';
import type { Delivery } from '../../src/app/clock-jobs.js';
import type { CampaignStore } from '../../src/app/ports.js';
import { postLength, type PostRecord } from './post-budget.js';

/*
 * The post budget's recorder (issue 37, STYLE.md 18), loaded before every test file when POST_BUDGET is
 * set (vitest.config.ts): every outcome any App makes in the file — commands, button presses, the
 * clock — is measured post by post (its audience, its length as Discord would take it, the ruleset of
 * the channel's campaign, the command) and handed with the file to the reporter
 * (`post-budget-reporter.ts`), which prints the distribution per source and ruleset.
 */

declare module 'vitest' {
  interface TaskMeta {
    posts?: PostRecord[];
  }
}

/** What the file's Apps posted so far; one list per worker, since the App module may outlive a file. */
const holder = globalThis as { sitrepPostsRecorded?: PostRecord[] };
const recorded: PostRecord[] = (holder.sitrepPostsRecorded ??= []);

/** The ruleset of the channel's running campaign, as the App's store has it after the command. */
function rulesetOf(app: App, channelId: string): string {
  const store = (app as unknown as { deps: { store: CampaignStore } }).deps.store;
  try {
    return store.read((tx) => tx.activeCampaign(channelId)?.ruleset) ?? 'none';
  } catch {
    // A store a test has closed: the post is still measured.
    return 'none';
  }
}

/**
 * Whether the App is a replay's (`src/app/replay.ts`, which every golden transcript and doc block runs
 * after the game): it posts again what was posted once, so its posts are not counted. A replay's App is
 * the one made without a board renderer; every App a table or a test plays on is composed with one.
 */
const isReplay = (app: App): boolean => (app as unknown as { deps: { renderer?: unknown } }).deps.renderer === undefined;

function measure(outcome: Outcome, ruleset: string, command: string): void {
  const one = (audience: PostRecord['audience'], p: Post | undefined) => {
    if (p) recorded.push({ audience, length: postLength(p), ruleset, command });
  };
  one('public', outcome.public);
  one('private', outcome.private);
  for (const d of outcome.dms ?? []) one('dm', d.post);
  one('gm', outcome.gm?.post);
}

/** Set once the App is wrapped: a module kept between files is wrapped once, not once per file. */
const WRAPPED = Symbol.for('sitrep.post-record');
const wrapped = App.prototype as unknown as Record<symbol, boolean>;
if (!wrapped[WRAPPED]) {
  wrapped[WRAPPED] = true;
  wrap();
}

function wrap(): void {
  const execute = App.prototype.execute;
  App.prototype.execute = function (this: App, inv: Invocation, inTx?: Parameters<App['execute']>[1]): Execution {
    const done = execute.call(this, inv, inTx);
    if (!isReplay(this)) measure(done.outcome, rulesetOf(this, done.ok && done.channelId ? done.channelId : inv.channelId), done.command);
    return done;
  };

  const tick = App.prototype.tick;
  App.prototype.tick = function (this: App): Delivery[] {
    const due = tick.call(this);
    if (!isReplay(this)) for (const d of due) measure(d.outcome, rulesetOf(this, d.channelId), 'the clock');
    return due;
  };
}

afterAll(({}, file) => {
  (file.meta as TaskMeta).posts = recorded.splice(0);
});
