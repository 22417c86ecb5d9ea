import { describe, expect, it } from 'vitest';
import { fieldcraftTable } from './table.js';

/*
 * The open Sneaker actions: their dice (if any) are public, they DM nobody, and nothing they say
 * depends on what a Sneaker holds until it is revealed.
 */

const SECRET_DICE = /\dd6 hitting on 5\+/;

describe('/fieldcraft move', () => {
  it('GIVEN FRELIMO moves a Sneaker THEN the channel sees where from and where to, and nothing else', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    const r = t.must(t.h.run('cat', '/fieldcraft move sneaker:S2 feature:"tall grass" position:"by the baobab"'));
    expect(t.texts(r)).toEqual({
      public: '**FRELIMO** Sneaker `S2` moves from ridge to tall grass (by the baobab).',
      private: '',
      dms: [],
      gm: undefined,
    });
    expect(t.texts(t.must(t.h.run('cat', '/fieldcraft move sneaker:S3'))).public).toBe('**FRELIMO** Sneaker `S3` moves from kraal to the open.');
    expect(t.game().fieldcraft!.sneakers.find((s) => s.id === 'S2')!.place).toEqual({ feature: 'tall grass', position: 'by the baobab' });
  });

  it('GIVEN a Sneaker that hid this initiative, the enemy\'s, or none such THEN refused privately', () => {
    const t = fieldcraftTable();
    t.fails('bob', '/fieldcraft move sneaker:S2 feature:road', 'fogo/unknown-sneaker');
    t.fails('cat', '/fieldcraft move sneaker:S2 feature:road', 'fogo/not-phasing');
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(6, 6, 1);
    t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:false'));
    t.fails('cat', '/fieldcraft move sneaker:S1 feature:road', 'fogo/sneaker-stationary');
    t.fails('cat', '/fieldcraft move sneaker:S9 feature:road', 'fogo/unknown-sneaker');
  });
});

