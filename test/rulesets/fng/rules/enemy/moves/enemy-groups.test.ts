import { distance } from '../../../../../../src/core/board/geometry.js';
import { describe, expect, it } from 'vitest';
import { activateGroup, coverToward, enemyGroups, moveGroup } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { board, bot, ctx, feature, mission, rect, type Board } from '../../../helpers/bot.js';
import { at, fig, NOW, table } from '../../../helpers/table.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';

/**
 * The revealed enemy's groups as the bot plays them (p.69–70, L1604–L1629). The decision's dice come
 * first; the orders' own dice (fire, damage, recovery, reactions) are all 4s: every AK shot by a REP 4
 * figure totals 8 and hits, every damage die knocks down, every recovery leaves the figure Stunned.
 */
const fours = (n: number): number[] => Array<number>(n).fill(4);
const vc = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('cf', id, x, y, { unit: 'vc1', ...over });
const three = (y = 10) => [vc('vc1-1', 30, y, { role: 'squad-leader' }), vc('vc1-2', 32, y), vc('vc1-3', 28, y)];
const pair = (y: number) => [fig('fwf', 'a', 30, y), fig('fwf', 'b', 32, y)];

function act(figures: TableFigure[], faces: number[], over: Partial<FngGame> = {}, tbl?: Board) {
  const g = table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }), ...over });
  const a = bot(faces, {}, tbl);
  const t = ctx(a);
  const game = activateGroup(t, g, enemyGroups(g)[0]!.members);
  return { g, game, pub: t.pub, remaining: a.roller.remaining };
}

const group = (pub: readonly FngEvent[]) => pub.filter((e) => e.kind === 'enemy-group').map(({ parts: _p, ...e }) => e);
const shots = (pub: readonly FngEvent[]) => pub.flatMap((e) => (e.kind === 'shot' ? [[e.shooter, e.targets.map((x) => x.id).join()]] : []));
const spots = (g: FngGame, side: 'cf' | 'fwf') => g.figures.filter((f) => f.side === side).map((f) => [f.id, f.at, f.status, f.fired ?? false, f.moved ?? false]);

describe('activateGroup: Defensive Tactics (L1627–L1629)', () => {
  it('GIVEN two VC against two players 5.1" away THEN they hold; the 6 throws a grenade at the closest, the other fires at him', () => {
    const r = act([vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), fig('fwf', 'a', 30, 15), fig('fwf', 'b', 33, 15)], [6, 2, ...fours(24)]);
    expect(r.remaining).toBe(0);
    expect(group(r.pub)).toEqual([{ kind: 'enemy-group', unit: 'vc1', leader: 'vc1-1', die: 4, tactics: 'defensive', doing: 'holds and fires at a; grenades from vc1-1' }]);
    expect(r.pub.filter((e) => e.kind === 'throw').map((e) => e.kind === 'throw' && [e.figure, e.at])).toEqual([['cf:vc1-1', { x: 30, y: 15 }]]);
    expect(shots(r.pub)).toEqual([['cf:vc1-2', 'fwf:a']]);
    expect(spots(r.game, 'cf')).toEqual([
      ['vc1-1', { x: 30, y: 10 }, 'carry-on', true, false],
      ['vc1-2', { x: 32, y: 10 }, 'carry-on', true, false],
    ]);
    expect(at(r.game, 'fwf', 'a').status).toBe('stunned');
  });

  it('GIVEN the closest player beyond 6" THEN no grenade dice: all fire', () => {
    const r = act([vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), ...pair(20)], fours(28));
    expect(r.remaining).toBe(0);
    expect(group(r.pub)[0]!.doing).toBe('holds and fires at a');
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
  });
});

