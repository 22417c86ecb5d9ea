import { describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import { makeUnit, type Unit, type UnitSpec } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { harness } from '../../../helpers/harness.js';

const place = (side: string, spec: UnitSpec, x: number, y: number, more: Partial<Unit> = {}): Unit => ({ ...makeUnit(side, spec), onTable: true, position: { x, y }, ...more });
const rifles = (id: string): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] });

/** Turn 1's movement, the Germans' step: the Russian r-ow watches on overwatch, the Russians not yet done. */
function table() {
  const q: number[] = [];
  const h = harness({ faces: q });
  h.run('ann', '/campaign new ruleset:fireteam name:Watch sides:"Russians,Germans" scenario:fireteam-river-crossing');
  h.run('bob', '/campaign join side:Russians');
  h.run('cat', '/campaign join side:Germans');
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    // g-a waits 2" inside the Pine forest, out of r-ow's view; g-b stands in the open, in view.
    const units = [place('Russians', rifles('r-ow'), 30, 30, { overwatch: true }), place('Russians', rifles('r-b'), 20, 30), place('Germans', rifles('g-a'), 58, 40), place('Germans', rifles('g-b'), 50, 44)];
    tx.saveCampaign({ ...c, game: { ...(c.game as FireteamGame), turn: 1, phase: 'movement', step: { side: 'Germans', done: [] }, units } satisfies FireteamGame });
  });
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FireteamGame);
  return { h, q, game };
}

describe('overwatch fire during the enemy\'s movement', () => {
  it('GIVEN the Germans move in view of Russian overwatch THEN the Germans wait while the Russians may fire, and their fire Pins the mover', () => {
    const { h, q, game } = table();
    // 4d6 best 3: 18", less 1d6 (1) for the woods.
    q.push(6, 6, 6, 1, 1);
    const moved = h.run('cat', '/fireteam move unit:g-a to:50,40');
    expect(moved.outcome.public!.text).toContain('**Russians** has units on overwatch: fire at it now with `/fireteam overwatch fire`, or carry on.');
    expect(game().step.side).toBe('Germans');
    // The guide names the step that releases the Germans (issue 35 item 5).
    expect(h.run('cat', '/campaign status').outcome.private!.text).toContain('moved under **Russians\'** overwatch: **Russians** may fire at it (`/fireteam overwatch fire`) or give another order');
    const again = h.run('cat', '/fireteam move unit:g-b to:45,44');
    expect(again.ok ? 'ok' : again.error.code).toBe('fireteam/awaiting-overwatch');
    // 10 − small FT 1 = 9 in the open: 4 hits on an average team, 2 pins and 2 kills, Pinned; it stops where it came into view.
    q.push(10);
    const shot = h.run('bob', '/fireteam overwatch fire unit:r-ow target:g-a stop:55,40');
    expect(shot.outcome.public!.text).toContain('**g-a** is Pinned and stops at once, at (55,40).');
    expect(game().units.find((u) => u.id === 'g-a')).toMatchObject({ status: 'pinned', casualties: 2, position: { x: 55, y: 40 } });
    expect(game().units.find((u) => u.id === 'r-ow')).toMatchObject({ overwatch: false, firedThisTurn: true });
    // No other watcher: the Germans' step ended by itself; the Russians move next.
    expect(game().extras?.awaitingOverwatch).toBeUndefined();
    expect(game().step.side).toBe('Russians');
  });

  it('GIVEN a German team that sat in the open in view moves THEN the Russian overwatch may not fire at it and the Germans do not wait (004 L57–L61)', () => {
    const { h, q, game } = table();
    q.push(6, 6, 6, 1);
    const moved = h.run('cat', '/fireteam move unit:g-b to:45,44');
    expect(moved.outcome.public!.text).not.toContain('has units on overwatch');
    expect(game().extras?.awaitingOverwatch).toBeUndefined();
    expect(game().step.side).toBe('Russians');
  });

  it('GIVEN the watching side gives another order THEN the mover\'s step ends and the order is taken in the Russians\' own step', () => {
    const { h, q, game } = table();
    q.push(6, 6, 6, 1, 1);
    h.run('cat', '/fireteam move unit:g-a to:50,40');
    q.push(5, 5, 5, 1);
    const own = h.run('bob', '/fireteam move unit:r-b to:25,30');
    expect(own.ok).toBe(true);
    expect(game().step.side).toBe('Germans');
    expect(game().extras?.awaitingOverwatch).toBeUndefined();
  });

  it('GIVEN a target that has not moved THEN overwatch may not fire at it', () => {
    const { h } = table();
    const r = h.run('bob', '/fireteam overwatch fire unit:r-ow target:g-b');
    expect(r.ok ? 'ok' : r.error.code).toBe('fireteam/target-not-moving');
  });
});
