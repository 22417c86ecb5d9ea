import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { unitName } from '../../src/rulesets/lnl/play/format.js';
import { sameHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { medicAttempt } from '../../src/rulesets/lnl/rules/rally.js';
import { hexOf, ownUnit, updateUnit, type LnlState } from '../../src/rulesets/lnl/rules/state.js';

export const lnlHeal = command({
  name: 'heal',
  description: 'Rally phase: a medic heals one SMC\'s wound (himself too) or flips one Shaken unit (2d6 ≤ his morale)',
  options: {
    medic: { type: 'string', description: 'The Good Order medic', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The unit in his hex', required: true, maxLength: 32, autocomplete: 'stand' },
    action: { type: 'string', description: 'Heal a wound, or rally a Shaken unit', required: true, choices: ['heal-wound', 'rally'] },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl heal', move: 'rally', side: o.side },
      ({ state, roller, side }) => {
        const medic = ownUnit(state, side, o.medic);
        if (!medic.ok) return medic;
        const target = ownUnit(state, side, o.target);
        if (!target.ok) return target;
        const a = hexOf(state, medic.value);
        const b = hexOf(state, target.value);
        if (!a || !b || !sameHex(a, b)) return fail('lnl/unit-not-in-hex', { unit: target.value.id });
        if (state.rallied.includes(medic.value.id)) return fail('lnl/already-attempted', { unit: medic.value.id });
        const r = medicAttempt(medic.value, target.value, o.action, roller);
        if (!r.ok) return r;
        let next: LnlState = { ...state, rallied: [...state.rallied, medic.value.id] };
        if (r.value.success) {
          next = updateUnit(next, target.value.id, (u) => (o.action === 'heal-wound' ? { ...u, wounded: false } : { ...u, status: 'good-order' }));
        }
        return ok({ state: next, result: r.value });
      },
      (r) =>
        `Medic (3.0, 11.3): ${unitName(r.medic)} ${r.action === 'heal-wound' ? 'treats the wound of' : 'tends to'} ${unitName(r.target)}: ${r.faces.join('+')} = ${r.total} vs morale ${r.morale} → ` +
        (r.success ? (r.action === 'heal-wound' ? '**wound healed**' : '**back in Good Order**') : 'no help this turn') +
        '.',
    ));
  },
});