describe('the enemy acts sensibly within the tables (issue 34 item 6)', () => {
  it('GIVEN a VC 1.5" from the closest player and both rolling a 6 to throw (L1627) THEN neither throws: the blast circle (5", L884) would catch his own side, himself included; both fire instead, and the post says why', () => {
    const r = act([vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 30, 13.5), fig('fwf', 'a', 30, 15), fig('fwf', 'b', 33, 15)], [6, 6, ...fours(28)]);
    expect(r.pub.filter((e) => e.kind === 'throw')).toEqual([]);
    expect(group(r.pub)).toEqual([{ kind: 'enemy-group', unit: 'vc1', leader: 'vc1-1', die: 4, tactics: 'defensive', doing: 'holds and fires at a; vc1-1, vc1-2 keep their grenades: their own side stands in its circle (L884)' }]);
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => f.status)).toEqual(['carry-on', 'carry-on']);
  });

  it('GIVEN an Assault whose grenade thrower stands 1.2" from his target (the issue\'s vc1-6) THEN he does not throw it', () => {
    const r = act([vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 32, 10), vc('vc1-3', 30, 13.8), ...pair(15)], [1, 1, /* grenades */ 6, 6, 6, ...fours(40)]);
    expect(group(r.pub)[0]).toMatchObject({ row: 'assault' });
    expect(r.pub.filter((e) => e.kind === 'throw').map((e) => e.kind === 'throw' && e.figure)).not.toContain('cf:vc1-3');
    expect(r.pub.filter((e) => e.kind === 'blast').every((e) => e.kind === 'blast' && e.caught.every((k) => k.startsWith('fwf:')))).toBe(true);
  });

  it('GIVEN Defensive Tactics at night with every player beyond sight (12", L1343) THEN the group holds, rolls nothing and says why: nobody in its sight', () => {
    const r = act([vc('vc1-1', 30, 5, { role: 'squad-leader' }), vc('vc1-2', 32, 5), ...pair(30)], [], { mission: mission({ enemy: 'lvc', night: true }) });
    expect(r.remaining).toBe(0);
    expect(r.pub).toEqual([{ kind: 'enemy-hold', groups: [{ unit: 'vc1', leader: 'vc1-1' }], die: 4, why: { kind: 'unseen' } }]);
  });

  it('GIVEN Defensive Tactics with pistols and the players 20" off by day THEN the group holds: the nearest in sight is out of its range (12", L442)', () => {
    const r = act([vc('vc1-1', 30, 10, { role: 'squad-leader', weapon: 'tokarev' }), vc('vc1-2', 32, 10, { weapon: 'tokarev' }), ...pair(30)], []);
    expect(r.pub).toEqual([{ kind: 'enemy-hold', groups: [{ unit: 'vc1', leader: 'vc1-1' }], die: 4, why: { kind: 'out-of-range', figure: 'a', inches: 20, range: 12 } }]);
  });

  it('GIVEN three enemy groups holding out of sight in one activation THEN the channel hears it once, not once a group', () => {
    const g = table(
      [vc('vc1-1', 5, 5), vc('vc1-2', 7, 5), fig('cf', 'vc2-1', 60, 5, { unit: 'vc2' }), fig('cf', 'vc3-1', 35, 3, { unit: 'vc3' }), ...pair(33)],
      { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc', night: true }) },
    );
    const a = bot([]);
    const r = fngBotTurn(g, a.roller, { rules: a.rules, now: NOW })!;
    const holds = r.pub.filter((e) => e.kind === 'enemy-hold');
    expect(holds).toEqual([{ kind: 'enemy-hold', groups: [{ unit: 'vc3', leader: 'vc3-1' }, { unit: 'vc1', leader: 'vc1-1' }, { unit: 'vc2', leader: 'vc2-1' }], die: 4, why: { kind: 'unseen' }, parts: [] }]);
    expect(r.pub.filter((e) => e.kind === 'enemy-group')).toEqual([]);
    expect(eventsText(holds, viewFng(r.game, PUBLIC), 0)).toContain('🔻 Enemy groups vc3 (leader **vc3-1**), vc1 (leader **vc1-1**) and vc2 (leader **vc2-1**), die 4: Defensive Tactics (L1627) — hold, firing at nobody: no player figure in their sight.');
  });
});

