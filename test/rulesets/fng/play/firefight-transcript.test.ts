import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../src/rulesets/fng/rules/game/state.js';
import { playScript, postFor } from '../../../helpers/table-script.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const SCRIPT = join(FIXTURES, 'fng-firefight.table');
const GOLDEN = join(FIXTURES, 'fng-firefight.transcript.txt');
const out = mkdtempSync(join(tmpdir(), 'sitrep-fng-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every die of the firefight, in the order the script rolls them, with the branch each drives. */
const FACES = [
  // Activation: US 5, VC 3 — the US first, groups of REP 5+ (Pink's), then the VC, REP 3+.
  5, 3,
  // In Sight (successes on 1–3): Pink 3d6 (5, −1 moved, −1 opponent in cover) 1, 2, 3 = 3; Barnes 3d6
  // (4, +1 Quick Reflexes, −1, −1) 1, 2, 6 = 2; Tranh 4d6 1, 3, 5, 6 = 2; Minh 3d6 2, 5, 6 = 1;
  // Phouc 3d6 4, 5, 6 = 0. Pink acts first (a Star: the chain waits for his player), then Barnes and
  // Tranh together, then Minh.
  1, 2, 3, 1, 2, 6, 1, 3, 5, 6, 2, 5, 6, 4, 5, 6,
  // Pink fires at Minh, who targeted him (snap fire, active, first round): 6, 5, 2, 1 + REP 5 + 1
  // Marksman = 12, 11 hit; 8 and 7 miss (snap firing). Damage: 4 even in cover, a miss (house rule);
  // 3 above Impact 2, knocked down; Recover 2, 5 vs REP 3: 1 pass, Out of the Fight; walking 5: carried.
  6, 5, 2, 1, 4, 3, 2, 5, 5,
  // Barnes' action 3 ≤ 4: fire; Tranh's 2 ≤ 4: fire. Barnes at Tranh in cover: 4, 3, 2, 1 + 4 = all
  // miss. Tranh at Barnes: 6, 2, 1 + 4 = 10 hit. Damage 2 ≤ Impact 3: Out of the Fight; walking 4: carried.
  3, 2, 4, 3, 2, 1, 6, 2, 1, 2, 4,
  // Minh is down: his action is forfeited. The tests: Leader Dice Tranh 5 (fails, REP 4), Pink 6 (fails).
  // Tranh RF+MD 4, 5: 1 pass each, Duck Back; Phouc 5, 6: 0, Cohesion; Lam 1, 6: 1, Duck Back;
  // Pink Man Down (standing Free Will: roll) 2, 3: 2 passes, carries on.
  5, 6, 4, 5, 5, 6, 1, 6, 2, 3,
  // Phouc's group when he called it (Phouc, Lam) tests Cohesion, no Leader Die left: 4, 6 — Phouc (REP 3)
  // 0 passes, Retire; Lam 1 pass, carries on. Pink, whose fire caused it, takes a Parting Shot at Phouc
  // (in cover, counting as fast moving): 6, 2, 2, 1 + 6 = 12 hit; 8, 8, 7 miss. Damage 1: Obviously Dead.
  // Man Down for Tranh and Lam: Leader Die 3 passes; 2, 3 and 5, 1 — better than Duck Back, but they are
  // still ducking back (completing reactions, L652).
  4, 6, 6, 2, 2, 1, 1, 3, 2, 3, 5, 1,
  // The VC done: turn 2, US 4, VC 2.
  4, 2,
  // First Aid: Phil 3 ≤ 4, Barnes 4 ≤ 4: two passes, a flesh wound.
  3, 4,
  // Charge: Tranh 3d6 (2 + in cover) 6, 6, 5 = 0; Charles 3d6 (2 + Brawler) 1, 2, 3 = 3: ahead by 3,
  // Tranh's group tests Cohesion and Charles goes in. Cohesion: Leader Die 2 passes; 3, 5: Tranh and
  // Lam (REP 4) 1 + 1 = 2 passes, carry on.
  6, 6, 5, 1, 2, 3, 2, 3, 5,
  // Melee: Charles 7d6 (4, bayonet +2, Brawler +1) 1, 1, 2, 3, 4, 5, 6 = 4; Tranh 6d6 (4, bayonet +2)
  // 4, 4, 5, 5, 6, 1 = 1. Charles wins by 3: damage 1, Obviously Dead.
  1, 1, 2, 3, 4, 5, 6, 4, 4, 5, 5, 6, 1, 1,
  // Lam, within 4": Man Down 5, 6 = 0, Cohesion alone 6, 5 = 0: Retire; Charles' Parting Shot 6, 6, 3,
  // 2 + 4 = 10, 10 hit (7 and 6 miss a fast mover in cover); damage 3 > Impact 2, knocked down;
  // Recover 5, 6: 0 passes, Obviously Dead.
  5, 6, 6, 5, 6, 6, 3, 2, 3, 5, 6,
  // The US done; the VC have nobody able to act; turn 3: US 1, VC 6 — the VC first, passed over again.
  1, 6,
];

function play() {
  const run = playScript(SCRIPT, FACES, out);
  const game = run.h.store.transaction((tx) => tx.activeCampaign('table')!.game as FngGame);
  return { ...run, game };
}

describe('FNG: a scripted firefight on the local table (In Sight → fire → Received Fire / Man Down → Cohesion → charge → melee → First Aid)', () => {
  const run = play();
  const post = (input: string): string => postFor(run.entries, input);
  const status = (id: string) => run.game.figures.find((f) => f.id === id)?.status;

  it('GIVEN the script and its face queue THEN every scripted die is used and every command succeeds', () => {
    expect(run.refusals).toEqual([]);
    expect(run.left).toEqual([]);
  });

  it('GIVEN the transcript THEN it is exactly the golden file (any change to rules, texts or roll order shows here)', () => {
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, run.transcript);
    expect(run.transcript).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('GIVEN the In Sight THEN it waits for Pink\'s player, then the whole chain is one post: fire, damage, Received Fire / Man Down with Leader Dice, Cohesion, Retire and its Parting Shot', () => {
    expect(post('/fng sight')).toMatch(/Waiting for the Star \*\*pink\*\*/);
    const chain = post('/fng react figure:pink answer:fire');
    for (const table of ['Ranged Combat (L825', 'Combat Damage (L840)', 'Recover From Knock Down (L699)', 'Leader Die (L581)', 'Received Fire + Man Down', 'Cohesion (L702)', '**retires**', 'Parting Shot (L722)']) expect(chain).toContain(table);
  });

  it('GIVEN the end THEN Barnes is back in the fight, the VC cell is broken, Charles won his melee', () => {
    expect(run.game.figures.find((f) => f.id === 'barnes')).toMatchObject({ status: 'carry-on', rep: 4, aidTried: true });
    expect([status('minh'), status('phouc'), status('tranh'), status('lam')]).toEqual(['out-of-fight', 'obviously-dead', 'obviously-dead', 'obviously-dead']);
    expect(post('/fng charge')).toMatch(/Melee \(L918\)[\s\S]*Parting Shot/);
    expect(run.game.turn).toBe(3);
  });
});
