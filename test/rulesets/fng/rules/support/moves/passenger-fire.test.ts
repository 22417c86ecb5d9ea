import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { loachCrewOrder, type LoachCrewInput } from '../../../../../../src/rulesets/fng/rules/support/moves/order-loach-crew.js';
import { doorFire, firingPositions, seatSide, sideOf } from '../../../../../../src/rulesets/fng/rules/support/passenger-fire.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { airLines } from '../../../../../../src/rulesets/fng/play/support/air-texts.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';
import { helicopterStats } from '../../../../../../src/rulesets/fng/rules/support/air-lists.js';

/*
 * Passengers firing from the door (FNG 2nd Tour p.90, L2016) and dropping "Stuff" (L2023–L2036) from any
 * helicopter. S1 hovers at 30,20 heading east (y down: north, y < 20, is its left); Kim (REP 4, M-16) and
 * Lee (REP 5) are aboard, Kim boarded first; Sgt Pink (REP 5) at 10,20.
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const of = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const fours = (n: number): number[] => Array<number>(n).fill(4);
const aboard = (): TableFigure[] => [fig('fwf', 'kim', 30, 20, { at: undefined, rep: 4 }), fig('fwf', 'lee', 30, 20, { at: undefined, rep: 5 })];

function game(heli: Partial<NonNullable<SupportRequest['heli']>> = {}, more: TableFigure[] = [], over: Partial<SupportRequest> = {}): FngGame {
  const request: SupportRequest = {
    id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2,
    heli: { mode: 'hovering', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, aboard: ['fwf:kim', 'fwf:lee'], ...heli },
    ...over,
  };
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }), ...aboard(), ...more], { turn: 3, serial: 2, dice: { fwf: 4, cf: 2 }, mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
}
const order = (g: FngGame, input: LoachCrewInput, faces: number[]) => {
  const a = args(g, 'fwf', faces);
  const r = unwrap(loachCrewOrder(a, input));
  return { ...r, left: a.roller.remaining };
};
const no = (g: FngGame, input: LoachCrewInput, code: string) => expectCode(loachCrewOrder(args(g, 'fwf', []), input), code);
const hits = (e: { readonly result: { readonly hits: Readonly<Record<string, number>> } }) => Object.values(e.result.hits).reduce((x, y) => x + y, 0);

describe('firing positions by helicopter (L2016)', () => {
  it('GIVEN the lists THEN UH-1s and the UH-34 three a side in the door, the OH-6 its seats, the CH-46 a quarter of 20 (5), the Cobra and Firefly none', () => {
    expect(firingPositions(helicopterStats('uh-1-slick'))).toEqual({ kind: 'side-doors', perSide: 3 });
    expect(firingPositions(helicopterStats('uh-34d-seahorse'))).toEqual({ kind: 'side-doors', perSide: 3 });
    expect(firingPositions(helicopterStats('uh-1b-hog'))).toEqual({ kind: 'side-doors', perSide: 3 });
    expect(firingPositions(helicopterStats('oh-6-loach'))).toEqual({ kind: 'seats' });
    expect(firingPositions(helicopterStats('ch-46-sea-knight'))).toEqual({ kind: 'solid-body', positions: 5 });
    expect(firingPositions(helicopterStats('ah-1g-cobra'))).toEqual({ kind: 'none' });
    expect(firingPositions(helicopterStats('uh-1d-firefly'))).toEqual({ kind: 'none' });
  });

  it('GIVEN the door\'s count this activation THEN a fourth out of one side refused, the other side free; ahead, the side with room; an OH-6 seat its own side; a CH-46 five in all', () => {
    const doors = firingPositions(helicopterStats('uh-1-slick'));
    expect(doorFire(doors, 'left', { left: 2, right: 0 })).toEqual({ ok: true, side: 'left' });
    expect(doorFire(doors, 'left', { left: 3, right: 0 })).toEqual({ ok: false, code: 'fng/door-full' });
    expect(doorFire(doors, 'right', { left: 3, right: 0 })).toEqual({ ok: true, side: 'right' });
    expect(doorFire(doors, undefined, { left: 3, right: 1 })).toEqual({ ok: true, side: 'right' });
    expect(doorFire(doors, undefined, { left: 3, right: 3 })).toEqual({ ok: false, code: 'fng/door-full' });
    const seats = firingPositions(helicopterStats('oh-6-loach'));
    expect([seatSide(0), seatSide(1)]).toEqual(['left', 'right']);
    expect(doorFire(seats, 'right', { left: 0, right: 0 }, 'left')).toEqual({ ok: false, code: 'fng/passenger-wrong-side' });
    expect(doorFire(seats, 'right', { left: 0, right: 0 }, 'right')).toEqual({ ok: true, side: 'right' });
    expect(doorFire(seats, undefined, { left: 0, right: 0 }, 'right')).toEqual({ ok: true, side: 'right' });
    const body = firingPositions(helicopterStats('ch-46-sea-knight'));
    expect(doorFire(body, 'right', { left: 4, right: 0 }).ok).toBe(true);
    expect(doorFire(body, 'right', { left: 4, right: 1 })).toEqual({ ok: false, code: 'fng/door-full' });
    expect(doorFire({ kind: 'none' }, 'left', { left: 0, right: 0 })).toEqual({ ok: false, code: 'fng/no-passenger-fire' });
    expect([sideOf({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 15 }), sideOf({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 25 }), sideOf({ x: 30, y: 20 }, { x: 1, y: 0 }, { x: 40, y: 20 })]).toEqual(['left', 'right', undefined]);
  });
});

describe('a passenger fires out of the door of any helicopter (L2016)', () => {
  it('GIVEN Kim aboard the hovering Slick and a VC on its left THEN his M-16 fires as normal at REP 4 (6s: 4 hits); he has fired; the left door counts one', () => {
    const r = order(game({}, [fig('cf', 'an', 40, 15)]), { do: 'passenger-fire', figure: 'kim', target: 'an' }, [6, 6, 6, 6, ...fours(30)]);
    const e = of(r.events, 'loach-fire')[0]!;
    expect(e).toMatchObject({ id: 'S1', by: 'fwf:kim', target: 'cf:an', rep: 4, fastMoving: false, repParts: [] });
    expect(hits(e)).toBe(4);
    expect(r.game.figures.find((f) => f.id === 'kim')!.fired).toBe(true);
    expect(r.game.support!.requests[0]!.heli!.doorFire).toEqual({ serial: 2, left: 1, right: 0 });
    expect(airLines(e, (k) => k)[0]).toMatch(/^🔫 fwf:kim fires from S1's door at cf:an: M-16.*, TR 4, REP 4, from a helicopter still: as normal \(L2016\)\./);
  });

  it('GIVEN three have fired out of its left door this activation THEN a fourth at a target on the left is refused, one on the right fires; last activation\'s count is forgotten', () => {
    const full = { doorFire: { serial: 2, left: 3, right: 0 } };
    no(game(full, [fig('cf', 'an', 40, 15)]), { do: 'passenger-fire', figure: 'kim', target: 'an' }, 'fng/door-full');
    const right = order(game(full, [fig('cf', 'an', 40, 25)]), { do: 'passenger-fire', figure: 'kim', target: 'an' }, fours(40));
    expect(right.game.support!.requests[0]!.heli!.doorFire).toEqual({ serial: 2, left: 3, right: 1 });
    const old = order(game({ doorFire: { serial: 1, left: 3, right: 3 } }, [fig('cf', 'an', 40, 15)]), { do: 'passenger-fire', figure: 'kim', target: 'an' }, fours(40));
    expect(old.game.support!.requests[0]!.heli!.doorFire).toEqual({ serial: 2, left: 1, right: 0 });
  });

  it('GIVEN a Loach flying on the table (L1982) THEN Lee, second aboard, sits right: fires Fast Moving at a VC on the right (3 + 5 = 8 would hit, Fast Moving misses), refused at one on the left', () => {
    const loach = { mode: 'flying' as const, onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 } };
    const r = order(game(loach, [fig('cf', 'an', 40, 25)], { aircraft: 'oh-6-loach' }), { do: 'passenger-fire', figure: 'lee', target: 'an' }, [3, 3, 3, 3, ...fours(30)]);
    const e = of(r.events, 'loach-fire')[0]!;
    expect(e).toMatchObject({ by: 'fwf:lee', rep: 5, fastMoving: true });
    expect(hits(e)).toBe(0);
    expect(airLines(e, (k) => k)[0]).toMatch(/Fast Moving \(the helicopter is moving, L2016\)/);
    const still = order(game({ onTable: loach.onTable }, [fig('cf', 'an', 40, 25)], { aircraft: 'oh-6-loach' }), { do: 'passenger-fire', figure: 'lee', target: 'an' }, [3, 3, 3, 3, ...fours(30)]);
    expect(hits(of(still.events, 'loach-fire')[0]!)).toBe(4);
    no(game(loach, [fig('cf', 'an', 40, 15)], { aircraft: 'oh-6-loach' }), { do: 'passenger-fire', figure: 'lee', target: 'an' }, 'fng/passenger-wrong-side');
  });

  it('GIVEN a landed CH-46 with five fired this activation THEN a sixth is refused; a Cobra carries nobody to fire', () => {
    no(game({ mode: 'landed', doorFire: { serial: 2, left: 2, right: 3 } }, [fig('cf', 'an', 40, 15)], { aircraft: 'ch-46-sea-knight' }), { do: 'passenger-fire', figure: 'kim', target: 'an' }, 'fng/door-full');
    const fifth = order(game({ mode: 'landed', doorFire: { serial: 2, left: 2, right: 2 } }, [fig('cf', 'an', 40, 15)], { aircraft: 'ch-46-sea-knight' }), { do: 'passenger-fire', figure: 'kim', target: 'an' }, fours(40));
    expect(of(fifth.events, 'loach-fire')[0]).toMatchObject({ fastMoving: false });
    no(game({}, [fig('cf', 'an', 40, 15)], { aircraft: 'ah-1g-cobra' }), { do: 'passenger-fire', figure: 'kim', target: 'an' }, 'fng/no-passenger-fire');
  });
});

describe('a passenger drops "Stuff" from any helicopter\'s hover (L2023–L2036)', () => {
  it('GIVEN Kim (REP 4) in the hovering Slick, 3d6 (1, 2, 6): 2 passed THEN success, Ranged Combat as in the open (6 + 4) on the point beneath it; it bursts there, An caught; no observer\'s REP rolled', () => {
    const r = order(game({}, [fig('cf', 'an', 31, 20)]), { do: 'drop-grenade', figure: 'kim' }, [1, 2, 6, 6, ...fours(30)]);
    const e = of(r.events, 'loach-drop')[0]!;
    expect(e).toMatchObject({ by: 'fwf:kim', rep: 4, hovering: true, passes: 2, outcome: 'success', lands: { x: 30, y: 20 }, repParts: [] });
    expect(r.events.find((x) => x.kind === 'blast')).toMatchObject({ centre: { x: 30, y: 20 }, caught: ['cf:an'] });
    expect(r.game.support!.requests[0]!.observerRep).toBeUndefined();
    expect(r.game.figures.find((f) => f.id === 'kim')!.fired).toBe(true);
    expect(airLines(e, (k) => k)[0]).toMatch(/^🪂 fwf:kim \(REP 4\), aboard S1, drops a grenade at 30,20, hovering \(\+1d6\)/);
  });

  it('GIVEN Lee (REP 5): a fumble (6, 6, 6) and 1d6 vs REP failed (6) THEN the smoke stays aboard the Slick (its pilot at −2 until it clears)', () => {
    const r = order(game(), { do: 'drop-smoke', figure: 'lee' }, [6, 6, 6, 6]);
    expect(r.left).toBe(0);
    expect(of(r.events, 'loach-drop')[0]).toMatchObject({ by: 'fwf:lee', outcome: 'smoke-inside' });
    expect(r.game.support!.requests[0]!.heli!.smokeInside).toBe(5);
  });
});

describe('what a passenger may not do, refused before any die, the words saying what would', () => {
  it('GIVEN each case THEN its code, and its words', () => {
    const vc = [fig('cf', 'an', 40, 15)];
    no(game({ mode: 'landed' }), { do: 'drop-grenade', figure: 'kim' }, 'fng/drop-landed');
    no(game({ mode: 'flying' }, vc), { do: 'passenger-fire', figure: 'kim', target: 'an' }, 'fng/passengers-not-over-table');
    no(game({}, vc), { do: 'passenger-fire', target: 'an' }, 'fng/no-passenger');
    no(game({}, vc), { do: 'passenger-fire', figure: 'pink', target: 'an' }, 'fng/not-aboard');
    no(game({}, vc), { do: 'passenger-fire', figure: 'kim' }, 'fng/no-observer-target');
    no(game({}, vc), { do: 'observer-fire', target: 'an' }, 'fng/no-observer');
    no(game({}, vc), { do: 'drop-smoke' }, 'fng/no-observer');
    no(game({}, vc), { do: 'observer-fire', figure: 'kim', target: 'an' }, 'fng/no-observer');
    no(game({ mode: 'hovering' }, vc), { do: 'drop-smoke', figure: 'kim', at: { x: 36, y: 20 } }, 'fng/drop-off-line');
    const fired = { ...game({}, vc) };
    no({ ...fired, figures: fired.figures.map((f) => (f.id === 'kim' ? { ...f, fired: true } : f)) }, { do: 'passenger-fire', figure: 'kim', target: 'an' }, 'fng/already-fired');
    const words = (code: string, x: Record<string, string>) => FNG_MESSAGES[code]!(x);
    expect(words('fng/no-observer', { id: 'S1', aircraft: 'UH-1 Slick', do: 'observer-fire' })).toMatch(/do:passenger-fire figures:<who>` target:<enemy>/);
    expect(words('fng/no-observer', { id: 'S1', aircraft: 'UH-1 Slick', do: 'drop-smoke' })).toMatch(/do:drop-smoke figures:<who>`/);
    expect(words('fng/drop-landed', { id: 'S1' })).toMatch(/do:hover/);
    expect(words('fng/no-passenger', { id: 'S1', do: 'passenger-fire' })).toMatch(/figures:<who>/);
    expect(words('fng/door-full', { id: 'S1' })).toMatch(/three a side/);
    expect(words('fng/passenger-wrong-side', { id: 'S1', figure: 'lee' })).toMatch(/`lee`.*next to them/);
    expect(words('fng/no-passenger-fire', { id: 'S1', aircraft: 'AH-1G Cobra' })).toMatch(/do:door-guns/);
    expect(words('fng/passengers-not-over-table', { id: 'S1' })).toMatch(/landed or hovering/);
  });
});

describe('a Loach\'s observer with a passenger named', () => {
  it('GIVEN do:observer-fire with figures: on a hovering Loach THEN the observer fires (his kept REP 4), not the passenger', () => {
    const r = order(game({ onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 } }, [fig('cf', 'an', 40, 15)], { aircraft: 'oh-6-loach', observerRep: 4 }), { do: 'observer-fire', figure: 'lee', target: 'an' }, fours(40));
    const e = of(r.events, 'loach-fire')[0]!;
    expect([e.by, e.rep]).toEqual([undefined, 4]);
    expect(r.game.figures.find((f) => f.id === 'lee')!.fired).toBeUndefined();
  });
});
