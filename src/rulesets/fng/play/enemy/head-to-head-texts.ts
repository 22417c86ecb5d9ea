import { formatPoint } from '../../../../core/board/geometry.js';
import { userText } from '../../../../app/format.js';
import type { FngEvent } from '../../rules/game/events.js';
import type { FngView } from '../../rules/view.js';

type EventOf<K extends FngEvent['kind']> = Extract<FngEvent, { readonly kind: K }>;

/**
 * Head to head's PEFs as text (L1221–L1227). The channel's lines never say what a PEF holds before it is
 * resolved: a note reads alike whether it holds the whole force or nothing.
 */

const sideOf = (v: FngView, s: 'fwf' | 'cf'): string => `**${userText(s === 'fwf' ? v.sides[0] : v.sides[1])}**`;

/** What a note says a PEF holds, for those who may know it. */
export const holdsText = (holds: readonly string[]): string => (holds.length ? holds.map((id) => `**${userText(id)}**`).join(', ') : 'nothing: a decoy');

export function headToHeadLines(e: EventOf<'side-pef-noted' | 'side-pef-moved' | 'side-pef-resolved'>, v: FngView, n: (key: string) => string): string[] {
  switch (e.kind) {
    case 'side-pef-noted':
      return [`📝 ${sideOf(v, e.side)} notes in secret what PEF ${e.pef} holds (L1226): sealed decision #${e.seq}, committed below; it is disclosed when ${e.pef} is resolved.`];
    case 'side-pef-moved':
      return [`❓ ${e.pef} moves from ${formatPoint(e.from)} to ${formatPoint(e.to)}.`];
    case 'side-pef-resolved': {
      const how = e.seer ? `seen by ${n(e.seer)} (L1405)` : `shown by ${sideOf(v, e.side)}`;
      const what = e.figures.length ? `${sideOf(v, e.side)}'s ${e.figures.map(n).join(', ')}, laid at its spot` : 'a decoy: nothing there, the marker is removed';
      return [`👁️ ${e.pef} at ${formatPoint(e.at)} is resolved, ${how}, without a table (L1226): ${what}. Its note is disclosed.`];
    }
  }
}

/** Your own side's note, for the noter alone: what the PEF holds. */
export function notedPrivately(e: EventOf<'side-pef-noted'>): string {
  return `📝 You noted PEF ${e.pef}: ${holdsText(e.holds)}. Only your side and the GM know it until ${e.pef} is resolved.`;
}

/** The PEFs of a head-to-head game as `v` may know them, for `/fng status` and `/fng-mission status`. */
export function sidePefStatusLines(v: FngView): string[] {
  if (!v.headToHead) return [];
  if (v.sidePefs.length === 0) return ['❓ Head to head: no PEF noted yet (`/fng pef note pef:1 holds:"<ids>"`, or `holds:decoy`).'];
  const one = (p: FngView['sidePefs'][number]): string => {
    const where = p.resolvedTurn !== undefined ? `resolved on turn ${p.resolvedTurn}` : p.at ? `at ${formatPoint(p.at)}${p.moved ? ' (moved this activation)' : ''}` : 'noted, not placed';
    return `${p.id} (${userText(p.side)}) ${where}${p.holds ? `: ${holdsText(p.holds)}` : ''}`;
  };
  return [`❓ Head-to-head PEFs: ${v.sidePefs.map(one).join('; ')}.`];
}
