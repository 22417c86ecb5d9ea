import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { hexOfUnit } from '../../src/rulesets/lnl/rules/state.js';
import { modifierText, unitName } from '../../src/rulesets/lnl/play/format.js';
import { parseIdList } from '../../src/rulesets/lnl/rules/order-input.js';
import {lnlTable } from '../../src/rulesets/lnl/play/session.js';
import { ok } from '../../src/core/result.js';
import { answersOverrun, closeAssaultAction } from '../../src/rulesets/lnl/rules/vehicle-actions.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlAssault = command({
  name: 'assault',
  description: 'Close assault an enemy vehicle in your hex: morale check, then 1d6 + IFP + HE vs 1d6 + lowest AV',
  help: 'Each MMC or hero passes a morale check first. A carried SW adds its HE; a Good Order leader backs the first attack with his LM. Outside passengers prevent it. Units marked Fired or Ops Complete cannot. Against a vehicle that has just overrun your hex it is a reaction; otherwise it is your activation.',
  options: {
    units: { type: 'string', description: 'Your assaulting units, in order', required: true, maxLength: 200 },
    vehicle: { type: 'string', description: 'The enemy vehicle in your hex', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    // Answering an overrun is a reaction (15.3); otherwise a close assault is the side's activation.
    const table = lnlTable(ctx, o.side);
    const reaction = table.ok && answersOverrun(table.value.state, table.value.side, o.vehicle);
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl assault', move: reaction ? 'reaction' : 'activate', side: o.side, from: (s) => hexOfUnit(s, o.units) },
      ({ state, roller, rules, side }) => {
        const ids = parseIdList(o.units);
        if (!ids.ok) return ids;
        const r = closeAssaultAction(state, { side, attackers: ids.value, vehicle: o.vehicle }, roller, rules);
        if (!r.ok) return r;
        return ok({ state: reaction ? r.value.state : endImpulse(r.value.state), result: r.value.result });
      },
      (r) => {
        const lines = [`🧨 Close assault (17.1) on ${unitName(r.vehicle)}:`];
        for (const a of r.assault.attempts) {
          const mc = `morale check ${a.moraleCheck.die} vs ${a.moraleCheck.morale}: ${a.moraleCheck.passed ? 'passes' : 'fails, no attack'}`;
          const at = a.attack
            ? `; ${a.attack.die} + IFP ${a.attack.ifp}${a.attack.modifiers.length ? ` ${modifierText(a.attack.modifiers)}` : ''} = ${a.attack.total} vs ${a.attack.vehicleDie}${a.attack.vehicleModifiers.length ? ` ${modifierText(a.attack.vehicleModifiers)}` : ''} = ${a.attack.vehicleTotal} → ${a.attack.destroyed ? '**destroyed**' : 'it holds'}`
            : '';
          lines.push(`• ${unitName(a.attacker)}: ${mc}${at}.`);
        }
        if (r.assault.destroyed) lines.push(`${unitName(r.vehicle)} is destroyed; its crew and inside passengers are eliminated.`, ...r.fate.filter((f) => f.what === 'eliminated').map((f) => `• ${unitName(f.unit)} eliminated.`));
        return lines.join('\n');
      },
    ));
  },
});
