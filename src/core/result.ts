/**
 * The outcome of a rule or a validation: a value, or a stable error code (with parameters for the
 * message) that `src/app/messages.ts` turns into words. Bugs throw; rule violations are values.
 */
export type RuleResult<T, C extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: C; readonly params?: Readonly<Record<string, string | number>> };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<C extends string>(
  code: C,
  params?: Readonly<Record<string, string | number>>,
): { ok: false; code: C; params?: Readonly<Record<string, string | number>> } {
  return params ? { ok: false, code, params } : { ok: false, code };
}
