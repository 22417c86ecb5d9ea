import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/core/campaign.js';
import { addPlayer, approveRequest, closedSide, joinOrAsk, leaveSide, markStarted, openSides, refuseRequest, removePlayer, setGmOnly } from '../../src/core/joining.js';

const gm = { id: 'g', name: 'Ann' };
const bob = { id: 'b', name: 'Bob' };
const eve = { id: 'e', name: 'Eve' };
const eve2 = { id: 'e2', name: 'eve' };

const fresh = (more: Partial<Campaign> = {}): Campaign => ({
  id: '1',
  channelId: 'c',
  name: 'T',
  ruleset: 'x',
  gm,
  sides: [{ name: 'Blue', players: [] }, { name: 'Red', players: [] }],
  houseRules: {},
  status: 'active',
  createdAt: 't0',
  version: 1,
  ...more,
});

const value = <T>(r: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('joining a side (src/core/joining.ts)', () => {
  it('GIVEN no move yet THEN a player takes an open side at once; once under way the same join is a request', () => {
    const seated = value(joinOrAsk(fresh(), bob, 'blue', 't1', undefined));
    expect(seated).toMatchObject({ side: 'Blue', asked: false });
    expect(seated.campaign.sides[0]!.players).toEqual([bob]);
    const asked = value(joinOrAsk(markStarted(fresh(), 't1'), bob, 'Blue', 't2', undefined));
    expect(asked).toMatchObject({ side: 'Blue', asked: true });
    expect(asked.campaign.sides[0]!.players).toEqual([]);
    expect(asked.campaign.requests).toEqual([{ player: bob, side: 'Blue', at: 't2' }]);
    expect(markStarted(markStarted(fresh(), 't1'), 't9').startedAt).toBe('t1');
  });

  it.each([
    [fresh({ status: 'ended' }), bob, 'Blue', 'campaign/ended'],
    [fresh(), gm, 'Blue', 'campaign/gm-cannot-join'],
    [fresh(), bob, 'Green', 'campaign/unknown-side'],
    [fresh(), bob, 'Red', 'campaign/side-bot'],
    [fresh({ gmOnly: ['blue'] }), bob, 'Blue', 'campaign/side-gm-only'],
    [fresh({ sides: [{ name: 'Blue', players: [bob] }, { name: 'Red', players: [] }] }), bob, 'Blue', 'campaign/already-joined'],
    [fresh({ requests: [{ player: bob, side: 'Blue', at: 't' }] }), bob, 'Blue', 'campaign/already-asked'],
  ] as const)('GIVEN %# THEN %s', (c, who, side, code) => {
    const r = joinOrAsk(c, who, side, 't', 'Red');
    expect(r.ok ? 'ok' : r.code).toBe(code);
  });

  it('GIVEN the bot side and a GM-only side THEN both are closed and only the rest is open', () => {
    const c = fresh({ sides: [{ name: 'Blue', players: [] }, { name: 'Red', players: [] }, { name: 'Green', players: [] }], gmOnly: ['GREEN'] });
    expect([closedSide(c, 'red', 'Red'), closedSide(c, 'Green', 'Red'), closedSide(c, 'Blue', 'Red')]).toEqual(['bot', 'gm', undefined]);
    expect(openSides(c, 'Red')).toEqual(['Blue']);
  });

  it('GIVEN a request THEN the GM approves it by id or name, seating the asker; refusing drops it; two of a name are not guessed between', () => {
    const c = fresh({ requests: [{ player: eve, side: 'Blue', at: 't' }, { player: eve2, side: 'Red', at: 't' }] });
    expect(approveRequest(c, 'EVE', undefined)).toMatchObject({ ok: false, code: 'campaign/same-name' });
    const a = value(approveRequest(c, 'e', undefined));
    expect(a.campaign.sides[0]!.players).toEqual([eve]);
    expect(a.campaign.requests).toEqual([{ player: eve2, side: 'Red', at: 't' }]);
    const r = value(refuseRequest(a.campaign, 'eve'));
    expect(r.campaign.requests).toEqual([]);
    expect(refuseRequest(r.campaign, 'eve')).toMatchObject({ ok: false, code: 'campaign/no-request' });
    // The side closed since the request: approving it is refused.
    expect(approveRequest(fresh({ requests: [{ player: eve, side: 'Blue', at: 't' }], gmOnly: ['Blue'] }), 'e', undefined)).toMatchObject({ ok: false, code: 'campaign/side-gm-only' });
  });

  it('GIVEN a player who leaves or is removed THEN they go from the side, and joining again needs the GM even before any move', () => {
    const c = value(addPlayer(fresh({ requests: [{ player: bob, side: 'Red', at: 't' }] }), bob, 'Blue', undefined)).campaign;
    expect(c.requests).toEqual([]);
    const left = value(leaveSide(c, bob));
    expect(left).toMatchObject({ side: 'Blue', withdrawn: false });
    expect(left.campaign.left).toEqual(['b']);
    expect(value(joinOrAsk(left.campaign, bob, 'Red', 't', undefined)).asked).toBe(true);
    const removed = value(removePlayer(c, 'bob'));
    expect(removed).toMatchObject({ side: 'Blue', player: bob });
    expect(removePlayer(removed.campaign, 'bob')).toMatchObject({ ok: false, code: 'campaign/no-such-player' });
    expect(leaveSide(fresh(), bob)).toMatchObject({ ok: false, code: 'campaign/not-playing' });
    expect(value(leaveSide(fresh({ requests: [{ player: bob, side: 'Red', at: 't' }] }), bob))).toMatchObject({ side: 'Red', withdrawn: true });
  });

  it('GIVEN the GM keeps a side THEN it closes, its waiting requests go; a side with players, or the bot side, is refused', () => {
    const c = fresh({ requests: [{ player: eve, side: 'Red', at: 't' }] });
    const kept = value(setGmOnly(c, 'red', true, undefined));
    expect(kept.campaign.gmOnly).toEqual(['Red']);
    expect(kept.campaign.requests).toEqual([]);
    expect(value(setGmOnly(kept.campaign, 'Red', false, undefined)).campaign.gmOnly).toEqual([]);
    expect(setGmOnly(fresh(), 'Red', true, 'Red')).toMatchObject({ ok: false, code: 'campaign/bot-side' });
    const seated = fresh({ sides: [{ name: 'Blue', players: [bob] }, { name: 'Red', players: [] }] });
    expect(setGmOnly(seated, 'Blue', true, undefined)).toMatchObject({ ok: false, code: 'campaign/side-has-players' });
  });
});
