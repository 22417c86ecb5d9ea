import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * The M-79 grenade launcher (L780): "It fires like a rifle with aimed fire up to 150m and using aimed
 * indirect fire from 150m up to 350m"; the weapons table (L445–L452) gives its High Explosive round
 * 12" min., 36" max., a 5" circle at Impact 2, and Buckshot 12", 3 targets, Impact 1. The M203 is "much
 * like the M-79 except ... Each time the M203 is fired, the user must roll on the Ready the Grenade Table".
 * Pink (REP 5) fires at Tranh in the open; Lam stands 2" from Tranh, inside the circle.
 */
const shots = (events: readonly FngEvent[]) => events.filter((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot');
const gl = (weapon: 'm79' | 'm203', tranhAt = 20) => table([fig('fwf', 'pink', 0, 20, { rep: 5, weapon }), fig('cf', 'tranh', tranhAt, 20), fig('cf', 'lam', tranhAt, 22)]);

describe('/fng fire with a grenade launcher (L780)', () => {
  it('GIVEN Pink\'s M-79 at Tranh 20" off THEN one die on the Ranged Combat table (6 + REP 5 hits) and the HE round bursts a 5" circle at Impact 2 on Tranh, catching Lam 2" from him', () => {
    const r = unwrap(fireOrder(args(gl('m79'), 'fwf', [6, ...Array<number>(40).fill(4)]), { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    const [shot] = shots(r.events);
    expect(shot).toMatchObject({ weapon: 'M-79 grenade launcher (HE)', tr: 1, targets: [{ id: 'cf:tranh', dice: 1 }] });
    const blast = r.events.find((e): e is Extract<FngEvent, { kind: 'blast' }> => e.kind === 'blast')!;
    expect(blast).toMatchObject({ diameter: 5, impact: 2, centre: { x: 20, y: 20 } });
    expect(blast.caught).toEqual(expect.arrayContaining(['cf:tranh', 'cf:lam']));
    expect(at(r.game, 'fwf', 'pink').fired).toBe(true);
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('Blast circle 5" at 20,20, Impact 2');
  });

  it('GIVEN a die of 1 THEN the round misses: no blast, Tranh tests Received Fire', () => {
    const r = unwrap(fireOrder(args(gl('m79'), 'fwf', [1, ...Array<number>(40).fill(4)]), { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.some((e) => e.kind === 'blast')).toBe(false);
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
  });

  it('GIVEN Tranh 8" off, inside the HE round\'s 12" minimum, or two targets named THEN refused, no die rolled', () => {
    expectCode(fireOrder(args(gl('m79', 8), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }] }), 'fng/out-of-range');
    const two = fireOrder(args(gl('m79'), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }, { figure: 'lam' }] });
    expectCode(two, 'fng/launcher-one-target');
    expect(FNG_MESSAGES['fng/launcher-one-target']!({ figure: 'pink', weapon: 'M-79 grenade launcher (HE)' })).toContain('`buckshot:true` fires buckshot at up to 3 within 12"');
  });

  it('GIVEN buckshot:true at Tranh and Lam 10" off THEN the buckshot round on the table: TR 3, 12" range, Impact 1', () => {
    const r = unwrap(fireOrder(args(gl('m79', 10), 'fwf', Array<number>(60).fill(4)), { shooter: 'pink', targets: [{ figure: 'tranh', dice: 2 }, { figure: 'lam', dice: 1 }], buckshot: true }));
    const [shot] = shots(r.events);
    expect(shot).toMatchObject({ weapon: 'Grenade launcher buckshot round', tr: 3, range: 12 });
    expect(r.events.some((e) => e.kind === 'blast')).toBe(false);
    expectCode(fireOrder(args(gl('m79', 14), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }], buckshot: true }), 'fng/out-of-range');
  });

  it('GIVEN buckshot:true from a rifleman THEN refused: buckshot is a launcher\'s round', () => {
    const g = table([fig('fwf', 'pink', 0, 20), fig('cf', 'tranh', 10, 20)]);
    expectCode(fireOrder(args(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }], buckshot: true }), 'fng/no-buckshot');
  });

  it('GIVEN an M203 THEN it is readied first, each shot (L780): 2d6 [6, 6] pass none, so not ready this turn and no round fired', () => {
    const he = unwrap(fireOrder(args(gl('m203'), 'fwf', [6, 6]), { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(he.events.map((e) => e.kind)).toEqual(['ready']);
    const buck = unwrap(fireOrder(args(gl('m203', 10), 'fwf', [6, 6]), { shooter: 'pink', targets: [{ figure: 'tranh' }], buckshot: true }));
    expect(buck.events.map((e) => e.kind)).toEqual(['ready']);
    expect(at(buck.game, 'fwf', 'pink').fired).toBe(true);
  });
});
