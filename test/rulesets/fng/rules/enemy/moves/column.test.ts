import { describe, expect, it } from 'vitest';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { columnOrder, singleFile } from '../../../../../../src/rulesets/fng/rules/enemy/moves/column.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { bare, mission, said, SQUAD_FACES } from '../../../helpers/bot.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { args, fig, table } from '../../../helpers/table.js';

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
    expectCode(go(before({ type: 'ambush', ambush: 'ambushing' }, { pefs: [] }), { head, trail }), 'fng/column-no-pefs');
    expectCode(go(before({ type: 'fight' }), { head, trail }), 'fng/column-not-ambushed');
    expectCode(go(before({}, { mission: undefined }), { head, trail }), 'fng/no-mission');
    expectCode(go(before({ type: 'ambush', ambush: 'ambushed' }, { turn: 1 }), { head, trail }), 'fng/column-after-start');
    expectCode(go(before(), { head, trail }, 'cf'), 'fng/column-not-ambushed');
    expectCode(go(before(), { head, trail: head }), 'fng/column-direction');
    for (const c of ['fng/column-no-pefs', 'fng/column-not-ambushed', 'fng/column-after-start', 'fng/column-direction']) expect(FNG_MESSAGES[c]).toBeDefined();
  });
});

describe('Springing the Ambush: the enemy\'s resolved PEFs in single file (L2195)', () => {
  const sprung = () =>
    table([fig('fwf', 'pink', 30, 30, { star: true }), fig('fwf', 'kelly', 31, 30)], {
      turn: 0,
      acting: undefined,
      dice: undefined,
      mission: mission({ type: 'ambush', ambush: 'ambushing', enemy: 'lvc' }),
      pefs: [{ id: 'P1', at: { x: 30, y: 26 } }, { id: 'P2', at: { x: 60, y: 5 } }],
    });

  it('GIVEN two PEFs (P1 a false alarm, P2 Contact!: a three-man cell) THEN every PEF resolved, the cell laid 1" apart from the head, the squad where it stood, no In Sight taken', () => {
    const a = args(sprung(), 'fwf', [6, 6, 1, 1, 1, 1, ...SQUAD_FACES()]);
    const r = unwrap(columnOrder({ ...a, gm: false }, { head: { x: 20, y: 10 }, trail: { x: 40, y: 10 } }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.pefs).toEqual([]);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => [f.id, f.at])).toEqual([
      ['vc1-1', { x: 20, y: 10 }],
      ['vc1-2', { x: 21, y: 10 }],
      ['vc1-3', { x: 22, y: 10 }],
    ]);
    expect(r.game.figures.filter((f) => f.side === 'fwf').map((f) => f.at)).toEqual([{ x: 30, y: 30 }, { x: 31, y: 30 }]);
    const kinds = r.events.map((e) => e.kind);
    expect(kinds).not.toContain('in-sight');
    expect(bare(r.events.filter((e) => e.kind === 'pef-resolved'))).toEqual([
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 26 }, by: 'pink', outcome: 'false-alarm' },
      { kind: 'pef-resolved', pef: 'P2', at: { x: 60, y: 5 }, by: 'pink', outcome: 'contact' },
    ]);
    expect(said(r.events.filter((e) => e.kind === 'enemy-dice'))[0]).toBe('PEF Resolution P1 (2d6 vs EAL 1): 0 passed → false-alarm');
    const column = r.events.find((e): e is Extract<FngEvent, { kind: 'enemy-column' }> => e.kind === 'enemy-column')!;
    expect(column).toEqual({ kind: 'enemy-column', figures: ['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3'], head: { x: 20, y: 10 }, trail: { x: 40, y: 10 } });
    expect(eventsText([column], viewFng(r.game, PUBLIC), 0)).toContain('single file, 1" apart, its head at 20,10');
  });
});
