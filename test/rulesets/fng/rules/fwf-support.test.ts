import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/events.js';
import { facRequest } from '../../../../src/rulesets/fng/rules/fac-over.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/mission.js';
import { callOrder } from '../../../../src/rulesets/fng/rules/order-support.js';
import { supportArrivals } from '../../../../src/rulesets/fng/rules/support-arrivals.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../src/rulesets/fng/rules/support-state.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { supportLines } from '../../../../src/rulesets/fng/play/support-texts.js';
import { dice, unwrap } from '../../../helpers/rules.js';
import { args, fig, table } from './table.js';

/**
 * Free World reinforcement results that change the support (SL 4 and 6 tables, L2091–L2101): "A FAC
 * arrives overhead (if a FAC is already onstation, then a pair of attack aircraft are now available
 * ...)" and "The next successful RTO call for artillery or mortars automatically counts as (5)".
 */
const mission = (sl: number): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 });
const game = (sl: number, requests: SupportRequest[] = [], turn = 3): FngGame => ({
  ...table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('cf', 'tranh', 55, 20)], { mission: mission(sl), turn }),
  support: { ...emptySupport(), next: requests.length + 1, requests },
});
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const reinforcement = (result: 'fac' | 'artillery-call-counts-five' | 'squad'): SupportRequest => ({ id: 'S1', for: 'reinforcements', ready: false, caller: 'fwf:pink', turn: 2, due: 3, state: 'inbound', fwf: { result, total: 23, source: 'L2091' } });

describe('A FAC as a Free World reinforcement (L2091, L2095, L2099)', () => {
  it('GIVEN a reinforcement request that gave a FAC comes due THEN a FAC is over the table from now for twelve turns, as an airstrike\'s FAC, with no entry die and no aircraft of its own', () => {
    const roller = dice();
    const r = supportArrivals(game(4, [reinforcement('fac')]), roller);
    expect(roller.remaining).toBe(0);
    const s = r.game.support!;
    expect(s.requests[0]).toMatchObject({ id: 'S1', state: 'spent' });
    expect(s.requests[0]!.entry).toBeUndefined();
    expect(s.requests[1]).toMatchObject({ id: 'S2', for: 'air', facDue: 3, state: 'spent' });
    expect(s.requests[1]!.aircraft).toBeUndefined();
    expect(facRequest(r.game)?.id).toBe('S2');
    expect(facRequest({ ...r.game, turn: 14 })?.id).toBe('S2');
    expect(facRequest({ ...r.game, turn: 15 })).toBeUndefined();
    expect(sup(r.events).find((e) => e.kind === 'fwf-support')).toEqual({ kind: 'fwf-support', from: 'S1', result: 'fac', id: 'S2', until: 14 });
    expect(supportLines(sup(r.events).find((e) => e.kind === 'fwf-support')!, {} as never, (k) => k).join()).toContain('a FAC arrives overhead (L2091) — **S2**, over the table to turn 14');
  });

  it('GIVEN a FAC already on station THEN instead a pair of attack aircraft come now, their type rolled on Aircraft Availability; the first FAC stays the one over the table', () => {
    const onStation: SupportRequest = { id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 9, state: 'inbound', facDue: 2 };
    const roller = dice(...Array<number>(20).fill(3));
    const r = supportArrivals(game(4, [onStation, { ...reinforcement('fac'), id: 'S2' }]), roller);
    const s = r.game.support!;
    expect(s.requests[2]).toMatchObject({ id: 'S3', for: 'air', state: 'here' });
    expect(s.requests[2]!.aircraft).toBeDefined();
    expect(s.requests[2]!.facDue).toBeUndefined();
    expect(facRequest(r.game)?.id).toBe('S1');
    expect(sup(r.events).map((e) => e.kind)).toEqual(['arrives', 'fwf-support', 'arrives']);
    expect(sup(r.events)[1]).toMatchObject({ result: 'fac-pair', id: 'S3' });
  });

  it('GIVEN a Ready reinforcement at SL 6 that arrives now and 6d6 of 36 THEN the FAC is over the table at once from the call', () => {
    // Making the Call 3 then 1 (through), Ready 2 (arrives now), 6d6 all 6s = 36: "A FAC arrives overhead" (L2099).
    const a = args(game(6, [], 1), 'fwf', [3, 1, 2, 6, 6, 6, 6, 6, 6]);
    const r = unwrap(callOrder(a, { radio: 'pink', for: 'reinforcements' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(r.events).find((e) => e.kind === 'request')).toMatchObject({ fwf: { result: 'fac', total: 36 } });
    expect(facRequest(r.game)).toMatchObject({ id: 'S2', facDue: 1 });
  });

  it('GIVEN a squad from the table THEN it still comes on where the entry die says (no FAC)', () => {
    const r = supportArrivals(game(4, [reinforcement('squad')]), dice(4));
    expect(r.game.support!.requests).toHaveLength(1);
    expect(r.game.support!.requests[0]!.entry).toMatchObject({ die: 4 });
  });
});

describe('The next artillery call counts as a 5 (L2091, L2097)', () => {
  it('GIVEN the result comes THEN kept on the support; the next mortar call that gets through rolls no request die, reads row 5 (round out, two tubes, next turn) and spends the promise', () => {
    const arrived = supportArrivals(game(4, [reinforcement('artillery-call-counts-five')]), dice());
    expect(arrived.game.support!.callCountsFive).toBe(true);
    expect(sup(arrived.events).find((e) => e.kind === 'fwf-support')).toMatchObject({ result: 'artillery-call-counts-five' });
    // A call that does not get through keeps it (the promise is for a successful call).
    const lost = unwrap(callOrder(args(arrived.game, 'fwf', [3, 6]), { radio: 'pink', for: 'mortar' }));
    expect(lost.game.support!.callCountsFive).toBe(true);
    const a = args({ ...lost.game, turn: 4 }, 'fwf', [3, 1]);
    const r = unwrap(callOrder(a, { radio: 'pink', for: 'mortar' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(r.events).find((e) => e.kind === 'request')).toMatchObject({ countsFive: true, total: 5, outcome: 'round-out', weapons: 2, inTurns: 1 });
    expect(r.game.support!.callCountsFive).toBe(false);
    // The call after rolls its die again.
    const b = args({ ...r.game, turn: 5 }, 'fwf', [3, 1, 4]);
    const again = unwrap(callOrder(b, { radio: 'pink', for: 'mortar' }));
    expect(sup(again.events).find((e) => e.kind === 'request')).toMatchObject({ die: 4 });
  });
});

describe('supportStatusLines: the promise shows in the status', () => {
  it('GIVEN the next call counts as a 5 THEN the status says so; once spent it does not', async () => {
    const { supportStatusLines } = await import('../../../../src/rulesets/fng/play/support-texts.js');
    expect(supportStatusLines({ ...emptySupport(), callCountsFive: true }).join()).toContain('counts as a 5 (L2091)');
    expect(supportStatusLines({ ...emptySupport(), callCountsFive: false })).toEqual([]);
  });
});
