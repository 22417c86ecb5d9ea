import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { helicopterOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import { dropPoint, loachCrewOrder, onObserversSide, type LoachCrewInput } from '../../../../../../src/rulesets/fng/rules/support/moves/order-loach-crew.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { airLines } from '../../../../../../src/rulesets/fng/play/support/air-texts.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';

/*
 * A Loach's observer drops grenades and smoke and fires his personal weapon (L1982; Dropping "Stuff"
 * L2023–L2036; Fast Moving unless hovering, L2016). S1 is an OH-6 over the table in on-table mode at
 * 30,20, flying east, 20" flown this turn (turn 3); Sgt Pink (REP 5) at 10,20.
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const of = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const s1 = (g: FngGame): SupportRequest => g.support!.requests[0]!;
const fours = (n: number): number[] => Array<number>(n).fill(4);

function game(heli: Partial<NonNullable<SupportRequest['heli']>> = {}, more: TableFigure[] = [], over: Partial<SupportRequest> = {}): FngGame {
  const request: SupportRequest = {
    id: 'S1', for: 'gunship', aircraft: 'oh-6-loach', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2,
    heli: { mode: 'flying', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 }, ...heli },
    ...over,
  };
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }), ...more], { turn: 3, serial: 2, dice: { fwf: 4, cf: 2 }, mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
}
const crew = (g: FngGame, input: LoachCrewInput, faces: number[]) => {
  const a = args(g, 'fwf', faces);
  const r = unwrap(loachCrewOrder(a, input));
  return { ...r, left: a.roller.remaining };
};

describe('The observer drops a grenade (L1982, L2023–L2036)', () => {
  it('GIVEN the Loach moving, his REP not yet rolled (3 → 4), 2 passed (1, 2) THEN success: Ranged Combat as in the open, 6 + 4 on the point 25,20; it bursts there, An (at 26,20) caught', () => {
    const r = crew(game({}, [fig('cf', 'an', 26, 20)]), { do: 'drop-grenade', at: { x: 25, y: 20 } }, [3, 1, 2, 6, ...fours(20)]);
    const e = of(r.events, 'loach-drop')[0]!;
    expect(e).toMatchObject({ item: 'grenade', rep: 4, hovering: false, passes: 2, outcome: 'success', aim: { counts: 'open', hit: true }, lands: { x: 25, y: 20 } });
    expect(e.repParts.map((p) => p.faces)).toEqual([[3]]);
    expect(r.events.find((x) => x.kind === 'blast')).toMatchObject({ centre: { x: 25, y: 20 }, impact: 2, caught: ['cf:an'] });
    expect(s1(r.game)).toMatchObject({ observerRep: 4, heli: { observerActed: 2 } });
    expect(airLines(e, (k) => k)[0]).toMatch(/^🪂 S1's observer \(REP 4\) drops a grenade at 25,20 — Dropping "Stuff" \(L2023\): Observer REP \(L1974, 1d6\): \[3\] → 4\. \[1, 2\] → 2 passed: success\. Ranged Combat as if in the open \[6\] → on the point; it bursts at 25,20\.$/);
  });

  it('GIVEN a fumble (6, 6) and 1d6 vs REP passed (1) THEN it falls out harmless: no blast', () => {
    const r = crew(game({}, [], { observerRep: 4 }), { do: 'drop-grenade', at: { x: 25, y: 20 } }, [6, 6, 1]);
    expect(r.left).toBe(0);
    expect(of(r.events, 'loach-drop')[0]).toMatchObject({ outcome: 'falls-out', repParts: [] });
    expect(r.events.some((x) => x.kind === 'blast')).toBe(false);
  });

  it('GIVEN a fumble (6, 6) and 1d6 failed (6) with Kim aboard THEN it goes off inside at Impact 4: Kim tests for damage', () => {
    const r = crew(game({ aboard: ['fwf:kim'] }, [fig('fwf', 'kim', 30, 20, { at: undefined })], { observerRep: 4 }), { do: 'drop-grenade', at: { x: 25, y: 20 } }, [6, 6, 6, ...fours(10)]);
    expect(of(r.events, 'loach-drop')[0]).toMatchObject({ outcome: 'explodes-inside', impactInside: 4 });
    expect(r.events.filter((x) => x.kind === 'damage').map((x) => x.kind === 'damage' && [x.figure, x.impact])).toEqual([['fwf:kim', 4]]);
  });
});

describe('The observer drops smoke (L2023–L2036)', () => {
  it('GIVEN the Loach hovering (3d6: 5, 5, 2 → 1 passed) THEN partial: as in cover, a miss (1), deviating double a mortar round: 1 long, 12" east, smoke at 42,20 for three turns', () => {
    const r = crew(game({ mode: 'hovering' }, [], { observerRep: 4 }), { do: 'drop-smoke' }, [5, 5, 2, 1, 1]);
    expect(r.left).toBe(0);
    expect(of(r.events, 'loach-drop')[0]).toMatchObject({ item: 'smoke', hovering: true, at: { x: 30, y: 20 }, passes: 1, outcome: 'partial', aim: { counts: 'cover', hit: false }, deviation: { die: 1, direction: 'long', inches: 12 }, lands: { x: 42, y: 20 } });
    expect(r.game.air!.areas).toEqual([expect.objectContaining({ kind: 'mark-smoke', by: 'S1', since: 3, until: 5, shape: expect.objectContaining({ centre: { x: 42, y: 20 }, rx: 2.5 }) })]);
  });

  it('GIVEN a fumble (6, 6) and 1d6 failed (6) THEN the smoke stays aboard: Piloting at −2 REP (5 → 3) until turn 5; a later drop passing a die clears it', () => {
    const r = crew(game({}, [], { observerRep: 4 }), { do: 'drop-smoke', at: { x: 25, y: 20 } }, [6, 6, 6]);
    expect(of(r.events, 'loach-drop')[0]).toMatchObject({ outcome: 'smoke-inside' });
    expect(s1(r.game).heli!.smokeInside).toBe(5);
    const next = { ...r.game, serial: 3 };
    const hover = unwrap(helicopterOrder(args(next, 'fwf', [1, 1]), { do: 'hover' }));
    expect(of(hover.events, 'piloting')[0]).toMatchObject({ action: 'entering-hover', rep: 3 });
    const later = { ...r.game, turn: 6, serial: 3, support: { ...r.game.support!, requests: [{ ...s1(r.game), heli: { ...s1(r.game).heli!, onTable: { since: 3, turn: 6, inches: 0, hoverUses: 0 } } }] } };
    const hover6 = unwrap(helicopterOrder(args(later, 'fwf', [1, 1]), { do: 'hover' }));
    expect(of(hover6.events, 'piloting')[0]).toMatchObject({ rep: 5 });
    const cleared = crew(next, { do: 'drop-smoke', at: { x: 25, y: 20 } }, [1, 6, 6, 4]);
    expect(s1(cleared.game).heli!.smokeInside).toBeUndefined();
  });
});

describe('The observer fires his personal weapon (L1982, L2016)', () => {
  it('GIVEN the Loach moving THEN his M-16 (TR 4) fires as Fast Moving: 3 + 4 = 7 misses; hovering, the same dice hit as normal', () => {
    const target = () => [fig('cf', 'an', 40, 20)];
    const moving = crew(game({}, target(), { observerRep: 4 }), { do: 'observer-fire', target: 'an' }, [3, 3, 3, 3, ...fours(20)]);
    const m = of(moving.events, 'loach-fire')[0]!;
    expect(m).toMatchObject({ target: 'cf:an', weapon: 'M-16 / M-16A1 5.56mm', rep: 4, fastMoving: true });
    const hovering = crew(game({ mode: 'hovering' }, target(), { observerRep: 4 }), { do: 'observer-fire', target: 'an' }, [3, 3, 3, 3, ...fours(20)]);
    const h = of(hovering.events, 'loach-fire')[0]!;
    expect(h.fastMoving).toBe(false);
    expect([Object.values(m.result.hits).reduce((x, y) => x + y, 0), Object.values(h.result.hits).reduce((x, y) => x + y, 0)]).toEqual([0, 4]);
    expect(airLines(m, (k) => k)[0]).toMatch(/Fast Moving \(the Loach is moving, L2016\)/);
  });
});

describe('The observer\'s side of the Loach (L2016)', () => {
  it('GIVEN it flies east THEN north of its line (y down: 40,15) is his left, ahead on the line counts, south (40,25) is the door gunner\'s', () => {
    expect(onObserversSide({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 15 })).toBe(true);
    expect(onObserversSide({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 20 })).toBe(true);
    expect(onObserversSide({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 25 })).toBe(false);
    expect(onObserversSide({ x: 30, y: 20 }, { x: 0, y: 1 }, { x: 35, y: 25 })).toBe(true);
  });

  it('GIVEN a VC on its left THEN he fires (one die script: 6 + 4 hits)', () => {
    const r = crew(game({ mode: 'hovering' }, [fig('cf', 'an', 40, 15)], { observerRep: 4 }), { do: 'observer-fire', target: 'an' }, [6, 1, 1, 1, ...fours(20)]);
    expect(of(r.events, 'loach-fire')[0]).toMatchObject({ target: 'cf:an', fastMoving: false });
  });
});

describe('What the observer may not do', () => {
  it('GIVEN what would not work THEN refused before any die, the words saying what would', () => {
    const no = (g: FngGame, input: LoachCrewInput, code: string) => expectCode(loachCrewOrder(args(g, 'fwf', []), input), code);
    no(game({}, [], { aircraft: 'uh-1-slick' }), { do: 'drop-grenade', at: { x: 25, y: 20 } }, 'fng/no-observer');
    no(game({ onTable: undefined }), { do: 'drop-grenade', at: { x: 25, y: 20 } }, 'fng/loach-not-on-table');
    no(game({ observerActed: 2 }), { do: 'drop-grenade', at: { x: 25, y: 20 } }, 'fng/loach-observer-acted');
    no(game(), { do: 'drop-smoke' }, 'fng/no-drop-point');
    no(game(), { do: 'drop-smoke', at: { x: 25, y: 22 } }, 'fng/drop-off-line');
    no(game(), { do: 'drop-smoke', at: { x: 33, y: 20 } }, 'fng/drop-off-line');
    no(game(), { do: 'drop-smoke', at: { x: 8, y: 20 } }, 'fng/drop-off-line');
    no(game({ mode: 'hovering' }), { do: 'drop-smoke', at: { x: 25, y: 20 } }, 'fng/drop-off-line');
    no(game(), { do: 'observer-fire' }, 'fng/no-observer-target');
    // Flying east, y down: 40,25 lies on its right, the door gunner's side (L2016).
    no(game({}, [fig('cf', 'an', 40, 25)]), { do: 'observer-fire', target: 'an' }, 'fng/observer-wrong-side');
    no(game({ mode: 'hovering' }, [fig('cf', 'an', 40, 25)]), { do: 'observer-fire', target: 'an' }, 'fng/observer-wrong-side');
    expect(FNG_MESSAGES['fng/observer-wrong-side']!({ id: 'S1', figure: 'an' })).toMatch(/right.*left \(L2016\)/);
    no(game({}, [fig('cf', 'an', 30, 69)]), { do: 'observer-fire', target: 'an' }, 'fng/out-of-range');
    for (const code of ['fng/loach-observer-acted', 'fng/no-drop-point', 'fng/drop-off-line', 'fng/no-observer-target']) expect(FNG_MESSAGES[code]).toBeDefined();
    expect(FNG_MESSAGES['fng/drop-off-line']!({ at: '30,20', hovering: 'yes' })).toMatch(/beneath it, at 30,20/);
  });

  it('GIVEN the line flown THEN a point 1" off it, back as far as 20", or beneath a hover, is on it', () => {
    const h = game().support!.requests[0]!.heli!;
    expect(dropPoint(game(), h, { x: 10.5, y: 21 }).ok).toBe(true);
    expect(dropPoint(game(), h, { x: 31, y: 19 }).ok).toBe(true);
    expect(dropPoint(game(), { ...h, mode: 'hovering' }, undefined)).toEqual({ ok: true, value: { x: 30, y: 20 } });
    expect(dropPoint({ ...game(), turn: 4 }, h, { x: 25, y: 20 }).ok).toBe(false);
  });
});
