import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../src/core/views.js';
import { FNG_MESSAGES } from '../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { circle, type AirArea } from '../../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { buildingFireOrder, suppressBunkerOrder } from '../../../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import { launchOrder, throwOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../src/rulesets/fng/rules/support/support-state.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, fig, table } from '../../helpers/table.js';
import { fireMissionOrder } from '../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { strikeOrder } from '../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/*
 * Smoke (L773) for what is not aimed fire at a figure: "Figures within smoke cannot fire or be hit by
 * fire but will still take a Received Fire Test. The smoke cloud also blocks LOS from one side to the
 * other." A 5" WP cloud (L1904) stands where each case puts it.
 */
const cloud = (x: number, y: number): AirArea => ({ id: 'A1', kind: 'wp-smoke', shape: circle({ x, y }, 5), by: 'S1', since: 1 });
const smoky = (figures: readonly TableFigure[], at: { x: number; y: number } | undefined, over: Partial<FngGame> = {}): FngGame =>
  table(figures, { ...(at ? { air: { next: 2, areas: [cloud(at.x, at.y)], spots: [], facs: [] } } : {}), ...over });
const fill = (n: number, face = 3): number[] => Array<number>(n).fill(face);
const text = (code: string, x: Record<string, string | number>): string => FNG_MESSAGES[code]!(x);

describe('Smoke and grenades (L773, L868)', () => {
  const pink = fig('fwf', 'pink', 10, 20, { rep: 5 });
  const spot = { x: 15, y: 20 };
  // Ready [1, 1]: 2 passes, ready now. Throw [1, 6]: 1 pass — on the spot if he sees it, a miss if blind (L868).
  const faces = [1, 1, 1, 6, ...fill(10)];

  it('GIVEN the spot in sight THEN one pass lands on it', () => {
    const r = unwrap(throwOrder(args(smoky([pink], undefined), 'fwf', faces), { thrower: 'pink', at: spot }));
    expect(r.events.find((e) => e.kind === 'throw')).toMatchObject({ landing: 'on-spot' });
    expect(r.events.some((e) => e.kind === 'smoke-blinds')).toBe(false);
  });

  it('GIVEN a cloud across the way THEN he throws blind: the same one pass misses the spot, and the post says why', () => {
    const r = unwrap(throwOrder(args(smoky([pink], { x: 12.5, y: 20 }), 'fwf', faces), { thrower: 'pink', at: spot }));
    expect(r.events.find((e) => e.kind === 'smoke-blinds')).toEqual({ kind: 'smoke-blinds', figure: 'fwf:pink', area: 'A1', at: spot, what: 'throw' });
    expect(r.events.find((e) => e.kind === 'throw')).toMatchObject({ landing: 'missed' });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('he throws blind (L868)');
  });

  it('GIVEN the thrower inside the cloud, or the cloud over the spot THEN blind too; a blast still catches whoever is in its circle, smoke or none', () => {
    const inside = unwrap(throwOrder(args(smoky([pink], { x: 10, y: 20 }), 'fwf', faces), { thrower: 'pink', at: spot }));
    expect(inside.events.find((e) => e.kind === 'throw')).toMatchObject({ landing: 'missed' });
    // Two passes land it on the spot, cloud or not: Tranh in the smoke there is caught.
    const tranh = fig('cf', 'tranh', 15, 20);
    const hit = unwrap(throwOrder(args(smoky([pink, tranh], { x: 15, y: 20 }), 'fwf', [1, 1, 1, 1, ...fill(20)]), { thrower: 'pink', at: spot }));
    expect(hit.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:tranh'] });
  });
});

describe('Smoke and launchers: the LAW, RPG, M-79 (L773, L857)', () => {
  const m79 = (x: number) => fig('fwf', 'pink', x, 20, { rep: 5, weapon: 'm79' });

  it('GIVEN the firer in smoke, or a target beyond the cloud THEN refused, the words saying what would work', () => {
    expectCode(launchOrder(args(smoky([m79(20), fig('cf', 'tranh', 40, 20)], { x: 20, y: 20 }), 'fwf', []), { firer: 'pink', target: 'tranh' }), 'fng/shooter-in-smoke');
    const r = launchOrder(args(smoky([m79(5), fig('cf', 'tranh', 30, 20)], { x: 20, y: 20 }), 'fwf', []), { firer: 'pink', target: 'tranh' });
    expectCode(r, 'fng/smoke-between');
    expect(!r.ok && r.params).toMatchObject({ figure: 'tranh', shooter: 'pink', area: 'A1' });
  });

  it('GIVEN the target inside the cloud THEN the die misses however high ("cannot ... be hit"), no blast, and he takes his Received Fire Test', () => {
    const r = unwrap(launchOrder(args(smoky([m79(5), fig('cf', 'tranh', 21, 20)], { x: 20, y: 20 }), 'fwf', [6, ...fill(20)]), { firer: 'pink', target: 'tranh' }));
    const shot = r.events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot')!;
    expect(shot.targets[0]).toMatchObject({ id: 'cf:tranh', inSmoke: true });
    expect(shot.result.shots.map((s) => s.reasons)).toEqual([['in-smoke']]);
    expect(r.events.some((e) => e.kind === 'blast')).toBe(false);
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
  });

  it('GIVEN the same target out of the smoke THEN the 6 hits and bursts its blast circle', () => {
    const r = unwrap(launchOrder(args(smoky([m79(5), fig('cf', 'tranh', 21, 20)], undefined), 'fwf', [6, ...fill(20)]), { firer: 'pink', target: 'tranh' }));
    expect(r.events.some((e) => e.kind === 'blast')).toBe(true);
  });
});

describe('Smoke and fire at buildings and bunkers (L773, L1001, L1029)', () => {
  const rect = (x: number, y: number, w: number, h: number) => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 }) as const;
  const FEATURES: FngFeature[] = [
    { name: 'Hooch 1', type: 'hooch', shape: rect(30, 10, 4, 4) },
    { name: 'Old log bunker', type: 'bunker', shape: rect(10, 10, 3, 2), structure: 'log-bunker' },
  ];
  const TABLE = { features: FEATURES, board: { kind: 'tabletop', width: 60, height: 36 } } as never;
  const on = (g: FngGame, faces: number[] = []) => ({ ...args(g, 'fwf', faces), table: TABLE });
  const LAW = { weapon: 'm72-law' } as Partial<TableFigure>;

  it('GIVEN a cloud between the LAW and the hooch THEN refused (fng/smoke-hides-point), the words name the hooch and what would work', () => {
    const r = buildingFireOrder(on(smoky([fig('fwf', 'pink', 20, 12, LAW), fig('cf', 'tranh', 31, 11)], { x: 25, y: 12 })), { shooter: 'pink', at: { x: 32, y: 12 } });
    expectCode(r, 'fng/smoke-hides-point');
    expect(!r.ok && r.params).toEqual({ shooter: 'pink', target: 'Hooch 1', area: 'A1' });
    expect(text('fng/smoke-hides-point', { shooter: 'pink', target: 'Hooch 1', area: 'A1' })).toBe('The smoke of A1 lies between `pink` and Hooch 1, or over it, and blocks sight (L773): fire from where the line runs clear of the cloud, or once it has cleared.');
  });

  it('GIVEN the firer in smoke THEN refused; a cloud off the line THEN he fires (Building Target rolled)', () => {
    expectCode(buildingFireOrder(on(smoky([fig('fwf', 'pink', 20, 12, LAW)], { x: 20, y: 12 })), { shooter: 'pink', at: { x: 32, y: 12 } }), 'fng/shooter-in-smoke');
    const a = on(smoky([fig('fwf', 'pink', 20, 12, LAW)], { x: 25, y: 25 }), [6, 6]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 32, y: 12 } }));
    expect(r.events[0]).toMatchObject({ kind: 'building-fire' });
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN a cloud over the bunker THEN no figure suppresses it through the smoke', () => {
    const g = smoky([fig('fwf', 'pink', 5, 11), fig('cf', 'tranh', 11, 11)], { x: 11, y: 11 });
    expectCode(suppressBunkerOrder(on(g), { figures: ['pink'], at: { x: 11, y: 11 } }), 'fng/smoke-hides-point');
  });
});

