import type { Roller } from '../../../core/dice/roller.js';
import { airTurn } from './support/moves/air-turn.js';
import { chainEnv } from './game/order.js';
import type { FngEvent } from './game/events.js';
import { missionClock } from './missions/moves/mission-clock.js';
import { firesAtTurnEnd } from './terrain/moves/fire-turn.js';
import type { FngGame } from './game/state.js';
import type { TerrainEnv } from './terrain/terrain-env.js';
import { terrainDue } from './game/terrain-due.js';
import { timedChargesAtTurnEnd } from './tunnels/moves/tunnel-charges.js';
import { advanceTurn } from './game/turn.js';
import { waterAtTurnEnd } from './terrain/moves/water-turn.js';
import { obstaclesAtTurnEnd } from './terrain/moves/obstacle-crossing.js';

/**
 * The one per-turn hook, between a turn and the next (FNG 2nd Tour, Turn Sequence L599–L607: "the turn
 * is over and Activation dice are rolled again", L606). Everything the seed does once a turn happens
 * here, before the next Activation is rolled: fires burn and spread (rules/terrain/moves/fire-turn.ts, L1041 "for
 * each turn of activation"), the current carries the swimmers (rules/terrain/moves/water-turn.ts), those who stayed in a minefield or
 * punji stakes take its test (obstacle-crossing.ts, L1206, L1209); what air support
 * left rolls its dice (air-turn.ts: WP smoke "at the start of each turn", L1904; napalm "each turn",
 * L1911 — the start of the next turn is this same moment); then the mission's clock (mission-clock.ts:
 * the Day Part, the end roll, L1347, L2204). Timed C-4 charges whose turn it was go off (tunnel-charges.ts,
 * L788: "at the end of the turn of which it was rigged to explode"), with or without a table. Without a table (no board loaded) nothing can be measured:
 * fires and water wait, fires reading their DV from the turn all the same.
 */
export function terrainTurnEnd(g0: FngGame, env: TerrainEnv): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const events: FngEvent[] = [];
  let g: FngGame = { ...g0, terrainTurn: g0.turn };
  if (env.table) {
    g = firesAtTurnEnd(g, env, events);
    g = waterAtTurnEnd(g, env, events);
    g = obstaclesAtTurnEnd(g, env, events);
  }
  g = timedChargesAtTurnEnd(g, env.roller, events);
  const air = airTurn(g, chainEnv(env), g.turn + 1);
  const clock = missionClock(air.game, env.roller, env.rules);
  return { game: clock.game, events: [...events, ...air.events, ...clock.events] };
}

/**
 * `advanceTurn`, with the terrain's turn end played where it stopped for it; without `env` (a caller
 * with no table to measure on) it stops there, for one that has it.
 */
export function advanceWithTerrain(g: FngGame, roller: Roller, env?: Omit<TerrainEnv, 'roller'>): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const first = advanceTurn(g, roller);
  if (!env || !terrainDue(first.game)) return first;
  const t = terrainTurnEnd(first.game, { ...env, roller });
  const next = advanceTurn(t.game, roller);
  return { game: next.game, events: [...first.events, ...t.events, ...next.events] };
}
