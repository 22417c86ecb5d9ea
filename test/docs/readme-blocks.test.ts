import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CommandRecord } from '../../src/adapters/console/local-table.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { docPages, docSecrets, markedRefused, parseCondition, parseSteps, runSteps, tableBlocks, type DocBlock } from './readme-blocks.js';

describe('the blocks the doc-test runs', () => {
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

describe('the pages the doc-test reads', () => {
  const root = mkdtempSync(join(tmpdir(), 'sitrep-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('GIVEN README.md and pages under docs/, nested too THEN all of them, README first, and nothing but .md', () => {
    mkdirSync(join(root, 'docs/rulesets'), { recursive: true });
    for (const f of ['README.md', 'docs/web.md', 'docs/boards.md', 'docs/rulesets/fng.md', 'docs/board.png']) writeFileSync(join(root, f), '');
    expect(docPages(root)).toEqual(['README.md', 'docs/boards.md', 'docs/rulesets/fng.md', 'docs/web.md']);
  });
});

describe('a walk-through that says what to do either way', () => {
  const block = (...texts: string[]): DocBlock => ({ startLine: 1, lines: texts.map((text, k) => ({ n: k + 2, text })) });

  it('GIVEN the two forms of a condition THEN each is read, with its phrases', () => {
    expect(parseCondition('# if it says "initiative kept":')).toEqual({ phrases: ['initiative kept'] });
    expect(parseCondition('  # if it says "SP1" or "SP2":')).toEqual({ phrases: ['SP1', 'SP2'] });
    expect(parseCondition('# if /campaign status says "FRELIMO has the initiative":')).toEqual({
      look: '/campaign status',
      phrases: ['FRELIMO has the initiative'],
    });
    expect(parseCondition('# if /fng figure list says "pink":')).toEqual({ look: '/fng figure list', phrases: ['pink'] });
  });

  it('GIVEN a comment that is no header, or a header it cannot read THEN a plain comment, or "malformed"', () => {
    expect(parseCondition('# if the dice allow, fire again')).toBeUndefined();
    expect(parseCondition('/fogo pass   # if you like:')).toBeUndefined();
    expect(parseCondition('# if it shows "x":')).toBe('malformed');
    expect(parseCondition('# if it says initiative kept:')).toBe('malformed');
    expect(parseCondition('# if it says "":')).toBe('malformed');
  });

  it('GIVEN indented lines under "# if" and "# otherwise" THEN they nest as branches, and the rest stays at the top', () => {
    const steps = parseSteps(
      block('/a', '# if it says "x":', '  as bob', '  /b', '  # if it says "y":', '    /c', '# otherwise:', '  /d', '', '/e'),
    );
    expect(steps).toEqual([
      { kind: 'line', n: 2, text: '/a' },
      {
        kind: 'if',
        n: 3,
        text: '# if it says "x":',
        when: { phrases: ['x'] },
        then: [
          { kind: 'line', n: 4, text: '  as bob' },
          { kind: 'line', n: 5, text: '  /b' },
          { kind: 'if', n: 6, text: '  # if it says "y":', when: { phrases: ['y'] }, then: [{ kind: 'line', n: 7, text: '    /c' }], otherwise: [] },
        ],
        otherwise: [{ kind: 'line', n: 9, text: '  /d' }],
      },
      { kind: 'line', n: 11, text: '/e' },
    ]);
  });

  it('GIVEN a header with nothing under it, a stray "# otherwise" or an unreadable header THEN the line is named', () => {
    expect(() => parseSteps(block('/a', '# if it says "x":', '/b'))).toThrow('line 3: nothing is indented');
    expect(() => parseSteps(block('/a', '# otherwise:', '  /b'))).toThrow('line 3: "# otherwise:" must follow');
    expect(() => parseSteps(block('/a', '# if it seems "x":', '  /b'))).toThrow('line 3: cannot read the condition');
  });

  /** A table that answers each command with what `answers` gives for it, and remembers what it ran. */
  const fakeTable = (answers: Record<string, { ok: boolean; text: string }>) => {
    const ran: string[] = [];
    return {
      ran,
      handle(line: string): CommandRecord | undefined {
        const parsed = parseLine(line);
        if (parsed.kind !== 'command') return undefined;
        const input = `/${parsed.path.join(' ')}`;
        ran.push(input);
        const a = answers[input] ?? { ok: true, text: '' };
        const post = { text: a.text, images: [], files: [] };
        return {
          input,
          actor: 'you',
          channel: 'table',
          ok: a.ok,
          error: a.ok ? null : { code: 'x', message: a.text },
          public: a.ok ? post : null,
          private: a.ok ? null : post,
          dms: [],
        };
      },
    };
  };

  it('GIVEN the answer above says the phrase (ignoring case, ** and backticks) THEN the "if" lines run and the "otherwise" lines do not', () => {
    const t = fakeTable({ '/fire': { ok: true, text: '**FR-2**: KILL — Initiative `kept`.' } });
    const r = runSteps(parseSteps(block('/fire', '# if it says "initiative kept":', '  /pass', '# otherwise:', '  /status', '/end')), t);
    expect(t.ran).toEqual(['/fire', '/pass', '/end']);
    expect(r).toEqual({ wrong: [], taken: [{ n: 3, held: true }] });
  });

  it('GIVEN the answer does not say it THEN the "otherwise" lines run, or nothing without them', () => {
    const t = fakeTable({ '/fire': { ok: true, text: 'initiative passes' } });
    runSteps(parseSteps(block('/fire', '# if it says "initiative kept" or "kill":', '  /pass', '# otherwise:', '  /status', '/end')), t);
    expect(t.ran).toEqual(['/fire', '/status', '/end']);
    const u = fakeTable({ '/fire': { ok: true, text: 'initiative passes' } });
    runSteps(parseSteps(block('/fire', '# if it says "initiative kept":', '  /pass', '/end')), u);
    expect(u.ran).toEqual(['/fire', '/end']);
  });

  it('GIVEN a condition that names a command THEN that command is run to look, and "it" stays the answer above', () => {
    const t = fakeTable({ '/status': { ok: true, text: 'Now: FRELIMO has the initiative.' }, '/fire': { ok: true, text: 'a hit' } });
    const r = runSteps(
      parseSteps(block('/fire', '# if /status says "FRELIMO has the initiative":', '  as bob', '# if it says "a hit":', '  /again')),
      t,
    );
    expect(t.ran).toEqual(['/fire', '/status', '/again']);
    expect(r.taken).toEqual([
      { n: 3, held: true },
      { n: 5, held: true },
    ]);
  });

  it('GIVEN a command refused unmarked, one marked refused but accepted, or a look that is refused THEN each is reported with its line', () => {
    const t = fakeTable({ '/a': { ok: false, text: 'Not your turn.' }, '/look': { ok: false, text: 'No campaign here.' } });
    const r = runSteps(parseSteps(block('/a', '/b   # refused', '# if /look says "x":', '  /c')), t);
    expect(r.wrong).toEqual([
      { n: 2, text: '/a', why: 'Not your turn.' },
      { n: 3, text: '/b   # refused', why: 'accepted, but the page says it is refused' },
      { n: 4, text: '# if /look says "x":', why: 'looking with /look was refused: No campaign here.' },
    ]);
    expect(t.ran).toEqual(['/a', '/b', '/look']);
  });

  it('GIVEN a branch on "it" with no command above THEN that is reported', () => {
    const r = runSteps(parseSteps(block('as bob', '# if it says "x":', '  /c')), fakeTable({}));
    expect(r.wrong).toEqual([{ n: 3, text: '# if it says "x":', why: 'no command above it to read' }]);
  });
});

describe('the secrets the doc-test runs under', () => {
  let k = 0;
  const random = () => String(++k % 10).repeat(64);

  it('GIVEN nothing set THEN three fresh random secrets; GIVEN DOC_SECRETS=10 THEN ten', () => {
    expect(docSecrets({}, random)).toHaveLength(3);
    const ten = docSecrets({ DOC_SECRETS: '10' }, random);
    expect(ten).toHaveLength(10);
    expect(new Set(ten).size).toBe(10);
  });

  it('GIVEN DOC_SECRET THEN exactly those, to repeat a run; GIVEN a bad value THEN it says what is wrong', () => {
    expect(docSecrets({ DOC_SECRET: `${'AB'.repeat(32)}, ${'0'.repeat(64)}`, DOC_SECRETS: '5' }, random)).toEqual(['ab'.repeat(32), '0'.repeat(64)]);
    expect(() => docSecrets({ DOC_SECRET: 'abc' }, random)).toThrow('DOC_SECRET: abc is not 64 hex digits');
    expect(() => docSecrets({ DOC_SECRETS: '0' }, random)).toThrow('DOC_SECRETS: 0');
    expect(() => docSecrets({ DOC_SECRETS: 'three' }, random)).toThrow('DOC_SECRETS: three');
  });
});
