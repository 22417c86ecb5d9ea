import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { barrageTarget, fireEnemyBarrage, spottersOf } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-barrage.js';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { placeUnit, resolvePefAt } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../../../helpers/rules.js';
import { bare, board, bot, ctx, feature, mission, rect, said } from '../../../helpers/bot.js';
import { at, fig, NOW, table } from '../../../helpers/table.js';

/**
 * The enemy's mortars and artillery (L2108: "fired upon the farthest FWF group in LOS … If there are no
 * FWF groups in LOS this turn, then the barrage is lost"), its rounds as the players' own (Hitting w/
 * Mortars vs the caller's REP, deviation from his side, 6" Impact 2 blasts, L1774–L1796). A bamboo
 * wall across the table at y 20–22 hides the south from the north.
 */
const WALL = board(feature('bamboo', rect(0, 20, 72, 2)));
const vc = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('cf', id, x, y, { unit: 'vc1', ...over });
const near = () => [fig('fwf', 'a', 30, 12), fig('fwf', 'b', 32, 12)];
const far = () => [fig('fwf', 'c', 30, 30), fig('fwf', 'd', 33, 30), fig('fwf', 'e', 36, 30)];

describe('barrageTarget: the farthest Free World group in the enemy\'s sight (L2108)', () => {
  const g = table([vc('vc1-1', 30, 5), vc('vc1-2', 40, 5, { rep: 5 }), ...near(), ...far()], { mission: mission({ enemy: 'nva' }) });

  it('GIVEN a group 7" off and one 25" off, both seen THEN the far one, aimed at its centre, called by the eye nearest it', () => {
    const t = barrageTarget(board(), g, spottersOf(g), 6)!;
    expect(t.group.map((f) => f.id)).toEqual(['c', 'd', 'e']);
    expect(t.aim).toEqual({ x: 33, y: 30 });
    expect(t.caller).toMatchObject({ kind: 'figure', figure: { id: 'vc1-1' } });
  });

  it('GIVEN the wall hiding the far group THEN the near one; hiding both THEN none', () => {
    expect(barrageTarget(WALL, g, spottersOf(g), 6)!.group.map((f) => f.id)).toEqual(['a', 'b']);
    const hidden = table([vc('vc1-1', 30, 5), ...far()], { mission: mission({ enemy: 'nva' }) });
    expect(barrageTarget(WALL, hidden, spottersOf(hidden), 6)).toBeUndefined();
  });

  it('GIVEN one of its own (Stunned, no eye) 5" from the far group\'s centre THEN not that group with a mortar\'s 6" breadth kept clear, the near one; with 4" THEN the far one', () => {
    const close = table([vc('vc1-1', 30, 5), vc('vc9-1', 33, 25, { unit: 'vc9', status: 'stunned' }), ...near(), ...far()], { mission: mission({ enemy: 'nva' }) });
    expect(barrageTarget(board(), close, spottersOf(close), 6)!.group.map((f) => f.id)).toEqual(['a', 'b']);
    expect(barrageTarget(board(), close, spottersOf(close), 4)!.group.map((f) => f.id)).toEqual(['c', 'd', 'e']);
  });

  it('GIVEN no enemy figure but the PEF the barrage came from THEN the PEF\'s spot sees for it, at the PEF REP', () => {
    const only = table(far(), { mission: mission({ enemy: 'nva', pefRep: 4 }) });
    expect(barrageTarget(board(), only, spottersOf(only), 6)).toBeUndefined();
    expect(barrageTarget(board(), only, spottersOf(only, { x: 30, y: 10 }), 6)!.caller).toEqual({ kind: 'pef', at: { x: 30, y: 10 }, rep: 4 });
  });
});

