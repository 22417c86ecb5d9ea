import { describe, expect, it } from 'vitest';
import { type Corps } from '../../../../../src/rulesets/fng/rules/support/air.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { AIR_MUNITIONS, aerialSpotting, airstrikeDeviation, aircraftAvailability, facPilotRep, munitionAttackRep, napalmKeepsBurning, requestAirstrike, wpSmokeClears } from '../../../../../src/rulesets/fng/rules/support/tac-air.js';
import { aircraftDamage, antiAircraftCheck, exceedsDamagePoints, goldenBb, helicopterDamage, type GoldenBbInput } from '../../../../../src/rulesets/fng/rules/support/anti-aircraft.js';
import { dropStuff, firesAtHelicopter, gunshipAvailability, hardLanding, helicopterCrash, helicopterCrewRep, crewReps, helicopterPiloting, hotLz, pilotGoesHome, requestGunship, requestMedevac, type PilotingAction } from '../../../../../src/rulesets/fng/rules/support/helicopters.js';
import { FWF_AIRCRAFT, FWF_HELICOPTERS, helicopterStats } from '../../../../../src/rulesets/fng/rules/support/air-lists.js';

describe('Airstrike Request (seed L1829–L1841)', () => {
  const strike = (sl: number, rank: 'nco' | 'lieutenant' | 'captain', ...faces: number[]) =>
    unwrap(requestAirstrike({ sl, rank }, dice(...faces)));

  it('GIVEN each total THEN the printed result and timings', () => {
    expect(strike(5, 'nco', 1)).toMatchObject({ outcome: 'denied', noMoreThisGame: true });
    expect(strike(5, 'nco', 2)).toMatchObject({ outcome: 'wait-one', noMoreThisGame: false });
    expect(strike(5, 'nco', 3, 6)).toMatchObject({ outcome: 'stirring-the-coals', facInTurns: 4, strikeInTurns: 5 });
    expect(strike(5, 'nco', 4)).toMatchObject({ outcome: 'support-inbound', facInTurns: 1, strikeInTurns: 2 });
    expect(strike(5, 'nco', 5)).toMatchObject({ outcome: 'where-do-you-want-it', facInTurns: 0, strikeInTurns: 1 });
    expect(strike(5, 'nco', 6)).toMatchObject({ outcome: 'rolling-in-hot', facInTurns: 0, strikeInTurns: 0 });
  });

  it('GIVEN rank and SL THEN Lt +1, Captain +2, SL 1–4 −3/−2/−1/−1', () => {
    expect([1, 2, 3, 4, 5, 6].map((sl) => strike(sl, 'nco', 6, 1).total)).toEqual([3, 4, 5, 5, 6, 6]);
    expect(strike(1, 'captain', 1).total).toBe(0);
    expect(strike(2, 'lieutenant', 1).total).toBe(0);
    expectCode(requestAirstrike({ sl: 0, rank: 'nco' }, dice()), 'fng/invalid-support-level');
  });

  it('GIVEN SL 1 and an NCO THEN the airstrike comes at all (3+) only on a 6', () => {
    expect(countFaces(1, (f) => strike(1, 'nco', ...f, 1).facInTurns !== undefined)).toBe(1);
  });
});

