import { parsePoint, type Point } from '../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';

/**
 * The lists FNG orders take as one option, read into the rules' inputs: places (`pink@12,4; kelly@13,5`),
 * targets with their dice (`vc-1 x2, vc-2`), plain lists (`pink, kelly`) and Stars' targets (`pink>vc-2`);
 * an optional spot and a run's line (`0,10 to 72,10`).
 */

export type ParseError = 'fng/bad-places' | 'fng/bad-targets' | 'fng/bad-list';

/** `pink@12,4; kelly@13,5` (a `;` between figures, since points hold a comma). */
export function parsePlaces(text: string): RuleResult<{ readonly figure: string; readonly at: Point }[], ParseError> {
  const out: { figure: string; at: Point }[] = [];
  for (const part of text.split(';').map((s) => s.trim()).filter(Boolean)) {
    const at = part.indexOf('@');
    if (at <= 0) return fail('fng/bad-places', { item: part.slice(0, 40) });
    const point = parsePoint(part.slice(at + 1));
    if (!point.ok) return fail('fng/bad-places', { item: part.slice(0, 40) });
    out.push({ figure: part.slice(0, at).trim(), at: point.value });
  }
  return out.length ? ok(out) : fail('fng/bad-places', { item: text.slice(0, 40) });
}

/** `vc-1 x2, vc-2`: each target, with its dice where given. */
export function parseTargets(text: string): RuleResult<{ readonly figure: string; readonly dice?: number }[], ParseError> {
  const out: { figure: string; dice?: number }[] = [];
  for (const part of text.split(/[;,]/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\S+)(?:\s*[x×*]\s*(\d+))?$/i.exec(part);
    if (!m) return fail('fng/bad-targets', { item: part.slice(0, 40) });
    out.push({ figure: m[1]!, ...(m[2] === undefined ? {} : { dice: Number(m[2]) }) });
  }
  return out.length ? ok(out) : fail('fng/bad-targets', { item: text.slice(0, 40) });
}

/** An optional spot, "x,y": absent stays absent. */
export function parseOptionalPoint(text: string | undefined): RuleResult<Point | undefined, 'board/bad-point'> {
  return text === undefined ? ok(undefined) : parsePoint(text);
}

/** "x,y to x,y": where a run comes in and where it leaves. */
export function parseFlightLine(text: string | undefined): RuleResult<{ readonly from: Point; readonly to: Point } | undefined, 'board/bad-point'> {
  if (text === undefined) return ok(undefined);
  const ends = text.split(/\s+to\s+/i);
  if (ends.length !== 2) return fail('board/bad-point', { text: text.slice(0, 40) });
  const from = parsePoint(ends[0]!);
  if (!from.ok) return from;
  const to = parsePoint(ends[1]!);
  return to.ok ? ok({ from: from.value, to: to.value }) : to;
}

/** `pink, kelly; vc-1`: ids. */
export function parseList(text: string | undefined): string[] {
  return text === undefined ? [] : text.split(/[;,]/).map((s) => s.trim()).filter(Boolean);
}

/** `pink>vc-2, charles>vc-1`: who fires at whom. */
export function parsePairs(text: string | undefined): RuleResult<Record<string, string>, ParseError> {
  const out: Record<string, string> = {};
  for (const part of parseList(text)) {
    const [a, b, ...rest] = part.split('>').map((s) => s.trim());
    if (!a || !b || rest.length) return fail('fng/bad-list', { item: part.slice(0, 40) });
    out[a] = b;
  }
  return ok(out);
}

/** `pink>vc1-2, pink>vc1-3, barnes>vc2-1`: who left which enemy Obviously Dead, one pair a kill. */
export function parseKills(text: string | undefined): RuleResult<{ readonly by: string; readonly victims: readonly string[] }[], ParseError> {
  const by = new Map<string, string[]>();
  for (const part of parseList(text)) {
    const [a, b, ...rest] = part.split('>').map((s) => s.trim());
    if (!a || !b || rest.length) return fail('fng/bad-list', { item: part.slice(0, 40) });
    by.set(a, [...(by.get(a) ?? []), b]);
  }
  return ok([...by].map(([k, victims]) => ({ by: k, victims })));
}
