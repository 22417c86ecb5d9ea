import type { HexCoord } from '../../../../core/board/hex.js';
import { ok } from '../../../../core/result.js';
import { bombard, type HexBombardment } from '../artillery/bombardment.js';
import { parseTmList } from '../game/order-input.js';
import type { LnlState } from '../game/state.js';
import { spreadFires, type SpreadRoll } from '../map/fire-spread.js';
import { lnlScenario } from '../map/scenario.js';
import { groundFrom } from '../map/target-modifier.js';
import { pass, rallyDone, walkBarrages, type AdministrativeReport, type LnlMove } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** What a pass did: in the Rally phase, a side done rallying (and the walking barrages that opened Operations); in Operations, a pass. */
export type PassOrderResult =
  | { readonly kind: 'rally-done'; readonly side: string; readonly barrages: readonly HexBombardment[] }
  | {
      readonly kind: 'pass';
      readonly side: string;
      /** The side declined the free shot after its spot (10.1 item 4): the impulse ends, not a pass. */
      readonly declined: boolean;
      /** The hex the side had kept its impulse for (`more`): its activation ends, not a pass (4.0). */
      readonly ended?: HexCoord;
      readonly passes: number;
      /** The Administrative phase, when this third pass ended the Operations phase. */
      readonly admin: AdministrativeReport | undefined;
      /** Its Fire Spread rolls, where the scenario spreads fire (10.5.6.1). */
      readonly spread?: readonly SpreadRoll[];
    };

/** What a pass is in the phase table: done rallying in the Rally phase (3.0), a pass of the impulse otherwise (4.0). */
export function passKind(state: LnlState): LnlMove {
  return state.phase === 'rally' ? 'rally-done' : 'pass';
}

/**
 * A side passes (LnL player aid, Rally Phase 3.0, Operations Phase 4.0). In the Rally phase it is done
 * rallying; when both sides are, the Operations phase begins, and before any impulse each walking
 * barrage walks one hex and fires (Walking Barrage Fire Mission, 18.2.1) as its own side's, at TMs
 * from the map unless declared ("E4:2"). In the Operations phase it passes the impulse: the third
 * consecutive pass ends the phase and the Administrative phase (9.0) runs (see `pass`), with Fire
 * Spread where the scenario's rules give it (`spreadFires`).
 */
export function passOrder(input: { readonly tms?: string | undefined }): LnlOrder<PassOrderResult> {
  return {
    kind: passKind,
    move: ({ state, roller, rules, side, board }) => {
      if (state.phase !== 'rally') {
        const r = pass(state);
        const declined = state.lastSpot !== undefined;
        const ended = declined ? undefined : state.activeHex;
        const map = lnlScenario(board);
        const spread = r.kind === 'phase-ended' && map?.fireSpread ? spreadFires(r.state, map, roller, rules) : undefined;
        return ok({ state: spread?.state ?? r.state, result: { kind: 'pass', side, declined, ...(ended ? { ended } : {}), passes: r.kind === 'phase-ended' ? state.passes + 1 : r.state.passes, admin: r.kind === 'phase-ended' ? r.administrative : undefined, ...(spread ? { spread: spread.rolls } : {}) } });
      }
      const done = rallyDone(state, side);
      if (done.phase !== 'operations') return ok({ state: done, result: { kind: 'rally-done', side, barrages: [] } });
      const tms = parseTmList(input.tms);
      if (!tms.ok) return tms;
      const walked = walkBarrages(done);
      // Each side's barrages fire as that side's: it decides whose units are friends (hero rolls).
      let next = walked.state;
      const barrages: HexBombardment[] = [];
      for (const owner of next.sides) {
        const mine = walked.attacks.filter((a) => a.side === owner);
        if (mine.length === 0) continue;
        const shelled = bombard(next, owner, mine.map((a) => ({ hex: a.at, fp: a.firepower })), groundFrom(board, tms.value), roller, rules);
        if (!shelled.ok) return shelled;
        next = shelled.value.state;
        barrages.push(...shelled.value.hexes);
      }
      return ok({ state: next, result: { kind: 'rally-done', side, barrages } });
    },
  };
}
