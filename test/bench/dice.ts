import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { engineDice } from '../../src/core/dice/die-source.js';
import { rollEngine } from '../../src/core/dice/rng.js';
import { evaluate, type RollSpec } from '../../src/core/dice/roll-spec.js';

/**
 * Dice figures for `npm run bench`: a seeded notation roll as in play (HMAC seed, generator, parse or
 * cache, roll, output and total) against @dice-roller/rpg-dice-roller's own `new DiceRoll(notation)`
 * with its default engine, measured in the same run, turn about, so both see the same machine load.
 */

const NOTATION = '4d6kh3+2';
const ROUNDS = 6;
const ROUND_MS = 250;

/** Calls of `f` in `ms` milliseconds, in batches of 100 so the clock is read rarely. */
function count(f: (i: number) => void, ms: number): number {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) for (let i = 0; i < 100; i++) f(++n);
  return n;
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

export async function benchDice(): Promise<{ lines: string[]; ratio: number }> {
  const secret = new Uint8Array(32).fill(7);
  const spec: RollSpec = { op: 'notation', notation: NOTATION };
  let roll = 0;
  const ours = (): void => {
    const r = evaluate(spec, engineDice(rollEngine(secret, 'bench', ++roll)));
    if (!r.ok) throw new Error(r.code);
  };
  const theirs = (): void => {
    new DiceRoll(NOTATION);
  };
  // Warm-up: JIT, and the first roll of the notation that parses and keeps it.
  count(ours, 100);
  count(theirs, 100);
  let oursN = 0;
  let theirsN = 0;
  for (let r = 0; r < ROUNDS; r++) {
    oursN += count(ours, ROUND_MS);
    theirsN += count(theirs, ROUND_MS);
  }
  const seconds = (ROUNDS * ROUND_MS) / 1000;
  const ratio = oursN / theirsN;
  await Promise.resolve();
  return {
    ratio,
    lines: [
      `notation ${NOTATION}, seeded as in play (HMAC + generator + roll): ${fmt(oursN / seconds)} rolls/s; ` +
        `rpg-dice-roller's new DiceRoll('${NOTATION}'): ${fmt(theirsN / seconds)} rolls/s; ratio ${ratio.toFixed(2)}`,
    ],
  };
}
