import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure } from '../../game/state.js';
import { nightSightFactor } from '../useful-gear.js';

/**
 * The flashlight and the starlight scope in use (FNG 2nd Tour p.6–7, L366–L372; firefight/useful-gear.ts),
 * at night only: switching a flashlight on (or off) costs the figure nothing; while on, the enemy sees
 * him as by day (game/line-of-sight.ts). The starlight scope makes no light and cannot be detected:
 * its use changes nothing the bot judges, so the order tells its user's night reach, or that the rain
 * has blinded it.
 */

export type NightGearError = 'fng/gear-by-day' | 'fng/no-flashlight' | 'fng/no-starlight-scope';

const nightOf = (a: OrderArgs): boolean => a.game.mission?.night === true;

/** Switches a figure's flashlight on, or off if it is on (L366). */
export function flashlightOrder(a: OrderArgs, input: { readonly figure: string }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.gear.includes('flashlight')) return fail('fng/no-flashlight', { figure: f.id });
  if (!nightOf(a) && f.flashlight !== true) return fail('fng/gear-by-day', { figure: f.id, gear: 'flashlight' });
  const on = f.flashlight !== true;
  const events: FngEvent[] = [{ kind: 'night-gear', figure: keyOf(f), gear: 'flashlight', on }];
  const game = updateFigure(a.game, keyOf(f), (x) => (on ? { ...x, flashlight: true } : (({ flashlight: _off, ...rest }) => rest)(x)));
  return ok({ game, events });
}

/** Looks through the starlight scope (L367–L372): what it gives its user tonight. */
export function starlightOrder(a: OrderArgs, input: { readonly figure: string }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.gear.includes('starlight-scope')) return fail('fng/no-starlight-scope', { figure: f.id });
  if (!nightOf(a)) return fail('fng/gear-by-day', { figure: f.id, gear: 'starlight scope' });
  const weather = a.game.mission?.weather;
  const open = nightSightFactor('starlight-scope', 'open', weather);
  const other = nightSightFactor('starlight-scope', 'double-canopy-jungle', weather);
  return ok({ game: a.game, events: [{ kind: 'night-gear', figure: keyOf(f), gear: 'starlight-scope', on: open > 1, open, other }] });
}
