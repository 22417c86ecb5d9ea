import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import type { AirEvent, AirState, SpotCheck } from '../../../../../../src/rulesets/fng/rules/support/air-state.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { facOrder, type FacInput } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { allFaces, dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { board, feature, rect, type Board } from '../../../helpers/bot.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { aerialSpotting } from '../../../../../../src/rulesets/fng/rules/support/tac-air.js';
import { fireMissionOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/*
 * The FAC over the table (L1919–L1925): Pink (REP 5, radio) called an airstrike, S1, whose FAC is over
 * the table from turn 1; its pilot's REP is the first die of its first run (1–2 → 4, 3–5 → 5, 6 → 6).
 */

const mission = (over: Partial<FngMission> = {}): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 5, nextUnit: 3, ...over });
const airRequest = (over: Partial<SupportRequest> = {}): SupportRequest => ({ id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 2, facDue: 1, state: 'inbound', ...over });

function game(more: Partial<FngGame> = {}, figures: TableFigure[] = [], requests: SupportRequest[] = [airRequest()]): FngGame {
  return table([fig('fwf', 'pink', 10, 34, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('fwf', 'joe', 12, 34), ...figures], {
    mission: mission(),
    support: { ...emptySupport(), next: requests.length + 1, requests },
    ...more,
  });
}

/** A run along y = 10 across the table. */
const ACROSS = { from: { x: 0, y: 10 }, to: { x: 72, y: 10 } };
const spot = (over: Partial<FacInput> = {}): FacInput => ({ run: 'spot', line: ACROSS, ...over });

const air = (es: readonly FngEvent[]): AirEvent[] => es.flatMap((e) => (e.kind === 'air' ? [e.event] : []));
const checks = (es: readonly FngEvent[]): readonly SpotCheck[] => air(es).flatMap((e) => (e.kind === 'spotting' ? e.checks : []));
const bare = (c: readonly SpotCheck[]) => c.map(({ part: _p, ...rest }) => rest);
const withTable = <T extends object>(a: T, t: Board): T & { readonly table: Board } => ({ ...a, table: t });

describe('The FAC over the table (L1836–L1841, L1898, L1923)', () => {
  it('GIVEN its first run THEN its pilot REP is rolled (3 → REP 5) with two WP rockets (O-1), and kept; the O-2 house rule loads four', () => {
    const a = args(game(), 'fwf', [3]);
    const r = unwrap(facOrder(a, spot()));
    expect(air(r.events)[0]).toMatchObject({ kind: 'fac-up', request: 'S1', pilotRep: 5, rockets: 2, until: 12 });
    expect(r.game.air?.facs).toEqual([{ request: 'S1', pilotRep: 5, rockets: 2, ran: 1 }]);
    expect(a.roller.remaining).toBe(0);
    const o2 = unwrap(facOrder(args(game(), 'fwf', [6], { 'fng.air.fac-aircraft': 'o-2-skymaster' }), spot()));
    expect(o2.game.air?.facs[0]).toMatchObject({ pilotRep: 6, rockets: 4 });
    // Next activation it flies again on the REP it has, rolling nothing for it.
    const next = args({ ...r.game, serial: 2 }, 'fwf', []);
    expect(air(unwrap(facOrder(next, spot())).events).map((e) => e.kind)).toEqual(['spotting']);
  });

  it('GIVEN no FAC due yet, its twelve turns over, or no mission THEN refused before any die', () => {
    expectCode(facOrder(args(game({}, [], [airRequest({ facDue: 2 })]), 'fwf', []), spot()), 'fng/no-fac');
    expectCode(facOrder(args(game({ turn: 13 }), 'fwf', []), spot()), 'fng/no-fac');
    expect(facOrder(args(game({ turn: 12 }), 'fwf', [1]), spot()).ok).toBe(true);
    expectCode(facOrder(args(game({ mission: undefined }), 'fwf', []), spot()), 'fng/no-mission');
    expectCode(facOrder(args(game(), 'fwf', []), { run: 'spot' }), 'fng/no-flight-line');
  });

  it('GIVEN a run this activation, or an airstrike this activation THEN no second run; after its run no airstrike (L1925)', () => {
    const first = unwrap(facOrder(args(game(), 'fwf', [1]), spot())).game;
    expectCode(facOrder(args(first, 'fwf', []), spot()), 'fng/already-flown');
    const here = { ...first, support: { ...first.support!, requests: [airRequest({ state: 'here', pilotRep: 4, passes: 2 })] } };
    expectCode(strikeOrder(args(here, 'fwf', []), { at: { x: 40, y: 10 }, munition: 'bomb-500' }), 'fng/fac-flew');
    expectCode(facOrder(args(game({ air: { next: 1, areas: [], spots: [], facs: [], struck: 1 } }), 'fwf', []), spot()), 'fng/fac-after-strike');
  });
});

describe('The spotting run: Aerial Spotting Check (L1915–L1921, L1927)', () => {
  const pefs = [
    { id: 'P1', at: { x: 30, y: 14 } },
    { id: 'P2', at: { x: 50, y: 22 } },
    { id: 'P3', at: { x: 60, y: 22.5 } },
  ];

  it('GIVEN PEFs 4" and 12" off the path in the open and one 12.5" off THEN the two in reach roll 2d6 vs REP 4 each; 2 passed spots it, and the spotted PEF waits for the bot', () => {
    const a = args(game({ pefs }), 'fwf', [1, /* P1 */ 4, 4, /* P2 */ 4, 5]);
    const r = unwrap(facOrder(a, spot()));
    expect(bare(checks(r.events))).toEqual([
      { target: 'P1', pef: true, at: { x: 30, y: 14 }, coverFromAir: false, concealedFromAir: false, dice: 2, passes: 2, spotted: true },
      { target: 'P2', pef: true, at: { x: 50, y: 22 }, coverFromAir: false, concealedFromAir: false, dice: 2, passes: 1, spotted: false },
    ]);
    expect(a.roller.remaining).toBe(0);
    expect(r.game.pefs).toEqual([{ ...pefs[0], recon: { by: 'fwf:pink', hits: 0 } }, pefs[1], pefs[2]]);
    expect(r.game.air?.spots).toEqual([{ turn: 1, target: 'P1', at: { x: 30, y: 14 } }]);
  });

  it.each([
    ['forest: cover from the air, −1d6', 'forest', { coverFromAir: true, concealedFromAir: false, dice: 1 }],
    ['single canopy: concealed from the air, −1d6', 'single-canopy-jungle', { coverFromAir: false, concealedFromAir: true, dice: 1 }],
    ['double canopy: both, −2d6', 'double-canopy-jungle', { coverFromAir: true, concealedFromAir: true, dice: 0 }],
    ['elephant grass: nothing against the air', 'elephant-grass', { coverFromAir: false, concealedFromAir: false, dice: 2 }],
  ] as const)('GIVEN a PEF in %s THEN it rolls that many dice and one die can never spot', (_what, type, want) => {
    const t = board(feature(type, rect(25, 10, 10, 8)));
    const a = withTable(args(game({ pefs: [pefs[0]!] }), 'fwf', [1, ...Array<number>(want.dice).fill(1)]), t);
    const r = unwrap(facOrder(a, spot()));
    expect(checks(r.events)[0]).toMatchObject({ ...want, passes: want.dice, spotted: want.dice >= 2 });
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN triple canopy THEN nothing under it is seen from the air; a helicopter hovering within 2" rolls, +1d6 for the hover (L1167, L1916)', () => {
    const t = board(feature('triple-canopy-jungle', rect(25, 10, 10, 8)));
    const a = withTable(args(game({ pefs: [pefs[0]!] }), 'fwf', [1]), t);
    expect(bare(checks(unwrap(facOrder(a, spot())).events))).toEqual([{ target: 'P1', pef: true, at: { x: 30, y: 14 }, coverFromAir: false, concealedFromAir: false, unseen: true, dice: 0, passes: 0, spotted: false }]);
    expect(a.roller.remaining).toBe(0);
    const loach: SupportRequest = { id: 'S2', for: 'gunship', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', aircraft: 'oh-6-loach', pilotRep: 3, passes: 2 };
    const g = game({ pefs: [pefs[0]!] }, [], [loach]);
    const hover = withTable(args(g, 'fwf', [3, 3, 6]), t);
    const r = unwrap(facOrder(hover, { run: 'spot', line: { from: { x: 0, y: 10 }, to: { x: 31, y: 15 } }, support: 'S2', hover: true }));
    expect(checks(r.events)[0]).toMatchObject({ dice: 3, passes: 2, spotted: true });
    expect(air(r.events)[0]).toMatchObject({ kind: 'spotting', by: 'S2', pilotRep: 3, hovering: true });
    expect(r.game.air?.used).toEqual({ 'S2 run': 1 });
    expectCode(facOrder(args(r.game, 'fwf', []), { run: 'spot', line: ACROSS, support: 'S2' }), 'fng/already-flown');
  });

  it('GIVEN an enemy group with one figure in reach THEN the group is checked once, at its figure easiest to see; spotted, its figures are kept where they stood', () => {
    // vc2-1 in the forest (cover from the air), vc2-2 in the open, both within 12"; vc2-3 13" off, out of reach.
    const t = board(feature('forest', rect(20, 0, 6, 30)));
    const vc = [fig('cf', 'vc2-1', 25, 20, { unit: 'vc2' }), fig('cf', 'vc2-2', 28, 21, { unit: 'vc2' }), fig('cf', 'vc2-3', 30, 23, { unit: 'vc2' })];
    const a = withTable(args(game({}, vc), 'fwf', [1, 2, 3]), t);
    const r = unwrap(facOrder(a, spot()));
    const [c] = bare(checks(r.events));
    expect(c).toMatchObject({ target: 'vc2', pef: false, coverFromAir: false, concealedFromAir: false, dice: 2, passes: 2, spotted: true });
    expect([c!.at.x, c!.at.y].map((v) => Math.round(v * 100) / 100)).toEqual([27.67, 21.33]);
    expect(a.roller.remaining).toBe(0);
    expect(r.game.air?.spots[0]?.figures).toEqual([{ key: 'cf:vc2-1', at: { x: 25, y: 20 } }, { key: 'cf:vc2-2', at: { x: 28, y: 21 } }, { key: 'cf:vc2-3', at: { x: 30, y: 23 } }]);
    // All in the forest: the group is checked on one die.
    const deep = withTable(args(game({}, vc), 'fwf', [1, 1]), board(feature('forest', rect(20, 0, 20, 30))));
    expect(checks(unwrap(facOrder(deep, spot())).events)[0]).toMatchObject({ coverFromAir: true, dice: 1, spotted: false });
  });

  it('GIVEN night THEN only what is lit is found (fng.air.night-spotting); with the house rule at anywhere, the dark is searched too', () => {
    const lit: AirState = { next: 2, areas: [{ id: 'A1', kind: 'flare', shape: { kind: 'ellipse', centre: { x: 50, y: 20 }, rx: 12, ry: 12, rotation: 0 }, by: 'S3', since: 1, until: 4 }], spots: [], facs: [] };
    const g = game({ mission: mission({ night: true }), pefs: pefs.slice(0, 2), air: lit });
    const a = args(g, 'fwf', [1, 1, 1]);
    const r = unwrap(facOrder(a, spot()));
    expect(checks(r.events).map((c) => [c.target, c.dark ?? false, c.dice, c.spotted])).toEqual([['P1', true, 0, false], ['P2', false, 2, true]]);
    expect(a.roller.remaining).toBe(0);
    const anywhere = unwrap(facOrder(args(g, 'fwf', [1, 1, 1, 1, 1], { 'fng.air.night-spotting': 'anywhere' }), spot()));
    expect(checks(anywhere.events).map((c) => c.spotted)).toEqual([true, true]);
  });

  it('GIVEN a PEF spotted THEN the bot resolves it at once on its own dice (here a false alarm, 6,6 vs EAL 2), as after Recon by Fire', () => {
    const spotted = unwrap(facOrder(args(game({ pefs: [pefs[0]!] }), 'fwf', [1, 4, 4]), spot())).game;
    const roller = dice(6, 6);
    const r = fngBotTurn(spotted, roller, { rules: rulesFor(FNG_HOUSE_RULES), now: NOW })!;
    expect(r.game.pefs).toEqual([]);
    expect(r.pub).toContainEqual({ kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 14 }, by: 'pink', outcome: 'false-alarm' });
    expect(r.gm.map((e) => e.kind)).toEqual(['enemy-dice']);
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN every face of the dice THEN P(spotted) is exact: 2d6 vs REP 4/5/6 is 16/36, 25/36, 36/36; with one or two minus dice 0; hovering in the open 3d6, two or more passing', () => {
    const p = (rep: number, mods: { coverFromAir?: boolean; concealedFromAir?: boolean; fromHoveringHelicopter?: boolean }) => {
      const n = 2 - (mods.coverFromAir ? 1 : 0) - (mods.concealedFromAir ? 1 : 0) + (mods.fromHoveringHelicopter ? 1 : 0);
      let hits = 0;
      let all = 0;
      for (const faces of allFaces(n)) {
        all++;
        if (unwrap(aerialSpotting({ pilotRep: rep, ...mods }, dice(...faces))).spotted) hits++;
      }
      return `${hits}/${all}`;
    };
    expect([4, 5, 6].map((rep) => p(rep, {}))).toEqual(['16/36', '25/36', '36/36']);
    expect([4, 5, 6].map((rep) => p(rep, { coverFromAir: true }))).toEqual(['0/6', '0/6', '0/6']);
    expect([4, 5, 6].map((rep) => p(rep, { concealedFromAir: true }))).toEqual(['0/6', '0/6', '0/6']);
    expect([4, 5, 6].map((rep) => p(rep, { coverFromAir: true, concealedFromAir: true }))).toEqual(['0/1', '0/1', '0/1']);
    // 3d6, at least two at or under the REP: REP 4 → 3·16·2 + 64 = 160, REP 5 → 3·25·1 + 125 = 200.
    expect([4, 5, 6].map((rep) => p(rep, { fromHoveringHelicopter: true }))).toEqual(['160/216', '200/216', '216/216']);
    expect([4, 5].map((rep) => p(rep, { coverFromAir: true, fromHoveringHelicopter: true }))).toEqual(['16/36', '25/36']);
  });
});

describe('The WP marking rocket (L1917, L1922)', () => {
  it('GIVEN a rocket on target (REP 6 for blast attacks) THEN a 5" blast at Impact 5 and the mark\'s smoke for three turns; one rocket fewer', () => {
    const g = game({}, [fig('cf', 'tranh', 40, 10, { unit: 'vc1' })]);
    const a = args(g, 'fwf', [1, /* rocket */ 4, /* damage on tranh */ 1]);
    const r = unwrap(facOrder(a, { run: 'mark', at: { x: 40, y: 10 } }));
    expect(air(r.events)[1]).toMatchObject({ kind: 'mark', at: { x: 40, y: 10 }, rep: 6, hit: true, lands: { x: 40, y: 10 }, rocketsLeft: 1 });
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ diameter: 5, impact: 5, caught: ['cf:tranh'] });
    expect(r.game.air?.areas).toEqual([{ id: 'A1', kind: 'mark-smoke', shape: { kind: 'ellipse', centre: { x: 40, y: 10 }, rx: 2.5, ry: 2.5, rotation: 0 }, by: 'FAC', since: 1, until: 3, mark: true }]);
    expect(r.game.air?.facs[0]).toMatchObject({ rockets: 1, ran: 1 });
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN a miss THEN Airstrike Deviation along the run: a 3, 2d6 = 7" past the point', () => {
    // At the pilot's REP 4 (house rule `fng.air.munition-rep`): 1 + 4 = 5, a miss.
    const a = args(game(), 'fwf', [1, 1, /* deviation */ 3, 3, 4], { 'fng.air.munition-rep': 'pilot' });
    const r = unwrap(facOrder(a, { run: 'mark', at: { x: 40, y: 10 }, line: { from: { x: 20, y: 10 }, to: { x: 60, y: 10 } } }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events)[1]).toMatchObject({ kind: 'mark', hit: false, deviation: { die: 3, direction: 'past', inches: 7 }, lands: { x: 47, y: 10 } });
  });

  it('GIVEN no rocket left or no point THEN refused', () => {
    const g = game({ air: { next: 1, areas: [], spots: [], facs: [{ request: 'S1', pilotRep: 5, rockets: 0 }] } });
    expectCode(facOrder(args(g, 'fwf', []), { run: 'mark', at: { x: 40, y: 10 } }), 'fng/no-rockets');
    expectCode(facOrder(args(g, 'fwf', []), { run: 'mark' }), 'fng/no-target-point');
  });

  it('GIVEN the mark THEN an airstrike landing within 24" counts the pilot one REP higher; beyond 24", or once the smoke is gone, not', () => {
    const marked = unwrap(facOrder(args(game(), 'fwf', [1, 5]), { run: 'mark', at: { x: 40, y: 10 } })).game;
    const strikeReady = (g: FngGame, over: Partial<FngGame> = {}) => ({ ...g, serial: 2, ...over, support: { ...g.support!, requests: [airRequest({ state: 'here', pilotRep: 4, passes: 3 })] } });
    const repOf = (g: FngGame, x: number, munition: 'gun-lmg' | 'napalm' | 'bomb-500') => {
      const r = unwrap(strikeOrder(args(g, 'fwf', Array<number>(12).fill(6), { 'fng.air.munition-rep': 'pilot' }), { at: { x, y: 10 }, munition }));
      const s = r.events.find((e) => e.kind === 'support' && e.event.kind === 'strike');
      const strafe = r.events.find((e) => e.kind === 'support' && e.event.kind === 'strafe');
      return (s?.kind === 'support' && s.event.kind === 'strike' ? s.event.rep : strafe?.kind === 'support' && strafe.event.kind === 'strafe' ? strafe.event.rep : undefined);
    };
    expect(repOf(strikeReady(marked), 60, 'bomb-500')).toBe(5);
    // Beyond the mark's 24" (or once its smoke is gone) an airstrike goes only at a spotted target, and without the REP.
    expectCode(strikeOrder(args(strikeReady(marked), 'fwf', []), { at: { x: 65, y: 10 }, munition: 'napalm' }), 'fng/strike-not-spotted');
    expect(repOf(spottedAt(strikeReady(marked), { x: 65, y: 10 }), 65, 'napalm')).toBe(4);
    expect(repOf(strikeReady(marked), 64, 'gun-lmg')).toBe(5);
    expectCode(strikeOrder(args(strikeReady(marked, { turn: 4 }), 'fwf', []), { at: { x: 60, y: 10 }, munition: 'bomb-500' }), 'fng/strike-not-spotted');
    expect(repOf(spottedAt(strikeReady(marked, { turn: 4 }), { x: 60, y: 10 }), 60, 'bomb-500')).toBe(4);
  });
});

