import { describe, expect, it } from 'vitest';
import { flashlightOrder, starlightOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-night-gear.js';
import { nightSightFactor } from '../../../../../../src/rulesets/fng/rules/firefight/useful-gear.js';
import { sightOf } from '../../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import { sees } from '../../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Flashlight (L366): at night "LOS is doubled in most terrain with the exception of elephant grass ...
 * Any figure using a flashlight ... is seen and can be fired upon using daylight ranges."
 * Starlight Scope (L367–L372): "night LOS for the user is tripled in open terrain, and doubled in any
 * other terrain except elephant grass ... It will not function on rainy nights."
 */
const mission = (over: Partial<FngMission> = {}): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: true, pefRep: 2, nextPef: 1, nextUnit: 1, ...over }) as FngMission;
const game = (over: Partial<FngGame> = {}): FngGame => table([fig('fwf', 'pink', 10, 20, { gear: ['flashlight', 'starlight-scope'] }), fig('cf', 'tranh', 40, 20)], { mission: mission(), ...over });

describe('the factors (L366, L367–L372)', () => {
  it('GIVEN each aid and ground THEN the night LOS multiplies as the book says', () => {
    expect(nightSightFactor('flashlight', 'open')).toBe(2);
    expect(nightSightFactor('flashlight', 'double-canopy-jungle')).toBe(2);
    expect(nightSightFactor('flashlight', 'elephant-grass')).toBe(1);
    expect(nightSightFactor('starlight-scope', 'open')).toBe(3);
    expect(nightSightFactor('starlight-scope', 'clear')).toBe(3);
    expect(nightSightFactor('starlight-scope', 'double-canopy-jungle')).toBe(2);
    expect(nightSightFactor('starlight-scope', 'elephant-grass')).toBe(1);
    expect(nightSightFactor('starlight-scope', 'open', 'inclement')).toBe(1);
    expect(nightSightFactor('starlight-scope', 'open', 'clear')).toBe(3);
  });
});

describe('a flashlight at night (L366)', () => {
  it('GIVEN pink 30" from tranh at night THEN tranh cannot see him; pink switches his flashlight on THEN tranh sees him as by day; off again THEN not', () => {
    const g = game();
    expect(sees(undefined, { x: 40, y: 20 }, { x: 10, y: 20 }, sightOf(g))).toBe(false);
    const on = unwrap(flashlightOrder(args(g, 'fwf', []), { figure: 'pink' }));
    expect(at(on.game, 'fwf', 'pink').flashlight).toBe(true);
    expect(on.events).toEqual([{ kind: 'night-gear', figure: 'fwf:pink', gear: 'flashlight', on: true }]);
    expect(sees(undefined, { x: 40, y: 20 }, { x: 10, y: 20 }, sightOf(on.game))).toBe(true);
    const off = unwrap(flashlightOrder(args(on.game, 'fwf', []), { figure: 'pink' }));
    expect(at(off.game, 'fwf', 'pink').flashlight).toBeUndefined();
    expect(sees(undefined, { x: 40, y: 20 }, { x: 10, y: 20 }, sightOf(off.game))).toBe(false);
  });

  it('GIVEN a day mission, or no flashlight THEN refused', () => {
    expectCode(flashlightOrder(args(game({ mission: mission({ night: false }) }), 'fwf', []), { figure: 'pink' }), 'fng/gear-by-day');
    expectCode(flashlightOrder(args(table([fig('fwf', 'kelly', 10, 20)], { mission: mission() }), 'fwf', []), { figure: 'kelly' }), 'fng/no-flashlight');
  });
});

describe('the starlight scope (L367–L372)', () => {
  it('GIVEN a clear night THEN pink is told 3× in the open, 2× elsewhere; nothing on the table changes', () => {
    const g = game();
    const r = unwrap(starlightOrder(args(g, 'fwf', []), { figure: 'pink' }));
    expect(r.game).toBe(g);
    expect(r.events).toEqual([{ kind: 'night-gear', figure: 'fwf:pink', gear: 'starlight-scope', on: true, open: 3, other: 2 }]);
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('his night LOS is 3× in the open and 2× in other terrain');
  });

  it('GIVEN a rainy night THEN it shows nothing', () => {
    const r = unwrap(starlightOrder(args(game({ mission: mission({ weather: 'terrible' } as Partial<FngMission>) }), 'fwf', []), { figure: 'pink' }));
    expect(r.events[0]).toMatchObject({ on: false, open: 1, other: 1 });
  });
});
