import { describe, expect, it } from 'vitest';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { helicopterOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { calledSightOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { doorGunnerCalledTo, doorGunnersInSight, doorGunnersReact } from '../../../../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { airLines } from '../../../../../../src/rulesets/fng/play/support/air-texts.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';

/*
 * Door gunners firing in reaction (FNG 2nd Tour p.90, L2015): "May fire in reaction if the helicopter is
 * hovering or sitting on the ground, just like a normal infantryman. When onboard a helicopter a door
 * gunner will fire at a -1 to REP if called upon to Duck Back, but will not fire if called upon to
 * retire." Received Fire (L695, QRS L2439–L2452): 2 passed fire (outgunned: Duck Back), 1 passed Duck
 * Back (in cover: fire), 0 the worst. The Slick S1 has an M-60 door gun each side (lists p.108).
 */
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const of = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);
const fours = (n: number): number[] => Array<number>(n).fill(4);

function game(enemy: TableFigure[], heli: Partial<NonNullable<SupportRequest['heli']>> = {}, over: Partial<SupportRequest> = {}): FngGame {
  const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, heli: { mode: 'landed', at: { x: 30, y: 20 }, serial: 1, ...heli }, ...over };
  return table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }), ...enemy], { mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
}

function react(g: FngGame, firers: string[], faces: number[]) {
  const a = args(g, 'fwf', faces);
  const events: FngEvent[] = [];
  const out = doorGunnersReact(a, g, 'S1', firers, events);
  return { out, events, left: a.roller.remaining };
}

describe('what Received Fire calls a door gunner to do (L2015)', () => {
  it('GIVEN each result THEN fire and Duck Back as read, the worst (a Cohesion Test on the ground) and Carry On no fire, as Retire', () => {
    expect(doorGunnerCalledTo('fire')).toBe('fire');
    expect(doorGunnerCalledTo('duck-back')).toBe('duck-back');
    expect(doorGunnerCalledTo('cohesion-test')).toBe('retire');
    expect(doorGunnerCalledTo('retire')).toBe('retire');
    expect(doorGunnerCalledTo('carry-on')).toBe('retire');
  });
});

describe('door gunners react to the enemy\'s fire at their landed or hovering helicopter (L2015)', () => {
  it('GIVEN an RPG gunner fired at the landed Slick (REPs kept 4, 4) THEN outgunned (OR 5 against the M-60\'s 4): 2 passed (1, 1) only Duck Back, at REP 3; 0 passed (6, 6) no fire; gun 1 alone fires at him', () => {
    // Gun 1's M-60 [1 ×5] + REP 3: all miss; the RPG gunner's Received Fire follows (4s).
    const r = react(game([fig('cf', 'ba', 40, 20, { weapon: 'rpg-2', role: 'rpg-gunner', rockets: 1 })], {}, { gunnerReps: [4, 4] }), ['cf:ba'], [1, 1, 6, 6, 1, 1, 1, 1, 1, ...fours(20)]);
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(e).toMatchObject({ id: 'S1', target: 'cf:ba', outgunned: true, repParts: [] });
    expect(e.tests.map((t) => [t.gun, t.rep, t.passes, t.called, t.firesAt])).toEqual([
      [1, 4, 2, 'duck-back', 3],
      [2, 4, 0, 'retire', undefined],
    ]);
    const guns = of(r.events, 'door-guns');
    expect(guns.map((g) => [g.target, g.shots.map((s) => [s.rep, s.result.part.faces])])).toEqual([['cf:ba', [[3, [1, 1, 1, 1, 1]]]]]);
    expect(r.out.support!.requests[0]!.heli!.gunsFired).toBeUndefined();
  });

  it('GIVEN a rifleman (OR 2) fired at the hovering Slick, REPs not yet rolled (1 → 3, 2 → 4) THEN they are rolled and kept; 0 passed each (5, 6; 5, 6): nobody fires', () => {
    const r = react(game([fig('cf', 'ba', 40, 20, { weapon: 'sks' })], { mode: 'hovering' }), ['cf:ba'], [1, 2, 5, 6, 5, 6]);
    expect(r.left).toBe(0);
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect([e.outgunned, e.repParts.map((p) => p.faces), e.tests.map((t) => [t.rep, t.passes, t.called])]).toEqual([false, [[1], [2]], [[3, 0, 'retire'], [4, 0, 'retire']]]);
    expect(of(r.events, 'door-guns')).toEqual([]);
    expect(r.out.support!.requests[0]!.gunnerReps).toEqual([3, 4]);
  });

  it('GIVEN two firers THEN the gunners fire at the nearer one their M-60 reaches', () => {
    const r = react(game([fig('cf', 'far', 50, 20), fig('cf', 'near', 36, 20)], {}, { gunnerReps: [4, 4] }), ['cf:far', 'cf:near'], [6, 6, 6, 6]);
    expect(r.left).toBe(0);
    expect(of(r.events, 'door-gunners-react')[0]).toMatchObject({ target: 'cf:near' });
  });

  it('GIVEN no firer within the M-60\'s 48", a flying helicopter, one come down, or one without door guns THEN nobody tests, no die rolled', () => {
    const far = fig('cf', 'ba', 30, 69);
    const near = fig('cf', 'ba', 40, 20);
    const cases: FngGame[] = [
      game([far]),
      game([near], { mode: 'flying' }),
      game([near], { mode: 'wreck' }),
      game([near], {}, { aircraft: 'ah-1g-cobra' }),
      game([near], {}, { state: 'spent' }),
    ];
    for (const g of cases) {
      const r = react(g, ['cf:ba'], []);
      expect(r.out).toBe(g);
      expect(r.events).toEqual([]);
    }
  });

  it('GIVEN the reaction THEN the table reads each gunner\'s test, what it calls him to do and the REP he fires at', () => {
    const r = react(game([fig('cf', 'ba', 40, 20, { weapon: 'rpg-2', role: 'rpg-gunner', rockets: 1 })], {}, { gunnerReps: [4, 4] }), ['cf:ba'], [1, 1, 6, 6, 1, 1, 1, 1, 1, ...fours(20)]);
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(airLines(e, (k) => k)).toEqual([
      "🎯 S1's door gunners take Received Fire (L695, L2015), outgunned, cf:ba the nearest firer in reach: gun 1 (REP 4) [1, 1] → 2 passed → Duck Back: fires at −1 REP (REP 3); gun 2 (REP 4) [6, 6] → 0 passed → will not fire (as one called to Retire).",
    ]);
  });
});

