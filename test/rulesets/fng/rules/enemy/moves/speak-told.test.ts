import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { fig, NOW, table } from '../../../helpers/table.js';

/** What a civilian let slip (Speak Local, L1298), acted on by the bot after the order. */
function turn(g: FngGame, faces: number[]) {
  const roller = dice(...faces);
  const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES), now: NOW });
  return { r: r!, remaining: roller.remaining };
}

const speaker = () => [{ ...fig('fwf', 'phil', 30, 30), moved: true }];
const notes = (g: ReturnType<typeof turn>['r']) => g.pub.flatMap((e) => (e.kind === 'enemy-done' ? [e.note] : []));

describe('Speak Local: what the civilian knows reaches the table through the bot (L1298)', () => {
  it('GIVEN "reveals the nearest booby trap" THEN the nearest trap is shown and removed, the farther one stays, and the next trap counts as disarmed', () => {
    const g = table(speaker(), {
      mission: mission({ enemy: 'lvc', told: { finding: { kind: 'nearest-trap', nextTrapDisarmed: true }, by: 'fwf:phil' } }),
      traps: [
        { id: 'T1', at: { x: 50, y: 30 }, type: 'wide-spread', seq: 2 },
        { id: 'T2', at: { x: 34, y: 30 }, type: 'wide-spread', seq: 3 },
      ],
    });
    const { r, remaining } = turn(g, []);
    expect(remaining).toBe(0);
    expect(notes(r)).toEqual(['🗣️ The civilian shows a booby trap at 34,30 (L1298): it is marked, and goes off under nobody.']);
    expect(r.game.traps?.map((t) => t.id)).toEqual(['T1']);
    expect(r.game.mission).toMatchObject({ nextTrapDisarmed: true });
    expect(r.game.mission?.told).toBeUndefined();
  });

  it('GIVEN the next trap counts as disarmed THEN a figure that walks onto one rolls nothing and it is deactivated, once', () => {
    const g = table(speaker(), { mission: mission({ enemy: 'lvc', nextTrapDisarmed: true }), traps: [{ id: 'T1', at: { x: 30.5, y: 30 }, type: 'wide-spread', seq: 2 }] });
    const { r, remaining } = turn(g, []);
    expect(remaining).toBe(0);
    expect(r.pub).toEqual([{ kind: 'trap', trap: 'T1', figure: 'fwf:phil', type: 'wide-spread', outcome: 'deactivated', parts: [] }]);
    expect(r.game.mission?.nextTrapDisarmed).toBe(false);
    expect(r.game.traps).toEqual([]);
  });

  it('GIVEN "reveals all PEFs" THEN every PEF is resolved and no trap goes off while the civilian guides the patrol', () => {
    const g = table(speaker(), {
      mission: mission({ enemy: 'lvc', eal: 3, told: { finding: { kind: 'all-pefs', accompanies: true }, by: 'fwf:phil' } }),
      pefs: [{ id: 'P1', at: { x: 60, y: 6 } }, { id: 'P2', at: { x: 66, y: 6 } }],
      traps: [{ id: 'T1', at: { x: 30.5, y: 30 }, type: 'wide-spread', seq: 2 }],
    });
    // P1: resolution 2d6 vs EAL 3, 6 and 6 — no passes, a false alarm; P2 the same.
    const { r, remaining } = turn(g, [6, 6, 6, 6]);
    expect(remaining).toBe(0);
    expect(r.game.pefs).toEqual([]);
    expect(r.pub.filter((e) => e.kind === 'pef-resolved').map((e) => (e.kind === 'pef-resolved' ? [e.pef, e.outcome] : []))).toEqual([['P1', 'false-alarm'], ['P2', 'false-alarm']]);
    expect(r.game.traps?.map((t) => t.id)).toEqual(['T1']);
    expect(r.pub.some((e) => e.kind === 'trap')).toBe(false);
  });

  it('GIVEN "reveals the nearest PEF" at night THEN the PEF nearest the speaker is resolved though out of sight, and the other stays', () => {
    const g = table(speaker(), {
      mission: mission({ enemy: 'lvc', eal: 3, night: true, told: { finding: { kind: 'nearest-pef', nextTrapDisarmed: true }, by: 'fwf:phil' } }),
      pefs: [{ id: 'P1', at: { x: 60, y: 6 } }, { id: 'P2', at: { x: 44, y: 30 } }],
    });
    const { r, remaining } = turn(g, [6, 6]);
    expect(remaining).toBe(0);
    expect(notes(r)).toEqual(['🗣️ The civilian points out P2 (L1298).']);
    expect(r.game.pefs?.map((p) => p.id)).toEqual(['P1']);
  });
});
