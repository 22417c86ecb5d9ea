import { describe, expect, it } from 'vitest';
import { rulesFor, type HouseRuleOverrides } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { reactOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-react.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice, unwrap } from '../../../../../helpers/rules.js';
import { bare, mission, said, SQUAD_FACES } from '../../../helpers/bot.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';

/** The bot's turn after an order (p.60–70): checks, then the enemy's activation, ended and the next begun. */
function turn(g: FngGame, faces: number[], overrides: HouseRuleOverrides = {}) {
  const roller = dice(...faces);
  const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES, overrides), now: NOW });
  return { r, remaining: roller.remaining };
}
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);

const players = () => [fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)];

describe('fngBotTurn', () => {
  it('GIVEN no mission THEN undefined (part 1: the GM moves the enemy); a mission with nothing to do THEN undefined too', () => {
    expect(turn(table(players(), { checks: { doubles: [1] } }), []).r).toBeUndefined();
    expect(turn(table(players(), { mission: mission() }), []).r).toBeUndefined();
  });

  it('GIVEN doubles of 1 and a 3 (event 5, a booby trap) with the FWF higher on the re-roll THEN the Target of the Trap dice pick a, a localized trap hits him', () => {
    const g = table(players(), { mission: mission({ enemy: 'lvc' }), dice: { fwf: 5, cf: 2 }, checks: { doubles: [1] } });
    // Event 3; figure roll-off a 6, b 2; type 1 (localized); damage 6 knocks down, recover 4,4 stunned; b's Man Down 4,4.
    const { r, remaining } = turn(g, [3, 6, 2, 1, 6, 4, 4, 4, 4]);
    expect(remaining).toBe(0);
    expect(r!.game.checks).toBeUndefined();
    expect(bare(r!.pub).slice(0, 3)).toEqual([
      { kind: 'random-event', total: 5, event: 'booby-trap', side: 'fwf', applies: true },
      { kind: 'enemy-dice', what: 'Target of the Trap (L1519): a; the trap is localized' },
      { kind: 'trap', trap: 'a random event', figure: 'fwf:a', type: 'localized', outcome: 'explodes' },
    ]);
    expect(at(r!.game, 'fwf', 'a').status).toBe('stunned');
    expect(r!.gm).toEqual([]);
  });

  it('GIVEN event 5 falling on the VC side (the FWF-only booby trap) THEN told, not applied, no more dice', () => {
    const g = table(players(), { mission: mission({ enemy: 'lvc' }), dice: { fwf: 2, cf: 5 }, checks: { doubles: [1] } });
    const { r, remaining } = turn(g, [3]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([{ kind: 'random-event', total: 5, event: 'booby-trap', side: 'cf', applies: false }]);
    expect(r!.game).toEqual({ ...g, checks: undefined });
  });

  const seven = (over: Partial<FngGame> = {}): FngGame =>
    table([...players(), fig('cf', 'vc9-1', 10, 5, { unit: 'vc9' })], { mission: mission({ enemy: 'lvc', eal: 2, pefRep: 2 }), dice: { fwf: 3, cf: 4 }, checks: { doubles: [], seven: 'cf' }, ...over });

  it('GIVEN a 7 for the enemy, 2 passes THEN EAL 2 table 2d6 (2: a three-man cell) enters at the entry point (3: the centre of the enemy\'s edge, away from the players)', () => {
    const { r, remaining } = turn(seven(), [1, 1, 1, 1, 3, ...SQUAD_FACES()]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([
      { kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'enemy reinforcements enter at 36,1' },
      { kind: 'enemy-arrives', unit: 'three-man-cell', figures: ['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3'], at: { x: 36, y: 1 }, why: 'reinforcements', laid: { leader: { x: 36, y: 1 }, cover: 'none', features: [], open: 3 } },
    ]);
    expect(r!.game.figures.filter((f) => f.unit === 'vc1').map((f) => f.at)).toEqual([{ x: 36, y: 1 }, { x: 38, y: 1 }, { x: 34, y: 1 }]);
    expect(said(r!.gm)).toEqual(['Reinforcements test (2d6 vs EAL 2): 2 passed', 'reinforcement entry 1d6 3: own edge, centre']);
  });

  it('GIVEN a 7 for the enemy, 0 passes THEN none arrive; the pass count stays the GM\'s', () => {
    const { r, remaining } = turn(seven(), [6, 6]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([{ kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'none' }]);
    expect(r!.game.figures).toEqual(seven().figures);
  });

  it('GIVEN a 7 for the enemy with nothing of it on the table THEN a PEF arrives in the section 1d6 names', () => {
    const g = seven({ figures: players(), pefs: [] });
    const { r, remaining } = turn(g, [1, 6, 5]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([{ kind: 'reinforcement-test', side: 'cf', passes: -1, arrival: 'a PEF, P3, in section 5' }]);
    expect(r!.game.pefs).toEqual([{ id: 'P3', at: { x: 36, y: 27 } }]);
    expect(r!.game.mission!.nextPef).toBe(4);
  });

  it('GIVEN a 7 for the FWF THEN its test is told in the channel with its dice', () => {
    const { r, remaining } = turn(seven({ checks: { doubles: [], seven: 'fwf' } }), [6, 6]);
    expect(remaining).toBe(0);
    expect(bare(r!.pub)).toEqual([{ kind: 'reinforcement-test', side: 'fwf', passes: 0, arrival: 'none' }]);
    expect(r!.gm).toEqual([]);
  });

  it('GIVEN a 7 for the FWF at SL 4, 2 passes and 4d6 of 24 THEN "A FAC arrives overhead" (L2091): a FAC over the table from this turn, as an airstrike\'s; 4d6 of 4 the next artillery call counts as a 5', () => {
    const g = seven({ checks: { doubles: [], seven: 'fwf' }, mission: mission({ enemy: 'lvc', eal: 2, pefRep: 2, sl: 4 }) });
    const fac = turn(g, [1, 1, 6, 6, 6, 6]).r!;
    expect(bare(fac.pub).slice(0, 2)).toEqual([
      { kind: 'reinforcement-test', side: 'fwf', passes: 2, arrival: 'fac' },
      { kind: 'support', event: { kind: 'fwf-support', from: 'The Reinforcements test', result: 'fac', id: 'S1', until: g.turn + 11 } },
    ]);
    expect(fac.game.support!.requests[0]).toMatchObject({ id: 'S1', for: 'air', facDue: g.turn, caller: 'fwf:a' });
    const five = turn(g, [1, 1, 1, 1, 1, 1]).r!;
    expect(five.game.support!.callCountsFive).toBe(true);
  });
});

describe('fngBotTurn: the enemy\'s activation', () => {
  it('GIVEN PEF REP 1 and the enemy\'s die 4 THEN no PEF moves, no die is rolled for it; the activation ends and the next turn is rolled', () => {
    const g = table(players(), { mission: mission({ night: true }), pefs: [{ id: 'P1', at: { x: 10, y: 2 } }], acting: 'cf', done: ['fwf'], dice: { fwf: 1, cf: 4 } });
    const { r, remaining } = turn(g, [3, 1]);
    expect(remaining).toBe(0);
    expect(r!.game.pefs).toEqual(g.pefs);
    expect(r!.game).toMatchObject({ turn: 2, acting: 'fwf', dice: { fwf: 3, cf: 1 } });
    expect(kinds(r!.pub)).not.toContain('pef-moved');
    expect(r!.gm).toEqual([]);
  });

  it('GIVEN the enemy\'s fire asks a Star THEN the bot stops with the question pending; answered, it goes on and ends the activation', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5, star: true, role: 'squad-leader' }), fig('cf', 'vc-1', 20, 0, { rep: 3, unit: 'vc1' })], {
      mission: mission({ enemy: 'lvc' }),
      acting: 'cf',
      done: ['fwf'],
      dice: { fwf: 1, cf: 3 },
    });
    // Defensive Tactics (1 against 1), beyond 6": vc-1 fires 3, 2, 1 (all miss); pink's Received Fire asks his player.
    const first = turn(g, [3, 2, 1]);
    expect(first.remaining).toBe(0);
    expect(first.r!.game.pending).toMatchObject({ asked: ['fwf:pink'], question: 'free-will' });
    expect(first.r!.game.acting).toBe('cf');
    expect(kinds(first.r!.pub)).toEqual(['enemy-group', 'shot', 'asked']);
    const b = args(first.r!.game, 'fwf', [2, 6, 5, 4, 3, 1]);
    const answered = unwrap(reactOrder({ ...b, gm: false }, { figure: 'pink', answer: '2' }));
    expect(at(answered.game, 'cf', 'vc-1').status).toBe('obviously-dead');
    const after = turn(answered.game, [5, 1]);
    expect(after.remaining).toBe(0);
    expect(after.r!.game).toMatchObject({ turn: 2, acting: 'fwf', dice: { fwf: 5, cf: 1 } });
    expect(after.r!.game.pending).toBeUndefined();
  });
});