describe('in play: the bot\'s fire at a landed Slick draws its door gunners\' reaction', () => {
  const two = () => [fig('cf', 'vc1-1', 30, 10, { unit: 'vc1', role: 'squad-leader' }), fig('cf', 'vc1-2', 32, 10, { unit: 'vc1' }), fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20)];
  function act(faces: number[], heli: Partial<NonNullable<SupportRequest['heli']>>, req: Partial<SupportRequest> = {}) {
    const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:a', turn: 1, due: 1, state: 'here', passes: 2, pilotRep: 4, ...req, heli: { serial: 1, mode: 'landed', at: { x: 31, y: 14 }, ...heli } };
    const g = table(two(), { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }), support: { ...emptySupport(), next: 2, requests: [request] } });
    const a = bot(faces, {});
    const t = ctx(a);
    return { game: activateGroup(t, g, enemyGroups(g)[0]!.members), pub: t.pub };
  }

  it('GIVEN both VC miss (2s) and the gunners (REP 5, 4) pass 2 (1, 1) and 1 (1, 6) THEN gun 1 fires at REP 5, gun 2 Ducks Back and fires at REP 3, at vc1-1 (the nearer, first named)', () => {
    const r = act([2, 2, 2, 2, 2, 2, 1, 1, 1, 6, ...fours(200)], {}, { gunnerReps: [5, 4] });
    const e = of(r.pub, 'door-gunners-react')[0]!;
    expect(e.tests.map((t) => [t.passes, t.called, t.firesAt])).toEqual([
      [2, 'fire', 5],
      [1, 'duck-back', 3],
    ]);
    const guns = of(r.pub, 'door-guns')[0]!;
    expect([guns.target, guns.shots.map((s) => s.rep)]).toEqual(['cf:vc1-1', [5, 3]]);
  });

  it('GIVEN their fire brings the hovering Slick down (past its DP) THEN its door gunners do not react', () => {
    const r = act([4, 2, 2, 2, 2, 2, 2, ...fours(60)], { mode: 'hovering' }, { damage: 5 });
    expect(of(r.pub, 'crash')).toHaveLength(1);
    expect(of(r.pub, 'door-gunners-react')).toEqual([]);
  });
});

