import { userText } from '../../../app/format.js';
import type { AssaultOutcome } from '../rules/assault/assault-order.js';
import type { FireteamView } from '../rules/game/view.js';
import { diceText, namerFor, pointText } from './format.js';

/** "⚔️ Assault (defenders in cover: Kolkhoz barn): attackers kill 3, defenders kill 1.", each group's dice, the losses and who withdraws. */
export function assaultText(o: AssaultOutcome, view: FireteamView): string {
  const { r, lost, withdrawn, inCover, coverFrom, sides } = o;
  const name = namerFor(view);
  const rolled = [...r.attackers.rolls.map((g) => ({ g, side: sides.attackers })), ...r.defenders.rolls.map((g) => ({ g, side: sides.defenders }))];
  const rolls = rolled.map(({ g, side }) => `• ${name(g.unit, side)}: ${diceText(g.part)}${g.modifiers.length ? ` (${g.modifiers.map((m) => `${m.reason.replace('-', ' ')} ${m.value < 0 ? '−' : '+'}${Math.abs(m.value)}`).join(', ')})` : ''} → ${g.kills} kill${g.kills === 1 ? '' : 's'}`);
  const losses = lost.length ? lost.map((l) => `${name(l.id, l.side)} loses ${l.n}${l.gone ? ' — wiped out' : ''}`).join('; ') : 'no losses';
  const winner = r.winner === 'none' ? 'No result: nobody withdraws.' : `The ${r.winner} win${r.tie ? ' the tie' : ''}.`;
  const back = withdrawn.length ? ` ${withdrawn.map((w) => `${name(w.id, w.side)}${w.to ? ` to ${pointText(w.to)}` : ''}${w.stoppedBy ? ` (stopped short by ${userText(w.stoppedBy)})` : ''}`).join(', ')} withdraw${withdrawn.length === 1 ? 's' : ''} 12" and count${withdrawn.length === 1 ? 's' : ''} Pinned.` : '';
  return [
    `⚔️ Assault${inCover ? ` (defenders in cover${coverFrom ? `: ${userText(coverFrom)}` : ''})` : ''}: attackers kill ${r.attackers.kills}, defenders kill ${r.defenders.kills}.`,
    ...rolls,
    `Casualties: ${losses}. ${winner}${back}`,
  ].join('\n');
}
