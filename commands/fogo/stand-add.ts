import { command } from '../../src/app/command.js';
import { addStandFor } from '../../src/rulesets/fogo/play/setup-moves.js';
import { ECHELONS, QUALITIES, STAND_TYPES, type FieldcraftDice, type Trait } from '../../src/rulesets/fogo/rules/troops/stands.js';

export const fogoStandAdd = command({
  name: 'add',
  description: 'Add a stand to your side (the GM names the side)',
  help: 'Traits are comma-separated: untrained, timid, reckless, looter, uneducated, tracker. A hidden stand is deployed secretly: only your side and the GM learn of it. offtable:true keeps a stand off the table (reserves, paratroops, helicopter passengers), equally secret until it arrives.',
  options: {
    id: { type: 'string', description: 'Stand id, e.g. CA-1', required: true, maxLength: 24 },
    type: { type: 'string', description: 'Stand type', required: true, choices: STAND_TYPES },
    quality: { type: 'string', description: 'Troop quality', required: true, choices: QUALITIES },
    fieldcraft: { type: 'integer', description: 'Fieldcraft dice (0–3)', required: true, min: 0, max: 3 },
    traits: { type: 'string', description: 'Comma-separated traits', maxLength: 100 },
    hidden: { type: 'boolean', description: 'Deploy hidden (secret from the enemy)' },
    offtable: { type: 'boolean', description: 'Off the table, in secret (reserves, paratroops)' },
    feature: { type: 'string', description: 'Terrain feature it is in', maxLength: 60 },
    commander: { type: 'string', description: 'The command stand it belongs to', maxLength: 24 },
    attached: { type: 'string', description: 'Bazooka only: the Rifle Team it is attached to', maxLength: 24 },
    echelon: { type: 'string', description: 'Commanders: PC, CC or BC', choices: ECHELONS },
    rating: { type: 'integer', description: 'Commanders: rally and close-combat rating', min: -3, max: 4 },
    side: { type: 'string', description: 'GM only: the side it belongs to', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) =>
    addStandFor(ctx, o.side, {
      id: o.id,
      type: o.type,
      quality: o.quality,
      fieldcraft: o.fieldcraft as FieldcraftDice,
      ...(o.traits ? { traits: o.traits.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean) as Trait[] } : {}),
      ...(o.hidden === undefined ? {} : { hidden: o.hidden }),
      ...(o.offtable === true ? { offTable: true } : {}),
      ...(o.feature ? { feature: o.feature } : {}),
      ...(o.commander ? { commandedBy: o.commander } : {}),
      ...(o.attached ? { attachedTo: o.attached } : {}),
      ...(o.echelon ? { echelon: o.echelon } : {}),
      ...(o.rating === undefined ? {} : { rating: o.rating }),
    }),
});
