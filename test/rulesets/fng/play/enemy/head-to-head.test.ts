import { describe, expect, it } from 'vitest';
import { harness, shownBy } from '../../../../helpers/harness.js';
import { expectReplayed, sqliteCampaigns } from '../../../../helpers/replay-check.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';

/*
 * FNG head to head (issue 44; seed 002 L1221–L1227): ann is the GM, bob plays the US, cat the VC. Each
 * notes three PEFs; the mission places them; they are resolved without a table, their notes disclosed.
 */

function game(h: ReturnType<typeof harness>): FngGame {
  return h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
}

function text(h: ReturnType<typeof harness>, who: string, line: string): string {
  const r = h.run(who, line);
  if (!r.ok) throw new Error(`${who}: ${line} refused: ${r.error.message}`);
  return shownBy(r, who).map((s) => `[${s.to}] ${s.text}`).join('\n');
}

function refused(h: ReturnType<typeof harness>, who: string, line: string): string {
  const r = h.run(who, line);
  if (r.ok) throw new Error(`${who}: ${line} was accepted`);
  return r.error.message;
}

/** A head-to-head campaign at night on the bare table, forces mustered, every PEF noted. */
function noted(q: number[]) {
  const h = harness({ faces: q });
  text(h, 'ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC" mode:head-to-head');
  text(h, 'bob', '/campaign join side:US');
  text(h, 'cat', '/campaign join side:VC');
  text(h, 'bob', '/fng force builtin:fng-pink-squad');
  text(h, 'cat', '/fng force builtin:fng-vc-cell');
  text(h, 'bob', '/fng pef note pef:1 holds:"pink, barnes, able"');
  text(h, 'bob', '/fng pef note pef:2 holds:decoy');
  text(h, 'bob', '/fng pef note pef:3 holds:"kelly, nobles, charles, phil"');
  text(h, 'cat', '/fng pef note pef:1 holds:"tranh, minh"');
  text(h, 'cat', '/fng pef note pef:2 holds:decoy');
  text(h, 'cat', '/fng pef note pef:3 holds:"phouc, lam"');
  return h;
}

