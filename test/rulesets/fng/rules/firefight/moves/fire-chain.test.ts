import { describe, expect, it } from 'vitest';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { reactOrder, settlePending } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-react.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/**
 * Active fire and the chain the bot runs after it (FNG 2nd Tour, Shooting L816–L851, Reaction
 * L640–L722): every test taken the moment it is triggered, for both sides, with scripted dice.
 */
describe('FNG active fire and its reaction chain', () => {
  it('GIVEN pink fires 4 dice at a VC in the open THEN three totals hit (11, 8, 7; 6 misses), the first damage die of 1 kills, and his friend within 4" takes Man Down (L692)', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 20, 0, { rep: 3, role: 'squad-leader' }), fig('cf', 'vc-2', 23, 0, { rep: 3 })]);
    const a = args(g, 'fwf', [6, 1, 2, 3, /* damage */ 1, /* vc-2 Man Down, no leader left */ 2, 3]);
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 4 }] }));
    expect(a.roller.remaining).toBe(0);
    const shot = r.events.find((e) => e.kind === 'shot');
    expect(shot?.kind === 'shot' && shot.result.shots.map((s) => [s.total, s.result])).toEqual([[11, 'hit'], [8, 'hit'], [7, 'hit'], [6, 'shooter-missed']]);
    expect(at(r.game, 'cf', 'vc-1').status).toBe('obviously-dead');
    expect(r.events.filter((e) => e.kind === 'damage')).toHaveLength(1);
    expect(r.events.find((e) => e.kind === 'reaction')).toMatchObject({ figure: 'cf:vc-2', tests: 'man-down', passes: { md: 2 }, outcome: 'carry-on' });
    expect(at(r.game, 'fwf', 'pink').fired).toBe(true);
  });

  it('GIVEN a miss on VC in cover with two 1s THEN pink is out of ammo; Received Fire with the Leader Die calls Cohesion once for the group, which retires and leaves the battle (no Parting Shot without ammo, L722)', () => {
    const g = table([
      fig('fwf', 'pink', 0, 0, { rep: 5 }),
      fig('cf', 'vc-1', 20, 0, { rep: 3, role: 'squad-leader', inCover: true }),
      fig('cf', 'vc-2', 22, 0, { rep: 3, inCover: true }),
    ]);
    const faces = [3, 2, 1, 1, /* leader die */ 6, /* RF vc-1 */ 6, 6, /* RF vc-2 */ 5, 6, /* cohesion leader die */ 6, /* cohesion */ 5, 6];
    const a = args(g, 'fwf', faces);
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 4 }] }));
    expect(a.roller.remaining).toBe(0);
    expect(at(r.game, 'fwf', 'pink').outOfAmmo).toBe(true);
    expect(r.events.filter((e) => e.kind === 'reaction').map((e) => e.kind === 'reaction' && [e.figure, e.outcome])).toEqual([
      ['cf:vc-1', 'cohesion-test'],
      ['cf:vc-2', 'cohesion-test'],
    ]);
    expect(r.events.filter((e) => e.kind === 'cohesion')).toHaveLength(1);
    expect([at(r.game, 'cf', 'vc-1').status, at(r.game, 'cf', 'vc-2').status]).toEqual(['left-battlefield', 'left-battlefield']);
  });

  it('GIVEN a retiring VC and a shooter with ammunition THEN the cause fires a Parting Shot at full TR, the target counting as fast moving, with no Received Fire', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 20, 0, { rep: 3, inCover: true })]);
    // Miss in cover (8, 7, 7, 7), RF 0 passes → Cohesion 0 → Retire; Parting Shot 4 dice (12, 7, 7, 7: 7 misses a fast mover), damage 5 ≥ Impact: knocked down, recover 2 passes: Stunned.
    const faces = [3, 2, 2, 2, 6, 6, 6, 6, /* parting shot */ 6, 2, 2, 2, /* damage */ 2, /* walking wounded */ 1];
    const a = args(g, 'fwf', faces, { 'fng.damage.cover-even-miss': false });
    const r = unwrap(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 4 }] }));
    expect(a.roller.remaining).toBe(0);
    const shots = r.events.filter((e) => e.kind === 'shot');
    expect(shots.map((s) => s.kind === 'shot' && s.why)).toEqual(['active', 'parting-shot']);
    const parting = shots[1]!;
    expect(parting.kind === 'shot' && parting.result.shots.map((s) => s.result)).toEqual(['hit', 'target-missed', 'target-missed', 'target-missed']);
    expect(at(r.game, 'cf', 'vc-1')).toMatchObject({ status: 'out-of-fight', walkingWounded: true });
    expect(r.events.filter((e) => e.kind === 'reaction')).toHaveLength(1);
  });

  it('GIVEN a VC misses pink, a Star THEN the chain waits for his Free Will; answered 2 he is never outgunned and fires back (L344, L801)', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5, star: true, role: 'squad-leader' }), fig('cf', 'vc-1', 20, 0, { rep: 3 })], { acting: 'cf' });
    const a = args(g, 'cf', [3, 2, 1, /* pink's own Leader Die */ 2]);
    const r = unwrap(fireOrder(a, { shooter: 'vc-1', targets: [{ figure: 'pink', dice: 3 }] }));
    expect(r.game.pending).toMatchObject({ asked: ['fwf:pink'], question: 'free-will', test: 'Received Fire' });
    expect(r.events.at(-1)).toMatchObject({ kind: 'asked', figures: ['fwf:pink'] });
    expect(a.roller.remaining).toBe(1);

    const b = args(r.game, 'fwf', [2, /* return fire */ 6, 5, 4, 3, /* damage */ 1]);
    const answered = unwrap(reactOrder({ ...b, gm: false }, { figure: 'pink', answer: '2' }));
    expect(b.roller.remaining).toBe(0);
    expect(answered.game.pending).toBeUndefined();
    expect(answered.events.find((e) => e.kind === 'reaction')).toMatchObject({ how: 'free-will', outcome: 'fire', outgunned: false });
    expect(at(answered.game, 'cf', 'vc-1').status).toBe('obviously-dead');
  });

  it('GIVEN a chain waiting on a Star THEN another order before the deadline is refused; after it the default (roll) applies first (house rule fng.star.deadline-hours)', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5, star: true }), fig('cf', 'vc-1', 20, 0, { rep: 3 })], { acting: 'cf' });
    const r = unwrap(fireOrder(args(g, 'cf', [3, 2, 1]), { shooter: 'vc-1', targets: [{ figure: 'pink', dice: 3 }] }));
    expectCode(settlePending(args(r.game, 'cf', [], {}, '2026-11-21T23:59:00Z'), 12), 'fng/awaiting-star');
    // Rolled RF 4, 4: two passes, fire back; pink's return fire all misses (two 1s: out of ammo); vc-1's own RF 0 passes, Cohesion 0: it leaves.
    const late = args(r.game, 'cf', [4, 4, 1, 1, 1, 1, 6, 6, 6, 6], {}, '2026-11-22T00:00:01Z');
    const s = unwrap(settlePending(late, 12));
    expect(late.roller.remaining).toBe(0);
    expect(s.game.pending).toBeUndefined();
    expect(s.events[0]).toMatchObject({ kind: 'defaults', figures: ['fwf:pink'] });
    expect(s.events.find((e) => e.kind === 'reaction')).toMatchObject({ how: 'rolled', passes: { rf: 2 }, outcome: 'fire' });
    expect(at(s.game, 'cf', 'vc-1').status).toBe('left-battlefield');
  });

  it('GIVEN a target beyond the weapon\'s range, a second active fire or too many dice THEN refused before any die is rolled', () => {
    const g = table([fig('fwf', 'pink', 0, 0), fig('cf', 'vc-1', 60, 0)]);
    expectCode(fireOrder(args(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }] }), 'fng/out-of-range');
    const near = table([fig('fwf', 'pink', 0, 0, { fired: true }), fig('cf', 'vc-1', 10, 0)]);
    expectCode(fireOrder(args(near, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }] }), 'fng/already-fired');
    const fresh = table([fig('fwf', 'pink', 0, 0), fig('cf', 'vc-1', 10, 0)]);
    expectCode(fireOrder(args(fresh, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 5 }] }), 'fng/too-many-dice');
    expectCode(fireOrder(args(fresh, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-9' }] }), 'fng/unknown-figure');
  });

  it('GIVEN a VC of REP 5 killing Star pink (REP 5) THEN pink Cheats Death and leaves at REP 4 (L338–L340); told to decline it THEN he is Obviously Dead', () => {
    const make = (cheatDeath?: boolean) =>
      table([fig('cf', 'vc-1', 0, 0, { rep: 5 }), fig('fwf', 'pink', 20, 0, { rep: 5, star: true, starPower: 0, ...(cheatDeath === undefined ? {} : { cheatDeath }) })]);
    // One die: 6 + REP 5 = 11 hits; the damage die 1 is Obviously Dead.
    const taken = unwrap(fireOrder(args(make(), 'cf', [6, 1]), { shooter: 'vc-1', targets: [{ figure: 'pink', dice: 1 }] }));
    expect(at(taken.game, 'fwf', 'pink')).toMatchObject({ status: 'cheated-death', rep: 4 });
    const declined = unwrap(fireOrder(args(make(false), 'cf', [6, 1]), { shooter: 'vc-1', targets: [{ figure: 'pink', dice: 1 }] }));
    expect(at(declined.game, 'fwf', 'pink')).toMatchObject({ status: 'obviously-dead', rep: 5 });
  });
});
