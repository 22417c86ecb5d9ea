import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseFlightLine, parseOptionalPoint } from '../../../src/rulesets/fng/play/parse.js';
import { FAC_RUNS, facOrder, lightOrder, spookyOrder, type FacRun } from '../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import { enemyHmgWatches } from '../../../src/rulesets/fng/rules/support/moves/anti-aircraft-play.js';
import { spot, line, support } from './options.js';

/** Air support that sees and lights (FNG 2nd Tour p.84–88): the FAC's runs, the AC-47, flares and searchlights. */


export const fngMissionFac = command({
  name: 'fac',
  description: 'The FAC over the table flies a run: spot, mark with WP, or fire',
  help: 'Once an activation, in one with no airstrike (L1925). spot: every enemy group and PEF within 12" of the line takes the Aerial Spotting Check, 2d6 vs the pilot\'s REP, −1d6 cover and −1d6 concealment from the air; 2 passed spots it, and a PEF is resolved at once (L1915–L1927); a helicopter named by support: spots instead, hover:true +1d6. mark: a WP rocket at at:, attacks within 24" of its smoke +1 pilot REP (L1922). fire: the pilot\'s own weapon at target:. Then `/fng-mission fire-mission spotter:fac at:x,y` on what was spotted last turn (L1924).',
  options: {
    run: { type: 'string', description: 'What the run does', required: true, choices: FAC_RUNS },
    line,
    at: spot,
    target: { type: 'string', description: 'The enemy the pilot fires at', maxLength: 40 },
    support,
    hover: { type: 'boolean', description: 'A helicopter spotting hovers at the line\'s end' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission fac', kind: 'act' }, (a) => {
      const l = parseFlightLine(o.line);
      if (!l.ok) return l;
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      return facOrder(a, { run: o.run as FacRun, ...(l.value ? { line: l.value } : {}), ...(at.value ? { at: at.value } : {}), ...(o.target ? { target: o.target } : {}), ...(o.support ? { support: o.support } : {}), ...(o.hover ? { hover: true } : {}) });
    }));
  },
});

export const fngMissionSpooky = command({
  name: 'spooky',
  description: 'The AC-47 "Spooky" makes a gun run',
  help: 'At night, two gun runs (L1928–L1931): a 12" swath along line:, or an 8" ring about at: with inside radius: 10–20. Everything in it, friend or foe, takes a Target 4, Impact 3 attack at REP 5. Then each enemy HMG on the table takes a Received Fire Test and on Fire shoots at it, fast moving, hits on Aircraft Damage (L1931; the GM sees its dice). Its flares: `/fng-mission light`.',
  options: {
    line,
    at: spot,
    radius: { type: 'integer', description: 'The ring\'s inside radius', min: 10, max: 20 },
    support,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission spooky', kind: 'act', enemyDice: enemyHmgWatches }, (a) => {
      const l = parseFlightLine(o.line);
      if (!l.ok) return l;
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      return spookyOrder(a, { ...(l.value ? { line: l.value } : {}), ...(at.value ? { at: at.value } : {}), ...(o.radius === undefined ? {} : { radius: o.radius }), ...(o.support ? { support: o.support } : {}) });
    }));
  },
});

export const fngMissionLight = command({
  name: 'light',
  description: 'Light the night: a flare, a searchlight or an illumination round',
  help: 'An AC-47 or Nighthawk drops a flare at at:, one a turn (L1931, L1990); a Firefly\'s searchlight lights a 24" circle hovering (hover:true at:) or a 12" strip along line: this turn (L1988); mortars or artillery fire illumination, spotter: calling it in, one round a weapon (L1810). A flare or round lights a 24"/36" circle for three turns; a target in light is seen at day range.',
  options: {
    at: spot,
    line,
    hover: { type: 'boolean', description: 'The Firefly hovers' },
    spotter: { type: 'string', description: 'Who calls illumination in', maxLength: 40, autocomplete: 'stand' },
    support,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission light', kind: 'act' }, (a) => {
      const l = parseFlightLine(o.line);
      if (!l.ok) return l;
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      return lightOrder(a, { ...(at.value ? { at: at.value } : {}), ...(l.value ? { line: l.value } : {}), ...(o.hover ? { hover: true } : {}), ...(o.spotter ? { spotter: o.spotter } : {}), ...(o.support ? { support: o.support } : {}) });
    }));
  },
});

export const fngMissionAir = [fngMissionFac, fngMissionSpooky, fngMissionLight];
