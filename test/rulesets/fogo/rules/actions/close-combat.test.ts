import { describe, expect, it } from 'vitest';
import { closeCombat, type CloseCombatInput } from '../../../../../src/rulesets/fogo/rules/actions/close-combat.js';
import { addStands, createFogoState, type FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { recordingRoller } from '../../../../../src/core/dice/roller.js';
import { scriptedDice } from '../../../../../src/core/dice/die-source.js';
import { fogoRules } from '../../../../../src/rulesets/fogo/rules/game/house-rule-lookup.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game(
    [
      spec('A', 'rifle-assault'),
      spec('A2', 'rifle-lmg'),
      spec('PC', 'commander', { rating: 2 }),
      spec('HW', 'mmg'),
      spec('SC', 'scout'),
      spec('DR', 'dragoons'),
      spec('VET', 'rifle-assault', { quality: 'veteran' }),
      spec('GRN', 'rifle-assault', { quality: 'green' }),
      spec('TM', 'rifle-assault', { traits: ['timid'] }),
      spec('CT', 'command-team', { rating: 1 }),
    ],
    [
      spec('D', 'rifle-assault'),
      spec('D2', 'rifle-assault'),
      spec('K', 'commissar'),
      spec('BG', 'bow-gang'),
      spec('MG', 'machete-gang', { traits: ['reckless'] }),
      spec('CV', 'civilians'),
      spec('CV2', 'civilians'),
      spec('ESC', 'scout'),
      spec('EPC', 'commander', { rating: 1 }),
    ],
  );

const cc = (attackers: string[], defenders: string[], extra: Partial<CloseCombatInput> = {}): CloseCombatInput => ({
  side: PT,
  attackers,
  defenders,
  ...extra,
});

describe('close combat: opposed d6 (crossfire-core §1.8)', () => {
  it('GIVEN squad against squad THEN each +1, higher total wins, the loser is killed, the initiative kept', () => {
    const roller = dice(5, 3);
    const r = unwrap(closeCombat(base(), cc(['A'], ['D']), roller, RULES));
    expect(r.result.attacker).toMatchObject({ modifier: 1, modifiers: [{ reason: 'squad', value: 1, stand: 'A', rule: 'cc.perSquad' }] });
    expect(r.result.defender).toMatchObject({ side: FR, modifier: 1 });
    expect(r.result.rounds).toHaveLength(1);
    expect(r.result.rounds[0]).toMatchObject({ attacker: { die: 5, total: 6 }, defender: { die: 3, total: 4 } });
    expect(r.result.rounds[0]?.attacker.part).toBe(roller.parts[0]);
    expect(r.result).toMatchObject({ winner: 'attacker', decidedBy: 'roll', initiative: 'keep', changes: [{ stand: 'D', from: 'ok', to: 'killed' }] });
    expect(stand(r.state, 'D').status).toBe('killed');
    expect(stand(r.state, 'A').status).toBe('ok');
  });

  it('GIVEN the attacker loses THEN its stands are killed and the initiative passes', () => {
    const r = unwrap(closeCombat(base(), cc(['A'], ['D'], { attackerSupport: ['PC'] }), dice(1, 6), RULES));
    expect(r.result).toMatchObject({ winner: 'defender', initiative: 'pass' });
    expect(r.result.changes.map((c) => [c.stand, c.to])).toEqual([
      ['A', 'killed'],
      ['PC', 'killed'],
    ]);
    expect(r.state.initiative).toBe(FR);
  });

  it('GIVEN house rule cc.phasingLossPassesInitiative false THEN losing keeps the initiative', () => {
    const r = unwrap(closeCombat(base(), cc(['A'], ['D']), dice(1, 6), rulesWith({ 'cc.phasingLossPassesInitiative': false })));
    expect(r.result.initiative).toBe('keep');
  });

  it('GIVEN ties THEN both sides roll again, as further parts of the same roll', () => {
    const roller = dice(3, 3, 5, 5, 2, 1);
    const r = unwrap(closeCombat(base(), cc(['A'], ['D']), roller, RULES));
    expect(r.result.rounds).toHaveLength(3);
    expect(roller.parts).toHaveLength(6);
    expect(r.result).toMatchObject({ winner: 'attacker', decidedBy: 'roll' });
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN house rule cc.tie DEFENDER_WINS THEN a tie goes to the defender at once', () => {
    const r = unwrap(closeCombat(base(), cc(['A'], ['D']), dice(4, 4), rulesWith({ 'cc.tie': 'DEFENDER_WINS' })));
    expect(r.result).toMatchObject({ winner: 'defender', decidedBy: 'tie-rule' });
    expect(r.result.rounds).toHaveLength(1);
  });

  it('GIVEN house rule cc.loserEffect ALL_SUPPRESSED THEN the losers are suppressed, a suppressed one killed', () => {
    const s = patch(base(), 'D2', { status: 'suppressed' });
    const r = unwrap(closeCombat(s, cc(['A'], ['D', 'D2']), dice(6, 1), rulesWith({ 'cc.loserEffect': 'ALL_SUPPRESSED' })));
    expect(r.result.changes).toEqual([
      { stand: 'D', from: 'ok', to: 'suppressed' },
      { stand: 'D2', from: 'suppressed', to: 'killed' },
    ]);
  });
});