describe('Aircraft Availability (L1842–L1865) and FAC pilots (L1923)', () => {
  const avail = (corps: Corps, type: number, pilot: number, t28: 4 | 5 = 4) =>
    aircraftAvailability({ corps, t28PilotFour: t28 }, dice(type, pilot));

  it('GIVEN I Corps THEN F-4 USMC, A-1, F-100, A-4 USMC, Canberra, A-37', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => `${avail('I', t, 1).service} ${avail('I', t, 1).aircraft}`)).toEqual([
      'USMC f-4',
      'USAF a-1',
      'USAF f-100',
      'USMC a-4',
      'RAAF canberra',
      'USAF a-37',
    ]);
  });

  it('GIVEN the pilot die THEN the printed REP lines', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => avail('I', 1, p).pilotRep)).toEqual([4, 4, 5, 5, 6, 6]);
    expect([1, 2, 3, 4, 5, 6].map((p) => avail('I', 2, p).pilotRep)).toEqual([3, 4, 5, 5, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((p) => avail('I', 3, p).pilotRep)).toEqual([3, 4, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5, 6].map((p) => avail('II', 5, p).pilotRep)).toEqual([3, 4, 4, 4, 5, 5]);
  });

  it('GIVEN II/III Corps THEN Canberra, A-1, F-100, USAF A-4, USAF F-4, A-37', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => `${avail('III', t, 1).service} ${avail('III', t, 1).aircraft}`)).toEqual([
      'RAAF canberra',
      'USAF a-1',
      'USAF f-100',
      'USAF a-4',
      'USAF f-4',
      'USAF a-37',
    ]);
  });

  it('GIVEN IV Corps THEN a VNAF A-1, a VNAF T-28 and a USN F-4 stand in', () => {
    expect(avail('IV', 1, 6)).toMatchObject({ aircraft: 'a-1', service: 'VNAF', pilotRep: 5 });
    expect(avail('IV', 4, 3)).toMatchObject({ aircraft: 't-28', service: 'VNAF', pilotRep: 4 });
    expect(avail('IV', 5, 1)).toMatchObject({ aircraft: 'f-4', service: 'USN' });
  });

  it('GIVEN the T-28 pilot die 4 THEN the house rule value (default 4, or 5)', () => {
    expect(avail('IV', 4, 4).pilotRep).toBe(4);
    expect(avail('IV', 4, 4, 5).pilotRep).toBe(5);
    expect(avail('IV', 4, 5).pilotRep).toBe(5);
  });

  it('GIVEN a FAC THEN (1-2) REP 4, (3-5) REP 5, (6) REP 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => facPilotRep(dice(f)).rep)).toEqual([4, 4, 5, 5, 5, 6]);
  });
});

describe('Anti-Aircraft Check (L1866–L1876)', () => {
  it('GIVEN 2 passed THEN OR 2 Duck Back; OR 3 stands and fires on a passed 1d6, else Duck Back', () => {
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 2 }, dice(1, 1))).outcome).toBe('duck-back');
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3 }, dice(1, 1, 4))).outcome).toBe('stand-and-fire');
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3 }, dice(1, 1, 5))).outcome).toBe('duck-back');
  });

  it('GIVEN 1 passed THEN Duck Back; 0 passed THEN Retire; a vehicle heads for cover either way', () => {
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3 }, dice(1, 6))).outcome).toBe('duck-back');
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3 }, dice(5, 6))).outcome).toBe('retire');
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3, vehicle: true }, dice(1, 6))).outcome).toBe('vehicle-to-cover');
    expect(unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3, vehicle: true }, dice(5, 6))).outcome).toBe('vehicle-to-cover');
  });

  it('GIVEN REP 4 with an AK-47 (OR 3) THEN stands and fires in 64 of 216', () => {
    expect(countFaces(3, (f) => unwrap(antiAircraftCheck({ rep: 4, weaponOr: 3 }, dice(...f))).outcome === 'stand-and-fire')).toBe(64);
    expectCode(antiAircraftCheck({ rep: 0, weaponOr: 3 }, dice()), 'fng/invalid-rep');
  });
});

