import type { Campaign } from '../../../../core/campaign.js';
import { rememberedViews, type Projected, type Viewer } from '../../../../core/views.js';
import { viewFireteam, viewFireteamCampaign, type CampaignViewData, type FireteamViewData } from './view.js';
import { createCampaign, type CampaignState } from '../campaign/campaign-map.js';
import { findUnit, sidedDeclarations, type FireDeclaration, type FireteamState } from './state.js';
import type { Unit } from '../troops/units.js';
import { qualifiedRef, type UnitRef } from '../../../../core/unit-ref.js';

/** Points a side has mustered into this battle, for the campaign's budget. */
export interface ForceSpent {
  readonly core: number;
  readonly reinforcements: number;
}

/**
 * Bookkeeping the command layer keeps beside the rules state: which declared shots have been
 * resolved, this turn's kills and heavy-weapon hits (for medics), anti-tank shots in a row, the
 * mover the enemy's overwatch may still fire at, the points mustered, and the "Forward, victory is
 * near!" campaign. Units are kept under `tagOf` (`Side:ID`): ids are unique only within a side.
 */
export interface FireteamExtras {
  /** Shooters whose declared fire has been resolved (or withheld) this firing phase. */
  readonly resolved: readonly string[];
  /** Figures each unit lost this turn: only these can a medic save. */
  readonly killsThisTurn: Readonly<Record<string, number>>;
  /** Units hit this turn by a heavy weapon or flamethrower: any hit left keeps them Pinned. */
  readonly heavyHits?: readonly string[];
  /** Army-list points each side has mustered (Forward, victory is near!: Forces). */
  readonly spent?: Readonly<Record<string, ForceSpent>>;
  /** Anti-tank shots in a row by `shooter>target`, neither having moved since. */
  readonly atShots: Readonly<Record<string, number>>;
  /** A unit that just moved in view of enemy overwatch: its side waits until the enemy fires or acts. */
  readonly awaitingOverwatch?: { readonly side: string; readonly unit: string };
  /** "Forward, victory is near!", once a side uses `/fireteam campaign`. */
  readonly river?: CampaignState;
}

/** What a Fire Team campaign stores as its game: the rules state and the app's bookkeeping. */
export type FireteamGame = FireteamState & { readonly extras?: FireteamExtras };

export const NO_EXTRAS: FireteamExtras = { resolved: [], killsThisTurn: {}, atShots: {} };

/** The key a unit's bookkeeping is kept under: `Side:ID`. */
export const tagOf = (u: UnitRef): string => qualifiedRef(u);

/** What `rec` keeps for the unit: under its tag, or (a game saved before ids were per side) its id. */
export function keptFor<T>(rec: Readonly<Record<string, T>>, u: UnitRef): T | undefined {
  return rec[tagOf(u)] ?? rec[u.id];
}

/** Whether `list` holds the unit: its tag, or (a game saved before ids were per side) its id. */
export function listed(list: readonly string[], u: UnitRef): boolean {
  return list.includes(tagOf(u)) || list.includes(u.id);
}

/** The unit a declaration was made for: of the side that made it, or the one unit with its id in a game saved before. */
export function declaringUnit(g: FireteamState, d: FireDeclaration & { readonly side?: string }): Unit | undefined {
  return findUnit(g, d.side === undefined ? d.unit : { side: d.side, id: d.unit });
}

/** This turn's declarations of `side`. */
export function declarationsOf(g: FireteamState, side: string): (FireDeclaration & { readonly side?: string })[] {
  return sidedDeclarations(g).filter((d) => declaringUnit(g, d)?.side === side);
}

export const extrasOf = (g: FireteamGame): FireteamExtras => ({ ...NO_EXTRAS, ...g.extras });

const definedOnly = <T extends object>(x: T): T => Object.fromEntries(Object.entries(x).filter(([, v]) => v !== undefined)) as T;

/**
 * The extras with `change` made, a field set to undefined dropped as JSON drops it: left as an empty
 * slot, a later value would take the slot's place in the key order, so the game would read differently
 * (and its replay digests differ, docs/replay.md) depending on whether it was loaded again in between.
 */
export const withExtras = (g: FireteamGame, change: Partial<FireteamExtras>): FireteamGame => ({ ...g, extras: definedOnly({ ...extrasOf(g), ...change }) });

/** The Fire Team game of a campaign; present from `/campaign new ruleset:fireteam` on. */
export function fireteamGame(c: Campaign): FireteamGame {
  return fireteamGameOf(c.game);
}

/** A campaign's stored game, checked to be a Fire Team one: a fault if it is not. */
export function fireteamGameOf(game: unknown): FireteamGame {
  const g = game as FireteamGame | undefined;
  if (!g || !Array.isArray(g.units) || !Array.isArray(g.jops)) throw new Error('the campaign has no fireteam game');
  return g;
}

/**
 * The Fire Team game as one viewer may know it, with its "Forward, victory is near!" campaign when one
 * runs, and, once every side has declared, the shooters of each side whose shots are still to resolve
 * (public, as the declarations then are).
 */
export type FireteamGameView = FireteamViewData & { readonly river?: CampaignViewData; readonly shotsLeft?: Readonly<Record<string, readonly string[]>> };

/** Seed 004, Firing: each side's declared shooters not yet resolved or withheld, once all fire is revealed. */
function shotsLeftOf(game: FireteamGame): Readonly<Record<string, readonly string[]>> | undefined {
  if (game.phase !== 'firing' || !game.sides.every((s) => game.step.done.includes(s))) return undefined;
  const resolved = extrasOf(game).resolved;
  const left = sidedDeclarations(game).flatMap((d) => {
    const u = declaringUnit(game, d);
    return u && !listed(resolved, u) ? [u] : [];
  });
  return Object.fromEntries(game.sides.map((s) => [s, left.filter((u) => u.side === s).map((u) => u.id)]));
}

function viewFireteamGameOnce(game: FireteamGame, viewer: Viewer): Projected<FireteamGameView> {
  const river = game.extras?.river;
  const waiting = game.extras?.awaitingOverwatch;
  const left = shotsLeftOf(game);
  return {
    ...viewFireteam(game, viewer),
    ...(left ? { shotsLeft: left } : {}),
    ...(waiting ? { awaitingOverwatch: { side: waiting.side, unit: waiting.unit } } : {}),
    ...(river ? { river: viewFireteamCampaign(river, viewer) } : {}),
  };
}

/** Seed 004, Forward, victory is near!: the campaign of a game, begun on first use on the default map. */
export function riverOf(game: FireteamGame): CampaignState {
  const c = extrasOf(game).river;
  if (c) return c;
  const made = createCampaign({ sides: game.sides });
  if (!made.ok) throw new Error(`a fireteam game with sides ${game.sides.join(', ')} cannot hold a campaign`);
  return made.value;
}

/** ViewFireteamGameOnce, remembered per frozen game and viewer (`rememberedViews`). */
export const viewFireteamGame = rememberedViews(viewFireteamGameOnce);
