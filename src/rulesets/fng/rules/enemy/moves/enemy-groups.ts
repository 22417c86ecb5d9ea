import { ambushedActAnyway, ambushersOpenFire } from '../../game/ambush-opening.js';
import { distance, type Point } from '../../../../../core/board/geometry.js';
import { chestChargeAim, chestChargeOrder } from './suicide-troops.js';
import { claymoreSetter, fireLeaderClaymores, setLeaderClaymore } from './enemy-claymore.js';
import { mayActUnderOfficer } from './political-command.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { coverAt } from '../../terrain/cover.js';
import { enemyOrderArgs, type BotArgs, type BotTurnCtx } from './bot-args.js';
import { defensiveTactics, enemyTactics, GRENADE_INCHES, vcActionTarget, vcNvaAction, VC_ACTION_TARGET_READINGS, type EnemyMember } from '../enemy-action.js';
import type { FngEvent, HoldWhy, RouteNote } from '../../game/events.js';
import { coverRoute, featuresPassed, inWatchersSight, pointsAlong, reachable, type Reached } from './cover-route.js';
import { eyeOf, sightOf, turningSeer } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { fireOrder } from '../../firefight/moves/order-fire.js';
import { launchOrder, throwOrder } from '../../firefight/moves/order-grenade.js';
import { buildingFireOrder } from '../../terrain/moves/order-building.js';
import { launcherReaches, launcherTarget } from './launcher-target.js';
import { mortarTeamFires } from './enemy-barrage.js';
import { doorGunnersReact } from '../../support/moves/order-door-guns.js';
import { fireAtSitting, sittingHelicopters, weaponAtHelicopter, type SittingHelicopter } from '../../support/moves/anti-aircraft-play.js';
import { chargeOrder } from '../../firefight/moves/order-melee.js';
import { BREADTH_INCHES, moveAllowance, walkOn } from '../../firefight/moves/order-move.js';
import { mayFinish, moveOrder } from '../../firefight/moves/move-in-sight.js';
import { civilianPlaces } from '../../missions/civilian-figures.js';
import { depthAt, knownWater } from '../../terrain/moves/order-water.js';
import type { DepthAt } from '../../terrain/foot-move.js';
import { playerFigures } from './pef-play.js';
import { centreOf, nearestOf, stepToward } from '../../terrain/table-geometry.js';
import { DEFAULT_TABLE } from '../../terrain/scenario.js';
import { activationRepOf, figureOf, groupsOf, keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { resolveWeapons, type WeaponId } from '../../figures/weapons.js';
import { weaponReadings } from '../../figures/forces-house-rules.js';
import type { Ordered } from '../../game/order.js';
import type { RuleResult } from '../../../../../core/result.js';
import { isSuicideTrooper } from '../../firefight/moves/claymores.js';
import { OUTSIDE_12_LOS_READINGS } from '../local-vc.js';

/**
 * The revealed enemy's groups in the bot's activation (FNG 2nd Tour p.69–70): closest to the players
 * first, each group whose leader's REP the die allows chooses by the VC/NVA Action table when it
 * outnumbers the closest player group by half again (L1616), else by Defensive Tactics (L1627), and
 * carries it out with the same orders a player gives — so every shot sets off the same reactions.
 * Where the book asks for judgement the bot takes a stated default: the way through cover
 * (cover-route.ts), the nearest covered spot toward the players a move reaches that way, the target
 * nearest (or most isolated, harassing) — or a landed or hovering helicopter nearer still (`helicopterAim`).
 */

type Placed = TableFigure & { readonly at: Point };

/** One bot turn: its arguments, and what it tells the channel and the GM. */

/** A normal move (L612): what the bot moves a group, so the order is never refused as too far. */
const MOVE_INCHES = 8;


const fighting = (f: TableFigure): boolean => onTable(f) && f.status === 'carry-on';

/** The enemy's groups on the table that can act, closest to the players first (L1395, L1616). */
export function enemyGroups(g: FngGame): { readonly members: Placed[]; readonly distance: number }[] {
  const players = playerFigures(g);
  return groupsOf(g, 'cf')
    .map((keys) => keys.map((k) => figureOf(g, k)).filter((f): f is Placed => fighting(f)))
    .filter((m) => m.length > 0)
    .map((members) => ({ members, distance: Math.min(...members.flatMap((m) => players.map((p) => distance(m.at, p.at))), Infinity) }))
    .sort((a, b) => a.distance - b.distance);
}

/** One group's activation; `pending` set on the game stops the bot (a Star's player is asked). */
export function activateGroup(t: BotTurnCtx, g0: FngGame, members: readonly Placed[]): FngGame {
  const { a, pub } = t;
  const die = g0.dice?.cf ?? 7;
  const lead = activationRepOf(g0, members[0]!);
  // A Political Officer or Cadre in command this turn activates only groups of higher REP than his (L2155).
  // Spotted, the ambushed troops act at once, whatever their REP (L2192).
  if ((lead.rep < die && !ambushedActAnyway(g0, 'cf')) || !mayActUnderOfficer(g0, lead.rep) || members.some((m) => m.moved || m.fired || m.busy)) return g0;
  const players = playerFigures(g0);
  if (players.length === 0) return g0;
  // Suicide troops set off their chest mines first, where the cone catches a player (L2154; the stated default in suicide-troops.ts).
  const blown = chestCharges(t, g0, members);
  if (blown !== g0) {
    const rest = members.map((m) => figureOf(blown, keyOf(m))).filter((m): m is Placed => fighting(m) && !m.fired && !m.moved && !m.busy);
    return rest.length ? activateGroup(t, blown, rest) : blown;
  }
  // A leader's own Claymore set earlier goes off first, where it catches a player and none of his own (L516, L783; enemy-claymore.ts).
  const fired = fireLeaderClaymores(t, g0, members);
  if (fired !== g0) {
    const rest = members.map((m) => figureOf(fired, keyOf(m))).filter((m): m is Placed => fighting(m) && !m.fired && !m.moved && !m.busy);
    return rest.length && !fired.pending ? activateGroup(t, fired, rest) : fired;
  }
  const mortars = mortarTeamFires(a, g0, members[0]!.unit, members, pub, t.gm);
  if (mortars) return mortars;
  const sight = sightOf(g0);
  const centre = centreOf(members.map((m) => m.at));
  const closest = nearestOf(players, centre)!;
  const playerGroup = groupsOf(g0, 'fwf').find((gr) => gr.includes(keyOf(closest))) ?? [keyOf(closest)];
  const d = distance(closest.at, centre);
  const inLos = members.some((m) => players.some((p) => sees(a.table, eyeOf(p), eyeOf(m), sight)));
  const leader = lead.leader ?? members[0]!.id;
  const heli = helicopterAim(a, g0, members, centre, closest);
  const aimed = heli ? `; ${aimWords(heli, closest.id)}` : '';
  // Not spotted, the ambushers open fire when they are active (L2192): no table, they fire.
  if (ambushersOpenFire(g0, 'cf')) {
    pub.push({ kind: 'enemy-group', unit: members[0]!.unit, leader, die, tactics: 'ambush', doing: `springs the ambush: opens fire on ${closest.id}${aimed}` });
    return fireGroup(t, g0, members.map((m) => m.id), closest, heli);
  }
  // A lull (Random Event, L1641): no voluntary move, and only those already in sight may fire. The group
  // stays where it is and fires at the nearest player figure one of its men sees and reaches, or holds.
  if (g0.mission?.lullTurn === g0.turn) {
    const aim = nearestInReach(a, g0, members, centre);
    pub.push({ kind: 'enemy-group', unit: members[0]!.unit, leader, die, tactics: 'lull', doing: aim.target ? `stays and fires at ${aim.target.id}` : `stays, firing at nobody: ${holdWords(aim.why)}` });
    return aim.target ? fireGroup(t, g0, members.map((m) => m.id), aim.target) : g0;
  }
  const tactics = enemyTactics({ enemyFigures: members.length, closestPlayerGroupFigures: playerGroup.length });
  if (!tactics.ok) throw new Error(tactics.code);
  let g = g0;
  if (tactics.value.use === 'action-table') {
    const enemy = g.mission?.enemy ?? 'lvc';
    const reading = choiceRule(a.rules, 'fng.vc-action.target', VC_ACTION_TARGET_READINGS);
    const r = vcNvaAction(a.roller, {
      groupId: members[0]!.unit,
      enemy,
      members: members.map((m): EnemyMember => ({ id: m.id, supportWeapon: supportWeapon(a, m) })),
      closestPlayerGroupFigures: playerGroup.length,
      target: vcActionTarget(reading, { leaderRep: lead.rep, eal: g.mission?.eal ?? 3 }),
      distanceInches: d,
      inFwfLos: inLos,
      fwfDefending: false,
      outside12Reading: choiceRule(a.rules, 'fng.vc-action.outside-12-los', OUTSIDE_12_LOS_READINGS),
    });
    if (!r.ok) throw new Error(r.code);
    const act = r.value.action;
    const base = { kind: 'enemy-group', unit: members[0]!.unit, leader, die, tactics: 'action', row: r.value.row, ...(inLos ? { parts: r.value.parts } : {}) } as const;
    switch (act.kind) {
      case 'melt-away':
        pub.push({ ...base, doing: 'melts away' });
        return meltAway(t, g, members, centre);
      case 'assault':
        if (act.range === 'beyond-12') {
          // "Move at fastest speed to get into range of opponent staying in cover if possible" (L1614).
          const way = closeIn(a, g, centre, closest.at);
          pub.push({ ...base, doing: `assault: closes at best speed on ${closest.id}${aimed}`, route: way.route });
          g = way.end ? moveGroup(t, g, members, way.end, centre) : moveGroup(t, g, members, closest.at);
          return fireGroup(t, g, members.map((m) => m.id), closest, heli);
        }
        pub.push({ ...base, doing: `assault on ${closest.id}: fire group ${act.fireGroup.join(', ')}; charging ${act.chargeGroup.join(', ') || 'nobody'}${act.grenades.some((x) => x.throws) ? `; grenades from ${act.grenades.filter((x) => x.throws).map((x) => x.id).join(', ')}` : ''}${aimed}` });
        g = fireGroup(t, g, act.fireGroup, closest, heli);
        for (const gr of act.grenades.filter((x) => x.throws)) {
          if (grenadeSparesOwn(a, g, figureOf(g, `cf:${gr.id}`), closest.at)) g = tryOrder(t, g, (x) => throwOrder(enemyOrderArgs(a, x), { thrower: gr.id, target: closest.id }));
        }
        if (act.chargeGroup.length && !g.pending) {
          const chargers = act.chargeGroup.filter((id) => !act.grenades.some((x) => x.id === id && x.throws));
          if (chargers.length) {
            const before = g;
            g = tryOrder(t, g, (x) => chargeOrder(enemyOrderArgs(a, x), { chargers, target: closest.id }));
            // Out of charge reach, they close instead ("fast moving if needed", L1614): next activation they charge.
            if (g === before) g = moveGroup(t, g, members.filter((m) => chargers.includes(m.id)), closest.at);
          }
        }
        return g;
      case 'maneuver': {
        const how = act.move === 'fast' ? 'fast moves' : 'moves';
        const spot = coverToward(a, g, centre, closest.at);
        if (spot) {
          pub.push({ ...base, doing: `maneuver: ${how} to cover at ${spot.at.x},${spot.at.y}${aimed}`, route: wayNote(a, g, spot.path, spot.length) });
          g = moveGroup(t, g, members, spot.at, centre);
        } else {
          const way = closeIn(a, g, centre, closest.at);
          pub.push({ ...base, doing: `maneuver: ${how} toward the players (no cover within reach)${aimed}`, route: way.route });
          g = way.end ? moveGroup(t, g, members, way.end, centre) : moveGroup(t, g, members, closest.at);
        }
        return fireGroup(t, g, members.map((m) => m.id), closest, heli);
      }
      case 'harass': {
        const target = mostIsolated(a, g, members);
        pub.push({ ...base, doing: `harass: fire on ${target ? target.id : 'nobody in sight'}, the most isolated figure` });
        return target ? fireGroup(t, g, members.map((m) => m.id), target) : g;
      }
    }
  }
  const r = defensiveTactics(a.roller, {
    groupId: members[0]!.unit,
    members: members.map((m) => m.id),
    inFortification: members.some((m) => m.inCover === true),
    closestEnemyInches: d,
    approached: d <= GRENADE_INCHES,
  });
  if (!r.ok) throw new Error(r.code);
  // Holding, a leader with a Claymore of his own sets it, his whole activation (the default in enemy-claymore.ts); the GM is told.
  const setting = claymoreSetter(t, g, members);
  const rolled = r.value.grenades.filter((x) => x.throws && x.id !== setting?.setter.id).map((x) => x.id);
  const throwers = rolled.filter((id) => grenadeSparesOwn(a, g, figureOf(g, `cf:${id}`), closest.at));
  const withheld = rolled.filter((id) => !throwers.includes(id));
  // They fire at the closest enemy (L1627): the nearest player figure one of them sees and reaches.
  const shooters = members.filter((m) => !throwers.includes(m.id) && m.id !== setting?.setter.id);
  const aim = nearestInReach(a, g, shooters, centre);
  const dice = inLos && r.value.parts.length ? { parts: r.value.parts } : {};
  if (!aim.target && !heli && throwers.length === 0 && !setting) {
    // Nothing to fire at: the group holds, and says why, once (enemyActivation gathers the groups holding so).
    pub.push({ kind: 'enemy-hold', groups: [{ unit: members[0]!.unit, leader }], die, why: aim.why, ...dice });
    return g;
  }
  const held = withheld.length ? `; ${withheld.join(', ')} ${withheld.length === 1 ? 'keeps his grenade: his' : 'keep their grenades: their'} own side stands in its circle (L884)` : '';
  const fires = aim.target ? `holds and fires at ${aim.target.id}` : `holds (${holdWords(aim.why)})`;
  pub.push({ kind: 'enemy-group', unit: members[0]!.unit, leader, die, tactics: 'defensive', doing: `${fires}${throwers.length ? `; grenades from ${throwers.join(', ')}` : ''}${held}${aimed}`, ...dice });
  if (setting) g = setLeaderClaymore(t, g, setting.setter, setting.aim);
  for (const id of throwers) g = tryOrder(t, g, (x) => throwOrder(enemyOrderArgs(a, x), { thrower: id, target: closest.id }));
  return fireGroup(t, g, shooters.map((m) => m.id), aim.target ?? closest, heli);
}

/** Why a group holding has nothing to fire at, in words. */
export function holdWords(why: HoldWhy): string {
  return why.kind === 'unseen' ? 'no player figure in their sight' : `${why.figure} the nearest in sight, out of range (${why.inches}" > ${why.range}")`;
}

/**
 * The player figure a group fires at (L1627: "the closest enemy"): the nearest to the group that one of
 * `shooters` sees and has in its weapon's range; else why there is none — nobody in sight, or the
 * nearest seen beyond every weapon's reach.
 */
export function nearestInReach(a: BotArgs, g: FngGame, shooters: readonly Placed[], centre: Point): { readonly target?: Placed; readonly why: HoldWhy } {
  const sight = sightOf(g);
  const weapons = resolveWeapons(a.rules, weaponReadings(a.rules));
  const rangeOf = (m: Placed): number => {
    const w = m.weapon ? weapons[m.weapon as WeaponId] : undefined;
    return w && w.targets.kind === 'tr' ? w.range : 0;
  };
  const byDistance = [...playerFigures(g)].sort((p, q) => distance(p.at, centre) - distance(q.at, centre) || p.id.localeCompare(q.id));
  const seen = byDistance.filter((p) => shooters.some((m) => sees(a.table, eyeOf(turningSeer(m)), eyeOf(p), sight)));
  const target = seen.find((p) => shooters.some((m) => sees(a.table, eyeOf(turningSeer(m)), eyeOf(p), sight) && distance(m.at, p.at) <= rangeOf(m) + 1e-9));
  if (target) return { target, why: { kind: 'unseen' } };
  const first = seen[0];
  if (!first) return { why: { kind: 'unseen' } };
  const best = Math.max(0, ...shooters.map(rangeOf));
  const inches = Math.min(...shooters.map((m) => distance(m.at, first.at)));
  return { why: { kind: 'out-of-range', figure: first.id, inches: round1(inches), range: best } };
}

/**
 * Whether a grenade `thrower` throws at `at` catches none of his own side in its circle (L884: "everyone
 * in the blast circle", friend and foe): the bot never throws one that would, himself included.
 */
export function grenadeSparesOwn(a: BotArgs, g: FngGame, thrower: TableFigure, at: Point): boolean {
  const w = resolveWeapons(a.rules, weaponReadings(a.rules)).grenade;
  const radius = w.targets.kind === 'area' && w.targets.area.shape === 'circle' ? w.targets.area.diameter / 2 : 2.5;
  return !g.figures.some((f) => f.side === thrower.side && onTable(f) && f.status !== 'obviously-dead' && distance(f.at!, at) <= radius + 1e-9);
}

/** Whether this member can shoot at the helicopter: it sees it and its weapon reaches it (L1950, L1956). */
function reachesHelicopter(a: BotArgs, g: FngGame, m: Placed, heli: SittingHelicopter): boolean {
  const w = weaponAtHelicopter(enemyOrderArgs(a, g), m);
  if (w?.class === 'anti-tank' && !launcherReaches(a.table, g, m, w, heli.at)) return false;
  return w !== undefined && distance(m.at, heli.at) <= w.range && sees(a.table, eyeOf(turningSeer(m)), heli.at, sightOf(g));
}

/**
 * The bot's stated default when a helicopter sits on or over the table (L1956: landed or hovering, it
 * is shot "normally using the Ranged Combat Table"): the group shoots at the nearest such helicopter a
 * member sees and reaches, when it is nearer the group than the closest player figure — the nearest
 * target first, as the group fires at the closest figure. Moves and charges still go for that figure.
 */
export function helicopterAim(a: BotArgs, g: FngGame, members: readonly Placed[], centre: Point, closest: Placed): (SittingHelicopter & { readonly inches: number; readonly than: number }) | undefined {
  const than = distance(closest.at, centre);
  return sittingHelicopters(g)
    .filter((h) => members.some((m) => reachesHelicopter(a, g, m, h)))
    .map((h) => ({ ...h, inches: distance(h.at, centre), than }))
    .filter((h) => h.inches < than)
    .sort((x, y) => x.inches - y.inches || x.id.localeCompare(y.id))[0];
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The public words for the aim: which helicopter, and why it rather than the closest figure. */
function aimWords(h: SittingHelicopter & { readonly inches: number; readonly than: number }, figure: string): string {
  return `those who see and reach it fire at the helicopter ${h.id} ${h.mode === 'landed' ? 'on the ground' : 'hovering'} at ${h.at.x},${h.at.y} instead of ${figure}: it is the nearer target (${round1(h.inches)}" against ${round1(h.than)}", L1956)`;
}

/**
 * LVC Melt Away (L1625): the unit leaves the table and two PEFs 4" apart take its place. It is kept
 * out of sight: the first of the pair resolved into troops is the unit come back, and the other is
 * nothing; the first resolved into nothing leaves the other to be the unit (`meltAwayPairResolved`).
 */
function meltAway(t: BotTurnCtx, g: FngGame, members: readonly Placed[], centre: Point): FngGame {
  const m = g.mission!;
  const ids = [`P${m.nextPef}`, `P${m.nextPef + 1}`];
  const keys = new Set(members.map(keyOf));
  const spots = [
    { x: Math.round((centre.x - 2) * 10) / 10, y: Math.round(centre.y * 10) / 10 },
    { x: Math.round((centre.x + 2) * 10) / 10, y: Math.round(centre.y * 10) / 10 },
  ];
  t.pub.push({ kind: 'melt-away', unit: members[0]!.unit, pefs: ids });
  return {
    ...g,
    mission: { ...m, nextPef: m.nextPef + 2 },
    figures: g.figures.filter((f) => !keys.has(keyOf(f))),
    pefs: [...(g.pefs ?? []), ...ids.map((id, i) => ({ id, at: spots[i]!, acted: g.serial }))],
    melted: [...(g.melted ?? []), { pefs: ids, figures: g.figures.filter((f) => keys.has(keyOf(f))) }],
  };
}

/** Each suicide trooper of the group whose CDM, faced at a player he sees, would catch one sets it off (L2154). */
function chestCharges(t: BotTurnCtx, g0: FngGame, members: readonly Placed[]): FngGame {
  let g = g0;
  for (const m of members) {
    const now = figureOf(g, keyOf(m));
    if (!isSuicideTrooper(now) || !fighting(now) || now.fired || now.busy) continue;
    const aim = chestChargeAim(t.a.table, g, now as Placed);
    if (aim) g = tryOrder(t, g, (x) => chestChargeOrder(enemyOrderArgs(t.a, x), { figure: now.id, toward: aim.at }));
  }
  return g;
}

/** An order the bot gives, kept when the rules allow it (a figure out of range or down simply does not act). */
export function tryOrder(t: BotTurnCtx, g: FngGame, order: (g: FngGame) => RuleResult<Ordered>): FngGame {
  if (g.pending) return g;
  const r = order(g);
  if (!r.ok) return g;
  t.pub.push(...r.value.events);
  return r.value.game;
}

/**
 * Each member that sees the target and has it in range fires at it, all its dice on it; an RPG or
 * recoilless rifle fires at what `launcherTarget` picks (a structure holding players, else the most
 * players one blast catches), its bearer's sidearm at the target when it has none.
 */
function fireGroup(t: BotTurnCtx, g0: FngGame, ids: readonly string[], target: TableFigure, heli?: SittingHelicopter): FngGame {
  const a = t.a;
  let g = g0;
  const sight = sightOf(g);
  const weapons = resolveWeapons(a.rules, weaponReadings(a.rules));
  const atHeli: Placed[] = [];
  for (const id of ids) {
    const f = g.figures.find((x) => x.side === 'cf' && x.id === id);
    if (!f?.at) continue;
    if (heli && !g.pending && mayAct(g, f).ok && !f.fired && !(f.fighting ?? []).length && reachesHelicopter(a, g, f as Placed, heli)) {
      atHeli.push(f as Placed);
      continue;
    }
    const w = f.weapon ? weapons[f.weapon as WeaponId] : undefined;
    if (w?.class === 'anti-tank') {
      const before = g;
      const aim = launcherTarget(a.table, g, f as Placed, w);
      if (aim?.kind === 'helicopter') g = launcherAtHelicopter(t, g, f as Placed, aim);
      else if (aim?.kind === 'structure') g = tryOrder(t, g, (x) => buildingFireOrder(enemyOrderArgs(a, x), { shooter: id, at: aim.at }));
      else if (aim?.kind === 'figure') g = tryOrder(t, g, (x) => launchOrder(enemyOrderArgs(a, x), { firer: id, target: aim.figure.id }));
      if (g !== before || !f.sidearm) continue;
    }
    const aim = g.figures.find((x) => keyOf(x) === keyOf(target));
    if (!aim?.at || !onTable(aim) || aim.status === 'obviously-dead' || !sees(a.table, eyeOf({ ...turningSeer(f), at: f.at! }), eyeOf({ ...aim, at: aim.at }), sight)) continue;
    const sidearm = w?.class === 'anti-tank';
    g = tryOrder(t, g, (x) => fireOrder(enemyOrderArgs(a, x), { shooter: id, targets: [{ figure: aim.id }], ...(sidearm ? { sidearm: true } : {}) }));
  }
  if (heli && atHeli.length && !g.pending) {
    const events: FngEvent[] = [];
    const shot = fireAtSitting(enemyOrderArgs(a, g), g, heli, atHeli, events);
    g = doorGunnersReact(enemyOrderArgs(a, shot.game), shot.game, heli.id, shot.firers ?? [], events);
    // Its dice are the GM's, as every enemy shot at an aircraft (anti-aircraft-play.ts); the hits are the table's.
    t.gm.push(...events.filter((e) => e.kind === 'enemy-dice'));
    t.pub.push(...events.filter((e) => e.kind !== 'enemy-dice'));
  }
  return g;
}

/** An RPG or recoilless rifle fires at the helicopter launcher-target.ts picked (L759, L1956): its dice the GM's, its hits the table's. */
function launcherAtHelicopter(t: BotTurnCtx, g0: FngGame, gunner: Placed, heli: SittingHelicopter): FngGame {
  if (g0.pending) return g0;
  const events: FngEvent[] = [];
  const shot = fireAtSitting(enemyOrderArgs(t.a, g0), g0, heli, [gunner], events);
  const g = doorGunnersReact(enemyOrderArgs(t.a, shot.game), shot.game, heli.id, shot.firers ?? [], events);
  t.gm.push(...events.filter((e) => e.kind === 'enemy-dice'));
  t.pub.push(...events.filter((e) => e.kind !== 'enemy-dice'));
  return g;
}

/**
 * The group moves its normal move straight toward `to` (or onto it, keeping its shape, from `centre`),
 * each man kept on the table and off every other figure's place: where his way would end on one, he
 * stops short of it, half an inch at a time, or stays. It moves as a player's group does (L653–L660,
 * move-in-sight.ts): where one of its men comes into sight of a player figure the move stops, the rest
 * go 2" on and the In Sight is taken, player Stars answering through the pending prompt; then those
 * still able finish their move (`finishMoves`). The tactics tables (L1612–L1627) say where a group
 * goes and whom it fires at, not that it skips the In Sight: "the only one that is interactive. Both
 * the qualifying active and reactive groups take the test at the same time" (L655).
 */
export function moveGroup(t: BotTurnCtx, g: FngGame, members: readonly Placed[], to: Point, centre?: Point): FngGame {
  const size = t.a.table?.board.kind === 'tabletop' ? t.a.table.board : DEFAULT_TABLE.board;
  const inside = (p: Point): Point => ({ x: Math.min(size.width - 0.5, Math.max(0.5, p.x)), y: Math.min(size.height - 0.5, Math.max(0.5, p.y)) });
  const movers = members.filter((m) => mayAct(g, m, { moving: true }).ok);
  const staying = new Set(movers.map(keyOf));
  // Nor on a civilian's place (L1262): they are figures of the table too.
  const taken: Point[] = [...g.figures.filter((f) => !staying.has(keyOf(f)) && onTable(f) && f.carriedBy === undefined).map((f) => f.at!), ...civilianPlaces(g.civilians?.figures)];
  const free = (p: Point) => taken.every((q) => distance(p, q) >= BREADTH_INCHES);
  const moves: { figure: string; to: Point }[] = [];
  for (const m of movers) {
    const aim = inside(centre ? { x: to.x + (m.at.x - centre.x), y: to.y + (m.at.y - centre.y) } : to);
    const limit = Math.min(MOVE_INCHES - 0.1, Math.max(0, distance(m.at, aim) - (centre ? 0 : 2)));
    // Its move pays the ground it crosses, as the players' do (L1146–L1204): it stops where its move runs out.
    const reached = limit <= 0 ? m.at : walkOn({ game: g, ...(t.a.table ? { table: t.a.table } : {}) }, m.at, stepToward(m.at, aim, limit), moveAllowance(m) - 0.05).reached;
    let end = reached;
    for (let back = BREADTH_INCHES; !free(end) && back < distance(m.at, reached); back += BREADTH_INCHES) end = stepToward(reached, m.at, back);
    if (!free(end) || distance(end, m.at) <= 0.05) {
      taken.push(m.at);
      continue;
    }
    taken.push(end);
    moves.push({ figure: m.id, to: end });
  }
  if (moves.length === 0) return g;
  const moved = tryOrder(t, g, (x) => moveOrder(enemyOrderArgs(t.a, x), { moves, mode: 'normal' }, { bot: true }));
  return finishMoves(t, moved, movers.map(keyOf));
}

/**
 * The bot's figures (of `keys`) an In Sight stopped finish their moves once it is over (L659), each
 * toward the point he was going to with what he has left, while still able (L681) and no Star's answer
 * is awaited (then after it: enemy-turn.ts). A finished move may start a new In Sight and stop again.
 */
export function finishMoves(t: BotTurnCtx, g0: FngGame, keys: readonly string[]): FngGame {
  let g = g0;
  // Each round moves at least a step of the way, so a few rounds finish any move.
  for (let round = 0; round < 8 && !g.pending; round++) {
    const left = keys.map((k) => figureOf(g, k)).filter((f) => f.moveLeft?.serial === g.serial && mayFinish(f));
    if (left.length === 0) return g;
    const before = g;
    // The bot's moves are normal moves (`moveGroup`).
    g = tryOrder(t, g, (x) => moveOrder(enemyOrderArgs(t.a, x), { moves: left.map((f) => ({ figure: f.id, to: f.moveLeft!.to })), mode: 'normal' }, { bot: true }));
    if (g === before) return g;
  }
  return g;
}

/**
 * Where Maneuver takes a group ("move to the best cover", L1620): of the spots a normal move reaches
 * along the way through cover (cover-route.ts), the one in cover nearest the players, the cheaper way
 * first among equals; none on a bare table or with no cover in reach.
 */
export function coverToward(a: BotArgs, g: FngGame, from: Point, players: Point): Reached | undefined {
  if (!a.table) return undefined;
  const table = a.table;
  let best: Reached | undefined;
  for (const s of reachable({ table, from, watchers: watchersOf(g), night: sightOf(g), foot: depthsOf(g) }, MOVE_INCHES - 0.1)) {
    if (coverAt(table, s.at) !== 'cover') continue;
    const d = distance(s.at, players) - (best ? distance(best.at, players) : Infinity);
    if (d < -1e-9 || (Math.abs(d) <= 1e-9 && s.cost < best!.cost - 1e-9)) best = s;
  }
  return best;
}

/**
 * A group closing on the players (Assault beyond 12", Maneuver with no cover in reach): a normal move
 * along the way through cover, keeping 2" short; without cover on the way, straight (`end` absent).
 */
function closeIn(a: BotArgs, g: FngGame, centre: Point, target: Point): { readonly end?: Point; readonly route: RouteNote } {
  const limit = Math.min(MOVE_INCHES - 0.1, Math.max(0, distance(centre, target) - 2));
  const path = coverRoute({ table: a.table, from: centre, to: target, watchers: watchersOf(g), night: sightOf(g), foot: depthsOf(g) });
  const spots = pointsAlong(path, limit);
  const end = spots[spots.length - 1];
  if (!end || featuresPassed(a.table, spots).length === 0 || distance(end, target) >= distance(centre, target) - 0.05) return { route: { kind: 'straight' } };
  return { end, route: wayNote(a, g, path, limit) };
}

/** What the channel hears of a way a group took: the features it went through, and whether the players saw it. */
function wayNote(a: BotArgs, g: FngGame, path: readonly Point[], inches: number): RouteNote {
  const spots = pointsAlong(path, inches);
  const through = featuresPassed(a.table, spots);
  if (through.length === 0) return { kind: 'straight' };
  const night = sightOf(g);
  return { kind: 'cover', through, hidden: !spots.some((p) => inWatchersSight(a.table, watchersOf(g), p, night)) };
}

const watchersOf = (g: FngGame): Point[] => playerFigures(g).map((f) => f.at);

/** The water's depths the game has found, for the ground a group's way crosses. */
const depthsOf = (g: FngGame): DepthAt => {
  const water = knownWater(g);
  return (feature, p) => depthAt(water, feature, p);
};

/** The player figure in sight with the fewest friends within 4" (Harass, L1621). */
function mostIsolated(a: BotArgs, g: FngGame, members: readonly Placed[]): Placed | undefined {
  const sight = sightOf(g);
  const seen = playerFigures(g).filter((p) => members.some((m) => sees(a.table, eyeOf(turningSeer(m)), eyeOf(p), sight)));
  const friends = (p: Placed) => playerFigures(g).filter((q) => q.id !== p.id && distance(q.at, p.at) <= 4).length;
  return [...seen].sort((p, q) => friends(p) - friends(q) || p.id.localeCompare(q.id))[0];
}

function supportWeapon(a: BotArgs, f: TableFigure): boolean {
  const w = f.weapon ? resolveWeapons(a.rules, weaponReadings(a.rules))[f.weapon as keyof ReturnType<typeof resolveWeapons>] : undefined;
  return w !== undefined && ['lmg', 'mmg', 'hmg', 'anti-tank'].includes(w.class);
}
