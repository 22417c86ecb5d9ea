import { describe, expect, it } from 'vitest';
import { CHARTS, CHART_NAMES } from '../../../../../src/rulesets/fng/play/charts.js';
import { repByDie } from '../../../../../src/rulesets/fng/play/support/support-charts.js';
import { FNG_TERRAIN, FNG_TERRAIN_TYPES } from '../../../../../src/rulesets/fng/rules/terrain/terrain.js';
import { harness, texts } from '../../../../helpers/harness.js';

describe('/fng chart: the support tables, aircraft lists and terrain, from the data the bot rolls on', () => {
  it('GIVEN a REP-by-die line THEN it reads as the seed prints it (L1974: (1) 3, (2-4) 4, (5) 5, (6) 6)', () => {
    expect(repByDie([3, 4, 4, 4, 5, 6])).toBe('(1) 3, (2–4) 4, (5) 5, (6) 6');
    expect(repByDie([4, 4, 5, 5, 5, 6])).toBe('(1–2) 4, (3–5) 5, (6) 6');
    expect(repByDie([5, 5, 5, 5, 5, 5])).toBe('(1–6) 5');
  });

  it('GIVEN the aircraft chart THEN each Corps list has its six types in the seed\'s order, IV Corps with the VNAF swaps (L1844–L1865)', () => {
    const t = CHARTS.aircraft;
    expect(t).toContain('• I Corps (L1844–L1854): 1 F-4 Phantom II (USMC; pilot REP (1–2) 4, (3–4) 5, (5–6) 6); 2 A-1 Skyraider (USAF;');
    expect(t).toMatch(/IV Corps .*: 1 A-1 Skyraider \(VNAF;.*4 T-28 Trojan \(VNAF; pilot REP \(1–4\) 4, \(5–6\) 5\); 5 F-4 Phantom II \(USN;/);
    expect(t).toContain('FAC pilot (L1923): (1–2) 4, (3–5) 5, (6) 6.');
  });

  it('GIVEN the FWF reinforcements chart THEN every SL is there with its printed ranges and lines, SL 5 named as scrambled', () => {
    const t = CHARTS['fwf-reinforcements'];
    for (const sl of [1, 2, 3, 4, 5, 6]) expect(t).toContain(`• SL ${sl}`);
    expect(t).toContain('• SL 1: 1–4 squad (L2078, L2081); 5 a medium mortar barrage (three rounds) (L2078, L2081); 6 rest of platoon (L2080–L2081).');
    expect(t).toContain('33–36 a FAC overhead');
    expect(t).toContain('house rule `fng.reinforcements.fwf-sl5`');
  });

  it('GIVEN the support chart THEN the SL table, Ready Support and the request tables carry the seed\'s numbers', () => {
    const t = CHARTS.support;
    expect(t).toContain('• SL 1 (L1731, L1733, L1735, L1737): Ready none; On-Demand mortar −1, medevac −1, artillery −3, airstrike −3, gunship −3, reinforcements none');
    expect(t).toContain('• SL 6 (L1749, L1751, L1754, L1756): Ready a helicopter mission, a FAC, an artillery mission, a reinforcement;');
    expect(t).toContain('1–3 arrives, available at once; 4–5 arrives when you are next active; 6 re-tasked');
    expect(t).toContain('6 or more three weapons at once');
  });

  it('GIVEN the terrain chart THEN every terrain type the boards use has its line with its seed lines', () => {
    const t = CHARTS.terrain;
    for (const k of FNG_TERRAIN_TYPES) expect(t).toContain(`• ${FNG_TERRAIN[k].label}: `);
    expect(t).toContain('• Double canopy jungle: cover and concealment; from the air cover and concealment; sight inside 8"/6" day/night; ×0.5 move (seed L1166, L1170).');
  });

  it('GIVEN /fng chart name:aircraft on a table THEN anyone may read it', () => {
    const h = harness();
    expect(h.run('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC"').ok).toBe(true);
    for (const name of ['support', 'aircraft', 'fwf-reinforcements', 'terrain']) {
      expect(CHART_NAMES).toContain(name);
      const r = h.run('dan', `/fng chart name:${name}`);
      expect(r.ok).toBe(true);
      expect(texts(r).private ?? texts(r).public).toContain(CHARTS[name as keyof typeof CHARTS].split('\n')[0]!);
    }
  });
});
