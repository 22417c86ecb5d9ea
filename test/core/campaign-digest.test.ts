import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changedDigests, differingParts, legacyPartDigest, partDigest, withChanges } from '../../src/core/campaign-digest.js';
import { canonicalJson } from '../../src/core/frozen-json.js';
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

describe('digests do not depend on the order keys came in', () => {
  // A move that clears a field keeps its place; the same game read back from the database has no such
  // field, and a later move that sets it puts it last. The two are the same game.
  const inMemory = (): Record<string, unknown> => {
    const cleared = { id: 'S1', at: undefined as { x: number } | undefined, status: 'ok' };
    return { ...cleared, at: { x: 3 } };
  };
  const reloaded = (): Record<string, unknown> => {
    const back = JSON.parse(JSON.stringify({ id: 'S1', at: undefined, status: 'ok' })) as Record<string, unknown>;
    return { ...back, at: { x: 3 } };
  };

  it('GIVEN the same stand whose keys stand in another order THEN its digest, alone and in a list, is the same', () => {
    expect(JSON.stringify(inMemory())).not.toBe(JSON.stringify(reloaded()));
    expect(partDigest(inMemory())).toBe(partDigest(reloaded()));
    expect(partDigest([inMemory(), { id: 'S2' }])).toBe(partDigest([reloaded(), { id: 'S2' }]));
    expect(partDigest(deepFreeze([inMemory()]))).toBe(partDigest(deepFreeze([reloaded()])));
    expect(partDigest({ id: 'S1', status: 'ok' })).not.toBe(partDigest({ id: 'S1', status: 'pinned' }));
  });

  it('GIVEN nested data THEN canonicalJson sorts every object\'s keys, drops undefined fields as JSON does, and reads back as the data', () => {
    const v = { b: [{ z: 1, a: undefined, m: null }, 2], a: { d: 'x', c: [true] } };
    expect(canonicalJson(v)).toBe('{"a":{"c":[true],"d":"x"},"b":[{"m":null,"z":1},2]}');
    expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
    expect(canonicalJson(deepFreeze({ y: 1, x: 2 }))).toBe('{"x":2,"y":1}');
  });

  it('GIVEN a part as digested before keys were sorted THEN legacyPartDigest gives that digest, and it differs from the sorted one', () => {
    // The digest issue 38 kept: SHA-256 of the JSON as it stood, 8 base64url characters; a list from its elements' digests.
    const sha = (t: string) => createHash('sha256').update(t).digest('base64url').slice(0, 8);
    const stand = { status: 'ok', id: 'S1' };
    expect(legacyPartDigest(stand)).toBe(sha('{"status":"ok","id":"S1"}'));
    expect(legacyPartDigest([stand, 3])).toBe(sha(`[${sha('{"status":"ok","id":"S1"}')},3]`));
    expect(legacyPartDigest(stand)).not.toBe(partDigest(stand));
  });
});
