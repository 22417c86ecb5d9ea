import { ok, type RuleResult } from '../../../core/result.js';
import { createCampaign, gameBudget, type CampaignGame, type CampaignState } from '../rules/campaign-map.js';
import type { CampaignView } from '../rules/view.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { PUBLIC } from '../../../core/views.js';
import { viewFireteamCampaign } from '../rules/view.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { extrasOf, withExtras, type FireteamGame } from '../rules/game.js';
import { fireteamTable } from './session.js';

/** The "Forward, victory is near!" campaign of a game, begun on first use on the default map. */
export function riverOf(game: FireteamGame): CampaignState {
  const c = extrasOf(game).river;
  if (c) return c;
  const made = createCampaign({ sides: game.sides });
  if (!made.ok) throw new Error(`a fireteam game with sides ${game.sides.join(', ')} cannot hold a campaign`);
  return made.value;
}

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
 * channel told only that it has decided, until `reveal` says both have — then the channel sees all.
 */
export function runRiverDecision(
  ctx: CommandContext,
  spec: { command: string; side?: string | undefined; what: string },
  decide: (c: CampaignState, side: string, rules: HouseRules) => RuleResult<{ state: CampaignState; revealed: boolean; mine: string }>,
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
  return ok({ public: { text }, private: { text: `Recorded for ${userText(own)}: ${r.value.mine}.` } });
}
