import { describe, expect, it } from 'vitest';
import { actionId } from '../../src/app/actions.js';
import { readLink, signLink, campaignKey, type WebLinks } from '../../src/app/web-links.js';
import type { Campaign } from '../../src/core/campaign.js';
import { harness, movableClock, type Harness } from '../helpers/harness.js';

const LINKS: WebLinks = { publicUrl: 'https://sitrep.example.org', days: 14 };

/** A campaign run by ann, with bob on US and cat on VC; eve plays no side. */
function table(links: WebLinks = LINKS) {
  const clock = movableClock();
  const h = harness({ web: links, clock });
  h.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  h.run('bob', '/campaign join side:US');
  h.run('cat', '/campaign join side:VC');
  return { h, clock };
}

const campaign = (h: Harness, channel = 'c1'): Campaign => h.store.transaction((tx) => tx.activeCampaign(channel) ?? tx.campaignsIn(channel)[0]!);

/** The token of the link `/board web` gave `who`. */
function linkOf(h: Harness, who: string, channel = 'c1'): string {
  const r = h.run(who, '/board web', channel);
  expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
  const text = r.outcome.private?.text ?? '';
  expect(r.outcome.public).toBeUndefined();
  const m = /https:\/\/sitrep\.example\.org\/w\/(\d+)\/\?t=([\w.-]+)/.exec(text);
  expect(m, text).not.toBeNull();
  expect(m![1]).toBe(campaign(h, channel).id);
  return m![2]!;
}

