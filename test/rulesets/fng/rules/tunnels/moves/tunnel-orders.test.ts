import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { hazardPrivateLines } from '../../../../../../src/rulesets/fng/play/hazards/hazard-texts.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { placeFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-setup.js';
import { enterTunnelOrder, partyOf, tunnelTurnOrder } from '../../../../../../src/rulesets/fng/rules/tunnels/moves/order-tunnel.js';
import { onTable, type FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { detonateOrder } from '../../../../../../src/rulesets/fng/rules/tunnels/moves/tunnel-charges.js';
import { tunnelRescueOrder } from '../../../../../../src/rulesets/fng/rules/tunnels/moves/tunnel-rescue.js';
import { comesUpAt } from '../../../../../../src/rulesets/fng/rules/tunnels/tunnels.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

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
    expect(e.kind === 'tunnel-turn' && e.turn.check?.encounter).toBe(false);
  });

  it('GIVEN an encounter with an enemy and a lost figure THEN the table hears gunfire and nothing else; the lost stays below', () => {
    // check 3 ≥ die 3; encounter 1 (enemy, −1); survival pink 1+5−4−1−1 = 0 lost, kelly 6+4−4−1−1 = 4 injured; stay 1 ≥ 1.
    const a = args(below(2), 'fwf', [3, 1, 1, 6, 1]);
    const r = unwrap(tunnelTurnOrder(a, { figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    const p = r.game.underground!.parties[0]!;
    expect(p.lost).toEqual([{ figure: 'fwf:pink', hazard: 'enemy', survival: -1 }]);
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
    expect(e.kind === 'tunnel-turn' && e.turn.emerged?.success?.vp).toBe(1 + 4 + 7);
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
        return e.kind === 'tunnel-turn' && e.turn.check?.encounter === true;
      });
      expect(met).toBe(7 - die);
    }
  });
});

