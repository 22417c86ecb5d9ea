import { describe, expect, it } from 'vitest';
import { botWithTerrain } from '../../../../../src/rulesets/fng/rules/bot-turn-end.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { shownBy } from '../../../../helpers/harness.js';
import { fngTable } from '../../helpers/fng-table.js';
import { args, at, fig, table } from '../../helpers/table.js';

describe('FNG terrain at the turn\'s end, without a command (phases.after and the bot)', () => {
  it('GIVEN Hooch 1 alight with Tranh inside and both sides done THEN the turn\'s end burns it out before the next Activation: Tranh is Obviously Dead', () => {
    const faces: number[] = [];
    const { h } = fngTable(faces, {
      scenario: 'fng-patrol',
      us: 'pink@10,30; kelly@11,32',
      vc: 'tranh@32,12',
      game: (g) => ({ ...g, acting: 'cf', done: ['fwf'], fires: [{ feature: 'Hooch 1', originalDv: 0, needed: 1, done: 1, since: 1 }] }),
    });
    faces.push(2, 1);
    const done = h.run('ann', '/fng done side:VC');
    expect(done.ok).toBe(true);
    const pub = shownBy(done, 'ann').find((p) => p.to === 'channel')!.text;
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
