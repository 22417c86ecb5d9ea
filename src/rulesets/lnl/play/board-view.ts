import type { HexMarker } from '../rules/game/state.js';
import type { LnlView } from '../rules/game/view.js';
import type { Unit } from '../rules/game/units.js';
import type { Projected } from '../../../core/views.js';
import { formatHex, type HexCoord } from '../../../core/board/hex.js';
import type { HexScenario } from '../../../core/board/scenario.js';
import { scenarioMap, type BoardRenderView, type CounterMark, type UnitMark } from '../../../core/board/view.js';
import { LNL_MAP, type LnlCounterKind, type LnlStatusMarker } from './board-kit.js';
import { sameName } from '../../../core/same-name.js';

export interface LnlBoardOptions {
  readonly campaign: string;
  /** Draw the deployment zones (default false once the game is under way). */
  readonly showDeployment?: boolean;
  /** Whose view this is, for the title ("US's view"); by default from the view's audience. */
  readonly audience?: string;
}

const project = <T>(x: T): Projected<T> => x as Projected<T>;

const PHASE_WORDS = { rally: 'Rally phase', operations: 'Operations phase', administrative: 'Administrative phase' } as const;

function audienceOf(game: LnlView): string {
  switch (game.audience) {
    case 'public':
      return 'Public view';
    case 'gm':
      return 'GM view';
    case 'side':
      return "Player's view";
  }
}

/** A counter's status and Operations markers as badges (LnL Shaken, Wounded, DCT vehicle results, 9.0). */
function badgesOf(u: Unit): LnlStatusMarker[] {
  const status: LnlStatusMarker[] =
    u.status === 'shaken' || u.status === 'abandoned' || u.status === 'damaged' ? [u.status] : [];
  return [
    ...status,
    ...(u.wounded ? ['wounded' as const] : []),
    ...(u.immobilized === true ? ['immobilized' as const] : []),
    ...(u.buttoned === true ? ['buttoned' as const] : []),
    ...u.markers,
  ];
}

/** Where a unit is: its own hex, or its carrier's or vehicle's, as the rules' `hexOf` reads it. */
function hexOf(units: ReadonlyMap<string, Unit>, u: Unit, seen: ReadonlySet<string> = new Set()): HexCoord | undefined {
  if (u.at) return u.at;
  const host = u.carriedBy ?? u.aboard?.vehicle;
  if (host === undefined || seen.has(host.toLowerCase())) return undefined;
  const h = units.get(host.toLowerCase());
  return h ? hexOf(units, h, new Set([...seen, u.id.toLowerCase()])) : undefined;
}

/** A hex marker's counter: one of the kinds the kit draws. */
type LnlCounter = CounterMark & { readonly counter: LnlCounterKind };

function markerCounter(m: HexMarker, sideOfUnit: (id: string) => string | undefined): LnlCounter {
  switch (m.kind) {
    case 'smoke':
      return { kind: 'counter', counter: 'smoke', label: `Smoke ${m.level}`, position: m.at };
    case 'fire':
      return { kind: 'counter', counter: 'fire', label: 'Fire', position: m.at };
    case 'wreck':
      return { kind: 'counter', counter: 'wreck', label: 'Wreck', position: m.at };
    case 'ffe': {
      const walk = m.walk === undefined ? '' : ` ${m.walk.direction}×${m.walk.turnsLeft}`;
      return { kind: 'counter', counter: 'ffe', label: `FFE (${m.mission}${walk})`, position: m.at, side: m.side };
    }
    case 'spotting-round':
      return { kind: 'counter', counter: 'spotting-round', label: `Spotting (${m.mission})`, position: m.at, side: m.side };
    case 'acquisition': {
      const side = sideOfUnit(m.firer);
      return { kind: 'counter', counter: 'acquisition', label: `Acq ${m.level}: ${m.firer}`, position: m.at, ...(side === undefined ? {} : { side }) };
    }
  }
}

/**
 * The board as one viewer of a Lock 'n Load game may see it, from that viewer's `LnlView` and the
 * public scenario. Counters in play stand in their hex; a support weapon rides in its carrier's
 * label ("US Rifle Squad +M60") and passengers are drawn under their vehicle; a destroyed vehicle
 * leaves a wreck. Hex markers (smoke, fire, wrecks, fire for effect, spotting rounds, acquisition)
 * are counters in the hex's stack. The title carries the turn, the phase and, in the Operations
 * phase, whose impulse it is (LnL player aid, Sequence of Play 3.0–9.0).
 */