describe('/fieldcraft fire and rally', () => {
  it('GIVEN a PIN THEN the Sneaker is pinned, not revealed; it rallies on an open unmodified 4+', () => {
    const t = fieldcraftTable();
    t.q.push(5, 2, 1);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft fire firers:CA-1 sneaker:S1 cover:open')));
    expect(x.public).toBe(
      [
        '🎲 #1 **Portugal** fires at Sneaker `S1` (open)',
        '• **CA-1**: 3 dice base → 3d6 hitting on 5+ [5, 2, 1] = 1 hit, PIN',
        'Result: PIN — Sneaker `S1` is Pinned (a Pin does not reveal it).',
        'initiative passes.',
        '➡️ The initiative passes to **FRELIMO**.',
      ].join('\n'),
    );
    expect(x.dms).toEqual([]);
    t.fails('cat', '/fieldcraft move sneaker:S1 feature:road', 'fogo/sneaker-pinned');
    t.fails('cat', '/fieldcraft rally sneaker:S2', 'fogo/sneaker-not-pinned');
    t.q.push(4);
    const rally = t.texts(t.must(t.h.run('cat', '/fieldcraft rally sneaker:S1')));
    expect(rally.public).toBe('🎲 #2 **FRELIMO** Sneaker `S1` rallies from its pin: 1d6 [4] against 4+, unmodified — success, no longer Pinned — initiative kept.');
    // An open roll: Portugal's log has the die.
    expect(t.log('bob')).toContain('Roll #2 by cat');
    expect(t.log('bob')).toContain('sneaker rally S1');
    expect(t.game().fieldcraft!.sneakers.find((s) => s.id === 'S1')!.pinned).toBe(false);
  });

  it('GIVEN a SUPPRESS on a dummy THEN it is removed and counts as a success', () => {
    const t = fieldcraftTable();
    t.q.push(6, 5, 1);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft fire firers:CA-1 sneaker:S2 cover:open')));
    expect(x.public.split('\n').slice(2)).toEqual([
      'Result: SUPPRESS. Sneaker `S2` (FRELIMO) is revealed by fire in ridge: it held no troops and is removed.',
      'It counts as a successful fire.',
      'initiative kept.',
    ]);
    expect(t.game().fieldcraft!.sneakers.map((s) => s.id)).toEqual(['S1', 'S3']);
  });

  it('GIVEN a SUPPRESS on a real Sneaker of three THEN its stands are placed and the firer names the one hit', () => {
    const t = fieldcraftTable();
    t.q.push(6, 5, 1);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft fire firers:CA-1 sneaker:S1 cover:open')));
    expect(x.public.split('\n').slice(2)).toEqual([
      'Result: SUPPRESS. Sneaker `S1` (FRELIMO) is revealed by fire in bush: **HIDDEN-CT**, **HIDDEN-1**, **HIDDEN-2** placed in bush.',
      '**Portugal** names the stand that takes the SUPPRESS with `/fieldcraft assign`: **HIDDEN-CT**, **HIDDEN-1**, **HIDDEN-2**.',
      'initiative kept.',
    ]);
    t.fails('cat', '/fieldcraft assign stand:HIDDEN-1', 'fogo/no-pending-fire');
    t.fails('bob', '/fieldcraft assign stand:HIDDEN-3', 'fogo/not-a-candidate');
    // The fire is not over until the stand is named (§2.11 (1)): Portugal's next fire waits, and so does FRELIMO.
    t.fails('bob', '/fogo fire firers:CA-1 target:HIDDEN-2', 'fogo/fire-awaiting-target');
    t.fails('cat', '/fogo pass', 'fogo/fire-awaiting-target');
    expect(t.h.run('bob', '/campaign status').outcome.private!.text).toContain('Your fire at Sneaker **S1** waits for you to name the stand that takes its suppress');
    const a = t.texts(t.must(t.h.run('bob', '/fieldcraft assign stand:hidden-1')));
    expect(a.public).toBe('**Portugal** names **HIDDEN-1** to take the fire that revealed Sneaker `S1`: **HIDDEN-1**: SUPPRESS → ok becomes **suppressed**.');
    expect(t.game().stands.find((s) => s.id === 'HIDDEN-1')!.status).toBe('suppressed');
    t.fails('bob', '/fieldcraft assign stand:HIDDEN-2', 'fogo/no-pending-fire');
  });

  it('GIVEN bad fire orders THEN refused privately; a stand inside its own Sneaker must be revealed first', () => {
    const t = fieldcraftTable({ allocate: false });
    t.must(t.h.run('ann', '/fogo stand change id:CA-3 hidden:true'));
    t.must(t.h.run('bob', '/fieldcraft allocate troops:cacadores sneakers:"road: CA-3; road:"'));
    t.must(t.h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: HIDDEN-1; ridge:"'));
    t.fails('bob', '/fieldcraft fire firers:CA-1 sneaker:S9 cover:open', 'fogo/unknown-sneaker');
    t.fails('bob', '/fieldcraft fire firers:CA-1 sneaker:S1 cover:open', 'fogo/own-sneaker');
    t.fails('bob', '/fieldcraft fire firers:CA-3 sneaker:S3 cover:open', 'fogo/already-sneaking');
    // Naming FRELIMO's stand hidden in S3 as a firer reads as naming no stand at all.
    const hidden = t.fails('bob', '/fieldcraft fire firers:HIDDEN-1 sneaker:S3 cover:open', 'fogo/unknown-stand');
    const none = t.fails('bob', '/fieldcraft fire firers:NOSUCH-1 sneaker:S3 cover:open', 'fogo/unknown-stand');
    expect(hidden.replace('HIDDEN-1', 'X')).toBe(none.replace('NOSUCH-1', 'X'));
    t.fails('bob', '/fieldcraft reactive firers:CA-1 sneaker:S3 cover:open', 'fogo/phasing-side');
    t.fails('cat', '/fieldcraft reactive firers:HIDDEN-2 sneaker:S3 cover:open', 'fogo/own-sneaker');
    t.fails('cat', '/fieldcraft reactive firers:HIDDEN-2 sneaker:S9 cover:open', 'fogo/unknown-sneaker');
  });
});

describe('/fieldcraft reactive', () => {
  it('GIVEN the phasing side\'s Sneaker moves and the enemy KILLs it THEN it is revealed and the initiative passes', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.must(t.h.run('cat', '/fieldcraft move sneaker:S3 feature:road'));
    t.q.push(6, 6, 6);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft reactive firers:CA-1 sneaker:S3 cover:open')));
    expect(x.public).toBe(
      [
        '🎲 #1 **Portugal** fires reactively at Sneaker `S3` (open)',
        '• **CA-1**: 3 dice base → 3d6 hitting on 5+ [6, 6, 6] = 3 hits, KILL',
        'Result: KILL. Sneaker `S3` (FRELIMO) is revealed by fire in road: **HIDDEN-Z** placed in road.',
        '**HIDDEN-Z**: KILL → ok becomes **killed**',
        'initiative passes.',
        '➡️ The initiative passes to **Portugal**.',
      ].join('\n'),
    );
  });

  it('GIVEN a reaction that fails THEN its firers are marked NO FIRE', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.must(t.h.run('cat', '/fieldcraft move sneaker:S2 feature:road'));
    t.q.push(1, 2, 3);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft reactive firers:CA-1 sneaker:S2 cover:open')));
    expect(x.public.split('\n').slice(2)).toEqual(['Result: no effect on Sneaker `S2`.', 'NO FIRE: **CA-1**', 'initiative kept.']);
    t.fails('bob', '/fieldcraft reactive firers:CA-2 sneaker:S9 cover:open', 'fogo/unknown-sneaker');
  });
});

