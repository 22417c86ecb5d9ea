import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { backBlastCaught } from '../../game/back-blast.js';
import { directionalBlast, isSuicideTrooper } from '../../firefight/moves/claymores.js';
import { CDM, inCdmZone } from '../../firefight/claymore-state.js';
import type { FngEvent } from '../../game/events.js';
import { eyeOf, sightOf, turningSeer } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import type { FngScenario } from '../../terrain/scenario.js';
import { awayFrom, keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { fallDown } from '../../game/chain-damage.js';

/**
 * Suicide troops (FNG 2nd Tour, VC/NVA Reinforcements 33–34, L2154): "1d6 suicide troops. Armed with
 * random weapons (from VC Weapons table) and CDMs strapped to their chests. Detonating CDMs will kill
 * them. Have Nerves Of Steel Attribute." The CDM is the Claymore's (L783, claymores.ts): "a triangular area that is
 * 1" wide at the front of the mine, 8" deep, and 8" wide at its far end. Any figures within this blast
 * zone take an Impact 3 hit, friend or foe", with "a 4" long Impact 2 back blast similar to RPGs".
 *
 * When he sets it off the book does not say; the bot's stated default: as soon as his group is active
 * and the cone, faced at a Free World figure he sees, catches at least one of them — faced the way that
 * catches most, then at the nearest, then by id. Until then he fights with his group.
 */

type Placed = TableFigure & { readonly at: Point };
const standing = (f: TableFigure): f is Placed => onTable(f) && f.status !== 'obviously-dead';

/** Everyone but the trooper in the cone faced at `toward`, friend and foe. */
export function cdmCaught(g: FngGame, trooper: Placed, toward: Point): Placed[] {
  return g.figures.filter((f): f is Placed => standing(f) && keyOf(f) !== keyOf(trooper) && inCdmZone(trooper.at, toward, f.at));
}

/** The bot's aim for a trooper's CDM (the default above), or none while no Free World figure he sees would be caught. */
export function chestChargeAim(table: Pick<FngScenario, 'features'> | undefined, g: FngGame, trooper: Placed): Placed | undefined {
  const sight = sightOf(g);
  const seen = g.figures.filter((f): f is Placed => f.side !== trooper.side && standing(f) && distance(trooper.at, f.at) <= CDM.depth && sees(table, eyeOf(turningSeer(trooper)), eyeOf(f), sight));
  let best: { readonly f: Placed; readonly n: number } | undefined;
  for (const f of seen) {
    const n = cdmCaught(g, trooper, f.at).filter((x) => x.side !== trooper.side).length;
    const nearer = best ? distance(trooper.at, f.at) - distance(trooper.at, best.f.at) : 0;
    if (!best || n > best.n || (n === best.n && (nearer < -1e-9 || (Math.abs(nearer) <= 1e-9 && f.id.localeCompare(best.f.id) < 0)))) best = { f, n };
  }
  return best && best.n > 0 ? best.f : undefined;
}

export type ChestChargeError = 'fng/no-chest-charge';

/**
 * A suicide trooper sets off the CDM on his chest faced at a spot (L2154, L783): he is Obviously Dead;
 * everyone else in the cone takes an Impact 3 hit, friend or foe, and anyone within 1" of the 4" line
 * behind him an Impact 2 hit; then Man Down for their friends and Received Fire for those still up.
 */
export function chestChargeOrder(a: OrderArgs, input: { readonly figure: string; readonly toward: Point }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value as Placed;
  if (!isSuicideTrooper(f)) return fail('fng/no-chest-charge', { figure: f.id });
  const env = chainEnv(a);
  const key = keyOf(f);
  const caught = cdmCaught(a.game, f, input.toward);
  const behind = backBlastCaught(a.game, f, input.toward, CDM.backBlast).filter((x) => !caught.some((c) => keyOf(c) === keyOf(x)));
  const events: FngEvent[] = [{ kind: 'chest-charge', figure: key, toward: input.toward, caught: caught.map(keyOf), behind: behind.map(keyOf), away: awayFrom(f.at, [...caught, ...behind]) }];
  return ok(directionalBlast(fallDown(a.game, key, 'obviously-dead', env, events), f, { caught, behind }, 'CDM', env, events));
}
