import { describe, expect, it } from 'vitest';
import { rigC4Order, C4_REACH } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-c4.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Plastic explosive (L784, L788, L1212): Impact 2 and APR 2 a block, blocks added together; a full turn
 * to rig to go off in 1 to 4 turns, then readied on the Ready the Grenade table (2d6 vs REP: 2 passes
 * now); it goes off at the end of its turn; never thrown. One block blows a 4" hole in punji stakes
 * (L1212), none in wire (L1208 does not name it). Kelly (US, REP 4) at 29,12, the squad with 3 blocks;
 * punji stakes 30–34 × 10–14; single wire along x = 50; Nguyen (VC) at 30,14.4, 2.4" from 30,12.
 */
const STAKES: FngFeature = { name: 'Stakes', type: 'punji-stakes', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const WIRE: FngFeature = { name: 'Wire', type: 'wire', shape: { kind: 'polyline', points: [{ x: 50, y: 0 }, { x: 50, y: 36 }], width: 2 } };
const board = { features: [STAKES, WIRE], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const force = (c4: number) => ({ side: 'fwf' as const, name: 'US', army: 'us-army', units: [{ id: 'sq1', name: '1st squad', stores: { laws: 0, claymores: 0, c4, satchels: 0 } }] });
const game = (c4 = 3, over: Partial<FngGame> = {}): FngGame => table([fig('fwf', 'kelly', 29, 12), fig('cf', 'nguyen', 30, 14.4)], { forces: [force(c4)], ...over });
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: board });
const turnEnd = (g: FngGame, faces: number[]) => {
  const a = on(g, faces);
  return { ...terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now, table: board }), roller: a.roller };
};

describe('rigging C-4 (L784)', () => {
  it('GIVEN Kelly rigging 2 blocks in the stakes 1" away for 2 turns, readied at once (1,1) THEN it is set for the end of turn 3, one block left, and he does nothing more', () => {
    const a = on(game(), [1, 1]);
    const r = unwrap(rigC4Order(a, { figure: 'kelly', blocks: 2, turns: 2, at: { x: 30, y: 12 } }));
    expect(r.events).toEqual([
      { kind: 'ready', figure: 'fwf:kelly', weapon: 'C-4', passes: 2, when: 'now', part: expect.anything() },
      { kind: 'c4-rigged', figure: 'fwf:kelly', at: { x: 30, y: 12 }, blocks: 2, turns: 2, fuse: 3, left: 1 },
    ]);
    expect(r.game.c4).toEqual([{ by: 'fwf:kelly', side: 'fwf', at: { x: 30, y: 12 }, blocks: 2, fuse: 3 }]);
    expect(r.game.forces[0]!.units[0]!.stores.c4).toBe(1);
    expect(at(r.game, 'fwf', 'kelly')).toMatchObject({ moved: true, fired: true, busy: true });
    expect(a.roller.remaining).toBe(0);
    // Nothing hidden: the channel is told where and when, and the public view holds it.
    const view = viewFng(r.game, PUBLIC);
    expect(view.c4).toEqual(r.game.c4);
    expect(eventsText(r.events, view, 12)).toMatch(/rigs 2 blocks of C-4 at 30,12 on a 2-turn timer.*end of turn 3.*Impact and APR 4/s);
  });

  it.each([
    [[5, 1], 1, 'reaction'],
    [[6, 6], 0, 'next'],
  ] as const)('GIVEN the Ready roll %j (%i passes) THEN not readied at once: it goes off a turn later, at the end of turn 4', (faces, passes, when) => {
    const r = unwrap(rigC4Order(on(game(), [...faces]), { figure: 'kelly', blocks: 1, turns: 2 }));
    expect(r.events[0]).toMatchObject({ kind: 'ready', passes, when });
    expect(r.events[1]).toMatchObject({ kind: 'c4-rigged', at: { x: 29, y: 12 }, fuse: 4, left: 2 });
  });

  it('GIVEN bad blocks or turns, a spot beyond 1", more blocks than the stores hold, or a man who has moved THEN refused before any die, nothing written', () => {
    const a = on(game(), []);
    expectCode(rigC4Order(a, { figure: 'kelly', blocks: 0, turns: 2 }), 'fng/bad-blocks');
    expectCode(rigC4Order(a, { figure: 'kelly', blocks: 1, turns: 5 }), 'fng/bad-timer');
    expectCode(rigC4Order(a, { figure: 'kelly', blocks: 1, turns: 0 }), 'fng/bad-timer');
    expectCode(rigC4Order(a, { figure: 'kelly', blocks: 1, turns: 2, at: { x: 29 + C4_REACH + 0.5, y: 12 } }), 'fng/c4-too-far');
    expectCode(rigC4Order(a, { figure: 'kelly', blocks: 4, turns: 2 }), 'fng/not-enough-c4');
    const moved = game(3, { figures: [fig('fwf', 'kelly', 29, 12, { moved: true }), fig('cf', 'nguyen', 30, 14.4)] });
    expectCode(rigC4Order(on(moved, []), { figure: 'kelly', blocks: 1, turns: 2 }), 'fng/already-moved');
    expect(a.roller.remaining).toBe(0);
    expect(FNG_MESSAGES['fng/not-enough-c4']!({ figure: 'kelly', blocks: 4, left: 3 })).toMatch(/3 blocks of C-4 left/);
    expect(FNG_MESSAGES['fng/c4-too-far']!({ figure: 'kelly', distance: 1.5, reach: 1 })).toMatch(/never thrown \(L788\)/);
  });
});

