import { describe, expect, it } from 'vitest';
import { markedRefused, tableBlocks } from './readme-blocks.js';

describe('the blocks the README doc-test runs', () => {
  const readme = [
    '# Title',
    '```sh',
    'npm install',
    '```',
    '```',
    '/roll dice:2d6   # a comment',
    'as bob',
    '```',
    '```js',
    '/roll dice:2d6',
    '```',
    '```',
    'not a command',
    '/roll dice:2d6',
    '```',
    '```',
    '# only a comment',
    '```',
  ].join('\n');

  it('GIVEN fenced blocks THEN only plain blocks of table lines holding a command are run, with their line numbers', () => {
    expect(tableBlocks(readme)).toEqual([{ startLine: 5, lines: [{ n: 6, text: '/roll dice:2d6   # a comment' }, { n: 7, text: 'as bob' }] }]);
  });

  it('GIVEN a line whose comment ends with "refused" THEN it is marked, and a quoted "refused" is not', () => {
    expect(markedRefused('/fogo pass   # not your initiative: refused')).toBe(true);
    expect(markedRefused('/fogo pass   # refused')).toBe(true);
    expect(markedRefused('/fogo pass')).toBe(false);
    expect(markedRefused('/roll dice:2d6 reason:"# refused"')).toBe(false);
    expect(markedRefused('/fogo pass   # refused once, then accepted')).toBe(false);
  });
});
