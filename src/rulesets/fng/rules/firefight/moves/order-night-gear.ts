import type { Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure } from '../../game/state.js';
import { nightSightFactor } from '../useful-gear.js';
import { bearing } from '../../figures/facing.js';

/**
 * The flashlight and the starlight scope in use (FNG 2nd Tour p.6–7, L366–L372; firefight/useful-gear.ts),
 * at night only: switching a flashlight on (or off) costs the figure nothing; while on in regular mode,
 * the enemy sees him and those in its beam as by day (game/line-of-sight.ts). The starlight scope makes no light and cannot be detected:
 * its use changes nothing the bot judges, so the order tells its user's night reach, or that the rain
 * has blinded it.
 */

export type NightGearError = 'fng/gear-by-day' | 'fng/no-flashlight' | 'fng/no-starlight-scope' | 'fng/shine-at-himself';

const nightOf = (a: OrderArgs): boolean => a.game.mission?.night === true;

/** A flashlight's modes (L365): regular, or red filtered. */
export type FlashlightMode = 'regular' | 'red';

/**
 * Switches a figure's flashlight on, or off if it is on in that mode (L365–L366), at night; shone `at`
 * a point, he turns to face it ("Stay in place. The character may change the way he is facing", L618;
 * figures/facing.ts), and a light already on in that mode is turned, not switched off. Regular: he and
 * anyone in its beam toward that point (`flashlightBeam`) are seen and fired on at daylight ranges.
 * Red filtered: "only provides 6” of LOS to the front of the figure and cannot be seen by anyone
 * outside of the illuminated area ... the figure is seen at normal sighting distance out in the open,
 * and at 12” in darkened buildings": he lights nobody for others, is seen as he would be unlit — the
 * night's 12″ in the open and inside a building alike — and between him and anyone within 6″ to his
 * front, the way he faces, every reach is at least 6″ (terrain/sight-line.ts): in fog, or in jungle
 * whose night sight is shorter; not in elephant grass, too dense for any light (L366).
 */
export function flashlightOrder(a: OrderArgs, input: { readonly figure: string; readonly mode?: FlashlightMode; readonly at?: Point }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.gear.includes('flashlight')) return fail('fng/no-flashlight', { figure: f.id });
  const mode = input.mode ?? 'regular';
  const want = mode === 'red' ? 'red' : true;
  const off = f.flashlight === want && input.at === undefined;
  if (!nightOf(a) && !off) return fail('fng/gear-by-day', { figure: f.id, gear: 'flashlight' });
  const facing = input.at && f.at ? bearing(f.at, input.at) : undefined;
  if (input.at !== undefined && facing === undefined) return fail('fng/shine-at-himself', { figure: f.id });
  const events: FngEvent[] = [{ kind: 'night-gear', figure: keyOf(f), gear: 'flashlight', on: !off, ...(mode === 'red' ? { red: true } : {}), ...(input.at ? { beam: input.at } : {}), ...(facing !== undefined ? { facing } : {}) }];
  const game = updateFigure(a.game, keyOf(f), (x) => {
    const { flashlight: _l, beam: _b, ...rest } = x;
    const turned = facing === undefined ? rest : { ...rest, facing };
    return off ? turned : { ...turned, flashlight: want, ...(input.at && mode === 'regular' ? { beam: input.at } : {}) };
  });
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
