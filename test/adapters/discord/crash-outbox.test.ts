import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCrashRun, runCrashScenario, type CrashAudit, type CrashRun, type PartDelivery } from '../../helpers/crash-harness.js';

/**
 * Issue 21, "Answers that survive a crash": the real bot (the compiled build, as `npm start` runs it)
 * against the loopback fake Discord, which holds it to Discord's 3 s to acknowledge; killed with
 * SIGKILL in the middle of 12 bursts of /roll (public and hidden, in a campaign where the GM gets the
 * hidden dice by DM, and outside one, where a hidden roll goes to the roller's sealed ledger), each
 * time restarted on the same database; then /campaign end, /verify, and a graceful stop.
 */
const KILLS = 12;
let run: CrashRun;
let audit: CrashAudit;

const describeParts = (ds: readonly PartDelivery[]) =>
  ds.slice(0, 10).map((d) => `${d.row.ledgerKind} ledger #${d.row.ledgerId} roll #${d.row.n} (${d.row.reason}) ${d.part}: ${JSON.stringify(d.messages)}`);

beforeAll(async () => {
  run = await runCrashScenario({ kills: KILLS, burstSize: 24, ackWindowMs: 3_000, settleMs: 5_000 });
  audit = auditCrashRun(run);
  const { undelivered, duplicated, leaked, ...numbers } = audit;
  // The numbers, for the record of each run.
  console.log(
    `crash run: ${run.starts.length} starts, ${run.sent.length} commands sent, ${JSON.stringify({ ...numbers, undeliveredParts: undelivered.length, duplicated: duplicated.length, leaked: leaked.length, lostAcknowledged: numbers.lostAcknowledged.length, secretLeaks: numbers.secretLeaks.length })}`,
  );
}, 120_000);

afterAll(async () => {
  await run?.close();
});

describe('the real bot, killed with SIGKILL in the middle of bursts and restarted on the same database', { timeout: 120_000 }, () => {
  it(`GIVEN ${KILLS} kills mid-burst THEN each came with part of its burst answered and part not, and each restart answered commands again`, () => {
    expect(run.kills).toBe(KILLS);
    expect(run.rounds.map((r) => r.round)).toEqual(Array.from({ length: KILLS }, (_, k) => k + 1));
    expect(new Set(run.starts.map((s) => s.pid)).size).toBe(KILLS + 1);
    for (const r of run.rounds) {
      expect(r.ackedAtKill, `round ${r.round}`).toBeGreaterThan(0);
      expect(r.ackedAtKill, `round ${r.round}`).toBeLessThan(24);
      // Killed processes are the ones started before them, each once.
      expect(r.pid).toBe(run.starts[r.round - 1]!.pid);
    }
    expect(run.exitCode).toBe(0);
    expect(audit.committed).toBeGreaterThan(KILLS * 5);
  });

  it('THEN 0 acknowledged commands are lost: every /roll Discord saw acknowledged has its roll in the ledger', () => {
    expect(audit.acknowledged).toBeGreaterThan(KILLS * 5);
    expect(audit.lostAcknowledged.map((s) => s.tag)).toEqual([]);
  });

  it('THEN 0 parts are delivered twice: no roll part is in two accepted messages', () => {
    expect(describeParts(audit.duplicated)).toEqual([]);
  });

  it('THEN secret parts go only to their owner: no hidden roll reaches the channel or anyone but the roller and the GM', () => {
    expect(audit.secretLeaks).toEqual([]);
    expect(describeParts(audit.leaked)).toEqual([]);
  });

  it('THEN /verify passes on every ledger: no roll number missing, every die recomputed', () => {
    expect(run.verify).toHaveLength(3);
    for (const text of run.verify) {
      expect(text).toMatch(/PASS: \d+\/\d+ rolls recomputed exactly\./);
      expect(text).not.toMatch(/FAIL|❌|Missing roll numbers/);
    }
  });

  it('THEN every committed outcome is delivered after the restarts: each roll in the ledger has every part at its audience', () => {
    expect(
      { rollsUndelivered: audit.rollsUndelivered, committedUnacknowledged: audit.committedUnacknowledged, parts: describeParts(audit.undelivered) },
      `${audit.rollsUndelivered} of ${audit.committed} committed rolls not (fully) delivered`,
    ).toEqual({ rollsUndelivered: 0, committedUnacknowledged: audit.committedUnacknowledged, parts: [] });
  });
});
