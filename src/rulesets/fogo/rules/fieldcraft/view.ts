import type { Point } from '../../../../core/board/geometry.js';
import type { Viewer } from '../../../../core/views.js';
import type { FogoState } from '../game/state.js';
import type { FieldcraftDice } from '../troops/stands.js';
import { fieldcraftOf, isReal, pruneCaches } from './model.js';
import type { Place, SecretLogEntry } from '../game/fieldcraft-state.js';
import { sameName } from '../../../../core/same-name.js';

/** A Sneaker as one viewer may know it: `own` only for its side and the GM (crossfire-core §2.10.1). */
export interface SneakerViewData {
  readonly id: string;
  readonly side: string;
  readonly feature?: string;
  readonly position?: string;
  /** Table coordinates: public for a marker, its side's and the GM's for troops left hidden. */
  readonly at?: Point;
  readonly pinned: boolean;
  readonly own?: {
    readonly real: boolean;
    readonly stands: readonly string[];
  };
}

export interface SpoorViewData {
  readonly id: string;
  /** Which side left it is public (crossfire-core §2.10.1). */
  readonly side: string;
  readonly feature?: string;
  readonly position?: string;
  /** Table coordinates: public for a marker, its side's and the GM's for troops left hidden. */
  readonly at?: Point;
}

/** Troops a Hide left hidden: their side and the GM only. */
export interface HiddenCacheViewData {
  readonly id: string;
  readonly side: string;
  readonly stands: readonly string[];
  readonly feature?: string;
  readonly position?: string;
  /** Table coordinates: public for a marker, its side's and the GM's for troops left hidden. */
  readonly at?: Point;
  readonly sneaker: string;
  readonly initiative: number;
}

export interface FieldcraftViewData {
  readonly sneakers: readonly SneakerViewData[];
  readonly spoor: readonly SpoorViewData[];
  /** A real Sneaker revealed by fire, waiting for the firer to name the stand hit: public. */
  readonly pendingFire?: {
    readonly firingSide: string;
    readonly sneaker: string;
    readonly result: 'suppress' | 'kill';
    readonly candidates: readonly string[];
  };
  /** The viewer's side's (every side's, for the GM); absent for the public and other sides. */
  readonly caches?: readonly HiddenCacheViewData[];
  readonly unallocated?: Readonly<Record<string, number>>;
  readonly nominalFieldcraft?: Readonly<Record<string, FieldcraftDice>>;
  /** Secret decisions until the game ends; the app publishes the whole log then. */
  readonly secretLog?: readonly SecretLogEntry[];
}

const placeView = (p: Place): { feature?: string; position?: string; at?: Point } => ({
  ...(p.feature === undefined ? {} : { feature: p.feature }),
  ...(p.position === undefined ? {} : { position: p.position }),
  ...(p.at === undefined ? {} : { at: p.at }),
});

/**
 * The fieldcraft state as `viewer` may know it (crossfire-core §2.10): markers, pins and Spoor are
 * public; real or dummy, contents, troops left hidden, unallocated starting Sneakers, nominal
 * fieldcraft and the secret log belong to their side and the GM. Nothing secret is counted either:
 * the public part has the same shape for a dummy and a real Sneaker.
 */
export function viewFieldcraft(state: FogoState, viewer: Viewer): FieldcraftViewData {
  const fc = fieldcraftOf(state);
  const gm = viewer.kind === 'member' && viewer.gm;
  const mySide = viewer.kind === 'member' && !viewer.gm ? viewer.side : undefined;
  const sees = (side: string): boolean => gm || (mySide !== undefined && sameName(mySide, side));
  const mine = <T>(rec: Readonly<Record<string, T>>): Record<string, T> =>
    Object.fromEntries(Object.entries(rec).filter(([side]) => sees(side)));
  const sneakers = fc.sneakers.map(
    (s): SneakerViewData => ({
      id: s.id,
      side: s.side,
      ...placeView(s.place),
      pinned: s.pinned,
      ...(sees(s.side) ? { own: { real: isReal(s), stands: s.stands } } : {}),
    }),
  );
  const spoor = fc.spoor.map((p): SpoorViewData => ({ id: p.id, side: p.side, ...placeView(p.place) }));
  const pending = fc.pendingFire;
  const base: FieldcraftViewData = {
    sneakers,
    spoor,
    ...(pending === undefined
      ? {}
      : { pendingFire: { firingSide: pending.firingSide, sneaker: pending.sneaker, result: pending.result, candidates: pending.candidates } }),
  };
  if (!gm && mySide === undefined) return base;
  const caches = pruneCaches(state, fc)
    .caches.filter((c) => sees(c.side))
    .map((c) => ({ id: c.id, side: c.side, stands: c.stands, ...placeView(c.place), sneaker: c.sneaker, initiative: c.initiative }));
  return {
    ...base,
    caches,
    unallocated: mine(fc.unallocated),
    nominalFieldcraft: mine(fc.nominalFieldcraft),
    secretLog: fc.secretLog.filter((e) => sees(e.side)),
  };
}
