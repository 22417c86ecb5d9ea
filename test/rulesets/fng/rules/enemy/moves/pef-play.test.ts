import { describe, expect, it } from 'vitest';
import { activatePef, resolvePefAt } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { PefMarker } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { countFaces } from '../../../../../helpers/rules.js';
import { bare, board, bot, feature, mission, rect, said, SQUAD_FACES, type Board } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';
import { enemyMoveOrder } from '../../../../../../src/rulesets/fng/rules/enemy/moves/order-enemy.js';
import { sees } from '../../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import { stepToward } from '../../../../../../src/rulesets/fng/rules/terrain/table-geometry.js';
import { distance } from '../../../../../../src/core/board/geometry.js';
import { routeText } from '../../../../../../src/rulesets/fng/play/enemy/enemy-texts.js';

/**
 * At night (12" of sight) with the one player figure at 30,20: PEFs 12" or more from it are out of
 * sight, so the night table stands in for terrain and every distance is plain arithmetic.
 */
const night = (pefs: PefMarker[], over: Partial<FngGame> = {}): FngGame =>
  table([fig('fwf', 'a', 30, 20)], { acting: 'cf', dice: { fwf: 1, cf: 1 }, serial: 5, mission: mission({ night: true }), pefs, ...over });

function run(g: FngGame, pef: string, faces: number[], overrides = {}) {
  const a = bot(faces, overrides);
  const pub: FngEvent[] = [];
  const gm: FngEvent[] = [];
  const game = activatePef(a, g, g.pefs!.find((p) => p.id === pef)!, pub, gm);
  return { game, pub, gm, remaining: a.roller.remaining };
}

describe('activatePef: PEF Movement as the bot carries it out (L1397–L1416)', () => {
  it('GIVEN 0 passes THEN it stays, marked as acted this activation', () => {
    const r = run(night([{ id: 'P1', at: { x: 10, y: 10 } }]), 'P1', [6, 6]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([{ id: 'P1', at: { x: 10, y: 10 }, acted: 5 }]);
    expect(bare(r.pub)).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 10, y: 10 }, how: 'stays', inSight: false }]);
    expect(said(r.gm)).toEqual(['PEF Movement P1 (2d6 vs PEF REP 1): 0 passed → stay']);
  });

  it('GIVEN 2 passes, no other PEF and a 1 THEN it splits: a new marker P<next> 4" away from the nearest player, the mission\'s counter moved on', () => {
    const r = run(night([{ id: 'P1', at: { x: 30, y: 5 } }]), 'P1', [1, 1, 1]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([
      { id: 'P1', at: { x: 30, y: 5 }, acted: 5 },
      { id: 'P3', at: { x: 30, y: 1 }, moved: true, acted: 5 },
    ]);
    expect(r.game.mission!.nextPef).toBe(4);
    expect(bare(r.pub)).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 30, y: 5 }, to: { x: 30, y: 5 }, how: 'split', split: 'P3', inSight: false }]);
  });

  it('GIVEN 2 passes, another PEF and a 1 THEN it moves 16" toward it, never nearer than 4"', () => {
    const far = run(night([{ id: 'P1', at: { x: 0, y: 0 } }, { id: 'P2', at: { x: 0, y: 30 } }], { figures: [fig('fwf', 'a', 60, 20)] }), 'P1', [1, 1, 1]);
    expect(far.game.pefs![0]).toEqual({ id: 'P1', at: { x: 0, y: 16 }, moved: true, acted: 5 });
    const near = run(night([{ id: 'P1', at: { x: 0, y: 0 } }, { id: 'P2', at: { x: 0, y: 10 } }], { figures: [fig('fwf', 'a', 60, 20)] }), 'P1', [1, 1, 1]);
    expect(near.game.pefs![0]).toEqual({ id: 'P1', at: { x: 0, y: 6 }, moved: true, acted: 5 });
    expect(bare(near.pub)).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 0, y: 0 }, to: { x: 0, y: 6 }, how: 'toward-pef', inSight: false }]);
  });

  it('GIVEN a move toward another PEF that would cross the players\' sight THEN it stops on the last inch out of sight, unresolved', () => {
    // Along y = 10 the player at 30,20 sees x ≥ 23.4 (12" at night): P1 stops at 23,10.
    const r = run(night([{ id: 'P1', at: { x: 10, y: 10 } }, { id: 'P2', at: { x: 50, y: 10 } }]), 'P1', [1, 1, 2]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([
      { id: 'P1', at: { x: 23, y: 10 }, moved: true, acted: 5 },
      { id: 'P2', at: { x: 50, y: 10 } },
    ]);
    expect(bare(r.pub)).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 23, y: 10 }, how: 'toward-pef', inSight: false }]);
  });

  it('GIVEN a move toward the players THEN it stops on the inch where it comes into sight and is resolved there (a false alarm: gone)', () => {
    // 22.36" from the player; in sight from 10.36" along: the 11th inch, at 19.8,14.9. Then PEF Resolution 6,6 vs EAL 1: false alarm.
    const r = run(night([{ id: 'P1', at: { x: 10, y: 10 } }]), 'P1', [1, 1, 4, 6, 6]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([]);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 19.8, y: 14.9 }, how: 'toward-enemy', inSight: true, route: { kind: 'straight' } },
      { kind: 'pef-resolved', pef: 'P1', at: { x: 19.8, y: 14.9 }, by: 'a', outcome: 'false-alarm' },
    ]);
  });

  it('GIVEN a move toward the players and none on the table THEN it stays', () => {
    const r = run(night([{ id: 'P1', at: { x: 10, y: 10 } }], { figures: [] }), 'P1', [1, 1, 4]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([{ id: 'P1', at: { x: 10, y: 10 }, acted: 5 }]);
    expect(bare(r.pub)).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 10, y: 10 }, how: 'stays', inSight: false }]);
  });

  it('GIVEN a PEF of REP r with another PEF on the table THEN it moves toward the players on 4r² + 6r(6 − r) of the 216 outcomes of its three dice (exact)', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((rep) =>
      countFaces(3, (faces) => {
        const g = night([{ id: 'P1', at: { x: 0, y: 0 } }, { id: 'P2', at: { x: 0, y: 35 } }], { figures: [fig('fwf', 'a', 70, 0)], mission: mission({ night: true, pefRep: rep }) });
        return run(g, 'P1', faces).pub.some((e) => e.kind === 'pef-moved' && e.how === 'toward-enemy');
      }),
    );
    expect(counts).toEqual([34, 64, 90, 112, 130, 144]);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6].map((r) => 4 * r * r + 6 * r * (6 - r)));
  });
});

