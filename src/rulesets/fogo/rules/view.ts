import { rememberedViews, type Projected, type Viewer } from '../../../core/views.js';
import type { HelicopterPhase, HelicopterType } from './helicopters.js';
import type { CivilianIntention } from './civilian-intentions.js';
import { sneakerOf, visibilityMode } from './fieldcraft/model.js';
import type { VisibilityMode } from './fieldcraft/state.js';
import { viewFieldcraft, type FieldcraftViewData } from './fieldcraft/view.js';
import { isVisibleToEnemy, type FogoState } from './state.js';
import {
  hasTrait,
  type Echelon,
  type FieldcraftDice,
  type Quality,
  type Stand,
  type StandStatus,
  type StandType,
  type Trait,
} from './stands.js';

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
  return viewer.gm || viewer.side?.toLowerCase() === side.toLowerCase();
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

/**
 * The game as `viewer` may know it (crossfire-core §1.5.2, §2.10.1): a side and the GM see all of its
 * stands; to anyone else a hidden, off-table or embarked stand is not there at all (not even counted),
 * and a seen enemy stand shows only what is on the table and the public Looter declaration. A stand
 * inside a Sneaker is hidden to the enemy; the Sneaker shows only its public face (`viewFieldcraft`).
 */
function viewFogoOnce(state: FogoState, viewer: Viewer): FogoView {
  const viewerKind: FogoViewData['viewer'] =
    viewer.kind === 'public'
      ? { kind: 'public' }
      : viewer.gm
        ? { kind: 'gm' }
        : viewer.side === undefined
          ? { kind: 'public' }
          : { kind: 'side', side: viewer.side };
  const stands = state.stands.flatMap((s) => {
    const full = seesAllOf(viewer, s.side);
    if (!full && !isVisibleToEnemy(s)) return [];
    return [standView(state, s, full)];
  });
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
  return project({
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
}

/** ViewFogoOnce, remembered per frozen game and viewer (`rememberedViews`). */
export const viewFogo = rememberedViews(viewFogoOnce);
