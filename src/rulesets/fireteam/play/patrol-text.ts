import { userText } from '../../../app/format.js';
import type { JopPlaced, PatrolMoved } from '../rules/setup/patrol-phase.js';
import type { FireteamView } from '../rules/game/view.js';
import { pointText } from './format.js';
import type { Told } from './orders.js';

/** " Contact! Locked: **a2** (31,21), **d2** (42.62,18)." — locked markers are public, so it reads the public view. */
function contactText(locked: readonly string[], view: FireteamView): string {
  if (locked.length === 0) return '';
  const at = (id: string): string => {
    const m = view.patrol?.markers.find((x) => x.id === id);
    return `**${userText(id)}**${m ? ` ${pointText(m.position)}` : ''}`;
  };
  return ` Contact! Locked: ${locked.map(at).join(', ')}.`;
}

/** A patrol move: the channel hears that the side moved a marker (and any contact); where it went, only the side. */
export function patrolMoveText(r: PatrolMoved, view: FireteamView, own: FireteamView): Told {
  const stop = r.stoppedShort ? ` — it comes within 12" of the enemy and stops at ${pointText(r.to)}` : ` to ${pointText(r.to)}`;
  const locked = r.locked.length ? ` Locked: ${r.locked.map((m) => `**${userText(m)}**`).join(', ')}.` : '';
  const mine = own.patrol?.markers.filter((m) => m.side === r.side && !m.locked) ?? [];
  const left = mine.length ? `\nYour markers still hidden: ${mine.map((m) => `${userText(m.id)} ${pointText(m.position)}`).join(', ')}.` : '';
  return {
    public: `**${userText(r.side)}** moves a patrol marker.${contactText(r.locked, view)}`,
    private: `Patrol marker **${userText(r.marker)}** moves from ${pointText(r.from)}${stop}.${locked}${left}`,
  };
}

/** A jump-off point placed: after a patrol the channel hears only that one was, the side where. */
export function jopText(r: JopPlaced, view: FireteamView, own: FireteamView): Told {
  const placed = `jump-off point **${userText(r.jop)}** at ${pointText(r.at)}${r.why ? ` (${r.why === 'attested' ? 'cover attested' : userText(r.why)})` : ''}`;
  if (!view.patrol) return `**${userText(r.side)}** places ${placed}.`;
  const n = view.patrol.jopsPlaced[r.side] ?? 0;
  const mine = own.patrol?.jops.filter((j) => j.side === r.side) ?? [];
  return {
    public: `**${userText(r.side)}** places jump-off point ${n} of ${view.patrol.jopsPerSide} (where, only they know until a unit deploys from it).`,
    private: `You place ${placed}; the enemy learns of it when a unit deploys from it.\nYour jump-off points: ${mine.map((j) => `${userText(j.id)} ${pointText(j.position)}`).join(', ')}.`,
  };
}
