import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { helicopterOrder, medevacOrder, type HelicopterInput } from '../../../../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { board, feature, mission, rect, type Board } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Helicopters over the table (L1932–L2057): Sgt Pink (REP 5) at 10,20 and Joe, Out of the Fight, at
 * 12,20; the LZ at 12,22. Each activation is one step of `serial`: land, then load or unload, then
 * take off. A medevac is a UH-1 (DP 5, crew of four); the pilot is REP 4.
 */

const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const LZ = { x: 12, y: 22 };

function game(request: Partial<SupportRequest> & Pick<SupportRequest, 'for'>, more: TableFigure[] = [], night = false): FngGame {
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('fwf', 'joe', 12, 20, { status: 'out-of-fight' }), ...more], {
    mission: mission({ sl: 4, night }),
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, ...request }] },
  });
}

const medevac = (more: TableFigure[] = [], over: Partial<SupportRequest> = {}) => game({ for: 'medevac', at: LZ, ...over }, more);
const s1 = (g: FngGame): SupportRequest => g.support!.requests[0]!;
/** The next activation. */
const next = (g: FngGame): FngGame => ({ ...g, serial: g.serial + 1 });
const fly = (g: FngGame, input: HelicopterInput, faces: number[], table?: Board) => {
  const a = { ...args(g, 'fwf', faces), ...(table ? { table } : {}) };
  const r = unwrap(helicopterOrder(a, input));
  return { ...r, left: a.roller.remaining };
};

describe('A medevac lands, takes the wounded aboard and flies them out (L1940–L1947, L1994–L2010)', () => {
  it('GIVEN a quiet LZ THEN it lands (Piloting 2 passed), loads Joe when next active, and takes off the activation after: he leaves the battle', () => {
    const landed = fly(medevac(), { do: 'land' }, [1, 1, 1, 2]);
    expect(ofKind(landed.events, 'piloting').map((e) => [e.action, e.outcome])).toEqual([['flying', 'treetops'], ['landing', 'ok']]);
    expect(ofKind(landed.events, 'hot-lz')).toEqual([]);
    expect(s1(landed.game).heli).toMatchObject({ mode: 'landed', at: LZ, serial: 1 });
    expect(landed.left).toBe(0);
    // Loading waits for the next activation (L1945).
    expectCode(medevacOrder(args(landed.game, 'fwf', []), { casualties: ['joe'] }), 'fng/helicopter-wait');
    const loaded = unwrap(medevacOrder(args(next(landed.game), 'fwf', []), { casualties: ['joe'] }));
    expect(ofKind(loaded.events, 'helicopter')[0]).toMatchObject({ what: 'loads', figures: ['fwf:joe'] });
    expect(at(loaded.game, 'fwf', 'joe').at).toBeUndefined();
    expectCode(helicopterOrder(args(loaded.game, 'fwf', []), { do: 'take-off' }), 'fng/helicopter-wait');
    // Take-off 2 passed; nobody to fire at it rising; Piloting for the way out, 2 passed.
    const off = fly(next(loaded.game), { do: 'take-off' }, [1, 1, 2, 2]);
    expect(ofKind(off.events, 'lifted')[0]!.casualties).toEqual(['fwf:joe']);
    expect(ofKind(off.events, 'leaves')[0]).toMatchObject({ why: 'done' });
    expect(at(off.game, 'fwf', 'joe').status).toBe('left-battlefield');
    expect(s1(off.game).state).toBe('spent');
    expect(off.left).toBe(0);
  });

  it('GIVEN Minh 8" from the LZ THEN it is hot: a 5 over REP 4 aborts and counts the try; next activation 3 + 1 lands (L2007)', () => {
    const minh = fig('cf', 'minh', 20, 22, { rep: 3 });
    // The way in: treetops over open ground; Minh checks, 1 pass, and ducks back. Hot LZ: 5.
    const first = fly(medevac([minh]), { do: 'land' }, [1, 1, 3, 5, 5]);
    expect(ofKind(first.events, 'hot-lz')[0]).toMatchObject({ die: 5, total: 5, aborts: true });
    expect(s1(first.game)).toMatchObject({ failedLz: 1, heli: { mode: 'flying' } });
    expectCode(helicopterOrder(args(first.game, 'fwf', []), { do: 'land' }), 'fng/helicopter-wait');
    // Minh, ducking back, does not see it; still within 12": hot. 3 + 1 = 4, not over 4: it lands.
    const second = fly(next(first.game), { do: 'land' }, [1, 1, 3, 1, 1]);
    expect(ofKind(second.events, 'hot-lz')[0]).toMatchObject({ total: 4, aborts: false });
    expect(s1(second.game).heli).toMatchObject({ mode: 'landed' });
  });

  it('GIVEN Joe alone, Pink 5" away, or a carry-on figure named THEN refused: a bearer within 3" each (L1945), only casualties for a medevac', () => {
    const down = (g: FngGame): FngGame => next({ ...g, support: { ...g.support!, requests: [{ ...s1(g), heli: { mode: 'landed', at: LZ, serial: 1 } }] } });
    const far = down(game({ for: 'medevac', at: LZ }, []));
    const lonely = { ...far, figures: far.figures.map((f) => (f.id === 'pink' ? { ...f, at: { x: 17, y: 22 } } : f)) };
    expectCode(medevacOrder(args(lonely, 'fwf', []), { casualties: ['joe'] }), 'fng/no-bearers');
    expectCode(medevacOrder(args(down(medevac([fig('fwf', 'kim', 20, 20, { status: 'out-of-fight' })])), 'fwf', []), { casualties: ['kim'] }), 'fng/not-at-lz');
    expectCode(medevacOrder(args(down(medevac()), 'fwf', []), { casualties: ['pink'] }), 'fng/not-a-casualty');
    const three = down(medevac([fig('fwf', 'kim', 13, 22, { status: 'out-of-fight' }), fig('fwf', 'lee', 11, 22, { status: 'stunned' }), fig('fwf', 'mo', 12, 23), fig('fwf', 'ned', 13, 23)], { maxWounded: 2 }));
    expectCode(medevacOrder(args(three, 'fwf', []), { casualties: ['joe', 'kim', 'lee'] }), 'fng/medevac-full');
    expectCode(medevacOrder(args(medevac(), 'fwf', []), { casualties: ['joe'] }), 'fng/helicopter-not-landed');
  });
});