describe('activatePef: "through cover at all times" (L1409, cover-route.ts)', () => {
  // By day the player at 40,30 sees across the open table; P1 stands deep in a strip of elephant grass (x 6–14, y 0–30).
  const GRASS = board(feature('elephant-grass', rect(6, 0, 8, 30)));
  const day = (over: Partial<FngGame> = {}): FngGame => table([fig('fwf', 'a', 40, 30)], { acting: 'cf', serial: 5, mission: mission(), pefs: [{ id: 'P1', at: { x: 10, y: 5 } }], ...over });
  function runOn(tbl: Board, g: FngGame, faces: number[]) {
    const a = bot(faces, {}, tbl);
    const pub: FngEvent[] = [];
    const gm: FngEvent[] = [];
    const game = activatePef(a, g, g.pefs![0]!, pub, gm);
    return { game, pub, gm, remaining: a.roller.remaining };
  }

  it('GIVEN a strip of grass running toward the players THEN 16" down the grass, out of sight and unresolved, and the channel is told the way', () => {
    // The straight line leaves the grass 3" on (at x 13, less than 1" deep) and would be seen at once.
    expect(sees(GRASS, { x: 40, y: 30 }, stepToward({ x: 10, y: 5 }, { x: 40, y: 30 }, 5), false)).toBe(true);
    const r = runOn(GRASS, day(), [1, 1, 4]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([{ id: 'P1', at: { x: 12, y: 20.2 }, acted: 5, moved: true }]);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 5 }, to: { x: 12, y: 20.2 }, how: 'toward-enemy', inSight: false, route: { kind: 'cover', through: [{ name: 'elephant-grass', at: { x: 10.7, y: 5.7 } }], hidden: true } },
    ]);
    // 16" of way, the grass never left: nearer the player than it began, deep enough not to be seen.
    expect(distance({ x: 12, y: 20.2 }, { x: 40, y: 30 })).toBeLessThan(distance({ x: 10, y: 5 }, { x: 40, y: 30 }));
    expect(sees(GRASS, { x: 40, y: 30 }, { x: 12, y: 20.2 }, false)).toBe(false);
  });

  it('GIVEN cover only behind the PEF THEN the straight way, said so, inch by inch into sight and resolved', () => {
    // At night (12" of sight) with a bamboo stand in the corner behind P1: no way toward the player passes through cover.
    const behind = board(feature('bamboo', rect(0, 0, 6, 6)));
    const g = night([{ id: 'P1', at: { x: 10, y: 10 } }]);
    const r = runOn(behind, g, [1, 1, 4, 6, 6]);
    expect(r.remaining).toBe(0);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 19.8, y: 14.9 }, how: 'toward-enemy', inSight: true, route: { kind: 'straight' } },
      { kind: 'pef-resolved', pef: 'P1', at: { x: 19.8, y: 14.9 }, by: 'a', outcome: 'false-alarm' },
    ]);
  });

  it('GIVEN a PEF the bot routed THEN the GM\'s `/fng-mission move` still puts it where she says', () => {
    const routed = runOn(GRASS, day(), [1, 1, 4]).game;
    const r = enemyMoveOrder({ ...args(routed, 'fwf', []), gm: true }, [{ figure: 'P1', at: { x: 8, y: 12 } }]);
    expect(r.ok && r.value.game.pefs).toEqual([{ id: 'P1', at: { x: 8, y: 12 }, acted: 5, moved: true }]);
    expect(r.ok && r.value.events).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 12, y: 20.2 }, to: { x: 8, y: 12 }, how: 'toward-enemy', inSight: false }]);
  });

  it('GIVEN the text THEN the channel reads which way and why, and nothing of what the PEF is', () => {
    const r = runOn(GRASS, day(), [1, 1, 4]);
    const e = r.pub[0]!;
    expect(e.kind === 'pef-moved' && routeText(e.route!, '**US**')).toBe("through elephant-grass (from 10.7,5.7), out of **US**'s sight");
    expect(routeText({ kind: 'straight' }, '**US**')).toBe("straight at **US**'s nearest figure (no cover leads toward them)");
  });
});