export function lnlBoardView(scenario: HexScenario, game: LnlView, options: LnlBoardOptions): BoardRenderView {
  const byId = new Map(game.units.map((u) => [u.id.toLowerCase(), u] as const));
  const inPlay = game.units.filter((u) => u.status !== 'eliminated' && u.status !== 'destroyed');
  const carried = (host: Unit): Unit[] =>
    inPlay.filter((w) => w.kind === 'support-weapon' && w.at === undefined && w.carriedBy !== undefined && sameName(w.carriedBy, host.id));
  const offMap: string[] = [];

  const markOf = (u: Unit, at: HexCoord, aboard?: string): UnitMark => {
    const weapons = carried(u).map((w) => w.name);
    return {
      id: u.id,
      side: u.side,
      type: u.kind,
      label: [u.name, ...weapons.map((w) => `+${w}`)].join(' '),
      markers: badgesOf(u),
      position: at,
      ...(weapons.length > 0 ? { carrying: weapons } : {}),
      ...(aboard === undefined ? {} : { aboard }),
    };
  };

  const units: UnitMark[] = [];
  for (const u of inPlay) {
    // Carried weapons are in their carrier's label; passengers follow their vehicle.
    if (u.at === undefined && u.carriedBy !== undefined) continue;
    if (u.at === undefined && u.aboard !== undefined) {
      const vehicle = byId.get(u.aboard.vehicle.toLowerCase());
      if (vehicle?.at !== undefined && inPlay.includes(vehicle)) continue;
      const at = hexOf(byId, u);
      if (at) units.push(markOf(u, at, `${u.aboard.outside ? 'on' : 'in'} ${u.aboard.vehicle}`));
      else offMap.push(`${u.id} (aboard ${u.aboard.vehicle}, no position)`);
      continue;
    }
    if (u.at === undefined) {
      const weapons = carried(u).map((w) => ` +${w.name}`).join('');
      offMap.push(`${u.id}${weapons} (no position)`);
      continue;
    }
    units.push(markOf(u, u.at));
    for (const p of inPlay) {
      if (p.at === undefined && p.aboard !== undefined && sameName(p.aboard.vehicle, u.id)) {
        units.push(markOf(p, u.at, `${p.aboard.outside ? 'on' : 'in'} ${u.id}`));
      }
    }
  }

  const sideOfUnit = (id: string): string | undefined => byId.get(id.toLowerCase())?.side;
  const wrecksPlaced = new Map<string, number>();
  for (const m of game.hexMarkers) if (m.kind === 'wreck') wrecksPlaced.set(formatHex(m.at), (wrecksPlaced.get(formatHex(m.at)) ?? 0) + 1);
  // A destroyed vehicle is its wreck: it names a wreck marker already in its hex, or makes one.
  const wrecks: LnlCounter[] = [];
  for (const u of game.units) {
    if (u.status !== 'destroyed' || (u.kind !== 'vehicle' && u.kind !== 'helicopter') || u.at === undefined) continue;
    const key = formatHex(u.at);
    const left = wrecksPlaced.get(key) ?? 0;
    if (left > 0) wrecksPlaced.set(key, left - 1);
    wrecks.push({ kind: 'counter', counter: 'wreck', label: `Wreck (${u.name})`, position: u.at, side: u.side });
  }
  const markers: LnlCounter[] = [
    ...wrecks,
    ...game.hexMarkers.flatMap((m): LnlCounter[] => {
      if (m.kind !== 'wreck') return [markerCounter(m, sideOfUnit)];
      const key = formatHex(m.at);
      const left = wrecksPlaced.get(key) ?? 0;
      if (left === 0) return [];
      wrecksPlaced.set(key, left - 1);
      return [markerCounter(m, sideOfUnit)];
    }),
  ];

  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: options.audience ?? audienceOf(game),
    initiative: { side: game.initiative },
    turn: {
      number: game.turn,
      phase: PHASE_WORDS[game.phase],
      ...(game.phase === 'operations' ? { impulse: game.impulse } : {}),
    },
    sides: game.sides,
    ...scenarioMap(scenario, LNL_MAP, options.showDeployment ?? false),
    units,
    markers,
    offMap,
  });
}
