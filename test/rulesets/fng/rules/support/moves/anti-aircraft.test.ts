import { describe, expect, it } from 'vitest';
import { antiAircraft } from '../../../../../../src/rulesets/fng/rules/support/moves/anti-aircraft-play.js';
import { runChain } from '../../../../../../src/rulesets/fng/rules/game/chain.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { chainEnv } from '../../../../../../src/rulesets/fng/rules/game/order.js';
import { supportArrivals } from '../../../../../../src/rulesets/fng/rules/support/moves/support-arrivals.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { board, feature, mission, rect } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/*
 * The enemy's fire at the Free World aircraft over the table (L1866–L1894, L1950): the Anti-Aircraft
 * Check of every enemy figure near the Flight Line that sees the sky, the Golden BB of those who stand
 * and fire, the damage, and what the pilot does. Sgt Pink (REP 5, radio) and Joe stand at 10–12,20.
 */

const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const gmDice = (es: readonly FngEvent[]) => es.filter((e): e is Extract<FngEvent, { kind: 'enemy-dice' }> => e.kind === 'enemy-dice');

function game(enemy: TableFigure[], request: Partial<SupportRequest> & Pick<SupportRequest, 'for'>): FngGame {
  // The targets were spotted from the air: an airstrike goes only there (L1921).
  const g = table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('fwf', 'joe', 12, 20), ...enemy], {
    mission: mission({ sl: 4 }),
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', passes: 2, ...request }] },
  });
  return spottedAt(g, { x: 66, y: 10 }, { x: 40, y: 20 }, { x: 60, y: 5 }, { x: 66, y: 5 });
}

const s1 = (g: FngGame): SupportRequest => g.support!.requests[0]!;
/** A line across the table along y = 20. */
const LINE = { from: { x: 0, y: 20 }, to: { x: 72, y: 20 } };

