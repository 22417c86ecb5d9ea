import { describe, expect, it } from 'vitest';
import type { AirEvent } from '../../../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { facOrder, lightOrder, spookyOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';

/*
 * Air support at night (L1928–L1931, L1986–L1990, illumination L1810): the AC-47 "Spooky", asked for
 * by name, its gun runs and flares; the Nighthawk's flares, the Firefly's searchlight; mortar and
 * artillery illumination. Pink (REP 5, radio) calls; it is night unless said.
 */

const mission = (over: Partial<FngMission> = {}): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 5, night: true, pefRep: 2, nextPef: 5, nextUnit: 3, ...over });
const here = (id: string, what: SupportRequest['for'], over: Partial<SupportRequest> = {}): SupportRequest => ({ id, for: what, ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', ...over });
const SPOOKY = here('S1', 'ac-47', { aircraft: 'AC-47 "Spooky/Puff" gunship', pilotRep: 5, passes: 2, until: 8 });

function game(figures: TableFigure[] = [], requests: SupportRequest[] = [SPOOKY], more: Partial<FngGame> = {}): FngGame {
  return table([fig('fwf', 'pink', 10, 34, { role: 'squad-leader', rep: 5, gear: ['radio'] }), ...figures], {
    mission: mission(),
    support: { ...emptySupport(), next: requests.length + 1, requests },
    ...more,
  });
}

const air = (es: readonly FngEvent[]): AirEvent[] => es.flatMap((e) => (e.kind === 'air' ? [e.event] : []));
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ACROSS = { from: { x: 0, y: 10 }, to: { x: 72, y: 10 } };

describe('Asking for the AC-47, the Firefly and the Nighthawk by name (L1931, L1988–L1990)', () => {
  it('GIVEN day THEN refused before any die; at night the AC-47 reads the Airstrike Request table, needs no FAC, and comes as itself: REP 5, two gun runs, eight turns', () => {
    expectCode(callOrder(args(game([], [], { mission: mission({ night: false }) }), 'fwf', []), { radio: 'pink', for: 'ac-47' }), 'fng/night-only');
    // Atmospherics 3, the call 1 vs REP 5; Airstrike Request 6 at SL 5: "Rolling in hot!", over the table now.
    const a = args(game([], []), 'fwf', [3, 1, 6]);
    const r = unwrap(callOrder(a, { radio: 'pink', for: 'ac-47' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(r.events).map((e) => e.kind)).toEqual(['call', 'request', 'arrives']);
    expect(sup(r.events)[1]).toMatchObject({ table: 'Airstrike Request (L1841)', outcome: 'rolling-in-hot' });
    expect(r.game.support?.requests[0]).toMatchObject({ for: 'ac-47', state: 'here', pilotRep: 5, passes: 2, until: 8 });
    expect(r.game.support?.requests[0]?.facDue).toBeUndefined();
  });

  it('GIVEN a Firefly asked for at night THEN the Gunship Request table, and it comes as a Firefly with its crew REP rolled', () => {
    // Atmospherics 3, call 1; Gunship Request 6 (SL 5): overhead next turn.
    const r = unwrap(callOrder(args(game([], []), 'fwf', [3, 1, 6]), { radio: 'pink', for: 'firefly' }));
    expect(sup(r.events)[1]).toMatchObject({ table: 'Gunship Request (L1973)', outcome: 'overhead-now', inTurns: 1 });
    expect(r.game.support?.requests[0]).toMatchObject({ for: 'firefly', state: 'inbound', due: 2 });
  });
});

describe('The AC-47 gun run (L1928–L1931)', () => {
  const figures = [fig('fwf', 'joe', 20, 14), fig('cf', 'tranh', 40, 12, { unit: 'vc1' }), fig('cf', 'minh', 40, 20, { unit: 'vc1' })];

  it('GIVEN a 12" swath THEN everyone in it, friend or foe, takes four dice at REP 5 and Impact 3; outside it nobody; one run fewer', () => {
    // joe 1,1,1,1 (no hit); tranh 6,1,1,1 (one hit), damage 1: dead; joe's Received Fire 1,1.
    const a = args(game(figures), 'fwf', [1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(spookyOrder(a, { line: ACROSS }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events)[0]).toEqual({ kind: 'gun-run', by: 'S1', attack: 'swath', under: ['fwf:joe', 'cf:tranh'], runsLeft: 1 });
    expect(air(r.events).filter((e) => e.kind === 'gun-fire').map((e) => e.kind === 'gun-fire' && [e.figure, e.result.rep, e.result.shots.length])).toEqual([['fwf:joe', 5, 4], ['cf:tranh', 5, 4]]);
    expect(r.events.find((e) => e.kind === 'damage')).toMatchObject({ figure: 'cf:tranh', impact: 3 });
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'fwf:joe')).toBe(true);
    expect(r.game.support?.requests[0]?.passes).toBe(1);
    expect(r.game.air?.struck).toBe(1);
  });

  it('GIVEN an 8" ring of inside radius 10 about 40,10 THEN only those 10–18" from its centre are fired on; a radius outside 10–20 is refused', () => {
    const a = args(game(figures), 'fwf', [1, 1, 1, 1, 1, 1]);
    // tranh 2" from the centre, joe 20.4": only minh, 10" away, is in the ring (his four dice, then his Received Fire).
    const r = unwrap(spookyOrder(a, { at: { x: 40, y: 10 }, radius: 10 }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events)[0]).toMatchObject({ attack: 'ring', under: ['cf:minh'] });
    expectCode(spookyOrder(args(game(figures), 'fwf', []), { at: { x: 40, y: 10 }, radius: 9 }), 'fng/ring-radius');
    expectCode(spookyOrder(args(game(figures), 'fwf', []), { at: { x: 40, y: 10 }, radius: 21 }), 'fng/ring-radius');
    expectCode(spookyOrder(args(game(figures), 'fwf', []), { at: { x: 40, y: 10 } }), 'fng/no-target-point');
  });

  it('GIVEN its two runs made THEN no third; without an AC-47 over the table, refused', () => {
    const spent = game([], [{ ...SPOOKY, passes: 0 }]);
    expectCode(spookyOrder(args(spent, 'fwf', []), { line: ACROSS }), 'fng/no-gun-runs');
    expectCode(spookyOrder(args(game([], []), 'fwf', []), { line: ACROSS }), 'fng/no-support-here');
  });
});

describe('Light: flares, searchlights, illumination (L1810, L1931, L1988, L1990)', () => {
  it('GIVEN the AC-47 THEN a mortar-sized flare where it is dropped, lighting 24" for the turn and three more; one a turn, even after its gun runs', () => {
    const g = game([], [{ ...SPOOKY, passes: 0 }]);
    const r = unwrap(lightOrder(args(g, 'fwf', []), { at: { x: 40, y: 10 } }));
    expect(r.game.air?.areas).toEqual([{ id: 'A1', kind: 'flare', shape: { kind: 'ellipse', centre: { x: 40, y: 10 }, rx: 12, ry: 12, rotation: 0 }, by: 'S1', since: 1, until: 4 }]);
    expectCode(lightOrder(args(r.game, 'fwf', []), { at: { x: 20, y: 10 } }), 'fng/flare-dropped');
    expect(lightOrder(args({ ...r.game, turn: 2 }, 'fwf', []), { at: { x: 20, y: 10 } }).ok).toBe(true);
    expectCode(lightOrder(args(g, 'fwf', []), {}), 'fng/no-target-point');
    expectCode(lightOrder(args(game([], [SPOOKY], { mission: mission({ night: false }) }), 'fwf', []), { at: { x: 40, y: 10 } }), 'fng/light-by-day');
  });

  it('GIVEN a Nighthawk THEN its flare the same way, one a turn', () => {
    const g = game([], [here('S2', 'nighthawk', { pilotRep: 4, passes: 2 })]);
    const r = unwrap(lightOrder(args(g, 'fwf', []), { at: { x: 30, y: 20 }, support: 's2' }));
    expect(r.game.air?.areas[0]).toMatchObject({ kind: 'flare', by: 'S2', until: 4 });
    expectCode(lightOrder(args(r.game, 'fwf', []), { at: { x: 30, y: 20 } }), 'fng/flare-dropped');
  });

  it('GIVEN a Firefly THEN its searchlight lights a 24" circle hovering or a 12" strip on its run, this turn only; its crew spot what it lights', () => {
    const firefly = here('S3', 'firefly', { pilotRep: 5, passes: 2 });
    const g = game([], [firefly], { pefs: [{ id: 'P1', at: { x: 40, y: 12 } }] });
    const hover = unwrap(lightOrder(args(g, 'fwf', []), { at: { x: 40, y: 10 }, hover: true }));
    expect(hover.game.air?.areas[0]).toMatchObject({ kind: 'searchlight', shape: { kind: 'ellipse', rx: 12 }, until: 1 });
    expectCode(lightOrder(args(hover.game, 'fwf', []), { at: { x: 40, y: 10 }, hover: true }), 'fng/already-flown');
    const run = unwrap(lightOrder(args(g, 'fwf', []), { line: ACROSS }));
    expect(run.game.air?.areas[0]?.shape).toEqual({ kind: 'polygon', points: [{ x: 0, y: 16 }, { x: 72, y: 16 }, { x: 72, y: 4 }, { x: 0, y: 4 }] });
    expectCode(lightOrder(args(g, 'fwf', []), {}), 'fng/no-flight-line');
    // The crew spot P1 in the light: 2d6 vs REP 5.
    const a = args(hover.game, 'fwf', [2, 3]);
    const spotted = unwrap(facOrder(a, { run: 'spot', line: ACROSS, support: 'S3' }));
    expect(air(spotted.events)[0]).toMatchObject({ kind: 'spotting', by: 'S3', checks: [{ target: 'P1', dice: 2, passes: 2, spotted: true }] });
    // Next turn the light is off: P1 is in the dark.
    const dark = unwrap(facOrder(args({ ...hover.game, turn: 2, serial: 2 }, 'fwf', []), { run: 'spot', line: ACROSS, support: 'S3' }));
    expect(air(dark.events)[0]).toMatchObject({ checks: [{ target: 'P1', dark: true, dice: 0 }] });
  });

  it('GIVEN mortars THEN an illumination round per weapon, fired as any round from the spotter\'s side: on target it bursts over the point; the mission is spent', () => {
    const mortars = here('S4', 'mortar', { weapons: 1 });
    const a = args(game([], [mortars]), 'fwf', [1, 1, 5]);
    const r = unwrap(lightOrder(a, { at: { x: 40, y: 10 }, spotter: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events)[0]).toMatchObject({ kind: 'illumination', by: 'S4', weapon: 'mortar', rep: 5, passes: 2, lands: { x: 40, y: 10 } });
    expect(r.game.air?.areas[0]).toMatchObject({ kind: 'flare', shape: { rx: 12 }, until: 4 });
    expect(r.game.support?.requests[0]?.state).toBe('spent');
    expect(sup(r.events)).toEqual([{ kind: 'leaves', id: 'S4', for: 'mortar', why: 'done' }]);
    expectCode(lightOrder(args(game([], [mortars]), 'fwf', []), { at: { x: 40, y: 10 } }), 'fng/no-spotter');
  });

  it('GIVEN two artillery guns THEN two rounds; one in the area deviates 12" a step away from the spotter, lighting a 36" circle', () => {
    const guns = here('S4', 'artillery', { weapons: 2 });
    // Round 1: 1,1 on target, deviation 5. Round 2: 1,6 in the area, two deviation rolls: 1 (long), 5.
    const a = args(game([], [guns]), 'fwf', [1, 1, 5, 1, 6, 1, 5]);
    const r = unwrap(lightOrder(a, { at: { x: 10, y: 10 }, spotter: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events).filter((e) => e.kind === 'illumination').map((e) => e.kind === 'illumination' && e.lands)).toEqual([{ x: 10, y: 10 }, { x: 10, y: -2 }]);
    expect(r.game.air?.areas.map((x) => x.shape.kind === 'ellipse' && x.shape.rx)).toEqual([18, 18]);
  });
});
