import { describe, expect, it } from 'vitest';
import {
  advanceCampaign,
  allocatePoints,
  campaignAssault,
  createCampaign,
  declareAssault,
  DEFAULT_MAP,
  gameBudget,
  gridMap,
  holdPosition,
  pairAssaults,
  pendingGame,
  recordGameResult,
  recordResult,
  splitPoints,
  validateMap,
  type CampaignState,
} from '../../../../../src/rulesets/fireteam/rules/campaign/campaign-map.js';
import { AX, expectCode, RU, RULES, rulesWith, unwrap } from '../fixtures-forces.js';

const fresh = (): CampaignState => unwrap(createCampaign({ sides: [AX, RU] }));
/** Test set-up shortcut: hands squares to sides. */
const owning = (c: CampaignState, owners: Record<string, string>): CampaignState => ({ ...c, owners: { ...c.owners, ...owners } });

function paired(c: CampaignState, ax: [string, string] | null, ru: [string, string] | null, rules = RULES): CampaignState {
  let s = c;
  s = unwrap(ax ? declareAssault(s, AX, ...ax) : holdPosition(s, AX));
  s = unwrap(ru ? declareAssault(s, RU, ...ru) : holdPosition(s, RU));
  return unwrap(pairAssaults(s, rules));
}

describe('the map', () => {
  it('default: 3 × 4 squares across the river, row 1 the first side\'s zone, row 4 the second\'s', () => {
    expect(DEFAULT_MAP.squares).toHaveLength(12);
    expect(DEFAULT_MAP.squares.find((s) => s.id === 'B2')).toMatchObject({ neighbours: ['B1', 'A2', 'C2', 'B3'], note: 'near bank, bridge' });
    expect(validateMap(DEFAULT_MAP).ok).toBe(true);
  });

  it('GIVEN a new campaign THEN each side owns its zone and the rest is vacant', () => {
    const c = fresh();
    expect(c.owners).toEqual({ A1: AX, B1: AX, C1: AX, A4: RU, B4: RU, C4: RU });
    expect([c.turn, c.stage]).toEqual([1, 'declaring']);
  });

  it('GIVEN a custom map THEN it is used', () => {
    const c = unwrap(createCampaign({ sides: [AX, RU], map: gridMap('Narrow', 1, 3) }));
    expect(c.owners).toEqual({ A1: AX, A3: RU });
  });

  it.each([
    ['a one-way neighbour', { name: 'x', squares: [{ id: 'a', name: 'a', neighbours: ['b'], zone: 0 as const }, { id: 'b', name: 'b', neighbours: [], zone: 1 as const }] }, 'one-way-neighbour'],
    ['an unknown neighbour', { name: 'x', squares: [{ id: 'a', name: 'a', neighbours: ['z'], zone: 0 as const }] }, 'unknown-neighbour'],
    ['a duplicate square', { name: 'x', squares: [{ id: 'a', name: 'a', neighbours: [] }, { id: 'a', name: 'a', neighbours: [] }] }, 'duplicate-square'],
    ['no second zone', gridMap('x', 2, 1), 'no-deployment-zone'],
  ])('GIVEN %s THEN bad-map', (_, map, problem) => {
    const r = createCampaign({ sides: [AX, RU], map });
    expect(r.ok ? 'ok' : [r.code, r.params?.['problem']]).toEqual(['fireteam/bad-map', problem]);
  });

  it('GIVEN sides not two distinct THEN bad-sides', () => {
    expectCode(createCampaign({ sides: [AX] }), 'fireteam/bad-sides');
  });
});

