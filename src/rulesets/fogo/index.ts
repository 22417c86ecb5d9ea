import { userText } from '../../app/format.js';
import { fogoPage } from './play/page.js';
import { ok } from '../../core/result.js';
import type { Ruleset } from '../../core/ruleset.js';
import { publicLabel, secretUpdates } from './play/session.js';
import { fieldcraftOf, withFieldcraft } from './rules/fieldcraft/model.js';
import { FOGO_APP_MESSAGES } from './play/app-messages.js';
import { FOGO_MAP } from './play/board-kit.js';
import { fogoGuide } from './play/guide.js';
import { fogoBoardView } from './play/board-view.js';
import { FOGO_MESSAGES } from './play/messages.js';
import { secretLog } from './rules/fieldcraft/audit.js';
import { fogoHouseRules } from './rules/game/house-rules.js';
import { isFogoAction, requirePhase } from './rules/game/initiative.js';
import { fogoScenario } from './rules/table/scenario.js';
import { createFogoState, fogoStateOf, type FogoState } from './rules/game/state.js';
import { viewFogo, type FogoViewData } from './rules/view.js';

/**
 * Fogo Cruzado: Crossfire for the Portuguese Colonial War, with its fieldcraft rules (seeds 000, 001).
 *
 * Its rules (`rules/`), by the seeds' parts and crossfire-core's sections; each folder imports only
 * those above it in this list:
 * - `troops/` — the base: Types of Stands and Other Troop Characteristics as data, a stand checked.
 * - `game/` — the game as kept and its turn: the state (with the fieldcraft part's records in
 *   `fieldcraft-state.ts`, helicopters, civilians' intentions), the initiative and phase table
 *   (§1.2, §1.3), house rules, the one measurement (§1.1), roll modifiers.
 * - `forces/` — Orders of Battle: the built-in forces (data), a force deployed from one.
 * - `table/` — African Terrain: terrain types, scenarios, a spot on the table.
 * - `fire/` — Fire (§1.4): pools, results, direct fire and volleys, reactive fire, recon by fire,
 *   cover from terrain, anti-tank fire, the Untrained's reactive fire.
 * - `actions/` — the other actions (§1.3): move and group move, rally, Dragoons dismounting,
 *   close combat.
 * - `civilians/` — civilians (§2.4) and looting (§2.5).
 * - `fieldcraft/` — Fieldcraft, Concealment and Tracking (seed 001, §2.7): Sneakers, Spoor, hiding,
 *   sneaking, tracking, revealing, and their secret log.
 * - `support/` — Transport and support (§2.8, §2.11): helicopters in the fight and air assault,
 *   parachute drops, indirect fire.
 * - `fire-orders.ts`, `errors.ts`, `view.ts` — what reads every part: fire orders as a player
 *   gives them, every error code, the view.
 */
export const fogo: Ruleset<FogoState, FogoViewData> = {
  id: 'fogo',
  name: 'Fogo Cruzado (Crossfire, Portuguese Colonial War)',
  seeds: ['000_791769180257b7bf.txt', '001_b2bba8973aaed1af.txt'],
  houseRules: fogoHouseRules,
  firstMoves: ['/campaign join side:<side>', '/fogo force builtin:<force>', '/fogo fire firers:<stand> target:<enemy stand>'],
  // A game starts with no stands, the first side listed holding the initiative.
  newGame: (sides) => createFogoState({ sides, initiative: sides[0] ?? '' }),
  gameOf: fogoStateOf,
  viewFor: viewFogo,
  units: (view) => view.stands,
  guide: fogoGuide,
  board: {
    ...FOGO_MAP,
    // It is public which buildings tempt Looters (crossfire-core §2.5).
    withScenario(state, scenario) {
      const own = fogoScenario(scenario);
      return own ? { ...state, lootableFeatures: own.features.filter((f) => f.lootable).map((f) => f.name) } : state;
    },
    boardView(view, scenario, options) {
      const own = fogoScenario(scenario);
      return own ? fogoBoardView(own, view, { campaign: options.campaign }) : undefined;
    },
  },
  phases: {
    // Crossfire's one phase (crossfire-core §1.2, §1.3): the phasing side acts, the other only
    // reacts; the phase table says which order is whose. The GM sees every secret and so moves for no side.
    check(state, side, order) {
      if (!isFogoAction(order.kind)) throw new Error(`not a Fogo Cruzado order: ${order.kind}`);
      const legal = requirePhase(state, side, order.kind);
      return legal.ok ? ok(state) : legal;
    },
    turn: (state) => ({ key: state.initiative, text: `The initiative passes to **${userText(state.initiative)}**.`, toAct: state.initiative }),
    gmActs: false,
  },
  publicLabel,
  // A secret decision cites the roll its move drew, or none: a number never drawn must not be cited.
  settle(state, before, roll) {
    const fc = fieldcraftOf(state);
    const known = fieldcraftOf(before).counters.log;
    if (!fc.secretLog.some((e) => e.seq > known)) return state;
    return withFieldcraft(state, { ...fc, secretLog: fc.secretLog.map((e) => (e.seq > known ? { ...e, roll } : e)) });
  },
  secretUpdates: (campaign, before, after) => secretUpdates(campaign, before, after),
  // At a missed deadline, when the GM chose the rules' default: the side passes.
  deadlineMove: ['fogo', 'pass'],
  messages: { ...FOGO_MESSAGES, ...FOGO_APP_MESSAGES },
  commandRoots: ['fogo', 'fieldcraft'],
  page: fogoPage,
  secretDecisions: (state) => secretLog(state).map((e) => ({ seq: e.seq, side: e.side, kind: e.decision.kind, entry: e })),
};
