import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { playScript, postFor } from '../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const SCRIPT = join(FIXTURES, 'fogo-ambush.table');
const GOLDEN = join(FIXTURES, 'fogo-ambush.transcript.txt');
const out = mkdtempSync(join(tmpdir(), 'sitrep-ambush-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every die of the game, in the order the script rolls them, with the branch each one drives. */
const FACES = [
  // Ambush: reactive fire group at CA-3 in the open. FR-1 (3 dice) 6, 5, 2 = two hits, SUPPRESS;
  // FR-2 (3 dice) 1, 3, 4 = nothing. Best single result SUPPRESS: CA-3 suppressed, the initiative passes.
  6, 5, 2, 1, 3, 4,
  // Villagers' intention: 2 +1 shooting nearby = 3, move to the nearest cover, two moves.
  2,
  // Portugal's reactive fire at FR-2 closing to assault: CA-1 (3 dice) 5, 2, 1 = one hit, PIN:
  // FR-2 stops; a Pin is a failed reaction, so CA-1 is marked NO FIRE; the initiative stays.
  5, 2, 1,
  // FR-2 rallies with the Political Commissar (+3): the die shows 1, so it fails whatever the
  // total and FR-2 goes one step worse, Pinned → Suppressed; the initiative passes to Portugal.
  1,
  // CA-3 rallies from Suppressed (regular: 5+) with CA-PC (+1): 4 +1 = 5, back to OK.
  4,
  // FRELIMO's reactive fire at CA-2 closing to assault: FR-1 5, 1, 1 = PIN, which a Reckless
  // assaulter ignores; FR-1 is marked NO FIRE.
  5, 1, 1,
  // Close combat: attackers +3 (two squads, CA-PC), defenders +1 (squad +1, Suppressed −2, Commissar +2).
  // Round 1: 2 +3 = 5 against 4 +1 = 5, a tie, rolled again; round 2: 5 +3 = 8 against 3 +1 = 4.
  2, 4, 5, 3,
  // Temptation on CA-5 near the cantina: 4 dice 5, 1, 2, 3 = one hit: it goes looting, Pinned;
  // a Pin does not pass the initiative.
  5, 1, 2, 3,
];

/** Plays the script through the local table on the real App; see playScript. */
function play() {
  const run = playScript(SCRIPT, FACES, out);
  const game = run.h.store.transaction((tx) => tx.activeCampaign('table')!.game as FogoState);
  return { ...run, game };
}

describe('a scripted ambush on the local table', () => {
  const run = play();
  const pub = run.entries.filter((e) => e.kind === 'public');
  /** The public post made for the input line that contains `input`. */
  const post = (input: string): string => postFor(run.entries, input);

  it('GIVEN the script and its face queue THEN every scripted die is used, and every command succeeds', () => {
    expect(run.left).toEqual([]);
    expect(run.refusals).toEqual([]);
  });

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN hidden deployment THEN no hidden id reaches the channel or Portugal before the stand is revealed', () => {
    const seenByPortugal = run.entries.filter((e) => e.kind === 'public' || (e.kind === 'private' && e.actor === 'bob'));
    const reveals: Record<string, string> = {
      'FR-1': 'Revealed by firing: **FR-1**, **FR-2**',
      'FR-2': 'Revealed by firing: **FR-1**, **FR-2**',
      'FR-PK': 'Seen moving: it is revealed.',
    };
    for (const [id, reveal] of Object.entries(reveals)) {
      const at = seenByPortugal.findIndex((e) => e.text.includes(id));
      expect(seenByPortugal[at]!.text).toContain(reveal);
    }
    // Where they lay is learnt only when the Commissar is seen moving there.
    expect(seenByPortugal.findIndex((e) => e.text.includes('long grass'))).toBe(seenByPortugal.findIndex((e) => e.text.includes(reveals['FR-PK']!)));
    // FR-CT and FR-3 stay hidden all game: never named, not even FR-3's ground hug.
    for (const id of ['FR-CT', 'FR-3']) expect(seenByPortugal.filter((e) => e.text.includes(id))).toEqual([]);
    expect(run.entries.find((e) => e.actor === 'cat' && e.kind === 'private' && e.text.includes('**FR-3** hugs the ground'))).toBeDefined();
  });

  it('GIVEN the ambush THEN reactive fire from hiding suppresses the point team and takes the initiative', () => {
    const t = post('/fogo reactive firers:FR-1,FR-2');
    expect(t).toContain('• **FR-1**: 3 dice base → 3d6 hitting on 5+ [6, 5, 2] = 2 hits, SUPPRESS');
    expect(t).toContain('Result: **CA-3**: SUPPRESS → ok becomes **suppressed**; the mover is out of action.');
    expect(t).toContain('➡️ The initiative passes to **FRELIMO**.\n🔔 @cat');
  });

  it('GIVEN shots all around THEN the villagers roll first and head for cover', () => {
    expect(post('/fogo civilians stand:VIL-1')).toContain('1d6 [2] +1 (shooting nearby) = 3: move to the nearest cover (the next nearest if already in cover) — 2 compulsory move actions.');
  });

  it('GIVEN the Commissar helping and a 1 on the die THEN FR-2 gets one step worse and the initiative passes to Portugal', () => {
    const t = post('/fogo rally stand:FR-2 commander:FR-PK');
    expect(t).toContain('1d6 [1] +3 (Political Commissar **FR-PK**) = 4 against 4+ — fails on the 1, whatever the total');
    expect(t).toContain('Result: **FR-2** pinned becomes **suppressed** — initiative passes.');
    expect(t).toContain('➡️ The initiative passes to **Portugal**.\n🔔 @bob');
  });

  it('GIVEN the close combat THEN the tie is rolled again and the attackers kill every defender', () => {
    const t = post('/fogo assault attackers:CA-1,CA-2');
    expect(t).toContain('tied, both roll again');
    expect(t).toContain('Result: **FR-2** suppressed becomes **killed**; **FR-PK** ok becomes **killed** — initiative kept.');
    expect(post('/fogo reactive firers:FR-1 target:CA-2')).toContain('(Reckless assault: PIN counts as no effect)');
  });

  it('GIVEN the Temptation THEN the Looter goes into the cantina, Pinned, and Portugal keeps the initiative until it passes', () => {
    expect(post('/fogo tempt stand:CA-5')).toContain('**CA-5** ok becomes **pinned** — initiative kept.');
    expect(pub.filter((e) => e.text.includes('➡️ The initiative passes to')).map((e) => e.text.match(/passes to \*\*(\w+)\*\*/)?.[1])).toEqual([
      'FRELIMO',
      'Portugal',
      'FRELIMO',
    ]);
  });

  it('GIVEN the end of the script THEN the game state is what the transcript says', () => {
    const s = (id: string) => run.game.stands.find((x) => x.id === id)!;
    expect(run.game.initiative).toBe('FRELIMO');
    expect(s('CA-3').status).toBe('ok');
    expect(s('FR-2').status).toBe('killed');
    expect(s('FR-PK').status).toBe('killed');
    expect(s('CA-5')).toMatchObject({ status: 'pinned', feature: 'Cantina do Sousa' });
    expect(s('VIL-1').feature).toBe('ditch');
    expect(s('FR-3')).toMatchObject({ hidden: true, groundHug: true });
    expect(s('FR-CT').hidden).toBe(true);
  });
});
