import { describe, expect, it } from 'vitest';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';

/**
 * The bot's enemy shoots at a helicopter landed or hovering on the table (L1956: "handled normally
 * using the Ranged Combat Table", hits on Helicopter Damage, L2035) when it is the nearer target.
 */
const vc = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('cf', id, x, y, { unit: 'vc1', ...over });
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));

function act(figures: TableFigure[], faces: number[], heli: Partial<SupportRequest['heli']> & { mode: 'landed' | 'hovering' | 'flying' }, over: Partial<FngGame> = {}, req: Partial<SupportRequest> = {}) {
  const request: SupportRequest = { ...req, id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:a', turn: 1, due: 1, state: 'here', passes: 2, pilotRep: 4, heli: { serial: 1, at: { x: 31, y: 14 }, ...heli } };
  const g = table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }), support: { ...emptySupport(), next: 2, requests: [request] }, ...over });
  const a = bot(faces, {});
  const t = ctx(a);
  const game = activateGroup(t, g, enemyGroups(g)[0]!.members);
  return { g, game, pub: t.pub, gm: t.gm, remaining: a.roller.remaining };
}

describe('the bot fires at a landed or hovering helicopter (L1956)', () => {
  const two = () => [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20)];

  const shots = (pub: readonly FngEvent[]) => pub.flatMap((e) => (e.kind === 'shot' ? [[e.shooter, e.targets.map((x) => x.id).join()]] : []));
  const fours = (n: number): number[] => Array<number>(n).fill(4);

  it('GIVEN a slick landed 4" from two VC holding (Defensive Tactics) and the closest player 10" off THEN both fire at it on the Ranged Combat Table, the words say why, the dice are the GM\'s and the hits and damage the table\'s', () => {
    // vc1-1 AK [4, 4, 2] + REP 4: 8, 8 hit, 6 misses; his hits' Helicopter Damage 3 (≤ Impact 3: 1 point) and 5 (none); vc1-2 [2, 2, 2]: all miss.
    // Then the door gunners (REPs kept: 3, 3) take Received Fire (L2015): 6, 6 and 6, 6, 0 passed: neither fires.
    const r = act(two(), [4, 4, 2, 3, 5, 2, 2, 2, 6, 6, 6, 6], { mode: 'landed' }, {}, { gunnerReps: [3, 3] });
    expect(r.remaining).toBe(0);
    const group = r.pub.find((e) => e.kind === 'enemy-group');
    expect(group).toMatchObject({ tactics: 'defensive', doing: 'holds and fires at a; those who see and reach it fire at the helicopter S1 on the ground at 31,14 instead of a: it is the nearer target (4" against 10", L1956)' });
    expect(sup(r.pub)).toEqual([
      expect.objectContaining({ kind: 'hover-fire', id: 'S1', sitting: 'landed', firers: [{ figure: 'cf:vc1-1', hits: 2 }, { figure: 'cf:vc1-2', hits: 0 }], hits: [{ die: 3, points: 1, impact: 3 }, { die: 5, points: 0, impact: 3 }], damage: 1, dp: 5 }),
      expect.objectContaining({ kind: 'door-gunners-react', id: 'S1', tests: [expect.objectContaining({ called: 'retire' }), expect.objectContaining({ called: 'retire' })] }),
    ]);
    expect(shots(r.pub)).toEqual([]);
    expect(r.pub.some((e) => e.kind === 'enemy-dice')).toBe(false);
    expect(r.gm.map((e) => e.kind === 'enemy-dice' && e.what)).toEqual(['Ranged Combat at the helicopter S1 (L1956): vc1-1 AK-47 / Type-56 7.62mm [4, 4, 2] + REP 4 → 2 hits; vc1-2 AK-47 / Type-56 7.62mm [2, 2, 2] + REP 4 → 0 hits']);
    expect(r.game.support!.requests[0]!.damage).toBe(1);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => f.fired)).toEqual([true, true]);
  });

  it('GIVEN the hovering slick at its DP THEN a point more brings it down where it hovers (Helicopter Crash, L2040)', () => {
    // vc1-1 [4, 2, 2]: one hit, Helicopter Damage 2 — a point, 6 of 5 DP; vc1-2 [2, 2, 2] misses. Then the crash's dice.
    const r = act(two(), [4, 2, 2, 2, 2, 2, 2, ...fours(30)], { mode: 'hovering' }, {}, { damage: 5 });
    expect(sup(r.pub)[0]).toMatchObject({ kind: 'hover-fire', sitting: 'hovering', damage: 6, dp: 5 });
    expect(sup(r.pub).find((e) => e.kind === 'crash')).toMatchObject({ at: { x: 31, y: 14 } });
    expect(r.game.support!.requests[0]!.heli).toMatchObject({ mode: 'wreck' });
  });

  it('GIVEN the helicopter farther than the closest player THEN the group fires at the player as before, nothing said of it', () => {
    const r = act(two(), fours(28), { mode: 'hovering', at: { x: 31, y: 26 } });
    expect(r.remaining).toBe(0);
    expect(r.pub.find((e) => e.kind === 'enemy-group')).toMatchObject({ doing: 'holds and fires at a' });
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
    expect(sup(r.pub)).toEqual([]);
  });

  it('GIVEN the helicopter flying its passes over the spot THEN it is no target of the group (the AA check meets it, L1866)', () => {
    const r = act(two(), fours(28), { mode: 'flying' });
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
    expect(sup(r.pub)).toEqual([]);
  });

  it('GIVEN WP smoke over the landed helicopter THEN the VC cannot see it and fire at the player (L773)', () => {
    const r = act(two(), fours(28), { mode: 'landed', at: { x: 36, y: 12 } }, { air: { next: 2, spots: [], facs: [], areas: [{ id: 'A1', kind: 'wp-smoke', shape: { kind: 'ellipse', centre: { x: 36, y: 12 }, rx: 1.5, ry: 1.5, rotation: 0 }, by: 'S2', since: 1 }] } });
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
    expect(sup(r.pub)).toEqual([]);
  });

  it('GIVEN one VC whose pistol does not reach the helicopter THEN only his mate fires at it; the pistol has nobody in reach', () => {
    // The slick at 17,10 is 14" from the group's middle, the players 20": vc1-1's AK reaches it (13"), vc1-2's pistol (12") does not (15").
    const figures = [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10, { weapon: 'm1911a1' }), fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)];
    const r = act(figures, [2, 2, 2, 6, 6, 6, 6], { mode: 'landed', at: { x: 17, y: 10 } }, {}, { gunnerReps: [3, 3] });
    expect(r.remaining).toBe(0);
    expect(sup(r.pub)).toEqual([expect.objectContaining({ kind: 'hover-fire', firers: [{ figure: 'cf:vc1-1', hits: 0 }], damage: 0 }), expect.objectContaining({ kind: 'door-gunners-react', target: 'cf:vc1-1' })]);
    expect(shots(r.pub)).toEqual([]);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => f.fired ?? false)).toEqual([true, false]);
  });
});