describe('Golden BB and Aircraft Damage (L1875, L1877–L1892)', () => {
  const example: GoldenBbInput = {
    firers: [{ or: 3 }, { or: 3 }, { or: 3 }, { or: 3 }, { or: 4 }, { or: 5 }],
    pilotRep: 4,
    hitBy: { impact: 3, apr: 0 },
  };

  it('GIVEN the F-100 example: OR 21 vs pilot REP 4 THEN 6d6; 3 pass, 3 fail, three Aircraft Damage rolls at Impact 3 (L1875)', () => {
    const r = unwrap(goldenBb(example, dice(1, 2, 3, 5, 5, 6, 1, 3, 5)));
    expect(r).toMatchObject({ orTotal: 21, dice: 6, passes: 3, outcome: 'no-effect', damagePoints: 3, pilotRepLoss: 1, returnsToBase: false });
    expect(r.hits.map((h) => h.damagePoints)).toEqual([2, 1, 0]);
  });

  it('GIVEN little fire THEN never fewer dice than the pilot\'s REP', () => {
    const r = unwrap(goldenBb({ ...example, firers: [{ or: 3 }] }, dice(1, 1, 1, 1)));
    expect(r.dice).toBe(4);
  });

  it('GIVEN firers covered from the air THEN their OR counts half: 1.5 + 2.5 + 4 + 5 + 5 = 18, vs REP 3 → 6d6', () => {
    const r = unwrap(goldenBb({ ...example, pilotRep: 3, firers: [{ or: 3, coveredFromAir: true }, { or: 5, coveredFromAir: true }, { or: 4 }, { or: 5 }, { or: 5 }] }, dice(1, 1, 1, 1, 1, 1)));
    expect(r.orTotal).toBe(18);
    expect(r.dice).toBe(6);
  });

  it('GIVEN 2 passed THEN presses on at −1 REP; 1 or less THEN veers off, home on 1-3', () => {
    const twoPass = unwrap(goldenBb({ ...example, firers: [{ or: 3 }] }, dice(1, 1, 6, 6, 4, 4)));
    expect(twoPass).toMatchObject({ outcome: 'presses-on', pilotRepLoss: 1, damagePoints: 0 });
    const veer = unwrap(goldenBb({ ...example, firers: [{ or: 3 }] }, dice(1, 6, 6, 6, 4, 4, 4, 2)));
    expect(veer).toMatchObject({ outcome: 'veers-off', returnsToBase: true });
    const stays = unwrap(goldenBb({ ...example, firers: [{ or: 3 }] }, dice(1, 6, 6, 6, 4, 4, 4, 5)));
    expect(stays).toMatchObject({ outcome: 'veers-off', returnsToBase: false });
  });

  it('GIVEN a pilot brought to half his starting REP THEN he goes home', () => {
    // REP 4 pilot presses on (−1) and takes two 1s on Aircraft Damage (−2): REP 1, under half of 4.
    const r = unwrap(goldenBb({ ...example, firers: [{ or: 3 }] }, dice(1, 1, 6, 6, 1, 1)));
    expect(r).toMatchObject({ outcome: 'presses-on', pilotRepLoss: 3, returnsToBase: true });
    expect(pilotGoesHome(5, 3)).toBe(false);
    expect(pilotGoesHome(5, 2)).toBe(true);
  });

  it('GIVEN a helicopter with two door gunners THEN two dice fewer, not below the pilot\'s REP, and Helicopter Damage', () => {
    const heli = { ...example, helicopter: { doorGunners: 2 as const, aboard: 0 } };
    const r = unwrap(goldenBb(heli, dice(1, 1, 1, 5, 6)));
    expect(r.dice).toBe(4);
    expect(r.hits.map((h) => h.damagePoints)).toEqual([0]);
  });

  it('GIVEN no firers, a bad pilot REP or a bad Impact THEN refused', () => {
    expectCode(goldenBb({ ...example, firers: [] }, dice()), 'fng/invalid-count');
    expectCode(goldenBb({ ...example, pilotRep: 0 }, dice()), 'fng/invalid-rep');
    expectCode(goldenBb({ ...example, hitBy: { impact: -1, apr: 0 } }, dice()), 'fng/invalid-impact');
  });

  it('GIVEN Aircraft Damage THEN 1: two points and −1 REP; up to Impact: one; above: none', () => {
    expect([1, 2, 3, 4].map((f) => aircraftDamage(3, dice(f)).hit.damagePoints)).toEqual([2, 1, 1, 0]);
    expect(aircraftDamage(3, dice(1)).hit.pilotRepLoss).toBe(1);
    expect(exceedsDamagePoints(6, 5)).toBe(true);
    expect(exceedsDamagePoints(5, 5)).toBe(false);
  });

  it('GIVEN a REP 4 pilot rolling six dice THEN no effect (3+ passed) in 41 984 of 46 656', () => {
    const outcome = (f: number[]) => unwrap(goldenBb({ ...example }, dice(...f, 6, 6, 6, 6, 6, 6, 6))).outcome;
    // P(at most 2 of 6 pass vs 4) = (1·64 + 6·4·32 + 15·16·16) / 6^6 = (64 + 768 + 3840) / 46656 = 4672.
    expect(countFaces(6, (f) => outcome(f) === 'no-effect')).toBe(46656 - 4672);
  });
});

