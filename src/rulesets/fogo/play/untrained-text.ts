import type { MoveViews, Told } from '../../../app/run-move.js';
import { playersOf } from '../../../core/campaign.js';
import { userText } from '../../../app/format.js';
import type { FogoState } from '../rules/game/state.js';
import { untrainedMustReact } from '../rules/fire/untrained.js';

/**
 * A move in sight with the enemy's Untrained stands able to answer: the enemy side's players are told,
 * by DM, that someone must fire reactively (an Untrained stand, or another in its place). Only that
 * side hears it: which of its stands are Untrained is its own secret.
 */
export function withUntrainedReminder<V>(told: Told, views: MoveViews<FogoState, V>): Told {
  const must = untrainedMustReact(views.after, views.side);
  if (must.length === 0) return told;
  const bySide = new Map<string, string[]>();
  for (const s of must) bySide.set(s.side, [...(bySide.get(s.side) ?? []), s.id]);
  const base = typeof told === 'string' ? { public: told } : told;
  const dms = [...bySide].flatMap(([side, ids]) =>
    playersOf(views.campaign, side).map((to) => ({
      to,
      post: {
        text:
          `⚠️ **${userText(views.campaign.name)}** — ${userText(side)}: the enemy moved in sight. Untrained ${ids.map((i) => `\`${userText(i)}\``).join(', ')} ` +
          'must fire reactively if it can see the mover, or another of your stands fires instead (`/fogo reactive`): someone must fire.',
      },
    })),
  );
  return { ...base, dms: [...(base.dms ?? []), ...dms] };
}
