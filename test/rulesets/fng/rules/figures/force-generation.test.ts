import { describe, expect, it } from 'vitest';
import { ARMY_LISTS } from '../../../../../src/rulesets/fng/rules/figures/army-lists.js';
import type { ArmyId } from '../../../../../src/rulesets/fng/rules/figures/figure.js';
import {
  generateForce,
  squadPositions,
  squadSize,
  type GenerateOptions,
} from '../../../../../src/rulesets/fng/rules/figures/force-generation.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const BASE: GenerateOptions = {
  squads: 1,
  platoonHq: false,
  attachments: 'none',
  flakJackets: false,
  attributes: 'none',
  usefulGear: false,
};

const gen = (army: ArmyId, month: string, faces: number[], options: Partial<GenerateOptions> = {}) => {
  const d = dice(...faces);
  const r = generateForce({ army, month, options: { ...BASE, ...options }, vcWeapons2: 'ppsh' }, d);
  return { r, d };
};

const ok = (army: ArmyId, month: string, faces: number[], options: Partial<GenerateOptions> = {}) => {
  const { r, d } = gen(army, month, faces, options);
  const v = unwrap(r);
  expect(d.remaining).toBe(0);
  return v;
};

describe('Squad size and fill order (seed L404–L414)', () => {
  it('GIVEN a US Army squad of 5+1d6 and a 6 THEN 11 is cut to the paper strength of 10 (L412)', () => {
    expect(squadSize(ARMY_LISTS['us-army'], 6)).toBe(10);
    const v = ok('us-army', '1967-06', [6, ...Array<number>(10).fill(3), 4, 1, 1]);
    expect(v.figures).toHaveLength(10);
  });

  it('GIVEN each face THEN squad sizes run base+1 to the cap (exact counts of 6)', () => {
    const sizes = (id: ArmyId) => [1, 2, 3, 4, 5, 6].map((f) => squadSize(ARMY_LISTS[id], f));
    expect(sizes('us-army')).toEqual([6, 7, 8, 9, 10, 10]);
    expect(sizes('usmc')).toEqual([9, 10, 11, 12, 13, 14]);
    expect(sizes('cidg')).toEqual([7, 8, 9, 10, 11, 12]);
    expect(sizes('nva')).toEqual([7, 8, 9, 10, 11, 12]);
    expect(sizes('lvc')).toEqual([5, 6, 7, 8, 9, 9]);
  });

  it('GIVEN a squad of eight THEN it is the five specialists and three riflemen (L414, ANZAC list)', () => {
    const roles = squadPositions(ARMY_LISTS.anzac)
      .slice(0, 8)
      .map((p) => p.role);
    expect(roles).toEqual(['squad-leader', 'jr-nco', 'lmg-gunner', 'lmg-assistant', 'grenadier', 'rifleman', 'rifleman', 'rifleman']);
  });

  it('GIVEN a list with more specialists THEN they come before the riflemen, each LMG with its assistant (USMC)', () => {
    const roles = squadPositions(ARMY_LISTS.usmc).map((p) => p.role);
    expect(roles).toEqual([
      'squad-leader', 'jr-nco', 'lmg-gunner', 'lmg-assistant', 'grenadier',
      'jr-nco', 'jr-nco', 'lmg-gunner', 'lmg-assistant', 'lmg-gunner', 'lmg-assistant',
      'rifleman', 'rifleman', 'rifleman',
    ]);
  });
});

