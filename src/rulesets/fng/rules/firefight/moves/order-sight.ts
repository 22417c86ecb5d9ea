import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { readUnitRef } from '../../../../../core/unit-ref.js';
import { ambushersHoldInSight } from '../../game/ambush-opening.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { rollInSight, type InSightFigure } from '../in-sight.js';
import { inSightFigureOf } from '../../game/in-sight-joins.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { inSightTargets } from '../ranged-combat.js';
import { helicoptersInSight } from '../../support/moves/order-door-guns.js';
import { inches, isVisible, keyOf, sideName, sideOfName, type FngGame, type TableFigure } from '../../game/state.js';
import { blockParams, figureSight } from '../../game/line-of-sight.js';

/**
 * The In Sight test (FNG 2nd Tour p.19–21, seed L653–L686; Order of Fire L816–L837): the acting side
 * names who came into sight of whom; every figure named rolls its REP in d6 for successes, the most
 * act first and ties together, targets are declared by the inactive side first (the closest not yet
 * targeted, L817), Stars choose their action and may name their targets, the active side snap fires
 * in the first round, and the reaction tests all those shots call for are taken once all have acted.
 * On a loaded table the board says who sees whom (terrain/sight-line.ts): a figure named must see an
 * enemy named ("to qualify the figure must have a LOS to an enemy figure", L655), each targets the
 * closest it sees, and cover and concealment (−1d6, L814) are read from the board as he sees them.
 * Sight reaches 180° to a figure's front (L651, L806): the acting side's own figures are refused with
 * the reason; one of the other side facing away from all named is left out of the test (never refused,
 * which would tell his facing), and with none left on a side no In Sight is taken.
 */

export interface SightInput {
  /** The figures of both sides with LOS to an enemy (attested): `pink`, or `Side:ID` where ids clash. */
  readonly figures: readonly string[];
  /** Stars' chosen targets: figure → target (L822, L837). */
  readonly targets?: Readonly<Record<string, string>>;
}

export type SightError = 'fng/ambiguous-figure' | 'fng/sight-one-side' | 'fng/figure-down' | 'fng/ambush-no-in-sight' | 'fng/not-in-sight';

/** A figure either side's player may name here: their own, or an enemy they can see; `Side:ID` picks the side. */
export function visibleFigure(g: FngGame, side: 'fwf' | 'cf', ref: string): RuleResult<TableFigure> {
  const r = readUnitRef(ref);
  const named = r.side === undefined ? undefined : sideOfName(g, r.side);
  if (r.side !== undefined && named === undefined) return fail('fng/unknown-figure', { figure: ref.trim() });
  const hits = g.figures.filter((f) => f.id.toLowerCase() === r.id.toLowerCase() && (named === undefined || f.side === named) && (f.side === side ? f.at !== undefined : isVisible(f)));
  if (hits.length === 0) return fail('fng/unknown-figure', { figure: ref.trim() });
  if (hits.length > 1) return fail('fng/ambiguous-figure', { figure: r.id, sides: hits.map((f) => sideName(g, f.side)).join(', ') });
  return ok(hits[0]!);
}

/**
 * Of these figures, those who qualify for an In Sight among them (L655: each "must have a LOS to an
 * enemy figure"): each sees a figure of the other side that qualifies too, as the board has it (sight
 * need not run both ways: a prone figure in scrub, L1198). Without a board, all of them.
 */
export function inSightAmong(g: FngGame, table: OrderArgs['table'], figs: readonly TableFigure[]): TableFigure[] {
  if (!table) return [...figs];
  let kept = [...figs];
  for (;;) {
    const next = kept.filter((f) => kept.some((o) => o.side !== f.side && figureSight(g, table, f, o).block === undefined));
    if (next.length === kept.length) return next;
    kept = next;
  }
}

/**
 * Figures come into sight of the other side and take the In Sight at once (L653–L659): troops the bot
 * places where players see them (pef-play.ts) or a move (`broughtIntoSight`, move-in-sight.ts: a player's or the bot's).
 * Of `come` and `watching`, those who qualify (L655, `inSightAmong`) roll together as one In Sight, the
 * game's acting side the active one (`a.side`): every figure one order brings into sight joins the same
 * test, as the example's "7", brought into sight by the group's last 2", takes it with A, B, C and 8
 * (L658–L659). None is taken while a chain waits on a Star's answer, when only one side qualifies, or
 * by ambushers on turn 1 (L2192).
 */
