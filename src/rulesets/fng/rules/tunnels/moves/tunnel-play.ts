import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { readyFigure, type OrderArgs } from '../../game/order.js';
import { keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { ENTER_COST_INCHES, enterTunnel, type TunnelAttribute, type TunnelFigure, type TunnelWeapon } from '../tunnels.js';
import type { TunnelParty, Underground } from '../underground.js';
import { WEAPONS, type WeaponId } from '../../figures/weapons.js';

/**
 * What the tunnel orders share (rules/tunnels/moves/order-tunnel.ts, rules/tunnels/moves/tunnel-rescue.ts, rules/tunnels/moves/tunnel-charges.ts):
 * a figure as the tunnel tables see it, the party holding a figure, and the underground's bookkeeping.
 */

/** Entrances within this many inches are one entrance. */
export const SAME_ENTRANCE_INCHES = 1;

export const sameEntrance = (a: Point, b: Point): boolean => distance(a, b) <= SAME_ENTRANCE_INCHES;

/** The party holding a figure (by key), if it is below. */
export function partyOf(g: FngGame, key: string): TunnelParty | undefined {
  return g.underground?.parties.find((p) => p.figures.includes(key));
}

/** Whether the EAL is sealed from the players (`fng.hidden-eal` when the mission started). */
export const ealSealed = (g: FngGame): boolean => (g.sealed ?? []).some((s) => s.kind === 'mission');

const TUNNEL_ATTRIBUTES: readonly TunnelAttribute[] = ['clumsy', 'coward', 'hard-as-nails', 'looter', 'lucky', 'quick-reflexes', 'slight', 'stealthy', 'tough', 'trap-finder', 'tunnel-rat', 'unlucky'];

/** A figure as the tunnel tables read it: −1 REP while injured below (L1548). */
export function tunnelFigure(f: TableFigure, injured: boolean): TunnelFigure {
  return {
    id: keyOf(f),
    rep: Math.max(1, f.rep - (injured ? 1 : 0)),
    attributes: TUNNEL_ATTRIBUTES.filter((t) => (f.attributes as readonly string[]).includes(t)),
  };
}

/** What a figure fights with below (L1540): a pistol if it carries one, else its firearm, else none. */
export function tunnelWeapon(f: TableFigure): TunnelWeapon {
  const cls = (w: WeaponId | undefined) => (w === undefined ? undefined : WEAPONS[w]?.class);
  if (cls(f.sidearm) === 'pistol' || cls(f.weapon) === 'pistol') return 'pistol';
  return f.weapon !== undefined || f.sidearm !== undefined ? 'other-firearm' : 'no-firearm';
}

/** One of the asker's figures that is below, and its party. */
export function ownParty(a: OrderArgs, ref: string): RuleResult<{ readonly figure: TableFigure; readonly party: TunnelParty }> {
  const f = ownFigure(a.game, a.side, ref);
  if (!f.ok) return f;
  const party = partyOf(a.game, keyOf(f.value));
  return party ? ok({ figure: f.value, party }) : fail('fng/not-underground', { figure: f.value.id });
}

export const underground = (g: FngGame): Underground => g.underground ?? { parties: [], next: 1 };

/** The game with a party changed (or gone, when `p` is undefined, or has no figures left). */
export function withParty(g: FngGame, id: string, p: TunnelParty | undefined): FngGame {
  const u = underground(g);
  const others = u.parties.filter((x) => x.id !== id);
  return { ...g, underground: { ...u, parties: p && p.figures.length > 0 ? [...others, p] : others } };
}

/** Who reads what happens to a party below, besides the GM: the player who sent it down, else the one rolling it. */
export const readersOf = (p: TunnelParty, by?: string): readonly string[] => (p.by !== undefined ? [p.by] : by !== undefined ? [by] : []);

/** A figure of the game by key (it must be there). */
export const figureByKey = (g: FngGame, k: string): TableFigure => g.figures.find((f) => keyOf(f) === k)!;

/** How close to the entrance a figure must be: its 8" move less the 4" entering costs (L1523). */
export const TUNNEL_REACH_INCHES = 8 - ENTER_COST_INCHES;

/**
 * Figures of the acting side going down an entrance now (L1523, L1526, L356): within 4" of it, not yet
 * moved, at most two by one entrance a turn, never a Coward, and never down an entrance sealed.
 */
export function enteringFigures(a: OrderArgs, refs: readonly string[], at: Point): RuleResult<{ readonly figures: readonly TableFigure[]; readonly group: readonly TunnelFigure[] }> {
  if ((underground(a.game).sealedEntrances ?? []).some((e) => sameEntrance(e, at))) return fail('fng/tunnel-sealed', { at: `${at.x},${at.y}` });
  const figs: TableFigure[] = [];
  for (const ref of refs) {
    const f = readyFigure(a, ref, 'fng/already-moved', { moved: true, moving: true });
    if (!f.ok) return f;
    if (distance(f.value.at!, at) > TUNNEL_REACH_INCHES) return fail('fng/too-far-from-entrance', { figure: f.value.id, reach: TUNNEL_REACH_INCHES });
    figs.push(f.value);
  }
  const already = underground(a.game)
    .parties.filter((p) => p.enteredTurn === a.game.turn && sameEntrance(p.entrance, at))
    .reduce((n, p) => n + p.figures.length - (p.rescued ?? []).length, 0);
  const group = figs.map((f) => tunnelFigure(f, false));
  const entered = enterTunnel({ entrance: `${at.x},${at.y}`, figures: group, alreadyEnteredThisTurn: already });
  if (!entered.ok) return entered;
  return ok({ figures: figs, group });
}

/** The figures leave the table for the tunnel: off the board, and done for the activation. */
export function goBelow(g0: FngGame, figs: readonly TableFigure[]): FngGame {
  let g = g0;
  for (const f of figs) {
    g = updateFigure(g, keyOf(f), (x) => {
      const { at: _at, fastMoving: _f, ...rest } = x;
      return { ...rest, moved: true, fired: true, busy: true };
    });
  }
  return g;
}
