import { command } from '../../src/app/command.js';
import { declareLootableFeatures } from '../../src/rulesets/fogo/play/setup-moves.js';

export const fogoLootable = command({
  name: 'lootable',
  description: "Declare the lootable features (GM only; public)",
  help: 'Comma-separated, e.g. features:"Casa Branca, cantina, broken-down truck". Replaces the list. Looters in or near one may be tempted (`/fogo tempt`) and must resist to move elsewhere (`/fogo resist`).',
  options: {
    features: { type: 'string', description: 'Lootable features, comma-separated', required: true, maxLength: 300 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run: (ctx, o) => declareLootableFeatures(ctx, o.features),
});
