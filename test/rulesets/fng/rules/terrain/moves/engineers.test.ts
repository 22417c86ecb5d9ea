import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { clearObstacleOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-obstacle.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { generateForce } from '../../../../../../src/rulesets/fng/rules/figures/force-generation.js';
import { parseFngForce } from '../../../../../../src/rulesets/fng/rules/figures/force-file.js';
import { fngBoardFor } from '../../../../../../src/rulesets/fng/play/board/board.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Engineers clearing a minefield (L1206): "Minefields may only be cleared by Engineers at a rate of
 * 2"x2" per turn of dedicated work per individual". No army list has Engineers (L430–L562); they come
 * with the force when it is mustered ("engineers" in a force file's generation, or a roster's
 * "role": "engineer"). A minefield 6" deep at x 10–16; Sgt Dale, an Engineer, at 9,20.
 */
const MINES: FngFeature = { name: 'Mines', type: 'minefield', shape: { kind: 'rect', x: 10, y: 14, width: 6, height: 12, rotation: 0 } };
const board = { features: [MINES], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: board });
const engineer = (x: number) => fig('fwf', 'dale', x, 20, { role: 'engineer' });
/** The next turn: everyone free to act again, Dale stepped to `x`. */
const nextTurn = (g: FngGame, x: number): FngGame => ({ ...g, turn: g.turn + 1, figures: g.figures.map((f) => ({ ...f, moved: false, fired: false, busy: false, ...(f.id === 'dale' ? { at: { x, y: 20 } } : {}) })) });

describe('an Engineer clears a minefield 2" × 2" a turn (L1206)', () => {
  it('GIVEN Dale at the field\'s edge THEN he clears 2" × 2" within 2", his whole activation, and the post says so', () => {
    const r = unwrap(clearObstacleOrder(on(table([engineer(9)]), []), { figure: 'dale', at: { x: 11, y: 20 }, how: 'clear-mines' }));
    expect(r.game.obstacles?.gaps).toEqual([{ feature: 'Mines', at: { x: 11, y: 20 }, size: 2 }]);
    expect(at(r.game, 'fwf', 'dale')).toMatchObject({ moved: true, fired: true, busy: true });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toBe('🪛 Engineer **dale** clears 2" × 2" of Mines at 11,20 of its mines (L1206: 2" × 2" a turn of dedicated work), his whole activation: nobody there takes the minefield\'s test.');
  });

  it('GIVEN three turns of his work, a lane 2" wide across the 6" field THEN Pink walks through it untested; without the lane he takes the field\'s 1d6 vs REP', () => {
    let g = table([engineer(9), fig('fwf', 'pink', 8.5, 20)]);
    for (const [i, x] of [11, 13, 15].entries()) {
      g = unwrap(clearObstacleOrder(on(i === 0 ? g : nextTurn(g, x - 2), []), { figure: 'dale', at: { x, y: 20 }, how: 'clear-mines' })).game;
    }
    // Dale steps back out of the field; Pink walks the lane from 8.5,20 to 16.5,20.
    const through = unwrap(moveFigures(on(nextTurn(g, 5), []), { moves: [{ figure: 'pink', to: { x: 16.5, y: 20 } }], mode: 'normal' }));
    expect(through.events.map((e: FngEvent) => e.kind)).toEqual(['moved']);
    const raw = unwrap(moveFigures(on(table([fig('fwf', 'pink', 8.5, 20)]), [1]), { moves: [{ figure: 'pink', to: { x: 16.5, y: 20 } }], mode: 'normal' }));
    expect(raw.events.some((e) => e.kind === 'obstacle-test')).toBe(true);
  });

  it('GIVEN a rifleman, a spot off the field or out of reach, no board THEN refused, nothing written', () => {
    const g = table([engineer(9), fig('fwf', 'pink', 9, 22)]);
    expectCode(clearObstacleOrder(on(g, []), { figure: 'pink', at: { x: 11, y: 22 }, how: 'clear-mines' }), 'fng/not-an-engineer');
    expectCode(clearObstacleOrder(on(g, []), { figure: 'dale', at: { x: 8, y: 20 }, how: 'clear-mines' }), 'fng/no-obstacle-there');
    expectCode(clearObstacleOrder(on(g, []), { figure: 'dale', at: { x: 12, y: 23 }, how: 'clear-mines' }), 'fng/obstacle-out-of-reach');
    expectCode(clearObstacleOrder(args(g, 'fwf', []), { figure: 'dale', at: { x: 11, y: 20 }, how: 'clear-mines' }), 'fng/no-board');
    expect(FNG_MESSAGES['fng/not-an-engineer']!({ figure: 'pink' })).toContain('"may only be cleared by Engineers" (L1206)');
    expect(FNG_MESSAGES['fng/no-obstacle-there']!({ at: '8,20', obstacle: 'minefield' })).toContain('No minefield on the board at 8,20');
  });

  it('GIVEN the cleared square THEN the board draws it as bare ground over the field', () => {
    const r = unwrap(clearObstacleOrder(on(table([engineer(9)]), []), { figure: 'dale', at: { x: 11, y: 20 }, how: 'clear-mines' }));
    const view = viewFng(r.game, PUBLIC);
    expect(view.gaps).toEqual([{ feature: 'Mines', at: { x: 11, y: 20 }, size: 2 }]);
    const drawn = fngBoardFor({ id: 't', name: 't', ruleset: 'fng', description: '', sides: ['US', 'VC'], board: board.board, features: [MINES], deployment: [], positions: [], entries: [] }, [], { campaign: 'c', audience: 'Public view', gaps: view.gaps! });
    const kind = drawn.board.kind === 'tabletop' ? drawn.board.features.find((f) => f.type === 'obstacle-gap') : undefined;
    expect(kind?.shape).toEqual({ kind: 'rect', x: 10, y: 19, width: 2, height: 2, rotation: 0 });
  });
});

