import { describe, expect, it } from 'vitest';
import {
  canFire,
  canMove,
  casualtyShare,
  figuresLeft,
  isOnTable,
  livingLoad,
  makeUnit,
  NO_DAMAGE,
} from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { antiTankGunOf, GUNS, mainGunOf, VEHICLES } from '../../../../../src/rulesets/fireteam/rules/troops/vehicles.js';
import { AX, onTable, spec } from '../fixtures-forces.js';

describe('makeUnit', () => {
  it('GIVEN a spec THEN the unit starts off table, unhurt and unpinned (seed 004, Deploy)', () => {
    const u = makeUnit(AX, spec('ft1'));
    expect(u).toMatchObject({
      id: 'ft1',
      side: AX,
      name: 'ft1',
      casualties: 0,
      pinsThisTurn: 0,
      status: 'active',
      onTable: false,
      overwatch: false,
      goneToGround: false,
      molotovs: false,
      roles: [],
    });
    expect(u.vehicle).toBeUndefined();
  });

  it('GIVEN a catalogue vehicle THEN it carries the profile and no damage', () => {
    const u = makeUnit(AX, { id: 'tiger', kind: 'vehicle', quality: 'veteran', figures: 0, vehicle: 'tiger' });
    expect(u.vehicle).toMatchObject({ model: 'tiger', class: 'heavy', speed: 'slow', fixedGun: false, softSkinned: false });
    expect(u.vehicle?.damage).toEqual(NO_DAMAGE);
  });
});

describe('vehicle list (seed 004, Army and Vehicle Lists)', () => {
  it.each([
    ['hannomag', 'light', 'medium', undefined],
    ['m3-halftrack', 'light', 'medium', undefined],
    ['tiger', 'heavy', 'slow', 'heavy'],
    ['stug', 'medium', 'medium', 'medium'],
    ['hetzer', 'medium', 'medium', 'medium'],
    ['panzer-iv', 'medium', 'medium', 'medium'],
    ['marder', 'light', 'medium', 'medium'],
    ['kv-1', 'heavy', 'slow', 'medium'],
    ['t-34-85', 'medium', 'medium', 'heavy'],
    ['su-76', 'light', 'medium', 'medium'],
    ['ba-10', 'light', 'fast', 'light'],
    ['bt-7', 'light', 'medium', 'medium'],
  ] as const)('%s is %s, %s speed, main gun %s', (id, cls, speed, gun) => {
    const v = VEHICLES[id];
    expect(v.class).toBe(cls);
    expect(v.speed).toBe(speed);
    expect(mainGunOf(v)).toBe(gun);
  });

  it('StuG and Hetzer have fixed guns; nothing else does', () => {
    const fixed = Object.values(VEHICLES).filter((v) => v.fixedGun).map((v) => v.id);
    expect(fixed.sort()).toEqual(['hetzer', 'stug']);
  });

  it('KV-1 carries coax, bow and rear MGs; Tiger bow and coax', () => {
    expect(VEHICLES['kv-1'].weapons.map((w) => w.mount)).toEqual(['main', 'coax', 'bow', 'rear']);
    expect(VEHICLES.tiger.weapons.map((w) => w.mount)).toEqual(['main', 'bow', 'coax']);
  });

  it('BT-7 counts light for AT; other vehicles fire their main gun', () => {
    expect(antiTankGunOf(VEHICLES['bt-7'])).toBe('light');
    expect(antiTankGunOf(VEHICLES['panzer-iv'])).toBe('medium');
  });

  it('the truck is soft-skinned: slow off road, fast on it', () => {
    expect(VEHICLES.truck).toMatchObject({ softSkinned: true, speed: 'slow', roadSpeed: 'fast' });
  });

  it('guns: 75mm medium, 50mm light, 50mm long medium, recoilless light', () => {
    expect(Object.values(GUNS).map((g) => [g.id, g.gun])).toEqual([
      ['at-75mm', 'medium'],
      ['at-50mm', 'light'],
      ['at-50mm-long', 'medium'],
      ['recoilless-rifle', 'light'],
    ]);
  });
});

