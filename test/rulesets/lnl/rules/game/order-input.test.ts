import { describe, expect, it } from 'vitest';
import { fireGround, targetSpotted } from '../../../../../src/rulesets/lnl/rules/fire/fire-ground.js';
import { hexIn, hexListOnMap, hexOnMap, optionalHexIn, parseIdList } from '../../../../../src/rulesets/lnl/rules/game/order-input.js';
import { ownUnitOnMap } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { RULES, US, expectCode, game, hex, patch, squad, unwrap } from '../fixtures-game.js';

/** A 12×10 game: columns A–L, rows 1–10. */
const s = () => game([squad('1st', 'C5')], [squad('VC1', 'C8')]);

describe('order input: what players type, read into the rules\' values', () => {
  it('GIVEN a hex THEN read; not a hex THEN lnl/bad-hex with the text; an optional one absent THEN none', () => {
    expect(unwrap(hexIn('c5'))).toEqual(hex('C5'));
    expect(hexIn('5C')).toMatchObject({ ok: false, code: 'lnl/bad-hex', params: { text: '5C' } });
    expect(unwrap(optionalHexIn(undefined))).toBeUndefined();
  });

  it('GIVEN a hex beyond the game\'s map THEN lnl/off-board; a game without a size takes any', () => {
    expect(hexOnMap(s(), 'M1')).toMatchObject({ ok: false, code: 'lnl/off-board', params: { hex: 'M1' } });
    expect(hexOnMap(s(), 'L10').ok).toBe(true);
    const { grid: _g, ...sizeless } = s();
    expect(hexOnMap(sizeless, 'M1').ok).toBe(true);
  });

  it('GIVEN a list of hexes THEN one to seven, each on the map', () => {
    expect(unwrap(hexListOnMap(s(), 'E4, E5'))).toEqual([hex('E4'), hex('E5')]);
    expectCode(hexListOnMap(s(), ''), 'lnl/bad-hex-list');
  });

  it('GIVEN a unit list THEN one to twelve ids, no repeats whatever the case', () => {
    expect(unwrap(parseIdList(' 1st Sqd , Lt Kelly '))).toEqual(['1st Sqd', 'Lt Kelly']);
    expectCode(parseIdList('a, A'), 'lnl/bad-unit-list');
    expectCode(parseIdList(Array.from({ length: 13 }, (_, i) => `u${i}`).join(',')), 'lnl/bad-unit-list');
  });
});

describe('ownUnitOnMap', () => {
  it('GIVEN the side\'s unit THEN it and its hex; off the map THEN lnl/no-position; an enemy\'s THEN lnl/not-your-unit', () => {
    expect(unwrap(ownUnitOnMap(s(), US, '1st')).at).toEqual(hex('C5'));
    expectCode(ownUnitOnMap(patch(s(), '1st', { at: undefined }), US, '1st'), 'lnl/no-position');
    expectCode(ownUnitOnMap(s(), US, 'VC1'), 'lnl/not-your-unit');
  });
});

describe('targetSpotted (5.0, 10.1, 5.3)', () => {
  const ground = (spotted: boolean) => ({ ...unwrap(fireGround(s(), undefined, US, '1st', 'C8', {}, RULES)), spotted: spotted ? (['open-terrain'] as const) : [] });

  it('GIVEN a hex spotted on the map, or declared spotted THEN fire goes on; neither THEN lnl/not-spotted naming the hex', () => {
    expect(unwrap(targetSpotted(ground(true), undefined, undefined))).toBe(true);
    expect(unwrap(targetSpotted(ground(false), true, undefined))).toBe(true);
    expect(targetSpotted(ground(false), undefined, undefined)).toMatchObject({ ok: false, code: 'lnl/not-spotted', params: { hex: 'C8' } });
  });

  it('GIVEN opportunity fire at an unspotted hex THEN it goes on, told the hex is not spotted (5.3: Low Crawl and Stealth)', () => {
    expect(unwrap(targetSpotted(ground(false), undefined, true))).toBe(false);
  });
});
