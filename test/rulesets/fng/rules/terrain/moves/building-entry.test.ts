import { describe, expect, it } from 'vitest';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { throughWalls, wallCrossings, type Passage, type WallCrossing } from '../../../../../../src/rulesets/fng/rules/terrain/building-areas.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Entering and Exiting Buildings (L999): "Going through a door is at a 2" movement reduction. Going
 * through a window ends their movement." A building 6" square at 14–20, 17–23.
 */
const HOUSE: FngFeature = { name: 'House', type: 'building', structure: 'masonry', shape: { kind: 'rect', x: 14, y: 17, width: 6, height: 6, rotation: 0 } };
const as = (c: readonly WallCrossing[], passage: Passage) => c.map((x) => ({ ...x, passage }));
const board = { features: [HOUSE], board: { kind: 'tabletop' as const, width: 72, height: 36 } };

describe('walls on the way (L999)', () => {
  it('GIVEN a line through the house THEN it goes in at 14 and out at 20', () => {
    const c = wallCrossings([HOUSE], { x: 10, y: 20 }, { x: 24, y: 20 });
    expect(c.map((x) => [Math.round(x.at * 100) / 100, x.entering])).toEqual([[4, true], [10, false]]);
  });

  it('GIVEN doors THEN each costs 2": with 2" spare the door is paid; with none it stops 2" short; across the house with none, it stops at the far door, inside', () => {
    const c = wallCrossings([HOUSE], { x: 10, y: 20 }, { x: 18, y: 20 });
    expect(throughWalls(as(c, 'door'), 8, 0)).toMatchObject({ along: 6 });
    expect(throughWalls(as(c, 'door'), 8, 2)).toMatchObject({ along: 8 });
    const through = wallCrossings([HOUSE], { x: 10, y: 20 }, { x: 22, y: 20 });
    expect(throughWalls(as(through, 'door'), 12, 0)?.along).toBeCloseTo(9.9);
    expect(throughWalls(as(through, 'door'), 12, 4)).toMatchObject({ along: 12 });
  });

  it('GIVEN a window THEN the move ends just past the first wall', () => {
    const c = wallCrossings([HOUSE], { x: 10, y: 20 }, { x: 18, y: 20 });
    expect(throughWalls(as(c, 'window'), 8, 0)?.along).toBeCloseTo(4.1);
  });
});

describe('a move into the house', () => {
  it('GIVEN pink\'s 8" move from 10,20 to 18,20 through the door THEN the door\'s 2" leave him at 16,20, inside, and the post says so', () => {
    const g = table([fig('fwf', 'pink', 10, 20)]);
    const r = unwrap(moveFigures({ ...args(g, 'fwf', []), table: board }, { moves: [{ figure: 'pink', to: { x: 18, y: 20 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ at: { x: 16, y: 20 }, inCover: false, concealed: true });
    expect(r.events.find((e) => e.kind === 'building-entry')).toMatchObject({ via: 'door', walls: [{ feature: 'House', entering: true }], short: 2 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('goes through the door into House (2" of the move each, L999), stopping 2" short at 16,20');
  });

  it('GIVEN a 6" move to 16,20 THEN he had 2" spare: the door is paid and he gets there', () => {
    const g = table([fig('fwf', 'pink', 10, 20)]);
    const r = unwrap(moveFigures({ ...args(g, 'fwf', []), table: board }, { moves: [{ figure: 'pink', to: { x: 16, y: 20 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 16, y: 20 });
    expect(r.events.find((e) => e.kind === 'building-entry')).toMatchObject({ via: 'door' });
  });

  it('GIVEN via window THEN he stops just inside the wall', () => {
    const g = table([fig('fwf', 'pink', 10, 20)]);
    const r = unwrap(moveFigures({ ...args(g, 'fwf', []), table: board }, { moves: [{ figure: 'pink', to: { x: 16, y: 20 } }], mode: 'normal', via: 'window' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 14.1, y: 20 });
  });

  it('GIVEN no board THEN no wall is read', () => {
    const g = table([fig('fwf', 'pink', 10, 20)]);
    const r = unwrap(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 18, y: 20 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 18, y: 20 });
  });
});
