import { describe, expect, it } from 'vitest';
import { distance, type Point } from '../../../../../../src/core/board/geometry.js';
import { placeUnit } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { board, bot, feature, mission, rect, SQUAD_FACES, type Board } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';

/**
 * Where the enemy appears (issue 34 item 5): troops a PEF turns into are laid at the PEF's spot, in the
 * best cover nearest it (L2210: "Each PEF and PC deploys into the best cover nearest …"), as a group at
 * their tactics spacing (L1612) within 4" of one another (L573), on the table, and — where the seed is
 * silent — never within `fng.enemy.keep-out-inches` (1") of a player figure, nor past one as seen from
 * the spot.
 */

const BARE: Board = board();

function lay(g: FngGame, unit: string, size: number, at: Point, table: Board = BARE, overrides = {}) {
  const a = bot(SQUAD_FACES(200), overrides, table);
  const pub: FngEvent[] = [];
  const game = placeUnit(a, g, unit, size, at, 'pef', pub);
  const placed = game.figures.filter((f) => f.side === 'cf').map((f) => f.at!);
  return { game, pub, placed };
}

/** Whether `p` lies past a player at `q` as seen from the spot `s`: beyond the line through q square to the way from s. */
const beyond = (s: Point, q: Point, p: Point): boolean => {
  const d = distance(s, q);
  if (d < 1e-9) return true;
  return ((p.x - s.x) * (q.x - s.x) + (p.y - s.y) * (q.y - s.y)) / d > d - 1 + 1e-9;
};

/** Every figure within 4" of another, chained: one group (L573). */
const oneGroup = (ps: readonly Point[]): boolean => {
  const seen = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    ps.forEach((p, i) => {
      if (!seen.has(i) && [...seen].some((j) => distance(ps[j]!, p) <= 4 + 1e-9)) {
        seen.add(i);
        grew = true;
      }
    });
  }
  return seen.size === ps.length;
};

