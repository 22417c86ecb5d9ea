import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { fireOverwatch, overwatchFire, setOverwatch } from '../../../../../src/rulesets/fireteam/rules/actions/overwatch.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FireteamScenario } from '../../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { markMoved } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { withExtras } from '../../../../../src/rulesets/fireteam/rules/game/game.js';
import { stepAfterMove } from '../../../../../src/rulesets/fireteam/rules/turn/under-watch.js';
import { parseScenario } from '../../../../helpers/boards.js';
import { AX, dice, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';
import { RULES } from '../fixtures.js';

describe('overwatch (seed 004, Actions: Over Watch)', () => {
  const s = game([onTable(AX, spec('ow'), { goneToGround: true }), onTable(RU, spec('mover')), { ...onTable(AX, spec('new')), deployedThisTurn: true }]);

  it('GIVEN overwatch THEN it may not fire in the firing phase but may during enemy movement, once', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expect([unit(t, 'ow').overwatch, unit(t, 'ow').goneToGround]).toEqual([true, false]);
    const f = declareFire(inPhase(t, 'firing'), AX, [{ unit: 'ow', kind: 'direct', target: 'mover' }]);
    expect(f.ok ? 'ok' : f.params).toEqual({ unit: 'ow', reason: 'on-overwatch' });
    const m = inPhase(t, 'movement', { side: RU });
    expect(checkMove(m, AX, 'overwatch-fire').ok).toBe(true);
    const r = unwrap(overwatchFire(m, AX, 'ow', 'mover'));
    expect(unit(r.state, 'ow')).toMatchObject({ overwatch: false, firedThisTurn: true });
    expectCode(overwatchFire(r.state, AX, 'ow', 'mover'), 'fireteam/not-on-overwatch');
  });

  it('GIVEN a unit deployed this turn THEN it cannot go on overwatch', () => {
    const r = setOverwatch(s, AX, 'new');
    expect(r.ok ? 'ok' : r.params).toEqual({ unit: 'new', reason: 'deployed-this-turn' });
  });

  it('GIVEN overwatch fire at an own unit THEN own-unit', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expectCode(overwatchFire(t, AX, 'ow', 'new'), 'fireteam/own-unit');
  });
});

describe('overwatch fires at enemies who move into view (seed 004, Over Watch, 004 L57–L61)', () => {
  const parsed = parseScenario(readFileSync(resolve(import.meta.dirname, '../../../../../assets/scenarios/fireteam-river-crossing.json'), 'utf8'));
  if (!parsed.ok || parsed.value.ruleset !== 'fireteam') throw new Error('the river-crossing scenario does not load');
  const board = parsed.value as FireteamScenario;
  // Axis `ow` watches from (30,30); the Pine forest hides (58,40) (2"+ inside it); (50,44) is open ground in view.
  const field = () =>
    inPhase(game([onTable(AX, spec('ow'), { position: { x: 30, y: 30 }, overwatch: true }), onTable(RU, spec('hid'), { position: { x: 50, y: 40 } }), onTable(RU, spec('seen'), { position: { x: 46, y: 44 } })]), 'movement', { side: RU });
  const moved = (id: string, from: { x: number; y: number }) => markMoved(field(), { side: RU, id }, from);

  it('GIVEN a team that sat in the open in view and moved THEN no overwatch at it, and its side does not wait', () => {
    const s = moved('seen', { x: 50, y: 44 });
    expectCode(fireOverwatch(s, AX, 'ow', 'seen', {}, dice(10), RULES, board), 'fireteam/already-in-view');
    const after = stepAfterMove(s, RU, 'seen', board);
    expect(after.watched).toBe(false);
    expect(after.game.extras?.awaitingOverwatch).toBeUndefined();
  });

  it('GIVEN a team that came out of the forest into view THEN its side waits; the one watcher\'s shot ends the wait and the step', () => {
    const s = moved('hid', { x: 58, y: 40 });
    const after = stepAfterMove(s, RU, 'hid', board);
    expect(after.watched).toBe(true);
    expect(after.game.extras?.awaitingOverwatch).toEqual({ side: RU, unit: 'hid' });
    const shot = unwrap(fireOverwatch(after.game, AX, 'ow', 'hid', {}, dice(1), RULES, board));
    expect(shot.game.extras?.awaitingOverwatch).toBeUndefined();
    expect(shot.game.step).toEqual({ side: AX, done: [] });
  });

  it('GIVEN two watchers THEN the wait goes on after the first shot, for the second', () => {
    const s = withExtras(markMoved(game([onTable(AX, spec('ow'), { position: { x: 30, y: 30 }, overwatch: true }), onTable(AX, spec('ow2'), { position: { x: 30, y: 34 }, overwatch: true }), onTable(RU, spec('hid'), { position: { x: 50, y: 40 } })]), { side: RU, id: 'hid' }, { x: 58, y: 40 }), {});
    const after = stepAfterMove(inPhase(s, 'movement', { side: RU }), RU, 'hid', board);
    const shot = unwrap(fireOverwatch(after.game, AX, 'ow', 'hid', {}, dice(1), RULES, board));
    expect(shot.game.extras?.awaitingOverwatch).toEqual({ side: RU, unit: 'hid' });
  });
});
