import type { FngEvent } from './events.js';
import type { FngGame } from './state.js';
import { shiftWeather, variableWeather, type Weather } from '../missions/weather.js';

// Apart from the mission clock, whose end roll ends the mission through the order modules: the turn's
// Activation settles the weather, and the orders import the turn.

/**
 * Variable weather settles at the first Activation doubles (L1350–L1351, L1378): read on the Weather
 * column as scored, for the rest of the mission.
 */
export function settleWeather(g: FngGame, doubles: number): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const m = g.mission;
  if (!m || m.weather !== 'variable') return { game: g, events: [] };
  const w = variableWeather([doubles, doubles]);
  if (!w.ok) throw new Error(w.code);
  return { game: { ...g, mission: { ...m, weather: w.value } }, events: [{ kind: 'weather', weather: w.value, why: 'doubles', total: doubles * 2 }] };
}

/** A Random Event turns the weather one level worse or better (L1641). */
export function turnWeather(g: FngGame, direction: 'worse' | 'better'): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const m = g.mission;
  if (!m) return { game: g, events: [] };
  const weather: Weather = shiftWeather(m.weather ?? 'clear', direction);
  return { game: { ...g, mission: { ...m, weather } }, events: [{ kind: 'weather', weather, why: direction }] };
}

/**
 * A sudden shower or clear pocket (Random Event, L1648): at the end of the turn before it, its one
 * turn's weather comes; at the end of that turn the weather goes back to what it was.
 */
export function showerAtTurnEnd(g: FngGame): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const m = g.mission;
  const s = m?.shower;
  if (!m || !s) return { game: g, events: [] };
  if (g.turn + 1 === s.turn) return { game: { ...g, mission: { ...m, weather: s.weather } }, events: [{ kind: 'weather', weather: s.weather, why: 'shower' }] };
  if (g.turn < s.turn) return { game: g, events: [] };
  const { shower: _s, ...rest } = m;
  return { game: { ...g, mission: { ...rest, weather: s.after } }, events: [{ kind: 'weather', weather: s.after, why: 'shower-over' }] };
}
