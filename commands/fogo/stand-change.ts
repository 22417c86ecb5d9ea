import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fogoTable, sharedInView } from '../../src/rulesets/fogo/play/session.js';
import { standLine } from '../../src/rulesets/fogo/play/setup.js';
import { fail } from '../../src/core/result.js';
import { anyStand, correctStand, type StandCorrection } from '../../src/rulesets/fogo/rules/state.js';
import { STAND_STATUSES } from '../../src/rulesets/fogo/rules/stands.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { sameUnit } from '../../src/core/unit-ref.js';
import { viewerOf } from '../../src/core/views.js';

export const fogoStandChange = command({
  name: 'change',
  description: "Correct a stand's status or markers when the table and the bot disagree (GM only)",
  options: {
    id: { type: 'string', description: 'Stand id', required: true, maxLength: 60, autocomplete: 'stand' },
    status: { type: 'string', description: 'New status', choices: STAND_STATUSES },
    nofire: { type: 'boolean', description: 'NO FIRE marker' },
    groundhug: { type: 'boolean', description: 'Ground hug marker' },
    hidden: { type: 'boolean', description: 'Hidden' },
    feature: { type: 'string', description: 'Terrain feature ("none" to clear)', maxLength: 60 },
    mounted: { type: 'boolean', description: 'Dragoons: mounted' },
    offtable: { type: 'boolean', description: 'Off table' },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const patch: StandCorrection = {
      ...(o.status === undefined ? {} : { status: o.status }),
      ...(o.nofire === undefined ? {} : { noFire: o.nofire }),
      ...(o.groundhug === undefined ? {} : { groundHug: o.groundhug }),
      ...(o.hidden === undefined ? {} : { hidden: o.hidden }),
      ...(o.feature === undefined ? {} : { feature: o.feature.toLowerCase() === 'none' ? null : o.feature }),
      ...(o.mounted === undefined ? {} : { mounted: o.mounted }),
      ...(o.offtable === undefined ? {} : { offTable: o.offtable }),
    };
    if (Object.keys(patch).length === 0) return fail('fogo/nothing-to-change');
    const changed = correctStand(table.value.state, o.id, patch);
    if (!changed.ok) return fail(changed.code, changed.params);
    const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: changed.value });
    const target = anyStand(table.value.state, o.id);
    const view = viewFogo(changed.value, viewerOf(campaign, ctx.actor));
    const stand = target.ok ? view.stands.find((s) => sameUnit(s, target.value)) : undefined;
    // The GM's correction may concern a hidden stand: the answer goes to the GM alone.
    return { ok: true, value: { private: { text: `GM correction: ${stand ? standLine(stand, sharedInView(view)) : userText(o.id)}` } } };
  },
});