describe('Anti-Aircraft Checks in play (L1866–L1876)', () => {
  const four = [fig('cf', 'an', 40, 17), fig('cf', 'binh', 42, 23), fig('cf', 'chau', 44, 17), fig('cf', 'dung', 46, 23)];

  it('GIVEN four VC near the Flight Line THEN each row: 2 passed and the 1d6 passed stands and fires, 2 and a failed 1d6 or 1 passed ducks back, 0 retires and leaves; the dice are the GM\'s', () => {
    const g = game(four, { for: 'air', aircraft: 'F-4 Phantom II', pilotRep: 5 });
    // an 1,2 + 3: fires; binh 1,2 + 5: ducks; chau 3,5: ducks; dung 5,6: retires. Golden BB: 5 dice (his REP), all pass.
    // The 500 lb bomb at 66,10 then hits (6) and catches nobody.
    const a = args(g, 'fwf', [1, 2, 3, 1, 2, 5, 3, 5, 5, 6, 1, 1, 1, 2, 2, 6]);
    const r = unwrap(strikeOrder(a, { at: { x: 66, y: 10 }, munition: 'bomb-500' }));
    expect(ofKind(r.events, 'aa')[0]).toMatchObject({ mode: 'check', fire: ['cf:an'], duck: ['cf:binh', 'cf:chau'], retire: ['cf:dung'] });
    expect([at(r.game, 'cf', 'an').status, at(r.game, 'cf', 'binh').status, at(r.game, 'cf', 'chau').status, at(r.game, 'cf', 'dung').status]).toEqual(['carry-on', 'duck-back', 'duck-back', 'left-battlefield']);
    expect(at(r.game, 'cf', 'an').aaTurn).toBe(1);
    expect(gmDice(r.events)[0]!.what).toMatch(/^Anti-Aircraft Check \(L1869, 2d6 vs REP\) at S1: an \(REP 4, OR 3\) 2d6 \[1, 2\] → 2 passed, 1d6 \[3\] → stands and fires; binh .* ducks back; chau .* 1 passed → ducks back; dung .* 0 passed → retires$/);
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ orTotal: 3, dice: 5, passes: 5, outcome: 'no-effect', hits: [] });
    expect(ofKind(r.events, 'strike')[0]).toMatchObject({ hit: true });
    expect(s1(r.game).passes).toBe(1);
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN an SKS (OR 2) passing both dice THEN it ducks back at an aircraft without the 1d6, but at a flying helicopter any OR may stand and fire (L1950)', () => {
    const sks = [fig('cf', 'an', 40, 20, { weapon: 'sks' })];
    const plane = antiAircraft(args(game(sks, { for: 'air', pilotRep: 5 }), 'fwf', [1, 1]), game(sks, { for: 'air', pilotRep: 5 }), 'S1', LINE, 'check', []);
    expect(at(plane.game, 'cf', 'an').status).toBe('duck-back');
    expect(plane.outcome).toBe('unopposed');
    const g = game(sks, { for: 'gunship', pilotRep: 5, aircraft: 'uh-1b-hog' });
    const a = args(g, 'fwf', [1, 1, 2, 1, 1, 1, 1, 1]);
    const heli = antiAircraft(a, g, 'S1', LINE, 'check', []);
    expect(at(heli.game, 'cf', 'an').aaTurn).toBe(1);
    expect(heli.outcome).toBe('no-effect');
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN a VC in a bunker, one under triple canopy and one 13" from the line THEN none of them sees it to take the check (L1866)', () => {
    const far = [fig('cf', 'an', 30, 20), fig('cf', 'binh', 50, 20), fig('cf', 'chau', 60, 33)];
    const t = board(feature('bunker', rect(28, 18, 4, 4)), feature('triple-canopy-jungle', rect(45, 10, 10, 20)));
    const g = game(far, { for: 'air', pilotRep: 5 });
    const r = antiAircraft({ ...args(g, 'fwf', []), table: t }, g, 'S1', LINE, 'check', []);
    expect(r).toMatchObject({ outcome: 'unopposed', firedOn: false });
    expect(r.game).toBe(g);
  });

  it('GIVEN one firer under single canopy (concealed from the air) THEN his OR counts half: 3 + 1.5 over pilot REP 3 is still 3 dice, at least his REP', () => {
    const t = board(feature('single-canopy-jungle', rect(38, 15, 6, 10)));
    const two = [fig('cf', 'an', 40, 20), fig('cf', 'binh', 50, 20)];
    const g = game(two, { for: 'air', pilotRep: 3 });
    const events: FngEvent[] = [];
    const a = { ...args(g, 'fwf', [1, 1, 1, 1, 1, 1, 1, 1, 1]), table: t };
    antiAircraft(a, g, 'S1', LINE, 'check', events);
    expect(ofKind(events, 'golden-bb')[0]).toMatchObject({ orTotal: 4.5, dice: 3, passes: 3 });
  });

  it.each([
    [3, 27, 135, 54],
    [4, 64, 128, 24],
    [5, 125, 85, 6],
  ])('GIVEN a REP %i VC with an AK-47 THEN over every face of 2d6 and the 1d6 he stands and fires %i, ducks back %i, retires %i times in 216', (rep, stand, duck, retire) => {
    const g = game([fig('cf', 'an', 40, 20, { rep: rep as TableFigure['rep'] })], { for: 'air', pilotRep: 6 });
    const outcome = (f: number[]) => {
      const events: FngEvent[] = [];
      antiAircraft(args(g, 'fwf', [...f, ...Array(12).fill(1)]), g, 'S1', LINE, 'check', events);
      const aa = ofKind(events, 'aa')[0]!;
      return aa.fire.length ? 'stand' : aa.duck.length ? 'duck' : 'retire';
    };
    expect([countFaces(3, (f) => outcome(f) === 'stand'), countFaces(3, (f) => outcome(f) === 'duck'), countFaces(3, (f) => outcome(f) === 'retire')]).toEqual([stand, duck, retire]);
  });

  it('GIVEN a VC who stood and fired at the aircraft THEN he fires no more this turn, active or in reaction (L1892)', () => {
    const g = table([fig('fwf', 'joe', 12, 20), fig('cf', 'an', 30, 20, { aaTurn: 1 })]);
    const a = args(g, 'cf', []);
    const r = runChain(g, [{ kind: 'shot', shooter: 'cf:an', targets: [{ key: 'fwf:joe', dice: 3 }], why: 'active' }], chainEnv(a));
    expect(r.events).toEqual([{ kind: 'no-shot', shooter: 'cf:an', why: 'active', reason: 'fired-at-aircraft' }]);
  });
});

