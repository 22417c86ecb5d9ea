import type { Scenario } from './board/scenario.js';
import type { BoardRenderView, MapKit } from './board/view.js';
import type { Actor, Campaign } from './campaign.js';
import type { Roller } from './dice/roller.js';
import type { HouseRuleParam, HouseRules } from './house-rules.js';
import type { PageKit } from './page-orders.js';
import type { RuleResult } from './result.js';
import type { UnitRef } from './unit-ref.js';
import type { Projected, Viewer } from './views.js';

/**
 * The Ruleset contract (DESIGN.md, Layout): everything the kernel, the app, the renderer and the
 * store may know of a ruleset. A ruleset lives in `src/rulesets/<id>/` and is listed once in
 * `src/rulesets/registry.ts`; nothing outside its folder names it.
 *
 * `State` is the game it keeps in a campaign; `View` the game as one viewer may know it.
 */
export interface Ruleset<State = unknown, View = unknown> {
  readonly id: string;
  readonly name: string;
  /** The seed files it is implemented from (../shared/seeds). */
  readonly seeds: readonly string[];
  /**
   * How a game of it starts, for /help's "start here": a few commands after `/campaign new`, in order
   * (a force, a scenario, the first order), as a player would type them.
   */
  readonly firstMoves?: readonly string[];
  /** Every value the seeds leave uncertain, with its default (DESIGN.md, House rules). */
  readonly houseRules: readonly HouseRuleParam[];
  /**
   * The ways of play a campaign may choose at `/campaign new` besides the default (e.g. a
   * head-to-head game where a player runs the enemy the bot otherwise plays); none: only the default.
   */
  readonly modes?: readonly string[];
  /** The game a new campaign starts with, in `mode` (one of `modes`) when given; refuses sides it cannot play. */
  newGame(sides: readonly string[], mode?: string): RuleResult<State>;
  /**
   * The game as stored, checked to be this ruleset's: the one place a campaign's untyped game
   * becomes typed, so no consumer casts. A campaign of this ruleset always has one (a fault if not).
   */
  gameOf(game: unknown): State;
  /** The game as one viewer may know it: the only road from game state to any output. */
  viewFor(state: State, viewer: Viewer): Projected<View>;
  /** The units a view holds, for autocomplete (what the asker may see, nothing more). */
  units(view: Projected<View>): readonly UnitRef[];
  /** The one check of whose turn it is and which moves are legal (DESIGN.md, One command). */
  readonly phases: PhaseTable<State>;
  /**
   * A roll's label as the public ledger may show it: a label naming a unit the public may not see
   * (`rally HL-1`, a hidden stand) would give it away. `labelSide` is the side whose units the rolls are about.
   */
  publicLabel?(state: State, label: string, labelSide: string): string;
  /** The state once the move's roll number is known (its number, or null when it drew no dice). */
  settle?(state: State, before: State, roll: number | null): State;
  /**
   * What to tell, by direct message, the players of every side whose secrets a move changed (an
   * enemy fire revealing a Sneaker, a patrol marker locked), each from that side's own view only.
   */
  secretUpdates?(campaign: Campaign, before: State, after: State, mover: { readonly actor: Actor; readonly side: string }): readonly SideMessage[];
  /**
   * "What can I do now?" (/campaign status, a new game's post): `now` is where the game stands as anyone
   * may know it (phase, whose turn); `next` what this asker may do and how the phase ends. Drawn from
   * the asker's projected view only, so it can tell no secret.
   */
  guide?(view: Projected<View>, asker: Asker): Guide;
  /** Its boards: its scenarios' terrain and fields, its styles, and how its game is drawn. */
  readonly board?: BoardKit<State, View>;
  /**
   * The command played for a side whose deadline passed when the GM chose the rules' default
   * (`/campaign pace missed:default`), as a command path (its pass); run as the side's first player.
   */
  readonly deadlineMove?: readonly string[];
  /**
   * Whether the pass (`deadlineMove`) is a step that makes sense now, to offer as a button under a
   * post (no "Done" while a game is set up or over); absent, it always is. Drawn from the public view.
   */
  passOffered?(publicView: Projected<View>): boolean;
  /**
   * Next steps to offer under a move's post beyond the pass (a Star's answers when he is asked), drawn
   * from the public view only, since everyone sees the post.
   */
  nextSteps?(publicView: Projected<View>): readonly NextStep[];
  /** The words for every error code it returns, and its leak policy (STYLE.md 3). */
  readonly messages: Readonly<Record<string, (params: Readonly<Record<string, string | number>>) => string>>;
  /**
   * Secret decisions committed to the public log as salted hashes while the game runs (a ruleset's
   * hidden fieldcraft), checked by /verify and published when the campaign ends, or earlier, each
   * once the rules reveal it (`disclosed`).
   */
  secretDecisions?(state: State): readonly SecretDecision[];
  /** The roots of its slash commands (a ruleset may have several); by default its id alone. The web page takes orders of these only. */
  readonly commandRoots?: readonly string[];
  /**
   * Its commands' paths as they were before a rename (the old path → the path now, each spelled as an
   * action keeps it, e.g. `game old step` → `game-part step`), so the actions a campaign kept under an old name still replay.
   */
  readonly formerCommands?: Readonly<Record<string, string>>;
  /** Orders given by clicking on the web page: what a selection may do, and an order's exact command and cost (issue 40). */
  readonly page?: PageKit<View>;
}

