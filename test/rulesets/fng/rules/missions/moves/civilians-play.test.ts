import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TableCivilian } from '../../../../../../src/rulesets/fng/rules/missions/civilian-figures.js';
import { civilianCasualties, civiliansAtTurnEnd, civiliansHearFire, civilianHurtByFwf, placeTourCivilians } from '../../../../../../src/rulesets/fng/rules/missions/moves/civilians-play.js';
import { civilianFireOrder, civilianForceOrder, civilianMoveOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-civilian.js';
import { civiliansOrder, speakOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-civilians.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { missionStatusLines } from '../../../../../../src/rulesets/fng/play/enemy/enemy-texts.js';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';

const MISSION: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
const HOOCH: FngFeature = { name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 0, y: 20, width: 10, height: 10, rotation: 0 } };
const TABLE = { features: [HOOCH, WOOD], board: { kind: 'tabletop' as const, width: 60, height: 36 } } as never;
const RULES = rulesFor(FNG_HOUSE_RULES, {});

const civ = (id: string, x: number, y: number, over: Partial<TableCivilian> = {}): TableCivilian => ({ id, home: 'Hooch 1', at: { x, y }, doing: 'idle', status: 'carry-on', ...over });
const game = (civilians: readonly TableCivilian[], over: Partial<FngGame> = {}): FngGame =>
  table([fig('fwf', 'pink', 20, 5), fig('fwf', 'phil', 40, 5, { attributes: ['fluent'] }), fig('cf', 'tranh', 20, 30)], { mission: MISSION, civilians: { figures: civilians }, ...over });
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: TABLE });
const civOf = (g: FngGame, id: string): TableCivilian => g.civilians!.figures.find((c) => c.id === id)!;
const text = (g: FngGame, events: readonly FngEvent[]) => eventsText(events, viewFng(g, PUBLIC), 12);

