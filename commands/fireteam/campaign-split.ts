import { command } from '../../src/app/command.js';
import { runRiverDecision } from '../../src/rulesets/fireteam/play/river.js';
import { ok } from '../../src/core/result.js';
import { allocatePoints } from '../../src/rulesets/fireteam/rules/campaign-map.js';

export const fireteamCampaignSplit = command({
  name: 'split',
  description: 'Campaign: split your 8 attack-vs-defence points, 4–6 attack and 2–4 defence (secret)',
  options: {
    attack: { type: 'integer', description: 'Points for your attack (4–6)', required: true, min: 0, max: 8 },
    defence: { type: 'integer', description: 'Points for your defence (2–4)', required: true, min: 0, max: 8 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runRiverDecision(ctx, { command: 'fireteam campaign split', side: o.side, what: 'split its points' }, (c, side) => {
      const r = allocatePoints(c, side, { attack: o.attack, defence: o.defence });
      if (!r.ok) return r;
      return ok({ state: r.value, revealed: r.value.sides.every((s) => r.value.allocations[s] !== undefined), mine: `attack ${o.attack}, defence ${o.defence}` });
    });
  },
});