describe('fireEnemyBarrage', () => {
  const pair = () => table([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 31, 30)], { mission: mission({ enemy: 'nva', pefRep: 4 }) });
  function fire(g: FngGame, faces: number[], tbl = board()) {
    const a = bot(faces, {}, tbl);
    const pub: FngEvent[] = [];
    const gm: FngEvent[] = [];
    const game = fireEnemyBarrage(a, g, { what: 'medium-mortar-barrage', weapon: 'mortar', tubes: 1, pef: { x: 30.5, y: 10 }, why: 'pef' }, pub, gm);
    return { game, pub, gm, remaining: a.roller.remaining };
  }

  // The PEF's spot at 30.5,10 calls the fire straight down the table on the pair's centre, 30.5,30.
  it('GIVEN three rounds, all dice rolled first: on target, then long, then in the area long twice THEN the first catches both (a dead, b knocked down and Stunned), the others land 6" and 12" beyond', () => {
    // Round 1: 1,1 vs REP 4 (2 passed) and a 5 (on target); round 2: 1,2 and a 1 (long); round 3: 1,5 (1 passed) and 1,1 (long, long).
    // Damage: a 1 (Obviously Dead), b 5 (knocked down), his recovery 4,4 (Stunned).
    const r = fire(pair(), [1, 1, 5, 1, 2, 1, 1, 5, 1, 1, 1, 5, 4, 4]);
    expect(r.remaining).toBe(0);
    expect(bare(r.pub).filter((e) => (e as FngEvent).kind === 'enemy-barrage' || (e as FngEvent).kind === 'blast')).toEqual([
      { kind: 'enemy-barrage', what: 'medium-mortar-barrage', weapon: 'mortar', rounds: 3, why: 'pef', target: ['fwf:a', 'fwf:b'], aim: { x: 30.5, y: 30 } },
      { kind: 'blast', centre: { x: 30.5, y: 30 }, diameter: 6, impact: 2, caught: ['fwf:a', 'fwf:b'], away: { 'fwf:a': 0.5, 'fwf:b': 0.5 } },
      { kind: 'blast', centre: { x: 30.5, y: 36 }, diameter: 6, impact: 2, caught: [], away: {} },
      { kind: 'blast', centre: { x: 30.5, y: 42 }, diameter: 6, impact: 2, caught: [], away: {} },
    ]);
    expect([at(r.game, 'fwf', 'a').status, at(r.game, 'fwf', 'b').status]).toEqual(['obviously-dead', 'stunned']);
    // The caller's dice and REP (the sealed PEF REP) are the GM's; the channel sees where the rounds fall.
    expect(said(r.gm)).toEqual([
      'medium-mortar-barrage, round 1: Hitting w/ Mortars (2d6 vs REP 4) 2 passed → on-target; deviation on-target → 30.5,30',
      'medium-mortar-barrage, round 2: Hitting w/ Mortars (2d6 vs REP 4) 2 passed → on-target; deviation long → 30.5,36',
      'medium-mortar-barrage, round 3: Hitting w/ Mortars (2d6 vs REP 4) 1 passed → in-area; deviation long, long → 30.5,42',
    ]);
    expect(JSON.stringify(r.pub)).not.toMatch(/REP 4|Hitting/);
  });

  it('GIVEN a minefield where the first round lands THEN its 6" about the burst is kept as shelled, to be rolled clear on a 1 when someone fails there (L1206: artillery clears minefields, whoever fires it)', () => {
    const mines = board(feature('minefield', rect(26, 26, 8, 8)));
    const r = fire(pair(), [1, 1, 5, 1, 2, 1, 1, 5, 1, 1, 1, 5, 4, 4], mines);
    expect(r.game.obstacles).toEqual({ gaps: [], shelled: [{ feature: 'minefield', at: { x: 30.5, y: 30 }, clearOn: 1 }] });
  });

  it('GIVEN a miss, three deviations left THEN the round lands 18" to the caller\'s left (east, facing south) and catches nobody', () => {
    const r = fire(pair(), [6, 6, 2, 2, 2, 6, 6, 2, 2, 2, 6, 6, 2, 2, 2]);
    expect(r.remaining).toBe(0);
    expect(r.pub.filter((e) => e.kind === 'blast').map((e) => e.kind === 'blast' && [e.centre, e.caught.length])).toEqual([
      [{ x: 48.5, y: 30 }, 0],
      [{ x: 48.5, y: 30 }, 0],
      [{ x: 48.5, y: 30 }, 0],
    ]);
    expect(r.game.figures).toEqual(pair().figures);
  });

  it('GIVEN no group in sight of the PEF\'s spot THEN the barrage is lost: told, no die rolled, nothing changes', () => {
    const g = pair();
    const r = fire(g, [], WALL);
    expect(r.game).toBe(g);
    expect(bare(r.pub)).toEqual([{ kind: 'enemy-barrage', what: 'medium-mortar-barrage', weapon: 'mortar', rounds: 3, why: 'pef' }]);
    expect(r.gm).toEqual([]);
  });
});

