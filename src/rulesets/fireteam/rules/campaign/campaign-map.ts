import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { boolRule, type HouseRules } from '../../../../core/house-rules.js';

/**
 * "Forward, victory is near!" (seed 004): a late-war Eastern Front campaign over a map of squares,
 * each side seeking a foothold across a river. The seed prints no map; `DEFAULT_MAP` is ours.
 */
export interface CampaignSquare {
  readonly id: string;
  readonly name: string;
  readonly neighbours: readonly string[];
  /** The deployment zone of the first (0) or second (1) side, which starts owning it. */
  readonly zone?: 0 | 1;
  readonly note?: string;
}

export interface CampaignMap {
  readonly name: string;
  readonly squares: readonly CampaignSquare[];
}

/** A map of `cols` × `rows` squares named A1…, neighbours across edges; rows 1 and `rows` are the zones. */
export function gridMap(name: string, cols: number, rows: number, notes: Readonly<Record<string, string>> = {}): CampaignMap {
  const id = (c: number, r: number): string => `${String.fromCharCode(65 + c)}${r + 1}`;
  const squares: CampaignSquare[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const neighbours = [
        [c, r - 1],
        [c - 1, r],
        [c + 1, r],
        [c, r + 1],
      ]
        .filter(([x, y]) => x! >= 0 && y! >= 0 && x! < cols && y! < rows)
        .map(([x, y]) => id(x!, y!));
      const here = id(c, r);
      const zone = r === 0 ? 0 : r === rows - 1 ? 1 : undefined;
      const note = notes[here];
      squares.push({
        id: here,
        name: here,
        neighbours,
        ...(zone === undefined ? {} : { zone }),
        ...(note === undefined ? {} : { note }),
      });
    }
  }
  return { name, squares };
}

/**
 * Our default: three squares across, four deep. Row 1 is the first side's deployment zone, row 4 the
 * second's; the river runs between rows 2 and 3, so a foothold is any square over it.
 */
export const DEFAULT_MAP: CampaignMap = gridMap('The river crossing', 3, 4, {
  A2: 'near bank',
  B2: 'near bank, bridge',
  C2: 'near bank',
  A3: 'far bank',
  B3: 'far bank, bridge',
  C3: 'far bank',
});

/** Seed 004, Forces: points per game. */
export const CORE_POINTS = 8;
export const ENCOUNTER_POINTS = 6;
export const ATTACK_DEFENCE_POINTS = 8;
export const ATTACK_POINTS = { min: 4, max: 6 } as const;
export const DEFENCE_POINTS = { min: 2, max: 4 } as const;

export interface Assault {
  readonly side: string;
  readonly from: string;
  readonly to: string;
}

export type GameKind = 'encounter' | 'attack-defence';

export interface CampaignGame {
  readonly id: string;
  readonly kind: GameKind;
  /** The assaults the game decides: both for an encounter, one for an attack. */
  readonly assaults: readonly Assault[];
  /** For an attack vs defence game. */
  readonly attacker?: string;
  readonly defender?: string;
  /** Set once fought: the winner, or null for a draw. */
  readonly winner?: string | null;
}

/** Each side's split of the 8 attack-vs-defence points between its attack and its defence. */
export interface Allocation {
  readonly attack: number;
  readonly defence: number;
}

export interface Capture {
  readonly square: string;
  readonly side: string;
  readonly from?: string;
}

export interface CampaignTurnRecord {
  readonly turn: number;
  readonly games: readonly CampaignGame[];
  readonly captures: readonly Capture[];
}

export type CampaignStage = 'declaring' | 'fighting';

export interface CampaignState {
  readonly sides: readonly string[];
  readonly map: CampaignMap;
  /** Square id → owning side; a square not listed is vacant. */
  readonly owners: Readonly<Record<string, string>>;
  readonly turn: number;
  readonly stage: CampaignStage;
  /** This turn's declarations: an assault, or null for none. Secret from the enemy until paired. */
  readonly assaults: Readonly<Record<string, Assault | null>>;
  readonly games: readonly CampaignGame[];
  /** Secret from the enemy until both sides have allocated. */
  readonly allocations: Readonly<Record<string, Allocation>>;
  readonly history: readonly CampaignTurnRecord[];
}

