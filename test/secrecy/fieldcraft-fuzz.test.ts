import { beforeAll, describe, expect, it } from 'vitest';
import type { Execution } from '../../src/app/app.js';
import { fieldcraftOf } from '../../src/rulesets/fogo/rules/fieldcraft/model.js';
import type { FogoState } from '../../src/rulesets/fogo/rules/game/state.js';
import { runSecrecyFuzz, type FuzzReport } from './fieldcraft-fuzz.js';

/*
 * Random games with Sneakers through the real App and seeded dice (fieldcraft-fuzz.ts): about 2,000
 * legal and illegal orders from both sides, the GM and a spectator, every text checked against what
 * its reader may know. `test/bench/secrecy.ts` runs more.
 */

describe('the fieldcraft secrecy fuzz', () => {
  let report: FuzzReport;
  beforeAll(() => {
    report = runSecrecyFuzz({ seed: 'sitrep-fieldcraft-fuzz', actions: 2000 });
  }, 120_000);

  it('GIVEN 2,000 random orders from both sides THEN no canary, real/dummy word, troop or dice count reached anyone who may not know it', () => {
    expect(report.actions).toBe(2000);
    expect(report.leaks).toEqual([]);
  });

  it('GIVEN the same games THEN every canary reached a player of its side and the GM', () => {
    expect(report.games).toBeGreaterThan(10);
    expect(report.unseen).toEqual([]);
  });

  it('GIVEN the generator THEN every Sneaker order was both carried out and refused, and autocomplete was asked', () => {
    for (const c of ['sneak', 'hide', 'conceal', 'track', 'reorganise', 'move', 'rally', 'rbf', 'reveal', 'fire', 'reactive']) {
      const tally = report.byCommand[`fieldcraft ${c}`];
      expect(tally?.ok, c).toBeGreaterThan(0);
      expect(tally?.refused, c).toBeGreaterThan(0);
    }
    expect(report.byCommand['fieldcraft assign']?.refused).toBeGreaterThan(0);
    expect(report.byCommand['fieldcraft allocate']?.refused).toBeGreaterThan(0);
    for (const q of ['fogo stand list', 'fieldcraft list', 'campaign log', 'campaign export']) expect(report.byCommand[q]?.ok, q).toBeGreaterThan(0);
    expect(report.autocompletes).toBeGreaterThan(50);
  });

  it('GIVEN the same games THEN no stand is ever on the table while a Sneaker holds it', () => {
    expect(report.invariants).toEqual([]);
  });
});

/** What the tampered executions add to every public post, DM or reply. */
function tamperPublic(r: Execution, add: (state: FogoState) => string | undefined, state: FogoState): Execution {
  const extra = add(state);
  if (!extra || !r.outcome.public) return r;
  return { ...r, outcome: { ...r.outcome, public: { ...r.outcome.public, text: `${r.outcome.public.text}\n${extra}` } } };
}

describe('the fuzz checker', () => {
  const run = (tamper: (r: Execution, s: FogoState) => Execution) => runSecrecyFuzz({ seed: 'checker', actions: 250, tamper });

  it('GIVEN a post that names a hidden stand THEN it is reported', () => {
    const r = run((e, s) => tamperPublic(e, (st) => st.stands.find((x) => x.hidden && x.id.startsWith('HIDDEN-'))?.id, s));
    expect(r.leaks.some((l) => /canary HIDDEN-\w+ shown to channel/.test(l))).toBe(true);
  });

  it('GIVEN a post that says a Sneaker is a dummy, or names what it holds THEN it is reported', () => {
    const dummy = run((e, s) => tamperPublic(e, (st) => fieldcraftOf(st).sneakers.filter((k) => k.stands.length === 0).map((k) => `Sneaker \`${k.id}\` is a dummy.`)[0], s));
    expect(dummy.leaks.some((l) => /says what S\d+ \(\w+\) is, to channel/.test(l))).toBe(true);
    const holds = run((e, s) => tamperPublic(e, (st) => fieldcraftOf(st).sneakers.filter((k) => k.stands.length > 0 && !k.stands[0]!.startsWith('HIDDEN')).map((k) => `${k.id} moves with ${k.stands[0]}.`)[0], s));
    expect(holds.leaks.some((l) => /names \S+ inside S\d+, to channel/.test(l))).toBe(true);
  });

  it('GIVEN a side\'s secret orders sent to the other side THEN it is reported', () => {
    const r = run((e) => {
      const dms = e.outcome.dms ?? [];
      if (!dms.length) return e;
      const wrong = dms.map((d) => ({ ...d, to: d.to.name === 'bob' ? { id: 'id-cat', name: 'cat' } : { id: 'id-bob', name: 'bob' } }));
      return { ...e, outcome: { ...e.outcome, dms: wrong } };
    });
    expect(r.leaks.some((l) => /secret orders sent to (bob|cat)/.test(l))).toBe(true);
    expect(r.leaks.some((l) => /a fieldcraft roll shown to (bob|cat)/.test(l))).toBe(true);
  });
});
