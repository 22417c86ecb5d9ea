import { describe, expect, it } from 'vitest';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { supportArrivals } from '../../../../../../src/rulesets/fng/rules/support/moves/support-arrivals.js';
import { emptySupport, type SupportEvent, type SupportRequest, type SupportState } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { board, feature, rect } from '../../../helpers/bot.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';
import { fireMissionOrder, rtpOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

const mission = (sl: number): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 });

/** Sgt Pink (squad leader, REP 5) carries the radio at 10,20; Joe beside him; two VC 30"+ away. */
function game(sl: number, more: Partial<FngGame> = {}, figures: TableFigure[] = []): FngGame {
  return table(
    [
      fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }),
      fig('fwf', 'joe', 12, 20),
      fig('cf', 'tranh', 55, 20, { role: 'squad-leader' }),
      fig('cf', 'minh', 58, 20, { rep: 3 }),
      ...figures,
    ],
    // The points the air strikes aim at were spotted from the air (L1921).
    { mission: mission(sl), air: spottedAt(table([]), { x: 56, y: 20 }, { x: 40, y: 20 }).air!, ...more },
  );
}

const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const requests = (g: FngGame): readonly SupportRequest[] => g.support?.requests ?? [];
const withRequest = (g: FngGame, r: Partial<SupportRequest> & Pick<SupportRequest, 'for'>, s: Partial<SupportState> = {}): FngGame => ({
  ...g,
  support: { ...emptySupport(), ...s, next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', ...r }] },
});

describe('Making the Call (L1665–L1690)', () => {
  it('GIVEN atmospherics 1 and a 5 against Pink\'s REP 5 − 1 THEN no contact, and the radio may not try again this turn (L1679)', () => {
    const a = args(game(6), 'fwf', [1, 5]);
    const r = unwrap(callOrder(a, { radio: 'pink', for: 'mortar' }));
    expect(ofKind(r.events, 'call')[0]).toMatchObject({ success: false, modifiedRep: 4, by: 'leader' });
    expect(requests(r.game)).toEqual([]);
    expect(a.roller.remaining).toBe(0);
    expectCode(callOrder(args(r.game, 'fwf', [3, 1]), { radio: 'pink', for: 'mortar' }), 'fng/radio-already-used');
    // Next turn the radio may try again.
    expect(callOrder(args({ ...r.game, turn: 2 }, 'fwf', [3, 1, 5]), { radio: 'pink', for: 'mortar' }).ok).toBe(true);
  });

  it('GIVEN atmospherics 6 THEN the REP is one better: a 6 gets through for a REP 5 caller', () => {
    const r = unwrap(callOrder(args(game(6), 'fwf', [6, 6, 2]), { radio: 'pink', for: 'mortar' }));
    expect(ofKind(r.events, 'call')[0]).toMatchObject({ success: true, modifiedRep: 6 });
  });

  it('GIVEN the radio with Joe (REP 4) within 4" of the Force Commander THEN Joe passes the request at his own REP; 5" away the call is refused', () => {
    const g = { ...game(6), figures: game(6).figures.map((f) => (f.id === 'pink' ? { ...f, gear: [] } : f.id === 'joe' ? { ...f, gear: ['radio' as const] } : f)) };
    const r = unwrap(callOrder(args(g, 'fwf', [3, 5]), { radio: 'joe', for: 'mortar' }));
    expect(ofKind(r.events, 'call')[0]).toMatchObject({ by: 'rto', modifiedRep: 4, success: false });
    const far = { ...g, figures: g.figures.map((f) => (f.id === 'joe' ? { ...f, at: { x: 15, y: 20 } } : f)) };
    expectCode(callOrder(args(far, 'fwf', []), { radio: 'joe', for: 'mortar' }), 'fng/radio-out-of-reach');
  });

  it('GIVEN no radio, no mission, or the Communist side THEN the call is refused and nothing is rolled', () => {
    expectCode(callOrder(args(game(6), 'fwf', []), { radio: 'joe', for: 'mortar' }), 'fng/no-radio');
    const { mission: _m, ...bare } = game(6);
    expectCode(callOrder(args(bare as FngGame, 'fwf', []), { radio: 'pink', for: 'mortar' }), 'fng/no-mission');
    expectCode(callOrder(args(game(6), 'cf', []), { radio: 'tranh', for: 'mortar' }), 'fng/support-fwf-only');
  });

  it('GIVEN an FO within 4" of the radio THEN he calls artillery himself, +2 on the request (L1762)', () => {
    const g = game(6, {}, [fig('fwf', 'fo', 11, 22, { role: 'fo', rep: 4 })]);
    const r = unwrap(callOrder(args(g, 'fwf', [3, 4, 1, 2]), { radio: 'pink', for: 'mortar' }));
    expect(ofKind(r.events, 'call')[0]).toMatchObject({ by: 'fo', caller: 'fwf:fo', modifiedRep: 5 });
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ modifier: 2, total: 3, outcome: 'standby' });
  });
});

