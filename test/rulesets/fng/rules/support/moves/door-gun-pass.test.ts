import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { doorGunnerReactionRep, doorGunsAboard, passOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 5, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);

function game(r: Partial<SupportRequest>, more: TableFigure[] = []): FngGame {
  return spottedAt(
    {
      ...table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('fwf', 'joe', 12, 20), fig('cf', 'tranh', 56, 20, { role: 'squad-leader' }), fig('cf', 'minh', 58, 20, { rep: 3 }), ...more], { mission }),
      support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'gunship', aircraft: 'uh-1c-frog', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, ...r }] },
    },
    { x: 40, y: 20 },
  );
}

/** The Frog passes down the table (from 40,0) through 40,20; Minh at 58,20 lies on its left. */
const DOWN = { at: { x: 40, y: 20 }, munition: 'rockets', from: { x: 40, y: 0 } } as const;
const pad = (faces: number[]) => [...faces, ...Array<number>(60).fill(3)];

/*
 * Door gunners on an attack pass, every branch of `passOrder` (FNG 2nd Tour p.90, L2020–L2022: "May fire
 * the full Target of their weapon once for every 24" the helicopter travels"; L1894 "Aircraft veers away
 * and breaks off the attack"; L1910 "Having to veer off of an attack counts as an attack pass").
 */
describe('Door gunners and the veer-off (L1890, L1894, L1910, L2020–L2022)', () => {
  /** An at 44,10, 4" off the Flight Line: he takes the Anti-Aircraft Check and stands and fires. */
  const watched = () => game({}, [fig('cf', 'an', 44, 10)]);
  // Piloting 1, 5: one passed, AA checks (L1954). An 1, 1 then 1: stands and fires. Golden BB 4d6 vs REP 4 (OR 3 / 4 → 1, never below REP 4):
  // 1, 5, 5, 5 → one passed: veers off (L1890); three Helicopter Damage dice 6, 6, 6; then the (1-3) home die.
  const veer = [1, 5, 1, 1, 1, 1, 5, 5, 5, 6, 6, 6];

  it('GIVEN the pass veers off and the home die shows 4 THEN no rockets and no door-gun fire: the pass is spent (L1910), it stays over the table', () => {
    const a = args(watched(), 'fwf', [...veer, 4]);
    const r = unwrap(passOrder(a, { ...DOWN, gunners: 'minh' }));
    expect(a.roller.remaining).toBe(0);
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ passes: 1, outcome: 'veers-off', home: false });
    expect(ofKind(r.events, 'strike')).toEqual([]);
    expect(ofKind(r.events, 'door-guns')).toEqual([]);
    expect(r.game.support!.requests[0]).toMatchObject({ passes: 1, state: 'here' });
    // No REP was rolled for a gunner who never fired.
    expect(r.game.support!.requests[0]!.gunnerReps).toBeUndefined();
    expect(at(r.game, 'cf', 'minh').status).toBe('carry-on');
  });

  it('GIVEN the pass veers off and the home die shows 2 THEN it goes home (1-3) with its gunners silent', () => {
    const a = args(watched(), 'fwf', [...veer, 2]);
    const r = unwrap(passOrder(a, { ...DOWN, gunners: 'minh' }));
    expect(a.roller.remaining).toBe(0);
    expect(ofKind(r.events, 'leaves')[0]).toMatchObject({ why: 'home' });
    expect(ofKind(r.events, 'door-guns')).toEqual([]);
    expect(r.game.support!.requests[0]!.state).toBe('spent');
  });

  it('GIVEN two passed on the Golden BB THEN the pilot presses on at −1 and the gunners fire after the rockets, at their own REPs, not the pilot\'s', () => {
    // Piloting 1, 5; An 1, 1, 1; Golden BB 1, 1, 5, 5 → two passed; Helicopter Damage 6, 6. Rockets 6 on target (nobody within 12").
    // Crew REPs 6 (→ 6) and 1 (→ 3); the left gun (REP 6) fires 5 dice at Minh.
    const a = args(watched(), 'fwf', pad([1, 5, 1, 1, 1, 1, 1, 5, 5, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]));
    const r = unwrap(passOrder(a, { ...DOWN, gunners: 'minh' }));
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ passes: 2, outcome: 'presses-on' });
    expect(ofKind(r.events, 'strike')).toHaveLength(1);
    const guns = ofKind(r.events, 'door-guns');
    expect(guns.map((g) => [g.target, g.shots.map((s) => [s.rep, s.result.part.faces])])).toEqual([['cf:minh', [[6, [6, 6, 6, 6, 6]]]]]);
    expect(r.game.support!.requests[0]).toMatchObject({ pilotRep: 3, gunnerReps: [6, 3], passes: 1 });
  });
});

