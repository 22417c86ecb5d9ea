import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../../../helpers/rules.js';
import { mission, SQUAD_FACES } from '../../../helpers/bot.js';
import { fig, NOW, table } from '../../../helpers/table.js';

/** Random Event 7, a spider hole (p.71, L1650–L1664), as the bot springs it on the players. */
function turn(g: FngGame, faces: number[]) {
  const roller = dice(...faces);
  return fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES), now: NOW })!;
}

const notes = (r: ReturnType<typeof turn>) => r.pub.flatMap((e) => (e.kind === 'enemy-done' ? [e.note] : []));

describe('spider holes', () => {
  // One player group (a, b) by night, a PEF out of sight to the east: the group faces east. Doubles of 1 and a 5: event 7 on the FWF.
  const g = () => table([fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20)], { mission: mission({ enemy: 'lvc', night: true }), dice: { fwf: 5, cf: 2 }, checks: { doubles: [1] }, pefs: [{ id: 'P1', at: { x: 70, y: 20 } }] });

  it('GIVEN the hole behind the group, 8" off, one rifleman, not spotted THEN he is placed there and opens fire', () => {
    // 5: event 7; group die 4; side 1 (rear), distance 2 (+6 = 8"); occupants 2 (one REP 4 rifleman);
    // his army list's rolls; discovery 2d6 vs REP 4: 5, 6 — none passed; then the chain (4s).
    const r = turn(g(), [5, 4, 1, 2, 2, ...SQUAD_FACES(), 5, 6, ...Array<number>(30).fill(4)]);
    const hole = r.game.figures.filter((f) => f.side === 'cf');
    expect(hole.map((f) => [f.id, f.at, f.rep, f.weapon])).toEqual([['vc1-1', { x: 23, y: 20 }, 4, 'ak-47']]);
    expect(notes(r)[1]).toMatch(/^🕳️ It opens behind a's group, 8" away .*1 man \(REP 4\).*a tests to spot it \(2d6 vs REP 4\) \[5, 6\] → 0 passed: not spotted — they fire, then charge/);
    expect(r.pub.some((e) => e.kind === 'shot' && e.shooter === 'cf:vc1-1')).toBe(true);
  });

  it('GIVEN the hole in front and spotted THEN the spotter fires first', () => {
    // side 6 (front), distance 1 (7"); occupants 2; discovery 1, 2 — two passed.
    const r = turn(g(), [5, 4, 6, 1, 2, ...SQUAD_FACES(), 1, 2, ...Array<number>(30).fill(4)]);
    expect(r.game.figures.find((f) => f.id === 'vc1-1')?.at).toEqual({ x: 38, y: 20 });
    expect(notes(r)[1]).toMatch(/spotted — he fires first/);
    const shot = r.pub.find((e) => e.kind === 'shot');
    expect(shot?.kind === 'shot' ? shot.shooter : '').toBe('fwf:b');
  });
});
