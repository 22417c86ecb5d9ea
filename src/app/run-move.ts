import { scheduleTurn, turnCalls } from './pacing.js';
import { isGm, playersOf, sideOf, type Campaign } from '../core/campaign.js';
import { auditSalt, commitmentHash } from '../core/commitment.js';
import type { Roller } from '../core/dice/roller.js';
import { findParam, rulesFor, type HouseRules } from '../core/house-rules.js';
import type { Audience, LedgerEntry, LedgerInfo } from '../core/ledger.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import { SET_UP, type BotEnv, type BotTurn, type Ruleset, type SideMessage } from '../core/ruleset.js';
import { markStarted } from '../core/joining.js';
import type { Scenario } from '../core/board/scenario.js';
import { PUBLIC, type Projected, type Viewer } from '../core/views.js';
import { ledgerOf } from './campaign-access.js';
import type { CommandContext, CommandResult } from './command.js';
import { rollInLedger } from './dice.js';
import type { Dm, PostAction } from './outcome.js';
import { DETAILS, fitBodyAndTail } from './post-fit.js';
import { campaignOf } from './preconditions.js';
import { sameName } from '../core/same-name.js';
import { changeOf } from '../core/three-way.js';

export type MoveError =
  | 'move/other-ruleset'
  | 'move/not-a-player'
  | 'move/gm-plays-no-side'
  | 'move/gm-names-side'
  | 'move/side-for-gm-only'
  | 'move/unknown-side';

/** What a move is given: the game, the campaign's dice and house rules, and the side it is made for. */
export interface MoveArgs<S> {
  readonly state: S;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
  readonly campaign: Campaign;
  /** The ledger number its roll will have, if it draws dice (secret decisions cite it). */
  readonly rollNumber: number;
}

export interface Moved<S, R> {
  readonly state: S;
  readonly result: R;
}

/** What the describer of a move is shown: the game after it as the public and as the acting side know it. */
export interface MoveViews<S, V> {
  readonly public: Projected<V>;
  readonly own: Projected<V>;
  readonly before: S;
  readonly after: S;
  readonly side: string;
  readonly campaign: Campaign;
}

/**
 * What a move's result tells, by audience. A plain string is for everyone. `public` is what the
 * channel may know (absent: it hears nothing), kept whole in the log; `brief`, when it is long, the same
 * in headlines for the channel's post (STYLE.md 18: every die and seed line stays one press away, in
 * the post's Details); `private` what only the actor may, kept in the log for the acting side's
 * players when `logPrivate`; `dms` and `gm` carry secrets to their owners.
 */
export type Told =
  | string
  | {
      readonly public?: string;
      readonly brief?: string;
      readonly private?: string;
      readonly logPrivate?: boolean;
      readonly dms?: readonly Dm[];
      readonly gm?: Dm;
    };

export interface MoveSpec<S, V, R> {
  /** The command path, for the ledger and the log, e.g. `campaign rules set`. */
  readonly command: string;
  /** Its kind in the ruleset's phase table; orders outside the turn (set-up, corrections) have none. */
  readonly kind?: string;
  /** Where the order acts, for the phase table (a hex whose units activate). */
  readonly at?: (state: S) => string | undefined;
  /** The side the GM names (`side:`); a player may name only their own. */
  readonly side?: string | undefined;
  /** Whether the GM may give this order for a side she names; by default the phase table says (set-up orders: yes). */
  readonly gmActs?: boolean;
  /** Only the acting side (and the GM) may see its dice until the campaign ends (fieldcraft). */
  readonly secretDice?: boolean;
  /** Only the GM may see its dice until the campaign ends: they roll for the side the bot plays. */
  readonly gmDice?: boolean;
  /** Whose units its rolls are about, for their labels: the acting side's unless said otherwise. */
  readonly rollsAbout?: (state: S, side: string) => string;
  readonly move: (args: MoveArgs<S>) => RuleResult<Moved<S, R>>;
  readonly describe: (result: R, views: MoveViews<S, V>) => Told;
  /** A new board the move laid (a campaign turn that generates its table): the campaign's board from now on. */
  readonly board?: (result: R) => Scenario | undefined;
}


