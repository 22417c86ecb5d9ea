import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import type { CommandRecord } from '../../src/adapters/console/local-table.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';

/** A fenced block of a Markdown page made of local-table lines, with the line it starts on. */
export interface DocBlock {
  readonly startLine: number;
  readonly lines: readonly { readonly n: number; readonly text: string }[];
}

/** README.md and every page under docs/ (any depth), as paths from `root`: the pages the doc-test runs. */
export function docPages(root: string): string[] {
  const under = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return under(path);
        return name.endsWith('.md') ? [relative(root, path)] : [];
      });
  return ['README.md', ...(existsSync(join(root, 'docs')) ? under(join(root, 'docs')) : [])];
}

/**
 * Every fenced block with no language whose lines are all local-table lines (slash commands, `as`,
 * `in`, `# comments`, blanks) and hold at least one command: the blocks the doc-test runs.
 */
export function tableBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const all = markdown.split('\n');
  for (let i = 0; i < all.length; i++) {
    if (!all[i]!.startsWith('```')) continue;
    const start = i;
    const plain = all[i]!.trim() === '```';
    const lines: { n: number; text: string }[] = [];
    for (i++; i < all.length && all[i]!.trim() !== '```'; i++) lines.push({ n: i + 1, text: all[i]! });
    const tableLines = lines.every(({ text }) => {
      const t = text.trim();
      return t === '' || t.startsWith('#') || t.startsWith('/') || /^(as|in)\s+\S+$/.test(t);
    });
    if (plain && tableLines && lines.some(({ text }) => parseLine(text).kind === 'command')) blocks.push({ startLine: start + 1, lines });
  }
  return blocks;
}

/** A command line the page marks as one the bot refuses (its comment ends with `# refused`). */
export const markedRefused = (text: string): boolean => /#[^"]*\brefused\s*$/.test(text);

/**
 * When a walk-through's next step depends on the dice, a comment line says what to do either way:
 *
 *     /fogo fire firers:CA-1 target:FR-2 cover:cover
 *     # if it says "initiative kept":
 *       /fogo pass
 *     # otherwise:
 *       /campaign status
 *
 * The lines indented under `# if …:` are for when it holds, those under `# otherwise:` (optional)
 * for when it does not. "it" is the answer to the command just above the `# if`; a condition may
 * instead name a command that changes nothing (`# if /campaign status says "FRELIMO has the
 * initiative":`), which the reader (and the doc-test) runs to look. Several phrases may be joined
 * with `or`. Matching ignores case and Markdown's `**` and backticks.
 */
export interface Condition {
  /** The command run to look, or undefined for the answer to the command above. */
  readonly look?: string;
  readonly phrases: readonly string[];
}

export type Step =
  | { readonly kind: 'line'; readonly n: number; readonly text: string }
  | { readonly kind: 'if'; readonly n: number; readonly text: string; readonly when: Condition; readonly then: Step[]; readonly otherwise: Step[] };

const HEADER = /^#\s*if\s+(.*):$/;
const OTHERWISE = /^#\s*otherwise:$/;
const CONDITION = /^(it|\/.+?)\s+says\s+("[^"]*"(?:\s+or\s+"[^"]*")*)$/;

