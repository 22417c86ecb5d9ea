import { fogoBoardView } from './board-view.js';
import { sideOf, type Campaign } from '../../../core/campaign.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { fogoRules, type HouseRules } from '../rules/game/house-rule-lookup.js';
import { fogoStateOf, type FogoState } from '../rules/game/state.js';
import { sharedInFogoView, viewFogo, type FogoView } from '../rules/view.js';
import { fogoScenario } from '../rules/table/scenario.js';
import { PUBLIC } from '../../../core/views.js';
import type { CommandContext } from '../../../app/command.js';
import type { MoveError } from '../../../app/run-move.js';
import { userText } from '../../../app/format.js';
import { campaignOf } from '../../../app/preconditions.js';
import type { SideMessage } from '../../../core/ruleset.js';
import { sneakersText } from './sneakers-text.js';
import { type BoardRenderView } from '../../../core/board/view.js';
import type { Viewer } from '../../../core/views.js';
import { isShared, sameUnit } from '../../../core/unit-ref.js';

export type FogoSessionError = MoveError;

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
  if (campaign.ruleset !== 'fogo') return fail('move/other-ruleset', { ruleset: campaign.ruleset, wanted: 'Fogo Cruzado', command: 'fogo' });
  return ok({ campaign, state: fogoGame(campaign), rules: fogoRules(campaign.houseRules), side: sideOf(campaign, ctx.actor.id)?.name });
}

export interface FogoMove<R> {
  readonly state: FogoState;
  readonly result: R;
}

/**
 * Names the stand `id` of `side` in a text for one viewer. Ids are unique only within a side, so
 * where the viewer's view holds another side's unit with the same id the side follows: `**FR-1** (FRELIMO)`.
 * `seen` says whether that viewer may see the stand at all, so a text can say less of one it may not
 * (its feature, its quality): the one place that is worked out, from the viewer's own view.
 */
export interface Namer {
  (id: string, side: string): string;
  readonly seen: (id: string, side: string) => boolean;
}

/** A Namer from how it names a stand and whether the reader sees it. */
export function namer(name: (id: string, side: string) => string, seen: (id: string, side: string) => boolean): Namer {
  return Object.assign((id: string, side: string) => name(id, side), { seen });
}

/** The ids that units (stands, helicopters) of several sides share in one viewer's view. */
export function sharedInView(view: FogoView): ReadonlySet<string> {
  return sharedInFogoView(view);
}

/** ` (Side)` after an id that another side's unit shares in the viewer's view (`shared`), else nothing. */
export function sideNote(shared: ReadonlySet<string>, id: string, side: string): string {
  return isShared(shared, id) ? ` (${userText(side)})` : '';
}

/** Names a stand in public text: its id when the public may see it, else nothing that identifies it. */
export function publicNamer(view: FogoView): Namer {
  const shared = sharedInView(view);
  const seen = (id: string, side: string): boolean => view.stands.some((s) => sameUnit(s, { side, id }));
  return namer((id, side) => (seen(id, side) ? `**${userText(id)}**${sideNote(shared, id, side)}` : 'a hidden stand'), seen);
}

/** Names a stand for a viewer who may know of it (its side, the GM), in bold or in a code span. */
export function viewNamer(view: FogoView, style: 'bold' | 'code' = 'bold'): Namer {
  const shared = sharedInView(view);
  const mark = style === 'bold' ? '**' : '`';
  return namer((id, side) => `${mark}${userText(id)}${mark}${sideNote(shared, id, side)}`, () => true);
}

/**
 * A roll's label as the public ledger may show it: the campaign ledger is public (`/campaign log`),
 * and the rules label a roll by its stand (`rally HL-1`, the id last), so a hidden stand's roll would
 * otherwise name it. The stand is `labelSide`'s, the side whose stands the move's rolls are about;
 * one that shares its id with another side's in public view is labelled with its side.
 */
export function publicLabel(state: FogoState, label: string, labelSide: string): string {
  const words = label.split(' ');
  const last = words.pop() ?? '';
  const stand = state.stands.find((s) => s.side === labelSide && s.id.toLowerCase() === last.toLowerCase());
  if (!stand || words.length === 0) return label;
  const view = viewFogo(state, PUBLIC);
  const seen = view.stands.some((s) => sameUnit(s, stand));
  const side = stand.side.replace(/[`*_~|[\]\\@]/g, '');
  return [...words, seen ? `${last}${isShared(sharedInView(view), last) ? ` (${side})` : ''}` : 'hidden stand'].join(' ');
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
 * What to tell the players of every side whose secrets a move changed (an enemy fire or track
 * revealing its Sneaker, say): its secret state again, from its own view only, with its board.
 */
export function secretUpdates(campaign: Campaign, before: FogoState, after: FogoState): SideMessage[] {
  return after.sides
    .filter((side) => secretDigest(before, side) !== secretDigest(after, side))
    .map((side) => {
      const viewer = { kind: 'member', userId: '', side, gm: false } as const;
      const text = [`**${userText(campaign.name)}** — ${userText(side)}: your secret state changed`, sneakersText(viewFogo(after, viewer))].join('\n');
      return { side, text, ...sideBoard(campaign, after, viewer) };
    });
}

/** The side's own board, for its secret DMs, once the campaign has a scenario. */
export function sideBoard(campaign: Campaign, game: FogoState, viewer: Viewer): { boards?: BoardRenderView[] } {
  const board = fogoScenario(campaign.board);
  if (!board) return {};
  return { boards: [fogoBoardView(board, viewFogo(game, viewer), { campaign: campaign.name })] };
}