describe('Helicopter Damage (L2035–L2040)', () => {
  it('GIVEN a 1 THEN two points and 1d6 per person aboard, 1s hit', () => {
    const r = helicopterDamage({ impact: 3, apr: 2, aboard: 3 }, dice(1, 1, 4, 1));
    expect(r.hit).toMatchObject({ damagePoints: 2, aboardHit: [0, 2] });
  });

  it('GIVEN Impact 5+ or APR 4+ THEN double points', () => {
    expect(helicopterDamage({ impact: 5, apr: 3, aboard: 0 }, dice(4)).hit.damagePoints).toBe(2);
    expect(helicopterDamage({ impact: 3, apr: 4, aboard: 0 }, dice(3)).hit.damagePoints).toBe(2);
    expect(helicopterDamage({ impact: 3, apr: 4, aboard: 0 }, dice(1)).hit.damagePoints).toBe(4);
    expect(helicopterDamage({ impact: 3, apr: 2, aboard: 0 }, dice(4)).hit.damagePoints).toBe(0);
  });
});

describe('Airstrike Deviation, munitions, napalm, smoke (L1891–L1917)', () => {
  it('GIVEN each die THEN 1–2 on target, 3 2d6" past, 4 2d6" short, 5 4d6" past, 6 4d6" short', () => {
    expect(airstrikeDeviation({}, dice(2))).toMatchObject({ direction: 'on-target', inches: 0 });
    expect(airstrikeDeviation({}, dice(3, 2, 5)).inches).toBe(7);
    expect(airstrikeDeviation({}, dice(4, 2, 5)).inches).toBe(-7);
    expect(airstrikeDeviation({}, dice(5, 1, 1, 1, 1)).inches).toBe(4);
    expect(airstrikeDeviation({}, dice(6, 6, 6, 6, 6)).inches).toBe(-24);
  });

  it('GIVEN fire from a helicopter THEN the distance is halved', () => {
    expect(airstrikeDeviation({ fromHelicopter: true }, dice(3, 2, 5)).inches).toBe(3.5);
  });

  it('GIVEN the munitions THEN the printed blast, Impact/APR and blast REP', () => {
    expect(AIR_MUNITIONS['bomb-500']).toMatchObject({ blastInches: 20, impact: 3, apr: 6, blastRep: 6 });
    expect(AIR_MUNITIONS['bomb-250-frag']).toMatchObject({ blastInches: 36, impact: 2, apr: 3, blastRep: 5 });
    expect(AIR_MUNITIONS.autocannon).toMatchObject({ impact: 5, apr: 5 });
  });

  it('GIVEN a bomb THEN its REP is the munition\'s or the pilot\'s per the house rule, +1 near a FAC mark; guns use the pilot\'s', () => {
    expect(munitionAttackRep({ munition: 'bomb-500', pilotRep: 4, munitionRep: 'munition' })).toBe(6);
    expect(munitionAttackRep({ munition: 'bomb-500', pilotRep: 4, munitionRep: 'pilot' })).toBe(4);
    expect(munitionAttackRep({ munition: 'rockets', pilotRep: 5, munitionRep: 'munition', withinFacMark: true })).toBe(5);
    expect(munitionAttackRep({ munition: 'gun-hmg', pilotRep: 5, munitionRep: 'munition' })).toBe(5);
  });

  it('GIVEN napalm THEN 1-3 keeps burning; WP smoke clears on 1-4', () => {
    expect([3, 4].map((f) => napalmKeepsBurning(dice(f)).burning)).toEqual([true, false]);
    expect([4, 5].map((f) => wpSmokeClears(dice(f)).clears)).toEqual([true, false]);
  });
});

