import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { HiddenTrap } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { trapsSprung } from '../../../../../../src/rulesets/fng/rules/enemy/moves/traps-play.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { at, fig, table } from '../../../helpers/table.js';

/**
 * Laid booby traps going off (p.65, L1506–L1522): the figure that moved onto one, the Disarm Trap test
 * (2d6 vs REP, a 6 always failing), the 5" blast of Impact 2 or the localized Impact 1 hit.
 */
const T1 = (type: HiddenTrap['type'] = 'wide-spread'): HiddenTrap => ({ id: 'T1', at: { x: 30, y: 20 }, type, seq: 1 });

function spring(figures: TableFigure[], faces: number[], trap = T1()) {
  const g: FngGame = table(figures, { mission: mission({ enemy: 'lvc' }), traps: [trap], sealed: [{ seq: 1, kind: 'trap', entry: { id: 'T1', at: trap.at, type: trap.type } }] });
  const a = bot(faces);
  const t = ctx(a);
  const game = trapsSprung(t, g);
  return { g, game, pub: t.pub, remaining: a.roller.remaining };
}

const trapEvent = (pub: readonly FngEvent[]) => pub.filter((e) => e.kind === 'trap').map(({ parts: _p, ...e }) => e);

describe('trapsSprung: who sets a laid trap off', () => {
  it('GIVEN a figure on the trap that has not moved this activation THEN nothing happens', () => {
    const r = spring([fig('fwf', 'a', 30, 20)], []);
    expect(r.game).toBe(r.g);
    expect(r.pub).toEqual([]);
  });

  it('GIVEN a figure that moved to 1" from it THEN it sets it off: the trap leaves the table (the sealed entry stays for /verify)', () => {
    const r = spring([fig('fwf', 'a', 31, 20, { moved: true }), fig('fwf', 'b', 32.1, 20, { moved: true })], [1, 1]);
    expect(r.remaining).toBe(0);
    expect(r.game.traps).toEqual([]);
    expect(r.game.sealed).toEqual(r.g.sealed);
    expect(trapEvent(r.pub)).toEqual([{ kind: 'trap', trap: 'T1', figure: 'fwf:a', type: 'wide-spread', outcome: 'deactivated', rep: 4, passes: 2 }]);
  });

  it('GIVEN the only mover 1.1" from it THEN nothing happens', () => {
    const r = spring([fig('fwf', 'a', 31.1, 20, { moved: true })], []);
    expect(r.game).toBe(r.g);
  });
});

describe('springTrap: Disarm Trap and the explosion (L1506–L1518)', () => {
  it('GIVEN 1 pass and a second die passing THEN deactivated; failing THEN it explodes', () => {
    const ok = spring([fig('fwf', 'a', 30, 20, { moved: true })], [1, 6, 4]);
    expect(ok.remaining).toBe(0);
    expect(trapEvent(ok.pub)).toEqual([{ kind: 'trap', trap: 'T1', figure: 'fwf:a', type: 'wide-spread', outcome: 'deactivated', rep: 4, passes: 1 }]);
    expect(ok.game.figures).toEqual(ok.g.figures);
    const boom = spring([fig('fwf', 'a', 30, 20, { moved: true })], [1, 6, 5, /* damage: knocked down */ 6, /* recover: stunned */ 4, 4]);
    expect(boom.remaining).toBe(0);
    expect(trapEvent(boom.pub)).toEqual([{ kind: 'trap', trap: 'T1', figure: 'fwf:a', type: 'wide-spread', outcome: 'explodes', rep: 4, passes: 1 }]);
    expect(at(boom.game, 'fwf', 'a').status).toBe('stunned');
  });

  it('GIVEN 0 passes THEN a 5" blast of Impact 2: the figures within 2.5" are caught, one 3" off is not', () => {
    const r = spring([fig('fwf', 'a', 30, 20, { moved: true }), fig('fwf', 'b', 32.5, 20), fig('fwf', 'c', 30, 23)], [6, 6, /* damage a, b: knocked down */ 6, 4, /* recover a, b: stunned */ 4, 4, 4, 4, /* c\'s Man Down */ 4, 4]);
    expect(r.remaining).toBe(0);
    expect(r.pub.find((e) => e.kind === 'blast')).toMatchObject({ kind: 'blast', centre: { x: 30, y: 20 }, diameter: 5, impact: 2, caught: ['fwf:a', 'fwf:b'] });
    expect(r.pub.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && [e.figure, e.impact])).toEqual([['fwf:a', 2], ['fwf:b', 2]]);
    expect(['a', 'b', 'c'].map((id) => at(r.game, 'fwf', id).status)).toEqual(['stunned', 'stunned', 'carry-on']);
    expect(r.pub.filter((e) => e.kind === 'reaction').map((e) => e.kind === 'reaction' && [e.figure, e.tests, e.outcome])).toEqual([['fwf:c', 'man-down', 'carry-on']]);
  });

  it('GIVEN a localized trap THEN no disarm test: only the victim takes an Impact 1 hit', () => {
    const r = spring([fig('fwf', 'a', 30, 20, { moved: true }), fig('fwf', 'b', 31, 20)], [/* damage */ 6, /* recover */ 4, 4, /* b\'s Man Down */ 4, 4], T1('localized'));
    expect(r.remaining).toBe(0);
    expect(trapEvent(r.pub)).toEqual([{ kind: 'trap', trap: 'T1', figure: 'fwf:a', type: 'localized', outcome: 'explodes' }]);
    expect(r.pub.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && [e.figure, e.impact])).toEqual([['fwf:a', 1]]);
    expect(r.pub.some((e) => e.kind === 'blast')).toBe(false);
    expect(at(r.game, 'fwf', 'a').status).toBe('stunned');
    expect(at(r.game, 'fwf', 'b').status).toBe('carry-on');
  });
});
