import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { harness, shownBy, type Harness } from '../../../helpers/harness.js';
import { fngSituations } from './situations.js';

/** Words only what happens below uses: none may reach anyone but Bob (who sent them down) and the GM before they come up. */
const BELOW = /Tunnel Survival|LOST|injured|Tunnel Encounter \(|Minimum Time Down|Staying Down \(|A-OK|Tunnel Success \(|Out of the Fight, L1548|did not come up|turn \d below/;

function edit(h: Harness, f: (g: FngGame) => FngGame): void {
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('fngh')!;
    tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
  });
}

/** Everything anyone but Bob and the GM (Ann) can read now: the channel's posts, their DMs, status, log and export. */
function othersSee(h: Harness, posts: { to: string; text: string }[]): string {
  const seen = posts.filter((p) => p.to !== 'bob' && p.to !== 'ann').map((p) => p.text);
  for (const who of ['dan', 'cat']) {
    for (const line of ['/fng status', '/fng figure list', '/campaign log', '/campaign export', '/board show']) {
      const r = h.run(who, line, 'fngh');
      seen.push(...shownBy(r, who).map((p) => p.text));
    }
  }
  return seen.join('\n');
}

describe('FNG tunnels: what happens below reaches only the player whose figures are there (L1517–L1566)', () => {
  it('GIVEN Bob sends Pink and Kelly down and a turn below loses Pink THEN the table hears gunfire only, Bob and the GM read the rest, and the table sees who comes up', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    fngSituations(h);
    expect(h.run('dan', '/campaign join side:US', 'fngh').ok).toBe(true);

    faces.push(5);
    const enter = h.run('bob', '/fng-mission tunnel figures:"pink, kelly" enter:10,21', 'fngh');
    expect(enter.ok).toBe(true);
    const e = shownBy(enter, 'bob');
    expect(e.find((p) => p.to === 'channel')!.text).toMatch(/pink\*\*, \*\*kelly\*\* go down the tunnel at 10,21/);
    expect(e.find((p) => p.to === 'bob')!.text).toContain('Minimum Time Down');
    expect(e.find((p) => p.to === 'ann')!.text).toContain('at least 4 turns');
    expect(e.find((p) => p.to === 'bob')!.text).not.toContain('at least 4 turns');
    expect(othersSee(h, e)).not.toMatch(BELOW);

    edit(h, (g) => ({ ...g, turn: 2, dice: { fwf: 1, cf: 3 }, acting: 'fwf', done: [] }));
    const dan = h.run('dan', '/fng-mission tunnel figures:pink', 'fngh');
    expect(dan.ok).toBe(false);
    expect(shownBy(dan, 'dan').map((p) => p.text).join('\n')).not.toMatch(BELOW);

    // check 3 ≥ 3; encounter 1: an enemy, −1; Pink 1 → lost; Kelly 6 → A-OK; Staying Down 1.
    faces.push(3, 1, 1, 6, 1);
    const turn = h.run('bob', '/fng-mission tunnel figures:kelly', 'fngh');
    expect(turn.ok).toBe(true);
    const t = shownBy(turn, 'bob');
    expect(t.find((p) => p.to === 'channel')!.text).toContain('Gunfire sounds below, from the tunnel at 10,21');
    expect(t.find((p) => p.to === 'bob')!.text).toMatch(/pink\*\*: d6 \[1\][^\n]*LOST[\s\S]*kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(t.find((p) => p.to === 'bob')!.text).not.toMatch(/Survival \(L1544\)[^\n]*= /);
    expect(t.find((p) => p.to === 'ann')!.text).toMatch(/Survival \(L1544\) \*\*pink\*\*: d6 \[1\][^\n]*= -?\d/);
    expect(othersSee(h, t)).not.toMatch(BELOW);

    // Turn 3: nothing met; Staying Down 1 < 2: Kelly comes up, Pink is missing.
    edit(h, (g) => ({ ...g, turn: 3, done: [] }));
    faces.push(1, 1);
    const up = h.run('bob', '/fng-mission tunnel figures:kelly', 'fngh');
    expect(up.ok).toBe(true);
    const pub = shownBy(up, 'bob').find((p) => p.to === 'channel')!.text;
    expect(pub).toMatch(/kelly\*\* comes up at 10,21/);
    expect(pub).toMatch(/pink\*\* did not come up: missing in action/);
    expect(pub).not.toMatch(/Survival|Encounter|Tunnel Success/);
  });
});
