import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { buildingFireOrder, suppressBunkerOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import { igniteOrder, inAFireOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-fire-building.js';
import { fireOf } from '../../../../../../src/rulesets/fng/rules/terrain/fire-state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

const rect = (x: number, y: number, w: number, h: number) => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 }) as const;
const FEATURES: FngFeature[] = [
  { name: 'Hooch 1', type: 'hooch', shape: rect(30, 10, 4, 4) },
  { name: 'Old log bunker', type: 'bunker', shape: rect(10, 10, 3, 2), structure: 'log-bunker' },
  { name: 'Shop', type: 'building', shape: rect(40, 10, 5, 5), structure: 'masonry' },
];
const TABLE = { features: FEATURES, board: { kind: 'tabletop', width: 60, height: 36 } } as never;

const LAW = { weapon: 'm72-law' } as Partial<TableFigure>;
function on(figures: readonly TableFigure[], faces: number[], over: Partial<FngGame> = {}) {
  return { ...args(table(figures, over), 'fwf', faces), table: TABLE };
}

describe('FNG buildings in play: firing at a structure (L1001–L1031)', () => {
  it('GIVEN a LAW hitting a hooch and penetrating twice THEN it collapses: an occupant passing 0d6 is Obviously Dead, one passing crawls out', () => {
    // Building Target [1,1] vs 4; Penetration APR 5 − DV 0 = 5: [1,2]; Tranh (REP 4) [6] 0 passes, Minh (REP 3) [1]; the rest feeds the chain.
    const a = on([fig('fwf', 'pink', 20, 12, LAW), fig('cf', 'tranh', 31, 11), fig('cf', 'minh', 33, 13, { rep: 3 })], [1, 1, 1, 2, 6, 1, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 32, y: 12 } }));
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(at(r.game, 'cf', 'minh').status).not.toBe('obviously-dead');
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(text).toContain('Building Target (L1001): 2d6 [1, 1] vs REP 4 → 2 passed: a hit');
    expect(text).toContain('2d6 [1, 2] vs 5 → 2 passed: the area collapses');
    expect(text).toMatch(/tranh\*\* under the hooch: d6 \[6\] vs REP → Obviously Dead/);
  });

  it('GIVEN one pass at a bunker THEN a miss the target ignores: nothing more is rolled', () => {
    const a = on([fig('fwf', 'pink', 5, 11, LAW), fig('cf', 'tranh', 11, 11)], [1, 6]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 11, y: 11 } }));
    expect(a.roller.remaining).toBe(0);
    expect(at(r.game, 'cf', 'tranh').status).toBe('carry-on');
    expect(at(r.game, 'fwf', 'pink').fired).toBe(true);
  });

  it('GIVEN a LAW into masonry (DV 3) passing one die of two vs 2 THEN havoc: each inside takes Recover From Knock Down', () => {
    const a = on([fig('fwf', 'pink', 26, 12, LAW), fig('cf', 'tranh', 42, 12)], [1, 1, 1, 5, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 42, y: 12 } }));
    expect(r.events.map((e) => e.kind)).toContain('recover');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('havoc');
  });

  it('GIVEN a LAW squad store THEN the LAW is spent; no penetration has those inside take Received Fire', () => {
    const g = table([fig('fwf', 'pink', 26, 12), fig('cf', 'tranh', 42, 12)], { forces: [{ side: 'fwf', name: 'Sq', army: 'us-army', units: [{ id: 'sq1', name: 'Sq', stores: { laws: 1 } as never }] }] });
    const a = { ...args(g, 'fwf', [1, 1, 6, 6, ...Array<number>(30).fill(1)]), table: TABLE };
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 42, y: 12 }, law: true }));
    expect(r.game.forces[0]!.units[0]!.stores.laws).toBe(0);
    expectCode(buildingFireOrder({ ...a, game: { ...r.game, figures: r.game.figures.map((f) => ({ ...f, fired: false })) } }, { shooter: 'pink', at: { x: 42, y: 12 }, law: true }), 'fng/no-law-left');
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
  });

  it('GIVEN an M-16 at a hooch THEN each die + REP of 10 or more hits one inside at Impact − DV; at a log bunker (DV 4) it is refused', () => {
    const a = on([fig('fwf', 'pink', 20, 12), fig('cf', 'tranh', 31, 11)], [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 32, y: 12 } }));
    const e = r.events.find((x) => x.kind === 'building-fire')!;
    expect(e.kind === 'building-fire' && e.shot.shots?.[0]).toMatchObject({ total: 10, hit: 'cf:tranh' });
    expect(r.events.some((x) => x.kind === 'damage' && x.figure === 'cf:tranh')).toBe(true);
    expectCode(buildingFireOrder(on([fig('fwf', 'pink', 5, 11), fig('cf', 'tranh', 11, 11)], []), { shooter: 'pink', at: { x: 11, y: 11 } }), 'fng/impact-not-above-dv');
  });

  it('GIVEN no structure at the point, or no board THEN refused', () => {
    expectCode(buildingFireOrder(on([fig('fwf', 'pink', 20, 12, LAW)], []), { shooter: 'pink', at: { x: 1, y: 1 } }), 'fng/no-structure-there');
    expectCode(buildingFireOrder(args(table([fig('fwf', 'pink', 20, 12, LAW)]), 'fwf', []), { shooter: 'pink', at: { x: 32, y: 12 } }), 'fng/no-board');
  });

  it('GIVEN REP 4 firing a LAW at a bunker THEN it is hit in 16 of 36 (both dice pass; one pass misses a bunker)', () => {
    const figs = [fig('fwf', 'pink', 5, 11, LAW)];
    const hits = countFaces(2, (f) => {
      const r = unwrap(buildingFireOrder(on(figs, [...f, 6, 6]), { shooter: 'pink', at: { x: 11, y: 11 } }));
      const e = r.events[0]!;
      return e.kind === 'building-fire' && e.shot.target?.outcome === 'hit';
    });
    expect(hits).toBe(16);
  });
});

