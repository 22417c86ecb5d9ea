import { describe, expect, it } from 'vitest';
import { enemyMoveOrder, reconOrder } from '../../../../../../src/rulesets/fng/rules/enemy/moves/order-enemy.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission, SQUAD_FACES } from '../../../helpers/bot.js';
import { board, feature, rect } from '../../../helpers/bot.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';

/** Three M-16 riflemen 12" from P1, PEF REP 4 (the seed's example, L850–L852). */
const squad = (over: Partial<FngGame> = {}): FngGame =>
  table([fig('fwf', 'a', 28, 30), fig('fwf', 'b', 30, 30), fig('fwf', 'c', 32, 30)], {
    mission: mission({ enemy: 'lvc', eal: 4, pefRep: 4 }),
    pefs: [{ id: 'P1', at: { x: 30, y: 18 } }, { id: 'P2', at: { x: 60, y: 5 } }],
    ...over,
  });

describe('reconOrder: Recon by Fire (L853–L867)', () => {
  it('GIVEN the seed\'s example: three M-16s, 12d6, five sixes against PEF REP 4 THEN resolved, one hit if troops; all three fired and out of ammo', () => {
    const a = args(squad(), 'fwf', [6, 6, 2, 3, /* b */ 6, 6, 4, 5, /* c */ 6, 2, 3, 4]);
    const r = unwrap(reconOrder(a, { firers: ['a', 'b', 'c'], pef: 'p1' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({
      kind: 'recon',
      pef: 'P1',
      firers: [{ figure: 'fwf:a', sixes: 2, ones: 0 }, { figure: 'fwf:b', sixes: 2, ones: 0 }, { figure: 'fwf:c', sixes: 1, ones: 0 }],
      sixes: 5,
      resolved: true,
    });
    expect(r.game.pefs).toEqual([{ id: 'P1', at: { x: 30, y: 18 }, recon: { by: 'fwf:a', hits: 1 } }, { id: 'P2', at: { x: 60, y: 5 } }]);
    expect(['a', 'b', 'c'].map((id) => [at(r.game, 'fwf', id).fired, at(r.game, 'fwf', id).outOfAmmo])).toEqual([[true, true], [true, true], [true, true]]);
  });

  it('GIVEN four sixes (not more than REP 4) THEN the PEF stays as it was; the firers are still out of ammo', () => {
    const a = args(squad(), 'fwf', [6, 6, 2, 3, 6, 6, 4, 5, 1, 2, 3, 4]);
    const r = unwrap(reconOrder(a, { firers: ['a', 'b', 'c'], pef: 'P1' }));
    expect(r.events[0]).toMatchObject({ kind: 'recon', sixes: 4, resolved: false });
    expect(r.game.pefs).toEqual(squad().pefs);
    expect(at(r.game, 'fwf', 'c').outOfAmmo).toBe(true);
  });

  it('GIVEN an M-60 among the firers THEN it is out of ammo only on three ones (its loader), the riflemen always', () => {
    const g = squad({ figures: [fig('fwf', 'a', 28, 30), fig('fwf', 'mg', 30, 30, { weapon: 'm60', role: 'lmg-gunner' }), fig('fwf', 'mg2', 32, 30, { weapon: 'm60', role: 'lmg-gunner' })] });
    const a = args(g, 'fwf', [2, 2, 2, 2, /* mg: two ones */ 1, 1, 2, 3, 4, /* mg2: three ones */ 1, 1, 1, 2, 3]);
    const r = unwrap(reconOrder(a, { firers: ['a', 'mg', 'mg2'], pef: 'P1' }));
    expect(a.roller.remaining).toBe(0);
    expect(['a', 'mg', 'mg2'].map((id) => at(r.game, 'fwf', id).outOfAmmo ?? false)).toEqual([true, false, true]);
    expect(['a', 'mg', 'mg2'].map((id) => at(r.game, 'fwf', id).fired)).toEqual([true, true, true]);
  });

  it('GIVEN no mission, an unknown PEF, a firer that already fired, or no firers THEN refused before any die', () => {
    expectCode(reconOrder(args(squad({ mission: undefined }), 'fwf', []), { firers: ['a'], pef: 'P1' }), 'fng/no-mission');
    const unknown = reconOrder(args(squad(), 'fwf', []), { firers: ['a'], pef: 'P9' });
    expectCode(unknown, 'fng/unknown-pef');
    expect(unknown.ok ? undefined : unknown.params).toEqual({ pef: 'P9', pefs: 'P1, P2' });
    const fired = squad({ figures: [fig('fwf', 'a', 28, 30, { fired: true })] });
    expectCode(reconOrder(args(fired, 'fwf', []), { firers: ['a'], pef: 'P1' }), 'fng/already-fired');
    expectCode(reconOrder(args(squad(), 'fwf', []), { firers: [], pef: 'P1' }), 'fng/no-recon-firers');
  });
});

describe('enemyMoveOrder: the GM sets right where the bot put the enemy', () => {
  const g = squad({ figures: [...squad().figures, fig('cf', 'vc1-1', 10, 10, { unit: 'vc1' })] });

  it('GIVEN the GM THEN a PEF and an enemy figure go where she says', () => {
    const r = unwrap(enemyMoveOrder({ ...args(g, 'fwf', []), gm: true }, [{ figure: 'p2', at: { x: 50, y: 6 } }, { figure: 'VC1-1', at: { x: 12, y: 11 } }]));
    expect(r.game.pefs![1]).toEqual({ id: 'P2', at: { x: 50, y: 6 } });
    expect(at(r.game, 'cf', 'vc1-1').at).toEqual({ x: 12, y: 11 });
    expect(r.events).toEqual([
      { kind: 'pef-moved', pef: 'P2', from: { x: 60, y: 5 }, to: { x: 50, y: 6 }, how: 'toward-enemy', inSight: false },
      { kind: 'placed', figure: 'cf:vc1-1', at: { x: 12, y: 11 } },
    ]);
  });

  it('GIVEN a player, no mission, or an id that is neither THEN refused', () => {
    expectCode(enemyMoveOrder({ ...args(g, 'fwf', []), gm: false }, [{ figure: 'P2', at: { x: 1, y: 1 } }]), 'fng/gm-only');
    expectCode(enemyMoveOrder({ ...args({ ...g, mission: undefined }, 'fwf', []), gm: true }, [{ figure: 'P2', at: { x: 1, y: 1 } }]), 'fng/no-mission');
    const r = enemyMoveOrder({ ...args(g, 'fwf', []), gm: true }, [{ figure: 'a', at: { x: 1, y: 1 } }]);
    expectCode(r, 'fng/unknown-pef');
    expect(r.ok ? undefined : r.params).toEqual({ pef: 'a', pefs: 'P1, P2' });
  });
});

describe('Recon by Fire resolved: the bot resolves the PEF after the order (L867)', () => {
  it('GIVEN the seed\'s example resolved into troops THEN the bot places them and the first takes the one hit from a\'s M-16; out of ammo, nobody fires a Parting Shot', () => {
    const fired = unwrap(reconOrder(args(squad({ mission: mission({ eal: 4, pefRep: 4, night: true }) }), 'fwf', [6, 6, 2, 3, 6, 6, 4, 5, 6, 2, 3, 4]), { firers: ['a', 'b', 'c'], pef: 'P1' })).game;
    // Resolution 1,1 and 1: reinforcements; First Contact 1: LVC; Activity 6,6: Where's Charlie (EAL 3); EAL 3 table 1,1,1 = 3: an MMG team;
    // its figures (the MMG gunner, no leader among the three, L2119); a's hit on vc1-1: damage 1, Obviously Dead; the others' Man Down
    // and Received Fire on 4s (Cohesion on 1d6: Where's Charlie).
    const roller = dice(1, 1, 1, 1, 6, 6, 1, 1, 1, ...SQUAD_FACES(), 1, ...Array<number>(5).fill(4));
    // A bamboo stand between the firers and the troops: no In Sight follows the resolution here.
    const r = fngBotTurn(fired, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW, table: board(feature('bamboo', rect(0, 23, 72, 3))) })!;
    expect(r.game.pefs).toEqual([{ id: 'P2', at: { x: 60, y: 5 } }]);
    expect(r.pub.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && e.figure)).toEqual(['cf:vc1-1']);
    expect(r.pub.some((e) => e.kind === 'shot')).toBe(false);
    expect(at(r.game, 'cf', 'vc1-1')).toMatchObject({ status: 'obviously-dead', role: 'weapon-gunner', weapon: 'm1917' });
    expect(roller.remaining).toBe(0);
  });
});
