import { describe, expect, it } from 'vitest';
import type { FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { endPhase } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { deployUnit } from '../../../../../src/rulesets/fireteam/rules/actions/deploy.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';

const tank = (id: string) => spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' });
const end = (s: FireteamState): FireteamState => unwrap(endPhase(s)).state;

describe('deployUnit (seed 004, Actions: Deploy)', () => {
  const s = game([
    makeUnit(AX, spec('a')),
    makeUnit(AX, spec('b')),
    makeUnit(AX, spec('c')),
    makeUnit(AX, spec('sniper', { kind: 'special', figures: 1, roles: ['sniper'] })),
    makeUnit(AX, tank('pz')),
    onTable(AX, spec('here')),
    { ...makeUnit(AX, spec('gone')), status: 'removed' as const },
  ]);

  it('GIVEN a spot within 6" of an own JOP THEN on the table, and it may not fire this turn', () => {
    const r = unwrap(deployUnit(s, AX, 'a', { jop: 'AX-J' }, { x: 6, y: 0 }));
    expect(unit(r.state, 'a')).toMatchObject({ onTable: true, deployedThisTurn: true, position: { x: 6, y: 0 } });
    expect(r.state.jops[0]?.deployedThisTurn).toEqual(['a']);
    expect([r.from, r.inches, r.reach]).toEqual([{ jop: 'ax-j' }, 6, 6]);
    const f = declareFire(inPhase(r.state, 'firing'), AX, [{ unit: 'a', kind: 'direct', target: 'x' }]);
    expect(f.ok ? 'ok' : [f.code, f.params]).toEqual(['fireteam/cannot-fire', { unit: 'a', reason: 'deployed-this-turn' }]);
  });

  it('GIVEN a spot 6.1" off THEN too far; a sniper may come on 12" away', () => {
    expectCode(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 6.1, y: 0 }), 'fireteam/too-far-from-jop');
    expect(deployUnit(s, AX, 'sniper', { jop: 'ax-j' }, { x: 12, y: 0 }).ok).toBe(true);
    expectCode(deployUnit(s, AX, 'sniper', { jop: 'ax-j' }, { x: 12.1, y: 0 }), 'fireteam/too-far-from-jop');
  });

  it('GIVEN two units already from a JOP this turn THEN a third is refused, and next turn it may', () => {
    let t = unwrap(deployUnit(s, AX, 'a', { jop: 'ax-j' })).state;
    t = unwrap(deployUnit(t, AX, 'b', { jop: 'ax-j' })).state;
    const r = deployUnit(t, AX, 'c', { jop: 'ax-j' });
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/jop-full', { jop: 'ax-j', max: 2 }]);
    const next = end(inPhase(t, 'assaults', { done: [AX, RU] }));
    expect(deployUnit(next, AX, 'c', { jop: 'ax-j' }).ok).toBe(true);
  });

  it('GIVEN a vehicle THEN only from a road entrance of its side, placed there', () => {
    expectCode(deployUnit(s, AX, 'pz', { jop: 'ax-j' }), 'fireteam/vehicle-needs-road');
    const r = unwrap(deployUnit(s, AX, 'pz', { road: 'ax-road' }));
    expect(unit(r.state, 'pz').position).toEqual({ x: 24, y: 0 });
    expectCode(deployUnit(s, AX, 'pz', { road: 'ru-road' }), 'fireteam/not-your-jop');
    expectCode(deployUnit(s, AX, 'pz', { road: 'nowhere' }), 'fireteam/unknown-road-entrance');
  });

  it('GIVEN infantry THEN a road entrance will do too', () => {
    expect(deployUnit(s, AX, 'a', { road: 'ax-road' }).ok).toBe(true);
  });

  it('GIVEN a wrong unit or JOP THEN refused', () => {
    expectCode(deployUnit(s, AX, 'here', { jop: 'ax-j' }), 'fireteam/already-on-table');
    expectCode(deployUnit(s, AX, 'gone', { jop: 'ax-j' }), 'fireteam/unit-removed');
    expectCode(deployUnit(s, AX, 'a', { jop: 'ru-j' }), 'fireteam/not-your-jop');
    expectCode(deployUnit(s, AX, 'a', { jop: 'nope' }), 'fireteam/unknown-jop');
    expectCode(deployUnit(s, RU, 'here', { jop: 'ru-j' }), 'fireteam/not-your-unit');
  });

  it('GIVEN the enemy names a unit of ours still off table THEN refused exactly as a unit that does not exist', () => {
    const hidden = deployUnit(s, RU, 'a', { jop: 'ru-j' });
    const missing = deployUnit(s, RU, 'nope', { jop: 'ru-j' });
    expect(hidden.ok || missing.ok).toBe(false);
    if (hidden.ok || missing.ok) return;
    expect([hidden.code, hidden.params]).toEqual(['fireteam/unknown-unit', { unit: 'a' }]);
    expect(missing.code).toBe(hidden.code);
  });

  it('GIVEN a secret JOP after the patrol THEN the enemy is refused it as one that does not exist, and a unit deploying from it reveals it', () => {
    const secret = { ...s, jops: s.jops.map((j) => (j.id === 'ru-j' ? { ...j, hidden: true } : j)) };
    expectCode(deployUnit(secret, AX, 'a', { jop: 'ru-j' }), 'fireteam/unknown-jop');
    const own = unwrap(deployUnit({ ...secret, units: [...secret.units, makeUnit(RU, spec('r'))] }, RU, 'r', { jop: 'ru-j' }));
    expect(own.revealedJop?.id).toBe('ru-j');
    expect(own.state.jops.find((j) => j.id === 'ru-j')?.hidden).toBeUndefined();
    expect(unit(own.state, 'r').revealed).toBe(true);
    expectCode(deployUnit(own.state, AX, 'a', { jop: 'ru-j' }), 'fireteam/not-your-jop');
    expect(unwrap(deployUnit(s, AX, 'a', { jop: 'ax-j' })).revealedJop).toBeUndefined();
  });
});