describe('Helicopter Piloting outcomes in play (L1951–L1957)', () => {
  it('GIVEN a botched landing (1 passed) THEN it goes around: a full turn away, back on turn 3', () => {
    const r = fly(medevac(), { do: 'land' }, [1, 1, 1, 6]);
    expect(s1(r.game).heli).toMatchObject({ mode: 'around', turn: 1 });
    expectCode(helicopterOrder(args(next({ ...r.game, turn: 2 }), 'fwf', []), { do: 'land' }), 'fng/helicopter-going-around');
    const back = fly(next({ ...r.game, turn: 3 }), { do: 'land' }, [1, 1, 1, 1]);
    expect(s1(back.game).heli).toMatchObject({ mode: 'landed' });
  });

  it('GIVEN night and inclement weather (REP 4 − 2) and 3, 3 on landing THEN a hard landing: 2d6+1 damage (1, 2 → 4), down at the LZ', () => {
    const g0 = game({ for: 'medevac', at: LZ }, [], true);
    // The weather is the mission's (L1350), no longer said by the order.
    const g = { ...g0, mission: { ...g0.mission!, weather: 'inclement' as const } };
    const r = fly(g, { do: 'land' }, [1, 1, 3, 3, 1, 2]);
    expect(ofKind(r.events, 'piloting')[1]).toMatchObject({ action: 'landing', rep: 2, passes: 0, outcome: 'hard-landing', damagePoints: 4 });
    expect(s1(r.game)).toMatchObject({ damage: 4, heli: { mode: 'landed', at: LZ } });
    expect(r.left).toBe(0);
  });

  it('GIVEN a hard landing past its DP (2d6 6, 6 → 13) THEN it is a wreck where it lies and never flies again', () => {
    const r = fly(medevac(), { do: 'land' }, [1, 1, 6, 6, 6, 6]);
    expect(ofKind(r.events, 'helicopter').map((e) => e.what)).toContain('wreck');
    expect(s1(r.game)).toMatchObject({ state: 'spent', heli: { mode: 'wreck' } });
  });

  it('GIVEN an LZ in the jungle THEN the rotor meets the trees: it crashes straight down (L1944), one Impact worse there', () => {
    const t = board(feature('single-canopy-jungle', rect(10, 21, 4, 4)));
    // Landing passes; Helicopter Crash 3: nose-in, Impact 2 + 1 in the trees to the crew of four.
    const r = fly(medevac(), { do: 'land' }, [1, 1, 1, 1, 3], t);
    expect(ofKind(r.events, 'crash')[0]).toMatchObject({ outcome: 'nose-in', at: LZ, crew: Array(4).fill({ impact: 3, killed: false }) });
    expect(ofKind(r.events, 'leaves')[0]).toMatchObject({ why: 'crashed' });
  });

  const gunship = (more: TableFigure[] = [], over: Partial<SupportRequest> = {}) => game({ for: 'gunship', aircraft: 'uh-1-slick', ...over }, more);
  const HOVER: HelicopterInput = { do: 'hover', at: { x: 30, y: 20 }, from: { x: 0, y: 20 } };

  it('GIVEN a hover with a VC 14" off (out of the way in, within 24") THEN it hovers and he checks (2 passed, 1d6 passed) and shoots: two hits, Helicopter Damage 1 (two points, 1d6 for each of the four aboard) and 4', () => {
    const an = fig('cf', 'an', 40, 30);
    // Then its door gunners react (L2015): REP 5, 5 (1d6 each), Received Fire 6, 6 and 6, 6 — 0 passed: neither fires.
    const r = fly(gunship([an]), HOVER, [1, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 3, 4, 5, 4, 5, 5, 6, 6, 6, 6]);
    expect(ofKind(r.events, 'door-gunners-react')[0]).toMatchObject({ target: 'cf:an', tests: [{ gun: 1, rep: 5, passes: 0, called: 'retire' }, { gun: 2, rep: 5, passes: 0, called: 'retire' }] });
    expect(ofKind(r.events, 'door-guns')).toEqual([]);
    expect(ofKind(r.events, 'helicopter')[0]).toMatchObject({ what: 'hovers', at: { x: 30, y: 20 } });
    expect(ofKind(r.events, 'aa')[0]).toMatchObject({ mode: 'hover', fire: ['cf:an'] });
    expect(ofKind(r.events, 'hover-fire')[0]).toMatchObject({ firers: [{ figure: 'cf:an', hits: 2 }], hits: [{ die: 1, points: 2 }, { die: 4, points: 0 }], damage: 2, dp: 5 });
    expect(ofKind(r.events, 'aboard-hit')[0]).toMatchObject({ crew: 1, figures: [] });
    expect(r.events.filter((e) => e.kind === 'enemy-dice').map((e) => (e.kind === 'enemy-dice' ? e.what : ''))).toEqual([expect.stringMatching(/^Anti-Aircraft Check/), expect.stringMatching(/^Ranged Combat at the helicopter S1 \(L1948\): an AK-47/)]);
    expect(s1(r.game)).toMatchObject({ damage: 2, heli: { mode: 'hovering' } });
    expect(r.left).toBe(0);
  });

  it('GIVEN entering a hover botched (1 passed) THEN it carries on 2d6" (2, 3) and hovers there', () => {
    const r = fly(gunship(), HOVER, [1, 1, 1, 6, 2, 3]);
    expect(s1(r.game).heli).toMatchObject({ mode: 'hovering', at: { x: 35, y: 20 } });
  });

  it('GIVEN a stall entering the hover THEN it is carried 2d6" and lands hard; with a wood in the way it is destroyed, Impact 4 to all aboard', () => {
    const hard = fly(gunship(), HOVER, [1, 1, 6, 6, 2, 2, 1, 1]);
    expect(s1(hard.game)).toMatchObject({ damage: 3, heli: { mode: 'landed', at: { x: 34, y: 20 } } });
    const wood = board(feature('forest', rect(32, 15, 2, 10)));
    const gone = fly(gunship(), HOVER, [1, 1, 6, 6, 2, 2], wood);
    expect(ofKind(gone.events, 'crash')[0]).toMatchObject({ outcome: 'terrain', crew: Array(4).fill({ impact: 4, killed: false }) });
    expect(s1(gone.game)).toMatchObject({ state: 'spent', heli: { mode: 'wreck' } });
  });

  const hovering = (over: Partial<SupportRequest> = {}) => next(gunship([], { heli: { mode: 'hovering', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1 }, ...over }));

  it('GIVEN leaving the hover when next active (1 passed is enough) THEN it flies its passes again; the same activation it may not', () => {
    expectCode(helicopterOrder(args(gunship([], { heli: { mode: 'hovering', at: { x: 30, y: 20 }, serial: 1 } }), 'fwf', []), { do: 'leave' }), 'fng/helicopter-wait');
    const r = fly(hovering(), { do: 'leave' }, [1, 6]);
    expect(s1(r.game)).toMatchObject({ state: 'here', heli: { mode: 'flying' } });
  });

  it('GIVEN a spin leaving the hover (0 passed, 2: left) THEN it turns from east to north and is carried 6"; into a hill, destroyed', () => {
    const r = fly(hovering(), { do: 'leave' }, [6, 6, 2, 3, 3]);
    expect(ofKind(r.events, 'piloting')[0]).toMatchObject({ outcome: 'spin', spin: 'left', inches: 6 });
    expect(s1(r.game).heli).toMatchObject({ mode: 'flying' });
    const hill = board(feature('hill', rect(28, 10, 4, 6)));
    const gone = fly(hovering(), { do: 'leave' }, [6, 6, 2, 3, 3], hill);
    expect(ofKind(gone.events, 'crash')[0]).toMatchObject({ outcome: 'terrain', at: { x: 30, y: 14 } });
  });

  const onGround = (over: Partial<SupportRequest> = {}, aboard: string[] = []) => next(gunship([], { heli: { mode: 'landed', at: LZ, heading: { x: 1, y: 0 }, serial: 1, ...(aboard.length ? { aboard } : {}) }, ...over }));

  it('GIVEN not enough power (1 passed) THEN it stays and tries next activation; a stall (0) carries it 2d6" and down hard', () => {
    const stays = fly(onGround(), { do: 'take-off' }, [1, 6]);
    expect(ofKind(stays.events, 'helicopter')[0]).toMatchObject({ what: 'no-power' });
    expectCode(helicopterOrder(args(stays.game, 'fwf', []), { do: 'take-off' }), 'fng/helicopter-wait');
    const stall = fly(onGround(), { do: 'take-off' }, [6, 6, 1, 2, 1, 1]);
    expect(s1(stall.game)).toMatchObject({ damage: 3, heli: { mode: 'landed', at: { x: 15, y: 22 } } });
  });
});

