import { userText } from '../../../app/format.js';
import type { AdvanceEvent } from '../rules/turn/advance.js';
import type { FireteamView } from '../rules/game/view.js';
import { namerFor, PHASE_TEXT } from './format.js';

/** One line for each thing that happened as the game moved on, units named as `view` (the public's) shows them. */
export function advanceLines(events: readonly AdvanceEvent[], view: FireteamView): string[] {
  const name = namerFor(view);
  return events.flatMap((e): string[] => {
    switch (e.kind) {
      case 'smoke':
        return [`💨 Smoke ${userText(e.cloud)}: d6 ${e.roll} — ${e.vanishes ? 'vanishes' : 'stays'}.`];
      case 'morale': {
        const share = `${e.casualties}/${e.figures} lost`;
        return e.status === 'removed'
          ? [`💀 ${name(e.unit, e.side)} ${share} (60%+): removed.`]
          : [`🛑 ${name(e.unit, e.side)} ${share} (30%+${e.heldByCommissar ? ', held in the field by its Commissar' : ''}): permanently Pinned — no shooting or moving, but it fights if assaulted.`];
      }
      case 'phase-over': {
        const c = e.change;
        return [
          ...(c.pinsLapsed.length ? [`Pins from earlier turns lapse: ${c.pinsLapsed.map((id, i) => name(id, c.pinsLapsedSides[i] ?? '')).join(', ')}.`] : []),
          ...(c.overwatchEnded.length ? [`Overwatch ends: ${c.overwatchEnded.map((id, i) => name(id, c.overwatchEndedSides[i] ?? '')).join(', ')}.`] : []),
          `⏭️ ${PHASE_TEXT[c.from]} over${c.from === 'assaults' ? `: turn ${c.turn} begins` : ''}.`,
        ];
      }
    }
  });
}
