import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { helicopterOrder, type HelicopterInput } from '../../../../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { airLines } from '../../../../../../src/rulesets/fng/play/support/air-texts.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { facOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/*
 * The Loach in on-table mode in play (L1982, rules/support/loach.ts): S1 is an OH-6 over the table, pilot REP 5
 * (FWF reinforcements L2093), in turn 3; the Free World die is 4. Sgt Pink (REP 5) stands at 10,20.
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const s1 = (g: FngGame): SupportRequest => g.support!.requests[0]!;

function game(over: Partial<SupportRequest> = {}, more: TableFigure[] = []): FngGame {
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), ...more], {
    mission: mission({ sl: 4 }),
    turn: 3,
    dice: { fwf: 4, cf: 2 },
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'gunship', aircraft: 'oh-6-loach', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2, ...over }] },
  });
}
const fly = (g: FngGame, input: HelicopterInput, faces: number[]) => {
  const a = args(g, 'fwf', faces);
  const r = unwrap(helicopterOrder(a, input));
  return { ...r, left: a.roller.remaining };
};
/** On the table at 30,20 since turn 3, 20" flown this turn, no hover used. */
const onTable = (over: Partial<NonNullable<SupportRequest['heli']>> = {}) => game({ heli: { mode: 'flying', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 }, ...over } });

describe('The Loach comes on the table and flies (L1982)', () => {
  it('GIVEN do:on-table from 10,10 to 30,10 with nobody about THEN Piloting for its altitude (treetops), it stands over 30,10 in on-table mode, 20" of its 36" used', () => {
    const r = fly(game(), { do: 'on-table', at: { x: 30, y: 10 }, from: { x: 10, y: 10 } }, [1, 1]);
    expect(r.left).toBe(0);
    expect(ofKind(r.events, 'piloting').map((e) => [e.action, e.outcome])).toEqual([['flying', 'treetops']]);
    expect(s1(r.game).heli).toMatchObject({ mode: 'flying', at: { x: 30, y: 10 }, onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 } });
    const e = ofKind(r.events, 'helicopter')[0]!;
    expect(airLines(e, (k) => k).join()).toContain('on-table mode (L1982');
  });

  it('GIVEN 20" flown this turn THEN 16" more is allowed and 17" is refused before any die; next turn it has 36" again', () => {
    expect(fly(onTable(), { do: 'on-table', at: { x: 30, y: 36 } }, [1, 1]).game.support!.requests[0]!.heli!.onTable).toMatchObject({ inches: 36 });
    const a = args(onTable(), 'fwf', []);
    expectCode(helicopterOrder(a, { do: 'on-table', at: { x: 30, y: 37 } }), 'fng/loach-too-far');
    const later = fly({ ...onTable(), turn: 4 }, { do: 'on-table', at: { x: 30, y: 50 } }, [1, 1]);
    expect(s1(later.game).heli!.onTable).toMatchObject({ turn: 4, inches: 30, since: 3 });
  });

  it('GIVEN a VC 6" off the leg THEN on one Piloting pass he takes the Anti-Aircraft Check; standing and firing, a veer-off breaks the leg off where it began', () => {
    // Piloting 1, 6 → AA checks; An 1, 1 then 1 stands and fires; Golden BB 5 dice (REP 5; the door gunner takes one off, never below REP): 1, 6, 6, 6, 6 → veers off;
    // four Helicopter Damage dice 6; the (1-3) home die 5.
    const an = fig('cf', 'an', 40, 26);
    const r = fly(game({ heli: { mode: 'flying', at: { x: 30, y: 20 }, serial: 1, onTable: { since: 3, turn: 3, inches: 0, hoverUses: 0 } } }, [an]), { do: 'on-table', at: { x: 50, y: 20 } }, [1, 6, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 5]);
    expect(ofKind(r.events, 'golden-bb')[0]).toMatchObject({ outcome: 'veers-off' });
    expect(ofKind(r.events, 'helicopter')[0]).toMatchObject({ what: 'aborts', at: { x: 30, y: 20 } });
    expect(s1(r.game).heli!.at).toEqual({ x: 30, y: 20 });
  });
});

