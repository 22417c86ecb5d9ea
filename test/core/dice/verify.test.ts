import { describe, expect, it } from 'vitest';
import { engineDice } from '../../../src/core/dice/die-source.js';
import { commitmentOf, rollEngine } from '../../../src/core/dice/rng.js';
import { evaluate, type RolledPart, type RollSpec } from '../../../src/core/dice/roll-spec.js';
import { verifyLedger, type RecordedRoll } from '../../../src/core/dice/verify.js';
import { SECRET_HEX } from '../../helpers/harness.js';
import fixture from './fixtures/ledger-seedrandom.json' with { type: 'json' };

const secret = Buffer.from(SECRET_HEX, 'hex');

function record(n: number, specs: RollSpec[]): RecordedRoll {
  const dice = engineDice(rollEngine(secret, '5', n));
  const parts: RolledPart[] = specs.map((s) => {
    const r = evaluate(s, dice);
    if (!r.ok) throw new Error(r.code);
    return r.value;
  });
  return { n, parts };
}

const ledger = () => [
  record(1, [{ op: 'notation', notation: '4d6>=5' }]),
  record(2, [{ op: 'at-least', n: 5, sides: 6, target: 5 }, { op: 'sum', n: 1, sides: 6 }]),
  record(3, [{ op: 'notation', notation: '2d6!+1d20' }]),
];

describe('verifyLedger', () => {
  it('GIVEN an honest ledger THEN every roll passes', () => {
    const check = verifyLedger({ ledgerId: '5', secret, commitment: commitmentOf(secret), rolls: ledger() });
    expect(check.ok).toBe(true);
    expect(check.rolls.map((r) => r.ok)).toEqual([true, true, true]);
  });

  it('GIVEN a tampered face THEN that roll fails with the faces the secret gives', () => {
    const rolls = ledger();
    const part = rolls[1]!.parts[0]!;
    const tampered = { ...part, faces: part.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f)) };
    rolls[1] = { n: 2, parts: [tampered, rolls[1]!.parts[1]!] };
    const check = verifyLedger({ ledgerId: '5', secret, commitment: commitmentOf(secret), rolls });
    expect(check.ok).toBe(false);
    expect(check.rolls[1]).toMatchObject({ n: 2, ok: false, problem: 'faces-differ', expected: part.faces });
    expect(check.rolls[0]!.ok && check.rolls[2]!.ok).toBe(true);
  });

  it('GIVEN a tampered total THEN that roll fails', () => {
    const rolls = ledger();
    rolls[0] = { n: 1, parts: [{ ...rolls[0]!.parts[0]!, total: 99 }] };
    expect(verifyLedger({ ledgerId: '5', secret, commitment: commitmentOf(secret), rolls }).rolls[0]).toMatchObject({
      ok: false,
      problem: 'total-differs',
    });
  });

  it('GIVEN a missing roll number THEN the gap is reported', () => {
    const rolls = ledger().filter((r) => r.n !== 2);
    const check = verifyLedger({ ledgerId: '5', secret, commitment: commitmentOf(secret), rolls });
    expect(check.gaps).toEqual([2]);
    expect(check.ok).toBe(false);
  });

  it('GIVEN a secret that does not match the commitment THEN the commitment check fails', () => {
    const other = Buffer.alloc(32, 7);
    const check = verifyLedger({ ledgerId: '5', secret, commitment: commitmentOf(other), rolls: ledger() });
    expect(check.commitmentOk).toBe(false);
    expect(check.ok).toBe(false);
  });

  it('GIVEN rolls verified under another ledger id THEN they fail (the id is part of the seed)', () => {
    const check = verifyLedger({ ledgerId: '6', secret, commitment: commitmentOf(secret), rolls: ledger() });
    expect(check.rolls.some((r) => !r.ok)).toBe(true);
  });
});

/**
 * A ledger recorded before issue 20 by the seedrandom-based generator and the library parsing every
 * notation afresh (commit f6a92a0): the faster generator and the parsed-notation cache must replay it
 * byte for byte, and still catch a change to it.
 */
describe('verifyLedger on a ledger recorded before the dice were made faster', () => {
  const secret = Buffer.from(fixture.ledger.secret, 'hex');
  const rolls = (): RecordedRoll[] => JSON.parse(JSON.stringify(fixture.rolls)) as RecordedRoll[];
  const check = (r: RecordedRoll[]) => verifyLedger({ ledgerId: fixture.ledger.id, secret, commitment: fixture.ledger.commitment, rolls: r });

  it('GIVEN the recorded ledger THEN every roll verifies', () => {
    const c = check(rolls());
    expect(c.rolls.filter((r) => !r.ok)).toEqual([]);
    expect(c.ok).toBe(true);
  });

  it('GIVEN the same specs rolled today THEN the parts are identical to the recorded ones, key for key', () => {
    for (const roll of fixture.rolls) {
      const dice = engineDice(rollEngine(secret, fixture.ledger.id, roll.n));
      const today = roll.parts.map((p) => {
        const r = evaluate(p.spec as RollSpec, dice);
        if (!r.ok) throw new Error(r.code);
        return r.value;
      });
      expect(JSON.stringify(today)).toBe(JSON.stringify(roll.parts));
    }
  });

  it('GIVEN one face, one total or one output changed THEN that roll, and only it, fails', () => {
    const face = rolls();
    const f = face[0]!.parts[0]!.faces as number[];
    f[1] = (f[1]! % 6) + 1;
    const total = rolls();
    (total[6]!.parts[0] as { total: number }).total += 1;
    const output = rolls();
    (output[13]!.parts[2] as { output: string }).output += ' ';
    expect(check(face).rolls.filter((r) => !r.ok)).toMatchObject([{ n: 1, problem: 'faces-differ' }]);
    expect(check(total).rolls.filter((r) => !r.ok)).toMatchObject([{ n: 7, problem: 'total-differs' }]);
    expect(check(output).rolls.filter((r) => !r.ok)).toMatchObject([{ n: 14, problem: 'output-differs' }]);
  });
});