describe('a Loach hovering over the table: its one door gunner reacts (L1982, L2015)', () => {
  it('GIVEN the OH-6 (an M-60 door gun on its right, lists p.108) entering a hover 10" from a VC who fires and misses THEN its single door gunner takes Received Fire and fires back', () => {
    const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'oh-6-loach', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2, heli: { mode: 'flying', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, onTable: { since: 3, turn: 3, inches: 20, hoverUses: 0 } } };
    const g = table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5 }), fig('cf', 'an', 40, 20)], { turn: 3, serial: 2, dice: { fwf: 4, cf: 2 }, mission: mission({ sl: 4 }), support: { ...emptySupport(), next: 2, requests: [request] } });
    // Piloting 1, 1 (hovers); An's Anti-Aircraft Check 1, 1 and 1: he fires, AK 1, 1, 1 + 4: misses; the gunner's REP 2 → 4, Received Fire 1, 1: 2 passed, he fires.
    const a = args(g, 'fwf', [1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, ...fours(40)]);
    const r = unwrap(helicopterOrder(a, { do: 'hover' }));
    expect(of(r.events, 'hover-fire')[0]).toMatchObject({ firers: [{ figure: 'cf:an', hits: 0 }] });
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(e.tests.map((t) => [t.gun, t.rep, t.passes, t.called, t.firesAt])).toEqual([[1, 4, 2, 'fire', 4]]);
    expect(of(r.events, 'door-guns')[0]!.shots).toHaveLength(1);
    expect(r.game.support!.requests[0]!.gunnerReps).toEqual([4]);
  });
});

describe('door gunners take In Sight of enemy troops come on in their sight (L2015, L670–L677)', () => {
  function sight(g: FngGame, seen: string[], faces: number[]) {
    const a = args(g, 'fwf', faces);
    const events: FngEvent[] = [];
    const out = doorGunnersInSight(a, g, 'S1', seen, events);
    return { out, events, left: a.roller.remaining };
  }

  it('GIVEN an RPG gunner seen (OR 5, outgunning the M-60) THEN no die: both Duck Back and fire at REP 3 (REPs kept 4, 4); the words say In Sight', () => {
    const r = sight(game([fig('cf', 'ba', 40, 20, { weapon: 'rpg-2', role: 'rpg-gunner', rockets: 1 })], {}, { gunnerReps: [4, 4] }), ['cf:ba'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, ...fours(20)]);
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(e.tests.map((t) => [t.called, t.firesAt, t.part])).toEqual([
      ['duck-back', 3, undefined],
      ['duck-back', 3, undefined],
    ]);
    expect(of(r.events, 'door-guns')[0]!.shots.map((s) => s.rep)).toEqual([3, 3]);
    expect(airLines(e, (k) => k)[0]).toBe("🎯 S1's door gunners take In Sight (L670, L2015), outgunned, cf:ba the nearest enemy in sight and reach: gun 1 (REP 4) no dice → Duck Back: fires at −1 REP (REP 3); gun 2 (REP 4) no dice → Duck Back: fires at −1 REP (REP 3).");
  });

  it('GIVEN a rifleman seen, REPs rolled (5 → 5, 1 → 3), 1d6 vs REP: 5 passes, 4 fails THEN gun 1 fires at 5, gun 2 Ducks Back and fires at 2', () => {
    const r = sight(game([fig('cf', 'ba', 40, 20, { weapon: 'sks' })]), ['cf:ba'], [5, 1, 5, 4, ...fours(30)]);
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(e.tests.map((t) => [t.rep, t.passes, t.called, t.firesAt])).toEqual([
      [5, 1, 'fire', 5],
      [3, 0, 'duck-back', 2],
    ]);
  });

  it('GIVEN nobody in the M-60\'s reach, a Star\'s answer awaited, or the helicopter flying THEN nothing, no die', () => {
    const near = fig('cf', 'ba', 40, 20);
    const cases: FngGame[] = [game([fig('cf', 'ba', 30, 69)]), { ...game([near]), pending: { kind: 'x' } as unknown as FngGame['pending'] }, game([near], { mode: 'flying' })];
    for (const g of cases) {
      const r = sight(g, ['cf:ba'], []);
      expect(r.out).toBe(g);
      expect(r.events).toEqual([]);
    }
  });
});

