import { describe, expect, it } from 'vitest';
import { CampaignMoments, type Moment, type Onlooker } from '../../../src/app/moments.js';
import { replayDeps } from '../../../src/compose.js';
import { harness, type Harness } from '../../helpers/harness.js';

const deps = replayDeps();

/** ann the GM, bob Portugal, cat FRELIMO (who joins after bob's force is in); `secretMoves` by bob before a public event. */
function scenario(secretMoves: readonly string[]) {
  const h = harness();
  const must = (who: string, line: string) => expect(h.run(who, line).ok, line).toBe(true);
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('bob', '/campaign join side:Portugal');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/fogo force builtin:frelimo-group');
  must('bob', '/roll dice:2d6 hidden:true');
  for (const line of secretMoves) must('bob', line);
  must('ann', '/campaign rules set name:fieldcraft.hideLeaves value:ANY');
  const id = h.store.transaction((tx) => tx.activeCampaign('c1')!.id);
  return { h, id, moments: new CampaignMoments(h.store, deps) };
}

const SECRET_DEPLOYMENT = [
  '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass',
  '/fogo heli add id:HIDDEN-AL type:alouette-iii',
];

const user = (name: string): Onlooker => ({ kind: 'user', id: `id-${name}` });
const all = (m: CampaignMoments, id: string, who: Onlooker): Moment[] => Array.from({ length: m.count(id, who) }, (_, i) => m.momentFor(id, i + 1, who)!);
/** Moments without their times (the test clock ticks once per command, secret or not). */
const timeless = (ms: readonly Moment[]): unknown => JSON.parse(JSON.stringify(ms, (k, v) => (k === 'at' ? undefined : v)));

describe('moments of a campaign, per onlooker', () => {
  it('GIVEN the enemy deployed secretly THEN another side\'s and the public\'s moments are the same as had it not, and hold no canary', () => {
    const quiet = scenario([]);
    const busy = scenario(SECRET_DEPLOYMENT);
    for (const who of [user('cat'), { kind: 'public' } as const]) {
      const seen = all(busy.moments, busy.id, who);
      expect(seen.length).toBeGreaterThan(5);
      expect(timeless(seen)).toEqual(timeless(all(quiet.moments, quiet.id, who)));
      expect(JSON.stringify(seen)).not.toContain('HIDDEN-');
    }
    // Their own side and the GM see the moves, the GM every step.
    const bob = all(busy.moments, busy.id, user('bob'));
    expect(bob.length).toBe(all(quiet.moments, quiet.id, user('bob')).length + 2);
    expect(JSON.stringify(bob)).toContain('HIDDEN-MG');
    expect(busy.moments.count(busy.id, user('ann'))).toBe(busy.h.store.transaction((tx) => tx.actions(busy.id)).length + 1);
  });

  it('GIVEN a player who joined later THEN before they joined their moments show them on no side, and nothing of the game newer than each moment', () => {
    const { id, moments } = scenario(SECRET_DEPLOYMENT);
    const cat = all(moments, id, user('cat'));
    expect(cat[0]!.campaign.you).toEqual({ gm: false });
    expect(cat[0]!.campaign.sides).toEqual([{ name: 'Portugal', players: [] }, { name: 'FRELIMO', players: [] }]);
    expect(cat[0]!.log.map((e) => e.data.kind)).toEqual(['campaign-created']);
    const joined = cat.findIndex((m) => m.campaign.you?.side === 'FRELIMO');
    expect(cat[joined]!.log.map((e) => e.data.kind)).toEqual(['player-joined']);
    // Bob's stands are on the table from his force's moment on, cat's from hers; her log numbered 1, 2, 3 … as she reads it.
    const stands = (m: Moment) => (m.game as unknown as { stands: { side: string }[] }).stands.map((s) => s.side);
    expect(stands(cat[joined]!)).not.toContain('FRELIMO');
    expect(stands(cat[joined + 1]!)).toContain('FRELIMO');
    expect(cat.flatMap((m) => m.log.map((e) => e.seq))).toEqual(cat.flatMap((m) => m.log).map((_, i) => i + 1));
    // A hidden roll: its existence is a moment for everyone, its dice are not.
    const roll = cat.find((m) => m.log.some((e) => e.data.kind === 'roll'))!;
    expect(roll.log[0]!.roll).toMatchObject({ hidden: true, visible: false });
    expect(roll.campaign.ledger.rolls).toBe(1);
    expect(cat[0]!.board).toBeDefined();
  });

  it('GIVEN the campaign ended THEN only its last moment shows the dice secret, and a moment out of range is none', () => {
    const { h, id, moments } = scenario([]);
    expect(h.run('ann', '/campaign end').ok).toBe(true);
    const seen = all(moments, id, user('cat'));
    expect(seen.at(-1)!.campaign.ledger.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.slice(0, -1).every((m) => m.campaign.ledger.secret === undefined)).toBe(true);
    expect(seen.find((m) => m.log.some((e) => e.data.kind === 'roll'))!.log[0]!.roll).toMatchObject({ visible: false });
    for (const bad of [0, -1, 1.5, seen.length + 1]) expect(moments.momentFor(id, bad, user('cat'))).toBeUndefined();
    expect(moments.momentFor('999', 1, user('cat'))).toBeUndefined();
  });
});