describe('close combat modifiers (crossfire-core §1.8, §2.1–§2.3)', () => {
  const mods = (r: ReturnType<typeof closeCombat>, who: 'attacker' | 'defender') => {
    const v = unwrap(r).result[who];
    return { total: v.modifier, reasons: v.modifiers.map((m) => [m.reason, m.value]) };
  };

  it('GIVEN a supporting Commander THEN his rating; under cc.commander PLUS_ONE a flat +1', () => {
    expect(mods(closeCombat(base(), cc(['A'], ['D'], { attackerSupport: ['PC'] }), dice(6, 1), RULES), 'attacker')).toEqual({
      total: 3,
      reasons: [
        ['squad', 1],
        ['commander', 2],
      ],
    });
    expect(mods(closeCombat(base(), cc(['A'], ['D'], { attackerSupport: ['PC'] }), dice(6, 1), rulesWith({ 'cc.commander': 'PLUS_ONE' })), 'attacker').total).toBe(2);
  });

  it('GIVEN a heavy weapon THEN −1 (and no squad bonus)', () => {
    expect(mods(closeCombat(base(), cc(['HW'], ['D']), dice(6, 1), RULES), 'attacker')).toEqual({ total: -1, reasons: [['heavy-weapon', -1]] });
  });

  it('GIVEN a Scout against a Scout THEN +1 −2', () => {
    expect(mods(closeCombat(base(), cc(['SC'], ['ESC']), dice(6, 1), RULES), 'defender')).toEqual({
      total: -1,
      reasons: [
        ['squad', 1],
        ['scout', -2],
      ],
    });
  });

  it('GIVEN a Bow Gang defending THEN −2; a Machete Gang fights normally', () => {
    expect(mods(closeCombat(base(), cc(['A'], ['BG']), dice(6, 1), RULES), 'defender').reasons).toEqual([
      ['squad', 1],
      ['bow-gang', -2],
    ]);
    expect(mods(closeCombat(base(), cc(['A'], ['MG']), dice(6, 1), RULES), 'defender').reasons).toEqual([['squad', 1]]);
  });

  it('GIVEN a Commissar supporting THEN +2 (and his rating only under commissar.addsRating)', () => {
    expect(mods(closeCombat(base(), cc(['A'], ['D'], { defenderSupport: ['K'] }), dice(6, 1), RULES), 'defender').reasons).toEqual([
      ['squad', 1],
      ['commissar', 2],
    ]);
    const s = patch(base(), 'K', { rating: 1 });
    expect(mods(closeCombat(s, cc(['A'], ['D'], { defenderSupport: ['K'] }), dice(6, 1), rulesWith({ 'commissar.addsRating': true })), 'defender').total).toBe(4);
  });

  it('GIVEN mounted Dragoons THEN +2 over the squad bonus', () => {
    expect(mods(closeCombat(base(), cc(['DR'], ['D']), dice(6, 1), RULES), 'attacker')).toEqual({
      total: 3,
      reasons: [
        ['squad', 1],
        ['mounted-dragoon', 2],
      ],
    });
  });

  it('GIVEN veteran and green stands THEN +1 and −1 (house rules cc.veteran, cc.green)', () => {
    expect(mods(closeCombat(base(), cc(['VET', 'GRN'], ['D']), dice(6, 1), RULES), 'attacker').reasons).toEqual([
      ['squad', 1],
      ['veteran', 1],
      ['squad', 1],
      ['green', -1],
    ]);
  });

  it('GIVEN a Suppressed defender THEN −2; a Pinned one 0 by default, cc.pinned otherwise', () => {
    expect(mods(closeCombat(patch(base(), 'D', { status: 'suppressed' }), cc(['A'], ['D']), dice(6, 1), RULES), 'defender').total).toBe(-1);
    expect(mods(closeCombat(patch(base(), 'D', { status: 'pinned' }), cc(['A'], ['D']), dice(6, 1), RULES), 'defender').total).toBe(1);
    expect(mods(closeCombat(patch(base(), 'D', { status: 'pinned' }), cc(['A'], ['D']), dice(6, 1), rulesWith({ 'cc.pinned': -1 })), 'defender').total).toBe(0);
  });

  it('GIVEN a Command Team attacking alone THEN it fights with its rating and a lone Commander may defend', () => {
    const r = unwrap(closeCombat(base(), cc(['CT'], ['EPC']), dice(2, 3), RULES));
    expect(r.result.attacker.modifiers.map((m) => m.reason)).toEqual(['commander']);
    expect(r.result.defender.modifier).toBe(1);
    expect(r.result.winner).toBe('defender');
  });
});

