import { formatPoint, parsePoint } from '../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { enemyRef, findUnit, knownEnemyUnit, type FireDeclaration } from '../rules/state.js';
import { checkMove } from '../rules/turn.js';
import { declareFire } from '../rules/fire-declaration.js';
import { isVehicle } from '../rules/units.js';
import { viewFireteam, type FireDeclarationView, type FireteamView } from '../rules/view.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { userText } from '../../../app/format.js';
import { advance } from './advance.js';
import { enemyOf, namerFor, turnLine } from './format.js';
import { declarationsOf, type FireteamGame } from '../rules/game.js';
import { fireteamTable } from './session.js';
import { checkShotSight } from '../rules/line-of-sight.js';

const MAX_SHOTS = 30;

/**
 * "sq1-ft1 > g-ft2; snp > g-ft2 with sq1-ft1; hmg > tiger; co > 40,20 smoke": one shot per entry,
 * separated by `;`. A unit target is direct fire, or anti-tank fire at an armoured vehicle (a
 * soft-skinned one is shot at as a section); `with` adds a sniper's shot to another team's; a point
 * is an AOP's aim point for indirect fire, `smoke` after it for smoke.
 */
export function parseShots(game: FireteamGame, text: string | undefined, side?: string): RuleResult<FireDeclaration[], 'fireteam/bad-shots'> {
  if (text === undefined || text.trim() === '' || text.trim().toLowerCase() === 'none') return ok([]);
  const out: FireDeclaration[] = [];
  const entries = text.split(/[;\n]/).map((e) => e.trim()).filter(Boolean);
  if (entries.length > MAX_SHOTS) return fail('fireteam/bad-shots', { text: `more than ${MAX_SHOTS} shots` });
  for (const entry of entries) {
    const m = /^([^>]+?)\s*>\s*(.+?)(?:\s+with\s+(\S+))?(\s+smoke)?$/i.exec(entry);
    if (!m || (m[3] && m[4])) return fail('fireteam/bad-shots', { text: entry.slice(0, 40) });
    const unit = m[1]!.trim();
    const target = m[2]!.trim();
    const point = parsePoint(target);
    if (point.ok && !m[3]) out.push({ unit, kind: m[4] ? 'smoke' : 'indirect', aimPoint: point.value });
    else if (point.ok || m[4]) return fail('fireteam/bad-shots', { text: entry.slice(0, 40) });
    else {
      // The target is an enemy unit the side knows of (any unit, when no side is given).
      const t = side === undefined ? findUnit(game, target) : knownEnemyUnit(game, side, target);
      out.push({ unit, kind: t && isVehicle(t) && t.vehicle?.softSkinned !== true ? 'anti-tank' : 'direct', target, ...(m[3] ? { with: m[3] } : {}) });
    }
  }
  return ok(out);
}

/**
 * "**sq1-ft1** → **g-ft2**", "**snp** → **g-ft2** (with **sq1-ft1**)", "**co** calls smoke on
 * (40,20)": a declaration of `side`, whose target is the other side's, named as `view` shows them.
 */
export function declarationText(d: Pick<FireDeclarationView, 'unit' | 'kind' | 'target' | 'aimPoint' | 'with'>, side: string, view: FireteamView): string {
  const name = namerFor(view);
  if (d.kind === 'indirect' || d.kind === 'smoke') return `${name(d.unit, side)} calls ${d.kind === 'smoke' ? 'smoke' : 'fire'} on (${formatPoint(d.aimPoint!)})`;
  return `${name(d.unit, side)} → ${name(d.target ?? '?', enemyOf(view, side))}${d.kind === 'anti-tank' ? ' (anti-tank)' : ''}${d.with ? ` (with ${name(d.with, side)})` : ''}`;
}

function bySide(view: FireteamView): string[] {
  return view.sides.map((s) => {
    const own = view.declarations.filter((d) => d.side === s);
    return `• **${userText(s)}**: ${own.length ? own.map((d) => declarationText(d, s, view)).join('; ') : 'holds fire'}`;
  });
}

/**
 * Seed 004, Firing: "Targets are nominated before shooting commences … Shooting is simultaneous."
 * A side's targets are answered to it alone; the channel hears only that it has declared, until
 * both have — then every target is shown and the shooting can be resolved. Each shot needs its
 * target in sight on the board (Cover) unless `visible` attests that it is.
 */
export function runDeclaration(ctx: CommandContext, o: { shots?: string | undefined; side?: string | undefined; visible?: boolean | undefined }): CommandResult {
  const table = fireteamTable(ctx, o.side);
  if (!table.ok) return table;
  const { campaign, game, side, board } = table.value;
  const legal = checkMove(game, side, 'declare-fire');
  if (!legal.ok) return legal;
  const shots = parseShots(game, o.shots, side);
  if (!shots.ok) return shots;
  const declared = declareFire(game, side, shots.value);
  if (!declared.ok) return declared;
  if (o.visible !== true) {
    for (const d of declarationsOf(declared.value.state, side)) {
      if (d.target === undefined) continue;
      const seen = checkShotSight(game, board, { side, id: d.unit }, enemyRef(game, side, d.target));
      if (!seen.ok) return seen;
    }
  }
  const rolled = rollInLedger(ctx, ledgerOf(ctx, campaign), { command: 'fireteam fire declare', audience: { kind: 'public' } }, (roller) =>
    advance(declared.value.state, roller),
  );
  if (!rolled.ok) return rolled;
  const next = rolled.value.value.game;
  ctx.tx.saveCampaign({ ...campaign, game: next });
  const ownView = viewFireteam(next, viewerOf(campaign, ctx.actor));
  const own = shots.value.length
    ? shots.value.map((d) => declarationText({ ...d, target: knownEnemyUnit(game, side, d.target ?? '')?.id ?? d.target }, side, ownView)).join('; ')
    : 'none: you hold fire';
  const revealedView = viewFireteam(declared.value.state, PUBLIC);
  const lines = declared.value.revealed
    ? [`🎯 **${userText(side)}** has declared; all fire is revealed:`, ...bySide(revealedView), ...rolled.value.value.lines, `➡️ ${turnLine(viewFireteam(next, PUBLIC))}`]
    : [`🎯 **${userText(side)}** has declared its fire (kept secret until both sides have).`];
  if (rolled.value.entry) lines[0] = `🎲 #${rolled.value.entry.n} ${lines[0]}`;
  const text = lines.join('\n');
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam fire declare', text } });
  return ok({ public: { text }, private: { text: `Your targets (${userText(side)}): ${own}.` } });
}
