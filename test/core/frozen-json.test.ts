import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { frozenJson } from '../../src/core/frozen-json.js';

describe('frozenJson', () => {
  it('GIVEN random JSON values, frozen or not THEN the text is exactly JSON.stringify', () => {
    const rng = seedrandom('frozen-json');
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
    const value = (depth: number): unknown => {
      const r = rng();
      if (depth > 3 || r < 0.3) return pick([0, -1.5, 1e21, 'a"b', 'é\n', true, false, null, undefined]);
      if (r < 0.6) return Array.from({ length: Math.floor(rng() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [pick(['k', 'l"', '0', '']), value(depth + 1)]));
    };
    for (let i = 0; i < 2000; i++) {
      const v = value(0);
      if (rng() < 0.5) deepFreeze(v);
      expect(frozenJson(v)).toBe(JSON.stringify(v) ?? 'null');
      expect(frozenJson(v)).toBe(JSON.stringify(v) ?? 'null'); // the second time from what it remembered
    }
  });

  it('GIVEN a frozen game and a new one sharing all but one stand THEN the new text has the one change', () => {
    const game = deepFreeze({ turn: 1, stands: Array.from({ length: 200 }, (_, i) => ({ id: `S${i}`, status: 'ok' })) });
    frozenJson(game);
    const next = { ...game, stands: game.stands.map((s) => (s.id === 'S3' ? { ...s, status: 'pinned' } : s)) };
    expect(frozenJson(next)).toBe(JSON.stringify(next));
  });
});
