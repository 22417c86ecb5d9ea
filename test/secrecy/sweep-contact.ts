import { allCommands } from '../../src/app/command.js';
import { commands } from '../../commands/index.js';
import type { FngGame } from '../../src/rulesets/fng/rules/game/state.js';
import { fngTable } from '../rulesets/fng/helpers/fng-table.js';
import { optionsOf, REALISTIC } from './sweep-cases.js';
import { firstDifference, normalise, OBSERVERS, seenBy, type Observer } from './sweep-check.js';
import { sweepHarness } from './sweep-harness.js';
import { GM } from './sweep-worlds.js';

/*
 * The Potential Contact canary (issue 32): two FNG tables alike in all but what one Potential Contact
 * holds. The bot's mission is under way, contact made; P1 sits across the table from Sgt Pink's squad.
 * The US move, the bot resolves P1 (2 passes, 1d6 5: a Potential Contact) and rolls the PC table: a 1
 * is nothing there, a 4 a wide-spread booby trap it lays 1" from the nearest man. Whatever anyone but
 * the GM is shown — the move's post, logs, boards, statuses, exports, autocomplete — must read the same.
 */

export type Contents = 'nothing' | 'trap';

/** The PC table's die for each: EAL 1, 1d6 (L1420). */
const PC_DIE: Readonly<Record<Contents, number>> = { nothing: 1, trap: 4 };

/** The table once P1 has been resolved into `contents`, and the move's execution. */
export function contactTable(contents: Contents) {
  const faces: number[] = [];
  const t = fngTable(faces, {
    us: 'pink@10,20; barnes@12,20; kelly@11,22',
    game: (g: FngGame): FngGame => ({
      ...g,
      mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 1, sl: 3, night: false, pefRep: 1, nextPef: 2, nextUnit: 1, enemy: 'lvc' },
      pefs: [{ id: 'P1', at: { x: 40, y: 20 } }],
    }),
  });
  // PEF Resolution 1,1 (2 passes vs EAL 1), 1d6 5: a Potential Contact; then the PC table.
  faces.push(1, 1, 5, PC_DIE[contents]);
  const moved = t.h.run('bob', '/fng move moves:"pink@12,19"');
  return { ...t, faces, moved };
}

/** What `who` is shown by a command on the table, made comparable (commitment hashes normalised). */
export function shownTo(t: ReturnType<typeof contactTable>, who: string, line: string): string {
  const r = t.h.run(who, line);
  const o = r.outcome;
  const parts = [o.public, who === 'ann' ? undefined : o.private, ...(o.dms ?? []).filter((d) => d.to.name === who).map((d) => d.post)];
  return normalise(parts.flatMap((p) => (p ? [...(p.pages ?? [p.text]), JSON.stringify(p.boards ?? []), ...(p.files ?? []).map((f) => Buffer.from(f.data).toString('utf8'))] : [])).join('\n'));
}

/** Whose sight the canary checks: everyone but the GM (who is told of the trap). */
const OUTSIDERS: readonly Observer[] = OBSERVERS.filter((o) => o !== GM);

/** The command whose post discloses what the enemy sealed, once the mission is over. */
const DISCLOSES = 'fng-mission end';

/** Kernel commands, and FNG's: the rest answer an FNG campaign with one refusal whatever it holds. */
const ROOTS = new Set(['roll', 'campaign', 'board', 'verify', 'inbox', 'help', 'fng', 'fng-mission']);

/**
 * The canary swept: every kernel and FNG command, with its realistic options (any scene's) and bare,
 * run by a player and a bystander on fresh copies of the two tables, the next rolls drawn from the
 * same seeded ledger; then every autocomplete. Returns each difference anyone but the GM was shown.
 */
export function contactSweep(): { readonly findings: string[]; readonly calls: number } {
  const tables = { nothing: contactTable('nothing'), trap: contactTable('trap') };
  for (const [c, t] of Object.entries(tables)) if (!t.moved.ok || t.faces.length) throw new Error(`the ${c} table was not set as meant`);
  const images = { nothing: tables.nothing.h.store.db.$client.serialize(), trap: tables.trap.h.store.db.$client.serialize() };
  const findings: string[] = [];
  // The move that resolved the PC, as its post and DMs told it.
  const [movedA, movedB] = [seenBy(tables.nothing.moved, 'bob'), seenBy(tables.trap.moved, 'bob')];
  for (const o of OUTSIDERS) if (movedA.text[o] !== movedB.text[o]) findings.push(`the move → ${o}: ${firstDifference(movedA.text[o], movedB.text[o])}`);
  let calls = 0;
  for (const rc of allCommands(commands)) {
    const key = rc.path.join(' ');
    // Ending the mission discloses what was sealed, unfound traps with it: by design (potential-contact.test.ts).
    if (!ROOTS.has(rc.path[0]!) || key === DISCLOSES) continue;
    const optionSets = [...(REALISTIC[key] ?? []).map(([, text]) => optionsOf(key, text)), {}];
    for (const options of optionSets) {
      for (const who of ['bob', 'eve'] as const) {
        const seen = (c: Contents) => {
          const h = sweepHarness(images[c]);
          calls++;
          const s = seenBy(h.run({ who, channel: 'c1', path: rc.path, options }), who);
          h.store.close();
          return s;
        };
        const [a, b] = [seen('nothing'), seen('trap')];
        for (const o of OUTSIDERS) {
          if (a.text[o] !== b.text[o]) findings.push(`/${key} ${JSON.stringify(options)} by ${who} → ${o}: ${firstDifference(a.text[o], b.text[o])}`);
          if (JSON.stringify(a.boards[o]) !== JSON.stringify(b.boards[o])) findings.push(`/${key} ${JSON.stringify(options)} by ${who} → ${o}: the board differs`);
        }
      }
    }
    for (const [option, spec] of Object.entries(rc.command.options)) {
      if (spec.type !== 'string' || !spec.autocomplete) continue;
      for (const who of ['bob', 'eve']) {
        const list = (c: Contents) => {
          const h = sweepHarness(images[c]);
          const got = JSON.stringify(h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path: rc.path }, option, ''));
          h.store.close();
          return got;
        };
        if (list('nothing') !== list('trap')) findings.push(`/${key} ${option}: autocomplete for ${who} differs`);
      }
    }
  }
  return { findings, calls };
}
