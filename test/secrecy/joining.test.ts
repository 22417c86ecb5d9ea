import { describe, expect, it } from 'vitest';
import { actionId } from '../../src/app/actions.js';
import { readRecord } from '../../src/app/replay.js';
import { harness, shownBy, texts, type Harness } from '../helpers/harness.js';
import { expectReplayed, sqliteCampaigns } from '../helpers/replay-check.js';

/*
 * Issue 32's leaks of joining: a late joiner read a side's secrets without anyone asking the GM, and
 * anyone could join the side the GM or the bot plays in FNG and read (and move) the enemy.
 */

const ok = (h: Harness, who: string, line: string, ch = 'c1') => {
  const r = h.run(who, line, ch);
  if (!r.ok) throw new Error(`${who}: ${line} refused: ${r.error.code} ${r.error.message}`);
  return r;
};

/** Op Tridente under way: FRELIMO holds a hidden MMG, and Portugal has fired (the game's first move). */
function fogoUnderWay(): Harness {
  const h = harness();
  ok(h, 'ann', '/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  ok(h, 'ana', '/campaign join side:Portugal');
  ok(h, 'ana', '/fogo force builtin:cacadores-combat-group');
  ok(h, 'ben', '/campaign join side:FRELIMO');
  ok(h, 'ben', '/fogo force builtin:frelimo-group');
  ok(h, 'ben', '/fogo stand add id:HIDDEN-MG1 type:mmg quality:veteran fieldcraft:2 hidden:true');
  ok(h, 'ana', '/fogo fire firers:CA-1 target:FR-2 cover:cover');
  return h;
}

/** Everything eve is shown by a run of commands, as one text. */
const seenByEve = (h: Harness, lines: readonly string[]) => lines.map((l) => shownBy(h.run('eve', l), 'eve').filter((s) => s.to === 'eve' || s.to === 'channel').map((s) => s.text).join('\n')).join('\n');

describe('joining a side once the game is under way (issue 32, leak 1)', () => {
  it("GIVEN FRELIMO's hidden stand and a move made WHEN an onlooker joins FRELIMO THEN nothing of the side reaches them: no hidden stand in their list or export", () => {
    const h = fogoUnderWay();
    h.run('eve', '/campaign join side:FRELIMO');
    const seen = seenByEve(h, ['/fogo stand list', '/campaign export', '/campaign status', '/board mine']);
    expect(seen).not.toContain('HIDDEN-MG1');
  });
});

describe('the side the GM or the bot plays in FNG (issue 32, leak 2)', () => {
  function trail14(): Harness {
    const h = harness();
    ok(h, 'ann', '/campaign new ruleset:fng name:"Trail 14" sides:"US,VC" scenario:fng-patrol');
    ok(h, 'bob', '/campaign join side:US');
    ok(h, 'bob', '/fng force builtin:fng-pink-squad');
    ok(h, 'ann', '/fng force builtin:fng-vc-cell side:VC');
    return h;
  }

  it('GIVEN the GM musters the VC by hand WHEN someone joins VC THEN it is refused, saying why, and they neither read nor move the enemy', () => {
    const h = trail14();
    const before = h.snapshot();
    const join = h.run('eve', '/campaign join side:VC');
    expect(join.ok).toBe(false);
    expect(h.snapshot()).toBe(before);
    const seen = seenByEve(h, ['/fng figure list', '/campaign export']);
    expect(seen).not.toMatch(/minh/i);
    expect(h.run('eve', '/fng figure place figures:"minh@40,20"').ok).toBe(false);
  });

  it('GIVEN a fresh FNG campaign THEN even before any move nobody may join the enemy side', () => {
    const h = harness();
    ok(h, 'ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC"');
    expect(h.run('cat', '/campaign join side:VC').ok).toBe(false);
  });
});

describe('the GM answers a request to join', () => {
  it('GIVEN a request mid-game THEN the GM is asked by DM with Approve and Refuse, the log shows the asker nothing of the side, and approving seats them', () => {
    const h = fogoUnderWay();
    const asked = h.run('eve', '/campaign join side:FRELIMO');
    expect(asked.ok).toBe(true);
    expect(asked.outcome.public).toBeUndefined();
    expect(asked.outcome.private?.text).toContain('waits for her');
    const gm = asked.outcome.gm!;
    expect(gm.to.name).toBe('ann');
    expect(gm.post.actions?.map((a) => a.label)).toEqual(['Approve', 'Refuse']);
    expect(gm.post.stamp).toBe('1.' + String(h.store.transaction((tx) => tx.publicEventCount('1'))));
    expect(seenByEve(h, ['/campaign log last:200', '/campaign recap'])).not.toContain('HIDDEN-MG1');
    expect(h.app.autocomplete({ actor: { id: 'id-ann', name: 'ann' }, channelId: 'c1', path: ['campaign', 'players', 'approve'] }, 'player', '')).toEqual([{ name: 'eve → FRELIMO', value: 'id-eve' }]);
    expect(h.app.autocomplete({ actor: { id: 'id-ana', name: 'ana' }, channelId: 'c1', path: ['campaign', 'players', 'approve'] }, 'player', '')).toEqual([]);
    // A player may not answer for the GM.
    expect(h.run('ben', '/campaign players approve player:eve')).toMatchObject({ ok: false, error: { code: 'campaign/not-gm' } });

    const approved = h.run('ann', '/campaign players approve player:eve');
    expect(approved.ok).toBe(true);
    expect(approved.outcome.public?.text).toBe('eve joins **FRELIMO**, approved by the GM.');
    expect(approved.outcome.dms?.map((d) => d.to.name)).toEqual(['eve']);
    expect(seenByEve(h, ['/fogo stand list'])).toContain('HIDDEN-MG1');
    expect(h.run('ann', '/campaign players approve player:eve')).toMatchObject({ ok: false, error: { code: 'campaign/no-request' } });
  });

  it("GIVEN the request's Approve button pressed in the GM's DMs THEN it runs in the campaign's channel and seats the asker", () => {
    const h = fogoUnderWay();
    const gm = h.run('eve', '/campaign join side:FRELIMO').outcome.gm!.post;
    const approve = gm.actions![0]!;
    const id = actionId(gm.stamp!, approve)!;
    // Play goes on meanwhile: the button stays good while the campaign runs.
    ok(h, 'ben', '/fogo pass');
    const pressed = h.app.choose({ actor: { id: 'id-ann', name: 'ann' }, channelId: 'dm-ann', id, elsewhere: true });
    expect(pressed).toMatchObject({ ok: true, channelId: 'c1' });
    expect(texts(h.run('eve', '/campaign status')).private).toContain('You play FRELIMO.');
    // Pressed by anyone else, it is refused as the command would be.
    const again = h.run('dan', '/campaign join side:FRELIMO').outcome.gm!.post;
    const refusedByDan = h.app.choose({ actor: { id: 'id-dan', name: 'dan' }, channelId: 'dm-dan', id: actionId(again.stamp!, again.actions![0]!)!, elsewhere: true });
    expect(refusedByDan).toMatchObject({ ok: false, error: { code: 'campaign/not-gm' } });
  });

  it('GIVEN the GM refuses THEN the asker is told, joins nothing, and may ask again', () => {
    const h = fogoUnderWay();
    ok(h, 'eve', '/campaign join side:FRELIMO');
    expect(h.run('eve', '/campaign join side:Portugal')).toMatchObject({ ok: false, error: { code: 'campaign/already-asked' } });
    const refused = ok(h, 'ann', '/campaign players refuse player:EVE');
    expect(refused.outcome.public).toBeUndefined();
    expect(refused.outcome.dms?.[0]).toMatchObject({ to: { name: 'eve' } });
    expect(texts(h.run('eve', '/campaign status')).private).toContain('You have not joined a side.');
    expect(h.run('eve', '/campaign join side:FRELIMO').ok).toBe(true);
  });

  it('GIVEN the GM seats a player herself THEN they play the side at once, asked or not', () => {
    const h = fogoUnderWay();
    const added = ok(h, 'ann', '/campaign players add side:FRELIMO player:eve');
    expect(added.outcome.public?.text).toBe('eve joins **FRELIMO**, seated by the GM.');
    expect(seenByEve(h, ['/fogo stand list'])).toContain('HIDDEN-MG1');
    expect(h.run('ann', '/campaign players add side:Portugal player:eve')).toMatchObject({ ok: false, error: { code: 'campaign/already-playing' } });
    expect(h.run('ann', '/campaign players add side:Portugal player:ann')).toMatchObject({ ok: false, error: { code: 'campaign/gm-cannot-join' } });
  });
});

describe('leaving a side, or being removed from it', () => {
  it("GIVEN a player who leaves THEN the side's secrets stop reaching them, and joining again (any side) needs the GM", () => {
    const h = fogoUnderWay();
    const left = ok(h, 'ben', '/campaign leave');
    expect(left.outcome.public?.text).toContain('ben leaves **FRELIMO**');
    const list = texts(h.run('ben', '/fogo stand list')).private;
    expect(list).not.toContain('HIDDEN-MG1');
    expect(h.run('ben', '/fogo pass').ok).toBe(false);
    expect(h.run('ben', '/campaign join side:Portugal').outcome.private?.text).toContain('waits for her');
    expect(h.run('ben', '/campaign leave').outcome.private?.text).toContain('taken back');
    expect(h.run('ben', '/campaign leave')).toMatchObject({ ok: false, error: { code: 'campaign/not-playing' } });
  });

  it('GIVEN the GM removes a player THEN they are told, the channel too, and their side thread is to be left', () => {
    const h = fogoUnderWay();
    ok(h, 'ann', '/campaign threads on:true');
    h.app.rememberThread('c1', 'FRELIMO', 'thread-7');
    const removed = ok(h, 'ann', '/campaign players remove player:ben');
    expect(removed.outcome.leftThreads).toEqual([{ side: 'FRELIMO', thread: 'thread-7', user: 'id-ben' }]);
    expect(removed.outcome.dms?.[0]?.to.name).toBe('ben');
    expect(texts(h.run('ben', '/fogo stand list')).private).not.toContain('HIDDEN-MG1');
    expect(h.run('ann', '/campaign players remove player:ben')).toMatchObject({ ok: false, error: { code: 'campaign/no-such-player' } });
  });

  it('GIVEN a side thread made before WHEN the GM approves a newcomer THEN they are welcomed into it, told it holds the side history', () => {
    const h = fogoUnderWay();
    ok(h, 'ann', '/campaign threads on:true');
    h.app.rememberThread('c1', 'FRELIMO', 'thread-7');
    ok(h, 'eve', '/campaign join side:FRELIMO');
    const approved = ok(h, 'ann', '/campaign players approve player:eve');
    expect(approved.outcome.dms?.[0]?.post.text).toContain('from the start of the campaign, is theirs to read now');
  });
});

describe('sides closed to players', () => {
  it('GIVEN the GM keeps a side THEN nobody may join it, before the first move too, and the refusal says why', () => {
    const h = harness();
    ok(h, 'ann', '/campaign new ruleset:fogo name:Solo sides:"Portugal,FRELIMO"');
    ok(h, 'ann', '/campaign players gm-only side:frelimo on:true');
    const r = h.run('bob', '/campaign join side:FRELIMO');
    expect(r).toMatchObject({ ok: false, error: { code: 'campaign/side-gm-only' } });
    expect(r.outcome.private?.text).toContain('Sides open to players: Portugal');
    ok(h, 'bob', '/campaign join side:Portugal');
    expect(h.run('ann', '/campaign players gm-only side:Portugal on:true')).toMatchObject({ ok: false, error: { code: 'campaign/side-has-players' } });
    ok(h, 'ann', '/campaign players gm-only side:FRELIMO on:false');
    ok(h, 'cat', '/campaign join side:FRELIMO');
  });

  it("GIVEN FNG THEN the enemy's refusal names the bot, the GM cannot open it, and autocomplete offers only the open side", () => {
    const h = harness();
    ok(h, 'ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC"');
    const r = h.run('cat', '/campaign join side:VC');
    expect(r).toMatchObject({ ok: false, error: { code: 'campaign/side-bot' } });
    expect(h.run('ann', '/campaign players gm-only side:VC on:false')).toMatchObject({ ok: false, error: { code: 'campaign/bot-side' } });
    expect(h.run('ann', '/campaign players add side:VC player:cat')).toMatchObject({ ok: false, error: { code: 'campaign/side-bot' } });
    expect(h.app.autocomplete({ actor: { id: 'id-cat', name: 'cat' }, channelId: 'c1', path: ['campaign', 'join'] }, 'side', '')).toEqual([{ name: 'US', value: 'US' }]);
    expect(texts(h.run('cat', '/campaign status')).private).toContain('• VC: (played by Sitrep and the GM: no player joins it)');
  });
});

describe('who plays what, kept as data (issue 38\'s actions)', () => {
  it('GIVEN a request approved, one refused, a seat, a leave, a removal and a side kept THEN each is an action, and the campaign replays to the same', () => {
    const h = fogoUnderWay();
    ok(h, 'eve', '/campaign join side:FRELIMO');
    ok(h, 'ann', '/campaign players approve player:eve');
    ok(h, 'dan', '/campaign join side:Portugal');
    ok(h, 'ann', '/campaign players refuse player:dan');
    ok(h, 'ann', '/campaign players add side:Portugal player:fay');
    ok(h, 'ben', '/campaign leave');
    ok(h, 'ann', '/campaign players remove player:eve');
    const record = h.store.transaction((tx) => readRecord(tx, '1'))!;
    const seats = record.actions.filter((a) => /^campaign (join|leave|players)/.test(a.command));
    expect(seats.map((a) => a.command).slice(-7)).toEqual(['campaign join', 'campaign players approve', 'campaign join', 'campaign players refuse', 'campaign players add', 'campaign leave', 'campaign players remove']);
    expect(seats.find((a) => a.command === 'campaign players add')?.options).toEqual({ side: 'Portugal', player: { id: 'id-fay', name: 'fay' } });
    expectReplayed(h.store, sqliteCampaigns(h.store));
  });
});
