import { describe, expect, it } from 'vitest';
import { formatHex } from '../../../../../src/core/board/hex.js';
import type { LnlFeature as HexFeature } from '../../../../../src/rulesets/lnl/rules/map/scenario.js';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import { hexLos, lineOfSight, lineOfSightHouseRules } from '../../../../../src/rulesets/lnl/rules/map/line-of-sight.js';
import { area, h, names } from '../fixtures-artillery.js';

const los = (features: readonly HexFeature[], a: string, b: string) => lineOfSight(features, h(a), h(b));
const betterForFirer = { rules: rulesFor(lineOfSightHouseRules, { 'los.alongHexside': 'better-for-firer' }) };

describe('hexLos', () => {
  it('GIVEN no feature names the hex THEN open', () => {
    expect(hexLos([], h('C5'))).toEqual({ hex: h('C5'), los: 'open', types: [] });
  });

  it('GIVEN brush and woods in one hex THEN the most obstructive: blocking', () => {
    const r = hexLos([area('brush', 'C5'), area('woods', 'C5'), area('clear', 'C5')], h('C5'));
    expect(r.los).toBe('blocking');
    expect(r.types).toEqual(['brush', 'woods', 'clear']);
  });

  it('GIVEN a river hex THEN open (water does not hide)', () => {
    expect(hexLos([area('river', 'C5')], h('C5')).los).toBe('open');
  });

  it('GIVEN a road, a stream and a wall through the hex THEN they neither degrade nor block', () => {
    const features: HexFeature[] = [
      { kind: 'path', name: 'road', type: 'road', path: [h('C4'), h('C5'), h('C6')] },
      { kind: 'path', name: 'brook', type: 'stream', path: [h('C5'), h('D5')], streamType: 2 },
      { kind: 'hexsides', name: 'wall', type: 'wall', hexsides: [[h('C5'), h('C6')]] },
    ];
    expect(hexLos(features, h('C5'))).toEqual({ hex: h('C5'), los: 'open', types: [] });
  });
});

describe('lineOfSight', () => {
  it('GIVEN an open board THEN clear, no degrading hexes, distance and path', () => {
    const r = los([], 'C2', 'C6');
    expect(r).toMatchObject({ distance: 4, adjacent: false, blocked: false, degradingCount: 0, degrading: [], blocking: [] });
    expect(names(r.path.map((p) => p.hex))).toEqual(['C2', 'C3', 'C4', 'C5', 'C6']);
    expect(r.blockedBy).toBeUndefined();
  });

  it('GIVEN neighbours THEN adjacent, and nothing between them can block', () => {
    const r = los([area('woods', 'C5', 'C6')], 'C5', 'C6');
    expect(r).toMatchObject({ adjacent: true, distance: 1, blocked: false, degradingCount: 0 });
  });

  it('GIVEN firer and target in brush THEN their own hexes are not counted', () => {
    expect(los([area('brush', 'C2', 'C6')], 'C2', 'C6').degradingCount).toBe(0);
  });

  it('GIVEN one and two degrading hexes between THEN counted 1 and 2, not blocked', () => {
    expect(los([area('brush', 'C3')], 'C2', 'C6')).toMatchObject({ degradingCount: 1, blocked: false });
    const two = los([area('brush', 'C3'), area('low-crops', 'C5')], 'C2', 'C6');
    expect(two).toMatchObject({ degradingCount: 2, blocked: false });
    expect(names(two.degrading)).toEqual(['C3', 'C5']);
  });

  it('GIVEN a third degrading hex THEN blocked by degrading hexes, and no modifier to count', () => {
    const r = los([area('brush', 'C3', 'C4', 'C5')], 'C2', 'C6');
    expect(r).toMatchObject({ blocked: true, blockedBy: 'degrading-hexes', degradingCount: 0 });
    expect(names(r.degrading)).toEqual(['C3', 'C4', 'C5']);
  });

  it('GIVEN a blocking hex between THEN blocked by blocking terrain, naming it', () => {
    const r = los([area('wooden-building', 'C4'), area('brush', 'C3')], 'C2', 'C6');
    expect(r).toMatchObject({ blocked: true, blockedBy: 'blocking-terrain' });
    expect(names(r.blocking)).toEqual(['C4']);
  });

  it('GIVEN the target in woods THEN not blocked (a unit is seen into its own hex)', () => {
    expect(los([area('woods', 'C6')], 'C2', 'C6').blocked).toBe(false);
  });

  it('GIVEN a LOS along the D4/D5 hexside with woods in D4 only THEN blocked by default (worse for the firer)', () => {
    const r = los([area('woods', 'D4')], 'C5', 'G5');
    expect(r).toMatchObject({ blocked: true, blockedBy: 'blocking-terrain' });
    expect(r.hexsides.map((s) => [formatHex(s.counted.hex), formatHex(s.other.hex)])).toEqual([
      ['D4', 'D5'],
      ['F4', 'F5'],
    ]);
  });

  it('GIVEN the same LOS under house rule better-for-firer THEN D5 counts and the LOS is clear', () => {
    const r = lineOfSight([area('woods', 'D4')], h('C5'), h('G5'), betterForFirer);
    expect(r).toMatchObject({ blocked: false, degradingCount: 0 });
    expect(names(r.path.map((p) => p.hex))).toEqual(['C5', 'D5', 'E5', 'F4', 'G5']);
  });

  it('GIVEN brush in D5 and woods in D4 THEN worse counts woods, better counts brush', () => {
    const features = [area('woods', 'D4'), area('brush', 'D5')];
    expect(lineOfSight(features, h('C5'), h('G5'))).toMatchObject({ blocked: true });
    expect(lineOfSight(features, h('C5'), h('G5'), betterForFirer)).toMatchObject({ blocked: false, degradingCount: 1 });
  });

  it('GIVEN the hexside case THEN the LOS is the same both ways', () => {
    const features = [area('brush', 'F5'), area('low-crops', 'D4')];
    const there = los(features, 'C5', 'G5');
    const back = los(features, 'G5', 'C5');
    expect(there.degradingCount).toBe(2);
    expect(names(back.degrading).sort()).toEqual(names(there.degrading).sort());
  });

  it('GIVEN adjacent buildings THEN adjacentBuildings; a building next to clear THEN not', () => {
    expect(los([area('bamboo-building', 'C5'), area('stone-building', 'C6')], 'C5', 'C6').adjacentBuildings).toBe(true);
    expect(los([area('bamboo-building', 'C5')], 'C5', 'C6').adjacentBuildings).toBe(false);
    expect(los([area('wooden-building', 'C4', 'C6')], 'C4', 'C6').adjacentBuildings).toBe(false);
  });

  it('GIVEN the same hex THEN distance 0, not adjacent, clear', () => {
    expect(los([area('woods', 'C5')], 'C5', 'C5')).toMatchObject({ distance: 0, adjacent: false, blocked: false });
  });
});
