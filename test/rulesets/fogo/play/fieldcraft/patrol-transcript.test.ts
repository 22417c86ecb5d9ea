import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { viewFogo } from '../../../../../src/rulesets/fogo/rules/view.js';
import { playScript, type Entry } from '../../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../../fixtures');
const SCRIPT = join(FIXTURES, 'fogo-patrol.table');
const GOLDEN = join(FIXTURES, 'fogo-patrol.transcript.txt');
const out = mkdtempSync(join(tmpdir(), 'sitrep-patrol-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every die of the game, in the order the script rolls them, with the branch each one drives. */
const FACES = [
  // MP-3's reactive fire at the dummy S4 in the capim (cover: 3 dice −1): 6, 5 = two hits, SUPPRESS:
  // the dummy is revealed and removed, a successful reaction, and the MPLA takes the initiative.
  6, 5,
  // S1 hides (best fieldcraft 2 among MP-CT, MP-1, MP-2): 5, 3 = exactly one hit: success, Spoor SP1.
  5, 3,
  // The dummy S2 conceals its trail with the MPLA's nominal 2d6: 6, 6 = success, no Spoor.
  6, 6,
  // S7 and S3 reorganise (S7's MP-CC, fieldcraft 2): 5, 5 = success, no Spoor.
  5, 5,
  // FL-SC tracks (fieldcraft 3): 6, 2, 1 = one hit, success: S3 is revealed.
  6, 2, 1,
  // S6's recon by fire, 2d6 as for any Sneaker: 5, 3 = one hit, success (house rule rbf.successHits 1).
  5, 3,
];

/** Plays the script through the local table on the real App; see playScript. */
function play() {
  const run = playScript(SCRIPT, FACES, out);
  const game = run.h.store.transaction((tx) => tx.campaign('1')!.game as FogoState);
  return { ...run, game };
}

describe('a scripted fieldcraft patrol on the local table', () => {
  const run = play();
  /** Every post made for the input line that contains `input`, up to the next input. */
  const postsFor = (input: string): Entry[] => {
    const i = run.entries.findIndex((e) => e.kind === 'input' && e.text.includes(input));
    expect(i, input).toBeGreaterThanOrEqual(0);
    const rest = run.entries.slice(i + 1);
    const end = rest.findIndex((e) => e.kind === 'input');
    return rest.slice(0, end < 0 ? rest.length : end).filter((e) => e.kind !== 'note' && e.kind !== 'meta');
  };
  const postFor = (input: string): string => postsFor(input).find((e) => e.kind === 'public')?.text ?? '';
  const dmsFor = (input: string): string[] => postsFor(input).filter((e) => e.kind === 'dm').map((e) => e.text);

  it('GIVEN the script and its face queue THEN every scripted die is used, and every command succeeds', () => {
    expect(run.left).toEqual([]);
    expect(run.refusals).toEqual([]);
  });

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN both sides allocate THEN the channel sees markers and a commitment, each side its own contents by DM', () => {
    const mpla = postFor('/fieldcraft allocate troops:angolan-insurgents');
    expect(mpla).toMatch(/^\*\*MPLA\*\* sets up its starting Sneakers: Sneaker `S1` in capim, Sneaker `S2` in baobab, Sneaker `S3` in ford \(by the drift\)\.\n🔒 Secret decision #1 committed: `[0-9a-f]{64}`$/);
    const dms = dmsFor('/fieldcraft allocate troops:angolan-insurgents');
    expect(dms.map((d) => d.slice(0, 12))).toEqual(['[DM → cat] *', '[DM → ann] *']);
    expect(dms[0]).toContain('`S1` holds `MP-CT`, `MP-1`, `MP-2`; `S2` is a dummy; `S3` is a dummy. Unallocated starting Sneakers: 1.');
    expect(dmsFor('/fieldcraft allocate troops:elite-portuguese').map((d) => d.slice(0, 12))).toEqual(['[DM → bob] *', '[DM → ann] *']);
  });

  it('GIVEN Portugal sneaks from the table THEN two markers appear with no dice, and only Portugal learns which is real', () => {
    const t = postFor('/fieldcraft sneak stands:FL-2,FL-3');
    expect(t).toContain('new Sneakers `S5`, `S6` (automatic: an unallocated starting Sneaker was used, no dice) — initiative kept.');
    expect(t).not.toContain('🎲');
    expect(dmsFor('/fieldcraft sneak stands:FL-2,FL-3')[0]).toContain('`S6` is the real one. `S5` is a dummy; `S6` holds `FL-2`, `FL-3`.');
  });

  it('GIVEN the dummy draws fire THEN it is removed, the ambusher is revealed and the MPLA takes the initiative', () => {
    const t = postFor('/fieldcraft reactive firers:MP-3');
    expect(t).toContain('Revealed by firing: **MP-3**');
    expect(t).toContain('Result: SUPPRESS. Sneaker `S4` (Portugal) is revealed by fire in capim (south edge): it held no troops and is removed.');
    expect(t).toContain('➡️ The initiative passes to **MPLA**.');
  });

  it('GIVEN S1 hides and leaves its troops THEN the channel sees a hide and a Spoor, the MPLA where its troops lie', () => {
    const t = postFor('/fieldcraft hide sneaker:S1');
    expect(t).toMatch(/^🎲 #2 \(secret until the end\) \*\*MPLA\*\* Sneaker `S1` tries to hide .*: it hides; Spoor `SP1` left beside it — initiative kept\.\n🔒 Secret decision #5 committed/);
    expect(t).not.toMatch(/\b\dd6\b|MP-/);
    expect(dmsFor('/fieldcraft hide sneaker:S1')[0]).toContain('Left hidden in capim (H1): `MP-CT`, `MP-1`, `MP-2`; `S1` is now empty.');
  });

  it('GIVEN conceal trail and reorganise THEN only the new marker and the outcome are public', () => {
    expect(postFor('/fieldcraft conceal sneaker:S2')).toMatch(/^🎲 #3 \(secret until the end\) \*\*MPLA\*\* Sneaker `S2` conceals its trail: new Sneaker `S8` — initiative kept\./);
    expect(postFor('/fieldcraft reorganise')).toMatch(/^🎲 #4 \(secret until the end\) \*\*MPLA\*\* reorganises Sneakers `S7`, `S3` \(attested: within stand width\): done — initiative kept\./);
    expect(dmsFor('/fieldcraft reorganise')[0]).toContain('`S7` is a dummy; `S3` holds `MP-CC`.');
  });

  it('GIVEN the scout tracks the Spoor THEN S3 is revealed with the commander, and the recon by fire flushes the troops S1 left', () => {
    expect(postFor('/fieldcraft track')).toContain('Sneaker `S3` (MPLA) is revealed by tracking in capim: **MP-CC** placed in capim. The Spoor is removed — initiative kept.');
    const rbf = postFor('/fieldcraft rbf');
    expect(rbf).toContain('Revealed: **MP-CT**, **MP-1**, **MP-2**.');
    expect(rbf).toContain('Sneaker `S1` (MPLA) is revealed by recon by fire in capim: it held no troops and is removed.');
  });

  it('GIVEN Portugal never saw them before their reveal THEN no MPLA id and no MPLA real/dummy reached the channel or bob before', () => {
    // bob sees public posts, his own private answers and the DMs addressed to him — not a DM to
    // another player that his action caused.
    const seenByBob = run.entries.filter(
      (e) => e.kind === 'public' || (e.kind === 'private' && e.actor === 'bob') || (e.kind === 'dm' && e.text.startsWith('[DM → bob]')),
    );
    const firstReveal: Record<string, string> = {
      'MP-3': 'Revealed by firing: **MP-3**',
      'MP-CC': '**MP-CC** placed in capim',
      'MP-CT': 'Revealed: **MP-CT**',
      'MP-1': 'Revealed: **MP-CT**',
      'MP-2': 'Revealed: **MP-CT**',
    };
    for (const [id, reveal] of Object.entries(firstReveal)) {
      const at = seenByBob.findIndex((e) => new RegExp(`${id}\\b`).test(e.text));
      expect(seenByBob[at]!.text, id).toContain(reveal);
    }
    // Each side reads its own markers' contents, the other side's only as markers.
    for (const [who, enemy] of [['bob', 'MPLA'], ['cat', 'Portugal']] as const) {
      const own = run.entries.filter((e) => e.actor === who && (e.kind === 'private' || (e.kind === 'dm' && e.text.startsWith(`[DM → ${who}]`))));
      const lines = own.flatMap((e) => e.text.split('\n')).filter((l) => l.includes(`(${enemy})`));
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l, l).not.toMatch(/ — (real|dummy)/);
    }
    // The hidden rolls: Portugal's log shows the MPLA's as made hidden, its own in full.
    const log = postsFor('/campaign log').find((e) => e.kind === 'private')!.text;
    expect(log).toContain('🎲 Roll #4 by cat was made hidden.');
    expect(log).toContain('fieldcraft track SP1');
    expect(log).not.toMatch(/MP-C[CT]\b.*hidden|\[5, 5\]/);
  });

  it('GIVEN the GM ends the campaign THEN every secret decision is published and matches its commitment', () => {
    expect(postFor('/campaign end')).toContain('The 7 secret decision(s) of the game are attached');
    const verify = postFor('/verify');
    // Scripted dice are not the seeded ones: the dice check fails, as it must.
    expect(verify).toContain('FAIL: 0/6 rolls recomputed exactly.');
    expect(verify).toContain('PASS: 7/7 secret decisions match their commitments.');
    for (const kind of ['allocate', 'sneak', 'hide', 'split', 'reorganise']) expect(verify).toContain(`, ${kind}) matches its commitment`);
  });

  it('GIVEN the end of the script THEN the game state is what the transcript says', () => {
    const fc = run.game.fieldcraft!;
    expect(fc.sneakers.map((s) => [s.id, s.side, s.stands])).toEqual([
      ['S2', 'MPLA', []],
      ['S5', 'Portugal', []],
      ['S6', 'Portugal', ['FL-2', 'FL-3']],
      ['S8', 'MPLA', []],
    ]);
    expect(fc.spoor).toEqual([]);
    // The troops S1 left were flushed out: no longer hidden, so no longer a cache in anyone's view.
    expect(viewFogo(run.game, { kind: 'member', userId: 'id-ann', gm: true }).fieldcraft!.caches).toEqual([]);
    expect(fc.secretLog.map((e) => [e.seq, e.side, e.decision.kind, e.roll])).toEqual([
      [1, 'MPLA', 'allocate', null],
      [2, 'Portugal', 'allocate', null],
      [3, 'Portugal', 'sneak', null],
      [4, 'MPLA', 'sneak', null],
      [5, 'MPLA', 'hide', 2],
      [6, 'MPLA', 'split', 3],
      [7, 'MPLA', 'reorganise', 4],
    ]);
    for (const id of ['MP-CC', 'MP-CT', 'MP-1', 'MP-2', 'MP-3']) expect(run.game.stands.find((s) => s.id === id), id).toMatchObject({ hidden: false, feature: 'capim' });
    expect(run.game.stands.find((s) => s.id === 'FL-2')!.hidden).toBe(true);
    expect(run.game.initiative).toBe('Portugal');
  });
});
