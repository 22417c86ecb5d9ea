import type { UnitPlaced } from '../rules/setup.js';
import type { FireteamView } from '../rules/view.js';
import { namerFor, pointText } from './format.js';
import type { Told } from './orders.js';

/** "**r-a** placed at (10,10)." — a unit never seen on the table stays its side's secret, off table or back off it. */
export function placedText(r: UnitPlaced, view: FireteamView, own: FireteamView): Told {
  const seen = view.units.some((u) => u.side === r.side && u.id === r.id);
  const text = `${namerFor(seen ? view : own)(r.id, r.side)} placed ${r.at ? `at ${pointText(r.at)}` : 'off table'}.`;
  return seen ? text : { private: `${text} It is still unseen by the enemy.` };
}
