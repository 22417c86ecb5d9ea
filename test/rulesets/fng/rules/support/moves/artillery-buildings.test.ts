import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { fireMissionOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Targeting Buildings (L1809): "When a building or Defensive Position is hit by artillery refer to the
 * Damaging Buildings section (page, 41)": Building Penetration, 2d6 vs APR − DV (L1017–L1027). A
 * mortar round is APR 2 (L1796). A hooch (DV 0) at 38–42, 18–22 with Tranh inside; Minh outside it,
 * 2.5" from where the round lands; one round, called on 40,14: 2d6 [1, 1] vs the spotter's REP 5,
 * its 1d6 [3] carrying it 6" to the right of Pink's line, onto 40,20.
 */
const HOOCH: FngFeature = { name: 'Hooch 3', type: 'hooch', shape: { kind: 'rect', x: 38, y: 18, width: 4, height: 4, rotation: 0 } };
const BUNKER: FngFeature = { name: 'Bunker 1', type: 'bunker', structure: 'earth-bunker', shape: { kind: 'rect', x: 38, y: 18, width: 4, height: 4, rotation: 0 } };
const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 6, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
const request = (r: Partial<SupportRequest>): FngGame['support'] => ({ ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', for: 'mortar', weapons: 1, rounds: 1, at: { x: 40, y: 14 }, ...r }] });
const game = (): FngGame =>
  table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('cf', 'tranh', 40, 20), fig('cf', 'minh', 42.5, 20)], { mission, support: request({}) });
const on = (g: FngGame, features: FngFeature[], faces: number[]) => ({ ...args(g, 'fwf', faces), table: { features, board: { kind: 'tabletop' as const, width: 72, height: 36 } } });
const shot = (events: readonly FngEvent[]) => events.find((e): e is Extract<FngEvent, { kind: 'building-fire' }> => e.kind === 'building-fire')?.shot;

describe('a round landing on a structure (L1809)', () => {
  it('GIVEN the round on the hooch, Penetration [1, 1] vs APR 2 − DV 0 THEN it collapses; Tranh under it fails 1d6 (6 vs REP 4: 0 passed) and is Obviously Dead; Minh outside takes the blast', () => {
    const r = unwrap(fireMissionOrder(on(game(), [HOOCH], [1, 1, 3, 1, 1, 6, ...Array<number>(20).fill(3)]), { spotter: 'pink' }));
    expect(shot(r.events)).toMatchObject({ shooter: 'support:S1', round: 'S1 round 1', feature: 'Hooch 3', structure: 'hooch', dv: 0, apr: 2, inside: ['cf:tranh'], penetration: { outcome: 'collapse' }, hooch: [{ figure: 'cf:tranh', dead: true }] });
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:minh'] });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('S1 round 1 (mortar round) lands on Hooch 3 (hooch, DV 0): a structure hit by artillery is damaged as by any APR weapon (L1809)');
  });

  it('GIVEN an earth bunker (DV 5) THEN the mortar\'s APR 2 cannot penetrate: no roll, those inside take Received Fire, not the blast', () => {
    const r = unwrap(fireMissionOrder(on(game(), [BUNKER], [1, 1, 3, ...Array<number>(30).fill(3)]), { spotter: 'pink' }));
    expect(shot(r.events)).toMatchObject({ structure: 'earth-bunker', dv: 5, penetration: { outcome: 'no-penetration' } });
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:minh'] });
    expect(r.events.some((e) => e.kind === 'damage' && e.figure === 'cf:tranh')).toBe(false);
  });

  it('GIVEN no board THEN the round is a blast as before, Tranh caught in it', () => {
    const r = unwrap(fireMissionOrder(args(game(), 'fwf', [1, 1, 3, ...Array<number>(30).fill(3)]), { spotter: 'pink' }));
    expect(shot(r.events)).toBeUndefined();
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:tranh', 'cf:minh'] });
  });
});
