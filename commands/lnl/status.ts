import { command } from '../../src/app/command.js';
import { formatHex } from '../../src/core/board/hex.js';
import { userText } from '../../src/app/format.js';
import { lnlCampaign, turnLine } from '../../src/rulesets/lnl/play/session.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/view.js';
import { PUBLIC } from '../../src/core/views.js';
import type { HexMarker } from '../../src/rulesets/lnl/rules/state.js';

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

export const lnlStatus = command({
  name: 'status',
  description: 'Turn, phase, initiative, whose impulse it is and the markers on the map',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const game = lnlCampaign(ctx);
    if (!game.ok) return game;
    const view = viewLnl(game.value.state, PUBLIC);
    const markers = view.hexMarkers.map(markerText);
    const text = [turnLine(view), ...(markers.length ? ['Markers: ' + markers.join('; ')] : [])].join('\n');
    return { ok: true, value: { public: { text } } };
  },
});
