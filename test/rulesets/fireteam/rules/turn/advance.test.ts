import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advance } from '../../../../../src/rulesets/fireteam/rules/turn/advance.js';
import { extrasOf, withExtras } from '../../../../../src/rulesets/fireteam/rules/game/game.js';
import type { FireteamScenario } from '../../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { setUpBattle } from '../../../../../src/rulesets/fireteam/rules/setup/setup.js';
import { addSmoke, addUnits, createFireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { parseScenario } from '../../../../helpers/boards.js';
import { AX, dice, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';

describe('advance: the game moves on by itself (seed 004, Turn Sequence)', () => {
  it('GIVEN a phase not over THEN nothing happens and no die is rolled', () => {
    const s = game([]);
    expect(advance(s, dice())).toEqual({ game: s, events: [] });
  });

  it('GIVEN the pinning phase over THEN morale is judged first (30%+ permanently Pinned, 60%+ removed), then the phase ends', () => {
    const s = inPhase(
      game([onTable(AX, spec('hurt'), { casualties: 3 }), onTable(RU, spec('broken'), { casualties: 5 }), onTable(RU, spec('scratched'), { casualties: 1 })]),
      'pinning',
      { done: [AX, RU] },
    );
    const r = advance(s, dice());
    expect(r.events).toEqual([
      { kind: 'morale', unit: 'hurt', side: AX, casualties: 3, figures: 7, status: 'permanently-pinned', heldByCommissar: false },
      { kind: 'morale', unit: 'broken', side: RU, casualties: 5, figures: 7, status: 'removed', heldByCommissar: false },
      { kind: 'phase-over', change: expect.objectContaining({ from: 'pinning' }) },
    ]);
    expect([unit(r.game, 'hurt').status, unit(r.game, 'broken').status, unit(r.game, 'scratched').status]).toEqual(['permanently-pinned', 'removed', 'active']);
    expect(r.game.phase).toBe('movement');
  });

  it('GIVEN the assaults over with smoke down THEN the turn ends, its bookkeeping is cleared and each cloud rolls: 4–6 vanishes', () => {
    let s = inPhase(game([]), 'assaults', { done: [AX, RU] });
    s = addSmoke(addSmoke(s, { id: 's1', centre: { x: 0, y: 0 }, radius: 4 }), { id: 's2', centre: { x: 10, y: 0 }, radius: 4 });
    s = withExtras(s, { killsThisTurn: { 'Axis:a': 2 }, heavyHits: ['Axis:a'] });
    const roller = dice(3, 4);
    const r = advance(s, roller);
    expect(r.events).toEqual([
      { kind: 'phase-over', change: expect.objectContaining({ from: 'assaults', turn: 2 }) },
      { kind: 'smoke', cloud: 's1', roll: 3, vanishes: false },
      { kind: 'smoke', cloud: 's2', roll: 4, vanishes: true },
    ]);
    expect(r.game.smoke.map((c) => c.id)).toEqual(['s1']);
    expect([extrasOf(r.game).killsThisTurn, extrasOf(r.game).heavyHits]).toEqual([{}, []]);
    expect([r.game.turn, r.game.phase, r.game.pendingChecks]).toEqual([2, 'actions', []]);
    expect(roller.remaining).toBe(0);
  });
});

describe('setUpBattle: its defaults (seed 004, Patrol Phase; Deploy)', () => {
  const parsed = parseScenario(readFileSync(resolve(import.meta.dirname, '../../../../../assets/scenarios/fireteam-river-crossing.json'), 'utf8'));
  if (!parsed.ok || parsed.value.ruleset !== 'fireteam') throw new Error('the river-crossing scenario does not load');
  const board = parsed.value as FireteamScenario;
  const unmustered = unwrap(createFireteamState({ sides: ['Germans', 'Russians'], attacker: 'Germans' }));
  // Both sides mustered, off the table.
  const fresh = unwrap(addUnits(unmustered, [makeUnit('Germans', spec('g-1')), makeUnit('Russians', spec('r-1'))]));

  it('GIVEN a side that has not mustered THEN the battle does not start, and the refusal names it', () => {
    const oneSide = unwrap(addUnits(unmustered, [makeUnit('Germans', spec('g-1'))]));
    expect(setUpBattle(oneSide, board, {})).toEqual({ ok: false, code: 'fireteam/not-mustered', params: { sides: 'Russians' } });
    expect(setUpBattle(unmustered, board, {})).toEqual({ ok: false, code: 'fireteam/not-mustered', params: { sides: 'Germans, Russians' } });
  });

  it('GIVEN nothing chosen THEN the scenario\'s initiative attacks, with the Patrol Phase and 3 JOPs a side after it', () => {
    const g = unwrap(setUpBattle(fresh, board, {}));
    expect([g.attacker, g.phase, g.patrol?.jopsPerSide]).toEqual(['Russians', 'patrol', 3]);
  });

  it('GIVEN no patrol THEN the scenario\'s JOPs; an attacker named THEN it attacks; one not in the game THEN refused', () => {
    const g = unwrap(setUpBattle(fresh, board, { patrol: false, attacker: 'germans' }));
    expect([g.attacker, g.patrol, g.jops.length]).toEqual(['Germans', undefined, 6]);
    expect(unwrap(setUpBattle(fresh, board, { jops: 4 })).patrol?.jopsPerSide).toBe(4);
    expectCode(setUpBattle(fresh, board, { attacker: 'Finns' }), 'fireteam/unknown-side');
  });
});

describe('withExtras: the extras as JSON keeps them (docs/replay.md)', () => {
  it('GIVEN the overwatch wait cleared, heavy hits kept, then a new wait THEN the extras read as they would loaded again from the database', () => {
    const cleared = withExtras(game([]), { awaitingOverwatch: undefined });
    expect(Object.keys(cleared.extras!)).not.toContain('awaitingOverwatch');
    const waiting = withExtras(withExtras(cleared, { heavyHits: [] }), { awaitingOverwatch: { side: AX, unit: 'a' } });
    const reloaded = withExtras(JSON.parse(JSON.stringify(withExtras(cleared, { heavyHits: [] }))), { awaitingOverwatch: { side: AX, unit: 'a' } });
    expect(JSON.stringify(waiting.extras)).toBe(JSON.stringify(reloaded.extras));
  });
});