describe('the enemy\'s moves keep to the table and off other figures (found by the soak, fng seeds 3 and 7)', () => {
  it('GIVEN a group keeping its shape toward a spot by the top edge, and a figure where one man would end THEN every man ends on the table, on his own place', () => {
    const vcs = [vc('vc1-1', 30, 10, { role: 'squad-leader' }), vc('vc1-2', 30, 7), vc('vc1-3', 30, 13), vc('vc1-4', 33, 10)];
    const g = table([...vcs, fig('cf', 'vc9-1', 32.3, 2, { unit: 'vc9' }), fig('fwf', 'a', 60, 30)], { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }) });
    const t = ctx(bot([]));
    const moved = moveGroup(t, g, vcs as (TableFigure & { at: { x: number; y: number } })[], { x: 30, y: 2 }, { x: 30.75, y: 10 });
    const placed = moved.figures.map((f) => f.at!);
    for (const p of placed) expect(p.x >= 0 && p.y >= 0 && p.x <= 72 && p.y <= 36, JSON.stringify(p)).toBe(true);
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(distance(placed[i]!, placed[j]!)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(at(moved, 'cf', 'vc1-2').at!.y).toBe(0.5);
    expect(at(moved, 'cf', 'vc1-4').at!.y).toBeGreaterThan(2.4);
  });
});

