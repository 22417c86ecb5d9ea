import { describe, expect, it } from 'vitest';
import { CampaignMoments, type Onlooker } from '../../src/app/moments.js';
import { onlookerOf, pastMoment } from '../../src/app/web-page.js';
import { replayDeps } from '../../src/compose.js';
import { boardFor } from '../../src/app/board-access.js';
import { viewerOf } from '../../src/core/views.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { harness } from '../helpers/harness.js';

/** ann the GM, bob Portugal, cat FRELIMO; `secret` lines by bob between public ones; everyone takes a link. */
function table(secret: readonly string[]) {
  const h = harness({ web: { publicUrl: 'https://sitrep.test', days: 14 } });
  const must = (who: string, line: string) => expect(h.run(who, line).ok, line).toBe(true);
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('ann', '/board web');
  must('bob', '/campaign join side:Portugal');
  must('bob', '/board web');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/board web action:revoke');
  must('cat', '/fogo force builtin:frelimo-group');
  must('bob', '/roll dice:2d6 reason:"HIDDEN-Proll" hidden:true');
  for (const line of secret) must('bob', line);
  must('ann', '/campaign rules set name:fieldcraft.hideLeaves value:ANY');
  const id = h.store.transaction((tx) => tx.activeCampaign('c1')!.id);
  return { h, id, must, replay: new CampaignMoments(h.store, replayDeps()) };
}

const SECRET = ['/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass'];
const campaign = (t: ReturnType<typeof table>) => t.h.store.transaction((tx) => tx.campaign(t.id)!);
/** Who looks back through `name`'s link now. */
const through = (t: ReturnType<typeof table>, name: string): Onlooker => {
  const c = campaign(t);
  return onlookerOf(c, `id-${name}`, viewerOf(c, { id: `id-${name}`, name }));
};

describe('the web page\'s replay, from the campaign\'s moments', () => {
  it('GIVEN links taken and revoked THEN they are no actions: the campaign replays through every step, and the GM has a moment of each', () => {
    const t = table(SECRET);
    const actions = t.h.store.transaction((tx) => tx.actions(t.id));
    expect(actions.map((a) => a.command)).not.toContain('board web');
    // Every action and the one /roll: none was left out of the replay.
    expect(t.replay.count(t.id, through(t, 'ann'))).toBe(actions.length + 1);
  });

  it('GIVEN moment k THEN its log is the log as the onlooker read it through k, its board as they saw it then; none of the enemy\'s secrets', () => {
    const t = table(SECRET);
    const cat = through(t, 'cat');
    const of = t.replay.count(t.id, cat);
    const log = t.h.run('cat', '/campaign log last:200').outcome.private!.text.split('\n').slice(1);
    let entries = 0;
    for (let k = 1; k <= of; k++) {
      const m = pastMoment(t.replay, t.id, cat, k)!;
      expect(m.k).toBe(k);
      expect(m.log.length).toBeGreaterThan(entries);
      entries = m.log.length;
      expect(m.log.map((l) => l.n)).toEqual(m.log.map((_, i) => i + 1));
      expect(m.log.map((l) => l.text)).toEqual(log.slice(0, m.log.length));
      expect(m.board).toBeDefined();
      expect(JSON.stringify(m)).not.toMatch(/HIDDEN/);
    }
    expect(pastMoment(t.replay, t.id, cat, 0)).toBeUndefined();
    expect(pastMoment(t.replay, t.id, cat, of + 1)).toBeUndefined();
    // Each board as it was then: the last is the board cat sees now, the first (the campaign made) is not.
    const board = (k: number) => JSON.stringify(pastMoment(t.replay, t.id, cat, k)!.board);
    const now = campaign(t);
    const drawn = boardFor(now, viewerOf(now, { id: 'id-cat', name: 'cat' }), RULESETS.get('fogo')!);
    expect(drawn.ok && board(of)).toBe(drawn.ok && JSON.stringify(drawn.value));
    expect(board(1)).not.toBe(board(of));
    // Bob's own moments show his machine gun.
    const bob = through(t, 'bob');
    expect(JSON.stringify(pastMoment(t.replay, t.id, bob, t.replay.count(t.id, bob)))).toMatch(/HIDDEN-MG/);
  });

  it('GIVEN a player who left their side, and one the GM removed THEN their replay shows nothing of it, not even the moments they played it', () => {
    const t = table(SECRET);
    const bobBefore = through(t, 'bob');
    const seenBefore = Array.from({ length: t.replay.count(t.id, bobBefore) }, (_, k) => JSON.stringify(pastMoment(t.replay, t.id, bobBefore, k + 1)));
    expect(seenBefore.some((m) => m.includes('HIDDEN-MG'))).toBe(true);
    t.must('bob', '/campaign leave');
    t.must('ann', '/campaign players remove player:cat');
    for (const name of ['bob', 'cat']) {
      const who = through(t, name);
      expect(who).toEqual({ kind: 'user', id: `id-${name}`, holds: { gm: false } });
      const seen = Array.from({ length: t.replay.count(t.id, who) }, (_, k) => pastMoment(t.replay, t.id, who, k + 1)!);
      expect(seen.length).toBeGreaterThan(3);
      // The boards are the public's at every moment: no Portuguese machine gun, no greyed hidden troops of either side.
      for (const m of seen) {
        expect(JSON.stringify(m.board ?? '')).not.toMatch(/HIDDEN-MG|"greyed":true/);
        expect(m.board?.audience ?? 'Public view').toBe('Public view');
      }
    }
  });

  it('GIVEN the campaign ended and the GM published the full replay THEN every link looks back as the GM, and not before', () => {
    const t = table(SECRET);
    t.h.run('ann', '/campaign end');
    expect(through(t, 'cat')).toEqual({ kind: 'user', id: 'id-cat', holds: { gm: false, side: 'FRELIMO' } });
    t.h.run('ann', '/board web action:publish');
    expect(through(t, 'cat')).toEqual({ kind: 'user', id: 'id-ann' });
    const gm = through(t, 'cat');
    expect(JSON.stringify(pastMoment(t.replay, t.id, gm, t.replay.count(t.id, gm)))).toMatch(/HIDDEN-MG/);
  });
});
