import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint, type Point } from '../../../src/core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../src/core/result.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { enemyWatchesTheSky } from '../../../src/rulesets/fng/rules/support/moves/anti-aircraft-play.js';
import { HELICOPTER_DO, helicopterOrder, type HelicopterDo } from '../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import { doorGunsOrder } from '../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import { LOACH_CREW_DO, loachCrewOrder, type LoachCrewDo } from '../../../src/rulesets/fng/rules/support/moves/order-loach-crew.js';
import { support } from './options.js';

/** A gunship or medevac over the table lands, hovers, unloads, loads, takes off or leaves its hover (FNG 2nd Tour p.85–89); a Loach flies on the table (L1982). */

const point = (s: string | undefined): RuleResult<Point | undefined> => {
  if (s === undefined) return ok(undefined);
  const p = parsePoint(s);
  return p.ok ? p : fail(p.code, p.params);
};

export const fngMissionHelicopter = command({
  name: 'helicopter',
  description: 'A helicopter over the table lands, hovers, loads, unloads, takes off, leaves or fires its door guns',
  help: 'Each step rolls Helicopter Piloting (2d6 vs REP, night and the mission\'s inclement weather −1, L1951). land/hover at:x,y (from: the approach, figures: who it brings in): the enemy within 12" of the way in takes the Anti-Aircraft Check; a medevac\'s LZ is hot (L2007); hovering draws every enemy within 24" (L1937). Next activation unload or load (figures:, casualties carried, L1945); the one after, take-off (L1947). leave: off a hover. door-guns target:<enemy>: landed or hovering, each door gunner (REP rolled once, L1974) fires an M-60 at it, once an activation. A Loach may stay over the table (L1982): on-table at:x,y flies it there (36" a turn, Piloting for altitude), hover/leave twice a turn, off-table from the next turn; its observer drop-grenade/drop-smoke at:x,y (L2023) or observer-fire target:. A passenger aboard any helicopter landed or hovering (or a flying Loach): passenger-fire figures:<who> target: out of the door (L2016: three a side on a UH-1/UH-34, a quarter of a CH-46\'s, an OH-6\'s out of his own side), or drop-grenade/drop-smoke figures:<who> from a hover.',
  options: {
    do: { type: 'string', description: 'What it does', required: true, choices: [...HELICOPTER_DO, 'door-guns', ...LOACH_CREW_DO] },
    target: { type: 'string', description: 'door-guns, observer-fire, passenger-fire: the enemy figure fired at', maxLength: 40 },
    at: { type: 'string', description: 'The LZ or hover spot, "x,y"', maxLength: 20 },
    from: { type: 'string', description: 'It comes in from "x,y"', maxLength: 20 },
    figures: { type: 'string', description: 'Who it brings, unloads or loads; the passenger who fires or drops', maxLength: 200 },
    support,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission helicopter', kind: 'act', enemyDice: enemyWatchesTheSky }, (a) => {
      if (o.do === 'door-guns') return doorGunsOrder(a, { ...(o.target ? { target: o.target } : {}), ...(o.support ? { support: o.support } : {}) });
      const at = point(o.at);
      if (!at.ok) return at;
      const who = o.figures ? parseList(o.figures)[0] : undefined;
      if ((LOACH_CREW_DO as readonly string[]).includes(o.do)) return loachCrewOrder(a, { do: o.do as LoachCrewDo, ...(at.value ? { at: at.value } : {}), ...(o.target ? { target: o.target } : {}), ...(who ? { figure: who } : {}), ...(o.support ? { support: o.support } : {}) });
      const from = point(o.from);
      if (!from.ok) return from;
      return helicopterOrder(a, {
        do: o.do as HelicopterDo,
        ...(at.value ? { at: at.value } : {}),
        ...(from.value ? { from: from.value } : {}),
        ...(o.figures ? { figures: parseList(o.figures) } : {}),
        ...(o.support ? { support: o.support } : {}),
      });
    }));
  },
});
