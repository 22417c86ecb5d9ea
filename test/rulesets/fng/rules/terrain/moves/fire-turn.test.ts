import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { StructureFire } from '../../../../../../src/rulesets/fng/rules/terrain/fire-state.js';
import { fireOf } from '../../../../../../src/rulesets/fng/rules/terrain/fire-state.js';
import { igniteOrder, inAFireOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-fire-building.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { advanceWithTerrain, terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { advanceTurn } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { pointInFeature } from '../../../../../../src/core/board/placement.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

const rect = (x: number, y: number, w: number, h: number) => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 }) as const;
const SHOP: FngFeature = { name: 'Shop', type: 'building', shape: rect(40, 10, 5, 5), structure: 'masonry' };
const FEATURES: FngFeature[] = [
  SHOP,
  // Half an inch from the shop: adjacent by the default 1".
  { name: 'Store', type: 'building', shape: rect(45.5, 10, 4, 4), structure: 'frame' },
  // Touching the shop, but concrete does not burn (L1038).
  { name: 'Bank', type: 'building', shape: rect(40, 15, 5, 4), structure: 'concrete' },
  // Three inches off: too far.
  { name: 'Hooch 1', type: 'hooch', shape: rect(33, 10, 4, 4) },
];
const TABLE = { features: FEATURES, board: { kind: 'tabletop', width: 60, height: 36 } } as never;
const SHOP_FIRE: StructureFire = { feature: 'Shop', originalDv: 3, needed: 3, done: 3, since: 1 };

/** Both sides done with turn `turn`, the Shop alight since turn 1. */
function over(figures: TableFigure[], turn: number, more: Partial<FngGame> = {}): FngGame {
  const { acting: _a, ...g } = table(figures, { turn, done: ['fwf', 'cf'], fires: [SHOP_FIRE], ...more });
  return g;
}

const end = (g: FngGame, faces: number[], overrides = {}) => {
  const a = args(g, 'fwf', faces, overrides);
  return { r: terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now, table: TABLE }), roller: a.roller };
};

describe('FNG fires at the turn\'s end: burning down (L1041, L1054)', () => {
  it('GIVEN masonry (DV 3) alight since turn 1 THEN the turn\'s end says DV 2, then 1, and at the end of turn 3 it is out', () => {
    const one = end(over([], 1), []);
    expect(one.r.events).toEqual([{ kind: 'fire-turn', feature: 'Shop', dv: 2, out: false, dead: [], caught: [], spreadInches: 1 }]);
    expect(one.r.game.terrainTurn).toBe(1);
    expect(end(over([], 2), []).r.events[0]).toMatchObject({ dv: 1, out: false });
    const three = end(over([], 3), []);
    expect(three.r.events[0]).toMatchObject({ kind: 'fire-turn', dv: 0, out: true });
    expect(fireOf({ ...three.r.game, turn: 4 }, 'Shop')).toMatchObject({ burning: false, burntOut: true, dv: 0, out: 3 });
  });

  it('GIVEN it burns out THEN the frame store half an inch off catches (burning next turn at DV 1); the concrete bank and the hooch 3" away do not', () => {
    const { r } = end(over([], 3), []);
    expect(r.events[0]).toMatchObject({ caught: ['Store'] });
    expect(r.game.fires!.find((f) => f.feature === 'Store')).toEqual({ feature: 'Store', originalDv: 1, needed: 0, done: 0, since: 4, from: 'Shop' });
    expect(fireOf({ ...r.game, turn: 4 }, 'Store')).toMatchObject({ burning: true, dv: 1 });
    expect(r.game.fires!.some((f) => f.feature === 'Bank' || f.feature === 'Hooch 1')).toBe(false);
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('The fire spreads to Store (within 1" of it), burning from next turn.');
  });

  it('GIVEN the house rule fng.fire.spread-inches 0 THEN only a structure touching it catches: the store half an inch off does not', () => {
    const { r } = end(over([], 3), [], { 'fng.fire.spread-inches': 0 });
    expect(r.events[0]).toMatchObject({ caught: [] });
    const far = end(over([], 3), [], { 'fng.fire.spread-inches': 3 }).r;
    expect(far.events[0]).toMatchObject({ caught: ['Store', 'Hooch 1'] });
  });

  it('GIVEN a structure being lit next to it THEN it catches all the same; one burnt out already does not catch again', () => {
    const lighting: StructureFire = { feature: 'Store', originalDv: 1, needed: 1, done: 0 };
    expect(end(over([], 3, { fires: [SHOP_FIRE, lighting] }), []).r.events[0]).toMatchObject({ caught: ['Store'] });
    const burnt: StructureFire = { feature: 'Store', originalDv: 1, needed: 1, done: 1, since: 1, out: 1 };
    expect(end(over([], 3, { fires: [SHOP_FIRE, burnt] }), []).r.events[0]).toMatchObject({ caught: [] });
  });

  it('GIVEN a figure Out of the Fight inside when it burns out THEN he is Obviously Dead; he takes no test before', () => {
    const { r, roller } = end(over([fig('fwf', 'able', 42, 12, { status: 'out-of-fight' }), fig('cf', 'tranh', 20, 20)], 3), []);
    expect(roller.remaining).toBe(0);
    expect(at(r.game, 'fwf', 'able').status).toBe('obviously-dead');
    expect(r.events[0]).toMatchObject({ dead: ['fwf:able'] });
    expect(at(r.game, 'cf', 'tranh').status).toBe('carry-on');
  });
});

