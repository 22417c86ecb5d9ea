import { describe, expect, it } from 'vitest';
import { normalise } from './sweep-check.js';
import { contactTable, shownTo } from './sweep-contact.js';

describe('the Potential Contact canary: a booby trap reads like an empty Potential Contact (issue 32, leak 3)', () => {
  const nothing = contactTable('nothing');
  const trap = contactTable('trap');

  it('GIVEN the same move into a PC of nothing and into a laid trap THEN the trap was laid, and the channel is shown the same post', () => {
    expect(nothing.moved.ok && trap.moved.ok).toBe(true);
    expect(nothing.faces).toEqual([]);
    expect(trap.faces).toEqual([]);
    expect(trap.game().traps?.length).toBe(1);
    expect(nothing.game().traps ?? []).toEqual([]);
    expect(normalise(trap.moved.outcome.public?.text ?? '')).toBe(normalise(nothing.moved.outcome.public?.text ?? ''));
    expect(trap.moved.outcome.public?.text).toContain('P1: nothing there.');
    expect(trap.moved.outcome.public?.text).toContain('🔒 Secret decision #1 committed');
  });

  it.each([
    ['bob', '/campaign log last:200'],
    ['eve', '/campaign log last:200'],
    ['bob', '/campaign export'],
    ['eve', '/campaign recap'],
    ['bob', '/fng-mission status'],
    ['bob', '/fng status'],
    ['bob', '/board show'],
    ['bob', '/board mine'],
    ['eve', '/campaign status'],
  ])('GIVEN %s asking %s THEN it reads the same with the trap or without', (who, line) => {
    expect(shownTo(trap, who, line)).toBe(shownTo(nothing, who, line));
  });

  it('GIVEN autocomplete for the player THEN the same choices either way', () => {
    const ask = (t: typeof nothing) => t.h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['fng', 'fire'] }, 'shooter', '');
    expect(ask(trap)).toEqual(ask(nothing));
  });

  it('GIVEN the GM THEN she is told of the trap; the mission over, each PC is disclosed with its salt for /verify', () => {
    expect(trap.moved.outcome.gm?.post.text).toMatch(/T1: a wide-spread booby trap at/);
    expect(nothing.moved.outcome.gm?.post.text ?? '').not.toMatch(/booby trap at/);
    // The mission's end rolls one die: the Bad Mission's (L2281).
    const ended = (t: typeof nothing) => {
      t.faces.push(3);
      return t.h.run('ann', '/fng-mission end').outcome.public?.text ?? '';
    };
    expect(ended(trap)).toContain('🔓 Secret decision #1 (trap) disclosed with its salt');
    expect(ended(nothing)).toContain('🔓 Secret decision #1 (contact) disclosed with its salt');
  });
});