describe('declareAssault (Forward, victory is near!, Turn Sequence)', () => {
  it('GIVEN an owned square and an adjacent one not owned THEN declared', () => {
    const c = unwrap(declareAssault(fresh(), 'axis', 'a1', 'A2'));
    expect(c.assaults[AX]).toEqual({ side: AX, from: 'A1', to: 'A2' });
  });

  it.each([
    ['A4', 'A3', 'fireteam/not-your-square'],
    ['A1', 'A3', 'fireteam/not-adjacent'],
    ['A1', 'B1', 'fireteam/own-square'],
    ['A1', 'Z9', 'fireteam/unknown-square'],
  ])('GIVEN %s → %s THEN %s', (from, to, code) => {
    expectCode(declareAssault(fresh(), AX, from, to), code);
  });

  it('GIVEN a side already declared or holding THEN only one assault a turn', () => {
    expectCode(declareAssault(unwrap(declareAssault(fresh(), AX, 'A1', 'A2')), AX, 'B1', 'B2'), 'fireteam/already-declared');
    expectCode(holdPosition(unwrap(holdPosition(fresh(), AX)), AX), 'fireteam/already-declared');
  });

  it('GIVEN an unknown side THEN unknown-side', () => {
    expectCode(declareAssault(fresh(), 'Finns', 'A1', 'A2'), 'fireteam/unknown-side');
  });
});

describe('pairAssaults', () => {
  it('GIVEN a side yet to declare THEN declarations-open', () => {
    const r = pairAssaults(unwrap(holdPosition(fresh(), AX)), RULES);
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/declarations-open', { waiting: RU }]);
  });

  it('GIVEN both into the same vacant square THEN one encounter', () => {
    const c = paired(owning(fresh(), { A2: AX, A3: RU }), ['A2', 'B2'], ['A3', 'B3']);
    expect(c.games.map((g) => g.kind)).toEqual(['encounter']);
    const same = paired(owning(fresh(), { A2: AX, C2: RU }), ['A2', 'B2'], ['C2', 'B2']);
    expect(same.games).toEqual([
      {
        id: 't1-g1',
        kind: 'encounter',
        assaults: [
          { side: AX, from: 'A2', to: 'B2' },
          { side: RU, from: 'C2', to: 'B2' },
        ],
      },
    ]);
  });

  it('GIVEN both into adjacent vacant squares THEN one encounter', () => {
    expect(paired(fresh(), ['A1', 'A2'], ['A4', 'A3']).games.map((g) => g.kind)).toEqual(['encounter']);
  });

  it('GIVEN assaults apart THEN two attack vs defence games, the other side defending', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    expect(c.games.map((g) => [g.id, g.kind, g.attacker, g.defender])).toEqual([
      ['t1-g1', 'attack-defence', AX, RU],
      ['t1-g2', 'attack-defence', RU, AX],
    ]);
    expect(c.stage).toBe('fighting');
  });

  it('GIVEN each into the other\'s launch square THEN two attacks, or one encounter under campaign.headOnIsEncounter', () => {
    const c = owning(fresh(), { A2: AX, A3: RU });
    expect(paired(c, ['A2', 'A3'], ['A3', 'A2']).games.map((g) => g.kind)).toEqual(['attack-defence', 'attack-defence']);
    const rules = rulesWith({ 'campaign.headOnIsEncounter': true });
    expect(paired(c, ['A2', 'A3'], ['A3', 'A2'], rules).games.map((g) => g.kind)).toEqual(['encounter']);
  });

  it('GIVEN one side holds THEN one attack; both hold THEN no game', () => {
    expect(paired(fresh(), ['A1', 'A2'], null).games.map((g) => g.attacker)).toEqual([AX]);
    expect(paired(fresh(), null, null).games).toEqual([]);
  });

  it('GIVEN games paired THEN no more declaring', () => {
    const c = paired(fresh(), null, null);
    expectCode(declareAssault(c, AX, 'A1', 'A2'), 'fireteam/wrong-campaign-stage');
    expectCode(pairAssaults(c, RULES), 'fireteam/wrong-campaign-stage');
  });
});

