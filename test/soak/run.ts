import { parseArgs } from 'node:util';
import { playGame, summarize, type GameReport } from './soak.js';
import { SOAK_PLAYERS } from './players/index.js';

/*
 * `npm run soak` — plays many whole games of each ruleset's soak player and prints, per ruleset, the
 * games completed, the stalls and the invariant breaks, then each stall and break with its game's
 * seed and last commands. Exits non-zero on any stall or break.
 *
 *   npm run soak                                  100 games of every ruleset
 *   npm run soak -- --ruleset lnl --games 20      20 games of Lock 'n Load
 *   npm run soak -- --ruleset fogo --seed 17      game 17 of Fogo alone, every command printed
 */
const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', multiple: true },
    games: { type: 'string', default: '100' },
    seed: { type: 'string' },
  },
});
const ids = values.ruleset ?? Object.keys(SOAK_PLAYERS);
const unknown = ids.filter((id) => SOAK_PLAYERS[id] === undefined);
if (unknown.length) {
  console.error(`No soak player for ${unknown.join(', ')}; there are: ${Object.keys(SOAK_PLAYERS).join(', ')}.`);
  process.exit(2);
}
const games = Number(values.games);
const one = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(games) || games < 1 || (one !== undefined && !Number.isInteger(one))) {
  console.error('--games and --seed take whole numbers.');
  process.exit(2);
}

const started = performance.now();
const reports: GameReport[] = [];
for (const id of ids) {
  const player = SOAK_PLAYERS[id]!;
  const seeds = one === undefined ? Array.from({ length: games }, (_, i) => i + 1) : [one];
  for (const seed of seeds) {
    const r = playGame(player, seed, one === undefined ? undefined : (line) => console.log(line));
    reports.push(r);
    if (r.result === 'stall' || r.breaks.length > 0) {
      console.log(`\n✗ ${id} seed ${seed}: ${r.result === 'stall' ? `stall — ${r.why}` : `ended (${r.why})`}`);
      for (const b of r.breaks) console.log(`  break: ${b}`);
      console.log(`  last commands:\n    ${r.tail.join('\n    ')}`);
    }
  }
}
console.log('\nruleset    games  completed  stalls  breaks  commands   seconds');
for (const s of summarize(reports)) {
  console.log(
    `${s.ruleset.padEnd(10)} ${String(s.games).padStart(5)}  ${String(s.completed).padStart(9)}  ${String(s.stalls).padStart(6)}  ${String(s.breaks).padStart(6)}  ${String(s.commands).padStart(8)}  ${(s.ms / 1000).toFixed(1).padStart(8)}`,
  );
}
for (const s of summarize(reports)) {
  const used = Object.entries(s.uses).map(([u, n]) => `${u} ${n.orders} orders in ${n.games} games`);
  if (used.length) console.log(`${s.ruleset} uses: ${used.join('; ')}`);
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(reports.some((r) => r.result === 'stall' || r.breaks.length > 0) ? 1 : 0);
