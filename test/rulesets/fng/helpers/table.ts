import { rulesFor, type HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../src/rulesets/fng/rules/all-house-rules.js';
import type { OrderArgs } from '../../../../src/rulesets/fng/rules/game/order.js';
import { keyOf, type FngGame, type FngSide, type TableFigure } from '../../../../src/rulesets/fng/rules/game/state.js';
import { dice } from '../../../helpers/rules.js';

/** A figure for the table: a REP 4 rifleman with an M-16 (FWF) or an AK-47 (VC) unless told otherwise. */
export function fig(side: FngSide, id: string, x: number, y: number, over: Partial<TableFigure> = {}): TableFigure {
  return {
    id,
    name: id,
    side,
    army: side === 'fwf' ? 'us-army' : 'lvc',
    unit: side === 'fwf' ? 'sq1' : 'vc1',
    role: 'rifleman',
    rep: 4,
    star: false,
    starPower: 0,
    attributes: [],
    weapon: side === 'fwf' ? 'm16' : 'ak-47',
    gear: [],
    status: 'carry-on',
    at: { x, y },
    ...over,
  };
}

/** A game in turn 1 with these figures, the Free World side activating on dice that let everyone act. */
export function table(figures: readonly TableFigure[], over: Partial<FngGame> = {}): FngGame {
  return { sides: ['US', 'VC'], forces: [], figures, turn: 1, dice: { fwf: 1, cf: 1 }, acting: 'fwf', done: [], serial: 1, ...over };
}

export const NOW = '2026-11-21T12:00:00Z';

/** An order's arguments with scripted dice; `roller.remaining` says how many faces were left unused. */
export function args(game: FngGame, side: FngSide, faces: number[], overrides: HouseRuleOverrides = {}, now = NOW): OrderArgs & { readonly roller: ReturnType<typeof dice>; readonly gm: boolean } {
  return { game, side, roller: dice(...faces), rules: rulesFor(FNG_HOUSE_RULES, overrides), now, gm: false };
}

/** A figure of the game by side and id. */
export function at(g: FngGame, side: FngSide, id: string): TableFigure {
  const f = g.figures.find((x) => keyOf(x) === keyOf({ side, id }));
  if (!f) throw new Error(`no ${side}:${id}`);
  return f;
}