export type CampaignError =
  | 'fireteam/bad-sides'
  | 'fireteam/unknown-side'
  | 'fireteam/bad-map'
  | 'fireteam/wrong-campaign-stage'
  | 'fireteam/already-declared'
  | 'fireteam/unknown-square'
  | 'fireteam/not-your-square'
  | 'fireteam/not-adjacent'
  | 'fireteam/own-square'
  | 'fireteam/declarations-open'
  | 'fireteam/no-attack-defence-games'
  | 'fireteam/bad-allocation'
  | 'fireteam/unknown-game'
  | 'fireteam/result-recorded'
  | 'fireteam/results-missing';

/** Checks a map: unique ids, neighbours that exist and agree both ways, and a zone for each side. */
export function validateMap(map: CampaignMap): RuleResult<CampaignMap, 'fireteam/bad-map'> {
  const ids = new Set<string>();
  for (const s of map.squares) {
    if (s.id.trim() === '' || ids.has(s.id)) return fail('fireteam/bad-map', { problem: 'duplicate-square', square: s.id });
    ids.add(s.id);
  }
  for (const s of map.squares) {
    for (const n of s.neighbours) {
      const other = map.squares.find((x) => x.id === n);
      if (!other || n === s.id) return fail('fireteam/bad-map', { problem: 'unknown-neighbour', square: s.id, neighbour: n });
      if (!other.neighbours.includes(s.id)) return fail('fireteam/bad-map', { problem: 'one-way-neighbour', square: s.id, neighbour: n });
    }
  }
  for (const zone of [0, 1] as const) {
    if (!map.squares.some((s) => s.zone === zone)) return fail('fireteam/bad-map', { problem: 'no-deployment-zone', zone: zone + 1 });
  }
  return ok(map);
}

/** Seed 004, Forward, victory is near!, Turn Sequence: both sides begin owning their deployment zones. */
export function createCampaign(input: { readonly sides: readonly string[]; readonly map?: CampaignMap }): RuleResult<CampaignState, CampaignError> {
  const { sides } = input;
  if (sides.length !== 2 || sides[0]?.toLowerCase() === sides[1]?.toLowerCase()) return fail('fireteam/bad-sides');
  const map = validateMap(input.map ?? DEFAULT_MAP);
  if (!map.ok) return map;
  const owners: Record<string, string> = {};
  for (const s of map.value.squares) if (s.zone !== undefined) owners[s.id] = sides[s.zone]!;
  return ok({ sides: [...sides], map: map.value, owners, turn: 1, stage: 'declaring', assaults: {}, games: [], allocations: {}, history: [] });
}

const sideOf = (c: CampaignState, side: string): string | undefined => c.sides.find((s) => s.toLowerCase() === side.toLowerCase());
const squareOf = (c: CampaignState, id: string): CampaignSquare | undefined => c.map.squares.find((s) => s.id.toLowerCase() === id.toLowerCase());

/** Whether two squares share an edge. */
export function adjacent(map: CampaignMap, a: string, b: string): boolean {
  return map.squares.find((s) => s.id === a)?.neighbours.includes(b) ?? false;
}

