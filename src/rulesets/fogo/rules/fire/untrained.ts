import { sameName } from '../../../../core/same-name.js';
import { hasTrait, type Stand } from '../troops/stands.js';
import type { FogoState } from '../game/state.js';

/**
 * The Untrained stands that could fire reactively at an enemy move in sight (crossfire-core, Troop
 * qualities: Untrained "must fire reactively when able — the owner may substitute other stand(s), but
 * someone must fire if an Untrained stand could" [A] FC): on the table, not Suppressed or Killed, not
 * marked No Fire, and not inside a Sneaker. The bot cannot see sight lines, so it does not force the
 * fire: it tells the Untrained side, privately (the trait is that side's secret), which must answer.
 */
export function untrainedMustReact(state: FogoState, movingSide: string): Stand[] {
  const inMarkers = new Set([...(state.fieldcraft?.sneakers ?? []).flatMap((s) => s.stands), ...(state.fieldcraft?.caches ?? []).flatMap((h) => h.stands)].map((id) => id.toLowerCase()));
  return state.stands.filter(
    (s) =>
      !sameName(s.side, movingSide) &&
      hasTrait(s, 'untrained') &&
      (s.status === 'ok' || s.status === 'pinned') &&
      !s.noFire &&
      s.offTable !== true &&
      !inMarkers.has(s.id.toLowerCase()),
  );
}