describe('Ready Support (L1706–L1719)', () => {
  it.each([
    [1, 'here', 1],
    [3, 'here', 1],
    [4, 'inbound', 2],
    [5, 'inbound', 2],
  ] as const)('GIVEN SL 5 (a Ready artillery mission) and the Ready die %i THEN the guns are %s, due turn %i, two weapons', (die, state, due) => {
    const r = unwrap(callOrder(args(game(5), 'fwf', [3, 1, die]), { radio: 'pink', for: 'artillery', at: { x: 55, y: 20 } }));
    expect(requests(r.game)).toEqual([expect.objectContaining({ id: 'S1', ready: true, state, due, weapons: 2, at: { x: 55, y: 20 } })]);
    expect(r.game.support!.readyUsed).toEqual(['artillery-mission']);
  });

  it('GIVEN the Ready die 6 THEN it was re-tasked: nothing comes, and the next call reads the On-Demand table', () => {
    const r = unwrap(callOrder(args(game(5), 'fwf', [3, 1, 6]), { radio: 'pink', for: 'artillery' }));
    expect(ofKind(r.events, 'ready')[0]).toMatchObject({ outcome: 'retasked' });
    expect(requests(r.game)).toEqual([]);
    const next = unwrap(callOrder(args({ ...r.game, turn: 2 }, 'fwf', [3, 1, 6]), { radio: 'pink', for: 'artillery' }));
    expect(ofKind(next.events, 'request')[0]).toMatchObject({ table: 'Artillery/Mortar Request (L1780)', outcome: 'on-the-way', weapons: 3 });
  });

  it('GIVEN a Ready reinforcement at SL 6 THEN the SL table is rolled with 6d6 and they come on where Reinforcement Entry says (L2160)', () => {
    const r = unwrap(callOrder(args(game(6), 'fwf', [3, 1, 2, 3, 3, 3, 3, 3, 3, 4]), { radio: 'pink', for: 'reinforcements' }));
    expect(ofKind(r.events, 'request')[0]!.fwf).toMatchObject({ total: 18, result: 'squad', dice: 6 });
    expect(ofKind(r.events, 'arrives')[0]).toMatchObject({ id: 'S1', fwf: 'squad', entry: { die: 4, edge: 'own', part: 'centre', inches: 6 } });
    expect(requests(r.game)[0]!.state).toBe('spent');
  });
});

