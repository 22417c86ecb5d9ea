import { benchRenderRatios } from './render.js';

/**
 * `npm run bench`: every goal of the performance issue as a ratio to a reference measured in the same
 * run (so a slow or busy machine moves both), then one JSON line with all of them. Figures, not pass/fail.
 */

interface Row {
  readonly measure: string;
  readonly value: number;
  readonly goal: string;
  readonly met: boolean;
}

const rows: Row[] = [];
const row = (measure: string, value: number, goal: string, met: boolean) => rows.push({ measure, value, goal, met });
const x = (n: number, digits = 2) => `${n.toFixed(digits)}×`;

// The boards first, before the other benches are even loaded: drawing allocates in JavaScript and
// encoding hardly does, so a large heap slows the board and not its blank reference. After the
// pipeline's thousands of commands the table read 2.9× instead of 1.9×; with the other benches'
// modules merely loaded (discord.js and the rest, ~65 MB of heap) V8 ran a full marking of that heap
// during almost every hex render (60–65 ms instead of 29–31). Boards are drawn in the render worker,
// whose heap holds only the renderer.
const render = await benchRenderRatios();
for (const l of render.lines) console.log(l);
row('board render ÷ blank PNG encode, tabletop', render.tableRatio, '≤ 2.0×', render.tableRatio <= 2);
row('board render ÷ blank PNG encode, hex', render.hexRatio, '≤ 2.0×', render.hexRatio <= 2);
row('tabletop PNG size, KB', render.tableBytes / 1024, '≤ 600 KB', render.tableBytes <= 600 * 1024);

const { benchDice } = await import('./dice.js');
const { benchDiscord, benchDiscordPaced } = await import('./discord.js');
const { benchLnl } = await import('./lnl.js');
const { benchPg } = await import('./pg.js');
const { benchPipeline } = await import('./pipeline.js');
const { benchReplay } = await import('./replay.js');
const { benchSecrecy } = await import('./secrecy.js');
const { benchStart } = await import('./start.js');
const { benchWeb } = await import('./web.js');

const pipeline = benchPipeline();
for (const l of pipeline.lines) console.log(l);
row('/roll through the pipeline ÷ raw better-sqlite3 insert transactions', pipeline.rollRatio, '≥ 0.15×', pipeline.rollRatio >= 0.15);
row('/roll p99 ÷ raw insert p99', pipeline.rollP99Ratio, '≤ 20×', pipeline.rollP99Ratio <= 20);
row('/fogo stand change, 200 stands ÷ 10 stands', pipeline.changeGrowth, '≤ 1.2×', pipeline.changeGrowth <= 1.2);
row('/roll, 200 stands ÷ 10 stands', pipeline.rollGrowth, '≤ 1.2×', pipeline.rollGrowth <= 1.2);

// A figure, not a goal: what replaying a campaign costs (issue 38, docs/replay.md).
for (const l of benchReplay().lines) console.log(l);

const dice = await benchDice();
for (const l of dice.lines) console.log(l);
row('seeded notation roll 4d6kh3+2 ÷ rpg-dice-roller', dice.ratio, '≥ 0.8×', dice.ratio >= 0.8);

const discord = await benchDiscordPaced(100, 600, 3000);
for (const l of discord.lines) console.log(l);
row('acknowledgement p99, 100 users at 600/s together, ms', discord.p99, '≤ 50 ms', discord.p99 <= 50);
row('interactions/s, 100 users at 600/s together', discord.perSecond, '≥ 500/s', discord.perSecond >= 500);

const start = await benchStart();
for (const l of start.lines) console.log(l);
row('local table start to first answer ÷ node -e 0', start.ratio, '≤ 10×', start.ratio <= 10);
row('local table peak memory, MB', start.peakMb, '≤ 150 MB', start.peakMb <= 150);

const web = await benchWeb();
for (const l of web.lines) console.log(l);
row('web page: a command reaches 100 open pages and each has its new state, p99, ms', web.updateP99, '≤ 1000 ms', web.updateP99 <= 1000);

// PostgreSQL (issue 42), on a throwaway cluster when its server binaries are installed.
const pgFigures = await benchPg();
for (const l of pgFigures.lines) console.log(l);
if (pgFigures.figures) {
  const f = pgFigures.figures;
  row('/roll on PostgreSQL, 100 in flight ÷ raw node-postgres single-row insert transactions', f.rollRatio, '≥ 0.4×', f.rollRatio >= 0.4);
  row('round trips of the costliest command that writes, PostgreSQL', f.maxRoundTrips, '≤ 4', f.maxRoundTrips <= 4);
  row('acknowledgement p99, 100 users, PostgreSQL 1 ms away, ms', f.ackP99, '≤ 200 ms', f.ackP99 <= 200);
}

if (!process.argv.includes('--goals-only')) {
  // As fast as 100 users can go, each waiting for their answer: throughput, and latency at saturation.
  for (const l of (await benchDiscord([1, 10, 100], 2000)).lines) console.log(l);
  for (const l of await benchSecrecy()) console.log(l);
  for (const l of await benchLnl()) console.log(l);
}

console.log('');
for (const r of rows) {
  // Shown as its goal is written: a ratio with ×, anything else (ms, MB, KB, per second) as a whole number.
  const shown = r.goal.endsWith('×') ? x(r.value) : r.value.toFixed(0);
  console.log(`${r.met ? 'met ' : 'MISS'}  ${r.measure}: ${shown} (goal ${r.goal})`);
}
console.log(JSON.stringify(Object.fromEntries(rows.map((r) => [r.measure, { value: Number(r.value.toPrecision(4)), goal: r.goal, met: r.met }]))));
