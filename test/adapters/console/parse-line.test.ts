import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../src/adapters/console/parse-line.js';

describe('parseLine', () => {
  it('GIVEN slash syntax with quoted values THEN path and options come apart', () => {
    expect(parseLine('/roll dice:3d6 reason:"first volley"')).toEqual({ kind: 'command', path: ['roll'], options: { dice: '3d6', reason: 'first volley' } });
    expect(parseLine('/campaign rules set name:cc.green value:-2')).toEqual({
      kind: 'command',
      path: ['campaign', 'rules', 'set'],
      options: { name: 'cc.green', value: '-2' },
    });
  });

  it('GIVEN colons, operators and escaped quotes inside values THEN they are kept', () => {
    expect(parseLine('/roll dice:4d6>=5 reason:"say \\"hi\\": now"')).toEqual({
      kind: 'command',
      path: ['roll'],
      options: { dice: '4d6>=5', reason: 'say "hi": now' },
    });
  });

  it('GIVEN a trailing # comment outside quotes THEN it is not read as an option; a # inside quotes or a word is kept', () => {
    expect(parseLine('/fogo pass        # done for now')).toEqual({ kind: 'command', path: ['fogo', 'pass'], options: {} });
    expect(parseLine('/roll dice:2d6 reason:"#1 target" # the first')).toEqual({ kind: 'command', path: ['roll'], options: { dice: '2d6', reason: '#1 target' } });
    expect(parseLine('/roll dice:2d6 reason:a#b')).toEqual({ kind: 'command', path: ['roll'], options: { dice: '2d6', reason: 'a#b' } });
  });

  it('GIVEN as, in, comments and blank lines THEN they are table directives', () => {
    expect(parseLine('as bob')).toEqual({ kind: 'as', name: 'bob' });
    expect(parseLine('  in ops-room ')).toEqual({ kind: 'in', channel: 'ops-room' });
    expect(parseLine('# a comment /roll dice:1d6')).toEqual({ kind: 'nothing' });
    expect(parseLine('   ')).toEqual({ kind: 'nothing' });
  });

  it.each([
    ['/roll dice:"3d6', 'input/unterminated-quote'],
    ['/roll dice:1d6 dice:2d6', 'input/duplicate-option'],
    ['/roll dice:1d6 loose', 'input/stray-text'],
    ['roll dice:1d6', 'input/not-a-command'],
    ['as bob smith', 'input/not-a-command'],
    ['as b*b', 'input/bad-name'],
  ])('GIVEN %s THEN %s', (line, code) => {
    expect(parseLine(line)).toMatchObject({ kind: 'error', code });
  });
});
