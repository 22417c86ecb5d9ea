import { describe, expect, it } from 'vitest';
import { harness } from '../../../helpers/harness.js';

/** A Hamlet campaign with the US platoon deployed; cat plays the VC. */
function hamlet() {
  const h = harness();
  h.run('ann', '/campaign new ruleset:lnl name:Hamlet sides:"US,VC" scenario:lnl-hamlet');
  h.run('bob', '/campaign join side:US');
  h.run('cat', '/campaign join side:VC');
  expect(h.run('bob', '/lnl roster builtin:lnl-us-rifle-platoon').ok).toBe(true);
  return h;
}

const deploy = (h: ReturnType<typeof harness>, units: unknown[]) =>
  h.app.execute({ actor: { id: 'id-cat', name: 'cat' }, channelId: 'c1', path: ['lnl', 'roster'], options: { file: { name: 'vc.json', data: Buffer.from(JSON.stringify({ name: 'VC', units }, null, 1)) } } });

describe('/lnl roster: references and capacity when a side deploys', () => {
  it('GIVEN a weapon said to be carried by an enemy counter THEN refused at its line, nothing written', () => {
    const h = hamlet();
    const before = h.snapshot();
    const r = deploy(h, [{ id: 'RPG', kind: 'support-weapon', firepower: 0, range: 4, morale: 0, carriedBy: '1st Sqd' }]);
    expect(r.ok ? 'ok' : r.error.code).toBe('lnl/roster-rejected');
    expect(r.outcome.private!.text).toMatch(/line \d+: `units\[0\]\.carriedBy` should name/);
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN an id the enemy already uses, or a squad more than a truck holds THEN each problem is listed', () => {
    const h = hamlet();
    const r = deploy(h, [
      { id: '1st Sqd', kind: 'squad', firepower: 3, range: 4, morale: 5, at: 'G6' },
      { id: 'Truck', kind: 'vehicle', firepower: 0, range: 0, morale: 4, movement: 12, capacity: 'P', at: 'H6' },
      { id: 'VC 9', kind: 'squad', firepower: 3, range: 4, morale: 5, aboard: 'Truck' },
    ]);
    expect(r.ok ? 'ok' : r.error.code).toBe('lnl/roster-rejected');
    expect(r.outcome.private!.text).toContain('`units[0].id` is used by another counter');
    expect(r.outcome.private!.text).toContain('`units[1].capacity`: the passengers do not fit: Truck (P) carries at most a half-squad, a support weapon and an SMC (16.1)');
  });
});
