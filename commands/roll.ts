import { command } from '../src/app/command.js';
import { ledgerForRolls, rollInLedger } from '../src/app/dice.js';
import { formatCommitment, formatRoll, formatSealedRoll, possessive, userText } from '../src/app/format.js';
import type { Outcome } from '../src/app/outcome.js';
import { isGm } from '../src/core/campaign.js';
import type { Audience } from '../src/core/ledger.js';
import { PUBLIC, viewerOf, viewRoll } from '../src/core/views.js';

export const roll = command({
  name: 'roll',
  description: 'Roll dice in standard notation, e.g. 3d6, 4d6>=5, 2d10+3, 4d6kh3',
  help:
    'Every roll is numbered in a ledger and can be recomputed with /verify once its secret is published. ' +
    'With hidden:true the channel sees only that roll #n was made. In a campaign only the GM sees the dice. Outside one ' +
    'only you do: your hidden rolls go to your own sealed ledger, which no one but you can publish (`/verify mine:true`). ' +
    'Limits: 200 characters, 1,000 dice, 1,000 sides.',
  options: {
    dice: { type: 'string', description: 'Dice notation, e.g. 4d6>=5', required: true },
    reason: { type: 'string', description: 'What the roll is for', maxLength: 200 },
    hidden: { type: 'boolean', description: 'Show the dice only to the GM (or to you outside a campaign)' },
  },
  inDms: true,
  preconditions: [],
  run(ctx, o) {
    const campaign = ctx.campaign;
    const hidden = o.hidden === true;
    const { ledger, opened } = ledgerForRolls(ctx, hidden);
    const audience: Audience = hidden ? { kind: 'hidden', to: [campaign ? campaign.gm.id : ctx.actor.id] } : { kind: 'public' };
    const rolled = rollInLedger(ctx, ledger, { command: 'roll', audience, ...(o.reason ? { reason: o.reason } : {}) }, (r) =>
      r.roll({ op: 'notation', notation: o.dice }),
    );
    if (!rolled.ok) return rolled;
    const { entry } = rolled.value;
    if (!entry) throw new Error('a notation roll drew no dice');
    const own = formatRoll(viewRoll(entry, viewerOf(campaign, ctx.actor), false));
    if (ledger.kind === 'personal') {
      const name = userText(ctx.actor.name);
      const opening = opened ? `\nNew sealed dice ledger for ${possessive(name)} hidden rolls; only ${name} can publish it. ${formatCommitment(ledger.commitment)}` : '';
      const publish = `Only you see these dice until you publish your sealed ledger #${ledger.id} with \`/verify mine:true\`.`;
      return {
        ok: true,
        value: { public: { text: formatSealedRoll(viewRoll(entry, PUBLIC, false), ledger.id) + opening }, private: { text: `${own}\n${publish}` } },
      };
    }
    const opening = opened ? `\nNew dice ledger for this channel. ${formatCommitment(ledger.commitment)}` : '';
    const publicText = formatRoll(viewRoll(entry, PUBLIC, false)) + opening;
    if (!hidden) return { ok: true, value: { public: { text: publicText } } };

    let outcome: Outcome;
    if (!campaign || isGm(campaign, ctx.actor.id)) {
      outcome = { public: { text: publicText }, private: { text: own } };
    } else {
      const gmView = formatRoll(viewRoll(entry, viewerOf(campaign, campaign.gm), false));
      outcome = {
        public: { text: publicText },
        private: { text: `Your hidden roll #${entry.n} went to the GM, ${userText(campaign.gm.name)}.` },
        gm: { to: campaign.gm, post: { text: `**${userText(campaign.name)}** — ${gmView}` } },
      };
    }
    return { ok: true, value: outcome };
  },
});
