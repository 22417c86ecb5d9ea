import { deepFreeze, freezeArray, isFrozen } from '../../../core/deep-freeze.js';
import { sameName } from '../../../core/same-name.js';
import { sharedIds } from '../../../core/unit-ref.js';
import { rememberedViews, type Projected, type Viewer } from '../../../core/views.js';
import type { HelicopterPhase, HelicopterType } from './game/helicopters.js';
import type { CivilianIntention } from './game/civilian-intentions.js';
import { visibilityMode } from './fieldcraft/model.js';
import type { VisibilityMode } from './game/fieldcraft-state.js';
import { viewFieldcraft, type FieldcraftViewData } from './fieldcraft/view.js';
import { isVisibleToEnemy, sneakerOf, type FogoState } from './game/state.js';
import {
  hasTrait,
  type Echelon,
  type FieldcraftDice,
  type Quality,
  type Stand,
  type StandStatus,
  type StandType,
  type Trait,
} from './troops/stands.js';

/** A stand as one viewer may know it. The `own` fields are present only for its side and the GM. */
export interface StandViewData {
  readonly id: string;
  readonly side: string;
  readonly type: StandType;
  readonly status: StandStatus;
  readonly noFire: boolean;
  readonly groundHug: boolean;
  readonly feature?: string;
  readonly position?: { readonly x: number; readonly y: number };
  readonly echelon?: Echelon;
  readonly mounted?: boolean;
  /** Looters are declared to the enemy at the start of the game (crossfire-core §2.10.1). */
  readonly looter: boolean;
  /** Public once a roll the enemy saw used it (`Stand.qualityShown`); always in `own`. */
  readonly quality?: Quality;
  /** A command stand's rating, public once a roll the enemy saw added it (`Stand.ratingShown`). */
  readonly rating?: number;
  readonly own?: {
    readonly quality: Quality;
    /** Secret from the enemy: a pool's size would betray a Sneaker's contents (crossfire-core §2.10.2). */
    readonly fieldcraft: FieldcraftDice;
    readonly traits: readonly Trait[];
    readonly hidden: boolean;
    /** Hidden, inside a Sneaker, or on the table (crossfire-core §2.7.1). */
    readonly mode: VisibilityMode;
    /** The Sneaker holding it, while sneaking. */
    readonly sneaker?: string;
    readonly rating?: number;
    readonly commandedBy?: string;
    readonly attachedTo?: string;
    readonly offTable?: boolean;
    readonly embarkedIn?: string;
    readonly landedInInitiative?: number;
  };
}

export interface HelicopterViewData {
  readonly id: string;
  readonly side: string;
  readonly type: HelicopterType;
  readonly phase: HelicopterPhase;
  readonly landingZone?: string;
  /** Who is aboard: its own side and the GM only. */
  readonly passengers?: readonly string[];
}

export interface FogoViewData {
  readonly sides: readonly string[];
  readonly initiative: string;
  readonly initiativeCount: number;
  readonly stands: readonly StandViewData[];
  readonly helicopters: readonly HelicopterViewData[];
  readonly crossfiresUsed: Readonly<Record<string, number>>;
  readonly lootableFeatures: readonly string[];
  /** Civilian intention rolls are public (crossfire-core §2.10.1). */
  readonly civilianIntentions: Readonly<Record<string, CivilianIntention>>;
  /** Sneakers, Spoor and what this viewer may know of them (crossfire-core §2.7, §2.10); once used. */
  readonly fieldcraft?: FieldcraftViewData;
  /** The side this view is for, if a player; `gm` for the umpire. */
  readonly viewer: { readonly kind: 'public' } | { readonly kind: 'side'; readonly side: string } | { readonly kind: 'gm' };
}
export type FogoView = Projected<FogoViewData>;

const project = <T>(x: T): Projected<T> => x as Projected<T>;

function seesAllOf(viewer: Viewer, side: string): boolean {
  if (viewer.kind === 'public') return false;
  return viewer.gm || (viewer.side !== undefined && sameName(viewer.side, side));
}

function optional<K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };
}

/**
 * A frozen stand's views, kept while the Sneakers stay as they were (its view reads only the stand and
 * the fieldcraft): a game where one stand of two hundred changed projects one stand anew.
 */
const standViews = new WeakMap<Stand, { readonly fieldcraft: unknown; seen?: StandViewData; full?: StandViewData }>();

