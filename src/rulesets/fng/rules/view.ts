import type { Point } from '../../../core/board/geometry.js';
import { rememberedViews, type Projected, type Viewer } from '../../../core/views.js';
import type { RiggedC4 } from './firefight/c4-state.js';
import type { PlacedClaymore } from './firefight/claymore-state.js';
import type { FngMission, HiddenTrap, PefMarker } from './enemy/mission.js';
import { supportView } from './support/moves/support-arrivals.js';
import type { SupportState } from './support/support-state.js';
import type { AirState } from './support/air-state.js';
import type { ObstacleGap } from './terrain/obstacles.js';
import type { FngTour } from './tour/tour-state.js';
import type { WaterKnown } from './terrain/water-state.js';
import type { Ruins } from './terrain/building-floors.js';
import type { TableCivilian } from './missions/civilian-figures.js';
import { isVisible, keyOf, sideName, sideOfName, type FngGame, type FngSide, type TableFigure } from './game/state.js';

/**
 * The firefight as one viewer may know it (DESIGN.md, Hidden information). In part 1 a figure on the
 * table is seen by everyone, with all it carries; a figure not yet placed is its own side's (and the
 * GM's) alone. Part 2 hides the enemy behind PEFs through this same projection.
 */

const project = <T>(x: T): Projected<T> => x as Projected<T>;

export interface FigureView extends Omit<TableFigure, 'side'> {
  /** `fwf:pink`: what chains and melee name it by. */
  readonly key: string;
  /** The campaign side it fights for. */
  readonly side: string;
  readonly fngSide: FngSide;
}

export interface FngViewData {
  readonly sides: readonly [string, string];
  readonly turn: number;
  readonly dice?: Readonly<Record<FngSide, number>>;
  readonly acting?: FngSide;
  readonly done: readonly FngSide[];
  readonly figures: readonly FigureView[];
  /** A chain waiting on a Star: whom it asks (figure ids), what, since when. */
  readonly pending?: { readonly asked: readonly string[]; readonly answered: readonly string[]; readonly question: 'free-will' | 'in-sight-action'; readonly test: string; readonly askedAt: string };
  /** The forces mustered, by side: names only, the figures are in `figures` as far as the viewer may know them. */
  readonly forces: readonly { readonly side: string; readonly name: string }[];
  /** Part 2: the mission as the viewer may know it (the EAL and PEF REP only when not sealed, or to the GM). */
  readonly mission?: MissionView;
  /** The PEF markers: public, numbered; what each is was never decided before it is resolved. */
  readonly pefs: readonly PefMarker[];
  /** The traps the enemy laid and not yet sprung: the GM's alone until the mission ends. */
  readonly traps: readonly HiddenTrap[];
  /** Whether the viewer sees the enemy's secrets (the GM). */
  readonly all: boolean;
  /** The Free World Forces' support: the players' own, public (support-state.ts). */
  readonly support?: SupportState;
  /** What air support left over the table and what it spotted: the players' own, public (air-state.ts). */
  readonly air?: AirState;
  /** Part 3: the tour of duty and its roster — the players' own, public (tour-state.ts). */
  readonly tour?: FngTour;
  /** The Claymores out and not fired: the players' own, public; the enemy's for the GM alone (claymores.ts). */
  readonly claymores?: readonly PlacedClaymore[];
  /** C-4 rigged on the table and its fuse (order-c4.ts, L784): public, as its rigging was told to the channel. */
  readonly c4?: readonly RiggedC4[];
  /** The water's currents and depths found by wading (public, as found at the table; who swims is not here). */
  readonly water?: Pick<WaterKnown, 'currents' | 'depths'>;
  /** The players' side has nobody left able to fight: the bot plays no further turns (public, as the table shows it). */
  readonly lost?: true;
  /** Head to head (L1221–L1227): a player runs each side. */
  readonly headToHead?: true;
  /** Building areas fallen in and rubble (L992–L996): public, as the table shows them. */
  readonly ruins?: Ruins;
  /** Gaps cut, pulled, cleared or blown through wire, stakes and minefields (L1206–L1212): public, as the table shows them. */
  readonly gaps?: readonly ObstacleGap[];
  /** Civilians on the table, no one's side: public, as the table shows them (missions/civilian-figures.ts). */
  readonly civilians?: readonly TableCivilian[];
  /** Head to head: each side's PEFs, alike to everyone; what one holds only to its side, the GM, and everyone once disclosed. */
  readonly sidePefs: readonly SidePefView[];
}

/** A side's PEF as a viewer may know it (head to head). */
export interface SidePefView {
  readonly id: string;
  /** The campaign side it is of. */
  readonly side: string;
  readonly fngSide: FngSide;
  readonly at?: Point;
  /** It moved this activation. */
  readonly moved?: true;
  readonly resolvedTurn?: number;
  /** What it was noted to hold (figure ids; none: a decoy): its own side's and the GM's, everyone's once disclosed. */
  readonly holds?: readonly string[];
}

/** Head to head: the PEFs as `viewer` may know them (their notes are sealed entries of their sides). */
function sidePefsSeen(g: FngGame, own: FngSide | undefined, all: boolean): readonly SidePefView[] {
  return (g.sidePefs ?? []).map((p) => {
    const sealed = (g.sealed ?? []).find((s) => s.seq === p.seq);
    const known = all || own === p.side || sealed?.disclosed === true;
    const note = sealed?.entry as { readonly holds?: readonly string[] } | undefined;
    return {
      id: p.id,
      side: sideName(g, p.side),
      fngSide: p.side,
      ...(p.at ? { at: p.at } : {}),
      ...(p.moved !== undefined && p.moved === g.serial && p.resolvedTurn === undefined ? { moved: true as const } : {}),
      ...(p.resolvedTurn !== undefined ? { resolvedTurn: p.resolvedTurn } : {}),
      ...(known && note?.holds ? { holds: note.holds } : {}),
    };
  });
}