describe('the enemy\'s RPGs at a landed or hovering helicopter (L759, L772, L1956)', () => {
  const sup2 = (es: readonly FngEvent[]) => es.flatMap((e) => (e.kind === 'support' && e.event.kind === 'hover-fire' ? [e.event] : []));
  const rpg = (x: number, rockets = 2) => vc('vc1-3', x, 10, { role: 'rpg-gunner', weapon: 'rpg-2', rockets });
  const group = () => [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), rpg(34), fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20), fig('fwf', 'c', 34, 20)];

  it('GIVEN the helicopter hovering 18" off, farther than the players THEN the riflemen fire at the player and the RPG gunner at the helicopter: one die (TR 1 as at a vehicle), a rocket spent, the dice the GM\'s', () => {
    const r = act(group(), Array<number>(200).fill(4), { mode: 'hovering', at: { x: 31, y: 28 } });
    expect(sup2(r.pub)).toEqual([expect.objectContaining({ id: 'S1', sitting: 'hovering', firers: [{ figure: 'cf:vc1-3', hits: 1 }] })]);
    expect(r.pub.flatMap((e) => (e.kind === 'shot' ? [e.shooter] : []))).toEqual(['cf:vc1-1', 'cf:vc1-2']);
    expect(r.gm.some((e) => e.kind === 'enemy-dice' && /vc1-3 RPG-2 \(B-40\) \[4\] \+ REP 4 → 1 hit/.test(e.what))).toBe(true);
    const gunner = r.game.figures.find((f) => f.id === 'vc1-3')!;
    expect([gunner.rockets, gunner.fired]).toEqual([1, true]);
  });

  it('GIVEN the gunner has no rocket left THEN it does not fire at the helicopter', () => {
    const figures = [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), rpg(34, 0), fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20)];
    const r = act(figures, Array<number>(200).fill(4), { mode: 'hovering', at: { x: 31, y: 28 } });
    expect(sup2(r.pub)).toEqual([]);
  });

  it('GIVEN the slick landed nearer than the players THEN the group\'s fire at it includes the RPG, beyond its 12" minimum', () => {
    // The slick 13" from the group's middle (32,10), the players 14" (y 24), three of them (the VC do not outnumber them: they hold); the RPG at 34,10 is 13.3" from it.
    const figures = [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), rpg(34), fig('fwf', 'a', 30, 24), fig('fwf', 'b', 32, 24), fig('fwf', 'c', 34, 24)];
    const r = act(figures, Array<number>(200).fill(4), { mode: 'landed', at: { x: 31, y: 23 } });
    expect(sup2(r.pub)[0]!.firers.map((x) => x.figure)).toEqual(['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3']);
  });
});
