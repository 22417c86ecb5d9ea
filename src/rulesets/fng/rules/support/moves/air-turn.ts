import { pointInShape } from '../../../../../core/board/geometry.js';
import { airEvent, withAir } from './air-areas.js';
import { airOf, lasts, napalmAt, type AirArea } from '../air-state.js';
import { reactAfter } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { byKey, keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { napalmKeepsBurning, wpSmokeClears } from '../tac-air.js';
import type { ChainEnv } from '../../game/chain-kit.js';
import { damage } from '../../game/chain-damage.js';

/**
 * What air support left, turn by turn (FNG 2nd Tour p.83, L1904, L1911): each napalm template rolls
 * 1d6 a turn, (1-3) burning on and (4-6) out; each WP bomb's smoke 1d6, (1-4) clearing; flares,
 * searchlights and marking smoke go when their time is up. Everything inside burning napalm takes an
 * Impact 4 hit each turn it is there, once a turn: those inside when the die is rolled, and those who
 * come into it later in the turn.
 */

/** What napalm hits with (L1911). */
export const NAPALM_HIT = { impact: 4, name: 'napalm' } as const;

/** How long a spotted target stays worth knowing: an airstrike the next turn, artillery on targets spotted the previous turn (L1924, L1927). */
const SPOTS_KEPT_TURNS = 1;

const burnable = (f: TableFigure): boolean => onTable(f) && f.status !== 'obviously-dead';

/**
 * The turn's dice for the napalm and WP smoke still on the table, rolled once a turn, and what has run
 * its time taken off. Napalm still burning then hits everyone inside. `turn` is the turn they are
 * rolled for: the turn's end hook (turn-end.ts) rolls them for the turn about to start (L1904).
 */
export function airTurn(g0: FngGame, env: ChainEnv, turn = g0.turn): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const air = g0.air;
  if (!air) return { game: g0, events: [] };
  const events: FngEvent[] = [];
  const keep: AirArea[] = [];
  const burning: AirArea[] = [];
  for (const area of air.areas) {
    if (!lasts(area, turn)) {
      events.push(airEvent({ kind: 'area-ends', id: area.id, area: area.kind }));
      continue;
    }
    const rolls = area.kind === 'napalm' || area.kind === 'wp-smoke';
    if (!rolls || (area.rolled ?? area.since) >= turn) {
      keep.push(area);
      continue;
    }
    const die = area.kind === 'napalm' ? napalmKeepsBurning(env.roller) : wpSmokeClears(env.roller);
    const stays = 'burning' in die ? die.burning : !die.clears;
    events.push(airEvent({ kind: 'area-die', id: area.id, area: area.kind, stays, part: die.part }));
    if (!stays) continue;
    const rolled: AirArea = { ...area, rolled: turn };
    keep.push(rolled);
    if (area.kind === 'napalm') burning.push(rolled);
  }
  const spots = air.spots.filter((s) => s.turn >= turn - SPOTS_KEPT_TURNS);
  let g = withAir(g0, { ...air, areas: keep, spots });
  for (const area of burning) g = burn(g, area, undefined, env, events, turn);
  return { game: g, events };
}

/** Figures that came into burning napalm take its hit, if it has not burned them this turn (L1911). */
export function napalmEntered(g0: FngGame, keys: readonly string[], env: ChainEnv, events: FngEvent[]): FngGame {
  let g = g0;
  for (const key of keys) {
    const f = byKey(g, key);
    const area = f && burnable(f) ? napalmAt(g, f.at!) : undefined;
    if (area) g = burn(g, area, [key], env, events);
  }
  return g;
}

/**
 * Napalm hits everyone in it (or just `only`) not yet burned this turn, at Impact 4 from the pilot's
 * REP; friends who see one go down take Man Down. Those in the napalm test nothing (the chain leaves
 * them out, L1911).
 */
function burn(g0: FngGame, area: AirArea, only: readonly string[] | undefined, env: ChainEnv, events: FngEvent[], turn = g0.turn): FngGame {
  const done = area.burned?.turn === turn ? area.burned.keys : [];
  const victims = g0.figures.filter((f) => burnable(f) && pointInShape(f.at!, area.shape) && !done.includes(keyOf(f)) && (only === undefined || only.includes(keyOf(f))));
  if (victims.length === 0) return g0;
  const keys = victims.map(keyOf);
  events.push(airEvent({ kind: 'napalm-burns', id: area.id, figures: keys }));
  const burned = { turn, keys: [...done, ...keys] };
  const air = airOf(g0);
  let g = withAir(g0, { ...air, areas: air.areas.map((a) => (a.id === area.id ? { ...a, burned } : a)) });
  const pilotRep = g.support?.requests.find((r) => r.id === area.by)?.pilotRep;
  const downed: string[] = [];
  for (const f of victims) {
    const d = damage(g, keyOf(f), 1, { ...f, rep: (pilotRep ?? f.rep) as TableFigure['rep'] }, NAPALM_HIT, env, events, { blast: true });
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(keyOf(f));
  }
  const chain = reactAfter(g, env, `air:${area.id}`, [], downed, { receivedFire: false });
  events.push(...chain.events);
  return chain.game;
}