/**
 * The player at 30,20 and PEF P1 at 30,10, resolved here directly (as after Recon by Fire): a bamboo
 * stand between them keeps the troops it turns into out of the player's sight, so no In Sight follows.
 */
const WALL = board(feature('bamboo', rect(0, 15, 72, 3)));
const seen = (over: Partial<FngGame> = {}): FngGame =>
  table([fig('fwf', 'a', 30, 20)], { serial: 5, mission: mission(), pefs: [{ id: 'P1', at: { x: 30, y: 10 } }, { id: 'P2', at: { x: 60, y: 5 } }], ...over });

function resolve(g: FngGame, pef: string, faces: number[], overrides = {}, table: Board = WALL) {
  const a = bot(faces, overrides, table);
  const pub: FngEvent[] = [];
  const gm: FngEvent[] = [];
  const game = resolvePefAt(a, g, pef, 'a', pub, gm);
  return { game, pub, gm, remaining: a.roller.remaining };
}

const P2 = { id: 'P2', at: { x: 60, y: 5 } };

describe('resolvePefAt: PEF Resolution (L1405–L1419), First Contact and Activity, Potential Contact', () => {
  it('GIVEN 0 passes vs the EAL THEN a false alarm: the marker goes, nothing else', () => {
    const g = seen();
    const r = resolve(g, 'P1', [6, 6]);
    expect(r.remaining).toBe(0);
    expect(r.game).toEqual({ ...g, pefs: [P2] });
    expect(bare(r.pub)).toEqual([{ kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'false-alarm' }]);
    expect(said(r.gm)).toEqual(['PEF Resolution P1 (2d6 vs EAL 1): 0 passed → false-alarm']);
  });

  it('GIVEN 1 pass and a 1 in a Pro-Communist AO (0 or less) THEN no contact, and First Contact is not rolled', () => {
    const g = seen({ mission: mission({ status: 'pro-communist' }) });
    const r = resolve(g, 'P1', [1, 6, 1]);
    expect(r.remaining).toBe(0);
    expect(r.game).toEqual({ ...g, pefs: [P2] });
    expect(bare(r.pub)).toEqual([{ kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'no-contact' }]);
    expect(said(r.gm)).toEqual(['PEF Resolution P1 (2d6 vs EAL 1): 1 passed, 1d6 1 −1 Pro-Communist = 0 → no-contact']);
  });

  it('GIVEN the first contact, Contact! THEN First Contact (LVC), Activity (Where\'s Charlie: PEF REP 1), sealed; a three-man cell vc1-1..3 laid at the marker, 2" apart (its spacing), the second away from the players', () => {
    // Resolution 1,1 (2 passes), 1d6 1 → reinforcements; First Contact I Corps coastal 1 → LVC; Activity 6,6 → 0 passes;
    // EAL 1 table 1d6 1 → three-man cell; its army list's rolls.
    const g = seen();
    const r = resolve(g, 'P1', [1, 1, 1, 1, 6, 6, 1, ...SQUAD_FACES()]);
    expect(r.remaining).toBe(0);
    expect(r.game.mission).toEqual(mission({ enemy: 'lvc', activity: 'wheres-charlie', eal: 1, pefRep: 1, nextUnit: 2 }));
    expect(r.game.pefs).toEqual([P2]);
    expect(r.game.sealed).toEqual([{ seq: 1, kind: 'mission', entry: { eal: 1, pefRep: 1, activity: 'wheres-charlie' } }]);
    const placed = r.game.figures.filter((f) => f.side === 'cf');
    expect(placed.map((f) => [f.id, f.unit, f.side, f.at])).toEqual([
      ['vc1-1', 'vc1', 'cf', { x: 30, y: 10 }],
      ['vc1-2', 'vc1', 'cf', { x: 30, y: 8 }],
      ['vc1-3', 'vc1', 'cf', { x: 28, y: 10 }],
    ]);
    // First Contact is rolled before the table the resolution sends to, and told first.
    expect(bare(r.pub)).toEqual([
      { kind: 'first-contact', enemy: 'lvc' },
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'contact' },
      { kind: 'enemy-arrives', unit: 'three-man-cell', figures: ['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3'], at: { x: 30, y: 10 }, why: 'pef', laid: { leader: { x: 30, y: 10 }, cover: 'none', features: [], open: 3 } },
    ]);
    expect(said(r.gm)).toEqual([
      'PEF Resolution P1 (2d6 vs EAL 1): 2 passed, 1d6 1 → enemy-reinforcements',
      "VC/NVA Activity (2d6 vs EAL 1): 0 passed → wheres-charlie; EAL now 1, PEF REP 1",
      'VC/NVA Reinforcements EAL 1 (1d6 = 1): three-man-cell',
    ]);
  });

  it('GIVEN the first contact at EAL 3 and Activity passing 2 THEN We\'ve stepped in it: EAL 4, PEF REP 5; with fng.eal.hidden off the levels are not sealed (only what the PC held is)', () => {
    // Resolution 1,1, 1d6 5 → PC; First Contact 5 → NVA; Activity 1,1 → stepped in it; PC EAL 4: 4d6.
    const g = seen({ mission: mission({ eal: 3, pefRep: 3 }) });
    const r = resolve(g, 'P1', [1, 1, 5, 5, 1, 1, 1, 1, 1, 1], { 'fng.eal.hidden': false });
    expect(r.remaining).toBe(0);
    expect(r.game.mission).toEqual(mission({ enemy: 'nva', activity: 'stepped-in-it', eal: 4, pefRep: 5 }));
    expect(r.game.sealed?.map((x) => x.kind)).toEqual(['contact']);
    expect(bare(r.pub).slice(0, 2)).toEqual([
      { kind: 'first-contact', enemy: 'nva' },
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'potential-contact' },
    ]);
    expect(said(r.gm)[1]).toBe('VC/NVA Activity (2d6 vs EAL 3): 2 passed → stepped-in-it; EAL now 4, PEF REP 5');
    expect(said(r.gm)[2]).toMatch(/^Potential Contact EAL 4 \(4, /);
  });

  it('GIVEN contact made and a Potential Contact of nothing THEN the channel hears a PC of nothing; what it held is sealed as a trap would be, nothing else changes', () => {
    const g = seen({ mission: mission({ enemy: 'lvc' }) });
    const r = resolve(g, 'P1', [1, 1, 5, 1]);
    expect(r.remaining).toBe(0);
    expect(r.game).toEqual({ ...g, pefs: [P2], sealed: [{ seq: 1, kind: 'contact', entry: { pef: 'P1', at: { x: 30, y: 10 }, site: 'nothing' } }] });
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'potential-contact' },
      { kind: 'pc-found', pef: 'P1', at: { x: 30, y: 10 }, site: 'nothing' },
    ]);
    expect(said(r.gm)[0]).toBe('PEF Resolution P1 (2d6 vs EAL 1): 2 passed, 1d6 5 → potential-contact');
    expect(said(r.gm)[1]).toMatch(/^Potential Contact EAL 1 \(1, .*\): nothing$/);
  });

  it('GIVEN a Potential Contact booby trap THEN a trap laid 1" from the nearest player toward the marker, sealed, told the GM; the channel hears exactly a PC of nothing', () => {
    const g = seen({ mission: mission({ enemy: 'lvc' }) });
    const nothing = resolve(g, 'P1', [1, 1, 5, 1]);
    const r = resolve(g, 'P1', [1, 1, 5, 4]);
    expect(r.remaining).toBe(0);
    expect(r.game.traps).toEqual([{ id: 'T1', at: { x: 30, y: 19 }, type: 'wide-spread', seq: 1 }]);
    expect(r.game.sealed).toEqual([{ seq: 1, kind: 'trap', entry: { id: 'T1', at: { x: 30, y: 19 }, type: 'wide-spread' } }]);
    expect(r.game).toEqual({ ...g, pefs: [P2], traps: r.game.traps, sealed: r.game.sealed });
    expect(r.pub).toEqual(nothing.pub);
    // One sealed decision either way (issue 32): its commitment tells nothing of which.
    expect(nothing.game.sealed?.map((x) => x.seq)).toEqual(r.game.sealed?.map((x) => x.seq));
    expect(said(r.gm).at(-1)).toBe('T1: a wide-spread booby trap at 30,19');
  });

  it('GIVEN a Potential Contact bunker with two riflemen in it THEN the site is told and two figures placed there', () => {
    // PC EAL 1: 5 → a two-man bunker; occupants 6 → two riflemen.
    const g = seen({ mission: mission({ enemy: 'lvc' }) });
    const r = resolve(g, 'P1', [1, 1, 5, 5, 6, ...SQUAD_FACES()]);
    expect(r.remaining).toBe(0);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => [f.id, f.at])).toEqual([
      ['vc1-1', { x: 30, y: 10 }],
      ['vc1-2', { x: 30, y: 8 }],
    ]);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'potential-contact' },
      { kind: 'pc-found', pef: 'P1', at: { x: 30, y: 10 }, site: 'bunker-2', contents: 'two-riflemen' },
      { kind: 'enemy-arrives', unit: 'two-riflemen', figures: ['cf:vc1-1', 'cf:vc1-2'], at: { x: 30, y: 10 }, why: 'pc', laid: { leader: { x: 30, y: 10 }, cover: 'none', features: [], open: 2 } },
    ]);
    expect(r.game.sealed).toEqual([{ seq: 1, kind: 'contact', entry: { pef: 'P1', at: { x: 30, y: 10 }, site: 'bunker-2', contents: 'two-riflemen' } }]);
  });
});

