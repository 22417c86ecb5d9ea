import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { chestChargeAim, chestChargeOrder } from '../../../../../../src/rulesets/fng/rules/enemy/moves/suicide-troops.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { inCdmZone } from '../../../../../../src/rulesets/fng/rules/firefight/claymore-state.js';

/*
 * Suicide troops (L2154): "CDMs strapped to their chests. Detonating CDMs will kill them." The CDM's
 * cone (L783): 1" wide at the mine, 8" deep, 8" wide at the far end, Impact 3 friend or foe; a 4"
 * Impact 2 back blast. vc1-2 carries one; the players stand 5" in front of him.
 */
const trooper = (x = 32, y = 10) => fig('cf', 'vc1-2', x, y, { unit: 'vc1', gear: ['claymore'], attributes: ['nerves-of-steel'] });
const leader = fig('cf', 'vc1-1', 30, 10, { unit: 'vc1', role: 'squad-leader' });
const game = (figures: TableFigure[]): FngGame => table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'mfvc' }) });

describe('The CDM\'s cone (L783)', () => {
  it('GIVEN a mine at 0,0 faced east THEN 1" wide at the mine, 8" deep, 8" wide at the far end; nothing behind it', () => {
    const east = { x: 8, y: 0 };
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: 0.1, y: 0.5 })).toBe(true);
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: 4, y: 2.25 })).toBe(true);
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: 4, y: 2.4 })).toBe(false);
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: 8, y: -4 })).toBe(true);
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: 8.5, y: 0 })).toBe(false);
    expect(inCdmZone({ x: 0, y: 0 }, east, { x: -1, y: 0 })).toBe(false);
  });
});

describe('Suicide troops set off their chest mines (L2154)', () => {
  it('GIVEN two players 5" in front THEN the bot faces the cone to catch both (the nearer named); none within 8" seen THEN no aim', () => {
    const g = game([trooper(), fig('fwf', 'a', 32, 15), fig('fwf', 'b', 34, 15)]);
    expect(chestChargeAim(undefined, g, at(g, 'cf', 'vc1-2') as never)?.id).toBe('a');
    const far = game([trooper(), fig('fwf', 'a', 32, 25)]);
    expect(chestChargeAim(undefined, far, at(far, 'cf', 'vc1-2') as never)).toBeUndefined();
  });

  it('GIVEN his group active THEN he sets it off first: he is Obviously Dead, both players are hit at Impact 3, and the rest of his group then acts', () => {
    const g = game([leader, trooper(), fig('fwf', 'a', 32, 15), fig('fwf', 'b', 34, 15)]);
    const t = ctx(bot(Array<number>(80).fill(4)));
    const after = activateGroup(t, g, enemyGroups(g)[0]!.members);
    const e = t.pub.find((x): x is Extract<FngEvent, { kind: 'chest-charge' }> => x.kind === 'chest-charge')!;
    expect(e).toEqual({ kind: 'chest-charge', figure: 'cf:vc1-2', toward: { x: 32, y: 15 }, caught: ['fwf:a', 'fwf:b'], behind: [], away: { 'fwf:a': 5, 'fwf:b': 5.4 } });
    expect(at(after, 'cf', 'vc1-2').status).toBe('obviously-dead');
    expect(t.pub.filter((x) => x.kind === 'damage').length).toBeGreaterThanOrEqual(2);
    expect(t.pub.some((x) => x.kind === 'enemy-group' && x.leader === 'vc1-1')).toBe(true);
    expect(eventsText([e], viewFng(after, PUBLIC), 12)).toContain('sets off the mine strapped to his chest');
    expect(eventsText([e], viewFng(after, PUBLIC), 12)).toContain('catches **a** (5″ from him), **b** (5.4″)');
  });

  it('GIVEN his own man behind him THEN the 4" back blast catches him too, friend or foe', () => {
    const g = game([trooper(), fig('cf', 'vc1-3', 32, 7, { unit: 'vc1' }), fig('fwf', 'a', 32, 15)]);
    const r = unwrap(chestChargeOrder(args(g, 'cf', Array<number>(40).fill(4)), { figure: 'vc1-2', toward: { x: 32, y: 15 } }));
    expect(r.events[0]).toMatchObject({ kind: 'chest-charge', caught: ['fwf:a'], behind: ['cf:vc1-3'] });
  });

  it('GIVEN a figure with no mine strapped on THEN refused', () => {
    expectCode(chestChargeOrder(args(game([leader, fig('fwf', 'a', 30, 15)]), 'cf', []), { figure: 'vc1-1', toward: { x: 30, y: 15 } }), 'fng/no-chest-charge');
  });
});
