import { describe, expect, it } from 'vitest';
import { smokeAction } from '../../../../../src/rulesets/lnl/rules/smoke/smoke-action.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, dice, expectCode, game, hex, leader, patch, squad, unit, unwrap } from '../fixtures-game.js';

const lay = (s: LnlState, at: string | undefined, faces: number[], id = '1st') => {
  const d = dice(...faces);
  const r = unwrap(smokeAction(s, { side: US, unit: id, ...(at ? { hex: hex(at) } : {}) }, d));
  expect(d.remaining).toBe(0);
  return r;
};
const smoky = () => game([squad('1st', 'C5', { smoke: 3 })]);

describe('smokeAction (LnL player aid, Smoke 7.0)', () => {
  it('GIVEN a roll at most the capability THEN Smoke 1 in its own hex, −1 MF, Ops Complete', () => {
    const r = lay(smoky(), undefined, [3]);
    expect(r.result).toMatchObject({ unit: '1st', hex: hex('C5'), die: 3, capability: 3, success: true, smokeLevel: 1, mfModifier: -1 });
    expect(r.state.hexMarkers).toEqual([{ kind: 'smoke', at: hex('C5'), level: 1 }]);
    expect(unit(r.state, '1st').markers).toEqual(['ops-complete']);
  });

  it('GIVEN a roll above the capability THEN no smoke, still Ops Complete', () => {
    const r = lay(smoky(), undefined, [4]);
    expect(r.result).toMatchObject({ success: false, mfModifier: 0 });
    expect(r.result.smokeLevel).toBeUndefined();
    expect(r.state.hexMarkers).toEqual([]);
    expect(unit(r.state, '1st').markers).toEqual(['ops-complete']);
  });

  it('GIVEN an adjacent hex THEN the smoke goes there; a hex already smoked keeps its one marker', () => {
    expect(lay(smoky(), 'C6', [1]).state.hexMarkers).toEqual([{ kind: 'smoke', at: hex('C6'), level: 1 }]);
    const s = addHexMarker(smoky(), { kind: 'smoke', at: hex('C5'), level: 2 });
    expect(lay(s, 'C5', [1]).state.hexMarkers).toEqual([{ kind: 'smoke', at: hex('C5'), level: 2 }]);
  });

  it('refuses before any roll: a hex two away, no smoke capability, a shaken unit, an SMC, no position', () => {
    const refused = (s: LnlState, id: string, at: string | undefined, code: string) => {
      const d = dice();
      expectCode(smokeAction(s, { side: US, unit: id, ...(at ? { hex: hex(at) } : {}) }, d), code);
      expect(d.parts).toEqual([]);
    };
    refused(smoky(), '1st', 'C7', 'lnl/smoke-too-far');
    refused(game([squad('1st', 'C5')]), '1st', undefined, 'lnl/invalid-smoke-capability');
    refused(patch(smoky(), '1st', { status: 'shaken' }), '1st', undefined, 'lnl/smoke-needs-good-order-mmc');
    refused(patch(game([leader('Lt', 'C5')]), 'Lt', { smoke: 3 }), 'Lt', undefined, 'lnl/smoke-needs-good-order-mmc');
    refused(patch(smoky(), '1st', { at: undefined }), '1st', undefined, 'lnl/no-position');
    refused(smoky(), 'Ghost', undefined, 'lnl/unknown-unit');
  });
});