describe('resolvePefAt: troops in the players\' sight', () => {
  it('GIVEN Contact! on an open table THEN the troops placed take In Sight with the player who sees them at once (L1395)', () => {
    const g = seen({ mission: mission({ enemy: 'lvc' }) });
    // Resolution 1,1, 1d6 1 → reinforcements (EAL 1 table 1 → a three-man cell); then the In Sight and what follows, on 4s.
    const r = resolve(g, 'P1', [1, 1, 1, 1, ...SQUAD_FACES(), ...Array<number>(60).fill(4)], {}, board());
    expect(r.pub.map((e) => e.kind).slice(0, 3)).toEqual(['pef-resolved', 'enemy-arrives', 'in-sight']);
  });
});

describe('resolvePefAt: a melted-away pair (L1625)', () => {
  const vc = [fig('cf', 'vc1-1', 50, 10, { unit: 'vc1' }), fig('cf', 'vc1-2', 52, 10, { unit: 'vc1' })];
  const pair = (over: Partial<FngGame> = {}): FngGame =>
    seen({ mission: mission({ enemy: 'lvc', nextPef: 6 }), pefs: [{ id: 'P4', at: { x: 30, y: 10 } }, { id: 'P5', at: { x: 34, y: 10 } }], melted: [{ pefs: ['P4', 'P5'], figures: vc }], ...over });

  it('GIVEN the first of the pair resolves into troops THEN the unit is back where it stood (keeping its shape), the other PEF gone', () => {
    const r = resolve(pair(), 'P4', [1, 1, 1]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs).toEqual([]);
    expect(r.game.melted).toEqual([]);
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => [f.id, f.at])).toEqual([
      ['vc1-1', { x: 30, y: 10 }],
      ['vc1-2', { x: 32, y: 10 }],
    ]);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-resolved', pef: 'P4', at: { x: 30, y: 10 }, by: 'a', outcome: 'contact' },
      { kind: 'enemy-arrives', unit: 'the Local VC who melted away', figures: ['cf:vc1-1', 'cf:vc1-2'], at: { x: 30, y: 10 }, why: 'pef' },
    ]);
  });

  it('GIVEN the first resolves into nothing THEN no contact, and the other is the unit when resolved, without a roll', () => {
    const first = resolve(pair(), 'P4', [6, 6]);
    expect(first.remaining).toBe(0);
    expect(first.game.pefs).toEqual([{ id: 'P5', at: { x: 34, y: 10 } }]);
    expect(first.game.melted).toEqual([{ pefs: ['P4', 'P5'], figures: vc, real: 'P5' }]);
    expect(bare(first.pub)).toEqual([{ kind: 'pef-resolved', pef: 'P4', at: { x: 30, y: 10 }, by: 'a', outcome: 'no-contact' }]);
    const second = resolve(first.game, 'P5', []);
    expect(second.game.pefs).toEqual([]);
    expect(second.game.melted).toEqual([]);
    expect(second.game.figures.filter((f) => f.side === 'cf').map((f) => [f.id, f.at])).toEqual([
      ['vc1-1', { x: 34, y: 10 }],
      ['vc1-2', { x: 36, y: 10 }],
    ]);
    expect(second.gm).toEqual([]);
  });
});