function declaring(c: CampaignState, side: string): RuleResult<string, CampaignError> {
  const own = sideOf(c, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (c.stage !== 'declaring') return fail('fireteam/wrong-campaign-stage', { stage: c.stage });
  if (c.assaults[own] !== undefined) return fail('fireteam/already-declared', { side: own });
  return ok(own);
}

/**
 * Seed 004, Forward, victory is near!, Turn Sequence: a side launches its one assault of the turn,
 * from a square it owns into an adjacent square it does not, counting as the attacker.
 */
export function declareAssault(c: CampaignState, side: string, from: string, to: string): RuleResult<CampaignState, CampaignError> {
  const own = declaring(c, side);
  if (!own.ok) return own;
  const a = squareOf(c, from);
  const b = squareOf(c, to);
  if (!a) return fail('fireteam/unknown-square', { square: from });
  if (!b) return fail('fireteam/unknown-square', { square: to });
  if (c.owners[a.id] !== own.value) return fail('fireteam/not-your-square', { square: a.id });
  if (!a.neighbours.includes(b.id)) return fail('fireteam/not-adjacent', { from: a.id, to: b.id });
  if (c.owners[b.id] === own.value) return fail('fireteam/own-square', { square: b.id });
  return ok({ ...c, assaults: { ...c.assaults, [own.value]: { side: own.value, from: a.id, to: b.id } } });
}

/** The side launches no assault this turn ("you may launch a single assault move"). */
export function holdPosition(c: CampaignState, side: string): RuleResult<CampaignState, CampaignError> {
  const own = declaring(c, side);
  if (!own.ok) return own;
  return ok({ ...c, assaults: { ...c.assaults, [own.value]: null } });
}

/**
 * Seed 004, Forward, victory is near!: whether two assaults meet in an encounter. They do if both go
 * into the same vacant square or into vacant squares next to each other; under house rule
 * `campaign.headOnIsEncounter` also if each goes into the square the other launched from.
 */
export function isEncounter(c: CampaignState, a: Assault, b: Assault, rules: HouseRules): boolean {
  const vacant = (sq: string): boolean => c.owners[sq] === undefined;
  if (vacant(a.to) && vacant(b.to) && (a.to === b.to || adjacent(c.map, a.to, b.to))) return true;
  return boolRule(rules, 'campaign.headOnIsEncounter') && a.to === b.from && b.to === a.from;
}

/**
 * Seed 004, Forward, victory is near!: once both sides have declared, turns the assaults into the
 * turn's games — one encounter, or an attack vs defence game for each assault (the other side
 * defending, even a vacant square).
 */
export function pairAssaults(c: CampaignState, rules: HouseRules): RuleResult<CampaignState, CampaignError> {
  if (c.stage !== 'declaring') return fail('fireteam/wrong-campaign-stage', { stage: c.stage });
  const waiting = c.sides.filter((s) => c.assaults[s] === undefined);
  if (waiting.length > 0) return fail('fireteam/declarations-open', { waiting: waiting.join(', ') });
  const launched = c.sides.flatMap((s) => c.assaults[s] ?? []);
  const id = (n: number): string => `t${c.turn}-g${n}`;
  const [a, b] = launched;
  let games: CampaignGame[];
  if (a && b && isEncounter(c, a, b, rules)) games = [{ id: id(1), kind: 'encounter', assaults: [a, b] }];
  else {
    games = launched.map((x, i) => ({
      id: id(i + 1),
      kind: 'attack-defence',
      assaults: [x],
      attacker: x.side,
      defender: c.sides.find((s) => s !== x.side)!,
    }));
  }
  return ok({ ...c, stage: 'fighting', games });
}

/**
 * Seed 004, Forward, victory is near!, Forces: a side splits the 8 attack-vs-defence points, 4–6 to
 * its attack and 2–4 to its defence.
 */
export function allocatePoints(c: CampaignState, side: string, split: Allocation): RuleResult<CampaignState, CampaignError> {
  const own = sideOf(c, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (c.stage !== 'fighting') return fail('fireteam/wrong-campaign-stage', { stage: c.stage });
  if (!c.games.some((g) => g.kind === 'attack-defence')) return fail('fireteam/no-attack-defence-games');
  const { attack, defence } = split;
  const inRange = (n: number, r: { min: number; max: number }): boolean => Number.isInteger(n) && n >= r.min && n <= r.max;
  if (!inRange(attack, ATTACK_POINTS) || !inRange(defence, DEFENCE_POINTS) || attack + defence !== ATTACK_DEFENCE_POINTS) {
    return fail('fireteam/bad-allocation', {
      attack,
      defence,
      total: ATTACK_DEFENCE_POINTS,
      attackRange: `${ATTACK_POINTS.min}-${ATTACK_POINTS.max}`,
      defenceRange: `${DEFENCE_POINTS.min}-${DEFENCE_POINTS.max}`,
    });
  }
  return ok({ ...c, allocations: { ...c.allocations, [own]: { attack, defence } } });
}

/** What a game's side may field: core units always 8 points; reinforcements per the game (undefined until allocated). */
export interface GameBudget {
  readonly core: number;
  readonly reinforcements?: number;
}

/** Seed 004, Forward, victory is near!, Forces: the points `side` has for a game. */
export function gameBudget(c: CampaignState, gameId: string, side: string): RuleResult<GameBudget, CampaignError> {
  const own = sideOf(c, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  const g = c.games.find((x) => x.id.toLowerCase() === gameId.toLowerCase());
  if (!g) return fail('fireteam/unknown-game', { game: gameId });
  if (g.kind === 'encounter') return ok({ core: CORE_POINTS, reinforcements: ENCOUNTER_POINTS });
  const split = c.allocations[own];
  if (split === undefined) return ok({ core: CORE_POINTS });
  return ok({ core: CORE_POINTS, reinforcements: g.attacker === own ? split.attack : split.defence });
}

/** Whether `side` fights in the game: an encounter's two assaulters, an attack's attacker and defender. */
export function fightsIn(g: CampaignGame, side: string): boolean {
  const s = side.toLowerCase();
  return [g.attacker, g.defender, ...g.assaults.map((a) => a.side)].some((x) => x?.toLowerCase() === s);
}

/**
 * Seed 004, Forward, victory is near!: the game `side` is mustering for — the one named, or its first
 * game this turn still without a result; none while assaults are being declared.
 */
export function pendingGame(c: CampaignState, side: string, gameId?: string): RuleResult<CampaignGame | undefined, CampaignError> {
  if (gameId !== undefined) {
    const g = c.stage === 'fighting' ? c.games.find((x) => x.id.toLowerCase() === gameId.toLowerCase()) : undefined;
    if (!g || !fightsIn(g, side)) return fail('fireteam/unknown-game', { game: gameId });
    if (g.winner !== undefined) return fail('fireteam/result-recorded', { game: g.id });
    return ok(g);
  }
  if (c.stage !== 'fighting') return ok(undefined);
  return ok(c.games.find((g) => g.winner === undefined && fightsIn(g, side)));
}

/** Records who won a game, or null for a draw. */
export function recordGameResult(c: CampaignState, gameId: string, winner: string | null): RuleResult<CampaignState, CampaignError> {
  if (c.stage !== 'fighting') return fail('fireteam/wrong-campaign-stage', { stage: c.stage });
  const g = c.games.find((x) => x.id.toLowerCase() === gameId.toLowerCase());
  if (!g) return fail('fireteam/unknown-game', { game: gameId });
  if (g.winner !== undefined) return fail('fireteam/result-recorded', { game: g.id });
  let w: string | null = null;
  if (winner !== null) {
    const own = sideOf(c, winner);
    if (own === undefined) return fail('fireteam/unknown-side', { side: winner });
    w = own;
  }
  return ok({ ...c, games: c.games.map((x) => (x === g ? { ...x, winner: w } : x)) });
}

/**
 * Seed 004, Forward, victory is near!, Battles: the attacker must win to capture or remain in the
 * square, else the assault fails; the winner of an encounter takes the square it assaulted, and a
 * drawn encounter takes nothing. Casualties are not carried forward, so nothing else is kept.
 */
export function capturesOf(games: readonly CampaignGame[], owners: Readonly<Record<string, string>>): Capture[] {
  return games.flatMap((g) => {
    if (g.winner === undefined || g.winner === null) return [];
    const won = g.assaults.find((a) => a.side === g.winner);
    if (!won) return [];
    const from = owners[won.to];
    return [{ square: won.to, side: won.side, ...(from === undefined ? {} : { from }) }];
  });
}

/** Applies the turn's captures and opens the next turn once every game has a result. */
export function advanceCampaign(c: CampaignState): RuleResult<{ readonly state: CampaignState; readonly captures: readonly Capture[] }, CampaignError> {
  if (c.stage !== 'fighting') return fail('fireteam/wrong-campaign-stage', { stage: c.stage });
  const open = c.games.filter((g) => g.winner === undefined).map((g) => g.id);
  if (open.length > 0) return fail('fireteam/results-missing', { games: open.join(', ') });
  const captures = capturesOf(c.games, c.owners);
  const owners = { ...c.owners };
  for (const cap of captures) owners[cap.square] = cap.side;
  return ok({
    state: {
      ...c,
      owners,
      turn: c.turn + 1,
      stage: 'declaring',
      assaults: {},
      games: [],
      allocations: {},
      history: [...c.history, { turn: c.turn, games: c.games, captures }],
    },
    captures,
  });
}

/** A side's assault as declared: from a square it holds into one next to it, or none (it holds). */
export type AssaultChoice = { readonly hold: true } | { readonly hold?: false; readonly from: string; readonly to: string };

/**
 * Seed 004, Forward, victory is near!, campaign turn: `side` declares its one assault, or holds —
 * given exactly one of `from` and `to` together or `hold`. Once both sides have declared, the
 * assaults are paired into the turn's games (`pairAssaults`) and `revealed`.
 */
export function campaignAssault(
  c: CampaignState,
  side: string,
  o: { readonly from?: string | undefined; readonly to?: string | undefined; readonly hold?: boolean | undefined },
  rules: HouseRules,
): RuleResult<{ readonly state: CampaignState; readonly revealed: boolean; readonly choice: AssaultChoice }, CampaignError | 'fireteam/assault-or-hold'> {
  const hold = o.hold === true;
  if (hold ? o.from !== undefined || o.to !== undefined : o.from === undefined || o.to === undefined) return fail('fireteam/assault-or-hold');
  const declared = hold ? holdPosition(c, side) : declareAssault(c, side, o.from!, o.to!);
  if (!declared.ok) return declared;
  const all = declared.value.sides.every((s) => declared.value.assaults[s] !== undefined);
  const next = all ? pairAssaults(declared.value, rules) : ok(declared.value);
  if (!next.ok) return next;
  return ok({ state: next.value, revealed: all, choice: hold ? { hold: true } : { from: o.from!, to: o.to! } });
}

/** Seed 004, Forward, victory is near!, Forces: `side` splits its points (`allocatePoints`); `revealed` once both have. */
export function splitPoints(c: CampaignState, side: string, split: Allocation): RuleResult<{ readonly state: CampaignState; readonly revealed: boolean }, CampaignError> {
  const r = allocatePoints(c, side, split);
  if (!r.ok) return r;
  return ok({ state: r.value, revealed: r.value.sides.every((s) => r.value.allocations[s] !== undefined) });
}

/**
 * Seed 004, Forward, victory is near!: a game's result, won by `winner` or drawn — exactly one of
 * them. Once every game of the turn has one, squares change hands and the next turn opens
 * (`advanceCampaign`; its captures are given).
 */
export function recordResult(
  c: CampaignState,
  gameId: string,
  o: { readonly winner?: string | undefined; readonly draw?: boolean | undefined },
): RuleResult<{ readonly state: CampaignState; readonly game: CampaignGame; readonly captures?: readonly Capture[] }, CampaignError | 'fireteam/winner-or-draw'> {
  if ((o.winner === undefined) === (o.draw !== true)) return fail('fireteam/winner-or-draw');
  const recorded = recordGameResult(c, gameId, o.draw ? null : o.winner!);
  if (!recorded.ok) return recorded;
  const game = recorded.value.games.find((x) => x.id.toLowerCase() === gameId.toLowerCase())!;
  if (!recorded.value.games.every((x) => x.winner !== undefined)) return ok({ state: recorded.value, game });
  const advanced = advanceCampaign(recorded.value);
  if (!advanced.ok) return advanced;
  return ok({ state: advanced.value.state, game, captures: advanced.value.captures });
}
