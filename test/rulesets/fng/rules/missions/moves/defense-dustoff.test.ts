import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { defenseLine } from '../../../../../../src/rulesets/fng/play/tour/tour-texts.js';
import { dustoffLoad, dustoffSeats, dustoffsNeeded, HALF_LOAD_WOUNDED, woundedAllLifted, woundedToLift } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-dustoff.js';
import { defenseOutcome } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';
import { defensePersonnel } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-personnel.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';

/*
 * Issue 17, the Defense of the Wounded's Dustoffs (L2205–L2206): "2d6 wounded with a medic and an RTO await
 * Dustoff helos ... The RTO must call for Dustoff (modify per the SL of the mission). More than one Dustoff
 * may be necessary depending upon the number of wounded." A Medevac is a UH-1 (L2006): eight passengers
 * on the coast, six in the Highlands, one casualty to a passenger slot (footnote 2, L2395); "Coming
 * quickly" has room for two (L2004).
 */

const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const request = (es: readonly FngEvent[]) => sup(es).find((e): e is Extract<SupportEvent, { kind: 'request' }> => e.kind === 'request')!;

/** The RTO (REP 5, radio) at 10,20 with the squad; `n` wounded who came wounded, on the table at 12,20. */
function wounded(n: number, over: Partial<FngMission> = {}, status: (i: number) => TableFigure['status'] = () => 'out-of-fight', more: Partial<FngGame> = {}): FngGame {
  const hurt = defensePersonnel({ objective: 'wounded', wounded: n, list: 'us-army', rep: 4 })!;
  const people = hurt.figures.map((f, i) => ({ ...f, at: { x: 12, y: 20 }, status: i < n ? status(i) : f.status }));
  const m: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 2, night: false, pefRep: 2, nextPef: 1, nextUnit: 1, type: 'defense', defense: 'wounded', defenseWounded: n, personnel: { woundedAtStart: hurt.woundedAtStart }, objectiveAt: { x: 12, y: 20 }, ...over };
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), ...people], { mission: m, turn: 3, ...more });
}

describe('how many Dustoffs (L2206, L2395, L2004)', () => {
  it('GIVEN a UH-1 THEN 8 casualties on the coast (and elsewhere), 6 in the Highlands; half-loaded, 2', () => {
    expect(dustoffSeats('coastal')).toBe(8);
    expect(dustoffSeats('swamp')).toBe(8);
    expect(dustoffSeats(undefined)).toBe(8);
    expect(dustoffSeats('highlands')).toBe(6);
    expect(HALF_LOAD_WOUNDED).toBe(2);
  });

  it('GIVEN every 2d6 count of wounded THEN full Dustoffs needed: 2–8 one on the coast, 9–12 two; Highlands 2–6 one, 7–12 two', () => {
    for (let n = 2; n <= 12; n++) {
      expect(dustoffsNeeded(n, 8)).toBe(n <= 8 ? 1 : 2);
      expect(dustoffsNeeded(n, 6)).toBe(n <= 6 ? 1 : 2);
    }
    expect(dustoffsNeeded(0, 8)).toBe(0);
    expect(() => dustoffsNeeded(-1, 8)).toThrow();
    expect(() => dustoffsNeeded(3, 0)).toThrow();
  });

  it('P(two full Dustoffs) by enumeration of 2d6: 10/36 on the coast (9–12), 21/36 in the Highlands (7–12)', () => {
    let coast = 0;
    let high = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
      if (dustoffsNeeded(a + b, dustoffSeats('coastal')) === 2) coast++;
      if (dustoffsNeeded(a + b, dustoffSeats('highlands')) === 2) high++;
    }
    expect([coast, high]).toEqual([10, 21]);
  });
});

