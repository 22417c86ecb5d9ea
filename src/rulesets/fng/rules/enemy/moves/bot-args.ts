import type { Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../../core/house-rules.js';
import type { OrderArgs } from '../../game/order.js';
import { standing } from '../../game/order.js';
import type { FngScenario } from '../../terrain/scenario.js';
import type { FngGame } from '../../game/state.js';
import type { FngEvent } from '../../game/events.js';

/** What the bot plays the enemy with: the dice (the GM's), the house rules, the board's terrain, the time. */
export interface BotArgs {
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly now: string;
  readonly table?: Pick<FngScenario, 'features' | 'board'>;
  /** Cover and concealment at a spot, read from the board (none on a bare table). */
  stand(at: Point): { readonly inCover: boolean; readonly concealed: boolean };
}

export function botArgs(input: Omit<BotArgs, 'stand'>): BotArgs {
  return { ...input, stand: (at) => standing(input, at, {}, {}) };
}

/** The bot giving an order for the Communist side, as a player would for theirs. */
export function enemyOrderArgs(a: BotArgs, g: FngGame): OrderArgs {
  return { game: g, side: 'cf', roller: a.roller, rules: a.rules, now: a.now, ...(a.table ? { table: a.table } : {}) };
}

/** What the bot's turn carries from group to group: its arguments and the events told, publicly and to the GM. */
export interface BotTurnCtx {
  readonly a: BotArgs;
  readonly pub: FngEvent[];
  readonly gm: FngEvent[];
  /** Where in `pub` each Claymore the bot began setting this turn began (enemy-claymore.ts), for its interruption (L611). */
  readonly setAt?: Map<string, number>;
}
