import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { facRequest } from '../../../../../../src/rulesets/fng/rules/support/moves/fac-over.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { settleFwfSupport, supportArrivals } from '../../../../../../src/rulesets/fng/rules/support/moves/support-arrivals.js';
import type { FwfReinforcement } from '../../../../../../src/rulesets/fng/rules/support/reinforcements.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { supportLines } from '../../../../../../src/rulesets/fng/play/support/support-texts.js';
import { dice, unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';
import { fireMissionOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

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
const reinforcement = (result: FwfReinforcement): SupportRequest => ({ id: 'S1', for: 'reinforcements', ready: false, caller: 'fwf:pink', turn: 2, due: 3, state: 'inbound', fwf: { result, total: 23, source: 'L2091' } });

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
    const { supportStatusLines } = await import('../../../../../../src/rulesets/fng/play/support/support-texts.js');
    expect(supportStatusLines({ ...emptySupport(), callCountsFive: true }).join()).toContain('counts as a 5 (L2091)');
    expect(supportStatusLines({ ...emptySupport(), callCountsFive: false })).toEqual([]);
  });
});

describe('Barrages as Free World reinforcements (L2081–L2101): fired through the fire mission', () => {
  /** Each round: Hitting 2d6 [1,1] passes both vs REP 5 (on target), one Deviation 5 (on target). */
  const onTarget = (rounds: number): number[] => Array.from({ length: rounds }, () => [1, 1, 5]).flat();

  it('GIVEN a three-round medium mortar barrage comes THEN a mortar mission of one weapon is ready at once; fired, exactly three rounds fall and it is spent', () => {
    const r = supportArrivals(game(1, [reinforcement('medium-mortar-barrage')]), dice());
    const s = r.game.support!;
    expect(s.requests[1]).toMatchObject({ id: 'S2', for: 'mortar', state: 'here', weapons: 1, rounds: 3 });
    expect(sup(r.events).find((e) => e.kind === 'fwf-support')).toMatchObject({ result: 'medium-mortar-barrage', id: 'S2', weapons: 1, rounds: 3 });
    expect(supportLines(sup(r.events).find((e) => e.kind === 'fwf-support')!, {} as never, (k) => k).join()).toContain('fire-mission spotter:<figure> at:x,y support:S2');
    const a = args(r.game, 'fwf', onTarget(3));
    const fired = unwrap(fireMissionOrder(a, { spotter: 'pink', at: { x: 70, y: 35 }, support: 'S2' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(fired.events).filter((e) => e.kind === 'round').map((e) => e.kind === 'round' && e.weapon)).toEqual(['mortar', 'mortar', 'mortar']);
    expect(fired.game.support!.requests[1]!.state).toBe('spent');
  });

  it('GIVEN a three-round medium artillery barrage THEN one artillery weapon, three rounds', () => {
    const r = supportArrivals(game(4, [reinforcement('medium-artillery-barrage')]), dice());
    expect(r.game.support!.requests[1]).toMatchObject({ for: 'artillery', weapons: 1, rounds: 3 });
    const a = args(r.game, 'fwf', onTarget(3));
    const fired = unwrap(fireMissionOrder(a, { spotter: 'pink', at: { x: 70, y: 35 }, support: 'S2' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(fired.events).filter((e) => e.kind === 'round')).toHaveLength(3);
  });

  it.each([
    ['heavy-mortar-barrage-pair', 'mortar'],
    ['heavy-artillery-barrage-pair', 'artillery'],
  ] as const)('GIVEN a pair of two-round heavy barrages (%s) THEN two weapons of two rounds: four rounds on the one target, no more', (result, weapon) => {
    const r = supportArrivals(game(5, [reinforcement(result)]), dice());
    expect(r.game.support!.requests[1]).toMatchObject({ for: weapon, weapons: 2, rounds: 2, heavy: true });
    const a = args(r.game, 'fwf', onTarget(4));
    const fired = unwrap(fireMissionOrder(a, { spotter: 'pink', at: { x: 70, y: 35 }, support: 'S2' }));
    expect(a.roller.remaining).toBe(0);
    expect(sup(fired.events).filter((e) => e.kind === 'round')).toHaveLength(4);
  });
});

describe('Helicopters as Free World reinforcements (L2084, L2087, L2092, L2093)', () => {
  it('GIVEN the Hog THEN a UH-1B Hog over the table now at REP 5 for a single pass: one strike and it returns to base', () => {
    const r = supportArrivals(game(2, [reinforcement('hog')]), dice());
    expect(r.game.support!.requests[1]).toMatchObject({ id: 'S2', for: 'gunship', state: 'here', aircraft: 'uh-1b-hog', pilotRep: 5, startRep: 5, passes: 1, onePass: true, until: 10 });
    expect(supportLines(sup(r.events).find((e) => e.kind === 'fwf-support')!, {} as never, (k) => k).join()).toContain('UH-1B Huey "Hog" gunship, pilot REP 5, 1 pass before it returns to base');
    // No enemy within the AA checks' reach of the line far from the VC; rockets at REP 4 (a 6 misses? the die decides): give plenty.
    const a = args(r.game, 'fwf', Array<number>(12).fill(6));
    const struck = unwrap(strikeOrder(a, { at: { x: 40, y: 60 }, munition: 'rockets', from: { x: 0, y: 60 }, support: 'S2' }));
    expect(struck.game.support!.requests[1]!.state).toBe('spent');
    expect(sup(struck.events).find((e) => e.kind === 'leaves')).toMatchObject({ id: 'S2', why: 'passes' });
  });

  it('GIVEN the Slick THEN a UH-1 Slick over the table now, its pilot rolled on the crew table (a 5 → REP 5), two passes', () => {
    const roller = dice(5);
    const r = supportArrivals(game(3, [reinforcement('slick')]), roller);
    expect(roller.remaining).toBe(0);
    expect(r.game.support!.requests[1]).toMatchObject({ for: 'gunship', state: 'here', aircraft: 'uh-1-slick', pilotRep: 5, passes: 2 });
    expect(sup(r.events).find((e) => e.kind === 'fwf-support')).toMatchObject({ result: 'slick', pilotRep: 5 });
    // A crew die of 1 reads REP 3 (L1974).
    expect(supportArrivals(game(3, [reinforcement('slick')]), dice(1)).game.support!.requests[1]).toMatchObject({ pilotRep: 3 });
  });

  it('GIVEN the Loach THEN an OH-6 Loach over the table now at REP 5, no die rolled', () => {
    const roller = dice();
    const r = supportArrivals(game(5, [reinforcement('loach')]), roller);
    expect(r.game.support!.requests[1]).toMatchObject({ for: 'gunship', state: 'here', aircraft: 'oh-6-loach', pilotRep: 5 });
  });

  it('GIVEN a gunship THEN it comes now, its type on Gunship Availability (I Corps 4: the Hog) and its pilot on the crew table (6 → REP 6)', () => {
    const roller = dice(4, 6);
    const r = supportArrivals(game(4, [reinforcement('gunship')]), roller);
    expect(roller.remaining).toBe(0);
    expect(r.game.support!.requests[1]).toMatchObject({ for: 'gunship', state: 'here', aircraft: 'uh-1b-hog', pilotRep: 6, passes: 2 });
    expect(sup(r.events).map((e) => e.kind)).toEqual(['arrives', 'fwf-support', 'arrives']);
  });
});

describe('The sniper team as a Free World reinforcement (L2092, L2101)', () => {
  it('GIVEN a request that gave the sniper team comes THEN it enters where the entry die says, and two men join the force off the table: the sniper (BA rifle, scope), the spotter (M-16), REPs on the army list', () => {
    // Entry 4; REPs: US Army list 1 → 3 ... (whatever the list reads), 6 → its best.
    const roller = dice(4, 1, 6);
    const r = supportArrivals(game(4, [reinforcement('sniper-team')]), roller);
    expect(roller.remaining).toBe(0);
    expect(r.game.support!.requests[0]!.entry).toMatchObject({ die: 4 });
    const team = r.game.figures.filter((f) => f.unit === 'Sniper1');
    expect(team.map((f) => [f.id, f.name, f.weapon, f.gear, f.at])).toEqual([
      ['sniper1-1', 'Sniper', 'springfield', ['sniper-scope'], undefined],
      ['sniper1-2', 'Spotter', 'm16', [], undefined],
    ]);
    expect(team[0]!.rep).toBeLessThan(team[1]!.rep);
    expect(sup(r.events).find((e) => e.kind === 'fwf-support')).toMatchObject({ result: 'sniper-team', figures: ['sniper1-1', 'sniper1-2'] });
  });

  it('GIVEN night and a second team from the Reinforcements test THEN the spotter carries a starlight scope and the team is the second', () => {
    const g0 = game(6, [], 3);
    const night: FngGame = { ...g0, mission: { ...g0.mission!, night: true } };
    const first = settleFwfSupport(night, night.support!, { from: 'The Reinforcements test', result: 'sniper-team', caller: 'fwf:pink' }, dice(3, 3));
    const g1: FngGame = { ...night, figures: [...night.figures, ...(first.figures ?? [])] };
    const second = settleFwfSupport(g1, g1.support!, { from: 'The Reinforcements test', result: 'sniper-team', caller: 'fwf:pink' }, dice(3, 3));
    expect(second.figures!.map((f) => f.id)).toEqual(['sniper2-1', 'sniper2-2']);
    expect(second.figures![1]!.gear).toEqual(['starlight-scope']);
  });
});
