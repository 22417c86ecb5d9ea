import type { Dm, Outcome, Post, PostAction } from './outcome.js';

/**
 * One message per action (STYLE.md 18): every post fits one Discord message. What a command says
 * briefly already fits; this is the net under it, for what does not.
 */

/** Discord's limit on one message's content. */
export const MESSAGE_LIMIT = 2000;

/** Room kept under the limit for what a transport adds to a post (the mentions line of a ping). */
const PING_ROOM = 200;

/** The line that ends a post cut short, pointing to the rest. */
const leftOut = (details: boolean) => (left: number) =>
  details ? `… ${left} more line${left === 1 ? '' : 's'}: press **Details** for the whole chain.` : `… ${left} more line${left === 1 ? '' : 's'} left out to fit one message.`;

/**
 * A channel's post of a body and a tail (whose move it is, what was committed) that fits one message:
 * the body's first lines when it must be cut, the tail always whole.
 */
export function fitBodyAndTail(body: string, tail: string, details: boolean): string {
  const room = MESSAGE_LIMIT - PING_ROOM - (tail ? tail.length + 1 : 0);
  const kept = body.length <= room ? body : firstLines(body, Math.max(room, 200), leftOut(details));
  return [kept, tail].filter(Boolean).join('\n');
}

/** The pieces of `text` that each fit `limit`, cut at line breaks where possible. */
export function pieces(text: string, limit = MESSAGE_LIMIT): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    let cut = rest.lastIndexOf('\n', limit);
    if (cut <= 0) cut = limit;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  if (rest.length > 0 || out.length === 0) out.push(rest);
  return out;
}

/**
 * The whole lines of `text` that fit `limit` together with `note(left)`, the line that says how many
 * were left out and where they are. A first line longer than the limit is cut short with an ellipsis.
 */
export function firstLines(text: string, limit: number, note: (left: number) => string): string {
  if (text.length <= limit) return text;
  const lines = text.split('\n');
  let kept = 0;
  let used = 0;
  while (kept < lines.length) {
    const next = used + (kept ? 1 : 0) + lines[kept]!.length;
    if (next + 1 + note(lines.length - kept - 1).length > limit) break;
    used = next;
    kept++;
  }
  if (kept === 0) {
    const last = note(lines.length - 1);
    return `${lines[0]!.slice(0, Math.max(0, limit - last.length - 2))}…\n${last}`;
  }
  return [...lines.slice(0, kept), note(lines.length - kept)].join('\n');
}

/** The public post's Details button: the whole chain behind it, as the presser may see it (`/campaign details`). */
export const DETAILS: PostAction = { label: 'Details', path: ['campaign', 'details'], lasting: true, thisPost: 'post' };

/**
 * A public post cut to one message: its first lines and a last one saying what was left out. `details`:
 * the command wrote the post's text to the log, so the Details button shows the rest.
 */
function fitPublic(post: Post, details: boolean): Post {
  if (post.text.length + PING_ROOM <= MESSAGE_LIMIT) return post;
  const text = firstLines(post.text, MESSAGE_LIMIT - PING_ROOM, leftOut(details));
  const has = post.actions?.some((a) => a.path.join(' ') === DETAILS.path.join(' '));
  return { ...post, text, ...(details && !has ? { actions: [DETAILS, ...(post.actions ?? [])] } : {}) };
}

/**
 * An answer or direct message too long for one message, which is no paged read: its first lines, and
 * the whole as a text file attached (a secret is never split over several messages, nor sent where
 * it should not go); `pages` keeps the whole for a transport that prints everything.
 */
function fitSecret(post: Post, name: string): Post {
  if (post.text.length <= MESSAGE_LIMIT || post.pages) return post;
  const file = `${name}.txt`;
  const text = firstLines(post.text, MESSAGE_LIMIT, () => `… the whole message is attached: \`${file}\`.`);
  return { ...post, text, pages: pieces(post.text), files: [...(post.files ?? []), { name: file, data: new TextEncoder().encode(post.text) }] };
}

/**
 * Every post of an outcome made to fit one message (STYLE.md 18). `details(post)`: whether the
 * command wrote its public post to the campaign's log (then a cut post gets the Details button).
 */
export function fitOutcome(o: Outcome, details: () => boolean): Outcome {
  const over = (p: Post | undefined) => p !== undefined && p.text.length > MESSAGE_LIMIT - (p === o.public ? PING_ROOM : 0);
  const dmOver = (d: Dm | undefined) => over(d?.post);
  if (!over(o.public) && !over(o.private) && !(o.dms ?? []).some(dmOver) && !dmOver(o.gm)) return o;
  return {
    ...o,
    ...(o.public ? { public: fitPublic(o.public, over(o.public) && details()) } : {}),
    ...(o.private ? { private: fitSecret(o.private, 'answer') } : {}),
    ...(o.dms ? { dms: o.dms.map((d) => ({ ...d, post: fitSecret(d.post, 'message') })) } : {}),
    ...(o.gm ? { gm: { ...o.gm, post: fitSecret(o.gm.post, 'gm-message') } } : {}),
  };
}
