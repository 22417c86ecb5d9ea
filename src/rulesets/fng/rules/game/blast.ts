import { distance, type Point } from '../../../../core/board/geometry.js';
import type { FngEvent } from './events.js';
import { blastProtection, escapeOops } from '../firefight/grenades.js';
import { damageWorsens } from '../firefight/wounds.js';
import { awayFrom, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from './state.js';
import type { ChainEnv } from './chain-kit.js';
import { damage } from './chain-damage.js';
import { explosionImpact } from '../terrain/building-areas.js';
import { safeInHole } from '../terrain/fighting-positions.js';
import { blastShelter, type BlastShelter } from '../terrain/blast-cover.js';

/**
 * Hitting with a blast circle weapon (FNG 2nd Tour p.34, seed L868–L884), on the table: everyone inside
 * the circle, friend and foe, the thrower too (L884), takes a damage roll unless cover at least as strong
 * as the blast shields him (L876: the walls the board has between him and the centre, terrain/blast-cover.ts,
 * or cover said to); an oops lets each dive clear first. Inside a building area the
 * Impact is one more (L1024); a man prone in his hole is safe from one centred outside it up to Impact 3
 * (L1203). Grenades, LAWs and rockets
 * (order-grenade.ts), a Loach's dropped grenades (order-loach-crew.ts) and booby traps (traps-play.ts)
 * explode through it.
 */

/** A grenade's, LAW's or rocket's Outgunned Ranking (L802). */
export const BLAST_OR = 5;

/** Everyone on the table within the circle: friend and foe, the thrower too (L884). */
function caughtIn(g: FngGame, centre: Point, diameter: number): TableFigure[] {
  return g.figures.filter((f) => onTable(f) && f.status !== 'obviously-dead' && distance(f.at!, centre) <= diameter / 2);
}

/** The blast: a damage roll for each figure caught, or cover shielding it; then Man Down for their friends. */
export function blast(
  g0: FngGame,
  env: ChainEnv,
  cause: TableFigure,
  weapon: { readonly impact: number; readonly apr?: number; readonly name: string; readonly diameter: number },
  centre: Point,
  opts: { readonly oops: boolean; readonly shielded: readonly string[]; readonly shieldedSet?: 'gm' | 'attested'; readonly nobodys?: true },
  events: FngEvent[],
): { readonly game: FngGame; readonly downed: string[] } {
  const inside = env.table ? explosionImpact(env.table.features, centre, weapon.impact) : { impact: weapon.impact };
  const w = { ...weapon, impact: inside.impact };
  const caught = caughtIn(g0, centre, weapon.diameter);
  // Whose blast it was, for the civilians it hurts (Speak Local's +2d6, L1298); a minefield's is nobody's.
  events.push({ kind: 'blast', centre, diameter: weapon.diameter, impact: w.impact, caught: caught.map(keyOf), away: awayFrom(centre, caught), ...(inside.inside !== undefined ? { inside: inside.inside } : {}), ...(opts.nobodys ? {} : { by: cause.side }) });
  // A man prone in his hole is out of reach of a blast centred outside it, up to Impact 3/APR 3 (L1203).
  const safe = env.table ? caught.filter((f) => safeInHole(env.table!.features, f.at!, f.prone === true, { impact: w.impact, ...(weapon.apr !== undefined ? { apr: weapon.apr } : {}), centre })) : [];
  for (const f of safe) events.push({ kind: 'dug-in', figure: keyOf(f), impact: w.impact });
  // The walls between each figure and the centre, as the board has them (L876, L1007).
  const sheltered = new Map<string, BlastShelter>();
  for (const f of env.table ? caught : []) {
    const s = blastShelter(env.table!.features, centre, f.at!);
    if (s) sheltered.set(keyOf(f), s);
  }
  return damageCaught(g0, env, cause, w, caught.filter((f) => !safe.includes(f)), { ...opts, sheltered }, events);
}

/** A damage roll for each figure caught, or cover shielding it; returns who went down. */
export function damageCaught(
  g0: FngGame,
  env: ChainEnv,
  cause: TableFigure,
  weapon: { readonly impact: number; readonly name: string },
  caught: readonly TableFigure[],
  opts: { readonly oops: boolean; readonly shielded: readonly string[]; readonly shieldedSet?: 'gm' | 'attested'; readonly sheltered?: ReadonlyMap<string, BlastShelter> },
  events: FngEvent[],
): { readonly game: FngGame; readonly downed: string[] } {
  let g = g0;
  const downed: string[] = [];
  for (const f of caught) {
    const key = keyOf(f);
    if (opts.oops) {
      const e = escapeOops(env.roller, f.rep, `dive clear ${f.id}`);
      if (!e.ok) throw new Error(e.code);
      events.push({ kind: 'escape', figure: key, escapes: e.value.escapes, part: e.value.part });
      if (e.value.escapes) {
        g = updateFigure(g, key, (x) => ({ ...x, prone: true }));
        continue;
      }
    }
    // Cover said to shield him (attested, or the GM's word against a board), else the walls the board has between.
    const said = opts.shielded.includes(key);
    const shelter = said ? undefined : opts.sheltered?.get(key);
    if (said || shelter) {
      const result = blastProtection({ impact: weapon.impact, coverDv: shelter ? shelter.dv : weapon.impact, blastCover: env.rules.blastCover });
      if (result !== 'damage') {
        events.push({ kind: 'shielded', figure: key, result, ...(shelter ? { by: shelter.feature, dv: shelter.dv } : opts.shieldedSet ? { set: opts.shieldedSet } : {}) });
        g = updateFigure(g, key, (x) => (result === 'stunned' ? (damageWorsens(x.status, 'stunned') ? { ...x, status: 'stunned', stunnedAt: g.serial } : x) : x.status === 'carry-on' ? { ...x, status: 'duck-back' } : x));
        continue;
      }
    }
    const d = damage(g, key, 1, cause, weapon, env, events, { blast: true });
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
  }
  return { game: g, downed };
}
