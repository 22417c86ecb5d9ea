import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { civilianReactionOrder, civiliansOrder, speakLocalFinding, speakOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-civilians.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';

const MISSION: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
const HOOCH: FngFeature = { name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const TABLE = { features: [HOOCH], board: { kind: 'tabletop', width: 60, height: 36 } } as never;
const game = (over: Partial<FngGame> = {}) => table([fig('fwf', 'pink', 29, 12), fig('fwf', 'phil', 28, 12, { attributes: ['fluent'] })], { mission: MISSION, ...over });
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: TABLE });
const HOOCH_AT = { x: 31, y: 12 };

describe('FNG civilians in play (L1130, L1262–L1288)', () => {
  it('GIVEN coastal I Corps (Population Value 3) and a 3 THEN civilians are there: 1/2d6 of them, each 1 + 1/2d6" away, each with an activity', () => {
    // presence 3 ≤ 3; count [3] = 2; distances [1] → 2", [6] → 4"; then the activities [5] working, [6] leaving.
    const a = on(game(), [3, 3, 1, 6, 5, 6]);
    const r = unwrap(civiliansOrder(a, { at: HOOCH_AT }));
    expect(a.roller.remaining).toBe(0);
    const e = r.events[0]!;
    expect(e.kind === 'civilians' && e.scene.civilians.map((c) => [c.distance, c.activity])).toEqual([[2, 'working'], [4, 'leaving-by-road']]);
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('2 of them');
  });

  it('GIVEN a 4 against Population Value 3 THEN none; present in 3 of 6', () => {
    const e = unwrap(civiliansOrder(on(game(), [4]), { at: HOOCH_AT })).events[0]!;
    expect(e.kind === 'civilians' && e.scene.presence.present).toBe(false);
    expect(countFaces(1, (f) => { const x = unwrap(civiliansOrder(on(game(), [...f, 1, 1, 1, 1, 1, 1, 1]), { at: HOOCH_AT })).events[0]!; return x.kind === 'civilians' && x.scene.presence.present; })).toBe(3);
    expectCode(civiliansOrder(on(game({ mission: undefined }), []), { at: HOOCH_AT }), 'fng/no-mission');
  });

  it('GIVEN fire near them THEN the group rolls 2d6 vs REP 2: 2 to cover, 1 fast moves away, 0 prone (1–3) or frozen', () => {
    const react = (f: number[]) => { const e = unwrap(civilianReactionOrder(on(game(), f), { at: HOOCH_AT })).events[0]!; return e.kind === 'civilian-reaction' ? e.reaction : undefined; };
    expect(react([1, 2])).toBe('to-nearest-cover');
    expect(react([1, 6])).toBe('fast-move-away');
    expect(react([6, 6, 3])).toBe('drops-prone');
    expect(react([6, 6, 4])).toBe('freezes');
  });
});

describe('FNG Speak Local with a civilian (L1290–L1305)', () => {
  it('GIVEN Pink (REP 4, not Fluent: 2d6) scoring 2 against EAL 2 scoring 1 THEN more than the civilian: a 1–4 tells of the nearest trap, as data for the enemy\'s rules', () => {
    // Pink [1, 2]; civilian [3, 6]; reveal [4].
    const a = on(game(), [1, 2, 3, 6, 4]);
    const r = unwrap(speakOrder(a, { figure: 'pink' }));
    expect(a.roller.remaining).toBe(0);
    const e = r.events[0]!;
    expect(e.kind === 'speak-local' && e.finding).toEqual({ kind: 'nearest-trap', nextTrapDisarmed: true });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('the nearest booby trap');
  });

  it('GIVEN the EAL sealed THEN the post gives the civilian\'s successes, not his dice (their number is the EAL)', () => {
    const r = unwrap(speakOrder(on(game({ sealed: [{ seq: 1, kind: 'mission', entry: {} }] }), [1, 2, 3, 6, 5]), { figure: 'pink' }));
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(text).toContain("against the civilian's 1 (his dice, the EAL's, are the GM's)");
    expect(text).not.toContain('[3, 6]');
    expect(text).toContain('the nearest PEF');
  });

  it('GIVEN a Fluent speaker (house rule default auto-pass) THEN every PEF is revealed without a roll; equal successes say nothing', () => {
    const fluent = unwrap(speakOrder(on(game(), []), { figure: 'phil' })).events[0]!;
    expect(fluent.kind === 'speak-local' && fluent.finding).toEqual({ kind: 'all-pefs', accompanies: true });
    const same = unwrap(speakOrder(on(game(), [1, 6, 2, 6]), { figure: 'pink' })).events[0]!;
    expect(same.kind === 'speak-local' && same.result.result).toBe('says-nothing');
    expect(speakLocalFinding(same.kind === 'speak-local' ? same.result : ({} as never))).toEqual({ kind: 'nothing' });
  });
});
