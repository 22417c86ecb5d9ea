import { describe, expect, it } from 'vitest';
import { sneakyLocalVcs } from '../../../../../../src/rulesets/fng/rules/enemy/moves/sneaky-lvc.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';

/** Sneaky Local VC (p.64, L1501): out of every player figure's sight a full turn, the unit becomes two PEFs. */
describe('Sneaky Local VC', () => {
  // By night (12" sight): the player at 5,30 in section 4; the LVC unit vc1 at 40,10 (section 2), unseen.
  const game = (over: Partial<FngGame> = {}): FngGame =>
    table([fig('fwf', 'a', 5, 30), fig('cf', 'vc1-1', 40, 10, { unit: 'vc1' }), fig('cf', 'vc1-2', 42, 10, { unit: 'vc1' })], {
      turn: 3,
      mission: mission({ enemy: 'lvc', night: true, nextPef: 4 }),
      ...over,
    });

  it('GIVEN the unit first unseen this turn THEN it stays, and the turn is noted', () => {
    const t = ctx(bot([]));
    const g = sneakyLocalVcs(t, game());
    expect(g.figures.filter((f) => f.side === 'cf')).toHaveLength(2);
    expect(g.mission?.unseen).toEqual({ vc1: 3 });
    expect(t.pub).toEqual([]);
  });

  it('GIVEN the unit unseen since last turn THEN it leaves and two PEFs come in the nearest section without players (its own, section 2 of a 72" table)', () => {
    const t = ctx(bot([]));
    const g = sneakyLocalVcs(t, game({ mission: mission({ enemy: 'lvc', night: true, nextPef: 4, unseen: { vc1: 2 } }) }));
    expect(g.figures.filter((f) => f.side === 'cf')).toEqual([]);
    expect(g.pefs?.map((p) => [p.id, p.at])).toEqual([
      ['P4', { x: 36, y: 9 }],
      ['P5', { x: 39, y: 9 }],
    ]);
    expect(g.mission?.unseen).toBeUndefined();
    expect(t.pub).toEqual([{ kind: 'melt-away', unit: 'vc1', pefs: ['P4', 'P5'], sneaky: true }]);
  });

  it('GIVEN the unit seen (a player figure within 12" at night) THEN nothing happens and the count is cleared; NVA never sneak away', () => {
    const seen = game({ figures: [fig('fwf', 'a', 35, 10), fig('cf', 'vc1-1', 40, 10, { unit: 'vc1' })], mission: mission({ enemy: 'lvc', night: true, unseen: { vc1: 1 } }) });
    const t = ctx(bot([]));
    expect(sneakyLocalVcs(t, seen).mission?.unseen).toBeUndefined();
    expect(sneakyLocalVcs(t, seen).figures).toHaveLength(2);
    const nva = game({ mission: mission({ enemy: 'nva', night: true, unseen: { vc1: 1 } }) });
    expect(sneakyLocalVcs(t, nva)).toBe(nva);
  });
});