describe('unit condition', () => {
  it('figures left and casualty share count from the starting figures', () => {
    const u = { ...makeUnit(AX, spec('a', { figures: 10 })), casualties: 3 };
    expect(figuresLeft(u)).toBe(7);
    expect(casualtyShare(u)).toBe(0.3);
  });

  it('GIVEN off table THEN it can neither fire nor move', () => {
    const u = makeUnit(AX, spec('a'));
    expect(isOnTable(u)).toBe(false);
    expect(canFire(u)).toBe(false);
    expect(canMove(u)).toBe(false);
  });

  it('GIVEN on table THEN it may fire and move', () => {
    const u = onTable(AX, spec('a'));
    expect(canFire(u)).toBe(true);
    expect(canMove(u)).toBe(true);
  });

  it.each([
    ['deployed this turn', { deployedThisTurn: true }, false, true],
    ['on overwatch', { overwatch: true }, false, true],
    ['pinned', { status: 'pinned' as const }, true, false],
    ['permanently pinned', { status: 'permanently-pinned' as const }, false, false],
    ['removed', { status: 'removed' as const }, false, false],
    ['fired this turn', { firedThisTurn: true }, true, false],
  ])('GIVEN %s THEN fire %s, move %s', (_, more, fire, move) => {
    const u = onTable(AX, spec('a'), more);
    expect(canFire(u)).toBe(fire);
    expect(canMove(u)).toBe(move);
  });

  it('GIVEN a brewed-up or immobilised vehicle THEN it cannot move; brewed up is out of play', () => {
    const tank = onTable(AX, { id: 't', kind: 'vehicle', quality: 'average', figures: 0, vehicle: 'panzer-iv' });
    const immobile = { ...tank, vehicle: { ...tank.vehicle!, damage: { ...NO_DAMAGE, immobilised: true } } };
    const brewed = { ...tank, vehicle: { ...tank.vehicle!, damage: { ...NO_DAMAGE, brewedUp: true } } };
    expect(canMove(immobile)).toBe(false);
    expect(canFire(immobile)).toBe(true);
    expect(isOnTable(brewed)).toBe(false);
  });
});

describe('livingLoad (seed 004, Firing: the figures firing; 004 L166–L167, L192–L193)', () => {
  const lmgTeam = (casualties: number) => ({ ...makeUnit(AX, spec('ft1', { figures: 3, crew: 2, weapons: [{ kind: 'lmg', count: 1 }, { kind: 'smg', count: 1 }] })), casualties });

  it('GIVEN a rifle team of 7 down to 1 figure THEN it holds 1 rifle, not 7', () => {
    const u = { ...makeUnit(AX, spec('ft2')), casualties: 6 };
    expect(livingLoad(u).weapons).toEqual([{ kind: 'rifle', count: 1 }]);
    expect(livingLoad({ ...u, casualties: 0 }).weapons).toEqual([{ kind: 'rifle', count: 7 }]);
    expect(livingLoad({ ...u, casualties: 7 }).weapons).toEqual([]);
  });

  it('GIVEN an LMG team (LMG, 2 crew, an SMG) THEN the SMG falls first, then the crew; no crew left, no LMG', () => {
    expect(livingLoad(lmgTeam(1))).toEqual({ weapons: [{ kind: 'lmg', count: 1 }], crew: 2 });
    expect(livingLoad(lmgTeam(2))).toEqual({ weapons: [{ kind: 'lmg', count: 1 }], crew: 1 });
    expect(livingLoad(lmgTeam(3))).toEqual({ weapons: [], crew: 0 });
  });

  it('GIVEN riflemen and SMGs THEN the riflemen fall first; a figure with no weapon listed falls before them', () => {
    const mixed = { ...makeUnit(AX, spec('sq', { figures: 6, weapons: [{ kind: 'smg', count: 2 }, { kind: 'rifle', count: 3 }] })), casualties: 2 };
    expect(livingLoad(mixed).weapons).toEqual([{ kind: 'smg', count: 2 }, { kind: 'rifle', count: 2 }]);
  });
});
