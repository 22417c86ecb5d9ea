import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { missionStatusLines } from '../../../../../../src/rulesets/fng/play/enemy/enemy-texts.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { claymoresInterrupted, fireClaymoreOrder, reactionTested, setClaymoreOrder, testedThisActivation } from '../../../../../../src/rulesets/fng/rules/firefight/moves/claymores.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Issue 17: a Claymore is set "in one turn of uninterrupted Activation" (L783); L611: "they will take one
 * full turn of uninterrupted Activation to do so. If the character is forced to take a Reaction Test
 * during the Activation it is considered to be interrupted." The Reaction Tests (L643): In Sight,
 * Received Fire, Man Down, Cohesion, Recover from Knock Down.
 */
const sl = fig('fwf', 'sgt', 10, 10, { role: 'squad-leader', rep: 4 });
const joe = fig('fwf', 'joe', 10, 12, { rep: 5 });
const east = { x: 20, y: 12 };
const forces = (claymores: number): FngGame['forces'] => [{ side: 'fwf', name: 'Squad', army: 'us-army', units: [{ id: 'sq1', name: '1st Squad', stores: { laws: 0, claymores, c4: 0, satchels: 0 } }] }];
const live = (figures: TableFigure[] = [sl, joe], over: Partial<FngGame> = {}) => table(figures, { forces: forces(2), mission: mission({ type: 'fight' }), serial: 7, ...over });
const storesLeft = (g: FngGame) => g.forces[0]!.units[0]!.stores.claymores;

const rf = (figure: string): FngEvent => ({ kind: 'reaction', figure, tests: 'received-fire', passes: { rf: 2 }, how: 'rolled', outcome: 'carry-on', outgunned: false, inCover: false, hero: false } as FngEvent);
const done = (side: 'fwf' | 'cf'): FngEvent => ({ kind: 'done', side, recovered: [] });

