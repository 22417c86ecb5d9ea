import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../src/rulesets/fng/rules/game/state.js';
import { harness, shownBy, shownWithBoards } from '../helpers/harness.js';
import { fngSituations } from '../rulesets/fng/helpers/situations.js';
import { expectNoLeaks, type Seen } from './recorder.js';

/*
 * What a turn's end alone decides, told privately (the kernel's PrivateNews on PhaseTable.after and the
 * bot's turn): Bob's timed C-4 goes off at the end of the turn over his own party below (L784, L1561).
 * The channel hears the explosion; the Survival dice and the VP are Bob's (by DM, and in his log) and the
 * GM's. ann is the GM, bob and eve play the US (eve sent nobody down), cat the VC, dan has joined no side.
 */

/** What would give the party's fate away: the words only what happens below uses. */
const BELOW = [/Tunnel Survival/, /Party T1 is below when the charges go off/, /A-OK|LOST/, /VP \(L1562\)/];

/** The `fngh` table of the FNG situations (a mission on the patrol board, the US to act); Eve joins the US too. */
function world() {
  const q: number[] = [];
  const h = harness({ faces: q });
  fngSituations(h);
  const seen: Seen[] = [];
  const act = (who: string, line: string) => {
    const r = h.run(who, line, 'fngh');
    for (const s of shownWithBoards(r, who)) seen.push({ who, ...s, line });
    return r;
  };
  const must = (who: string, line: string) => {
    const r = act(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
    return r;
  };
  const edit = (f: (g: FngGame) => FngGame) =>
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('fngh')!;
      tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
    });
  must('eve', '/campaign join side:US');
  // Minimum Time Down d6 5 (L1531).
  q.push(5);
  must('bob', '/fng-mission tunnel figures:"pink, kelly" enter:10,21');
  // A section charge Kelly set below on a timer that runs out this turn, Bob's; the Communists done.
  edit((g) => ({
    ...g,
    acting: 'fwf',
    done: ['cf'],
    underground: { ...g.underground!, charges: [{ entrance: { x: 10, y: 21 }, kind: 'section', by: 'fwf:kelly', turn: g.turn, owner: 'id-bob', fuse: g.turn }] },
  }));
  return { h, q, seen, act, must };
}

describe('FNG: what a turn\'s end decides out of sight reaches only its audience', () => {
  it('GIVEN Bob\'s timed charge goes off over his party at the turn\'s end THEN the channel, Eve and Dan hear only the blast; Bob reads his party\'s Survival and VP by DM and in his log, the GM all of it', () => {
    const w = world();
    // Survival (L1561): Pink d6 6, Kelly d6 6; then whatever the next turn rolls.
    w.q.push(6, 6, ...Array.from({ length: 300 }, (_, i) => [2, 4, 3, 5, 1, 6][i % 6]!));
    const done = w.must('bob', '/fng done');
    for (const [who, line] of [
      ['eve', '/fng status'],
      ['eve', '/campaign log last:200'],
      ['eve', '/campaign export'],
      ['dan', '/campaign log last:200'],
      ['dan', '/fng status'],
      ['cat', '/campaign log last:200'],
      ['bob', '/campaign log last:200'],
      ['ann', '/campaign log last:200'],
    ] as const) w.act(who, line);
    expectNoLeaks(w.seen.filter((s) => s.to !== 'bob' && s.to !== 'ann'), BELOW);
    // The canaries are live: the channel heard the blast, Bob read his party's fate, the GM too.
    const posts = shownBy(done, 'bob');
    expect(posts.filter((p) => p.to === 'channel').map((p) => p.text).join('\n')).toContain("Charges set on a timer go off in the tunnel at 10,21 at the turn's end");
    const toBob = posts.filter((p) => p.to === 'bob').map((p) => p.text).join('\n');
    expect(toBob).toMatch(/Party T1 is below when the charges go off[\s\S]*Tunnel Survival \(L1544\) \*\*pink\*\*: d6 \[6\]/);
    expect(toBob).toContain('+1 VP (L1562)');
    expect(posts.filter((p) => p.to === 'eve')).toEqual([]);
    expect(posts.filter((p) => p.to === 'ann').map((p) => p.text).join('\n')).toMatch(/Tunnel Survival \(L1544\) \*\*kelly\*\*/);
    const bobLog = w.seen.filter((s) => s.who === 'bob' && s.line.startsWith('/campaign log')).map((s) => s.text).join('\n');
    expect(bobLog).toContain('Party T1 is below when the charges go off');
    const gmLog = w.seen.filter((s) => s.who === 'ann' && s.line.startsWith('/campaign log')).map((s) => s.text).join('\n');
    expect(gmLog).toContain('Party T1 is below when the charges go off');
  });
});
