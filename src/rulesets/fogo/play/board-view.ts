import { possessive } from '../../../app/format.js';
import { isShared, sharedIds, unitKey } from '../../../core/unit-ref.js';
import type { Point, Rect } from '../../../core/board/geometry.js';
import { footprintAt, placeInFeature, type Footprint } from '../../../core/board/placement.js';
import { findFeature } from '../../../core/board/scenario.js';
import { pointIn, scenarioMap, type BoardRenderView, type MarkerMark, type UnitMark } from '../../../core/board/view.js';
import type { Projected } from '../../../core/views.js';
import type { FogoScenario } from '../rules/table/scenario.js';
import type { StandType } from '../rules/troops/stands.js';
import type { FogoView } from '../rules/view.js';
import { FOGO_MAP, type FogoStatusMarker } from './board-kit.js';

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/** Short words for a Fogo Cruzado stand type on the map. */
export const FOGO_STAND_LABELS: Readonly<Record<StandType, string>> = {
  'rifle-bolt-action': 'Rifle',
  'rifle-assault': 'Assault',
  'rifle-lmg': 'LMG',
  'rifle-rpg': 'RPG',
  smg: 'SMG',
  scout: 'Scout',
  bazooka: 'Bazooka',
  mmg: 'MMG',
  hmg: 'HMG',
  'recoilless-rifle': 'RR',
  'light-mortar': 'Lt mortar',
  mortar: 'Mortar',
  'bow-gang': 'Bows',
  'machete-gang': 'Machetes',
  civilians: 'Civilians',
  commander: 'Cmdr',
  'command-team': 'Cmd team',
  commissar: 'Commissar',
  fo: 'FO',
  dragoons: 'Dragoons',
};

function audienceOf(game: FogoView): string {
  switch (game.viewer.kind) {
    case 'public':
      return 'Public view';
    case 'gm':
      return 'GM view';
    case 'side':
      return `${possessive(game.viewer.side)} view`;
  }
}

const numberOf = (id: string): number => Number(/(\d+)\s*$/.exec(id)?.[1] ?? 0);


/**
 * The room a piece takes when it is placed for a picture: its base or token plus its label below and
 * its status badges above, so auto-placed pieces do not hide each other's words.
 */
const STAND_ROOM: Footprint = { width: 2.5, depth: 2 };
const MARKER_ROOM: Footprint = { width: 2.5, depth: 2.5 };

interface Placeable {
  /** Its key on this board: stands by side and id (ids are unique only within a side), markers by id. */
  readonly id: string;
  readonly feature?: string;
  readonly footprint: Footprint;
  readonly what: string;
}

export interface FogoBoardOptions {
  readonly campaign: string;
  /**
   * Known positions by stand, Sneaker or Spoor id, for what the view gives none (a stand's own
   * `position` comes first). Anything without one is placed inside the feature it occupies, or
   * listed as off the map.
   */
  readonly positions?: ReadonlyMap<string, Point>;
  /** Draw the deployment zones (default false once the game is under way). */
  readonly showDeployment?: boolean;
}

/**
 * The board as one viewer of a Fogo Cruzado game may see it, built only from that viewer's
 * `FogoView` and the public scenario: another side's hidden stands and a Sneaker's contents are not
 * in the view, so they cannot be drawn. A stand inside a Sneaker is drawn as the Sneaker (its own
 * side sees the contents listed on the token); its side's hidden stands are drawn grey.
 */