/**
 * A secret decision as committed: its number, the side that made it, what kind of decision, and the
 * entry whose salted canonical JSON was hashed into the public log (`src/core/commitment.ts`).
 */
export interface SecretDecision {
  readonly seq: number;
  readonly side: string;
  readonly kind: string;
  readonly entry: unknown;
  /**
   * The rules have revealed it (say, the mission it belongs to ended): the kernel then publishes its entry and salt,
   * so anyone's /verify checks it against its commitment before the campaign ends.
   */
  readonly disclosed?: boolean;
}

/** A step a post may offer: a button running a command, or a menu whose choice fills one option. */
export interface NextStep {
  readonly label: string;
  readonly path: readonly string[];
  readonly options?: Readonly<Record<string, string>>;
  readonly choose?: { readonly option: string; readonly values: readonly string[] };
  /** Good for as long as the campaign runs (joining, your board), not only until the next post. */
  readonly lasting?: boolean;
}

/** Who asks what they may do: a side's player, the GM, or someone who has joined no side. */
export interface Asker {
  readonly side?: string;
  readonly gm: boolean;
}

/** Where the game stands, and what one asker may do next. */
export interface Guide {
  readonly now: string;
  readonly next: readonly string[];
}

/** A message for every player of one side (the kernel sends it as a direct message to each). */
export interface SideMessage {
  readonly side: string;
  readonly text: string;
  readonly boards?: readonly BoardRenderView[];
  /** Not to the mover, whom the command's own reply tells. */
  readonly skipMover?: boolean;
  /** Only these players of the side (user ids): what one player's figures alone met. */
  readonly players?: readonly string[];
}

/**
 * The kind of an order of set-up (mustering, placing): the phase table may check it, but unlike an order
 * of play it does not put the game under way, so players still join sides freely (README, Who sees what).
 */
export const SET_UP = 'setup';

/** An order as the phase table sees it: its kind, the command, and where it acts (a hex whose units activate). */
export interface Order {
  readonly kind: string;
  readonly command: string;
  readonly at?: string;
}

/**
 * Which side may act and which moves are legal now (boardgame.io's phase table): `runMove` asks it
 * once before a move, so the moves themselves need not re-check, and once after, for whose turn it is.
 */
