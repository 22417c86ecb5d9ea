import { command } from '../../src/app/command.js';
import { helicopterAddedText } from '../../src/rulesets/fogo/play/format-actions.js';
import { fogoTable } from '../../src/rulesets/fogo/play/session.js';
import { setupSide } from '../../src/rulesets/fogo/play/setup.js';
import { findSide } from '../../src/core/campaign.js';
import { fail } from '../../src/core/result.js';
import { addHelicopter } from '../../src/rulesets/fogo/rules/air-assault.js';
import { HELICOPTER_TYPES, helicopterSlots } from '../../src/rulesets/fogo/rules/helicopters.js';

export const fogoHeliAdd = command({
  name: 'add',
  description: 'Add a helicopter at base, in secret (the GM names the side)',
  help: 'Alouette III: 2 passenger slots; Puma SA330: 6; the Alouette III gunship by house rule `helicopter.gunshipSlots`.',
  options: {
    id: { type: 'string', description: 'Helicopter id, e.g. AL-1', required: true, maxLength: 24 },
    type: { type: 'string', description: 'Helicopter type', required: true, choices: HELICOPTER_TYPES },
    side: { type: 'string', description: 'GM only: the side it belongs to', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const side = setupSide(ctx, table.value, o.side);
    if (!side.ok) return side;
    const added = addHelicopter(table.value.state, { side: side.value, id: o.id, type: o.type });
    if (!added.ok) return fail(added.code, added.params);
    const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: added.value });
    // A helicopter at base is off the table: only its side (and the GM) learn of it.
    const text = helicopterAddedText(side.value, o.id, o.type, helicopterSlots(o.type, table.value.rules));
    const to = (findSide(campaign, side.value)?.players ?? []).map((p) => p.id);
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo heli add', text } });
    return { ok: true, value: { private: { text } } };
  },
});
