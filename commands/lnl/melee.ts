import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { modifierText, unitName } from '../../src/rulesets/lnl/play/format.js';
import { parseIdList } from '../../src/rulesets/lnl/rules/order-input.js';
import { formatHex, parseHex } from '../../src/core/board/hex.js';
import type { MeleeAttack } from '../../src/rulesets/lnl/rules/melee.js';
import { fail, ok } from '../../src/core/result.js';
import { meleeAction } from '../../src/rulesets/lnl/rules/melee-action.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';

function attackText(who: string, a: MeleeAttack): string {
  const fp = (f: MeleeAttack['attackFp']) => `${f.total}${f.meleeBonus || f.supportWeapons ? ` (${f.units}${f.meleeBonus ? ` + ${f.meleeBonus} M` : ''}${f.supportWeapons ? ` + SW ${f.supportWeapons}` : ''})` : ''}`;
  const shift = a.odds.heroShift ? `, hero shifts ${a.odds.base} → ${a.odds.column}` : '';
  const mods = modifierText(a.modifiers);
  return `${who}: FP ${fp(a.attackFp)} vs ${fp(a.defenceFp)} = **${a.odds.column}**${shift}, kill on ${a.odds.killNumber}+: ${a.faces.join('+')}${mods ? ` ${mods}` : ''} = ${a.total} → ${a.kills ? '**kills**' : 'no kill'}`;
}

export const lnlMelee = command({
  name: 'melee',
  description: 'Melee where your units entered an enemy hex: odds ratio, 2d6 vs kill number, both sides attack',
  help: 'Attacking IFP (+1 per "M" unit, + melee SWs) against the defenders\' (8.0); a hero shifts one column right; a Good Order leader adds his LM; 2d6 ≥ the kill number eliminates. The defender counterattacks before losses are removed. Shaken units alone in the melee are eliminated.',
  options: {
    hex: { type: 'string', description: 'The hex of the melee, e.g. E5', required: true, maxLength: 8 },
    defenders: { type: 'string', description: 'The enemy units you attack (default: all), comma-separated', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl melee', move: 'activate', side: o.side, from: () => { const h = parseHex(o.hex); return h.ok ? h.value : undefined; } },
      ({ state, roller, side }) => {
        const hex = parseHex(o.hex);
        if (!hex.ok) return fail('lnl/bad-hex', { text: o.hex });
        const chosen = o.defenders === undefined ? undefined : parseIdList(o.defenders);
        if (chosen && !chosen.ok) return chosen;
        const r = meleeAction(state, side, hex.value, chosen?.value, roller);
        if (!r.ok) return r;
        return ok({ state: endImpulse(r.value.state), result: r.value.result });
      },
      (r) => {
        const lines = [`⚔️ Melee (8.0) in ${formatHex(r.hex)}: ${r.attackers.map(unitName).join(', ')} against ${r.defenders.map(unitName).join(', ')}.`];
        if (r.round.attack) lines.push(attackText('Attack', r.round.attack));
        if (r.round.counterattack) lines.push(attackText('Counterattack', r.round.counterattack));
        if (r.round.autoEliminated.length) lines.push(`Shaken and alone in the melee: ${r.round.autoEliminated.map(unitName).join(', ')} eliminated.`);
        lines.push(r.round.eliminated.length ? `Eliminated: ${r.round.eliminated.map(unitName).join(', ')}.` : 'Nobody falls; the melee goes on.');
        return lines.join('\n');
      },
    ));
  },
});
