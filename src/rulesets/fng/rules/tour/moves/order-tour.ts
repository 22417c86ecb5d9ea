import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { ARMY_LISTS } from '../../figures/army-lists.js';
import { CORPS_AOS, type AoKind, type Corps } from '../../terrain/area-of-operations.js';
import { campaignRules } from '../campaign-house-rules.js';
import { contact, isRainySeason } from '../contact.js';
import type { FngEvent } from '../../game/events.js';
import { generateForce } from '../../figures/force-generation.js';
import { vcWeapons2Reading } from '../../figures/forces-house-rules.js';
import { missionLength } from '../../missions/missions.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { setUpMission, type MissionOrderError } from '../../missions/moves/order-mission.js';
import type { ArmyId as ListId, Figure, Rep } from '../../figures/figure.js';
import { REP_FLOOR } from '../personnel.js';
import type { ArmyId } from '../roster.js';
import { keyOf, type FngGame } from '../../game/state.js';
import { available, calendarMonth, currentTurn, enlist, monthLabel, parseMonth, startTour, tourOver, tourTurns, type StarDeros, type TourError } from '../tour.js';
import { attachMachinegun, attachMedic, attachRadio, isOfficer, kitOf, listFor, rosterRole, squadFigures } from './tour-force.js';
import { HQ_UNIT, inOwnSquad, squadOfUnit, type Debrief, type FngTour, type TourEvent, type TourKit, type TourMan, type TourMissionSetUp } from '../tour-state.js';
import { tourBoard } from '../../terrain/tour-table.js';
import { defensePersonnel } from '../../missions/moves/defense-personnel.js';
import { intRule } from '../../../../../core/house-rules.js';
import { placeTourCivilians } from '../../missions/moves/civilians-play.js';
import { missionByTheNumbers, type MissionByTheNumbersError } from '../../missions/missions-by-the-numbers.js';

/**
 * The tour of duty in play (FNG 2nd Tour, Campaign p.53–59): starting it with the squad's roster and
 * every man's DEROS, and each campaign turn — Contact, then Missions by the Numbers and the mission
 * itself, started as `/fng-mission start` starts one so the bot plays the enemy exactly as there.
 */

export type TourOrderError =
  | TourError
  | 'fng/tour-players-side'
  | 'fng/tour-started'
  | 'fng/no-tour'
  | 'fng/tour-mission-on'
  | 'fng/after-action-due'
  | 'fng/tour-over'
  | 'fng/mission-started';

export const tourEvent = (event: TourEvent): FngEvent => ({ kind: 'tour', event });

/** Roles a squad mission may take along besides the squad (L2182: only a medic or a machinegun). */
const SQUAD_MISSION_ATTACHMENTS: readonly string[] = ['medic', 'lmg-gunner'];

/** The Star's REP the book suggests (L324). */
const STAR_REP = 5;
/** The Attributes a Star chooses at the start (L358). */
export const STAR_ATTRIBUTES = 2;

export interface TourStartInput {
  readonly army: ArmyId;
  readonly corps: Corps;
  /** `YYYY-MM`, January 1967 by default. */
  readonly month?: string;
  /** The Star's name. */
  readonly star?: string;
  /**
   * The rest of the platoon on the roster (L558, L1241, L2401; default): the Platoon HQ — lieutenant,
   * platoon sergeant, RTO, the platoon's Medic (L962) — and the list's other squads. `false`: a lone squad.
   */
  readonly hq?: boolean;
}

/**
 * Getting Started (L1241): the army list's squad rolled (REP, weapons, Attributes for the Grunts of the
 * player's squad, the medic or machinegun that may come along, L2182), the Star its squad leader at REP
 * 5, and each man's DEROS (L1232): what is left of his tour, so a man rolled 5 has served 7 months;
 * then "the rest of the platoon" (L558), public on the roster like the squad. Only the players' side
 * keeps a tour, and only before a mission is under way.
 */
