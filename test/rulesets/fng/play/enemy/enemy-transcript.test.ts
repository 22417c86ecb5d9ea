import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { playScript } from '../../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../../fixtures');
const SCRIPT = join(FIXTURES, 'fng-enemy.table');
const GOLDEN = join(FIXTURES, 'fng-enemy.transcript.txt');
/**
 * The campaign's dice secret: every roll follows from it, so the game is the same on every machine. It
 * was picked (among 560 tried, once moves paid the ground and the enemy kept off the players' places;
 * again among 1,320 and the script's holds in turns 5 and 7 once a move stopped where it came into
 * sight, L655) as one whose game shows all four things the issue names; a change to the rules or the
 * roll order that loses one of them means picking again.
 */
const SECRET = '02a3'.repeat(16);
const out = mkdtempSync(join(tmpdir(), 'sitrep-fng-enemy-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('FNG part 2 on the local table: the bot plays the enemy against Sgt Pink\'s squad', () => {
  const run = playScript(SCRIPT, { secret: SECRET }, out);
  const game = run.h.store.transaction((tx) => tx.activeCampaign('table')!.game as FngGame);
  const open = run.entries.filter((e) => e.kind !== 'dm' || !e.text.startsWith('[DM → ann]')).map((e) => e.text).join('\n');
  const gm = run.entries.filter((e) => e.kind === 'dm' && e.text.startsWith('[DM → ann]')).map((e) => e.text).join('\n');

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN the game THEN the bot resolves a PEF into a squad, runs its VC/NVA Action, a booby trap goes off, and enemy reinforcements arrive on a 7', () => {
    expect(open).toMatch(/👁️ P\d at [\d.,]+ is resolved \(seen by (\*\*\w+\*\*|a figure), L1405\): [^\n]*\n(🏚️ [^\n]*\n)?🎯 Enemy at [\d.,]+: squad — /);
    expect(open).toMatch(/🔻 Enemy group vc\d \(leader \*\*vc\d-\d+\*\*, die \d\): VC\/NVA Action \(L1604\) → (assault|maneuver|harass)/);
    expect(open).toMatch(/💥 \*\*Booby trap!\*\* (\*\*\w+\*\*|a figure) sets off a (wide-spread|localized) trap/);
    expect(open).toMatch(/The total is 7: the enemy tests for reinforcements \(L2061\) — enemy reinforcements enter at/);
    expect(game.mission?.enemy).toBeDefined();
  });

  it('GIVEN the sealed EAL THEN the enemy\'s dice and levels went to the GM alone', () => {
    expect(gm).toMatch(/PEF Movement P\d \(2d6 vs PEF REP \d\)/);
    expect(gm).toMatch(/PEF Resolution P\d \(2d6 vs EAL \d\)/);
    for (const leak of [/vs EAL/, /PEF REP \d/, /EAL \d, PEF/, /Activity \(/]) expect(open).not.toMatch(leak);
  });
});
