import { sameHex } from '../../../../core/board/hex.js';
import { fail, ok } from '../../../../core/result.js';
import { medicAttempt, rallyInHex, rollInitiative, type InitiativeRoll, type MedicAction, type MedicAttempt, type RallyPermission, type RallyRoll } from '../phases/rally.js';
import { hexOf, ownUnit, ownUnitOnMap, unitsAt, updateUnit, type LnlState } from '../game/state.js';
import { positiveTmAt } from '../map/target-modifier.js';
import { settleInitiative } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/**
 * Both sides roll for the initiative (LnL player aid, Rally Phase 3.0 step 1; see `rollInitiative`):
 * a tie keeps it with last turn's holder, whose side has the first impulse.
 */
export function initiativeOrder(): LnlOrder<InitiativeRoll> {
  return {
    kind: 'initiative',
    move: ({ state, roller }) => {
      const roll = rollInitiative([state.sides[0]!, state.sides[1]!], state.initiative, roller);
      return ok({ state: settleInitiative(state, roll.winner), result: roll });
    },
  };
}

/** A rally attempt as given: the Shaken unit, and whether its hex has a positive TM where the map cannot tell. */
export interface RallyInput {
  readonly unit: string;
  readonly cover?: boolean | undefined;
}

/**
 * A Shaken unit tries to rally (LnL player aid, Rally Phase 3.0 steps 2–3; see `rallyInHex`): the
 * map says whether its hex has a positive TM (−2) unless declared; one attempt per unit per Rally
 * phase; a success flips it to Good Order.
 */
export function rallyUnitOrder(input: RallyInput): LnlOrder<{ permission: RallyPermission; roll: RallyRoll }> {
  return {
    kind: 'rally',
    move: ({ state, roller, side, board }) => {
      const unit = ownUnitOnMap(state, side, input.unit);
      if (!unit.ok) return unit;
      const { unit: u, at } = unit.value;
      const r = rallyInHex(unitsAt(state, at, side), u.id, state.rallied, { positiveTm: positiveTmAt(board, at, input.cover) }, roller);
      if (!r.ok) return r;
      let next: LnlState = { ...state, rallied: [...state.rallied, u.id] };
      if (r.value.roll.rallied) next = updateUnit(next, u.id, (x) => ({ ...x, status: 'good-order' }));
      return ok({ state: next, result: r.value });
    },
  };
}

/** A medic's attempt as given: the medic, the unit in his hex, and what he does. */
export interface HealInput {
  readonly medic: string;
  readonly target: string;
  readonly action: MedicAction;
}

/**
 * A medic heals a wound or rallies a Shaken unit in his hex (LnL player aid, Rally Phase 3.0 step 4,
 * 11.3; see `medicAttempt`): once per Rally phase, as a rally attempt of his own; a success takes the
 * Wounded marker off or flips the unit to Good Order.
 */
export function healOrder(input: HealInput): LnlOrder<MedicAttempt> {
  return {
    kind: 'rally',
    move: ({ state, roller, side }) => {
      const medic = ownUnit(state, side, input.medic);
      if (!medic.ok) return medic;
      const target = ownUnit(state, side, input.target);
      if (!target.ok) return target;
      const a = hexOf(state, medic.value);
      const b = hexOf(state, target.value);
      if (!a || !b || !sameHex(a, b)) return fail('lnl/unit-not-in-hex', { unit: target.value.id });
      if (state.rallied.includes(medic.value.id)) return fail('lnl/already-attempted', { unit: medic.value.id });
      const r = medicAttempt(medic.value, target.value, input.action, roller);
      if (!r.ok) return r;
      let next: LnlState = { ...state, rallied: [...state.rallied, medic.value.id] };
      if (r.value.success) {
        next = updateUnit(next, target.value.id, (u) => (input.action === 'heal-wound' ? { ...u, wounded: false } : { ...u, status: 'good-order' }));
      }
      return ok({ state: next, result: r.value });
    },
  };
}
