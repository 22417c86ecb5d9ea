import { describe, expect, it } from 'vitest';
import { DETAILS, firstLines, fitBodyAndTail, fitOutcome, MESSAGE_LIMIT, pieces } from '../../src/app/post-fit.js';
import type { Outcome } from '../../src/app/outcome.js';

const lines = (n: number, width = 50) => Array.from({ length: n }, (_, i) => `line ${String(i).padStart(3, '0')} ${'x'.repeat(width)}`);
const ann = { id: 'id-ann', name: 'ann' };

describe('pieces', () => {
  it('GIVEN text over the limit THEN it splits at line breaks into pieces within the limit, losing nothing', () => {
    const text = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(i % 40)}`).join('\n');
    const out = pieces(text, 2000);
    expect(out.length).toBeGreaterThan(1);
    expect(out.every((p) => p.length <= 2000)).toBe(true);
    expect(out.join('\n')).toBe(text);
  });

  it('GIVEN one unbroken run over the limit THEN it is cut hard', () => {
    expect(pieces('y'.repeat(4500), 2000).map((p) => p.length)).toEqual([2000, 2000, 500]);
  });
});

describe('firstLines', () => {
  it('GIVEN text that fits THEN it is as it was', () => {
    expect(firstLines('a\nb', 10, () => 'never')).toBe('a\nb');
  });

  it('GIVEN 100 lines of 59 characters and a limit of 1,000 THEN the first 15 whole lines and a note counting the 85 left out', () => {
    const text = lines(100).join('\n');
    const out = firstLines(text, 1000, (left) => `… ${left} more`);
    expect(out.length).toBeLessThanOrEqual(1000);
    expect(out.split('\n')).toEqual([...lines(100).slice(0, 16), '… 84 more']);
  });

  it('GIVEN a first line longer than the limit THEN it is cut short with an ellipsis, and the note follows', () => {
    const out = firstLines(`${'z'.repeat(300)}\nsecond`, 100, (left) => `(${left} more)`);
    expect(out.length).toBeLessThanOrEqual(100);
    expect(out).toMatch(/^z+…\n\(1 more\)$/);
  });
});

describe('fitBodyAndTail', () => {
  it('GIVEN headlines too long for one message THEN they are cut, the note points to Details, and the tail (whose move it is) is whole', () => {
    const tail = '➡️ Turn 3: **US** is activating.';
    const out = fitBodyAndTail(lines(60).join('\n'), tail, true);
    expect(out.length).toBeLessThanOrEqual(MESSAGE_LIMIT - 200);
    expect(out.endsWith(`press **Details** for the whole chain.\n${tail}`)).toBe(true);
    expect(out.startsWith(lines(1)[0]!)).toBe(true);
  });

  it('GIVEN a short body THEN body and tail as they are', () => {
    expect(fitBodyAndTail('a', 'b', true)).toBe('a\nb');
    expect(fitBodyAndTail('a', '', true)).toBe('a');
  });
});

describe('fitOutcome', () => {
  const long = lines(80).join('\n');

  it('GIVEN posts that fit THEN the outcome is the same object', () => {
    const o: Outcome = { public: { text: 'hi' }, private: { text: 'yo' } };
    expect(fitOutcome(o, () => true)).toBe(o);
  });

  it('GIVEN a long public post of a logged command THEN its first lines, a note, and the Details button first', () => {
    const o = fitOutcome({ public: { text: long, actions: [{ label: 'Pass', path: ['fogo', 'pass'] }] } }, () => true);
    expect(o.public!.text.length).toBeLessThanOrEqual(MESSAGE_LIMIT - 200);
    expect(o.public!.text).toMatch(/press \*\*Details\*\* for the whole chain\.$/);
    expect(o.public!.actions!.map((a) => a.label)).toEqual(['Details', 'Pass']);
  });

  it('GIVEN a long public post of a command that logged nothing THEN no Details button, and the note says lines were left out', () => {
    const o = fitOutcome({ public: { text: long } }, () => false);
    expect(o.public!.text).toMatch(/more lines left out to fit one message\.$/);
    expect(o.public!.actions).toBeUndefined();
  });

  it('GIVEN a long direct message THEN its first lines and the whole attached as a text file, never split over messages', () => {
    const o = fitOutcome({ dms: [{ to: ann, post: { text: long } }], gm: { to: ann, post: { text: long } } }, () => false);
    const dm = o.dms![0]!.post;
    expect(dm.text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    expect(dm.text).toMatch(/the whole message is attached: `message\.txt`\.$/);
    expect(Buffer.from(dm.files![0]!.data).toString('utf8')).toBe(long);
    expect(dm.pages!.join('\n')).toBe(long);
    expect(o.gm!.post.files![0]!.name).toBe('gm-message.txt');
  });

  it('GIVEN a long private answer that is a paged read THEN it is left as it is (its pages fit)', () => {
    const o: Outcome = { private: { text: 'page 1', pages: ['page 1', 'page 2'] } };
    expect(fitOutcome(o, () => false)).toBe(o);
  });

  it('GIVEN the Details button THEN it runs /campaign details for the post itself, as long as the campaign runs', () => {
    expect(DETAILS).toMatchObject({ path: ['campaign', 'details'], lasting: true, thisPost: 'post' });
  });
});