describe('FNG tunnels in play: rescues (L1547, L1553–L1556)', () => {
  /** Turn 2 below: check 3, encounter 5 (an enemy, +2); Pink 1 → 3 lost, Kelly 6 → 7 A-OK; Staying Down 6. */
  const pinkLost = (over: Partial<FngGame> = {}) => unwrap(tunnelTurnOrder(args(below(2, over), 'fwf', [3, 5, 1, 6, 6]), { figure: 'kelly' })).game;

  it('GIVEN Pink lost to an enemy at +2 THEN his record keeps the hazard for his rescuer', () => {
    expect(pinkLost().underground!.parties[0]!.lost).toEqual([{ figure: 'fwf:pink', hazard: 'enemy', survival: 2 }]);
  });

  it('GIVEN Kelly below with him THEN next turn he tries at +1 (d6 + 4 − 4 − 1 + 2 + 1): reaching him on 5 of 6', () => {
    const g = { ...pinkLost(), turn: 3 };
    expect(countFaces(1, (f) => {
      const e = unwrap(tunnelRescueOrder(args(g, 'fwf', f), { rescuers: ['kelly'], figure: 'pink' })).events[0]!;
      return e.kind === 'tunnel-turn' && e.turn.rescue?.reached === true;
    })).toBe(5);
  });

  it('GIVEN Kelly reaches him THEN they come up together the next turn without a die, Pink taking Combat Damage at Impact 4', () => {
    const a = args({ ...pinkLost(), turn: 3 }, 'fwf', [4]);
    const r = unwrap(tunnelRescueOrder(a, { rescuers: ['kelly'], figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.underground!.parties[0]).toMatchObject({ lost: [], rescued: [{ figure: 'fwf:pink', hazard: 'enemy', survival: 2 }], surfacing: true, turnsDown: 2, lastTurn: 3 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).not.toMatch(/pink|kelly|Survival/i);
    expect(hazardPrivateLines(r.events, false).join('\n')).toMatch(/kelly\*\* reaches \*\*pink\*\*[\s\S]*they come up with \*\*pink\*\* next turn/);
    // Turn 4: no check, no Staying Down; 3 turns under the minimum of 4: no search; Pink's damage 2 ≤ 4: Out of the Fight (walking wounded die 6).
    const b = args({ ...r.game, turn: 4 }, 'fwf', [2, 6]);
    const up = unwrap(tunnelTurnOrder(b, { figure: 'kelly' }));
    expect(b.roller.remaining).toBe(0);
    expect(at(up.game, 'fwf', 'pink')).toMatchObject({ at: ENTRANCE, status: 'out-of-fight' });
    expect(at(up.game, 'fwf', 'kelly')).toMatchObject({ at: ENTRANCE, status: 'carry-on' });
    expect(up.game.underground!.parties).toEqual([]);
    expect(up.events.some((e) => e.kind === 'damage' && e.figure === 'fwf:pink' && e.impact === 4)).toBe(true);
    expect(eventsText(up.events, viewFng(up.game, PUBLIC), 12)).toMatch(/kelly\*\* comes up at 12,20, bringing up \*\*pink\*\*/);
  });

  it('GIVEN Kelly fails THEN he is lost as Pink was: the table hears gunfire, and nobody below can move', () => {
    const r = unwrap(tunnelRescueOrder(args({ ...pinkLost(), turn: 3 }, 'fwf', [1]), { rescuers: ['kelly'], figure: 'pink' }));
    const p = r.game.underground!.parties[0]!;
    expect(p.lost.map((l) => l.figure)).toEqual(['fwf:pink', 'fwf:kelly']);
    expect(r.events[0]).toMatchObject({ turn: { heard: 'gunfire', allLost: true } });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('Gunfire sounds below');
  });

  it('GIVEN his party came up without him THEN he stays below, missing, until Able goes down his entrance, searches half his turns, and brings him up', () => {
    // Turn 3: nothing met, Staying Down 1 < 2: Kelly comes up; Pink missing, held below.
    const up = unwrap(tunnelTurnOrder(args({ ...pinkLost(), turn: 3 }, 'fwf', [1, 1]), { figure: 'kelly' })).game;
    expect(at(up, 'fwf', 'pink').status).toBe('missing');
    expect(up.underground!.parties).toMatchObject([{ id: 'T1', figures: ['fwf:pink'] }]);
    // Turn 4: Able, 1" from the entrance, goes down: 3 turns since Pink went down, 2 searching (rounded up).
    const four = { ...up, turn: 4, figures: [...up.figures, fig('fwf', 'able', 12, 21)] };
    const a = args(four, 'fwf', []);
    const down = unwrap(tunnelRescueOrder(a, { rescuers: ['able'], figure: 'pink' }));
    expect(down.game.underground!.parties[1]).toMatchObject({ id: 'T2', figures: ['fwf:able'], rescue: { figure: 'fwf:pink', search: 2 } });
    expect(eventsText(down.events, viewFng(down.game, PUBLIC), 12)).toContain('**able** goes down the tunnel at 12,20');
    expect(hazardPrivateLines(down.events, false).join('\n')).toContain('2 turns searching');
    expect(unwrap(tunnelRescueOrder(args(four, 'fwf', [], { 'fng.tunnel.rescue-half': 'down' }), { rescuers: ['able'], figure: 'pink' })).game.underground!.parties[1]!.rescue!.search).toBe(1);
    // Turn 5: searching, no dice. Turn 6: Survival d6 3 + 4 − 4 − 1 + 2 + 1 = 5, A-OK: he has him.
    const five = unwrap(tunnelTurnOrder(args({ ...down.game, turn: 5 }, 'fwf', []), { figure: 'able' }));
    expect(five.events[0]).toMatchObject({ turn: { rescue: { searching: { done: 1, of: 2 } } } });
    const six = unwrap(tunnelTurnOrder(args({ ...five.game, turn: 6 }, 'fwf', [3]), { figure: 'able' }));
    expect(six.game.underground!.parties).toMatchObject([{ id: 'T2', figures: ['fwf:able', 'fwf:pink'], surfacing: true }]);
    // Turn 7: up with him; a rescue party rolls no Tunnel Success. Pink's damage 6 > 4: knocked down; Recover From Knock Down [1, 1]: Stunned.
    const c = args({ ...six.game, turn: 7 }, 'fwf', [6, 1, 1]);
    const seven = unwrap(tunnelTurnOrder(c, { figure: 'able' }));
    expect(c.roller.remaining).toBe(0);
    expect(at(seven.game, 'fwf', 'pink')).toMatchObject({ at: ENTRANCE, status: 'stunned' });
    expect(seven.game.underground!.parties).toEqual([]);
    expect(seven.game.vp ?? []).toEqual([]);
  });

  it('GIVEN another player of the side THEN Pink\'s loss is not his to know while his party is below: refused as for one not lost; once Pink is missing, he may go', () => {
    const g = { ...pinkLost(), turn: 3 };
    const owned = { ...g, underground: { ...g.underground!, parties: g.underground!.parties.map((p) => ({ ...p, by: 'bob' })) }, figures: [...g.figures, fig('fwf', 'able', 12, 21)] };
    expectCode(tunnelRescueOrder(args(owned, 'fwf', []), { rescuers: ['able'], figure: 'pink', by: 'dan' }), 'fng/not-lost');
    expect(tunnelRescueOrder(args(owned, 'fwf', []), { rescuers: ['able'], figure: 'pink', by: 'bob' }).ok).toBe(true);
    const missing = { ...owned, figures: owned.figures.map((f) => (f.id === 'pink' ? { ...f, status: 'missing' as const } : f)) };
    expect(tunnelRescueOrder(args(missing, 'fwf', []), { rescuers: ['able'], figure: 'pink', by: 'dan' }).ok).toBe(true);
  });

  it('GIVEN one not lost, a rescuer below in another party, or too far from the entrance THEN refused', () => {
    const g = { ...pinkLost(), turn: 3 };
    expectCode(tunnelRescueOrder(args(g, 'fwf', []), { rescuers: ['kelly'], figure: 'nobles' }), 'fng/not-lost');
    expectCode(tunnelRescueOrder(args(g, 'fwf', []), { rescuers: ['nobles'], figure: 'pink' }), 'fng/too-far-from-entrance');
    const other = { ...g, underground: { ...g.underground!, parties: [...g.underground!.parties, { ...g.underground!.parties[0]!, id: 'T9', figures: ['fwf:nobles'], lost: [] }] } };
    expectCode(tunnelRescueOrder(args(other, 'fwf', []), { rescuers: ['nobles'], figure: 'pink' }), 'fng/not-with-lost');
  });
});

describe('FNG tunnels in play: collapsing and sealing (L1559–L1562)', () => {
  const STORES = { laws: 0, claymores: 0, c4: 2, satchels: 0 };
  const forces = [{ side: 'fwf' as const, name: 'Pink', army: 'us-army', units: [{ id: 'sq1', name: 'Squad', stores: STORES }] }];
  const charged = () => {
    const two = unwrap(tunnelTurnOrder(args(below(2, { forces }), 'fwf', [1, 6]), { figure: 'kelly', charge: 'section' }));
    const three = unwrap(tunnelTurnOrder(args({ ...two.game, turn: 3 }, 'fwf', [1, 6]), { figure: 'pink', charge: 'seal' }));
    return { two, three: three.game };
  };

  it('GIVEN Kelly below with C-4 in the stores THEN he sets a charge on the party\'s turn; a block is spent; with none left it is refused', () => {
    const { two, three } = charged();
    expect(two.game.underground!.charges).toEqual([{ entrance: ENTRANCE, kind: 'section', by: 'fwf:kelly', turn: 2 }]);
    expect(two.game.forces[0]!.units[0]!.stores.c4).toBe(1);
    expect(eventsText(two.events, viewFng(two.game, PUBLIC), 12)).not.toMatch(/C-4|charge/);
    expect(hazardPrivateLines(two.events, false).join('\n')).toContain('sets a block of C-4 to collapse a section');
    expect(three.forces[0]!.units[0]!.stores.c4).toBe(0);
    expectCode(tunnelTurnOrder(args({ ...three, turn: 4 }, 'fwf', []), { figure: 'kelly', charge: 'section' }), 'fng/no-c4-left');
  });

  it('GIVEN Nobles at the entrance fires them with the party below THEN +1 VP each, the entrance sealed, and each below rolls Survival against a +2 trap', () => {
    const { three } = charged();
    const g = { ...three, turn: 4, figures: three.figures.map((f) => (f.id === 'nobles' ? { ...f, at: { x: 13, y: 21 } } : f)) };
    // Pink d6 1 + 5 − 4 − 1 + 2 = 3 lost; Kelly 6 + 4 − 4 − 1 + 2 = 7 A-OK.
    const a = args(g, 'fwf', [1, 6]);
    const r = unwrap(detonateOrder(a, { figure: 'nobles', at: ENTRANCE, by: 'bob' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.vp).toEqual([
      { turn: 4, source: 'tunnel-seal', vp: 1, where: '12,20' },
      { turn: 4, source: 'tunnel-section', vp: 1, where: '12,20' },
    ]);
    expect(r.game.underground).toMatchObject({ charges: [], sealedEntrances: [ENTRANCE], collapsed: [{ entrance: ENTRANCE, sections: 1 }] });
    expect(r.game.underground!.parties[0]!.lost).toEqual([{ figure: 'fwf:pink', hazard: 'booby-trap', survival: 2 }]);
    const pub = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(pub).toContain('**nobles** fires the charges laid in the tunnel at 12,20: an explosion below');
    expect(pub).toContain('it is sealed');
    expect(pub).not.toMatch(/pink|kelly|Survival|VP|section/i);
    const bob = hazardPrivateLines(r.events, false, 'bob').join('\n');
    expect(bob).toContain('+2 VP');
    expect(bob).not.toContain('denied');
    expect(hazardPrivateLines(r.events, true).join('\n')).toContain('short of the EAL');
    // Charges Bob's party set are not there for Dan: he cannot fire them, nor learn of them by trying.
    const owned = { ...g, underground: { ...g.underground!, charges: g.underground!.charges!.map((c) => ({ ...c, owner: 'bob' })) } };
    expectCode(detonateOrder(args(owned, 'fwf', []), { figure: 'nobles', at: ENTRANCE, by: 'dan' }), 'fng/no-charges');
    expect(detonateOrder(args(owned, 'fwf', [1, 6]), { figure: 'nobles', at: ENTRANCE, by: 'bob' }).ok).toBe(true);
    const g2 = { ...r.game, turn: 5, figures: [...r.game.figures, fig('fwf', 'able', 12, 21)] };
    expectCode(enterTunnelOrder(args(g2, 'fwf', [3]), { figures: ['able'], at: ENTRANCE }), 'fng/tunnel-sealed');
    expectCode(detonateOrder(args(g2, 'fwf', []), { figure: 'able', at: ENTRANCE }), 'fng/no-charges');
  });

  it('GIVEN REP 4 with a rifle at EAL 4 below at the blast THEN he is lost on 2 of 6 (d6 + 4 − 4 − 1 + 2 ≤ 3)', () => {
    const g0 = start({ forces, figures: [fig('fwf', 'kelly', 11, 22), fig('fwf', 'nobles', 13, 21)] });
    const down = unwrap(enterTunnelOrder(args(g0, 'fwf', [5]), { figures: ['kelly'], at: ENTRANCE })).game;
    const set = unwrap(tunnelTurnOrder(args({ ...down, turn: 2 }, 'fwf', [1, 6]), { figure: 'kelly', charge: 'section' })).game;
    const g = { ...set, turn: 3, figures: set.figures.map((f) => ({ ...f, moved: false, fired: false, busy: false })) };
    expect(countFaces(1, (f) => unwrap(detonateOrder(args(g, 'fwf', f), { figure: 'nobles', at: ENTRANCE })).game.underground!.parties[0]!.lost.length === 1)).toBe(2);
  });

  it('GIVEN a party\'s search found VP THEN they are kept for the mission to count', () => {
    const g = { ...below(7), underground: { ...below(7).underground!, parties: [{ ...below(7).underground!.parties[0]!, turnsDown: 5 }] } };
    const r = unwrap(tunnelTurnOrder(args(g, 'fwf', [1, 2, 2, 4, 5, 6, 4]), { figure: 'pink' }));
    expect(r.game.vp).toEqual([{ turn: 7, source: 'tunnel-search', vp: 12, where: '12,20' }]);
  });
});

describe('FNG tunnels: coming up at a sealed entrance (house rule fng.tunnel.sealed-exit; L1559–L1562 give none)', () => {
  /** Pink and Kelly below since turn 1; the entrance sealed over them since (a charge fired from above). */
  const sealedOver = (turn: number) => {
    const g = below(turn);
    return { ...g, underground: { ...g.underground!, parties: [{ ...g.underground!.parties[0]!, turnsDown: 1 }], sealedEntrances: [ENTRANCE] } };
  };

  it('GIVEN the Staying Down die says come up under the default THEN they cannot: the party stays below, its player told why and what the GM may change; the table hears only that a party is still below', () => {
    // turn 3: check 1 (nothing met), stay 1 < 2 → would come up.
    const a = args(sealedOver(3), 'fwf', [1, 1]);
    const r = unwrap(tunnelTurnOrder(a, { figure: 'kelly' }));
    expect(a.roller.remaining).toBe(0);
    const e = r.events[0]!;
    expect(e.kind === 'tunnel-turn' && [e.turn.sealedExit, e.turn.emerged]).toEqual([true, undefined]);
    expect(onTable(at(r.game, 'fwf', 'pink'))).toBe(false);
    expect(partyOf(r.game, 'fwf:kelly')).toMatchObject({ turnsDown: 2, lastTurn: 3 });
    const own = hazardPrivateLines(r.events, false).join('\n');
    expect(own).toContain('they would come up');
    expect(own).toContain('⛔ The entrance at 12,20 is sealed (L1559): the party cannot come up there and stays below');
    expect(own).toContain('`fng.tunnel.sealed-exit`');
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toBe('🕳️ Tunnel party T1 is still below (tunnel at 12,20).');
    // Next turn they try again: the same dice, the same refusal.
    expect(unwrap(tunnelTurnOrder(args({ ...r.game, turn: 4 }, 'fwf', [1, 1]), { figure: 'kelly' })).events[0]).toMatchObject({ turn: { sealedExit: true } });
  });

  it('GIVEN the die says keep exploring THEN the seal changes nothing that turn', () => {
    const r = unwrap(tunnelTurnOrder(args(sealedOver(2), 'fwf', [1, 6]), { figure: 'kelly' }));
    const e = r.events[0]!;
    expect(e.kind === 'tunnel-turn' && e.turn.sealedExit).toBeUndefined();
  });

  it('GIVEN the house rule set to dig-out THEN they come up at the sealed entrance as usual', () => {
    const a = args(sealedOver(3), 'fwf', [1, 1], { 'fng.tunnel.sealed-exit': 'dig-out' });
    const r = unwrap(tunnelTurnOrder(a, { figure: 'kelly' }));
    expect(at(r.game, 'fwf', 'kelly').at).toEqual(ENTRANCE);
    expect(partyOf(r.game, 'fwf:kelly')).toBeUndefined();
  });

  it('GIVEN another entrance sealed THEN this party comes up at its own under the default', () => {
    const g = sealedOver(3);
    const r = unwrap(tunnelTurnOrder(args({ ...g, underground: { ...g.underground!, sealedEntrances: [{ x: 40, y: 40 }] } }, 'fwf', [1, 1]), { figure: 'kelly' }));
    expect(at(r.game, 'fwf', 'kelly').at).toEqual(ENTRANCE);
  });

  it('GIVEN every case THEN comesUpAt: unsealed always, sealed only by digging out', () => {
    expect([comesUpAt(false, 'refused'), comesUpAt(false, 'dig-out'), comesUpAt(true, 'refused'), comesUpAt(true, 'dig-out')]).toEqual([true, true, false, true]);
    const rule = FNG_HOUSE_RULES.find((h) => h.key === 'fng.tunnel.sealed-exit');
    expect(rule).toMatchObject({ type: 'choice', default: 'refused', choices: ['refused', 'dig-out'] });
  });
});
