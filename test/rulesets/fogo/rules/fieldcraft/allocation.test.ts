import { describe, expect, it } from 'vitest';
import {
  allocateStartingSneakers,
  countCommand,
  sneakerAllowance,
  startingSneakers,
} from '../../../../../src/rulesets/fogo/rules/fieldcraft/allocation.js';
import { fieldcraftOf, visibilityMode } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import type { TroopType } from '../../../../../src/rulesets/fogo/rules/forces/order-of-battle.js';
import { BUILT_IN_FORCES } from '../../../../../src/rulesets/fogo/rules/forces/built-in-forces.js';
import { standFromSpec } from '../../../../../src/rulesets/fogo/rules/troops/stand-validation.js';
import { expectCode, stand, unwrap } from '../fixtures.js';
import { FR, FR_FORCE, PT, PT_FORCE, fcGame, hideStands } from './setup.js';

describe('starting Sneaker allowance (crossfire-core §2.7.3, the seed table)', () => {
  it.each<[TroopType, number, number, number]>([
    ['cacadores', 2, 5, 8],
    ['angolan-insurgents', 2, 5, 9],
    ['elite-portuguese', 3, 6, 10],
    ['paigc', 3, 6, 10],
    ['frelimo', 3, 6, 10],
  ])('GIVEN %s THEN 1 CG = %i, 2 CGs = %i, 3 CGs + Company Commander = %i', (troopType, one, two, threeCc) => {
    expect(sneakerAllowance({ troopType, combatGroups: 1, companyCommanders: 0 }).total).toBe(one);
    expect(sneakerAllowance({ troopType, combatGroups: 2, companyCommanders: 0 }).total).toBe(two);
    expect(sneakerAllowance({ troopType, combatGroups: 3, companyCommanders: 1 }).total).toBe(threeCc);
  });

  it('GIVEN the seed examples THEN one Caçadores group has no bonus, two get one, one Flecha group gets one', () => {
    expect(sneakerAllowance({ troopType: 'cacadores', combatGroups: 1, companyCommanders: 0 })).toEqual({
      troopType: 'cacadores',
      allocated: 2,
      bonus: 0,
      total: 2,
    });
    expect(sneakerAllowance({ troopType: 'cacadores', combatGroups: 2, companyCommanders: 0 })).toMatchObject({ allocated: 4, bonus: 1, total: 5 });
    expect(sneakerAllowance({ troopType: 'elite-portuguese', combatGroups: 1, companyCommanders: 0 })).toMatchObject({ allocated: 2, bonus: 1, total: 3 });
  });

  it('GIVEN a mixed force THEN each troop type is computed on its own and summed (§2.11 (14)), same types merged first', () => {
    const mixed = startingSneakers([
      { troopType: 'cacadores', combatGroups: 1, companyCommanders: 1 },
      { troopType: 'elite-portuguese', combatGroups: 1, companyCommanders: 0 },
      { troopType: 'cacadores', combatGroups: 1, companyCommanders: 0 },
    ]);
    // Caçadores: A = 2·2 + 1 = 5 → 6; Commandos: A = 2 → 3.
    expect(mixed.perTroopType).toEqual([
      { troopType: 'cacadores', allocated: 5, bonus: 1, total: 6 },
      { troopType: 'elite-portuguese', allocated: 2, bonus: 1, total: 3 },
    ]);
    expect(mixed.total).toBe(9);
  });

  it('GIVEN stands THEN PC Commanders/Command Teams are combat groups, CC ones Company Commanders, Commissars nothing', () => {
    const side = (k: keyof typeof BUILT_IN_FORCES) => BUILT_IN_FORCES[k].stands.map((s) => standFromSpec(s, 'X'));
    expect(countCommand(side('cacadores-combat-group'))).toEqual({ combatGroups: 1, companyCommanders: 0 });
    expect(countCommand(side('frelimo-group'))).toEqual({ combatGroups: 1, companyCommanders: 0 });
    const company = [
      standFromSpec({ id: 'CO', type: 'commander', echelon: 'CC', rating: 1, quality: 'regular', fieldcraft: 1 }, 'X'),
      standFromSpec({ id: 'P1', type: 'commander', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 1, commandedBy: 'CO' }, 'X'),
      standFromSpec({ id: 'T1', type: 'command-team', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 1, commandedBy: 'P1' }, 'X'),
      standFromSpec({ id: 'P2', type: 'command-team', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 1, commandedBy: 'CO' }, 'X'),
    ];
    expect(countCommand(company)).toEqual({ combatGroups: 2, companyCommanders: 1 });
  });
});