describe('unarmed civilians in close combat (crossfire-core §2.1)', () => {
  it('GIVEN only civilians defending THEN they are destroyed without a roll', () => {
    const roller = dice();
    const r = unwrap(closeCombat(base(), cc(['A'], ['CV', 'CV2']), roller, RULES));
    expect(r.result).toMatchObject({ winner: 'attacker', decidedBy: 'civilians', rounds: [], initiative: 'keep' });
    expect(r.result.changes.map((c) => c.to)).toEqual(['killed', 'killed']);
    expect(roller.parts).toHaveLength(0);
  });

  it('GIVEN civilians among defenders who win THEN the civilians are still destroyed', () => {
    const r = unwrap(closeCombat(base(), cc(['A'], ['D', 'CV']), dice(1, 6), RULES));
    expect(r.result.winner).toBe('defender');
    expect(stand(r.state, 'CV').status).toBe('killed');
    expect(stand(r.state, 'D').status).toBe('ok');
    expect(r.result.defender.modifiers).toHaveLength(1);
  });
});

describe('who may start a close combat', () => {
  it.each<[string, CloseCombatInput, string]>([
    ['a Timid stand', cc(['TM'], ['D']), 'fogo/timid'],
    ['a Commander alone', cc(['PC'], ['D']), 'fogo/commander-supports-only'],
    ['a Scout against a Rifle Team', cc(['SC'], ['D']), 'fogo/scouts-only'],
    ['mounted Dragoons against a building', cc(['DR'], ['D'], { defendersInStructure: true }), 'fogo/mounted-vs-structure'],
    ['no attackers', cc([], ['D']), 'fogo/no-attackers'],
    ['no defenders', cc(['A'], []), 'fogo/no-defenders'],
    ['a stand twice', cc(['A', 'A'], ['D']), 'fogo/listed-twice'],
    ['an own stand as defender', cc(['A'], ['A2']), 'fogo/own-stand'],
    ['an enemy as attacker', cc(['D'], ['D2']), 'fogo/not-your-stand'],
    ['a rifle team as support', cc(['A'], ['D'], { attackerSupport: ['A2'] }), 'fogo/not-a-commander'],
    ['the wrong side', { ...cc(['D'], ['A']), side: FR }, 'fogo/not-phasing'],
  ])('GIVEN %s THEN %s', (_, input, code) => {
    expectCode(closeCombat(base(), input, dice(6, 1), RULES), code);
  });

  it('GIVEN civilians or a Pinned or Suppressed stand attacking THEN refused', () => {
    const s = game([spec('A', 'rifle-assault')], [spec('CV', 'civilians'), spec('D', 'rifle-assault')], { initiative: FR });
    expectCode(closeCombat(s, { side: FR, attackers: ['CV'], defenders: ['A'] }, dice(), RULES), 'fogo/cannot-initiate');
    expectCode(closeCombat(patch(base(), 'A', { status: 'pinned' }), cc(['A'], ['D']), dice(), RULES), 'fogo/stand-pinned');
    expectCode(closeCombat(patch(base(), 'A', { status: 'suppressed' }), cc(['A'], ['D']), dice(), RULES), 'fogo/stand-suppressed');
  });

  it('GIVEN a hidden defender THEN unknown', () => {
    expectCode(closeCombat(patch(base(), 'D', { hidden: true }), cc(['A'], ['D']), dice(), RULES), 'fogo/unknown-stand');
  });
});

describe('close combat reveals', () => {
  it('GIVEN a hidden attacker THEN the fight reveals it, win or lose', () => {
    let state = createFogoState({ sides: ['A', 'B'], initiative: 'A' });
    if (!state.ok) throw new Error(state.code);
    const a = addStands(state.value, 'A', [{ id: 'HA', type: 'rifle-assault', quality: 'regular', fieldcraft: 1, hidden: true }]);
    if (!a.ok) throw new Error(a.code);
    const b = addStands(a.value, 'B', [{ id: 'DB', type: 'rifle-assault', quality: 'regular', fieldcraft: 1 }]);
    if (!b.ok) throw new Error(b.code);
    const r = closeCombat(b.value, { side: 'A', attackers: ['HA'], defenders: ['DB'] }, recordingRoller(scriptedDice([6, 1])), fogoRules());
    if (!r.ok) throw new Error(r.code);
    expect(r.value.state.stands.find((s) => s.id === 'HA')?.hidden).toBe(false);
    expect(r.value.state.stands.find((s) => s.id === 'DB')?.status).toBe('killed');
  });
});
