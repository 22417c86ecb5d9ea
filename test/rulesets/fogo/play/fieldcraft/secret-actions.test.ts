import { describe, expect, it } from 'vitest';
import { fieldcraftTable } from './table.js';

/** A public post or log must never carry a secret fieldcraft roll: its dice count betrays the Sneaker. */
const SECRET_DICE = /\dd6 hitting on 5\+/;
const HASH = /🔒 Secret decision #(\d+) committed: `[0-9a-f]{64}`/;

describe('/fieldcraft allocate', () => {
  it('GIVEN FRELIMO sets up its starting Sneakers THEN the channel sees the markers, its players and the GM the contents', () => {
    const t = fieldcraftTable({ allocate: false });
    const r = t.must(t.h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: HIDDEN-CT HIDDEN-1 HIDDEN-2; ridge: ; kraal (by the well): HIDDEN-Z" nominal:2'));
    const x = t.texts(r);
    expect(x.public.split('\n')[0]).toBe(
      '**FRELIMO** sets up its starting Sneakers: Sneaker `S1` in bush, Sneaker `S2` in ridge, Sneaker `S3` in kraal (by the well).',
    );
    expect(x.public).toMatch(HASH);
    expect(x.public).not.toContain('🎲');
    expect(x.public).not.toMatch(/HIDDEN|dummy|real|holds/);
    expect(x.private).toBe("Orders recorded; your side's secret state went to its players by DM.");
    expect(x.dms.map((d) => d.to)).toEqual(['cat', 'dan']);
    const secret =
      'Starting Sneakers: allowance 3 (frelimo 2 + 1 bonus). `S1` holds `HIDDEN-CT`, `HIDDEN-1`, `HIDDEN-2`; `S2` is a dummy; `S3` holds `HIDDEN-Z`. ' +
      'Unallocated starting Sneakers: 0. Dummies roll 2d6.';
    for (const d of x.dms) {
      expect(d.text).toContain(secret);
      expect(d.text).toContain('• Sneaker `S2` (FRELIMO) in ridge — dummy');
    }
    expect(x.gm).toEqual({ to: 'ann', text: `**Patrulha** — FRELIMO: ${secret}` });
    // Portugal's log: the markers and the commitment, nothing of what they hold.
    const bob = t.log('bob');
    expect(bob).toMatch(/🔒 FRELIMO committed secret decision #1: `[0-9a-f]{64}`/);
    expect(bob).not.toMatch(/HIDDEN|dummy|holds|allowance/);
    expect(t.h.run('bob', '/fieldcraft list').outcome.private!.text).toBe(
      ['• Sneaker `S1` (FRELIMO) in bush', '• Sneaker `S2` (FRELIMO) in ridge', '• Sneaker `S3` (FRELIMO) in kraal (by the well)'].join('\n'),
    );
  });

  it('GIVEN a bad allocation THEN it is refused privately and nothing is written', () => {
    const t = fieldcraftTable({ allocate: false });
    t.fails('cat', '/fieldcraft allocate troops:martians sneakers:"bush: HIDDEN-1"', 'fogo/bad-troop-type');
    t.fails('cat', '/fieldcraft allocate troops:frelimo sneakers:"a:; b:; c:; d:"', 'fogo/too-many-sneakers');
    t.fails('cat', '/fieldcraft allocate troops:frelimo sneakers:"a: HIDDEN-1; b: HIDDEN-1"', 'fogo/in-two-sneakers');
    t.fails('cat', '/fieldcraft allocate troops:frelimo sneakers:"a: HIDDEN-1 HIDDEN-CT HIDDEN-3 HIDDEN-2 CA-1"', 'fogo/not-your-stand');
    t.fails('ann', '/fieldcraft allocate troops:frelimo sneakers:"a:"', 'move/gm-plays-no-side');
    // Portugal naming FRELIMO's hidden stand hears what it would of a stand that does not exist.
    const hidden = t.fails('bob', '/fieldcraft allocate troops:cacadores sneakers:"road: HIDDEN-1"', 'fogo/unknown-stand');
    const none = t.fails('bob', '/fieldcraft allocate troops:cacadores sneakers:"road: NOSUCH-1"', 'fogo/unknown-stand');
    expect(hidden.replace('HIDDEN-1', 'X')).toBe(none.replace('NOSUCH-1', 'X'));
    t.must(t.h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"ridge:"'));
    t.fails('cat', '/fieldcraft allocate troops:frelimo sneakers:"ridge:"', 'fogo/already-allocated');
  });
});

describe('/fieldcraft hide', () => {
  it('GIVEN a real Sneaker hides and leaves its troops THEN the roll and the choice reach only FRELIMO and the GM', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(6, 5, 2);
    const r = t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:true'));
    const x = t.texts(r);
    const [head, commit] = x.public.split('\n');
    expect(head).toBe(
      '🎲 #1 (secret until the end) **FRELIMO** Sneaker `S1` tries to hide (attested: out of enemy sight, stationary, feature allows hidden): it hides — initiative kept.',
    );
    expect(commit).toMatch(/^🔒 Secret decision #2 committed: `[0-9a-f]{64}`$/);
    expect(x.public).not.toMatch(SECRET_DICE);
    expect(x.dms.map((d) => d.to)).toEqual(['cat', 'dan']);
    const secret = 'Hide by `S1`: 3d6 hitting on 5+ [6, 5, 2] = 2 hits. Left hidden in bush (H1): `HIDDEN-CT`, `HIDDEN-1`, `HIDDEN-2`; `S1` is now empty.';
    for (const d of x.dms) {
      expect(d.text).toContain(secret);
      expect(d.text).toContain('• Hidden by S1 in bush: `HIDDEN-CT`, `HIDDEN-1`, `HIDDEN-2`');
    }
    expect(x.gm?.to).toBe('ann');
    expect(x.gm?.text).toContain(secret);
    // The ledger holds the roll hidden: Portugal learns only that roll #2 was made.
    const bob = t.log('bob');
    expect(bob).toContain('🎲 Roll #1 by cat was made hidden.');
    expect(bob).not.toContain('[6, 5, 2]');
    expect(bob).not.toMatch(/HIDDEN|H1/);
    expect(t.log('dan')).toContain('[6, 5, 2]');
    expect(t.log('ann')).toContain('[6, 5, 2]');
    const game = t.game();
    expect(game.fieldcraft!.sneakers.find((s) => s.id === 'S1')!.stands).toEqual([]);
    expect(game.stands.find((s) => s.id === 'HIDDEN-1')).toMatchObject({ hidden: true, feature: 'bush' });
  });

  it('GIVEN exactly one hit THEN a Spoor is left beside it; GIVEN no hit THEN the initiative passes and nothing is committed', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(5, 1, 1);
    expect(t.texts(t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:false'))).public).toContain(
      'it hides; Spoor `SP1` left beside it — initiative kept.',
    );
    const t2 = fieldcraftTable();
    t2.must(t2.h.run('bob', '/fogo pass'));
    t2.q.push(1, 2, 4);
    const failed = t2.texts(t2.must(t2.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:true'))).public;
    expect(failed).toBe(
      '🎲 #1 (secret until the end) **FRELIMO** Sneaker `S1` tries to hide (attested: out of enemy sight, stationary, feature allows hidden): the attempt fails — initiative passes.\n' +
        '➡️ The initiative passes to **Portugal**.',
    );
    expect(failed).not.toMatch(HASH);
  });

  it('GIVEN a dummy, or a real Sneaker without fieldcraft THEN the one refusal reads the same; GIVEN the enemy THEN as for no Sneaker', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    const dummy = t.fails('cat', '/fieldcraft hide sneaker:S2 attest:true leave:true', 'fogo/sneaker-cannot');
    const noFieldcraft = t.fails('cat', '/fieldcraft hide sneaker:S3 attest:true leave:false', 'fogo/sneaker-cannot');
    expect(dummy.replace('S2', 'X')).toBe(noFieldcraft.replace('S3', 'X'));
    expect(dummy).not.toMatch(/dummy|real|empty|fieldcraft|troop/i);
    t.fails('cat', '/fieldcraft hide sneaker:S1 attest:false leave:true', 'fogo/attestation-required');
    t.must(t.h.run('cat', '/fogo pass'));
    const enemy = t.fails('bob', '/fieldcraft hide sneaker:S1 attest:true leave:true', 'fogo/unknown-sneaker');
    const none = t.fails('bob', '/fieldcraft hide sneaker:S99 attest:true leave:true', 'fogo/unknown-sneaker');
    expect(enemy.replace('S1', 'X')).toBe(none.replace('S99', 'X'));
    t.fails('cat', '/fieldcraft hide sneaker:S1 attest:true leave:true', 'fogo/not-phasing');
  });
});

describe('/fieldcraft conceal', () => {
  it('GIVEN a split THEN the new marker is public and who went with it is secret', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(5, 6, 1);
    const x = t.texts(t.must(t.h.run('cat', '/fieldcraft conceal sneaker:S1 stands:HIDDEN-2 position:"north edge"')));
    expect(x.public.split('\n')[0]).toBe('🎲 #1 (secret until the end) **FRELIMO** Sneaker `S1` conceals its trail: new Sneaker `S4` — initiative kept.');
    expect(x.public.split('\n')[1]).toMatch(HASH);
    expect(x.public).not.toMatch(/HIDDEN|dummy|holds/);
    expect(x.dms.map((d) => d.to)).toEqual(['cat', 'dan']);
    expect(x.dms[0]!.text).toContain('Conceal Trail: 3d6 hitting on 5+ [5, 6, 1] = 2 hits. `S1` holds `HIDDEN-CT`, `HIDDEN-1`; `S4` holds `HIDDEN-2`.');
    expect(x.dms[0]!.text).toContain('• Sneaker `S4` (FRELIMO) in bush (north edge) — real: `HIDDEN-2`');
    expect(x.gm!.text).toContain('`S4` holds `HIDDEN-2`');
    expect(t.log('bob')).toContain('🎲 Roll #1 by cat was made hidden.');
  });

  it('GIVEN a dummy splits on one hit THEN its public text has the same shape as a real one, with a Spoor', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(5, 1);
    const x = t.texts(t.must(t.h.run('cat', '/fieldcraft conceal sneaker:S2')));
    expect(x.public.split('\n')[0]).toBe(
      '🎲 #1 (secret until the end) **FRELIMO** Sneaker `S2` conceals its trail: new Sneaker `S4`; Spoor `SP1` left beside the original — initiative kept.',
    );
    expect(x.dms[1]!.text).toContain('Conceal Trail: 2d6 hitting on 5+ [5, 1] = 1 hit, exactly one: a Spoor is placed. `S2` is a dummy; `S4` is a dummy.');
    // Then the Spoor is wiped out again by the dummy.
    t.q.push(6, 2);
    const wiped = t.texts(t.must(t.h.run('cat', '/fieldcraft conceal spoor:SP1 sneaker:S2 attest:true')));
    expect(wiped.public).toBe(
      '🎲 #2 (secret until the end) **FRELIMO** Sneaker `S2` conceals the trail (attested: at spoor): Spoor `SP1` is wiped out — initiative kept.',
    );
    expect(t.game().fieldcraft!.spoor).toEqual([]);
  });

  it('GIVEN bad orders THEN each is refused privately with nothing written', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.fails('cat', '/fieldcraft conceal stands:HIDDEN-1', 'input/missing-option');
    t.fails('cat', '/fieldcraft conceal spoor:SP9 attest:true', 'input/missing-option');
    t.fails('cat', '/fieldcraft conceal spoor:SP9 sneaker:S1 attest:true', 'fogo/unknown-spoor');
    t.fails('cat', '/fieldcraft conceal sneaker:S2 stands:HIDDEN-1', 'fogo/not-in-sneaker');
    t.fails('cat', '/fieldcraft conceal sneaker:S3', 'fogo/sneaker-cannot');
    t.q.push(5, 1, 1);
    t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:false'));
    t.must(t.h.run('cat', '/fogo pass'));
    t.fails('bob', '/fieldcraft conceal spoor:SP1 stand:CA-SC attest:true', 'fogo/enemy-spoor');
    t.fails('bob', '/fieldcraft conceal sneaker:S1', 'fogo/unknown-sneaker');
  });
});

describe('/fieldcraft track', () => {
  /** FRELIMO's S1 hides with one hit, keeping its troops: Spoor SP1 beside it; Portugal to act. */
  function spoorTable() {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(5, 1, 1);
    t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:false'));
    t.must(t.h.run('cat', '/fogo pass'));
    return t;
  }

  it('GIVEN a successful Track naming S1 THEN S1 is revealed in public and the tracker\'s dice stay Portugal\'s', () => {
    const t = spoorTable();
    t.q.push(6, 3);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft track stand:CA-SC spoor:SP1 attest:true reveal:S1 closest:true')));
    expect(x.public).toBe(
      '🎲 #2 (secret until the end) **Portugal** **CA-SC** tracks Spoor `SP1` (attested: within base width, closest): success, named as the Sneaker closest to the Spoor. ' +
        'Sneaker `S1` (FRELIMO) is revealed by tracking in bush: **HIDDEN-CT**, **HIDDEN-1**, **HIDDEN-2** placed in bush. The Spoor is removed — initiative kept.',
    );
    // The tracker's side gets its secret orders; FRELIMO, whose Sneaker was revealed, its changed state.
    const changed = expect.stringContaining('FRELIMO: your secret state changed');
    expect(x.dms).toEqual([
      { to: 'bob', text: expect.stringContaining('Track by `CA-SC`: 2d6 hitting on 5+ [6, 3] = 1 hit.') },
      { to: 'cat', text: changed },
      { to: 'dan', text: changed },
    ]);
    expect(x.gm!.text).toContain('Track by `CA-SC`: 2d6 hitting on 5+ [6, 3] = 1 hit.');
    // The tracker's fieldcraft is Portugal's secret: FRELIMO's log shows the roll made hidden.
    const cat = t.log('cat');
    expect(cat).toContain('🎲 Roll #2 by bob was made hidden.');
    expect(cat).not.toContain('[6, 3]');
    const game = t.game();
    expect(game.fieldcraft!.sneakers.map((s) => s.id)).toEqual(['S2', 'S3']);
    expect(game.fieldcraft!.spoor).toEqual([]);
    expect(game.stands.find((s) => s.id === 'HIDDEN-2')).toMatchObject({ hidden: false, feature: 'bush' });
  });

  it('GIVEN a failed Track THEN the Spoor goes anyway and the initiative passes', () => {
    const t = spoorTable();
    t.q.push(1, 2);
    const x = t.texts(t.must(t.h.run('bob', '/fieldcraft track stand:CA-SC spoor:SP1 attest:true reveal:S1 closest:true')));
    expect(x.public).toBe(
      '🎲 #2 (secret until the end) **Portugal** **CA-SC** tracks Spoor `SP1` (attested: within base width, closest): the attempt fails. The Spoor is removed — initiative passes.\n' +
        '➡️ The initiative passes to **FRELIMO**.',
    );
    expect(t.game().fieldcraft!.sneakers.map((s) => s.id)).toEqual(['S1', 'S2', 'S3']);
  });

  it('GIVEN bad orders THEN each is refused privately with nothing written', () => {
    const t = spoorTable();
    t.fails('bob', '/fieldcraft track stand:CA-SC spoor:SP9 attest:true', 'fogo/unknown-spoor');
    t.fails('bob', '/fieldcraft track stand:CA-SC spoor:SP1 attest:false', 'fogo/attestation-required');
    t.fails('bob', '/fieldcraft track stand:CA-SC spoor:SP1 attest:true reveal:S1', 'fogo/attestation-required');
    t.fails('bob', '/fieldcraft track stand:CA-SC spoor:SP1 attest:true reveal:S99 closest:true', 'fogo/unknown-sneaker');
    const hidden = t.fails('bob', '/fieldcraft track stand:HIDDEN-1 spoor:SP1 attest:true', 'fogo/unknown-stand');
    const none = t.fails('bob', '/fieldcraft track stand:NOSUCH-1 spoor:SP1 attest:true', 'fogo/unknown-stand');
    expect(hidden.replace('HIDDEN-1', 'X')).toBe(none.replace('NOSUCH-1', 'X'));
  });
});

describe('/fieldcraft reorganise', () => {
  it('GIVEN two Sneakers reorganise THEN the new contents are secret and committed', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.q.push(6, 6, 2);
    const x = t.texts(t.must(t.h.run('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT HIDDEN-1; S2: HIDDEN-2" attest:true')));
    expect(x.public.split('\n')[0]).toBe(
      '🎲 #1 (secret until the end) **FRELIMO** reorganises Sneakers `S1`, `S2` (attested: within stand width): done — initiative kept.',
    );
    expect(x.public.split('\n')[1]).toMatch(HASH);
    expect(x.dms.map((d) => d.to)).toEqual(['cat', 'dan']);
    expect(x.dms[0]!.text).toContain('Reorganise: 3d6 hitting on 5+ [6, 6, 2] = 2 hits. `S1` holds `HIDDEN-CT`, `HIDDEN-1`; `S2` holds `HIDDEN-2`.');
    expect(t.game().fieldcraft!.sneakers.find((s) => s.id === 'S2')!.stands).toEqual(['HIDDEN-2']);
    const bob = t.log('bob');
    expect(bob).toContain('🎲 Roll #1 by cat was made hidden.');
    expect(bob).not.toMatch(/\[6, 6, 2\]|HIDDEN/);
  });

  it('GIVEN bad orders THEN each is refused privately with nothing written', () => {
    const t = fieldcraftTable();
    t.must(t.h.run('bob', '/fogo pass'));
    t.fails('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT HIDDEN-1; S2:" attest:true', 'fogo/bad-assignment');
    t.fails('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT HIDDEN-1 HIDDEN-2" attest:true', 'fogo/too-few-sneakers');
    t.fails('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT; S1: HIDDEN-1 HIDDEN-2" attest:true', 'fogo/listed-twice');
    t.fails('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT HIDDEN-1 HIDDEN-2; S2:" attest:false', 'fogo/attestation-required');
    t.must(t.h.run('cat', '/fogo pass'));
    t.fails('bob', '/fieldcraft reorganise sneakers:"S1:; S2:" attest:true', 'fogo/unknown-sneaker');
  });
});
