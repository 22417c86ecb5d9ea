import { describe, expect, it } from 'vitest';
import { hitsPin, medicTends, rallyUnit } from '../../../../../src/rulesets/fireteam/rules/actions/officers-and-medics.js';
import type { FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { endPhase } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import type { Unit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';
import { dice, RULES, rulesWith } from '../fixtures.js';

/** Turn 2's pinning phase: Soviet riflemen `a` (average, 7) hit this turn as `hurt` says, a medic, an officer, a KGB commissar. */
function table(hurt: Partial<Unit>): FireteamState {
  const s = game([
    onTable(RU, spec('a'), hurt),
    onTable(RU, spec('b'), { status: 'pinned', pinnedTurn: 2 }),
    onTable(RU, spec('med', { kind: 'special', figures: 1, weapons: [], roles: ['medic'] })),
    onTable(RU, spec('off', { kind: 'hq', figures: 1, weapons: [], roles: ['officer'] })),
    onTable(RU, spec('kgb', { kind: 'hq', figures: 1, weapons: [], roles: ['commissar-kgb'] })),
    onTable(AX, spec('x')),
  ]);
  return { ...inPhase(s, 'pinning'), turn: 2 };
}

/** 2 pins and 1 kill this turn (3 hits on an average team): Pinned, over its pin score of 2. */
const pinnedByThree: Partial<Unit> = { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2, casualties: 1 };

describe('medics (seed 004, Special Units: "Kills become Pins and Pins become nothing")', () => {
  it('GIVEN a saved Pin that takes the hits back within the pin score THEN the unit is no longer Pinned', () => {
    const r = unwrap(medicTends(table(pinnedByThree), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(5), RULES));
    expect(r).toMatchObject({ unpinned: true, killsThisTurn: 1, save: { becomes: 'nothing' } });
    expect(unit(r.state, 'a')).toMatchObject({ status: 'active', pinsThisTurn: 1, casualties: 1 });
    expect(unit(r.state, 'a').pinnedTurn).toBeUndefined();
    expect(unit(r.state, 'med').helpedThisTurn).toBe(true);
  });

  it('GIVEN hits still over the pin score after the save THEN it stays Pinned', () => {
    const four: Partial<Unit> = { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2, casualties: 2 };
    const r = unwrap(medicTends(table(four), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 2, heavyHit: false }, dice(6), RULES));
    expect(r.unpinned).toBe(false);
    expect(unit(r.state, 'a')).toMatchObject({ status: 'pinned', pinsThisTurn: 1 });
  });

  it('GIVEN a heavy weapon hit it THEN any hit left keeps it Pinned, and none left frees it', () => {
    const heavy: Partial<Unit> = { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2 };
    expect(unwrap(medicTends(table(heavy), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 0, heavyHit: true }, dice(5), RULES)).unpinned).toBe(false);
    const once: Partial<Unit> = { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 1 };
    expect(unwrap(medicTends(table(once), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 0, heavyHit: true }, dice(5), RULES)).unpinned).toBe(true);
  });

  it('GIVEN QUOTA_FILLED THEN the hits must fall below the pin score', () => {
    const two: Partial<Unit> = { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2, casualties: 1 };
    const filled = rulesWith({ 'pin.pinnedWhen': 'QUOTA_FILLED' });
    expect(unwrap(medicTends(table(two), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(5), filled)).unpinned).toBe(false);
    expect(hitsPin({ quality: 'average' }, 1, false, filled)).toBe(false);
    expect(hitsPin({ quality: 'average' }, 2, false, filled)).toBe(true);
    expect(hitsPin({ quality: 'average' }, 2, false, RULES)).toBe(false);
    expect(hitsPin({ quality: 'average' }, 3, false, RULES)).toBe(true);
  });

  it('GIVEN a saved Kill THEN it becomes a Pin: the figure is back, the hits unchanged, still Pinned', () => {
    const r = unwrap(medicTends(table(pinnedByThree), RU, 'med', 'a', { hit: 'kill', killsThisTurn: 1, heavyHit: false }, dice(5), RULES));
    expect(r).toMatchObject({ unpinned: false, killsThisTurn: 0 });
    expect(unit(r.state, 'a')).toMatchObject({ status: 'pinned', pinsThisTurn: 3, casualties: 0 });
  });

  it('GIVEN a failed roll THEN nothing changes but the medic has had his go this turn', () => {
    const r = unwrap(medicTends(table(pinnedByThree), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(4), RULES));
    expect(r.save.becomes).toBe('pin');
    expect(unit(r.state, 'a')).toMatchObject({ status: 'pinned', pinsThisTurn: 2 });
    expectCode(medicTends(r.state, RU, 'med', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(6), RULES), 'fireteam/already-helped');
  });

  it('GIVEN an average medic THEN exactly 2 of the 6 faces save the Pin and free the unit', () => {
    const freed = [1, 2, 3, 4, 5, 6].filter((f) => unwrap(medicTends(table(pinnedByThree), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(f), RULES)).unpinned);
    expect(freed).toEqual([5, 6]);
  });

  it('GIVEN no hit of that kind this turn, or a medic who is not one THEN refused', () => {
    expectCode(medicTends(table({}), RU, 'med', 'a', { hit: 'pin', killsThisTurn: 0, heavyHit: false }, dice(6), RULES), 'fireteam/no-hit-to-save');
    expectCode(medicTends(table(pinnedByThree), RU, 'off', 'a', { hit: 'pin', killsThisTurn: 1, heavyHit: false }, dice(6), RULES), 'fireteam/not-a-medic');
  });
});

describe('officers and commissars, once a turn (seed 004, Special Units)', () => {
  it('GIVEN an officer rallies THEN he may not rally again this turn, whatever the roll', () => {
    const r = unwrap(rallyUnit(table(pinnedByThree), RU, 'a', 'off', dice(2)));
    expect(r.removal.removed).toBe(false);
    expectCode(rallyUnit(r.state, RU, 'b', 'off', dice(6)), 'fireteam/already-helped');
    expect(unwrap(rallyUnit(r.state, RU, 'b', 'kgb', dice())).removal).toMatchObject({ removed: true, kills: 1 });
  });

  it('GIVEN a passed roll THEN the Pin is gone', () => {
    const r = unwrap(rallyUnit(table(pinnedByThree), RU, 'a', 'off', dice(5)));
    expect(unit(r.state, 'a')).toMatchObject({ status: 'active' });
    expect(unit(r.state, 'off').helpedThisTurn).toBe(true);
  });

  it('GIVEN the KGB commissar THEN the Pin goes at the cost of a figure', () => {
    const r = unwrap(rallyUnit(table(pinnedByThree), RU, 'a', 'kgb', dice()));
    expect(unit(r.state, 'a')).toMatchObject({ status: 'active', casualties: 2 });
  });

  it('GIVEN a new turn THEN officers and medics may help again', () => {
    const r = unwrap(rallyUnit(table(pinnedByThree), RU, 'a', 'off', dice(2)));
    const next = unwrap(endPhase({ ...r.state, phase: 'assaults', step: { side: AX, done: [AX, RU] } })).state;
    expect(unit(next, 'off').helpedThisTurn).toBe(false);
  });

  it('GIVEN a unit that is no officer THEN refused', () => {
    expectCode(rallyUnit(table(pinnedByThree), RU, 'a', 'med', dice(6)), 'fireteam/not-a-rallier');
  });
});
