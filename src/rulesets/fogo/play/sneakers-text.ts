import { placeText } from './place-text.js';
import type { FogoView } from '../rules/view.js';
import { isShared, sharedIds } from '../../../core/unit-ref.js';
import { userText } from '../../../app/format.js';

const where = (x: { feature?: string; position?: string; at?: { x: number; y: number } }): string => ` ${placeText(x)}`;

/**
 * Sneakers, Spoor and troops left hidden, from a projected view: a side's own markers with what
 * they hold, everyone else's only as the public sees them.
 */
export function sneakersText(view: FogoView): string {
  const fc = view.fieldcraft;
  if (!fc || (fc.sneakers.length === 0 && fc.spoor.length === 0 && !fc.caches?.length)) return 'No Sneakers or Spoor on the table.';
  // A stand whose id another side's unit shares in this view is followed by its side.
  const shared = sharedIds([...view.stands, ...view.helicopters]);
  const stands = (ids: readonly string[], side: string): string =>
    ids.map((id) => `\`${userText(id)}\`${isShared(shared, id) ? ` (${userText(side)})` : ''}`).join(', ');
  const lines: string[] = [];
  for (const s of fc.sneakers) {
    const pin = s.pinned ? ' [PINNED]' : '';
    const own = s.own ? (s.own.real ? ` — real: ${stands(s.own.stands, s.side)}` : ' — dummy') : '';
    lines.push(`• Sneaker \`${s.id}\` (${userText(s.side)})${where(s)}${pin}${own}`);
  }
  for (const c of fc.caches ?? []) lines.push(`• Hidden by ${c.sneaker}${where(c)}: ${stands(c.stands, c.side)}`);
  for (const sp of fc.spoor) lines.push(`• Spoor \`${sp.id}\` (${userText(sp.side)})${where(sp)}`);
  if (fc.unallocated) {
    for (const [side, n] of Object.entries(fc.unallocated)) lines.push(`${userText(side)}: ${n} starting Sneaker(s) not yet allocated.`);
  }
  return lines.join('\n');
}