describe('Insertion and extraction (L1940–L1947)', () => {
  const squad = [fig('fwf', 'kim', 0, 0), fig('fwf', 'lee', 0, 0)].map(({ at: _at, ...f }) => f as TableFigure);
  const slick = () => game({ for: 'gunship', aircraft: 'uh-1-slick' }, squad);

  it('GIVEN Kim and Lee flown in THEN they are aboard, land with it, step out around it the activation after, and it takes off empty to its passes', () => {
    const landed = fly(slick(), { do: 'land', at: { x: 30, y: 20 }, figures: ['kim', 'lee'] }, [1, 1, 1, 1]);
    expect(s1(landed.game).heli).toMatchObject({ mode: 'landed', aboard: ['fwf:kim', 'fwf:lee'] });
    const out = unwrap(helicopterOrder(args(next(landed.game), 'fwf', []), { do: 'unload' }));
    expect([at(out.game, 'fwf', 'kim').at, at(out.game, 'fwf', 'lee').at]).toEqual([{ x: 32, y: 20 }, { x: 28, y: 20 }]);
    expect(at(out.game, 'fwf', 'kim').moved).toBe(true);
    const off = fly(next(out.game), { do: 'take-off' }, [1, 1, 1, 1]);
    expect(s1(off.game)).toMatchObject({ state: 'here', heli: { mode: 'flying' } });
  });

  it('GIVEN a figure already on the table, or more than it seats THEN refused before any die', () => {
    expectCode(helicopterOrder(args(slick(), 'fwf', []), { do: 'land', at: { x: 30, y: 20 }, figures: ['pink'] }), 'fng/already-on-table');
    expectCode(helicopterOrder(args(game({ for: 'medevac', at: LZ, maxWounded: 2 }, squad), 'fwf', []), { do: 'land', figures: ['kim', 'lee', 'kim'] }), 'fng/helicopter-full');
  });

  it('GIVEN Pink and Joe (carried) boarding a landed Slick, then a take-off under fire THEN the crash takes them: Helicopter Crash over the table, straight down where it rose', () => {
    const g = onGroundSlick();
    const loaded = unwrap(helicopterOrder(args(g, 'fwf', []), { do: 'load', figures: ['pink', 'joe'] }));
    expect(s1(loaded.game).heli?.aboard).toEqual(['fwf:pink', 'fwf:joe']);
    // Take-off passes; An (4" off) checks 2 + 1d6 and stands: three hits of his AK-47 at Impact 3, Helicopter
    // Damage 2, 2, 2: three points on the 3 it had, past its DP 5. It crashes straight down: a 6, it explodes.
    const r = fly(next(loaded.game), { do: 'take-off' }, [1, 1, 1, 1, 1, 6, 6, 6, 2, 2, 2, 6]);
    expect(ofKind(r.events, 'hover-fire')[0]).toMatchObject({ damage: 6, dp: 5 });
    expect(ofKind(r.events, 'crash')[0]).toMatchObject({ die: 6, outcome: 'explodes', at: LZ, passengers: ['fwf:pink', 'fwf:joe'] });
    expect([at(r.game, 'fwf', 'pink').status, at(r.game, 'fwf', 'joe').status]).toEqual(['obviously-dead', 'obviously-dead']);
    expect(s1(r.game)).toMatchObject({ state: 'spent', heli: { mode: 'wreck' } });
    expect(r.left).toBe(0);
  });

  function onGroundSlick(): FngGame {
    const an = fig('cf', 'an', 16, 22);
    return next(game({ for: 'gunship', aircraft: 'uh-1-slick', damage: 3, heli: { mode: 'landed', at: LZ, heading: { x: 0, y: 1 }, serial: 1 } }, [an]));
  }
});