describe('The Golden BB in play (L1875, L1883–L1892)', () => {
  /** The seed's example (L1875): ten Main Force VC in the open within 12" of an F-100's line, its pilot REP 4. */
  const ten = [
    ...['ak1', 'ak2', 'ak3', 'ak4'].map((id, i) => fig('cf', id, 20 + 3 * i, 22)),
    fig('cf', 'lmg', 32, 22, { weapon: 'rpd' }),
    fig('cf', 'rpg', 35, 22, { weapon: 'rpg-7' }),
    fig('cf', 'sks1', 38, 22, { weapon: 'sks' }),
    fig('cf', 'sks2', 41, 22, { weapon: 'sks' }),
    fig('cf', 'x1', 44, 22),
    fig('cf', 'x2', 47, 22),
  ];

  it('GIVEN the seed\'s example: eight pass, four AK-47s, an LMG and an RPG-7 stand and fire, the SKSs cannot THEN OR 21 / REP 4 → 6d6; 3 pass, 3 fail: three Aircraft Damage rolls at Impact 3', () => {
    const g = game(ten, { for: 'air', aircraft: 'F-100 Super Sabre "Hun"', pilotRep: 4 });
    const checks = [...Array(6).fill([1, 1, 1]).flat(), 1, 1, 1, 1, 6, 6, 1, 6];
    const a = args(g, 'fwf', [...checks, 1, 2, 3, 5, 6, 6, 1, 3, 5]);
    const events: FngEvent[] = [];
    const r = antiAircraft(a, g, 'S1', LINE, 'check', events);
    expect(ofKind(events, 'aa')[0]).toMatchObject({ fire: ['cf:ak1', 'cf:ak2', 'cf:ak3', 'cf:ak4', 'cf:lmg', 'cf:rpg'], duck: ['cf:sks1', 'cf:sks2', 'cf:x2'], retire: ['cf:x1'] });
    expect(ofKind(events, 'golden-bb')[0]).toMatchObject({ orTotal: 21, dice: 6, passes: 3, outcome: 'no-effect', impact: 3, hits: [{ die: 1, points: 2 }, { die: 3, points: 1 }, { die: 5, points: 0 }], damage: 3, dp: 5 });
    // The 1 on Aircraft Damage costs the pilot a REP for the game; 3 damage of 5 DP: he attacks.
    expect(s1(r.game)).toMatchObject({ pilotRep: 3, damage: 3 });
    expect(r.outcome).toBe('no-effect');
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN an RPG already fired this turn or a LAW not readied THEN it does not count (L1886)', () => {
    const g = game([fig('cf', 'rpg', 35, 22, { weapon: 'rpg-7', fired: true })], { for: 'air', pilotRep: 4 });
    const r = antiAircraft(args(g, 'fwf', [1, 1]), g, 'S1', LINE, 'check', []);
    expect(at(r.game, 'cf', 'rpg').status).toBe('duck-back');
  });

  const one = [fig('cf', 'an', 40, 20)];
  const pass = (bb: number[], more: number[] = [], request: Partial<SupportRequest> = {}) => {
    const g = game(one, { for: 'air', pilotRep: 4, aircraft: 'A-4 Skyhawk', ...request });
    return strikeOrder(args(g, 'fwf', [1, 1, 1, ...bb, ...more]), { at: { x: 40, y: 20 }, munition: 'gun-hmg' });
  };

  it('GIVEN 2 passed THEN the pilot presses on at −1 REP and strafes at REP 3', () => {
    // 4 dice: 1, 1 pass; 5, 6 fail: two hits at AK Impact 3 (6, 6: nothing). The strafe: 6 + REP 3 hits An, a 1: dead.
    const r = unwrap(pass([1, 1, 5, 6, 6, 6], [6, 1]));
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ passes: 2, outcome: 'presses-on' });
    expect(ofKind(r.events, 'strafe')[0]).toMatchObject({ rep: 3 });
    expect(s1(r.game)).toMatchObject({ pilotRep: 3, passes: 1 });
  });

  it('GIVEN 1 passed THEN it veers off: no attack, the pass spent (L1894); a 4 keeps it over the table, a 2 sends it home', () => {
    const stays = unwrap(pass([1, 5, 5, 5, 6, 6, 6, 4]));
    expect(ofKind(stays.events, 'golden-bb')[0]).toMatchObject({ passes: 1, outcome: 'veers-off', home: false });
    expect(ofKind(stays.events, 'strafe')).toEqual([]);
    expect(s1(stays.game)).toMatchObject({ passes: 1, state: 'here' });
    const home = unwrap(pass([1, 5, 5, 5, 6, 6, 6, 2]));
    expect(ofKind(home.events, 'leaves')[0]).toMatchObject({ why: 'home' });
    expect(s1(home.game).state).toBe('spent');
  });

  it('GIVEN damage past its Damage Points THEN it flies off the table and crashes, attacking no more (L1882)', () => {
    // A-4, DP 5, with 4 taken already: one point more and it is gone.
    const r = unwrap(pass([1, 1, 1, 5, 1], [], { damage: 4 }));
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ damage: 6, dp: 5 });
    expect(ofKind(r.events, 'leaves')[0]).toMatchObject({ why: 'shot-down' });
    expect(ofKind(r.events, 'strafe')).toEqual([]);
  });

  it('GIVEN a pilot brought to half his starting REP THEN he goes home (L1889)', () => {
    // Started at REP 4, now 3: three dice, 2 pass: he presses on at −1, REP 2 — half his start.
    const r = unwrap(pass([1, 1, 5, 6], [], { pilotRep: 3, startRep: 4 }));
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ home: true });
    expect(ofKind(r.events, 'leaves')[0]).toMatchObject({ why: 'home' });
  });
});

