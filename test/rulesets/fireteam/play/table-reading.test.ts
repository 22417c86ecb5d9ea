import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShots } from '../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { coverAt, homeEdge, obstaclesCrossed, onTableEdge, slowGoingAlong, slug, towardEdge } from '../../../../src/rulesets/fireteam/rules/table/table-reading.js';
import type { FireteamScenario } from '../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { parseScenario } from '../../../helpers/boards.js';
import { createFireteamState } from '../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { boardFor } from '../../../../src/app/board-access.js';
import { fireteam } from '../../../../src/rulesets/fireteam/index.js';
import type { Campaign } from '../../../../src/core/campaign.js';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';

const parsed = parseScenario(readFileSync(resolve(import.meta.dirname, '../../../../assets/scenarios/fireteam-river-crossing.json'), 'utf8'));
if (!parsed.ok || parsed.value.ruleset !== 'fireteam') throw new Error('the river-crossing scenario does not load');
const board: FireteamScenario = parsed.value;

describe('reading the Fire Team table', () => {
  it('GIVEN points on the river-crossing table THEN the cover line is the best of the feature and any linear obstacle touched', () => {
    expect(coverAt(board, { x: 48, y: 28.5 })).toEqual({ cover: 'soft', feature: 'Kolkhoz barn' });
    expect(coverAt(board, { x: 54.5, y: 12 })).toEqual({ cover: 'hard', feature: 'Church' });
    // Within 1" of the roadside hedge: its soft cover.
    expect(coverAt(board, { x: 25, y: 22.5 })).toEqual({ cover: 'soft', feature: 'Roadside hedge' });
    expect(coverAt(board, { x: 30, y: 35 })).toEqual({ cover: 'open' });
    expect(coverAt(undefined, { x: 48, y: 28.5 })).toEqual({ cover: 'open' });
  });

  it('GIVEN a straight path THEN obstacles crossed and slow going are read from the board', () => {
    expect(obstaclesCrossed(board, { x: 14, y: 26 }, { x: 14, y: 34 })).toEqual(['North hedge']);
    expect(obstaclesCrossed(board, { x: 28, y: 23.5 }, { x: 40, y: 24 })).toEqual([]);
    expect(slowGoingAlong(board, { x: 2, y: 10 }, { x: 12, y: 10 })?.name).toBe('Birch wood');
    expect(slowGoingAlong(board, { x: 28, y: 23.5 }, { x: 40, y: 24 })).toBeUndefined();
  });

  it('GIVEN the deployment zones THEN each side\'s home edge is the one its half touches, and withdrawals go toward it on the table', () => {
    expect(homeEdge(board, 'Russians')).toBe('west');
    expect(homeEdge(board, 'germans')).toBe('east');
    expect(homeEdge(board, 'Finns')).toBeUndefined();
    expect(towardEdge({ x: 65, y: 20 }, 'east', 12, board.board)).toEqual({ x: 72, y: 20 });
    expect(towardEdge({ x: 30, y: 5 }, 'north', 12, board.board)).toEqual({ x: 30, y: 0 });
    expect(onTableEdge({ x: 0.5, y: 20 }, board.board)).toBe(true);
    expect(onTableEdge({ x: 20, y: 20 }, board.board)).toBe(false);
    expect(slug('JOP Birch wood')).toBe('jop-birch-wood');
  });
});

describe('fire declarations as typed', () => {
  const state = createFireteamState({ sides: ['A', 'B'], attacker: 'A' });
  if (!state.ok) throw new Error(state.code);
  const game: FireteamGame = { ...state.value, units: [makeUnit('B', { id: 'tank', kind: 'vehicle', quality: 'average', figures: 0, vehicle: 'tiger' }), makeUnit('B', { id: 'ft', kind: 'fire-team', quality: 'average', figures: 5 })] };

  it('GIVEN shots THEN a unit target is direct fire, a vehicle anti-tank, a point indirect fire or smoke', () => {
    const r = parseShots(game, 'a1 > ft; a2 > TANK; co > 40,20; co2 > 12.5, 30 smoke');
    expect(r).toEqual({
      ok: true,
      value: [
        { unit: 'a1', kind: 'direct', target: 'ft' },
        { unit: 'a2', kind: 'anti-tank', target: 'TANK' },
        { unit: 'co', kind: 'indirect', aimPoint: { x: 40, y: 20 } },
        { unit: 'co2', kind: 'smoke', aimPoint: { x: 12.5, y: 30 } },
      ],
    });
  });

  it('GIVEN nothing, or none THEN the side holds fire; GIVEN nonsense THEN the entry is named', () => {
    expect(parseShots(game, undefined)).toEqual({ ok: true, value: [] });
    expect(parseShots(game, ' none ')).toEqual({ ok: true, value: [] });
    expect(parseShots(game, 'a1 > ft; a2 ft')).toEqual({ ok: false, code: 'fireteam/bad-shots', params: { text: 'a2 ft' } });
    expect(parseShots(game, 'a1 > ft smoke')).toMatchObject({ ok: false, code: 'fireteam/bad-shots' });
  });
});

describe('the Fire Team board', () => {
  it('GIVEN a game with units on and off the table THEN the board shows those on it with their badges, and the JOPs placed', () => {
    const s = createFireteamState({ sides: ['Russians', 'Germans'], attacker: 'Russians', jops: [{ id: 'jop-x', side: 'Russians', position: { x: 10, y: 10 } }] });
    if (!s.ok) throw new Error(s.code);
    const units = [
      { ...makeUnit('Russians', { id: 'r-a', kind: 'fire-team', quality: 'average', figures: 7 }), onTable: true, position: { x: 12, y: 12 }, status: 'pinned' as const, overwatch: true },
      makeUnit('Germans', { id: 'g-a', kind: 'fire-team', quality: 'veteran', figures: 5 }),
    ];
    const c = { id: '1', name: 'T', ruleset: 'fireteam', board, game: { ...s.value, units } } as unknown as Campaign;
    const view = boardFor(c, { kind: 'public' }, fireteam);
    if (!view.ok) throw new Error(view.code);
    expect(view.value.units).toMatchObject([{ id: 'r-a', position: { x: 12, y: 12 }, markers: ['pinned', 'overwatch'] }]);
    // The Germans' unit waiting off table is theirs to know: the public board does not list it.
    expect(view.value.offMap).toEqual([]);
    expect(view.value.markers.filter((m) => 'counter' in m && m.counter === 'jop').map((m) => ('label' in m ? m.label : ''))).toEqual(['jop-x']);
    const germans = boardFor(c, { kind: 'member', userId: 'u', side: 'Germans', gm: false }, fireteam);
    expect(germans.ok && germans.value.offMap).toEqual(['g-a (off table)']);
  });
});
