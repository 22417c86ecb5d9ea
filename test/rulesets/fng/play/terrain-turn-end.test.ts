import { describe, expect, it } from 'vitest';
import { botWithTerrain } from '../../../../src/rulesets/fng/rules/bot-turn-end.js';
import type { FngFeature } from '../../../../src/rulesets/fng/rules/scenario.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { harness, shownBy, type Harness } from '../../../helpers/harness.js';
import { args, at, fig, table } from '../rules/table.js';

function edit(h: Harness, f: (g: FngGame) => FngGame): void {
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('fire')!;
    tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
  });
}

describe('FNG terrain at the turn\'s end, without a command (phases.after and the bot)', () => {
  it('GIVEN Hooch 1 alight with Tranh inside and both sides done THEN the turn\'s end burns it out before the next Activation: Tranh is Obviously Dead', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    const must = (r: { ok: boolean }) => expect(r.ok).toBe(true);
    must(h.run('ann', '/campaign new ruleset:fng name:Fire sides:"US,VC" scenario:fng-patrol', 'fire'));
    must(h.run('bob', '/campaign join side:US', 'fire'));
    must(h.run('cat', '/campaign join side:VC', 'fire'));
    must(h.run('bob', '/fng force builtin:fng-pink-squad', 'fire'));
    must(h.run('bob', '/fng figure place figures:"pink@10,30; kelly@11,32"', 'fire'));
    must(h.run('cat', '/fng force builtin:fng-vc-cell', 'fire'));
    must(h.run('cat', '/fng figure place figures:"tranh@32,12"', 'fire'));
    edit(h, (g) => ({ ...g, turn: 1, dice: { fwf: 1, cf: 1 }, acting: 'cf', done: ['fwf'], serial: 1, fires: [{ feature: 'Hooch 1', originalDv: 0, needed: 1, done: 1, since: 1 }] }));
    faces.push(2, 1);
    const done = h.run('cat', '/fng done', 'fire');
    expect(done.ok).toBe(true);
    const pub = shownBy(done, 'cat').find((p) => p.to === 'channel')!.text;
    expect(pub).toMatch(/Hooch 1 has burnt down to DV 0 and is out[\s\S]*tranh\*\*, still inside, is Obviously Dead[\s\S]*Turn 2/);
  });

  it('GIVEN the enemy the bot plays ends the turn with a swimmer in the water THEN the current carries him before the next Activation, which the bot then rolls', () => {
    const STREAM: FngFeature = { name: 'Song Be', type: 'stream', shape: { kind: 'polyline', points: [{ x: 50, y: 0 }, { x: 50, y: 36 }], width: 6 } };
    const g = table([fig('fwf', 'pink', 50, 10)], {
      acting: 'cf',
      done: ['fwf'],
      mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 },
      water: { currents: { 'Song Be': 2 }, depths: [{ feature: 'Song Be', at: { x: 50, y: 18 }, depth: 3 }], trouble: {}, swimmers: { 'fwf:pink': { feature: 'Song Be', since: 1, tested: 1 } } },
    });
    // The enemy has nobody on the table: it ends its activation; the next Activation [2, 1] has the US first.
    const a = args(g, 'cf', [2, 1]);
    const r = botWithTerrain(g, a.roller, { rules: a.rules, now: a.now, table: { features: [STREAM], board: { kind: 'tabletop', width: 60, height: 36 } } })!;
    const kinds = r.pub.map((e) => e.kind);
    expect(kinds.indexOf('current')).toBeGreaterThan(kinds.indexOf('done'));
    expect(kinds.indexOf('current')).toBeLessThan(kinds.indexOf('activation'));
    expect(a.roller.remaining).toBe(0);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 50, y: 12 });
    expect(r.game).toMatchObject({ turn: 2, terrainTurn: 1 });
  });
});
