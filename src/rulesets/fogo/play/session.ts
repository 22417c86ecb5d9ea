import { fogoBoardView } from './board-view.js';
import { playersOf, sideOf, type Campaign } from '../../../core/campaign.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { fogoRules, type HouseRules } from '../rules/house-rule-lookup.js';
import { fogoStateOf, type FogoState } from '../rules/state.js';
import { viewFogo, type FogoView } from '../rules/view.js';
import { findParam } from '../../../core/house-rules.js';
import { fogoHouseRules } from '../rules/house-rules.js';
import { fogoScenario } from '../rules/scenario.js';
import { PUBLIC } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { userText } from '../../../app/format.js';
import { campaignOf } from '../../../app/preconditions.js';
import type { Dm } from '../../../app/outcome.js';
import { sneakersText } from './sneakers-text.js';
import { type BoardRenderView } from '../../../core/board/view.js';
import type { Viewer } from '../../../core/views.js';
import { isShared, sameUnit, sharedIds } from '../../../core/unit-ref.js';

export type FogoSessionError = 'fogo/not-fogo' | 'fogo/not-a-player';

/** The fogo game of a campaign; present from `/campaign new ruleset:fogo` on. */
export function fogoGame(c: Campaign): FogoState {
  return fogoStateOf(c.game);
}

export interface FogoTable {
  readonly campaign: Campaign;
  readonly state: FogoState;
  readonly rules: HouseRules;
  /** The side the actor plays; the GM plays none. */
  readonly side: string | undefined;
}

/** The running campaign, checked to be a fogo one. */
export function fogoTable(ctx: CommandContext): RuleResult<FogoTable, FogoSessionError> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'fogo') return fail('fogo/not-fogo', { ruleset: campaign.ruleset });
  return ok({ campaign, state: fogoGame(campaign), rules: fogoRules(campaign.houseRules), side: sideOf(campaign, ctx.actor.id)?.name });
}

/** Records which house rules a move read, so its result can say where a changed value was used. */
function watchedRules(campaign: Campaign): { rules: HouseRules; changedUsed: () => string[] } {
  const base = fogoRules(campaign.houseRules);
  const read = new Set<string>();
  return {
    rules: (key) => {
      read.add(key);
      return base(key);
    },
    changedUsed: () => {
      const params = fogoHouseRules;
      return [...read]
        .filter((k) => campaign.houseRules[k] !== undefined)
        .map((k) => `\`${k}\` = ${String(campaign.houseRules[k])} (default ${String(findParam(params, k)?.default)})`);
    },
  };
}

export interface FogoMove<R> {
  readonly state: FogoState;
  readonly result: R;
}

/**
 * Names the stand `id` of `side` in a text for one viewer. Ids are unique only within a side, so
 * where the viewer's view holds another side's unit with the same id the side follows: `**FR-1** (FRELIMO)`.
 */
export type Namer = (id: string, side: string) => string;

/** The ids that units (stands, helicopters) of several sides share in one viewer's view. */
export function sharedInView(view: FogoView): ReadonlySet<string> {
  return sharedIds([...view.stands, ...view.helicopters]);
}

/** ` (Side)` after an id that another side's unit shares in the viewer's view (`shared`), else nothing. */
export function sideNote(shared: ReadonlySet<string>, id: string, side: string): string {
  return isShared(shared, id) ? ` (${userText(side)})` : '';
}

/** Names a stand in public text: its id when the public may see it, else nothing that identifies it. */
export function publicNamer(view: FogoView): Namer {
  const shared = sharedInView(view);
  return (id, side) => (view.stands.some((s) => sameUnit(s, { side, id })) ? `**${userText(id)}**${sideNote(shared, id, side)}` : 'a hidden stand');
}

/** Names a stand for a viewer who may know of it (its side, the GM), in bold or in a code span. */
export function viewNamer(view: FogoView, style: 'bold' | 'code' = 'bold'): Namer {
  const shared = sharedInView(view);
  const mark = style === 'bold' ? '**' : '`';
  return (id, side) => `${mark}${userText(id)}${mark}${sideNote(shared, id, side)}`;
}

/**
 * The roller a move gets, with any stand the public may not see taken out of the roll labels: the
 * campaign ledger is public (`/campaign log`), and the rules label a roll by its stand (`rally
 * HL-1`, the id last), so a hidden stand's roll would otherwise name it. The stand is `labelSide`'s,
 * the side whose stands the move's rolls are about; one that shares its id with another side's in
 * public view is labelled with its side.
 */
