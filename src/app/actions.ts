import type { Outcome, PostAction, Post } from './outcome.js';
import type { StoreTx } from './ports.js';

/**
 * What a post's actions were drawn for: the channel's campaign and how many log entries the public
 * has seen in it. Anything the channel was told since makes the actions stale; a change nobody was
 * told of (a stand deployed in secret) does not, so a stale answer cannot give one away.
 */
export function stampOf(tx: StoreTx, channelId: string): string {
  const c = tx.activeCampaign(channelId);
  // Counted in the database: the log grows with the game, and every move's post is stamped.
  return c ? `${c.id}.${tx.publicEventCount(c.id)}` : 'none';
}

/** Discord's limit on a component's custom id. */
const MAX_ID = 100;

/**
 * An action as the id a transport hands back when it is chosen: `<stamp>|<path>|<options>|<option chosen>`.
 * Undefined when it would not fit Discord's limit (the action is then not offered).
 */
export function actionId(stamp: string, a: PostAction): string | undefined {
  const opts = Object.entries(a.options ?? {}).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  // A lasting action keeps only the campaign of the stamp: it stays good while that campaign runs.
  const id = [a.lasting ? (stamp.split('.')[0] ?? stamp) : stamp, a.path.join(' '), opts, a.choose?.option ?? ''].join('|');
  return id.length <= MAX_ID ? id : undefined;
}

/** An action id read back, with the value chosen from a select menu. */
export function readActionId(id: string, chosen?: string): { stamp: string; path: string[]; options: Record<string, string> } | undefined {
  const parts = id.split('|');
  if (parts.length !== 4) return undefined;
  const [stamp, path, opts, option] = parts as [string, string, string, string];
  const options: Record<string, string> = {};
  for (const kv of opts ? opts.split('&') : []) {
    const eq = kv.indexOf('=');
    if (eq < 1) return undefined;
    options[kv.slice(0, eq)] = decodeURIComponent(kv.slice(eq + 1));
  }
  if (option) {
    if (chosen === undefined) return undefined;
    options[option] = chosen;
  }
  return path ? { stamp, path: path.split(' '), options } : undefined;
}

/** Whether an action drawn with `drawn` (its id's stamp) may still run now, when the channel's stamp is `now`. */
export function stillGood(drawn: string, now: string): boolean {
  return drawn.includes('.') ? drawn === now : drawn === now.split('.')[0];
}

/**
 * A post's actions with the post's own number filled in where one asks for it (`PostAction.thisPost`):
 * the number of entries the channel's log holds once the command has written it, which is the stamp's
 * count. Outside a campaign there is no such number, and such an action is not offered.
 */
function numbered(actions: readonly PostAction[], stamp: string): PostAction[] {
  const count = stamp.split('.')[1];
  return actions.flatMap(({ thisPost, ...a }) => (thisPost === undefined ? [a] : count === undefined ? [] : [{ ...a, options: { ...a.options, [thisPost]: count } }]));
}

/** Every post of an outcome that offers actions, stamped (a request's buttons in the GM's DMs as well as the channel's). */
export function stampedOutcome(o: Outcome, tx: StoreTx, channelId: string): Outcome {
  const posts = [o.public, o.private, o.gm?.post, ...(o.dms ?? []).map((d) => d.post)];
  if (!posts.some((p) => p?.actions?.length)) return o;
  const stamp = stampOf(tx, channelId);
  const at = <P extends Post | undefined>(p: P): P => (p?.actions?.length ? { ...p, stamp, actions: numbered(p.actions, stamp) } : p);
  return {
    ...o,
    ...(o.public ? { public: at(o.public) } : {}),
    ...(o.private ? { private: at(o.private) } : {}),
    ...(o.gm ? { gm: { ...o.gm, post: at(o.gm.post) } } : {}),
    ...(o.dms ? { dms: o.dms.map((d) => ({ ...d, post: at(d.post) })) } : {}),
  };
}
