import { afterAll, describe, expect, it, vi } from 'vitest';

// As the bot runs outside the tests: stored lists noted as frozen, not `Object.freeze`d (see
// `src/core/deep-freeze.ts`). Set before this file's modules load; this file's module graph is its own.
vi.hoisted(() => {
  process.env['SITREP_FREEZE_ARRAYS'] = '0';
});
afterAll(() => {
  delete process.env['SITREP_FREEZE_ARRAYS'];
});

import { deepFreeze, isFrozen } from '../../src/core/deep-freeze.js';
import { frozenJson } from '../../src/core/frozen-json.js';

// Everything that trusts a frozen list (its JSON text, its ids' index, the patched views, the game's
// part rows) again, on lists frozen only by note.
import '../rulesets/fogo/rules/view-patched.test.js';
import './unit-ref-index.test.js';
import './frozen-json.test.js';
import '../persistence/game-parts.test.js';

describe('lists frozen by note (as outside the tests)', () => {
  it('GIVEN a game frozen THEN its lists are frozen by note, not by Object.freeze, and its objects for real', () => {
    const game = deepFreeze({ stands: [{ id: 'A' }, { id: 'B' }] });
    expect(Object.isFrozen(game.stands)).toBe(false);
    expect(isFrozen(game.stands)).toBe(true);
    expect(Object.isFrozen(game.stands[0])).toBe(true);
    expect(frozenJson(game)).toBe(JSON.stringify(game));
  });
});
