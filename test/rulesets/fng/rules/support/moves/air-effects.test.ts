import { describe, expect, it } from 'vitest';
import type { AirArea, AirEvent, AirState } from '../../../../../../src/rulesets/fng/rules/support/air-state.js';
import { napalmTemplate } from '../../../../../../src/rulesets/fng/rules/support/moves/air-areas.js';
import { airTurn } from '../../../../../../src/rulesets/fng/rules/support/moves/air-turn.js';
import { reactAfter } from '../../../../../../src/rulesets/fng/rules/game/chain.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { sightOf } from '../../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import { sees } from '../../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { chainEnv } from '../../../../../../src/rulesets/fng/rules/game/order.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { seenByPlayers } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { supportArrivals } from '../../../../../../src/rulesets/fng/rules/support/moves/support-arrivals.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { anyMayAct, mayAct } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/*
 * What air support leaves on the table (L1904, L1909–L1911, L1917) and how light and smoke change what
 * is seen (L651, L773, L806, L1810). S1 is an F-100 over the table (pilot REP 4, three passes); its
 * Flight Line runs down the table (from y 0) through the point.
 */

const mission = (over: Partial<FngMission> = {}): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 5, nextUnit: 3, ...over });
const jet: SupportRequest = { id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 1, facDue: 1, state: 'here', pilotRep: 4, passes: 3 };

function game(figures: TableFigure[] = [], more: Partial<FngGame> = {}): FngGame {
  return table([fig('fwf', 'pink', 10, 34, { role: 'squad-leader', rep: 5, gear: ['radio'] }), ...figures], {
    mission: mission(),
    // The point S1 attacks was spotted from the air (L1921).
    air: spottedAt(table([]), { x: 40, y: 10 }).air!,
    support: { ...emptySupport(), next: 2, requests: [jet] },
    ...more,
  });
}

const air = (es: readonly FngEvent[]): AirEvent[] => es.flatMap((e) => (e.kind === 'air' ? [e.event] : []));
const DOWN = { from: { x: 40, y: 0 } };
/** The napalm S1 left: its template from 40,10 down to 40,28, 6" wide. */
const napalm = (over: Partial<AirArea> = {}): AirArea => ({ id: 'A1', kind: 'napalm', shape: napalmTemplate({ x: 40, y: 10 }, { x: 0, y: 1 }), by: 'S1', since: 1, rolled: 1, ...over });
const withAreas = (g: FngGame, areas: AirArea[], more: Partial<AirState> = {}): FngGame => ({ ...g, air: { next: areas.length + 1, areas, spots: [], facs: [], ...more } });
/** The game one turn on, the Free World activating. */
const nextTurn = (g: FngGame): FngGame => ({ ...g, turn: g.turn + 1, serial: g.serial + 1 });

