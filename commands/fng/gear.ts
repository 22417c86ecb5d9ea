import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { flareOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-smoke.js';
import { fail } from '../../src/core/result.js';
import { flashlightOrder, starlightOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-night-gear.js';
import { clearObstacleOrder } from '../../src/rulesets/fng/rules/terrain/moves/order-obstacle.js';

/** Useful Gear (L365–L375) a soldier uses when active, and clearing a way through an obstacle (L1208, L1212). */
export const fngGear = command({
  name: 'gear',
  description: 'Useful Gear: flare, flashlight, starlight scope, wire cutters; pull up stakes, clear mines',
  help: 'use:flare — a pencil flare (L366), fired when active and not counted as firing: a 24" circle of daylight centred within 18", for this turn and the next; single shot. use:flashlight — on or off at night (L366): the enemy sees him as by day, and with at:x,y anyone in its beam toward that point (24" long, 2" wide); use:red-flashlight — its red filter mode (L366): it lights nobody and he is seen as he would be unlit; he sees 6" to his front whatever the dark (not in elephant grass). With at:x,y either light turns him to face that point (L618); else he faces the way he last moved. use:starlight — the night LOS through the starlight scope (L367–L372). use:cut-wire — wire cutters clip a 1" gap in barbed wire within 1" (L1208, L375); use:clear-stakes — pull up 2" x 2" of punji stakes within 2" (L1212); use:clear-mines — an Engineer clears 2" x 2" of a minefield within 2" (L1206); each is the figure\'s whole activation.',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    use: { type: 'string', description: 'What he does', required: true, choices: ['flare', 'flashlight', 'red-flashlight', 'starlight', 'cut-wire', 'clear-stakes', 'clear-mines'] },
    at: { type: 'string', description: 'The point, "x,y" (flare, clearing; where a flashlight shines, and he faces)', maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng gear', kind: 'act', side: o.side }, (a) => {
      if (o.use === 'flashlight' || o.use === 'red-flashlight') {
        const beam = o.at === undefined ? undefined : parsePoint(o.at);
        if (beam && !beam.ok) return beam;
        return flashlightOrder(a, { figure: o.figure, ...(o.use === 'red-flashlight' ? { mode: 'red' as const } : {}), ...(beam ? { at: beam.value } : {}) });
      }
      if (o.use === 'starlight') return starlightOrder(a, { figure: o.figure });
      if (o.at === undefined) return fail('fng/gear-needs-point', { use: o.use });
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      return o.use === 'flare' ? flareOrder(a, { figure: o.figure, at: at.value }) : clearObstacleOrder(a, { figure: o.figure, at: at.value, how: o.use });
    }));
  },
});