describe('a Claymore set during the mission is being set until the activation ends (L611, L783)', () => {
  it('GIVEN Joe sets M1 in his activation THEN it is being set in this activation (serial 7): nobody may fire it yet, and the text says it must go uninterrupted', () => {
    const r = unwrap(setClaymoreOrder(args(live(), 'fwf', []), { figure: 'joe', toward: east }));
    expect(r.game.claymores!.mines).toEqual([{ id: 'M1', side: 'fwf', unit: 'sq1', at: joe.at, toward: east, by: 'fwf:joe', setting: 7 }]);
    expect(r.events).toEqual([{ kind: 'claymore-set', figure: 'fwf:joe', mine: 'M1', at: joe.at, toward: east, left: 1, setting: true }]);
    expectCode(fireClaymoreOrder(args(r.game, 'fwf', []), { figure: 'sgt', mine: 'M1' }), 'fng/claymore-being-set');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('begins setting Claymore M1');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('a Reaction Test he takes before his side is done gives it up (L611)');
  });

  it('GIVEN his side done with no Reaction Test for him THEN M1 is set (no longer being set) and fires from the next activation on', () => {
    const r = unwrap(setClaymoreOrder(args(live(), 'fwf', []), { figure: 'joe', toward: east }));
    const c = claymoresInterrupted(r.game, [...r.events, rf('fwf:sgt'), done('fwf')]);
    expect(c.events).toEqual([]);
    expect(c.game.claymores!.mines).toEqual([{ id: 'M1', side: 'fwf', unit: 'sq1', at: joe.at, toward: east, by: 'fwf:joe' }]);
    // A Reaction Test after his side is done (the enemy's activation) no longer matters.
    expect(claymoresInterrupted(c.game, [rf('fwf:joe')]).game.claymores!.mines).toHaveLength(1);
  });

  it('GIVEN each Reaction Test taken by Joe after he began, before his side is done THEN M1 is given up: back in the stores, told; another figure\'s test does not touch it', () => {
    const tests: FngEvent[] = [
      rf('fwf:joe'),
      { kind: 'recover', figure: 'fwf:joe', result: 'stunned' } as unknown as FngEvent,
      { kind: 'cohesion', members: [{ id: 'fwf:sgt', passes: 2, how: 'rolled', outcome: 'carry-on' }, { id: 'fwf:joe', passes: 1, how: 'rolled', outcome: 'carry-on' }], half: false } as FngEvent,
      { kind: 'in-sight', scores: [{ id: 'fwf:joe', dice: 5, successes: 2, acts: true }], order: [['fwf:joe']] } as unknown as FngEvent,
    ];
    for (const test of tests) {
      const r = unwrap(setClaymoreOrder(args(live(), 'fwf', []), { figure: 'joe', toward: east }));
      expect(storesLeft(r.game)).toBe(1);
      const c = claymoresInterrupted(r.game, [test, done('fwf')]);
      expect(c.events).toEqual([{ kind: 'claymore-interrupted', figure: 'fwf:joe', mine: 'M1', side: 'fwf' }]);
      expect(c.game.claymores!.mines).toEqual([]);
      expect(storesLeft(c.game)).toBe(2);
      expect(eventsText(c.events, viewFng(c.game, PUBLIC), 0)).toContain('took a Reaction Test while setting Claymore M1: interrupted (L611, L783)');
    }
    const r = unwrap(setClaymoreOrder(args(live(), 'fwf', []), { figure: 'joe', toward: east }));
    expect(claymoresInterrupted(r.game, [rf('fwf:sgt')]).game.claymores!.mines).toHaveLength(1);
  });

  it('GIVEN the Reaction Tests of L643 THEN each names who it tested; damage, shots and moves test nobody', () => {
    expect(reactionTested(rf('fwf:joe'))).toEqual(['fwf:joe']);
    expect(reactionTested({ kind: 'in-sight', scores: [{ id: 'fwf:a' }, { id: 'cf:b' }], order: [] } as unknown as FngEvent)).toEqual(['fwf:a', 'cf:b']);
    expect(reactionTested({ kind: 'cohesion', members: [{ id: 'cf:x' }], half: false } as unknown as FngEvent)).toEqual(['cf:x']);
    expect(reactionTested({ kind: 'recover', figure: 'cf:y' } as unknown as FngEvent)).toEqual(['cf:y']);
    expect(reactionTested(done('fwf'))).toEqual([]);
    expect(reactionTested({ kind: 'placed', figure: 'fwf:joe', at: { x: 1, y: 1 } })).toEqual([]);
  });

  it('GIVEN Joe tested earlier in this activation THEN he is refused, with words that say what would work; Sgt, untested, may; a new activation clears it', () => {
    const g = live();
    const c = claymoresInterrupted(g, [rf('fwf:joe')]);
    expect(testedThisActivation(c.game)).toEqual(new Set(['fwf:joe']));
    expectCode(setClaymoreOrder(args(c.game, 'fwf', []), { figure: 'joe', toward: east }), 'fng/claymore-interrupted');
    expect(FNG_MESSAGES['fng/claymore-interrupted']!({ figure: 'joe' })).toBe(
      '`joe` has taken a Reaction Test this activation: interrupted, he cannot set a Claymore in it (one uninterrupted activation, L611, L783). Set it with a soldier nothing has made react yet, or with him when he is next active.',
    );
    expect(unwrap(setClaymoreOrder(args(c.game, 'fwf', []), { figure: 'sgt', toward: east })).events[0]).toMatchObject({ kind: 'claymore-set', figure: 'fwf:sgt' });
    // The next activation (another serial) knows nothing of it; nor does a walk past a side's `done`.
    expect(testedThisActivation({ ...c.game, serial: 8 })).toEqual(new Set());
    expect(testedThisActivation(claymoresInterrupted(c.game, [done('fwf')]).game)).toEqual(new Set());
    // Before the first Activation nothing interrupts: a Defense's Claymore is set at once.
    const pre = table([sl, joe], { turn: 0, acting: undefined, dice: undefined, forces: forces(2), mission: mission({ type: 'defense' }) } as Partial<FngGame>);
    expect(unwrap(setClaymoreOrder(args(pre, 'fwf', []), { figure: 'joe', toward: east })).game.claymores!.mines[0]).not.toHaveProperty('setting');
  });

  it('GIVEN a game where nobody could set a Claymore THEN Reaction Tests leave no record (no Claymores state at all)', () => {
    const g = table([sl, joe], { forces: forces(0), mission: mission({ type: 'fight' }) });
    expect(claymoresInterrupted(g, [rf('fwf:joe')]).game).toBe(g);
  });

  it('GIVEN a Claymore fired whose back blast catches Joe while he sets M2 THEN his reaction to it gives M2 up', () => {
    const vc = fig('cf', 'vc-1', 16, 10);
    const m1 = { id: 'M1', side: 'fwf' as const, unit: 'sq1', at: { x: 10, y: 10 }, toward: { x: 18, y: 10 } };
    // Joe 3" behind M1, the Squad Leader 2" off to its side.
    const g = live([{ ...sl, at: { x: 10, y: 8 } }, { ...joe, at: { x: 7, y: 10 } }, vc], { claymores: { mines: [m1], next: 2 } });
    const set = unwrap(setClaymoreOrder(args(g, 'fwf', []), { figure: 'joe', toward: { x: 0, y: 10 } }));
    const fired = unwrap(fireClaymoreOrder(args(set.game, 'fwf', Array<number>(60).fill(5)), { figure: 'sgt', mine: 'M1' }));
    expect(fired.events.some((e) => reactionTested(e).includes('fwf:joe'))).toBe(true);
    const c = claymoresInterrupted(fired.game, [...set.events, ...fired.events]);
    expect(c.events).toEqual([{ kind: 'claymore-interrupted', figure: 'fwf:joe', mine: 'M2', side: 'fwf' }]);
    expect(c.game.claymores!.mines).toEqual([]);
    expect(missionStatusLines(viewFng(c.game, PUBLIC)).join('\n')).not.toContain('M2');
  });
});
