import { describe, expect, it } from 'vitest';
import {
  collapseTerms,
  enterTunnel,
  minimumTimeDown,
  personalSurvivalModifier,
  rescueTerms,
  stayingDown,
  tunnelEncounter,
  tunnelEncounterCheck,
  tunnelSuccess,
  tunnelSurvival,
  type TunnelAttribute,
  type TunnelFigure,
  type TunnelHazard,
  type TunnelWeapon,
} from '../../../../../src/rulesets/fng/rules/tunnels/tunnels.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const fig = (id: string, attributes: TunnelAttribute[] = [], rep = 4): TunnelFigure => ({ id, rep, attributes });

describe('FNG entering a tunnel (seed L1517, L1523, L1526)', () => {
  it('GIVEN two figures THEN they go down together as one group for 4" of move', () => {
    expect(unwrap(enterTunnel({ entrance: 'T1', figures: [fig('A'), fig('B')], alreadyEnteredThisTurn: 0 }))).toEqual({
      group: ['A', 'B'],
      moveCostInches: 4,
    });
  });

  it('GIVEN a third figure this turn, a Coward or nobody THEN it is refused', () => {
    expectCode(enterTunnel({ entrance: 'T1', figures: [fig('C')], alreadyEnteredThisTurn: 2 }), 'fng/tunnel-entrance-full');
    expectCode(enterTunnel({ entrance: 'T1', figures: [fig('A', ['coward'])], alreadyEnteredThisTurn: 0 }), 'fng/cowards-stay-out');
    expectCode(enterTunnel({ entrance: 'T1', figures: [], alreadyEnteredThisTurn: 0 }), 'fng/empty-tunnel-group');
  });
});

describe('FNG Time Down (seed L1531–L1536)', () => {
  it('GIVEN EAL 3 or less THEN the minimum is the 1d6', () => {
    expect(unwrap(minimumTimeDown(dice(4), { eal: 2, group: [fig('A')] })).turns).toBe(4);
  });

  it('GIVEN EAL 5 THEN 2 less; never below 1', () => {
    expect(unwrap(minimumTimeDown(dice(4), { eal: 5, group: [fig('A')] })).turns).toBe(2);
    expect(unwrap(minimumTimeDown(dice(2), { eal: 6, group: [fig('A')] })).turns).toBe(1);
  });

  it('GIVEN Slight and Trap Finder (or a Tunnel Rat) THEN −1 each, but a group counts its worst member', () => {
    expect(unwrap(minimumTimeDown(dice(5), { eal: 3, group: [fig('A', ['slight', 'trap-finder'])] })).turns).toBe(3);
    expect(unwrap(minimumTimeDown(dice(5), { eal: 3, group: [fig('A', ['tunnel-rat'])] })).turns).toBe(4);
    expect(unwrap(minimumTimeDown(dice(5), { eal: 3, group: [fig('A', ['trap-finder']), fig('B')] })).turns).toBe(5);
  });

  it('GIVEN each turn down THEN 1d6 at least the turns spent keeps exploring, less comes up; a Looter stays one more', () => {
    expect(unwrap(stayingDown(dice(3), { turnsInside: 3, group: [fig('A')] })).outcome).toBe('keep-exploring');
    expect(unwrap(stayingDown(dice(2), { turnsInside: 3, group: [fig('A')] }))).toMatchObject({ outcome: 'emerge', looterExtraTurn: false });
    expect(unwrap(stayingDown(dice(2), { turnsInside: 3, group: [fig('A', ['looter'])] })).looterExtraTurn).toBe(true);
    expectCode(stayingDown(dice(), { turnsInside: 0, group: [fig('A')] }), 'fng/invalid-turns');
  });

  it('GIVEN the fourth turn down THEN they come up in 3 of 6', () => {
    expect(countFaces(1, (f) => unwrap(stayingDown(dice(...f), { turnsInside: 4, group: [fig('A')] })).outcome === 'emerge')).toBe(3);
  });
});