describe('/fieldcraft rbf', () => {
  it('GIVEN a real Sneaker fires recon by fire THEN its 2d6 are open and hidden enemy in the feature is revealed', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo stand add id:CA-H type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:road'));
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(5, 2);
    const x = t.texts(t.must(t.h.run('cat', '/fieldcraft rbf sneaker:S3 feature:road')));
    expect(x.public).toBe(
      [
        '🎲 #1 **FRELIMO** Sneaker `S3` fires recon by fire into road: 2d6 as for any Sneaker, 5+ a hit, needs 1 — [5, 2] = 1 hit, success.',
        'Revealed: **CA-H**.',
        'initiative kept.',
      ].join('\n'),
    );
    expect(x.public).not.toMatch(SECRET_DICE);
    // Portugal's hidden CA-H is revealed: its players get their changed secret state, nobody else.
    expect(x.dms).toEqual([{ to: 'bob', text: expect.stringContaining('Portugal: your secret state changed') }]);
    expect(t.log('bob')).toContain('sneaker recon by fire S3');
  });

  it('GIVEN a dummy THEN the refusal is the one private answer, word for word the one a real Sneaker that may not hide gets', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    const rbf = t.fails('cat', '/fieldcraft rbf sneaker:S2 feature:road', 'fogo/sneaker-cannot');
    const hide = t.fails('cat', '/fieldcraft hide sneaker:S3 attest:true leave:false', 'fogo/sneaker-cannot');
    expect(rbf.replace('S2', 'X')).toBe(hide.replace('S3', 'X'));
    t.must(t.h.run('cat', '/fogo pass'));
    const enemy = t.fails('bob', '/fieldcraft rbf sneaker:S2 feature:road', 'fogo/unknown-sneaker');
    const none = t.fails('bob', '/fieldcraft rbf sneaker:S7 feature:road', 'fogo/unknown-sneaker');
    expect(enemy.replace('S2', 'X')).toBe(none.replace('S7', 'X'));
  });
});

describe('/fieldcraft reveal', () => {
  it('GIVEN the owner reveals THEN the stands go on the table, some outside the feature; an empty one is removed', () => {
    const t = fieldcraftTable();
    const x = t.texts(t.must(t.h.run('cat', '/fieldcraft reveal sneaker:S1 outside:HIDDEN-2')));
    expect(x.public).toBe(
      '**FRELIMO** reveals a Sneaker. Sneaker `S1` (FRELIMO) is revealed by its owner in bush: **HIDDEN-CT**, **HIDDEN-1** placed in bush; **HIDDEN-2** in the open within one stand width.',
    );
    expect(t.texts(t.must(t.h.run('cat', '/fieldcraft reveal sneaker:S2'))).public).toBe(
      '**FRELIMO** reveals a Sneaker. Sneaker `S2` (FRELIMO) is revealed by its owner in ridge: it held no troops and is removed.',
    );
    expect(t.h.run('bob', '/fogo stand list').outcome.private!.text).toContain('`HIDDEN-2`');
  });

  it('GIVEN a Sneaker in the open THEN the named stand replaces the marker', () => {
    const t = fieldcraftTable({ allocate: false });
    t.must(t.h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"open (the old track): HIDDEN-CT HIDDEN-1"'));
    expect(t.texts(t.must(t.h.run('cat', '/fieldcraft reveal sneaker:S1 atmarker:HIDDEN-1'))).public).toBe(
      '**FRELIMO** reveals a Sneaker. Sneaker `S1` (FRELIMO) is revealed by its owner at the old track: **HIDDEN-1** replaces the marker; **HIDDEN-CT** within one stand width of it.',
    );
  });

  it('GIVEN the enemy, or a stand not inside THEN refused privately', () => {
    const t = fieldcraftTable();
    const enemy = t.fails('bob', '/fieldcraft reveal sneaker:S1', 'fogo/unknown-sneaker');
    const none = t.fails('bob', '/fieldcraft reveal sneaker:S8', 'fogo/unknown-sneaker');
    expect(enemy.replace('S1', 'X')).toBe(none.replace('S8', 'X'));
    t.fails('cat', '/fieldcraft reveal sneaker:S1 atmarker:HIDDEN-Z', 'fogo/not-in-sneaker');
    t.fails('ann', '/fieldcraft reveal sneaker:S1', 'move/gm-plays-no-side');
  });
});