describe("The pilot's personal weapon (L1925)", () => {
  it('GIVEN an M-16 (TR 4) at REP 5 THEN four dice at the target; hits take Combat Damage', () => {
    const g = game({}, [fig('cf', 'tranh', 40, 11, { unit: 'vc1' })]);
    const a = args(g, 'fwf', [3, /* fire */ 6, 1, 1, 1, /* damage */ 1]);
    const r = unwrap(facOrder(a, { run: 'fire', target: 'tranh', line: ACROSS }));
    const shot = air(r.events).find((e) => e.kind === 'fac-fire');
    expect(shot).toMatchObject({ kind: 'fac-fire', target: 'cf:tranh', tr: 4 });
    expect(shot?.kind === 'fac-fire' && shot.result.hits['cf:tranh']).toBe(1);
    expect(r.events.some((e) => e.kind === 'damage' && e.figure === 'cf:tranh')).toBe(true);
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN a target more than 3" off the line, under triple canopy, or not on the table THEN refused; the unplaced and the unknown alike', () => {
    const g = game({}, [fig('cf', 'tranh', 40, 14, { unit: 'vc1' }), fig('cf', 'hidden', 40, 10, { unit: 'vc1', at: undefined })]);
    expectCode(facOrder(args(g, 'fwf', [3]), { run: 'fire', target: 'tranh', line: ACROSS }), 'fng/off-flight-line');
    const canopy = withTable(args(g, 'fwf', [3]), board(feature('triple-canopy-jungle', rect(35, 8, 10, 10))));
    expectCode(facOrder(canopy, { run: 'fire', target: 'tranh' }), 'fng/unseen-from-air');
    const unplaced = facOrder(args(g, 'fwf', [3]), { run: 'fire', target: 'hidden' });
    const unknown = facOrder(args(g, 'fwf', [3]), { run: 'fire', target: 'nobody' });
    expectCode(unplaced, 'fng/unknown-figure');
    expect(unplaced.ok ? '' : JSON.stringify(unplaced.params).replace('hidden', 'X')).toBe(unknown.ok ? '' : JSON.stringify(unknown.params).replace('nobody', 'X'));
    expectCode(facOrder(args(g, 'fwf', []), { run: 'fire' }), 'fng/no-fac-target');
  });
});

