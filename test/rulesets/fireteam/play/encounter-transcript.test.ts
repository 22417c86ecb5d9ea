import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import { playScript, postFor } from '../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const SCRIPT = join(FIXTURES, 'fireteam-encounter.table');
const GOLDEN = join(FIXTURES, 'fireteam-encounter.transcript.txt');
const out = mkdtempSync(join(tmpdir(), 'sitrep-fireteam-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every die of the game, in the order the script rolls them, with the branch each one drives. */
const FACES = [
  // Turn 1 movement: the Russian rifle team (average, 4d6 best 3) 6, 5, 4 = 15", enough for the 12" to the bridge.
  6, 5, 4, 1,
  // The half-track (medium speed, 4d6 summed) 14" up the village street, 12" needed.
  4, 4, 3, 3,
  // Turn 2: g-sq1-ft1 fails to go to ground, 2 against the veterans' 4+.
  2,
  // The Russian HMG (large FT +1) at the barn: 6 + 1 = 7 on the soft line, 2 hits, both pins for veterans.
  6,
  // AT rifle at the half-track: 7 hits on 6+; one damage die (HMG row vs light) 8: immobilised.
  7, 8,
  // German LMG team (normal FT) at the rifles on the open bridge: 9 = 4 hits, 2 pins and 2 kills, Pinned.
  9,
  // The half-track's LMG: 2, no effect.
  2,
  // The Russian CO rallies the rifles: 5 against average 5+.
  5,
  // The rifles dash for the barn wall (average 4d6 best 3): 4, 3, 2 = 9", 8.1" needed.
  4, 3, 2, 1,
  // g-sq1-ft2 moves out from behind the barn (veteran 5d6 best 3): 6, 6, 2 = 14".
  6, 6, 2, 1, 1,
  // Overwatch LMG: 9 on the open line = 4 hits, 3 pins and a kill on veterans: Pinned, it stops.
  9,
  // Assault: 5 Russians need 4+ (5 − assaulter 1): 3 kills; 5 Germans in the barn need 3+: 1 kill.
  6, 5, 4, 2, 1, 3, 2, 1, 1, 2,
  // Turn 3: the mortar deviates length +3 −2 = +1", sideways right 2 − left 4 = −2"; the rifles at
  // the barn wall are under the 4" template: 6 on the open line = 2 hits, 2 pins, Pinned by a heavy weapon.
  3, 2, 2, 4, 6,
];

function play() {
  const run = playScript(SCRIPT, FACES, out);
  const game = run.h.store.transaction((tx) => tx.activeCampaign('table')!.game as FireteamGame);
  return { ...run, game };
}

describe('a scripted Fire Team encounter on the local table', () => {
  const run = play();
  /** The public post made for the input line that contains `input`. */
  const post = (input: string): string => postFor(run.entries, input);
  /** The reply only the actor saw for the input line that contains `input`. */
  const replyFor = (input: string): string => {
    const i = run.entries.findIndex((e) => e.kind === 'input' && e.text.includes(input));
    expect(i).toBeGreaterThanOrEqual(0);
    const end = run.entries.findIndex((e, k) => k > i && e.kind === 'input');
    return run.entries.slice(i + 1, end < 0 ? undefined : end).find((e) => e.kind === 'private')?.text ?? '';
  };

  it('GIVEN the script and its face queue THEN every scripted die is used, and every command succeeds', () => {
    expect(run.left).toEqual([]);
    expect(run.refusals).toEqual([]);
  });

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN the patrol THEN every marker locks and the JOP stage opens with the attacker; unlocked markers stay with their side, contacts go to all', () => {
    expect(post('/fireteam patrol move marker:a2 to:31,21')).toMatch(/^\*\*Russians\*\* moves a patrol marker\.\n/);
    expect(replyFor('/fireteam patrol move marker:a2 to:31,21')).toContain('Patrol marker **a2** moves from (22.5,21) to (31,21).');
    expect(post('/fireteam patrol move marker:d2 to:41,18')).toContain('Contact! Locked: **a2** (31,21), **d2** (42.62,18).');
    expect(replyFor('/fireteam patrol move marker:d2 to:41,18')).toContain('comes within 12" of the enemy and stops at (42.62,18). Locked: **a2**, **d2**.');
    expect(post('/fireteam patrol move marker:a4 to:36,40')).toContain('➡️ Jump-off points: **Russians** places a jump-off point');
    expect(run.game.patrol?.markers.every((m) => m.locked)).toBe(true);
  });

  it('GIVEN JOPs THEN cover comes from the board or the player\'s word, where stays secret until a unit deploys, and units deploy within 6"', () => {
    expect(post('/fireteam patrol jop at:25,22.5')).toContain('**Russians** places jump-off point 1 of 3 (where, only they know');
    expect(post('/fireteam patrol jop at:25,22.5')).not.toContain('25,22.5');
    expect(replyFor('/fireteam patrol jop at:25,22.5')).toContain('**jop-a1** at (25,22.5) (Roadside hedge)');
    expect(replyFor('/fireteam patrol jop at:30,11 cover:true')).toContain('(cover attested)');
    expect(post('/fireteam deploy unit:r-sq1-ft2')).toContain('(3.2" from it, 6" allowed); it may not fire this turn. Jump-off point **jop-a1**, unseen by the enemy until now, is at (25,22.5).');
    expect(run.game.jops.map((j) => j.id)).toEqual(['jop-a1', 'jop-d1', 'jop-a2', 'jop-d2', 'jop-a3', 'jop-d3']);
  });

  it('GIVEN declared fire THEN the targets stay private until both sides declared, then every result is explained', () => {
    const first = post('/fireteam fire declare shots:"r-wpn1-hmg');
    expect(first).toBe('🎯 **Russians** has declared its fire (kept secret until both sides have).');
    expect(post('/fireteam fire declare shots:"g-sq1-ft1')).toContain('• **Russians**: **r-wpn1-hmg** → **g-sq1-ft1**; **r-wpn1-atr** → **g-transport-1-hannomag** (anti-tank)');
    expect(post('/fireteam fire resolve shooter:r-wpn1-hmg')).toContain('hmg as large FT: d10 6 + large FT 1 = 7 on the soft line (soft from Kolkhoz barn) → 2 hits: 2 pins.');
    expect(post('/fireteam fire resolve shooter:g-sq1-ft1')).toContain('d10 9 = 9 on the open line → 4 hits: 2 pins, 2 kills; **Pinned** (over its pin score 2).');
  });

  it('GIVEN the AT rifle hits THEN the damage die immobilises the half-track', () => {
    const t = post('/fireteam at shooter:r-wpn1-atr');
    expect(t).toContain('d10 7 = 7 vs 6+ — **hit**.');
    expect(t).toContain('hmg gun vs light: 1 damage die — d10 8: Immobilised.');
    expect(run.game.units.find((u) => u.id === 'g-transport-1-hannomag')?.vehicle?.damage.immobilised).toBe(true);
  });

  it('GIVEN overwatch THEN the pinned mover stops where it came into view', () => {
    expect(post('/fireteam overwatch fire')).toContain('**g-sq1-ft2** is Pinned and stops at once, at (45,26.7).');
    expect(run.game.units.find((u) => u.id === 'g-sq1-ft2')?.position).toEqual({ x: 45, y: 26.7 });
  });

  it('GIVEN the rifles dashed into contact THEN the assault goes in, the defenders lose more and withdraw 12" toward their edge, Pinned', () => {
    expect(post('/fireteam move unit:r-sq1-ft2 to:47.6,26.7')).toContain('reaches (47.6,26.7)');
    const t = post('/fireteam assault');
    expect(t).toContain('• **g-sq1-ft1**: 5d6 needing 3+ [3, 2, 1, 1, 2] = 1 (in cover +1) → 1 kill');
    expect(t).toContain('**g-sq1-ft1** to (60,27.5) withdraws 12" and counts Pinned.');
  });

  it('GIVEN the end of the script THEN morale has been judged as the transcript says', () => {
    const u = (id: string) => run.game.units.find((x) => x.id === id)!;
    expect(u('r-sq1-ft2')).toMatchObject({ casualties: 3, status: 'permanently-pinned' });
    expect(u('g-sq1-ft1')).toMatchObject({ casualties: 3, status: 'removed' });
    expect(run.game).toMatchObject({ turn: 3, phase: 'movement' });
  });
});