describe('the barrages the reinforcement tables bring (L2117–L2154)', () => {
  const seven = (tbl?: ReturnType<typeof board>) => {
    const g = table([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30), vc('vc9-1', 10, 5, { unit: 'vc9' })], { mission: mission({ enemy: 'lvc', eal: 2, pefRep: 2 }), dice: { fwf: 3, cf: 4 }, checks: { doubles: [], seven: 'cf' } });
    return { g, tbl };
  };

  it('GIVEN a 7, 2 passes and a 10 on the EAL 2 table THEN a medium mortar barrage, no entry roll, fired at once by the VC on the table (its misses told where they land)', () => {
    const { g } = seven();
    // Test 1,1; table 4,6 = 10; three rounds missing (6,6) with three long deviations each.
    const roller = dice(1, 1, 4, 6, ...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1]);
    const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(roller.remaining).toBe(0);
    expect(bare(r.pub).slice(0, 2)).toEqual([
      { kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'the enemy calls in its mortars or artillery' },
      { kind: 'enemy-barrage', what: 'medium-mortar-barrage', weapon: 'mortar', rounds: 3, why: 'reinforcements', target: ['fwf:a', 'fwf:b'], aim: { x: 31, y: 30 }, caller: 'cf:vc9-1' },
    ]);
    expect(r.pub.filter((e) => e.kind === 'blast')).toHaveLength(3);
    expect(said(r.gm)).toEqual([
      'Reinforcements test (2d6 vs EAL 2): 2 passed',
      ...[1, 2, 3].map((n) => `medium-mortar-barrage, round ${n}: Hitting w/ Mortars (2d6 vs REP 4) 0 passed → miss; deviation long, long, long → 42.6,43.8`),
    ]);
  });

  it('GIVEN the same on a table where the wall hides the players from the VC THEN the barrage is lost', () => {
    const { g } = seven();
    const roller = dice(1, 1, 4, 6);
    const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW, table: WALL })!;
    expect(roller.remaining).toBe(0);
    expect(bare(r.pub)[1]).toEqual({ kind: 'enemy-barrage', what: 'medium-mortar-barrage', weapon: 'mortar', rounds: 3, why: 'reinforcements' });
  });

  it('GIVEN a PEF resolved into Contact! and a 10 on the EAL 2 table THEN the barrage is called from the PEF\'s spot at the PEF REP (2), its dice the GM\'s', () => {
    const g = table([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 31, 30)], { mission: mission({ enemy: 'lvc', eal: 2, pefRep: 2 }), pefs: [{ id: 'P1', at: { x: 30.5, y: 10 } }] });
    // Resolution 1,1 and 1 (reinforcements); EAL 2 table 4,6 = 10; three rounds 6,6 (missed) and long, long, long.
    const a = bot([1, 1, 1, 4, 6, ...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1]], {}, board());
    const pub: FngEvent[] = [];
    const gm: FngEvent[] = [];
    const r = resolvePefAt(a, g, 'P1', 'a', pub, gm);
    expect(a.roller.remaining).toBe(0);
    expect(r.pefs).toEqual([]);
    expect(bare(pub).slice(0, 2)).toEqual([
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30.5, y: 10 }, by: 'a', outcome: 'contact' },
      { kind: 'enemy-barrage', what: 'medium-mortar-barrage', weapon: 'mortar', rounds: 3, why: 'pef', target: ['fwf:a', 'fwf:b'], aim: { x: 30.5, y: 30 } },
    ]);
    expect(pub.filter((e) => e.kind === 'blast').map((e) => e.kind === 'blast' && e.centre)).toEqual([{ x: 30.5, y: 48 }, { x: 30.5, y: 48 }, { x: 30.5, y: 48 }]);
    expect(said(gm).slice(2)).toEqual([1, 2, 3].map((n) => `medium-mortar-barrage, round ${n}: Hitting w/ Mortars (2d6 vs REP 2) 0 passed → miss; deviation long, long, long → 30.5,48`));
  });

  it('GIVEN a tank (L2154) THEN it is told: no figures, the table plays it', () => {
    const pub: FngEvent[] = [];
    const g = table([fig('fwf', 'a', 30, 30)], { mission: mission({ enemy: 'nva' }) });
    const r = placeUnit(bot([]), g, 'tank', 'off-table', { x: 36, y: 1 }, 'reinforcements', pub);
    expect(r.figures).toEqual(g.figures);
    expect(pub).toEqual([{ kind: 'enemy-arrives', unit: 'tank', figures: [], at: { x: 36, y: 1 }, why: 'reinforcements', note: 'tank' }]);
  });
});

describe('an enemy mortar team on the table (L1784, L2108)', () => {
  const team = () => [vc('vc1-1', 30, 5, { role: 'weapon-gunner' }), vc('vc1-2', 32, 5, { role: 'lmg-assistant' }), vc('vc1-3', 28, 5, { role: 'lmg-assistant' })];
  const game = (over: Partial<FngGame> = {}) =>
    table([...team(), fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)], { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'nva', mortars: { vc1: { size: 'medium', tubes: 1 } } }), ...over });

  it('GIVEN a group in its sight THEN its tube fires a Mortar Fire Mission on it instead of its rifles; the crew has fired', () => {
    const g = game();
    const a = bot([...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1], ...[6, 6, 1, 1, 1]], {}, board());
    const t = ctx(a);
    const r = activateGroup(t, g, enemyGroups(g)[0]!.members);
    expect(a.roller.remaining).toBe(0);
    expect(bare(t.pub)[0]).toEqual({ kind: 'enemy-barrage', what: 'mortar team vc1', weapon: 'mortar', rounds: 3, why: 'team', target: ['fwf:a', 'fwf:b'], aim: { x: 31, y: 30 }, caller: 'cf:vc1-1' });
    expect(t.pub.some((e) => e.kind === 'enemy-group' || e.kind === 'shot')).toBe(false);
    expect(r.figures.filter((f) => f.side === 'cf').every((f) => f.fired)).toBe(true);
  });

  it('GIVEN nobody in its sight THEN it acts as any group, rolling nothing for the tube', () => {
    const g = game();
    const a = bot(Array<number>(30).fill(4), {}, WALL);
    const t = ctx(a);
    activateGroup(t, g, enemyGroups(g)[0]!.members);
    expect(t.pub.some((e) => e.kind === 'enemy-barrage')).toBe(false);
    expect(t.pub[0]).toMatchObject({ kind: 'enemy-group', unit: 'vc1' });
  });
});
