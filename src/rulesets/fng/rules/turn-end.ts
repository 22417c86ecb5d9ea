import type { Roller } from '../../../core/dice/roller.js';
import type { FngEvent } from './events.js';
import { firesAtTurnEnd } from './fire-turn.js';
import type { FngGame } from './state.js';
import type { TerrainEnv } from './terrain-env.js';
import { terrainDue } from './terrain-due.js';
import { advanceTurn } from './turn.js';
import { waterAtTurnEnd } from './water-turn.js';

/**
 * The terrain at the end of a turn (FNG 2nd Tour, Turn Sequence L599–L607, with the terrain's
 * hazards): once both sides are done, fires burn and spread (rules/fire-turn.ts), then the current
 * carries the swimmers (rules/water-turn.ts), before the next Activation is rolled. Without a table
 * (no board loaded) nothing can be measured: the turn end is marked had, and fires read their DV
 * from the turn all the same.
 */
export function terrainTurnEnd(g0: FngGame, env: TerrainEnv): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const events: FngEvent[] = [];
  let g: FngGame = { ...g0, terrainTurn: g0.turn };
  if (!env.table) return { game: g, events };
  g = firesAtTurnEnd(g, env, events);
  g = waterAtTurnEnd(g, env, events);
  return { game: g, events };
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
