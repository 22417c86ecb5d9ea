import { fieldcraftOf, withFieldcraft } from '../rules/fieldcraft/model.js';
import type { FogoState } from '../rules/state.js';
import { viewFogo } from '../rules/view.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { HouseRules } from '../rules/house-rule-lookup.js';
import { playersOf } from '../../../core/campaign.js';
import { PUBLIC } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { userText } from '../../../app/format.js';
import type { Dm } from '../../../app/outcome.js';
import { commitmentHash } from './audit.js';
import { fogoTable, publicLabels, publicNamer, secretUpdates, sideBoard, viewNamer, type FogoMove, type Namer } from './session.js';
import { sneakersText } from './sneakers-text.js';

/** A fieldcraft result: what the rules make public, and what only its side and the GM may know. */
export interface SecretResult {
  readonly public: unknown;
  readonly secret: unknown | null;
}


/**
 * Runs one fieldcraft action (Sneak, Hide, Conceal Trail, Track, Reorganise, …). Unlike an open
 * action, its dice are secret: the roll goes in the ledger hidden to all but the acting side and the
 * GM (so its dice count cannot betray a Sneaker's contents, crossfire-core §2.10.2). The channel gets
 * only the public part; each player of the side and the GM get the secret part and the side's
 * Sneakers by DM; every new secret decision is committed to the public log as a salted hash, to be
 * checked when the campaign ends.
 */
export function runFieldcraftAction<R extends SecretResult>(
  ctx: CommandContext,
  command: string,
  move: (args: { state: FogoState; roller: Roller; rules: HouseRules; side: string; rollNumber: number }) => RuleResult<FogoMove<R>>,
  describe: { public: (r: R, name: Namer) => string; secret: (r: R, name: Namer) => string },
): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { campaign, state, side, rules } = table.value;
  if (side === undefined) return fail('fogo/not-a-player');
  const ledger = ledgerOf(ctx, campaign);
  const players = playersOf(campaign, side);
  const logBefore = fieldcraftOf(state).counters.log;
  const rollNumber = (ctx.tx.ledger(ledger.id)?.rolls ?? 0) + 1;
  const rolled = rollInLedger(
    ctx,
    ledger,
    { command, audience: { kind: 'hidden', to: players.map((p) => p.id) } },
    (roller) => move({ state, roller: publicLabels(roller, state, side), rules, side, rollNumber }),
  );
  if (!rolled.ok) return rolled;
  const moved = rolled.value.value;
  if (!moved.ok) return moved;
  const entry = rolled.value.entry;

  // Decisions made without dice name no roll: a number that was never drawn must not be cited.
  const fc = fieldcraftOf(moved.value.state);
  const fresh = fc.secretLog.filter((e) => e.seq > logBefore).map((e) => ({ ...e, roll: entry ? entry.n : null }));
  const next = withFieldcraft(moved.value.state, { ...fc, secretLog: [...fc.secretLog.filter((e) => e.seq <= logBefore), ...fresh] });
  const saved = ctx.tx.saveCampaign({ ...campaign, game: next });

  const secret = ctx.tx.ledgerSecret(ledger.id);
  const lines = [describe.public(moved.value.result, publicNamer(viewFogo(next, PUBLIC)))];
  if (entry) lines[0] = `🎲 #${entry.n} (secret until the end) ${lines[0]}`;
  for (const e of fresh) {
    const hash = commitmentHash(secret, e);
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'commitment', seq: e.seq, side, hash } });
    lines.push(`🔒 Secret decision #${e.seq} committed: \`${hash}\``);
  }
  const passed = next.initiative !== state.initiative;
  if (passed) lines.push(`➡️ The initiative passes to **${userText(next.initiative)}**.`);
  const text = lines.join('\n');
  ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command, text } });

  // The secret part is worded for each reader from that reader's own view: the side's, the GM's.
  const ownView = viewFogo(next, { kind: 'member', userId: ctx.actor.id, side, gm: false });
  const gmView = viewFogo(next, { kind: 'member', userId: saved.gm.id, gm: true });
  const secretFor = (view: typeof ownView): string | undefined =>
    moved.value.result.secret === null ? undefined : describe.secret(moved.value.result, viewNamer(view, 'code'));
  const secretText = secretFor(ownView);
  const briefing = [`**${userText(saved.name)}** — ${userText(side)}, secret orders`, ...(secretText ? [secretText] : []), sneakersText(ownView)].join('\n');
  const board = sideBoard(saved, next, { kind: 'member', userId: ctx.actor.id, side, gm: false });
  const dms: Dm[] = [...players.map((to) => ({ to, post: { text: briefing, ...board } })), ...secretUpdates(campaign, state, next, side)];
  const ping = passed ? playersOf(campaign, next.initiative) : [];
  return ok({
    public: { text, ...(ping.length ? { ping } : {}) },
    private: { text: 'Orders recorded; your side\'s secret state went to its players by DM.' },
    dms,
    gm: { to: saved.gm, post: { text: `**${userText(saved.name)}** — ${userText(side)}: ${secretFor(gmView) ?? describe.public(moved.value.result, viewNamer(gmView))}` } },
  });
}
