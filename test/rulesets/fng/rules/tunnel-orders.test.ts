import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../src/core/views.js';
import { hazardPrivateLines } from '../../../../src/rulesets/fng/play/hazard-texts.js';
import { eventsText } from '../../../../src/rulesets/fng/play/texts.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/mission.js';
import { placeFigures } from '../../../../src/rulesets/fng/rules/order-setup.js';
import { enterTunnelOrder, partyOf, tunnelTurnOrder } from '../../../../src/rulesets/fng/rules/order-tunnel.js';
import { onTable, type FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { viewFng } from '../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../helpers/rules.js';
import { args, at, fig, table } from './table.js';

const MISSION: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 4, sl: 4, night: false, pefRep: 4, nextPef: 1, nextUnit: 1 };
const ENTRANCE = { x: 12, y: 20 };

/** Pink (REP 5) and Kelly (REP 4) beside an entrance, in turn 1 of a mission at EAL 4, the enemy's die 3. */
function start(over: Partial<FngGame> = {}): FngGame {
  return table([fig('fwf', 'pink', 10, 20, { rep: 5 }), fig('fwf', 'kelly', 11, 22), fig('fwf', 'nobles', 30, 30), fig('cf', 'tranh', 40, 20)], { mission: MISSION, sealed: [{ seq: 1, kind: 'mission', entry: { eal: 4 } }], dice: { fwf: 1, cf: 3 }, ...over });
}

/** Down in turn 1 (minimum 5 − 1 = 4 turns), then the game moved on to `turn`. */
function below(turn: number, over: Partial<FngGame> = {}): FngGame {
  const g = unwrap(enterTunnelOrder(args(start(over), 'fwf', [5]), { figures: ['pink', 'kelly'], at: ENTRANCE })).game;
  return { ...g, turn };
}

