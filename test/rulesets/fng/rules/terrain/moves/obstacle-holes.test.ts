import { describe, expect, it } from 'vitest';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { launchOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { obstaclesAtTurnEnd, shellMinefield } from '../../../../../../src/rulesets/fng/rules/terrain/moves/obstacle-crossing.js';
import { blowsHole, MINE_CLEAR_ON, patchClear, patchOnPath, type ShelledPatch } from '../../../../../../src/rulesets/fng/rules/terrain/obstacles.js';
import { fireMissionOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { emptySupport } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';

/*
 * Holes and clearing (L1206, L1208, L1212), and the test "for each turn a figure is within the area"
 * (L1206, L1209). Single-strand wire 2" deep along x = 20; punji stakes 4" square at 30–34, 10–14; a
 * minefield 12" square at 40–52, 14–26.
 */
const WIRE: FngFeature = { name: 'Wire', type: 'wire', shape: { kind: 'polyline', points: [{ x: 20, y: 0 }, { x: 20, y: 36 }], width: 2 } };
const STAKES: FngFeature = { name: 'Stakes', type: 'punji-stakes', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const MINES: FngFeature = { name: 'Mines', type: 'minefield', shape: { kind: 'rect', x: 40, y: 14, width: 12, height: 12, rotation: 0 } };
const board = { features: [WIRE, STAKES, MINES], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: board });
const env = (faces: number[]) => ({ roller: dice(...faces), rules: rulesFor(FNG_HOUSE_RULES), now: NOW, table: board });
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);

describe('what blows a hole (L1208, L1212)', () => {
  it('GIVEN each blaster and obstacle THEN wire takes a charge or a round, stakes also C-4, a minefield nothing', () => {
    expect(blowsHole('satchel', 'wire')).toBe(true);
    expect(blowsHole('anti-tank', 'wire')).toBe(true);
    expect(blowsHole('c4', 'wire')).toBe(false);
    for (const by of ['satchel', 'anti-tank', 'c4'] as const) {
      expect(blowsHole(by, 'punji-stakes')).toBe(true);
      expect(blowsHole(by, 'minefield')).toBe(false);
    }
  });
});

describe('a recoilless rifle fired at the wire (L1208)', () => {
  // Pink, REP 5, with a 57mm recoilless rifle 10" from the wire.
  const g = (): FngGame => table([fig('fwf', 'pink', 10, 20, { rep: 5, weapon: 'rr-57mm' }), fig('fwf', 'kelly', 5, 25)]);

  it('GIVEN the die 6 (6 + REP 5 = 11, a hit) THEN a 4" hole at 20,20, and a walk through it is not stopped', () => {
    const r = unwrap(launchOrder(on(g(), [6]), { firer: 'pink', at: { x: 20, y: 20 } }));
    expect(r.events.find((e) => e.kind === 'obstacle-gap')).toEqual({ kind: 'obstacle-gap', figure: 'fwf:pink', feature: 'Wire', obstacle: 'wire', at: { x: 20, y: 20 }, size: 4, blown: true });
    expect(r.game.obstacles?.gaps).toEqual([{ feature: 'Wire', at: { x: 20, y: 20 }, size: 4 }]);
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 0);
    expect(text).toContain('the spot 20,20: 6+5=11 hit');
    expect(text).toContain('The blast blows a 4" × 4" hole in Wire at 20,20 (L1208).');
    const walk = { ...r.game, figures: [...r.game.figures, fig('fwf', 'nobles', 14, 21)] };
    const m = unwrap(moveFigures(on(walk, []), { moves: [{ figure: 'nobles', to: { x: 22, y: 21 } }], mode: 'normal' }));
    expect(at(m.game, 'fwf', 'nobles').at).toEqual({ x: 22, y: 21 });
  });

  it('GIVEN the die 1 (1 + 5 = 6, a miss) THEN no hole, and nobody is called to Received Fire', () => {
    const r = unwrap(launchOrder(on(g(), [1]), { firer: 'pink', at: { x: 20, y: 20 } }));
    expect(r.game.obstacles).toBeUndefined();
    expect(kinds(r.events)).not.toContain('obstacle-gap');
    expect(kinds(r.events)).not.toContain('received-fire');
  });

  it('GIVEN a grenade launcher, no wire there, both or neither aim, no board THEN refused before any die, in words that say what would work', () => {
    const m79 = table([fig('fwf', 'pink', 10, 20, { weapon: 'm79' })]);
    expectCode(launchOrder(on(m79, []), { firer: 'pink', at: { x: 20, y: 20 } }), 'fng/no-hole-weapon');
    expectCode(launchOrder(on(g(), []), { firer: 'pink', at: { x: 15, y: 20 } }), 'fng/no-obstacle-there');
    expectCode(launchOrder(on(g(), []), { firer: 'pink' }), 'fng/law-target-or-spot');
    expectCode(launchOrder(on(g(), []), { firer: 'pink', target: 'x', at: { x: 20, y: 20 } }), 'fng/law-target-or-spot');
    expectCode(launchOrder(args(g(), 'fwf', []), { firer: 'pink', at: { x: 20, y: 20 } }), 'fng/no-board');
    expect(FNG_MESSAGES['fng/no-hole-weapon']!({ figure: 'pink', weapon: 'M-79 grenade launcher (HE)' })).toBe(
      '`pink`\'s M-79 grenade launcher (HE) is not strong enough to blow wire or stakes: a recoilless rifle, bazooka, LAW or RPG round, or a satchel charge (`/fng grenade satchel:true`) does it (L1208, L1212).',
    );
    expect(FNG_MESSAGES['fng/law-target-or-spot']!({ figure: 'pink' })).toMatch(/not both and not neither/);
  });
});

