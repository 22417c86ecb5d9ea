import { describe, expect, it } from 'vitest';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { launcherTarget } from '../../../../../../src/rulesets/fng/rules/enemy/moves/launcher-target.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { WEAPONS } from '../../../../../../src/rulesets/fng/rules/figures/weapons.js';
import { board, bot, ctx, feature, mission, rect } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';

/**
 * The bot's choice of target for an enemy RPG or recoilless rifle (launcher-target.ts): a structure
 * holding players first, then the figure whose blast catches most, none of its own; nothing nearer
 * than the weapon's minimum (RPG-2: 12"–24", a 4" blast circle).
 */
const gunner = fig('cf', 'vc1-2', 30, 10, { unit: 'vc1', role: 'rpg-gunner', weapon: 'rpg-2' }) as TableFigure & { at: { x: number; y: number } };
const g = (figures: TableFigure[]): FngGame => table([gunner, ...figures], { mission: mission({ enemy: 'nva' }) });
const RPG = WEAPONS['rpg-2'];

describe('launcherTarget', () => {
  it('GIVEN two players in a bunker and one in the open THEN the bunker, aimed at its first occupant', () => {
    const tbl = board({ ...feature('bunker', rect(28, 28, 4, 4)), name: 'Bunker A' });
    const t = launcherTarget(tbl, g([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 31, 30), fig('fwf', 'c', 20, 30)]), gunner, RPG);
    expect(t).toEqual({ kind: 'structure', feature: 'Bunker A', at: { x: 30, y: 30 }, inside: 2 });
  });

  it('GIVEN players in the open THEN the one whose blast catches most (a and b, 2" apart), the nearer of the two', () => {
    const t = launcherTarget(board(), g([fig('fwf', 'b', 32, 30), fig('fwf', 'a', 30, 30), fig('fwf', 'c', 10, 30)]), gunner, RPG);
    expect(t?.kind === 'figure' && [t.figure.id, t.caught]).toEqual(['a', 2]);
  });

  it('GIVEN the bunched pair beside one of its own THEN the lone player instead; nobody in range (nearer than 12") THEN nothing', () => {
    const t = launcherTarget(board(), g([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30), fig('cf', 'vc9-1', 31, 31, { unit: 'vc9' }), fig('fwf', 'c', 40, 28)]), gunner, RPG);
    expect(t?.kind === 'figure' && t.figure.id).toBe('c');
    expect(launcherTarget(board(), g([fig('fwf', 'a', 30, 20)]), gunner, RPG)).toBeUndefined();
  });

  it('GIVEN a friend 3" behind the gunner, or the gunner inside a bunker THEN it does not fire (L768)', () => {
    const players = [fig('fwf', 'a', 30, 30)];
    expect(launcherTarget(board(), g([...players, fig('cf', 'vc1-1', 30, 7, { unit: 'vc1' })]), gunner, RPG)).toBeUndefined();
    expect(launcherTarget(board(), g([...players, fig('cf', 'vc1-1', 34, 7, { unit: 'vc1' })]), gunner, RPG)?.kind).toBe('figure');
    expect(launcherTarget(board(feature('bunker', rect(28, 8, 4, 4))), g(players), gunner, RPG)).toBeUndefined();
  });

  it('GIVEN a bamboo wall between THEN nothing it cannot see', () => {
    expect(launcherTarget(board(feature('bamboo', rect(0, 18, 72, 2))), g([fig('fwf', 'a', 30, 30)]), gunner, RPG)).toBeUndefined();
  });
});

describe('activateGroup: the RPG fires as a launcher', () => {
  it('GIVEN a leader and an RPG gunner holding against two players 20" off THEN the leader fires his AK, the RPG a rocket at the pair', () => {
    const figures = [fig('cf', 'vc1-1', 28, 10, { unit: 'vc1', role: 'squad-leader' }), gunner, fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)];
    const game = table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'nva' }) });
    const a = bot(Array<number>(60).fill(4));
    const t = ctx(a);
    activateGroup(t, game, enemyGroups(game)[0]!.members);
    expect(t.pub.flatMap((e) => (e.kind === 'shot' ? [[e.shooter, e.weapon, e.targets.map((x) => x.id).join()]] : []))).toEqual([
      ['cf:vc1-1', 'AK-47 / Type-56 7.62mm', 'fwf:a'],
      ['cf:vc1-2', 'RPG-2 (B-40)', 'fwf:a'],
    ]);
  });
});

