import type { Point } from '../../../core/board/geometry.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import type { OrderArgs } from './order.js';
import { standing } from './order.js';
import type { FngScenario } from './scenario.js';
import type { FngGame } from './state.js';

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