describe('a minefield shelled (L1206)', () => {
  const patch: ShelledPatch = { feature: 'Mines', at: { x: 46, y: 20 }, clearOn: 2 };

  it('GIVEN each clearer THEN its chance: artillery 1, rockets 1–2, 500 lb 1–3, 750 lb 1–4', () => {
    expect(MINE_CLEAR_ON).toEqual({ artillery: 1, rockets: 2, 'bomb-500': 3, 'bomb-750': 4 });
    expect([1, 2, 3, 4, 5, 6].filter((face) => patchClear(dice(face), patch, 'p').clear)).toEqual([1, 2]);
  });

  it('GIVEN a move\'s line THEN the patch is the 6" square about where it landed, the likeliest first', () => {
    const better = { ...patch, clearOn: 4 };
    expect(patchOnPath([patch, better], 'Mines', { x: 38, y: 22 }, { x: 44, y: 22 })).toBe(better);
    expect(patchOnPath([patch], 'Mines', { x: 38, y: 16 }, { x: 44, y: 16 })).toBeUndefined();
    expect(patchOnPath([patch], 'Other', { x: 46, y: 20 }, { x: 46, y: 20 })).toBeUndefined();
  });

  it('GIVEN a round landing in the minefield, and pink failing his test in that patch THEN 1d6 [1]: clear, no mine goes off, a 6" gap; on [2] the mine goes off', () => {
    const g0 = table([fig('fwf', 'pink', 38, 20)]);
    const shelled = shellMinefield(g0, board, { x: 46, y: 20 }, 'artillery');
    expect(shelled.obstacles).toEqual({ gaps: [], shelled: [{ feature: 'Mines', at: { x: 46, y: 20 }, clearOn: 1 }] });
    expect(shellMinefield(g0, board, { x: 10, y: 5 }, 'artillery')).toBe(g0);
    const clear = unwrap(moveFigures(on(shelled, [6, 1]), { moves: [{ figure: 'pink', to: { x: 44, y: 20 } }], mode: 'normal' }));
    expect(kinds(clear.events)).toEqual(['moved', 'obstacle-test', 'minefield-patch']);
    expect(clear.game.obstacles).toMatchObject({ shelled: [], gaps: [{ feature: 'Mines', at: { x: 46, y: 20 }, size: 6 }] });
    expect(eventsText(clear.events, viewFng(clear.game, PUBLIC), 0)).toContain('Mines was shelled at 46,20 (L1206: clear on 1): 1d6 [1] → **the 6" × 6" there is clear**, no mine goes off.');
    const boom = unwrap(moveFigures(on(shelled, [6, 2, ...Array<number>(10).fill(3)]), { moves: [{ figure: 'pink', to: { x: 44, y: 20 } }], mode: 'normal' }));
    expect(kinds(boom.events).slice(0, 4)).toEqual(['moved', 'obstacle-test', 'minefield-patch', 'blast']);
    expect(boom.game.obstacles?.shelled).toEqual([]);
  });

  it('GIVEN a fire mission whose round lands in the minefield THEN the patch is kept, rolled for later', () => {
    const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 6, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
    const support = { ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here' as const, for: 'artillery' as const, weapons: 1, rounds: 1, at: { x: 58, y: 20 } }] };
    const g = table([fig('fwf', 'pink', 58, 2, { role: 'squad-leader', rep: 5, gear: ['radio'] })], { mission, support });
    // Called on 58,20 from due north: 2d6 [1, 1] vs REP 5, its 1d6 [3] carrying it 12" to the right of Pink's line, onto 46,20.
    const r = unwrap(fireMissionOrder(on(g, [1, 1, ...Array<number>(20).fill(3)]), { spotter: 'pink' }));
    expect(r.game.obstacles?.shelled).toEqual([{ feature: 'Mines', at: { x: 46, y: 20 }, clearOn: 1 }]);
  });
});

describe('staying in the stakes or a minefield (L1206, L1209: "for each turn a figure is within the area")', () => {
  it('GIVEN pink standing in the stakes and kelly in the minefield, untested this turn THEN each tests at the turn\'s end', () => {
    const g = table([fig('fwf', 'pink', 32, 12), fig('fwf', 'kelly', 46, 20), fig('fwf', 'able', 10, 10)], { turn: 3 });
    const events: FngEvent[] = [];
    const r = obstaclesAtTurnEnd(g, env([4, 4]), events);
    expect(events.map((e) => e.kind === 'obstacle-test' && [e.figure, e.feature, e.hurt])).toEqual([['fwf:kelly', 'Mines', false], ['fwf:pink', 'Stakes', false]]);
    expect(r.obstacles?.tested).toEqual({ turn: 3, keys: ['fwf:kelly', 'fwf:pink'] });
  });

  it('GIVEN pink tested when he walked in this turn THEN not again at its end; next turn, still there, he is', () => {
    const g = table([fig('fwf', 'pink', 27, 12)], { turn: 3 });
    const m = unwrap(moveFigures(on(g, [4]), { moves: [{ figure: 'pink', to: { x: 31, y: 12 } }], mode: 'normal' }));
    const events: FngEvent[] = [];
    expect(obstaclesAtTurnEnd(m.game, env([]), events)).toBe(m.game);
    expect(events).toEqual([]);
    const next: FngEvent[] = [];
    obstaclesAtTurnEnd({ ...m.game, turn: 4 }, env([6, ...Array<number>(10).fill(3)]), next);
    expect(kinds(next).slice(0, 2)).toEqual(['obstacle-test', 'damage']);
  });
});