describe('FNG civilians placed as figures (L1130, L1273–L1288)', () => {
  it('GIVEN civilians present at a hooch THEN they stand on the table as c1, c2 around it, public, and the hooch is not rolled again', () => {
    const a = on(game([]), [3, 3, 1, 6, 5, 6]);
    const r = unwrap(civiliansOrder(a, { at: { x: 31, y: 12 } }));
    expect(r.game.civilians!.figures.map((c) => [c.id, c.doing])).toEqual([['c1', 'working'], ['c2', 'leaving-by-road']]);
    expect(viewFng(r.game, PUBLIC).civilians).toHaveLength(2);
    expect(text(r.game, r.events)).toContain('civilian **c1** at');
    expectCode(civiliansOrder(on(r.game, []), { at: { x: 31, y: 12 } }), 'fng/civilians-rolled');
    expect(missionStatusLines(viewFng(r.game, PUBLIC)).join('\n')).toMatch(/Civilians, no one's side \(L1262\): c1 [\d.]+,[\d.]+ working; c2 [\d.]+,[\d.]+ leaving the table\./);
  });

  it('GIVEN a tour table whose AO has civilians THEN each hooch gets its own, numbered on', () => {
    const two = { features: [HOOCH, { ...HOOCH, name: 'Hooch 2', shape: { ...HOOCH.shape, x: 45 } }], board: { kind: 'tabletop', width: 60, height: 36 } } as never;
    // Hooch 1: 1/2d6 [1] = 1, 2" [1], activity [4]; Hooch 2: [3] = 2, [1] [1], activities [4] [4].
    const roller = dice(1, 1, 4, 3, 1, 1, 4, 4);
    const r = placeTourCivilians(game([]), roller, two);
    expect(roller.remaining).toBe(0);
    expect(r.game.civilians!.figures.map((c) => [c.id, c.home])).toEqual([['c1', 'Hooch 1'], ['c2', 'Hooch 2'], ['c3', 'Hooch 2']]);
  });
});

describe('FNG civilians activate at the turn\'s end (L1271)', () => {
  it('GIVEN Activation dice 2 and 1 THEN nobody moves; GIVEN a 3 on either THEN they go about what they do', () => {
    const leaving = civ('c1', 20, 12, { doing: 'leaving-by-road' });
    const still: FngEvent[] = [];
    expect(civOf(civiliansAtTurnEnd(game([leaving], { dice: { fwf: 2, cf: 1 } }), TABLE, still), 'c1').at).toEqual({ x: 20, y: 12 });
    expect(still).toEqual([]);
    const events: FngEvent[] = [];
    const g = civiliansAtTurnEnd(game([leaving], { dice: { fwf: 1, cf: 3 } }), TABLE, events);
    expect(civOf(g, 'c1').at).toEqual({ x: 20, y: 4 });
    expect(events[0]).toMatchObject({ kind: 'civilian', event: { what: 'activate', turn: 1 } });
    // Next time he reaches the edge and walks off the table.
    const off = civiliansAtTurnEnd({ ...g, dice: { fwf: 6, cf: 6 } }, TABLE, []);
    expect(civOf(off, 'c1').status).toBe('left-table');
  });

  it('GIVEN one told to move "this turn" and one "next turn" THEN the first lapses at the turn\'s end, the second does not', () => {
    const g = civiliansAtTurnEnd(game([civ('c1', 20, 12, { directed: { side: 'fwf', from: 1 } }), civ('c2', 25, 12, { directed: { side: 'fwf', from: 2 } })], { dice: { fwf: 1, cf: 1 } }), TABLE, []);
    expect(civOf(g, 'c1').directed).toBeUndefined();
    expect(civOf(g, 'c2').directed).toEqual({ side: 'fwf', from: 2 });
  });
});

describe('FNG civilians under fire and caught in blasts (L1264, L1269–L1281)', () => {
  const shot = (shooter: string, target: string): FngEvent => ({ kind: 'shot', shooter, weapon: 'M16', tr: 3, why: 'active', snap: false, targets: [{ id: target, dice: 3 }], result: {} as never });
  const blast = (x: number, y: number, diameter = 5, impact = 2): FngEvent => ({ kind: 'blast', centre: { x, y }, diameter, impact, caught: [] });

  it('GIVEN a shot fired 10" from a group THEN it rolls 2d6 vs REP 2 once: [1, 2] both pass, to the nearest cover', () => {
    const g = game([civ('c1', 12, 14), civ('c2', 14, 14)]);
    const roller = dice(1, 2);
    const r = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller, rules: RULES, table: TABLE, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({ event: { what: 'react', civilians: ['c1', 'c2'], passes: 2, reaction: 'to-nearest-cover' } });
    expect(civOf(r.game, 'c1').at.x).toBeLessThanOrEqual(10);
    expect(civOf(r.game, 'c1').doing).toBe('sheltering');
    expect(r.game.civilians!.shooting).toBe(true);
  });

  it('GIVEN one pass THEN a Fast Move for the group (2d6 [1, 6]: 12") away from the shooter or to cover; no pass THEN prone on 1–3, frozen on 4–6', () => {
    const g = game([civ('c1', 28, 12)]);
    const fast = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller: dice(1, 6, 1, 6), rules: RULES, table: TABLE, side: 'fwf' });
    expect(fast.events[0]).toMatchObject({ event: { reaction: 'fast-move-away', fast: { inches: 12 } } });
    expect(civOf(fast.game, 'c1').at.y).toBeGreaterThan(12);
    expect(civOf(fast.game, 'c1').at.x).toBeGreaterThan(28);
    const prone = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller: dice(6, 6, 2), rules: RULES, table: TABLE, side: 'fwf' });
    expect(civOf(prone.game, 'c1')).toMatchObject({ prone: true, doing: 'sheltering', at: { x: 28, y: 12 } });
    const frozen = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller: dice(6, 6, 5), rules: RULES, table: TABLE, side: 'fwf' });
    expect(civOf(frozen.game, 'c1').prone).toBeUndefined();
  });

  it('GIVEN shooting more than 12" from a group and its target far from it THEN it does not react; a target within 12" that it sees sets it off', () => {
    const g = game([civ('c1', 55, 20)]);
    expect(civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller: dice(), rules: RULES, table: TABLE, side: 'fwf' }).events).toEqual([]);
    const near = game([civ('c1', 28, 30)]);
    const r = civiliansHearFire(near, [shot('fwf:pink', 'cf:tranh')], { roller: dice(1, 2), rules: RULES, table: TABLE, side: 'fwf' });
    expect(r.events[0]).toMatchObject({ event: { what: 'react' } });
  });

  it('GIVEN a blast catching a civilian THEN he rolls Combat Damage at its Impact: 1 dead, up to the Impact wounded (−1 VP each), above it knocked down', () => {
    const g = game([civ('c1', 40, 20)]);
    const dead = civiliansHearFire(g, [blast(40, 21)], { roller: dice(1, 6, 6, 3), rules: RULES, table: TABLE, side: 'fwf' });
    expect(civOf(dead.game, 'c1')).toMatchObject({ status: 'obviously-dead', hurtBy: 'fwf' });
    expect(civilianCasualties(dead.game)).toBe(1);
    expect(civilianHurtByFwf(dead.game)).toBe(true);
    expect(text(dead.game, dead.events)).toContain('−1 VP');
    const hurt = civiliansHearFire(g, [blast(40, 21)], { roller: dice(2), rules: RULES, table: TABLE, side: 'cf' });
    expect(civOf(hurt.game, 'c1')).toMatchObject({ status: 'out-of-fight', hurtBy: 'cf' });
    expect(civilianHurtByFwf(hurt.game)).toBe(false);
    const down = civiliansHearFire(g, [blast(40, 21)], { roller: dice(5, 6, 6, 3), rules: RULES, table: TABLE, side: 'fwf' });
    expect(civOf(down.game, 'c1')).toMatchObject({ status: 'carry-on', prone: true });
  });

  it('GIVEN a guide with the squad THEN he reacts as any civilian (L1264: "each group of civilians"), and still guides', () => {
    const g = game([civ('c1', 21, 5, { doing: 'guiding', guiding: 'fwf:pink' })]);
    // 2d6 [6, 6]: none passed, [2] prone where he is.
    const r = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh')], { roller: dice(6, 6, 2), rules: RULES, table: TABLE, side: 'fwf' });
    expect(r.events[0]).toMatchObject({ event: { what: 'react', civilians: ['c1'], passes: 0 } });
    expect(civOf(r.game, 'c1')).toMatchObject({ doing: 'guiding', guiding: 'fwf:pink', prone: true, at: { x: 21, y: 5 } });
  });

  it('GIVEN two shootings in one order THEN a group near both reacts to each, in turn (L1264: "whenever any shooting … occur")', () => {
    // 10.4" from Pink at 20,5 and from Phil at 40,5.
    const g = game([civ('c1', 30, 8)]);
    // First shot: [6, 6] none passed, [5] frozen; second: [6, 6], [2] prone.
    const roller = dice(6, 6, 5, 6, 6, 2);
    const r = civiliansHearFire(g, [shot('fwf:pink', 'cf:tranh'), shot('fwf:phil', 'cf:tranh')], { roller, rules: RULES, table: TABLE, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    expect(r.events.map((e) => e.kind === 'civilian' && e.event.what === 'react' && e.event.near)).toEqual([{ x: 20, y: 5 }, { x: 40, y: 5 }]);
    expect(civOf(r.game, 'c1').prone).toBe(true);
  });
});

