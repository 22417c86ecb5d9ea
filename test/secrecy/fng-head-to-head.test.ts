import { describe, expect, it } from 'vitest';
import { harness, shownBy } from '../helpers/harness.js';
import { expectNoLeaks, recorder, type Seen } from './recorder.js';

/*
 * FNG head to head (issue 44, L1221–L1227): what each side noted its PEFs hold is its own until the
 * PEF is resolved. bob plays the US, cat the VC, dan has joined no side, ann is the GM. The canaries:
 * the US's men are HIDDEN-U… (pink, barnes, able in F1; F2 a decoy; kelly's four in F3), the VC's
 * HIDDEN-V… (tranh and minh in C1; C2 a decoy; phouc and lam in C3). Until a PEF is resolved no one
 * but its side and the GM reads what it holds — not in a post, a DM, the log, an export, a board or a
 * status — nor which of them is the decoy; once resolved, everyone does, and /verify checks it.
 */

const usLeaks = [/HIDDEN-U/, /F[123][^;\n]*decoy/];
const vcLeaks = [/HIDDEN-V/, /C[123][^;\n]*decoy/];

/** Everything each reads: their own commands' answers and the channel's posts. */
const readBy = (seen: readonly Seen[], who: string) => seen.filter((s) => s.to === who || s.to === 'channel');

function world() {
  const q: number[] = [];
  const h = harness({ faces: q });
  const { seen, act, must } = recorder(h);
  must('ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC" mode:head-to-head');
  must('bob', '/campaign join side:US');
  must('cat', '/campaign join side:VC');
  must('bob', '/fng force builtin:fng-pink-squad prefix:HIDDEN-U');
  must('cat', '/fng force builtin:fng-vc-cell prefix:HIDDEN-V');
  must('bob', '/fng pef note pef:1 holds:"HIDDEN-Upink, HIDDEN-Ubarnes, HIDDEN-Uable"');
  must('bob', '/fng pef note pef:2 holds:decoy');
  must('bob', '/fng pef note pef:3 holds:"HIDDEN-Ukelly, HIDDEN-Unobles, HIDDEN-Ucharles, HIDDEN-Uphil"');
  must('cat', '/fng pef note pef:1 holds:"HIDDEN-Vtranh, HIDDEN-Vminh"');
  must('cat', '/fng pef note pef:2 holds:decoy');
  must('cat', '/fng pef note pef:3 holds:"HIDDEN-Vphouc, HIDDEN-Vlam"');
  // Sections F1 1, F2 1, F3 4, C1 2, C2 2, C3 5 on the bare table, at night (sight 12").
  q.push(1, 1, 4, 2, 2, 5);
  must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 day-part:night mission:fight');
  return { h, q, seen, act, must };
}

describe('FNG head to head: neither side learns the other\'s PEFs before they are resolved', () => {
  it('GIVEN both sides noted and moved their PEFs THEN nobody outside a side reads what its PEFs hold or which is its decoy, and the side and the GM do', () => {
    const w = world();
    w.q.push(4, 2);
    w.must('bob', '/fng activate');
    w.must('bob', '/fng pef move moves:"F2@20,9; F3@18,27"');
    for (const [who, line] of [
      ['bob', '/fng status'],
      ['cat', '/fng status'],
      ['dan', '/fng status'],
      ['bob', '/fng-mission status'],
      ['cat', '/fng-mission status'],
      ['dan', '/fng figure list'],
      ['cat', '/fng figure list'],
      ['cat', '/campaign status'],
      ['dan', '/campaign log last:200'],
      ['cat', '/campaign log last:200'],
      ['bob', '/campaign log last:200'],
      ['cat', '/campaign export'],
      ['dan', '/verify'],
      // Aiming at a figure in a PEF reads as aiming at one that does not exist.
      ['cat', '/fng pef move moves:"HIDDEN-Upink@30,9"'],
      ['cat', '/fng pef reveal pef:F1'],
      ['bob', '/fng pef reveal pef:C1'],
    ] as const) w.act(who, line);
    w.must('bob', '/fng done');
    w.q.push(...Array.from({ length: 20 }, () => 3));
    w.must('cat', '/fng pef move moves:"C1@30,9; C2@34,9"');
    w.act('bob', '/fng status');
    w.act('dan', '/campaign log last:200');
    expectNoLeaks([...readBy(w.seen, 'cat'), ...readBy(w.seen, 'dan')], usLeaks);
    expectNoLeaks([...readBy(w.seen, 'bob'), ...readBy(w.seen, 'dan')], vcLeaks);
    // The canaries are live: each side read its own notes, and the GM both.
    expect(readBy(w.seen, 'bob').map((s) => s.text).join('\n')).toMatch(/F1 \(US\) at [\d.,]+: \*\*HIDDEN-Upink\*\*/);
    expect(readBy(w.seen, 'bob').map((s) => s.text).join('\n')).toMatch(/F2 \(US\) at 20,9 \(moved this activation\): nothing: a decoy/);
    expect(readBy(w.seen, 'cat').map((s) => s.text).join('\n')).toMatch(/C2 \(VC\) at [\d.,]+: nothing: a decoy/);
    const gm = shownBy(w.must('ann', '/fng status'), 'ann').map((s) => s.text).join('\n');
    expect(gm).toMatch(/HIDDEN-Vtranh/);
    expect(gm).toMatch(/F2 \(US\)[^;]*decoy/);
    // A figure in a PEF and one that never existed are refused in the same words.
    const refusal = (id: string) => {
      const r = w.h.run('cat', `/fng fire shooter:HIDDEN-Vtranh targets:${id}`);
      return r.ok ? 'ok' : r.error.message.replaceAll(id, 'X');
    };
    expect(refusal('HIDDEN-Upink')).toBe(refusal('HIDDEN-Unobody'));
  });

  it('GIVEN a PEF resolved THEN what it held is everyone\'s, its note disclosed and checked, while the others stay sealed', () => {
    const w = world();
    w.q.push(4, 2);
    w.must('bob', '/fng activate');
    const shown = w.must('bob', '/fng pef reveal pef:1');
    const channel = shownBy(shown, 'bob').filter((s) => s.to === 'channel').map((s) => s.text).join('\n');
    expect(channel).toMatch(/F1 at 12,9 is resolved, shown by \*\*US\*\*.*\*\*HIDDEN-Upink\*\*/);
    expect(channel).toMatch(/Secret decision #1 \(pef\) disclosed/);
    const cats = shownBy(w.must('cat', '/fng status'), 'cat').map((s) => s.text).join('\n');
    expect(cats).toMatch(/F1 \(US\) resolved on turn 1: \*\*HIDDEN-Upink\*\*, \*\*HIDDEN-Ubarnes\*\*, \*\*HIDDEN-Uable\*\*/);
    expect(cats).not.toMatch(/HIDDEN-Ukelly|F2[^;]*decoy/);
    const verify = shownBy(w.must('dan', '/verify'), 'dan').map((s) => s.text).join('\n');
    expect(verify).toMatch(/✅ disclosed decision #1 \(US, pef\) matches its commitment/);
    expect(verify).toMatch(/PASS: 1\/1 disclosed/);
  });
});