describe('points (Forces)', () => {
  it('GIVEN an encounter THEN both sides 6 points of reinforcements on 8 of core', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['A4', 'A3']);
    expect(unwrap(gameBudget(c, 't1-g1', AX))).toEqual({ core: 8, reinforcements: 6 });
    expect(unwrap(gameBudget(c, 't1-g1', RU))).toEqual({ core: 8, reinforcements: 6 });
    expectCode(allocatePoints(c, AX, { attack: 4, defence: 4 }), 'fireteam/no-attack-defence-games');
  });

  it.each([
    [4, 4, true],
    [5, 3, true],
    [6, 2, true],
    [7, 1, false],
    [3, 5, false],
    [4, 3, false],
    [6, 3, false],
    [4.5, 3.5, false],
  ])('GIVEN attack %s / defence %s THEN allowed = %s', (attack, defence, allowed) => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    expect(allocatePoints(c, AX, { attack, defence }).ok).toBe(allowed);
  });

  it('GIVEN splits THEN each game gives its attacker the attack points and its defender the defence points', () => {
    let c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    expect(unwrap(gameBudget(c, 't1-g1', AX))).toEqual({ core: 8 });
    c = unwrap(allocatePoints(c, AX, { attack: 6, defence: 2 }));
    c = unwrap(allocatePoints(c, RU, { attack: 5, defence: 3 }));
    expect(unwrap(gameBudget(c, 't1-g1', AX)).reinforcements).toBe(6);
    expect(unwrap(gameBudget(c, 't1-g1', RU)).reinforcements).toBe(3);
    expect(unwrap(gameBudget(c, 't1-g2', RU)).reinforcements).toBe(5);
    expect(unwrap(gameBudget(c, 't1-g2', AX)).reinforcements).toBe(2);
    expectCode(gameBudget(c, 't9-g9', AX), 'fireteam/unknown-game');
  });

  it('GIVEN the declaring stage THEN no split yet', () => {
    expectCode(allocatePoints(fresh(), AX, { attack: 4, defence: 4 }), 'fireteam/wrong-campaign-stage');
  });
});

describe('the game a side musters for (Forces)', () => {
  it('GIVEN two attack vs defence games THEN its first without a result, or the one named', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    expect(unwrap(pendingGame(c, AX))?.id).toBe('t1-g1');
    expect(unwrap(pendingGame(c, AX, 'T1-G2'))?.id).toBe('t1-g2');
    const done = unwrap(recordGameResult(c, 't1-g1', AX));
    expect(unwrap(pendingGame(done, AX))?.id).toBe('t1-g2');
    expectCode(pendingGame(done, AX, 't1-g1'), 'fireteam/result-recorded');
    expectCode(pendingGame(c, AX, 't9-g9'), 'fireteam/unknown-game');
  });

  it('GIVEN assaults still being declared THEN no game', () => {
    expect(unwrap(pendingGame(fresh(), AX))).toBeUndefined();
    expectCode(pendingGame(fresh(), AX, 't1-g1'), 'fireteam/unknown-game');
  });
});

describe('results and captures (Battles)', () => {
  it('GIVEN the attacker wins THEN it captures; GIVEN the defender wins THEN the assault fails', () => {
    let c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    c = unwrap(recordGameResult(c, 't1-g1', AX));
    c = unwrap(recordGameResult(c, 't1-g2', 'axis'));
    const r = unwrap(advanceCampaign(c));
    expect(r.captures).toEqual([{ square: 'A2', side: AX }]);
    expect(r.state.owners['A2']).toBe(AX);
    expect(r.state.owners['C3']).toBeUndefined();
    expect([r.state.turn, r.state.stage, r.state.games, r.state.assaults]).toEqual([2, 'declaring', [], {}]);
    expect(r.state.history).toHaveLength(1);
  });

  it('GIVEN a drawn attack THEN the attacker fails to capture', () => {
    let c = paired(fresh(), ['A1', 'A2'], null);
    c = unwrap(recordGameResult(c, 't1-g1', null));
    expect(unwrap(advanceCampaign(c)).captures).toEqual([]);
  });

  it('GIVEN a captured enemy square THEN it changes hands, noting whose it was', () => {
    let c = paired(owning(fresh(), { A2: AX, A3: RU }), ['A2', 'A3'], null);
    c = unwrap(recordGameResult(c, 't1-g1', AX));
    const r = unwrap(advanceCampaign(c));
    expect(r.captures).toEqual([{ square: 'A3', side: AX, from: RU }]);
  });

  it('GIVEN an encounter won THEN the winner takes the square it assaulted; drawn THEN neither', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['A4', 'A3']);
    const won = unwrap(advanceCampaign(unwrap(recordGameResult(c, 't1-g1', RU))));
    expect(won.captures).toEqual([{ square: 'A3', side: RU }]);
    const drawn = unwrap(advanceCampaign(unwrap(recordGameResult(c, 't1-g1', null))));
    expect(drawn.captures).toEqual([]);
    expect(drawn.state.owners).toEqual(fresh().owners);
  });

  it('GIVEN results missing, recorded twice, an unknown game or side THEN refused', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    const r = advanceCampaign(c);
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/results-missing', { games: 't1-g1, t1-g2' }]);
    expectCode(recordGameResult(unwrap(recordGameResult(c, 't1-g1', AX)), 't1-g1', RU), 'fireteam/result-recorded');
    expectCode(recordGameResult(c, 'nope', AX), 'fireteam/unknown-game');
    expectCode(recordGameResult(c, 't1-g1', 'Finns'), 'fireteam/unknown-side');
    expectCode(advanceCampaign(fresh()), 'fireteam/wrong-campaign-stage');
  });
});

