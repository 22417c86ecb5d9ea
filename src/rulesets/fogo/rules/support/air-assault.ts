import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { readUnitRef, sameUnit } from '../../../../core/unit-ref.js';
import type { HouseRules } from '../game/house-rule-lookup.js';
import { helicopterSlots, standSlots, type Helicopter, type HelicopterPhase, type HelicopterType } from '../game/helicopters.js';
import { requirePhasing, type PhaseError } from '../game/initiative.js';
import { findSideName, findStand, noteActed, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import { STAND_ID } from '../troops/stand-validation.js';
import { isMounted, type Stand } from '../troops/stands.js';
import { sameName } from '../../../../core/same-name.js';

export type AirAssaultError =
  | PhaseError
  | StateError
  | 'fogo/bad-helicopter-id'
  | 'fogo/duplicate-helicopter'
  | 'fogo/unknown-helicopter'
  | 'fogo/helicopter-phase'
  | 'fogo/helicopter-must-wait'
  | 'fogo/helicopter-full'
  | 'fogo/cannot-board'
  | 'fogo/not-off-table'
  | 'fogo/listed-twice'
  | 'fogo/bad-feature';


/**
 * Adds a side's helicopter, at base and empty. Its id must differ from the side's own helicopters
 * and stands; another side's are never looked at, so the id tells nothing of them.
 */
export function addHelicopter(
  state: FogoState,
  input: { readonly side: string; readonly id: string; readonly type: HelicopterType },
): RuleResult<FogoState, AirAssaultError> {
  const side = findSideName(state, input.side);
  if (side === undefined) return fail('fogo/unknown-side', { side: input.side });
  if (!STAND_ID.test(input.id)) return fail('fogo/bad-helicopter-id');
  const mine = <T extends { readonly side: string; readonly id: string }>(xs: readonly T[]): boolean =>
    xs.some((x) => x.side === side && sameName(x.id, input.id));
  const clash = mine(state.helicopters) || mine(state.stands);
  if (clash) return fail('fogo/duplicate-helicopter', { helicopter: input.id });
  const h: Helicopter = { id: input.id, side, type: input.type, phase: 'base', since: state.initiativeCount, passengers: [] };
  return ok({ ...state, helicopters: [...state.helicopters, h] });
}

/**
 * A helicopter of `side`, by its id or as `Side:ID`; only the side's own are searched, so any other
 * answers as unknown and nothing is learnt of the enemy's.
 */
function ownHelicopter(state: FogoState, side: string, id: string): RuleResult<Helicopter, AirAssaultError> {
  const ref = readUnitRef(id);
  const h = state.helicopters.find((x) => sameName(x.side, side) && sameName(x.id, ref.id) && (ref.side === undefined || sameName(ref.side, side)));
  if (!h) return fail('fogo/unknown-helicopter', { helicopter: id });
  return ok(h);
}

const withHelicopter = (state: FogoState, h: Helicopter): FogoState => ({
  ...state,
  helicopters: state.helicopters.map((x) => (sameUnit(x, h) ? h : x)),
});

/** The stands aboard a helicopter: its passengers, of its side. */
function passengersOf(state: FogoState, h: Helicopter): Stand[] {
  return h.passengers.map((id) => findStand(state, { side: h.side, id })).filter((s): s is Stand => s !== undefined);
}

/**
 * Loads off-table stands into a helicopter at base, within its slots (crossfire-core §2.8, using
 * CF11.1.2 passenger rules). Mounted Dragoons cannot board.
 */
export function boardHelicopter(
  state: FogoState,
  input: { readonly side: string; readonly helicopter: string; readonly stands: readonly string[] },
  rules: HouseRules,
): RuleResult<FogoState, AirAssaultError> {
  const side = findSideName(state, input.side);
  if (side === undefined) return fail('fogo/unknown-side', { side: input.side });
  const h = ownHelicopter(state, side, input.helicopter);
  if (!h.ok) return h;
  if (h.value.phase !== 'base') return fail('fogo/helicopter-phase', { helicopter: h.value.id, phase: h.value.phase });
  const boarding: Stand[] = [];
  for (const id of input.stands) {
    const s = ownLivingStand(state, side, id);
    if (!s.ok) return s;
    if (boarding.some((b) => b.id === s.value.id)) return fail('fogo/listed-twice', { stand: s.value.id });
    if (s.value.offTable !== true || s.value.embarkedIn !== undefined) return fail('fogo/not-off-table', { stand: s.value.id });
    if (isMounted(s.value)) return fail('fogo/cannot-board', { stand: s.value.id });
    boarding.push(s.value);
  }
  const aboard = passengersOf(state, h.value);
  const used = [...aboard, ...boarding].reduce((n, s) => n + standSlots(s), 0);
  const capacity = helicopterSlots(h.value.type, rules);
  if (used > capacity) return fail('fogo/helicopter-full', { helicopter: h.value.id, slots: used, capacity });
  const next = withStands(state, boarding.map((s) => ({ ...s, embarkedIn: h.value.id })));
  return ok(withHelicopter(next, { ...h.value, passengers: [...h.value.passengers, ...boarding.map((s) => s.id)] }));
}

export interface AirAssaultResult {
  readonly kind: 'air-assault';
  readonly side: string;
  readonly helicopter: string;
  readonly phase: HelicopterPhase;
  readonly landingZone?: string;
  /** Stands that got out on landing. */
  readonly dismounted: readonly string[];
  readonly initiative: 'keep';
}

/**
 * The next step of a helicopter's air assault, one per friendly initiative (Fogo Cruzado, Air Assault;
 * crossfire-core §2.8): from base it flies to `landingZone` and hovers; in a later initiative it lands
 * and its troops dismount there; in a later one still it takes off and leaves.
 */
export function advanceHelicopter(
  state: FogoState,
  input: { readonly side: string; readonly helicopter: string; readonly landingZone?: string },
): RuleResult<{ state: FogoState; result: AirAssaultResult }, AirAssaultError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const found = ownHelicopter(state, side.value, input.helicopter);
  if (!found.ok) return found;
  const h = found.value;
  const now = state.initiativeCount;
  const result = (next: Helicopter, dismounted: readonly string[] = []): AirAssaultResult => ({
    kind: 'air-assault',
    side: side.value,
    helicopter: h.id,
    phase: next.phase,
    ...(next.landingZone === undefined ? {} : { landingZone: next.landingZone }),
    dismounted,
    initiative: 'keep',
  });
  switch (h.phase) {
    case 'base': {
      const lz = input.landingZone?.trim();
      if (lz === undefined || lz === '' || /[\n\r]/.test(lz)) return fail('fogo/bad-feature');
      const next: Helicopter = { ...h, phase: 'hovering', since: now, landingZone: lz };
      return ok({ state: withHelicopter(state, next), result: result(next) });
    }
    case 'hovering':
    case 'landed': {
      if (h.since >= now) return fail('fogo/helicopter-must-wait', { helicopter: h.id, phase: h.phase });
      if (h.phase === 'landed') {
        const next: Helicopter = { ...h, phase: 'departed', since: now };
        return ok({ state: withHelicopter(state, next), result: result(next) });
      }
      const troops = passengersOf(state, h);
      const out = troops.map((s) => {
        const { embarkedIn: _h, offTable: _o, ...rest } = s;
        return { ...rest, hidden: false, ...(h.landingZone === undefined ? {} : { feature: h.landingZone }) };
      });
      const next: Helicopter = { ...h, phase: 'landed', since: now, passengers: [] };
      const after = noteActed(withStands(state, out), out);
      return ok({ state: withHelicopter(after, next), result: result(next, out.map((s) => s.id)) });
    }
    case 'departed':
    case 'downed':
      return fail('fogo/helicopter-phase', { helicopter: h.id, phase: h.phase });
  }
}
