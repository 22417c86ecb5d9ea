import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { harness, shownBy, type Harness } from '../../../../helpers/harness.js';
import { fngSituations } from '../../helpers/situations.js';

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

/** What only those below (and the GM) may read of a rescue or a blast. */
const RESCUE_OR_BLAST = /Tunnel Survival|LOST|A-OK|Searching for|reach(es)? \*\*|C-4|VP \(L1562\)|Survival as against|turns? searching|denied|short of the EAL/;

/** Pink and Kelly down at 10,21 on Bob's order in turn 1; Pink lost to an enemy (−1) in turn 2, Kelly A-OK. */
function pinkLostBelow(h: Harness, faces: number[]): void {
  fngSituations(h);
  expect(h.run('dan', '/campaign join side:US', 'fngh').ok).toBe(true);
  faces.push(5);
  expect(h.run('bob', '/fng-mission tunnel figures:"pink, kelly" enter:10,21', 'fngh').ok).toBe(true);
  edit(h, (g) => ({ ...g, turn: 2, dice: { fwf: 1, cf: 3 }, acting: 'fwf', done: [] }));
  faces.push(3, 1, 1, 6, 6);
  expect(h.run('bob', '/fng-mission tunnel figures:kelly', 'fngh').ok).toBe(true);
}