describe('FNG Tunnel Encounter (seed L1525–L1534, L1541–L1543)', () => {
  it('GIVEN the encounter check THEN 1d6 at least the VC/NVA activation die means an encounter', () => {
    expect(tunnelEncounterCheck(dice(4), { enemyActivationDie: 4 }).encounter).toBe(true);
    expect(tunnelEncounterCheck(dice(3), { enemyActivationDie: 4 }).encounter).toBe(false);
  });

  const ROWS: [number, TunnelHazard, number][] = [
    [0, 'enemy', -1],
    [1, 'enemy', -1],
    [2, 'booby-trap', -1],
    [3, 'enemy', 0],
    [4, 'booby-trap', 0],
    [5, 'enemy', 2],
    [6, 'booby-trap', 2],
  ];
  for (const [modified, hazard, survival] of ROWS) {
    it(`GIVEN a modified ${modified === 0 ? '0 or less' : modified === 6 ? '6+' : modified} THEN ${hazard}, ${survival >= 0 ? '+' : ''}${survival} to Survival`, () => {
      // 0 is a Clumsy figure's 1; the others an unmodified die.
      const group = modified === 0 ? [fig('A', ['clumsy'])] : [fig('A')];
      const r = unwrap(tunnelEncounter(dice(Math.max(1, modified)), group));
      expect(r).toMatchObject({ modified, hazard, survival });
    });
  }

  it('GIVEN the ends of the table THEN below 0 reads as 0 and above 6 as 6+', () => {
    expect(unwrap(tunnelEncounter(dice(6), [fig('A', ['tunnel-rat'])]))).toMatchObject({ modified: 8, hazard: 'booby-trap', survival: 2 });
  });

  it('GIVEN a Stealthy with a Clumsy companion THEN both count the Clumsy −1', () => {
    expect(unwrap(tunnelEncounter(dice(3), [fig('A', ['stealthy']), fig('B', ['clumsy'])])).modifier).toBe(-1);
  });

  it('GIVEN no modifier THEN an enemy in 3 of 6', () => {
    expect(countFaces(1, (f) => unwrap(tunnelEncounter(dice(...f), [fig('A')])).hazard === 'enemy')).toBe(3);
  });
});

describe('FNG Tunnel Survival (seed L1535, L1538–L1549, attributes L356–L363)', () => {
  const survive = (faces: number[], group: [TunnelFigure, TunnelWeapon][], hazard: TunnelHazard, encounterModifier = 0, rescuing = false) =>
    unwrap(
      tunnelSurvival(dice(...faces), {
        group: group.map(([figure, weapon]) => ({ figure, weapon })),
        eal: 3,
        hazard,
        encounterModifier,
        rescuing,
      }),
    );

  it('GIVEN REP 4, EAL 3 and a bayonet against an enemy THEN 1d6 + 4 − 3 − 2: 3 or less lost, 4 injured, 5+ A-OK', () => {
    expect(survive([4], [[fig('A'), 'no-firearm']], 'enemy')[0]).toMatchObject({ total: 3, outcome: 'lost' });
    expect(survive([5], [[fig('A'), 'no-firearm']], 'enemy')[0]).toMatchObject({ total: 4, outcome: 'injured' });
    expect(survive([6], [[fig('A'), 'no-firearm']], 'enemy')[0]).toMatchObject({ total: 5, outcome: 'a-ok' });
  });

  it('GIVEN the weapon modifiers THEN pistol +1 and silenced +2 vs enemies, other firearm −1 vs both, none −2 vs enemies', () => {
    const m = (w: TunnelWeapon, h: TunnelHazard) => personalSurvivalModifier(fig('A'), w, h);
    expect([m('pistol', 'enemy'), m('silenced-pistol', 'enemy'), m('other-firearm', 'enemy'), m('no-firearm', 'enemy')]).toEqual([1, 2, -1, -2]);
    expect([m('pistol', 'booby-trap'), m('silenced-pistol', 'booby-trap'), m('other-firearm', 'booby-trap'), m('no-firearm', 'booby-trap')]).toEqual([0, 0, -1, 0]);
  });

  it('GIVEN the attribute modifiers THEN as the attributes and Survival table give them', () => {
    const m = (a: TunnelAttribute, h: TunnelHazard) => personalSurvivalModifier(fig('A', [a]), 'pistol', h) - personalSurvivalModifier(fig('A'), 'pistol', h);
    expect([m('clumsy', 'booby-trap'), m('clumsy', 'enemy')]).toEqual([-1, 0]);
    expect([m('stealthy', 'enemy'), m('stealthy', 'booby-trap')]).toEqual([1, 0]);
    expect(['hard-as-nails', 'lucky', 'quick-reflexes', 'tough'].map((a) => m(a as TunnelAttribute, 'enemy'))).toEqual([1, 1, 1, 1]);
    expect([m('trap-finder', 'booby-trap'), m('trap-finder', 'enemy'), m('unlucky', 'enemy')]).toEqual([2, 0, -1]);
    // A Tunnel Rat: +2, and Quick Reflexes (+1) and Trap Finder (+2 vs traps) underground.
    expect([m('tunnel-rat', 'enemy'), m('tunnel-rat', 'booby-trap')]).toEqual([3, 5]);
  });

  it('GIVEN a Tunnel Rat with a pistol and a rifleman THEN both count the rifleman\'s −1', () => {
    const rolls = survive([2, 2], [[fig('Rat', ['tunnel-rat']), 'pistol'], [fig('B'), 'other-firearm']], 'enemy');
    expect(rolls.map((r) => r.total)).toEqual([2, 2]);
  });

  it('GIVEN the encounter\'s modifier and a rescuer THEN they add', () => {
    expect(survive([3], [[fig('A'), 'pistol']], 'enemy', 2, true)[0]!.total).toBe(3 + 4 - 3 + 1 + 2 + 1);
  });

  it('GIVEN REP 4, EAL 3, a pistol against an enemy THEN lost 1, injured 1, A-OK 4 of 6', () => {
    const outcome = (f: number[]) => survive(f, [[fig('A'), 'pistol']], 'enemy')[0]!.outcome;
    expect(countFaces(1, (f) => outcome(f) === 'lost')).toBe(1);
    expect(countFaces(1, (f) => outcome(f) === 'injured')).toBe(1);
    expect(countFaces(1, (f) => outcome(f) === 'a-ok')).toBe(4);
  });

  it('GIVEN bad input THEN it is refused', () => {
    expectCode(tunnelSurvival(dice(), { group: [], eal: 3, hazard: 'enemy', encounterModifier: 0 }), 'fng/empty-tunnel-group');
    expectCode(tunnelSurvival(dice(), { group: [{ figure: fig('A', [], 9), weapon: 'pistol' }], eal: 3, hazard: 'enemy', encounterModifier: 0 }), 'fng/invalid-rep');
  });

  it('GIVEN a rescue THEN a surface rescuer first searches half the turns (rounded up); the rescued takes Impact 4 or 3', () => {
    expect(rescueTerms({ hazard: 'enemy', rescuerInside: false, lostFigureTurnsDown: 3 })).toEqual({
      searchTurns: 2,
      survivalBonus: 1,
      rescuedDamageImpact: 4,
    });
    expect(rescueTerms({ hazard: 'booby-trap', rescuerInside: true, lostFigureTurnsDown: 3 })).toMatchObject({ searchTurns: 0, rescuedDamageImpact: 3 });
    expect(rescueTerms({ hazard: 'enemy', rescuerInside: false, lostFigureTurnsDown: 3, rounding: 'down' }).searchTurns).toBe(1);
    expect(rescueTerms({ hazard: 'enemy', rescuerInside: false, lostFigureTurnsDown: 1, rounding: 'down' }).searchTurns).toBe(1);
    expect(rescueTerms({ hazard: 'enemy', rescuerInside: false, lostFigureTurnsDown: 4 }).searchTurns).toBe(2);
  });
});

