import type { FngTerrainType } from '../terrain/terrain.js';

/**
 * Useful Gear at night (FNG 2nd Tour p.6–7, seed L365–L372): the flashlight and the starlight scope.
 *
 * Flashlight (L366), in regular mode at night: "LOS is doubled in most terrain with the exception of
 * elephant grass ... Any figure using a flashlight or anyone illuminated by the flashlight, is seen and
 * can be fired upon using daylight ranges." In red filter mode it gives only 6" of LOS to the front and
 * is seen by nobody outside its light (a tunnel's tool, no bonus outdoors).
 *
 * Starlight Scope (L367–L372): one a platoon; "night LOS for the user is tripled in open terrain, and
 * doubled in any other terrain except elephant grass. As the device does not make light of its own,
 * its use cannot be detected." It needs ambient light: "It will not function on rainy nights" — read as
 * a night of inclement or terrible weather ("fog, rain, storms", L1351).
 *
 * The bot judges sight only for the enemy it plays (game/line-of-sight.ts): a player figure showing a
 * flashlight is seen as in daylight; the players' own sight is theirs to attest, with these reaches.
 */

/** How a figure's night sight is helped: a flashlight in regular mode, or the starlight scope. */
export type NightAid = 'flashlight' | 'starlight-scope';

/** The weather that grounds the starlight scope: a rainy night (L372, L1351). */
export const RAINY_WEATHER: readonly string[] = ['inclement', 'terrible'];

/**
 * How many times the night's LOS the user has in a terrain type (`open` for ground with no feature):
 * a flashlight doubles it but in elephant grass; the scope triples it in the open and doubles it
 * elsewhere but in elephant grass, and does nothing on a rainy night.
 */
export function nightSightFactor(aid: NightAid, terrain: FngTerrainType | 'open', weather?: string): number {
  if (terrain === 'elephant-grass') return 1;
  if (aid === 'flashlight') return 2;
  if (weather !== undefined && RAINY_WEATHER.includes(weather)) return 1;
  return terrain === 'open' || terrain === 'clear' ? 3 : 2;
}
