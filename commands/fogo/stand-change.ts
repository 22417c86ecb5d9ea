import { command } from '../../src/app/command.js';
import { correctStandAsGm } from '../../src/rulesets/fogo/play/setup-moves.js';
import { STAND_STATUSES } from '../../src/rulesets/fogo/rules/troops/stands.js';

export const fogoStandChange = command({
  name: 'change',
  description: "Correct a stand's status or markers (GM only)",
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
  run: (ctx, o) =>
    correctStandAsGm(ctx, o.id, {
      ...(o.status === undefined ? {} : { status: o.status }),
      ...(o.nofire === undefined ? {} : { noFire: o.nofire }),
      ...(o.groundhug === undefined ? {} : { groundHug: o.groundhug }),
      ...(o.hidden === undefined ? {} : { hidden: o.hidden }),
      ...(o.feature === undefined ? {} : { feature: o.feature.toLowerCase() === 'none' ? null : o.feature }),
      ...(o.mounted === undefined ? {} : { mounted: o.mounted }),
      ...(o.offtable === undefined ? {} : { offTable: o.offtable }),
    }),
});