describe('Gunship passes (L1951, L1962, L1950)', () => {
  const eight = Array.from({ length: 8 }, (_, i) => fig('cf', `v${i + 1}`, 20 + 4 * i, 24));

  it('GIVEN a sitting duck (Piloting 0 passed) THEN all within 24" fire without a check; OR 24 over REP 3 is 8 dice, less the Hog\'s two door gunners', () => {
    const g = game(eight, { for: 'gunship', aircraft: 'uh-1b-hog', pilotRep: 3 });
    const a = args(g, 'fwf', [6, 6, 1, 1, 1, 1, 1, 1, 6]);
    const events: FngEvent[] = [];
    const r = unwrap(strikeOrder(a, { at: { x: 60, y: 5 }, munition: 'rockets', from: { x: 0, y: 20 } }));
    events.push(...r.events);
    expect(ofKind(events, 'piloting')[0]).toMatchObject({ outcome: 'sitting-duck' });
    expect(gmDice(events)).toEqual([]);
    expect(ofKind(events, 'aa')[0]!.fire).toHaveLength(8);
    expect(ofKind(events, 'golden-bb')[0]).toMatchObject({ orTotal: 24, dice: 6, passes: 6, helicopter: true });
  });

  it('GIVEN rockets and its guns in one pass THEN one enemy fire, two attacks, one pass spent; a plane may not', () => {
    const g = game([], { for: 'gunship', aircraft: 'uh-1b-hog', pilotRep: 4 });
    // Piloting 1, 1; nobody about. Rockets hit (6) at 60,5; then the LMG strafes nobody.
    const a = args(g, 'fwf', [1, 1, 6]);
    const r = unwrap(strikeOrder(a, { at: { x: 60, y: 5 }, munition: 'rockets', also: 'gun-lmg' }));
    expect(ofKind(r.events, 'strafe')).toHaveLength(1);
    expect(ofKind(r.events, 'strike')).toHaveLength(1);
    expect(s1(r.game).passes).toBe(1);
    expect(a.roller.remaining).toBe(0);
    expectCode(strikeOrder(args(game([], { for: 'air', pilotRep: 4 }), 'fwf', []), { at: { x: 60, y: 5 }, munition: 'rockets', also: 'gun-lmg' }), 'fng/one-weapon-a-pass');
    expectCode(strikeOrder(args(g, 'fwf', []), { at: { x: 60, y: 5 }, munition: 'gun-hmg', also: 'gun-lmg' }), 'fng/one-weapon-a-pass');
  });

  it('GIVEN a helicopter on the ground, or gone round until turn 3, THEN it makes no pass until it is flying again', () => {
    const g = game([], { for: 'gunship', pilotRep: 4, heli: { mode: 'landed', at: { x: 20, y: 20 }, serial: 1 } });
    expectCode(strikeOrder(args(g, 'fwf', []), { at: { x: 60, y: 5 }, munition: 'rockets' }), 'fng/helicopter-not-flying');
    const around = game([], { for: 'gunship', pilotRep: 4, heli: { mode: 'around', turn: 1, serial: 1 } });
    expectCode(strikeOrder(args({ ...around, turn: 2 }, 'fwf', []), { at: { x: 60, y: 5 }, munition: 'rockets' }), 'fng/helicopter-going-around');
    expect(strikeOrder(args({ ...around, turn: 3 }, 'fwf', [1, 1, 6]), { at: { x: 60, y: 5 }, munition: 'rockets' }).ok).toBe(true);
  });
});