describe('On-Demand requests (L1767–L1780, L1829–L1841, L1964–L1973, L1994–L2004, L2159–L2178)', () => {
  it.each([
    [1, 'denied', undefined, 0],
    [2, 'see-what-we-can-do', undefined, 0],
    [4, 'granted', 3, 2],
    [5, 'round-out', 2, 2],
    [6, 'on-the-way', 1, 3],
  ] as const)('GIVEN mortars at SL 6 and a %i THEN %s', (die, outcome, due, weapons) => {
    const r = unwrap(callOrder(args(game(6), 'fwf', [3, 1, die]), { radio: 'pink', for: 'mortar', at: { x: 50, y: 20 } }));
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ outcome, denied: outcome === 'denied' });
    if (due === undefined) expect(requests(r.game)).toEqual([]);
    else expect(requests(r.game)[0]).toMatchObject({ due, weapons, state: due === 1 ? 'here' : 'inbound' });
    if (outcome === 'denied') expectCode(callOrder(args({ ...r.game, turn: 2 }, 'fwf', []), { radio: 'pink', for: 'mortar' }), 'fng/support-denied');
  });

  it('GIVEN "Standby" (a 3) THEN one weapon in 1 + 1/2d6 turns: a half-d6 face of 5 is 3, due turn 5', () => {
    const r = unwrap(callOrder(args(game(6), 'fwf', [3, 1, 3, 5]), { radio: 'pink', for: 'mortar' }));
    expect(requests(r.game)[0]).toMatchObject({ due: 5, weapons: 1, state: 'inbound' });
  });

  it('GIVEN a request on an RTP THEN +2 and it arrives at once (L1766)', () => {
    const g = { ...game(6), support: { ...emptySupport(), rtps: [{ id: 'R1', at: { x: 50, y: 20 } }] } };
    const r = unwrap(callOrder(args(g, 'fwf', [3, 1, 2]), { radio: 'pink', for: 'mortar', rtp: 'r1' }));
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ modifier: 2, total: 4, outcome: 'granted', rtp: 'R1' });
    expect(requests(r.game)[0]).toMatchObject({ state: 'here', at: { x: 50, y: 20 }, rtp: 'R1' });
    expectCode(callOrder(args({ ...g, turn: 2 }, 'fwf', []), { radio: 'pink', for: 'mortar', rtp: 'R9' }), 'fng/unknown-rtp');
  });

  it('GIVEN an airstrike at SL 2 (−2) and a 6 THEN "Support inbound": FAC next turn, strike in two; at its turn it arrives with an aircraft and pilot rolled then', () => {
    const r = unwrap(callOrder(args(game(2), 'fwf', [3, 1, 6]), { radio: 'pink', for: 'air' }));
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ total: 4, outcome: 'support-inbound', facInTurns: 1, inTurns: 2 });
    expect(requests(r.game)[0]).toMatchObject({ due: 3, facDue: 2, state: 'inbound' });
    const roller = dice(1, 6);
    const early = supportArrivals({ ...r.game, turn: 2 }, dice());
    expect(early.events).toEqual([]);
    const on = supportArrivals({ ...r.game, turn: 3 }, roller);
    expect(ofKind(on.events, 'arrives')[0]).toMatchObject({ id: 'S1', for: 'air', pilotRep: expect.any(Number) });
    expect(requests(on.game)[0]).toMatchObject({ state: 'here', until: expect.any(Number) });
    expect(roller.remaining).toBe(0);
    // Its time in play runs out: it flies home.
    const gone = supportArrivals({ ...on.game, turn: requests(on.game)[0]!.until! + 1 }, dice());
    expect(ofKind(gone.events, 'leaves')[0]).toMatchObject({ why: 'time' });
  });

  it.each([
    [2, 'sorry', undefined],
    [3, 'coming-quickly', 4],
    [4, 'on-our-way', 3],
    [5, 'almost-there', 3],
    [6, 'overhead-now', 2],
  ] as const)('GIVEN a medevac at SL 2 (no Ready helicopter) and a %i THEN %s (a later die of 3 where the time is rolled)', (die, outcome, due) => {
    const r = unwrap(callOrder(args(game(2), 'fwf', [3, 1, die, 3]), { radio: 'pink', for: 'medevac', at: { x: 10, y: 24 } }));
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ outcome });
    expect(requests(r.game)[0]?.due).toBe(due);
  });

  it('GIVEN SL 1 reinforcements with the house rule off THEN refused before any die; on, −3', () => {
    expectCode(callOrder(args(game(1), 'fwf', [], { 'fng.reinforcements.request-sl1': false }), { radio: 'pink', for: 'reinforcements' }), 'fng/reinforcements-unavailable');
    const r = unwrap(callOrder(args(game(1), 'fwf', [3, 1, 4]), { radio: 'pink', for: 'reinforcements' }));
    expect(ofKind(r.events, 'request')[0]).toMatchObject({ modifier: -3, total: 1, outcome: 'denied' });
  });
});

