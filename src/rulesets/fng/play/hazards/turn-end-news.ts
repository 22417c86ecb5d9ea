import type { SideMessage } from '../../../../core/ruleset.js';
import type { FngEvent } from '../../rules/game/events.js';
import type { FngGame } from '../../rules/game/state.js';
import { hazardPrivateLines, hazardReaders } from './hazard-texts.js';

/**
 * What happens by itself between orders (the turn's end, rules/turn-end.ts; the bot's turn) that the
 * channel may not know: what befell a party below — timed C-4 going off over it (L784, L1561), its
 * Survival dice — goes to the player who sent it down (the digest: "tunnel results DM to the owning
 * player"), the charges' owner his VP, and all of it to the GM. (The enemy's dice at a turn's end are
 * split off where the turn ends: `splitEnemyDice`, rules/bot-turn-end.ts.)
 */
export interface FngPrivateNews {
  /** The GM's lines on what happened below. */
  readonly gm: readonly string[];
  /** Each player's own part below, for him alone (a side message narrowed to him). */
  readonly sides: readonly SideMessage[];
}

export function belowNews(events: readonly FngEvent[], game: Pick<FngGame, 'sides'>): FngPrivateNews {
  const all = hazardPrivateLines(events, true).join('\n');
  const sides = hazardReaders(events).flatMap((u): SideMessage[] => {
    const text = hazardPrivateLines(events, false, u).join('\n');
    return text ? [{ side: game.sides[0], players: [u], text }] : [];
  });
  return { gm: all ? [all] : [], sides };
}