export function startTourOrder(a: OrderArgs, input: TourStartInput): RuleResult<Ordered, TourOrderError | string> {
  if (a.side !== 'fwf') return fail('fng/tour-players-side');
  if (a.game.tour) return fail('fng/tour-started');
  if (a.game.mission) return fail('fng/mission-started');
  const month = parseMonth(input.month ?? monthLabel(0));
  if (!month.ok) return month;
  const clock = startTour({ army: input.army, startMonth: month.value });
  if (!clock.ok) return clock;
  const rules = campaignRules(a.rules);
  const hq = input.hq !== false;
  const platoon = musterPlatoon(a, { army: input.army, month: month.value, hq, rest: hq, star: { rep: STAR_REP, ...(input.star ? { name: input.star } : {}) }, starDeros: rules.starDeros });
  if (!platoon.ok) return platoon;
  const { roster, men, units, parts, list } = platoon.value;
  const tour: FngTour = {
    army: input.army,
    corps: input.corps,
    startMonth: month.value,
    turn: 0,
    forceName: `${ARMY_LISTS[list].name} squad`,
    roster,
    open: [],
    units,
    stage: 'turn',
    threeDice: false,
    carried: {},
    recruited: 0,
    history: [],
  };
  const event: TourEvent = { kind: 'tour-start', ...(hq ? { platoon: true } : {}), army: input.army, corps: input.corps, month: monthLabel(month.value), turns: tourTurns(input.army), men, parts };
  return ok({ game: { ...a.game, tour }, events: [tourEvent(event)] });
}

export interface MusteredPlatoon {
  readonly list: ListId;
  readonly roster: readonly TourMan[];
  readonly units: FngTour['units'];
  readonly men: readonly { readonly id: string; readonly deros: number; readonly served: number; readonly part?: RolledPart }[];
  readonly parts: readonly RolledPart[];
  /** The Star's post when `skipStar`. */
  readonly starKit?: TourKit;
}

/**
 * The platoon a tour keeps, rolled on its army list (Getting Started L1241; lists L395–L414): one
 * squad (REP, weapons, an Attribute for each Grunt, the medic or machinegun that may come along as its
 * own, L2182), with the Star as its squad leader, and the Platoon HQ (lieutenant, platoon sergeant, RTO
 * as the list gives them, L420–L439) when `hq`; with `rest`, the platoon's Medic and its machinegun
 * (the USMC M-60, L428) in the HQ without a roll — each rolled for at every squad mission's start
 * instead (L962, L399, L2182) — and the list's other squads after the first (L558: squads 2 and up, no Attributes); each
 * man's DEROS, what is left of his tour (L1232).
 * `prefix` keeps a second platoon's ids apart; `repLoss` takes one REP from every man rolled (3 at
 * least, a Disastrous Mission's new platoon, L2289); with `skipStar` the Star's post is rolled but not
 * enlisted (the Star already on the roster takes it).
 */
