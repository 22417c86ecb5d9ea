import { playersOf } from '../../../core/campaign.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { RuleResult } from '../../../core/result.js';
import { userText } from '../../../app/format.js';
import type { Dm } from '../../../app/outcome.js';
import type { MoveSpec } from '../../../app/run-move.js';
import type { Scenario } from '../../../core/board/scenario.js';
import type { HouseRules } from '../rules/game/house-rule-lookup.js';
import type { FogoAction } from '../rules/game/initiative.js';
import type { FogoState } from '../rules/game/state.js';
import { viewFogo, type FogoView, type FogoViewData } from '../rules/view.js';
import { publicNamer, sideBoard, viewNamer, type FogoMove, type Namer } from './session.js';
import { sneakersText } from './sneakers-text.js';

/**
 * What a fogo move is given: its state, dice, house rules and side, the campaign's board (the cover
 * its terrain gives) and, for secret orders, its roll number.
 */
export interface FogoArgs {
  readonly state: FogoState;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
  readonly board: Scenario | undefined;
  readonly rollNumber: number;
}

/**
 * A fogo order as `runMove` files it: its command path and its kind in the phase table
 * (`PHASE_TABLE`), which says which side may give it now.
 */
export interface FogoOrder {
  readonly command: string;
  readonly kind: FogoAction;
}

/**
 * An open fogo order for `runMove`: its dice are public, its result told as the public may know it
 * (a stand the public may not see is never named). `rollsAbout` says whose stands its rolls are
 * labelled by: the mover's, or (Temptation) the phasing side's.
 */
export function fogoOrder<R>(
  order: FogoOrder & { readonly rollsAbout?: 'mover' | 'phasing' },
  move: (args: FogoArgs) => RuleResult<FogoMove<R>>,
  describe: (result: R, name: Namer) => string,
): MoveSpec<FogoState, FogoViewData, R> {
  return {
    command: order.command,
    kind: order.kind,
    ...(order.rollsAbout === 'phasing' ? { rollsAbout: (state: FogoState) => state.initiative } : {}),
    move: (args) => move({ ...args, board: args.campaign.board }),
    describe: (result, views) => describe(result, publicNamer(views.public)),
  };
}

/** A fieldcraft result: what the rules make public, and what only its side and the GM may know. */
export interface SecretResult {
  readonly public: unknown;
  readonly secret: unknown | null;
}

/**
 * A fieldcraft order (Sneak, Hide, Conceal Trail, Track, Reorganise, …) for `runMove`. Unlike an
 * open order, its dice are secret: the roll is hidden to all but the acting side and the GM (its
 * dice count could betray a Sneaker's contents, crossfire-core §2.10.2). The channel gets only the
 * public part; the side's players get the secret part and their Sneakers by DM, the GM the secret
 * part, each worded from that reader's own view; `runMove` commits each new secret decision.
 */
export function fieldcraftOrder<R extends SecretResult>(
  order: FogoOrder,
  move: (args: FogoArgs) => RuleResult<FogoMove<R>>,
  describe: { public: (r: R, name: Namer) => string; secret: (r: R, name: Namer) => string },
): MoveSpec<FogoState, FogoViewData, R> {
  return {
    command: order.command,
    kind: order.kind,
    secretDice: true,
    move: (args) => move({ ...args, board: args.campaign.board }),
    describe(result, views) {
      const { campaign, side, after } = views;
      const gmView = viewFogo(after, { kind: 'member', userId: campaign.gm.id, gm: true });
      const secretFor = (view: FogoView): string | undefined => (result.secret === null ? undefined : describe.secret(result, viewNamer(view, 'code')));
      const secretText = secretFor(views.own);
      const briefing = [`**${userText(campaign.name)}** — ${userText(side)}, secret orders`, ...(secretText ? [secretText] : []), sneakersText(views.own)].join('\n');
      const board = sideBoard(campaign, after, { kind: 'member', userId: '', side, gm: false });
      const dms: Dm[] = playersOf(campaign, side).map((to) => ({ to, post: { text: briefing, ...board } }));
      return {
        public: describe.public(result, publicNamer(views.public)),
        private: "Orders recorded; your side's secret state went to its players by DM.",
        dms,
        gm: { to: campaign.gm, post: { text: `**${userText(campaign.name)}** — ${userText(side)}: ${secretFor(gmView) ?? describe.public(result, viewNamer(gmView))}` } },
      };
    },
  };
}
