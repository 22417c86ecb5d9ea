import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { missionResultOrder, supportTally, type MissionResultInput } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { TourEvent, TourMissionSetUp } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { missionOf, tour, tourArgs, tourGame } from '../../../helpers/tour-fixtures.js';

const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));

const setUp = (mission: TourMissionSetUp['mission']): TourMissionSetUp => ({
  ao: 'swamp',
  status: 'contested',
  sl: 1,
  dayPart: 'morning',
  light: 'daylight',
  dayPartTurns: 10,
  weather: 'clear',
  mission,
  length: { minimumTurns: 12, after: 'end-roll' },
  deploymentSector: 5,
  civilians: false,
});

const dead = (id: string, x: number): TableFigure => fig('cf', id, x, 5, { status: 'obviously-dead' });

/** A Fight in IV Corps at its end: Pink, Barnes and Kelly together, Able Out of the Fight beside them, two VC dead, one captured. */
function ended(over: Partial<FngGame> = {}, mission: TourMissionSetUp['mission'] = 'fight'): FngGame {
  return tourGame(tour({ stage: 'mission', setUp: setUp(mission), history: [{ label: 'early January 1967', contact: true, mission, ao: 'swamp' }] }), {
    figures: [
      fig('fwf', 'pink', 10, 30, { star: true, rep: 5 }),
      fig('fwf', 'barnes', 12, 30),
      fig('fwf', 'kelly', 14, 30, { retiredTurn: 3, status: 'duck-back' }),
      fig('fwf', 'able', 15, 33, { status: 'out-of-fight' }),
      dead('vc1-1', 20),
      dead('vc1-2', 22),
      fig('cf', 'vc1-3', 24, 5, { status: 'captured' }),
    ],
    turn: 9,
    acting: 'fwf',
    dice: { fwf: 4, cf: 2 },
    mission: missionOf({ enemy: 'lvc' }),
    pefs: [{ id: 'P2', at: { x: 50, y: 5 } }],
    sealed: [{ seq: 1, kind: 'mission', entry: { eal: 3, pefRep: 3 } }],
    ...over,
  });
}

const end = (g: FngGame, faces: number[], input: MissionResultInput = {}, overrides = {}) => {
  const a = { ...tourArgs(g, faces, overrides), gm: false };
  const r = missionResultOrder(a, input);
  return { r, remaining: a.roller.remaining };
};

describe('credit where the log knows (issue 34 item 8, L2268: "whoever inflicted the Obviously Dead result gets the credit")', () => {
  it('GIVEN Barnes shot vc1-2 dead and Pink vc1-1 THEN the body count credits each, with nothing said', () => {
    const g = ended();
    const credited = { ...g, figures: g.figures.map((f) => (f.id === 'vc1-1' ? { ...f, downedBy: 'fwf:pink' } : f.id === 'vc1-2' ? { ...f, downedBy: 'fwf:barnes' } : f)) };
    const { r } = end(credited, [5, 6, 6]);
    expect(tourEvents(unwrap(r).events)[0]).toMatchObject({
      bodyCount: [
        { victim: 'cf:vc1-1', by: 'fwf:pink', die: 5, confirmed: true },
        { victim: 'cf:vc1-2', by: 'fwf:barnes', die: 6, confirmed: true },
      ],
    });
  });

  it('GIVEN the table credits vc1-1 to Pink THEN `kills:` corrects it to Barnes; what it does not name stays as the table kept it', () => {
    const g = ended();
    const credited = { ...g, figures: g.figures.map((f) => (f.id === 'vc1-1' ? { ...f, downedBy: 'fwf:pink' } : f.id === 'vc1-2' ? { ...f, downedBy: 'fwf:pink' } : f)) };
    const { r } = end(credited, [5, 6, 6], { kills: [{ by: 'barnes', victims: ['vc1-1'] }] });
    expect(tourEvents(unwrap(r).events)[0]).toMatchObject({
      bodyCount: [
        { victim: 'cf:vc1-1', by: 'fwf:barnes' },
        { victim: 'cf:vc1-2', by: 'fwf:pink' },
      ],
    });
  });

  it('GIVEN Pink\'s fire kills vc-1 (a 1 on the damage die) THEN vc-1 keeps that Pink put him down; a VC\'s shot at Pink keeps nothing', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 20, 0, { rep: 3 })]);
    const r = unwrap(fireOrder(args(g, 'fwf', [6, 1, 2, 3, /* damage */ 1]), { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 4 }] }));
    expect(at(r.game, 'cf', 'vc-1')).toMatchObject({ status: 'obviously-dead', downedBy: 'fwf:pink' });
    const back = table([fig('fwf', 'pink', 0, 0, { rep: 3 }), fig('cf', 'vc-1', 20, 0, { rep: 5 })], { acting: 'cf' });
    const shot = unwrap(fireOrder(args(back, 'cf', [6, 6, 6, /* damage */ 1]), { shooter: 'vc-1', targets: [{ figure: 'pink', dice: 3 }] }));
    expect(at(shot.game, 'fwf', 'pink').status).toBe('obviously-dead');
    expect(at(shot.game, 'fwf', 'pink').downedBy).toBeUndefined();
  });
});

