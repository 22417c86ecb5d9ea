import { formatHex, type HexCoord } from '../../../core/board/hex.js';
import { userText, possessive } from '../../../app/format.js';
import type { PassOrderResult } from '../rules/orders/turn.js';
import type { HexMarker } from '../rules/game/state.js';
import type { AdministrativeReport } from '../rules/phases/turn.js';
import { inPlay } from '../rules/game/units.js';
import type { LnlView } from '../rules/game/view.js';
import { bombardmentLines } from './format-artillery.js';
import { die, unitLine } from './format.js';
import type { SpreadRoll } from '../rules/map/fire-spread.js';

const hexes = (hs: readonly HexCoord[]): string => hs.map(formatHex).join(', ');

/** What the Administrative phase did (LnL player aid 9.0), one clause per step that changed something. */
export function administrativeText(a: AdministrativeReport, spreadRolled = false): string {
  const steps = [
    `${a.markersRemoved} administrative marker${a.markersRemoved === 1 ? '' : 's'} removed`,
    a.smokeFlipped.length ? `Smoke 1 flipped to Smoke 2 in ${hexes(a.smokeFlipped)}` : '',
    a.smokeRemoved.length ? `Smoke 2 removed from ${hexes(a.smokeRemoved)}` : '',
    a.spottingRoundsRemoved.length ? `spotting rounds removed from ${hexes(a.spottingRoundsRemoved)}` : '',
    a.ffeRemoved.length ? `FFE removed from ${hexes(a.ffeRemoved)}` : '',
    a.fires.length ? (spreadRolled ? `fires burn in ${hexes(a.fires)}; the scenario spreads them (10.5.6.1)` : `fires burn in ${hexes(a.fires)}: check their spread by your module's rule 10.5.6.1 and set them with \`/lnl marker\``) : '',
  ].filter(Boolean);
  return `🗂️ Administrative phase of turn ${a.endedTurn}: ${steps.join('; ')}. Turn ${a.endedTurn + 1} begins.`;
}

/** "Turn 2, Operations: **US** to activate a hex (1 pass)." */
export function turnLine(view: LnlView): string {
  const phase = view.phase === 'rally' ? 'Rally phase' : view.phase === 'operations' ? 'Operations phase' : 'Administrative phase';
  if (view.phase === 'operations') {
    const passes = view.passes ? ` (${view.passes} consecutive pass${view.passes === 1 ? '' : 'es'})` : '';
    return `Turn ${view.turn}, ${phase}: ${possessive(`**${userText(view.impulse)}**`)} impulse${passes}.`;
  }
  if (view.phase === 'rally') {
    if (!view.initiativeSettled) return `Turn ${view.turn}, ${phase}: roll for the initiative with \`/lnl initiative\`.`;
    const waiting = view.sides.filter((s) => !view.rallyDone.includes(s));
    return `Turn ${view.turn}, ${phase}: **${userText(view.initiative)}** holds the initiative; ${waiting.map((s) => `**${userText(s)}**`).join(' and ')} still rallying (\`/lnl rally\`, then \`/lnl pass\`).`;
  }
  return `Turn ${view.turn}, ${phase}.`;
}

/** Each Fire Spread roll: "🔥 Fire spread (10.5.6.1) E5 → F4: 🎲6 → **Fire 1 in F4**". */
function spreadLines(rolls: readonly SpreadRoll[]): string[] {
  return rolls.map((x) => `🔥 Fire spread (10.5.6.1) ${formatHex(x.from)} → ${formatHex(x.to)}: ${die(x.die)} → ${x.spreads ? `**Fire 1 in ${formatHex(x.to)}**` : 'it does not catch'}`);
}

/** A pass: done rallying (and the walking barrages that opened Operations), a declined shot, or a pass of the impulse. */
export function passText(r: PassOrderResult): string {
  if (r.kind === 'rally-done') {
    return [`**${userText(r.side)}** is done rallying.`, ...(r.barrages.length ? ['🚶 Walking barrage (18.2.1) walks one hex and fires:', ...bombardmentLines(r.barrages)] : [])].join('\n');
  }
  return r.declined
    ? `**${userText(r.side)}** holds its fire after spotting; the impulse ends.`
    : r.ended
      ? `**${userText(r.side)}** is done with ${formatHex(r.ended)}; the impulse ends.`
      : r.admin
        ? [`**${userText(r.side)}** passes: three passes in a row end the Operations phase.`, administrativeText(r.admin, r.spread !== undefined), ...spreadLines(r.spread ?? [])].join('\n')
        : `**${userText(r.side)}** passes (${r.passes} in a row).`;
}

function markerText(m: HexMarker): string {
  switch (m.kind) {
    case 'smoke':
      return `Smoke ${m.level} in ${formatHex(m.at)}`;
    case 'fire':
      return `Fire in ${formatHex(m.at)}`;
    case 'wreck':
      return `Wreck in ${formatHex(m.at)}`;
    case 'spotting-round':
      return `${userText(m.side)} spotting round (${m.mission}) in ${formatHex(m.at)}`;
    case 'ffe':
      return `${userText(m.side)} FFE (${m.mission}, FP ${m.firepower}${m.walk ? `, walking ${m.walk.direction} ${m.walk.turnsLeft} more turn(s)` : ''}) in ${formatHex(m.at)}`;
    case 'acquisition':
      return `${userText(m.firer)} has acquired ${userText(m.target)} (+${m.level})`;
  }
}

/** Where the game is, and the markers on the map. */
export function statusText(view: LnlView): string {
  const markers = view.hexMarkers.map(markerText);
  return [turnLine(view), ...(markers.length ? ['Markers: ' + markers.join('; ')] : [])].join('\n');
}

/** Every counter of the view by side (those out of play too, with `all`). */
export function unitListText(view: LnlView, all: boolean): string {
  const lines = [turnLine(view)];
  for (const side of view.sides) {
    const units = view.units.filter((u) => u.side === side && (all || inPlay(u)));
    lines.push(`**${userText(side)}** — ${units.length} counter${units.length === 1 ? '' : 's'}`, ...units.map((u) => `• ${unitLine(u)}`));
  }
  return lines.join('\n');
}