export function musterPlatoon(
  a: OrderArgs,
  input: {
    readonly army: ArmyId;
    readonly month: number;
    readonly hq: boolean;
    /** Roll the rest of the platoon too (L558): its other squads, without Attributes. */
    readonly rest?: boolean;
    readonly star: { readonly rep: number; readonly name?: string };
    readonly starDeros: StarDeros;
    readonly prefix?: string;
    readonly repLoss?: boolean;
    readonly skipStar?: boolean;
  },
): RuleResult<MusteredPlatoon, string> {
  const list = listFor(input.army, input.month);
  const prefix = input.prefix ?? '';
  const gen = generateForce(
    {
      army: list,
      month: monthLabel(input.month),
      options: {
        squads: 1,
        platoonHq: input.hq,
        attachments: 'roll',
        flakJackets: false,
        attributes: 'first-squad',
        usefulGear: false,
        ...(input.rest ? { medicPresent: true, machinegunPresent: true } : {}),
        star: { role: 'squad-leader', rep: input.star.rep as Rep, attributes: [], ...(input.star.name ? { name: input.star.name } : {}) },
      },
      vcWeapons2: vcWeapons2Reading(a.rules),
      ...(prefix ? { idPrefix: prefix } : {}),
    },
    a.roller,
  );
  if (!gen.ok) return gen;
  const squadUnit = gen.value.units.find((u) => u.kind === 'squad')!.id;
  const hqUnit = `${prefix}hq`;
  const attached = (f: Figure) => f.id.startsWith(`${prefix}att-`);
  const lessRep = (f: Figure): Figure => (input.repLoss && !f.star ? { ...f, rep: (f.rep > REP_FLOOR ? f.rep - 1 : f.rep) as Rep } : f);
  // The medic or machinegun that may come along is the squad's on its missions (L2182), whoever's list it is on;
  // with the whole platoon on the roster both are the Platoon HQ's, rolled for each squad mission (L962, L399).
  const platoonAttachment = (f: Figure) => input.rest === true && attached(f) && SQUAD_MISSION_ATTACHMENTS.includes(f.role);
  const figures = gen.value.figures
    .filter((f) => !attached(f) || SQUAD_MISSION_ATTACHMENTS.includes(f.role))
    .map((f) => (attached(f) && !platoonAttachment(f) ? { ...f, unit: squadUnit } : f.unit === hqUnit || platoonAttachment(f) ? { ...f, unit: HQ_UNIT } : f))
    .map(lessRep);
  const roster: TourMan[] = [];
  const men: { id: string; deros: number; served: number; part?: RolledPart }[] = [];
  let starKit: TourKit | undefined;
  const enlistAll = (group: readonly Figure[]): RuleResult<true, string> => {
    for (const f of group) {
      if (f.star && input.skipStar) {
        starKit = kitOf(f);
        continue;
      }
      const r = enlist(
        {
          recruit: { id: f.id, name: f.name, rep: f.rep, attributes: f.attributes, star: f.star, officer: isOfficer(f.role), role: rosterRole(f.role), squad: squadOfUnit(f.unit) },
          army: input.army,
          month: input.month,
          arrival: 'tour-start',
          starDeros: input.starDeros,
          // Nobody in a platoon rolled whole is a replacement.
          replacementDeros: 'full-tour',
        },
        a.roller,
      );
      if (!r.ok) return r;
      // The Star chooses his two Attributes (L358) with `/fng-tour roster`.
      roster.push({ ...r.value.entry, kit: kitOf(f), ...(f.star ? { choices: STAR_ATTRIBUTES } : {}) });
      men.push({ id: f.id, deros: r.value.deros.months, served: r.value.entry.monthsInCountry, ...(r.value.deros.part ? { part: r.value.deros.part } : {}) });
    }
    return ok(true);
  };
  const own = enlistAll(figures);
  if (!own.ok) return own;
  // Then the rest of the platoon (L558): the list's other squads (L420: three to a platoon), each man's
  // REP, weapons and DEROS rolled as the first squad's — "you don't need to roll Attributes for them".
  // The Platoon HQ's attachments came with the first roll; these squads bring none, and no stores (a
  // mission's, and they go on none).
  const squads = ARMY_LISTS[list].squadsPerPlatoon.min;
  let restParts: readonly RolledPart[] = [];
  if (input.rest && squads > 1) {
    const rest = generateForce(
      {
        army: list,
        month: monthLabel(input.month),
        options: { squads: squads - 1, firstSquad: 2, stores: false, platoonHq: false, attachments: 'none', flakJackets: false, attributes: 'none', usefulGear: false },
        vcWeapons2: vcWeapons2Reading(a.rules),
        ...(prefix ? { idPrefix: prefix } : {}),
      },
      a.roller,
    );
    if (!rest.ok) return rest;
    restParts = rest.value.parts;
    const others = enlistAll(rest.value.figures.map(lessRep));
    if (!others.ok) return others;
  }
  const units = gen.value.units.filter((u) => u.kind === 'squad').map((u) => ({ id: u.id, name: u.name, stores: u.stores }));
  return ok({ list, roster, units, men, parts: [...gen.value.parts, ...restParts], ...(starKit ? { starKit } : {}) });
}

