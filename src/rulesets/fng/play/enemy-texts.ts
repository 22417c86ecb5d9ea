import { formatPoint } from '../../../core/board/geometry.js';
import type { FngEvent } from '../rules/events.js';
import type { FngView } from '../rules/view.js';

/** The texts of the enemy's side (part 2): what the channel may know of what the bot did. */

type EventOf<K extends FngEvent['kind']> = Extract<FngEvent, { readonly kind: K }>;

const AREA: Readonly<Record<EventOf<'mission'>['area'], string>> = {
  dmz: 'the DMZ',
  coastal: 'Coastal',
  interior: 'Interior',
  highlands: 'Highlands',
  'free-fire-zone': 'a Free Fire Zone',
  swamp: 'Swamp',
};

const STATUS = { pacified: 'Pacified', contested: 'Contested', 'pro-communist': 'Pro-Communist' } as const;

/** A mission begins (p.54–61): where, the levels as the public may know them, and the PEFs placed by section. */
export function missionLines(e: EventOf<'mission'>): string[] {
  const eal = e.eal === undefined ? 'EAL sealed (house rule `fng.hidden-eal`: committed below, published at the end)' : `EAL ${e.eal}, PEF REP ${e.pefRep ?? e.eal}`;
  return [
    `🗺️ **Mission** in ${e.corps} Corps, ${AREA[e.area]} (${STATUS[e.status]}), by ${e.night ? 'night' : 'day'}. FWF Support Level ${e.sl}; ${eal}. The bot plays the enemy.`,
    `❓ ${e.pefs.length} PEF${e.pefs.length === 1 ? '' : 's'} placed (L1392, 1d6 for the section each): ${e.pefs.map((p) => `${p.id} section ${p.sector} at ${formatPoint(p.at)}`).join('; ')}.`,
  ];
}

/** The mission and the PEF markers as a view may know them, for `/fng status` and `/fng-mission status`. */
export function missionStatusLines(v: FngView): string[] {
  const m = v.mission;
  if (!m) return [];
  const eal = m.eal === undefined ? 'EAL sealed' : `EAL ${m.eal}, PEF REP ${m.pefRep ?? m.eal}`;
  const enemy = m.enemy ? ` First contact: the enemy is ${ENEMY[m.enemy]}${m.activity ? ` (Activity: ${ACTIVITY[m.activity]})` : ''}.` : ' No contact yet.';
  const lines = [`🗺️ Mission: ${m.corps} Corps, ${AREA[m.area]} (${STATUS[m.status]}), ${m.night ? 'night' : 'day'}; FWF Support Level ${m.sl}; ${eal}.${enemy}`];
  lines.push(v.pefs.length ? `❓ PEFs: ${v.pefs.map((p) => `${p.id} at ${formatPoint(p.at)}${p.moved ? ' (has moved)' : ''}`).join('; ')}.` : '❓ No PEFs on the table.');
  if (v.all && v.traps.length) lines.push(`🪤 Traps laid (GM only): ${v.traps.map((t) => `${t.id} ${t.type} at ${formatPoint(t.at)}`).join('; ')}.`);
  return lines;
}

export const ENEMY = { lvc: 'Local VC', mfvc: 'Main Force VC', nva: 'NVA' } as const;
const ACTIVITY = { 'stepped-in-it': "We've stepped in it!", 'business-as-usual': 'business as usual', 'wheres-charlie': "Where's Charlie?" } as const;