function standView(state: FogoState, s: Stand, full: boolean): StandViewData {
  if (!Object.isFrozen(s)) return standViewOnce(state, s, full);
  const was = standViews.get(s);
  const known = was !== undefined && was.fieldcraft === state.fieldcraft ? was : { fieldcraft: state.fieldcraft };
  if (known !== was) standViews.set(s, known);
  return full ? (known.full ??= standViewOnce(state, s, true)) : (known.seen ??= standViewOnce(state, s, false));
}

function standViewOnce(state: FogoState, s: Stand, full: boolean): StandViewData {
  const seen: StandViewData = {
    id: s.id,
    side: s.side,
    type: s.type,
    status: s.status,
    noFire: s.noFire,
    groundHug: s.groundHug,
    ...optional('feature', s.feature),
    ...optional('position', s.position),
    ...optional('echelon', s.echelon),
    ...optional('mounted', s.mounted),
    looter: hasTrait(s, 'looter'),
    ...(s.qualityShown === true || full ? { quality: s.quality } : {}),
    ...(s.ratingShown === true && s.rating !== undefined ? { rating: s.rating } : {}),
  };
  if (!full) return seen;
  return {
    ...seen,
    own: {
      quality: s.quality,
      fieldcraft: s.fieldcraft,
      traits: s.traits,
      hidden: s.hidden,
      mode: visibilityMode(state, s),
      ...optional('sneaker', sneakerOf(state, s)?.id),
      ...optional('rating', s.rating),
      ...optional('commandedBy', s.commandedBy),
      ...optional('attachedTo', s.attachedTo),
      ...optional('offTable', s.offTable),
      ...optional('embarkedIn', s.embarkedIn),
      ...optional('landedInInitiative', s.landedInInitiative),
    },
  };
}

/** A view with, for each of its game's stands in order, its place in the view's stands (-1: not in it). */
interface BuiltView {
  readonly state: FogoState;
  readonly view: FogoView;
  readonly at: Int32Array;
}

/**
 * The game as `viewer` may know it (crossfire-core §1.5.2, §2.10.1): a side and the GM see all of its
 * stands; to anyone else a hidden, off-table or embarked stand is not there at all (not even counted),
 * and a seen enemy stand shows only what is on the table and the public Looter declaration. A stand
 * inside a Sneaker is hidden to the enemy; the Sneaker shows only its public face (`viewFieldcraft`).
 */
function viewFogoWhole(state: FogoState, viewer: Viewer): BuiltView {
  const viewerKind: FogoViewData['viewer'] =
    viewer.kind === 'public'
      ? { kind: 'public' }
      : viewer.gm
        ? { kind: 'gm' }
        : viewer.side === undefined
          ? { kind: 'public' }
          : { kind: 'side', side: viewer.side };
  // A loop, not flatMap: no little array per stand, in a game of hundreds.
  const stands: StandViewData[] = [];
  const at = new Int32Array(state.stands.length).fill(-1);
  for (let i = 0; i < state.stands.length; i++) {
    const s = state.stands[i]!;
    const full = seesAllOf(viewer, s.side);
    if (full || isVisibleToEnemy(s)) at[i] = stands.push(standView(state, s, full)) - 1;
  }
  const helicopters = state.helicopters.flatMap((h): HelicopterViewData[] => {
    const full = seesAllOf(viewer, h.side);
    if (!full && h.phase === 'base') return [];
    return [
      {
        id: h.id,
        side: h.side,
        type: h.type,
        phase: h.phase,
        ...optional('landingZone', h.landingZone),
        ...(full ? { passengers: h.passengers } : {}),
      },
    ];
  });
  const view = project({
    sides: state.sides,
    initiative: state.initiative,
    initiativeCount: state.initiativeCount,
    stands,
    helicopters,
    crossfiresUsed: state.crossfiresUsed,
    lootableFeatures: state.lootableFeatures,
    civilianIntentions: Object.fromEntries(
      // Only the phasing side's civilians roll, and the rolls are cleared when the initiative passes.
      Object.entries(state.thisInitiative.civilianIntentions).filter(([id]) => stands.some((s) => s.side === state.initiative && s.id === id)),
    ),
    ...(state.fieldcraft === undefined ? {} : { fieldcraft: viewFieldcraft(state, viewer) }),
    viewer: viewerKind,
  });
  return { state, view, at };
}

/**
 * `viewFogoWhole(state, viewer)` made from the view of an earlier frozen game `last` for the same kind
 * of viewer, when the two differ only in some stands that kept their place, id and side and stayed in
 * or out of the view: those stands are projected anew and everything else is the earlier view's. A
 * game where one stand of two hundred changed projects one stand, not two hundred. Undefined when
 * anything else differs.
 */
