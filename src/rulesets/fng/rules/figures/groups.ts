import { ECHELON, isGone, isLeaderRole, linksGroup, type FigureStatus, type Rep, type Role } from './figure.js';

/**
 * Organising the force (FNG 2nd Tour p.14–16, seed L565–L598; digest §4.2): groups, leaders, the
 * Force Commander, the Leader Die. Distances are inches the caller measured; LOS is what the players
 * attested. Which reaction tests take the Leader Die is the firefight's house rule, not decided here.
 */

/** Group members stay within 4" of another member (L573); a Pointman ahead of the group, 8" (L362). */
export const GROUP_DISTANCE = 4;
export const POINTMAN_GROUP_DISTANCE = 8;
/** The Force Commander commands leaders within 12" and in LOS (L586). */
export const FORCE_COMMANDER_RANGE = 12;

/** What the group rules need to know of a figure. */
export interface GroupFigure {
  readonly id: string;
  readonly role: Role;
  readonly rep: Rep;
  readonly status: FigureStatus;
  /** A Pointman walking point ahead of the group in its direction of travel (L362). */
  readonly pointmanAhead?: boolean;
}

/** A measured pair: how far apart two figures are and whether either sees the other. */
export interface Link {
  readonly a: string;
  readonly b: string;
  readonly distance: number;
  readonly los: boolean;
}

export interface Groups {
  /** Groups of carrying-on figures, each in the order given, in order of their first figure. */
  readonly groups: readonly (readonly string[])[];
  /** Figures that link nobody because they are not carrying on (L578). */
  readonly unlinked: readonly string[];
}

/**
 * Who forms a group (Groups, L569–L578): figures each within 4" of one or more others in the group
 * and in LOS of one of them, chained; a figure not carrying on breaks the chain. A Pointman on point
 * ahead of the group links at 8". Players may split groups further each activation (L566); this is
 * the largest grouping the rules allow.
 */
