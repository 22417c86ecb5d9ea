import { describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import type { FireDeclaration } from '../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit, type Unit, type UnitSpec } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { harness } from '../../../helpers/harness.js';

const place = (side: string, spec: UnitSpec, x: number, y: number, more: Partial<Unit> = {}): Unit => ({ ...makeUnit(side, spec), onTable: true, revealed: true, position: { x, y }, ...more });
const rifles = (id: string): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] });

/** A river-crossing campaign set to `phase` of turn 1 with these units, the Russians (bob) to act. */
function table(phase: FireteamGame['phase'], units: Unit[], more: Partial<FireteamGame> = {}) {
  const q: number[] = [];
  const h = harness({ faces: q });
  h.run('ann', '/campaign new ruleset:fireteam name:Guards sides:"Russians,Germans" scenario:fireteam-river-crossing');
  h.run('bob', '/campaign join side:Russians');
  h.run('cat', '/campaign join side:Germans');
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    tx.saveCampaign({ ...c, game: { ...(c.game as FireteamGame), turn: 1, phase, step: { side: 'Russians', done: [] }, units, ...more } satisfies FireteamGame });
  });
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FireteamGame);
  const code = (r: ReturnType<typeof h.run>) => (r.ok ? 'ok' : r.error.code);
  return { h, q, game, code };
}

describe('orders the seed forbids are refused', () => {
  it('GIVEN a unit on overwatch that moved in its own step THEN it may not fire overwatch later that turn (no moving and firing)', () => {
    // g-a comes out of the Pine forest into the view of r-ow and r-ow2 (who did not move): the Germans wait.
    const { h, q, code } = table('movement', [place('Russians', rifles('r-ow'), 30, 30, { overwatch: true }), place('Russians', rifles('r-ow2'), 30, 34, { overwatch: true }), place('Germans', rifles('g-a'), 58, 40)]);
    q.push(1, 1, 1, 1);
    expect(code(h.run('bob', '/fireteam move unit:r-ow to:30,27'))).toBe('ok');
    q.push(6, 6, 6, 1, 1);
    expect(code(h.run('cat', '/fireteam move unit:g-a to:50,40'))).toBe('ok');
    q.push(10);
    expect(code(h.run('bob', '/fireteam overwatch fire unit:r-ow target:g-a visible:true'))).toBe('fireteam/moved-cannot-fire');
  });

  it('GIVEN units that fired this turn THEN troops stay put, but a vehicle may move and fire', () => {
    const truck: UnitSpec = { id: 'r-truck', kind: 'vehicle', quality: 'average', figures: 0, vehicle: 'truck' };
    const { h, q, code } = table('movement', [
      place('Russians', rifles('r-a'), 30, 30, { firedThisTurn: true }),
      place('Russians', truck, 30, 20, { firedThisTurn: true }),
      place('Germans', rifles('g-a'), 60, 40),
    ]);
    expect(code(h.run('bob', '/fireteam move unit:r-a to:30,27'))).toBe('fireteam/fired-cannot-move');
    q.push(...Array<number>(8).fill(3));
    expect(code(h.run('bob', '/fireteam move unit:r-truck to:30,15'))).toBe('ok');
  });

  it('GIVEN both units on the board 40" apart THEN a declared range: cannot bring rifles (24") into range', () => {
    const declarations: FireDeclaration[] = [{ unit: 'r-a', kind: 'direct', target: 'g-a' }];
    const { h, q, code, game } = table('firing', [place('Russians', rifles('r-a'), 10, 30), place('Germans', rifles('g-a'), 50, 30)], {
      declarations,
      step: { side: 'Russians', done: ['Russians', 'Germans'] },
    });
    q.push(10);
    expect(code(h.run('bob', '/fireteam fire resolve shooter:r-a cover:open range:10'))).toBe('fireteam/out-of-range');
    expect(game().units.find((u) => u.id === 'g-a')!.casualties).toBe(0);
  });

  it('GIVEN a permanently Pinned unit in contact THEN it may not assault (it only fights if assaulted)', () => {
    const { h, q, code } = table('assaults', [place('Russians', rifles('r-a'), 30, 30, { status: 'permanently-pinned', casualties: 3 }), place('Germans', rifles('g-a'), 30.5, 30)]);
    q.push(...Array<number>(14).fill(6));
    expect(code(h.run('bob', '/fireteam assault attackers:r-a defenders:g-a cover:false'))).toBe('fireteam/cannot-assault');
  });

  it('GIVEN a unit that has assaulted this turn THEN it may not assault again in a later step', () => {
    const { h, q, code } = table('assaults', [place('Russians', rifles('r-a'), 30, 30), place('Germans', rifles('g-a'), 30.5, 30), place('Germans', rifles('g-b'), 29.5, 30)]);
    // Attackers kill 2 (4+ with the assaulter +1), defenders none: g-a loses and withdraws.
    q.push(6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    expect(code(h.run('bob', '/fireteam assault attackers:r-a defenders:g-a cover:false'))).toBe('ok');
    expect(code(h.run('cat', '/fireteam done'))).toBe('ok');
    q.push(...Array<number>(14).fill(6));
    expect(code(h.run('bob', '/fireteam assault attackers:r-a defenders:g-b cover:false'))).toBe('fireteam/already-assaulted');
  });
});

describe('one go-to-ground roll a unit a turn', () => {
  it('GIVEN a failed go-to-ground roll THEN the unit may not roll again in its side\'s next step of the actions phase', () => {
    const { h, q, code, game } = table('actions', [place('Russians', rifles('r-a'), 30, 30), place('Germans', rifles('g-a'), 50, 40)]);
    q.push(1);
    expect(code(h.run('bob', '/fireteam ground unit:r-a'))).toBe('ok');
    expect(game().step.side).toBe('Germans');
    expect(code(h.run('cat', '/fireteam done'))).toBe('ok');
    q.push(6);
    expect(code(h.run('bob', '/fireteam ground unit:r-a'))).toBe('fireteam/ground-tried');
    expect(game().units.find((u) => u.id === 'r-a')!.goneToGround).toBe(false);
  });
});