describe('Loiter: passes and time in play (L1894–L1898, L1933, L2056)', () => {
  const due = (f: SupportRequest['for']): FngGame => ({
    ...table([fig('fwf', 'pink', 10, 20)], { mission: mission({ sl: 4 }), turn: 3 }),
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: f, ready: false, caller: 'fwf:pink', turn: 1, due: 3, state: 'inbound' }] },
  });

  it.each([
    ['a jet (F-4, die 1)', 3 + 5 - 1, 'air', [1, 1], 'F-4 Phantom II'],
    ['a propeller A-1 (die 2)', 3 + 12 - 1, 'air', [2, 3], 'A-1 Skyraider'],
    ['a helicopter (a Hog, die 4)', 3 + 8 - 1, 'gunship', [4, 2], 'uh-1b-hog'],
  ] as const)('GIVEN %s arriving on turn 3 THEN it is in play to turn %i, then flies home', (_what, until, f, faces, aircraft) => {
    const roller = dice(...faces);
    const on = supportArrivals(due(f), roller);
    expect(roller.remaining).toBe(0);
    expect(s1(on.game)).toMatchObject({ state: 'here', aircraft, until, startRep: expect.any(Number), dp: expect.any(Number) });
    const still = supportArrivals({ ...on.game, turn: until }, dice());
    expect(still.events).toEqual([]);
    const gone = supportArrivals({ ...on.game, turn: until + 1 }, dice());
    expect(ofKind(gone.events, 'leaves')[0]).toMatchObject({ why: 'time' });
    expect(s1(gone.game).state).toBe('spent');
  });

  it('GIVEN an A-1 (footnote 8: six passes) THEN each pass spends one, and the sixth sends it home', () => {
    let g = game([], { for: 'air', aircraft: 'A-1 Skyraider', pilotRep: 5, passes: 6 });
    for (let i = 0; i < 6; i++) g = unwrap(strikeOrder(args(g, 'fwf', [6]), { at: { x: 66, y: 5 }, munition: 'rockets' })).game;
    expect(s1(g)).toMatchObject({ passes: 0, state: 'spent' });
  });
});
