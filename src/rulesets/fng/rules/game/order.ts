import type { Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { protectionAt } from '../terrain/cover.js';
import type { FngScenario } from '../terrain/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import type { FngEvent, Stands } from './events.js';
import { weaponReadings } from '../figures/forces-house-rules.js';
import { firefightRules } from '../firefight/house-rules.js';
import { ownFigure, type FngGame, type FngSide, type FngStateError, type TableFigure } from './state.js';
import { mayAct, type TurnError } from './turn.js';
import { resolveWeapons } from '../figures/weapons.js';
import type { ChainEnv } from './chain-kit.js';

/** What every FNG order is given: the game, the acting side, the campaign's dice and house rules, and the time (for Star deadlines). */
export interface OrderArgs {
  readonly game: FngGame;
  readonly side: FngSide;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly now: string;
  /** The loaded scenario's terrain, when there is one: line of sight, cover and concealment are read from it. */
  readonly table?: Pick<FngScenario, 'features' | 'board' | 'facing'> & { readonly entries?: FngScenario['entries'] };
  /** The GM gave the order: she may set cover and concealment against the board. */
  readonly gm?: boolean;
}

/** Who may say a figure is in cover or concealed: anyone where no board is loaded, only the GM against one. */
export type CoverWord = 'fng/board-reads-cover';

/**
 * How cover and concealment said in an order count (L812: the players agree which areas give what):
 * where no board is loaded they are attested; against a loaded board only the GM may set them, and
 * the result says it was her word; a player's is refused, naming the figure.
 */
export function coverWord(a: Pick<OrderArgs, 'table' | 'gm'>, said: boolean, figure: string): RuleResult<'gm' | 'attested' | undefined, CoverWord> {
  if (!said) return ok(undefined);
  if (!a.table) return ok('attested');
  return a.gm === true ? ok('gm') : fail('fng/board-reads-cover', { figure });
}

/**
 * Whether a figure standing at `at` is in cover and concealed (L807–L815): as said where someone
 * said it, else from the board's terrain, else neither.
 */
export function standing(a: Pick<OrderArgs, 'table'>, at: Point, attested: { readonly cover?: boolean; readonly concealed?: boolean }, stance: { readonly prone?: boolean; readonly moving?: boolean }): { readonly inCover: boolean; readonly concealed: boolean } {
  const read = a.table ? protectionAt(a.table, at, stance) : undefined;
  return { inCover: attested.cover ?? read?.cover ?? false, concealed: attested.concealed ?? read?.concealment ?? false };
}

/**
 * A figure put at `at` (placed or moved, L807–L815): the cover and concealment the board reads there,
 * or what was said — attested where no board is loaded, the GM's word against one (kept on the figure
 * as `coverSet` until it moves again; `coverWord` refuses a player's first) — and how it stands, for
 * the post.
 */
export function standIn(
  a: Pick<OrderArgs, 'table'>,
  x: TableFigure,
  at: Point,
  said: { readonly cover?: boolean; readonly concealed?: boolean },
  stance: { readonly prone?: boolean; readonly moving?: boolean },
): { readonly figure: TableFigure; readonly stands?: Stands } {
  const { coverSet: _, ...rest } = x;
  const read = a.table ? protectionAt(a.table, at, stance) : undefined;
  const inCover = said.cover ?? read?.cover ?? false;
  const concealed = said.concealed ?? read?.concealment ?? false;
  const set = said.cover === undefined && said.concealed === undefined ? undefined : a.table ? ('gm' as const) : ('attested' as const);
  const by = set === undefined ? (read?.from ?? []) : [];
  const figure: TableFigure = { ...rest, at, inCover, concealed, ...(set === 'gm' ? { coverSet: 'gm' as const } : {}) };
  const told = inCover || concealed || set !== undefined;
  return { figure, ...(told ? { stands: { cover: inCover, concealed, ...(by.length ? { by } : {}), ...(set ? { set } : {}) } } : {}) };
}

/** What an order did: the game after it and everything that happened, in order. */
export interface Ordered {
  readonly game: FngGame;
  readonly events: readonly FngEvent[];
  /** A new table the order laid (a tour's campaign turn generates its terrain): the campaign's board from now on. */
  readonly board?: FngScenario;
}

/** The chain's environment for a campaign: its dice, its firefight readings, its weapons table and the board's terrain. */
export function chainEnv(a: Pick<OrderArgs, 'roller' | 'rules' | 'now' | 'table'>): ChainEnv {
  return { roller: a.roller, rules: firefightRules(a.rules), weapons: resolveWeapons(a.rules, weaponReadings(a.rules)), now: a.now, ...(a.table ? { table: a.table } : {}) };
}

/** What a figure not yet free to take an action this activation is answered with: fire spent, or its action taken. */
export type BusyCode = 'fng/already-fired' | 'fng/already-moved';

/**
 * One of the acting side's own figures that may act now (L599, L603: on the table, able, its group's REP
 * at least the side's Activation die, out of burning napalm, L1911) and has not yet fired
 * nor begun a task this activation; `moved` also counts a move as its action (first aid, melee, the
 * radio, a tunnel); `moving`: the order is a move, which a figure in napalm may still make. Refusals name the order's own code for a figure already busy.
 */
export function readyFigure(
  a: Pick<OrderArgs, 'game' | 'side'>,
  ref: string,
  busy: BusyCode,
  opts: { readonly moved?: boolean; readonly moving?: boolean } = {},
): RuleResult<TableFigure, FngStateError | TurnError | BusyCode> {
  const found = ownFigure(a.game, a.side, ref);
  if (!found.ok) return found;
  const f = found.value;
  const may = mayAct(a.game, f, opts.moving === true ? { moving: true } : {});
  if (!may.ok) return may;
  if (f.fired || f.busy || (opts.moved === true && f.moved)) return fail(busy, { figure: f.id });
  return found;
}
