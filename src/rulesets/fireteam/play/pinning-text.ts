import type { MedicOutcome, RallyOutcome } from '../rules/actions/officers-and-medics.js';
import type { FireteamView } from '../rules/game/view.js';
import { expertiseText, namerFor } from './format.js';

/** "**r-off** (officer) rallies **r-a**: … — the Pin is removed." */
export function rallyText({ unit, by, removal: r }: Omit<RallyOutcome, 'state'>, view: FireteamView, side: string): string {
  const name = namerFor(view);
  return `${name(by, side)} (${r.by.replace('-', ' ')}) ${r.roll ? `rallies ${name(unit, side)}: ${expertiseText(r.roll)}` : `drives ${name(unit, side)} on, shooting one man`} — ${r.removed ? `the Pin is removed${r.kills ? ` (1 kill)` : ''}` : 'it stays Pinned'}.`;
}

/** "**r-med** tends **r-a**'s kill: … — the Kill becomes a Pin." */
export function medicText({ medic, unit, save: r, unpinned }: Omit<MedicOutcome, 'state'>, view: FireteamView, side: string): string {
  const name = namerFor(view);
  return `${name(medic, side)} tends ${name(unit, side)}'s ${r.hit}: ${expertiseText(r.roll)} — ${r.becomes === r.hit ? 'no save' : r.becomes === 'pin' ? 'the Kill becomes a Pin' : 'the Pin is saved'}${unpinned ? `; back within its pin score, ${name(unit, side)} is no longer Pinned` : ''}.`;
}