export function inSightOnComing(a: OrderArgs, come: readonly TableFigure[], watching: readonly TableFigure[]): Ordered | undefined {
  const g = a.game;
  if (g.pending) return undefined;
  const taking = inSightAmong(g, a.table, [...watching, ...come]);
  const seers = taking.filter((f) => watching.includes(f));
  const seen = taking.filter((f) => come.includes(f));
  if (seers.length === 0 || seen.length === 0) return undefined;
  const ref = (f: TableFigure) => `${sideName(g, f.side)}:${f.id}`;
  const r = sightOrder(a, { figures: [...seers, ...seen].map(ref) });
  return r.ok ? r.value : undefined;
}

/** A figure as seen by one who does not know the way he faces: seeing all round. */
function allRound(f: TableFigure): TableFigure {
  const { facing: _unknown, ...rest } = f;
  return rest;
}

/** A figure on the table able to take the In Sight (L657, L680: not down, not in a melee's grip). */
export const ableToSee = (f: TableFigure): boolean => f.at !== undefined && f.carriedBy === undefined && ['carry-on', 'duck-back', 'retired'].includes(f.status);

/** Whether two figures are in sight of each other one way or the other, as the board has it (L653: one "enter into its LOS"). */
export function inSightEither(g: FngGame, table: NonNullable<OrderArgs['table']>, f: TableFigure, o: TableFigure): boolean {
  return figureSight(g, table, f, o).block === undefined || figureSight(g, table, o, f).block === undefined;
}

/** The enemy figures (keys) able to take an In Sight that `f` is in sight of, or that are in his, now. */
export function enemiesInSight(g: FngGame, table: NonNullable<OrderArgs['table']>, f: TableFigure): string[] {
  return g.figures.filter((o) => o.side !== f.side && ableToSee(o) && inSightEither(g, table, f, o)).map(keyOf);
}

/**
 * Who a move brought into sight (L653: "whenever a figure has an opposing figure enter into its LOS,
 * and the opposing figure was not seen previously during this activation phase"): each mover of
 * `movers` (keys) in sight, one way or the other, of an enemy figure he had not seen before (`seen`,
 * by the mover's key: those in sight where he started and those met earlier this activation). The
 * movers are `come`, those enemies `watching`.
 */
export function broughtIntoSight(after: FngGame, table: NonNullable<OrderArgs['table']>, movers: readonly string[], seen: (mover: string) => ReadonlySet<string>): { readonly come: TableFigure[]; readonly watching: TableFigure[] } {
  const come: TableFigure[] = [];
  const watching = new Set<TableFigure>();
  for (const key of movers) {
    const now = after.figures.find((f) => keyOf(f) === key);
    if (!now || !ableToSee(now)) continue;
    const before = seen(key);
    const fresh = after.figures.filter((o) => o.side !== now.side && ableToSee(o) && !before.has(keyOf(o)) && inSightEither(after, table, now, o));
    if (fresh.length === 0) continue;
    come.push(now);
    for (const o of fresh) watching.add(o);
  }
  return { come, watching: [...watching] };
}

