import { command } from '../../src/app/command.js';
import { lootableText } from '../../src/rulesets/fogo/play/format-actions.js';
import { fogoTable } from '../../src/rulesets/fogo/play/session.js';
import { fail } from '../../src/core/result.js';

export const fogoLootable = command({
  name: 'lootable',
  description: "Declare the scenario's lootable features (GM only); they are public",
  help: 'Comma-separated, e.g. features:"Casa Branca, cantina, broken-down truck". Replaces the list. Looters in or near one may be tempted (`/fogo tempt`) and must resist to move elsewhere (`/fogo resist`).',
  options: {
    features: { type: 'string', description: 'Lootable features, comma-separated (house, shop, broken-down truck…)', required: true, maxLength: 300 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const features = o.features.split(',').map((f) => f.trim()).filter(Boolean);
    if (features.length === 0 || features.some((f) => f.length > 60)) return fail('fogo/bad-feature');
    const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: { ...table.value.state, lootableFeatures: features } });
    const text = lootableText(features);
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo lootable', text } });
    return { ok: true, value: { public: { text } } };
  },
});
