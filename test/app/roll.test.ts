import { describe, expect, it } from 'vitest';
import { ROLL_FORMS } from '../../commands/roll.js';
import { harness } from '../helpers/harness.js';

/** The roll parts of the rolls table, in order. */
function parts(h: ReturnType<typeof harness>): { n: number; parts: { spec: unknown; faces: number[]; sides: number[]; label?: string }[] }[] {
  const rows = h.store.db.$client.prepare('SELECT n, parts FROM rolls ORDER BY ledger_id, n').all() as { n: number; parts: string }[];
  return rows.map((r) => ({ n: r.n, parts: JSON.parse(r.parts) as never }));
}

describe('/roll, the quick-dice front end', () => {
  it('GIVEN a spelling the front end normalises THEN the post shows both, then the dice and the result', () => {
    const h = harness({ faces: [3, 8, 7, 1, 10, 2] });
    const r = h.run('bob', '/roll dice:"6d10 t7"');
    expect(r.outcome.public!.text.split('\n')[1]).toBe('`6d10 t7` → `6d10>=7`: `[3, 8*, 7*, 1, 10*, 2]` = **3** successes');
    expect(parts(h)).toEqual([{ n: 1, parts: [{ spec: { op: 'dice', text: '6d10 t7' }, faces: [3, 8, 7, 1, 10, 2], sides: [10, 10, 10, 10, 10, 10], total: 3, output: expect.any(String) }] }]);
  });

  it('GIVEN several rolls separated by ; THEN one numbered roll with one part each, each with its comment', () => {
    const h = harness({ faces: [1, 2, 3, 4, 5, 6, 20] });
    const r = h.run('bob', '/roll dice:"4d6 ! damage; 2 1d6; 1d20+5 to hit"');
    const lines = r.outcome.public!.text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '🎲 Roll #1 by bob',
      '`4d6`: `[1, 2, 3, 4]` = **10** — damage',
      '`2 1d6`: #1 `[5]` = **5**; #2 `[6]` = **6** — total **11**',
      '`1d20+5`: `[20]+5` = **25** — to hit',
    ]);
    expect(parts(h).map((p) => p.parts.map((x) => x.label))).toEqual([['damage', undefined, 'to hit']]);
  });

  it('GIVEN four long rolls, long comments and a long reason THEN the post still fits one message, the dice left to the ledger', () => {
    const h = harness();
    const dice = '20 2d20 ! ********; 20 2d20 ! ********; 20 2d20 ! ********; 20 2d20 ! *******************************';
    const r = h.run('bob', `/roll dice:"${dice}" reason:"${'*'.repeat(200)}"`);
    const text = r.outcome.public!.text;
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.split('\n')[1]).toMatch(/^`20 2d20`: (#\d+ = \*\*\d+\*\*; ){19}#20 = \*\*\d+\*\* — total \*\*\d+\*\* — (\\\*){8}$/);
    expect(parts(h)[0]!.parts[0]!.faces).toHaveLength(40);
  });

  it('GIVEN a comment with markdown and a mention THEN it is shown inert', () => {
    const h = harness();
    const text = h.run('bob', '/roll dice:"1d6 ! **loud** @everyone `x`"').outcome.public!.text;
    expect(text).toContain('— \\*\\*loud\\*\\* @\u200beveryone \\`x\\`');
    expect(text).not.toContain('@everyone');
  });

  it("GIVEN Dice Maiden's p THEN the roll takes the hidden path: a sealed ledger outside a campaign, the GM's eyes in one", () => {
    const h = harness();
    const quick = h.run('bob', '/roll dice:"p 4d6 ! secret plan"');
    expect(quick.outcome.public!.text).toMatch(/^🎲 Roll #1 of bob's sealed ledger #\d+ was made hidden\./);
    expect(quick.outcome.public!.text).not.toContain('secret plan');
    expect(quick.outcome.private!.text).toContain('— secret plan');
    h.run('ann', '/campaign new ruleset:fogo name:Op sides:"A,B"', 'c2');
    h.run('bob', '/campaign join side:A', 'c2');
    const inCampaign = h.run('bob', '/roll dice:"4d6 p ! ambush"', 'c2');
    expect(inCampaign.outcome.public!.text).toBe('🎲 Roll #1 by bob was made hidden.');
    expect(inCampaign.outcome.gm!.post.text).toContain('— ambush');
    expect(inCampaign.outcome.private!.text).toBe('Your hidden roll #1 went to the GM, ann.');
  });

  it('GIVEN a roll it cannot read THEN the nearest form, nothing written and no roll number used', () => {
    const h = harness();
    const before = h.snapshot();
    for (const [line, words] of [
      ['/roll dice:"4d6 x3"', 'The nearest modifier I know: `4d6k3`'],
      ['/roll dice:1d20!<21', 'explodes or rerolls on every face'],
      ['/roll dice:1d6/0', 'The divisor `0` is or can be 0'],
      ['/roll dice:"2d6 d4"', 'keeps no die'],
      ['/roll dice:hello', 'Nearest: `1d6`'],
    ] as const) {
      const r = h.run('bob', line);
      expect(r.ok, line).toBe(false);
      expect(r.outcome.private!.text, line).toContain(words);
      expect(r.outcome.public).toBeUndefined();
    }
    expect(h.snapshot()).toBe(before);
    expect(h.run('bob', '/roll dice:1d6').outcome.public!.text).toMatch(/^🎲 Roll #1 by bob/);
  });

  it('GIVEN quick rolls of every family THEN /verify recomputes each, faces, sides, totals and posts', () => {
    const h = harness();
    const texts = ['6d10 t7', '4d6kh3; 2d6!', '(1d4, 2+2, 3d6kl1)kh1', 'wng dn2 4d6', '5hsk1 +1d3', '3d6 vs 12', 'd66', '6 4d6', '4dF+1', 'ed15', 'p 3d6'];
    for (const t of texts) expect(h.run('bob', `/roll dice:"${t}"`).ok, t).toBe(true);
    const v = h.run('bob', '/verify');
    expect(v.outcome.public!.text).toContain(`PASS: ${texts.length - 1}/${texts.length - 1} rolls recomputed exactly.`);
    const mine = h.run('bob', '/verify mine:true');
    expect(mine.outcome.public!.text).toContain('PASS: 1/1 rolls recomputed exactly.');
  });
});

describe('/help command:roll', () => {
  const help = () => harness().run('bob', '/help command:roll').outcome.private!.text;

  it('GIVEN the help THEN it fits one Discord message and shows every family with its examples', () => {
    const text = help();
    expect(text.length).toBeLessThanOrEqual(2000);
    for (const f of ROLL_FORMS) expect(text).toContain(`**${f.family}**`);
  });

  it('GIVEN every example the help shows THEN each rolls as written', () => {
    const text = help();
    const shown = text
      .split('\n')
      .filter((l) => l.startsWith('**'))
      .flatMap((l) => [...l.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    expect(shown.length).toBeGreaterThan(50);
    const h = harness();
    const refused = shown.filter((dice) => !h.run('bob', `/roll dice:"${dice.replace(/"/g, '\\"')}"`).ok);
    expect(refused).toEqual([]);
    for (const f of ROLL_FORMS) for (const dice of f.forms) expect(h.run('bob', `/roll dice:"${dice}"`).ok, dice).toBe(true);
  });
});