describe('FNG bunkers in play: suppression (L1029–L1044)', () => {
  const figs = () => [fig('fwf', 'a', 5, 5), fig('fwf', 'b', 6, 5), fig('fwf', 'c', 7, 5), fig('cf', 'v1', 11, 11, { rep: 3 }), fig('cf', 'v2', 12, 11, { rep: 3 })];

  it('GIVEN three M-16s scoring more successes than DV 4 and the occupants passing 0 THEN they are suppressed (Duck Back)', () => {
    // 3 × TR 4 = 12 dice: five 1s are 5 successes > DV 4; Bunker Suppression 2d6 [6, 6] vs average REP 3: 0 passed.
    const a = on(figs(), [1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    const r = unwrap(suppressBunkerOrder(a, { figures: ['a', 'b', 'c'], at: { x: 11, y: 11 } }));
    expect(at(r.game, 'cf', 'v1').status).toBe('duck-back');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('suppressed');
  });

  it('GIVEN successes under the DV THEN no effect and no test; a hooch cannot be suppressed', () => {
    const a = on(figs(), [1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6]);
    const r = unwrap(suppressBunkerOrder(a, { figures: ['a', 'b', 'c'], at: { x: 11, y: 11 } }));
    const e = r.events[0]!;
    expect(a.roller.remaining).toBe(0);
    expect(e.kind === 'bunker-suppress' && e.result.outcome).toBe('no-effect');
    expectCode(suppressBunkerOrder(on(figs(), []), { figures: ['a'], at: { x: 31, y: 11 } }), 'fng/not-a-bunker');
  });
});

describe('FNG burning buildings in play (L1038–L1054)', () => {
  it('GIVEN one figure at masonry (DV 3) THEN three full activations light it; two figures save one', () => {
    const g = table([fig('fwf', 'pink', 41, 12), fig('fwf', 'kelly', 42, 12)]);
    const one = unwrap(igniteOrder(on(g.figures, []), { figures: ['pink'], at: { x: 42, y: 12 } }));
    expect(one.game.fires).toEqual([{ feature: 'Shop', originalDv: 3, needed: 3, done: 1 }]);
    const two = unwrap(igniteOrder(on(g.figures, []), { figures: ['pink', 'kelly'], at: { x: 42, y: 12 } }));
    expect(two.game.fires![0]!.needed).toBe(2);
    expectCode(igniteOrder(on(g.figures, []), { figures: ['pink'], at: { x: 11, y: 11 } }), 'fng/not-at-structure');
  });

  it('GIVEN a hooch (DV 0) THEN it is alight at once; a burning masonry area loses a DV a turn, and a LAW meets the lower DV', () => {
    const lit = unwrap(igniteOrder(on([fig('fwf', 'pink', 31, 12)], []), { figures: ['pink'], at: { x: 31, y: 12 } }));
    expect(lit.game.fires![0]).toMatchObject({ since: 1 });
    expect(fireOf({ fires: [{ feature: 'Shop', originalDv: 3, needed: 3, done: 3, since: 1 }], turn: 3 }, 'Shop')!.dv).toBe(1);
    const g = table([fig('fwf', 'pink', 26, 12, LAW)], { turn: 3, fires: [{ feature: 'Shop', originalDv: 3, needed: 3, done: 3, since: 1 }] });
    const r = unwrap(buildingFireOrder({ ...args(g, 'fwf', [1, 1, 6, 6]), table: TABLE }, { shooter: 'pink', at: { x: 42, y: 12 } }));
    const e = r.events[0]!;
    expect(e.kind === 'building-fire' && e.shot.dv).toBe(1);
  });

  it('GIVEN a figure In a Fire at DV 1 passing a die THEN he leaves; passing none THEN he is hit at Impact 3; at DV 0 everyone inside is dead', () => {
    const burning = (turn: number) => ({ turn, fires: [{ feature: 'Shop', originalDv: 3, needed: 3, done: 3, since: 1 }] });
    const leave = unwrap(inAFireOrder({ ...args(table([fig('fwf', 'pink', 42, 12)], burning(3)), 'fwf', [1, 6]), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } }));
    expect(leave.events[0]).toMatchObject({ kind: 'in-a-fire', dv: 1, result: { outcome: 'leave' } });
    const burned = unwrap(inAFireOrder({ ...args(table([fig('fwf', 'pink', 42, 12)], burning(2)), 'fwf', [6, 6, 1, 1, 1, 1]), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } }));
    expect(burned.events.some((x) => x.kind === 'damage' && x.impact === 3)).toBe(true);
    // Burned: his After the Battle Recovery is at −1d6 (L1052); the one who left was not.
    expect(at(burned.game, 'fwf', 'pink').burned).toBe(true);
    expect(at(leave.game, 'fwf', 'pink').burned).toBeUndefined();
    const out = unwrap(inAFireOrder({ ...args(table([fig('fwf', 'pink', 42, 12), fig('cf', 'tranh', 43, 13)], burning(4)), 'fwf', []), table: TABLE }, { figure: 'pink', at: { x: 42, y: 12 } }));
    expect(at(out.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(at(out.game, 'fwf', 'pink').status).toBe('obviously-dead');
  });
});
