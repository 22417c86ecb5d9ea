import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import type { ReadyResult } from '../../firefight/grenades.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { ealSealed, figureByKey, readersOf, sameEntrance, TUNNEL_REACH_INCHES, tunnelFigure, tunnelWeapon, underground, withParty } from './tunnel-play.js';
import { collapseTerms, tunnelSurvival } from '../tunnels.js';
import type { BlastParty, LostFigure, TunnelCharge } from '../underground.js';
import { awardVp } from '../../missions/victory-points.js';

/**
 * Collapsing tunnels (FNG 2nd Tour p.66–67, seed L1559–L1562). A figure below sets a charge of one C-4
 * block from his squad's stores (L784: a full turn's work, here the party's turn below), with a line
 * run to the surface; a figure at the entrance fires every charge set there at once (his player's: another's
 * he does not know of). One charge seals
 * the entrance (nobody goes down it again), or collapses a section; one per point of EAL denies the
 * complex to the enemy. Each is worth 1 VP (`FngGame.vp`). Everyone below at that entrance rolls
 * Tunnel Survival as against a +2 booby trap; one who fails is lost, to be rescued as any other.
 * A charge may instead be timed (L784): it goes off by itself at the end of its turn (`timedChargesAtTurnEnd`).
 */

export type TunnelChargeError = 'fng/no-c4-left' | 'fng/setter-lost' | 'fng/no-charges' | 'fng/timer-without-charge' | 'fng/bad-timer';

/** A PE block is rigged "to explode in 1 to 4 turns" (L784). */
export const MAX_TIMER_TURNS = 4;

/**
 * The turn at whose end a timed charge goes off (L784): rigged this turn to explode `turns` later, "after
 * which it must be readied" on the Ready the Grenade Table (L864). Our reading: readied at once (pass 2d6)
 * the timer runs from this turn; not readied (pass 1 or 0, "when next active") it is readied a turn later
 * and goes off a turn later too.
 */
export function timedFuse(turn: number, turns: number, ready: ReadyResult): number {
  return turn + turns + (ready === 'ready-now' ? 0 : 1);
}

const unitOf = (g: FngGame, f: TableFigure) => g.forces.flatMap((x) => (x.side === f.side ? x.units : [])).find((u) => u.id === f.unit);

/** Whether a figure below may set a charge this turn: on his feet, with a C-4 block in his squad's stores. */
export function chargeReady(g: FngGame, rigger: TableFigure, active: readonly string[]): RuleResult<true> {
  if (!active.includes(keyOf(rigger))) return fail('fng/setter-lost', { figure: rigger.id });
  if (rigger.side !== 'fwf' || (unitOf(g, rigger)?.stores.c4 ?? 0) < 1) return fail('fng/no-c4-left', { figure: rigger.id });
  return ok(true);
}

/** The charge set, its block taken from the stores. */
export function setCharge(g: FngGame, rigger: TableFigure, entrance: Point, kind: TunnelCharge['kind'], owner?: string, fuse?: number): FngGame {
  const u = underground(g);
  const charge: TunnelCharge = { entrance, kind, by: keyOf(rigger), turn: g.turn, ...(owner === undefined ? {} : { owner }), ...(fuse === undefined ? {} : { fuse }) };
  return {
    ...g,
    underground: { ...u, charges: [...(u.charges ?? []), charge] },
    forces: g.forces.map((x) => (x.side !== rigger.side ? x : { ...x, units: x.units.map((n) => (n.id === rigger.unit ? { ...n, stores: { ...n.stores, c4: n.stores.c4 - 1 } } : n)) })),
  };
}

/**
 * Firing the charges at an entrance (L1559–L1562): a figure of the acting side within 4" of it, able to
 * act and not yet busy, sets off every charge there; +1 VP each; a seal closes the entrance; sections
 * count towards the EAL that denies the complex; every figure below at that entrance not already lost
 * rolls Survival against a +2 booby trap, with his party's worst modifiers.
 */
export function detonateOrder(a: OrderArgs, input: { readonly figure: string; readonly at: Point; readonly by?: string }): RuleResult<Ordered> {
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  const found = readyFigure(a, input.figure, 'fng/already-moved');
  if (!found.ok) return found;
  const f = found.value;
  if (distance(f.at!, input.at) > TUNNEL_REACH_INCHES) return fail('fng/too-far-from-entrance', { figure: f.id, reach: TUNNEL_REACH_INCHES });
  const u = underground(a.game);
  // Another player's charges are his secret: to anyone else they are not there (the GM fires any).
  // A timed charge goes off by itself (timedChargesAtTurnEnd): the line fires only those with none.
  const firing = (c: TunnelCharge) => c.fuse === undefined && sameEntrance(c.entrance, input.at) && (input.by === undefined || c.owner === undefined || c.owner === input.by);
  const charges = (u.charges ?? []).filter(firing);
  if (charges.length === 0) return fail('fng/no-charges', { at: `${input.at.x},${input.at.y}` });
  let g: FngGame = updateFigure(a.game, keyOf(f), (x) => ({ ...x, fired: true, busy: true }));
  const b = blowCharges(g, a.roller, mission.eal, charges, firing);
  if (!b.ok) return b;
  g = b.value.game;
  const { entrance, seals, sections, vp, total, parties: blasts } = b.value;
  return ok({
    game: g,
    events: [
      {
        kind: 'tunnel-blast',
        entrance,
        figure: keyOf(f),
        seals,
        sections,
        vp,
        total,
        denied: total >= mission.eal,
        parties: blasts,
        to: input.by === undefined ? [] : [input.by],
        sealed: ealSealed(a.game),
      },
    ],
  });
}