describe('Napalm keeps burning (L1909–L1911)', () => {
  it('GIVEN a napalm pass on target THEN its 6"×18" template along the Flight Line stays burning, having burned who it caught this turn; the activation had an airstrike', () => {
    const g = game([fig('cf', 'tranh', 40, 12, { unit: 'vc1' }), fig('cf', 'minh', 50, 12, { unit: 'vc1' })]);
    // The enemy's Anti-Aircraft Checks first, one pass each: both duck back. Ranged Combat 6 + 4: on
    // target; tranh's damage 3 vs Impact 4: out of the fight, walking wounded on 1–2 (a 5: no).
    const a = args(g, 'fwf', [1, 6, 1, 6, 6, 3, 5]);
    const r = unwrap(strikeOrder(a, { at: { x: 40, y: 10 }, munition: 'napalm', ...DOWN }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.air).toEqual({ next: 2, areas: [napalm({ burned: { turn: 1, keys: ['cf:tranh'] } })], spots: g.air!.spots, facs: [], struck: 1 });
    expect(napalm().shape).toEqual({ kind: 'polygon', points: [{ x: 37, y: 10 }, { x: 37, y: 28 }, { x: 43, y: 28 }, { x: 43, y: 10 }] });
    expect(air(r.events)).toEqual([{ kind: 'area', area: r.game.air!.areas[0] }]);
  });

  it('GIVEN the next turn THEN 1d6: a 3 burns on and everyone inside takes an Impact 4 hit, once; a 4 burns it out and hits nobody', () => {
    const g = nextTurn(withAreas(game([fig('cf', 'tranh', 40, 12, { unit: 'vc1' }), fig('cf', 'minh', 50, 12, { unit: 'vc1' }), fig('fwf', 'joe', 41, 27)]), [napalm()]));
    const a = args(g, 'fwf', [3, /* tranh: out of the fight, not walking */ 3, 5, /* joe */ 1]);
    const r = airTurn(g, chainEnv(a));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events).map((e) => e.kind)).toEqual(['area-die', 'napalm-burns']);
    expect(air(r.events)[1]).toEqual({ kind: 'napalm-burns', id: 'A1', figures: ['cf:tranh', 'fwf:joe'] });
    expect(r.events.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && [e.figure, e.impact])).toEqual([['cf:tranh', 4], ['fwf:joe', 4]]);
    expect([at(r.game, 'cf', 'tranh').status, at(r.game, 'fwf', 'joe').status, at(r.game, 'cf', 'minh').status]).toEqual(['out-of-fight', 'obviously-dead', 'carry-on']);
    expect(r.game.air?.areas[0]).toMatchObject({ rolled: 2, burned: { turn: 2, keys: ['cf:tranh', 'fwf:joe'] } });
    // Asked again this turn: no die, nobody burned twice.
    const again = airTurn(r.game, chainEnv(args(r.game, 'fwf', [])));
    expect(again.events).toEqual([]);
    const out = airTurn(g, chainEnv(args(g, 'fwf', [4])));
    expect(air(out.events)).toEqual([{ kind: 'area-die', id: 'A1', area: 'napalm', stays: false, part: expect.anything() }]);
    expect(out.game.air?.areas).toEqual([]);
    expect(at(out.game, 'cf', 'tranh').status).toBe('carry-on');
  });

  it('GIVEN the end of the turn napalm fell in THEN the one turn-end hook rolls its die for the turn about to start (L1904, L1911), and the Free World activation rolls none', () => {
    const g = withAreas(game(), [napalm()]);
    expect(terrainDue({ ...g, acting: undefined })).toBe(true);
    const a = args(g, 'fwf', [5]);
    const r = terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now });
    expect(air(r.events).map((e) => e.kind)).toEqual(['area-die']);
    expect(r.game.air?.areas).toEqual([]);
    const later = nextTurn(g);
    const b = args(later, 'fwf', []);
    expect(air(supportArrivals(later, b.roller, b.rules, b.now).events)).toEqual([]);
  });

  it('GIVEN a figure moving into burning napalm THEN it takes the hit at once, and not again that turn; one already burned this turn takes none', () => {
    const g = withAreas(game([fig('fwf', 'joe', 30, 20)]), [napalm({ burned: { turn: 1, keys: [] } })]);
    const a = args(g, 'fwf', [/* joe's damage: out of the fight, not walking */ 3, 5]);
    const r = unwrap(moveFigures(a, { moves: [{ figure: 'joe', to: { x: 38, y: 20 } }], mode: 'normal' }));
    expect(a.roller.remaining).toBe(0);
    expect(air(r.events)).toEqual([{ kind: 'napalm-burns', id: 'A1', figures: ['fwf:joe'] }]);
    expect(at(r.game, 'fwf', 'joe').status).toBe('out-of-fight');
    const burned = withAreas(game([fig('fwf', 'joe', 30, 20)]), [napalm({ burned: { turn: 1, keys: ['fwf:joe'] } })]);
    const b = args(burned, 'fwf', []);
    expect(air(unwrap(moveFigures(b, { moves: [{ figure: 'joe', to: { x: 38, y: 20 } }], mode: 'normal' })).events)).toEqual([]);
  });

  it('GIVEN a figure in burning napalm THEN it may only try to get out: moving is allowed, anything else refused; no reaction test while inside', () => {
    const g = withAreas(game([fig('fwf', 'joe', 40, 20), fig('fwf', 'kelly', 46, 20)]), [napalm()]);
    expectCode(mayAct(g, at(g, 'fwf', 'joe')), 'fng/in-napalm');
    expect(mayAct(g, at(g, 'fwf', 'joe'), { moving: true }).ok).toBe(true);
    expect(mayAct(g, at(g, 'fwf', 'kelly')).ok).toBe(true);
    // Both fired on and missed: only kelly, outside, takes Received Fire (2d6 vs REP 4: 1,1 carries on).
    const a = args(g, 'fwf', [1, 1]);
    const r = reactAfter(g, chainEnv(a), 'cf:x', ['fwf:joe', 'fwf:kelly'], []);
    expect(a.roller.remaining).toBe(0);
    expect(r.events.flatMap((e) => (e.kind === 'reaction' ? [e.figure] : []))).toEqual(['fwf:kelly']);
    // Burned out: the same figure acts again.
    expect(mayAct({ ...g, air: { ...g.air!, areas: [] } }, at(g, 'fwf', 'joe')).ok).toBe(true);
    // A side whose only able figure is in the napalm still activates: he may get out.
    expect(anyMayAct({ ...g, figures: g.figures.filter((f) => f.id === 'joe') }, 'fwf')).toBe(true);
  });
});