export function publicLabels(roller: Roller, state: FogoState, labelSide: string): Roller {
  const view = viewFogo(state, PUBLIC);
  const shared = sharedInView(view);
  const relabel = (label: string): string => {
    const words = label.split(' ');
    const last = words.pop() ?? '';
    const stand = state.stands.find((s) => s.side === labelSide && s.id.toLowerCase() === last.toLowerCase());
    if (!stand || words.length === 0) return label;
    const seen = view.stands.some((s) => sameUnit(s, stand));
    const side = stand.side.replace(/[`*_~|[\]\\@]/g, '');
    return [...words, seen ? `${last}${isShared(shared, last) ? ` (${side})` : ''}` : 'hidden stand'].join(' ');
  };
  return { roll: (spec, label) => roller.roll(spec, label === undefined ? undefined : relabel(label)) };
}

/** The part of a side's own view that is secret from the enemy: hidden stands, Sneaker contents, caches. */
function secretDigest(state: FogoState, side: string): string {
  const view = viewFogo(state, { kind: 'member', userId: '', side, gm: false });
  return JSON.stringify({
    hidden: view.stands.filter((s) => s.side === side && s.own?.hidden).map((s) => [s.id, s.feature ?? null]),
    sneakers: view.fieldcraft?.sneakers.filter((k) => k.own).map((k) => [k.id, k.own!.stands]) ?? [],
    caches: view.fieldcraft?.caches?.map((c) => [c.id, c.stands]) ?? [],
  });
}

/**
 * DMs to the players of every side whose secrets a move changed (an enemy fire or track revealing
 * its Sneaker, say): each gets its side's secret state again, from its own view only.
 */
export function secretUpdates(campaign: Campaign, before: FogoState, after: FogoState, except?: string): Dm[] {
  return after.sides
    .filter((side) => side !== except && secretDigest(before, side) !== secretDigest(after, side))
    .flatMap((side) => {
      const viewer = { kind: 'member', userId: '', side, gm: false } as const;
      const text = [`**${userText(campaign.name)}** — ${userText(side)}: your secret state changed`, sneakersText(viewFogo(after, viewer))].join('\n');
      return playersOf(campaign, side).map((to) => ({ to, post: { text, ...sideBoard(campaign, after, viewer) } }));
    });
}

/** The side's own board, for its secret DMs, once the campaign has a scenario. */
export function sideBoard(campaign: Campaign, game: FogoState, viewer: Viewer): { boards?: BoardRenderView[] } {
  const board = fogoScenario(campaign.board);
  if (!board) return {};
  return { boards: [fogoBoardView(board, viewFogo(game, viewer), { campaign: campaign.name })] };
}


/**
 * Runs one player action of the fogo ruleset in the command's transaction: the acting side is the
 * actor's own; the move rolls through the campaign ledger; the new state is saved with the
 * campaign; the channel gets the result as the public may see it, with the roll number, any house
 * rule that shaped it, and the initiative — pinging the side that now holds it. `rollsAbout` says
 * whose stands its rolls are labelled by: the actor's, or (Temptation) the phasing side's.
 */
export function runFogoAction<R>(
  ctx: CommandContext,
  command: string,
  move: (args: { state: FogoState; roller: Roller; rules: HouseRules; side: string }) => RuleResult<FogoMove<R>>,
  describe: (result: R, name: Namer) => string,
  rollsAbout: 'actor' | 'phasing' = 'actor',
): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { campaign, state, side } = table.value;
  if (side === undefined) return fail('fogo/not-a-player');
  const watched = watchedRules(campaign);
  const labelSide = rollsAbout === 'actor' ? side : state.initiative;
  const rolled = rollInLedger(ctx, ledgerOf(ctx, campaign), { command, audience: { kind: 'public' } }, (roller) =>
    move({ state, roller: publicLabels(roller, state, labelSide), rules: watched.rules, side }),
  );
  if (!rolled.ok) return rolled;
  const moved = rolled.value.value;
  if (!moved.ok) return moved;
  const next = moved.value.state;
  ctx.tx.saveCampaign({ ...campaign, game: next });

  const lines = [describe(moved.value.result, publicNamer(viewFogo(next, PUBLIC)))];
  if (rolled.value.entry) lines[0] = `🎲 #${rolled.value.entry.n} ${lines[0]}`;
  const houseRules = watched.changedUsed();
  if (houseRules.length) lines.push(`📜 House rule: ${houseRules.join('; ')}`);
  const passed = next.initiative !== state.initiative;
  if (passed) lines.push(`➡️ The initiative passes to **${userText(next.initiative)}**.`);
  const text = lines.join('\n');
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command, text } });
  const ping = passed ? playersOf(campaign, next.initiative) : [];
  const dms = secretUpdates(campaign, state, next);
  return ok({ public: { text, ...(ping.length ? { ping } : {}) }, ...(dms.length ? { dms } : {}) });
}
