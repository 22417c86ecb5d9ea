import { formatPoint } from '../../../core/board/geometry.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { FngEvent } from '../rules/game/events.js';

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');

/** The events of a move meeting the enemy and of the way figures face, as the channel reads them: a move stopped by the In Sight (L653–L660), what is left of it, who comes into sight, who takes no In Sight for facing away (L651, L655, L806), who turns in place (L618), and who a charge brings into an In Sight (L683–L685). */
export type SightEvent = Extract<FngEvent, { readonly kind: 'move-stopped' | 'move-left' | 'into-sight' | 'in-sight-unseeing' | 'turned' | 'in-sight-joins' }>;

export function sightLines(e: SightEvent, n: (key: string) => string): string[] {
  switch (e.kind) {
    case 'move-stopped':
      return [`✋ ${n(e.figure)} comes into sight of ${e.enemies.map(n).join(', ')} and stops at ${formatPoint(e.at)}: the In Sight is triggered (L655)${e.others.length ? `, and ${e.others.map(n).join(', ')} ${e.others.length === 1 ? 'moves' : 'move'} up to 2″ more (L658)` : ''}.`];
    case 'move-left':
      return [`➡️ Move left to finish once the In Sight is over (L659): ${e.figures.map((x) => `${n(x.figure)} ${x.inches}″ toward ${formatPoint(x.to)}`).join('; ')} — \`/fng move\` again, no further than that.`];
    case 'into-sight':
      return [`👁️ The move brings ${e.figures.map(n).join(', ')} and ${e.enemies.map(n).join(', ')} into sight of each other: In Sight at once (L653–L655).`];
    case 'in-sight-unseeing':
      return [`👁️ ${e.figures.map(n).join(', ')} take${e.figures.length === 1 ? 's' : ''} no In Sight: it is taken by figures that see one of the other side taking it, and a figure sees only 180° to his front (L651, L655, L806)${e.none ? '. No In Sight is taken; a figure that sees an enemy who cannot see him may take his active fire (L613)' : ''}.`];
    case 'turned':
      return [`🔄 ${e.figures.map((t) => `${n(t.figure)} turns toward ${formatPoint(t.toward)}`).join('; ')} (L618: "Stay in place. The character may change the way he is facing"); he sees 180° about that way (L806).`];
    case 'in-sight-joins': {
      const scores = e.scores.map((s) => `${n(s.id)} ${s.dice}d6 ${faces(s.part)} → ${s.successes}`).join('; ');
      const when = [e.before.length ? `${e.before.map(n).join(', ')} before the charge` : '', e.after.length ? `${e.after.map(n).join(', ')} after it` : ''].filter(Boolean).join('; ');
      return [`👁️ ${n(e.charger)}'s charge brings others into the In Sight (L683–L685), against his ${e.successes}: ${scores}.${when ? ` Acting: ${when}.` : ' None acts.'}`];
    }
  }
}