interface Blown {
  readonly game: FngGame;
  readonly entrance: Point;
  readonly seals: number;
  readonly sections: number;
  readonly vp: number;
  readonly total: number;
  readonly parties: readonly BlastParty[];
}

/**
 * Charges at one entrance going off (L1559–L1562), fired down the line or by their timers: +1 VP each;
 * a seal closes the entrance; sections count towards the EAL that denies the complex; every figure
 * below at that entrance not already lost rolls Survival against a +2 booby trap, with his party's
 * worst modifiers. `gone` picks the charges that went off, to be taken from the game.
 */
function blowCharges(g0: FngGame, roller: Roller, eal: number, charges: readonly TunnelCharge[], gone: (c: TunnelCharge) => boolean): RuleResult<Blown> {
  const terms = collapseTerms(eal);
  if (!terms.ok) return terms;
  const u = underground(g0);
  const entrance = charges[0]!.entrance;
  const seals = charges.filter((c) => c.kind === 'seal').length;
  const sections = charges.length - seals;
  const where = `${entrance.x},${entrance.y}`;
  let g = awardVp(g0, { turn: g0.turn, source: 'tunnel-seal', vp: seals * terms.value.vpPerSection, where });
  g = awardVp(g, { turn: g0.turn, source: 'tunnel-section', vp: sections * terms.value.vpPerSection, where });
  const before = (u.collapsed ?? []).find((c) => sameEntrance(c.entrance, entrance))?.sections ?? 0;
  const total = before + sections;
  const collapsed = [...(u.collapsed ?? []).filter((c) => !sameEntrance(c.entrance, entrance)), ...(total > 0 ? [{ entrance, sections: total }] : [])];
  const sealedEntrances = [...(u.sealedEntrances ?? []), ...(seals > 0 ? [entrance] : [])];
  g = { ...g, underground: { ...underground(g), charges: (u.charges ?? []).filter((c) => !gone(c)), sealedEntrances, collapsed } };
  const parties: BlastParty[] = [];
  const hazard = terms.value.insideAtDetonation;
  for (const p of underground(g).parties.filter((x) => sameEntrance(x.entrance, entrance))) {
    const standing = p.figures.filter((k) => !p.lost.some((l) => l.figure === k) && !(p.rescued ?? []).some((r) => r.figure === k));
    if (standing.length === 0) continue;
    const fig = (k: string) => figureByKey(g, k);
    const s = tunnelSurvival(roller, {
      group: standing.map((k) => ({ figure: tunnelFigure(fig(k), p.injured.includes(k)), weapon: tunnelWeapon(fig(k)) })),
      eal,
      hazard: hazard.hazard,
      encounterModifier: hazard.survival,
    });
    if (!s.ok) return s;
    const lost: LostFigure[] = s.value.filter((x) => x.outcome === 'lost').map((x) => ({ figure: x.figure, hazard: hazard.hazard, survival: hazard.survival }));
    const injured = s.value.filter((x) => x.outcome === 'injured' && !p.injured.includes(x.figure)).map((x) => x.figure);
    g = withParty(g, p.id, { ...p, lost: [...p.lost, ...lost], injured: [...p.injured, ...injured] });
    parties.push({ party: p.id, to: readersOf(p), survival: s.value });
  }
  return ok({ game: g, entrance, seals, sections, vp: charges.length * terms.value.vpPerSection, total, parties });
}

/**
 * Timed charges at the turn's end (L784: "Plastic explosives detonate at the end of the turn of which it
 * was rigged to explode"; L1559 "time-set"): those whose turn has come go off, entrance by entrance, as
 * any charges do. The table hears the explosion (and sees an entrance cave in); what each party below
 * suffered goes to its player alone at once (the event's parties, sent by the turn-end hook as private
 * news, play/hazards/turn-end-news.ts), and is kept on the party to be told again with its next turn below.
 */
export function timedChargesAtTurnEnd(g0: FngGame, roller: Roller, events: FngEvent[]): FngGame {
  let g = g0;
  const mission = g.mission;
  if (!mission) return g;
  for (;;) {
    const due = (underground(g).charges ?? []).filter((c) => c.fuse !== undefined && c.fuse <= g.turn);
    if (due.length === 0) return g;
    const here = due.filter((c) => sameEntrance(c.entrance, due[0]!.entrance));
    const b = blowCharges(g, roller, mission.eal, here, (c) => here.includes(c));
    if (!b.ok) throw new Error(`timed charges: ${b.code}`);
    g = b.value.game;
    for (const p of b.value.parties) {
      const party = underground(g).parties.find((x) => x.id === p.party)!;
      g = withParty(g, p.party, { ...party, blasted: [...(party.blasted ?? []), { turn: g.turn, survival: p.survival }] });
    }
    const { entrance, seals, sections, vp, total, parties } = b.value;
    // The channel hears the explosion; the charges' owners their VP, each party's player its Survival (the turn-end hook's private news).
    const owners = [...new Set(here.flatMap((c) => (c.owner === undefined ? [] : [c.owner])))];
    events.push({ kind: 'tunnel-blast', entrance, seals, sections, vp, total, denied: total >= mission.eal, parties, to: owners, sealed: ealSealed(g), timed: true });
  }
}
