import { userText } from '../../../app/format.js';
import type { Deployed } from '../rules/actions/deploy.js';
import type { GoToGroundResult } from '../rules/troops/expertise.js';
import type { FireteamView } from '../rules/game/view.js';
import { expertiseText, namerFor, pointText } from './format.js';

/** "**r-b** deploys from jump-off point **jop-1** at (15,15) (2.1" from it, 6" allowed); it may not fire this turn.", and a secret JOP it gave away. */
export function deployText(r: Deployed, view: FireteamView, side: string): string {
  const revealed = r.revealedJop ? ` Jump-off point **${userText(r.revealedJop.id)}**, unseen by the enemy until now, is ${r.revealedJop.position ? `at ${pointText(r.revealedJop.position)}` : 'revealed'}.` : '';
  const from = 'jop' in r.from ? `jump-off point **${userText(r.from.jop)}**` : `road entrance **${userText(r.from.road)}**`;
  const reach = r.inches === undefined ? '' : ` (${r.inches}" from it, ${r.reach}" allowed)`;
  const facing = r.facing === undefined ? '' : ` It faces ${r.facing}° into the table (\`/fireteam heading\` this phase to face it elsewhere).`;
  return `${namerFor(view)(r.unit, side)} deploys from ${from} at ${pointText(r.at)}${reach}; it may not fire this turn.${revealed}${facing}`;
}

/** "**r-tank** now faces 90°: its fixed gun fires within 45° of that." */
export function headingText(r: { readonly unit: string; readonly heading: number }, view: FireteamView, side: string): string {
  return `${namerFor(view)(r.unit, side)} now faces ${r.heading}° (0° east, 90° south): a fixed gun fires within 45° of it (Firing: 90° arc).`;
}

/** "**r-a** goes on overwatch: …" */
export function overwatchText(id: string, view: FireteamView, side: string): string {
  return `${namerFor(view)(id, side)} goes on overwatch: it will not shoot in the firing phase, but may fire at enemies moving into view (\`/fireteam overwatch fire\`).`;
}

/** "**r-c** goes to ground: 2d6 … — it stays as it was." */
export function groundText(r: GoToGroundResult & { readonly unit: string }, view: FireteamView, side: string): string {
  return `${namerFor(view)(r.unit, side)} goes to ground: ${r.automatic ? 'a scout, no roll needed' : expertiseText(r.roll!)} — ${r.success ? 'its cover counts one better until it shoots or moves' : 'it stays as it was'}.`;
}