/**
 * The side an order is given for: a player's own; the GM (who sees everything and so plays no side)
 * names one where she may act, as in a solo or umpired game. One set of refusals for every ruleset.
 */
export function actingSide(
  ctx: CommandContext,
  campaign: Campaign,
  named: string | undefined,
  gmActs: boolean,
): RuleResult<string, MoveError> {
  const sides = campaign.sides.map((s) => s.name);
  if (isGm(campaign, ctx.actor.id)) {
    if (!gmActs) return fail('move/gm-plays-no-side');
    if (named === undefined) return fail('move/gm-names-side', { sides: sides.join(', ') });
    const side = sides.find((s) => sameName(s, named.trim()));
    return side === undefined ? fail('move/unknown-side', { side: named, sides: sides.join(', ') }) : ok(side);
  }
  const own = sideOf(campaign, ctx.actor.id)?.name;
  if (own === undefined) return fail('move/not-a-player');
  if (named !== undefined && !sameName(named.trim(), own)) return fail('move/side-for-gm-only');
  return ok(own);
}

/** The campaign's house rules, remembering which ones a move read, so its result can name a changed one it used. */
function watchedRules(ruleset: Ruleset, campaign: Campaign): { rules: HouseRules; changedUsed: () => string[] } {
  const base = rulesFor(ruleset.houseRules, campaign.houseRules);
  const read = new Set<string>();
  return {
    rules: (key) => {
      read.add(key);
      return base(key);
    },
    changedUsed: () =>
      [...read]
        .filter((k) => campaign.houseRules[k] !== undefined)
        .map((k) => `\`${k}\` = ${String(campaign.houseRules[k])} (default ${String(findParam(ruleset.houseRules, k)?.default)})`),
  };
}

/**
 * Runs one order of a ruleset in the command's transaction (DESIGN.md, One command): the campaign
 * must play `ruleset`; the acting side is settled; the phase table says whether it may give the order
 * now; the move rolls through the campaign ledger (in public, or for the acting side only); what
 * happens by itself follows; the new state is saved with the roll; each new secret decision is
 * committed to the public log as a salted hash; the channel is told the result as the public may
 * know it, the house rules it used, and whose turn it now is, pinging them; sides whose secrets
 * changed are told by direct message.
 */