describe('resolvePefAt on the mission\'s own terms (Fight/Patrol L2223, L2236; Recon L2248)', () => {
  const faces = (first: number[]) => [...first, ...Array<number>(80).fill(2)];

  it('GIVEN a Recon at EAL 2 with no PC yet and 1d6 5 THEN a Potential Contact instead of the PEF table, counted; 6 THEN resolved normally', () => {
    const g = seen({ mission: mission({ type: 'recon', eal: 2, pefRep: 2, length: { minimumTurns: 12, after: 'end-roll' } }) });
    const r = resolve(g, 'P1', faces([5]));
    expect(said(r.gm)[0]).toBe('P1: a PC instead (recon, L2223/L2248)? yes');
    expect(r.pub[0]).toMatchObject({ kind: 'pef-resolved', pef: 'P1', outcome: 'potential-contact' });
    expect(r.game.mission?.pcsRevealed).toBe(1);
    const normal = resolve(g, 'P1', faces([6, 6, 6]));
    expect(said(normal.gm)[0]).toBe('P1: a PC instead (recon, L2223/L2248)? no');
    expect(said(normal.gm)[1]).toMatch(/^PEF Resolution P1/);
  });

  it('GIVEN a Fight at EAL 5 and the last PEF with no PC met THEN it is a PC without a die; at EAL 4 THEN the mission adds nothing', () => {
    const last = seen({ pefs: [{ id: 'P1', at: { x: 30, y: 10 } }], mission: mission({ type: 'fight', eal: 5, pefRep: 5 }) });
    const r = resolve(last, 'P1', faces([]));
    expect(said(r.gm)[0]).toBe('P1: a PC instead (fight, L2223/L2248)? the last PEF, none met: yes');
    expect(r.game.mission?.pcsRevealed).toBe(1);
    const low = resolve(seen({ mission: mission({ type: 'fight', eal: 4, pefRep: 4 }) }), 'P1', faces([6, 6]));
    expect(said(low.gm)[0]).toMatch(/^PEF Resolution P1/);
  });
});

