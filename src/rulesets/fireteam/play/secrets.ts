import type { Campaign } from '../../../core/campaign.js';
import type { SideMessage } from '../../../core/ruleset.js';
import type { FireteamState } from '../rules/game/state.js';
import { viewFireteam, type FireteamView } from '../rules/game/view.js';
import type { Viewer } from '../../../core/views.js';
import { isShared, sharedIds } from '../../../core/unit-ref.js';
import { userText } from '../../../app/format.js';
import { pointText } from './format.js';
import { sameName } from '../../../core/same-name.js';

/** One side's own view, as its players (not the GM) see the game. */
export const sideViewer = (side: string, userId = ''): Viewer => ({ kind: 'member', userId, side, gm: false });


/**
 * What `side` knows and the enemy does not, as lines for its players: its patrol markers not yet
 * locked, its jump-off points no unit has come from, its units still off table. Empty when it keeps
 * no secret. Read from the side's own view only.
 */
export function secretStateLines(view: FireteamView, side: string, qualify = true): string[] {
  const markers = (view.patrol?.markers ?? []).filter((m) => sameName(m.side, side) && !m.locked);
  const jops = view.jops.length > 0 ? view.jops.filter((j) => sameName(j.side, side) && j.secret) : (view.patrol?.jops ?? []).filter((j) => sameName(j.side, side) && j.secret);
  const units = view.units.filter((u) => sameName(u.side, side) && u.secret);
  // An id another side's unit shares in this view is followed by the side.
  const shared = sharedIds(view.units);
  return [
    markers.length ? `Patrol markers the enemy has not found: ${markers.map((m) => `${userText(m.id)} ${pointText(m.position)}`).join(', ')}` : '',
    jops.length ? `Jump-off points the enemy has not seen: ${jops.map((j) => `${userText(j.id)} ${pointText(j.position)}`).join(', ')}` : '',
    units.length ? `Off table, unseen by the enemy: ${units.map((u) => `\`${userText(u.id)}\`${qualify && isShared(shared, u.id) ? ` (${userText(side)})` : ''}`).join(', ')}` : '',
  ].filter(Boolean);
}

/** The part of a side's own view that is secret from the enemy, to tell when it changed. */
function secretDigest(state: FireteamState, side: string): string {
  // Unqualified: an enemy unit coming into view is no change to this side's secrets.
  return JSON.stringify(secretStateLines(viewFireteam(state, sideViewer(side)), side, false));
}

/**
 * What to tell the players of every side whose secrets an order changed (the enemy's patrol marker
 * locking one of its own, the GM moving for it, a unit of its deploying from a secret JOP): its
 * secret state again, from its own view only; not the mover, whom the command's reply tells.
 */
export function secretUpdates(campaign: Campaign, before: FireteamState, after: FireteamState): SideMessage[] {
  return after.sides
    .filter((side) => secretDigest(before, side) !== secretDigest(after, side))
    .map((side) => {
      const lines = secretStateLines(viewFireteam(after, sideViewer(side)), side);
      const text = [
        `**${userText(campaign.name)}** — ${userText(side)}: your secret state changed (\`/board mine\` draws it).`,
        ...(lines.length ? lines : ['Nothing of yours is hidden from the enemy any more.']),
      ].join('\n');
      return { side, text, skipMover: true };
    });
}
