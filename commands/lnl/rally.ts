import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { modifierText, unitName } from '../../src/rulesets/lnl/play/format.js';
import { positiveTmAt } from '../../src/rulesets/lnl/rules/target-modifier.js';
import { fail, ok } from '../../src/core/result.js';
import { rallyInHex } from '../../src/rulesets/lnl/rules/rally.js';
import { hexOf, ownUnit, unitsAt, updateUnit, type LnlState } from '../../src/rulesets/lnl/rules/state.js';

export const lnlRally = command({
  name: 'rally',
  description: 'Rally phase: a Shaken unit rolls 2d6 ≤ morale to return to Good Order',
  help: '−2 in terrain with a positive TM (read from the map: any terrain but clear, paddy, marsh; or say cover:), and a non-leader subtracts the best Good Order leader\'s LM in the hex. It needs a Good Order leader, hero or rallying SMC in the hex unless it self-rallies (vehicles, SMCs, weapon teams). Shaken leaders in the hex try first. One attempt per unit per Rally phase.',
  options: {
    unit: { type: 'string', description: 'The Shaken unit', required: true, maxLength: 32, autocomplete: 'stand' },
    cover: { type: 'boolean', description: 'Its hex has a positive TM (overrides the map)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl rally', move: 'rally', side: o.side },
      ({ state, roller, side }) => {
        const unit = ownUnit(state, side, o.unit);
        if (!unit.ok) return unit;
        const at = hexOf(state, unit.value);
        if (!at) return fail('lnl/no-position', { unit: unit.value.id });
        const positiveTm = positiveTmAt(ctx.campaign?.board, at, o.cover);
        const r = rallyInHex(unitsAt(state, at, side), unit.value.id, state.rallied, { positiveTm }, roller);
        if (!r.ok) return r;
        let next: LnlState = { ...state, rallied: [...state.rallied, unit.value.id] };
        if (r.value.roll.rallied) next = updateUnit(next, unit.value.id, (u) => ({ ...u, status: 'good-order' }));
        return ok({ state: next, result: r.value });
      },
      ({ permission, roll }) => {
        const mods = modifierText(roll.modifiers);
        const morale = roll.morale === roll.printedMorale ? `morale ${roll.morale}` : `morale ${roll.printedMorale} ${modifierText(roll.moraleModifiers)} = ${roll.morale}`;
        const how = permission.selfRally ? ' (self-rally)' : permission.leader ? ` with ${unitName(permission.leader)}` : '';
        return `Rally (3.0): ${unitName(roll.unit)}${how} rolls ${roll.faces.join('+')}${mods ? ` ${mods}` : ''} = ${roll.total} vs ${morale} → ${roll.rallied ? '**rallies to Good Order**' : 'stays Shaken'}.`;
      },
    ));
  },
});
