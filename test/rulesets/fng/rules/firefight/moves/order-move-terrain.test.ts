import { describe, expect, it } from 'vitest';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { walk } from '../../../../../../src/rulesets/fng/rules/terrain/foot-move.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { feature, rect } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import type { OrderArgs } from '../../../../../../src/rulesets/fng/rules/game/order.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';

/**
 * Movement pays the board's terrain (issue 34 item 7; Terrain p.46–50, L1146–L1204): double canopy
 * jungle half speed, single canopy a quarter, hills and elephant grass three quarters, a flooded paddy
 * half and a dry one full, a road full speed through anything; walking wounded half speed (L720).
 */

const TABLE = { kind: 'tabletop' as const, width: 72, height: 36 };
const on = (...features: FngFeature[]) => ({ board: TABLE, features });
const JUNGLE = feature('double-canopy-jungle', rect(10, 0, 30, 20));
const moveArgs = (g: FngGame, features: FngFeature[], faces: number[] = []): OrderArgs & { roller: { remaining: number } } => ({ ...args(g, 'fwf', faces), table: on(...features) });

describe('foot movement over the table (L1146–L1204)', () => {
  it('GIVEN 8" of move inside double canopy jungle THEN 4" of ground, and s1-5\'s 7.2" in it is refused naming the furthest point', () => {
    const g = table([fig('fwf', 's1-5', 12, 10)]);
    const r = moveFigures(moveArgs(g, [JUNGLE]), { moves: [{ figure: 's1-5', to: { x: 19.2, y: 10 } }], mode: 'normal' });
    expectCode(r, 'fng/too-far');
    if (r.ok) return;
    expect(r.params).toMatchObject({ figure: 's1-5', furthest: '16,10' });
    expect(FNG_MESSAGES['fng/too-far']!(r.params!)).toContain('16,10');
    const ok = unwrap(moveFigures(moveArgs(g, [JUNGLE]), { moves: [{ figure: 's1-5', to: { x: 16, y: 10 } }], mode: 'normal' }));
    expect(at(ok.game, 'fwf', 's1-5').at).toEqual({ x: 16, y: 10 });
    expect(ok.events[0]).toMatchObject({ kind: 'moved', inches: 4, terrain: [{ name: 'double-canopy-jungle', share: 0.5 }] });
  });

  it('GIVEN 6" of open ground then jungle THEN the last 2" of an 8" move cost 4: refused; 7" (6 + 1 in jungle = 8) allowed', () => {
    const g = table([fig('fwf', 'a', 4, 25)]);
    const edge = feature('double-canopy-jungle', rect(10, 20, 30, 10));
    expectCode(moveFigures(moveArgs(g, [edge]), { moves: [{ figure: 'a', to: { x: 12, y: 25 } }], mode: 'normal' }), 'fng/too-far');
    expect(at(unwrap(moveFigures(moveArgs(g, [edge]), { moves: [{ figure: 'a', to: { x: 11, y: 25 } }], mode: 'normal' })).game, 'fwf', 'a').at).toEqual({ x: 11, y: 25 });
  });

  it('GIVEN a Fast Move of 16" into the jungle THEN the figure stops where its 16" of move run out (8" of jungle)', () => {
    const g = table([fig('fwf', 'a', 12, 10, { rep: 5 })]);
    const r = unwrap(moveFigures(moveArgs(g, [JUNGLE], [1, 1]), { moves: [{ figure: 'a', to: { x: 36, y: 10 } }], mode: 'fast' }));
    expect(at(r.game, 'fwf', 'a').at).toEqual({ x: 20, y: 10 });
    expect(r.events.find((e) => e.kind === 'moved')).toMatchObject({ short: true, inches: 8 });
  });

  it('GIVEN a road through the jungle THEN full speed along it; single canopy a quarter, a hill three quarters, a flooded paddy half, a dry one full', () => {
    const road: FngFeature = { name: 'Route 1', type: 'road', shape: { kind: 'polyline', points: [{ x: 0, y: 10 }, { x: 72, y: 10 }], width: 2 } };
    expect(walk(on(JUNGLE, road), { x: 12, y: 10 }, { x: 20, y: 10 }, 8).full).toBe(true);
    expect(walk(on(feature('single-canopy-jungle', rect(0, 0, 72, 36))), { x: 12, y: 10 }, { x: 22, y: 10 }, 8).reached).toEqual({ x: 14, y: 10 });
    expect(walk(on(feature('hill', rect(0, 0, 72, 36))), { x: 12, y: 10 }, { x: 22, y: 10 }, 8).reached).toEqual({ x: 18, y: 10 });
    expect(walk(on(feature('rice-paddy', rect(0, 0, 72, 36))), { x: 12, y: 10 }, { x: 22, y: 10 }, 8).reached).toEqual({ x: 16, y: 10 });
    const dry: FngFeature = { ...feature('rice-paddy', rect(0, 0, 72, 36)), paddy: 'dry' };
    expect(walk(on(dry), { x: 12, y: 10 }, { x: 22, y: 10 }, 8).reached).toEqual({ x: 20, y: 10 });
    // Overlaid, the worse counts (L1169): marsh (½) under elephant grass (¾).
    expect(walk(on(feature('marsh', rect(0, 0, 72, 36)), feature('elephant-grass', rect(0, 0, 72, 36))), { x: 12, y: 10 }, { x: 22, y: 10 }, 8).reached).toEqual({ x: 16, y: 10 });
  });

  it('GIVEN a walking wounded figure THEN half speed (L720), halved again in the jungle', () => {
    const g = table([fig('fwf', 'w', 12, 10, { status: 'out-of-fight', walkingWounded: true })]);
    expectCode(moveFigures(moveArgs(g, [JUNGLE]), { moves: [{ figure: 'w', to: { x: 15, y: 10 } }], mode: 'normal' }), 'fng/too-far');
    expect(at(unwrap(moveFigures(moveArgs(g, [JUNGLE]), { moves: [{ figure: 'w', to: { x: 14, y: 10 } }], mode: 'normal' })).game, 'fwf', 'w').at).toEqual({ x: 14, y: 10 });
  });

  it('GIVEN a river whose depth nobody has found THEN walking into it is refused at its bank (wade in with /fng-mission swim)', () => {
    const river: FngFeature = { name: 'Song Be', type: 'river', shape: { kind: 'polyline', points: [{ x: 20, y: 0 }, { x: 20, y: 36 }], width: 4 } };
    const g = table([fig('fwf', 'a', 12, 10)]);
    const r = moveFigures(moveArgs(g, [river]), { moves: [{ figure: 'a', to: { x: 19, y: 10 } }], mode: 'normal' });
    expectCode(r, 'fng/too-far');
    if (!r.ok) expect(r.params).toMatchObject({ furthest: '18,10', why: 'water' });
  });
});
