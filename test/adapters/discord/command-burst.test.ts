import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiOptionsFor } from './api-options.js';
import { BotTable } from './bot-table.js';

// Issue 42: interactions that arrive together share one transaction (the CommandQueue); each is still
// answered as if it had been alone, in the order they came.
let t: BotTable;
beforeEach(async () => {
  t = await BotTable.open();
});
afterEach(async () => {
  await t.close();
});

describe('a burst of commands', () => {
  it('GIVEN 12 rolls and a refusal sent at once THEN each is answered, the rolls numbered 1 to 12 with none lost or twice, and the refusal alone refused', async () => {
    await t.campaign();
    const before = t.logged('interaction delivered');
    const users = [t.bob, t.cat, t.ann];
    const sent = Array.from({ length: 13 }, (_, i) => {
      const { name, options } = apiOptionsFor(i === 6 ? '/roll dice:nonsense' : `/roll dice:2d6 reason:r${i}`);
      return t.fake.sendCommand({ user: users[i % 3]!.id, guildId: 'g1', channelId: 'ops', name, options });
    });
    await t.until(() => t.logged('interaction delivered') >= before + 13, 'every answer', 15_000);
    const answers = await Promise.all(sent.map((s) => s.response()));
    expect(answers[6]!.content).toMatch(/^`nonsense` is not dice/);
    const numbers = [...t.publicText().matchAll(/Roll #(\d+) by/g)].map((m) => Number(m[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Each roll's reason is in its own answer: no answer went to another interaction.
    for (const [i, a] of answers.entries()) if (i !== 6) expect(a.content).toContain(`r${i}`);
    const commands = t.logger.entries.filter((e) => e.msg === 'command' && e.fields?.['command'] === 'roll');
    expect(commands).toHaveLength(13);
    // Sent in one go, they were read together and shared transactions (13 in one, here).
    expect(Math.max(...commands.map((c) => Number(c.fields?.['group'] ?? 1)))).toBeGreaterThan(1);
  }, 30_000);
});
