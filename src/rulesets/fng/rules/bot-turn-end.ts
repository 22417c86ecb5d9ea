import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { fngBotTurn } from './enemy/moves/enemy-turn.js';
import { enemySecret, type FngEvent } from './game/events.js';
import type { FngScenario } from './terrain/scenario.js';
import type { FngGame } from './game/state.js';
import { supportArrivals } from './support/moves/support-arrivals.js';
import { terrainDue } from './game/terrain-due.js';
import { advanceWithTerrain } from './turn-end.js';
import { civiliansHearFire } from './missions/moves/civilians-play.js';

/** Turns the bot plays on in one go at most: a fault guard (a mission's clock ends it long before), not a rule. */
const MAX_TURNS = 60;

/**
 * The bot's part after an order (rules/enemy/moves/enemy-turn.ts), with the terrain's turn end wherever
 * the enemy's activation ended the turn: the turn stops for it, the fires burn and the swimmers are
 * carried, the next Activation is rolled (support due arriving as the Free World activation begins),
 * and the bot plays on if the enemy is first — turn after turn, while the Activation passes the players
 * over (L606: "the turn is over and Activation dice are rolled again"), until the players act, a Star
 * is asked, or the mission is over.
 */
export function botWithTerrain(
  game: FngGame,
  roller: Roller,
  env: { readonly rules: HouseRules; readonly table?: Pick<FngScenario, 'features' | 'board'>; readonly now: string },
): { readonly game: FngGame; readonly pub: readonly FngEvent[]; readonly gm: readonly FngEvent[] } | undefined {
  let g = game;
  let played = false;
  const pub: FngEvent[] = [];
  const gm: FngEvent[] = [];
  for (let turns = 0; turns < MAX_TURNS; turns++) {
    const bot = fngBotTurn(g, roller, env);
    if (bot) {
      played = true;
      // What the table saw of the enemy's turn sets the civilians near it reacting (L1264); its hidden dice never do.
      // The turn end's own explosions (mines, C-4) are heard there (turn-end.ts), as at the end of a players' order.
      const heard = civiliansHearFire(bot.game, bot.pub, { roller, rules: env.rules, side: 'cf', ...(env.table ? { table: env.table } : {}) });
      g = heard.game;
      pub.push(...bot.pub, ...heard.events);
      gm.push(...bot.gm);
    }
    if (!terrainDue(g)) break;
    played = true;
    const t = advanceWithTerrain(g, roller, env);
    g = t.game;
    const end = splitEnemyDice(t.events);
    pub.push(...end.pub);
    gm.push(...end.gm);
    if (g.acting === 'fwf') {
      const s = supportArrivals(g, roller, env.rules, env.now);
      g = s.game;
      const arrivals = splitEnemyDice(s.events);
      pub.push(...arrivals.pub);
      gm.push(...arrivals.gm);
    }
  }
  return played ? { game: g, pub, gm } : undefined;
}

/**
 * The enemy's dice (and anything it laid unseen) among what a turn's end or an arrival rolled (an
 * Anti-Aircraft Check at a helicopter coming in): the GM's, as in any order (play/orders.ts); the rest for the channel.
 */
export function splitEnemyDice(events: readonly FngEvent[]): { readonly pub: readonly FngEvent[]; readonly gm: readonly FngEvent[] } {
  return { pub: events.filter((e) => !enemySecret(e)), gm: events.filter(enemySecret) };
}
