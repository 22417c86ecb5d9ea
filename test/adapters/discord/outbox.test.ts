import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anHourAgo, BotTable, twoDaysAgo } from './bot-table.js';

/**
 * The outbox (issue 21) with the real bot and the fake Discord: an answer whose send failed after its
 * command committed, or whose process died before answering, is delivered from the outbox, once.
 */
let t: BotTable;

beforeEach(async () => {
  t = await BotTable.open();
});

afterEach(async () => {
  await t.close();
});

describe('the outbox', () => {
  it('GIVEN answers delivered THEN nothing is left in it, and a read-only command never enters it', async () => {
    await t.campaign();
    await t.play(t.bob, '/roll dice:1d6');
    await t.play(t.cat, '/roll dice:2d6 hidden:true');
    await t.play(t.bob, '/campaign status');
    expect(t.outboxRows()).toBe(0);
    expect(t.logged('outbox redelivery')).toBe(0);
  });

  it('GIVEN Discord refuses the answer after the roll committed THEN the player is not told it failed, and the answer arrives once from the outbox', async () => {
    await t.campaign();
    // 503 four times: discord.js's three retries spent, the send fails.
    t.fake.failNext({ method: 'POST', path: /\/interactions\/\d+\/[^/]+\/callback$/, status: 503, times: 4 });
    const sent = await t.play(t.bob, '/roll dice:1d6 reason:volley');
    expect(t.logged('delivery failed; left in the outbox')).toBe(1);
    expect(t.outboxRows()).toBe(1);
    await t.until(() => t.logged('outbox delivered') > 0, 'the retry', 6_000);
    const answers = t.fake.interactionMessages(sent.id);
    expect(answers.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', false]]);
    expect(answers[0]!.content).toMatch(/^🎲 Roll #1 by bob — volley/);
    expect(t.publicText()).not.toContain('Something went wrong');
    expect(t.outboxRows()).toBe(0);
  });

  it('GIVEN a roll committed by a process that died before answering THEN the next start answers the interaction, once', async () => {
    await t.campaign();
    await t.stop();
    const { sent, outbox } = await t.committedUnanswered(t.bob, '/roll dice:2d6 reason:"after the crash"');
    expect(outbox?.id).toBeTypeOf('number');
    await t.boot();
    await t.redelivered();
    expect(t.fake.interactionMessages(sent.id).map((m) => [m.kind, m.ephemeral])).toEqual([['reply', false]]);
    expect(t.fake.interactionMessages(sent.id)[0]!.content).toMatch(/^🎲 Roll #1 by bob — after the crash/);
    expect(t.outboxRows()).toBe(0);
    // A second start finds nothing to send.
    await t.stop();
    await t.boot();
    const messages = t.fake.channelMessages('ops').length;
    await t.play(t.bob, '/roll dice:1d6');
    expect(t.fake.channelMessages('ops').length).toBe(messages + 1);
    expect(t.logged('outbox redelivery')).toBe(1);
  });

  it('GIVEN the interaction is long gone THEN the public answer is posted in the channel and the private one sent to its owner by DM, each saying why', async () => {
    await t.campaign();
    await t.stop();
    const { sent } = await t.committedUnanswered(t.cat, '/roll dice:3d6 reason:"HIDDENscout" hidden:true', anHourAgo);
    await t.boot();
    await t.redelivered();
    expect(t.fake.interactionMessages(sent.id)).toEqual([]);
    const own = t.fake.dms(t.cat.id).map((m) => m.content);
    expect(own).toEqual([expect.stringMatching(/^↩️ Your answer to `\/roll` in <#ops>, sent after Sitrep restarted:\nYour hidden roll #1 went to the GM, ann\./)]);
    expect(t.fake.dms(t.ann.id).map((m) => m.content).join('\n')).toContain('HIDDENscout');
    expect(t.publicText()).toContain('🎲 Roll #1 by cat was made hidden.');
    expect(t.publicText()).not.toContain('HIDDEN');
    expect(t.fake.dms(t.bob.id)).toEqual([]);
    expect(t.outboxRows()).toBe(0);
  });

  it('GIVEN a public answer whose interaction is long gone THEN it is posted in the channel, saying whose answer it is', async () => {
    await t.campaign();
    await t.stop();
    await t.committedUnanswered(t.bob, '/roll dice:1d6 reason:late', anHourAgo);
    await t.boot();
    await t.redelivered();
    expect(t.fake.channelMessages('ops').at(-1)?.content).toMatch(/^↩️ Sitrep restarted before it could answer \*\*bob\*\*'s `\/roll`:\n🎲 Roll #1 by bob — late/);
    expect(t.outboxRows()).toBe(0);
  });

  it('GIVEN an answer for a channel that is gone THEN it is tried again, and given up a day on, with a log line', async () => {
    await t.stop();
    await t.committedUnanswered(t.bob, '/roll dice:1d6 reason:recent', anHourAgo, 'gone-1');
    await t.committedUnanswered(t.bob, '/roll dice:1d6 reason:stale', twoDaysAgo, 'gone-2');
    await t.boot();
    await t.redelivered(2);
    expect(t.logged('outbox delivery failed')).toBe(2);
    expect(t.logged('outbox entry given up')).toBe(1);
    expect(t.outboxRows()).toBe(1);
  });

  it('GIVEN a GM\'s DM fails in passing THEN it is not sent to the inbox but tried again from the outbox, and arrives once', async () => {
    await t.campaign();
    await t.play(t.cat, '/roll dice:1d6 reason:first hidden:true');
    const dmChannel = t.fake.dms(t.ann.id)[0]!.channelId;
    t.fake.failNext({ method: 'POST', path: new RegExp(`/channels/${dmChannel}/messages$`), status: 503, times: 4 });
    await t.play(t.cat, '/roll dice:1d6 reason:second hidden:true');
    expect(t.logged('delivery failed; left in the outbox')).toBe(1);
    await t.until(() => t.logged('outbox delivered') > 0, 'the retry', 6_000);
    expect(t.fake.dms(t.ann.id).map((m) => m.content)).toEqual([expect.stringContaining('first'), expect.stringContaining('second')]);
    expect(t.publicText()).not.toContain('undelivered orders');
    expect(t.outboxRows()).toBe(0);
  });

  it('GIVEN a hidden roll for a channel that is gone, a day on THEN the GM\'s copy goes to the GM\'s inbox and the roller keeps the DM already sent', async () => {
    await t.campaign();
    await t.stop();
    await t.committedUnanswered(t.cat, '/roll dice:1d6 reason:"lost channel" hidden:true', twoDaysAgo, 'ops');
    // The channel is gone by the time the bot starts again.
    t.fake.failNext({ method: 'POST', path: /\/channels\/ops\/messages$/, status: 503, times: 4 });
    await t.boot();
    await t.redelivered();
    expect(t.logger.entries.find((e) => e.msg === 'outbox entry given up')?.fields).toMatchObject({ inboxed: 1 });
    expect(t.fake.dms(t.cat.id).map((m) => m.content)).toEqual([expect.stringContaining('Your hidden roll #1 went to the GM, ann.')]);
    expect(t.fake.dms(t.ann.id)).toEqual([]);
    const inbox = await t.play(t.ann, '/inbox');
    expect(t.fake.interactionMessages(inbox.id)[0]!.content).toContain('lost channel');
    expect(t.outboxRows()).toBe(0);
  });
});