describe('WP smoke (L1904, L1917, L773)', () => {
  it('GIVEN a WP bomb THEN its 36" circle stays as smoke; at the start of a later turn 1d6: 1–4 clears it, 5–6 keeps it', () => {
    const a = args(game(), 'fwf', [6]);
    const r = unwrap(strikeOrder(a, { at: { x: 40, y: 10 }, munition: 'bomb-wp', ...DOWN }));
    const smoke = r.game.air!.areas[0]!;
    expect(smoke).toEqual({ id: 'A1', kind: 'wp-smoke', shape: { kind: 'ellipse', centre: { x: 40, y: 10 }, rx: 18, ry: 18, rotation: 0 }, by: 'S1', since: 1, rolled: 1 });
    const later = nextTurn(r.game);
    expect(airTurn(later, chainEnv(args(later, 'fwf', [4]))).game.air?.areas).toEqual([]);
    const stays = airTurn(later, chainEnv(args(later, 'fwf', [5])));
    expect(stays.game.air?.areas).toEqual([{ ...smoke, rolled: 2 }]);
    // The turn it fell: no die.
    expect(airTurn(r.game, chainEnv(args(r.game, 'fwf', []))).events).toEqual([]);
  });

  it('GIVEN smoke between two figures or around one THEN the bot\'s sight is blocked, by day too; cleared, they see each other', () => {
    const g = withAreas(game(), [{ id: 'A1', kind: 'wp-smoke', shape: { kind: 'ellipse', centre: { x: 40, y: 10 }, rx: 18, ry: 18, rotation: 0 }, by: 'S1', since: 1, rolled: 1 }]);
    const s = sightOf(g);
    expect(sees(undefined, { x: 10, y: 10 }, { x: 70, y: 10 }, s)).toBe(false);
    expect(sees(undefined, { x: 10, y: 10 }, { x: 40, y: 12 }, s)).toBe(false);
    expect(sees(undefined, { x: 10, y: 40 }, { x: 70, y: 40 }, s)).toBe(true);
    expect(sees(undefined, { x: 10, y: 10 }, { x: 70, y: 10 }, sightOf({ ...g, air: undefined }))).toBe(true);
  });

  it("GIVEN a FAC's or an aircraft's WP rocket THEN its smoke lasts a smoke grenade's three turns and then is gone, without a die", () => {
    const a = args(game(), 'fwf', [6]);
    const r = unwrap(strikeOrder(a, { at: { x: 40, y: 10 }, munition: 'wp-marking-rocket', ...DOWN }));
    expect(r.game.air?.areas[0]).toMatchObject({ kind: 'mark-smoke', until: 3 });
    expect(r.game.air?.areas[0]?.mark).toBeUndefined();
    const t3 = { ...r.game, turn: 3 };
    expect(airTurn(t3, chainEnv(args(t3, 'fwf', []))).game.air?.areas).toHaveLength(1);
    const t4 = { ...r.game, turn: 4 };
    const gone = airTurn(t4, chainEnv(args(t4, 'fwf', [])));
    expect(air(gone.events)).toEqual([{ kind: 'area-ends', id: 'A1', area: 'mark-smoke' }]);
    expect(sightOf(t4).smoke).toBeUndefined();
  });
});