describe('Ambush: "Count any resolved PC as Enemy Reinforcements instead" (L2190)', () => {
  const ambush = (type: 'ambush' | 'fight') => seen({ mission: mission({ enemy: 'lvc', type, ...(type === 'ambush' ? { ambush: 'ambushing' as const } : {}) }) });

  it('GIVEN an Ambush and 2 passes, 1d6 5 (a Potential Contact) THEN Enemy Reinforcements on the EAL\'s column instead: EAL 1, 1d6 1, a three-man cell at the marker', () => {
    const r = resolve(ambush('ambush'), 'P1', [1, 1, 5, 1, ...SQUAD_FACES()]);
    expect(r.remaining).toBe(0);
    expect(bare(r.pub)).toEqual([
      { kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'contact' },
      { kind: 'enemy-arrives', unit: 'three-man-cell', figures: ['cf:vc1-1', 'cf:vc1-2', 'cf:vc1-3'], at: { x: 30, y: 10 }, why: 'pef', laid: { leader: { x: 30, y: 10 }, cover: 'none', features: [], open: 3 } },
    ]);
    expect(said(r.gm)).toEqual([
      'PEF Resolution P1 (2d6 vs EAL 1): 2 passed, 1d6 5 → potential-contact',
      'P1: a Potential Contact, counted as Enemy Reinforcements in an Ambush (L2190)',
      'VC/NVA Reinforcements EAL 1 (1d6 = 1): three-man-cell',
    ]);
    expect(r.game.mission!.pcsRevealed).toBeUndefined();
  });

  it('GIVEN an Ambush and 1 pass, 1d6 6 (a Potential Contact) THEN the Reinforcements table\'s 1-pass column (1d6 on the EAL 1 table)', () => {
    const r = resolve(ambush('ambush'), 'P1', [1, 6, 6, 1, ...SQUAD_FACES()]);
    expect(r.remaining).toBe(0);
    expect(said(r.gm).slice(0, 3)).toEqual([
      'PEF Resolution P1 (2d6 vs EAL 1): 1 passed, 1d6 6 → potential-contact',
      'P1: a Potential Contact, counted as Enemy Reinforcements in an Ambush (L2190)',
      'VC/NVA Reinforcements EAL 1 (1d6 = 1): three-man-cell',
    ]);
  });

  it('GIVEN a Fight on the same dice THEN the Potential Contact table as ever', () => {
    const r = resolve(ambush('fight'), 'P1', [1, 1, 5, 1]);
    expect(r.remaining).toBe(0);
    expect(bare(r.pub)[0]).toEqual({ kind: 'pef-resolved', pef: 'P1', at: { x: 30, y: 10 }, by: 'a', outcome: 'potential-contact' });
  });
});