describe('the end of a mission: body count, Victory Points, result, medals (L2256–L2297)', () => {
  it('GIVEN two enemy dead, one credited to Pink THEN the mission ends (its secrets disclosed), then 1d6 each, 4–6 confirmed; VP counted, the result and its table rolled', () => {
    // Body count [5] confirmed (Pink's), [2] unconfirmed; VP: captured +2, confirmed +2, unconfirmed +1, our wounded −2 = 3: Bad Mission [6].
    const { r, remaining } = end(ended(), [5, 2, 6], { kills: [{ by: 'pink', victims: ['VC1-1'] }] });
    expect(remaining).toBe(0);
    const v = unwrap(r);
    // The mission's end comes first: what the enemy sealed is disclosed.
    expect(v.events[0]).toMatchObject({ kind: 'mission-end', turn: 9, eal: 3, pefRep: 3, sealed: [1], pefs: ['P2'] });
    const events = tourEvents(v.events);
    expect(events[0]).toMatchObject({
      kind: 'mission-result',
      mission: 'fight',
      bodyCount: [
        { victim: 'cf:vc1-1', by: 'fwf:pink', die: 5, confirmed: true },
        { victim: 'cf:vc1-2', by: null, die: 2, confirmed: false },
      ],
      vp: 3,
      result: 'bad',
    });
    expect(events[0]).toMatchObject({ lines: [{ item: 'capturedWounded', vp: 2 }, { item: 'confirmedDead', vp: 2 }, { item: 'unconfirmedDead', vp: 1 }, { item: 'fwfWounded', vp: -2 }] });
    expect(events[1]).toMatchObject({ kind: 'mission-table', table: 'bad', die: 6, effect: { kind: 'no-rep-increase', reason: 'menial-details' } });
    // The mission is over (no more orders, the bot stops); the figures stay where they ended.
    expect(v.game.mission!.ended).toEqual({ turn: 9 });
    expect(v.game.sealed!.every((x) => x.disclosed)).toBe(true);
    expect(v.game.acting).toBeUndefined();
    expect(v.game.figures).toHaveLength(7);
    expect(v.game.tour).toMatchObject({
      stage: 'after-action',
      debrief: { mission: 'fight', contacted: true, vp: 3, result: 'bad', effects: [{ kind: 'no-rep-increase' }] },
      history: [{ label: 'early January 1967', vp: 3, result: 'bad' }],
    });
    expect(v.game.tour!.debrief!.men).toEqual([
      { id: 'pink', casualty: null, lost: null, recovered: true, evacuation: 'none', retired: false, confirmedKills: 1, rep: 5 },
      { id: 'barnes', casualty: null, lost: null, recovered: true, evacuation: 'none', retired: false, confirmedKills: 0, rep: 4 },
      { id: 'kelly', casualty: null, lost: null, recovered: true, evacuation: 'none', retired: true, confirmedKills: 0, rep: 4 },
      { id: 'able', casualty: 'out-of-the-fight', lost: null, recovered: true, evacuation: 'none', retired: false, confirmedKills: 0, rep: 4 },
    ]);
  });

  it('GIVEN Victory Points the mission earned as it went (a tunnel searched) THEN they count too', () => {
    const v = unwrap(end(ended({ vp: [{ turn: 4, source: 'tunnel-search', vp: 3, where: '20,30' }] }), [5, 2, 6]).r);
    expect(tourEvents(v.events)[0]).toMatchObject({ vp: 6, lines: expect.arrayContaining([{ item: 'other', count: 1, vp: 3, reason: 'tunnel searched (L1552) at 20,30' }]) });
  });

  it('GIVEN a wounded man alone, one carried, one flown out, one dead and one missing THEN lost, recovered and evacuated as the table says (L977)', () => {
    const g = ended({
      figures: [
        fig('fwf', 'pink', 10, 30, { star: true, rep: 5 }),
        fig('fwf', 'barnes', 40, 30, { status: 'out-of-fight' }),
        fig('fwf', 'kelly', 11, 30, { status: 'out-of-fight', carriedBy: 'fwf:pink', burned: true }),
        fig('fwf', 'able', 12, 30, { status: 'left-battlefield' }),
        fig('fwf', 'nobles', 13, 30, { status: 'obviously-dead' }),
        fig('fwf', 'phil', 14, 30, { status: 'missing' }),
      ],
    });
    const v = unwrap(end(g, [3], { medevac: ['able'] }).r);
    const men = v.game.tour!.debrief!.men;
    // Kelly was burned In a Fire: his recovery is at −1d6 (L1052).
    expect(men.filter((m) => m.burned).map((m) => m.id)).toEqual(['kelly']);
    expect(men.map((m) => [m.id, m.casualty, m.lost, m.recovered, m.evacuation])).toEqual([
      ['pink', null, null, true, 'none'],
      ['barnes', 'out-of-the-fight', null, false, 'none'],
      ['kelly', 'out-of-the-fight', null, true, 'foot-or-vehicle'],
      ['able', 'out-of-the-fight', null, true, 'medevac'],
      ['nobles', null, 'dead', false, 'none'],
      ['phil', null, 'missing', false, 'none'],
    ]);
    // Our dead −5, MIA −10, three wounded −6: −21, a Disastrous Mission [3].
    expect(tourEvents(v.events)).toMatchObject([{ kind: 'mission-result', vp: -21, result: 'disastrous' }, { kind: 'mission-table', table: 'disastrous', die: 3 }]);
  });

  it('GIVEN a Defense held clear at SL 6 with four confirmed kills THEN 25 VP, a Good Mission; Stars and Stripes adds a die to every Medal roll', () => {
    const g = ended(
      {
        figures: [fig('fwf', 'pink', 10, 30, { star: true, rep: 5 }), fig('fwf', 'barnes', 12, 30), dead('v1', 1), dead('v2', 2), dead('v3', 3), dead('v4', 4)],
        mission: missionOf({ sl: 6 }),
      },
      'defense',
    );
    // Body count 4,4,4,4; objective +5, four Ready Support unused +12, confirmed +8 = 25; Good Mission [1]; medals: Pink 3d6 [1,2,6] Major, Barnes [6,6,6] nothing.
    const { r, remaining } = end(g, [4, 4, 4, 4, 1, 1, 2, 6, 6, 6, 6], { objective: 'held-clear', medals: ['pink', 'barnes'], kills: [{ by: 'barnes', victims: ['v1', 'v2'] }] });
    expect(remaining).toBe(0);
    const v = unwrap(r);
    const events = tourEvents(v.events);
    expect(events[0]).toMatchObject({ vp: 25, result: 'good', lines: expect.arrayContaining([{ item: 'defense-objective', count: 1, vp: 5 }, { item: 'ready-support-unused', count: 4, vp: 12 }]) });
    expect(events.slice(1)).toMatchObject([
      { kind: 'mission-table', table: 'good', die: 1, effect: { kind: 'medal-bonus-die' } },
      { kind: 'medal', id: 'fwf:pink', dice: 3, passes: 2, outcome: 'major-medal' },
      { kind: 'medal', id: 'fwf:barnes', dice: 3, passes: 0, outcome: 'unnoticed' },
    ]);
    expect(v.game.tour!.debrief!.men.map((m) => [m.id, m.confirmedKills, m.medal])).toEqual([
      ['pink', 0, 'major-medal'],
      ['barnes', 2, 'unnoticed'],
    ]);
  });

  it('GIVEN Good Missions 2, 3, 5 and 6 THEN their effects are carried to the next replacements, mission or turn', () => {
    const good = (face: number) => {
      const g = ended({ figures: [dead('v1', 1), dead('v2', 2), dead('v3', 3), dead('v4', 4)], mission: missionOf({ sl: 6 }) }, 'defense');
      return unwrap(end(g, [4, 4, 4, 4, face], { objective: 'held-clear' }).r).game.tour!.carried;
    };
    expect(good(2)).toEqual({ nextReplacementBetter: true });
    expect(good(3)).toEqual({ replacementDice: 1 });
    expect(good(5)).toEqual({ cakeWalk: true });
    expect(good(6)).toEqual({ standDown: true });
  });

  it('GIVEN Good Mission 4 THEN its (1-3) radio, (4-5) M-60 or (6) M-79 goes to the platoon\'s spare kit for the players to hand out (L2273)', () => {
    const spare = (face: number, start?: readonly ('radio' | 'm60' | 'm79')[]) => {
      const g = ended({ figures: [dead('v1', 1), dead('v2', 2), dead('v3', 3), dead('v4', 4)], mission: missionOf({ sl: 6 }) }, 'defense');
      const t = g.tour!;
      const withSpare = start ? { ...g, tour: { ...t, spare: start } } : g;
      const v = unwrap(end(withSpare, [4, 4, 4, 4, 4, face], { objective: 'held-clear' }).r);
      expect(tourEvents(v.events)[1]).toMatchObject({ kind: 'mission-table', table: 'good', die: 4 });
      return v.game.tour!.spare;
    };
    expect(spare(1)).toEqual(['radio']);
    expect(spare(3)).toEqual(['radio']);
    expect(spare(4)).toEqual(['m60']);
    expect(spare(5)).toEqual(['m60']);
    expect(spare(6, ['radio'])).toEqual(['radio', 'm79']);
    // Nothing else changes the spare kit.
    const g = ended({ figures: [dead('v1', 1), dead('v2', 2), dead('v3', 3), dead('v4', 4)], mission: missionOf({ sl: 6 }) }, 'defense');
    expect(unwrap(end(g, [4, 4, 4, 4, 5], { objective: 'held-clear' }).r).game.tour!.spare).toBeUndefined();
  });

  it('GIVEN Bad Mission 1 THEN no Medal rolls this turn', () => {
    const v = unwrap(end(ended({ figures: [fig('fwf', 'pink', 10, 30, { star: true, rep: 5 })] }), [1], { medals: ['pink'] }).r);
    expect(tourEvents(v.events).slice(1)).toEqual([
      { kind: 'mission-table', table: 'bad', die: 1, effect: { kind: 'no-medals' }, parts: expect.any(Array) },
      { kind: 'medal', id: 'fwf:pink', dice: 0, passes: 0, outcome: 'barred' },
    ]);
  });

  it('GIVEN a Patrol THEN sectors, PEFs revealed, exit in time and wounded left behind count; a Recon its PCs', () => {
    const patrol = ended({ figures: [fig('fwf', 'pink', 10, 30, { star: true, rep: 5 }), fig('fwf', 'able', 50, 30, { status: 'out-of-fight' })] }, 'patrol');
    const p = tourEvents(unwrap(end(patrol, [6], { sectors: 6, revealed: 2, exited: true }).r).events)[0]!;
    expect(p).toMatchObject({ vp: 6, lines: expect.arrayContaining([{ item: 'sectors-patrolled', count: 6, vp: 6 }, { item: 'pefs-revealed', count: 2, vp: 4 }, { item: 'wounded-left-behind', count: 1, vp: -4 }]) });
    const recon = ended({ figures: [] }, 'recon');
    const q = tourEvents(unwrap(end(recon, [6], { revealed: 3, allRevealed: true, exited: false }).r).events)[0]!;
    expect(q).toMatchObject({ vp: 4, lines: [{ item: 'pcs-revealed', count: 3, vp: 6 }, { item: 'not-exited-in-time', count: 1, vp: -2 }] });
  });

  it('GIVEN support used THEN On-Demand types cost 5 or 7, unused Ready Support gains 3, Danger Close its VP (L2258, L1797)', () => {
    const s = { ...emptySupport(), readyUsed: ['helicopter-mission' as const], vp: -4, requests: [
      { id: 'S1', for: 'mortar' as const, ready: false, caller: 'fwf:pink', turn: 1, due: 2, state: 'spent' as const },
      { id: 'S2', for: 'artillery' as const, ready: false, caller: 'fwf:pink', turn: 2, due: 3, state: 'spent' as const },
      { id: 'S3', for: 'artillery' as const, ready: false, caller: 'fwf:pink', turn: 3, due: 4, state: 'spent' as const },
      { id: 'S4', for: 'gunship' as const, ready: true, caller: 'fwf:pink', turn: 3, due: 4, state: 'spent' as const },
    ] };
    // SL 4: Ready helicopter and FAC; the helicopter used. Mortars are On-Demand only; artillery is not in SL 4's Ready list.
    expect(supportTally(4, s)).toEqual({ readySupportUnused: 1, onDemandTypesInReadyList: 0, onDemandTypesNotInReadyList: 2, other: [{ reason: 'Danger Close (L1797)', vp: -4 }] });
    expect(supportTally(1, undefined)).toEqual({ readySupportUnused: 0, onDemandTypesInReadyList: 0, onDemandTypesNotInReadyList: 0 });
    expect(supportTally(5, { ...emptySupport(), requests: [{ id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'spent' }] })).toMatchObject({ readySupportUnused: 3, onDemandTypesInReadyList: 1 });
  });

  it('GIVEN a mission started by hand (no tour) THEN it counts as a Fight and the game is cleared, nothing kept', () => {
    const g = { ...ended(), tour: undefined };
    const v = unwrap(end(g, [5, 2, 6]).r);
    expect(tourEvents(v.events)[0]).toMatchObject({ mission: null, vp: 3 });
    expect(v.game.tour).toBeUndefined();
    expect(v.game.mission!.ended).toEqual({ turn: 9 });
  });

  it('GIVEN no mission or one ended, a Defense without its objective, a Patrol without its exit, a kill that is none, a man not flown out THEN refused', () => {
    expectCode(end(tourGame(tour()), []).r, 'fng/no-mission');
    expectCode(end(ended({ mission: missionOf({ ended: { turn: 8 } }) }), []).r, 'fng/mission-over');
    expectCode(end(ended({}, 'defense'), []).r, 'fng/say-objective');
    expectCode(end(ended({}, 'patrol'), []).r, 'fng/say-exited');
    expectCode(end(ended(), [], { kills: [{ by: 'pink', victims: ['vc1-3'] }] }).r, 'fng/not-a-kill');
    expectCode(end(ended(), [], { kills: [{ by: 'vc1-1', victims: ['vc1-2'] }] }).r, 'fng/unknown-figure');
    expectCode(end(ended(), [], { medevac: ['able'] }).r, 'fng/not-flown-out');
    expectCode(end(ended(), [], { medals: ['HIDDEN-x'] }).r, 'fng/unknown-figure');
  });
});