describe('signed links to the web page (/board web)', () => {
  it('GIVEN a player, the GM and someone on no side THEN each gets a private link that opens their own view, and no other', () => {
    const { h, clock } = table();
    const now = clock.at().getTime();
    const c = () => campaign(h);
    expect(readLink(linkOf(h, 'bob'), c(), LINKS, now)?.viewer).toEqual({ kind: 'member', userId: 'id-bob', side: 'US', gm: false });
    expect(readLink(linkOf(h, 'ann'), c(), LINKS, now)?.viewer).toMatchObject({ userId: 'id-ann', gm: true });
    expect(readLink(linkOf(h, 'eve'), c(), LINKS, now)?.audience).toEqual({ kind: 'public' });
    expect(h.run('bob', '/board web').outcome.private?.text).toMatch(/US's view\), good until 2026-12-05 12:00 UTC/);
  });

  it('GIVEN a link THEN a forged, altered, other-campaign, expired or revoked one opens nothing, each the same way', () => {
    const { h, clock } = table();
    const bob = linkOf(h, 'bob');
    const now = () => clock.at().getTime();
    expect(readLink(bob, campaign(h), LINKS, now())).toBeDefined();
    const [payload, signature] = bob.split('.') as [string, string];
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(readLink(flipped, campaign(h), LINKS, now())).toBeUndefined();
    // The payload rewritten to claim the GM's view, with bob's signature.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const asGm = Buffer.from(JSON.stringify([claims[0], 'id-ann', 'g', claims[3], 0])).toString('base64url');
    expect(readLink(`${asGm}.${signature}`, campaign(h), LINKS, now())).toBeUndefined();
    for (const junk of ['', '.', 'x', `${bob}.x`, 'a'.repeat(5000), `${payload}`]) expect(readLink(junk, campaign(h), LINKS, now())).toBeUndefined();

    // Another campaign, in another channel: bob's link to this one opens nothing there.
    h.run('ann', '/campaign new ruleset:lnl name:"Other" sides:"US,VC"', 'c2');
    h.run('bob', '/campaign join side:US', 'c2');
    linkOf(h, 'bob', 'c2');
    expect(readLink(bob, campaign(h, 'c2'), LINKS, now())).toBeUndefined();

    clock.advance(14 * 24 - 1);
    expect(readLink(bob, campaign(h), LINKS, now())).toBeDefined();
    clock.advance(1);
    expect(readLink(bob, campaign(h), LINKS, now())).toBeUndefined();
  });

  it('GIVEN /board web revoke THEN every earlier link of that person stops, others keep working, and a new link works', () => {
    const { h, clock } = table();
    const now = () => clock.at().getTime();
    const [first, second, cat] = [linkOf(h, 'bob'), linkOf(h, 'bob'), linkOf(h, 'cat')];
    const r = h.run('bob', '/board web action:revoke');
    expect(r.ok).toBe(true);
    expect(r.outcome.private?.text).toMatch(/stops working now/);
    expect(r.outcome.public).toBeUndefined();
    expect(readLink(first, campaign(h), LINKS, now())).toBeUndefined();
    expect(readLink(second, campaign(h), LINKS, now())).toBeUndefined();
    expect(readLink(cat, campaign(h), LINKS, now())).toBeDefined();
    expect(readLink(linkOf(h, 'bob'), campaign(h), LINKS, now())).toBeDefined();
  });

  it('GIVEN someone on no side who then joins one THEN their public link stops: a link is for what its owner may see when it is used', () => {
    const { h, clock } = table();
    const eve = linkOf(h, 'eve');
    h.run('eve', '/campaign join side:VC');
    expect(readLink(eve, campaign(h), LINKS, clock.at().getTime())).toBeUndefined();
    expect(readLink(linkOf(h, 'eve'), campaign(h), LINKS, clock.at().getTime())?.viewer).toMatchObject({ side: 'VC' });
  });

  it('GIVEN the GM sets days:30 THEN links made from then on last 30 days, links made before keep their 14, and the channel is told', () => {
    const { h, clock } = table();
    const now = () => clock.at().getTime();
    const before = linkOf(h, 'bob');
    const set = h.run('ann', '/board web days:30');
    expect(set.ok, set.ok ? '' : set.error.message).toBe(true);
    expect(set.outcome.public?.text).toMatch(/set this campaign's page links to last 30 days/);
    expect(set.outcome.private?.text).toMatch(/good until 2026-12-21 12:00 UTC/);
    const after = linkOf(h, 'bob');
    expect(h.run('bob', '/board web').outcome.private?.text).toMatch(/good until 2026-12-21 12:00 UTC/);
    clock.advance(14 * 24);
    expect(readLink(before, campaign(h), LINKS, now())).toBeUndefined();
    expect(readLink(after, campaign(h), LINKS, now())).toBeDefined();
    clock.advance(16 * 24);
    expect(readLink(after, campaign(h), LINKS, now())).toBeUndefined();
    // Back to the host's default: the campaign keeps nothing of its own.
    h.run('ann', '/board web days:14');
    expect(campaign(h).web?.days).toBeUndefined();
  });

  it('GIVEN days: from a player, with another action or out of range THEN it is refused with what would work, and nothing is written', () => {
    const { h } = table();
    linkOf(h, 'bob');
    const before = h.snapshot();
    const cases: [string, string, string][] = [
      ['bob', '/board web days:30', 'campaign/not-gm'],
      ['ann', '/board web action:revoke days:30', 'web/days-with-action'],
      ['ann', '/board web days:0', ''],
      ['ann', '/board web days:91', ''],
    ];
    for (const [who, line, code] of cases) {
      const r = h.run(who, line);
      expect(r.ok, line).toBe(false);
      if (r.ok) continue;
      if (code) expect(r.error.code, line).toBe(code);
      expect(r.error.message, line).toMatch(code === 'web/days-with-action' ? /use it alone/ : code ? /Only the GM/ : /days.*(1|90)/);
    }
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN no WEB_SECRET THEN the first link makes the campaign a key of its own, kept; later links write nothing', () => {
    const { h } = table();
    expect(campaign(h).web).toBeUndefined();
    linkOf(h, 'bob');
    const key = campaign(h).web?.key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const before = h.snapshot();
    linkOf(h, 'cat');
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN a WEB_SECRET THEN links are signed with a key derived per campaign and nothing is written', () => {
    const links: WebLinks = { ...LINKS, secret: Buffer.from('s'.repeat(40)) };
    const { h, clock } = table(links);
    const before = h.snapshot();
    const bob = linkOf(h, 'bob');
    expect(h.snapshot()).toBe(before);
    expect(readLink(bob, campaign(h), links, clock.at().getTime())).toBeDefined();
    expect(readLink(bob, campaign(h), LINKS, clock.at().getTime())).toBeUndefined();
    expect(campaignKey({ id: '1' }, links)).not.toEqual(campaignKey({ id: '2' }, links));
  });

  it('GIVEN a campaign key THEN a link made for another campaign with the same key opens nothing', () => {
    const { h, clock } = table();
    linkOf(h, 'bob');
    const c = campaign(h);
    const key = campaignKey(c, LINKS)!;
    const claims = { user: 'id-bob', audience: { kind: 'side', side: 'US' }, expires: Math.floor(clock.at().getTime() / 1000) + 86_400, revoked: 0 } as const;
    expect(readLink(signLink({ ...claims, campaign: c.id }, key), c, LINKS, clock.at().getTime())).toBeDefined();
    expect(readLink(signLink({ ...claims, campaign: String(Number(c.id) + 1) }, key), c, LINKS, clock.at().getTime())).toBeUndefined();
  });

  it('GIVEN the full replay THEN only the GM publishes it, only once the campaign has ended, in the channel', () => {
    const { h } = table();
    expect(h.run('bob', '/board web action:publish').ok).toBe(false);
    const running = h.run('ann', '/board web action:publish');
    expect(running.ok ? '' : running.error.code).toBe('web/replay-running');
    h.run('ann', '/campaign end');
    const notGm = h.run('bob', '/board web action:publish');
    expect(notGm.ok ? '' : notGm.error.code).toBe('campaign/not-gm');
    const done = h.run('ann', '/board web action:publish');
    expect(done.ok).toBe(true);
    expect(done.outcome.public?.text).toMatch(/full replay of \*\*Xuan Loc\*\* is published/);
    expect(campaign(h).web?.replay).toBe('published');
  });

  it('GIVEN the board posted in the channel THEN its 🌐 button answers whoever presses it with their own link, even after later posts', () => {
    const { h, clock } = table();
    const post = h.run('bob', '/board show').outcome.public!;
    const button = post.actions?.find((a) => a.path.join(' ') === 'board web');
    expect(button?.lasting).toBe(true);
    h.run('bob', '/roll dice:1d6');
    const pressed = h.app.choose({ actor: { id: 'id-cat', name: 'cat' }, channelId: 'c1', id: actionId(post.stamp!, button!)! });
    const token = /\?t=([\w.-]+)/.exec(pressed.outcome.private?.text ?? '')?.[1] ?? '';
    expect(readLink(token, campaign(h), LINKS, clock.at().getTime())?.viewer).toMatchObject({ userId: 'id-cat', side: 'VC' });
    const off = harness();
    off.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
    const plain = off.run('ann', '/board show');
    expect(plain.ok).toBe(true);
    expect(plain.outcome.public?.actions ?? []).toEqual([]);
  });

  it('GIVEN a bot that serves no web page THEN /board web says how to switch it on, and writes nothing', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC"');
    const before = h.snapshot();
    const r = h.run('ann', '/board web');
    expect(r.ok ? '' : r.error.message).toMatch(/WEB_PORT/);
    expect(h.snapshot()).toBe(before);
  });
});