describe('Exact odds by enumeration', () => {
  /** Every sequence of atmospherics, call and request dice (and a half-d6, unused unless "Standby"), equally likely. */
  function tally(sl: number, kind: 'mortar' | 'artillery' | 'air' | 'gunship' | 'medevac' | 'reinforcements'): Record<string, number> {
    const out: Record<string, number> = {};
    for (let a = 1; a <= 6; a++)
      for (let c = 1; c <= 6; c++)
        for (let d = 1; d <= 6; d++)
          for (let h = 1; h <= 6; h++) {
            const faces = [a, c, d, h, 3, 3, 3, 3, 3, 3, 3];
            const r = unwrap(callOrder(args({ ...game(sl), mission: mission(sl) }, 'fwf', faces), { radio: 'pink', for: kind }));
            const req = ofKind(r.events, 'request')[0];
            const k = req ? req.outcome : 'no contact';
            out[k] = (out[k] ?? 0) + 1;
          }
    return out;
  }

  it('GIVEN a REP 5 caller THEN the call gets through 30 times in 36: atmospherics 1 (4 in 6), 2–5 (5 in 6), 6 (always)', () => {
    const t = tally(6, 'mortar');
    expect(t['no contact']).toBe(1296 * (6 / 36));
  });

  it.each([
    [1, { denied: 720, 'see-what-we-can-do': 180, standby: 180 }],
    [2, { denied: 540, 'see-what-we-can-do': 180, standby: 180, granted: 180 }],
    [4, { denied: 360, 'see-what-we-can-do': 180, standby: 180, granted: 180, 'round-out': 180, 'on-the-way': 0 }],
  ] as const)('GIVEN On-Demand artillery at SL %i (−3/−2/−1) THEN each outcome comes exactly so often in 1,296', (sl, expected) => {
    const t = tally(sl, 'artillery');
    for (const [k, v] of Object.entries(expected)) expect(t[k] ?? 0, k).toBe(v);
  });

  it('GIVEN a medevac at SL 1 (−1) THEN sorry 3 in 6 of the calls that get through, then one each for 3, 4, 5', () => {
    const t = tally(1, 'medevac');
    expect(t).toMatchObject({ sorry: 540, 'coming-quickly': 180, 'on-our-way': 180, 'almost-there': 180 });
  });
});

describe('Registered Target Points (L1740–L1766)', () => {
  it('GIVEN SL 4 THEN 1d6 of them: a 2 places two and refuses a third', () => {
    const r = unwrap(rtpOrder(args(game(4, { turn: 0 }), 'fwf', [2]), { at: [{ x: 40, y: 10 }, { x: 40, y: 30 }, { x: 50, y: 20 }] }));
    expect(r.game.support!.rtps).toEqual([{ id: 'R1', at: { x: 40, y: 10 } }, { id: 'R2', at: { x: 40, y: 30 } }]);
    expectCode(rtpOrder(args(r.game, 'fwf', []), { at: [{ x: 1, y: 1 }] }), 'fng/rtps-placed');
    expectCode(rtpOrder(args(game(4), 'fwf', []), { at: [{ x: 1, y: 1 }] }), 'fng/rtps-after-start');
  });
});

