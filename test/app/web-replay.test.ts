import { describe, expect, it } from 'vitest';
import { pastMoment } from '../../src/app/web-page.js';
import { LogReplay, onlookerOf, type Onlooker } from '../../src/app/web-replay.js';
import { viewerOf } from '../../src/core/views.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { harness } from '../helpers/harness.js';

/** ann the GM, bob Portugal, cat FRELIMO; `secret` lines by bob between public ones. */
function table(secret: readonly string[]) {
  const h = harness({ web: { publicUrl: 'https://sitrep.test', days: 14 } });
  const must = (who: string, line: string) => expect(h.run(who, line).ok, line).toBe(true);
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('bob', '/campaign join side:Portugal');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/fogo force builtin:frelimo-group');
  must('bob', '/roll dice:2d6 reason:"HIDDEN-Proll" hidden:true');
  for (const line of secret) must('bob', line);
  must('ann', '/campaign rules set name:fieldcraft.hideLeaves value:ANY');
  const id = h.store.transaction((tx) => tx.activeCampaign('c1')!.id);
  return { h, id, replay: new LogReplay(h.store, RULESETS) };
}

const SECRET = ['/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass'];
const user = (name: string): Onlooker => ({ kind: 'user', id: `id-${name}` });

/** Every moment an onlooker may step through, without times (the test clock ticks once per command, secret or not). */
function all(t: ReturnType<typeof table>, who: Onlooker): unknown[] {
  return Array.from({ length: t.replay.count(t.id, who) }, (_, k) => JSON.parse(JSON.stringify(t.replay.momentFor(t.id, k + 1, who), (key, v) => (key === 'at' ? undefined : v))));
}

describe('the web page\'s replay from the campaign\'s log', () => {
  it('GIVEN the enemy deployed in secret THEN the other side\'s and the public\'s moments are the same as had it not, and name no secret', () => {
    const quiet = table([]);
    const busy = table(SECRET);
    for (const who of [user('cat'), { kind: 'public' } as const]) {
      const seen = all(busy, who);
      expect(seen.length).toBeGreaterThan(5);
      expect(seen).toEqual(all(quiet, who));
      expect(JSON.stringify(seen)).not.toMatch(/HIDDEN/);
    }
    // A hidden roll is the GM's: its reason and dice are in the GM's moments.
    expect(JSON.stringify(all(busy, user('ann')))).toMatch(/HIDDEN-Proll/);
  });

  it('GIVEN moment k THEN its log is the first k entries of the log as the onlooker read it while the game ran, and only the last moment has a board', () => {
    const t = table([]);
    const who = user('cat');
    const of = t.replay.count(t.id, who);
    const log = t.h.run('cat', '/campaign log last:200').outcome.private!.text.split('\n').slice(1);
    for (const k of [1, 3, of]) {
      const m = pastMoment(t.replay, t.id, who, k)!;
      expect(m.log.map((l) => l.n)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
      expect(m.log.map((l) => l.text)).toEqual(log.slice(0, k));
      expect(m.board !== undefined).toBe(k === of);
    }
    expect(pastMoment(t.replay, t.id, who, 0)).toBeUndefined();
    expect(pastMoment(t.replay, t.id, who, of + 1)).toBeUndefined();
  });

  it('GIVEN the campaign ended and the GM published the full replay THEN every link looks back as the GM, and not before', () => {
    const t = table(SECRET);
    t.h.run('ann', '/campaign end');
    const ended = () => t.h.store.transaction((tx) => tx.campaign(t.id)!);
    const c = ended();
    expect(onlookerOf(c, 'id-cat', viewerOf(c, { id: 'id-cat', name: '' }))).toEqual(user('cat'));
    t.h.run('ann', '/board web action:publish');
    const published = ended();
    expect(onlookerOf(published, 'id-cat', viewerOf(published, { id: 'id-cat', name: '' }))).toEqual(user('ann'));
    expect(JSON.stringify(all(t, user('ann')))).toMatch(/HIDDEN-MG/);
  });
});
