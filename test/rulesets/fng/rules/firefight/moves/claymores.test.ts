import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { missionStatusLines } from '../../../../../../src/rulesets/fng/play/enemy/enemy-texts.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { ambushRollRep, claymoreCaught, claymoreOrder, claymoreOrderKind, fireClaymoreOrder, preGameClaymores, setClaymoreOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/claymores.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Claymores (L783): "setup by a soldier in one turn of uninterrupted Activation, facing a specific
 * direction ... detonated from up to 12" away, having a 4" long Impact 2 back blast ... a triangular
 * area that is 1" wide at the front of the mine, 8" deep, and 8" wide at its far end. Any figures
 * within this blast zone take an Impact 3 hit, friend or foe." Before the start: Ambush L2195 ("Roll
 * 1d6 versus the Squad Leader's REP, and if the roll passes the squad may set out its Claymore CDMs"),
 * Defense L2204 ("Claymore CDMs may be setup at game start unless there are civilians present").
 */
const sl = fig('fwf', 'sgt', 10, 10, { role: 'squad-leader', rep: 4 });
const gunner = fig('fwf', 'joe', 10, 12, { rep: 5 });
const forces = (claymores: number): FngGame['forces'] => [{ side: 'fwf', name: 'Squad', army: 'us-army', units: [{ id: 'sq1', name: '1st Squad', stores: { laws: 0, claymores, c4: 0, satchels: 0 } }] }];
const pre = (m: Partial<FngMission>, over: Partial<FngGame> = {}, figures: TableFigure[] = [sl, gunner], stores = 2): FngGame =>
  table(figures, { turn: 0, acting: undefined, dice: undefined, forces: forces(stores), mission: mission(m), ...over } as Partial<FngGame>);
const east = { x: 20, y: 10 };

describe('Claymores before the start (L2195, L2204)', () => {
  it('GIVEN an Ambush the players spring THEN 1d6 vs the Squad Leader\'s REP 4: a 4 passes and M1 is set at the soldier\'s feet, one fewer in the stores; the next needs no roll', () => {
    const g = pre({ type: 'ambush', ambush: 'ambushing' });
    const r = unwrap(setClaymoreOrder(args(g, 'fwf', [4]), { figure: 'joe', toward: east }));
    expect(r.events[0]).toMatchObject({ kind: 'claymore-roll', rep: 4, passed: true });
    expect(r.events[1]).toEqual({ kind: 'claymore-set', figure: 'fwf:joe', mine: 'M1', at: { x: 10, y: 12 }, toward: east, left: 1 });
    expect(r.game.claymores).toEqual({ mines: [{ id: 'M1', side: 'fwf', unit: 'sq1', at: { x: 10, y: 12 }, toward: east, by: 'fwf:joe' }], next: 2, ambushRoll: { passed: true } });
    const a2 = args(r.game, 'fwf', []);
    const r2 = unwrap(setClaymoreOrder(a2, { figure: 'sgt', toward: east }));
    expect(r2.events).toMatchObject([{ kind: 'claymore-set', mine: 'M2', left: 0 }]);
    expect(a2.roller.remaining).toBe(0);
    expectCode(setClaymoreOrder(args(r2.game, 'fwf', []), { figure: 'sgt', toward: east }), 'fng/no-claymores-left');
  });

  it('GIVEN the Ambush roll fails (5 vs REP 4) THEN nothing is set, the failure is kept and every later try before the start is refused', () => {
    const g = pre({ type: 'ambush', ambush: 'ambushing' });
    const r = unwrap(setClaymoreOrder(args(g, 'fwf', [5]), { figure: 'joe', toward: east }));
    expect(r.events).toMatchObject([{ kind: 'claymore-roll', rep: 4, passed: false }]);
    expect(r.game.claymores?.mines).toEqual([]);
    expect(r.game.forces[0]!.units[0]!.stores.claymores).toBe(2);
    expectCode(setClaymoreOrder(args(r.game, 'fwf', []), { figure: 'joe', toward: east }), 'fng/claymores-not-set-out');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('fails: no Claymores set out before the start');
  });

  it('P(the squad may set out its Claymores) = REP/6 by enumeration of the 1d6 (REP 4: 4/6)', () => {
    for (const rep of [3, 4, 5]) {
      let passed = 0;
      for (let die = 1; die <= 6; die++) {
        const g = pre({ type: 'ambush', ambush: 'ambushing' }, {}, [{ ...sl, rep: rep as TableFigure['rep'] }, gunner]);
        const r = unwrap(setClaymoreOrder(args(g, 'fwf', [die]), { figure: 'joe', toward: east }));
        if (r.game.claymores!.ambushRoll!.passed) passed++;
      }
      expect(passed / 6).toBe(rep / 6);
    }
  });

  it('GIVEN no Squad Leader on the table THEN the setter\'s own REP is rolled against', () => {
    expect(ambushRollRep(pre({}, {}, [gunner]), gunner)).toBe(5);
    expect(ambushRollRep(pre({}), gunner)).toBe(4);
  });

  it('GIVEN a Defense THEN set with no roll; with civilians in the AO refused; being ambushed, a Fight or no mission type refused', () => {
    const a = args(pre({ type: 'defense' }), 'fwf', []);
    expect(unwrap(setClaymoreOrder(a, { figure: 'joe', toward: east })).events).toMatchObject([{ kind: 'claymore-set', mine: 'M1' }]);
    expect(a.roller.remaining).toBe(0);
    const civ = pre({ type: 'defense' }, { tour: { setUp: { civilians: true } } as unknown as FngGame['tour'] });
    expectCode(setClaymoreOrder(args(civ, 'fwf', []), { figure: 'joe', toward: east }), 'fng/claymore-civilians');
    expectCode(preGameClaymores(pre({ type: 'ambush', ambush: 'ambushed' })), 'fng/claymores-not-before-start');
    expectCode(preGameClaymores(pre({ type: 'fight' })), 'fng/claymores-not-before-start');
    expectCode(preGameClaymores(pre({})), 'fng/claymores-not-before-start');
  });

  it('GIVEN a facing at his own feet or no Claymores in the stores THEN refused', () => {
    expectCode(setClaymoreOrder(args(pre({ type: 'defense' }), 'fwf', []), { figure: 'joe', toward: { x: 10, y: 12 } }), 'fng/claymore-facing');
    expectCode(setClaymoreOrder(args(pre({ type: 'defense' }, {}, [sl, gunner], 0), 'fwf', []), { figure: 'joe', toward: east }), 'fng/no-claymores-left');
  });
});