describe('Fire missions (L1783–L1822)', () => {
  const target = { x: 40, y: 20 };
  const far = (sl = 6): FngGame => ({ ...game(sl), figures: game(sl).figures.filter((f) => f.side === 'fwf') });

  it.each([
    [1, 'long', { x: 46, y: 20 }],
    [2, 'left', { x: 40, y: 14 }],
    [3, 'right', { x: 40, y: 26 }],
    [4, 'short', { x: 34, y: 20 }],
    [5, 'on-target', target],
    [6, 'on-target', target],
  ] as const)('GIVEN a mortar round on target (2 passes) and deviation %i THEN it lands %s of the point as the spotter sees it', (die, direction, lands) => {
    // Danger close does not apply: Pink is 30" from the point. One weapon, three rounds: the first deviates, the others land on target.
    const g = withRequest(far(), { for: 'mortar', weapons: 1, at: target });
    const a = args(g, 'fwf', [1, 1, die, 1, 1, 5, 1, 1, 5]);
    const r = unwrap(fireMissionOrder(a, { spotter: 'pink' }));
    const rounds = ofKind(r.events, 'round');
    expect(rounds.map((x) => x.lands)).toEqual([lands, target, target]);
    expect(rounds[0]!.steps).toEqual([{ die, direction }]);
    expect(requests(r.game)[0]!.state).toBe('spent');
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN one pass and an FO spotting THEN two deviation rolls of 3" each, the second from the first spot', () => {
    const g = withRequest({ ...far(), figures: [...far().figures, fig('fwf', 'fo', 10, 18, { role: 'fo' })] }, { for: 'mortar', weapons: 1, at: target });
    const r = unwrap(fireMissionOrder(args(g, 'fwf', [1, 6, 1, 2, 1, 1, 5, 1, 1, 5]), { spotter: 'fo' }));
    const first = ofKind(r.events, 'round')[0]!;
    expect(first).toMatchObject({ passes: 1, outcome: 'in-area', deviationInches: 3 });
    expect(first.lands.x).toBeCloseTo(43, 0);
    expect(first.lands.y).toBeLessThan(20);
  });

  it('GIVEN a miss THEN three deviation rolls (12" each for artillery)', () => {
    const g = withRequest(far(), { for: 'artillery', weapons: 1, at: { x: 60, y: 20 } });
    const r = unwrap(fireMissionOrder(args(g, 'fwf', [6, 6, 1, 1, 4, 1, 1, 5, 1, 1, 5]), { spotter: 'pink' }));
    expect(ofKind(r.events, 'round')[0]).toMatchObject({ passes: 0, outcome: 'miss', lands: { x: 72, y: 20 } });
  });

  it('GIVEN friends 15" from a mortar point THEN Danger Close: a pass costs 4 VP and fires; a fail costs 8 VP, no fire, and (1-2) relieves the commander', () => {
    const g = withRequest(far(), { for: 'mortar', weapons: 1, at: { x: 25, y: 20 } });
    const ok1 = unwrap(fireMissionOrder(args(g, 'fwf', [5, 1, 1, 5, 1, 1, 5, 1, 1, 5]), { spotter: 'pink' }));
    expect(ofKind(ok1.events, 'danger-close')[0]).toMatchObject({ outcome: 'proceeds', vp: -4 });
    expect(ofKind(ok1.events, 'round')).toHaveLength(3);
    expect(ok1.game.support!.vp).toBe(-4);
    const no = unwrap(fireMissionOrder(args(g, 'fwf', [6, 2]), { spotter: 'pink' }));
    expect(ofKind(no.events, 'danger-close')[0]).toMatchObject({ outcome: 'cancelled', vp: -8, relieved: true });
    expect(ofKind(no.events, 'round')).toHaveLength(0);
    expect(no.game.support).toMatchObject({ vp: -8, relieved: true });
  });

  it('GIVEN a round on target at 54,20 THEN Tranh 1" away in the 6" circle is hit (a 1: Obviously Dead) and Minh, 4" from the point and 3" from him, takes Man Down', () => {
    const g = withRequest(game(6), { for: 'mortar', weapons: 1, at: { x: 54, y: 20 } });
    // Rounds: 1 on target; 2 and 3 land 6" short at 48,20, catching nobody. Then Tranh's damage: 1. Then Minh's Man Down.
    const a = args(g, 'fwf', [1, 1, 5, 1, 1, 4, 1, 1, 4, 1, 3, 3, 3, 3, 3]);
    const r = unwrap(fireMissionOrder(a, { spotter: 'pink' }));
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    const react = r.events.find((e) => e.kind === 'reaction');
    expect(react).toMatchObject({ figure: 'cf:minh', tests: 'man-down' });
  });

  it('GIVEN nothing over the table, or a helicopter there THEN refused (the Golden Rule, L1701)', () => {
    expectCode(fireMissionOrder(args(game(6), 'fwf', []), { spotter: 'pink', at: target }), 'fng/no-support-here');
    const g = withRequest(game(6), { for: 'mortar', weapons: 1, at: target });
    const both = { ...g, support: { ...g.support!, requests: [...g.support!.requests, { id: 'S2', for: 'medevac' as const, ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here' as const }] } };
    expectCode(fireMissionOrder(args(both, 'fwf', []), { spotter: 'pink' }), 'fng/support-golden-rule');
  });
});

describe('Air strikes (L1893–L1913)', () => {
  it('GIVEN a 500 lb bomb on target (6 + REP 6) THEN the 20" circle catches both VC, each takes Impact 3', () => {
    const g = withRequest(game(6), { for: 'air', pilotRep: 5, passes: 2, aircraft: 'F-4' });
    // On the Flight Line both VC take the Anti-Aircraft Check first: one pass each, they duck back.
    const r = unwrap(strikeOrder(args(g, 'fwf', [4, 5, 3, 4, 6, 2, 2, 3, 3, 3, 3, 3, 3]), { at: { x: 56, y: 20 }, munition: 'bomb-500' }));
    expect(ofKind(r.events, 'aa')[0]).toMatchObject({ fire: [], duck: ['cf:tranh', 'cf:minh'] });
    expect(ofKind(r.events, 'strike')[0]).toMatchObject({ hit: true, rep: 6, lands: { x: 56, y: 20 } });
    expect(at(r.game, 'cf', 'tranh').status).toBe('out-of-fight');
    expect(at(r.game, 'cf', 'minh').status).toBe('out-of-fight');
    expect(requests(r.game)[0]).toMatchObject({ passes: 1, state: 'here' });
  });

  it('GIVEN the impact point under a canopy or in tall grass THEN its cover and concealment are read from the air, not the ground (L1891)', () => {
    const g = withRequest(game(6), { for: 'air', pilotRep: 5, passes: 2 });
    const on = (type: FngFeature['type'], die: number) => {
      const a = { ...args(g, 'fwf', [die, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]), table: board(feature(type, rect(35, 15, 10, 10))) };
      return ofKind(unwrap(strikeOrder(a, { at: { x: 40, y: 20 }, munition: 'bomb-500', from: { x: 40, y: 0 } })).events, 'strike')[0]!.hit;
    };
    // 2 + REP 6 = 8: missed only in cover. Double canopy is cover from the air; single canopy only concealment.
    expect(on('double-canopy-jungle', 2)).toBe(false);
    expect(on('single-canopy-jungle', 2)).toBe(true);
    // 1 + 6 = 7: missed when concealed. Elephant grass hides a man from the ground, not from the air.
    expect(on('single-canopy-jungle', 1)).toBe(false);
    expect(on('elephant-grass', 1)).toBe(true);
  });

  it('GIVEN a miss THEN Airstrike Deviation moves it along the Flight Line: 3 is 2d6" past', () => {
    const g = withRequest(game(6), { for: 'air', pilotRep: 5, passes: 1 });
    const r = unwrap(strikeOrder(args(g, 'fwf', [1, 3, 4, 4, 3, 3, 3, 3, 3, 3]), { at: { x: 40, y: 20 }, munition: 'rockets', from: { x: 40, y: 0 } }));
    expect(ofKind(r.events, 'strike')[0]).toMatchObject({ hit: false, deviation: { die: 3, direction: 'past', inches: 8 }, lands: { x: 40, y: 28 } });
    expect(ofKind(r.events, 'leaves')[0]).toMatchObject({ why: 'passes' });
  });

  it('GIVEN a gun run THEN everyone within 3" of the Flight Line is fired on once at the pilot\'s REP', () => {
    const g = withRequest(game(6), { for: 'gunship', pilotRep: 4, passes: 2 });
    // The gunship skims the trees (Piloting 1, 1) over open ground: both VC check, one pass each, and duck back.
    const r = unwrap(strikeOrder(args(g, 'fwf', [1, 1, 1, 5, 1, 5, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3]), { at: { x: 56, y: 20 }, munition: 'gun-lmg', from: { x: 56, y: 0 } }));
    expect(ofKind(r.events, 'piloting')[0]).toMatchObject({ action: 'flying', outcome: 'treetops' });
    expect(ofKind(r.events, 'strafe')[0]!.under).toEqual(['cf:tranh', 'cf:minh']);
    expect(ofKind(r.events, 'strike').map((e) => e.hit)).toEqual([false, false]);
    expect(r.events.some((e) => e.kind === 'reaction')).toBe(true);
  });
});