describe('Engineers in a force (none in the army lists, L430–L562)', () => {
  it('GIVEN a US Army squad generated with engineers: 2 THEN two Engineers attached to the 1st Squad, armed as its riflemen', () => {
    const r = unwrap(generateForce({ army: 'us-army', month: '1968-01', options: { squads: 1, platoonHq: false, attachments: 'none', flakJackets: false, attributes: 'none', usefulGear: false, engineers: 2 }, vcWeapons2: 'ppsh' }, dice(...Array<number>(40).fill(3))));
    const eng = r.figures.filter((f) => f.role === 'engineer');
    expect(eng.map((f) => [f.id, f.name, f.unit, f.weapon])).toEqual([
      ['eng-1', 'Engineer 1', 'sq1', 'm16'],
      ['eng-2', 'Engineer 2', 'sq1', 'm16'],
    ]);
  });

  it('GIVEN a force file asking for 9 Engineers THEN its line says 0 to 4; a roster\'s "role": "engineer" is taken', () => {
    const bad = parseFngForce(JSON.stringify({ name: 'x', army: 'us-army', generate: { squads: 1, engineers: 9 } }));
    expect(!bad.ok && bad.problems.map((p) => p.code)).toEqual(['fng/bad-engineers']);
    const ok = parseFngForce(JSON.stringify({ name: 'x', army: 'us-army', generate: { squads: 1, engineers: 1 } }));
    expect(ok.ok && ok.value.kind === 'generate' && ok.value.generate.engineers).toBe(1);
    const roster = parseFngForce(JSON.stringify({ name: 'x', army: 'us-army', units: [{ id: 'sq1', name: '1st Squad' }], figures: [{ id: 'dale', name: 'Sgt Dale', unit: 'sq1', role: 'engineer', rep: 4, weapon: 'm16' }] }));
    expect(roster.ok && roster.value.kind === 'figures' && roster.value.figures[0]!.role).toBe('engineer');
  });
});