describe('door gunners take In Sight when a side calls the test itself (/fng sight, L2015, L653–L677)', () => {
  // Pink (REP 5) and the VC (REP 3) roll no success (4–6): neither acts (L660); the landed Slick S1 sits 10" from the VC.
  const blank = [4, 5, 6, 4, 5, /* vc */ 4, 5, 6];
  const rpg = (id: string, x: number, y: number) => fig('cf', id, x, y, { rep: 3, weapon: 'rpg-2', role: 'rpg-gunner', rockets: 1 });
  const idx = (es: readonly FngEvent[], k: SupportEvent['kind']) => es.findIndex((e) => e.kind === 'support' && e.event.kind === k);

  it('GIVEN the players call In Sight of an RPG gunner (outgunning the M-60) THEN, the figures\' test settled, both gunners (REPs kept 4, 4) Duck Back without a die and fire at REP 3 at him', () => {
    const g = game([rpg('ba', 40, 20)], {}, { gunnerReps: [4, 4] });
    const a = args(g, 'fwf', [...blank, ...fours(40)]);
    const r = unwrap(calledSightOrder(a, { figures: ['pink', 'ba'] }));
    expect(r.events[0]).toMatchObject({ kind: 'in-sight' });
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect(e).toMatchObject({ id: 'S1', test: 'in-sight', target: 'cf:ba', outgunned: true, repParts: [] });
    expect(e.tests.map((t) => [t.called, t.firesAt, t.part])).toEqual([
      ['duck-back', 3, undefined],
      ['duck-back', 3, undefined],
    ]);
    expect(idx(r.events, 'door-guns')).toBeGreaterThan(idx(r.events, 'door-gunners-react'));
    expect(of(r.events, 'door-guns')[0]!.shots.map((s) => s.rep)).toEqual([3, 3]);
  });

  it('GIVEN a rifleman named and the gunners\' REPs not yet rolled (5 → 5, 1 → 3), 1d6 vs REP 5 passes, 4 fails THEN gun 1 fires at 5, gun 2 at 2; the REPs are kept', () => {
    const g = game([fig('cf', 'ba', 40, 20, { rep: 3, weapon: 'sks' })]);
    const a = args(g, 'fwf', [...blank, 5, 1, 5, 4, ...fours(40)]);
    const r = unwrap(calledSightOrder(a, { figures: ['pink', 'ba'] }));
    const e = of(r.events, 'door-gunners-react')[0]!;
    expect([e.repParts.map((p) => p.faces), e.tests.map((t) => [t.rep, t.passes, t.called, t.firesAt])]).toEqual([
      [[5], [1]],
      [
        [5, 1, 'fire', 5],
        [3, 0, 'duck-back', 2],
      ],
    ]);
    expect(r.game.support!.requests[0]!.gunnerReps).toEqual([5, 3]);
  });

  it('GIVEN an enemy not named nearer the Slick than the one named THEN the gunners fire at the one named (the enemy in the test)', () => {
    const g = game([rpg('ba', 50, 20), rpg('an', 32, 20)], {}, { gunnerReps: [4, 4] });
    const a = args(g, 'fwf', [...blank, ...fours(40)]);
    const r = unwrap(calledSightOrder(a, { figures: ['pink', 'ba'] }));
    expect(of(r.events, 'door-gunners-react')[0]).toMatchObject({ target: 'cf:ba' });
  });

  it('GIVEN the figures\' In Sight kills the VC (pink fires first, L653\'s example dice) THEN the gunners take no test: he is no longer in it; no die left over', () => {
    const g = game([fig('cf', 'ba', 40, 20, { rep: 3 })], {}, { gunnerReps: [4, 4] });
    const a = args(g, 'fwf', [1, 1, 1, 4, 5, /* vc */ 4, 5, 6, /* action */ 2, /* fire */ 6, 6, 5, 4, /* damage */ 1]);
    const r = unwrap(calledSightOrder(a, { figures: ['pink', 'ba'] }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.figures.find((f) => f.id === 'ba')!.status).toBe('obviously-dead');
    expect(of(r.events, 'door-gunners-react')).toEqual([]);
  });

  it('GIVEN no helicopter sitting (the Slick flying) THEN the test is the figures\' alone, exactly as sightOrder', () => {
    const g = game([rpg('ba', 40, 20)], { mode: 'flying' }, { gunnerReps: [4, 4] });
    const a = args(g, 'fwf', [...blank]);
    const r = unwrap(calledSightOrder(a, { figures: ['pink', 'ba'] }));
    expect(a.roller.remaining).toBe(0);
    expect(of(r.events, 'door-gunners-react')).toEqual([]);
  });
});
