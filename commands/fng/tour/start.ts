import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { tourSpec } from '../../../src/rulesets/fng/play/tour-orders.js';
import { startTourOrder } from '../../../src/rulesets/fng/rules/tour/moves/order-tour.js';

export const fngTourStart = command({
  name: 'start',
  description: 'Start your tour: your squad and platoon rolled, every man\'s DEROS',
  help: 'Rolls the squad on the army list (REP, weapons, an Attribute for each Grunt, L357); then the rest of the platoon (L558; hq:false leaves it off, a lone squad whose medic or machinegun is rolled once as its own): the Platoon HQ (lieutenant, platoon sergeant, RTO, L420–L439, its Medic and, USMC, its M-60 gunner, each 1–2 to come on each squad mission, L962, L399, L2182), who rolls the replacements (L2309), and the other squads — neither HQ nor other squads, nor their replacements, rolling Attributes (L357, L558) — all staying back on squad missions; the Star is its squad leader at REP 5, choosing two Attributes with /fng-tour roster (L358), and serves the whole tour (house rule fng.deros.star); every other man rolls 2d6 DEROS, what is left of his tour (L1232). month: the first month, 1967-01 to 1968-12, the tour ending by December 1968 (L1236). The roster is public.',
  options: {
    army: { type: 'string', description: 'Army list', required: true, choices: ['us-army', 'usmc', 'arvn', 'anzac'] },
    corps: { type: 'string', description: 'Corps zone', required: true, choices: ['I', 'II', 'III', 'IV'] },
    month: { type: 'string', description: 'First month, YYYY-MM (default 1967-01)', maxLength: 7 },
    star: { type: 'string', description: 'Your Star\'s name', maxLength: 40 },
    hq: { type: 'boolean', description: 'HQ and the other squads on the roster too (default true)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, tourSpec(ctx, 'fng-tour start', (a) =>
      startTourOrder(a, { army: o.army, corps: o.corps, ...(o.month ? { month: o.month } : {}), ...(o.star ? { star: o.star } : {}), ...(o.hq !== undefined ? { hq: o.hq } : {}) }),
    ));
  },
});
