import { afterEach, describe, expect, it } from 'vitest';
import { webTable, type WebTable } from '../../helpers/web-table.js';

/*
 * Orders from the page (issue 40): POST /w/<id>/order runs the same command through the same pipeline
 * as Discord, as the link's owner; it is refused in the bot's words, kept as an action, delivered to the
 * channel; other sites cannot post one (SameSite=Strict, Origin, the page's session token); the same
 * order sent twice runs once; an order made on a board that changed since is refused.
 */

/** Op Tridente: ann the GM, bob Portugal (who holds the initiative), cat FRELIMO with a hidden machine gun. */
async function tridente(): Promise<WebTable> {
  const t = await webTable();
  const must = (who: string, line: string) => expect(t.h.run(who, line).ok, line).toBe(true);
  must('ann', '/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('bob', '/campaign join side:Portugal');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/fogo force builtin:frelimo-group');
  must('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true');
  return t;
}

const actions = (t: WebTable) => t.h.store.transaction((tx) => tx.actions(tx.activeCampaign('c1')!.id));
const FIRE = { path: ['fogo', 'fire'], options: { firers: 'CA-1', target: 'FR-2', cover: 'cover' } };

let open: WebTable | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('orders from the web page', () => {
  it('GIVEN an order THEN it runs as the link\'s owner through the pipeline: kept as an action, the same public post as the slash command, delivered to the channel', async () => {
    const t = (open = await tridente());
    const bob = await t.open('bob');
    const before = actions(t).length;
    const r = await t.order(bob, FIRE);
    expect(r.status).toBe(200);
    const answer = (await r.json()) as { ok: boolean; command: string; public: string };
    expect(answer.ok).toBe(true);
    expect(answer.command).toBe('fogo fire');
    const kept = actions(t);
    expect(kept.length).toBe(before + 1);
    expect(kept.at(-1)).toMatchObject({ actor: { id: 'id-bob', name: 'bob' }, side: 'Portugal', command: 'fogo fire', options: FIRE.options });
    // Delivered as a command's outcome: the channel's post, in the campaign's channel, as bob.
    expect(t.delivered.length).toBe(1);
    const [done, to] = t.delivered[0]!;
    expect(to).toEqual({ channelId: 'c1', owner: { id: 'id-bob', name: 'bob' } });
    expect(done.outcome.public?.text).toBe(answer.public);
    expect(answer.public).toMatch(/CA-1/);
  });

  it('GIVEN an order the rules refuse THEN the page gets the bot\'s words, nothing is written and nothing delivered', async () => {
    const t = (open = await tridente());
    const cat = await t.open('cat');
    const snapshot = t.h.snapshot();
    const r = await t.order(cat, { path: ['fogo', 'fire'], options: { firers: 'FR-1', target: 'CA-1', cover: 'open' } });
    const answer = (await r.json()) as { ok: boolean; code: string; text: string };
    // The same refusal, in the same words, as the slash command gives.
    const slash = t.h.run('cat', '/fogo fire firers:FR-1 target:CA-1 cover:open');
    expect(slash.ok).toBe(false);
    expect(answer).toEqual({ ok: false, code: slash.ok ? '' : slash.error.code, text: slash.ok ? '' : slash.error.message });
    expect(t.h.snapshot()).toBe(snapshot);
    expect(t.delivered).toEqual([]);
  });

  it('GIVEN something that is no order of the game (another command, a person, a bad option) THEN one refusal, and nothing runs', async () => {
    const t = (open = await tridente());
    const ann = await t.open('ann');
    const snapshot = t.h.snapshot();
    for (const order of [
      { path: ['campaign', 'end'], options: {} },
      { path: ['roll'], options: { dice: '1d6' } },
      { path: ['lnl', 'pass'], options: {} },
      { path: ['fogo'], options: {} },
      { path: ['fogo', 'fire'], options: { firers: { id: 'x' } } },
      { path: ['fogo', 'fire'], options: { nope: 'x' } },
      { path: ['fogo', 'fire'], options: { firers: 1.5 } },
      { path: 'fogo fire', options: {} },
      null,
    ]) {
      const answer = (await (await t.order(ann, order)).json()) as { ok: boolean; code: string };
      expect(answer, JSON.stringify(order)).toMatchObject({ ok: false, code: 'web/not-an-order' });
    }
    expect(t.h.snapshot()).toBe(snapshot);
  });

  it('GIVEN a request from another site, or without the page\'s session token THEN it is refused and nothing runs', async () => {
    const t = (open = await tridente());
    const bob = await t.open('bob');
    const before = actions(t).length;
    const statuses = [
      (await t.order(bob, FIRE, { origin: 'https://evil.example' })).status,
      (await t.order(bob, FIRE, { origin: null })).status,
      (await t.order(bob, FIRE, { session: null })).status,
      (await t.order(bob, FIRE, { session: 'A'.repeat(32) })).status,
      (await t.order(bob, FIRE, { site: 'cross-site' })).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    // Another person's session token opens nothing of bob's; without the cookie there is no session at all.
    const cat = await t.open('cat');
    const catToken = (await t.get(`${cat.path}state`, cat.cookie)).headers.get('x-sitrep-session')!;
    expect((await t.order(bob, FIRE, { session: catToken })).status).toBe(403);
    const forged = await fetch(`${t.server.url}${bob.path}order`, {
      method: 'POST',
      headers: { cookie: 'sitrep=forged', 'content-type': 'application/json', origin: t.server.url, 'x-sitrep-session': catToken },
      body: JSON.stringify({ key: 'forged-key-1', board: 'x', order: FIRE }),
    });
    expect(forged.status).toBe(404);
    expect(actions(t).length).toBe(before);
    // From the page's own origin, PUBLIC_URL's as well as the server's address, it runs.
    expect((await t.order(bob, FIRE, { origin: 'https://sitrep.test' })).status).toBe(200);
  });

  it('GIVEN the same order sent twice THEN it runs once, and the second is answered as the first', async () => {
    const t = (open = await tridente());
    const bob = await t.open('bob');
    const before = actions(t).length;
    const [a, b] = [await t.order(bob, FIRE, { key: 'double-press-1' }), await t.order(bob, FIRE, { key: 'double-press-1' })];
    const first = await a.text();
    expect(await b.text()).toBe(first);
    expect(actions(t).length).toBe(before + 1);
    expect(t.delivered.length).toBe(1);
    // Another person's order under the same key is theirs.
    const cat = await t.open('cat');
    const theirs = await (await t.order(cat, { path: ['fogo', 'pass'], options: {} }, { key: 'double-press-1' })).text();
    expect(theirs).not.toBe(first);
    expect(actions(t).length + t.delivered.length).toBeGreaterThan(before + 1);
  });

  it('GIVEN a page whose board changed since it was drawn THEN its order is refused as stale, nothing runs, and the page is told to look again', async () => {
    const t = (open = await tridente());
    const bob = await t.open('bob');
    const drawn = ((await (await t.get(`${bob.path}state`, bob.cookie)).json()) as { boardTag: string }).boardTag;
    expect(t.h.run('cat', '/fogo stand add id:FR-9 type:rifle-assault quality:regular fieldcraft:1').ok).toBe(true);
    const before = actions(t).length;
    const r = await t.order(bob, FIRE, { board: drawn });
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ stale: true, text: 'The board changed since your page drew it: look again, then confirm.' });
    expect(actions(t).length).toBe(before);
    // A change the page cannot see (another hidden stand of the enemy's) leaves its board as it was: the order stands.
    const now = ((await (await t.get(`${bob.path}state`, bob.cookie)).json()) as { boardTag: string }).boardTag;
    expect(t.h.run('cat', '/fogo stand add id:HIDDEN-M2 type:mmg quality:veteran fieldcraft:2 hidden:true').ok).toBe(true);
    expect((await t.order(bob, FIRE, { board: now })).status).toBe(200);
  });

  it('GIVEN an order typed as in Discord THEN it is read as the local table reads a line and runs the same; anything but the game\'s own command is refused', async () => {
    const t = (open = await tridente());
    const bob = await t.open('bob');
    const before = actions(t).length;
    const typed = (await (await t.order(bob, { line: '/fogo fire firers:CA-1 target:FR-2 cover:cover' })).json()) as { ok: boolean; command: string };
    expect(typed).toMatchObject({ ok: true, command: 'fogo fire' });
    expect(actions(t).at(-1)).toMatchObject({ command: 'fogo fire', options: FIRE.options });
    expect(actions(t).length).toBe(before + 1);
    for (const line of ['/campaign end', 'fogo fire', '/fogo', '/fogo fire firers:"unclosed', 42]) {
      expect(await (await t.order(bob, { line })).json(), String(line)).toMatchObject({ ok: false, code: 'web/not-an-order' });
    }
  });
});

