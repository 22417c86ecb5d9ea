import { command } from '../src/app/command.js';
import { ledgerForRolls, rollInLedger } from '../src/app/dice.js';
import { formatCommitment, formatRoll, formatSealedRoll, possessive, userText } from '../src/app/format.js';
import type { Outcome } from '../src/app/outcome.js';
import { isGm } from '../src/core/campaign.js';
import { readQuickDice } from '../src/core/dice/quick/quick-roll.js';
import type { Audience } from '../src/core/ledger.js';
import { PUBLIC, viewerOf, viewRoll } from '../src/core/views.js';

/**
 * The forms /roll reads, by family, each with examples that roll as written (test/app/roll-help.test.ts
 * rolls every one). Where the bots players come from read a form two ways, the line says which
 * reading /roll takes and how to write the other (docs/dice.md).
 */
export const ROLL_FORMS: readonly { readonly family: string; readonly forms: readonly string[]; readonly note?: string }[] = [
  { family: 'Dice and maths', forms: ['3d6', '2d10+3', 'd%', '4dF', 'd66', '1 + 3 * 6', '15 // 2', 'floor(3d6/2)'] },
  { family: 'Keep and drop', forms: ['4d6k3', '2d20kl1', '4d6 d1', '4d6p1', '(1d4, 2+2, 3d6kl1)kh1', '((10d6kh5)kl2)kh1'] },
  { family: 'Explode and reroll', forms: ['3d6 e6', '3d6 ie6', '2d6!', '2d6!!', '4d6 r2', '4d6 ir2', '2d6ro<3', '8d6mi2'] },
  { family: 'Count and test', forms: ['6d10 t7', '5d10 t8 f1', '6d6 hits on 4+', '6d6 4+', '3d6 vs 12', '2d6 vs 4', '3d6<=12', '1d20+5 >= 15'] },
  { family: 'Several, private, comments', forms: ['6 4d6', '4d6; 1d20', 'p 4d6', '4d6 ! damage', '1d20+5 to hit', '3d6 [fire] + 1d4'] },
  {
    family: 'Game systems (Dice Maiden)',
    forms: ['wng dn2 4d6', 'dh 4d10', 'gb 8d8', '2hsn', '5hsk1 +1d3', '3hsh', 'ed15', 'ed4e15', 'ex5', '4cod', '4wod8', 'sr6', '6yz', '3wh4+', 'dd34', '+d20', '-d20', 'dndstats'],
  },
  {
    family: 'Where Avrae and Dice Maiden differ',
    forms: ['4d6k3', '4d6k=3', 'd%', '(1d10-1)*10', '3d6e5', '3d6!=5', '15/2', '15//2', '-d20', '-1d20', '10d6kh5kl2'],
    note:
      '`4d6k3` keeps the highest 3 (dice showing 3: `4d6k=3`); `d%` is 1–100 (a tens die: `(1d10-1)*10`); `3d6e5` explodes once on 5+ ' +
      '(again, on 5 only: `3d6!=5`); `15/2` is 7.5 (`15//2` is 7); `-d20` is disadvantage (a negative d20: `-1d20`); `10d6kh5kl2` keeps the dice either picks.',
  },
];

function helpText(): string {
  const families = ROLL_FORMS.map((f) => `**${f.family}**: ${f.note ?? f.forms.map((x) => `\`${x}\``).join(' ')}`);
  return [
    'Reads the dice of Roll20-style rollers, Avrae and Dice Maiden, and wargamers\' forms; the post shows how it read them (`6d10 t7` → `6d10>=7`).',
    ...families,
    'Every roll is numbered in a ledger; `/verify` recomputes it once the secret is published. `hidden:true` (or `p`) shows the dice only to the GM, outside a campaign only to you. ' +
      'Limits: 200 characters, 1,000 dice, 1,000 sides, 4 rolls. More: docs/dice.md.',
  ].join('\n');
}

export const roll = command({
  name: 'roll',
  description: 'Roll dice: 3d6, 4d6kh3, 6d10 t7, 6 4d6, 3d6 vs 12, wng 4d6 … (/help command:roll)',
  help: helpText(),
  options: {
    dice: { type: 'string', description: 'Dice, e.g. 4d6kh3, 6d10 t7, 3d6 vs 12; several with ;', required: true },
    reason: { type: 'string', description: 'What the roll is for', maxLength: 200 },
    hidden: { type: 'boolean', description: 'Show the dice only to the GM (or to you outside a campaign)' },
  },
  inDms: true,
  preconditions: [],
  run(ctx, o) {
    const read = readQuickDice(o.dice);
    if (!read.ok) return read;
    const campaign = ctx.campaign;
    const hidden = o.hidden === true || read.value.private;
    const { ledger, opened } = ledgerForRolls(ctx, hidden);
    const audience: Audience = hidden ? { kind: 'hidden', to: [campaign ? campaign.gm.id : ctx.actor.id] } : { kind: 'public' };
    const rolled = rollInLedger(ctx, ledger, { command: 'roll', audience, ...(o.reason ? { reason: o.reason } : {}) }, (r) =>
      read.value.rolls.map((one) => r.roll({ op: 'dice', text: one.text }, one.comment)),
    );
    if (!rolled.ok) return rolled;
    const { entry } = rolled.value;
    if (!entry) throw new Error('a quick roll made no ledger part');
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
