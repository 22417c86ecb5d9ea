import { describe, expect, it } from 'vitest';
import { createCampaign, declareAssault, pairAssaults, type CampaignState } from '../../../../../src/rulesets/fireteam/rules/campaign/campaign-map.js';
import { extrasOf, withExtras, type FireteamGame } from '../../../../../src/rulesets/fireteam/rules/game/game.js';
import { musterForce, parsePicks } from '../../../../../src/rulesets/fireteam/rules/forces/muster.js';
import { AX, expectCode, game, RU, RULES, unwrap } from '../fixtures-forces.js';

/** The river campaign with one game paired: an encounter (both attack, 8 core and 6 reinforcements each), or attack vs defence (reinforcements wait for the split). */
function withRiver(g: FireteamGame, kind: 'encounter' | 'attack'): FireteamGame {
  let c: CampaignState = unwrap(createCampaign({ sides: [AX, RU] }));
  c = unwrap(declareAssault(c, AX, 'A1', 'A2'));
  c = unwrap(kind === 'encounter' ? declareAssault(c, RU, 'A4', 'A3') : declareAssault(c, RU, 'C4', 'C3'));
  return withExtras(g, { river: unwrap(pairAssaults(c, RULES)) });
}

describe('parsePicks', () => {
  it('GIVEN "weapons, medium-tank:stug" THEN a pick and a pick with its vehicle; nothing THEN none', () => {
    expect(parsePicks(' weapons , medium-tank: stug,')).toEqual(['weapons', { pick: 'medium-tank', vehicle: 'stug' }]);
    expect(parsePicks(undefined)).toEqual([]);
  });
});

describe('musterForce (seed 004, Army Lists; Forward, victory is near!: Forces)', () => {
  it('GIVEN neither or both of a list and a file THEN refused: exactly one', () => {
    expectCode(musterForce(game([]), AX, {}, RULES), 'fireteam/force-source');
    expectCode(musterForce(game([]), AX, { list: 'russians', file: '{}' }, RULES), 'fireteam/force-source');
  });

  it('GIVEN an army list outside a campaign THEN its units wait off table, ids prefixed with the side\'s initial, nothing counted as spent', () => {
    const r = unwrap(musterForce(game([]), AX, { list: 'russians', squads: 2 }, RULES));
    expect(r.result.budget).toBeUndefined();
    expect(r.game.units.length).toBeGreaterThan(0);
    expect(r.game.units.every((u) => u.side === AX && u.id.startsWith('a-') && !u.onTable)).toBe(true);
    expect(r.result.roster.units.map((u) => u.id)).toEqual(r.game.units.map((u) => u.id));
    expect(extrasOf(r.game).spent).toBeUndefined();
    const own = unwrap(musterForce(game([]), AX, { list: 'russians', squads: 2, prefix: 'x-' }, RULES));
    expect(own.game.units.every((u) => u.id.startsWith('x-'))).toBe(true);
  });

  it('GIVEN a roster file with problems THEN refused with every problem on its line; bad JSON on the line it stops', () => {
    const file = '{\n  "name": "Scratch",\n  "units": [\n    { "id": "a", "kind": "fire-team", "quality": "legendary" }\n  ]\n}';
    const r = musterForce(game([]), AX, { file }, RULES);
    expect(r.ok).toBe(false);
    if (r.ok || !('problems' in r)) throw new Error('expected the roster refused with its problems');
    expect(r.code).toBe('fireteam/roster-rejected');
    expect(r.params.count).toBe(r.problems.length);
    expect(r.problems.find((p) => p.path === 'units[0].quality')).toMatchObject({ line: 4 });
    const bad = musterForce(game([]), AX, { file: '{\n  "name": \n}' }, RULES);
    expect(!bad.ok && 'problems' in bad ? bad.problems : []).toEqual([{ path: '', code: 'fireteam/not-json', line: 3 }]);
  });

  it('GIVEN a campaign game to fight THEN what is mustered counts against its points, and a force over them is refused', () => {
    const g = withRiver(game([]), 'encounter');
    const first = unwrap(musterForce(g, RU, { list: 'russians', squads: 4, weapons: 1, picks: 'heavy-tank, medium-tank:t-34-85' }, RULES));
    expect(first.result.budget).toEqual({ game: 't1-g1', of: { core: 8, reinforcements: 6 }, total: { core: 5, reinforcements: 5 } });
    expect(extrasOf(first.game).spent).toEqual({ [RU]: { core: 5, reinforcements: 5 } });
    expectCode(musterForce(first.game, RU, { list: 'russians', squads: 2, picks: 'at-battery', prefix: 'x-' }, RULES), 'fireteam/roster-rejected');
    const second = unwrap(musterForce(first.game, RU, { list: 'russians', squads: 2, picks: 'scouts', prefix: 'x-' }, RULES));
    expect(extrasOf(second.game).spent?.[RU]?.core).toBeGreaterThan(5);
    expectCode(musterForce(g, RU, { list: 'russians', squads: 2, game: 't9-g9' }, RULES), 'fireteam/unknown-game');
  });

  it('GIVEN an attack vs defence game not yet split THEN reinforcements wait for the split; core alone may muster', () => {
    const g = withRiver(game([]), 'attack');
    expect(musterForce(g, RU, { list: 'russians', squads: 2, picks: 'scouts' }, RULES)).toMatchObject({ ok: false, code: 'fireteam/split-first', params: { game: 't1-g1' } });
    expect(musterForce(g, RU, { list: 'russians', squads: 2 }, RULES).ok).toBe(true);
  });
});
