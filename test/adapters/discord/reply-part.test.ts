import { describe, expect, it } from 'vitest';
import { replyPartOf } from '../../../src/adapters/discord/delivery.js';

describe('which part answers the interaction (delivery and redelivery alike)', () => {
  const pub = { public: { text: 'cat joins **FRELIMO**, approved by the GM.' } };
  it('GIVEN a public part only THEN it is the answer, unless deferred or asked from elsewhere (a DM): then "Done", and the post goes to the channel', () => {
    expect(replyPartOf(pub, false)).toBe('public');
    expect(replyPartOf(pub, true)).toBe('none');
    expect(replyPartOf(pub, false, true)).toBe('none');
  });
  it('GIVEN a private part THEN it is the answer wherever it was asked', () => {
    expect(replyPartOf({ ...pub, private: { text: 'Approved.' } }, false, true)).toBe('private');
  });
});
