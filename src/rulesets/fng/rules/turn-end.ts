import type { Roller } from '../../../core/dice/roller.js';
import { airTurn } from './support/moves/air-turn.js';
import { chainEnv } from './game/order.js';
import type { FngEvent } from './game/events.js';
import { missionClock } from './missions/moves/mission-clock.js';
import { showerAtTurnEnd } from './game/mission-weather.js';
import { firesAtTurnEnd } from './terrain/moves/fire-turn.js';
import type { FngGame } from './game/state.js';
import type { TerrainEnv } from './terrain/terrain-env.js';
import { terrainDue } from './game/terrain-due.js';
import { c4AtTurnEnd } from './firefight/moves/order-c4.js';
import { timedChargesAtTurnEnd } from './tunnels/moves/tunnel-charges.js';
import { advanceTurn } from './game/turn.js';
import { waterAtTurnEnd } from './terrain/moves/water-turn.js';
import { obstaclesAtTurnEnd } from './terrain/moves/obstacle-crossing.js';
import { civiliansAtTurnEnd, civiliansHearFire } from './missions/moves/civilians-play.js';
import { civiliansInFires } from './missions/moves/civilian-hazards.js';

/**
 * The one per-turn hook, between a turn and the next (FNG 2nd Tour, Turn Sequence L599–L607: "the turn
 * is over and Activation dice are rolled again", L606). Everything the seed does once a turn happens
 * here, before the next Activation is rolled: fires burn and spread (rules/terrain/moves/fire-turn.ts, L1041 "for
 * each turn of activation"), the current carries the swimmers (rules/terrain/moves/water-turn.ts), those who stayed in a minefield or
 * punji stakes take its test (obstacle-crossing.ts, L1206, L1209), a mine's blast hurting and stirring the civilians near it as an order's would; the civilians on the table walk
 * (missions/moves/civilians-play.ts, L1271); what air support
 * left rolls its dice (air-turn.ts: WP smoke "at the start of each turn", L1904; napalm "each turn",
 * L1911 — the start of the next turn is this same moment); a Random Event's sudden shower comes or goes
 * (L1648); then the mission's clock (mission-clock.ts:
 * the Day Part, the end roll, L1347, L2204). Timed C-4 charges whose turn it was go off (tunnel-charges.ts),
 * and those rigged on the table (order-c4.ts; L784: "at the end of the turn of which it was rigged to explode"), with or without a table. Without a table (no board loaded) nothing can be measured:
 * fires and water wait, fires reading their DV from the turn all the same.
 */
export function terrainTurnEnd(g0: FngGame, env: TerrainEnv): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const events: FngEvent[] = [];
  let g: FngGame = { ...g0, terrainTurn: g0.turn };
  if (env.table) {
    // Civilians in a burning structure test In a Fire as figures do, before it burns down a point (L1043).
    g = civiliansInFires(g, env.table, env, events);
    g = firesAtTurnEnd(g, env, events);
    g = waterAtTurnEnd(g, env, events);
    const mines = events.length;
    g = obstaclesAtTurnEnd(g, env, events);
    g = civiliansHear(g, env, events, mines);
    // Civilians walk at the end of a turn with an Activation die of 3 or more (L1271).
    g = civiliansAtTurnEnd(g, env.table, events, env);
  }
  g = timedChargesAtTurnEnd(g, env.roller, events);
  const charges = events.length;
  g = c4AtTurnEnd(g, env, events);
  g = civiliansHear(g, env, events, charges);
  const air = airTurn(g, chainEnv(env), g.turn + 1);
  const airEvents = [...air.events];
  // Napalm burning on hits the civilians in it each turn as it does the figures (L1911).
  const napalm = civiliansHear(air.game, env, airEvents, 0);
  const shower = showerAtTurnEnd(napalm);
  const clock = missionClock(shower.game, env.roller, env.rules);
  return { game: clock.game, events: [...events, ...airEvents, ...shower.events, ...clock.events] };
}

/**
 * The turn end's explosions (a mine under a man who stayed in its field, L1206; C-4 going off, L784) as
 * an order's are (play/orders.ts): the civilians they catch are hurt and those near them react (L1264,
 * L1281). A minefield's blast is nobody's; a charge's, its rigger's side.
 */
function civiliansHear(g: FngGame, env: TerrainEnv, events: FngEvent[], since: number): FngGame {
  const heard = civiliansHearFire(g, events.slice(since), { roller: env.roller, rules: env.rules, ...(env.table ? { table: env.table } : {}) });
  events.push(...heard.events);
  return heard.game;
}

/**
 * `advanceTurn`, with the terrain's turn end played wherever it stopped for it (turn after turn, while
 * nobody can act); without `env` (a caller with no table to measure on) it stops there, for one that has it.
 */
export function advanceWithTerrain(g: FngGame, roller: Roller, env?: Omit<TerrainEnv, 'roller'>): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  let r = advanceTurn(g, roller);
  const events: FngEvent[] = [...r.events];
  // A fault guard: a mission's clock ends it long before.
  for (let turns = 0; env && turns < 60 && terrainDue(r.game); turns++) {
    const t = terrainTurnEnd(r.game, { ...env, roller });
    r = advanceTurn(t.game, roller);
    events.push(...t.events, ...r.events);
  }
  return { game: r.game, events };
}