describe('Door gunners on a pass: the target and the line (L2020–L2022)', () => {
  /** A Sea Wolf (plain fixed LMGs, two door guns) strafes from 56,0 down through 56,20: Tranh stands on the line, Minh 2" off it. */
  const STRAFE = { at: { x: 56, y: 20 }, munition: 'gun-lmg', from: { x: 56, y: 0 } } as const;
  const wolf = () => game({ aircraft: 'uh-1n-sea-wolf' });

  it('GIVEN the target on the Flight Line itself THEN it is on both sides: both door guns fire at him', () => {
    // Piloting 1, 1: treetops; Tranh and Minh check (1, 5 each: one passed, duck back). The strafe: Tranh 1 (miss), Minh 1 (miss).
    // Then what their misses cause and the gunners, on 3s: crew REPs 3 → 4 each (L1974), five dice each.
    const a = args(wolf(), 'fwf', pad([1, 1, 1, 5, 1, 5, 1, 1]));
    const r = unwrap(passOrder(a, { ...STRAFE, gunners: 'tranh' }));
    const guns = ofKind(r.events, 'door-guns');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.target).toBe('cf:tranh');
    expect(guns[0]!.shots.map((s) => s.rep)).toEqual([4, 4]);
    expect(doorGunsAboard({ for: 'gunship', aircraft: 'uh-1n-sea-wolf' })).toEqual(['left', 'right']);
  });

  it('GIVEN the lists (p.108) THEN the door guns aboard: named on the line, or one M-60 a door gunner where the garbled line names none (L2022)', () => {
    const aboard = (aircraft: SupportRequest['aircraft']) => doorGunsAboard({ for: 'gunship', aircraft });
    expect(aboard('uh-1-slick')).toEqual(['left', 'right']);
    expect(aboard('oh-6-loach')).toEqual(['right']);
    // The Sea Wolf's crew has "2x Door Gunners" but its weapons columns name fixed LMGs and rockets only.
    expect(aboard('uh-1n-sea-wolf')).toEqual(['left', 'right']);
    // The Cobra has no door gunner at all.
    expect(aboard('ah-1g-cobra')).toEqual([]);
  });

  it('GIVEN the strike already downed the target THEN the door guns hold their fire: no REP rolled, no dice', () => {
    // The strafe hits Tranh (6 + 4) and Combat Damage 1 leaves him Obviously Dead; Minh 1: miss.
    const a = args(wolf(), 'fwf', pad([1, 1, 1, 5, 1, 5, 6, 1, 1]));
    const r = unwrap(passOrder(a, { ...STRAFE, gunners: 'tranh' }));
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(ofKind(r.events, 'door-guns')).toEqual([]);
    expect(r.game.support!.requests[0]!.gunnerReps).toBeUndefined();
  });

  it('GIVEN no gunners named, or the second weapon of one run (sameRun) THEN the pass is the plain strike, die for die', () => {
    const faces = pad([1, 1, 1, 5, 1, 5, 1, 1]);
    const plain = unwrap(strikeOrder(args(wolf(), 'fwf', faces), STRAFE));
    expect(unwrap(passOrder(args(wolf(), 'fwf', faces), STRAFE))).toEqual(plain);
    const run = unwrap(strikeOrder(args(wolf(), 'fwf', faces), { ...STRAFE, sameRun: true }));
    expect(unwrap(passOrder(args(wolf(), 'fwf', faces), { ...STRAFE, sameRun: true, gunners: 'tranh' }))).toEqual(run);
  });

  it('GIVEN smoke where the gunners would fire from, or between them and the target (L773) THEN refused before any die', () => {
    const smoke = (x: number) => ({ id: 'A1', kind: 'wp-smoke' as const, shape: { kind: 'ellipse' as const, centre: { x, y: 20 }, rx: 2.5, ry: 2.5, rotation: 0 }, by: 'S2', since: 1 });
    const withSmoke = (x: number): FngGame => {
      const g = game({});
      return { ...g, air: { ...g.air!, areas: [smoke(x)] } };
    };
    const inside = args(withSmoke(40), 'fwf', []);
    expectCode(passOrder(inside, { ...DOWN, gunners: 'minh' }), 'fng/shooter-in-smoke');
    const between = args(withSmoke(49), 'fwf', []);
    expectCode(passOrder(between, { ...DOWN, gunners: 'minh' }), 'fng/smoke-between');
  });

  it('GIVEN no mission, no helicopter here, or a strike the rules refuse THEN its refusal, before any die', () => {
    expectCode(passOrder(args({ ...game({}), mission: undefined } as FngGame, 'fwf', []), { ...DOWN, gunners: 'minh' }), 'fng/no-mission');
    expectCode(passOrder(args(game({ state: 'inbound' }), 'fwf', []), { ...DOWN, gunners: 'minh' }), 'fng/no-support-here');
    const a = args(game({}), 'fwf', []);
    expectCode(passOrder(a, { ...DOWN, munition: 'gun-hmg', also: 'gun-lmg', gunners: 'minh' }), 'fng/one-weapon-a-pass');
    expect(a.roller.remaining).toBe(0);
  });
});

describe('Door gunners in reaction (L2015)', () => {
  it.each([
    [5, 'fire', true, 5],
    [5, 'duck-back', true, 4],
    [1, 'duck-back', true, 1],
    [5, 'retire', true, undefined],
    [5, 'fire', false, undefined],
    [5, 'duck-back', false, undefined],
  ] as const)('GIVEN a REP %i gunner called upon to %s, sitting %s THEN he fires at REP %s', (rep, reaction, sitting, out) => {
    expect(doorGunnerReactionRep(rep, { reaction, sitting })).toBe(out);
  });
});
