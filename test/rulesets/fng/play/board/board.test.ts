import { describe, expect, it } from 'vitest';
import type { BoardRenderView } from '../../../../../src/core/board/view.js';
import { harness } from '../../../../helpers/harness.js';

/** The units a board view draws, as id → badges. */
const unitsOf = (b: BoardRenderView | undefined): Record<string, readonly string[]> => {
  const layers = JSON.parse(JSON.stringify(b ?? {})) as { units?: { id: string; markers: string[] }[] };
  return Object.fromEntries((layers.units ?? []).map((u) => [u.id, u.markers]));
};

/** The patrol scenario with Sgt Pink's squad mustered for bob's side, and a runner that fails on a refusal. */
function patrolWithSquad() {
  const h = harness();
  const ok = (who: string, line: string) => {
    const r = h.run(who, line);
    if (!r.ok) throw new Error(`${line}: ${r.error.code}`);
    return r;
  };
  ok('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC" scenario:fng-patrol');
  ok('bob', '/campaign join side:US');
  ok('bob', '/fng force builtin:fng-pink-squad');
  return { h, ok };
}

describe("FNG's board in a campaign", () => {
  it('GIVEN the patrol scenario and placed figures THEN /board show draws them where they stand with their badges, and not the unplaced', () => {
    const { h, ok } = patrolWithSquad();
    ok('bob', '/fng figure place figures:"pink@10,20; charles@12,22" prone:true');
    const board = ok('bob', '/board show').outcome.public?.boards?.[0];
    const units = unitsOf(board);
    expect(Object.keys(units).sort()).toEqual(['charles', 'pink']);
    expect(units['pink']).toEqual(expect.arrayContaining(['star', 'leader', 'prone']));
    expect(units['charles']).toContain('prone');
  });
});

describe("FNG's board reads cover", () => {
  it("GIVEN the patrol scenario THEN a figure placed in the hill jungle is in cover or concealed as its terrain gives, one in the open is not; a player's cover:false is refused, the GM's wins and is said to be hers", () => {
    const { h, ok } = patrolWithSquad();
    ok('bob', '/fng figure place figures:"pink@8,8; charles@40,30"');
    const refused = h.run('bob', '/fng figure place figures:"barnes@9,8" cover:false concealed:false');
    expect(refused.ok ? undefined : refused.error.code).toBe('fng/board-reads-cover');
    const placed = ok('ann', '/fng figure place figures:"barnes@9,8" cover:false concealed:false side:US');
    // The post is told in headlines; the placement's whole line is a press of Details away.
    const details = placed.outcome.public!.actions!.find((x) => x.label === 'Details')!;
    const chain = h.run('ann', `/campaign details post:${details.options!['post']}`).outcome.private!.text;
    expect(chain).toContain("barnes** is placed at 9,8, in the open (the GM's word against the board)");
    const state = h.store.transaction((tx) => tx.activeCampaign('c1')!.game) as { figures: { id: string; inCover?: boolean; concealed?: boolean }[] };
    const of = (id: string) => state.figures.find((f) => f.id === id)!;
    expect([of('pink').inCover || of('pink').concealed]).toEqual([true]);
    expect([of('charles').inCover, of('charles').concealed]).toEqual([false, false]);
    expect([of('barnes').inCover, of('barnes').concealed]).toEqual([false, false]);
  });
});

describe("FNG's board draws civilians (L1262–L1281)", () => {
  it('GIVEN civilians on the table THEN the board draws them as a side of their own, the wounded with their badge, the gone not at all', () => {
    const { h, ok } = patrolWithSquad();
    ok('bob', '/fng figure place figures:"pink@10,20"');
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const civilians = {
        figures: [
          { id: 'c1', home: 'Hooch', at: { x: 30, y: 15 }, doing: 'idle', status: 'carry-on', prone: true },
          { id: 'c2', home: 'Hooch', at: { x: 33, y: 15 }, doing: 'idle', status: 'out-of-fight' },
          { id: 'c3', home: 'Hooch', at: { x: 0, y: 15 }, doing: 'leaving-by-road', status: 'left-table' },
        ],
      };
      tx.saveCampaign({ ...c, game: { ...(c.game as object), civilians } });
    });
    const board = ok('bob', '/board show').outcome.public?.boards?.[0] as unknown as { units: { id: string; side: string; markers: string[] }[]; sides: string[] };
    const civ = board.units.filter((u) => u.side === 'Civilians');
    expect(civ.map((u) => [u.id, u.markers])).toEqual([['c1', ['prone']], ['c2', ['out-of-fight']]]);
    expect(board.sides).toEqual(['US', 'VC', 'Civilians']);
  });
});
