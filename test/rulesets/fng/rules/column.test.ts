import { describe, expect, it } from 'vitest';
import { FNG_MESSAGES } from '../../../../src/rulesets/fng/play/messages.js';
import { columnOrder, singleFile } from '../../../../src/rulesets/fng/rules/column.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/mission.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { expectCode, unwrap } from '../../../helpers/rules.js';
import { mission } from './bot.js';
import { args, fig, table } from './table.js';

/*
 * Ambush (L2195): "If ambushed: ... Form your squad/platoon into one long single file column with 1"
 * gaps between figures. Place the head of the column in the nearest least favorable cover/terrain
 * within LOS and weapons range of all enemy ambushers."
 */
const squad = () => [fig('fwf', 'pink', 0, 0), fig('fwf', 'kelly', 0, 0), fig('fwf', 'able', 0, 0, { at: undefined }), fig('fwf', 'gone', 0, 0, { status: 'obviously-dead' })];
const before = (m: Partial<FngMission> = { type: 'ambush', ambush: 'ambushed' }, over: Partial<FngGame> = {}): FngGame =>
  table(squad(), { turn: 0, acting: undefined, dice: undefined, mission: mission(m), ...over });
const go = (g: FngGame, input: Parameters<typeof columnOrder>[1], side: 'fwf' | 'cf' = 'fwf') => columnOrder({ ...args(g, side, []), gm: false }, input);

describe('The single file column (L2195)', () => {
  it('GIVEN a head and a spot to trail toward THEN one place a figure, 1" apart along the line', () => {
    expect(singleFile({ x: 10, y: 10 }, { x: 10, y: 30 }, 3)).toEqual([{ x: 10, y: 10 }, { x: 10, y: 11 }, { x: 10, y: 12 }]);
    expect(singleFile({ x: 0, y: 0 }, { x: 3, y: 4 }, 2)).toEqual([{ x: 0, y: 0 }, { x: 0.6, y: 0.8 }]);
  });

  it('GIVEN the players ambushed, before the start, no figures named THEN every figure of theirs still in it, in order, from the head', () => {
    const r = unwrap(go(before(), { head: { x: 20, y: 10 }, trail: { x: 0, y: 10 } }));
    expect(r.game.figures.filter((f) => f.status === 'carry-on').map((f) => [f.id, f.at])).toEqual([
      ['pink', { x: 20, y: 10 }],
      ['kelly', { x: 19, y: 10 }],
      ['able', { x: 18, y: 10 }],
    ]);
    expect(r.events.map((e) => e.kind)).toEqual(['placed', 'placed', 'placed']);
  });

  it('GIVEN figures named THEN those, head first', () => {
    const r = unwrap(go(before(), { head: { x: 20, y: 10 }, trail: { x: 20, y: 0 }, figures: ['kelly', 'pink'] }));
    expect(r.game.figures.filter((f) => f.id === 'kelly' || f.id === 'pink').map((f) => [f.id, f.at])).toEqual([
      ['pink', { x: 20, y: 9 }],
      ['kelly', { x: 20, y: 10 }],
    ]);
  });

  it('GIVEN the players ambushing, a Fight, no mission, the turn running, the enemy\'s side or no direction THEN refused, each with words', () => {
    const head = { x: 20, y: 10 };
    const trail = { x: 0, y: 10 };
    expectCode(go(before({ type: 'ambush', ambush: 'ambushing' }), { head, trail }), 'fng/column-not-ambushed');
    expectCode(go(before({ type: 'fight' }), { head, trail }), 'fng/column-not-ambushed');
    expectCode(go(before({}, { mission: undefined }), { head, trail }), 'fng/no-mission');
    expectCode(go(before({ type: 'ambush', ambush: 'ambushed' }, { turn: 1 }), { head, trail }), 'fng/column-after-start');
    expectCode(go(before(), { head, trail }, 'cf'), 'fng/column-not-ambushed');
    expectCode(go(before(), { head, trail: head }), 'fng/column-direction');
    for (const c of ['fng/column-not-ambushed', 'fng/column-after-start', 'fng/column-direction']) expect(FNG_MESSAGES[c]).toBeDefined();
  });
});
