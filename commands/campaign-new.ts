import { command, rulesetOf } from '../src/app/command.js';
import { scenarioFor, withScenario } from '../src/app/board-access.js';
import { openLedger } from '../src/app/dice.js';
import { formatCommitment, userText } from '../src/app/format.js';
import { validateNewCampaign, type Campaign } from '../src/core/campaign.js';
import { botSideOf, openSides } from '../src/core/joining.js';
import { fail } from '../src/core/result.js';
import { RULESET_IDS } from '../src/rulesets/registry.js';
import { PUBLIC } from '../src/core/views.js';

export const campaignNew = command({
  name: 'new',
  description: 'Start a campaign in this channel; you become its GM',
  help: 'One campaign runs per channel. Sides are comma-separated, e.g. sides:"Portugal,FRELIMO". The dice commitment shown now lets anyone check every roll after the campaign ends.',
  options: {
    ruleset: { type: 'string', description: 'The rules the campaign is played by', required: true, choices: RULESET_IDS },
    name: { type: 'string', description: 'Campaign name', required: true, maxLength: 80 },
    sides: { type: 'string', description: 'Side names separated by commas', required: true, maxLength: 300 },
    scenario: { type: 'string', description: 'A built-in scenario to play on', autocomplete: 'scenario', maxLength: 60 },
    mode: { type: 'string', description: 'How it is played, where the ruleset offers a choice (e.g. head-to-head)', maxLength: 40 },
  },
  preconditions: ['no-campaign'],
  run(ctx, o) {
    const valid = validateNewCampaign(o.name, o.sides);
    if (!valid.ok) return valid;
    const scenario = o.scenario === undefined ? undefined : scenarioFor({ ruleset: o.ruleset }, ctx.scenarios.get(o.scenario), o.scenario);
    if (scenario && !scenario.ok) return scenario;
    const ruleset = rulesetOf(ctx, { ruleset: o.ruleset });
    const mode = o.mode?.trim().toLowerCase();
    if (mode !== undefined && !(ruleset.modes ?? []).includes(mode)) {
      return fail('campaign/unknown-mode', { mode: o.mode ?? '', ruleset: ruleset.name, modes: ruleset.modes?.length ? ruleset.modes.map((m) => `\`mode:${m}\``).join(', ') : 'none' });
    }
    const game = ruleset.newGame(valid.value.sides, mode);
    if (!game.ok) return game;
    const ledger = openLedger(ctx, 'campaign');
    const campaign: Campaign = {
      id: ledger.id,
      channelId: ctx.channelId,
      name: valid.value.name,
      ruleset: o.ruleset,
      gm: ctx.actor,
      sides: valid.value.sides.map((name) => ({ name, players: [] })),
      houseRules: {},
      game: game.value,
      status: 'active',
      createdAt: ctx.now,
      version: 1,
    };
    const started = scenario ? withScenario(campaign, scenario.value, ruleset) : campaign;
    const bot = botSideOf(ruleset, started);
    ctx.tx.insertCampaign(started);
    ctx.tx.appendEvent(campaign.id, {
      at: ctx.now,
      actor: ctx.actor,
      audience: { kind: 'public' },
      data: { kind: 'campaign-created', name: campaign.name, ruleset: campaign.ruleset, sides: valid.value.sides },
    });
    const text = [
      `⚔️ Campaign **${userText(campaign.name)}** (#${campaign.id}) starts: ${ruleset.name}${mode === undefined ? '' : `, ${mode}`}. GM: ${userText(ctx.actor.name)}.`,
      ...(scenario ? [`Scenario: **${userText(scenario.value.name)}** — \`/board show\` draws it.`] : []),
      `Sides: ${valid.value.sides.map((s) => `**${userText(s)}**`).join(', ')} — join with \`/campaign join side:<name>\`${bot === undefined ? '' : ` (not ${userText(bot)}: Sitrep and the GM play it)`}; once the game is under way, joining needs the GM.`,
      ...(ruleset.guide && started.game !== undefined ? [ruleset.guide(ruleset.viewFor(ruleset.gameOf(started.game), PUBLIC), { gm: false }).now] : []),
      ...(ruleset.firstMoves?.length ? [`First moves: ${ruleset.firstMoves.map((m) => `\`${m}\``).join(', then ')}; \`/campaign status\` says what you may do next.`] : []),
      `${formatCommitment(ledger.commitment)} — the secret behind it is published when the campaign ends, so every roll can be checked with \`/verify\`.`,
    ].join('\n');
    const join = { label: 'Join a side', path: ['campaign', 'join'], choose: { option: 'side', values: openSides(started, bot) }, lasting: true };
    return { ok: true, value: { public: { text, actions: [join] } } };
  },
});
