import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { unitLine } from '../../src/rulesets/lnl/play/format.js';
import { fail, ok } from '../../src/core/result.js';
import { findUnit, updateUnit } from '../../src/rulesets/lnl/rules/state.js';
import { UNIT_MARKERS, UNIT_STATUSES, type Unit } from '../../src/rulesets/lnl/rules/units.js';

export const lnlUnitSet = command({
  name: 'set',
  description: 'Correct one of your counters: status, wound, a marker, helicopter mode, buttoned',
  help: 'For fixing the table by hand, as you would flip a counter: every change is logged in the channel. The GM may correct any side\'s counters.',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    status: { type: 'string', description: 'New status', choices: UNIT_STATUSES },
    wounded: { type: 'boolean', description: 'Wounded marker on or off' },
    marker: { type: 'string', description: 'Add a marker', choices: UNIT_MARKERS },
    clear: { type: 'boolean', description: 'Remove every marker' },
    mode: { type: 'string', description: 'Helicopter mode', choices: ['hover', 'flying'] },
    buttoned: { type: 'boolean', description: 'Vehicle buttoned up (true) or open (false)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl unit set', move: 'setup', side: o.side },
      ({ state, side }) => {
        const u = findUnit(state, o.unit);
        if (!u) return fail('lnl/unknown-unit', { unit: o.unit });
        if (u.side !== side) return fail('lnl/not-your-unit', { unit: u.id });
        if ([o.status, o.wounded, o.marker, o.clear, o.mode, o.buttoned].every((x) => x === undefined)) return fail('lnl/nothing-to-change');
        if (o.mode !== undefined && u.kind !== 'helicopter') return fail('lnl/not-a-helicopter', { unit: u.id });
        if (o.buttoned !== undefined && u.kind !== 'vehicle') return fail('lnl/not-a-vehicle', { unit: u.id });
        const change = (x: Unit): Unit => ({
          ...x,
          ...(o.status === undefined ? {} : { status: o.status }),
          ...(o.wounded === undefined ? {} : { wounded: o.wounded }),
          ...(o.mode === undefined ? {} : { mode: o.mode }),
          ...(o.buttoned === undefined ? {} : { buttoned: o.buttoned }),
          markers: [...(o.clear ? [] : x.markers.filter((m) => m !== o.marker)), ...(o.marker === undefined ? [] : [o.marker])],
        });
        const next = updateUnit(state, u.id, change);
        return ok({ state: next, result: findUnit(next, u.id)! });
      },
      (u) => `Corrected by hand: ${unitLine(u)}`,
    ));
  },
});
