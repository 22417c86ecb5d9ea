import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { hazardPrivateLines } from '../../../../../../src/rulesets/fng/play/hazards/hazard-texts.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { enterTunnelOrder, tunnelTurnOrder } from '../../../../../../src/rulesets/fng/rules/tunnels/moves/order-tunnel.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { detonateOrder, timedFuse } from '../../../../../../src/rulesets/fng/rules/tunnels/moves/tunnel-charges.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';

const MISSION: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 4, sl: 4, night: false, pefRep: 4, nextPef: 1, nextUnit: 1 };
const ENTRANCE = { x: 12, y: 20 };
const STORES = { laws: 0, claymores: 0, c4: 2, satchels: 0 };
const forces = [{ side: 'fwf' as const, name: 'Pink', army: 'us-army', units: [{ id: 'sq1', name: 'Squad', stores: STORES }] }];

/** Pink (REP 5) and Kelly (REP 4) down the entrance in turn 1 (EAL 4, the enemy's die 3), the game then at `turn`. */
function below(turn: number): FngGame {
  const g0 = table([fig('fwf', 'pink', 10, 20, { rep: 5 }), fig('fwf', 'kelly', 11, 22), fig('fwf', 'nobles', 13, 21), fig('cf', 'tranh', 40, 20)], {
    mission: MISSION,
    sealed: [{ seq: 1, kind: 'mission', entry: { eal: 4 } }],
    dice: { fwf: 1, cf: 3 },
    forces,
  });
  const g = unwrap(enterTunnelOrder(args(g0, 'fwf', [5]), { figures: ['pink', 'kelly'], at: ENTRANCE, by: 'bob' })).game;
  return { ...g, turn };
}

/** The turn's end as the phase table plays it: nobody acting. */
const turnEnd = (g: FngGame, faces: number[]) => {
  const a = args({ ...g, acting: undefined, done: [] }, 'fwf', faces);
  return { r: terrainTurnEnd(a.game, { roller: a.roller, rules: a.rules, now: a.now }), roller: a.roller };
};