describe('Aerial Spotting Check (L1915–L1927)', () => {
  it('GIVEN 2 passed THEN spotted; 1 THEN not', () => {
    expect(unwrap(aerialSpotting({ pilotRep: 4 }, dice(1, 4))).spotted).toBe(true);
    expect(unwrap(aerialSpotting({ pilotRep: 4 }, dice(1, 5))).spotted).toBe(false);
  });

  it('GIVEN cover and concealment from the air THEN no dice: never spotted; hovering adds one', () => {
    const d = dice();
    expect(unwrap(aerialSpotting({ pilotRep: 6, coverFromAir: true, concealedFromAir: true }, d))).toMatchObject({ dice: 0, spotted: false });
    expect(unwrap(aerialSpotting({ pilotRep: 4, coverFromAir: true, fromHoveringHelicopter: true }, dice(1, 1))).dice).toBe(2);
    expect(unwrap(aerialSpotting({ pilotRep: 4, fromHoveringHelicopter: true }, dice(6, 1, 1))).spotted).toBe(true);
    expectCode(aerialSpotting({ pilotRep: 9 }, dice()), 'fng/invalid-rep');
  });
});

describe('Helicopter Piloting (L1951–L1957)', () => {
  const pilot = (action: PilotingAction, ...faces: number[]) => unwrap(helicopterPiloting({ pilotRep: 4, action }, dice(...faces)));

  it('GIVEN flying THEN treetops / AA checks / sitting duck', () => {
    expect([pilot('flying', 1, 1), pilot('flying', 1, 6), pilot('flying', 6, 6)].map((r) => r.outcome)).toEqual([
      'treetops',
      'aa-check',
      'sitting-duck',
    ]);
  });

  it('GIVEN landing THEN ok / go around / hard landing with 2d6+1 damage', () => {
    expect(pilot('landing', 1, 1).outcome).toBe('ok');
    expect(pilot('landing', 1, 6).outcome).toBe('go-around');
    expect(pilot('landing', 6, 6, 3, 4)).toMatchObject({ outcome: 'hard-landing', damagePoints: 8 });
  });

  it('GIVEN take-off THEN ok / not enough power / stall 2d6" forward', () => {
    expect(pilot('take-off', 1, 1).outcome).toBe('ok');
    expect(pilot('take-off', 1, 6).outcome).toBe('no-power');
    expect(pilot('take-off', 6, 6, 2, 2)).toMatchObject({ outcome: 'stall', inches: 4 });
  });

  it('GIVEN entering a hover THEN ok / overshoot 2d6" / stall', () => {
    expect(pilot('entering-hover', 1, 1).outcome).toBe('ok');
    expect(pilot('entering-hover', 1, 6, 3, 3)).toMatchObject({ outcome: 'overshoot', inches: 6 });
    expect(pilot('entering-hover', 6, 6, 1, 1)).toMatchObject({ outcome: 'stall', inches: 2 });
  });

  it('GIVEN leaving a hover THEN 2 or 1 passed ok; 0 spins left on 1-3, right on 4-6, 2d6"', () => {
    expect(pilot('leaving-hover', 1, 6).outcome).toBe('ok');
    expect(pilot('leaving-hover', 6, 6, 3, 1, 1)).toMatchObject({ outcome: 'spin', spin: 'left', inches: 2 });
    expect(pilot('leaving-hover', 6, 6, 4, 1, 1)).toMatchObject({ outcome: 'spin', spin: 'right' });
  });

  it('GIVEN inclement, night, overloaded and smoke THEN −1, −1, −1, −2 REP', () => {
    const r = unwrap(
      helicopterPiloting({ pilotRep: 6, action: 'flying', inclementWeather: true, night: true, overloaded: true, smokeInCabin: true }, dice(1, 2)),
    );
    expect(r).toMatchObject({ modifiedRep: 1, passes: 1 });
    expectCode(helicopterPiloting({ pilotRep: 0, action: 'flying' }, dice()), 'fng/invalid-rep');
  });

  it('GIVEN a hard landing after a stall THEN 2d6+1 damage and Impact 1 aboard', () => {
    expect(hardLanding(dice(6, 6))).toMatchObject({ damagePoints: 13, impactToAboard: 1 });
  });
});