describe('FNG tunnels: a rescue and a blast reach only those whose figures are below (L1553–L1562)', () => {
  it('GIVEN Kelly rescues Pink below THEN only Bob and the GM read the attempt; the table sees them come up together', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    pinkLostBelow(h, faces);
    edit(h, (g) => ({ ...g, turn: 3, done: [] }));
    // Dan, on the same side, has not been told Pink is lost: his try reads as for a man not lost.
    const probe = h.run('dan', '/fng-mission tunnel figures:charles rescue:pink', 'fngh');
    expect(probe.ok ? 'ok' : probe.error.code).toBe('fng/not-lost');
    expect(h.run('dan', '/fng-mission tunnel figures:kelly rescue:pink', 'fngh').ok).toBe(false);
    faces.push(6);
    const rescue = h.run('bob', '/fng-mission tunnel figures:kelly rescue:pink', 'fngh');
    expect(rescue.ok).toBe(true);
    const r = shownBy(rescue, 'bob');
    expect(r.find((p) => p.to === 'bob')!.text).toMatch(/kelly\*\* reaches \*\*pink\*\*[\s\S]*Tunnel Survival[^\n]*\(the EAL is sealed\) → A-OK/);
    expect(r.find((p) => p.to === 'ann')!.text).toMatch(/Tunnel Survival \(L1544\) \*\*kelly\*\*: d6 \[6\][^\n]*= \d+ → A-OK/);
    expect(othersSee(h, r)).not.toMatch(RESCUE_OR_BLAST);
    expect(othersSee(h, r)).not.toMatch(BELOW);

    edit(h, (g) => ({ ...g, turn: 4, done: [] }));
    // Pink's Combat Damage at Impact 4 (a Star: his Star Power dice too); enough faces for what he rolls.
    faces.push(2, 6, 6, 6, 6, 6, 6, 6);
    const up = h.run('bob', '/fng-mission tunnel figures:kelly', 'fngh');
    expect(up.ok).toBe(true);
    const pub = shownBy(up, 'bob').find((p) => p.to === 'channel')!.text;
    expect(pub).toMatch(/kelly\*\* comes up at 10,21, bringing up \*\*pink\*\*/);
    expect(pub).not.toMatch(RESCUE_OR_BLAST);
  });

  it('GIVEN Bob fires the charges while Dan\'s party is below too THEN each reads only his own party\'s Survival, Bob the VP; the table hears the blast', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    pinkLostBelow(h, faces);
    // Turn 3: Kelly sets a section charge (nothing met, Staying Down 6); Dan sends Barnes down the same entrance.
    edit(h, (g) => ({ ...g, turn: 3, done: [], forces: g.forces.map((f) => ({ ...f, units: f.units.map((u) => ({ ...u, stores: { ...u.stores, c4: 1 } })) })) }));
    faces.push(1, 6);
    const set = h.run('bob', '/fng-mission tunnel figures:kelly charge:section', 'fngh');
    expect(set.ok).toBe(true);
    expect(shownBy(set, 'bob').find((p) => p.to === 'bob')!.text).toContain('sets a block of C-4');
    expect(othersSee(h, shownBy(set, 'bob'))).not.toMatch(RESCUE_OR_BLAST);
    faces.push(4);
    expect(h.run('dan', '/fng-mission tunnel figures:barnes enter:10,21', 'fngh').ok).toBe(true);

    // Turn 4: Bob has Charles (12,22) fire them. Kelly d6 [6] A-OK; Barnes d6 [1] lost.
    edit(h, (g) => ({ ...g, turn: 4, done: [] }));
    faces.push(6, 1);
    const blast = h.run('bob', '/fng-mission tunnel figures:charles detonate:10,21', 'fngh');
    expect(blast.ok).toBe(true);
    const b = shownBy(blast, 'bob');
    const channel = b.find((p) => p.to === 'channel')!.text;
    const bob = b.find((p) => p.to === 'bob')!.text;
    const dan = b.find((p) => p.to === 'dan')!.text;
    const ann = b.find((p) => p.to === 'ann')!.text;
    expect(channel).toContain('**charles** fires the charges laid in the tunnel at 10,21: an explosion below');
    expect(channel).not.toMatch(RESCUE_OR_BLAST);
    expect(bob).toMatch(/\+1 VP \(L1562\)/);
    expect(bob).toMatch(/kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(bob).not.toMatch(/barnes/);
    expect(dan).toMatch(/barnes\*\*: d6 \[1\][^\n]*LOST/);
    expect(dan).not.toMatch(/kelly|VP/);
    expect(ann).toMatch(/kelly[\s\S]*barnes/);
    expect(ann).toContain('short of the EAL');
    const cat = b.filter((p) => p.to !== 'bob' && p.to !== 'dan' && p.to !== 'ann').map((p) => p.text).join('\n');
    expect(cat).not.toMatch(RESCUE_OR_BLAST);
    for (const line of ['/fng status', '/campaign log', '/campaign export', '/board show']) {
      const seen = shownBy(h.run('cat', line, 'fngh'), 'cat').map((p) => p.text).join('\n');
      expect(seen, line).not.toMatch(RESCUE_OR_BLAST);
      expect(seen, line).not.toMatch(BELOW);
    }
  });

  it('GIVEN Bob times a charge below and Dan sends Barnes down the same entrance THEN at the turn\'s end the table hears only the blast; each learns his own party\'s Survival by DM at once, and again with its next turn below', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    pinkLostBelow(h, faces);
    // Turn 3: Kelly sets a section charge on a 1-turn timer: nothing met [1], Ready [1, 1] → readied at once, Staying Down 6.
    edit(h, (g) => ({ ...g, turn: 3, done: [], forces: g.forces.map((f) => ({ ...f, units: f.units.map((u) => ({ ...u, stores: { ...u.stores, c4: 1 } })) })) }));
    faces.push(1, 1, 1, 6);
    const set = h.run('bob', '/fng-mission tunnel figures:kelly charge:section timer:1', 'fngh');
    expect(set.ok).toBe(true);
    expect(shownBy(set, 'bob').find((p) => p.to === 'bob')!.text).toContain('goes off at the end of turn 4');
    expect(othersSee(h, shownBy(set, 'bob'))).not.toMatch(/-turn timer|goes off at the end of turn|C-4/);
    faces.push(4);
    expect(h.run('dan', '/fng-mission tunnel figures:barnes enter:10,21', 'fngh').ok).toBe(true);
    expect(h.run('bob', '/fng-mission tunnel figures:charles detonate:10,21', 'fngh').ok).toBe(false);

    // Turn 4 ends with Bob's "done": Kelly d6 [6] A-OK, Barnes d6 [1] lost; then whatever the next turn rolls.
    edit(h, (g) => ({ ...g, turn: 4, acting: 'fwf', done: ['cf'] }));
    faces.push(6, 1, ...Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 2 : 1)));
    const done = h.run('bob', '/fng done', 'fngh');
    expect(done.ok ? 'ok' : done.error.code).toBe('ok');
    const posts = shownBy(done, 'bob');
    const channel = posts.filter((p) => p.to === 'channel').map((p) => p.text).join('\n');
    expect(channel).toContain("Charges set on a timer go off in the tunnel at 10,21 at the turn's end: an explosion below");
    expect(channel).not.toMatch(RESCUE_OR_BLAST);
    // Each is told his own party's Survival at once, by DM (the turn-end hook's private news); Bob, whose charge it was, its VP.
    const dmTo = (who: string) => posts.filter((p) => p.to === who).map((p) => p.text).join('\n');
    expect(dmTo('bob')).toMatch(/Party T\d is below when the charges go off[\s\S]*kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(dmTo('bob')).toContain('+1 VP (L1562)');
    expect(dmTo('bob')).not.toMatch(/barnes/);
    expect(dmTo('dan')).toMatch(/barnes\*\*: d6 \[1\][^\n]*LOST/);
    expect(dmTo('dan')).not.toMatch(/kelly|VP \(L1562\)/);
    expect(dmTo('ann')).toMatch(/kelly[\s\S]*barnes|barnes[\s\S]*kelly/);
    // Nobody else reads any of it, now or in the log and export; Dan (whose own DM is kept in his log) never Kelly's.
    expect(posts.filter((p) => !['bob', 'dan', 'ann'].includes(p.to)).map((p) => p.text).join('\n')).not.toMatch(BELOW);
    for (const line of ['/fng status', '/campaign log', '/campaign export']) {
      expect(shownBy(h.run('cat', line, 'fngh'), 'cat').map((p) => p.text).join('\n')).not.toMatch(BELOW);
      expect(shownBy(h.run('dan', line, 'fngh'), 'dan').map((p) => p.text).join('\n')).not.toMatch(/kelly\*\*: d6|VP \(L1562\)/);
    }
    expect(shownBy(h.run('dan', '/campaign log', 'fngh'), 'dan').map((p) => p.text).join('\n')).toMatch(/barnes\*\*: d6 \[1\][^\n]*LOST/);

    // Turn 5: each rolls his party's turn below (nothing met [1], Staying Down 6) and reads his own.
    edit(h, (g) => ({ ...g, turn: 5, dice: { fwf: 1, cf: 3 }, acting: 'fwf', done: [], pending: undefined }));
    faces.length = 0;
    faces.push(1, 6);
    const bobTurn = shownBy(h.run('bob', '/fng-mission tunnel figures:kelly', 'fngh'), 'bob');
    const bob = bobTurn.find((p) => p.to === 'bob')!.text;
    expect(bob).toMatch(/Timed charges went off[\s\S]*kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(bob).not.toMatch(/barnes/);
    // Dan's log keeps his own DM (Barnes LOST) from the turn's end: what must not reach him is Kelly's.
    expect(othersSee(h, bobTurn).replace(/[^\n]*(barnes|Party T2)[^\n]*/g, '')).not.toMatch(RESCUE_OR_BLAST);
    faces.length = 0;
    // Barnes's party is all down: Dan's next order for it tells him so, without a die, and nothing more.
    const danRun = h.run('dan', '/fng-mission tunnel figures:barnes', 'fngh');
    expect(danRun.ok).toBe(true);
    const danTurn = shownBy(danRun, 'dan');
    const dan = danTurn.find((p) => p.to === 'dan')!.text;
    expect(dan).toMatch(/Timed charges went off[\s\S]*barnes\*\*: d6 \[1\][^\n]*LOST[\s\S]*waits for a rescue/);
    expect(dan).not.toMatch(/kelly/);
    expect(othersSee(h, danTurn.filter((p) => p.to !== 'dan')).replace(/[^\n]*(barnes|Party T2)[^\n]*/g, '')).not.toMatch(RESCUE_OR_BLAST);
    const again = h.run('dan', '/fng-mission tunnel figures:barnes', 'fngh');
    expect(again.ok ? 'ok' : again.error.code).toBe('fng/tunnel-turn-taken');
  });
});

describe('FNG tunnels: the house rule for a sealed way up (seed L1559–L1562 give none)', () => {
  it('GIVEN an FNG campaign THEN /campaign rules list shows fng.tunnel.sealed-exit, refused by default, and the GM may set dig-out', () => {
    const h = harness();
    fngSituations(h);
    const list = shownBy(h.run('bob', '/campaign rules list', 'fngh'), 'bob').map((p) => p.text).join('\n');
    expect(list).toMatch(/`fng\.tunnel\.sealed-exit` = refused — a party below a sealed entrance cannot come up there and stays below, or digs out; one of refused, dig-out \[seed L1559–L1562/);
    expect(h.run('ann', '/campaign rules set name:fng.tunnel.sealed-exit value:dig-out', 'fngh').ok).toBe(true);
    expect(shownBy(h.run('bob', '/campaign rules list', 'fngh'), 'bob').map((p) => p.text).join('\n')).toMatch(/`fng\.tunnel\.sealed-exit` = \*\*dig-out\*\* \(house rule; default refused\)/);
  });
});