describe('FNG fires at the turn\'s end: In a Fire for those who did not test (L1043–L1052)', () => {
  it('GIVEN a VC inside at DV 1 passing a die THEN he leaves, half an inch out of the nearest wall, and lives when it burns out', () => {
    const { r, roller } = end(over([fig('cf', 'tranh', 44, 12)], 3), [1, 6]);
    expect(roller.remaining).toBe(0);
    expect(r.events[0]).toMatchObject({ kind: 'in-a-fire', figure: 'cf:tranh', dv: 1, turnEnd: true, to: { x: 45.5, y: 12 }, result: { outcome: 'leave', passes: 1 } });
    expect(pointInFeature(SHOP, at(r.game, 'cf', 'tranh').at!)).toBe(false);
    expect(at(r.game, 'cf', 'tranh').status).toBe('carry-on');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('at the turn\'s end (he had not tested this turn)');
  });

  it('GIVEN one passing no die at DV 2 THEN he is hit at Impact 3 (a 2: Out of the Fight), and stays inside', () => {
    // In a Fire [6, 6]; damage 2 ≤ 3 Out of the Fight; walking wounded [6].
    const { r, roller } = end(over([fig('fwf', 'pink', 42, 12)], 2), [6, 6, 2, 6]);
    expect(roller.remaining).toBe(0);
    expect(r.events.some((e) => e.kind === 'damage' && e.impact === 3)).toBe(true);
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ status: 'out-of-fight', at: { x: 42, y: 12 } });
  });

  it('GIVEN a figure who tested this turn with do:in-fire THEN the turn\'s end does not test him again, and a second order is refused', () => {
    const g = table([fig('fwf', 'pink', 42, 12)], { turn: 2, fires: [SHOP_FIRE] });
    const tested = unwrap(inAFireOrder({ ...args(g, 'fwf', [1, 1]), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } })).game;
    expect(tested.fires![0]!.tested).toEqual({ turn: 2, figures: ['fwf:pink'] });
    expectCode(inAFireOrder({ ...args(tested, 'fwf', []), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } }), 'fng/in-fire-tested');
    const { acting: _a, ...done } = { ...tested, done: ['fwf', 'cf'] as const };
    const { roller } = end(done as FngGame, []);
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN REP 4 at DV 1 THEN he leaves on 32 of 36 (at least one die of two at 4 or under)', () => {
    const leaves = countFaces(2, (f) => {
      const e = end(over([fig('cf', 'tranh', 44, 12)], 3), [...f, 2, 6]).r.events[0]!;
      return e.kind === 'in-a-fire' && e.result?.outcome === 'leave';
    });
    expect(leaves).toBe(32);
  });

  it('GIVEN a burnt-down structure THEN it cannot be lit again, nor does anyone test in it', () => {
    const g = table([fig('fwf', 'pink', 42, 12)], { turn: 5, fires: [{ ...SHOP_FIRE, out: 3 }] });
    expectCode(igniteOrder({ ...args(g, 'fwf', []), table: TABLE }, { figures: ['pink'], at: { x: 42, y: 12 } }), 'fng/burnt-down');
    expectCode(inAFireOrder({ ...args(g, 'fwf', []), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } }), 'fng/burnt-down');
  });
});

describe('FNG fires at the turn\'s end: without a command (turn.ts advanceTurn)', () => {
  it('GIVEN both sides done and a fire burning THEN advanceTurn stops before the Activation; advanceWithTerrain plays the turn\'s end first, then rolls it', () => {
    const g = over([fig('fwf', 'pink', 10, 10), fig('cf', 'tranh', 20, 20)], 1);
    expect(terrainDue(g)).toBe(true);
    const stopped = advanceTurn(g, args(g, 'fwf', []).roller);
    expect(stopped.game.acting).toBeUndefined();
    expect(stopped.game.turn).toBe(1);
    const a = args(g, 'fwf', [2, 1]);
    const r = advanceWithTerrain(g, a.roller, { rules: a.rules, now: a.now, table: TABLE });
    expect(a.roller.remaining).toBe(0);
    expect(r.events.map((e) => e.kind)).toEqual(['fire-turn', 'activation']);
    expect(r.game).toMatchObject({ turn: 2, acting: 'fwf', terrainTurn: 1 });
    // Once had, a turn's end is not played again.
    expect(terrainDue({ ...g, terrainTurn: 1 })).toBe(false);
  });

  it('GIVEN no fire burning (out, or still being lit) THEN nothing waits: the Activation is rolled at once', () => {
    const g = over([fig('fwf', 'pink', 10, 10), fig('cf', 'tranh', 20, 20)], 1, { fires: [{ feature: 'Store', originalDv: 1, needed: 1, done: 0 }, { ...SHOP_FIRE, out: 1 }] });
    expect(terrainDue(g)).toBe(false);
    const a = args(g, 'fwf', [2, 1]);
    expect(advanceTurn(g, a.roller).game.turn).toBe(2);
  });
});