describe('Smoke and support fire (L773, L1774, L1893)', () => {
  const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 6, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
  const target = { x: 40, y: 20 };
  const withRequest = (g: FngGame, r: Partial<SupportRequest> & Pick<SupportRequest, 'for'>): FngGame => ({
    ...g,
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', ...r }] },
  });
  const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
  const rounds = (es: readonly FngEvent[]) => sup(es).filter((e): e is Extract<SupportEvent, { kind: 'round' }> => e.kind === 'round');
  const pink = fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] });

  it('GIVEN a cloud between the spotter and the point THEN it is out of his sight: his REP counts 1 lower (L1774) and the post says why', () => {
    // Each round: 2d6 against REP 5, then the 1d6 deviation; [5, 5] passes against 5 but not against 4.
    const faces = [5, 5, 5, 1, 1, 5, 1, 1, 5, 1, 1];
    const clear = unwrap(fireMissionOrder(args(withRequest(smoky([pink], undefined, { mission }), { for: 'mortar', weapons: 1, at: target }), 'fwf', [...faces, ...fill(20)]), { spotter: 'pink' }));
    expect(rounds(clear.events)[0]).toMatchObject({ rep: 5, passes: 2 });
    const g = withRequest(smoky([pink], { x: 25, y: 20 }, { mission }), { for: 'mortar', weapons: 1, at: target });
    const r = unwrap(fireMissionOrder(args(g, 'fwf', [...faces, ...fill(20)]), { spotter: 'pink' }));
    expect(r.events.find((e) => e.kind === 'smoke-blinds')).toEqual({ kind: 'smoke-blinds', figure: 'fwf:pink', area: 'A1', at: target, what: 'spot' });
    expect(rounds(r.events)[0]).toMatchObject({ rep: 4, passes: 0 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('the point is out of his sight');
  });

  it('GIVEN a gun run over a VC inside a cloud THEN his die misses (cannot be hit by fire) while the one beside it is fired on as ever', () => {
    const figures = [pink, fig('cf', 'tranh', 55, 20, { role: 'squad-leader' }), fig('cf', 'minh', 58, 20, { rep: 3 })];
    const plain = withRequest(smoky(figures, undefined, { mission }), { for: 'gunship', pilotRep: 4, passes: 2 });
    const smoked = withRequest(smoky(figures, { x: 55, y: 20 }, { mission }), { for: 'gunship', pilotRep: 4, passes: 2 });
    // Piloting [1, 1] skims the treetops; the two AA checks [1, 5], [1, 5] duck back; the strafe dice [6, 6].
    const faces = [1, 1, 1, 5, 1, 5, 6, 6, ...fill(30)];
    const strike = (g: FngGame) => unwrap(strikeOrder(args(g, 'fwf', faces), { at: { x: 56, y: 20 }, munition: 'gun-lmg', from: { x: 56, y: 0 } }));
    const hits = (es: readonly FngEvent[]) => sup(es).flatMap((e) => (e.kind === 'strike' ? [e.hit] : []));
    expect(hits(strike(plain).events)).toEqual([true, true]);
    const r = strike(smoked);
    expect(hits(r.events)).toEqual([false, true]);
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
  });
});
