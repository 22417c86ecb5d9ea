import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { texts } from '../../../../helpers/harness.js';
import { fngTable, missionAt, withRadio } from '../../helpers/fng-table.js';

/**
 * The players' support through the commands: Sgt Pink, carrying the radio, calls mortars on Tranh's
 * cell; the round that lands on target kills Tranh and Minh, beside him, takes Man Down — the chain
 * the squad's own fire sets off, run by the bot for the enemy.
 */
describe('FNG support on the table: /fng-mission call and fire-mission', () => {
  const faces: number[] = [];
  const { h, must, game } = fngTable(faces, { us: 'pink@10,20; barnes@12,20', vc: 'tranh@54,20; minh@58,20', game: (g) => ({ ...withRadio(g), mission: missionAt(4) }) });

  it('GIVEN Pink calls for mortars THEN the call (atmospherics 3, a 1 vs REP 5) gets through and a 6 on the request brings three mortars now, as S1', () => {
    faces.push(3, 1, 6);
    const r = h.run('bob', '/fng-mission call rto:pink for:mortar at:54,20');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('Making the Call (L1665)');
    expect(t).toContain('"On the way!"');
    expect(t).toContain('**S1**');
    expect(game().support!.requests[0]).toMatchObject({ id: 'S1', for: 'mortar', weapons: 3, state: 'here' });
    // The radio has had its try this turn.
    expect(h.run('bob', '/fng-mission call rto:pink for:medevac').ok).toBe(false);
  });

  it('GIVEN the fire mission THEN nine rounds land, the first on Tranh (Obviously Dead on a 1) and Minh takes Man Down', () => {
    // Round 1: 2 passes, on target (5). Rounds 2–9: 2 passes, 6" short (4), on nobody. Tranh's damage: 1.
    faces.push(1, 1, 5);
    for (let i = 0; i < 8; i++) faces.push(1, 1, 4);
    faces.push(1, 2, 2, 2, 2, 2, 2);
    const r = h.run('bob', '/fng-mission fire-mission spotter:pink');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('💥 S1, round 1 → 54,20.\n💥 Blast at 54,20: **tranh** caught.\n⬇️ **tranh** Obviously Dead.\n💥 S1, rounds 2 → 48,20;');
    expect(t).toMatch(/🛡️ Man Down: \*\*minh\*\*/);
    // The whole chain, a press away.
    const chain = texts(h.run('bob', '/campaign details')).private;
    expect(chain).toContain('S1 round 1: Hitting w/ Mortars (L1774)');
    // The round landed on him: the board measures him 0″ from the centre.
    expect(chain).toContain('Blast circle 6" at 54,20, Impact 2 (L882): **tranh** (0″ from the centre) caught.');
    expect(chain).toContain('**tranh** is Obviously Dead');
    expect(chain).toMatch(/Man Down \(L696\) \*\*minh\*\*/);
    const g = game();
    expect(g.figures.find((f) => f.id === 'tranh')!.status).toBe('obviously-dead');
    expect(g.support!.requests[0]!.state).toBe('spent');
    // Spent: nothing is over the table now.
    expect(h.run('bob', '/fng-mission fire-mission spotter:pink at:54,20').ok).toBe(false);
  });
});
