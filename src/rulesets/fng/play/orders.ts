import type { CommandContext } from '../../../app/command.js';
import { tableFor } from '../rules/terrain/building-floors.js';
import { faceAfter } from '../rules/figures/facing.js';
import { userText } from '../../../app/format.js';
import type { MoveSpec, Told } from '../../../app/run-move.js';
import { isGm } from '../../../core/campaign.js';
import { intRule, rulesFor } from '../../../core/house-rules.js';
import { ok, type RuleResult } from '../../../core/result.js';
import { FNG_HOUSE_RULES, STAR_DEADLINE_KEY } from '../rules/all-house-rules.js';
import { enemySecret, type FngEvent } from '../rules/game/events.js';
import type { OrderArgs, Ordered } from '../rules/game/order.js';
import { settlePending } from '../rules/firefight/moves/order-react.js';
import { claymoresInterrupted, enemyClaymoreSecret } from '../rules/firefight/moves/claymores.js';
import { civiliansHearFire } from '../rules/missions/moves/civilians-play.js';
import { sideName, sideOfName, type FngGame } from '../rules/game/state.js';
import type { FngOrderKind } from '../rules/game/turn.js';
import type { FngViewData } from '../rules/view.js';
import { fngScenario, type FngScenario } from '../rules/terrain/scenario.js';
import { fngGameOf } from './game.js';
import { eventsText } from './texts.js';
import { eventsBrief } from './headlines.js';
import { missionStatusLines } from './enemy/enemy-texts.js';
import { notedPrivately } from './enemy/head-to-head-texts.js';
import { viewFng } from '../rules/view.js';
import type { Campaign } from '../../../core/campaign.js';

/** The campaign's GM as a viewer: she sees the enemy's secrets. */
export const gmViewer = (c: Campaign) => ({ kind: 'member', userId: c.gm.id, gm: true }) as const;

/** What an FNG order is given: the rules' arguments, and whether the GM gave it (for her corrections). */
export type FngArgs = OrderArgs & { readonly gm: boolean };

export interface FngResult {
  readonly events: readonly FngEvent[];
  /** The table the order laid, if it laid one (a tour's campaign turn). */
  readonly board?: FngScenario;
}

/**
 * An FNG order for `runMove`: every roll public, as at the table. The GM who names no side acts for
 * the side whose activation it is (set-up orders name theirs). Before any order of the turn, a chain waiting on a Star past its
 * deadline goes on with the default; before it, the order is refused. The result is told from the
 * public view; a force mustered is told in full only to its own side, and its dice (`secretDice`) are
 * its side's until the campaign ends.
 */
export function fngOrder(
  ctx: CommandContext,
  spec: {
    readonly command: string;
    readonly kind: FngOrderKind;
    readonly side?: string | undefined;
    readonly secretDice?: boolean;
    readonly gmDice?: boolean;
    /** The order may roll the enemy's dice in this game (its Anti-Aircraft Checks): then all its dice are the GM's until the end. */
    readonly enemyDice?: (g: FngGame) => boolean;
  },
  move: (a: FngArgs) => RuleResult<Ordered>,
): MoveSpec<FngGame, FngViewData, FngResult> {
  const campaign = ctx.campaign;
  const gm = campaign !== undefined && isGm(campaign, ctx.actor.id);
  const game = campaign?.ruleset === 'fng' ? fngGameOf(campaign.game) : undefined;
  const side = spec.side ?? (gm && game !== undefined && spec.kind !== 'setup' ? sideName(game, game.acting ?? 'fwf') : undefined);
  return {
    command: spec.command,
    kind: spec.kind,
    side,
    ...(spec.secretDice ? { secretDice: true } : {}),
    ...(spec.gmDice || (game !== undefined && spec.enemyDice?.(game)) ? { gmDice: true } : {}),
    board: (result) => result.board,
    move(args) {
      const fngSide = sideOfName(args.state, args.side);
      if (fngSide === undefined) throw new Error(`side ${args.side} is not in the fng game`);
      // The board as collapses left it: ground-floor rubble is rough ground for all (L994).
      const board = fngScenario(args.campaign.board);
      const table = tableFor(board, args.state.ruins, args.rules);
      let a: FngArgs = { game: args.state, side: fngSide, roller: args.roller, rules: args.rules, now: ctx.now, gm, ...(table ? { table } : {}) };
      const before: FngEvent[] = [];
      if (args.state.pending && spec.kind !== 'react' && spec.kind !== 'setup') {
        const settled = settlePending(a, intRule(args.rules, STAR_DEADLINE_KEY));
        if (!settled.ok) return settled;
        before.push(...settled.value.events);
        a = { ...a, game: settled.value.game };
      }
      const r = move(a);
      if (!r.ok) return r;
      const events = [...before, ...r.value.events];
      // A Claymore being set whose setter had to react is given up (L611, L783); who reacted is remembered.
      const c = claymoresInterrupted(r.value.game, events);
      // Civilians near the shooting react, and those its blasts caught are hurt (L1264, L1281).
      const heard = civiliansHearFire(c.game, events, { roller: a.roller, rules: a.rules, side: a.side, ...(a.table ? { table: a.table } : {}) });
      // Whoever moved faces the way he went, whoever was placed faces into the table (L316, L806).
      const state = faceAfter(args.state, heard.game, board?.board);
      return ok({ state, result: { events: [...events, ...c.events, ...heard.events], ...(r.value.board ? { board: r.value.board } : {}) } });
    },
    describe(result, views): Told {
      const hours = intRule(rulesFor(FNG_HOUSE_RULES, views.campaign.houseRules), STAR_DEADLINE_KEY);
      const forces = result.events.filter((e) => e.kind === 'force');
      // The enemy's dice an order rolled (its Anti-Aircraft Checks) are the GM's alone.
      // So are the enemy's own Claymores being set or given up (a VC/NVA leader's, L516).
      const gmOnly = (e: FngEvent) => enemySecret(e) || enemyClaymoreSecret(e);
      const enemy = result.events.filter(gmOnly);
      const rest = result.events.filter((e) => e.kind !== 'force' && !gmOnly(e));
      const mustered = forces.map((e) => `**${userText(e.side === 'fwf' ? views.public.sides[0] : views.public.sides[1])}** musters a force.`);
      const pub = [...mustered, eventsText(rest, views.public, hours)].filter(Boolean).join('\n');
      const brief = [...mustered, eventsBrief(rest, views.public, hours)].filter(Boolean).join('\n');
      // An order rolling the enemy's dice (a mission's sealed levels) tells the GM what they sealed.
      const gmView = viewFng(views.after, gmViewer(views.campaign));
      const gmText = [...(spec.gmDice ? missionStatusLines(gmView) : []), ...(enemy.length ? [eventsText(enemy, gmView, hours)] : [])].filter(Boolean);
      const gm = gmText.length ? { gm: { to: views.campaign.gm, post: { text: gmText.join('\n') } } } : {};
      // Head to head, what a side noted its PEF holds is told to the noter alone (and kept in the log for the side).
      const notes = result.events.flatMap((e) => (e.kind === 'side-pef-noted' ? [notedPrivately(e)] : []));
      if (forces.length === 0 && notes.length === 0) return { public: pub, brief, ...gm };
      const own = [...(forces.length ? [eventsText(forces, views.own, hours)] : []), ...notes].join('\n');
      return { public: pub, brief, private: own, logPrivate: true, ...gm };
    },
  };
}
