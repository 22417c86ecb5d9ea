import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import { FORCES_HOUSE_RULES } from '../../../../../src/rulesets/fng/rules/figures/forces-house-rules.js';
import {
  MELEE_WEAPONS,
  outgunnedRanking,
  resolveWeapons,
  WEAPON_IDS,
  WEAPONS,
  weaponHouseRules,
  weaponStatKey,
  type Weapon,
} from '../../../../../src/rulesets/fng/rules/figures/weapons.js';

const tr = (w: Weapon): number => {
  if (w.targets.kind !== 'tr') throw new Error(`${w.id} has an area`);
  return w.targets.tr;
};

describe('FNG weapons (seed L442–L563, L725–L791)', () => {
  it('GIVEN the table THEN every id has one entry with its seed lines', () => {
    expect(Object.keys(WEAPONS).sort()).toEqual([...WEAPON_IDS].sort());
    for (const id of WEAPON_IDS) {
      const w = WEAPONS[id];
      expect(w.id).toBe(id);
      expect(w.source).toMatch(/L\d+/);
      expect(w.range).toBeGreaterThanOrEqual(0);
      expect(w.impact).toBeGreaterThanOrEqual(1);
      if (w.confidence === 'clean') expect(w.uncertain).toEqual([]);
    }
  });

  it('GIVEN the clean machine-gun rows THEN their numbers are as printed (L491–L508, L554–L557)', () => {
    expect([WEAPONS.m60.range, tr(WEAPONS.m60), WEAPONS.m60.impact]).toEqual([48, 5, 3]);
    expect([WEAPONS.m2hb.range, tr(WEAPONS.m2hb), WEAPONS.m2hb.impact, WEAPONS.m2hb.apr]).toEqual([60, 4, 5, 2]);
    expect([tr(WEAPONS.dpm), tr(WEAPONS.rpd), tr(WEAPONS.dshk)]).toEqual([4, 5, 4]);
    expect(WEAPONS.m60.specials).toContainEqual({ kind: 'crew', size: 2, setup: 'prone' });
    expect(WEAPONS.m60.specials).toContainEqual({ kind: 'dedicated-loader' });
    expect(WEAPONS.bar.specials).not.toContainEqual({ kind: 'dedicated-loader' });
    expect(WEAPONS.m14a1.specials).not.toContainEqual({ kind: 'dedicated-loader' });
  });

  it('GIVEN the worked examples THEN the M-16 fires at least 3 dice at Impact 2, the M-1911A1 12"/2/2 (L834, L851, L443–L445)', () => {
    expect(tr(WEAPONS.m16)).toBeGreaterThanOrEqual(3);
    expect(WEAPONS.m16.impact).toBe(2);
    expect([WEAPONS.m1911a1.range, tr(WEAPONS.m1911a1), WEAPONS.m1911a1.impact]).toEqual([12, 2, 2]);
  });

  it('GIVEN blast weapons THEN they have areas, not Target Ratings (L450–L452, L473–L489, L560–L562)', () => {
    expect(WEAPONS.grenade.targets).toEqual({ kind: 'area', area: { shape: 'circle', diameter: 5 } });
    expect(WEAPONS.claymore.targets).toEqual({ kind: 'area', area: { shape: 'wedge', front: 1, depth: 8, far: 8 } });
    expect(WEAPONS['rr-106mm'].targets).toEqual({ kind: 'area', area: { shape: 'circle', diameter: 10 } });
    expect([WEAPONS['m72-law'].impact, WEAPONS['m72-law'].apr]).toEqual([2, 5]);
    expect([WEAPONS['satchel-charge'].impact, WEAPONS['satchel-charge'].apr]).toEqual([5, 5]);
    expect(WEAPONS['demolition-charge'].impact).toBeLessThan(WEAPONS['satchel-charge'].impact);
  });

  it('GIVEN the Outgunned Rankings THEN each weapon class reads as L805 and the examples L797, L1875', () => {
    expect(outgunnedRanking(WEAPONS.grenade)).toBe(5);
    expect(outgunnedRanking(WEAPONS['rpg-7'])).toBe(5);
    expect(outgunnedRanking(WEAPONS.m79)).toBe(5);
    expect(outgunnedRanking(WEAPONS.rpd)).toBe(4);
    expect(outgunnedRanking(WEAPONS['ak-47'])).toBe(3);
    expect(outgunnedRanking(WEAPONS.bar)).toBe(3);
    expect(outgunnedRanking(WEAPONS.ppsh)).toBe(3);
    expect(outgunnedRanking(WEAPONS['remington-shotgun'])).toBe(3);
    expect(outgunnedRanking(WEAPONS.sks)).toBe(2);
    expect(outgunnedRanking(WEAPONS['m1-carbine'])).toBe(2);
    expect(outgunnedRanking(WEAPONS.tokarev)).toBe(1);
    expect(outgunnedRanking(WEAPONS['mosin-nagant'])).toBe(1);
  });

  it('GIVEN melee weapons THEN unarmed −1d6, improvised 0, knife +1d6, rifle bayonet +2d6 (L894–L896)', () => {
    expect(MELEE_WEAPONS).toEqual({ unarmed: -1, improvised: 0, knife: 1, 'rifle-bayonet': 2 });
  });
});