describe('a side\'s campaign decisions, whole (campaign turn; Forces; Battles)', () => {
  it('GIVEN an assault given half, or both an assault and hold THEN refused: one or the other', () => {
    expectCode(campaignAssault(fresh(), AX, { from: 'A1' }, RULES), 'fireteam/assault-or-hold');
    expectCode(campaignAssault(fresh(), AX, { to: 'A2' }, RULES), 'fireteam/assault-or-hold');
    expectCode(campaignAssault(fresh(), AX, { hold: true, from: 'A1', to: 'A2' }, RULES), 'fireteam/assault-or-hold');
    expectCode(campaignAssault(fresh(), AX, {}, RULES), 'fireteam/assault-or-hold');
  });

  it('GIVEN the first side declares THEN kept, not revealed; GIVEN the second THEN the games are paired and revealed', () => {
    const first = unwrap(campaignAssault(fresh(), AX, { from: 'A1', to: 'A2' }, RULES));
    expect([first.revealed, first.choice, first.state.stage, first.state.games]).toEqual([false, { from: 'A1', to: 'A2' }, 'declaring', []]);
    const second = unwrap(campaignAssault(first.state, RU, { hold: true }, RULES));
    expect([second.revealed, second.choice]).toEqual([true, { hold: true }]);
    expect(second.state.games.map((g) => g.attacker)).toEqual([AX]);
    expect(second.state).toEqual(paired(fresh(), ['A1', 'A2'], null));
    expectCode(campaignAssault(fresh(), AX, { from: 'A1', to: 'C4' }, RULES), 'fireteam/not-adjacent');
  });

  it('GIVEN the points split THEN revealed once both sides have', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    const one = unwrap(splitPoints(c, AX, { attack: 6, defence: 2 }));
    expect(one.revealed).toBe(false);
    const two = unwrap(splitPoints(one.state, RU, { attack: 4, defence: 4 }));
    expect(two.revealed).toBe(true);
    expect(two.state.allocations).toEqual({ [AX]: { attack: 6, defence: 2 }, [RU]: { attack: 4, defence: 4 } });
    expectCode(splitPoints(c, AX, { attack: 7, defence: 1 }), 'fireteam/bad-allocation');
  });

  it('GIVEN a result THEN exactly one of a winner and a draw; once every game has one THEN the squares change hands and the next turn opens', () => {
    const c = paired(fresh(), ['A1', 'A2'], ['C4', 'C3']);
    expectCode(recordResult(c, 't1-g1', {}), 'fireteam/winner-or-draw');
    expectCode(recordResult(c, 't1-g1', { winner: AX, draw: true }), 'fireteam/winner-or-draw');
    const one = unwrap(recordResult(c, 'T1-G1', { winner: AX }));
    expect([one.game.id, one.game.winner, one.captures, one.state.turn]).toEqual(['t1-g1', AX, undefined, 1]);
    const all = unwrap(recordResult(one.state, 't1-g2', { draw: true }));
    expect(all.game.winner).toBeNull();
    expect(all.captures).toEqual([{ square: 'A2', side: AX }]);
    expect([all.state.turn, all.state.stage]).toEqual([2, 'declaring']);
  });
});
