import { describe, expect, it } from 'vitest';
import { changedDigests, differingParts, partDigest, withChanges } from '../../src/core/campaign-digest.js';
import type { Campaign } from '../../src/core/campaign.js';
import { deepFreeze } from '../../src/core/deep-freeze.js';

const campaign = (over: Partial<Campaign> = {}): Campaign =>
  deepFreeze({
    id: '7',
    channelId: 'c',
    name: 'Op',
    ruleset: 'r',
    gm: { id: 'g', name: 'gm' },
    sides: [{ name: 'A', players: [] }],
    houseRules: {},
    game: { stands: [{ id: 'S1' }, { id: 'S2' }], turn: 1 },
    status: 'active',
    createdAt: 't',
    version: 3,
    ...over,
  });

describe('digests of a campaign\'s parts', () => {
  it('GIVEN a campaign THEN every part but its id, version and threads has a digest, the game part by part', () => {
    const all = changedDigests(undefined, campaign({ threads: { A: 'th' } }));
    expect(Object.keys(all)).toEqual(['channelId', 'name', 'ruleset', 'gm', 'sides', 'houseRules', 'status', 'createdAt', 'game.stands', 'game.turn']);
    expect(Object.values(all).every((d) => /^[\w-]{8}$/.test(d!))).toBe(true);
  });

  it('GIVEN a change THEN only the parts changed are digested, a part gone is null, and equal values have equal digests', () => {
    const before = campaign();
    const after = campaign({ name: 'Renamed', sides: before.sides, game: { stands: [...(before.game as { stands: unknown[] }).stands, { id: 'S3' }] } });
    const changes = changedDigests(before, after);
    expect(Object.keys(changes).sort()).toEqual(['game.stands', 'game.turn', 'gm', 'houseRules', 'name'].sort());
    expect(changes['game.turn']).toBeNull();
    // gm and houseRules are new objects with the same content: digested again, to the same digests.
    expect(changes['houseRules']).toBe(changedDigests(undefined, before)['houseRules']);
    const now = withChanges(changedDigests(undefined, before), changes);
    expect(differingParts(now, changedDigests(undefined, after))).toEqual([]);
    expect(differingParts(now, changedDigests(undefined, before))).toEqual(['game.stands', 'game.turn', 'name']);
  });

  it('GIVEN lists THEN one element changed, added, moved or a string standing in for an element changes the digest', () => {
    const base = partDigest([{ a: 1 }, { a: 2 }, 3, 'x']);
    expect(partDigest([{ a: 1 }, { a: 2 }, 3, 'x'])).toBe(base);
    for (const other of [[{ a: 1 }, { a: 3 }, 3, 'x'], [{ a: 2 }, { a: 1 }, 3, 'x'], [{ a: 1 }, { a: 2 }, 3, 'x', null], [{ a: 1 }, { a: 2 }, '3', 'x'], [partDigest({ a: 1 }), { a: 2 }, 3, 'x']]) {
      expect(partDigest(other), JSON.stringify(other)).not.toBe(base);
    }
  });
});
