import { describe, expect, it } from 'vitest';
import { movePefsOrder, notePefOrder, placeSidePefs, resolveSeenSidePefs, resolveSidePef, revealPefOrder } from '../../../../../src/rulesets/fng/rules/game/head-to-head.js';
import type { PefNote } from '../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../../helpers/rules.js';
import { mission } from '../../helpers/bot.js';
import { args, fig, table } from '../../helpers/table.js';

/*
 * Head to head's PEFs (seed 002 L1221–L1227) as pure moves: notes sealed, the Mission's placing (L1392),
 * moves of 8" whatever the ground (L1399), resolution without a table (L1226, L1405).
 */

/** Before the mission: the US's pink and barnes and the VC's tranh off the table, the US noting. */
const setUp = (): FngGame => ({ ...table([fig('fwf', 'pink', 0, 0, { at: undefined }), fig('fwf', 'barnes', 0, 0, { at: undefined }), fig('cf', 'tranh', 0, 0, { at: undefined })], { turn: 0, acting: undefined }), mode: 'head-to-head' });

function noted(): FngGame {
  let g = setUp();
  for (const [side, pef, holds] of [['fwf', '1', ['pink']], ['fwf', '2', 'decoy'], ['fwf', '3', ['barnes']], ['cf', '1', ['tranh']], ['cf', '2', 'decoy'], ['cf', '3', 'decoy']] as const) {
    const r = notePefOrder(args(g, side, []), { pef, holds });
    if (!r.ok) throw new Error(r.code);
    g = r.value.game;
  }
  return g;
}

/** On turn 1, the US acting, the six placed: F1 at 10,10, F2 12,10, F3 10,30, C1 40,10, C2 42,10, C3 40,30. */
function onTable(): FngGame {
  const spots: Readonly<Record<string, { x: number; y: number }>> = { F1: { x: 10, y: 10 }, F2: { x: 12, y: 10 }, F3: { x: 10, y: 30 }, C1: { x: 40, y: 10 }, C2: { x: 42, y: 10 }, C3: { x: 40, y: 30 } };
  const g = noted();
  return { ...g, turn: 1, acting: 'fwf', dice: { fwf: 1, cf: 1 }, mission: mission({ night: true }), sidePefs: g.sidePefs!.map((p) => ({ ...p, at: spots[p.id]! })) };
}

describe('head to head: notes (L1226)', () => {
  it('GIVEN a note THEN it is sealed as the side\'s decision and the PEF is numbered for its side', () => {
    const r = notePefOrder(args(setUp(), 'fwf', []), { pef: '1', holds: ['Pink'] });
    if (!r.ok) throw new Error(r.code);
    expect(r.value.game.sealed).toEqual([{ seq: 1, kind: 'pef', side: 'fwf', entry: { side: 'fwf', pef: 'F1', holds: ['pink'] } }]);
    expect(r.value.game.sidePefs).toEqual([{ id: 'F1', side: 'fwf', n: 1, seq: 1 }]);
  });

  it('GIVEN bad notes THEN each is refused with its code', () => {
    const g = noted();
    const code = (game: FngGame, side: 'fwf' | 'cf', pef: string, holds: 'decoy' | readonly string[]) => {
      const r = notePefOrder(args(game, side, []), { pef, holds });
      return r.ok ? 'ok' : r.code;
    };
    expect(code(g, 'fwf', '1', 'decoy')).toBe('fng/pef-noted');
    expect(code(setUp(), 'fwf', '4', 'decoy')).toBe('fng/pef-number');
    expect(code(setUp(), 'cf', 'F1', 'decoy')).toBe('fng/pef-number');
    expect(code(setUp(), 'fwf', '1', ['tranh'])).toBe('fng/unknown-figure');
    expect(code(setUp(), 'fwf', '1', ['pink', 'pink'])).toBe('fng/pef-figure-twice');
    expect(code(setUp(), 'fwf', '1', [])).toBe('fng/pef-holds-nobody');
    expect(code({ ...setUp(), mode: undefined }, 'fwf', '1', 'decoy')).toBe('fng/not-head-to-head');
    expect(code({ ...setUp(), figures: [fig('fwf', 'pink', 3, 3)] }, 'fwf', '1', ['pink'])).toBe('fng/pef-figure-placed');
    expect(code({ ...setUp(), mission: mission() }, 'fwf', '1', 'decoy')).toBe('fng/pef-after-start');
  });
});

describe('head to head: the Mission places them (L1392)', () => {
  it('GIVEN six notes THEN 1d6 a PEF, the Free World side\'s first, each where the caller puts its section', () => {
    const roller = dice(3, 3, 1, 6, 2, 5);
    const r = placeSidePefs(noted(), roller, (sectors) => sectors.map((s, i) => ({ x: s * 10, y: i })));
    if (!r.ok) throw new Error(r.code);
    expect(r.value.placed).toEqual([
      { id: 'F1', at: { x: 30, y: 0 }, sector: 3 },
      { id: 'F2', at: { x: 30, y: 1 }, sector: 3 },
      { id: 'F3', at: { x: 10, y: 2 }, sector: 1 },
      { id: 'C1', at: { x: 60, y: 3 }, sector: 6 },
      { id: 'C2', at: { x: 20, y: 4 }, sector: 2 },
      { id: 'C3', at: { x: 50, y: 5 }, sector: 5 },
    ]);
  });

  it('GIVEN a side with a PEF not noted THEN the mission is refused, naming it', () => {
    const g = noted();
    const r = placeSidePefs({ ...g, sidePefs: g.sidePefs!.filter((p) => p.id !== 'C3') }, dice(), () => []);
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fng/pefs-unnoted', { side: 'VC', pefs: 'C3' }]);
  });
});

