import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList, parseTargets } from '../../src/rulesets/fng/play/parse.js';
import { fireOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { flameOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-flame.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fail } from '../../src/core/result.js';

export const fngFire = command({
  name: 'fire',
  description: 'Active fire: one figure at its targets, then every reaction',
  help: 'Once an activation a figure fires 1d6 per point of Target Rating, + REP each, the highest on the first target (Ranged Combat, L825). targets:"vc-1 x2, vc-2" declares the dice on each (without x: shared out). The bot then rolls Combat Damage, Recover From Knock Down, Received Fire and Man Down for the targets and friends within 4" (with the Leader Die), Cohesion, return fire, Duck Back and Retire with its Parting Shot — for both sides, in one post. On a loaded board the bot measures each target (distance, range), checks the line of sight (a refusal names what blocks it) and reads cover and concealment from the terrain as the shooter sees the target; cover:/concealed: are then the GM\'s word only (attested by anyone where no board is loaded). A flame-thrower fires at:x,y instead: a 3" path to the point (12"), a die for every figure in it, friend or foe, Impact 5; the path burns on for the battle (L782, L785). An M-79 or M203 (L780) fires its HE round at one target 12" to 36" away, one die, and a hit bursts a 5" circle at Impact 2 (the M203 readied each shot); buckshot:true fires buckshot instead, on the table (12", TR 3, Impact 1).',
  options: {
    shooter: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    targets: { type: 'string', description: 'Targets and dice: "vc-1 x2, vc-2"', maxLength: 200 },
    at: { type: 'string', description: 'A flame-thrower: the path\'s end, "x,y" (12")', maxLength: 20 },
    sidearm: { type: 'boolean', description: 'Fire the sidearm (a pistol) instead' },
    buckshot: { type: 'boolean', description: 'An M-79 or M203: buckshot (12", 3 targets) instead of HE' },
    bridge: { type: 'integer', description: 'TR spent bridging 1" gaps between targets (L819)', min: 0, max: 5 },
    cover: { type: 'string', description: 'Targets in cover: "vc-1, vc-2" (no board loaded; the GM\'s word against one)', maxLength: 200 },
    concealed: { type: 'string', description: 'Targets concealed (no board loaded; the GM\'s word against one)', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng fire', kind: 'act', side: o.side }, (a) => {
      if (o.at !== undefined) {
        const at = parsePoint(o.at);
        return at.ok ? flameOrder(a, { shooter: o.shooter, at: at.value }) : at;
      }
      if (o.targets === undefined) return fail('fng/no-targets');
      const targets = parseTargets(o.targets);
      if (!targets.ok) return targets;
      return fireOrder(a, {
        shooter: o.shooter,
        targets: targets.value,
        ...(o.sidearm ? { sidearm: true } : {}),
        ...(o.buckshot ? { buckshot: true } : {}),
        ...(o.bridge ? { bridge: o.bridge } : {}),
        cover: parseList(o.cover),
        concealed: parseList(o.concealed),
      });
    }));
  },
});