describe('FNG timed C-4 charges (L784, L1559–L1561)', () => {
  it('GIVEN Kelly rigs a 2-turn charge and readies it at once THEN it goes off at the end of turn 4, not 3; the line does not fire it', () => {
    // Turn 2: check 1 < 3 nothing met; Ready 2d6 [2, 3] vs REP 4 → 2 passed; Staying Down 6.
    const a = args(below(2), 'fwf', [1, 2, 3, 6]);
    const set = unwrap(tunnelTurnOrder(a, { figure: 'kelly', charge: 'section', timer: 2, by: 'bob' }));
    expect(a.roller.remaining).toBe(0);
    expect(set.game.underground!.charges).toEqual([{ entrance: ENTRANCE, kind: 'section', by: 'fwf:kelly', turn: 2, owner: 'bob', fuse: 4 }]);
    expect(set.game.forces[0]!.units[0]!.stores.c4).toBe(1);
    const bob = hazardPrivateLines(set.events, false, 'bob').join('\n');
    expect(bob).toContain('on a 2-turn timer (L784)');
    expect(bob).toContain('2d6 [2, 3] vs REP → 2 passed, readied at once: it goes off at the end of turn 4');
    expect(eventsText(set.events, viewFng(set.game, PUBLIC), 12)).not.toMatch(/C-4|charge|timer/);

    const g3 = { ...set.game, turn: 3 };
    expectCode(detonateOrder(args(g3, 'fwf', []), { figure: 'nobles', at: ENTRANCE, by: 'bob' }), 'fng/no-charges');
    expect(terrainDue({ ...g3, acting: undefined })).toBe(false);
    const t3 = turnEnd(g3, []);
    expect(t3.r.events).toEqual([]);
    expect(t3.r.game.underground!.charges).toHaveLength(1);

    const g4 = { ...t3.r.game, turn: 4 };
    expect(terrainDue({ ...g4, acting: undefined })).toBe(true);
    // Pink d6 1 + 5 − 4 − 1 + 2 = 3 lost; Kelly 6 + 4 − 4 − 1 + 2 = 7 A-OK.
    const t4 = turnEnd(g4, [1, 6]);
    expect(t4.roller.remaining).toBe(0);
    expect(t4.r.game.underground).toMatchObject({ charges: [], collapsed: [{ entrance: ENTRANCE, sections: 1 }] });
    expect(t4.r.game.vp).toEqual([{ turn: 4, source: 'tunnel-section', vp: 1, where: '12,20' }]);
    const party = t4.r.game.underground!.parties[0]!;
    expect(party.lost).toEqual([{ figure: 'fwf:pink', hazard: 'booby-trap', survival: 2 }]);
    expect(party.blasted).toMatchObject([{ turn: 4, survival: [{ figure: 'fwf:pink', outcome: 'lost' }, { figure: 'fwf:kelly', outcome: 'a-ok' }] }]);
    const pub = eventsText(t4.r.events, viewFng(t4.r.game, PUBLIC), 12);
    expect(pub).toContain("Charges set on a timer go off in the tunnel at 12,20 at the turn's end: an explosion below");
    expect(pub).not.toMatch(/pink|kelly|Survival|VP|section|sealed/i);
    // At the turn's end its player (the party's and the charge's) reads it at once, privately (the turn-end hook's news); nobody else.
    const told = hazardPrivateLines(t4.r.events, false, 'bob').join('\n');
    expect(told).toMatch(/Party T1 is below when the charges go off[\s\S]*pink\*\*: d6 \[1\][^\n]*LOST[\s\S]*kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(told).toContain('+1 VP (L1562)');
    expect(hazardPrivateLines(t4.r.events, false, 'dan').join('\n')).toBe('');
  });

  it('GIVEN the blast befell the party THEN its player reads its Survival with its next turn below, only he, and only once', () => {
    const set = unwrap(tunnelTurnOrder(args(below(2), 'fwf', [1, 2, 3, 6]), { figure: 'kelly', charge: 'section', timer: 2, by: 'bob' })).game;
    const blown = turnEnd({ ...set, turn: 4 }, [1, 6]).r.game;
    // Turn 5, Kelly alone on his feet: check 1 nothing met; Staying Down 6.
    const five = unwrap(tunnelTurnOrder(args({ ...blown, turn: 5 }, 'fwf', [1, 6]), { figure: 'kelly', by: 'bob' }));
    const bob = hazardPrivateLines(five.events, false, 'bob').join('\n');
    expect(bob).toContain('Timed charges went off at this entrance at the end of turn 4');
    expect(bob).toMatch(/pink\*\*: d6 \[1\][^\n]*\(the EAL is sealed\) → LOST/);
    expect(bob).toMatch(/kelly\*\*: d6 \[6\][^\n]*A-OK/);
    expect(hazardPrivateLines(five.events, true).join('\n')).toMatch(/pink\*\*: d6 \[1\][^\n]*= 3 → LOST/);
    expect(hazardPrivateLines(five.events, false, 'dan').join('\n')).toBe('');
    expect(eventsText(five.events, viewFng(five.game, PUBLIC), 12)).not.toMatch(/Survival|LOST|pink/);
    expect(five.game.underground!.parties[0]!.blasted).toBeUndefined();
    const six = unwrap(tunnelTurnOrder(args({ ...five.game, turn: 6 }, 'fwf', [1, 6]), { figure: 'kelly', by: 'bob' }));
    expect(hazardPrivateLines(six.events, false, 'bob').join('\n')).not.toContain('Timed charges');
  });

  it('GIVEN the Ready roll fails THEN the charge is readied a turn later and goes off a turn later (turn + timer + 1)', () => {
    // Ready 2d6 [5, 6] vs REP 4 → 0 passed.
    const a = args(below(2), 'fwf', [1, 5, 6, 6]);
    const set = unwrap(tunnelTurnOrder(a, { figure: 'kelly', charge: 'seal', timer: 1, by: 'bob' }));
    expect(set.game.underground!.charges![0]!.fuse).toBe(4);
    expect(hazardPrivateLines(set.events, false, 'bob').join('\n')).toContain('0 passed, not readied until he is next active, a turn later: it goes off at the end of turn 4');
    expect([timedFuse(2, 1, 'ready-now'), timedFuse(2, 1, 'reaction-or-next-active'), timedFuse(2, 4, 'next-active')]).toEqual([3, 4, 7]);
    // A seal caves the entrance in: the table sees that.
    const t = turnEnd({ ...set.game, turn: 4 }, [6, 6]);
    expect(t.r.game.underground!.sealedEntrances).toEqual([ENTRANCE]);
    expect(eventsText(t.r.events, viewFng(t.r.game, PUBLIC), 12)).toContain('The entrance caves in: it is sealed.');
  });

  it('GIVEN a timer without a charge, or one outside 1–4 turns THEN refused', () => {
    expectCode(tunnelTurnOrder(args(below(2), 'fwf', []), { figure: 'kelly', timer: 2 }), 'fng/timer-without-charge');
    expectCode(tunnelTurnOrder(args(below(2), 'fwf', []), { figure: 'kelly', charge: 'section', timer: 5 }), 'fng/bad-timer');
    expectCode(tunnelTurnOrder(args(below(2), 'fwf', []), { figure: 'kelly', charge: 'section', timer: 0 }), 'fng/bad-timer');
    // The timer's 1 to 4 turns are L784's ("to explode in 1 to 4 turns"); L788 is "may not be thrown".
    expect(FNG_MESSAGES['fng/bad-timer']!({ max: 4 })).toBe('A C-4 charge is timed for 1 to 4 turns (L784).');
  });
});
