import { userText } from '../../../app/format.js';
import type { Asker, Guide } from '../../../core/ruleset.js';
import type { Projected } from '../../../core/views.js';
import type { FireteamGameView } from '../rules/game/game.js';
import type { FireteamView } from '../rules/game/view.js';
import { turnLine } from './format.js';
import { sameName } from '../../../core/same-name.js';

const bold = (s: string): string => `**${userText(s)}**`;

/** How each phase ends (seed 004, Sequence of Play), as the guide says it. */
const ENDS = {
  actions: 'The actions phase ends when both sides are `/fireteam done`; then both declare fire.',
  firing: 'Firing ends when every declared shot is resolved (or its side is `/fireteam done`, withholding the rest).',
  pinning: 'Pinning and morale ends when both sides are `/fireteam done`; morale is judged as it closes.',
  movement: 'Movement ends when both sides are `/fireteam done`.',
  assaults: 'Assaults end when both sides are `/fireteam done`; then the next turn begins.',
} as const;

/** The Patrol Phase's exit condition, with the count the asker may know (locked markers are public). */
function patrolProgress(view: FireteamView, side: string | undefined): string {
  const p = view.patrol!;
  const total = p.markers.length + Object.values(p.unseenMarkers).reduce((a, b) => a + b, 0);
  const locked = p.markers.filter((m) => m.locked);
  const yours = side === undefined ? '' : `, ${locked.filter((m) => sameName(m.side, side)).length} of them yours`;
  return `The patrol phase ends when all ${total} markers are locked (a marker locks within 12" of an enemy one; each must stay within 12" of a friendly one): ${locked.length} are${yours}.`;
}

