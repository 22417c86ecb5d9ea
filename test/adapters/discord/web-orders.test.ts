import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOrder } from '../../../src/app/web-orders.js';
import { BotTable } from './bot-table.js';

/**
 * An order from the web page in the real bot (issue 40) against the fake Discord: the channel gets the
 * same post as the slash command's, the owner's own answer (shown on the page) is never sent again,
 * and nothing is left in the outbox.
 */
let t: BotTable;

beforeEach(async () => {
  t = await BotTable.open();
});

afterEach(async () => {
  await t.close();
});

describe('an order from the web page, in the bot', () => {
  it('GIVEN an order run from the page THEN the channel gets its public post, its owner no DM of their answer, and the outbox keeps nothing', async () => {
    await t.play(t.ann, '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    await t.play(t.bob, '/campaign join side:Portugal');
    await t.play(t.bob, '/fogo force builtin:cacadores-combat-group');
    await t.play(t.cat, '/campaign join side:FRELIMO');
    await t.play(t.cat, '/fogo force builtin:frelimo-group');
    const app = t.running!.app;
    const c = t.running!.store.read((tx) => tx.activeCampaign('ops')!);
    // A session as the page's server opens one: bob's, on the campaign.
    const session = { campaign: c, user: t.bob.id, viewer: { kind: 'member' as const, userId: t.bob.id, gm: false, side: 'Portugal' }, audience: { kind: 'side' as const, side: 'Portugal' }, expires: 0 };
    const dmsBefore = t.fake.dms(t.bob.id).length;
    const postsBefore = t.fake.channelMessages('ops').length;
    const { answer, done } = runOrder(app, session, { path: ['fogo', 'stand', 'add'], options: { id: 'CA-9', type: 'rifle-assault', quality: 'regular', fieldcraft: 1 } });
    expect(answer.ok).toBe(true);
    if (!done.ok) throw new Error('refused');
    expect(done.outbox).toBeDefined();
    t.running!.bot.fromPage(done, 'ops');
    await t.until(() => t.logged('web order delivered') > 0, 'the delivery');
    const posts = t.fake.channelMessages('ops').slice(postsBefore);
    if (done.outcome.public) expect(posts.map((m) => m.content)).toEqual([done.outcome.public.text]);
    else expect(posts).toEqual([]);
    expect(done.outcome.private?.text).toBeDefined();
    expect(t.fake.dms(t.bob.id).length).toBe(dmsBefore);
    await t.until(() => t.outboxRows() === 0, 'the outbox emptied');
  });
});
