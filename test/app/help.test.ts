import { describe, expect, it } from 'vitest';
import { allCommands } from '../../src/app/command.js';
import { commands } from '../../commands/index.js';
import { usage } from '../../commands/help.js';
import { harness, texts } from '../helpers/harness.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';

describe('/help', () => {
  it('GIVEN no command THEN every command is listed with its description, privately, on pages that each fit one message', () => {
    const r = harness().run('bob', '/help');
    expect(r.outcome.public).toBeUndefined();
    const text = texts(r).private;
    for (const c of allCommands(commands)) expect(text).toContain(`\`/${c.path.join(' ')}\` — ${c.command.description}`);
    const pages = r.outcome.private!.pages!;
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((p) => p.length <= MESSAGE_LIMIT)).toBe(true);
    expect(r.outcome.private!.text).toBe(pages[0]);
  });

  it('GIVEN a page THEN that page, with ◀ ▶ to the pages either side and a menu jumping to each section', () => {
    const h = harness();
    const pages = h.run('bob', '/help').outcome.private!.pages!;
    const second = h.run('bob', '/help page:2').outcome.private!;
    expect(second.text).toBe(pages[1]);
    expect(second.text.split('\n')[0]).toMatch(new RegExp(`— page 2 of ${pages.length}$`));
    const [back, on, menu] = second.actions!;
    expect([back, on].map((a) => [a!.label, a!.path.join(' '), a!.options])).toEqual([
      ['◀', 'help', { page: '1' }],
      ['▶', 'help', { page: '3' }],
    ]);
    expect(menu!.choose!.option).toBe('page');
    // A page where several sections start is one entry, its sections' titles joined.
    expect(menu!.choose!.labels!.some((l) => l.split(' · ').includes('/fng …'))).toBe(true);
    const fng = menu!.choose!.values[menu!.choose!.labels!.findIndex((l) => l.includes('/fng …'))]!;
    expect(h.run('bob', `/help page:${fng}`).outcome.private!.text).toContain('**/fng …**');
    // Past the last page: the last.
    expect(h.run('bob', '/help page:99').outcome.private!.text).toBe(pages.at(-1));
  });

  it('GIVEN a command THEN its usage and every option come from its spec', () => {
    const text = harness().run('bob', '/help command:"campaign new"').outcome.private!.text;
    expect(text.split('\n')[0]).toBe('`/campaign new ruleset:<fogo|fng|lnl|fireteam> name:<text> sides:<text> [scenario:<text>] [mode:<text>]`');
    expect(text).toContain('• `sides` (string, required) — Side names separated by commas');
  });

  it('GIVEN optional options THEN usage brackets them and shows integer ranges', () => {
    const log = allCommands(commands).find((c) => c.path.join(' ') === 'campaign log')!;
    expect(usage(log.path, log.command)).toBe('/campaign log [last:<1-200>] [campaign:<number>] [page:<number>]');
  });

  it('GIVEN a leading slash THEN it is accepted', () => {
    expect(harness().run('bob', '/help command:/roll').outcome.private!.text).toContain('`/roll dice:<text> [reason:<text>] [hidden:<true|false>]`');
  });
});

describe('command specs', () => {
  it('GIVEN every command THEN names fit Discord (lowercase, ≤32) and descriptions are 1–100 characters', () => {
    const nodes = allCommands(commands);
    for (const { command, path } of nodes) {
      for (const name of [...path, ...Object.keys(command.options)]) expect(name).toMatch(/^[a-z][a-z0-9_-]{0,31}$/);
      for (const d of [command.description, ...Object.values(command.options).map((o) => o.description)]) {
        expect(d.length).toBeGreaterThan(0);
        expect(d.length).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('/help start here', () => {
  it('GIVEN no command THEN it opens with how to roll, start a campaign, join, see what to do next, and the local table', () => {
    const text = harness().run('bob', '/help').outcome.private!.text;
    const start = text.slice(0, text.indexOf('**Dice, help and your inbox**'));
    expect(start.split('\n')[1]).toBe('**Start here**');
    expect(start).toContain('`/roll dice:2d6`');
    expect(start).toContain('`/campaign new ruleset:<fogo|fng|lnl|fireteam> name:"Op Tridente" sides:"Blue,Red"`');
    expect(start).toContain('`/campaign join side:Blue`');
    expect(start).toContain('`/campaign status`');
    expect(start).toContain('`as <name>`');
    expect(start).toContain('`in <channel>`');
  });

  it('GIVEN a bad dice notation THEN the help it points to is one that answers', () => {
    const h = harness();
    const refusal = h.run('bob', '/roll dice:foo');
    expect(refusal.ok).toBe(false);
    const pointer = /`(\/help [^`]+)`/.exec(refusal.outcome.private!.text)![1]!;
    expect(h.run('bob', pointer).outcome.private!.text).toContain('`/roll dice:<text>');
  });
});
