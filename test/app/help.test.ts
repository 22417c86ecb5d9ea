import { describe, expect, it } from 'vitest';
import { allCommands } from '../../src/app/command.js';
import { commands } from '../../commands/index.js';
import { usage } from '../../commands/help.js';
import { harness } from '../helpers/harness.js';

describe('/help', () => {
  it('GIVEN no command THEN every command is listed with its description, privately', () => {
    const r = harness().run('bob', '/help');
    expect(r.outcome.public).toBeUndefined();
    const text = r.outcome.private!.text;
    for (const c of allCommands(commands)) expect(text).toContain(`\`/${c.path.join(' ')}\` — ${c.command.description}`);
  });

  it('GIVEN a command THEN its usage and every option come from its spec', () => {
    const text = harness().run('bob', '/help command:"campaign new"').outcome.private!.text;
    expect(text.split('\n')[0]).toBe('`/campaign new ruleset:<fogo|fng|lnl|fireteam> name:<text> sides:<text> [scenario:<text>] [mode:<text>]`');
    expect(text).toContain('• `sides` (string, required) — Side names separated by commas');
  });

  it('GIVEN optional options THEN usage brackets them and shows integer ranges', () => {
    const log = allCommands(commands).find((c) => c.path.join(' ') === 'campaign log')!;
    expect(usage(log.path, log.command)).toBe('/campaign log [last:<1-200>] [campaign:<number>]');
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
    const start = text.slice(0, text.indexOf('**Sitrep commands**'));
    expect(start.split('\n')[0]).toBe('**Start here**');
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