describe('head to head: moving (L1399)', () => {
  it('GIVEN a PEF of the acting side THEN it moves 8" at most, once an activation, on the table, and only its own side\'s', () => {
    const g = onTable();
    const code = (game: FngGame, moves: { pef: string; to: { x: number; y: number } }[]) => {
      const r = movePefsOrder(args(game, 'fwf', []), moves);
      return r.ok ? 'ok' : r.code;
    };
    const r = movePefsOrder(args(g, 'fwf', []), [{ pef: 'F1', to: { x: 18, y: 10 } }]);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.game.sidePefs!.find((p) => p.id === 'F1')).toMatchObject({ at: { x: 18, y: 10 }, moved: 1 });
    expect(code(r.value.game, [{ pef: 'F1', to: { x: 19, y: 10 } }])).toBe('fng/pef-moved');
    expect(code(g, [{ pef: 'F1', to: { x: 18.1, y: 10 } }])).toBe('fng/pef-move-too-far');
    expect(code(g, [{ pef: 'F3', to: { x: 10, y: 37 } }])).toBe('fng/pef-off-table');
    expect(code(g, [{ pef: 'C1', to: { x: 38, y: 10 } }])).toBe('fng/no-such-pef');
    expect(code(g, [])).toBe('fng/no-pef-moves');
  });
});

describe('head to head: resolution without a table (L1226)', () => {
  it('GIVEN a real PEF shown by its side THEN its note is disclosed and its men laid round its spot, in cover none, 2" apart', () => {
    const r = revealPefOrder(args(onTable(), 'fwf', []), 'F1');
    if (!r.ok) throw new Error(r.code);
    const g = r.value.game;
    expect(g.sealed!.find((s) => (s.entry as PefNote).pef === 'F1')?.disclosed).toBe(true);
    expect(g.sealed!.filter((s) => s.disclosed)).toHaveLength(1);
    expect(g.figures.find((f) => f.id === 'pink')?.at).toEqual({ x: 10, y: 10 });
    expect(g.sidePefs!.find((p) => p.id === 'F1')?.resolvedTurn).toBe(1);
    expect(r.value.events).toEqual([{ kind: 'side-pef-resolved', side: 'fwf', pef: 'F1', at: { x: 10, y: 10 }, figures: ['fwf:pink'] }]);
  });

  it('GIVEN a decoy resolved THEN nothing is laid and the marker is gone', () => {
    const r = resolveSidePef(args(onTable(), 'cf', []), onTable(), 'C2');
    expect(r.events).toEqual([{ kind: 'side-pef-resolved', side: 'cf', pef: 'C2', at: { x: 42, y: 10 }, figures: [] }]);
    expect(r.game.figures.filter((f) => f.at)).toEqual([]);
  });

  it('GIVEN a figure of the other side coming within sight (night, 12") THEN the PEF is resolved, and the men it held may see the next in turn', () => {
    // Pink shown at F1 (10,10); C1 at 40,10 is 30" off: nothing. C1 moved to 21,10: 11" from pink, resolved; tranh then sees F2 (12,10) — a decoy.
    const shown = revealPefOrder(args(onTable(), 'fwf', []), 'F1');
    if (!shown.ok) throw new Error(shown.code);
    const a = args(shown.value.game, 'fwf', []);
    expect(resolveSeenSidePefs(shown.value.game, a).events).toEqual([]);
    const near: FngGame = { ...shown.value.game, sidePefs: shown.value.game.sidePefs!.map((p) => (p.id === 'C1' ? { ...p, at: { x: 21, y: 10 } } : p)) };
    const r = resolveSeenSidePefs(near, a);
    expect(r.events.map((e) => (e.kind === 'side-pef-resolved' ? [e.pef, e.seer, e.figures] : e.kind))).toEqual([
      ['C1', 'fwf:pink', ['cf:tranh']],
      ['F2', 'cf:tranh', []],
    ]);
    // Laid 1" or more from pink (the keep-out), and not on C1's spot if pink stands too close to it.
    const tranh = r.game.figures.find((f) => f.id === 'tranh')!;
    expect(Math.hypot(tranh.at!.x - 10, tranh.at!.y - 10)).toBeGreaterThanOrEqual(1);
  });

  it('GIVEN a game with the bot as the enemy THEN nothing of this runs', () => {
    const g = { ...onTable(), mode: undefined };
    expect(resolveSeenSidePefs(g, args(g, 'fwf', [])).game).toBe(g);
  });
});