export function formGroups(figures: readonly GroupFigure[], links: readonly Link[]): Groups {
  const byId = new Map(figures.map((f) => [f.id, f]));
  const linked = figures.filter((f) => linksGroup(f.status));
  const parent = new Map(linked.map((f) => [f.id, f.id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  for (const l of links) {
    const a = byId.get(l.a);
    const b = byId.get(l.b);
    if (!a || !b) throw new Error(`link between unknown figures ${l.a} and ${l.b}`);
    if (!linksGroup(a.status) || !linksGroup(b.status) || !l.los) continue;
    const reach = a.pointmanAhead || b.pointmanAhead ? POINTMAN_GROUP_DISTANCE : GROUP_DISTANCE;
    if (l.distance <= reach) parent.set(root(a.id), root(b.id));
  }
  const groups = new Map<string, string[]>();
  for (const f of linked) {
    const key = root(f.id);
    const g = groups.get(key) ?? [];
    g.push(f.id);
    groups.set(key, g);
  }
  return { groups: [...groups.values()], unlinked: figures.filter((f) => !linksGroup(f.status)).map((f) => f.id) };
}

const echelon = (role: Role): number => ECHELON[role] ?? -1;

export interface GroupLeader {
  readonly id: string;
  readonly rep: Rep;
  /** False for a figure standing in as Jr. NCO with no NCO status (L597). */
  readonly leaderDie: boolean;
  readonly acting: boolean;
}

/**
 * The leader of a group (Leaders L587, Force Commanders L586, Replacing Leaders L595–L597): the
 * highest-ranking leader in it — a higher leader who joins a group takes command of it, and only his
 * Leader Die applies. Without any NCO or officer, the highest REP figure acts as Jr. NCO, without a
 * Leader Die. Ties go to the higher REP, then the first listed. Figures out of the battle lead nobody.
 */
export function groupLeader(members: readonly GroupFigure[]): GroupLeader | undefined {
  const able = members.filter((f) => !isGone(f.status));
  const leaders = able.filter((f) => isLeaderRole(f.role));
  const best = (xs: readonly GroupFigure[], key: (f: GroupFigure) => number): GroupFigure | undefined =>
    xs.reduce<GroupFigure | undefined>((acc, f) => (acc === undefined || key(f) > key(acc) ? f : acc), undefined);
  const leader = best(leaders, (f) => echelon(f.role) * 10 + f.rep);
  if (leader) return { id: leader.id, rep: leader.rep, leaderDie: true, acting: false };
  const stand = best(able, (f) => f.rep);
  return stand ? { id: stand.id, rep: stand.rep, leaderDie: false, acting: true } : undefined;
}

/**
 * The Force Commander (Commanders, L584): the highest-echelon commander on the table, from squad
 * leader up. The seed breaks no ties between equals (three squad leaders): the higher REP, then the
 * first listed. A Jr. NCO commands the force only when no squad leader or officer is left (L595).
 */
export function forceCommander(figures: readonly GroupFigure[]): GroupFigure | undefined {
  let best: GroupFigure | undefined;
  for (const f of figures) {
    if (isGone(f.status) || !isLeaderRole(f.role)) continue;
    if (best === undefined || echelon(f.role) > echelon(best.role) || (echelon(f.role) === echelon(best.role) && f.rep > best.rep)) best = f;
  }
  return best;
}

/** How the Force Commander reaches a group's leader (L586, L590). */
export type Command = 'in-command' | 'by-radio' | 'out-of-command';

/**
 * Whether the Force Commander can activate another group (L586): its leader within 12" and in LOS;
 * otherwise by radio if both have one (the call itself is Making the Call, §16).
 */
export function forceCommanderReach(input: {
  readonly distance: number;
  readonly los: boolean;
  readonly fcHasRadio: boolean;
  readonly groupHasRadio: boolean;
}): Command {
  if (input.distance < 0 || !Number.isFinite(input.distance)) throw new Error(`impossible distance ${input.distance}`);
  if (input.distance <= FORCE_COMMANDER_RANGE && input.los) return 'in-command';
  return input.fcHasRadio && input.groupHasRadio ? 'by-radio' : 'out-of-command';
}

export interface ActivationRep {
  readonly rep: Rep;
  readonly source: 'leader' | 'force-commander' | 'highest-rep';
}

/**
 * The REP a group activates on (L575, L586): its leader's (the highest REP if it has none); but a
 * lower-echelon commander within 12" and LOS of the Force Commander must use the Force Commander's
 * REP, even if his own is higher.
 */
export function activationRep(input: {
  readonly leader: GroupLeader;
  readonly leaderRole: Role;
  readonly forceCommander?: { readonly id: string; readonly role: Role; readonly rep: Rep };
  /** Inches from the Force Commander to this group's leader, and LOS between them. */
  readonly distanceToForceCommander?: number;
  readonly losToForceCommander?: boolean;
}): ActivationRep {
  const fc = input.forceCommander;
  const own: ActivationRep = { rep: input.leader.rep, source: input.leader.acting ? 'highest-rep' : 'leader' };
  if (!fc || fc.id === input.leader.id || input.leader.acting) return own;
  if (echelon(input.leaderRole) >= echelon(fc.role)) return own;
  const d = input.distanceToForceCommander;
  if (d === undefined || d > FORCE_COMMANDER_RANGE || input.losToForceCommander !== true) return own;
  return { rep: fc.rep, source: 'force-commander' };
}

/**
 * Who commands a squad (Jr. NCOs, Replacing Leaders, L594–L597): its squad leader; if he is out of
 * the fight or dead, the Jr. NCO (the higher REP of several); if none is left, the highest REP
 * member, who stands in as Jr. NCO but may not use the Leader Die.
 */
export function squadCommander(members: readonly GroupFigure[]): GroupLeader | undefined {
  const able = members.filter((f) => !isGone(f.status));
  const pick = (role: Role): GroupFigure | undefined =>
    able.filter((f) => f.role === role).reduce<GroupFigure | undefined>((acc, f) => (acc === undefined || f.rep > acc.rep ? f : acc), undefined);
  const nco = pick('squad-leader') ?? pick('jr-nco');
  if (nco) return { id: nco.id, rep: nco.rep, leaderDie: true, acting: false };
  const stand = able.reduce<GroupFigure | undefined>((acc, f) => (acc === undefined || f.rep > acc.rep ? f : acc), undefined);
  return stand ? { id: stand.id, rep: stand.rep, leaderDie: false, acting: true } : undefined;
}