describe('FNG tunnels in play: entering (L1523–L1531)', () => {
  it('GIVEN two figures within 4" THEN they leave the table as party T1 with Minimum Time Down d6 − (EAL − 3)', () => {
    const a = args(start(), 'fwf', [5]);
    const r = unwrap(enterTunnelOrder(a, { figures: ['pink', 'kelly'], at: ENTRANCE }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.underground?.parties[0]).toMatchObject({ id: 'T1', minimum: 4, turnsDown: 0, figures: ['fwf:pink', 'fwf:kelly'] });
    expect(onTable(at(r.game, 'fwf', 'pink'))).toBe(false);
    expect(at(r.game, 'fwf', 'pink').moved).toBe(true);
  });

  it('GIVEN a third figure by the same entrance that turn, a Coward, one too far, or no mission THEN each is refused', () => {
    const g = below(1);
    const third = { ...g, figures: [...g.figures, fig('fwf', 'able', 12, 21)] };
    expectCode(enterTunnelOrder(args(third, 'fwf', [3]), { figures: ['able'], at: ENTRANCE }), 'fng/tunnel-entrance-full');
    expectCode(enterTunnelOrder(args(start({ figures: [fig('fwf', 'c', 12, 20, { attributes: ['coward'] })] }), 'fwf', [3]), { figures: ['c'], at: ENTRANCE }), 'fng/cowards-stay-out');
    expectCode(enterTunnelOrder(args(start(), 'fwf', [3]), { figures: ['nobles'], at: ENTRANCE }), 'fng/too-far-from-entrance');
    expectCode(enterTunnelOrder(args(start({ mission: undefined }), 'fwf', [3]), { figures: ['pink'], at: ENTRANCE }), 'fng/no-mission');
  });

  it('GIVEN a figure below THEN its player may not place it back on the table, and its turn below waits for the next turn', () => {
    const g = below(1);
    expectCode(placeFigures({ ...args(g, 'fwf', []), gm: false }, [{ figure: 'pink', at: { x: 1, y: 1 } }], {}), 'fng/underground');
    expectCode(tunnelTurnOrder(args(g, 'fwf', [1]), { figure: 'pink' }), 'fng/tunnel-turn-taken');
  });

  it('GIVEN EAL 6 THEN the minimum is 1 turn on a die of 1 to 4 (d6 − 3, at least 1)', () => {
    const g = start({ mission: { ...MISSION, eal: 6 } });
    expect(countFaces(1, (f) => unwrap(enterTunnelOrder(args(g, 'fwf', f), { figures: ['pink'], at: ENTRANCE })).game.underground!.parties[0]!.minimum === 1)).toBe(4);
  });
});

describe('FNG tunnels in play: a turn below (L1533–L1557)', () => {
  it('GIVEN the check under the enemy die THEN nothing is met and a die at least the turns below keeps them exploring', () => {
    const a = args(below(2), 'fwf', [2, 1]);
    const r = unwrap(tunnelTurnOrder(a, { figure: 'kelly' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.underground?.parties[0]).toMatchObject({ turnsDown: 1, lastTurn: 2 });
    const e = r.events[0]!;
    expect(e.kind === 'tunnel-turn' && e.turn.check.encounter).toBe(false);
  });

  it('GIVEN an encounter with an enemy and a lost figure THEN the table hears gunfire and nothing else; the lost stays below', () => {
    // check 3 ≥ die 3; encounter 1 (enemy, −1); survival pink 1+5−4−1−1 = 0 lost, kelly 6+4−4−1−1 = 4 injured; stay 1 ≥ 1.
    const a = args(below(2), 'fwf', [3, 1, 1, 6, 1]);
    const r = unwrap(tunnelTurnOrder(a, { figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    const p = r.game.underground!.parties[0]!;
    expect(p.lost).toEqual([{ figure: 'fwf:pink', hazard: 'enemy' }]);
    expect(p.injured).toEqual(['fwf:kelly']);
    const pub = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(pub).toContain('Gunfire sounds below');
    expect(pub).not.toMatch(/kelly|pink|injur|lost|Survival|enemy/i);
    expect(hazardPrivateLines(r.events, false).join('\n')).toMatch(/LOST[\s\S]*injured/);
    expect(hazardPrivateLines(r.events, false).join('\n')).not.toMatch(/Survival \(L1544\)[^\n]*= /);
  });

  it('GIVEN a trap lost and the rest injured, then they come up THEN the table hears an explosion, then sees Kelly come up Out of the Fight and Pink missing', () => {
    // turn 2: check 4, encounter 2 (trap −1), pink 1 → lost, kelly 6 → 4 injured, stay 6.
    const one = unwrap(tunnelTurnOrder(args(below(2), 'fwf', [4, 2, 1, 6, 6]), { figure: 'kelly' }));
    expect(eventsText(one.events, viewFng(one.game, PUBLIC), 12)).toContain('An explosion sounds below');
    // turn 3: check 1 (nothing), stay 1 < 2 → up, before the minimum 4: no search.
    const a = args({ ...one.game, turn: 3 }, 'fwf', [1, 1]);
    const two = unwrap(tunnelTurnOrder(a, { figure: 'kelly' }));
    expect(a.roller.remaining).toBe(0);
    expect(at(two.game, 'fwf', 'kelly')).toMatchObject({ at: ENTRANCE, status: 'out-of-fight' });
    expect(at(two.game, 'fwf', 'pink').status).toBe('missing');
    expect(partyOf(two.game, 'fwf:kelly')).toBeUndefined();
    const pub = eventsText(two.events, viewFng(two.game, PUBLIC), 12);
    expect(pub).toMatch(/kelly\*\* \(Out of the Fight, L1548\) comes up at 12,20/);
    expect(pub).toMatch(/pink\*\* did not come up: missing in action/);
    expect(hazardPrivateLines(two.events, false).join('\n')).toContain('found nothing');
  });

  it('GIVEN they come up two turns past the minimum THEN Tunnel Success rolls three times: nothing, supplies 1+½d6, intel 1+d6+½EAL', () => {
    const g = { ...below(7), underground: { ...below(7).underground!, parties: [{ ...below(7).underground!.parties[0]!, turnsDown: 5 }] } };
    // check 1; stay 2 < 6 → up; success [2] nothing, [4] supplies ½d6 of 5 = 3, [6] intel d6 4 + 2.
    const a = args(g, 'fwf', [1, 2, 2, 4, 5, 6, 4]);
    const r = unwrap(tunnelTurnOrder(a, { figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    const e = r.events[0]!;
    expect(e.kind === 'tunnel-turn' && e.turn.emerged?.success.vp).toBe(1 + 4 + 7);
    expect(hazardPrivateLines(r.events, false).join('\n')).toContain('half the sealed EAL');
    expect(hazardPrivateLines(r.events, false).join('\n')).not.toContain('12 VP');
    expect(hazardPrivateLines(r.events, true).join('\n')).toContain('→ 12 VP');
    expect(onTable(at(r.game, 'fwf', 'pink'))).toBe(true);
  });

  it('GIVEN a Looter whose die says come up THEN the party searches one more turn and then comes up without the Staying Down die', () => {
    const g0 = start({ figures: [fig('fwf', 'pink', 10, 20, { attributes: ['looter'] })] });
    const g = { ...unwrap(enterTunnelOrder(args(g0, 'fwf', [1]), { figures: ['pink'], at: ENTRANCE })).game, turn: 2 };
    const two = unwrap(tunnelTurnOrder(args({ ...g, underground: { ...g.underground!, parties: [{ ...g.underground!.parties[0]!, turnsDown: 2 }] } }, 'fwf', [1, 1]), { figure: 'pink' }));
    expect(two.game.underground!.parties[0]!.looterTurn).toBe(true);
    const a = args({ ...two.game, turn: 3 }, 'fwf', [1, 1, 1, 1, 1]); // check 1; no Staying Down die; 4 turns past a minimum of 1: four Success dice
    const three = unwrap(tunnelTurnOrder(a, { figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    expect(onTable(at(three.game, 'fwf', 'pink'))).toBe(true);
  });

  it('GIVEN a party below at its second turn THEN the encounter check meets something with probability (7 − die)/6', () => {
    for (const die of [1, 3, 6]) {
      const g = below(2, { dice: { fwf: 1, cf: die } });
      const met = countFaces(1, (f) => {
        const r = unwrap(tunnelTurnOrder(args(g, 'fwf', [...f, 6, 6, 6, 6, 6, 6]), { figure: 'pink' }));
        const e = r.events[0]!;
        return e.kind === 'tunnel-turn' && e.turn.check.encounter;
      });
      expect(met).toBe(7 - die);
    }
  });
});