/** What a Fire Team player may do now: the phase, whose step, the orders open to the asker, how it ends. */
export function fireteamGuide(view: Projected<FireteamGameView>, asker: Asker): Guide {
  // A new game waits in the jump-off-point step with no patrol until the GM's `/fireteam setup`.
  if (view.turn === 0 && view.phase === 'deploy-jops' && !view.patrol) {
    const mustered = asker.side === undefined ? undefined : view.units.some((u) => sameName(u.side, asker.side!));
    return {
      now: 'The battle has not started: each side musters its force, then the GM starts it (or the sides place their jump-off points by hand: `/fireteam patrol jop at:x,y`, then `/fireteam done`).',
      next: [
        ...(asker.gm ? ['You are the GM: once both sides have mustered, `/fireteam setup` starts the battle (with the Patrol Phase, or the scenario\'s jump-off points).'] : []),
        ...(asker.side === undefined && !asker.gm ? [`Join a side to play: \`/campaign join side:<${view.sides.map(userText).join('|')}>\`.`] : []),
        ...(mustered === false ? ['Muster your force: `/fireteam force list:<army list> squads:<n>` (or `file:` your JSON).'] : []),
        ...(mustered === true ? ['Your force is mustered; the GM starts the battle with `/fireteam setup`.'] : []),
      ],
    };
  }
  const now = turnLine(view);
  const gm = asker.gm ? ['You are the GM: give any order for a side with `side:`; `/fireteam done force:true` ends a phase whoever is waiting.'] : [];
  const side = asker.side;
  if (side === undefined && !asker.gm) return { now, next: [`Join a side to play: \`/campaign join side:<${view.sides.map(userText).join('|')}>\`.`] };
  const mine = side !== undefined;
  const yourStep = mine && sameName(view.step.side, side) && !view.step.done.some((d) => sameName(d, side));
  const waitingFor = (who: string): string => `Waiting for ${bold(who)}.`;
  const lines: string[] = [];
  switch (view.phase) {
    case 'patrol': {
      const toMove = view.patrol?.toMove ?? view.step.side;
      if (mine) {
        lines.push(sameName(toMove, side) ? 'Your move: one patrol marker in a straight line, `/fireteam patrol move marker:<id> to:x,y` (`/fireteam status` lists yours).' : waitingFor(toMove));
      }
      lines.push(patrolProgress(view, side));
      break;
    }
    case 'deploy-jops': {
      const p = view.patrol;
      if (p) {
        if (mine) lines.push(sameName(p.toMove, side) ? 'Your turn: place a jump-off point within 12" of one of your markers, in cover, `/fireteam patrol jop at:x,y`.' : waitingFor(p.toMove));
        lines.push(`It ends when each side has placed ${p.jopsPerSide}: ${view.sides.map((s) => `${bold(s)} ${p.jopsPlaced[s] ?? 0}`).join(', ')}.`);
      } else {
        if (mine) lines.push('Place your jump-off points with `/fireteam patrol jop at:x,y`, then `/fireteam done`.');
      }
      break;
    }
    case 'actions':
      if (mine) lines.push(yourStep ? 'Your action: bring a unit on (`/fireteam deploy`), overwatch (`/fireteam overwatch on`) or go to ground (`/fireteam ground`); `/fireteam done` when you have no more.' : view.step.done.some((d) => sameName(d, side)) ? 'You are done; the other side carries on alone.' : waitingFor(view.step.side));
      lines.push(ENDS.actions);
      break;
    case 'firing': {
      const waiting = view.sides.filter((s) => !view.declared.some((d) => sameName(d, s)));
      if (mine) {
        if (!view.declared.some((d) => sameName(d, side))) lines.push('Declare all your fire at once, in secret: `/fireteam fire declare shots:"<unit> > <target>; …"` (no shots: hold fire).');
        else if (waiting.length) lines.push(`Your fire is declared; waiting for ${waiting.map(bold).join(' and ')}.`);
        else {
          const left = view.shotsLeft?.[side] ?? [];
          const others = view.sides.filter((s) => !sameName(s, side) && (view.shotsLeft?.[s]?.length ?? 0) > 0);
          lines.push(
            left.length
              ? `Resolve your declared shots (${left.map((id) => `\`${userText(id)}\``).join(', ')}): \`/fireteam fire resolve shooter:<unit>\`, \`/fireteam at\`, \`/fireteam artillery\`; \`/fireteam done\` withholds the rest.`
              : `Your fire is resolved; waiting for ${others.map(bold).join(' and ') || 'the phase to end'}.`,
          );
        }
      }
      lines.push(ENDS.firing);
      break;
    }
    case 'pinning':
      if (mine) lines.push(view.step.done.some((d) => sameName(d, side)) ? 'You are done.' : 'Rally pinned units (`/fireteam rally unit:<id> by:<officer>`) and use medics (`/fireteam medic`), then `/fireteam done`.');
      lines.push(ENDS.pinning);
      break;
    case 'movement':
      if (mine && view.awaitingOverwatch) {
        const w = view.awaitingOverwatch;
        lines.push(
          sameName(w.side, side)
            ? `Your \`${userText(w.unit)}\` moved under the enemy's overwatch: wait until they fire at it or give another order, which ends your step.`
            : `Your units on overwatch that did not have \`${userText(w.unit)}\` in view before it moved may fire at it now: \`/fireteam overwatch fire unit:<id> target:${userText(w.unit)}\`. Any other order of yours — your own move (\`/fireteam move\`, \`/fireteam embark\`, \`/fireteam disembark\`) or \`/fireteam done\` — lets it go and ends that step.`,
        );
      } else if (mine) lines.push(yourStep ? 'Your move: `/fireteam move unit:<id> to:x,y`, or get in and out of transport (`/fireteam embark`, `/fireteam disembark`); `/fireteam done` when finished.' : view.step.done.some((d) => sameName(d, side)) ? 'You are done; the other side carries on alone.' : waitingFor(view.step.side));
      lines.push(ENDS.movement);
      break;
    case 'assaults':
      if (mine) lines.push(yourStep ? 'Your assault: `/fireteam assault attackers:<ids> defenders:<ids>` with units in contact, or `/fireteam done`.' : view.step.done.some((d) => sameName(d, side)) ? 'You are done; the other side carries on alone.' : waitingFor(view.step.side));
      lines.push(ENDS.assaults);
      break;
  }
  return { now, next: [...gm, ...lines] };
}
