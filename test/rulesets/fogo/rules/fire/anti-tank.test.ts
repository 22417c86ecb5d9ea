import { describe, expect, it } from 'vitest';
import { antiTankFire, type AntiTankInput } from '../../../../../src/rulesets/fogo/rules/fire/anti-tank.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, allFaces, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

/** FRELIMO phasing with every anti-tank weapon of seed 000; Portugal's convoy is told by name and ARM. */
const base = (): FogoState =>
  game(
    [spec('P1', 'rifle-assault')],
    [
      spec('RPG', 'rifle-rpg'),
      spec('BZ', 'bazooka'),
      spec('RR', 'recoilless-rifle'),
      spec('HMG', 'hmg'),
      spec('MMG', 'mmg'),
      spec('R', 'rifle-assault'),
      spec('URR', 'recoilless-rifle', { traits: ['uneducated'] }),
      spec('URPG', 'rifle-rpg', { traits: ['uneducated'] }),
      spec('HIDDEN-RPG', 'rifle-rpg', { hidden: true }),
    ],
    { initiative: FR },
  );

const at = (firer: string, armour: number, extra: Partial<AntiTankInput> = {}): AntiTankInput => ({
  side: FR,
  firer,
  vehicle: 'Panhard AML',
  armour,
  ...extra,
});

describe('who fires at vehicles (seed 000: RPG and Bazooka teams, .50 cal HMG, Recoilless Rifle)', () => {
  it.each<[string, string, number, number]>([
    ['RPG', 'rpg', -1, 5],
    ['BZ', 'bazooka', -1, 4],
    ['RR', 'gun', 1, 6],
    ['HMG', 'hmg', 0, 1],
  ])('GIVEN %s THEN weapon %s with ACC %i and PEN %i (house-rule defaults)', (firer, weapon, acc, pen) => {
    const r = unwrap(antiTankFire(base(), at(firer, 0), dice(6), RULES));
    expect(r.result).toMatchObject({ weapon, pen, acc: { face: 6, total: 6 + acc, modifiers: [{ reason: 'weapon-acc', value: acc }] } });
  });

  it('GIVEN an MMG or a plain Rifle Team THEN refused: no anti-tank weapon', () => {
    expectCode(antiTankFire(base(), at('MMG', 0), dice(), RULES), 'fogo/no-anti-tank');
    expectCode(antiTankFire(base(), at('R', 0), dice(), RULES), 'fogo/no-anti-tank');
  });

  it('GIVEN a Suppressed or NO FIRE firer, or the side without the initiative THEN refused', () => {
    expectCode(antiTankFire(patch(base(), 'RPG', { status: 'suppressed' }), at('RPG', 0), dice(), RULES), 'fogo/stand-suppressed');
    expectCode(antiTankFire(patch(base(), 'RPG', { noFire: true }), at('RPG', 0), dice(), RULES), 'fogo/no-fire');
    expectCode(antiTankFire(base(), { ...at('RPG', 0), side: PT, firer: 'P1' }, dice(), RULES), 'fogo/not-phasing');
  });

  it('GIVEN a bad vehicle name or ARM THEN refused before any die', () => {
    expectCode(antiTankFire(base(), at('RPG', 0, { vehicle: ' ' }), dice(), RULES), 'fogo/bad-vehicle');
    expectCode(antiTankFire(base(), at('RPG', 13), dice(), RULES), 'fogo/bad-armour');
    expectCode(antiTankFire(base(), at('RPG', -1), dice(), RULES), 'fogo/bad-armour');
  });
});

