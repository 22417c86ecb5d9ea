import type { Ruleset } from '../../core/ruleset.js';
import { tableFor } from './rules/terrain/building-floors.js';
import { faceAfter } from './rules/figures/facing.js';
import { fngPage } from './play/page.js';
import { PUBLIC } from '../../core/views.js';
import { FNG_MAP } from './play/board/board-kit.js';
import { fngBoardView } from './play/board/board-figures.js';
import { fngGameOf } from './play/game.js';
import { fngGuide } from './play/guide.js';
import { turnLine } from './play/format.js';
import { FNG_MESSAGES } from './play/messages.js';
import { eventsText } from './play/texts.js';
import { eventsBrief } from './play/headlines.js';
import { belowNews } from './play/hazards/turn-end-news.js';
import { fngNextSteps, fngPassOffered } from './play/next-steps.js';
import { FNG_HOUSE_RULES, STAR_DEADLINE_KEY } from './rules/all-house-rules.js';
import { supportArrivals } from './rules/support/moves/support-arrivals.js';
import { fngScenario } from './rules/terrain/scenario.js';
import { intRule } from '../../core/house-rules.js';
import { createFngGame, FNG_MODES, headToHead, keyOf, sideName, type FngGame } from './rules/game/state.js';
import { checkOrder, FNG_ORDER_KINDS, type FngOrderKind } from './rules/game/turn.js';
import { botWithTerrain, splitEnemyDice } from './rules/bot-turn-end.js';
import { advanceWithTerrain } from './rules/turn-end.js';
import { resolveSeenSidePefs } from './rules/game/head-to-head.js';
import { defenseTurnEvents } from './rules/missions/moves/defense-events.js';
import { viewFng, type FngViewData } from './rules/view.js';

/** The GM's view, for the bot's report to her: every secret of the enemy's. */
const GM_VIEW = { kind: 'member', userId: '', gm: true } as const;

const isKind = (k: string): k is FngOrderKind => (FNG_ORDER_KINDS as readonly string[]).includes(k);

/**
 * FNG 2nd Tour (seed 002): a Vietnam skirmish of Stars and Grunts on a table measured in inches. The
 * first side is the players' Free World Forces, the second the Communist Forces; in part 1 the GM places
 * and moves the enemy by hand. The bot rolls Activation, takes every reaction test the moment it is
 * triggered, for both sides, and asks a Star's player only where the rules give the Star a choice.
 *
 * Its rules (`rules/`), by the book's parts; each folder imports only its own line's and those above
 * it in this list (the architecture test reads this list):
 * - `figures/`, `terrain/` — the base, importing no other part. Basics, The Lists and Organizing
 *   your Force (dice, REP and attributes, Stars, weapons, army lists and force generation as data,
 *   groups and leaders, a force file); Buildings and Terrain (the terrain table as data, a scenario's
 *   table and its generator, areas of operations, cover, buildings' structure, water and fire).
 * - `firefight/`, `tunnels/`, `support/`, `missions/`, `enemy/`, `tour/` — the book's other parts,
 *   each its rules and tables from the dice to the result: Rules of War (activation, movement, In
 *   Sight, reactions, ranged combat, damage, grenades, melee, medics);
 *   tunnels; Escalating Battles (support levels, artillery, Tac Air, helicopters, the Loach, radios,
 *   reinforcements); Missions (their types, levels, weather, Victory Points, civilians, the Defense's
 *   events); the enemy (PEFs, Potential Contacts, First Contact, enemy actions and activity, booby
 *   traps, spider holes, random events, VC/NVA reinforcements); Campaign and After the Mission (the
 *   tour, its roster, personnel, DEROS).
 * - `game/` — what every move works on: the game's state and events, the turn and what an order is
 *   given, the reaction chain, line of sight, smoke and blasts on the table.
 * - `terrain/moves/`, `tunnels/moves/`, `missions/moves/`, `support/moves/`, `firefight/moves/`,
 *   `enemy/moves/`, `tour/moves/` — each part's moves on the game (its orders, and the bot's turn in
 *   `enemy/moves/`); one part's moves may call another's.
 * - `view.ts`, `turn-end.ts`, `bot-turn-end.ts`, `all-house-rules.ts` — what this index reads: the
 *   view, the turn's end, the bot after an order, every part's house rules.
 *
 * Its play code (`play/`): the texts by the same parts (`board/`, `enemy/`, `hazards/` for tunnels,
 * buildings, water and civilians, `missions/`, `support/`, `tour/`), and above them the entry points
 * every command uses (`orders.ts` and the order specs beside it, `texts.ts`, `messages.ts`,
 * `status.ts`, `charts.ts`, `guide.ts`).
 */
