import { sideOf } from '../../../core/campaign.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { ok, type RuleResult } from '../../../core/result.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { campaignAssault, gameBudget, recordResult, splitPoints, type CampaignGame, type CampaignState } from '../rules/campaign/campaign-map.js';
import { riverOf, withExtras } from '../rules/game/game.js';
import { viewFireteamCampaign, type CampaignView } from '../rules/game/view.js';
import { fireteamCampaign, fireteamTable } from './session.js';

const side = (s: string): string => `**${userText(s)}**`;

export function gameText(g: CampaignGame): string {
  const what = g.kind === 'encounter' ? `encounter: ${g.assaults.map((a) => `${side(a.side)} ${a.from}→${a.to}`).join(' meets ')}` : `${side(g.attacker!)} attacks ${g.assaults[0]!.from}→${g.assaults[0]!.to}, ${side(g.defender!)} defends`;
  const result = g.winner === undefined ? '' : g.winner === null ? ' — drawn' : ` — won by ${side(g.winner)}`;
  return `\`${g.id}\` ${what}${result}`;
}

/** The campaign as the viewer may know it: the map's owners, the turn's declarations and games, point splits and budgets. */
export function riverText(v: CampaignView, budgets: readonly string[]): string {
  const squares = v.map.squares.map((s) => `${s.id}${s.note ? ` (${s.note})` : ''}: ${s.owner ? side(s.owner) : 'vacant'}`);
  const lines = [`🗺️ **${userText(v.map.name)}** — campaign turn ${v.turn}, ${v.stage === 'declaring' ? 'declaring assaults' : 'fighting'}`, squares.join(' · ')];
  if (v.stage === 'declaring') {
    lines.push(`Declared: ${v.declared.length ? v.declared.map(side).join(', ') : 'nobody yet'}.`);
    for (const a of v.assaults) lines.push('holds' in a ? `Your declaration: ${side(a.side)} holds.` : `Your declaration: ${side(a.side)} assaults ${a.from}→${a.to}.`);
  } else {
    lines.push(...v.games.map(gameText));
    for (const [s, a] of Object.entries(v.allocations)) lines.push(`${side(s)} splits attack ${a.attack} / defence ${a.defence}.`);
  }
  lines.push(...budgets);
  if (v.history.length) lines.push(`Captured so far: ${v.history.flatMap((h) => h.captures.map((c) => `${c.square} by ${side(c.side)} (turn ${h.turn})`)).join(', ') || 'nothing'}.`);
  return lines.join('\n');
}

/** The points `side` may field in each of this turn's games (Forces). */
export function budgetLines(c: CampaignState, own: string | undefined): string[] {
  if (own === undefined || c.stage !== 'fighting') return [];
  return c.games.flatMap((g) => {
    const b = gameBudget(c, g.id, own);
    return b.ok ? [`${side(own)} in \`${g.id}\`: core ${b.value.core} points, reinforcements ${b.value.reinforcements ?? 'once both sides have split their points'}.`] : [];
  });
}

/**
 * Runs one side's campaign decision (an assault or a points split): answered to that side alone, the
 * channel told only that it has decided, until `revealed` says both have — then the channel sees all.
 */
function runRiverDecision(
  ctx: CommandContext,
  spec: { command: string; side?: string | undefined; what: string },
  decide: (c: CampaignState, side: string, rules: HouseRules) => RuleResult<{ readonly state: CampaignState; readonly revealed: boolean }>,
  mine: (r: { readonly state: CampaignState; readonly revealed: boolean }) => string,
): CommandResult {
  const table = fireteamTable(ctx, spec.side);
  if (!table.ok) return table;
  const { campaign, game, side: own, rules } = table.value;
  const r = decide(riverOf(game), own, rules);
  if (!r.ok) return r;
  const next = withExtras(game, { river: r.value.state });
  ctx.tx.saveCampaign({ ...campaign, game: next });
  const text = r.value.revealed
    ? `📜 ${side(own)} has ${spec.what}; both have, so all is revealed:\n${riverText(viewFireteamCampaign(r.value.state, PUBLIC), [])}`
    : `📜 ${side(own)} has ${spec.what} (kept secret until both sides have).`;
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: spec.command, text } });
  return ok({ public: { text }, private: { text: `Recorded for ${userText(own)}: ${mine(r.value)}.` } });
}

/** `/fireteam campaign assault`: the side's one assault, or holding, declared in secret (`campaignAssault`). */
export function runCampaignAssault(ctx: CommandContext, o: { readonly from?: string | undefined; readonly to?: string | undefined; readonly hold?: boolean | undefined; readonly side?: string | undefined }): CommandResult {
  return runRiverDecision(
    ctx,
    { command: 'fireteam campaign assault', side: o.side, what: 'declared its assault' },
    (c, side, rules) => campaignAssault(c, side, o, rules),
    () => (o.hold === true ? 'you hold your squares' : `assault ${o.from!.toUpperCase()}→${o.to!.toUpperCase()}`),
  );
}

/** `/fireteam campaign split`: the side's attack and defence points, split in secret (`splitPoints`). */
export function runCampaignSplit(ctx: CommandContext, o: { readonly attack: number; readonly defence: number; readonly side?: string | undefined }): CommandResult {
  return runRiverDecision(
    ctx,
    { command: 'fireteam campaign split', side: o.side, what: 'split its points' },
    (c, side) => splitPoints(c, side, { attack: o.attack, defence: o.defence }),
    () => `attack ${o.attack}, defence ${o.defence}`,
  );
}

/** `/fireteam campaign result` (the GM): a game's result; once all are in, the squares taken and the next turn. */
export function runCampaignResult(ctx: CommandContext, o: { readonly game: string; readonly winner?: string | undefined; readonly draw?: boolean | undefined }): CommandResult {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const { campaign, game } = found.value;
  const r = recordResult(riverOf(game), o.game, o);
  if (!r.ok) return r;
  const lines = [`📜 ${gameText(r.value.game)}.`];
  const caps = r.value.captures;
  if (caps) {
    lines.push(caps.length ? `Captured: ${caps.map((x) => `${x.square} by **${userText(x.side)}**`).join(', ')}.` : 'No square changes hands.', `Campaign turn ${r.value.state.turn}: declare assaults with \`/fireteam campaign assault\`.`);
  }
  ctx.tx.saveCampaign({ ...campaign, game: withExtras(game, { river: r.value.state }) });
  const text = lines.join('\n');
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam campaign result', text } });
  return ok({ public: { text } });
}

/** `/fireteam campaign status`: the campaign as the asker may know it, with their side's points for each game, to them alone. */
export function campaignStatus(ctx: CommandContext): CommandResult {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const c = riverOf(found.value.game);
  const own = sideOf(found.value.campaign, ctx.actor.id)?.name;
  return ok({ private: { text: riverText(viewFireteamCampaign(c, viewerOf(found.value.campaign, ctx.actor)), budgetLines(c, own)) } });
}