/** Reads `# if …:` headers; returns undefined when the text is not one. */
export function parseCondition(header: string): Condition | 'malformed' | undefined {
  const h = HEADER.exec(header.trim());
  if (!h) return /^#\s*if\s/.test(header.trim()) && header.trim().endsWith(':') ? 'malformed' : undefined;
  const c = CONDITION.exec(h[1]!.trim());
  if (!c) return 'malformed';
  const phrases = [...c[2]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  if (phrases.some((p) => p.trim() === '')) return 'malformed';
  return c[1] === 'it' ? { phrases } : { look: c[1]!, phrases };
}

const indentOf = (text: string): number => text.length - text.trimStart().length;

/**
 * A block's lines as steps, branches nested by indentation (a line belongs to the nearest header above
 * it that is indented less). Throws, naming the line, on a header it cannot read, an `# otherwise:`
 * without its `# if`, or a header with nothing indented under it.
 */
export function parseSteps(block: DocBlock): Step[] {
  const lines = block.lines.filter(({ text }) => text.trim() !== '');
  let i = 0;
  const read = (minIndent: number): Step[] => {
    const steps: Step[] = [];
    while (i < lines.length && indentOf(lines[i]!.text) >= minIndent) {
      const { n, text } = lines[i]!;
      const here = indentOf(text);
      if (OTHERWISE.test(text.trim())) throw new Error(`line ${n}: "# otherwise:" must follow the lines of an "# if …:"`);
      const when = parseCondition(text);
      if (when === 'malformed') throw new Error(`line ${n}: cannot read the condition (write # if it says "…": or # if /command says "…":)`);
      i++;
      if (!when) {
        steps.push({ kind: 'line', n, text });
        continue;
      }
      const then = read(here + 1);
      if (then.length === 0) throw new Error(`line ${n}: nothing is indented under the "# if"`);
      let otherwise: Step[] = [];
      if (i < lines.length && indentOf(lines[i]!.text) === here && OTHERWISE.test(lines[i]!.text.trim())) {
        const at = lines[i]!.n;
        i++;
        otherwise = read(here + 1);
        if (otherwise.length === 0) throw new Error(`line ${at}: nothing is indented under the "# otherwise:"`);
      }
      steps.push({ kind: 'if', n, text, when, then, otherwise });
    }
    return steps;
  };
  return read(0);
}

/** What a record showed anyone (the channel, the invoker, each DM), for matching a phrase. */
export function shownText(r: CommandRecord): string {
  return [r.public?.text, r.private?.text, ...r.dms.map((d) => d.text), r.error?.message].filter((t) => t !== undefined && t !== null).join('\n');
}

const plain = (s: string): string => s.replace(/\*\*|`/g, '').replace(/\s+/g, ' ').toLowerCase();

/** A table the steps run on: the local table, or a stand-in in the tests of this file. */
export interface Table {
  handle(line: string): CommandRecord | undefined;
}

export interface Wrong {
  readonly n: number;
  readonly text: string;
  readonly why: string;
}

/** A branch and which way it went. */
export interface Taken {
  readonly n: number;
  readonly held: boolean;
}

/**
 * Runs the steps as written: every command is accepted unless its line says `# refused`, and then
 * it must be refused; a branch runs the lines for what its condition finds.
 */
export function runSteps(steps: readonly Step[], table: Table): { wrong: Wrong[]; taken: Taken[] } {
  const wrong: Wrong[] = [];
  const taken: Taken[] = [];
  let last: CommandRecord | undefined;
  const holds = (step: Extract<Step, { kind: 'if' }>): boolean => {
    let seen = last;
    if (step.when.look !== undefined) {
      seen = table.handle(step.when.look);
      if (!seen?.ok) {
        wrong.push({ n: step.n, text: step.text, why: `looking with ${step.when.look} was refused: ${seen?.error?.message ?? 'not a command'}` });
        return false;
      }
    } else if (!seen) {
      wrong.push({ n: step.n, text: step.text, why: 'no command above it to read' });
      return false;
    }
    const text = plain(shownText(seen));
    return step.when.phrases.some((p) => text.includes(plain(p)));
  };
  const run = (list: readonly Step[]) => {
    for (const step of list) {
      if (step.kind === 'if') {
        const held = holds(step);
        taken.push({ n: step.n, held });
        run(held ? step.then : step.otherwise);
        continue;
      }
      const record = table.handle(step.text);
      if (parseLine(step.text).kind !== 'command' || !record) continue;
      last = record;
      const refused = markedRefused(step.text);
      if (record.ok === refused) {
        wrong.push({ n: step.n, text: step.text.trim(), why: record.ok ? 'accepted, but the page says it is refused' : (record.error?.message ?? '') });
      }
      // One message per action (STYLE.md 18): the channel's post fits one Discord message.
      if (record.public && record.public.text.length > MESSAGE_LIMIT) wrong.push({ n: step.n, text: step.text.trim(), why: `its post to the channel is ${record.public.text.length} characters, over one message` });
    }
  };
  run(steps);
  return { wrong, taken };
}

/**
 * The ledger secrets the doc-test runs every block under: `DOC_SECRET` (64 hex digits, or several
 * separated by commas) to repeat a run, else `DOC_SECRETS` fresh random ones (3 by default).
 */
export function docSecrets(env: NodeJS.ProcessEnv, random: () => string): string[] {
  if (env.DOC_SECRET) {
    const given = env.DOC_SECRET.split(',').map((s) => s.trim().toLowerCase());
    for (const s of given) if (!/^[0-9a-f]{64}$/.test(s)) throw new Error(`DOC_SECRET: ${s} is not 64 hex digits`);
    return given;
  }
  const n = env.DOC_SECRETS === undefined ? 3 : Number(env.DOC_SECRETS);
  if (!Number.isInteger(n) || n < 1) throw new Error(`DOC_SECRETS: ${env.DOC_SECRETS} is not a whole number of at least 1`);
  return Array.from({ length: n }, random);
}