export interface MissionView extends Omit<FngMission, 'eal' | 'pefRep' | 'activity' | 'nextUnit'> {
  readonly eal?: number;
  readonly pefRep?: number;
  readonly activity?: FngMission['activity'];
}

/** The mission as `all` (the GM) or anyone else may know it: sealed levels and the Activity result are left out. */
function missionView(g: FngGame, all: boolean): MissionView | undefined {
  const m = g.mission;
  if (!m) return undefined;
  const { eal, pefRep, activity, nextUnit: _n, ...open } = m;
  const sealed = (g.sealed ?? []).some((s) => s.kind === 'mission' && !s.disclosed);
  return { ...open, ...(all || !sealed ? { eal, pefRep, ...(activity ? { activity } : {}) } : {}) };
}

export type FngView = Projected<FngViewData>;

/**
 * A figure of another side as the viewer sees him: the way he faces is his own side's (it would tell
 * where he came from while unseen), and a red filtered flashlight "cannot be seen by anyone outside of
 * the illuminated area" (L366). Where a move an In Sight stopped was going (`moveLeft`) is his side's plan.
 */
function unseenOfOthers(f: TableFigure): TableFigure {
  const { facing: _f, flashlight, moveLeft: _ml, ...rest } = f;
  return flashlight === undefined || flashlight === 'red' ? rest : { ...rest, flashlight };
}

/** Which side's unplaced figures the viewer may know of: its own; the GM every side's. */
function sees(g: FngGame, viewer: Viewer): (f: TableFigure) => boolean {
  if (viewer.kind === 'public') return isVisible;
  if (viewer.gm) return () => true;
  const own = viewer.side === undefined ? undefined : sideOfName(g, viewer.side);
  return (f) => isVisible(f) || f.side === own;
}

function viewFngOnce(g: FngGame, viewer: Viewer): FngView {
  const may = sees(g, viewer);
  const all = viewer.kind === 'member' && viewer.gm;
  const own = viewer.kind === 'member' && !viewer.gm && viewer.side !== undefined ? sideOfName(g, viewer.side) : undefined;
  const figures = g.figures.filter(may).map((f): FigureView => ({ ...(all || f.side === own ? f : unseenOfOthers(f)), key: keyOf(f), side: sideName(g, f.side), fngSide: f.side }));
  const p = g.pending;
  const idOf = (k: string) => g.figures.find((f) => keyOf(f) === k)?.id ?? k;
  const disclosed = new Set((g.sealed ?? []).filter((s) => s.disclosed).map((s) => s.seq));
  return project({
    sides: g.sides,
    turn: g.turn,
    ...(g.dice ? { dice: g.dice } : {}),
    ...(g.acting ? { acting: g.acting } : {}),
    done: g.done,
    figures,
    ...(p ? { pending: { asked: p.asked.map(idOf), answered: Object.keys(p.answers).map(idOf), question: p.question, test: p.test, askedAt: p.askedAt } } : {}),
    forces: g.forces.filter((f) => viewer.kind === 'member' && (viewer.gm || f.side === own)).map((f) => ({ side: sideName(g, f.side), name: f.name })),
    ...(g.mission ? { mission: missionView(g, all)! } : {}),
    // A marker's place and whether it moved; what Recon by Fire made of its REP is the enemy's.
    pefs: (g.pefs ?? []).map((p) => ({ id: p.id, at: p.at, ...(p.moved ? { moved: true } : {}), ...(p.pc ? { pc: true as const } : {}) })),
    // A trap still sealed is the GM's; once its mission ends it is disclosed to everyone.
    traps: (g.traps ?? []).filter((t) => all || disclosed.has(t.seq)),
    all,
    ...(g.support ? { support: supportView(g)! } : {}),
    ...(g.air ? { air: g.air } : {}),
    ...(g.tour ? { tour: g.tour } : {}),
    // The enemy's Claymores (a VC/NVA leader's, L516) are the GM's until fired.
    ...(claymoresSeen(g, all).length ? { claymores: claymoresSeen(g, all) } : {}),
    ...(g.c4 ? { c4: g.c4 } : {}),
    ...(g.water ? { water: { currents: g.water.currents, depths: g.water.depths } } : {}),
    ...(g.lost ? { lost: true as const } : {}),
    ...(g.mode === 'head-to-head' ? { headToHead: true as const } : {}),
    ...(g.ruins ? { ruins: g.ruins } : {}),
    ...(g.obstacles?.gaps.length ? { gaps: g.obstacles.gaps } : {}),
    sidePefs: sidePefsSeen(g, own, all),
    ...(g.civilians?.figures.length ? { civilians: g.civilians.figures } : {}),
  });
}

/** ViewFngOnce, remembered per frozen game and viewer (`rememberedViews`). */
export const viewFng = rememberedViews(viewFngOnce);

/** The Claymores a viewer may know of: the players' own to everyone; the enemy's to the GM alone. */
function claymoresSeen(g: FngGame, all: boolean): readonly PlacedClaymore[] {
  return (g.claymores?.mines ?? []).filter((m) => all || m.side !== 'cf');
}
