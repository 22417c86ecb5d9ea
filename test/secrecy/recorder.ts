import { expect } from 'vitest';
import { shownWithBoards, type Harness } from '../helpers/harness.js';

/** One thing someone was shown: who gave the command, to whom it went, the text (boards included), the command. */
export type Seen = { who: string; to: string; text: string; line: string };

/**
 * Commands on a harness with everything they show recorded, for a secrecy test to search: `act` runs
 * a line, `must` runs one that has to succeed.
 */
export function recorder(h: Harness) {
  const seen: Seen[] = [];
  const act = (who: string, line: string) => {
    const r = h.run(who, line);
    for (const s of shownWithBoards(r, who)) seen.push({ who, ...s, line });
    return r;
  };
  const must = (who: string, line: string) => {
    const r = act(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
    return r;
  };
  return { seen, act, must };
}

/** Each thing someone was shown matches none of `leaks`; a failure names the command, its reader and the line. */
export function expectNoLeaks(seen: readonly Seen[], leaks: readonly RegExp[]): void {
  for (const s of seen)
    for (const leak of leaks)
      expect(`${s.line} → ${s.to}: ${leak.test(s.text) ? `${String(leak)} in ${s.text.split('\n').filter((l) => leak.test(l)).join(' | ')}` : ''}`).toBe(`${s.line} → ${s.to}: `);
}