describe('Generating a force (seed L395–L519)', () => {
  it('GIVEN a US Army squad rolled 1 THEN six soldiers with their REPs, weapons, smoke and squad stores', () => {
    const v = ok('us-army', '1967-06', [1, 6, 4, 1, 3, 5, 2, 2, 4, 5, 6]);
    expect(v.units).toEqual([{ id: 'sq1', name: '1st Squad', kind: 'squad', stores: { laws: 4, claymores: 3, c4: 6, satchels: 0 } }]);
    expect(v.figures.map((f) => [f.id, f.role, f.rep, f.weapon, f.sidearm ?? null])).toEqual([
      ['s1-1', 'squad-leader', 5, 'm16', null],
      ['s1-2', 'jr-nco', 4, 'm16', null],
      ['s1-3', 'lmg-gunner', 3, 'm60', 'm1911a1'],
      ['s1-4', 'lmg-assistant', 3, 'm16', null],
      ['s1-5', 'grenadier', 4, 'm79', 'm1911a1'],
      ['s1-6', 'jr-nco', 3, 'm16', null],
    ]);
    expect(v.figures[0]).toMatchObject({ name: '1st Squad Squad Leader', side: 'fwf', army: 'us-army', unit: 'sq1', star: false, starPower: 0, status: 'carry-on', gear: ['smoke-grenades'] });
    expect(v.figures[1]!.name).toBe('1st Squad Jr. NCO 1');
    expect(v.figures[2]!.gear).toEqual([]);
    expect(v.parts.map((p) => p.label)).toEqual([
      'squad size 1', 'REP s1-1', 'REP s1-2', 'REP s1-3', 'REP s1-4', 'REP s1-5', 'REP s1-6', 'laws sq1', 'laws sq1', 'claymores sq1', 'c4 sq1',
    ]);
  });

  it('GIVEN the LAW possibility fails THEN the squad has none and no count is rolled (L430)', () => {
    const v = ok('us-army', '1967-06', [1, 3, 3, 3, 3, 3, 3, 4, 1, 1]);
    expect(v.units[0]!.stores).toEqual({ laws: 0, claymores: 1, c4: 1, satchels: 0 });
  });

  it('GIVEN a Star and Attributes for the player squad THEN the Star keeps his chosen REP and two Attributes; the Grunts roll one each (L324, L358)', () => {
    const v = ok('us-army', '1967-06', [1, 4, 4, 5, 6, 6, 2, 1, 1, 1, 2, 3, 5, 3, 6, 4, 4, 1, 3], {
      attributes: 'first-squad',
      star: { role: 'squad-leader', rep: 5, name: 'Sgt Billy Pink', attributes: ['marksman', 'tough'] },
    });
    const [pink, ...grunts] = v.figures;
    expect(pink).toMatchObject({ name: 'Sgt Billy Pink', star: true, rep: 5, starPower: 5, attributes: ['marksman', 'tough'] });
    expect(grunts.map((f) => [f.rep, f.attributes])).toEqual([
      [4, ['poser']],
      [5, ['tough']],
      [3, ['agile']],
      [3, ['marksman']],
      [3, ['tunnel-rat']],
    ]);
    // The Tunnel Rat's kit (L362): .45, bayonet, C-4.
    expect(grunts[4]).toMatchObject({ role: 'jr-nco', weapon: 'm16', sidearm: 'm1911a1', melee: 'knife' });
    expect(grunts[4]!.gear).toEqual(['smoke-grenades', 'c4']);
    expect(v.units[0]!.stores).toMatchObject({ laws: 0, claymores: 1, c4: 3 });
  });

  it('GIVEN a Star role nobody has THEN it is refused; two Attributes or none for a Star', () => {
    expectCode(gen('us-army', '1967-06', [1, 3, 3, 3, 3, 3, 3, 4, 1, 1], { star: { role: 'medic', rep: 5, attributes: [] } }).r, 'fng/star-role-absent');
    expectCode(gen('us-army', '1967-06', [], { star: { role: 'squad-leader', rep: 5, attributes: ['fast'] } }).r, 'fng/star-attributes');
    expectCode(gen('us-army', '1967-06', [], { star: { role: 'squad-leader', rep: 5, attributes: ['fast', 'fast'] } }).r, 'fng/duplicate-attribute');
  });

  it('GIVEN impossible options THEN they are refused before any roll', () => {
    expectCode(gen('us-army', '1967-06', [], { squads: 0 }).r, 'fng/bad-squads');
    expectCode(gen('us-army', '1967-06', [], { squads: 4 }).r, 'fng/bad-squads');
    expectCode(gen('arvn-post-1968', '1967-06', []).r, 'fng/month-outside-list');
    expectCode(gen('arvn-pre-1968', '1968-02', []).r, 'fng/month-outside-list');
    expectCode(gen('anzac', '1967-06', [], { flakJackets: true }).r, 'fng/no-flak-jacket-option');
  });

  it('GIVEN flak jackets optional and worn, or issued THEN every soldier wears one (L430)', () => {
    const us = ok('us-army', '1967-06', [1, 3, 3, 3, 3, 3, 3, 4, 1, 1], { flakJackets: true });
    expect(us.figures.every((f) => f.gear.includes('flak-jacket'))).toBe(true);
    const usmc = ok('usmc', '1967-06', [1, ...Array<number>(9).fill(3), 1, 1, 3]);
    expect(usmc.figures.every((f) => f.gear.includes('flak-jacket'))).toBe(true);
  });

  it('GIVEN a USMC squad before mid-1968 and the (1-2) roll THEN the last rifleman carries an M-20 (L430)', () => {
    const v = ok('usmc', '1967-06', [6, ...Array<number>(14).fill(4), 2, 5, 1]);
    expect(v.figures).toHaveLength(14);
    expect(v.figures.every((f) => f.rep === 4)).toBe(true);
    expect(v.figures.filter((f) => f.weapon === 'm14a1')).toHaveLength(3);
    expect(v.figures[13]).toMatchObject({ id: 's1-14', role: 'weapon-gunner', weapon: 'm20-bazooka' });
    expect(v.platoonWeapon).toEqual({ happens: true, weapon: 'm20-bazooka', figure: 's1-14' });
    expect(v.units[0]!.stores).toMatchObject({ laws: 0, claymores: 1, c4: 5 });
  });

  it('GIVEN a USMC squad after mid-1968 THEN M-16s replace M-14s (not the M-14a1), LAWs may come, no M-20 roll (L430)', () => {
    const v = ok('usmc', '1968-09', [1, ...Array<number>(9).fill(4), 1, 2, 1, 1]);
    expect(v.figures.map((f) => f.weapon)).toEqual(['m16', 'm16', 'm14a1', 'm16', 'm79', 'm16', 'm16', 'm14a1', 'm16']);
    expect(v.units[0]!.stores).toMatchObject({ laws: 2, claymores: 1, c4: 1 });
    expect(v.platoonWeapon).toBeUndefined();
  });

  it('GIVEN a Local VC squad THEN every weapon but the LMG and RPG comes from the VC weapons table, and the leader may carry a satchel and a Claymore (L516–L518)', () => {
    const v = ok('lvc', '1967-06', [1, 5, 6, 5, 2, 4, 6, 2, 3, 3, 1, 3, 1, 4, 3, 6]);
    expect(v.figures.map((f) => [f.role, f.rep, f.weapon])).toEqual([
      ['squad-leader', 4, 'm16'],
      ['jr-nco', 5, 'ppsh'],
      ['lmg-gunner', 3, 'dpm'],
      ['lmg-assistant', 3, 'mosin-nagant'],
      ['rpg-gunner', 3, 'rpg-2'],
    ]);
    expect(v.figures[0]!.gear).toEqual(['satchel-charge']);
    expect(v.figures[0]!.side).toBe('cf');
    expect(v.units[0]!.stores.satchels).toBe(3);
    expect(v.figures.every((f) => f.attributes.length === 0)).toBe(true);
  });

  it('GIVEN a Main Force VC squad before mid-1967 THEN its AK-47s are rolled on the VC table, whose results stand; RPG-7 on (1-2) (L516–L517)', () => {
    const v = ok('mfvc', '1967-03', [1, 4, 6, 6, 1, 3, 5, 2, 3, 2, 1, 5, 1, 6, 5, 5, 1, 4, 6, 4]);
    expect(v.figures.map((f) => [f.role, f.weapon])).toEqual([
      ['squad-leader', 'm16'],
      ['jr-nco', 'm1-carbine'],
      ['lmg-gunner', 'rpd'],
      ['lmg-assistant', 'mat-49'],
      ['rpg-gunner', 'rpg-7'],
      ['rifleman', 'ak-47'],
      ['rifleman', 'sks'],
    ]);
    expect(v.units[0]!.stores.satchels).toBe(2);
  });

  it('GIVEN a Main Force VC squad from mid-1967 THEN AK-47s as listed and the RPG-2 when the (1-2) fails', () => {
    const v = ok('mfvc', '1967-08', [1, 4, 1, 2, 3, 3, 5, 3, 6, 1, 1, 2]);
    expect(v.figures.map((f) => f.weapon)).toEqual(['ak-47', 'ak-47', 'rpd', 'm1-carbine', 'rpg-2', 'ak-47', 'ak-47']);
  });

  it('GIVEN an NVA squad after mid-1968 THEN SKS become AK-47, RPG-2 become RPG-7 and RPG gunners carry an AK-47 (L516)', () => {
    const v = ok('nva', '1968-09', [1, 1, 5, 2, 3, 4, 4, 5, 5, 6, 1, 1, 1, 2]);
    expect(v.figures.map((f) => [f.role, f.rep, f.weapon, f.sidearm ?? null])).toEqual([
      ['squad-leader', 3, 'ak-47', null],
      ['jr-nco', 3, 'ak-47', null],
      ['lmg-gunner', 4, 'rpd', 'tokarev'],
      ['lmg-assistant', 4, 'sks', null],
      ['rpg-gunner', 4, 'rpg-7', 'ak-47'],
      ['lmg-gunner', 5, 'rpd', 'tokarev'],
      ['lmg-assistant', 3, 'm3a1', null],
    ]);
    expect(v.figures[0]!.gear).toEqual([]);
    expect(v.units[0]!.stores.satchels).toBe(2);
  });

  it('GIVEN an NVA squad leader and (1-3) THEN he carries a Claymore (L516)', () => {
    const v = ok('nva', '1967-06', [1, 6, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6]);
    expect(v.figures[0]).toMatchObject({ rep: 5, gear: ['claymore'] });
    expect(v.figures[4]).toMatchObject({ role: 'rpg-gunner', weapon: 'rpg-2' });
    expect(v.figures[4]!.sidearm).toBeUndefined();
  });
});