/** The game cleared for a new mission: the last one's figures, enemy and support gone; the sealed record and the tour kept. */
export function freshTable(g: FngGame): FngGame {
  return { sides: g.sides, forces: [], figures: [], turn: 0, done: [], serial: g.serial, ...(g.sealed ? { sealed: g.sealed } : {}), ...(g.tour ? { tour: g.tour } : {}) };
}

/** Whose REP the Contact test reads (L1312): the Star, or with him away the squad leader, else the best man there. */
function pointMan(roster: readonly TourMan[]): TourMan | undefined {
  const here = roster.filter((m) => available(m) && inOwnSquad(m));
  return here.find((m) => m.star) ?? here.find((m) => m.role === 'squad-leader') ?? [...here].sort((x, y) => y.rep - x.rep)[0];
}

const TITLE = { ambush: 'Ambush', defense: 'Defense', fight: 'Fight', patrol: 'Patrol', recon: 'Recon' } as const;
const AREA_TITLE = { dmz: 'the DMZ', coastal: 'Coastal', interior: 'Interior', highlands: 'Highlands', 'free-fire-zone': 'Free Fire Zone', swamp: 'Swamp' } as const;

const NO_MISSION: Debrief = { mission: null, contacted: false, vp: 0, result: null, effects: [], men: [] };

/**
 * A campaign turn (L1230–L1241, L1312–L1394): Good Mission 6 stands the squad down; otherwise Contact,
 * 2d6 (3d6 after a single pass) vs the Star's REP, −1 in the rainy season. Without contact the turn goes
 * to its After the Mission. With it, Missions by the Numbers — AO (+2 to the last one's column), its
 * Political Status, the Support Level, the EAL (a cake walk caps it at 3), Day Part and Weather, the
 * Mission Type, the table from the Corps Terrain Generator laid as the board, the mission's PEFs and the
 * squad's deployment sector — and the mission starts: the men fit for it mustered from the roster with
 * their REP, Attributes and wounds, the enemy set up by `setUpMission` (PEFs by section, the EAL
 * sealed under `fng.eal.hidden`).
 */
