import type { HexCoord } from '../../../../core/board/hex.js';
import { rememberedViews, type Projected, type Viewer } from '../../../../core/views.js';
import type { HexMarker, LnlState, Phase } from './state.js';
import type { Unit } from './units.js';

/**
 * A Lock 'n Load game as a viewer may know it. The player aid has no hidden counters (every roll and
 * every counter is on the table, as in the physical game), so every viewer sees the same game; the
 * projection is still the only road from state to output, so a later hidden-unit rule has one
 * place to cut.
 */
export interface LnlViewData {
  readonly audience: 'public' | 'gm' | 'side';
  readonly sides: readonly string[];
  readonly turn: number;
  readonly phase: Phase;
  readonly initiative: string;
  readonly initiativeSettled: boolean;
  readonly impulse: string;
  readonly passes: number;
  readonly rallyDone: readonly string[];
  readonly units: readonly Unit[];
  readonly hexMarkers: readonly HexMarker[];
  /** The last move, as everyone at the table saw it: who moved into which hex (the target of opportunity fire, 5.3). */
  readonly lastMove?: { readonly side: string; readonly hex: HexCoord };
  /** The hex whose units hold the impulse after an activation with `more` (4.0). */
  readonly activeHex?: HexCoord;
}
export type LnlView = Projected<LnlViewData>;

function viewLnlOnce(state: LnlState, viewer: Viewer): LnlView {
  const audience = viewer.kind === 'public' ? 'public' : viewer.gm ? 'gm' : viewer.side === undefined ? 'public' : 'side';
  const data: LnlViewData = {
    audience,
    sides: state.sides,
    turn: state.turn,
    phase: state.phase,
    initiative: state.initiative,
    initiativeSettled: state.initiativeSettled,
    impulse: state.impulse,
    passes: state.passes,
    rallyDone: state.rallyDone,
    units: state.units,
    hexMarkers: state.hexMarkers,
    ...(state.lastMove ? { lastMove: { side: state.lastMove.side, hex: state.lastMove.hex } } : {}),
    ...(state.activeHex ? { activeHex: state.activeHex } : {}),
  };
  return data as LnlView;
}

/** ViewLnlOnce, remembered per frozen game and viewer (`rememberedViews`). */
export const viewLnl = rememberedViews(viewLnlOnce);