describe('the ACC roll and PEN against ARM (crossfire-core §1.10, house rules at.*)', () => {
  it('GIVEN an RPG (ACC −1, needs 4+) THEN a 5 hits and a 4 misses', () => {
    const hit = unwrap(antiTankFire(base(), at('RPG', 3), dice(5), RULES));
    expect(hit.result).toMatchObject({ acc: { total: 4, needed: 4, hit: true }, outcome: 'knocked-out', initiative: 'keep' });
    const miss = unwrap(antiTankFire(base(), at('RPG', 3), dice(4), RULES));
    expect(miss.result).toMatchObject({ acc: { total: 3, hit: false }, outcome: 'missed', initiative: 'pass' });
    expect(miss.state.initiative).toBe(PT);
  });

  it('GIVEN a hit with PEN below ARM THEN no effect and the initiative passes; PEN equal to ARM knocks out', () => {
    expect(unwrap(antiTankFire(base(), at('BZ', 5), dice(6), RULES)).result).toMatchObject({ pen: 4, outcome: 'no-effect', initiative: 'pass' });
    expect(unwrap(antiTankFire(base(), at('BZ', 4), dice(6), RULES)).result.outcome).toBe('knocked-out');
  });

  it('GIVEN an Uneducated RPG team (seed 000 L227: −1 to Direct Fire ACC) THEN a 5 is 3 and misses', () => {
    const r = unwrap(antiTankFire(base(), at('URPG', 0), dice(5), RULES));
    expect(r.result.acc).toMatchObject({ total: 3, hit: false, modifiers: [{ reason: 'weapon-acc', value: -1 }, { reason: 'uneducated-acc', value: -1 }] });
  });

  it('GIVEN every face THEN P(hit) is 4/6 for a recoilless rifle, 3/6 for an HMG, 2/6 for an RPG and 1/6 Uneducated', () => {
    const hits = (firer: string) => [1, 2, 3, 4, 5, 6].filter((f) => unwrap(antiTankFire(base(), at(firer, 0), dice(f), RULES)).result.acc.hit).length;
    expect([hits('RR'), hits('HMG'), hits('RPG'), hits('URPG')]).toEqual([4, 3, 2, 1]);
  });

  it('GIVEN house rules at.hitOn 5 and at.penBazooka 6 THEN they apply', () => {
    const rules = rulesWith({ 'at.hitOn': 5, 'at.penBazooka': 6 });
    expect(unwrap(antiTankFire(base(), at('BZ', 6), dice(5), rules)).result.outcome).toBe('missed');
    expect(unwrap(antiTankFire(base(), at('BZ', 6), dice(6), rules)).result.outcome).toBe('knocked-out');
  });

  it('GIVEN a hidden RPG team THEN firing reveals it (house rule reveal.onFire)', () => {
    const r = unwrap(antiTankFire(base(), at('HIDDEN-RPG', 0), dice(1), RULES));
    expect(r.result.revealed).toBe(true);
    expect(stand(r.state, 'HIDDEN-RPG').hidden).toBe(false);
    const kept = unwrap(antiTankFire(base(), at('HIDDEN-RPG', 0), dice(1), rulesWith({ 'reveal.onFire': false })));
    expect(stand(kept.state, 'HIDDEN-RPG').hidden).toBe(true);
  });
});

describe("a recoilless rifle's HE at a vehicle (house rule fire.recoillessRifleHeDice; seed 000 L228)", () => {
  it('GIVEN HE at a soft truck: ACC 3+1 hits, then 3 dice 5 6 6 THEN a Kill knocks it out', () => {
    const roller = dice(3, 5, 6, 6);
    const r = unwrap(antiTankFire(base(), at('RR', 0, { round: 'he', vehicle: 'Berliet truck' }), roller, RULES));
    expect(r.result).toMatchObject({ round: 'he', acc: { hit: true }, he: { base: 3, dice: 3, hits: 3, result: 'kill' }, outcome: 'knocked-out' });
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN HE with 2 hits on a soft vehicle THEN its crew is Suppressed (initiative kept); on armour THEN nothing', () => {
    expect(unwrap(antiTankFire(base(), at('RR', 0, { round: 'he' }), dice(6, 5, 5, 1), RULES)).result).toMatchObject({ outcome: 'suppressed', initiative: 'keep' });
    expect(unwrap(antiTankFire(base(), at('RR', 2, { round: 'he' }), dice(6, 5, 5, 5), RULES)).result).toMatchObject({ outcome: 'no-effect', initiative: 'pass' });
  });

  it('GIVEN an Uneducated crew THEN −1 ACC and −1 HE die', () => {
    const r = unwrap(antiTankFire(base(), at('URR', 0, { round: 'he' }), dice(4, 5, 1), RULES));
    expect(r.result.acc).toMatchObject({ total: 4, hit: true });
    expect(r.result.he).toMatchObject({ dice: 2, modifiers: [{ reason: 'uneducated-he', dice: -1 }], hits: 1, result: 'pin' });
    expect(r.result.outcome).toBe('pinned');
  });

  it('GIVEN a missed ACC roll THEN no HE dice are thrown', () => {
    const roller = dice(2);
    const r = unwrap(antiTankFire(base(), at('RR', 0, { round: 'he' }), roller, RULES));
    expect(r.result).toMatchObject({ outcome: 'missed' });
    expect(r.result.he).toBeUndefined();
    expect(roller.parts).toHaveLength(1);
  });

  it('GIVEN HE from an RPG THEN refused: only the gun fires HE at vehicles', () => {
    expectCode(antiTankFire(base(), at('RPG', 0, { round: 'he' }), dice(), RULES), 'fogo/he-gun-only');
  });

  it('GIVEN every ACC face and 3 HE dice THEN P(knock out a soft vehicle) = 4/6 × 8/216 = 32/1296 exactly', () => {
    let ko = 0;
    for (const acc of [1, 2, 3, 4, 5, 6]) {
      for (const he of allFaces(3)) {
        if (unwrap(antiTankFire(base(), at('RR', 0, { round: 'he' }), dice(acc, ...he), RULES)).result.outcome === 'knocked-out') ko++;
      }
    }
    expect(ko).toBe(32);
  });
});