describe('allocateStartingSneakers (crossfire-core §2.7.2, §2.7.3)', () => {
  it('GIVEN a valid secret assignment THEN Sneakers get public ids in the order given, stands go sneaking, the rest stays unallocated', () => {
    const r = unwrap(
      allocateStartingSneakers(fcGame(), FR, {
        forces: [FR_FORCE],
        sneakers: [
          { place: { feature: 'bush' }, stands: [] },
          { place: { feature: 'bush', position: 'north edge' }, stands: ['HIDDEN-CT', 'HIDDEN-R1'] },
        ],
        nominalFieldcraft: 2,
        rollNumber: 7,
      }),
    );
    expect(r.result.public).toEqual({
      side: FR,
      sneakers: [
        { id: 'S1', place: { feature: 'bush' } },
        { id: 'S2', place: { feature: 'bush', position: 'north edge' } },
      ],
    });
    expect(r.result.secret).toMatchObject({
      allowance: { total: 6 },
      sneakers: [
        { sneaker: 'S1', stands: [] },
        { sneaker: 'S2', stands: ['HIDDEN-CT', 'HIDDEN-R1'] },
      ],
      unallocated: 4,
      nominalFieldcraft: 2,
      logSeq: 1,
    });
    expect(JSON.stringify(r.result.public)).not.toContain('HIDDEN');
    const fc = fieldcraftOf(r.state);
    expect(fc.unallocated).toEqual({ [FR]: 4 });
    expect(fc.secretLog).toEqual([
      {
        seq: 1,
        side: FR,
        initiative: 1,
        roll: 7,
        decision: {
          kind: 'allocate',
          allowance: 6,
          sneakers: [
            { sneaker: 'S1', stands: [] },
            { sneaker: 'S2', stands: ['HIDDEN-CT', 'HIDDEN-R1'] },
          ],
          unallocated: 4,
          nominalFieldcraft: 2,
        },
      },
    ]);
    expect(visibilityMode(r.state, stand(r.state, 'HIDDEN-R1'))).toBe('sneaking');
    expect(stand(r.state, 'HIDDEN-R1')).toMatchObject({ hidden: true });
    expect(stand(r.state, 'HIDDEN-R1').feature).toBeUndefined();
    expect(visibilityMode(r.state, stand(r.state, 'HIDDEN-R2'))).toBe('hidden');
  });

  it('GIVEN a stand the enemy has seen put in a starting Sneaker THEN refused: the enemy would see which marker took it', () => {
    const r = allocateStartingSneakers(fcGame(), FR, { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['FR-V'] }] });
    expect(r).toEqual({ ok: false, code: 'fogo/seen-stand-in-sneaker', params: { stand: 'FR-V' } });
  });

  it('GIVEN the same stand deployed hidden THEN it goes into the Sneaker and stays off the table', () => {
    const r = unwrap(allocateStartingSneakers(hideStands(fcGame(), ['FR-V']), FR, { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['FR-V'] }] }));
    expect(visibilityMode(r.state, stand(r.state, 'FR-V'))).toBe('sneaking');
  });

  it('GIVEN both sides THEN ids run on across the game', () => {
    let s = unwrap(allocateStartingSneakers(fcGame(), PT, { forces: [PT_FORCE], sneakers: [{ place: {}, stands: [] }] })).state;
    s = unwrap(allocateStartingSneakers(s, FR, { forces: [FR_FORCE], sneakers: [{ place: {}, stands: [] }] })).state;
    expect(fieldcraftOf(s).sneakers.map((x) => [x.id, x.side])).toEqual([
      ['S1', PT],
      ['S2', FR],
    ]);
    expect(fieldcraftOf(s).unallocated).toEqual({ [PT]: 1, [FR]: 5 });
  });

  it.each<[string, Parameters<typeof allocateStartingSneakers>[2], string]>([
    ['an enemy stand on view', { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['PT-1'] }] }, 'fogo/not-your-stand'],
    ['a stand in two Sneakers', { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['FR-V'] }, { place: {}, stands: ['FR-V'] }] }, 'fogo/in-two-sneakers'],
    ['more Sneakers than allowed', { forces: [FR_FORCE], sneakers: Array.from({ length: 7 }, () => ({ place: {}, stands: [] })) }, 'fogo/too-many-sneakers'],
    ['two command stands together', { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['FR-CT2', 'FR-PK'] }] }, 'fogo/not-a-sneaker-group'],
    ['stands of two combat groups', { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['FR-V', 'HIDDEN-R1'] }] }, 'fogo/not-a-sneaker-group'],
    ['a stand in two forces', { forces: [FR_FORCE, { troopType: 'frelimo', stands: ['FR-V'] }], sneakers: [] }, 'fogo/listed-twice'],
    ['an unknown stand', { forces: [FR_FORCE], sneakers: [{ place: {}, stands: ['NOPE'] }] }, 'fogo/unknown-stand'],
    ['a bad place', { forces: [FR_FORCE], sneakers: [{ place: { feature: 'a\nb' }, stands: [] }] }, 'fogo/bad-feature'],
    ['a nominal fieldcraft of 0', { forces: [FR_FORCE], sneakers: [], nominalFieldcraft: 0 }, 'fogo/bad-fieldcraft'],
  ])('GIVEN %s THEN refused', (_what, allocation, code) => {
    // The kraal group deploys hidden, as a side that allocates starting Sneakers must.
    expectCode(allocateStartingSneakers(hideStands(fcGame(), ['FR-CT2', 'FR-V', 'FR-V2', 'FR-Z', 'FR-PK']), FR, allocation), code);
  });

  it('GIVEN a second allocation THEN refused; an unknown side too', () => {
    const s = unwrap(allocateStartingSneakers(fcGame(), FR, { forces: [FR_FORCE], sneakers: [] })).state;
    expectCode(allocateStartingSneakers(s, FR, { forces: [FR_FORCE], sneakers: [] }), 'fogo/already-allocated');
    expectCode(allocateStartingSneakers(s, 'Rhodesia', { forces: [], sneakers: [] }), 'fogo/unknown-side');
  });

  it('GIVEN the hidden enemy stands THEN naming one reads as unknown, like a stand that does not exist', () => {
    const r = allocateStartingSneakers(fcGame(), PT, { forces: [PT_FORCE], sneakers: [{ place: {}, stands: ['HIDDEN-R1'] }] });
    expectCode(r, 'fogo/unknown-stand');
  });
});

describe('a force of one troop type: all the side’s stands count (the /fieldcraft allocate troops:frelimo order)', () => {
  it('GIVEN stands all THEN the same allowance as every stand of the side listed, and none of the enemy’s', () => {
    const all = unwrap(allocateStartingSneakers(fcGame(), FR, { forces: [{ troopType: 'frelimo', stands: 'all' }], sneakers: [] }));
    const listed = unwrap(allocateStartingSneakers(fcGame(), FR, { forces: [FR_FORCE], sneakers: [] }));
    expect(all.result.secret.allowance).toEqual(listed.result.secret.allowance);
    expect(all.state).toEqual(listed.state);
  });

  it('GIVEN stands all and a stand listed again in another force THEN it is counted twice and refused', () => {
    const twice = allocateStartingSneakers(fcGame(), FR, {
      forces: [
        { troopType: 'frelimo', stands: 'all' },
        { troopType: 'frelimo', stands: ['FR-V'] },
      ],
      sneakers: [],
    });
    expect(twice).toMatchObject({ ok: false, code: 'fogo/listed-twice', params: { stand: 'FR-V' } });
  });
});