describe('Platoon HQ and attachments (seed L388–L399, L430, L440, L962)', () => {
  const squad6 = [1, 3, 3, 3, 3, 3, 3, 4, 1, 1];

  it('GIVEN attachments rolled for one squad THEN the FO comes on (1-2), the FO RTO only with him, the medic on (1-2) (L399, L430 note 1, L962)', () => {
    const v = ok('us-army', '1967-06', [...squad6, 1, 3, 5, 2, 6], { attachments: 'roll' });
    const att = v.figures.slice(6);
    expect(att.map((f) => [f.id, f.role, f.unit, f.rep, f.weapon])).toEqual([
      ['att-1', 'fo', 'sq1', 3, 'm1911a1'],
      ['att-2', 'medic', 'sq1', 5, 'm1911a1'],
    ]);
    // No FO RTO: the FO carries the radio himself.
    expect(att[0]!.gear).toEqual(['radio']);
    expect(v.parts.slice(10).map((p) => p.label)).toEqual(['FO attached', 'REP att-1', 'FO RTO attached', 'Medic attached', 'REP att-2']);
  });

  it('GIVEN no FO THEN the FO RTO is not rolled for (L430 note 1)', () => {
    const v = ok('us-army', '1967-06', [...squad6, 3, 6], { attachments: 'roll' });
    expect(v.figures).toHaveLength(6);
  });

  it('GIVEN two squads THEN the medic comes on 1–4 and joins one squad at random (L962)', () => {
    const v = ok('us-army', '1967-06', [...squad6, ...squad6, 6, 4, 2, 5], { squads: 2, attachments: 'roll' });
    const medic = v.figures.find((f) => f.role === 'medic');
    expect(medic).toMatchObject({ unit: 'sq2', rep: 4 });
    expect(v.units.map((u) => u.id)).toEqual(['sq1', 'sq2']);
    expect(v.figures.filter((f) => f.unit === 'sq2' && f.role !== 'medic').map((f) => f.id)[0]).toBe('s2-1');
  });

  it('GIVEN every attachment present THEN the FO RTO carries the radio and the FO does not', () => {
    const v = ok('us-army', '1967-06', [...squad6, 1, 2, 3], { attachments: 'all' });
    expect(v.figures.slice(6).map((f) => [f.role, f.gear])).toEqual([
      ['fo', []],
      ['fo-rto', ['radio']],
      ['medic', []],
    ]);
  });

  it('GIVEN an ARVN platoon HQ THEN the LT may be a political appointee and the US advisor rolls on the US Army row (L439–L440)', () => {
    const v = ok('arvn-pre-1968', '1967-06', [1, 1, 1, 1, 1, 1, 1, 3, 6, 2, 5, 1, 4, 3], { platoonHq: true });
    expect(v.units.map((u) => [u.id, u.kind])).toEqual([['sq1', 'squad'], ['hq', 'platoon-hq']]);
    expect(v.units[0]!.stores).toEqual({ laws: 0, claymores: 2, c4: 0, satchels: 0 });
    const hq = v.figures.filter((f) => f.unit === 'hq');
    expect(hq.map((f) => [f.id, f.role, f.rep, f.weapon])).toEqual([
      ['hq-1', 'platoon-leader', 5, 'm1911a1'],
      ['hq-2', 'platoon-sergeant', 4, 'm2-carbine'],
      ['hq-3', 'rto', 3, 'm1911a1'],
      ['hq-4', 'advisor', 4, 'm2-carbine'],
    ]);
    expect(hq[0]!.politicalAppointee).toBe(true);
    expect(hq[2]!.gear).toEqual(['radio', 'smoke-grenades']);
    expect(v.platoonWeapon).toEqual({ happens: false });
  });

  it('GIVEN a CIDG platoon HQ THEN the SF leader rolls his own REP row and may be Fluent (L430 note 3)', () => {
    const v = ok('cidg', '1967-06', [1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 6, 1, 2, 3, 4], { platoonHq: true });
    const sf = v.figures.find((f) => f.id === 'hq-1');
    expect(sf).toMatchObject({ role: 'platoon-leader', rep: 6, weapon: 'm2-carbine', attributes: ['fluent'], gear: ['smoke-grenades'] });
    expect(v.figures.find((f) => f.role === 'lldb-officer')?.rep).toBe(4);
    expect(v.figures.filter((f) => f.unit === 'sq1').map((f) => f.weapon)).toEqual(['m2-carbine', 'm2-carbine', 'bar', 'm1-garand', 'm79', 'm2-carbine', 'm1-garand']);
  });

  it('GIVEN the CIDG from early 1969 THEN M-16s and M-60s replace the old weapons (L430)', () => {
    const v = ok('cidg', '1969-02', [1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1]);
    expect(v.figures.map((f) => f.weapon)).toEqual(['m16', 'm16', 'm60', 'm16', 'm79', 'm16', 'm16']);
  });

  it('GIVEN useful gear rolled THEN flashlight and flare on (1-2), wire cutters on (1) (L365–L375)', () => {
    const v = ok('lvc', '1967-06', [1, 1, 5, 5, 1, 3, 1, 6, 6, 3, 3, 3, 6, 6, 6, 3, 4, 4, 4, 3, 4, 4, 6, 6, 6, 4, 4, 4, 4, 6], { usefulGear: true });
    expect(v.figures[0]!.gear).toEqual(['flashlight', 'wire-cutters']);
    expect(v.figures.slice(1).every((f) => f.gear.length === 0)).toBe(true);
  });
});