export const fng: Ruleset<FngGame, FngViewData> = {
  id: 'fng',
  name: 'FNG 2nd Tour (Vietnam skirmish)',
  seeds: ['002_d884929bee941e12.txt'],
  houseRules: FNG_HOUSE_RULES,
  firstMoves: ['/campaign join side:<the Free World side>', '/fng force builtin:fng-pink-squad', '/fng figure place figures:"<id>@x,y; …"', '/fng activate'],
  modes: FNG_MODES,
  newGame: (sides, mode) => createFngGame(sides, FNG_MODES.find((m) => m === mode)),
  gameOf: fngGameOf,
  viewFor: viewFng,
  units: (view) => view.figures.map((f) => ({ side: f.side, id: f.id })),
  // Positions are the players' (attested); the board draws the figures where they say they stand.
  board: { ...FNG_MAP, boardView: fngBoardView },
  guide: fngGuide,
  phases: {
    check(game, side, order) {
      if (!isKind(order.kind)) throw new Error(`not an FNG order: ${order.kind}`);
      const s = side.toLowerCase() === game.sides[0].toLowerCase() ? 'fwf' : 'cf';
      return checkOrder(game, s, order.kind);
    },
    // The turn goes on by itself: a side with no group able to act passes, and the next Activation is rolled.
    after(game, roller, env) {
      const board = fngScenario(env.board);
      const table = tableFor(board, game.ruins, env.rules);
      // Head to head, a PEF an enemy figure now sees is resolved whoever moved (L1405, L1226).
      const sighted = resolveSeenSidePefs(game, { rules: env.rules, ...(table ? { table } : {}) });
      const turned = advanceWithTerrain(sighted.game, roller, { rules: env.rules, now: env.now, ...(table ? { table } : {}) });
      // Support due comes over the table as the Free World activation begins (it acts on a request once).
      const arrived = turned.game.acting === 'fwf' ? supportArrivals(turned.game, roller, env.rules, env.now) : { game: turned.game, events: [] };
      // A Defense's own events of the turn (the resupply Slick, the road's civilians, L2205–L2206): the bot's part
      // with the bot as the enemy; head to head, with no bot, here.
      const defense = headToHead(arrived.game) ? defenseTurnEvents(arrived.game, roller, env.rules, table) : { game: arrived.game, events: [] };
      // Whoever moved in the enemy's turn or the turn's end faces the way he went, whoever came on faces into the table (L316, L806).
      const r = { game: faceAfter(game, defense.game, board?.board), events: [...arrived.events, ...defense.events.map((event) => ({ kind: 'defense-event' as const, event }))] };
      // The enemy's dice and what befell a party below go to the GM and to that party's player alone.
      const split = splitEnemyDice([...sighted.events, ...turned.events, ...r.events]);
      const news = belowNews(split.pub, r.game);
      const gm = [...(split.gm.length ? [eventsText(split.gm, viewFng(r.game, GM_VIEW), 0)] : []), ...news.gm];
      const seen = viewFng(r.game, PUBLIC);
      return { state: r.game, lines: split.pub.length ? [eventsText(split.pub, seen, 0)] : [], brief: split.pub.length ? [eventsBrief(split.pub, seen, 0)] : [], gm, sides: news.sides };
    },
    turn(game, actingSide) {
      const p = game.pending;
      const asked = p ? (game.figures.find((f) => keyOf(f) === p.asked[0])?.side ?? 'fwf') : undefined;
      const toAct = asked !== undefined ? sideName(game, asked) : game.acting !== undefined ? sideName(game, game.acting) : undefined;
      return {
        key: [game.turn, game.acting ?? '', game.done.join(','), p?.askedAt ?? '', p?.asked.join(',') ?? ''].join('|'),
        text: turnLine(viewFng(game, PUBLIC)),
        ...(toAct !== undefined && toAct.toLowerCase() !== actingSide.toLowerCase() ? { toAct } : {}),
      };
    },
    gmActs: true,
    // Once a mission is under way the bot plays the enemy: its dice the GM's, the channel told what the table shows.
    bot(game, roller, env) {
      const board = fngScenario(env.board);
      const table = tableFor(board, game.ruins, env.rules);
      const played = botWithTerrain(game, roller, { rules: env.rules, now: env.now, ...(table ? { table } : {}) });
      if (!played) return undefined;
      const r = { ...played, game: faceAfter(game, played.game, board?.board) };
      const hours = intRule(env.rules, STAR_DEADLINE_KEY);
      const news = belowNews(r.pub, r.game);
      const seen = viewFng(r.game, PUBLIC);
      const pub = eventsText(r.pub, seen, hours);
      const brief = eventsBrief(r.pub, seen, hours);
      const gm = eventsText(r.gm, viewFng(r.game, GM_VIEW), hours);
      return { state: r.game, public: pub ? [pub] : [], brief: brief ? [brief] : [], gm: [...(gm ? [gm] : []), ...news.gm], sides: news.sides };
    },
    // The Communist Forces: the bot's once a mission is under way, the GM's by hand before (part 1), never a player's;
    // head to head (L1221–L1227) a player's, joined like any side.
    botSide: (sides, game) => (game && headToHead(game) ? undefined : sides[1]),
  },
  // At a missed deadline, when the GM chose the rules' default: the side passes.
  deadlineMove: ['fng', 'done'],
  nextSteps: fngNextSteps,
  passOffered: fngPassOffered,
  messages: FNG_MESSAGES,
  commandRoots: ['fng', 'fng-mission', 'fng-tour'],
  // The tour was /fng tour and /fng after-action until it became /fng-tour (each tree within Discord's size).
  formerCommands: {
    'fng tour start': 'fng-tour start',
    'fng tour status': 'fng-tour status',
    'fng tour roster': 'fng-tour roster',
    'fng tour turn': 'fng-tour turn',
    'fng after-action': 'fng-tour after-action',
  },
  page: fngPage,
  // What the enemy decided out of sight (sealed levels, traps laid): committed when made, disclosed when the mission ends.
  // The hashed entry is the sealed record as made: `disclosed` came later and is no part of it.
  // Head to head, each side's PEF notes too, as that side's (the hashed entry names the side, so one cannot pass for the other's).
  secretDecisions: (state) =>
    (state.sealed ?? []).map((s) => ({
      seq: s.seq,
      side: sideName(state, s.side ?? 'cf'),
      kind: s.kind,
      entry: { seq: s.seq, kind: s.kind, ...(s.side ? { side: s.side } : {}), entry: s.entry },
      ...(s.disclosed ? { disclosed: true } : {}),
    })),
};