describe('Uncertain weapon cells as house rules (digest §6.6)', () => {
  it('GIVEN every uncertain cell THEN one integer house rule with the table value as default', () => {
    const params = weaponHouseRules();
    const cells = WEAPON_IDS.flatMap((id) => WEAPONS[id].uncertain.map((s) => weaponStatKey(id, s)));
    expect(params.map((p) => p.key)).toEqual(cells);
    const m16 = params.find((p) => p.key === 'fng.weapon.m16.tr');
    expect(m16).toMatchObject({ type: 'integer', default: 4, confidence: 'C' });
    expect(params.every((p) => p.source.includes('L'))).toBe(true);
  });

  it('GIVEN the defaults THEN the resolved table is the printed reading', () => {
    const table = resolveWeapons(rulesFor(FORCES_HOUSE_RULES), { selectFire: 'higher', rrBackBlast: '6-impact-2' });
    expect(table).toEqual(WEAPONS);
  });

  it('GIVEN a GM setting the M-16 to TR 3 and the Springfield to Impact 4 THEN the table follows', () => {
    const rules = rulesFor(FORCES_HOUSE_RULES, { 'fng.weapon.m16.tr': 3, 'fng.weapon.springfield.impact': 4 });
    const table = resolveWeapons(rules, { selectFire: 'higher', rrBackBlast: '6-impact-2' });
    expect(tr(table.m16)).toBe(3);
    expect(table.springfield.impact).toBe(4);
    expect(table.m60).toEqual(WEAPONS.m60);
  });

  it('GIVEN "2/3" Targets read as the lower figure THEN the AK-47, M-2 and Communist BAR drop, others do not', () => {
    const table = resolveWeapons(rulesFor(FORCES_HOUSE_RULES), { selectFire: 'lower', rrBackBlast: '6-impact-2' });
    expect([tr(table['ak-47']), tr(table['m2-carbine']), tr(table['bar-cf'])]).toEqual([2, 2, 2]);
    expect(tr(table.m16)).toBe(4);
  });

  it('GIVEN the recoilless back blast of the description THEN RRs blast 8" at Impact 3 and rockets stay 6"/2 (L763 vs L490, L770)', () => {
    const table = resolveWeapons(rulesFor(FORCES_HOUSE_RULES), { selectFire: 'higher', rrBackBlast: '8-impact-3' });
    const blast = (w: Weapon) => w.specials.find((s) => s.kind === 'back-blast');
    expect(blast(table['rr-90mm'])).toEqual({ kind: 'back-blast', length: 8, impact: 3, recoilless: true });
    expect(blast(table['rr-107mm'])).toMatchObject({ length: 8, impact: 3 });
    expect(blast(table['m72-law'])).toEqual({ kind: 'back-blast', length: 6, impact: 2, recoilless: false });
    expect(blast(table['rpg-2'])).toMatchObject({ length: 6, impact: 2 });
    expect(blast(WEAPONS['rr-90mm'])).toMatchObject({ length: 6, impact: 2 });
  });
});
