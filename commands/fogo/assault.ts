import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { closeCombatText } from '../../src/rulesets/fogo/play/format-actions.js';

import { closeCombat } from '../../src/rulesets/fogo/rules/actions/close-combat.js';

export const fogoAssault = command({
  name: 'assault',
  description: 'Close combat: your stands in contact against the enemy\'s there',
  help: 'Each side rolls 1d6 plus its modifiers (+1 a squad, −1 a heavy weapon, commanders their rating, a Commissar +2, quality, Suppressed −2); ties are rolled again; every stand of the loser is killed. Losing the assault passes the initiative. Fire reactively at the assaulters first with `/fogo reactive assault:true`.',
  options: {
    attackers: { type: 'string', description: 'Your assaulting stand ids, comma-separated', required: true, maxLength: 200 },
    defenders: { type: 'string', description: 'Every enemy stand in the combat, comma-separated', required: true, maxLength: 200 },
    support: { type: 'string', description: 'Your command stands within one stand width, supporting', maxLength: 200 },
    enemysupport: { type: 'string', description: 'Enemy command stands within one stand width of the defenders', maxLength: 200 },
    building: { type: 'boolean', description: 'The defenders hold a building or fortification' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo assault', kind: 'close-combat' },
      ({ state, roller, rules, side }) =>
        closeCombat(
          state,
          {
            side,
            attackers: standIds(o.attackers),
            defenders: standIds(o.defenders),
            ...(o.support === undefined ? {} : { attackerSupport: standIds(o.support) }),
            ...(o.enemysupport === undefined ? {} : { defenderSupport: standIds(o.enemysupport) }),
            ...(o.building === undefined ? {} : { defendersInStructure: o.building }),
          },
          roller,
          rules,
        ),
      closeCombatText,
    ));
  },
});
