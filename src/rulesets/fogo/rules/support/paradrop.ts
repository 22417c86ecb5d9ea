import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { requirePhasing, type PhaseError } from '../game/initiative.js';
import { noteActed, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import { combatGroupOf, type Stand } from '../troops/stands.js';

/**
 * Where a paratrooper's base lands, as the owner or umpire reports it (crossfire-core §2.8, §2.11 (15)):
 * `hazard` a structure, orchard, woods, rock or boulder field or cliff; `lethal` off the table or in
 * impassable water; `safe` anywhere else.
 */
export type LandingZone = 'hazard' | 'lethal' | 'safe';

export type LandingOutcome = 'ok' | 'suppressed' | 'killed';

/** The hazard table: 1–2 Killed, 3–4 Suppressed, 5–6 OK. */
export function hazardLanding(die: number): LandingOutcome {
  if (die <= 2) return 'killed';
  if (die <= 4) return 'suppressed';
  return 'ok';
}

export interface ParadropInput {
  readonly side: string;
  readonly dropZone: string;
  readonly landings: readonly { readonly stand: string; readonly zone: LandingZone; readonly feature?: string }[];
}

export interface Landing {
  readonly stand: string;
  readonly zone: LandingZone;
  readonly feature?: string;
  /** Rolled only on hazardous ground. */
  readonly die?: number;
  readonly part?: RolledPart;
  readonly outcome: LandingOutcome;
}

export interface ParadropResult {
  readonly kind: 'paradrop';
  readonly side: string;
  readonly dropZone: string;
  readonly combatGroup: string;
  readonly landings: readonly Landing[];
  /** Losses from the landing itself never pass the initiative. */
  readonly initiative: 'keep';
}

export type ParadropError =
  | PhaseError
  | StateError
  | 'fogo/bad-feature'
  | 'fogo/no-landings'
  | 'fogo/listed-twice'
  | 'fogo/not-off-table'
  | 'fogo/mixed-combat-groups'
  | 'fogo/drop-zone-used';

/**
 * A combat group of paratroops drops on a drop zone (Fogo Cruzado, Parachute drops; crossfire-core
 * §2.8): one combat group per drop zone per initiative; each stand on hazardous ground rolls 1d6 on
 * the landing table, off-table or deep-water landings are killed, the rest land OK. They cannot move
 * this initiative and count as in the open; the landing's own losses do not pass the initiative.
 */
export function paradrop(
  state: FogoState,
  input: ParadropInput,
  roller: Roller,
): RuleResult<{ state: FogoState; result: ParadropResult }, ParadropError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const dropZone = input.dropZone.trim();
  if (dropZone === '' || /[\n\r]/.test(dropZone)) return fail('fogo/bad-feature');
  if (input.landings.length === 0) return fail('fogo/no-landings');
  const stands: Stand[] = [];
  for (const l of input.landings) {
    const s = ownLivingStand(state, side.value, l.stand);
    if (!s.ok) return s;
    if (stands.some((x) => x.id === s.value.id)) return fail('fogo/listed-twice', { stand: s.value.id });
    if (s.value.offTable !== true || s.value.embarkedIn !== undefined) return fail('fogo/not-off-table', { stand: s.value.id });
    if (l.feature !== undefined && (l.feature.trim() === '' || /[\n\r]/.test(l.feature))) return fail('fogo/bad-feature');
    stands.push(s.value);
  }
  const group = combatGroupOf(stands[0]!);
  const stray = stands.find((s) => combatGroupOf(s) !== group);
  if (stray) return fail('fogo/mixed-combat-groups', { stand: stray.id });
  const key = dropZone.toLowerCase();
  const used = state.thisInitiative.drops[key];
  if (used !== undefined && used !== group) return fail('fogo/drop-zone-used', { dropZone });

  const landings: Landing[] = input.landings.map((l, i) => {
    const stand = stands[i]!;
    const feature = l.feature?.trim();
    const at = feature === undefined ? {} : { feature };
    if (l.zone === 'hazard') {
      const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `landing ${stand.id}`);
      return { stand: stand.id, zone: l.zone, ...at, die: part.total, part, outcome: hazardLanding(part.total) };
    }
    return { stand: stand.id, zone: l.zone, ...at, outcome: l.zone === 'lethal' ? 'killed' : 'ok' };
  });
  const landed = stands.map((s, i) => {
    const l = landings[i]!;
    const { offTable: _was, ...rest } = s;
    const at = l.feature === undefined ? {} : { feature: l.feature };
    return { ...rest, ...at, status: l.outcome, landedInInitiative: state.initiativeCount, hidden: false };
  });
  const next = noteActed(withStands(state, landed), landed);
  return ok({
    state: { ...next, thisInitiative: { ...next.thisInitiative, drops: { ...next.thisInitiative.drops, [key]: group } } },
    result: { kind: 'paradrop', side: side.value, dropZone, combatGroup: group, landings, initiative: 'keep' },
  });
}
