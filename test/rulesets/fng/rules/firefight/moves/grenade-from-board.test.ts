import { describe, expect, it } from 'vitest';
import type { Shape } from '../../../../../../src/core/board/geometry.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import type { RuleResult } from '../../../../../../src/core/result.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { launchOrder, throwOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { smokeOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-smoke.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';

/**
 * Grenades and launchers on a loaded table (FNG 2nd Tour, Throwing a Grenade L866–L868 and its example
 * L878; Ball Player L361; LOS L649; Cover & Concealment L807–L815): the throw's distance is measured
 * and told against the thrower's reach, a spot he does not see — behind a hooch, or a man in cover or
 * concealed from him — is thrown at blind, so one pass misses it (L868), and a launcher must see its
 * target and reads his cover from the board, its line giving the distance ("20.5″, in range").
 */

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const feature = (name: string, type: FngFeature['type'], shape: Shape): FngFeature => ({ name, type, shape });
/** A hooch, a brick house, and a strip of jungle down the middle of the table. */
const TABLE = {
  board: { kind: 'tabletop', width: 72, height: 36 } as const,
  features: [
    feature('Hooch 1', 'hooch', rect(10, 10, 2, 2)),
    { ...feature('Brick house', 'building', rect(10, 20, 4, 4)), structure: 'masonry' as const },
    feature('Hooch 2', 'hooch', rect(20, 20, 4, 4)),
    feature('Tree line', 'double-canopy-jungle', rect(30, 0, 6, 20)),
  ],
};
const onBoard = (g: FngGame, faces: number[], gm = false) => ({ ...args(g, 'fwf', faces), table: TABLE, gm });
const kind = <K extends FngEvent['kind']>(events: readonly FngEvent[], k: K) => events.find((e): e is Extract<FngEvent, { kind: K }> => e.kind === k);
const text = (r: { game: FngGame; events: readonly FngEvent[] }) => eventsText(r.events, viewFng(r.game, PUBLIC), 0);
function expectRefusal(r: RuleResult<unknown>, code: string, params: Readonly<Record<string, string | number>>): void {
  expect(r.ok ? 'ok' : r.code).toBe(code);
  if (!r.ok) expect(r.params).toMatchObject(params);
}
/** Ready now (two passes), then one pass of the throw: the row where seeing the spot decides (L868); then 3s for whatever follows. */
const ONE_PASS = [1, 1, 1, 6, ...Array<number>(40).fill(3)];

describe('throwing a grenade on a loaded table', () => {
  it('GIVEN a spot 7" away THEN refused before any die, naming the distance and the 6" reach; a Ball Player reaches it (L866, L361)', () => {
    const g = table([fig('fwf', 'pink', 20, 25)]);
    const a = onBoard(g, [1]);
    expectRefusal(throwOrder(a, { thrower: 'pink', at: { x: 27, y: 25 } }), 'fng/out-of-throw-range', { distance: 7, reach: 6 });
    expect(a.roller.remaining).toBe(1);
    const ball = table([fig('fwf', 'pink', 20, 25, { attributes: ['ball-player'] })]);
    const r = unwrap(throwOrder(onBoard(ball, ONE_PASS), { thrower: 'pink', at: { x: 27, y: 25 } }));
    expect(kind(r.events, 'throw')).toMatchObject({ inches: 7, reach: 9, landing: 'on-spot' });
  });

  it('GIVEN a VC behind the hooch THEN the thrower does not see him: one pass misses (L868), the post naming the hooch; on a bare table it lands', () => {
    const g = table([fig('fwf', 'pink', 8, 11), fig('cf', 'vc-1', 13, 11)]);
    const blind = unwrap(throwOrder(onBoard(g, ONE_PASS), { thrower: 'pink', target: 'vc-1' }));
    expect(kind(blind.events, 'throw')).toMatchObject({ inches: 5, reach: 6, landing: 'missed', unseen: { why: 'across', feature: 'Hooch 1' } });
    expect(kind(blind.events, 'blast')).toBeUndefined();
    expect(text(blind)).toContain('💣 **pink** throws a Hand grenade at 13,11, 5″ of his 6″ (L866); he cannot see the spot — **Hooch 1** stands between them (L815) — so he throws blind (L868): 2d6 [1, 6] → 1 pass: misses the spot');
    const bare = unwrap(throwOrder({ ...args(g, 'fwf', ONE_PASS) }, { thrower: 'pink', target: 'vc-1' }));
    expect(kind(bare.events, 'throw')).toMatchObject({ landing: 'on-spot' });
    expect(kind(bare.events, 'throw')!.unseen).toBeUndefined();
    // Dropped over the wall or through the door (L868, L878), it lands whatever he sees.
    const dropped = unwrap(throwOrder(onBoard(g, ONE_PASS), { thrower: 'pink', target: 'vc-1', dropped: true }));
    expect(kind(dropped.events, 'throw')).toMatchObject({ landing: 'on-spot' });
  });

  it('GIVEN a VC at the jungle edge, in sight but in cover and concealed THEN thrown at blind (L868, the example L878), the post saying what covers him; two passes land', () => {
    const g = table([fig('fwf', 'pink', 26, 10), fig('cf', 'vc-1', 30.5, 10)]);
    const r = unwrap(throwOrder(onBoard(g, ONE_PASS), { thrower: 'pink', target: 'vc-1' }));
    expect(kind(r.events, 'throw')).toMatchObject({ inches: 4.5, landing: 'missed', unseen: { why: 'guarded', figure: 'vc-1', guard: 'in cover + concealed', feature: 'Tree line' } });
    expect(text(r)).toContain('he cannot see the spot — `vc-1` is in cover + concealed (Tree line) — so he throws blind (L868)');
    const two = unwrap(throwOrder(onBoard(g, [1, 1, 1, 1, ...Array<number>(40).fill(3)]), { thrower: 'pink', target: 'vc-1' }));
    expect(kind(two.events, 'throw')).toMatchObject({ landing: 'on-spot' });
    expect(kind(two.events, 'blast')!.caught).toContain('cf:vc-1');
  });

  it('GIVEN a VC in the open THEN he is seen: one pass lands on him', () => {
    const g = table([fig('fwf', 'pink', 20, 25), fig('cf', 'vc-1', 24, 25)]);
    const r = unwrap(throwOrder(onBoard(g, ONE_PASS), { thrower: 'pink', target: 'vc-1' }));
    expect(kind(r.events, 'throw')).toMatchObject({ inches: 4, landing: 'on-spot' });
    expect(kind(r.events, 'throw')!.unseen).toBeUndefined();
  });

  it('GIVEN it lands on one VC with another 1.5" off and a third 2.4" off THEN the blast line gives each caught man his distance from the centre, as the board measures it', () => {
    const g = table([fig('fwf', 'pink', 20, 25), fig('cf', 'vc-1', 24, 25), fig('cf', 'vc-2', 25.5, 25), fig('cf', 'vc-3', 24, 27.4)]);
    const r = unwrap(throwOrder(onBoard(g, ONE_PASS), { thrower: 'pink', target: 'vc-1' }));
    expect(kind(r.events, 'blast')).toMatchObject({ caught: ['cf:vc-1', 'cf:vc-2', 'cf:vc-3'], away: { 'cf:vc-1': 0, 'cf:vc-2': 1.5, 'cf:vc-3': 2.4 } });
    expect(text(r)).toContain('(L882): **vc-1** (0″ from the centre), **vc-2** (1.5″), **vc-3** (2.4″) caught.');
  });

  it('GIVEN a smoke grenade thrown at a spot behind the hooch THEN blind too: one pass misses (L868)', () => {
    const g = table([fig('fwf', 'pink', 8, 11, { gear: ['smoke-grenades'] })]);
    const r = unwrap(smokeOrder(onBoard(g, ONE_PASS), { thrower: 'pink', at: { x: 13, y: 11 } }));
    expect(kind(r.events, 'throw')).toMatchObject({ inches: 5, reach: 6, landing: 'missed', unseen: { why: 'across', feature: 'Hooch 1' } });
  });
});

describe('blast cover read from the board (L876, L1007)', () => {
  /** Ready now, two passes on the throw (it lands), then 3s for the dud test and whatever follows. */
  const LANDS = [1, 1, 1, 1, ...Array<number>(40).fill(3)];

  it('GIVEN a VC inside the brick house and the grenade bursting outside it THEN its walls (DV 3) shield him from Impact 2: he ducks back, unhurt', () => {
    const g = table([fig('fwf', 'pink', 5, 22), fig('cf', 'vc-1', 11, 22)]);
    const r = unwrap(throwOrder(onBoard(g, LANDS), { thrower: 'pink', at: { x: 9.5, y: 22 } }));
    expect(kind(r.events, 'blast')!.caught).toEqual(['cf:vc-1']);
    expect(kind(r.events, 'shielded')).toEqual({ kind: 'shielded', figure: 'cf:vc-1', result: 'duck-back', by: 'Brick house', dv: 3 });
    expect(kind(r.events, 'damage')).toBeUndefined();
    expect(text(r)).toContain('**vc-1** is shielded by the walls of Brick house (DV 3, L1007) at least as strong as the blast (L876): ducks back.');
  });

  it('GIVEN a VC inside a hooch (DV 0) THEN its walls shield nobody: he rolls Combat Damage', () => {
    const g = table([fig('fwf', 'pink', 15, 22), fig('cf', 'vc-1', 21, 22)]);
    const r = unwrap(throwOrder(onBoard(g, LANDS), { thrower: 'pink', at: { x: 19.5, y: 22 } }));
    expect(kind(r.events, 'shielded')).toBeUndefined();
    expect(kind(r.events, 'damage')).toMatchObject({ figure: 'cf:vc-1' });
  });

  it("GIVEN a player naming blast cover on a board THEN refused, nothing rolled; the GM's word counts and the post says so; on a bare table it is attested", () => {
    const g = table([fig('fwf', 'pink', 5, 30), fig('cf', 'vc-1', 11, 30)]);
    const a = onBoard(g, [1]);
    expectRefusal(throwOrder(a, { thrower: 'pink', at: { x: 9.5, y: 30 }, shielded: ['vc-1'] }), 'fng/board-reads-shelter', { figure: 'vc-1' });
    expect(a.roller.remaining).toBe(1);
    const gm = unwrap(throwOrder(onBoard(g, LANDS, true), { thrower: 'pink', at: { x: 9.5, y: 30 }, shielded: ['vc-1'] }));
    expect(kind(gm.events, 'shielded')).toEqual({ kind: 'shielded', figure: 'cf:vc-1', result: 'duck-back', set: 'gm' });
    expect(text(gm)).toContain("at least as strong as the blast (L876, the GM's word)");
    const bare = unwrap(throwOrder(args(g, 'fwf', LANDS), { thrower: 'pink', at: { x: 9.5, y: 30 }, shielded: ['vc-1'] }));
    expect(kind(bare.events, 'shielded')).toMatchObject({ set: 'attested' });
  });
});

describe('a grenade launcher on a loaded table', () => {
  it('GIVEN a target behind the tree line THEN refused, naming what blocks, and no die is rolled (L649)', () => {
    const g = table([fig('fwf', 'pink', 20, 10, { weapon: 'm79' }), fig('cf', 'vc-1', 45, 10)]);
    const a = onBoard(g, [6]);
    expectRefusal(launchOrder(a, { firer: 'pink', target: 'vc-1' }), 'fng/no-line-of-sight', { shooter: 'pink', figure: 'vc-1', inches: 25, why: 'across', feature: 'Tree line' });
    expect(a.roller.remaining).toBe(1);
  });

  it("GIVEN a target at the jungle's edge THEN fired at in cover and concealed as the board reads it, whatever his figure says; the line gives the distance and the range", () => {
    const g = table([fig('fwf', 'pink', 10, 10, { weapon: 'm79' }), fig('cf', 'vc-1', 30.5, 10, { inCover: false, concealed: false })]);
    const r = unwrap(launchOrder(onBoard(g, Array<number>(40).fill(3)), { firer: 'pink', target: 'vc-1' }));
    const shot = kind(r.events, 'shot')!;
    expect(shot.targets[0]).toMatchObject({ id: 'cf:vc-1', inCover: true, concealed: true });
    expect(shot.range).toBe(36);
    expect(shot.measured).toEqual([{ id: 'cf:vc-1', inches: 20.5 }]);
    expect(text(r)).toContain('(L825, d6 + REP, range 36″)');
    expect(text(r)).toContain('**vc-1** (20.5″, in range, in cover, concealed)');
  });
});
