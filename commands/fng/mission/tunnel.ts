import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { hazardOrder } from '../../../src/rulesets/fng/play/hazard-orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { enterTunnelOrder, tunnelTurnOrder } from '../../../src/rulesets/fng/rules/tunnels/moves/order-tunnel.js';
import { detonateOrder } from '../../../src/rulesets/fng/rules/tunnels/moves/tunnel-charges.js';
import { tunnelRescueOrder } from '../../../src/rulesets/fng/rules/tunnels/moves/tunnel-rescue.js';

export const fngMissionTunnel = command({
  name: 'tunnel',
  description: 'Send figures down a tunnel, roll their turn below, rescue, set or fire charges',
  help: 'enter: up to 2 a turn by one entrance, within 4" and not yet moved (L1523); Minimum Time Down is rolled. Each later turn, name one of them: encounter check, encounter and Survival, Staying Down; coming up, Tunnel Success (L1525–L1566). rescue: a lost figure, by his party below, or from the surface down his entrance (half his turns searching; Survival at +1, L1553–L1556). charge: the figure named sets a C-4 block this turn below (L1559); with timer:1–4 it is readied on the Ready the Grenade Table and goes off by itself at the end of that turn (L784). detonate: a figure within 4" fires the charges at x,y (+1 VP each; those below roll Survival). What happens below is told to those whose figures are there (and the GM); the channel hears gunfire or an explosion and sees who comes up.',
  options: {
    figures: { type: 'string', description: 'Your figures (going down, below, rescuing, or firing the charges)', required: true, maxLength: 100 },
    enter: { type: 'string', description: 'The entrance "x,y" to go down', maxLength: 20 },
    rescue: { type: 'string', description: 'A figure lost below, to rescue', maxLength: 40 },
    charge: { type: 'string', description: 'Set a C-4 charge below this turn', choices: ['seal', 'section'] },
    timer: { type: 'integer', description: 'Time the charge: it goes off at the end of the turn this many turns on', min: 1, max: 4 },
    detonate: { type: 'string', description: 'Fire the charges at the entrance "x,y"', maxLength: 20 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const figures = parseList(o.figures);
    const acts = o.enter !== undefined || o.detonate !== undefined;
    return runMove(ctx, fng, hazardOrder(ctx, 'fng-mission tunnel', acts ? 'act' : 'react', (a) => {
      // The player who sends a party down is the one told what happens below; the GM rolls for anyone.
      const by = a.gm ? {} : { by: ctx.actor.id };
      if (o.detonate !== undefined) {
        const at = parsePoint(o.detonate);
        if (!at.ok) return at;
        return detonateOrder(a, { figure: figures[0] ?? '', at: at.value, ...by });
      }
      if (o.rescue !== undefined) return tunnelRescueOrder(a, { rescuers: figures, figure: o.rescue, ...by });
      if (o.enter === undefined) return tunnelTurnOrder(a, { figure: figures[0] ?? '', ...by, ...(o.charge === 'seal' || o.charge === 'section' ? { charge: o.charge } : {}), ...(o.timer === undefined ? {} : { timer: o.timer }) });
      const at = parsePoint(o.enter);
      if (!at.ok) return at;
      return enterTunnelOrder(a, { figures, at: at.value, ...by });
    }));
  },
});
