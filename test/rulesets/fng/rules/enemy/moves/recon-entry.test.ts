import { describe, expect, it } from 'vitest';
import { rulesFor, type HouseRuleOverrides } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { PefMarker } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { reconPcs, reconReinforcementPc } from '../../../../../../src/rulesets/fng/rules/enemy/moves/recon-entry.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../../../helpers/rules.js';
import { bare, mission, said, SQUAD_FACES } from '../../../helpers/bot.js';
import { fig, NOW, table } from '../../../helpers/table.js';

/*
 * Recon (L2245): "VC/NVA reinforcements enter via PCs first, then table edges of random sectors when
 * all PCs have been revealed." Which PC the seed does not say: `fng.recon.reinforcement-pc`, `roll`
 * (default) or `farthest` from the squad. At night (12" sight) the squad sees no marker, so the bot
 * resolves none before the 7's test.
 */
const P1: PefMarker = { id: 'P1', at: { x: 10, y: 10 }, pc: true };
const P2: PefMarker = { id: 'P2', at: { x: 60, y: 10 }, pc: true };
const players = () => [fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)];
const recon = (pefs: PefMarker[], over: Partial<FngGame> = {}): FngGame =>
  table([...players(), fig('cf', 'vc9-1', 10, 5, { unit: 'vc9' })], { mission: mission({ type: 'recon', enemy: 'lvc', eal: 2, pefRep: 2, night: true }), pefs, dice: { fwf: 3, cf: 4 }, checks: { doubles: [], seven: 'cf' }, ...over });

function turn(g: FngGame, faces: number[], overrides: HouseRuleOverrides = {}) {
  const roller = dice(...faces);
  const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES, overrides), now: NOW });
  return { r, remaining: roller.remaining };
}

describe('Recon reinforcements enter at its PCs first (L2245)', () => {
  it('GIVEN two unrevealed PCs and a 7 for the enemy (2 passes, a three-man cell) THEN the roll-off (P1 2, P2 5) puts them on at P2, no entry die', () => {
    const { r, remaining } = turn(recon([P1, P2]), [1, 1, 1, 1, 2, 5, ...SQUAD_FACES()]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([
      { kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'enemy reinforcements enter at PC P2, 60,10 (L2245)' },
      { kind: 'enemy-arrives', unit: 'three-man-cell', figures: ['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3'], at: { x: 60, y: 10 }, why: 'reinforcements', laid: { leader: { x: 60, y: 10 }, cover: 'none', features: [], open: 3 } },
    ]);
    expect(said(r!.gm)).toEqual(['Reinforcements test (2d6 vs EAL 2): 2 passed', 'reinforcements enter at PC P2 (L2245)']);
    // The PC stays unrevealed: a place the enemy came through.
    expect(r!.game.pefs).toEqual([P1, P2]);
  });

  it('GIVEN `farthest` THEN the PC farthest from the nearest player figure (P2, 34.4" against 28.3"), no dice', () => {
    const { r, remaining } = turn(recon([P1, P2]), [1, 1, 1, 1, ...SQUAD_FACES()], { 'fng.recon.reinforcement-pc': 'farthest' });
    expect(remaining).toBe(0);
    expect(bare(r!.pub)[0]).toEqual({ kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'enemy reinforcements enter at PC P2, 60,10 (L2245)' });
  });

  it('GIVEN nothing of the enemy on the table THEN the PEF that comes is placed at the PC (one PC: no roll-off)', () => {
    const g = recon([P1], { figures: players() });
    const { r, remaining } = turn(g, [1, 6, 5]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([{ kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'a PEF, P3, at PC P1 (L2245)' }]);
    expect(r!.game.pefs).toEqual([P1, { id: 'P3', at: P1.at }]);
  });

  it('GIVEN every PC revealed (only plain PEFs left) THEN the Reinforcement Entry table as in any mission', () => {
    const { r, remaining } = turn(recon([{ id: 'P4', at: { x: 5, y: 5 } }]), [1, 1, 1, 1, 3, ...SQUAD_FACES()]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)[0]).toEqual({ kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'enemy reinforcements enter at 36,1' });
  });

  it('GIVEN PC-flagged markers in a mission that is not a Recon THEN they are no entry', () => {
    expect(reconPcs(recon([P1], { mission: mission({ type: 'fight' }) }))).toEqual([]);
    expect(reconReinforcementPc(recon([], {}), 'roll', dice())).toBeUndefined();
  });

  it('P(P1) = P(P2) = 1/2 under `roll`: of the 36 first-round pairs, 6 ties re-roll, 15 each go to P1 and P2', () => {
    const wins: Record<string, number> = { P1: 0, P2: 0 };
    for (let x = 1; x <= 6; x++) {
      for (let y = 1; y <= 6; y++) {
        if (x === y) continue;
        wins[reconReinforcementPc(recon([P1, P2]), 'roll', dice(x, y))!.pc.id]! += 1;
      }
    }
    expect(wins).toEqual({ P1: 15, P2: 15 });
  });
});
