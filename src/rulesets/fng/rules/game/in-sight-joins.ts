import type { ChainStep, ChargeStep } from '../firefight/chain-steps.js';
import { rollInSight, type InSightFigure } from '../firefight/in-sight.js';
import type { ChainEnv } from './chain-kit.js';
import { guardSeen, testable } from './chain-kit.js';
import type { FngEvent } from './events.js';
import { figureSees } from './line-of-sight.js';
import { byKey, has, keyOf, onTable, type FngGame, type TableFigure } from './state.js';
import type { FngScenario } from '../terrain/scenario.js';

/**
 * Adding Characters to Ongoing In Sights (FNG 2nd Tour p.21, seed L683–L685): "As one option during an
 * In Sight is for a figure to Charge into Melee its movement may take it into sight of a figure that is
 * not involved in the In Sight. In this case the new figure takes the In Sight normally and will take
 * action normally depending upon how many successes were scored." The example: "If he rolls more
 * successes than C then he would be allowed to act before C finished his charge. If he scores less he
 * would act after C in the normal order."
 *
 * The bot judges who the charge brings into sight from the board (game/line-of-sight.ts): an enemy of
 * the charger, able to take the test, not in the In Sight, who sees the spot the charger runs to. With
 * no board loaded nobody is added (sight is the players' to attest: they call `/fng sight` after). A
 * figure scoring as many successes as the charger acts after him, as one scoring fewer does; those
 * acting after act right after the charge.
 */

/** What an In Sight figure rolls with, facing `opponent` (L657, L675–L676), his cover read as `guardSeen` (chain-kit.ts) has it. */
export function inSightFigureOf(f: TableFigure, opponent: TableFigure | undefined, activeSide: string, table?: Pick<FngScenario, 'features'>): InSightFigure {
  const guard = opponent === undefined ? undefined : guardSeen(table, f, opponent);
  return {
    id: keyOf(f),
    rep: f.rep,
    quickReflexes: has(f, 'quick-reflexes'),
    shortsighted: has(f, 'shortsighted'),
    targetStealthy: opponent !== undefined && has(opponent, 'stealthy'),
    activeAndMoved: f.side === activeSide && f.moved === true,
    opponentInCover: guard?.cover === true,
    opponentConcealed: guard?.concealment === true,
    duckingBack: f.status === 'duck-back',
    retiring: f.status === 'retired',
  };
}

/**
 * The figures a charge in an In Sight brings into sight, rolled: the steps to take instead of the
 * charge (those who beat the charger's successes act first, then the charge, then the rest), or
 * undefined when nobody joins.
 */
export function inSightJoins(g: FngGame, step: ChargeStep, env: ChainEnv, events: FngEvent[]): readonly ChainStep[] | undefined {
  const sight = step.inSight;
  const target = byKey(g, step.target);
  const charger = byKey(g, step.chargers[0]?.key ?? '');
  if (!sight || !env.table || !target?.at || !charger) return undefined;
  // Who sees the spot the charger runs to: the charger as if he stood there, on his feet.
  const there: TableFigure = { ...charger, at: target.at, prone: false };
  const joiners = g.figures.filter(
    (f) => f.side !== charger.side && onTable(f) && testable(f) && f.status === 'carry-on' && !sight.involved.includes(keyOf(f)) && figureSees(g, env.table, f, there),
  );
  if (joiners.length === 0) return undefined;
  const r = rollInSight(env.roller, joiners.map((f) => inSightFigureOf(f, there, sight.active, env.table)), env.rules.inSightCover);
  if (!r.ok) return undefined;
  const before = r.value.order.filter((level) => (r.value.scores.find((s) => s.id === level[0])?.successes ?? 0) > sight.successes);
  const after = r.value.order.filter((level) => !before.includes(level));
  events.push({ kind: 'in-sight-joins', charger: keyOf(charger), successes: sight.successes, scores: r.value.scores, before: before.flat(), after: after.flat() });
  const involved = [...sight.involved, ...joiners.map(keyOf)];
  const level = (ids: readonly string[]): ChainStep => ({
    kind: 'in-sight-level',
    successes: r.value.scores.find((s) => s.id === ids[0])?.successes ?? 0,
    actors: ids.map((k) => ({ figure: k, target: keyOf(charger) })),
    active: sight.active,
    involved,
  });
  return [...before.map(level), { ...step, inSight: { ...sight, involved } }, ...after.map(level)];
}