export function tourTurnOrder(a: OrderArgs): RuleResult<Ordered, TourOrderError | MissionOrderError | MissionByTheNumbersError | string> {
  const t = a.game.tour;
  if (!t) return fail('fng/no-tour');
  if (a.side !== 'fwf') return fail('fng/tour-players-side');
  if (t.stage === 'mission') return fail('fng/tour-mission-on');
  if (t.stage === 'after-action') return fail('fng/after-action-due');
  if (tourOver(t)) return fail('fng/tour-over');
  const now = currentTurn(t);
  const rainy = isRainySeason(calendarMonth(now.month));
  // A new campaign turn leaves the last mission behind, whether or not it brings another.
  const waiting = (tour: FngTour, events: FngEvent[]): RuleResult<Ordered> => ok({ game: { ...freshTable(a.game), tour: { ...tour, stage: 'after-action', debrief: NO_MISSION } }, events });
  if (t.carried.standDown) {
    const { standDown: _s, ...carried } = t.carried;
    return waiting({ ...t, carried, history: [...t.history, { label: now.label, contact: false }] }, [tourEvent({ kind: 'stand-down', label: now.label })]);
  }
  const star = pointMan(t.roster);
  if (!star) return waiting({ ...t, history: [...t.history, { label: now.label, contact: false }] }, []);
  const c = contact({ starRep: star.rep, rainySeason: rainy, threeDice: t.threeDice }, a.roller);
  if (!c.ok) return c;
  const met = c.value.outcome === 'contact';
  const contactEvent = tourEvent({
    kind: 'contact',
    label: now.label,
    rainy,
    star: star.id,
    dice: c.value.dice,
    target: c.value.target,
    passes: c.value.passes,
    contact: met,
    nextThreeDice: c.value.nextRollsThreeDice,
    part: c.value.part,
  });
  if (!met) return waiting({ ...t, threeDice: c.value.nextRollsThreeDice, history: [...t.history, { label: now.label, contact: false }] }, [contactEvent]);

  const rules = campaignRules(a.rules);
  // Read only for the AO rolled, so only its house rule is named as used.
  const statusModifiers: Partial<Record<AoKind, number>> = Object.defineProperties(
    {},
    Object.fromEntries(CORPS_AOS[t.corps].map(({ kind }) => [kind, { get: () => rules.statusModifier({ corps: t.corps, kind }), enumerable: true }])),
  );
  const set = missionByTheNumbers(
    {
      corps: t.corps,
      ...(t.lastAo ? { lastAo: t.lastAo } : {}),
      rainySeason: rainy,
      cakeWalk: t.carried.cakeWalk === true,
      tieReroll: rules.tieReroll,
      statusModifiers,
      ealRange: rules.ealRange,
      rainyModifierOn: rules.rainyModifierOn,
      dayPartReading: rules.dayPartReading,
      terrainDice: rules.terrainDice,
      terrainReadings: rules.terrainReadings,
    },
    a.roller,
  );
  if (!set.ok) return set;
  const s = set.value;
  const area = s.ao.ao.kind;
  const setUp: TourMissionSetUp = {
    ao: area,
    status: s.status.status,
    sl: s.supportLevel.level,
    dayPart: s.dayPart.name,
    light: s.dayPart.light,
    dayPartTurns: s.dayPart.turns,
    weather: s.weather.weather,
    mission: s.mission.mission,
    length: missionLength(s.mission.mission, rules.fightPatrol),
    deploymentSector: s.deploymentSector,
    civilians: s.terrain.civilians,
    ...(s.ambush ? { ambush: s.ambush.role } : {}),
    ...(s.defense ? { defense: s.defense.objective } : {}),
    ...(s.defense?.slickArrivesTurn !== undefined ? { slickTurn: s.defense.slickArrivesTurn } : {}),
    ...(s.defense?.wounded !== undefined ? { wounded: s.defense.wounded } : {}),
    ...(s.forces.pcs > 0 ? { reconPcs: s.forces.pcs } : {}),
  };
  const board = tourBoard({
    id: `fng-tour-turn-${t.turn + 1}`,
    name: `${now.label}: ${TITLE[s.mission.mission]} in ${t.corps} Corps, ${AREA_TITLE[area]}`,
    sides: a.game.sides,
    terrain: s.terrain,
    flooded: rainy || s.weather.weather === 'terrible',
    deploymentSector: s.deploymentSector,
  });
  const squad = squadFigures(t);
  const list = listFor(t.army, now.month);
  const table: FngGame = { ...freshTable(a.game), figures: squad, forces: [{ side: 'fwf', name: t.forceName, army: list, units: t.units }] };
  // The EAL goes to the mission as given: within the tables' 1–6 whatever `fng.eal.range` let it reach.
  const eal = Math.min(6, Math.max(1, s.eal.eal));
  const started = setUpMission(
    { ...a, game: table, table: board },
    {
      corps: t.corps,
      area,
      status: s.status.status,
      sl: s.supportLevel.level,
      eal,
      dayPart: { row: s.dayPart.row, name: s.dayPart.name, turnsLeft: s.dayPart.turns },
      weather: s.weather.weather,
      type: s.mission.mission,
      ...(s.ambush ? { ambush: s.ambush.role } : {}),
      ...(s.defense ? { defense: s.defense.objective } : {}),
      ...(s.defense?.slickArrivesTurn !== undefined ? { slickTurn: s.defense.slickArrivesTurn } : {}),
      ...(s.defense?.wounded !== undefined ? { defenseWounded: s.defense.wounded } : {}),
      pefs: s.forces.pefs,
      ...(s.forces.pcs > 0 ? { pcs: s.forces.pcs } : {}),
    },
  );
  if (!started.ok) return started;
  // Last of the turn's rolls: the platoon's Medic (L962), its machinegun (L399), then the radio a squad
  // mission may take from the Platoon HQ (L2182) — each rolled anew for every mission.
  const mustered = started.value.game.figures.filter((f) => f.side === 'fwf');
  const medic = attachMedic(mustered, t.roster, a.roller);
  const mg = attachMachinegun(medic.figures, t.roster, a.roller);
  const radio = attachRadio(mg.figures, t.roster, a.roller);
  const lastOwn = started.value.game.figures.map((f) => f.side).lastIndexOf('fwf');
  const withMedic = [...started.value.game.figures.slice(0, lastOwn + 1), ...mg.figures.slice(mustered.length), ...started.value.game.figures.slice(lastOwn + 1)];
  const withRadio = withMedic.map((f) => (f.side === 'fwf' ? (radio.figures.find((x) => x.id === f.id) ?? f) : f));
  // A Defense's own people (L2205): the radio relay team, the water party, the wounded with their medic and RTO.
  const people = s.defense ? defensePersonnel({ objective: s.defense.objective, ...(s.defense.wounded !== undefined ? { wounded: s.defense.wounded } : {}), list, rep: intRule(a.rules, 'fng.defense.personnel-rep') }) : undefined;
  const lastFwf = withRadio.map((f) => f.side).lastIndexOf('fwf');
  const figures = people ? [...withRadio.slice(0, lastFwf + 1), ...people.figures, ...withRadio.slice(lastFwf + 1)] : withRadio;
  const startedGame: FngGame = people
    ? {
        ...started.value.game,
        forces: started.value.game.forces.map((x) => (x.side === 'fwf' ? { ...x, units: [...x.units, people.unit] } : x)),
        mission: { ...started.value.game.mission!, personnel: { woundedAtStart: people.woundedAtStart } },
      }
    : started.value.game;
  const { cakeWalk: _c, ...carried } = t.carried;
  const tour: FngTour = { ...t, stage: 'mission', setUp, lastAo: area, threeDice: false, carried, history: [...t.history, { label: now.label, contact: true, mission: setUp.mission, ao: area }] };
  const away = t.roster
    .filter((m) => (m.absence !== null || m.stays) && inOwnSquad(m))
    .map((m) => (m.absence ? { id: m.id, why: m.absence.reason, missions: m.absence.missions } : { id: m.id, why: 'kept-back' as const, missions: 0 }));
  const setUpEvent = tourEvent({
    kind: 'set-up',
    corps: t.corps,
    aoRounds: s.ao.rounds.map((r) => r.scores),
    setUp,
    statusRoll: { roll: s.status.roll, modifier: s.status.modifier, total: s.status.total },
    slFaces: s.supportLevel.part.faces,
    dayPartTotal: s.dayPart.total,
    weatherTotal: s.weather.total,
    missionTotal: s.mission.total,
    // Whether the cap was in force is public (the Good Mission roll); whether it bit would tell the EAL.
    cakeWalk: t.carried.cakeWalk === true,
    terrain: s.terrain.sections.map((x) => ({ section: x.section, pieces: x.pieces.map((p) => p.kind), buildings: x.buildings })),
    pefs: s.forces.pefs,
  });
  // Civilians at every building of the table when the AO has them (L1130, L1273–L1288): the turn's very last rolls.
  const civilians = s.terrain.civilians ? placeTourCivilians({ ...startedGame, figures, tour }, a.roller, board) : { game: { ...startedGame, figures, tour }, events: [] };
  return ok({
    game: civilians.game,
    events: [contactEvent, setUpEvent, tourEvent({ kind: 'squad-out', figures: mg.figures.map(keyOf), away, ...(medic.medic ? { medic: medic.medic } : {}), ...(mg.machinegun ? { machinegun: mg.machinegun } : {}), ...(radio.radio ? { radio: radio.radio } : {}), ...(people ? { personnel: { name: people.unit.name, figures: people.figures.map(keyOf) } } : {}) }), ...started.value.events, ...civilians.events],
    board,
  });
}