export function sightOrder(a: OrderArgs, input: SightInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const g = a.game;
  // Both sides begin an Ambush in LOS: the ambushers take no In Sight on turn 1 (L2192); they simply fire.
  if (ambushersHoldInSight(g, a.side)) return fail('fng/ambush-no-in-sight');
  const figs: TableFigure[] = [];
  for (const ref of input.figures) {
    const f = visibleFigure(g, a.side, ref);
    if (!f.ok) return f;
    if (!['carry-on', 'duck-back', 'retired'].includes(f.value.status)) return fail('fng/figure-down', { figure: f.value.id, status: f.value.status });
    if (!figs.some((x) => keyOf(x) === keyOf(f.value))) figs.push(f.value);
  }
  const active = figs.filter((f) => f.side === a.side);
  const inactive = figs.filter((f) => f.side !== a.side);
  if (active.length === 0 || inactive.length === 0) return fail('fng/sight-one-side');
  const table = a.table;
  // Who sees whom, as the board has it: each named figure must see an enemy named (L655).
  const line = (f: TableFigure, o: TableFigure) => (table ? figureSight(g, table, f, o) : { inches: inches(f, o) });
  if (table) {
    for (const f of figs) {
      // The other side's facing is theirs to know: the refusal reads their sight all round, the same whichever way they face.
      const seer = f.side === a.side ? f : allRound(f);
      const lines = figs.filter((o) => o.side !== f.side).map((o) => ({ o, l: line(seer, o) }));
      if (lines.some((x) => x.l.block === undefined)) continue;
      const nearest = lines.reduce((x, y) => (y.l.inches < x.l.inches ? y : x));
      return fail('fng/not-in-sight', { figure: f.id, target: nearest.o.id, inches: Math.round(nearest.l.inches * 10) / 10, ...blockParams(nearest.l.block!, { from: f.id, to: nearest.o.id }) });
    }
  }
  // Of the others, one who has none of them to his front takes no In Sight (L651, L655); with nobody left on
  // a side there is none: who sees may take his active fire at one who cannot see him (the example, L613).
  const taking = inSightAmong(g, table, figs);
  const unseeing = figs.filter((f) => !taking.includes(f)).map(keyOf);
  if (!taking.some((f) => f.side === a.side) || !taking.some((f) => f.side !== a.side)) return ok({ game: g, events: [{ kind: 'in-sight-unseeing', figures: unseeing, none: true }] });
  figs.splice(0, figs.length, ...taking);
  const starTargets = new Map<string, string>();
  for (const [who, at] of Object.entries(input.targets ?? {})) {
    const f = visibleFigure(g, a.side, who);
    if (!f.ok) return f;
    const t = visibleFigure(g, a.side, at);
    if (!t.ok) return t;
    if (f.value.star && t.value.side !== f.value.side) starTargets.set(keyOf(f.value), keyOf(t.value));
  }
  // Who fires at whom (L817–L822): the closest enemy not yet targeted, inactive side first; Stars choose.
  const targets = inSightTargets(
    inactive.map((f) => ({ id: keyOf(f), ...(starTargets.has(keyOf(f)) ? { starTarget: starTargets.get(keyOf(f))! } : {}) })),
    active.map((f) => ({ id: keyOf(f), ...(starTargets.has(keyOf(f)) ? { starTarget: starTargets.get(keyOf(f))! } : {}) })),
    (x, y) => {
      const l = line(figs.find((f) => keyOf(f) === x)!, figs.find((f) => keyOf(f) === y)!);
      return l.block === undefined ? l.inches : Number.POSITIVE_INFINITY;
    },
  );
  const opponent = (f: TableFigure): TableFigure | undefined => {
    const t = targets.get(keyOf(f));
    return t === undefined ? undefined : figs.find((x) => keyOf(x) === t);
  };
  const rolled: InSightFigure[] = figs.map((f) => inSightFigureOf(f, opponent(f), a.side, table));
  const r = rollInSight(a.roller, rolled, env.rules.inSightCover);
  if (!r.ok) return r;
  const events: FngEvent[] = [...(unseeing.length ? [{ kind: 'in-sight-unseeing', figures: unseeing } as const] : []), { kind: 'in-sight', scores: r.value.scores, order: r.value.order }];
  const steps: ChainStep[] = r.value.order.map((level) => ({
    kind: 'in-sight-level',
    successes: r.value.scores.find((s) => s.id === level[0])?.successes ?? 0,
    actors: level.map((k) => ({ figure: k, ...(targets.has(k) ? { target: targets.get(k)! } : {}) })),
    active: a.side,
    involved: figs.map(keyOf),
  }));
  steps.push({ kind: 'flush', rf: [], md: [], cause: {} });
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}

/**
 * The In Sight test a side calls (`/fng sight`), then the door gunners' (L2015: they "may fire in
 * reaction ... just like a normal infantryman"): every landed or hovering helicopter's door gunners that
 * see any enemy figure named take In Sight at those they see (`helicoptersInSight`), once the figures'
 * own is settled — as when the bot places enemy troops in their sight (pef-play.ts).
 */
export function calledSightOrder(a: OrderArgs, input: SightInput): RuleResult<Ordered> {
  const r = sightOrder(a, input);
  if (!r.ok) return r;
  const named = input.figures.flatMap((ref) => {
    const f = visibleFigure(a.game, a.side, ref);
    return f.ok ? [f.value] : [];
  });
  const events = [...r.value.events];
  const game = helicoptersInSight(a, r.value.game, named, events);
  return ok({ game, events });
}