describe('The Loach hovers twice a turn and goes off-table next turn (L1982)', () => {
  it('GIVEN it hovers and leaves the hover in one turn THEN each rolls Piloting and uses one of its two; a third is refused', () => {
    const h = fly(onTable(), { do: 'hover' }, [1, 1]);
    expect(ofKind(h.events, 'piloting').map((e) => [e.action, e.outcome])).toEqual([['entering-hover', 'ok']]);
    expect(s1(h.game).heli).toMatchObject({ mode: 'hovering', at: { x: 30, y: 20 }, onTable: { hoverUses: 1 } });
    const l = fly(h.game, { do: 'leave' }, [1, 6]);
    expect(ofKind(l.events, 'piloting').map((e) => [e.action, e.outcome])).toEqual([['leaving-hover', 'ok']]);
    expect(s1(l.game).heli).toMatchObject({ mode: 'flying', at: { x: 30, y: 20 }, onTable: { hoverUses: 2 } });
    expect(s1(l.game).state).toBe('here');
    expectCode(helicopterOrder(args(l.game, 'fwf', []), { do: 'hover' }), 'fng/loach-hovers-spent');
  });

  it('GIVEN one Piloting pass entering the hover THEN it overshoots 2d6" along its heading, counted in its 36"', () => {
    const r = fly(onTable(), { do: 'hover' }, [1, 6, 2, 3]);
    expect(s1(r.game).heli).toMatchObject({ mode: 'hovering', at: { x: 35, y: 20 }, onTable: { inches: 25, hoverUses: 1 } });
  });

  it('GIVEN the turn it came on THEN off-table is refused; the next turn it flies off and is done with on-table mode', () => {
    expectCode(helicopterOrder(args(onTable(), 'fwf', []), { do: 'off-table' }), 'fng/loach-off-table-next-turn');
    const r = fly({ ...onTable(), turn: 4 }, { do: 'off-table' }, []);
    expect(s1(r.game).heli!.onTable).toBeUndefined();
    expect(s1(r.game).heli!.mode).toBe('flying');
  });

  it('GIVEN what would not do THEN refused before any die, in words that say what would', () => {
    expectCode(helicopterOrder(args({ ...game(), dice: { fwf: 6, cf: 2 } }, 'fwf', []), { do: 'on-table', at: { x: 30, y: 10 } }), 'fng/loach-not-active');
    expectCode(helicopterOrder(args(game({ aircraft: 'uh-1-slick' }), 'fwf', []), { do: 'on-table', at: { x: 30, y: 10 } }), 'fng/not-a-loach');
    expectCode(helicopterOrder(args(game(), 'fwf', []), { do: 'on-table' }), 'fng/no-loach-spot');
    expectCode(helicopterOrder(args(game(), 'fwf', []), { do: 'off-table' }), 'fng/loach-not-on-table');
    expectCode(helicopterOrder(args(game({ heli: { mode: 'landed', at: { x: 30, y: 20 }, serial: 1 } }), 'fwf', []), { do: 'on-table', at: { x: 30, y: 10 } }), 'fng/helicopter-not-flying');
    expectCode(helicopterOrder(args(onTable({ mode: 'hovering' }), 'fwf', []), { do: 'on-table', at: { x: 31, y: 20 } }), 'fng/loach-hovering');
    for (const code of ['fng/not-a-loach', 'fng/no-loach-spot', 'fng/loach-not-on-table', 'fng/loach-not-active', 'fng/loach-too-far', 'fng/loach-hovers-spent', 'fng/loach-off-table-next-turn', 'fng/loach-hovering']) expect(FNG_MESSAGES[code]).toBeDefined();
  });
});

describe('The Loach over the table makes no passes (L1982)', () => {
  it('GIVEN a Loach in on-table mode THEN a strike pass is refused before any die, saying how it goes back to its passes', () => {
    const a = args(onTable(), 'fwf', []);
    expectCode(strikeOrder(a, { at: { x: 40, y: 20 }, munition: 'rockets', from: { x: 40, y: 0 } }), 'fng/loach-on-table');
    expect(FNG_MESSAGES['fng/loach-on-table']!({ id: 'S1' })).toMatch(/do:off-table/);
  });
});

describe('The Loach over the table spots as a FAC does (L1982: "a FAC for spotting purposes")', () => {
  it('GIVEN the Loach hovering at 30,20 and a VC 10" off in the open THEN its spotting run from the hover rolls 3d6 (2d6 +1d6 hovering, L1916) against its pilot\'s REP 5: spotted', () => {
    const g = onTable({ mode: 'hovering' });
    const a = args({ ...g, figures: [...g.figures, fig('cf', 'an', 40, 20)] }, 'fwf', [1, 2, 6]);
    const r = unwrap(facOrder(a, { run: 'spot', line: { from: { x: 30, y: 0 }, to: { x: 30, y: 20 } }, support: 'S1', hover: true }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.air!.spots.map((s) => s.target)).toEqual(['vc1']);
  });
});
