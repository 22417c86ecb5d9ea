import { describe, expect, it } from 'vitest';
import { crewProfile, damageChecks, leaderLmIn } from '../../../../../src/rulesets/lnl/rules/combat/damage-checks.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { RULES, US, VC, dice, game, hex, leader, patch, rider, rulesWith, squad, tank, unit, weapon } from '../fixtures-game.js';

const check = (s: LnlState, targets: string[], modifier: number, cause: 'enemy-fire' | 'other', faces: number[], rules = RULES) => {
  const d = dice(...faces);
  const r = damageChecks(s, targets, modifier, cause, d, rules);
  expect(d.remaining).toBe(0);
  return r;
};

describe('damageChecks (LnL player aid 5.0 step 4, DCT)', () => {
  it('GIVEN a squad and its leader, the squad listed first (003 L53, L448) THEN the leader checks first; shaken by it, he lends the squad no LM', () => {
    const s = game([], [leader('Ba', 'F5', 2), squad('VC1', 'F5')]);
    // Ba: 5 + 3 = 8 > 6 → shaken (his own LM does not count). VC1: 4 + 3 = 7 > 5 → shaken: a Shaken leader's LM serves no function.
    const r = check(s, ['VC1', 'Ba'], 3, 'enemy-fire', [5, 4]);
    expect(r.results.map((x) => [x.unit, x.check.unitClass, x.check.total, x.applied.effect])).toEqual([
      ['Ba', 'good-order-smc', 8, 'shaken'],
      ['VC1', 'good-order-mmc', 7, 'shaken'],
    ]);
    expect(r.results[1]!.check.modifiers).toEqual([{ reason: 'difference', value: 3 }]);
    // Ba holds (1 + 3 = 4 ≤ 6): his LM 2 lowers VC1's check, 4 + 3 − 2 = 5 ≤ 5.
    const held = check(s, ['VC1', 'Ba'], 3, 'enemy-fire', [1, 4]);
    expect(held.results.map((x) => [x.unit, x.check.total, x.applied.effect])).toEqual([
      ['Ba', 4, 'no-effect'],
      ['VC1', 5, 'no-effect'],
    ]);
    expect(held.results[1]!.check.modifiers).toEqual([
      { reason: 'difference', value: 3 },
      { reason: 'leadership', value: -2 },
    ]);
  });

  it('GIVEN house rule dc.order as-the-attack-found-them THEN the checks go in the order given, each with the leaders as they were before the attack', () => {
    const s = game([], [leader('Ba', 'F5', 2), squad('VC1', 'F5')]);
    const r = check(s, ['Ba', 'VC1'], 3, 'enemy-fire', [5, 4], rulesWith({ 'dc.order': 'as-the-attack-found-them' }));
    expect(r.results.map((x) => [x.unit, x.check.total, x.applied.effect])).toEqual([
      ['Ba', 8, 'shaken'],
      ['VC1', 5, 'no-effect'],
    ]);
    expect(unit(r.state, 'Ba').status).toBe('shaken');
  });

  it('GIVEN a leader already shaken or of the other side THEN no LM; a wounded Good Order leader gives one less and checks at morale − 1', () => {
    const shaken = patch(game([leader('Lt', 'F5', 2)], [leader('Ba', 'F5', 2), squad('VC1', 'F5')]), 'Ba', { status: 'shaken' });
    expect(check(shaken, ['VC1'], 1, 'other', [5]).results[0]!.check.modifiers).toEqual([{ reason: 'difference', value: 1 }]);
    const wounded = patch(game([], [leader('Ba', 'F5', 2), squad('VC1', 'F5')]), 'Ba', { wounded: true });
    // Ba first: 1 + 4 = 5 ≤ morale 5 (6 − 1, wounded) holds; VC1: 2 + 4 − 1 = 5.
    const r = check(wounded, ['VC1', 'Ba'], 4, 'other', [1, 2]);
    expect(r.results[0]!.check).toMatchObject({ morale: 5, total: 5, outcome: 'no-effect' });
    expect(r.results[1]!.check.modifiers).toEqual([
      { reason: 'difference', value: 4 },
      { reason: 'leadership', value: -1 },
    ]);
    expect(r.results[1]!.check.total).toBe(5);
    // Ba: 6 + 4 = 10 vs morale 5: ≥ 2× → wounded, and wounded again → eliminated.
    const again = check(wounded, ['Ba'], 4, 'other', [6]);
    expect(again.results[0]!.check).toMatchObject({ morale: 5, total: 10, printedOutcome: 'wounded', outcome: 'eliminated', escalation: 'wounded-again' });
    expect(unit(again.state, 'Ba').status).toBe('eliminated');
  });

  it('GIVEN a squad\'s DC die of 1 from enemy fire and an even reroll THEN a Hero appears in the hex with the house-rule profile', () => {
    const r = check(game([], [squad('VC1', 'F5')]), ['VC1'], 5, 'enemy-fire', [1, 6]);
    expect(r.results[0]).toMatchObject({ unit: 'VC1', hero: 'Hero', check: { die: 1, total: 6, outcome: 'shaken', hero: { die: 6, created: true } } });
    expect(unit(r.state, 'Hero')).toEqual({ id: 'Hero', side: VC, kind: 'hero', name: 'Hero', firepower: 1, range: 4, morale: 6, status: 'good-order', wounded: false, markers: [], at: hex('F5') });
    const custom = check(game([], [squad('VC1', 'F5')]), ['VC1'], 0, 'enemy-fire', [1, 2], rulesWith({ 'hero.firepower': 2, 'hero.range': 5, 'hero.morale': 7 }));
    expect(unit(custom.state, 'Hero')).toMatchObject({ firepower: 2, range: 5, morale: 7 });
  });

  it('GIVEN a nationality the module excludes (roster noHero) THEN its 1 rolls no hero die (DCT, Hero Creation)', () => {
    const r = check(game([], [squad('VC1', 'F5', { noHero: true })]), ['VC1'], 5, 'enemy-fire', [1]);
    expect(r.results[0]!.check.hero).toBeUndefined();
    expect(r.state.units.some((u) => u.kind === 'hero')).toBe(false);
  });

  it('GIVEN every pair of faces THEN a squad makes a hero exactly 3 times in 36 (1/12), an excluded nation never', () => {
    const heroes = (more: Partial<UnitSpec>) => {
      let n = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
        const r = damageChecks(game([], [squad('VC1', 'F5', more)]), ['VC1'], 0, 'enemy-fire', dice(a, b), RULES);
        if (r.results[0]!.hero) n++;
      }
      return n;
    };
    expect(heroes({})).toBe(3);
    expect(heroes({ noHero: true })).toBe(0);
  });

  it('GIVEN a Hero already in play THEN the new one takes the next free id; a half-squad can spawn one too', () => {
    const s = game([{ ...leader('Hero', 'A1'), kind: 'hero' }], [squad('HS', 'F5', { kind: 'half-squad' })]);
    const r = check(s, ['HS'], 0, 'enemy-fire', [1, 4]);
    expect(r.results[0]!.hero).toBe('Hero 2');
    expect(unit(r.state, 'Hero 2')).toMatchObject({ side: VC, at: hex('F5') });
  });

  it('GIVEN an odd reroll, a cause other than enemy fire, or a leader\'s 1 THEN no Hero', () => {
    const odd = check(game([], [squad('VC1', 'F5')]), ['VC1'], 0, 'enemy-fire', [1, 3]);
    expect(odd.results[0]!.check.hero).toMatchObject({ die: 3, created: false });
    expect(odd.results[0]!.hero).toBeUndefined();
    expect(odd.state.units).toHaveLength(1);
    const friendly = check(game([], [squad('VC1', 'F5')]), ['VC1'], 0, 'other', [1]);
    expect(friendly.results[0]!.check.hero).toBeUndefined();
    const lead = check(game([], [leader('Ba', 'F5')]), ['Ba'], 0, 'enemy-fire', [1]);
    expect(lead.results[0]!.check.hero).toBeUndefined();
  });

  it('GIVEN a passenger squad spawning a Hero THEN the Hero stands in its vehicle\'s hex', () => {
    const s = game([], [tank('T', 'G3'), rider('In', 'T')]);
    const r = check(s, ['In'], 0, 'enemy-fire', [1, 2]);
    expect(unit(r.state, 'Hero').at).toEqual(hex('G3'));
  });

  it('GIVEN unknown, eliminated, destroyed units and support weapons THEN they are skipped without a die', () => {
    let s = game([], [squad('VC1', 'F5'), squad('Gone', 'F5'), tank('Wreck', 'F5'), weapon('MG', 'VC1')]);
    s = patch(patch(s, 'Gone', { status: 'eliminated' }), 'Wreck', { status: 'destroyed' });
    const r = check(s, ['Ghost', 'Gone', 'Wreck', 'MG', 'VC1'], 0, 'other', [2]);
    expect(r.results.map((x) => x.unit)).toEqual(['VC1']);
  });

  it('GIVEN a Shaken vehicle shaken again THEN abandoned, the crew taking the house-rule profile', () => {
    const s = patch(game([tank('T', 'D4')]), 'T', { status: 'shaken' });
    // 3 + 4 = 7 > 6 → shaken → abandoned.
    const r = check(s, ['T'], 4, 'other', [3], rulesWith({ 'crew.firepower': 2, 'crew.range': 3, 'crew.morale': 6 }));
    expect(r.results[0]!.check).toMatchObject({ unitClass: 'armoured', outcome: 'abandoned', escalation: 'shaken-again' });
    expect(unit(r.state, 'T').status).toBe('abandoned');
    expect(unit(r.state, 'T crew')).toMatchObject({ kind: 'crew', side: US, status: 'shaken', markers: ['moved'], at: hex('D4'), firepower: 2, range: 3, morale: 6 });
  });

  it('GIVEN a Hero THEN he reads the Hero column: wounded, not shaken', () => {
    const s = game([], [{ ...leader('H', 'F5'), kind: 'hero', leadership: undefined }]);
    const r = check(s, ['H'], 2, 'enemy-fire', [5]);
    expect(r.results[0]!.check).toMatchObject({ unitClass: 'hero-or-shaken-smc', total: 7, outcome: 'wounded' });
    expect(unit(r.state, 'H')).toMatchObject({ status: 'good-order', wounded: true });
  });

  it('GIVEN an Armor Leader with a Good Order leader in the hex THEN he reads the armoured column without the leg units\' LM', () => {
    const al: UnitSpec = { id: 'AL', kind: 'armor-leader', name: 'Sgt Tank', firepower: 0, range: 0, morale: 6, leadership: 1, at: hex('F5') };
    const s = game([], [leader('Ba', 'F5', 2), al]);
    expect(leaderLmIn(s, unit(s, 'AL'))).toBe(0);
    const r = check(s, ['AL'], 2, 'enemy-fire', [5]);
    expect(r.results[0]!.check).toMatchObject({ unitClass: 'armoured', modifiers: [{ reason: 'difference', value: 2 }], total: 7, outcome: 'shaken' });
  });

  it('leaderLmIn: the best Good Order leader of the unit\'s side in its hex, never for vehicles or the leader himself', () => {
    const s = game([leader('Lt', 'F5', 3)], [leader('Ba', 'F5', 1), leader('Co', 'F5', 2), squad('VC1', 'F5'), tank('T', 'F5')]);
    expect(leaderLmIn(s, unit(s, 'VC1'))).toBe(2);
    expect(leaderLmIn(s, unit(s, 'Co'))).toBe(1);
    expect(leaderLmIn(s, unit(s, 'T'))).toBe(0);
  });

  it('crewProfile reads crew.firepower, crew.range and crew.morale', () => {
    expect(crewProfile(RULES)).toEqual({ firepower: 1, range: 2, morale: 5 });
    expect(crewProfile(rulesWith({ 'crew.morale': 7 }))).toEqual({ firepower: 1, range: 2, morale: 7 });
  });

  it('GIVEN an abandoned vehicle THEN a check that would shake or abandon it leaves it abandoned; one that destroys it destroys it', () => {
    const s = patch(game([], [tank('T', 'F5'), { ...tank('Truck', 'F5'), armour: undefined, morale: 3 }]), 'T', { status: 'abandoned' });
    // T: 6 + 12 = 18 ≥ 3×6 would read Abandoned: no change.
    const armoured = check(s, ['T'], 12, 'enemy-fire', [6]);
    expect(armoured.results[0]).toMatchObject({ check: { outcome: 'abandoned' }, applied: { effect: 'no-effect' } });
    expect(armoured.state.units.filter((u) => u.kind === 'crew')).toEqual([]);
    const truck = patch(s, 'Truck', { status: 'abandoned' });
    // Truck (morale 3): 2 + 2 = 4 would read Shaken → unchanged; 3 + 3 = 6 ≥ 2×3 → destroyed.
    expect(check(truck, ['Truck'], 2, 'enemy-fire', [2]).results[0]!.applied.effect).toBe('no-effect');
    const gone = check(truck, ['Truck'], 3, 'enemy-fire', [3]);
    expect(gone.results[0]!.applied.effect).toBe('destroyed');
    expect(unit(gone.state, 'Truck').status).toBe('destroyed');
  });
});
