import { describe, expect, it } from 'vitest';
import { formatHex } from '../../../../../src/core/board/hex.js';
import { spreadFires } from '../../../../../src/rulesets/lnl/rules/map/fire-spread.js';
import { passOrder } from '../../../../../src/rulesets/lnl/rules/orders/turn.js';
import { lnlScenario, type LnlScenario } from '../../../../../src/rulesets/lnl/rules/map/scenario.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { validateScenario } from '../../../../helpers/boards.js';
import { RULES, dice, game, hex, rulesWith, unwrap } from '../fixtures-game.js';
import { operations, run } from '../orders/run.js';

/** Huts (bamboo) north and south of D4, a wooden house far off in H8, brush east; `fireSpread` as given. */
function village(fireSpread?: boolean): LnlScenario {
  const r = validateScenario({
    id: 't', name: 'T', ruleset: 'lnl', sides: ['US', 'VC'], board: { kind: 'hex', columns: 8, rows: 8 },
    features: [
      { name: 'Huts', type: 'bamboo-building', hexes: ['D3', 'D5'] },
      { name: 'House', type: 'wooden-building', hexes: ['H8'] },
      { name: 'Scrub', type: 'brush', hexes: ['E4', 'E5', 'C4', 'C5'] },
    ],
    ...(fireSpread === undefined ? {} : { fireSpread }),
  });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return lnlScenario(r.value)!;
}
const burning = (): LnlState => addHexMarker(game([]), { kind: 'fire', at: hex('D4') });
const fires = (s: LnlState) => s.hexMarkers.filter((m) => m.kind === 'fire').map((m) => formatHex(m.at));

describe('Fire Spread in the Administrative phase (LnL player aid 9.0 step 2, 10.5.6.1)', () => {
  it('GIVEN a fire beside two huts THEN 1d6 each, north first: a 6 catches (house rule 6), a 5 does not; brush never rolls', () => {
    const d = dice(6, 5);
    const r = spreadFires(burning(), village(true), d, RULES);
    expect(d.remaining).toBe(0);
    expect(r.rolls.map((x) => [formatHex(x.to), x.die, x.spreads])).toEqual([['D3', 6, true], ['D5', 5, false]]);
    expect(fires(r.state)).toEqual(['D4', 'D3']);
  });

  it('GIVEN fire.spreadOn 5 THEN a 5 catches too; a hex already burning rolls no die', () => {
    const r = spreadFires(addHexMarker(burning(), { kind: 'fire', at: hex('D3') }), village(true), dice(5), rulesWith({ 'fire.spreadOn': 5 }));
    expect(r.rolls.map((x) => [formatHex(x.from), formatHex(x.to), x.spreads])).toEqual([['D4', 'D5', true]]);
  });

  it('GIVEN every face THEN a hut catches on exactly 1 face in 6 by default, 2 in 6 at spreadOn 5', () => {
    const caught = (rules = RULES) => [1, 2, 3, 4, 5, 6].filter((f) => spreadFires(addHexMarker(burning(), { kind: 'fire', at: hex('D5') }), village(true), dice(f), rules).rolls[0]!.spreads).length;
    expect(caught()).toBe(1);
    expect(caught(rulesWith({ 'fire.spreadOn': 5 }))).toBe(2);
  });

  it('GIVEN the third pass THEN the scenario that spreads fire rolls it after the Administrative phase; one without does not roll', () => {
    const s = { ...operations(burning()), passes: 2 };
    const raw = run(passOrder({}), s, { board: village(true), faces: [6, 1] });
    expect(raw.unusedFaces).toBe(0);
    const spread = unwrap(raw);
    expect(spread.result).toMatchObject({ kind: 'pass', spread: [{ die: 6, spreads: true }, { die: 1, spreads: false }] });
    expect(fires(spread.state)).toEqual(['D4', 'D3']);
    expect(spread.state.phase).toBe('rally');
    const quiet = unwrap(run(passOrder({}), s, { board: village(), faces: [] }));
    expect(quiet.result).not.toHaveProperty('spread');
    expect(fires(quiet.state)).toEqual(['D4']);
  });

  it('GIVEN a scenario with a fireSpread that is not true or false THEN the scenario is refused', () => {
    expect(validateScenario({ id: 't', name: 'T', ruleset: 'lnl', sides: ['US', 'VC'], board: { kind: 'hex', columns: 8, rows: 8 }, features: [], fireSpread: 'yes' }).ok).toBe(false);
  });
});
