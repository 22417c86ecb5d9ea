import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anHourAgo, BotTable } from '../adapters/discord/bot-table.js';

/*
 * Secrets re-delivered from the outbox after a crash (issue 21) reach only their audience, as they would
 * have: cat's hidden roll goes to the GM (ann) alone, its reason a canary; bob plays the other side. A
 * canary may never be visible to bob or cat, in the channel, or in the log.
 */
const CANARY = 'CANARYoutbox';

let t: BotTable;

beforeEach(async () => {
  t = await BotTable.open();
  await t.campaign();
  await t.stop();
});

afterEach(async () => {
  await t.close();
});

function expectOnlyTheGm(): void {
  for (const u of [t.bob, t.cat]) expect(t.fake.visibleTo(u.id).map((m) => m.content).join('\n')).not.toContain(CANARY);
  expect(t.publicText()).not.toContain(CANARY);
  expect(JSON.stringify(t.logger.entries)).not.toContain(CANARY);
}

describe('secrets re-delivered after a restart', () => {
  it('GIVEN a hidden roll committed but unanswered THEN after the restart its reason reaches the GM alone, and its roller\'s private answer reaches its roller alone', async () => {
    const { sent } = await t.committedUnanswered(t.cat, `/roll dice:2d6 reason:"${CANARY}" hidden:true`);
    await t.boot();
    await t.redelivered();
    expect(t.fake.dms(t.ann.id).map((m) => m.content).join('\n')).toContain(CANARY);
    const answer = t.fake.interactionMessages(sent.id);
    expect(answer.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(t.fake.visibleTo(t.bob.id).map((m) => m.id)).not.toContain(answer[0]!.messageId);
    expectOnlyTheGm();
  });

  it('GIVEN the interaction long gone THEN the roller\'s private answer goes by DM to the roller, not the channel, and the reason to the GM alone', async () => {
    await t.committedUnanswered(t.cat, `/roll dice:2d6 reason:"${CANARY}" hidden:true`, anHourAgo);
    await t.boot();
    await t.redelivered();
    expect(t.fake.dms(t.cat.id).map((m) => m.content)).toEqual([expect.stringContaining('Your hidden roll #1 went to the GM, ann.')]);
    expect(t.fake.dms(t.ann.id).map((m) => m.content).join('\n')).toContain(CANARY);
    expectOnlyTheGm();
  });

  it('GIVEN the GM\'s DMs closed at the restart THEN the reason waits in the GM\'s inbox and the channel hears only that', async () => {
    t.fake.refuseDms(t.ann.id);
    await t.committedUnanswered(t.cat, `/roll dice:2d6 reason:"${CANARY}" hidden:true`, anHourAgo);
    await t.boot();
    await t.redelivered();
    expect(t.publicText()).toContain('📬 ann has undelivered orders — /inbox');
    expectOnlyTheGm();
    const inbox = await t.play(t.ann, '/inbox');
    expect(t.fake.interactionMessages(inbox.id)[0]).toMatchObject({ ephemeral: true });
    expect(t.fake.interactionMessages(inbox.id)[0]!.content).toContain(CANARY);
    expectOnlyTheGm();
    expect(t.outboxRows()).toBe(0);
  });

  it('GIVEN the roller\'s own DMs closed and the interaction gone THEN the private answer waits in the roller\'s inbox, never the channel', async () => {
    t.fake.refuseDms(t.cat.id);
    await t.committedUnanswered(t.cat, `/roll dice:2d6 reason:"${CANARY}" hidden:true`, anHourAgo);
    await t.boot();
    await t.redelivered();
    expect(t.publicText()).toContain('📬 cat has undelivered orders — /inbox');
    expect(t.publicText()).not.toContain('Your hidden roll');
    expectOnlyTheGm();
    expect(t.outboxRows()).toBe(0);
  });
});