describe('Setting a Claymore during the mission (L783)', () => {
  const live = (figures: TableFigure[] = [sl, gunner]) => table(figures, { forces: forces(1), mission: mission({ type: 'fight' }) });

  it('GIVEN a soldier\'s activation THEN he sets it, and it is all he does: busy, no fire after', () => {
    const r = unwrap(setClaymoreOrder(args(live(), 'fwf', []), { figure: 'joe', toward: east }));
    expect(at(r.game, 'fwf', 'joe').busy).toBe(true);
    expectCode(fireClaymoreOrder(args(r.game, 'fwf', []), { figure: 'joe', mine: 'M1' }), 'fng/already-fired');
  });

  it('GIVEN he already moved this activation THEN refused (one uninterrupted activation)', () => {
    expectCode(setClaymoreOrder(args(live([sl, { ...gunner, moved: true }]), 'fwf', []), { figure: 'joe', toward: east }), 'fng/already-moved');
  });
});

describe('Firing a placed Claymore (L783)', () => {
  const mine = { id: 'M1', side: 'fwf' as const, unit: 'sq1', at: { x: 10, y: 10 }, toward: { x: 18, y: 10 } };
  const vc1 = fig('cf', 'vc-1', 14, 10);
  const vc2 = fig('cf', 'vc-2', 17, 13);
  const vcOut = fig('cf', 'vc-3', 14, 14);
  const buddy = fig('fwf', 'buddy', 7, 10);
  const g = (figures: TableFigure[]): FngGame => table(figures, { forces: forces(0), mission: mission({ type: 'ambush', ambush: 'ambushing' }), claymores: { mines: [mine], next: 2 } });

  it('GIVEN VC in the cone, one outside it and a friend 3" behind the mine THEN the cone catches the two VC and the back blast the friend', () => {
    const c = claymoreCaught(g([{ ...sl, at: { x: 10, y: 8 } }, vc1, vc2, vcOut, buddy]), mine);
    expect(c.caught.map((f) => f.id)).toEqual(['vc-1', 'vc-2']);
    expect(c.behind.map((f) => f.id)).toEqual(['buddy']);
  });

  it('GIVEN the Squad Leader 2" off fires it THEN Impact 3 on each VC (a 1 kills, a 3 puts out of the fight), Impact 2 on the friend (a 6 knocks down), the mine is spent and his fire too', () => {
    const figures = [{ ...sl, at: { x: 10, y: 8 } }, vc1, vc2, buddy];
    const r = unwrap(fireClaymoreOrder(args(g(figures), 'fwf', [1, 3, 6, ...Array<number>(40).fill(3)]), { figure: 'sgt', mine: 'm1' }));
    expect(r.events[0]).toEqual({ kind: 'claymore-fired', figure: 'fwf:sgt', mine: 'M1', at: mine.at, toward: mine.toward, caught: ['cf:vc-1', 'cf:vc-2'], behind: ['fwf:buddy'], away: { 'cf:vc-1': 4, 'cf:vc-2': 7.6, 'fwf:buddy': 3 } });
    const dmg = r.events.filter((e): e is Extract<FngEvent, { kind: 'damage' }> => e.kind === 'damage');
    // vc-2 Out of the Fight rolls whether he walks (the 6) before the back blast's die (a 3, above Impact 2).
    expect(dmg.slice(0, 3).map((d) => [d.figure, d.impact, d.roll.die, d.roll.result])).toEqual([
      ['cf:vc-1', 3, 1, 'obviously-dead'],
      ['cf:vc-2', 3, 3, 'out-of-the-fight'],
      ['fwf:buddy', 2, 3, 'knocked-down'],
    ]);
    expect(at(r.game, 'cf', 'vc-1').status).toBe('obviously-dead');
    expect(r.game.claymores!.mines).toEqual([]);
    expect(at(r.game, 'fwf', 'sgt').fired).toBe(true);
    // Each caught man's distance from the mine, as the board measures it (vc-2 at 17,13: √(49 + 9) = 7.6″).
    expect(eventsText([r.events[0]!], viewFng(r.game, PUBLIC), 0)).toContain('fires Claymore M1 at 10,10, faced at 18,10 (L783): the 8" cone, Impact 3, friend or foe, catches **vc-1** (4″ from the mine), **vc-2** (7.6″); the 4" back blast, Impact 2, **buddy** (3″ from the mine).');
  });

  it('GIVEN the soldier more than 12" from it, a mine that is not out, or the enemy\'s side naming it THEN refused', () => {
    expectCode(fireClaymoreOrder(args(g([{ ...sl, at: { x: 10, y: 23 } }, vc1]), 'fwf', []), { figure: 'sgt', mine: 'M1' }), 'fng/claymore-too-far');
    expectCode(fireClaymoreOrder(args(g([sl, vc1]), 'fwf', []), { figure: 'sgt', mine: 'M2' }), 'fng/unknown-claymore');
    expectCode(fireClaymoreOrder(args({ ...g([sl, vc1]), acting: 'cf' }, 'cf', []), { figure: 'vc-1', mine: 'M1' }), 'fng/unknown-claymore');
  });

  it('GIVEN a mine out THEN the mission status lists it, and every refusal has words', () => {
    expect(missionStatusLines(viewFng(g([sl]), PUBLIC)).join('\n')).toContain('Claymores out (L783): M1 at 10,10 faced at 18,10');
    for (const code of ['fng/no-claymores-left', 'fng/claymores-not-before-start', 'fng/claymores-not-set-out', 'fng/claymore-civilians', 'fng/claymore-facing', 'fng/unknown-claymore', 'fng/claymore-too-far', 'fng/claymore-say']) {
      expect(FNG_MESSAGES[code]).toBeDefined();
    }
  });
});

describe('the Claymore order as /fng-mission claymore gives it (L783)', () => {
  it('GIVEN set without the spot it faces, or fire without the mine THEN fng/claymore-say names what to give, before any die', () => {
    const g0 = table([fig('fwf', 'sgt', 10, 10)]);
    expectCode(claymoreOrder(args(g0, 'fwf', []), { do: 'set', figure: 'sgt' }), 'fng/claymore-say');
    expectCode(claymoreOrder(args(g0, 'fwf', []), { do: 'fire', figure: 'sgt' }), 'fng/claymore-say');
    expect(FNG_MESSAGES['fng/claymore-say']!({ what: '`toward:x,y`', do: 'set' })).toBe('Say `toward:x,y` for `do:set`.');
  });

  it('GIVEN the mission not begun (turn 0) THEN a set-up order; once begun, or no game, an action', () => {
    expect([claymoreOrderKind({ turn: 0 }), claymoreOrderKind({ turn: 1 }), claymoreOrderKind(undefined)]).toEqual(['setup', 'act', 'act']);
  });
});
