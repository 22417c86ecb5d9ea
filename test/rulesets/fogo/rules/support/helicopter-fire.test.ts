import { describe, expect, it } from 'vitest';
import { addHelicopter, advanceHelicopter, boardHelicopter } from '../../../../../src/rulesets/fogo/rules/support/air-assault.js';
import { helicopterArmament } from '../../../../../src/rulesets/fogo/rules/game/helicopters.js';
import { antiAircraftFire, helicopterFire } from '../../../../../src/rulesets/fogo/rules/support/helicopter-fire.js';
import { applyInitiative } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { viewFogo } from '../../../../../src/rulesets/fogo/rules/view.js';
import { fogoHouseRules } from '../../../../../src/rulesets/fogo/rules/game/house-rules.js';
import { FR, PT, RULES, allFaces, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

/*
 * Seed 000, Air Assault: "Alouette III — 2 slots — Twin MGs; Alouette III Gunship — 20mm cannon;
 * Puma SA330 — 6 — None or twin 0.30"; "this requirement to hover makes the helicopter vulnerable to
 * anti-aircraft fire"; "any enemy moving into range are subject to reactive fire". No dice are given:
 * the numbers below are the house rules' defaults (helicopter.doorGunDice 4, helicopter.cannonDice 4).
 */

/**
 * Portugal phasing: gunship GS hovering, Alouette AL (R1 aboard) hovering, Puma PU hovering, Alouette
 * AB still at base with R2 aboard. FRELIMO: a rifle team E1, an MMG MG, an HMG HM in the open.
 */
const base = (): FogoState => {
  let s = game(
    [spec('R1', 'rifle-assault', { offTable: true }), spec('R2', 'rifle-assault', { offTable: true }), spec('ON', 'rifle-assault')],
    [spec('E1', 'rifle-assault'), spec('E2', 'rifle-assault'), spec('MG', 'mmg'), spec('HM', 'hmg')],
  );
  s = unwrap(addHelicopter(s, { side: PT, id: 'GS', type: 'alouette-iii-gunship' }));
  s = unwrap(addHelicopter(s, { side: PT, id: 'AL', type: 'alouette-iii' }));
  s = unwrap(addHelicopter(s, { side: PT, id: 'PU', type: 'puma' }));
  s = unwrap(addHelicopter(s, { side: PT, id: 'AB', type: 'alouette-iii' }));
  s = unwrap(boardHelicopter(s, { side: PT, helicopter: 'AL', stands: ['R1'] }, RULES));
  s = unwrap(boardHelicopter(s, { side: PT, helicopter: 'AB', stands: ['R2'] }, RULES));
  for (const h of ['GS', 'AL', 'PU']) s = unwrap(advanceHelicopter(s, { side: PT, helicopter: h, landingZone: 'LZ Kilo' })).state;
  return s;
};

/** FRELIMO holding the initiative, Portugal's helicopters still hovering. */
const frelimoPhasing = (): FogoState => applyInitiative(base(), 'pass', RULES);

const heli = (s: FogoState, id: string) => {
  const h = s.helicopters.find((x) => x.id === id);
  if (!h) throw new Error(id);
  return h;
};

describe("a helicopter's guns (seed 000 Air Assault; house rules helicopter.doorGunDice, helicopter.cannonDice)", () => {
  it('GIVEN the seed table THEN the Alouette III has twin MGs, the gunship the 20 mm cannon, the Puma none unless house rule', () => {
    expect(helicopterArmament('alouette-iii', RULES)).toEqual({ weapon: 'door-guns', dice: 4, rule: 'helicopter.doorGunDice' });
    expect(helicopterArmament('alouette-iii-gunship', RULES)).toEqual({ weapon: 'cannon', dice: 4, rule: 'helicopter.cannonDice' });
    expect(helicopterArmament('puma', RULES)).toBeUndefined();
    expect(helicopterArmament('puma', rulesWith({ 'helicopter.pumaDoorGuns': true }))?.weapon).toBe('door-guns');
    expect(helicopterArmament('alouette-iii-gunship', rulesWith({ 'helicopter.cannonDice': 6 }))?.dice).toBe(6);
  });

  it('GIVEN the gunship hovering, 4 dice at E1 in the open, faces 5 6 1 2 THEN Suppressed and Portugal keeps the initiative', () => {
    const roller = dice(5, 6, 1, 2);
    const r = unwrap(helicopterFire(base(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, roller, RULES));
    expect(r.result).toMatchObject({ weapon: 'cannon', reactive: false, shot: { dice: 4, hitOn: 5, hits: 2, result: 'suppress' }, initiative: 'keep' });
    expect(stand(r.state, 'E1').status).toBe('suppressed');
    expect(r.state.initiative).toBe(PT);
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN the door guns at a stand in cover THEN 3 dice; a single hit Pins and the initiative passes', () => {
    const r = unwrap(helicopterFire(base(), { side: PT, helicopter: 'AL', target: 'E1', cover: 'cover' }, dice(6, 1, 1), RULES));
    expect(r.result.shot.dice).toBe(3);
    expect(r.result.shot.modifiers.map((m) => m.reason)).toEqual(['target-protected']);
    expect(r.result.effect.to).toBe('pinned');
    expect(r.result.initiative).toBe('pass');
    expect(r.state.initiative).toBe(FR);
  });

  it('GIVEN a bunker THEN 3 dice hitting on 6 only', () => {
    const roller = dice(5, 5, 6);
    const r = unwrap(helicopterFire(base(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'bunker' }, roller, RULES));
    expect(r.result.shot).toMatchObject({ dice: 3, hitOn: 6, hits: 1, result: 'pin' });
  });

  it('GIVEN every face of 4 dice THEN the gunship Pins or better 80.25 %, Suppresses or better 40.74 %, Kills 11.11 % (POOL(4,5), crossfire-core §1.12)', () => {
    const counts = { none: 0, pin: 0, suppress: 0, kill: 0 };
    for (const f of allFaces(4)) {
      const r = unwrap(helicopterFire(base(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(...f), RULES));
      counts[r.result.shot.result]++;
    }
    expect(counts).toEqual({ none: 256, pin: 512, suppress: 384, kill: 144 });
  });

  it('GIVEN a helicopter at base, an unarmed Puma, or no such helicopter THEN refused before any die', () => {
    expect(helicopterFire(base(), { side: PT, helicopter: 'AB', target: 'E1', cover: 'open' }, dice(), RULES)).toEqual({
      ok: false,
      code: 'fogo/helicopter-not-flying',
      params: { helicopter: 'AB', phase: 'base' },
    });
    expectCode(helicopterFire(base(), { side: PT, helicopter: 'PU', target: 'E1', cover: 'open' }, dice(), RULES), 'fogo/helicopter-unarmed');
    expectCode(helicopterFire(base(), { side: PT, helicopter: 'ZZ', target: 'E1', cover: 'open' }, dice(), RULES), 'fogo/unknown-helicopter');
  });

  it("GIVEN FRELIMO naming Portugal's helicopter as its own THEN the answer is that of a helicopter that does not exist", () => {
    const s = frelimoPhasing();
    const theirs = helicopterFire(s, { side: FR, helicopter: 'AB', target: 'ON', cover: 'open' }, dice(), RULES);
    const none = helicopterFire(s, { side: FR, helicopter: 'XX', target: 'ON', cover: 'open' }, dice(), RULES);
    expect(theirs).toEqual({ ok: false, code: 'fogo/unknown-helicopter', params: { helicopter: 'AB' } });
    expect(none).toEqual({ ok: false, code: 'fogo/unknown-helicopter', params: { helicopter: 'XX' } });
  });

  it('GIVEN FRELIMO phasing and E1 moving THEN the gunship fires reactively: a Suppress ends the move and takes the initiative', () => {
    const r = unwrap(helicopterFire(frelimoPhasing(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(5, 5, 1, 1), RULES));
    expect(r.result).toMatchObject({ reactive: true, move: 'ended', noFire: false, initiative: 'pass' });
    expect(r.state.initiative).toBe(PT);
  });

  it('GIVEN a reactive miss THEN the helicopter is NO FIRE until Portugal next holds the initiative; a reactive Pin stops the mover', () => {
    const miss = unwrap(helicopterFire(frelimoPhasing(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(1, 1, 1, 1), RULES));
    expect(miss.result).toMatchObject({ move: 'continues', noFire: true, initiative: 'keep' });
    expect(heli(miss.state, 'GS').noFire).toBe(true);
    expectCode(helicopterFire(miss.state, { side: PT, helicopter: 'GS', target: 'E2', cover: 'open' }, dice(), RULES), 'fogo/helicopter-no-fire');
    expect(heli(applyInitiative(miss.state, 'pass', RULES), 'GS').noFire).toBeUndefined();
    const pin = unwrap(helicopterFire(frelimoPhasing(), { side: PT, helicopter: 'AL', target: 'E1', cover: 'open' }, dice(5, 1, 1, 1), RULES));
    expect(pin.result).toMatchObject({ move: 'stopped', noFire: true });
    const lenient = unwrap(helicopterFire(frelimoPhasing(), { side: PT, helicopter: 'AL', target: 'E1', cover: 'open' }, dice(5, 1, 1, 1), rulesWith({ 'noFire.onPin': false })));
    expect(lenient.result.noFire).toBe(false);
  });

  it('GIVEN Portugal holding the initiative again THEN the NO FIRE mark is gone and its fire is a fire action again', () => {
    const miss = unwrap(helicopterFire(frelimoPhasing(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(1, 1, 1, 1), RULES));
    const s = applyInitiative(miss.state, 'pass', RULES, PT);
    expect(s.initiative).toBe(PT);
    const r = unwrap(helicopterFire(s, { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(1, 1, 1, 1), RULES));
    expect(r.result).toMatchObject({ reactive: false, noFire: false, initiative: 'pass' });
  });

  it('GIVEN three sides and a reaction at a stand of a side that is not phasing THEN refused', () => {
    const three = game([spec('ON', 'rifle-assault')], [spec('E1', 'rifle-assault')], { sides: [PT, FR, 'UPA'], initiative: 'UPA' });
    const s = unwrap(advanceHelicopter(unwrap(addHelicopter({ ...three, initiative: PT }, { side: PT, id: 'GS', type: 'alouette-iii-gunship' })), { side: PT, helicopter: 'GS', landingZone: 'LZ' })).state;
    expectCode(helicopterFire({ ...s, initiative: 'UPA' }, { side: PT, helicopter: 'GS', target: 'E1', cover: 'open' }, dice(), RULES), 'fogo/target-not-phasing');
  });
});

describe('anti-aircraft fire at a hovering helicopter (seed 000 Air Assault; house rules aa.firers, aa.suppressEffect)', () => {
  it('GIVEN the MMG reacting at the hovering Alouette, faces 5 6 1 1 THEN a Suppress: it flies back to base with R1 still aboard; FRELIMO takes the initiative', () => {
    const roller = dice(5, 6, 1, 1);
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'AL' }, roller, RULES));
    expect(r.result).toMatchObject({ reactive: true, outcome: 'aborts', initiative: 'pass', noFire: [] });
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 4, hitOn: 5, hits: 2 });
    const h = heli(r.state, 'AL');
    expect(h.phase).toBe('base');
    expect(h.landingZone).toBeUndefined();
    expect(h.passengers).toEqual(['R1']);
    expect(stand(r.state, 'R1').status).toBe('ok');
    expect(r.state.initiative).toBe(FR);
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN 3 hits THEN it is shot down with everyone aboard killed, and the enemy is told nothing of who they were', () => {
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['HM'], helicopter: 'AL' }, dice(5, 5, 6, 1), RULES));
    expect(r.result.outcome).toBe('downed');
    expect(heli(r.state, 'AL').phase).toBe('downed');
    expect(stand(r.state, 'R1').status).toBe('killed');
    expect(JSON.stringify(r.result)).not.toContain('R1');
    const seen = viewFogo(r.state, { kind: 'member', userId: 'x', side: FR, gm: false });
    expect(JSON.stringify(seen)).not.toContain('R1');
    expect(seen.helicopters.find((x) => x.id === 'AL')?.phase).toBe('downed');
  });

  it('GIVEN house rule aa.suppressEffect DOWNED THEN a Suppress shoots it down too', () => {
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'AL' }, dice(5, 6, 1, 1), rulesWith({ 'aa.suppressEffect': 'DOWNED' })));
    expect(r.result.outcome).toBe('downed');
  });

  it('GIVEN a Pin THEN nothing happens to a helicopter; the firers of a failed reaction are NO FIRE and Portugal keeps the initiative', () => {
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['E1'], helicopter: 'GS' }, dice(5, 1, 1), RULES));
    expect(r.result).toMatchObject({ outcome: 'none', noFire: ['E1'], initiative: 'keep' });
    expect(r.result.volley.shots[0]?.dice).toBe(3);
    expect(heli(r.state, 'GS').phase).toBe('hovering');
    expect(stand(r.state, 'E1').noFire).toBe(true);
  });

  it('GIVEN FRELIMO phasing THEN its fire at the still-hovering helicopter is a fire action: a miss passes the initiative', () => {
    const r = unwrap(antiAircraftFire(frelimoPhasing(), { side: FR, firers: ['E1'], helicopter: 'GS' }, dice(1, 1, 1), RULES));
    expect(r.result).toMatchObject({ reactive: false, outcome: 'none', noFire: [], initiative: 'pass' });
    expect(r.state.initiative).toBe(PT);
    const hit = unwrap(antiAircraftFire(frelimoPhasing(), { side: FR, firers: ['E1'], helicopter: 'GS' }, dice(5, 5, 1), RULES));
    expect(hit.result).toMatchObject({ outcome: 'aborts', initiative: 'keep' });
  });

  it('GIVEN a fire group of E1 and E2 THEN each rolls and the best counts (crossfire-core §1.4.5)', () => {
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['E1', 'E2'], helicopter: 'GS', group: { kind: 'fire-group', leader: 'E1' } }, dice(5, 1, 1, 5, 5, 1), RULES));
    expect(r.result.volley.shots.map((x) => x.result)).toEqual(['pin', 'suppress']);
    expect(r.result.outcome).toBe('aborts');
  });

  it('GIVEN house rule aa.firers MACHINE_GUNS THEN a rifle team is refused, the MMG and HMG may fire', () => {
    const rules = rulesWith({ 'aa.firers': 'MACHINE_GUNS' });
    expectCode(antiAircraftFire(base(), { side: FR, firers: ['E1'], helicopter: 'GS' }, dice(), rules), 'fogo/not-anti-aircraft');
    expect(antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'GS' }, dice(1, 1, 1, 1), rules).ok).toBe(true);
  });

  it('GIVEN a helicopter at base (with troops aboard) and one that does not exist THEN the same answer, naming only the id', () => {
    const atBase = antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'AB' }, dice(), RULES);
    const none = antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'ZZ' }, dice(), RULES);
    expect(atBase).toEqual({ ok: false, code: 'fogo/unknown-enemy-helicopter', params: { helicopter: 'AB' } });
    expect(none).toEqual({ ok: false, code: 'fogo/unknown-enemy-helicopter', params: { helicopter: 'ZZ' } });
  });

  it('GIVEN a landed helicopter THEN refused: only a hovering one; its own helicopter THEN refused as its own', () => {
    const s = patch(base(), 'ON', {});
    const landed = { ...s, helicopters: s.helicopters.map((h) => (h.id === 'GS' ? { ...h, phase: 'landed' as const } : h)) };
    expect(antiAircraftFire(landed, { side: FR, firers: ['MG'], helicopter: 'GS' }, dice(), RULES)).toEqual({
      ok: false,
      code: 'fogo/not-hovering',
      params: { helicopter: 'GS', phase: 'landed' },
    });
    expectCode(antiAircraftFire(frelimoPhasing(), { side: PT, firers: ['ON'], helicopter: 'GS' }, dice(), RULES), 'fogo/own-helicopter');
  });

  it('GIVEN every face of an MMG (4 dice) THEN P(aborts) = P(2 hits) = 29.63 %, P(downed) = 11.11 %', () => {
    const counts = { none: 0, aborts: 0, downed: 0 };
    for (const f of allFaces(4)) counts[unwrap(antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'AL' }, dice(...f), RULES)).result.outcome]++;
    expect(counts).toEqual({ none: 768, aborts: 384, downed: 144 });
    expect(counts.aborts / 1296).toBeCloseTo(0.2963, 4);
    expect(counts.downed / 1296).toBeCloseTo(0.1111, 4);
  });

  it('GIVEN the house rules THEN every helicopter and AA number shows in /campaign rules list with a source', () => {
    const keys = fogoHouseRules.map((p) => p.key);
    for (const k of ['helicopter.doorGunDice', 'helicopter.cannonDice', 'helicopter.pumaDoorGuns', 'aa.firers', 'aa.suppressEffect']) expect(keys).toContain(k);
    expect(fogoHouseRules.find((p) => p.key === 'helicopter.cannonDice')?.source).toContain('seed 000');
  });
});