describe('Gunship and Medevac Requests (L1964–L1974, L1994–L2004)', () => {
  it('GIVEN each gunship total THEN sorry / 1d6 turns one pass / 1 + 1/2d6 / 2 / next turn', () => {
    const g = (...f: number[]) => unwrap(requestGunship({ sl: 5, rank: 'nco' }, dice(...f)));
    expect(g(2).outcome).toBe('sorry');
    expect(g(3, 5)).toMatchObject({ outcome: 'coming-quickly', arrivesInTurns: 5, onePassOnly: true });
    expect(g(4, 6)).toMatchObject({ outcome: 'on-our-way', arrivesInTurns: 4 });
    expect(g(5)).toMatchObject({ outcome: 'almost-there', arrivesInTurns: 2 });
    expect(g(6)).toMatchObject({ outcome: 'overhead-now', arrivesInTurns: 1 });
  });

  it('GIVEN gunship modifiers THEN rank and SL 1–4 −3/−2/−1/−1', () => {
    expect(unwrap(requestGunship({ sl: 1, rank: 'captain' }, dice(6, 1))).total).toBe(5);
    expect(unwrap(requestGunship({ sl: 4, rank: 'lieutenant' }, dice(3, 1, 1))).total).toBe(3);
    expectCode(requestGunship({ sl: 9, rank: 'nco' }, dice()), 'fng/invalid-support-level');
  });

  it('GIVEN each medevac total THEN sorry / 1d6 turns with two wounded / 1/2d6 / 2 / next turn', () => {
    const m = (sl: number, ...f: number[]) => unwrap(requestMedevac({ sl }, dice(...f)));
    expect(m(2, 2).outcome).toBe('sorry');
    expect(m(2, 3, 4)).toMatchObject({ outcome: 'coming-quickly', arrivesInTurns: 4, maxWounded: 2, onePassOnly: false });
    expect(m(2, 4, 6)).toMatchObject({ outcome: 'on-our-way', arrivesInTurns: 3 });
    expect(m(2, 5)).toMatchObject({ outcome: 'almost-there', arrivesInTurns: 2 });
    expect(m(2, 6)).toMatchObject({ outcome: 'overhead-now', arrivesInTurns: 1 });
    expect(m(1, 6)).toMatchObject({ total: 5, outcome: 'almost-there' });
    expectCode(requestMedevac({ sl: 0 }, dice()), 'fng/invalid-support-level');
  });

  it('GIVEN SL 1 THEN a medevac comes (3+) on 4, 5, 6', () => {
    expect(countFaces(1, (f) => unwrap(requestMedevac({ sl: 1 }, dice(...f, 1))).outcome !== 'sorry')).toBe(3);
  });

  it('GIVEN crew REP THEN (1) 3, (2-4) 4, (5) 5, (6) 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => helicopterCrewRep(dice(f)).rep)).toEqual([3, 4, 4, 4, 5, 6]);
  });

  it('GIVEN three crewmen, the second\'s REP kept (6) THEN only the others roll (1 → 3, 5 → 5), their dice labelled and kept in order', () => {
    const r = dice(1, 5, 2);
    const parts: Parameters<typeof crewReps>[4] = [];
    expect(crewReps(r, [undefined, 6], 3, (i) => `gunner ${i + 1}`, parts)).toEqual([3, 6, 5]);
    expect(parts.map((p) => [p.label, p.faces])).toEqual([
      ['gunner 1', [1]],
      ['gunner 3', [5]],
    ]);
    expect(r.remaining).toBe(1);
    expect(crewReps(dice(), [4, 4], 2, () => 'x', parts)).toEqual([4, 4]);
  });
});