export function runMove<S, V, R>(ctx: CommandContext, ruleset: Ruleset<S, V>, spec: MoveSpec<S, V, R>): CommandResult {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== ruleset.id) {
    return fail('move/other-ruleset', { ruleset: campaign.ruleset, wanted: ruleset.name, command: spec.command.split(' ')[0] ?? '' });
  }
  const before = ruleset.gameOf(campaign.game);
  const side = actingSide(ctx, campaign, spec.side, spec.gmActs ?? (spec.kind === undefined ? true : ruleset.phases.gmActs));
  if (!side.ok) return side;
  let state = before;
  if (spec.kind !== undefined) {
    const at = spec.at?.(before);
    const legal = ruleset.phases.check(before, side.value, { kind: spec.kind, command: spec.command, ...(at === undefined ? {} : { at }) });
    if (!legal.ok) return legal;
    state = legal.value;
  }

  const ledger = ledgerOf(ctx, campaign);
  const sidePlayers = playersOf(campaign, side.value).map((p) => p.id);
  const audience: Audience = spec.gmDice ? GM_ONLY : spec.secretDice ? { kind: 'hidden', to: sidePlayers } : { kind: 'public' };
  const rollNumber = (ctx.tx.ledger(ledger.id)?.rolls ?? 0) + 1;
  const watched = watchedRules(ruleset, campaign);
  const label = ruleset.publicLabel;
  const rolled = rollInLedger(ctx, ledger, { command: spec.command, audience }, (roller) => {
    const about = spec.rollsAbout?.(state, side.value) ?? side.value;
    const labelled: Roller = label ? { roll: (s, l) => roller.roll(s, l === undefined ? undefined : label(state, l, about)) } : roller;
    const r = spec.move({ state, roller: labelled, rules: watched.rules, side: side.value, campaign, rollNumber });
    if (!r.ok) return r;
    const after = ruleset.phases.after?.(r.value.state, labelled, { rules: watched.rules, ...(campaign.board ? { board: campaign.board } : {}), now: ctx.now });
    return ok({ result: r.value.result, state: after?.state ?? r.value.state, lines: after?.lines ?? [], brief: after?.brief ?? [], gm: after?.gm ?? [], sides: after?.sides ?? [] });
  });
  if (!rolled.ok) return rolled;
  const moved = rolled.value.value;
  if (!moved.ok) return moved;
  const entry: LedgerEntry | undefined = rolled.value.entry;
  const settled = ruleset.settle ? ruleset.settle(moved.value.state, before, entry ? entry.n : null) : moved.value.state;
  const board = spec.board?.(moved.value.result) ?? campaign.board;
  const bot = botTurn(ctx, ruleset, ledger, settled, { rules: watched.rules, ...(board ? { board } : {}), now: ctx.now });
  const next = bot?.state ?? settled;
  ctx.action.side = side.value;
  if (bot) ctx.action.bot = true;
  const unsaved = { ...campaign, ...(board ? { board } : {}), game: next };

  const ownViewer = { kind: 'member', userId: ctx.actor.id, side: side.value, gm: false } as const;
  const told = spec.describe(moved.value.result, {
    public: ruleset.viewFor(next, PUBLIC),
    own: ruleset.viewFor(next, ownViewer),
    before,
    after: next,
    side: side.value,
    campaign: unsaved,
  });
  const parts = typeof told === 'string' ? { public: told } : told;

  // The log keeps the whole chain; the channel's post tells it in headlines where the rules gave them.
  const lines = [...(parts.public === undefined ? [] : [parts.public]), ...moved.value.lines];
  const post = [...(parts.public === undefined ? [] : [parts.brief || parts.public]), ...(moved.value.brief?.length ? moved.value.brief : moved.value.lines)];
  const rollHead = entry ? `🎲 #${entry.n}${spec.secretDice || spec.gmDice ? ' (secret until the end)' : ''} ` : '';
  const botHead = bot ? `${bot.n === undefined ? '🤖' : `🤖 #${bot.n} (the enemy's dice, secret until the end)`} ` : '';
  for (const said of [lines, post]) {
    if (entry && said.length > 0) said[0] = `${rollHead}${said[0]}`;
  }
  if (bot && bot.public.length > 0) {
    lines.push(`${botHead}${bot.public.join('\n')}`);
    post.push(`${botHead}${(bot.brief?.length ? bot.brief : bot.public).join('\n')}`);
  }
  const tail: string[] = [];
  const houseRules = watched.changedUsed();
  if (houseRules.length && lines.length) tail.push(`📜 House rule: ${houseRules.join('; ')}`);
  const secret = ctx.tx.ledgerSecret(ledger.id);
  const decided = new Set((ruleset.secretDecisions?.(before) ?? []).map((d) => d.seq));
  let committed = false;
  for (const d of ruleset.secretDecisions?.(next) ?? []) {
    if (decided.has(d.seq)) continue;
    committed = true;
    const hash = commitmentHash(secret, d.seq, d.entry);
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'commitment', seq: d.seq, side: d.side, hash } });
    tail.push(`🔒 Secret decision #${d.seq} committed: \`${hash}\``);
  }
  // Each decision the rules have just revealed is published with its salt: /verify checks it now, the secret stays sealed.
  const open = new Set((ruleset.secretDecisions?.(before) ?? []).filter((d) => d.disclosed).map((d) => d.seq));
  for (const d of ruleset.secretDecisions?.(next) ?? []) {
    if (!d.disclosed || open.has(d.seq)) continue;
    committed = true;
    const salt = auditSalt(secret, d.seq);
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'disclosure', seq: d.seq, side: d.side, decision: d.kind, entry: d.entry, salt } });
    tail.push(`🔓 Secret decision #${d.seq} (${d.kind}) disclosed with its salt: \`/verify\` checks it against its commitment.`);
  }
  const wasTurn = ruleset.phases.turn(before, side.value);
  const turn = ruleset.phases.turn(next, side.value);
  const turned = wasTurn.key !== turn.key;
  if (turned) tail.push(`➡️ ${turn.text}`);
  const text = [...lines, ...tail].join('\n');
  // One message: the headlines cut short if they must, whose move it is always told.
  const postText = fitBodyAndTail(post.join('\n'), tail.join('\n'), true);
  // The channel told of an order of play (or of its roll) for the first time: joining needs the GM from now on.
  const ofPlay = spec.kind !== undefined && spec.kind !== SET_UP && (text !== '' || entry !== undefined);
  const saved = ctx.tx.saveCampaign(ofPlay ? markStarted(unsaved, ctx.now) : unsaved);
  const log = (a: Audience, t: string) => ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: a, data: { kind: 'action', command: spec.command, text: t } });
  if (text !== '') log({ kind: 'public' }, text);
  if (parts.private !== undefined && parts.logPrivate) log({ kind: 'hidden', to: [...new Set([ctx.actor.id, ...sidePlayers])] }, parts.private);

  // A new turn starts the GM's clock for it (reminders, warning, deadline), superseding the last turn's.
  if (turned) scheduleTurn(ctx.tx, saved, ruleset as Ruleset<unknown, unknown>, ctx.now);
  const calls = turned && turn.toAct !== undefined ? turnCalls(saved, turn.toAct, turn.text) : { mention: [], dms: [] };
  const ping = calls.mention;
  // A player the move itself briefed (a fieldcraft order's side) is not told the same again.
  const briefed = new Set((parts.dms ?? []).map((d) => d.to.id));
  const audienceOf = (m: SideMessage) => playersOf(campaign, m.side).filter((to) => m.players === undefined || m.players.includes(to.id));
  const dmOf = (m: SideMessage) => (to: Dm['to']): Dm => ({ to, post: { text: m.text, ...(m.boards?.length ? { boards: m.boards } : {}) } });
  const updates = (ruleset.secretUpdates?.(saved, before, next, { actor: ctx.actor, side: side.value }) ?? []).flatMap((m) =>
    audienceOf(m)
      .filter((to) => !briefed.has(to.id) && !(m.skipMover && to.id === ctx.actor.id))
      .map(dmOf(m)),
  );
  // What happened by itself that only a side's players (or some of them) may know: by DM, and in the log for them alone.
  const news = [...moved.value.sides, ...(bot?.sides ?? [])];
  const newsDms = news.flatMap((m) => {
    const to = audienceOf(m);
    if (to.length) log({ kind: 'hidden', to: to.map((p) => p.id) }, m.text);
    return to.map(dmOf(m));
  });
  const dms = [...(parts.dms ?? []), ...updates, ...newsDms, ...calls.dms];
  // Rally the Troops' rule: a move may be taken back while no die has rolled and nothing was revealed since.
  const ownSide = (d: Dm) => sidePlayers.includes(d.to.id) || d.to.id === ctx.actor.id;
  const quiet = entry === undefined && !bot && !committed && news.length === 0 && moved.value.gm.length === 0 && (parts.dms ?? []).every(ownSide) && updates.every(ownSide);
  const undoable = quiet && !revealsToOthers(ruleset, campaign, before, next, side.value);
  if (undoable) {
    ctx.tx.pushUndo({
      campaignId: saved.id,
      actor: ctx.actor,
      side: side.value,
      command: spec.command,
      told: text !== '',
      // Only what the move changed is kept: an undo step costs the change, not two copies of the game.
      ...undoParts(
        { ...(campaign.game === undefined ? {} : { game: campaign.game }), ...(campaign.board ? { board: campaign.board } : {}) },
        { game: next, ...(saved.board ? { board: saved.board } : {}) },
      ),
    });
  } else {
    ctx.tx.clearUndo(saved.id);
  }
  const botGm = bot && bot.gm.length > 0 ? bot.gm.join('\n') : undefined;
  const afterGm = moved.value.gm.length > 0 ? moved.value.gm.join('\n') : undefined;
  const gmText = [parts.gm?.post.text, afterGm, botGm].filter((t): t is string => t !== undefined);
  // What the GM alone is told goes into the log for her alone, as the channel's post goes in for all.
  if (gmText.length) log(GM_ONLY, gmText.join('\n'));
  const gmPost = gmText.length ? { to: campaign.gm, post: { ...parts.gm?.post, text: gmText.join('\n') } } : undefined;
  // The whole chain, every die of it, a press away when the post tells it in headlines or rolled.
  const details = postText !== text || entry !== undefined || bot !== undefined;
  const actions = [...nextSteps(ruleset, saved, next, undoable), ...(details ? [DETAILS] : [])];
  return ok({
    ...(text === '' ? {} : { public: { text: postText, ...(ping.length ? { ping } : {}), ...(actions.length ? { actions } : {}) } }),
    ...(parts.private === undefined ? {} : { private: { text: parts.private } }),
    ...(dms.length ? { dms } : {}),
    ...(gmPost ? { gm: gmPost } : {}),
  });
}

