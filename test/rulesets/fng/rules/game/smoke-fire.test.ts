import { describe, expect, it } from 'vitest';
import type { AirArea } from '../../../../../src/rulesets/fng/rules/support/air-state.js';
import { circle } from '../../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { fireOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import type { FngGame, TableFigure } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

/*
 * Smoke and the players' fire (L773): "Figures within smoke cannot fire or be hit by fire but will
 * still take a Received Fire Test. The smoke cloud also blocks LOS from one side to the other." The
 * smoke here is a WP bomb's (L1904) or a FAC's marking rocket's (L1917), air-state's SMOKE areas.
 * Pink (REP 5, M-16) stands at 10,20; a 5" cloud A1 at 20,20.
 */
const cloud = (kind: AirArea['kind'] = 'wp-smoke'): AirArea => ({ id: 'A1', kind, shape: circle({ x: 20, y: 20 }, 5), by: 'S1', since: 1 });
function game(figures: TableFigure[], areas: AirArea[] = [cloud()]): FngGame {
  return table([fig('fwf', 'pink', 10, 20, { rep: 5 }), ...figures], { air: { next: 2, areas, spots: [], facs: [] } });
}
const text = (code: string, x: Record<string, string | number>): string => FNG_MESSAGES[code]!(x);

describe('Smoke and fire (L773)', () => {
  it('GIVEN a VC beyond the cloud THEN pink may not fire at him: the smoke blocks sight from one side to the other; the words say what would work', () => {
    const g = game([fig('cf', 'tranh', 30, 20)]);
    const r = fireOrder(args(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }] });
    expectCode(r, 'fng/smoke-between');
    expect(!r.ok && r.params).toMatchObject({ figure: 'tranh', shooter: 'pink', area: 'A1' });
    expect(text('fng/smoke-between', { figure: 'tranh', shooter: 'pink', area: 'A1' })).toMatch(/pick a target on this side of it, or move round it/);
    // A FAC's marking smoke does the same (L1917: "acts as a smoke grenade").
    expectCode(fireOrder(args(game([fig('cf', 'tranh', 30, 20)], [cloud('mark-smoke')]), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }] }), 'fng/smoke-between');
  });

  it('GIVEN the same VC off to one side of the cloud THEN pink fires at him as ever', () => {
    // The line from 10,20 to 30,30 passes 4.5" from the cloud's centre, clear of its 2.5" radius. Any dice.
    const a = args(game([fig('cf', 'tranh', 30, 30)]), 'fwf', Array<number>(60).fill(3));
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.find((e) => e.kind === 'shot')).toMatchObject({ shooter: 'fwf:pink', targets: [{ id: 'cf:tranh' }] });
  });

  it('GIVEN pink inside the cloud THEN he cannot fire at all, whoever the target', () => {
    const g = { ...game([fig('cf', 'tranh', 30, 30)]), figures: [fig('fwf', 'pink', 19, 20, { rep: 5 }), fig('cf', 'tranh', 30, 30)] };
    const r = fireOrder(args(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }] });
    expectCode(r, 'fng/shooter-in-smoke');
    expect(text('fng/shooter-in-smoke', { figure: 'pink', area: 'A1' })).toBe('`pink` stands in the smoke of A1 (L773): figures in smoke cannot fire. Move out of it first (`/fng move`), or fire once it has cleared.');
  });

  it('GIVEN a VC inside the cloud THEN pink may fire at him, every die misses however high ("cannot ... be hit"), and he still takes a Received Fire Test', () => {
    const tranh = fig('cf', 'tranh', 21, 20);
    const g = game([tranh]);
    const tr = 3;
    // Pink's dice all 6s: 11s, hits anywhere else. Then tranh's Received Fire 2d6: 6, 6 (0 passed vs REP 4).
    const a = args(g, 'fwf', [...Array<number>(tr).fill(6), 6, 6, ...Array<number>(20).fill(6)]);
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    const shot = r.events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot')!;
    expect(shot.targets[0]).toMatchObject({ id: 'cf:tranh', inSmoke: true });
    expect(shot.result.shots.map((s) => [s.face, s.result, s.reasons])).toEqual(Array.from({ length: shot.result.shots.length }, () => [6, 'target-missed', ['in-smoke']]));
    expect(shot.result.hits).toEqual({});
    expect(r.events.some((e) => e.kind === 'damage')).toBe(false);
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
    expect(at(r.game, 'cf', 'tranh').status).not.toBe('obviously-dead');
  });

  it('GIVEN the VC in the cloud passes his Received Fire with 2 (Fire) THEN his return fire is not fired: he is in smoke (L773)', () => {
    const g = game([fig('cf', 'tranh', 21, 20)]);
    const a = args(g, 'fwf', [6, 6, 6, 1, 2, ...Array<number>(20).fill(3)]);
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.filter((e) => e.kind === 'shot').length).toBe(1);
    expect(r.events.find((e) => e.kind === 'no-shot')).toEqual({ kind: 'no-shot', shooter: 'cf:tranh', why: 'return-fire', reason: 'in-smoke' });
  });
});