describe('resolvePefAt: troops come on in sight of a landed helicopter\'s door gunners (L2015)', () => {
  it('GIVEN a Slick landed at 30,12, on the troops\' side of the bamboo, and Contact! THEN its door gunners (REPs kept 4, 4) take In Sight: 1 passes, fire at REP 4; 6 fails, Duck Back, fire at REP 3; the player behind the bamboo takes none', () => {
    const request: SupportRequest = { id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:a', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, gunnerReps: [4, 4], heli: { mode: 'landed', at: { x: 30, y: 12 }, serial: 1 } };
    const g = seen({ mission: mission({ enemy: 'lvc' }), support: { ...emptySupport(), next: 2, requests: [request] } });
    const r = resolve(g, 'P1', [1, 1, 1, 1, ...SQUAD_FACES(), 1, 6, ...Array<number>(60).fill(4)]);
    expect(r.pub.some((e) => e.kind === 'in-sight')).toBe(false);
    const e = r.pub.flatMap((x) => (x.kind === 'support' && x.event.kind === 'door-gunners-react' ? [x.event] : []))[0]!;
    expect(e).toMatchObject({ test: 'in-sight', outgunned: false, repParts: [] });
    expect(e.tests.map((t) => [t.called, t.firesAt])).toEqual([['fire', 4], ['duck-back', 3]]);
    const guns = r.pub.flatMap((x) => (x.kind === 'support' && x.event.kind === 'door-guns' ? [x.event] : []));
    expect(guns.map((x) => [x.target, x.shots.map((s) => s.rep)])).toEqual([[e.target, [4, 3]]]);
  });
});

/**
 * "There might be something there" (issue 34 item 3): 1d6 (1-4) is the Enemy Reinforcements Table's
 * Pass 1d6 column (L1419), "half the SL/EAL in d6 (rounded up) on the appropriate Reinforcements
 * Table" (L2066–L2067) — at every EAL, as the 7's Reinforcements test reads it (house rule
 * `fng.reinforcements.half-pass-table`: the table for that many dice by default, or the EAL's own).
 */
describe('a PEF resolved with one pass and 1–4: the Reinforcements Table\'s Pass 1d6 column (L1419, L2066–L2067)', () => {
  const faces = function* (n: number): Generator<number[]> {
    if (n === 0) return yield [];
    for (const rest of faces(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
  };

  for (const eal of [1, 2, 3, 4, 5]) {
    const n = Math.ceil(eal / 2);
    it(`GIVEN EAL ${eal} THEN ${n}d6 on the EAL ${n} table, every one of the 6^${n} rolls (by enumeration); with the house rule at same-level, on the EAL ${eal} table`, () => {
      const g = seen({ mission: mission({ enemy: 'lvc', eal, pefRep: eal }) });
      const totals = new Map<number, number>();
      for (const rolled of faces(n)) {
        // Resolution [1, 6]: exactly one pass at EAL 1–5; contact 1d6 1 → Enemy Reinforcements, Pass 1d6 column.
        const r = resolve(g, 'P1', [1, 6, 1, ...rolled, ...SQUAD_FACES(400)]);
        const sum = rolled.reduce((s, x) => s + x, 0);
        expect(said(r.gm)[0]).toBe('PEF Resolution P1 (2d6 vs EAL ' + eal + '): 1 passed, 1d6 1 → enemy-reinforcements');
        expect(said(r.gm)[1]).toMatch(new RegExp(`^VC/NVA Reinforcements EAL ${n} \\(${n}d6 = ${sum}\\): `));
        totals.set(sum, (totals.get(sum) ?? 0) + 1);
      }
      // Every total of n d6 came up as often as n dice make it: 6^n rolls in all, from n to 6n.
      expect([...totals.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 5 * n + 1 }, (_, i) => n + i));
      expect([...totals.values()].reduce((s, x) => s + x, 0)).toBe(6 ** n);
      const same = resolve(g, 'P1', [1, 6, 1, ...Array<number>(n).fill(1), ...SQUAD_FACES(400)], { 'fng.reinforcements.half-pass-table': 'same-level' });
      expect(said(same.gm)[1]).toMatch(new RegExp(`^VC/NVA Reinforcements EAL ${eal} \\(${n}d6 = ${n}\\): `));
    });
  }

  it('GIVEN EAL 6 THEN 2d6 vs 6 always passes both: the Pass 1d6 column never comes of a PEF (all 36 rolls)', () => {
    const g = seen({ mission: mission({ enemy: 'lvc', eal: 6, pefRep: 6 }) });
    for (const [x, y] of faces(2)) {
      const r = resolve(g, 'P1', [x!, y!, 1, ...SQUAD_FACES(400)]);
      expect(said(r.gm)[0]).toBe('PEF Resolution P1 (2d6 vs EAL 6): 2 passed, 1d6 1 → enemy-reinforcements');
      expect(said(r.gm)[1]).toMatch(/^VC\/NVA Reinforcements EAL 6 \(6d6 = /);
    }
  });
});