/**
 * Whether a move told another side (or the public) of a unit it could not see before, or told another
 * side a secret: then taking the move back would not take back what they learnt.
 */
function revealsToOthers<S, V>(ruleset: Ruleset<S, V>, campaign: Campaign, before: S, after: S, mover: string): boolean {
  const others = [PUBLIC, ...campaign.sides.filter((s) => !sameName(s.name, mover)).map((s): Viewer => ({ kind: 'member', userId: '', side: s.name, gm: false }))];
  const refs = (state: S, v: Viewer) => new Set(ruleset.units(ruleset.viewFor(state, v)).map((u) => `${u.side.toLowerCase()}:${u.id.toLowerCase()}`));
  return others.some((v) => {
    const was = refs(before, v);
    return [...refs(after, v)].some((r) => !was.has(r));
  });
}

type UndoParts = { readonly game?: unknown; readonly board?: Scenario };

function undoParts(before: UndoParts, after: UndoParts): { readonly before: UndoParts; readonly after: UndoParts } {
  const c = changeOf(before, after);
  return { before: (c.before ?? {}) as UndoParts, after: (c.after ?? {}) as UndoParts };
}

/** The buttons under a move's post: the rules' pass, your own board, and taking the move back while it may be. */
function nextSteps<S, V>(ruleset: Ruleset<S, V>, c: Campaign, state: S, undoable: boolean): PostAction[] {
  const open = ruleset.passOffered?.(ruleset.viewFor(state, PUBLIC)) ?? true;
  const pass = open ? ruleset.deadlineMove : undefined;
  const word = pass?.at(-1);
  return [
    ...(ruleset.nextSteps?.(ruleset.viewFor(state, PUBLIC)) ?? []),
    ...(pass && word ? [{ label: word.charAt(0).toUpperCase() + word.slice(1), path: pass }] : []),
    ...(c.board ? [{ label: 'My board', path: ['board', 'mine'], lasting: true }] : []),
    ...(undoable ? [{ label: 'Undo', path: ['campaign', 'undo'] }] : []),
  ];
}

/** Seen by the GM alone until the campaign ends. */
const GM_ONLY: Audience = { kind: 'hidden', to: [] };

/**
 * The bot's side's turn after a move (PhaseTable.bot), in a ledger entry of its own that only the GM
 * sees until the end: the enemy's dice out of the players' sight stay out of it.
 */
function botTurn<S, V>(ctx: CommandContext, ruleset: Ruleset<S, V>, ledger: LedgerInfo, state: S, env: BotEnv): (BotTurn<S> & { readonly n?: number }) | undefined {
  const play = ruleset.phases.bot;
  if (!play) return undefined;
  const rolled = rollInLedger(ctx, ledger, { command: 'the bot', audience: GM_ONLY }, (roller) => play(state, roller, env));
  if (!rolled.ok) throw new Error(`the bot's turn rolled bad notation: ${rolled.code}`);
  const turn = rolled.value.value;
  return turn && { ...turn, ...(rolled.value.entry ? { n: rolled.value.entry.n } : {}) };
}
