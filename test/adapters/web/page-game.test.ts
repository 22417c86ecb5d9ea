import { existsSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../src/app/outcome.js';
import type { Ruleset } from '../../../src/core/ruleset.js';
import { RULESETS } from '../../../src/rulesets/registry.js';
import { fireteamPlayer } from '../../soak/players/fireteam.js';
import { fngPlayer } from '../../soak/players/fng.js';
import { fogoPlayer } from '../../soak/players/fogo.js';
import { lnlPlayer } from '../../soak/players/lnl.js';
import { GM, readGuide, type SoakOrder, type SoakPlayer } from '../../soak/soak.js';
import { webTable, type WebTable } from '../../helpers/web-table.js';

/*
 * Whole games played from the page (issue 40), Fogo Cruzado, Lock 'n Load, Fire Team and an FNG tour: after the
 * campaign is made and the sides are joined in Discord, every order — the forces and rosters, hidden
 * stands, fieldcraft, the GM's setup, and every order of play to the game's end — is posted by each player's own page in chromium, as its script posts one
 * (the link's cookie, the page's origin and session token, the board as the page holds it). The
 * soak's players (test/soak/players) decide the orders from their own view and the guide; each is
 * kept as an action, and the channel is told of each as the transport was handed it.
 */

const CHROMIUM = '/usr/bin/chromium';
const missing = !existsSync(CHROMIUM);
if (missing) console.warn(`the page-game browser test is skipped: ${CHROMIUM} is missing (.ci/run installs Debian's chromium package)`);

let browser: Browser;
beforeAll(async () => {
  if (missing) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Posts an order from `page` as its script does: its session token and board tag read from its own state. */
async function post(page: Page, order: unknown, key: string): Promise<{ status: number; answer: { ok?: boolean; code?: string; text?: string } }> {
  const [status, text] = (await page.evaluate(`(async () => {
    const s = await fetch('state', { cache: 'no-store' });
    const board = (await s.json()).boardTag;
    const r = await fetch('order', { method: 'POST', cache: 'no-store', headers: { 'content-type': 'application/json', 'x-sitrep-session': s.headers.get('x-sitrep-session') }, body: JSON.stringify({ key: ${JSON.stringify(key)}, board, order: ${JSON.stringify(order)} }) });
    return [r.status, await r.text()];
  })()`)) as [number, string];
  return { status, answer: JSON.parse(text) as { ok?: boolean; code?: string; text?: string } };
}

/** Plays one game of `player` from the pages of `people` (the GM's and one a side's), after the campaign is made and joined in Discord. */
async function playFromPages<S, V>(player: SoakPlayer<S, V>, people: Readonly<Record<string, string>>, seed: string) {
  const t: WebTable = await webTable();
  try {
    const setup = player.setup(seedrandom(seed));
    const discord = (line: string) => /^\/campaign /.test(line);
    // Discord: the campaign and who plays what (no page exists before).
    for (const s of setup.filter((l) => discord(l.line))) expect(t.h.run(people[s.by]!, s.line).ok, s.line).toBe(true);
    const pages = new Map<string, Page>();
    for (const [side, who] of Object.entries(people)) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.goto(t.link(who));
      await page.waitForSelector('#status:has-text("Up to date")');
      pages.set(side, page);
    }
    let n = 0;
    const fromPage = async (by: string, order: unknown) => post(pages.get(by)!, order, `page-order-${++n}`);
    for (const s of setup.filter((l) => !discord(l.line))) {
      const r = await fromPage(s.by, { line: s.line });
      expect(r.answer.ok, `${s.line}: ${r.answer.text}`).toBe(true);
    }

    const ruleset = RULESETS.get(player.ruleset) as Ruleset<S, V>;
    const state = () => t.h.store.transaction((tx) => ruleset.gameOf(tx.activeCampaign('c1')!.game));
    const rng = seedrandom(`${seed} orders`);
    let lastPost: Post | undefined;
    let accepted = 0;
    let ended: string | undefined;
    for (let round = 0; round < player.maxCommands && (ended = player.ended(state())) === undefined; round++) {
      const before = state();
      let done = false;
      for (const side of player.actors(before)) {
        const status = t.h.run(people[side]!, '/campaign status');
        const guide = readGuide(status.ok ? (status.outcome.private?.text ?? '') : '');
        const view = ruleset.viewFor(before, { kind: 'member', userId: `id-${people[side]}`, side, gm: false });
        const orders: readonly SoakOrder[] = player.orders({ side, view, guide, buttons: lastPost?.actions ?? [], rng });
        for (const order of orders) {
          if (order.probe !== undefined) continue;
          const given = order.button ? { path: order.button.path, options: order.button.options ?? {} } : { line: order.line };
          const r = await fromPage(order.by, given);
          expect(r.status, JSON.stringify(given)).toBe(200);
          if (!r.answer.ok) continue;
          const delivered = t.delivered.at(-1)!;
          if (delivered[0].outcome.public) lastPost = delivered[0].outcome.public;
          accepted++;
          done = true;
          break;
        }
        if (done) break;
      }
      expect(done, `no side could go on after ${accepted} orders`).toBe(true);
    }
    for (const page of pages.values()) await page.context().close();
    const fromPages = setup.filter((l) => !discord(l.line)).length + accepted;
    const actions = t.h.store.transaction((tx) => tx.actions(tx.activeCampaign('c1')!.id));
    return { ended, accepted, fromPages, delivered: t.delivered.length, actions: actions.filter((a) => !/^campaign /.test(a.command)).length };
  } finally {
    await t.close();
  }
}

describe.skipIf(missing)('a whole game from the page', () => {
  it('GIVEN Fogo Cruzado on the Mueda road THEN both sides play it to its end from their pages alone, every order through the pipeline, the channel told of each', async () => {
    const r = await playFromPages(fogoPlayer, { [GM]: 'ann', Portugal: 'bob', FRELIMO: 'cat' }, 'page-game');
    expect(r.ended).toBe('initiative limit (40 changes)');
    expect(r.accepted).toBeGreaterThan(20);
    // Every order of the game came from a page, was kept as an action and handed to the channel's transport.
    expect([r.delivered, r.actions]).toEqual([r.fromPages, r.fromPages]);
  }, 240_000);

  it('GIVEN Lock \'n Load on the hamlet map THEN both sides play it to its end from their pages alone', async () => {
    const r = await playFromPages(lnlPlayer, { [GM]: 'ann', US: 'bob', VC: 'cat' }, 'page-game');
    expect(r.ended).toMatch(/^(turn limit|victory)/);
    expect(r.accepted).toBeGreaterThan(20);
    expect([r.delivered, r.actions]).toEqual([r.fromPages, r.fromPages]);
  }, 480_000);

  it('GIVEN Fire Team on the river crossing THEN both sides (and the GM\'s setup) play it to its end from their pages alone', async () => {
    const r = await playFromPages(fireteamPlayer, { [GM]: 'ann', Russians: 'bob', Germans: 'cat' }, 'page-game');
    expect(r.ended).toMatch(/^(turn limit|victory)/);
    expect(r.accepted).toBeGreaterThan(20);
    expect([r.delivered, r.actions]).toEqual([r.fromPages, r.fromPages]);
  }, 480_000);

  it('GIVEN an FNG tour THEN the squad\'s player plays campaign turns until a mission comes, the mission to its end and its After the Mission, from the page alone', async () => {
    const r = await playFromPages(fngPlayer, { [GM]: 'ann', US: 'bob' }, 'page-game');
    expect(r.ended).toBe('a mission played and its After the Mission done');
    expect(r.accepted).toBeGreaterThan(10);
    expect([r.delivered, r.actions]).toEqual([r.fromPages, r.fromPages]);
  }, 600_000);
});