describe('activateGroup: an RPG counts its rockets (the RPG team\'s 1d6, L2112)', () => {
  const shots = (rockets: number, sidearm?: 'ak-47') => {
    const rpg = { ...gunner, rockets, ...(sidearm ? { sidearm } : {}) };
    const figures = [fig('cf', 'vc1-1', 28, 10, { unit: 'vc1', role: 'squad-leader' }), rpg, fig('fwf', 'a', 30, 30), fig('fwf', 'b', 32, 30)];
    const game = table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'nva' }) });
    const t = ctx(bot(Array<number>(60).fill(4)));
    const after = activateGroup(t, game, enemyGroups(game)[0]!.members);
    const gunnerShots = t.pub.flatMap((e) => (e.kind === 'shot' && e.shooter === 'cf:vc1-2' ? [e.weapon] : []));
    return { gunnerShots, left: after.figures.find((f) => f.id === 'vc1-2')?.rockets };
  };

  it('GIVEN one rocket left THEN it fires it and has none', () => {
    expect(shots(1)).toEqual({ gunnerShots: ['RPG-2 (B-40)'], left: 0 });
  });

  it('GIVEN no rocket left and an AK-47 sidearm (the NVA\'s from mid-1968, L516) THEN the AK fires instead; with no sidearm the gunner does not fire', () => {
    expect(shots(0, 'ak-47').gunnerShots).toEqual(['AK-47 / Type-56 7.62mm']);
    expect(shots(0).gunnerShots).toEqual([]);
  });
});

describe('launcherTarget: a helicopter landed or hovering is the vehicle it is for (L759, L772, L1956)', () => {
  const heli = (at: { x: number; y: number }, mode: 'landed' | 'hovering' | 'flying', id = 'S1'): SupportRequest => ({ id, for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:a', turn: 1, due: 1, state: 'here', passes: 2, pilotRep: 4, heli: { serial: 1, at, mode } });
  const withHelis = (figures: TableFigure[], ...requests: SupportRequest[]): FngGame => ({ ...g(figures), support: { ...emptySupport(), next: 3, requests } });
  const bunker = board({ ...feature('bunker', rect(28, 28, 4, 4)), name: 'Bunker A' });

  it('GIVEN a slick landed 16" off and two players in a bunker THEN the slick first; of two, the nearer', () => {
    expect(launcherTarget(bunker, withHelis([fig('fwf', 'a', 30, 30), fig('fwf', 'b', 31, 30)], heli({ x: 30, y: 26 }, 'landed')), gunner, RPG)).toEqual({ kind: 'helicopter', id: 'S1', at: { x: 30, y: 26 }, mode: 'landed' });
    const two = withHelis([], heli({ x: 30, y: 32 }, 'hovering', 'S1'), heli({ x: 46, y: 10 }, 'landed', 'S2'));
    expect(launcherTarget(board(), two, gunner, RPG)).toMatchObject({ kind: 'helicopter', id: 'S2' });
  });

  it('GIVEN the helicopter flying its passes, nearer than the 12" minimum, beyond 24", or a figure in the back blast THEN not the helicopter', () => {
    const players = [fig('fwf', 'a', 30, 30)];
    expect(launcherTarget(board(), withHelis(players, heli({ x: 30, y: 26 }, 'flying')), gunner, RPG)?.kind).toBe('figure');
    expect(launcherTarget(board(), withHelis(players, heli({ x: 30, y: 20 }, 'landed')), gunner, RPG)?.kind).toBe('figure');
    expect(launcherTarget(board(), withHelis([], heli({ x: 30, y: 36 }, 'landed')), gunner, RPG)).toBeUndefined();
    const behind = [fig('cf', 'vc1-1', 30, 6, { unit: 'vc1' })];
    expect(launcherTarget(board(), withHelis(behind, heli({ x: 30, y: 26 }, 'landed')), gunner, RPG)).toBeUndefined();
  });
});