describe('activateGroup: the VC/NVA Action table (L1604–L1622)', () => {
  it('GIVEN three VC 7" from two players and 2 passes THEN Assault: the fire group (half) fires, the rest charge', () => {
    const r = act([...three(), ...pair(17)], [1, 1, ...fours(28)]);
    expect(r.remaining).toBe(0);
    expect(group(r.pub)).toEqual([{ kind: 'enemy-group', unit: 'vc1', leader: 'vc1-1', die: 4, tactics: 'action', row: 'assault', doing: 'assault on a: fire group vc1-1, vc1-2; charging vc1-3' }]);
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a']]);
    expect(spots(r.game, 'cf')).toEqual([
      ['vc1-1', { x: 30, y: 10 }, 'carry-on', true, false],
      ['vc1-2', { x: 32, y: 10 }, 'carry-on', true, false],
      ['vc1-3', { x: 29.8, y: 16.1 }, 'carry-on', false, true],
    ]);
    // Stunned by the fire group, a is taken by the charge.
    expect(at(r.game, 'fwf', 'a').status).toBe('captured');
  });

  it('GIVEN the players 20" off and 2 passes THEN Assault beyond 12": the group closes a normal move (to 7.9") and all fire', () => {
    const r = act([...three(), ...pair(30)], [1, 1, ...fours(42)]);
    expect(r.remaining).toBe(0);
    expect(group(r.pub)[0]).toMatchObject({ row: 'assault', doing: 'assault: closes at best speed on a' });
    expect(r.pub.filter((e) => e.kind === 'moved').map((e) => e.kind === 'moved' && [e.figure, e.to])).toEqual([
      ['cf:vc1-1', { x: 30, y: 17.9 }],
      ['cf:vc1-2', { x: 31.2, y: 17.9 }],
      ['cf:vc1-3', { x: 28.8, y: 17.9 }],
    ]);
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:a'], ['cf:vc1-2', 'fwf:a'], ['cf:vc1-3', 'fwf:a']]);
  });

  it('GIVEN the players 20" off across open ground and elephant grass beside the group THEN Assault beyond 12" closes by way of the grass, keeping its shape, and says so', () => {
    // Straight down the open the players see every inch (weight 6); into the grass (x 20–26, ¾ speed, L1148) and down it costs less.
    const jungle = board(feature('elephant-grass', rect(20, 8, 6, 22)));
    const r = act([...three(), ...pair(30)], [1, 1, ...fours(60)], {}, jungle);
    expect(group(r.pub)[0]).toMatchObject({ row: 'assault', doing: 'assault: closes at best speed on a', route: { kind: 'cover', through: [{ name: 'elephant-grass', at: { x: 26, y: 10 } }], hidden: false } });
    expect(r.pub.filter((e) => e.kind === 'moved').map((e) => e.kind === 'moved' && [e.figure, e.to])).toEqual([
      ['cf:vc1-1', { x: 24, y: 11.9 }],
      ['cf:vc1-2', { x: 26, y: 11.9 }],
      ['cf:vc1-3', { x: 22, y: 11.9 }],
    ]);
  });

  it('GIVEN NVA 20" off, 1 pass, a forest 4–8" toward the players THEN Maneuver: fast moves to the covered spot nearest them (30,17), keeping its shape, and fires', () => {
    const wood = board(feature('forest', rect(20, 14, 20, 4)));
    const r = act([...three(), ...pair(30)], [1, 6, ...fours(60)], { mission: mission({ enemy: 'nva' }) }, wood);
    expect(coverToward(bot([], {}, wood), r.g, { x: 30, y: 10 }, { x: 30, y: 30 })?.at).toEqual({ x: 30, y: 17 });
    // The way enters the forest at 30,14; at 30,17, 1" inside its near edge (less than its 4" depth), the players see the group.
    expect(group(r.pub)).toEqual([
      { kind: 'enemy-group', unit: 'vc1', leader: 'vc1-1', die: 4, tactics: 'action', row: 'maneuver', doing: 'maneuver: fast moves to cover at 30,17', route: { kind: 'cover', through: [{ name: 'forest', at: { x: 30, y: 14 } }], hidden: false } },
    ]);
    expect(spots(r.game, 'cf').map((s) => s.slice(0, 2))).toEqual([
      ['vc1-1', { x: 30, y: 17 }],
      ['vc1-2', { x: 32, y: 17 }],
      ['vc1-3', { x: 28, y: 17 }],
    ]);
  });

  it('GIVEN no cover within reach, in the players\' sight THEN Maneuver says so and moves (a normal move in sight, by default) toward the players', () => {
    const r = act([...three(), ...pair(30)], [1, 6, ...fours(60)], { mission: mission({ enemy: 'nva' }) }, board());
    expect(group(r.pub)[0]).toMatchObject({ doing: 'maneuver: moves toward the players (no cover within reach)', route: { kind: 'straight' } });
  });

  it('GIVEN 0 passes and a player 18" from his friends THEN Harass: all fire on the most isolated, c', () => {
    const r = act([...three(), ...pair(22), fig('fwf', 'c', 50, 22)], [6, 6, ...fours(36)]);
    expect(r.remaining).toBe(0);
    expect(group(r.pub)).toEqual([{ kind: 'enemy-group', unit: 'vc1', leader: 'vc1-1', die: 4, tactics: 'action', row: 'harass', doing: 'harass: fire on c, the most isolated figure' }]);
    expect(shots(r.pub)).toEqual([['cf:vc1-1', 'fwf:c'], ['cf:vc1-2', 'fwf:c'], ['cf:vc1-3', 'fwf:c']]);
  });

  it('GIVEN 0 passes and the most isolated player behind a hill\'s crest THEN Harass reads the same line of sight as the players\' orders: all fire on the most isolated one they see', () => {
    // c stands 18" from his friends, beyond a hill between him and the group (L1154): out of its sight.
    const hill = board({ name: 'Hill 12', type: 'hill', shape: { kind: 'ellipse', centre: { x: 45, y: 16 }, rx: 4, ry: 4, rotation: 0 } });
    const r = act([...three(), ...pair(22), fig('fwf', 'c', 50, 22)], [6, 6, ...fours(80)], {}, hill);
    expect(group(r.pub)[0]!.doing).toBe('harass: fire on a, the most isolated figure');
    expect(shots(r.pub).every(([, target]) => target === 'fwf:a')).toBe(true);
  });

  it('GIVEN Local VC 20" off and 1 pass THEN LVC Melt Away: the figures leave, two PEFs 4" apart take their place, `melted` keeps them', () => {
    const r = act([...three(), ...pair(30)], [1, 6]);
    expect(r.remaining).toBe(0);
    expect(r.game.figures.filter((f) => f.side === 'cf')).toEqual([]);
    expect(r.game.pefs).toEqual([
      { id: 'P3', at: { x: 28, y: 10 }, acted: 3 },
      { id: 'P4', at: { x: 32, y: 10 }, acted: 3 },
    ]);
    expect(r.game.mission!.nextPef).toBe(5);
    expect(r.game.melted).toEqual([{ pefs: ['P3', 'P4'], figures: r.g.figures.filter((f) => f.side === 'cf') }]);
    expect(group(r.pub)[0]).toMatchObject({ row: 'maneuver', doing: 'melts away' });
    expect(r.pub.at(-1)).toEqual({ kind: 'melt-away', unit: 'vc1', pefs: ['P3', 'P4'] });
  });

  it('GIVEN the leader\'s REP 4 below the enemy\'s die of 5 THEN the group does nothing and rolls nothing', () => {
    const r = act([...three(), ...pair(30)], [], { dice: { fwf: 1, cf: 5 } });
    expect(r.game).toBe(r.g);
    expect(r.pub).toEqual([]);
  });
});