export function fogoBoardView(scenario: FogoScenario, game: FogoView, options: FogoBoardOptions): BoardRenderView {
  const board = scenario.board;
  const positions = options.positions ?? new Map<string, Point>();
  const placed = new Map<string, Point>();
  const offMap: string[] = [];
  const pending: Placeable[] = [];

  const standsOnMap = game.stands.filter(
    (s) => s.status !== 'killed' && s.own?.offTable !== true && s.own?.embarkedIn === undefined && s.own?.mode !== 'sneaking',
  );
  const sneakers = game.fieldcraft?.sneakers ?? [];
  const spoor = game.fieldcraft?.spoor ?? [];
  // An id another side's stand shares in this view is drawn and listed with its side.
  const shared = sharedIds([...game.stands, ...game.helicopters]);
  const named = (s: { readonly id: string; readonly side: string }): string => (isShared(shared, s.id) ? `${s.id} (${s.side})` : s.id);
  const standKey = (s: { readonly id: string; readonly side: string }): string => `stand\n${unitKey(s)}`;
  const markerKey = (id: string): string => `marker\n${id}`;

  const locate = (key: string, p: Point | undefined, feature: string | undefined, footprint: Footprint, what: string): void => {
    if (p) placed.set(key, p);
    else pending.push({ id: key, footprint, what, ...(feature === undefined ? {} : { feature }) });
  };
  for (const s of standsOnMap) locate(standKey(s), s.position ?? positions.get(s.id), s.feature, STAND_ROOM, named(s));
  for (const m of sneakers) locate(markerKey(m.id), m.at ?? positions.get(m.id) ?? pointIn(m.position, board), m.feature, MARKER_ROOM, `${m.id} (Sneaker)`);
  for (const m of spoor) locate(markerKey(m.id), m.at ?? positions.get(m.id) ?? pointIn(m.position, board), m.feature, MARKER_ROOM, `${m.id} (Spoor)`);

  const footprintOf = new Map<string, Footprint>([
    ...standsOnMap.map((s) => [standKey(s), STAND_ROOM] as const),
    ...[...sneakers, ...spoor].map((m) => [markerKey(m.id), MARKER_ROOM] as const),
  ]);
  const occupied: Rect[] = [...placed].map(([id, p]) => footprintAt(p, footprintOf.get(id) ?? STAND_ROOM));
  const byFeature = new Map<string, Placeable[]>();
  for (const item of pending) {
    const f = item.feature === undefined ? undefined : findFeature(scenario.features, item.feature);
    if (!f) {
      offMap.push(`${item.what} (no position)`);
      continue;
    }
    byFeature.set(f.name, [...(byFeature.get(f.name) ?? []), item]);
  }
  for (const [name, items] of byFeature) {
    const feature = findFeature(scenario.features, name)!;
    // Stands first, then markers, each group with its own footprint; deterministic for equal input.
    for (const fp of [STAND_ROOM, MARKER_ROOM]) {
      const group = items.filter((i) => i.footprint === fp);
      if (group.length === 0) continue;
      let spots = placeInFeature(feature, group.length, { footprint: fp, occupied });
      if (!spots.ok) spots = placeInFeature(feature, Number(spots.params?.fits ?? 0), { footprint: fp, occupied });
      const points = spots.ok ? spots.value : [];
      group.forEach((item, i) => {
        const p = points[i];
        if (p) {
          placed.set(item.id, p);
          occupied.push(footprintAt(p, fp));
        } else offMap.push(`${item.what} (no room in ${feature.name})`);
      });
    }
  }

  const units: UnitMark[] = standsOnMap.flatMap((s): UnitMark[] => {
    const position = placed.get(standKey(s));
    if (!position) return [];
    const markers: FogoStatusMarker[] = [
      ...(s.status === 'pinned' || s.status === 'suppressed' ? [s.status] : []),
      ...(s.noFire ? ['no-fire' as const] : []),
      ...(s.groundHug ? ['ground-hug' as const] : []),
    ];
    return [
      {
        id: s.id,
        side: s.side,
        type: s.type,
        label: isShared(shared, s.id) ? `${FOGO_STAND_LABELS[s.type]} (${s.side})` : FOGO_STAND_LABELS[s.type],
        markers,
        position,
        ...(s.own?.mode === 'hidden' || s.own?.hidden === true ? { greyed: true } : {}),
      },
    ];
  });
  const markers: MarkerMark[] = [
    ...sneakers.flatMap((m): MarkerMark[] => {
      const position = placed.get(markerKey(m.id));
      if (!position) return [];
      return [
        {
          kind: 'sneaker',
          id: m.id,
          number: numberOf(m.id),
          side: m.side,
          position,
          pinned: m.pinned,
          ...(m.own === undefined ? {} : { real: m.own.real, contents: m.own.stands.map((id) => named({ id, side: m.side })) }),
        },
      ];
    }),
    ...spoor.flatMap((m): MarkerMark[] => {
      const position = placed.get(markerKey(m.id));
      return position ? [{ kind: 'spoor', id: m.id, position, side: m.side }] : [];
    }),
  ];

  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: audienceOf(game),
    initiative: { side: game.initiative, count: game.initiativeCount },
    sides: game.sides,
    ...scenarioMap(scenario, FOGO_MAP, options.showDeployment ?? false),
    units,
    markers,
    offMap,
  });
}