describe('Light at night extends sight (L651, L806, L1810)', () => {
  const flare = (until: number): AirArea => ({ id: 'A1', kind: 'flare', shape: { kind: 'ellipse', centre: { x: 40, y: 10 }, rx: 12, ry: 12, rotation: 0 }, by: 'S2', since: 1, until });

  it('GIVEN night THEN 12" of sight; a target in the light is seen as by day, while one in the light looking out still sees 12"', () => {
    const dark = { night: true };
    expect(sees(undefined, { x: 10, y: 10 }, { x: 40, y: 10 }, dark)).toBe(false);
    expect(sees(undefined, { x: 10, y: 10 }, { x: 22, y: 10 }, dark)).toBe(true);
    const lit = sightOf(withAreas(game([], { mission: mission({ night: true }) }), [flare(4)]));
    expect(lit).toEqual({ night: true, lit: [flare(4).shape] });
    expect(sees(undefined, { x: 10, y: 10 }, { x: 40, y: 10 }, lit)).toBe(true);
    expect(sees(undefined, { x: 40, y: 10 }, { x: 10, y: 10 }, lit)).toBe(false);
    expect(sees(undefined, { x: 10, y: 10 }, { x: 53, y: 10 }, lit)).toBe(false);
  });

  it('GIVEN a flare over a PEF 30" from the players at night THEN the bot sees it from them (and resolves it, L1405); unlit, not; smoke between, not by day either', () => {
    const g = withAreas(game([], { mission: mission({ night: true }) }), [flare(4)]);
    const p = { x: 40, y: 10 };
    expect(seenByPlayers({ ...g, figures: [fig('fwf', 'joe', 10, 10)] }, {}, p)?.id).toBe('joe');
    expect(seenByPlayers({ ...g, figures: [fig('fwf', 'joe', 10, 10)], air: undefined }, {}, p)).toBeUndefined();
    const smoky = withAreas({ ...game(), figures: [fig('fwf', 'joe', 10, 10)] }, [{ id: 'A1', kind: 'wp-smoke', shape: { kind: 'ellipse', centre: { x: 25, y: 10 }, rx: 5, ry: 5, rotation: 0 }, by: 'S1', since: 1 }]);
    expect(seenByPlayers(smoky, {}, p)).toBeUndefined();
  });

  it('GIVEN the light in a wood THEN the wood\'s day reach counts for the lit target; the flare burnt out, night again', () => {
    const wood = { features: [{ name: 'w', type: 'forest' as const, shape: { kind: 'rect' as const, x: 30, y: 0, width: 20, height: 20, rotation: 0 } }] };
    const g = withAreas(game([], { mission: mission({ night: true }) }), [flare(4)]);
    // Both in the forest 15" apart: 9" at night, 18" by day.
    expect(sees(wood, { x: 32, y: 10 }, { x: 47, y: 10 }, { night: true })).toBe(false);
    expect(sees(wood, { x: 32, y: 10 }, { x: 47, y: 10 }, sightOf(g))).toBe(true);
    expect(sightOf({ ...g, turn: 5 })).toEqual({ night: true });
  });
});
