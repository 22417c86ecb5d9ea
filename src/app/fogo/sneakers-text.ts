import type { FogoView } from '../../core/rulesets/fogo/view.js';
import { userText } from '../format.js';

const where = (x: { feature?: string; position?: string }): string =>
  x.feature ? ` in ${userText(x.feature)}${x.position ? ` (${userText(x.position)})` : ''}` : x.position ? ` at ${userText(x.position)}` : ' in the open';

/**
 * Sneakers, Spoor and troops left hidden, from a projected view: a side's own markers with what
 * they hold, everyone else's only as the public sees them.
 */
export function sneakersText(view: FogoView): string {
  const fc = view.fieldcraft;
  if (!fc || (fc.sneakers.length === 0 && fc.spoor.length === 0 && !fc.caches?.length)) return 'No Sneakers or Spoor on the table.';
  const lines: string[] = [];
  for (const s of fc.sneakers) {
    const pin = s.pinned ? ' [PINNED]' : '';
    const own = s.own ? (s.own.real ? ` — real: ${s.own.stands.map((id) => `\`${userText(id)}\``).join(', ')}` : ' — dummy') : '';
    lines.push(`• Sneaker \`${s.id}\` (${userText(s.side)})${where(s)}${pin}${own}`);
  }
  for (const c of fc.caches ?? []) lines.push(`• Hidden by ${c.sneaker}${where(c)}: ${c.stands.map((id) => `\`${userText(id)}\``).join(', ')}`);
  for (const sp of fc.spoor) lines.push(`• Spoor \`${sp.id}\` (${userText(sp.side)})${where(sp)}`);
  if (fc.unallocated) {
    for (const [side, n] of Object.entries(fc.unallocated)) lines.push(`${userText(side)}: ${n} starting Sneaker(s) not yet allocated.`);
  }
  return lines.join('\n');
}
