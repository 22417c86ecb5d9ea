import type { Scenario } from '../../../../core/board/scenario.js';
import type { BoardRenderView } from '../../../../core/board/view.js';
import { over } from '../../rules/support/air-state.js';
import { isLeaderRole } from '../../rules/figures/figure.js';
import { fngScenario } from '../../rules/terrain/scenario.js';
import type { FngView } from '../../rules/view.js';
import type { FngStatusMarker } from './board-kit.js';
import { fngBoardFor, type FngBoardFigure } from './board.js';

type Shown = FngView['figures'][number];

/** A figure's status as its badge; carrying on shows none, and the gone are off the table. */
const STATUS_BADGE: Readonly<Partial<Record<Shown['status'], FngStatusMarker>>> = {
  'duck-back': 'duck-back',
  retired: 'retired',
  leaving: 'leaving',
  stunned: 'stunned',
  'knocked-down': 'knocked-down',
  'out-of-fight': 'out-of-fight',
  'obviously-dead': 'obviously-dead',
  captured: 'captured',
};

/** The badges a figure shows on the board: who it is, then what it is doing, then what befell it. */
export function figureBadges(f: Shown): FngStatusMarker[] {
  const status = STATUS_BADGE[f.status];
  return [
    ...(isLeaderRole(f.role) ? (['leader'] as const) : []),
    ...(f.hero ? (['hero'] as const) : []),
    ...(f.prone ? (['prone'] as const) : []),
    ...((f.floor ?? 0) > 0 ? (['upstairs'] as const) : (f.floor ?? 0) < 0 ? (['basement'] as const) : []),
    // Where it stands, while that still matters (the dead need no cover).
    ...(f.status === 'obviously-dead' ? [] : f.inCover && f.concealed ? (['cover-concealed'] as const) : f.inCover ? (['in-cover'] as const) : f.concealed ? (['concealed'] as const) : []),
    ...(f.fastMoving ? (['fast-moved'] as const) : []),
    ...(f.fighting?.length ? (['in-melee'] as const) : []),
    ...(f.ready || f.mg ? (['ready'] as const) : []),
    ...(f.outOfAmmo ? (['out-of-ammo'] as const) : []),
    ...(status ? [status] : []),
    ...(f.walkingWounded ? (['walking-wounded'] as const) : []),
  ];
}

/** The name civilians are drawn and listed under: no side of the campaign's. */
export const CIVILIANS_SIDE = 'Civilians';

function civilianBadges(c: NonNullable<FngView['civilians']>[number]): FngStatusMarker[] {
  return [
    ...(c.prone ? (['prone'] as const) : []),
    ...(c.status === 'out-of-fight' ? (['out-of-fight'] as const) : c.status === 'obviously-dead' ? (['obviously-dead'] as const) : []),
  ];
}

/**
 * The board as one viewer may see it (DESIGN.md, Boards): the figures of its projected view that
 * stand on the table, as counters with their badges. Undefined for a scenario not FNG's.
 */
export function fngBoardView(view: FngView, scenario: Scenario, options: { readonly campaign: string; readonly audience: string }): BoardRenderView | undefined {
  const own = fngScenario(scenario);
  if (!own) return undefined;
  const figures = view.figures.flatMap((f): FngBoardFigure[] =>
    f.at === undefined || ['left-battlefield', 'missing', 'cheated-death'].includes(f.status)
      ? []
      : [{ id: f.id, label: (f.weapon ?? '').toUpperCase(), side: f.side, x: f.at.x, y: f.at.y, markers: figureBadges(f), ...(f.star ? { star: true } : {}), ...(f.flashlight === 'red' && f.facing !== undefined && view.mission?.night === true ? { redLight: f.facing } : {}) }],
  );
  // Civilians, a third party: their own colour, after the two sides'; the wounded and dead lie where they fell.
  const civilians = (view.civilians ?? []).flatMap((c): FngBoardFigure[] =>
    c.status === 'left-table' ? [] : [{ id: c.id, label: '', side: CIVILIANS_SIDE, x: c.at.x, y: c.at.y, markers: civilianBadges(c) }],
  );
  const acting = view.acting === undefined ? undefined : view.sides[view.acting === 'fwf' ? 0 : 1];
  const turn = view.turn > 0 ? { turn: { number: view.turn, phase: 'Activation', ...(acting === undefined ? {} : { impulse: acting }) } } : {};
  const air = (view.air?.areas ?? []).filter((a) => over(a, view.turn));
  // Head to head the sides' PEFs are blips like the bot's, alike whatever they hold (L1226).
  const blips = [...view.pefs, ...view.sidePefs.flatMap((p) => (p.at && p.resolvedTurn === undefined ? [{ id: p.id, at: p.at }] : []))];
  return fngBoardFor(own, [...figures, ...civilians], { campaign: options.campaign, audience: options.audience, ...turn, ...(blips.length ? { pefs: blips } : {}), ...(air.length ? { air } : {}), ...(view.ruins ? { ruins: view.ruins } : {}), ...(view.gaps ? { gaps: view.gaps } : {}) });
}