describe('each Dustoff granted carries its load (L2004, L2206)', () => {
  // Making the Call [3, 1] gets through; the Medevac Request die; then its arrival time die [3].
  it.each([
    [3, 'coming-quickly', 9, 'coastal', { load: 2, awaiting: 9, more: 1 }],
    [4, 'on-our-way', 9, 'coastal', { load: 8, awaiting: 9, more: 1 }],
    [5, 'almost-there', 8, 'coastal', { load: 8, awaiting: 8, more: 0 }],
    [6, 'overhead-now', 13, 'highlands', { load: 6, awaiting: 13, more: 2 }],
    [4, 'on-our-way', 2, 'highlands', { load: 6, awaiting: 2, more: 0 }],
  ] as const)('GIVEN a %i (%s) with %i wounded in a %s AO THEN %o', (die, outcome, n, area, load) => {
    const r = unwrap(callOrder(args(wounded(n, { area }), 'fwf', [3, 1, die, 3]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(request(r.events)).toMatchObject({ outcome, dustoff: load });
  });

  it('GIVEN a 2 (sorry) THEN no Dustoff and no load; a gunship THEN none either; no wounded guarded THEN none', () => {
    const sorry = unwrap(callOrder(args(wounded(9), 'fwf', [3, 1, 2]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(request(sorry.events)).toMatchObject({ outcome: 'sorry' });
    expect(request(sorry.events)).not.toHaveProperty('dustoff');
    const none = unwrap(callOrder(args(wounded(9, { defense: 'radio-relay', personnel: { woundedAtStart: [] } }), 'fwf', [3, 1, 4, 3]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(request(none.events)).not.toHaveProperty('dustoff');
  });

  it('GIVEN SL 3 (a Ready helicopter mission, L1747) and the Ready die [4] THEN it comes next activation as a Dustoff with its load; [6] re-tasked THEN none', () => {
    const ready = unwrap(callOrder(args(wounded(10, { sl: 3 }), 'fwf', [3, 1, 4]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    const e = sup(ready.events).find((x): x is Extract<SupportEvent, { kind: 'ready' }> => x.kind === 'ready')!;
    expect(e).toMatchObject({ outcome: 'arrives-next-active', id: 'S1', dustoff: { load: 8, awaiting: 10, more: 1 } });
    expect(eventsText(ready.events, viewFng(ready.game, PUBLIC), 0)).toContain('— **S1** — the Defense\'s Dustoff (L2205–L2206): it lifts up to 8 of the 10 wounded still awaiting one; 1 more full Dustoff needed after it');
    const gone = unwrap(callOrder(args(wounded(10, { sl: 3 }), 'fwf', [3, 1, 6]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(sup(gone.events).find((x) => x.kind === 'ready')).not.toHaveProperty('dustoff');
  });

  it('GIVEN one full Dustoff on its way already and one half-loaded here THEN the next counts their loads first: 12 wounded − 8 − 2 = 2 awaiting, none more after it', () => {
    const s = (id: string, r: Partial<SupportRequest>): SupportRequest => ({ id, for: 'medevac', ready: false, caller: 'fwf:pink', turn: 1, due: 5, state: 'inbound', ...r });
    const g = wounded(12, {}, () => 'out-of-fight', { support: { ...emptySupport(), next: 4, requests: [s('S1', {}), s('S2', { maxWounded: 2, state: 'here' }), s('S3', { state: 'spent' })] } });
    const r = unwrap(callOrder(args(g, 'fwf', [3, 1, 4, 3]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(request(r.events)).toMatchObject({ id: 'S4', dustoff: { load: 8, awaiting: 2, more: 0 } });
    expect(dustoffLoad(g, { id: 'S9' })).toEqual({ load: 8, awaiting: 2, more: 0 });
  });

  it('GIVEN some flown out already THEN only the rest await', () => {
    const g = wounded(10, {}, (i) => (i < 8 ? 'left-battlefield' : 'out-of-fight'));
    expect(woundedToLift(g)).toEqual({ all: Array.from({ length: 10 }, (_, i) => `obj-${i + 1}`), left: ['obj-9', 'obj-10'] });
    expect(dustoffLoad(g, { id: 'S1', maxWounded: 2 })).toEqual({ load: 2, awaiting: 2, more: 0 });
  });

  it('GIVEN the request told THEN the line says the load and the Dustoffs still needed', () => {
    const g = wounded(9);
    const r = unwrap(callOrder(args(g, 'fwf', [3, 1, 3, 3]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 0);
    expect(text).toContain("the Defense's Dustoff (L2205–L2206): it lifts up to 2 of the 9 wounded still awaiting one; 1 more full Dustoff needed after it (one casualty to a seat, L2395)");
    const last = unwrap(callOrder(args(wounded(5), 'fwf', [3, 1, 4, 3]), { radio: 'pink', for: 'medevac', at: { x: 12, y: 22 } }));
    expect(eventsText(last.events, viewFng(last.game, PUBLIC), 0)).toContain('it lifts up to 8 of the 5 wounded still awaiting one; no more Dustoffs needed after it');
  });
});

describe('the Wounded\'s objective at the end (L2205, L2215, house rule fng.defense.wounded-unlifted)', () => {
  const all = wounded(3, {}, () => 'left-battlefield');
  const some = wounded(3, {}, (i) => (i === 0 ? 'left-battlefield' : 'out-of-fight'));

  it('GIVEN all flown out THEN the table decides (held clear); some not THEN held without the +5 (default), lost, or no effect', () => {
    expect(woundedAllLifted(all)).toBe(true);
    expect(woundedAllLifted(some)).toBe(false);
    expect(unwrap(defenseOutcome(all, undefined))).toEqual({ outcome: 'held-clear', why: 'clear', near: [] });
    expect(unwrap(defenseOutcome(some, undefined))).toEqual({ outcome: 'held', why: 'wounded-unlifted', near: [], unlifted: 2 });
    expect(unwrap(defenseOutcome(some, undefined, { woundedUnlifted: 'held' }))).toMatchObject({ outcome: 'held', why: 'wounded-unlifted' });
    expect(unwrap(defenseOutcome(some, undefined, { woundedUnlifted: 'lost' }))).toEqual({ outcome: 'lost', why: 'wounded-unlifted', near: [], unlifted: 2 });
    expect(unwrap(defenseOutcome(some, undefined, { woundedUnlifted: 'no-effect' }))).toEqual({ outcome: 'held-clear', why: 'clear', near: [], unlifted: 2 });
  });

  it('GIVEN some not flown out and an enemy near the mark THEN held for the enemy (no cap needed); players say lost THEN lost; no mark THEN the players\' word, capped', () => {
    const near = { ...some, figures: [...some.figures, fig('cf', 'vc-1', 14, 20)] };
    expect(unwrap(defenseOutcome(near, undefined))).toEqual({ outcome: 'held', why: 'enemy-near', near: ['vc-1'], unlifted: 2 });
    expect(unwrap(defenseOutcome(some, 'lost'))).toMatchObject({ outcome: 'lost', why: 'said-lost' });
    const unmarked = { ...some, mission: { ...some.mission!, objectiveAt: undefined } };
    expect(unwrap(defenseOutcome(unmarked, 'held-clear'))).toMatchObject({ outcome: 'held', why: 'wounded-unlifted' });
  });

  it('GIVEN the mission ended THEN the house rule is read and the result says how many were left', () => {
    const end = (g: FngGame, overrides = {}) => {
      const r = unwrap(missionResultOrder({ ...args(g, 'fwf', [5, 5, 5], overrides), gm: false }, {}));
      return r.events.flatMap((e: FngEvent) => (e.kind === 'tour' ? [e.event] : [])).find((e): e is Extract<TourEvent, { kind: 'mission-result' }> => e.kind === 'mission-result')!;
    };
    expect(end(some).defense).toEqual({ outcome: 'held', why: 'wounded-unlifted', unlifted: 2 });
    expect(end(some, { 'fng.defense.wounded-unlifted': 'lost' })).toMatchObject({ defense: { outcome: 'lost' }, lines: [{ item: 'defense-objective', vp: -4 }] });
    expect(end(all).defense).toEqual({ outcome: 'held-clear', why: 'clear' });
    expect(defenseLine({ outcome: 'held', why: 'wounded-unlifted', unlifted: 2 })).toBe(
      '🛡️ The Defense\'s objective (L2205, L2213, L2215): **held** — 2 of the wounded were never flown out by a Dustoff (`fng.defense.wounded-unlifted`).',
    );
    expect(defenseLine({ outcome: 'held-clear', why: 'clear', unlifted: 2 })).toContain('2 of the wounded were not flown out.');
  });
});
