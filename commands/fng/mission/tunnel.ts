import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { hazardOrder } from '../../../src/rulesets/fng/play/hazard-orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { enterTunnelOrder, tunnelTurnOrder } from '../../../src/rulesets/fng/rules/order-tunnel.js';

export const fngMissionTunnel = command({
  name: 'tunnel',
  description: 'Send figures down a tunnel (enter:x,y), or roll their turn below',
  help: 'enter: up to 2 a turn by one entrance, within 4" and not yet moved (L1523); Minimum Time Down is rolled. Each later turn, name one of them: encounter check, encounter and Survival, Staying Down; coming up, Tunnel Success (L1525–L1566). What happens below is told to you alone (and the GM); the channel hears gunfire or an explosion and sees who comes up.',
  options: {
    figures: { type: 'string', description: 'Your figures', required: true, maxLength: 100 },
    enter: { type: 'string', description: 'The entrance "x,y" to go down', maxLength: 20 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const figures = parseList(o.figures);
    return runMove(ctx, fng, hazardOrder(ctx, 'fng-mission tunnel', o.enter === undefined ? 'react' : 'act', (a) => {
      // The player who sends a party down is the one told what happens below; the GM rolls for anyone.
      const by = a.gm ? {} : { by: ctx.actor.id };
      if (o.enter === undefined) return tunnelTurnOrder(a, { figure: figures[0] ?? '', ...by });
      const at = parsePoint(o.enter);
      if (!at.ok) return at;
      return enterTunnelOrder(a, { figures, at: at.value, ...by });
    }));
  },
});
