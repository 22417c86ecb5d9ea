import { describe, expect, it } from 'vitest';
import { createPatrol } from '../../../../../src/rulesets/fireteam/rules/patrol/patrol.js';
import { createFireteamState, type FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { checkMove, endPhase } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { patrolMove, placeJop } from '../../../../../src/rulesets/fireteam/rules/setup/patrol-phase.js';
import { AX, expectCode, game, RU, RULES, unwrap } from '../fixtures-forces.js';

const end = (s: FireteamState): FireteamState => unwrap(endPhase(s)).state;

describe('patrol and JOPs within the game', () => {
  const patrolled = () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [20, 24, 28, 32].map((x) => ({ x, y: 6 })), [RU]: [20, 24, 28, 32].map((x) => ({ x, y: 17 })) },
        jopsPerSide: 3,
      }),
    );
    return unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
  };

  it('GIVEN every marker locked THEN on to deploy-jops; the JOPs placed THEN turn 1 with them', () => {
    let s = patrolled();
    expect(s.patrol?.stage).toBe('jops');
    s = end(s);
    expect([s.phase, s.step.side]).toEqual(['deploy-jops', AX]);
    expectCode(endPhase(s), 'fireteam/jops-not-placed');
    const spots = [
      [24, 2],
      [24, 26],
      [28, 0],
      [20, 26],
      [32, 2],
      [28, 26],
    ] as const;
    for (const [i, [x, y]] of spots.entries()) {
      const side = i % 2 === 0 ? AX : RU;
      expect(checkMove(s, side, 'place-jop').ok).toBe(true);
      s = unwrap(placeJop(s, side, { position: { x, y }, coverAttested: true })).state;
    }
    s = end(s);
    expect([s.turn, s.phase]).toEqual([1, 'actions']);
    expect(s.jops.map((j) => j.id)).toEqual(['jop-a1', 'jop-d1', 'jop-a2', 'jop-d2', 'jop-a3', 'jop-d3']);
  });

  it('GIVEN markers still free THEN patrol-not-finished; a patrol move hands the step on', () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [20, 24, 28, 32].map((x) => ({ x, y: 6 })), [RU]: [20, 24, 28, 32].map((x) => ({ x, y: 40 })) },
        jopsPerSide: 3,
      }),
    );
    const s = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
    expectCode(endPhase(s), 'fireteam/patrol-not-finished');
    expectCode(checkMove(s, RU, 'patrol-move'), 'fireteam/not-your-step');
    const r = unwrap(patrolMove(s, AX, 'a1', { x: 20, y: 10 }, RULES));
    expect([r.game.step.side, r.game.patrol?.markers[0]?.position]).toEqual([RU, { x: 20, y: 10 }]);
    expectCode(patrolMove(game([]), AX, 'a1', { x: 0, y: 0 }, RULES), 'fireteam/patrol-over');
  });

  it('GIVEN no patrol THEN the scenario JOPs are placed as given, each side needing one', () => {
    let s = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX }));
    s = unwrap(placeJop(s, AX, { id: 'church', position: { x: 1, y: 1 }, coverAttested: true })).state;
    expectCode(endPhase(s), 'fireteam/jops-not-placed');
    expectCode(placeJop(s, RU, { id: 'CHURCH', position: { x: 1, y: 40 }, coverAttested: true }), 'fireteam/duplicate-id');
    s = unwrap(placeJop(s, RU, { position: { x: 1, y: 40 }, coverAttested: true })).state;
    expect(s.jops.map((j) => [j.id, j.side])).toEqual([
      ['church', AX],
      ['jop-2', RU],
    ]);
    expect(end(s).phase).toBe('actions');
  });
});