describe('FNG Tunnel Success and collapsing (seed L1552–L1566)', () => {
  it('GIVEN coming up before the minimum THEN nothing is found and nothing rolled', () => {
    const d = dice();
    expect(unwrap(tunnelSuccess(d, { turnsDown: 2, minimumTurns: 3, eal: 3, halfEal: 'up' }))).toEqual({ searched: false, rolls: [], vp: 0 });
  });

  it('GIVEN 1–3, 4–5 and 6 THEN +1 VP, supplies 1 + 1/2d6 VP, intel 1 + 1d6 + 1/2 EAL VP', () => {
    for (const f of [1, 2, 3]) expect(unwrap(tunnelSuccess(dice(f), { turnsDown: 3, minimumTurns: 3, eal: 3, halfEal: 'up' })).rolls[0]).toMatchObject({ find: 'nothing-special', vp: 1 });
    for (const f of [4, 5]) expect(unwrap(tunnelSuccess(dice(f, 6), { turnsDown: 3, minimumTurns: 3, eal: 3, halfEal: 'up' })).rolls[0]).toMatchObject({ find: 'supplies', vp: 4 });
    expect(unwrap(tunnelSuccess(dice(6, 5), { turnsDown: 3, minimumTurns: 3, eal: 3, halfEal: 'up' })).rolls[0]).toMatchObject({ find: 'intel', vp: 8 });
    expect(unwrap(tunnelSuccess(dice(6, 5), { turnsDown: 3, minimumTurns: 3, eal: 3, halfEal: 'down' })).vp).toBe(7);
  });

  it('GIVEN two turns beyond the minimum THEN three rolls, VP added up', () => {
    const d = dice(1, 4, 1, 2);
    const r = unwrap(tunnelSuccess(d, { turnsDown: 5, minimumTurns: 3, eal: 3, halfEal: 'up' }));
    expect(r.rolls.map((x) => x.find)).toEqual(['nothing-special', 'supplies', 'nothing-special']);
    expect(r.vp).toBe(1 + 2 + 1);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN bad turns THEN refused', () => {
    expectCode(tunnelSuccess(dice(), { turnsDown: 3, minimumTurns: 0, eal: 3, halfEal: 'up' }), 'fng/invalid-turns');
  });

  it('GIVEN collapsing at EAL 4 THEN four C-4 blocks, +1 VP a section, those inside survive a +2 trap encounter', () => {
    expect(unwrap(collapseTerms(4))).toEqual({ c4Blocks: 4, vpPerSection: 1, insideAtDetonation: { hazard: 'booby-trap', survival: 2 } });
  });
});