describe('where the enemy appears (L2210, L1612, L573; house rule fng.enemy.keep-out-inches)', () => {
  // The table: a US squad in a line running through the spot where a PEF resolves into an MFVC squad.
  const us = [fig('fwf', 's1-1', 30, 12), fig('fwf', 's1-2', 34, 11), fig('fwf', 's1-3', 26, 11), fig('fwf', 's1-4', 38, 12), fig('fwf', 's1-5', 22, 12), fig('fwf', 's1-6', 30, 16)];
  const spot = { x: 30, y: 10 };

  it('GIVEN a PEF resolved 2" from a US line THEN no enemy figure within 1" of any US figure, none past one, all on the table, one group at 3" spacing', () => {
    const g = table(us, { mission: mission({ enemy: 'mfvc' }) });
    const { placed } = lay(g, 'squad', 8, spot);
    expect(placed).toHaveLength(8);
    for (const p of placed) {
      for (const q of us) {
        expect(distance(p, q.at!)).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(beyond(spot, q.at!, p)).toBe(false);
      }
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(72);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(36);
    }
    for (const [i, p] of placed.entries()) for (const q of placed.slice(i + 1)) expect(distance(p, q)).toBeGreaterThanOrEqual(3 - 1e-9);
    expect(oneGroup(placed)).toBe(true);
  });

  it('GIVEN the keep-out house rule at 3" THEN none within 3" of a US figure', () => {
    const g = table(us, { mission: mission({ enemy: 'lvc' }) });
    const { placed } = lay(g, 'three-man-cell', 3, spot, BARE, { 'fng.enemy.keep-out-inches': 3 });
    for (const p of placed) for (const q of us) expect(distance(p, q.at!)).toBeGreaterThanOrEqual(3 - 1e-9);
  });

  it('GIVEN a PEF in a table corner THEN every figure on the table', () => {
    const g = table([fig('fwf', 'a', 60, 30)], { mission: mission({ enemy: 'nva' }) });
    const { placed } = lay(g, 'squad', 10, { x: 0.5, y: 0.5 });
    expect(placed).toHaveLength(10);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
    }
    expect(oneGroup(placed)).toBe(true);
  });

  it('GIVEN a wood 2" from the spot and the players far off THEN the leader is laid in it (the best cover nearest), and the post says where and why', () => {
    const woods = board(feature('forest', rect(32, 4, 10, 10)));
    const g = table([fig('fwf', 'a', 10, 30)], { mission: mission({ enemy: 'lvc' }) });
    const { game, pub, placed } = lay(g, 'three-man-cell', 3, spot, woods);
    expect(placed[0]!.x).toBeGreaterThanOrEqual(32);
    expect(game.figures.find((f) => f.id === 'vc1-1')).toMatchObject({ inCover: true });
    const text = eventsText(pub, viewFng(game, PUBLIC), 0);
    expect(text).toMatch(/forest/);
    expect(text).toMatch(/L2210/);
  });

  it('GIVEN a copse too small for a squad THEN the leader is laid in it and the post says how many of the group spread into the open (the spot\'s cover is the leader\'s, not the platoon\'s)', () => {
    const copse = board(feature('forest', rect(29, 9, 3, 3)));
    const g = table([fig('fwf', 'a', 10, 30)], { mission: mission({ enemy: 'mfvc' }) });
    const { game, pub } = lay(g, 'squad', 8, spot, copse);
    const laid = game.figures.filter((f) => f.side === 'cf');
    const open = laid.filter((f) => f.inCover !== true && f.concealed !== true).length;
    expect(laid[0]).toMatchObject({ inCover: true });
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(8);
    expect(pub.find((e) => e.kind === 'enemy-arrives')).toMatchObject({ laid: { cover: 'cover', features: ['forest'], open } });
    expect(eventsText(pub, viewFng(game, PUBLIC), 0)).toContain(`, the leader in cover (forest), ${open} of the 8 in the open: the best cover nearest the spot, as a group (L2210).`);
  });

  it('GIVEN the players close round the spot THEN the post names the keep-out house rule that moved them', () => {
    const g = table(us, { mission: mission({ enemy: 'mfvc' }) });
    const { game, pub } = lay(g, 'squad', 8, spot);
    expect(eventsText(pub, viewFng(game, PUBLIC), 0)).toMatch(/fng\.enemy\.keep-out-inches/);
  });

  it('GIVEN a PEF resolved in the middle of the squad, the players 1.4" round it (found by the soak, fng seed 1) THEN its six men stand on six spots, none within 1" of a player', () => {
    const ring = [fig('fwf', 's1-2', 35, 26), fig('fwf', 's1-3', 37, 26), fig('fwf', 's1-6', 35, 28), fig('fwf', 's1-7', 37, 28), fig('fwf', 's1-1', 33, 26), fig('fwf', 's1-4', 39, 26)];
    const g = table(ring, { mission: mission({ enemy: 'mfvc' }) });
    const { placed } = lay(g, 'half-squad', 6, { x: 36, y: 27 });
    expect(placed).toHaveLength(6);
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(distance(placed[i]!, placed[j]!)).toBeGreaterThanOrEqual(1);
    for (const p of placed) for (const f of ring) expect(distance(p, f.at!)).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('GIVEN a second unit coming on where the first was laid (two PEFs resolved at one spot, found by the soak, fng seed 112) THEN none of its men stands on a place of the first\'s', () => {
    const g = table([fig('fwf', 's1-1', 30, 30)], { mission: mission({ enemy: 'mfvc' }) });
    const first = lay(g, 'squad', 8, { x: 8.5, y: 26.5 });
    const second = lay(first.game, 'squad', 8, { x: 8.5, y: 26.5 });
    const newcomers = second.placed.slice(8);
    expect(newcomers).toHaveLength(8);
    for (const p of newcomers) for (const q of first.placed) expect(distance(p, q)).toBeGreaterThanOrEqual(0.5);
  });
});
