import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { clearObstacleOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-obstacle.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Crossing obstacles on a move (L1206–L1212) and clearing a way (L375, L1208, L1212). Single-strand
 * wire 2" deep along x = 20; punji stakes 4" square at 30–34, 10–14; a minefield at 40–46, 20–26.
 */
const WIRE: FngFeature = { name: 'Wire', type: 'wire', shape: { kind: 'polyline', points: [{ x: 20, y: 0 }, { x: 20, y: 36 }], width: 2 } };
const STAKES: FngFeature = { name: 'Stakes', type: 'punji-stakes', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const MINES: FngFeature = { name: 'Mines', type: 'minefield', shape: { kind: 'rect', x: 40, y: 20, width: 6, height: 6, rotation: 0 } };
const board = { features: [WIRE, STAKES, MINES], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: board });
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);

describe('a move meets the wire (L1208)', () => {
  it('GIVEN pink\'s normal move across the wire THEN he stops at its edge, and the post says how wire is crossed', () => {
    const g = table([fig('fwf', 'pink', 14, 20)]);
    const r = unwrap(moveFigures(on(g, []), { moves: [{ figure: 'pink', to: { x: 22, y: 20 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 19, y: 20 });
    expect(r.events).toContainEqual({ kind: 'obstacle-stop', figure: 'fwf:pink', feature: 'Wire', obstacle: 'wire', at: { x: 19, y: 20 }, inches: 0 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('is stopped by Wire at 19,20: wire is crossed 2" a turn with 4" or more extra on a Fast Move');
  });

  it('GIVEN a Fast Move passing one die (1, 6 vs REP 4: +4") THEN 2" through the wire, out on the far side, and no further', () => {
    const g = table([fig('fwf', 'pink', 14, 20)]);
    const r = unwrap(moveFigures(on(g, [1, 6]), { moves: [{ figure: 'pink', to: { x: 25, y: 20 } }], mode: 'fast' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 21, y: 20 });
    expect(r.events.find((e) => e.kind === 'obstacle-stop')).toMatchObject({ inches: 2 });
  });

  it('GIVEN a Fast Move passing none (6, 6) THEN he stays at the wire\'s edge', () => {
    const g = table([fig('fwf', 'pink', 14, 20)]);
    const r = unwrap(moveFigures(on(g, [6, 6]), { moves: [{ figure: 'pink', to: { x: 22, y: 20 } }], mode: 'fast' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 19, y: 20 });
  });

  it('GIVEN no board loaded THEN no obstacle is read: the move goes as before', () => {
    const g = table([fig('fwf', 'pink', 14, 20)]);
    const r = unwrap(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 22, y: 20 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 22, y: 20 });
  });
});

describe('stakes and mines (L1209, L1206)', () => {
  it('GIVEN pink walking into the stakes THEN 2" in he stops and tests: 1d6 = 5 vs REP 4 fails, an Impact 1 hit and its damage roll', () => {
    const g = table([fig('fwf', 'pink', 27, 12)]);
    const r = unwrap(moveFigures(on(g, [5, ...Array<number>(10).fill(3)]), { moves: [{ figure: 'pink', to: { x: 35, y: 12 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 32, y: 12 });
    expect(r.events.find((e) => e.kind === 'obstacle-test')).toMatchObject({ figure: 'fwf:pink', feature: 'Stakes', obstacle: 'punji-stakes', hurt: true });
    expect(r.events.find((e) => e.kind === 'damage')).toMatchObject({ figure: 'fwf:pink', impact: 1 });
  });

  it('GIVEN the test passed (4 vs REP 4) THEN nothing happens', () => {
    const g = table([fig('fwf', 'pink', 27, 12)]);
    const r = unwrap(moveFigures(on(g, [4]), { moves: [{ figure: 'pink', to: { x: 31, y: 12 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved', 'obstacle-test']);
  });

  it('GIVEN pink and kelly walking through the minefield, pink failing (6) THEN a 5" blast at Impact 2 centred on pink catches kelly 2" away too', () => {
    const g = table([fig('fwf', 'pink', 38, 23), fig('fwf', 'kelly', 38, 25)]);
    const r = unwrap(moveFigures(on(g, [6, 1, ...Array<number>(20).fill(3)]), { moves: [{ figure: 'pink', to: { x: 44, y: 23 } }, { figure: 'kelly', to: { x: 44, y: 25 } }], mode: 'normal' }));
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ centre: { x: 44, y: 23 }, diameter: 5, impact: 2, caught: ['fwf:pink', 'fwf:kelly'] });
    // Kelly walked in too, and takes his own test afterwards (1 vs REP 4: passed).
    expect(r.events.filter((e) => e.kind === 'obstacle-test').map((e) => (e as { figure: string }).figure)).toEqual(['fwf:pink', 'fwf:kelly']);
  });
});

describe('clearing a way (L375, L1208, L1212)', () => {
  const g = table([fig('fwf', 'pink', 18.5, 20, { gear: ['wire-cutters'] }), fig('fwf', 'kelly', 18.5, 22), fig('fwf', 'able', 29, 12)]);

  it('GIVEN pink with wire cutters THEN he cuts a 1" gap within 1", his whole activation; a second cut the next turn opens the 2" strand', () => {
    const r = unwrap(clearObstacleOrder(on(g, []), { figure: 'pink', at: { x: 19.5, y: 20 }, how: 'cut-wire' }));
    expect(r.game.obstacles).toEqual({ gaps: [{ feature: 'Wire', at: { x: 19.5, y: 20 }, size: 1 }] });
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ moved: true, fired: true, busy: true });
    // Next turn, stepped into his gap (19.5,20), he cuts the 1" beyond it: the strand is open at 20,20.
    const next = { ...r.game, figures: r.game.figures.map((f) => (f.id === 'pink' ? { ...f, at: { x: 19.5, y: 20 }, moved: false, fired: false, busy: false } : f)) };
    expectCode(clearObstacleOrder(on(next, []), { figure: 'pink', at: { x: 19.5, y: 20 }, how: 'cut-wire' }), 'fng/no-obstacle-there');
    const r2 = unwrap(clearObstacleOrder(on(next, []), { figure: 'pink', at: { x: 20.5, y: 20 }, how: 'cut-wire' }));
    const walker = { ...r2.game, figures: [...r2.game.figures, fig('fwf', 'nobles', 14, 20)] };
    const m = unwrap(moveFigures(on(walker, []), { moves: [{ figure: 'nobles', to: { x: 22, y: 20 } }], mode: 'normal' }));
    expect(at(m.game, 'fwf', 'nobles').at).toEqual({ x: 22, y: 20 });
  });

  it('GIVEN refusals THEN each names what would work, nothing written', () => {
    expectCode(clearObstacleOrder(on(g, []), { figure: 'kelly', at: { x: 19.5, y: 22 }, how: 'cut-wire' }), 'fng/no-wire-cutters');
    expectCode(clearObstacleOrder(on(g, []), { figure: 'pink', at: { x: 10, y: 20 }, how: 'cut-wire' }), 'fng/no-obstacle-there');
    expectCode(clearObstacleOrder(on(g, []), { figure: 'pink', at: { x: 20.5, y: 25 }, how: 'cut-wire' }), 'fng/obstacle-out-of-reach');
    expectCode(clearObstacleOrder(args(g, 'fwf', []), { figure: 'pink', at: { x: 19.5, y: 20 }, how: 'cut-wire' }), 'fng/no-board');
    expect(FNG_MESSAGES['fng/no-wire-cutters']!({ figure: 'kelly' })).toMatch(/carries no wire cutters \(L375/);
  });

  it('GIVEN able pulling up the stakes THEN a 2" patch cleared, and a move through it is neither slowed nor tested', () => {
    const r = unwrap(clearObstacleOrder(on(g, []), { figure: 'able', at: { x: 31, y: 12 }, how: 'clear-stakes' }));
    expect(r.game.obstacles?.gaps).toEqual([{ feature: 'Stakes', at: { x: 31, y: 12 }, size: 2 }]);
    const walker = { ...r.game, figures: [...r.game.figures, fig('fwf', 'nobles', 27, 12)] };
    const m = unwrap(moveFigures(on(walker, []), { moves: [{ figure: 'nobles', to: { x: 31.5, y: 12 } }], mode: 'normal' }));
    expect(at(m.game, 'fwf', 'nobles').at).toEqual({ x: 31.5, y: 12 });
    expect(kinds(m.events)).toEqual(['moved']);
  });
});