export interface PhaseTable<State> {
  /**
   * May `side` give `order` now? May also settle what waited on this order (Fire Team: an overwatch
   * the watching side passes up), so it returns the state the move starts from.
   */
  check(state: State, side: string, order: Order): RuleResult<State>;
  /**
   * What happens by itself once a move is made (Fire Team's phases move on; a turn's end burns the
   * table's fires), with what to tell; `env`, the house rules and board the bot plays by, is the table's.
   * `brief`: the same told in headlines for the channel's post, when `lines` (kept in the log) are longer.
   */
  after?(state: State, roller: Roller, env: BotEnv): { readonly state: State; readonly lines: readonly string[]; readonly brief?: readonly string[] } & PrivateNews;
  /**
   * Whose turn it is, as the public may know it: a key that changes when the turn does, the words
   * for the channel, and the side to ping (none when it is `actingSide`'s own or nobody's).
   */
  turn(state: State, actingSide: string): { readonly key: string; readonly text: string; readonly toAct?: string };
  /** Whether the GM, who sees everything, may move for a side she names (a solo or umpired game). */
  readonly gmActs: boolean;
  /**
   * The side the bot plays (a solo game's enemy): after a move, while that side has something to do, the bot
   * does it. Its dice go into a ledger entry of their own that only the GM sees until the campaign ends;
   * `public` is what the channel may know of it, `gm` the rest. Undefined when the bot has nothing to do.
   */
  bot?(state: State, roller: Roller, env: BotEnv): BotTurn<State> | undefined;
  /**
   * The side `bot` plays, of a campaign's sides (and the GM by hand while the bot has nothing to do): no
   * player may ever join it, since its player would read and move the enemy. `state`, when the campaign
   * has a game: a mode in which a player runs that side (head to head) leaves the bot none.
   */
  botSide?(sides: readonly string[], state?: State): string | undefined;
}

/** What the bot plays by: the campaign's house rules, its board's scenario, and the time. */
export interface BotEnv {
  readonly rules: HouseRules;
  readonly board?: Scenario;
  readonly now: string;
}

/**
 * What happened by itself (a turn's end, the bot's turn) that only some may know: lines for the GM
 * alone, and messages for one side's players (or some of them), each sent as a direct message and
 * kept in the log for its audience only.
 */
export interface PrivateNews {
  readonly gm?: readonly string[];
  readonly sides?: readonly SideMessage[];
}

/**
 * What the bot did on its side's behalf: the state after, the channel's lines (kept in the log; `brief`:
 * the same in headlines for the channel's post, when shorter), the GM's, and any side's own.
 */
export interface BotTurn<State> extends PrivateNews {
  readonly state: State;
  readonly public: readonly string[];
  readonly brief?: readonly string[];
  readonly gm: readonly string[];
}

/**
 * What a ruleset gives the board layer: its scenarios' terrain types and fields (checked by
 * `validateScenario`), its styles as data (carried in every view of its boards), and pure functions
 * of its scenarios and projected views.
 */
export interface BoardKit<State, View> extends MapKit {
  /** A scenario loaded into a campaign's game (lootable features, the map's size, the initiative). */
  withScenario?(state: State, scenario: Scenario): State;
  /**
   * The board as one viewer may see it, drawn from that viewer's projected view only; undefined for a
   * scenario it cannot draw its game on (the kernel then draws the bare map).
   */
  boardView(view: Projected<View>, scenario: Scenario, options: { readonly campaign: string; readonly audience: string }): BoardRenderView | undefined;
}

/**
 * The rulesets a composition root offers, by id. Each is a `Ruleset<unknown, unknown>` to the
 * kernel: the methods above are declared as methods, so a ruleset typed in its own game and view
 * stands in for one typed in unknowns, and the kernel only ever passes a game from `gameOf` back to
 * the same ruleset.
 */
export interface RulesetRegistry {
  readonly all: readonly Ruleset[];
  get(id: string): Ruleset | undefined;
  /** The board kits of those that have boards, by ruleset id, in the registry's order: what scenarios are checked against. */
  readonly boards: ReadonlyMap<string, BoardKit<unknown, unknown>>;
}

/** A registry of `rulesets`, refusing (as a fault of ours) two with one id or a house-rule key twice. */
export function registryOf(rulesets: readonly Ruleset[]): RulesetRegistry {
  const byId = new Map<string, Ruleset>();
  for (const r of rulesets) {
    if (byId.has(r.id)) throw new Error(`two rulesets have the id ${r.id}`);
    const keys = r.houseRules.map((h) => h.key.toLowerCase());
    const twice = keys.find((k, i) => keys.indexOf(k) !== i);
    if (twice !== undefined) throw new Error(`ruleset ${r.id} lists the house rule ${twice} twice`);
    byId.set(r.id, r);
  }
  const boards = new Map(rulesets.flatMap((r) => (r.board ? [[r.id, r.board] as const] : [])));
  return { all: [...rulesets], get: (id) => byId.get(id), boards };
}