describe('FNG Speak Local with a civilian on the table, and moving him (L1290–L1303)', () => {
  it('GIVEN civilians on the table THEN the speaker names one within 1", and each is spoken to once', () => {
    const g = game([civ('c1', 20.8, 5), civ('c2', 30, 5)]);
    expectCode(speakOrder(on(g, []), { figure: 'pink' }), 'fng/which-civilian');
    expectCode(speakOrder(on(g, []), { figure: 'pink', civilian: 'c9' }), 'fng/unknown-civilian');
    expectCode(speakOrder(on(g, []), { figure: 'pink', civilian: 'c2' }), 'fng/not-in-contact');
    // Pink 2d6 [1, 2]: 2; civilian EAL 2d6 [3, 6]: 1 → more; reveal [4] a trap.
    const r = unwrap(speakOrder(on(g, [1, 2, 3, 6, 4]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(r.game, 'c1')).toMatchObject({ spoken: true, directed: { side: 'fwf', from: 1 } });
    expect(text(r.game, r.events)).toContain('he may be moved as told this turn, at normal speed');
    expectCode(speakOrder(on({ ...r.game, figures: r.game.figures.map((f) => ({ ...f, busy: false, fired: false })) }, []), { figure: 'pink', civilian: 'c1' }), 'fng/civilian-spoken');
  });

  it('GIVEN shooting heard and a civilian the FWF hurt THEN the civilian rolls EAL + 4 d6 without being told', () => {
    const g = game([civ('c1', 20.8, 5), civ('c2', 40, 30, { status: 'out-of-fight', hurtBy: 'fwf' })], { civilians: { figures: [civ('c1', 20.8, 5), civ('c2', 40, 30, { status: 'out-of-fight', hurtBy: 'fwf' })], shooting: true } });
    const e = unwrap(speakOrder(on(g, [1, 2, 6, 6, 6, 6, 6, 6]), { figure: 'pink', civilian: 'c1' })).events[0]!;
    expect(e.kind === 'speak-local' && e.result.civilianDice).toBe(6);
  });

  it('GIVEN each answer THEN what he will do: twice, guides and may Fast Move; same, next turn; fewer, refuses', () => {
    const g = game([civ('c1', 20.8, 5)]);
    const guide = unwrap(speakOrder(on(g, [1, 1, 6, 6]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(guide.game, 'c1')).toMatchObject({ doing: 'guiding', guiding: 'fwf:pink', directed: { fast: true } });
    const same = unwrap(speakOrder(on(g, [1, 6, 2, 6]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(same.game, 'c1').directed).toEqual({ side: 'fwf', from: 2 });
    const no = unwrap(speakOrder(on(g, [6, 6, 1, 1]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(no.game, 'c1').refuses).toBe(true);
  });

  it('GIVEN a civilian who agreed THEN he moves as told up to 8", once; the rest are refused with the reason', () => {
    const g = game([civ('c1', 20, 10, { directed: { side: 'fwf', from: 1 } }), civ('c2', 30, 10, { directed: { side: 'fwf', from: 2 } }), civ('c3', 35, 10, { refuses: true }), civ('c4', 40, 10)]);
    const r = unwrap(civilianMoveOrder(on(g, []), { civilian: 'c1', to: { x: 25, y: 10 } }));
    expect(civOf(r.game, 'c1').at).toEqual({ x: 25, y: 10 });
    expectCode(civilianMoveOrder(on(r.game, []), { civilian: 'c1', to: { x: 26, y: 10 } }), 'fng/civilian-not-directed');
    expectCode(civilianMoveOrder(on(g, []), { civilian: 'c1', to: { x: 29, y: 10 } }), 'fng/civilian-too-far');
    expectCode(civilianMoveOrder(on(g, []), { civilian: 'c1' }), 'fng/civilian-needs-to');
    expectCode(civilianMoveOrder(on(g, []), { civilian: 'c2', to: { x: 31, y: 10 } }), 'fng/civilian-next-turn');
    expectCode(civilianMoveOrder(on(g, []), { civilian: 'c3', to: { x: 36, y: 10 } }), 'fng/civilian-refuses');
    expectCode(civilianMoveOrder(on(g, []), { civilian: 'c4', to: { x: 41, y: 10 } }), 'fng/civilian-not-directed');
    expectCode(civilianMoveOrder({ ...on(g, []), side: 'cf' }, { civilian: 'c1', to: { x: 25, y: 10 } }), 'fng/civilian-not-directed');
  });

  it('GIVEN a guide told to go further than 8" THEN his Fast Move (2d6 [2, 5]: 12") takes him that far along the line', () => {
    const g = game([civ('c1', 20, 8, { doing: 'guiding', guiding: 'fwf:pink', directed: { side: 'fwf', from: 1, fast: true } })]);
    const r = unwrap(civilianMoveOrder(on(g, [2, 5]), { civilian: 'c1', to: { x: 40, y: 8 } }));
    expect(civOf(r.game, 'c1').at).toEqual({ x: 32, y: 8 });
  });

  it('GIVEN one who refused THEN a figure in contact forces him: REP 4d6 vs 2d6 successes; he wins, he flees 8"+; else he moves as directed', () => {
    const g = game([civ('c1', 20.5, 5, { refuses: true }), civ('c2', 40, 5)]);
    expectCode(civilianForceOrder(on(g, []), { civilian: 'c1' }), 'fng/civilian-needs-figure');
    expectCode(civilianForceOrder(on(g, []), { figure: 'pink', civilian: 'c2' }), 'fng/civilian-not-refusing');
    const obeys = unwrap(civilianForceOrder(on(g, [1, 2, 6, 6, 1, 6]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(obeys.game, 'c1')).toMatchObject({ directed: { side: 'fwf', from: 1 } });
    expect(civOf(obeys.game, 'c1').refuses).toBeUndefined();
    // Pink [6, 6, 6, 6]: 0; civilian [1, 6]: 1 → flees; Fast Move [6, 6]: 8".
    const flees = unwrap(civilianForceOrder(on(g, [6, 6, 6, 6, 1, 6, 6, 6]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(flees.game, 'c1').at).toEqual({ x: 28.5, y: 5 });
    expect(text(flees.game, flees.events)).toContain('flees');
  });

  it('GIVEN a figure firing at a civilian THEN Ranged Combat at him, each hit Combat Damage at the Impact (6: knocked down; 1: dead, −1 VP), the shot heard by the others', () => {
    const g = game([civ('c1', 30, 5), civ('c2', 34, 5)]);
    expectCode(civilianFireOrder(on(g, []), { civilian: 'c1' }), 'fng/civilian-needs-figure');
    expectCode(civilianFireOrder(on(g, []), { figure: 'pink', civilian: 'c9' }), 'fng/unknown-civilian');
    // Every die a 6: each a hit, each hit's damage a 6 (knocked down, unhurt).
    const sixes = unwrap(civilianFireOrder(on(g, Array(12).fill(6)), { figure: 'pink', civilian: 'c1' }));
    const shot = sixes.events[0]!;
    const tr = shot.kind === 'civilian' && shot.event.what === 'shot' ? shot.event.result.tr : 0;
    expect(tr).toBeGreaterThan(0);
    expect(civOf(sixes.game, 'c1')).toMatchObject({ status: 'carry-on', prone: true });
    expect(sixes.game.figures.find((f) => f.id === 'pink')!.fired).toBe(true);
    const dead = unwrap(civilianFireOrder(on(g, [...Array(tr).fill(6), 1]), { figure: 'pink', civilian: 'c1' }));
    expect(civOf(dead.game, 'c1')).toMatchObject({ status: 'obviously-dead', hurtBy: 'fwf' });
    expect(civilianCasualties(dead.game)).toBe(1);
    expect(text(dead.game, dead.events)).toContain('fires his');
    // The others hear it (L1264): 2d6 [1, 2] for c2, the group of one left standing.
    const heard = civiliansHearFire(dead.game, dead.events, { roller: dice(1, 2), rules: RULES, table: TABLE, side: 'fwf' });
    expect(heard.events[0]).toMatchObject({ event: { what: 'react', civilians: ['c2'] } });
    // Out of range and out of sight are refused as for any shot.
    expectCode(civilianFireOrder(on(game([civ('c1', 58, 35)], { figures: [fig('fwf', 'pink', 2, 2)] }), []), { figure: 'pink', civilian: 'c1' }), 'fng/out-of-range');
    expectCode(civilianFireOrder(on(game([civ('c1', 32, 18)], { figures: [fig('fwf', 'pink', 32, 6)] }), []), { figure: 'pink', civilian: 'c1' }), 'fng/no-line-of-sight');
  });
});
