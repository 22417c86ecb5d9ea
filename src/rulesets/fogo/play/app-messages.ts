type Params = Readonly<Record<string, string | number>>;

/** Errors of the fogo commands themselves (which table, which side, which options), apart from the rules'. */
export type FogoAppError =
  | 'fogo/force-source'
  | 'fogo/two-groups'
  | 'fogo/nothing-to-change'
  | 'fogo/order-of-battle-rejected';

const p = (x: Params, key: string): string => String(x[key] ?? '');

export const FOGO_APP_MESSAGES: Readonly<Record<FogoAppError, (x: Params) => string>> = {
  'fogo/force-source': () => 'Give exactly one of `builtin:` or `file:`.',
  'fogo/two-groups': () => 'Give a fire group `leader:` or a crossfire `director:`, not both.',
  'fogo/nothing-to-change': () => 'Name at least one thing to change (status, nofire, groundhug, hidden, feature, mounted, offtable).',
  'fogo/order-of-battle-rejected': (x) => `The order of battle has ${p(x, 'count')} problem(s):\n${p(x, 'problems')}`,
};