function patchedView(last: BuiltView, state: FogoState, viewer: Viewer): BuiltView | undefined {
  const was = last.state;
  if (
    was.sides !== state.sides ||
    was.initiative !== state.initiative ||
    was.initiativeCount !== state.initiativeCount ||
    was.helicopters !== state.helicopters ||
    was.crossfiresUsed !== state.crossfiresUsed ||
    was.lootableFeatures !== state.lootableFeatures ||
    was.thisInitiative.civilianIntentions !== state.thisInitiative.civilianIntentions ||
    was.fieldcraft !== state.fieldcraft ||
    was.stands.length !== state.stands.length
  ) {
    return undefined;
  }
  let stands: StandViewData[] | undefined;
  for (let i = 0; i < state.stands.length; i++) {
    const s = state.stands[i]!;
    const o = was.stands[i]!;
    if (s === o) continue;
    if (s.id !== o.id || s.side !== o.side) return undefined;
    const full = seesAllOf(viewer, s.side);
    const inView = full || isVisibleToEnemy(s);
    const j = last.at[i]!;
    if (inView !== j >= 0) return undefined;
    if (inView) (stands ??= [...last.view.stands])[j] = deepFreeze(standView(state, s, full));
  }
  // Every stand's view in it frozen: freezing the view (`rememberedViews`) need not walk them again.
  if (stands !== undefined) freezeArray(stands);
  const before = last.view;
  // The same ids and sides in the same places: the same civilians' rolls are the phasing side's in sight.
  const view = project({
    sides: state.sides,
    initiative: state.initiative,
    initiativeCount: state.initiativeCount,
    stands: stands ?? before.stands,
    helicopters: before.helicopters,
    crossfiresUsed: state.crossfiresUsed,
    lootableFeatures: state.lootableFeatures,
    civilianIntentions: before.civilianIntentions,
    ...(state.fieldcraft === undefined ? {} : { fieldcraft: viewFieldcraft(state, viewer) }),
    viewer: before.viewer,
  });
  const shared = sharedByView.get(before);
  if (shared !== undefined) sharedByView.set(view, shared);
  return { state, view, at: last.at };
}

/** Who a view is for, as far as the view can tell: the public (or a member of no side), the GM, or a side. */
function viewerKey(viewer: Viewer): string {
  if (viewer.kind === 'public') return '';
  if (viewer.gm) return 'gm';
  return viewer.side === undefined ? '' : `side:${viewer.side}`;
}

/**
 * The last view built of each campaign's frozen game for each kind of viewer, by the game's list of
 * sides (one campaign's games share it from version to version): where the next version's view starts.
 */
const lastViews = new WeakMap<readonly string[], Map<string, BuiltView>>();

function viewFogoOnce(state: FogoState, viewer: Viewer): FogoView {
  // Only a frozen game is sure to be as it was when its view was built.
  if (!Object.isFrozen(state) || !isFrozen(state.stands)) return viewFogoWhole(state, viewer).view;
  const key = viewerKey(viewer);
  let byViewer = lastViews.get(state.sides);
  if (byViewer === undefined) lastViews.set(state.sides, (byViewer = new Map()));
  const last = byViewer.get(key);
  const built = (last !== undefined && Object.isFrozen(last.view) ? patchedView(last, state, viewer) : undefined) ?? viewFogoWhole(state, viewer);
  byViewer.set(key, built);
  return built.view;
}

/** For tests: the view built from nothing, as every view once was. */
export function viewFogoFromScratch(state: FogoState, viewer: Viewer): FogoView {
  return viewFogoWhole(state, viewer).view;
}

const sharedByView = new WeakMap<FogoView, ReadonlySet<string>>();

/**
 * The ids (lower-cased) that units of more than one side share in a view, its stands and helicopters
 * (`sharedIds`): kept per remembered (frozen) view, and passed on to a view patched from it, whose
 * units have the same ids and sides.
 */
export function sharedInFogoView(view: FogoView): ReadonlySet<string> {
  let shared = sharedByView.get(view);
  if (shared === undefined) {
    shared = sharedIds([...view.stands, ...view.helicopters]);
    if (Object.isFrozen(view)) sharedByView.set(view, shared);
  }
  return shared;
}

/** ViewFogoOnce, remembered per frozen game and viewer (`rememberedViews`). */
export const viewFogo = rememberedViews(viewFogoOnce);
