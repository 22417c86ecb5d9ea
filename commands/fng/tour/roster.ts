import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { tourSpec } from '../../../src/rulesets/fng/play/tour-orders.js';
import { rosterSetOrder } from '../../../src/rulesets/fng/rules/tour/moves/order-tour-roster.js';

export const fngTourRoster = command({
  name: 'roster',
  description: 'Between missions: a man\'s name, Attribute, kit, RTO, whether he goes',
  help: 'Your roster between missions (L1241, L1244): name: renames him; attribute: an Attribute he is owed (a Star chooses two, and one at each new REP, L358; a Major Medal gives one, L2296); kit: hands him the platoon\'s spare m60, m79 or radio (Good Mission 4, L2273), his own weapon going to the spare kit; mission:false keeps him back from the next missions, mission:true sends him again (the Platoon HQ stays back on squad missions, L2182); rto:true makes him carry the radio a squad mission receives on 1–2 (L2182). Public.',
  options: {
    figure: { type: 'string', description: 'The man\'s roster id (s1-3, hq-1, fng2)', required: true, maxLength: 40 },
    name: { type: 'string', description: 'His name', maxLength: 40 },
    attribute: { type: 'string', description: 'An Attribute he may choose (marksman, pointman…)', maxLength: 20 },
    kit: { type: 'string', description: 'Spare kit to hand him', choices: ['m60', 'm79', 'radio'] },
    mission: { type: 'boolean', description: 'false: he stays back; true: he goes again' },
    rto: { type: 'boolean', description: 'He carries the radio a squad mission may receive' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, tourSpec(ctx, 'fng-tour roster', (a) =>
      rosterSetOrder(a, {
        figure: o.figure,
        ...(o.name !== undefined ? { name: o.name } : {}),
        ...(o.attribute !== undefined ? { attribute: o.attribute } : {}),
        ...(o.kit !== undefined ? { kit: o.kit } : {}),
        ...(o.mission !== undefined ? { mission: o.mission } : {}),
        ...(o.rto !== undefined ? { rto: o.rto } : {}),
      }),
    ));
  },
});
