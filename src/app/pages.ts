import type { OptionSpec } from './command.js';
import type { Post, PostAction } from './outcome.js';
import { MESSAGE_LIMIT, pieces } from './post-fit.js';

/**
 * Long reads, paged (STYLE.md 18): `/help`, `/campaign log`, `/campaign rules list`, a post's Details…
 * answer one message with ◀ ▶ buttons (and a menu of sections) that run the same command for another
 * page, instead of a burst of messages. Buttons are stamped like any other (`actions.ts`): a page of
 * something that has changed since is refused as stale, unless the read cannot change (`lasting`).
 */

/** The `page:` option every paged read takes. */
export const PAGE_OPTION = { type: 'integer', description: 'Which page of a long answer (default the first)', min: 1 } as const satisfies OptionSpec;

/** A titled part of a long read: a help section, a group of house rules. */
export interface Section {
  /** Its heading line; none when empty. */
  readonly title: string;
  /** Its name in the menu of sections; by default the title without markdown. */
  readonly label?: string;
  readonly lines: readonly string[];
}

/** A section's title as a menu shows it: without markdown. */
const plain = (title: string): string => title.replace(/[*_`]/g, '').trim();

/** Room for a page's number after the read's heading (" — page 12 of 345") and its line break. */
const PAGE_ROOM = 24;

/** Sections packed into pages of whole lines of at most `limit` characters, each with the sections that start on it. */
export function paginate(sections: readonly Section[], limit: number): { readonly lines: string[]; readonly starts: string[] }[] {
  const pages: { lines: string[]; starts: string[]; used: number }[] = [];
  let page = { lines: [] as string[], starts: [] as string[], used: 0 };
  const put = (line: string, starts?: string) => {
    for (const piece of pieces(line, limit)) {
      if (page.lines.length > 0 && page.used + 1 + piece.length > limit) {
        pages.push(page);
        page = { lines: [], starts: [], used: 0 };
      }
      if (starts !== undefined) page.starts.push(starts);
      starts = undefined;
      page.used += (page.lines.length ? 1 : 0) + piece.length;
      page.lines.push(piece);
    }
  };
  for (const s of sections) {
    // A section's title is not left alone at the foot of a page.
    if (s.title !== '' && page.lines.length > 0 && page.used + 1 + s.title.length + 1 + (s.lines[0]?.length ?? 0) > limit) {
      pages.push(page);
      page = { lines: [], starts: [], used: 0 };
    }
    const label = s.label ?? plain(s.title);
    if (s.title !== '') put(s.title, label);
    s.lines.forEach((line, k) => put(line, k === 0 && s.title === '' && label !== '' ? label : undefined));
  }
  if (page.lines.length > 0 || pages.length === 0) pages.push(page);
  return pages.map(({ lines, starts }) => ({ lines, starts }));
}

export interface PagedRead {
  /** The read's heading, shown on every page. */
  readonly head: string;
  readonly sections: readonly Section[];
  /** The page asked for (from 1); past the last, the last. */
  readonly page: number | undefined;
  /** The command that draws a page (with `page:`), and its other options as given. */
  readonly path: readonly string[];
  readonly options?: Readonly<Record<string, string>>;
  /** The read cannot change while the campaign runs (help, a past post's details): its buttons stay good. */
  readonly lasting?: boolean;
  /** A menu of the sections, to jump to one (help, house rules). */
  readonly menu?: boolean;
}

/**
 * One page of a long read as a post: its text, every page (for a transport that prints all), ◀ ▶ to
 * the pages either side, and a menu of sections jumping to the page each starts on.
 */
export function pagedPost(read: PagedRead): Post {
  const pages = paginate(read.sections, MESSAGE_LIMIT - read.head.length - PAGE_ROOM);
  const total = pages.length;
  const at = Math.min(Math.max(read.page ?? 1, 1), total);
  const textOf = (k: number) => [total > 1 ? `${read.head} — page ${k} of ${total}` : read.head, ...pages[k - 1]!.lines].join('\n');
  const turn = (label: string, page: number): PostAction => ({
    label,
    path: read.path,
    options: { ...read.options, page: String(page) },
    ...(read.lasting ? { lasting: true } : {}),
  });
  const starts = pages.flatMap((p, k) => (p.starts.length ? [{ page: k + 1, title: p.starts.join(' · ') }] : []));
  const menu: PostAction[] =
    read.menu && starts.length > 1
      ? [
          {
            label: 'Jump to a section',
            path: read.path,
            ...(read.options ? { options: read.options } : {}),
            choose: { option: 'page', values: starts.slice(0, 25).map((s) => String(s.page)), labels: starts.slice(0, 25).map((s) => s.title.slice(0, 100)) },
            ...(read.lasting ? { lasting: true } : {}),
          },
        ]
      : [];
  const actions = [...(at > 1 ? [turn('◀', at - 1)] : []), ...(at < total ? [turn('▶', at + 1)] : []), ...(total > 1 ? menu : [])];
  return { text: textOf(at), ...(total > 1 ? { pages: pages.map((_, k) => textOf(k + 1)) } : {}), ...(actions.length ? { actions } : {}) };
}
