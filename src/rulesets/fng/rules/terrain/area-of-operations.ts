import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { sumD6 } from '../figures/dice.js';

/** The four Corps Tactical Zones (FNG 2nd Tour, Campaign, seed L1055, L1237). */
export type Corps = 'I' | 'II' | 'III' | 'IV';

/**
 * The kinds of Area of Operations. They name the Terrain Generator columns (L1075–L1141) and the
 * Mission Type columns (L1379–L1384), which have one column per kind whatever the Corps.
 */
export type AoKind = 'dmz' | 'coastal' | 'interior' | 'highlands' | 'free-fire-zone' | 'swamp';

/** One Area of Operations: a Corps and one of its columns. */
export interface AreaOfOperations {
  readonly corps: Corps;
  readonly kind: AoKind;
}

/**
 * Each Corps' AOs in the column order of its Terrain Generator, with the Population Value printed in
 * brackets after the column name (L1080–L1135; PV explained at L1123). III Corps spreads its five AOs
 * over two generator tables (#1 L1097–L1109, #2 L1120–L1124).
 */
export const CORPS_AOS = {
  I: [
    { kind: 'dmz', populationValue: 1 },
    { kind: 'coastal', populationValue: 3 },
    { kind: 'interior', populationValue: 2 },
  ],
  II: [
    { kind: 'coastal', populationValue: 3 },
    { kind: 'interior', populationValue: 2 },
    { kind: 'highlands', populationValue: 1 },
  ],
  III: [
    { kind: 'coastal', populationValue: 3 },
    { kind: 'interior', populationValue: 3 },
    { kind: 'highlands', populationValue: 1 },
    { kind: 'free-fire-zone', populationValue: 0 },
    { kind: 'swamp', populationValue: 1 },
  ],
  IV: [
    { kind: 'swamp', populationValue: 2 },
    { kind: 'interior', populationValue: 1 },
    { kind: 'free-fire-zone', populationValue: 0 },
  ],
} as const satisfies Record<Corps, readonly { readonly kind: AoKind; readonly populationValue: number }[]>;

export type AoError = 'fng/ao-not-in-corps';

/** Whether `kind` is one of `corps`' AOs. */
export function isAoOf(corps: Corps, kind: AoKind): boolean {
  return CORPS_AOS[corps].some((c) => c.kind === kind);
}

/** The Population Value of an AO (L1123): buildings and civilians appear on 1d6 at or under it. */
export function populationValue(ao: AreaOfOperations): number {
  const column = CORPS_AOS[ao.corps].find((c) => c.kind === ao.kind);
  if (!column) throw new Error(`${ao.kind} is not an AO of ${ao.corps} Corps`);
  return column.populationValue;
}

/** Added to the column of the last Mission's AO (L1251). */
export const LAST_AO_BONUS = 2;

export type AoTieReroll = 'tied-columns' | 'all-columns';

export interface AoRound {
  /** One entry per column still in the roll, in generator column order. */
  readonly scores: readonly { readonly kind: AoKind; readonly die: number; readonly score: number }[];
  readonly part: RolledPart;
}

export interface AoResult {
  readonly ao: AreaOfOperations;
  /** The first round, then one per re-roll of a tie. */
  readonly rounds: readonly AoRound[];
}

/**
 * Determining the Area of Operations (L1251, example L1253): 1d6 for each column of the Corps'
 * Terrain Generator, +2 to the column of the last Mission, highest wins. The seed says only "re-roll
 * any ties"; `tieReroll` (house rule `fng.ao.tie-reroll`) says whether only the columns tied for the
 * top roll again or every column does. The +2 stays with its column on every round.
 */
export function areaOfOperations(
  input: { readonly corps: Corps; readonly lastAo?: AoKind; readonly tieReroll: AoTieReroll },
  roller: Roller,
): RuleResult<AoResult, AoError> {
  const { corps, lastAo, tieReroll } = input;
  if (lastAo !== undefined && !isAoOf(corps, lastAo)) return fail('fng/ao-not-in-corps', { corps, ao: lastAo });
  const all = CORPS_AOS[corps].map((c) => c.kind);
  let columns: readonly AoKind[] = all;
  const rounds: AoRound[] = [];
  for (;;) {
    const part = roller.roll({ op: 'sum', n: columns.length, sides: 6 }, `area of operations ${corps} Corps`);
    const scores = columns.map((kind, i) => {
      const die = part.faces[i]!;
      return { kind, die, score: die + (kind === lastAo ? LAST_AO_BONUS : 0) };
    });
    rounds.push({ scores, part });
    const top = Math.max(...scores.map((s) => s.score));
    const best = scores.filter((s) => s.score === top);
    if (best.length === 1) {
      return ok({ ao: { corps, kind: best[0]!.kind }, rounds });
    }
    columns = tieReroll === 'tied-columns' ? best.map((s) => s.kind) : all;
  }
}

/** AO Political Status (L1252, L1259). */
export type PoliticalStatus = 'pacified' | 'contested' | 'pro-communist';

/** What each status does to the Enemy Activity Level (L1259). */
export const STATUS_EAL_MODIFIER = { pacified: -1, contested: 0, 'pro-communist': 1 } as const satisfies Record<
  PoliticalStatus,
  number
>;

/** Printed modifiers, in the order they follow their AO names on L1257–L1258. */
export const PRINTED_STATUS_MODIFIERS = {
  source: 'seed L1257–L1258 (names and modifiers on separate lines; pairing by printed order)',
  I: { dmz: 1, coastal: 1, interior: 2 },
  II: { highlands: 1, coastal: 2, interior: 1 },
  III: { 'free-fire-zone': 2 },
  IV: { swamp: 1, 'free-fire-zone': 2, interior: -1 },
} as const;

/** Modified totals that give each status (L1257: "2 or less to 5", "6 to 8", "9 to 12+"). */
export const STATUS_BANDS = { pacifiedAtMost: 5, contestedAtMost: 8 } as const;

export interface PoliticalStatusResult {
  readonly status: PoliticalStatus;
  readonly roll: number;
  readonly modifier: number;
  readonly total: number;
  readonly ealModifier: -1 | 0 | 1;
  readonly part: RolledPart;
}

/**
 * AO Political Status (L1256–L1260): 2d6 summed plus the AO's modifier; 5 or less Pacified (EAL −1),
 * 6–8 Contested, 9 or more Pro-Communist (EAL +1). The modifier is passed in, resolved from the
 * house rules `fng.ao-status.<corps>.<ao>` (their defaults are `PRINTED_STATUS_MODIFIERS`).
 */
export function politicalStatus(input: { readonly modifier: number }, roller: Roller): PoliticalStatusResult {
  const { total: roll, part } = sumD6(roller, 2, 'AO political status');
  const total = roll + input.modifier;
  const status: PoliticalStatus =
    total <= STATUS_BANDS.pacifiedAtMost ? 'pacified' : total <= STATUS_BANDS.contestedAtMost ? 'contested' : 'pro-communist';
  return { status, roll, modifier: input.modifier, total, ealModifier: STATUS_EAL_MODIFIER[status], part };
}