describe('Gunship Availability (L1977–L1987)', () => {
  const avail = (corps: Corps, afterMid1968: boolean, ...f: number[]) => gunshipAvailability({ corps, afterMid1968 }, dice(...f));

  it('GIVEN I Corps after mid-1968 THEN Cobra, Frog, ARA, Hog, Loach, Pink Team', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => avail('I', true, f).helicopters)).toEqual([
      ['ah-1g-cobra'],
      ['uh-1c-frog'],
      ['uh-1c-ara'],
      ['uh-1b-hog'],
      ['oh-6-loach'],
      ['oh-6-loach', 'ah-1g-cobra'],
    ]);
  });

  it('GIVEN I Corps before mid-1968 THEN a UH-1 with Sea Wolf stats, and a Frog in the Pink Team', () => {
    expect(avail('I', false, 1)).toMatchObject({ helicopters: ['uh-1n-sea-wolf'], usmcUh1WithSeaWolfStats: true });
    expect(avail('I', false, 6).helicopters).toEqual(['oh-6-loach', 'uh-1c-frog']);
  });

  it('GIVEN II–IV Corps THEN Slick, (second die) ARA/Sea Wolf/Bushranger, Frog, Hog/Heavy Hog, Loach, Pink Team', () => {
    expect(avail('II', true, 1).helicopters).toEqual(['uh-1-slick']);
    expect(avail('II', true, 3).helicopters).toEqual(['uh-1c-frog']);
    expect(avail('II', true, 4, 4).helicopters).toEqual(['uh-1b-hog']);
    expect(avail('II', true, 4, 5).helicopters).toEqual(['uh-1b-heavy-hog']);
    expect(avail('IV', true, 2, 2).helicopters).toEqual(['uh-1c-ara']);
    expect(avail('IV', true, 2, 3).helicopters).toEqual(['uh-1n-sea-wolf']);
    expect(avail('III', true, 2, 4).helicopters).toEqual(['uh-1c-ara']);
    expect(avail('III', true, 2, 5).helicopters).toEqual(['uh-1-bushranger']);
    expect(avail('II', true, 2, 6).helicopters).toEqual(['uh-1c-ara']);
    expect(avail('IV', false, 6).helicopters).toEqual(['oh-6-loach', 'uh-1c-frog']);
  });

  it('GIVEN II Corps THEN an ARA comes in 6 of 36 (the 2 row always gives ARA there)', () => {
    expect(countFaces(2, (f) => avail('II', true, ...f).helicopters[0] === 'uh-1c-ara')).toBe(6);
    expect(countFaces(2, (f) => avail('IV', true, ...f).helicopters[0] === 'uh-1c-ara')).toBe(2);
  });
});

describe('Hot LZ, Dropping Stuff, Helicopter Crash (L2007, L2021–L2057)', () => {
  it('GIVEN a hot LZ THEN the pilot aborts when 1d6 + failed attempts exceeds his REP', () => {
    expect(unwrap(hotLz({ pilotRep: 4, failedAttempts: 0 }, dice(4))).aborts).toBe(false);
    expect(unwrap(hotLz({ pilotRep: 4, failedAttempts: 0 }, dice(5))).aborts).toBe(true);
    expect(unwrap(hotLz({ pilotRep: 4, failedAttempts: 1 }, dice(4))).aborts).toBe(true);
    expectCode(hotLz({ pilotRep: 4, failedAttempts: -1 }, dice()), 'fng/invalid-count');
    expectCode(hotLz({ pilotRep: 0, failedAttempts: 0 }, dice()), 'fng/invalid-rep');
  });

  it('GIVEN a drop THEN 2 passed as in the open, 1 as in cover with double deviation, hovering adds a die', () => {
    expect(unwrap(dropStuff({ rep: 4, item: 'explosive', impact: 3 }, dice(1, 1)))).toMatchObject({ outcome: 'success', targetCounts: 'open', missDeviationInches: 6 });
    expect(unwrap(dropStuff({ rep: 4, item: 'explosive', impact: 3 }, dice(1, 6)))).toMatchObject({ outcome: 'partial', targetCounts: 'cover', missDeviationInches: 12 });
    expect(unwrap(dropStuff({ rep: 4, item: 'smoke', hovering: true }, dice(6, 1, 1))).outcome).toBe('success');
  });

  it('GIVEN a fumble THEN it falls out on a pass; else an explosive goes off at Impact +2 (5+ destroys), smoke costs −2 piloting', () => {
    expect(unwrap(dropStuff({ rep: 4, item: 'explosive', impact: 3 }, dice(6, 6, 2))).outcome).toBe('falls-out');
    expect(unwrap(dropStuff({ rep: 4, item: 'explosive', impact: 3 }, dice(6, 6, 5)))).toMatchObject({ outcome: 'explodes-inside', impactInside: 5, destroyed: true });
    expect(unwrap(dropStuff({ rep: 4, item: 'explosive', impact: 2 }, dice(6, 6, 5)))).toMatchObject({ impactInside: 4, destroyed: false });
    expect(unwrap(dropStuff({ rep: 4, item: 'smoke' }, dice(6, 6, 5)))).toMatchObject({ outcome: 'smoke-inside', pilotingPenalty: 2 });
    expectCode(dropStuff({ rep: 4, item: 'explosive' }, dice()), 'fng/invalid-impact');
    expectCode(dropStuff({ rep: 8, item: 'smoke' }, dice()), 'fng/invalid-rep');
  });

  it('GIVEN crash 1–2 THEN autorotation 4d6" away; the pilot passing spares everyone, failing gives Impact 1 (2 in trees)', () => {
    const ok = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4, 4] }, dice(1, 2, 2, 2, 2, 3)));
    expect(ok).toMatchObject({ outcome: 'autorotation', inches: 8 });
    expect(ok.aboard.every((v) => v.impact === undefined)).toBe(true);
    const bad = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4, 4], roughTerrain: true, hovering: true }, dice(2, 6)));
    expect(bad).toMatchObject({ inches: 0 });
    expect(bad.aboard.map((v) => v.impact)).toEqual([2, 2]);
  });

  it('GIVEN crash 3 THEN nose-in, Impact 2 to all; 4 THEN Impact 3 and each thrown 1d6"', () => {
    const nose = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4] }, dice(3, 1, 1, 1, 1)));
    expect(nose).toMatchObject({ outcome: 'nose-in', inches: 4 });
    expect(nose.aboard[0]?.impact).toBe(2);
    const crash = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4, 3], hovering: true }, dice(4, 2, 5)));
    expect(crash.aboard).toEqual([
      { impact: 3, thrownInches: 2, killed: false },
      { impact: 3, thrownInches: 5, killed: false },
    ]);
  });

  it('GIVEN crash 5 THEN each passes to stay in (Impact 3) or is thrown 2d6" (Impact 4); 6 THEN everyone killed', () => {
    const tail = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4, 3] }, dice(5, 1, 1, 1, 4, 4, 3, 3)));
    expect(tail).toMatchObject({ outcome: 'tail-rotor', inches: 3 });
    expect(tail.aboard).toEqual([
      { impact: 3, killed: false },
      { impact: 4, thrownInches: 6, killed: false },
    ]);
    const boom = unwrap(helicopterCrash({ pilotRep: 4, aboardReps: [4, 4, 4] }, dice(6)));
    expect(boom.aboard.every((v) => v.killed)).toBe(true);
    expectCode(helicopterCrash({ pilotRep: 4, aboardReps: [0] }, dice()), 'fng/invalid-rep');
    expectCode(helicopterCrash({ pilotRep: 9, aboardReps: [] }, dice()), 'fng/invalid-rep');
  });
});

