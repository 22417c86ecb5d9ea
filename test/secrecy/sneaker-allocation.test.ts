import { describe, expect, it } from 'vitest';
import { harness, texts } from '../helpers/harness.js';

/**
 * Issue 12, leak 4: a built-in force deployed in the open lists its stands publicly; putting one of
 * them into a starting Sneaker would drop exactly that stand from the enemy's list and board, showing
 * which marker is real and which a dummy.
 */
function table(forceLine: string) {
  const h = harness();
  for (const [who, line] of [
    ['ann', '/campaign new ruleset:fogo name:Miombo sides:"Portugal,FRELIMO"'],
    ['bob', '/campaign join side:Portugal'],
    ['cat', '/campaign join side:FRELIMO'],
    ['cat', forceLine],
  ] as const) expect(h.run(who, line).ok).toBe(true);
  return h;
}

const ALLOCATE = '/fieldcraft allocate troops:frelimo sneakers:"Miombo woods: FR-1; Ridge thicket: "';

describe('starting Sneakers and stands the enemy has seen', () => {
  it('GIVEN a force deployed in the open THEN allocating one of its stands is refused, saying how to deploy hidden, and nothing changes', () => {
    const h = table('/fogo force builtin:frelimo-group');
    const before = h.snapshot();
    const r = h.run('cat', ALLOCATE);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error.code).toBe('fogo/seen-stand-in-sneaker');
    expect(texts(r).private).toContain('FR-1');
    expect(texts(r).private).toContain('hidden:true');
    expect(r.outcome.public).toBeUndefined();
    expect(h.snapshot()).toBe(before);
    // Portugal still sees FR-1 where it was.
    expect(texts(h.run('bob', '/fogo stand list')).private).toContain('FR-1');
  });

  it('GIVEN the force deployed hidden THEN the public never heard of its stands, and the allocation names none of them', () => {
    const h = table('/fogo force builtin:frelimo-group hidden:true');
    const r = h.run('cat', ALLOCATE);
    expect(r.ok).toBe(true);
    const pub = texts(r).public;
    expect(pub).toMatch(/S1/);
    expect(pub).not.toMatch(/FR-/);
    expect(texts(h.run('bob', '/fogo stand list')).private).not.toMatch(/FR-/);
  });
});
