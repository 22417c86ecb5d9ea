import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatHex } from '../../../../src/core/board/hex.js';
import type { LnlState } from '../../../../src/rulesets/lnl/rules/game/state.js';
import { playScript, postFor } from '../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const SCRIPT = join(FIXTURES, 'lnl-hamlet.table');
const GOLDEN = join(FIXTURES, 'lnl-hamlet.transcript.txt');
const out = mkdtempSync(join(tmpdir(), 'sitrep-hamlet-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every die of the game, in the order the script rolls them, with the branch each one drives. */
const FACES = [
  // Opportunity fire, VC 2 (FP 3) at the movers in D5, adjacent (+2) and moving (+1):
  // 1 + 3 + 3 = 7 against 4 + TM 0 = 4 → DC +3. Sgt Reyes 1 + 3 = 4 ≤ 5: no effect;
  // 2nd Sqd 4 + 3 − 1 (Reyes' LM) = 6 > 5: Shaken.
  1, 4, 1, 4,
  // Turn 2 initiative: US 5, VC 2.
  5, 2,
  // 2nd Sqd rallies with Sgt Reyes: 2 + 3 − 1 = 4 ≤ 5.
  2, 3,
  // Melee in E5: 2nd Sqd and Reyes (FP 4) against VC 2 (3 + 1 for its M) = 1-1, kill on 8:
  // 5 + 4 + 1 (Reyes' LM) = 10 kills; VC 2's counterattack at 1-1: 2 + 3 = 5, no kill.
  5, 4, 2, 3,
  // Spotting round on G6: white 1 → 1 hex; coloured 1 → north, onto G5.
  1, 1,
  // FFE, standard mission FP 6 on G5 and its neighbours (TM 1 in the huts).
  // G5: 4 + 6 = 10 against 2 + 1 = 3 → DC +7; VC 3: 2 + 7 = 9 > 5, under 10: Shaken.
  4, 2, 2,
  // H4: a natural 6 + 6 = 12 against 5 + 1 = 6 → DC +6; the mortar 1 + 6 = 7: Shaken;
  // the 6 into the bamboo huts calls a fire check: 3, no fire.
  6, 5, 1, 3,
  // F4: 2 + 6 = 8 against 6 + 1 = 7 → DC +1; Cmdr Tran 3 + 1 = 4 ≤ 6; VC 1 5 + 1 − 1 = 5 ≤ 5.
  2, 6, 3, 5,
];

function play() {
  const run = playScript(SCRIPT, FACES, out);
  const game = run.h.store.transaction((tx) => tx.activeCampaign('table')!.game as LnlState);
  return { ...run, game };
}

describe("a scripted Lock 'n Load fight on the hamlet map, on the local table", () => {
  const run = play();
  const post = (input: string): string => postFor(run.entries, input);
  const unit = (id: string) => run.game.units.find((u) => u.id === id)!;

  it('GIVEN the script and its face queue THEN every scripted die is used and every command succeeds', () => {
    expect(run.refusals).toEqual([]);
    expect(run.left).toEqual([]);
  });

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN a move onto the stream THEN each mover pays the type 2 stream\'s extra MP (10.5.1)', () => {
    expect(post('/lnl move units:"2nd Sqd,Sgt Reyes" to:D5 how:double-time')).toContain('Entering a type 2 stream (10.5.1): **2nd Sqd** +1 MP, **Sgt Reyes** +1 MP. MPs (6.0): **2nd Sqd** 5 of 6, **Sgt Reyes** 5 of 7.');
  });

  it('GIVEN opportunity fire at the movers THEN the modifiers come from the map and state, and the squad is shaken', () => {
    const t = post('/lnl fire units:"VC 2" target:D5 opportunity:true');
    expect(t).toContain('attack 🎲1 + FP 3 +2 adjacent (5.6) +1 target Moved / moving (6.0) = 7 vs defence 🎲4 = 4 → **DC +3**');
    expect(t).toContain('**2nd Sqd**: DC 🎲4 +3 difference of the fire rolls −1 leader (5.0.1, 11.1.3) = 6 vs morale 5 (> morale) → **shaken**');
  });

  it('GIVEN the melee THEN both sides attack on the odds table and the defender falls', () => {
    const t = post('/lnl melee hex:E5');
    expect(t).toContain('Attack: FP 4 vs 4 (3 + 1 M) = **1-1**, kill on 8+: 🎲5+🎲4 +1 leader (5.0.1, 11.1.3) = 10 → **kills**');
    expect(t).toContain('Counterattack: FP 4 (3 + 1 M) vs 4 = **1-1**, kill on 8+: 🎲2+🎲3 = 5 → no kill');
    expect(unit('VC 2').status).toBe('eliminated');
  });

  it('GIVEN three passes THEN the Administrative phase runs and turn 2 rallies', () => {
    expect(run.transcript).toContain('🗂️ Administrative phase of turn 1: 4 administrative markers removed. Turn 2 begins.');
    expect(post('/lnl rally unit:"2nd Sqd"')).toContain('rolls 🎲2+🎲3 −1 leader (5.0.1, 11.1.3) = 4 vs morale 5 → **rallies to Good Order**');
    expect(unit('2nd Sqd').status).toBe('good-order');
  });

  it('GIVEN the fire mission THEN the round drifts north onto G5 and the standard mission hits it and its neighbours', () => {
    expect(post('/lnl artillery call')).toContain('white 🎲1, halved up → 1 hex; coloured 🎲1 → N: lands on **G5**');
    const t = post('/lnl artillery ffe');
    expect(t).toContain('G5: 🎲4 + FP 6 = 10 vs 🎲2 +1 terrain TM (5.5) = 3 → **DC +7** for every unit');
    expect(t).toContain('fire check 🎲3 → no fire');
    expect(unit('VC 3').status).toBe('shaken');
    expect(unit('VC mortar').status).toBe('shaken');
    expect(unit('Cmdr Tran').status).toBe('good-order');
    expect(run.game.hexMarkers.filter((m) => m.kind === 'ffe').map((m) => formatHex(m.at))).toEqual(['G5']);
  });

  it('GIVEN /board show on the local table THEN the board is drawn to a file', () => {
    expect(run.transcript).toMatch(/board show[\s\S]*<out>/);
  });
});