describe('FWF helicopter and aircraft lists (L2352–L2395)', () => {
  it('GIVEN the helicopters THEN the Damage Points in brackets', () => {
    expect(FWF_HELICOPTERS.map((h) => h.dp)).toEqual([7, 5, 7, 5, 5, 5, 5, 6, 5, 5, 5, 5, 8]);
  });

  it('GIVEN Fireflies and Nighthawks THEN no passengers (L1981); the Slick 8 coastal, 6 highlands', () => {
    expect(helicopterStats('uh-1d-firefly').passengers).toBe(0);
    expect(helicopterStats('uh-1d-nighthawk').passengers).toBe(0);
    expect(helicopterStats('uh-1-slick').capacity).toEqual({ coastal: 8, coastalArvn: 10, highlands: 6, highlandsArvn: 8 });
    expect(helicopterStats('ch-46-sea-knight').passengers).toBe(20);
  });

  it('GIVEN the aircraft THEN their DP, and every garbled weapon fit flagged below clean', () => {
    expect(FWF_AIRCRAFT.map((a) => [a.id, a.dp])).toEqual([
      ['f-4', 4],
      ['a-4', 5],
      ['a-1', 7],
      ['f-100', 5],
      ['t-28', 6],
      ['a-37', 5],
      ['canberra', 5],
      ['o-1-bird-dog', 6],
      ['o-2-skymaster', 5],
      ['ac-47', 8],
    ]);
    expect([...FWF_AIRCRAFT, ...FWF_HELICOPTERS].every((x) => x.confidence.weapons !== ('clean' as string))).toBe(true);
  });

  it('GIVEN a thrown grenade THEN it may not fire at a helicopter; a rifle may (L1950)', () => {
    expect(firesAtHelicopter({ thrown: true })).toBe(false);
    expect(firesAtHelicopter({})).toBe(true);
  });
});