describe('FNG head to head (L1221–L1227)', () => {
  it('GIVEN mode:head-to-head THEN the VC side is open to a player, and an unknown mode is refused saying which there are', () => {
    const h = harness();
    expect(refused(h, 'ann', '/campaign new ruleset:fng name:X sides:"US,VC" mode:solo')).toMatch(/no mode `solo`.*`mode:head-to-head`/);
    expect(refused(h, 'ann', '/campaign new ruleset:lnl name:X sides:"US,VC" mode:head-to-head')).toMatch(/the modes it offers: none/);
    expect(text(h, 'ann', '/campaign new ruleset:fng name:X sides:"US,VC" mode:head-to-head')).not.toMatch(/Sitrep and the GM play it/);
    text(h, 'cat', '/campaign join side:VC');
    expect(game(h).mode).toBe('head-to-head');
    const bot = harness();
    text(bot, 'ann', '/campaign new ruleset:fng name:X sides:"US,VC"');
    expect(refused(bot, 'cat', '/campaign join side:VC')).toMatch(/VC/);
  });

  it('GIVEN a note THEN its commitment is posted at once, the noter alone is told what it holds, and bad notes are refused with what would work', () => {
    const h = harness();
    text(h, 'ann', '/campaign new ruleset:fng name:X sides:"US,VC" mode:head-to-head');
    text(h, 'bob', '/campaign join side:US');
    text(h, 'cat', '/campaign join side:VC');
    text(h, 'bob', '/fng force builtin:fng-pink-squad');
    const r = h.run('bob', '/fng pef note pef:1 holds:"pink, barnes"');
    expect(r.ok).toBe(true);
    const seen = shownBy(r, 'bob');
    const channel = seen.filter((s) => s.to === 'channel').map((s) => s.text).join('\n');
    expect(channel).toMatch(/\*\*US\*\* notes in secret what PEF F1 holds/);
    expect(channel).toMatch(/🔒 Secret decision #1 committed: `[0-9a-f]{64}`/);
    expect(channel).not.toMatch(/pink|barnes/);
    expect(seen.find((s) => s.to === 'bob')?.text).toMatch(/You noted PEF F1: \*\*pink\*\*, \*\*barnes\*\*/);
    expect(refused(h, 'bob', '/fng pef note pef:1 holds:decoy')).toMatch(/noted F1 already/);
    expect(refused(h, 'bob', '/fng pef note pef:4 holds:decoy')).toMatch(/name 1, 2 or 3 \(F1–F3\)/);
    expect(refused(h, 'bob', '/fng pef note pef:2 holds:"barnes"')).toMatch(/`barnes` is in F1 already/);
    expect(refused(h, 'bob', '/fng pef note pef:2 holds:"tranh"')).toMatch(/no figure `tranh`/);
    expect(refused(h, 'bob', '/fng pef note pef:2 holds:" , "')).toMatch(/holds:decoy/);
    expect(refused(h, 'bob', '/fng figure place figures:"pink@3,3"')).toMatch(/waits in your F1/);
    // The VC's own PEF 1 is another than the US's F1: cat names hers by number.
    expect(refused(h, 'cat', '/fng pef note pef:F1 holds:decoy')).toMatch(/not one of your PEFs.*C1–C3/);
    expect(refused(h, 'ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3')).toMatch(/\*\*US\*\* has not noted F2, F3 yet/);
  });

  it('GIVEN both sides noted THEN the mission places the six by 1d6 each, the bot plays no side, and a whole mission plays to its end with a decoy and a real PEF of each side resolved and /verify passing every disclosure', () => {
    const q: number[] = [];
    const h = noted(q);
    // Sections: F1 1, F2 1, F3 4, C1 2, C2 2, C3 5 — on the bare 72×36 table the centres (12,9) (36,9) (12,27) (36,27), a second PEF 3" along.
    q.push(1, 1, 4, 2, 2, 5);
    const start = text(h, 'ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 day-part:night mission:fight');
    expect(start).toMatch(/6 PEFs placed, three a side .*F1 section 1 at 12,9; F2 section 1 at 15,9; F3 section 4 at 12,27; C1 section 2 at 36,9; C2 section 2 at 39,9; C3 section 5 at 36,27/);
    expect(start).toMatch(/Head to head: each side plays its own/);
    // Nothing of the bot's is sealed head to head: the placing dice are the channel's.
    expect(start).toMatch(/^\[channel\] 🎲 #1 🗺️/);
    // The GM sees every note; the channel none.
    expect(start).not.toMatch(/pink|tranh|decoy/);
    expect(text(h, 'ann', '/fng status')).toMatch(/F2 \(US\) at 15,9: nothing: a decoy/);

    // Turn 1: the US first (4 against 2). Nobody of either side is on the table, but each has PEFs to move.
    q.push(4, 2);
    expect(text(h, 'bob', '/fng activate')).toMatch(/US/);
    expect(game(h).acting).toBe('fwf');
    text(h, 'bob', '/fng pef move moves:"F2@20,9"');
    expect(refused(h, 'bob', '/fng pef move moves:"F2@21,9"')).toMatch(/F2 has moved this activation/);
    expect(refused(h, 'bob', '/fng pef move moves:"F3@12,10"')).toMatch(/F3 would move 17": a PEF moves at most 8"/);
    expect(refused(h, 'bob', '/fng pef move moves:"C1@30,9"')).toMatch(/no PEF `C1`: yours are F1–F3/);
    expect(refused(h, 'cat', '/fng pef move moves:"C1@30,9"')).toMatch(/US/);
    // The US shows F1: its three laid at its spot, its note disclosed.
    const shown = text(h, 'bob', '/fng pef reveal pef:F1');
    expect(shown).toMatch(/👁️ F1 at 12,9 is resolved, shown by \*\*US\*\*, without a table \(L1226\): \*\*US\*\*'s \*\*pink\*\*, \*\*barnes\*\*, \*\*able\*\*, laid at its spot/);
    expect(shown).toMatch(/🔓 Secret decision #1 \(pef\) disclosed with its salt/);
    expect(game(h).figures.filter((f) => f.side === 'fwf' && f.at).map((f) => f.id).sort()).toEqual(['able', 'barnes', 'pink']);
    text(h, 'bob', '/fng done');
    // The VC's activation: a player's now, not the bot's.
    expect(game(h).acting).toBe('cf');
    text(h, 'cat', '/fng pef move moves:"C1@28,9"');
    const decoy = text(h, 'cat', '/fng pef reveal pef:2');
    expect(decoy).toMatch(/👁️ C2 at 39,9 is resolved, shown by \*\*VC\*\*, without a table \(L1226\): a decoy: nothing there, the marker is removed/);
    // Both sides done: the next Activation rolls by itself — turn 2, the US first (5 against 1).
    q.push(5, 1);
    text(h, 'cat', '/fng done');
    expect(game(h)).toMatchObject({ turn: 2, acting: 'fwf' });

    // Turn 2: Pink walks up; C1 comes into his sight (night: 12") and is resolved, and Tranh then sees the decoy F2.
    const seen = text(h, 'bob', '/fng move moves:"pink@19,9"');
    expect(seen).toMatch(/👁️ C1 at 28,9 is resolved, seen by \*\*pink\*\* \(L1405\), without a table \(L1226\): \*\*VC\*\*'s \*\*tranh\*\*, \*\*minh\*\*, laid at its spot/);
    expect(seen).toMatch(/👁️ F2 at 20,9 is resolved, seen by \*\*(tranh|minh)\*\* \(L1405\), without a table \(L1226\): a decoy/);
    const g = game(h);
    expect(g.sidePefs!.filter((p) => p.resolvedTurn !== undefined).map((p) => p.id).sort()).toEqual(['C1', 'C2', 'F1', 'F2']);
    expect(g.figures.filter((f) => f.side === 'cf' && f.at).map((f) => f.id).sort()).toEqual(['minh', 'tranh']);
    // The figures laid keep off the other side's (the keep-out) and each other's places.
    for (const f of g.figures.filter((x) => x.side === 'cf' && x.at)) expect(Math.hypot(f.at!.x - 19, f.at!.y - 9)).toBeGreaterThan(1);
    // The bot rolled nothing of its own: no ledger entry of 'the bot' in a head-to-head game.
    const bots = h.store.transaction((tx) => tx.rolls(tx.activeCampaign('c1')!.id).filter((r) => r.command === 'the bot'));
    expect(bots).toEqual([]);

    // The end: F3 and C3 never resolved; their notes are disclosed, and /verify checks all six while the campaign runs.
    // The mission's count (Victory Points, L2214, and the Stars' After the Mission tests) rolls as in any game.
    q.push(...Array.from({ length: 40 }, () => 4));
    const end = text(h, 'cat', '/fng-mission end');
    expect(end).toMatch(/PEFs never resolved, their notes disclosed: F3 \(\*\*US\*\*\) held \*\*kelly\*\*, \*\*nobles\*\*, \*\*charles\*\*, \*\*phil\*\*; C3 \(\*\*VC\*\*\) held \*\*phouc\*\*, \*\*lam\*\*/);
    const verify = text(h, 'dan', '/verify');
    expect(verify).toMatch(/PASS: 6\/6 disclosed decisions match their commitments/);
    expect(verify).toMatch(/✅ disclosed decision #4 \(VC, pef\) matches/);
    text(h, 'ann', '/campaign end');
    const after = text(h, 'dan', '/verify');
    expect(after).toMatch(/PASS: 6\/6 secret decisions match their commitments/);
    // Every order was kept as an action: the campaign replays to the same game, step by step (docs/replay.md).
    expectReplayed(h.store, sqliteCampaigns(h.store), { dice: 'recorded' });
  });
});
