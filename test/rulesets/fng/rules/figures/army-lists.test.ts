import { describe, expect, it } from 'vitest';
import {
  ARMY_LISTS,
  inPeriod,
  repFor,
  SF_LEADER_REP,
  vcWeaponFor,
  VC_WEAPONS_TABLE,
  type ArmyList,
  type RepBand,
} from '../../../../../src/rulesets/fng/rules/figures/army-lists.js';
import { d66 } from '../../../../../src/rulesets/fng/rules/figures/dice.js';
import { ARMY_IDS } from '../../../../../src/rulesets/fng/rules/figures/figure.js';
import { WEAPONS } from '../../../../../src/rulesets/fng/rules/figures/weapons.js';
import { countFaces, dice } from '../../../../helpers/rules.js';

const paperStrength = (l: ArmyList): number =>
  l.squad.nco.count + l.squad.jrNco.count + l.squad.lmg.count + l.squad.gl.count + l.squad.riflemen.reduce((a, s) => a + s.count, 0);

const repCounts = (l: ArmyList | readonly RepBand[]): Record<number, number> => {
  const table = 'rep' in l ? l.rep : l;
  const out: Record<number, number> = {};
  for (let f = 1; f <= 6; f++) {
    const r = repFor(table, f);
    out[r] = (out[r] ?? 0) + 1;
  }
  return out;
};

describe('Army lists (seed L417–L519)', () => {
  it('GIVEN every list THEN it has a squad, a REP row and its seed lines', () => {
    for (const id of ARMY_IDS) {
      const l = ARMY_LISTS[id];
      expect(l.id).toBe(id);
      expect(l.source).toMatch(/^L\d+/);
      expect(l.squadSize.base + 1).toBeLessThanOrEqual(l.squadSize.max);
    }
  });

  it('GIVEN the squad rows THEN they add up to the paper strength (L427–L439, L513–L514); the LVC rows print 13 for 9 men', () => {
    const strengths = Object.fromEntries(ARMY_IDS.map((id) => [id, [paperStrength(ARMY_LISTS[id]), ARMY_LISTS[id].squadSize.max]]));
    expect(strengths).toEqual({
      'us-army': [10, 10],
      usmc: [14, 14],
      cidg: [12, 12],
      anzac: [10, 10],
      'arvn-pre-1968': [10, 10],
      'arvn-post-1968': [10, 10],
      nva: [12, 12],
      mfvc: [12, 12],
      lvc: [13, 9],
    });
  });

  it('GIVEN each Individual REP row THEN the d6 splits as printed (L427–L439, L513–L514)', () => {
    expect(repCounts(ARMY_LISTS['us-army'])).toEqual({ 3: 3, 4: 2, 5: 1 });
    expect(repCounts(ARMY_LISTS.usmc)).toEqual({ 3: 2, 4: 3, 5: 1 });
    expect(repCounts(ARMY_LISTS.cidg)).toEqual({ 3: 3, 4: 2, 5: 1 });
    expect(repCounts(ARMY_LISTS.anzac)).toEqual({ 3: 3, 4: 2, 5: 1 });
    expect(repCounts(ARMY_LISTS['arvn-pre-1968'])).toEqual({ 3: 4, 4: 1, 5: 1 });
    expect(repCounts(ARMY_LISTS['arvn-post-1968'])).toEqual({ 3: 3, 4: 2, 5: 1 });
    expect(repCounts(ARMY_LISTS.nva)).toEqual({ 3: 2, 4: 3, 5: 1 });
    expect(repCounts(ARMY_LISTS.mfvc)).toEqual({ 3: 3, 4: 2, 5: 1 });
    expect(repCounts(ARMY_LISTS.lvc)).toEqual({ 3: 4, 4: 1, 5: 1 });
    expect(repCounts(SF_LEADER_REP)).toEqual({ 4: 3, 5: 2, 6: 1 });
  });

  it('GIVEN dated changes THEN a month counts from its start and up to its end', () => {
    expect(inPeriod('1968-06', { from: '1968-07' })).toBe(false);
    expect(inPeriod('1968-07', { from: '1968-07' })).toBe(true);
    expect(inPeriod('1967-12', { until: '1968-01' })).toBe(true);
    expect(inPeriod('1968-01', { until: '1968-01' })).toBe(false);
  });

  it('GIVEN every weapon the lists name THEN it is in the weapons table', () => {
    for (const id of ARMY_IDS) {
      const l = ARMY_LISTS[id];
      const slots = [...l.platoonHq, ...l.attachments, l.squad.nco, l.squad.jrNco, l.squad.lmg, l.squad.gl, ...l.squad.riflemen];
      for (const s of slots) {
        const named = s.weapon.kind === 'weapon' ? [s.weapon.weapon] : s.weapon.kind === 'choice' ? s.weapon.options : s.weapon.kind === 'chance' ? [s.weapon.weapon, s.weapon.otherwise] : [];
        for (const w of [...named, ...(s.sidearm ? [s.sidearm] : [])]) expect(WEAPONS[w]).toBeDefined();
      }
    }
  });
});

describe('VC weapons table (seed L517–L518)', () => {
  const weaponOf = (f: number[], cell2: 'ppsh' | 'mat-49' = 'ppsh') => vcWeaponFor(d66(dice(...f), 'VC weapon').value, cell2);

  it('GIVEN each row THEN its first and last scores read the row', () => {
    for (const row of VC_WEAPONS_TABLE) {
      const expected = row.first === 2 && row.low === 3 ? 'ppsh' : row.weapon;
      expect(weaponOf([row.first, row.low])).toBe(expected);
      expect(weaponOf([row.first, row.high])).toBe(expected);
    }
  });

  it('GIVEN all 36 rolls THEN the weapons come up as the reading gives them', () => {
    const count = (w: string, cell2: 'ppsh' | 'mat-49' = 'ppsh') => countFaces(2, (f) => weaponOf(f, cell2) === w);
    expect(count('m3a1')).toBe(2);
    expect(count('mat-49')).toBe(4);
    expect(count('thompson')).toBe(2);
    expect(count('ppsh')).toBe(4);
    expect(count('mosin-nagant')).toBe(4);
    expect(count('m1-carbine')).toBe(2);
    expect(count('m2-carbine')).toBe(2);
    expect(count('m1-garand')).toBe(2);
    expect(count('sks')).toBe(2);
    expect(count('ak-47')).toBe(10);
    expect(count('m16')).toBe(2);
    expect(count('mat-49', 'mat-49')).toBe(8);
    expect(count('ppsh', 'mat-49')).toBe(0);
  });
});
