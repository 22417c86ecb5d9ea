import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { doorGunsOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { airLines } from '../../../../../../src/rulesets/fng/play/support/air-texts.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Door gunners of a landed or hovering helicopter (lists p.108: "M-60 door gun" left and right on the
 * Slick; crew REP 1d6 each, L1974: (1) 3, (2-4) 4, (5) 5, (6) 6). Pink calls; the Slick S1 sits at 30,20.
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
function game(enemy: TableFigure[], heli: Partial<NonNullable<SupportRequest['heli']>> = {}, over: Partial<SupportRequest> = {}): FngGame {
  const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, heli: { mode: 'landed', at: { x: 30, y: 20 }, serial: 1, ...heli }, ...over };
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }), ...enemy], { mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
}

const n = (k: string): string => k;

describe('Door gunners fire (p.108, L1974)', () => {
  it('GIVEN the Slick landed and a VC 10" off THEN both door gunners roll their REP (2 → 4, 5 → 5) and fire an M-60 each, five dice: one hit kills him; the REPs are kept, once this activation', () => {
    // REPs 2, 5. Gun 1 [5, 2, 2, 2, 2] + 4: 9 hits, 6s miss; gun 2 [1 ×5] + 5: all miss. Combat Damage 1: Obviously Dead.
    const a = args(game([fig('cf', 'tranh', 40, 20)]), 'fwf', [2, 5, 5, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(doorGunsOrder(a, { target: 'tranh' }));
    expect(a.roller.remaining).toBe(0);
    const e = sup(r.events)[0]!;
    expect(e).toMatchObject({ kind: 'door-guns', id: 'S1', target: 'cf:tranh', weapon: 'M-60 7.62mm LMG', tr: 5 });
    expect(e.kind === 'door-guns' && e.shots.map((s) => [s.rep, s.result.hits])).toEqual([[4, { 'cf:tranh': 1 }], [5, {}]]);
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(r.game.support!.requests[0]).toMatchObject({ gunnerReps: [4, 5], heli: { gunsFired: 1 } });
    expect(airLines(e as Parameters<typeof airLines>[0], n)[0]).toBe("🔫 S1's door gunners fire at cf:tranh: M-60 7.62mm LMG, TR 5 each — Ranged Combat (L825). Crew REP (L1974, 1d6: 1 → 3, 2–4 → 4, 5 → 5, 6 → 6): [2] [5]. gun 1 (REP 4) [5, 2, 2, 2, 2]: 5+4=9 hit, 2+4=6 miss, 2+4=6 miss, 2+4=6 miss, 2+4=6 miss; gun 2 (REP 5) [1, 1, 1, 1, 1]: 1+5=6 miss, 1+5=6 miss, 1+5=6 miss, 1+5=6 miss, 1+5=6 miss.");
    expectCode(doorGunsOrder(args(r.game, 'fwf', []), { target: 'tranh' }), 'fng/door-guns-fired');
  });

  it('GIVEN the REPs rolled before and a new activation THEN no REP dice: the guns fire at once, hovering as landed', () => {
    const g = { ...game([fig('cf', 'tranh', 40, 20)], { mode: 'hovering', gunsFired: 1 }, { gunnerReps: [3, 6] }), serial: 2 };
    const a = args(g, 'fwf', [...Array<number>(10).fill(1), ...Array<number>(30).fill(3)]);
    const r = unwrap(doorGunsOrder(a, { target: 'tranh' }));
    const e = sup(r.events)[0]!;
    expect(e.kind === 'door-guns' && [e.repParts.length, e.shots.map((s) => s.rep)]).toEqual([0, [3, 6]]);
  });

  it('GIVEN what would not work THEN refused, the words saying what would', () => {
    const tranh = fig('cf', 'tranh', 40, 20);
    expectCode(doorGunsOrder(args(game([tranh], { mode: 'flying' }), 'fwf', []), { target: 'tranh' }), 'fng/door-guns-not-sitting');
    expectCode(doorGunsOrder(args(game([tranh], {}, { aircraft: 'ah-1g-cobra' }), 'fwf', []), { target: 'tranh' }), 'fng/no-door-guns');
    expectCode(doorGunsOrder(args(game([tranh]), 'fwf', []), {}), 'fng/no-door-gun-target');
    expectCode(doorGunsOrder(args(game([fig('cf', 'tranh', 30, 69)]), 'fwf', []), { target: 'tranh' }), 'fng/out-of-range');
    const smoke = { id: 'A1', kind: 'wp-smoke' as const, shape: { kind: 'ellipse' as const, centre: { x: 35, y: 20 }, rx: 2.5, ry: 2.5, rotation: 0 }, by: 'S2', since: 1 };
    expectCode(doorGunsOrder(args({ ...game([tranh]), air: { next: 2, areas: [smoke], spots: [], facs: [] } }, 'fwf', []), { target: 'tranh' }), 'fng/smoke-between');
    for (const code of ['fng/door-guns-not-sitting', 'fng/no-door-guns', 'fng/no-door-gun-target', 'fng/door-guns-fired']) expect(FNG_MESSAGES[code]).toBeDefined();
    expect(FNG_MESSAGES['fng/door-guns-not-sitting']!({ id: 'S1' })).toMatch(/do:land.*do:hover/);
  });
});