describe('C-4 going off at its turn\'s end (L784, L1212)', () => {
  const rigged = (turn: number, blocks: number, spot = { x: 30, y: 12 }): FngGame => game(1, { turn, c4: [{ by: 'fwf:kelly', side: 'fwf', at: spot, blocks, fuse: 3 }] });

  it('GIVEN a charge set for turn 3 THEN at the end of turn 2 nothing happens and it is still there', () => {
    expect(terrainDue({ ...rigged(2, 2), acting: undefined })).toBe(false);
    const { game: g, events } = turnEnd(rigged(2, 2), []);
    expect(events.filter((e) => e.kind === 'c4-blast' || e.kind === 'blast')).toEqual([]);
    expect(g.c4).toHaveLength(1);
  });

  it('GIVEN 2 blocks in the stakes at the end of turn 3 THEN a 5" circle at Impact 4 (APR 4) catches Kelly and Nguyen, friend and foe, and blows a 4" hole in the stakes', () => {
    // Between turns (nobody acting) the turn's end is due for it.
    expect(terrainDue({ ...rigged(3, 2), acting: undefined })).toBe(true);
    // Damage: Kelly 6 (knocked down at Impact 4; recovers on 1,1), Nguyen 1 (Obviously Dead); Man Down fillers.
    const { game: g, events } = turnEnd(rigged(3, 2), [6, 1, 1, 1, ...Array<number>(30).fill(6)]);
    expect(events).toContainEqual({ kind: 'c4-blast', figure: 'fwf:kelly', at: { x: 30, y: 12 }, blocks: 2, impact: 4, apr: 4 });
    expect(events.find((e) => e.kind === 'blast')).toMatchObject({ centre: { x: 30, y: 12 }, diameter: 5, impact: 4, caught: ['fwf:kelly', 'cf:nguyen'] });
    expect(events.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && [e.figure, e.impact, e.roll.result])).toEqual([
      ['fwf:kelly', 4, 'knocked-down'],
      ['cf:nguyen', 4, 'obviously-dead'],
    ]);
    expect(events).toContainEqual({ kind: 'obstacle-gap', figure: 'fwf:kelly', feature: 'Stakes', obstacle: 'punji-stakes', at: { x: 30, y: 12 }, size: 4, blown: true });
    expect(at(g, 'cf', 'nguyen').status).toBe('obviously-dead');
    expect(g.c4).toBeUndefined();
    expect(g.obstacles?.gaps).toEqual([{ feature: 'Stakes', at: { x: 30, y: 12 }, size: 4 }]);
  });

  it('GIVEN 3 blocks THEN Impact 6: a 5 puts Nguyen out of the fight where one block\'s Impact 2 would only knock him down', () => {
    const { events } = turnEnd(rigged(3, 3), Array<number>(40).fill(5));
    expect(events.find((e) => e.kind === 'damage' && e.figure === 'cf:nguyen')).toMatchObject({ figure: 'cf:nguyen', impact: 6, roll: { die: 5, result: 'out-of-the-fight' } });
  });

  it('GIVEN a charge in the wire THEN no hole: the seed names a satchel, recoilless or bazooka/RPG for wire, not C-4 (L1208)', () => {
    const g = game(1, { turn: 3, c4: [{ by: 'fwf:kelly', side: 'fwf', at: { x: 50, y: 20 }, blocks: 1, fuse: 3 }] });
    const { game: after, events } = turnEnd(g, []);
    expect(events.map((e) => e.kind)).toContain('c4-blast');
    expect(events.some((e) => e.kind === 'obstacle-gap')).toBe(false);
    expect(after.obstacles?.gaps ?? []).toEqual([]);
  });
});
