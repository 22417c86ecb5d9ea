import { parseLine } from '../../src/adapters/console/parse-line.js';

/** A fenced block of README.md made of local-table lines, with the line it starts on. */
export interface ReadmeBlock {
  readonly startLine: number;
  readonly lines: readonly { readonly n: number; readonly text: string }[];
}

/**
 * Every fenced block with no language whose lines are all local-table lines (slash commands, `as`,
 * `in`, `# comments`, blanks) and hold at least one command: the blocks the doc-test runs.
 */
export function tableBlocks(readme: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const all = readme.split('\n');
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

/** A command line the README marks as one the bot refuses (its comment ends with `# refused`). */
export const markedRefused = (text: string): boolean => /#[^"]*\brefused\s*$/.test(text);
