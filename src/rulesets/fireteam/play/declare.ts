import { formatPoint } from '../../../core/board/geometry.js';
import { ok } from '../../../core/result.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { userText } from '../../../app/format.js';
import { advance } from '../rules/turn/advance.js';
import { declareShots } from '../rules/fire/fire-declaration.js';
import { knownEnemyUnit } from '../rules/game/state.js';
import { checkOrder } from '../rules/turn/turn.js';
import { viewFireteam, type FireDeclarationView, type FireteamView } from '../rules/game/view.js';
import { advanceLines } from './advance-text.js';
import { enemyOf, namerFor, turnLine } from './format.js';
import { fireteamTable } from './session.js';

/**
 * "**sq1-ft1** → **g-ft2**", "**snp** → **g-ft2** (with **sq1-ft1**)", "**co** calls smoke on
 * (40,20)": a declaration of `side`, whose target is the other side's, named as `view` shows them.
 */
export function declarationText(d: Pick<FireDeclarationView, 'unit' | 'kind' | 'target' | 'aimPoint' | 'with' | 'attested'>, side: string, view: FireteamView): string {
  const name = namerFor(view);
  if (d.kind === 'indirect' || d.kind === 'smoke') return `${name(d.unit, side)} calls ${d.kind === 'smoke' ? 'smoke' : 'fire'} on (${formatPoint(d.aimPoint!)})`;
  return `${name(d.unit, side)} → ${name(d.target ?? '?', enemyOf(view, side))}${d.kind === 'anti-tank' ? ' (anti-tank)' : ''}${d.with ? ` (with ${name(d.with, side)})` : ''}${d.attested ? ` (${attestedText(d.attested)})` : ''}`;
}

/** A shot seen on the side's word against the board (`visible:true`), and what the board read. */
function attestedText(a: NonNullable<FireDeclarationView['attested']>): string {
  const board = a.why === 'arc' ? `the target ${a.degrees}° off the gun's heading` : a.why === 'hidden' ? `the target hidden in ${userText(a.feature)}` : `${userText(a.feature)} in the way`;
  return `seen on the side's word, visible:true: the board reads ${board}`;
}

function bySide(view: FireteamView): string[] {
  return view.sides.map((s) => {
    const own = view.declarations.filter((d) => d.side === s);
    return `• **${userText(s)}**: ${own.length ? own.map((d) => declarationText(d, s, view)).join('; ') : 'holds fire'}`;
  });
}

/**
 * `/fireteam fire declare` (seed 004, Firing: "Targets are nominated before shooting commences …
 * Shooting is simultaneous"): the phase table's check, then the declaration (`declareShots`). A
 * side's targets are answered to it alone; the channel hears only that it has declared, until both
 * have — then every target is shown, the game moves on as far as it does by itself, and the channel
 * is told whose turn it is (nobody is pinged: the shooting waits for whoever resolves it).
 */
export function runDeclaration(ctx: CommandContext, o: { shots?: string | undefined; side?: string | undefined; visible?: boolean | undefined }): CommandResult {
  const table = fireteamTable(ctx, o.side);
  if (!table.ok) return table;
  const { campaign, side, board } = table.value;
  const legal = checkOrder(table.value.game, side, 'declare-fire');
  if (!legal.ok) return legal;
  const game = legal.value;
  const declared = declareShots(game, side, o.shots, o.visible === true, board, table.value.rules);
  if (!declared.ok) return declared;
  const rolled = rollInLedger(ctx, ledgerOf(ctx, campaign), { command: 'fireteam fire declare', audience: { kind: 'public' } }, (roller) => advance(declared.value.game, roller));
  if (!rolled.ok) return rolled;
  const next = rolled.value.value.game;
  ctx.tx.saveCampaign({ ...campaign, game: next });
  const ownView = viewFireteam(next, viewerOf(campaign, ctx.actor));
  const shots = declared.value.shots;
  const own = shots.length
    ? shots.map((d) => declarationText({ ...d, target: knownEnemyUnit(game, side, d.target ?? '')?.id ?? d.target }, side, ownView)).join('; ')
    : 'none: you hold fire';
  const revealedView = viewFireteam(declared.value.game, PUBLIC);
  const nextView = viewFireteam(next, PUBLIC);
  const lines = declared.value.revealed
    ? [`🎯 **${userText(side)}** has declared; all fire is revealed:`, ...bySide(revealedView), ...advanceLines(rolled.value.value.events, nextView), `➡️ ${turnLine(nextView)}`]
    : [`🎯 **${userText(side)}** has declared its fire (kept secret until both sides have).`];
  if (rolled.value.entry) lines[0] = `🎲 #${rolled.value.entry.n} ${lines[0]}`;
  const text = lines.join('\n');
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam fire declare', text } });
  return ok({ public: { text }, private: { text: `Your targets (${userText(side)}): ${own}.` } });
}
