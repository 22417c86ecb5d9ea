import type { FogoSessionError } from './session.js';
import type { SetupError } from './setup.js';

type Params = Readonly<Record<string, string | number>>;

/** Errors of the fogo commands themselves (which table, which side, which options), apart from the rules'. */
export type FogoAppError =
  | FogoSessionError
  | SetupError
  | 'fogo/force-source'
  | 'fogo/two-groups'
  | 'fogo/nothing-to-change'
  | 'fogo/order-of-battle-rejected';

const p = (x: Params, key: string): string => String(x[key] ?? '');

export const FOGO_APP_MESSAGES: Readonly<Record<Exclude<FogoAppError, 'fogo/unknown-side'>, (x: Params) => string>> = {
  'fogo/not-fogo': (x) => `This campaign plays \`${p(x, 'ruleset')}\`, not Fogo Cruzado; \`/fogo\` commands do not apply.`,
  'fogo/not-a-player': () => 'Join a side first with `/campaign join`; only players act for their side.',
  'fogo/side-for-gm-only': () => 'Only the GM sets up stands for another side.',
  'fogo/gm-names-side': (x) => `As GM, say which side with \`side:\` (${p(x, 'sides')}).`,
  'fogo/force-source': () => 'Give exactly one of `builtin:` or `file:`.',
  'fogo/two-groups': () => 'Give a fire group `leader:` or a crossfire `director:`, not both.',
  'fogo/nothing-to-change': () => 'Name at least one thing to change (status, nofire, groundhug, hidden, feature, mounted, offtable).',
  'fogo/order-of-battle-rejected': (x) => `The order of battle has ${p(x, 'count')} problem(s):\n${p(x, 'problems')}`,
};
