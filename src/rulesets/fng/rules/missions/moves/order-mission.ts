import { distance, distanceToShapeEdge, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import { boolRule, choiceRule, intRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { isAoOf, politicalStatus, STATUS_EAL_MODIFIER, type AoKind, type Corps, type PoliticalStatus } from '../../terrain/area-of-operations.js';
import { aoStatusKey, campaignRules } from '../../tour/campaign-house-rules.js';
import { enemyActivityLevel, supportLevel, type EalRange } from '../levels.js';
import type { FngMission, MissionDayPart, PefMarker, SealedEntry } from '../../enemy/mission.js';
import type { MissionType } from '../mission-type.js';
import { ambushRole, missionLength } from '../missions.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { OPTIONAL_PEF_REP, PEF_REP_READINGS, placePefs } from '../../enemy/pef.js';
import { DEFAULT_TABLE, sectorBounds, sectorCentre, type FngScenario } from '../../terrain/scenario.js';
import { FNG_TERRAIN, type FngSight } from '../../terrain/terrain.js';
import { headToHead, type FngGame } from '../../game/state.js';
import { placeSidePefs } from '../../game/head-to-head.js';
import { dayPart as rollDayPart, DAY_PART_LIGHT, DAY_PART_START, startDayPart, weather as rollWeather, type DayPartName, type Weather } from '../weather.js';

export type MissionOrderError = 'fng/mission-in-tour' | 'fng/mission-started' | 'fng/mission-after-start' | 'fng/ao-not-in-corps' | 'fng/bad-level' | 'fng/pefs-unnoted';

/** How far apart PEFs that roll the same section are set, in inches, so their markers do not stack. */
const SAME_SECTION_SPACING = 3;

export interface MissionInput {
  readonly corps: Corps;
  readonly area: AoKind;
  /** Given by the GM, or rolled (AO Political Status, L1256; Support Level L1344; EAL L1349). */
  readonly status?: PoliticalStatus;
  readonly sl?: number;
  readonly eal?: number;
  /**
   * The Day Part (L1345): as the tour rolled it, chosen by name (L1343), or 'roll' for the table
   * (L1356); absent, daylight all mission, untracked.
   */
  readonly dayPart?: MissionDayPart | DayPartName | 'roll';
  /** The weather (L1350): as given, or 'roll' for the table (L1371); absent, clear skies. */
  readonly weather?: Weather | 'roll';
  /** The mission (L2182–L2255): its length and victory conditions. */
  readonly type?: MissionType;
  /** Ambush (as the tour rolled it, L2189): who ambushes whom; rolled here when absent. */
  readonly ambush?: FngMission['ambush'];
  readonly defense?: FngMission['defense'];
  /** Defense: the Resupply Slick's turn and the wounded awaiting Dustoff, as the tour rolled them (L2205). */
  readonly slickTurn?: number;
  readonly defenseWounded?: number;
  /** The mission's own PEF count (Missions, L2190–L2248, rolled by the tour); absent: one per point of EAL (L1391). */
  readonly pefs?: number;
  /** Recon: Potential Contacts placed at the start (L2248, one per EAL up to 4), each in the sector its own 1d6 names. */
  readonly pcs?: number;
}

const isLevel = (n: number | undefined): boolean => n === undefined || (Number.isInteger(n) && n >= 1 && n <= 6);

/**
 * `/fng-mission start`: a mission set up by hand, outside a tour. On a tour the campaign turn
 * (`/fng-tour turn`, L1394) rolls the mission by the numbers and starts it; a hand-made one would
 * stand beside the tour's rolls, so it is refused with what to use instead.
 */
export function startMissionOrder(a: OrderArgs, input: MissionInput): RuleResult<Ordered, MissionOrderError> {
  if (a.game.tour) return fail('fng/mission-in-tour');
  return setUpMission(a, input);
}

/**
 * Starts a mission with the bot as the enemy (FNG 2nd Tour, p.54–62): the AO's Political Status, the
 * FWF Support Level and the Enemy Activity Level, each as given or rolled, and one PEF per point of EAL
 * in the section 1d6 names (L1391–L1393), at the section's centre (spread 3" apart when several roll
 * the same); the Day Part and Weather (L1345, L1350) and the mission type with its length (L2189,
 * L2204, L2222–L2224, L2252) that the turn's end clocks. With `fng.eal.hidden` the EAL and PEF REP are
 * sealed for the end.
 */
export function setUpMission(a: OrderArgs, input: MissionInput): RuleResult<Ordered, MissionOrderError> {
  const g = a.game;
  if (g.mission) return fail('fng/mission-started');
  if (g.turn > 0) return fail('fng/mission-after-start');
  if (!isAoOf(input.corps, input.area)) return fail('fng/ao-not-in-corps', { corps: `${input.corps} Corps`, ao: input.area });
  if (!isLevel(input.sl) || !isLevel(input.eal)) return fail('fng/bad-level');
  const parts: RolledPart[] = [];
  let status = input.status;
  if (status === undefined) {
    const r = politicalStatus({ modifier: intRule(a.rules, aoStatusKey({ corps: input.corps, kind: input.area })) }, a.roller);
    status = r.status;
    parts.push(r.part);
  }
  let sl = input.sl;
  if (sl === undefined) {
    const r = supportLevel(a.roller);
    sl = r.level;
    parts.push(r.part);
  }
  let eal = input.eal;
  if (eal === undefined) {
    const range = choiceRule<EalRange>(a.rules, 'fng.eal.range', ['clamp-1-6', 'open']);
    const r = enemyActivityLevel({ statusModifier: STATUS_EAL_MODIFIER[status], range }, a.roller);
    eal = Math.max(1, r.eal);
    parts.push(r.part);
  }
  const rules = campaignRules(a.rules);
  let clock: MissionDayPart | undefined;
  if (typeof input.dayPart === 'object') clock = input.dayPart;
  else if (input.dayPart !== undefined) {
    const d = input.dayPart === 'roll' ? rollDayPart({ rainySeason: false, rainyModifierOn: rules.rainyModifierOn, reading: rules.dayPartReading }, a.roller) : startDayPart(DAY_PART_START[input.dayPart], rules.dayPartReading, a.roller);
    clock = { row: d.row, name: d.name, turnsLeft: d.turns };
    parts.push(...d.parts);
  }
  let weather: Weather | undefined;
  if (input.weather === 'roll') {
    const w = rollWeather({ rainySeason: false }, a.roller);
    weather = w.weather;
    parts.push(w.part);
  } else weather = input.weather;
  let ambush = input.ambush;
  if (input.type === 'ambush' && ambush === undefined) {
    const r = ambushRole({ eal }, a.roller);
    if (!r.ok) throw new Error(r.code);
    ambush = r.value.role;
    parts.push(r.value.part);
  }
  const night = clock ? DAY_PART_LIGHT[clock.name] === 'night' : false;
  const table = a.table ?? DEFAULT_TABLE;
  // Head to head the sides' own three PEFs each are placed instead, as the Mission places PEFs (L1226, L1392).
  const h2h = headToHead(g) ? placeSidePefs(g, a.roller, (sectors) => pefPositions(table, sectors)) : undefined;
  if (h2h && !h2h.ok) return h2h;
  // One 1d6 per PEF and per PC for its sector, PEFs first (L2248); each deploys like a PEF (L1392).
  const pefCount = h2h ? 0 : (input.pefs ?? eal);
  const pcCount = input.type === 'recon' && !h2h ? (input.pcs ?? 0) : 0;
  const placed = placePefs(a.roller, pefCount + pcCount);
  if (!placed.ok) throw new Error(placed.code);
  const pefs = pefPositions(table, placed.value.sectors).map((at, i): PefMarker => ({ id: `P${i + 1}`, at, ...(i >= pefCount ? { pc: true as const } : {}) }));
  const pefRep = choiceRule(a.rules, 'fng.pef.rep', PEF_REP_READINGS) === 'all-3' ? OPTIONAL_PEF_REP : eal;
  const mission: FngMission = {
    corps: input.corps,
    area: input.area,
    status,
    eal,
    sl,
    night,
    ...(clock ? { dayPart: clock } : {}),
    ...(weather && weather !== 'clear' ? { weather } : {}),
    ...(input.type ? { type: input.type, length: missionLength(input.type, rules.fightPatrol) } : {}),
    ...(ambush && input.type === 'ambush' ? { ambush } : {}),
    ...(input.defense && input.type === 'defense' ? { defense: input.defense } : {}),
    ...(input.type === 'defense' && input.slickTurn !== undefined ? { slickTurn: input.slickTurn } : {}),
    ...(input.type === 'defense' && input.defenseWounded !== undefined ? { defenseWounded: input.defenseWounded } : {}),
    pefRep,
    nextPef: pefs.length + 1,
    nextUnit: 1,
  };
  // Head to head nothing of the bot's is sealed: the levels only pace what the rules roll.
  const sealed: SealedEntry[] = boolRule(a.rules, 'fng.eal.hidden') && !h2h ? [sealedEntry(g, 'mission', { eal, pefRep })] : [];
  const base = h2h ? h2h.value.game : g;
  const game: FngGame = { ...base, mission, pefs, sealed: [...(base.sealed ?? []), ...sealed] };
  return ok({
    game,
    events: [
      {
        kind: 'mission',
        corps: mission.corps,
        area: mission.area,
        status,
        sl,
        night: mission.night,
        ...(clock ? { dayPart: clock } : {}),
        ...(weather && weather !== 'clear' ? { weather } : {}),
        ...(mission.type ? { type: mission.type, length: mission.length! } : {}),
        ...(mission.ambush ? { ambush: mission.ambush } : {}),
        ...(sealed.length ? {} : { eal, pefRep }),
        pefs: h2h ? h2h.value.placed : pefs.map((p, i) => ({ id: p.id, at: p.at, sector: placed.value.sectors[i]!, ...(p.pc ? { pc: true as const } : {}) })),
        ...(h2h ? { headToHead: true as const } : {}),
        parts: [...parts, ...placed.value.parts, ...(h2h ? h2h.value.parts : [])],
      },
    ],
  });
}

/** A new sealed decision, numbered after the game's last. */
export function sealedEntry(g: FngGame, kind: SealedEntry['kind'], entry: unknown): SealedEntry {
  return { seq: (g.sealed?.length ?? 0) + 1, kind, entry };
}

/**
 * Where each PEF goes in its section (L1392): "if a terrain feature could block the LOS from your force
 * to the PEF be sure to place the PEF in a manner that does so", else the centre. The bot reads that as
 * the spot nearest the centre deep enough inside a feature that hides what is in it (the terrain
 * table's `hidden` depth); a second or third PEF in a section goes 3" along from the first.
 */
export function pefPositions(table: Pick<FngScenario, 'board'> & { readonly features?: FngScenario['features'] }, sectors: readonly number[]): Point[] {
  const seen = new Map<number, number>();
  return sectors.map((s) => {
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    const c = hiddenSpot(table, s) ?? sectorCentre(table, s);
    return { x: c.x + (n % 2 === 1 ? SAME_SECTION_SPACING : n > 0 ? -SAME_SECTION_SPACING : 0) * Math.ceil(n / 2), y: c.y };
  });
}

/** The spot of a section nearest its centre (1" grid) where a feature hides a figure from outside it. */
function hiddenSpot(table: Pick<FngScenario, 'board'> & { readonly features?: FngScenario['features'] }, sector: number): Point | undefined {
  const features = table.features ?? [];
  if (features.length === 0) return undefined;
  const b = sectorBounds(table, sector);
  const centre = sectorCentre(table, sector);
  let best: Point | undefined;
  for (let x = Math.ceil(b.minX) + 0.5; x < b.maxX; x++) {
    for (let y = Math.ceil(b.minY) + 0.5; y < b.maxY; y++) {
      const p = { x, y };
      const hidden = features.some((f) => {
        const sight: FngSight = FNG_TERRAIN[f.type].sight;
        const depth = sight.hidden?.depth;
        return depth !== undefined && sight.hidden?.beyond === undefined && pointInShape(p, f.shape) && distanceToShapeEdge(p, f.shape) >= depth;
      });
      if (hidden && (!best || distance(p, centre) < distance(best, centre))) best = p;
    }
  }
  return best;
}