describe('The FAC spotting for artillery as an FO (L1924)', () => {
  const mortars: SupportRequest = { id: 'S2', for: 'mortar', ready: false, caller: 'fwf:pink', turn: 2, due: 2, state: 'here', weapons: 1 };

  it('GIVEN a group spotted last turn THEN `spotter:fac` fires on it at the pilot\'s REP with an FO\'s halved deviation; a point nowhere near, or this turn\'s spot, refused', () => {
    const vc = [fig('cf', 'vc2-1', 40, 14, { unit: 'vc2' }), fig('cf', 'vc2-2', 42, 14, { unit: 'vc2' })];
    const spotted = unwrap(facOrder(args(game({}, vc), 'fwf', [6, 1, 1]), spot())).game;
    expectCode(fireMissionOrder(args({ ...spotted, support: { ...spotted.support!, requests: [...spotted.support!.requests, mortars] } }, 'fwf', []), { spotter: 'fac', at: { x: 41, y: 14 } }), 'fng/not-spotted');
    const next: FngGame = { ...spotted, turn: 2, serial: 3, support: { ...spotted.support!, requests: [...spotted.support!.requests, mortars] } };
    expectCode(fireMissionOrder(args(next, 'fwf', []), { spotter: 'fac', at: { x: 60, y: 14 } }), 'fng/not-spotted');
    expectCode(fireMissionOrder(args(next, 'fwf', []), { spotter: 'fac' }), 'fng/no-target-point');
    // Three rounds: Hitting 6,6 vs REP 6 (on target), one deviation roll each at 3" (the FO's halving): 5,5,5 → on target; damage 6s.
    const a = args(next, 'fwf', [6, 6, 5, 6, 6, 5, 6, 6, 5, 6, 6, 6, 6, 6, 6]);
    const r = unwrap(fireMissionOrder(a, { spotter: 'fac', at: { x: 41, y: 14 } }));
    const rounds = r.events.flatMap((e) => (e.kind === 'support' && e.event.kind === 'round' ? [e.event] : []));
    expect(rounds.map((x) => [x.rep, x.passes, x.deviationInches])).toEqual([[6, 2, 3], [6, 2, 3], [6, 2, 3]]);
  });

  it('GIVEN no FAC over the table THEN `spotter:fac` is refused', () => {
    expectCode(fireMissionOrder(args(game({}, [], [mortars]), 'fwf', []), { spotter: 'fac', at: { x: 41, y: 14 } }), 'fng/no-fac');
  });
});
