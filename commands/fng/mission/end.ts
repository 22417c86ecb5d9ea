import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { parseKills, parseList } from '../../../src/rulesets/fng/play/parse.js';
import { tourSpec } from '../../../src/rulesets/fng/play/tour-orders.js';
import { missionResultOrder } from '../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';

export const fngMissionEnd = command({
  name: 'end',
  description: 'End the mission: the enemy\'s secrets disclosed, body count, Victory Points, result, medals',
  help: 'When its turns are up, the enemy is gone or you leave the table (L2182); a Free World player or the GM ends it. No more orders in it; the EAL (when sealed) and the traps never found are disclosed, each published with its salt for /verify. Then the body count (each enemy Obviously Dead 1d6, 4–6 confirmed, L2268; each credited to whoever inflicted it, as the table kept it; kills:"pink>vc1-2, barnes>vc2-1" corrects the credit), the Victory Points of the mission (L2198–L2258; support, civilian casualties and tunnels counted), the Mission Result and its table (L2261–L2289), and a Medal of Valor roll for each man in medals: (L2283). medevac: names the wounded a medevac flew out. A Defense mission needs objective:, a Patrol or Recon exited:; sectors: and revealed: count what a Patrol (sectors seen, PEFs revealed) or Recon (PCs revealed) achieved. A mission started by hand counts as a Fight. On a tour, /fng-tour after-action follows.',
  options: {
    kills: { type: 'string', description: 'Corrects who killed whom (the bot keeps it): "pink>vc1-2, barnes>vc2-1"', maxLength: 300 },
    medals: { type: 'string', description: 'Men whose acts earn a Medal roll: "pink, barnes"', maxLength: 200 },
    medevac: { type: 'string', description: 'Wounded a medevac flew out', maxLength: 200 },
    objective: { type: 'string', description: 'Defense: the objective', choices: ['held-clear', 'held', 'lost'] },
    exited: { type: 'boolean', description: 'Patrol/Recon: left by the entry point in time' },
    sectors: { type: 'integer', description: 'Patrol: sectors patrolled', min: 0, max: 6 },
    revealed: { type: 'integer', description: 'Patrol: PEFs revealed; Recon: PCs revealed', min: 0, max: 30 },
    all: { type: 'boolean', description: 'Recon: every PC revealed' },
    detained: { type: 'integer', description: 'Defense: suspects detained at the check point (default: those the bot held)', min: 0, max: 30 },
    civilians: { type: 'integer', description: 'Civilian casualties', min: 0, max: 30 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, tourSpec(ctx, 'fng-mission end', (a) => {
      const kills = parseKills(o.kills);
      if (!kills.ok) return kills;
      return missionResultOrder(a, {
        kills: kills.value,
        medals: parseList(o.medals),
        medevac: parseList(o.medevac),
        ...(o.objective ? { objective: o.objective } : {}),
        ...(o.exited !== undefined ? { exited: o.exited } : {}),
        ...(o.sectors !== undefined ? { sectors: o.sectors } : {}),
        ...(o.revealed !== undefined ? { revealed: o.revealed } : {}),
        ...(o.all !== undefined ? { allRevealed: o.all } : {}),
        ...(o.detained !== undefined ? { detained: o.detained } : {}),
        ...(o.civilians !== undefined ? { civilians: o.civilians } : {}),
      });
    }));
  },
});
