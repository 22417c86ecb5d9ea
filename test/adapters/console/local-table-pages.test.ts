import { describe, expect, it } from 'vitest';
import { LocalTable } from '../../../src/adapters/console/local-table.js';
import { harness, whole } from '../../helpers/harness.js';

/*
 * One message per post on the local table (issue 37): a terminal shows at once what Discord shows a
 * page at a time, and a post's Details is one of its numbered choices.
 */

function table() {
  const h = harness();
  const out: string[] = [];
  const t = new LocalTable(h.app, { json: false, outDir: '/nonexistent', write: (l) => out.push(l), choices: true });
  return { h, t, out };
}

describe('the local table, one message per post', () => {
  it('GIVEN /help, a long read Discord pages THEN the table prints all its pages in one answer', () => {
    const { h, t, out } = table();
    const paged = h.run('ann', '/help').outcome.private!;
    expect(paged.pages!.length).toBeGreaterThan(1);
    t.handle('/help');
    const printed = out.find((l) => l.startsWith('[only you] '))!;
    expect(printed).toBe(`[only you] ${whole(paged)}`);
  });

  it("GIVEN a fire's post THEN Details is one of its choices, and choosing it answers the chain privately with the roll's dice", () => {
    const { t, out } = table();
    for (const line of [
      '/campaign new ruleset:fogo name:"Op Lua" sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol',
      'as ana',
      '/campaign join side:Portugal',
      '/fogo force builtin:cacadores-combat-group',
      'as ben',
      '/campaign join side:FRELIMO',
      '/fogo force builtin:frelimo-group',
      'as ana',
    ])
      t.handle(line);
    const fired = t.handle('/fogo fire firers:CA-1 target:FR-2 cover:cover')!;
    expect(fired.ok).toBe(true);
    const choices = out.at(-1)!;
    const n = /\[(\d+)\] Details/.exec(choices)?.[1];
    expect(n, choices).toBeDefined();
    t.handle('as ben');
    const details = t.handle(n!)!;
    expect(details.ok).toBe(true);
    expect(details.public).toBeNull();
    expect(details.private!.text).toMatch(/^\*\*Post #\d+\*\* of Op Lua — `\/fogo fire`/);
    expect(details.private!.text).toMatch(/🎲 Roll #1 by ana\nfire CA-1: `3d6 ≥5: \[\d, \d, \d\] → \d`/);
  });
});
