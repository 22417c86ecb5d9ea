import { describe, expect, it } from 'vitest';
import { canonicalJson, commitmentText } from '../../../../../src/core/commitment.js';
import { secretLog } from '../../../../../src/rulesets/fogo/rules/fieldcraft/audit.js';
import type { SecretLogEntry } from '../../../../../src/rulesets/fogo/rules/game/fieldcraft-state.js';
import { FR, frWithThree } from './setup.js';

const SALT = 'c0ffee-c0ffee-c0ffee';

describe('secret log and commitments (crossfire-core §2.10)', () => {
  it('GIVEN the same value with keys in any order THEN one canonical text', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":"x"}],"b":1}');
    expect(canonicalJson({ a: [{ c: null, d: 'x' }], b: 1 })).toBe(canonicalJson({ b: 1, a: [{ d: 'x', c: null }] }));
  });

  it('GIVEN an entry THEN its commitment text holds the salt and the decision, stable whatever the key order', () => {
    const entry: SecretLogEntry = {
      seq: 2,
      side: FR,
      initiative: 5,
      roll: 17,
      decision: { kind: 'hide', sneaker: 'S1', leftHidden: ['HIDDEN-R1'], keptWithSneaker: [] },
    };
    const shuffled = {
      decision: { keptWithSneaker: [], leftHidden: ['HIDDEN-R1'], sneaker: 'S1', kind: 'hide' },
      roll: 17,
      initiative: 5,
      side: FR,
      seq: 2,
    } as SecretLogEntry;
    const text = commitmentText(entry, SALT);
    expect(text).toBe(
      `{"entry":{"decision":{"keptWithSneaker":[],"kind":"hide","leftHidden":["HIDDEN-R1"],"sneaker":"S1"},"initiative":5,"roll":17,"seq":2,"side":"${FR}"},"salt":"${SALT}"}`,
    );
    expect(commitmentText(shuffled, SALT)).toBe(text);
    expect(commitmentText(entry, `${SALT}-2`)).not.toBe(text);
  });

  it('GIVEN a short salt THEN it is a bug: guessable decisions need a secret salt', () => {
    const entry = secretLog(frWithThree())[0]!;
    expect(() => commitmentText(entry, 'x')).toThrow();
  });

  it('GIVEN the starting allocation THEN it is the first entry, numbered, with its initiative', () => {
    expect(secretLog(frWithThree())).toMatchObject([{ seq: 1, side: FR, initiative: 1, roll: null, decision: { kind: 'allocate' } }]);
  });
});
