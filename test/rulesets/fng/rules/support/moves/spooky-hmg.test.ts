import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { spookyOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';

const mission = (over: Partial<FngMission> = {}): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 5, night: true, pefRep: 2, nextPef: 5, nextUnit: 3, ...over });
const SPOOKY: SupportRequest = { id: 'S1', for: 'ac-47', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', aircraft: 'AC-47 "Spooky/Puff" gunship', pilotRep: 5, passes: 2, until: 8 };
function game(figures: TableFigure[], over: Partial<SupportRequest> = {}, more: Partial<FngGame> = {}): FngGame {
  return table([fig('fwf', 'pink', 10, 34, { role: 'squad-leader', rep: 5, gear: ['radio'] }), ...figures], { mission: mission(), support: { ...emptySupport(), next: 2, requests: [{ ...SPOOKY, ...over }] }, ...more });
}
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
/** A swath along the top edge: nobody under it. */
const TOP = { from: { x: 0, y: 1 }, to: { x: 72, y: 1 } };

const gmDice = (es: readonly FngEvent[]) => es.flatMap((e) => (e.kind === 'enemy-dice' ? [e.what] : []));
const dshk = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('cf', id, x, y, { unit: 'vc1', weapon: 'dshk', rep: 4, ...over });

/*
 * The enemy's HMGs when the AC-47 fires (L1931): "not subject to being attacked from the ground,
 * except by HMG or larger ground AA. HMG are allowed a Received Fire Test any time an AC-47 fires on
 * the gaming area, even if the HMG was not in the area attacked, counting the aircraft as Fast Moving.
 * Hits are resolved the same as a hit by a Golden BB attack." The runs here cross the top edge: nobody
 * is under them, so every die after the run's is the enemy's.
 */
describe('HMGs fire at the AC-47 when it fires (L1931)', () => {
  it('GIVEN a DShK 19" off the run and 2 passed on its Received Fire THEN it fires all four dice, the gunship fast moving: 9 hits, the 7s miss; the hit on Aircraft Damage (a 1: two points, the pilot −1 REP); its dice the GM\'s', () => {
    // Received Fire 1, 2 vs REP 4: 2 passed → Fire. DShK [5, 3, 3, 2] + 4: 9 hits; 7, 7 would hit a target in the open but not a fast mover; 6 misses. Aircraft Damage 1.
    const a = args(game([dshk('duc', 40, 20)]), 'fwf', [1, 2, 5, 3, 3, 2, 1]);
    const r = unwrap(spookyOrder(a, { line: TOP }));
    expect(a.roller.remaining).toBe(0);
    expect(gmDice(r.events)).toEqual(["The enemy's HMGs at S1 (L1931): duc (REP 4) Received Fire 2d6 [1, 2] → 2 passed → fires: DShK-46 12.7mm HMG [5, 3, 3, 2] + REP 4, fast moving → 1 hit"]);
    expect(sup(r.events)).toEqual([expect.objectContaining({ kind: 'hmg-fire', id: 'S1', firers: [{ figure: 'cf:duc', fires: true, hits: 1 }], hits: [{ die: 1, points: 2 }], damage: 2, dp: 8, pilotRep: 4 })]);
    expect(r.game.support!.requests[0]).toMatchObject({ damage: 2, pilotRep: 4, state: 'here', passes: 1 });
  });

  it('GIVEN the DShK fails its test, an AK beside it and a DShK in a bunker THEN only the one in the open tests and holds its fire; the AK and the bunker roll nothing', () => {
    const bunker = { name: 'bunker', type: 'bunker' as const, shape: { kind: 'rect' as const, x: 48, y: 18, width: 4, height: 4, rotation: 0 } };
    const a = args(game([dshk('duc', 40, 20), fig('cf', 'an', 41, 20, { unit: 'vc1', weapon: 'ak-47' }), dshk('bao', 50, 20)]), 'fwf', [5, 6], {}, undefined);
    const r = unwrap(spookyOrder({ ...a, table: { board: { kind: 'tabletop', width: 72, height: 36 }, features: [bunker] } }, { line: TOP }));
    expect(a.roller.remaining).toBe(0);
    expect(gmDice(r.events)).toEqual(["The enemy's HMGs at S1 (L1931): duc (REP 4) Received Fire 2d6 [5, 6] → 0 passed → holds his fire"]);
    expect(sup(r.events)).toEqual([expect.objectContaining({ kind: 'hmg-fire', firers: [{ figure: 'cf:duc', fires: false, hits: 0 }], hits: [], damage: 0 })]);
  });

  it('GIVEN no HMG on the table THEN the run rolls no enemy die and says nothing of them', () => {
    const a = args(game([fig('cf', 'an', 41, 20, { unit: 'vc1', weapon: 'ak-47' })]), 'fwf', []);
    const r = unwrap(spookyOrder(a, { line: TOP }));
    expect(gmDice(r.events)).toEqual([]);
    expect(sup(r.events)).toEqual([]);
  });

  it('GIVEN the gunship at 7 of its 8 DP (the aircraft list, L2383) THEN a 1 on Aircraft Damage shoots it down (L1882)', () => {
    const r = unwrap(spookyOrder(args(game([dshk('duc', 40, 20)], { damage: 7 }), 'fwf', [1, 2, 5, 2, 2, 2, 1]), { line: TOP }));
    expect(sup(r.events).map((e) => e.kind)).toEqual(['hmg-fire', 'leaves']);
    expect(sup(r.events)[1]).toMatchObject({ why: 'shot-down' });
    expect(r.game.support!.requests[0]!.state).toBe('spent');
  });

  it('GIVEN its pilot down to 3 of a starting 5 THEN a 1 leaves him at 2, half or less: it goes home (L1889)', () => {
    const r = unwrap(spookyOrder(args(game([dshk('duc', 40, 20)], { pilotRep: 3, startRep: 5 }), 'fwf', [1, 2, 5, 2, 2, 2, 1]), { line: TOP }));
    expect(sup(r.events)[1]).toMatchObject({ kind: 'leaves', why: 'home' });
    expect(r.game.support!.requests[0]).toMatchObject({ state: 'spent', pilotRep: 2 });
  });
});

describe('An HMG in smoke (L773)', () => {
  it('GIVEN the only DShK inside WP smoke THEN it cannot fire: no test, no dice', () => {
    const smoke = { id: 'A1', kind: 'wp-smoke' as const, shape: { kind: 'ellipse' as const, centre: { x: 40, y: 20 }, rx: 2.5, ry: 2.5, rotation: 0 }, by: 'S2', since: 1 };
    const a = args(game([dshk('duc', 40, 20)], {}, { air: { next: 2, areas: [smoke], spots: [], facs: [] } }), 'fwf', []);
    const r = unwrap(spookyOrder(a, { line: TOP }));
    expect(gmDice(r.events)).toEqual([]);
    expect(sup(r.events)).toEqual([]);
  });
});
