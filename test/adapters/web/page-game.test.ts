import { existsSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FogoState } from '../../../src/rulesets/fogo/rules/game/state.js';
import type { FogoView } from '../../../src/rulesets/fogo/rules/view.js';
import type { Post } from '../../../src/app/outcome.js';
import type { Ruleset } from '../../../src/core/ruleset.js';
import { RULESETS } from '../../../src/rulesets/registry.js';
import { fogoPlayer } from '../../soak/players/fogo.js';
import { GM, readGuide, type SoakOrder } from '../../soak/soak.js';
import { webTable, type WebTable } from '../../helpers/web-table.js';

/*
 * A whole game of Fogo Cruzado played from the page (issue 40): after the campaign is made and the
 * sides are joined in Discord, every order — the forces, the hidden stands, the fieldcraft, and every
 * order of play to the game's end — is posted by each player's own page in chromium, as its script
 * posts one (the link's cookie, the page's origin and session token, the board as the page holds it).
 * The soak's Fogo player decides the orders from its own view and the guide; the channel is told of
 * each as the transport was handed it.
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

/** Who plays what: the GM and one player a side. */
const PEOPLE: Readonly<Record<string, string>> = { [GM]: 'ann', Portugal: 'bob', FRELIMO: 'cat' };

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

describe.skipIf(missing)('a whole game from the page', () => {
  it('GIVEN Fogo Cruzado on the Mueda road THEN both sides play it to its end from their pages alone, every order through the pipeline, the channel told of each', async () => {
    const t: WebTable = await webTable();
    try {
      const setup = fogoPlayer.setup(seedrandom('page-game'));
      // Discord: the campaign and who plays what (no page exists before).
      for (const s of setup.filter((l) => /^\/campaign /.test(l.line))) expect(t.h.run(PEOPLE[s.by]!, s.line).ok, s.line).toBe(true);
      const pages = new Map<string, Page>();
      for (const [side, who] of Object.entries(PEOPLE)) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        await page.goto(t.link(who));
        await page.waitForSelector('#status:has-text("Up to date")');
        pages.set(side, page);
      }
      let n = 0;
      const fromPage = async (by: string, order: unknown) => post(pages.get(by)!, order, `page-order-${++n}`);
      for (const s of setup.filter((l) => !/^\/campaign /.test(l.line))) {
        const r = await fromPage(s.by, { line: s.line });
        expect(r.answer.ok, `${s.line}: ${r.answer.text}`).toBe(true);
      }

      const fogo = RULESETS.get('fogo') as Ruleset<FogoState, FogoView>;
      const state = () => t.h.store.transaction((tx) => fogo.gameOf(tx.activeCampaign('c1')!.game));
      const rng = seedrandom('page-game orders');
      let lastPost: Post | undefined;
      let accepted = 0;
      let ended: string | undefined;
      for (let round = 0; round < fogoPlayer.maxCommands && (ended = fogoPlayer.ended(state())) === undefined; round++) {
        const before = state();
        let done = false;
        for (const side of fogoPlayer.actors(before)) {
          const status = t.h.run(PEOPLE[side]!, '/campaign status');
          const guide = readGuide(status.ok ? (status.outcome.private?.text ?? '') : '');
          const view = fogo.viewFor(before, { kind: 'member', userId: `id-${PEOPLE[side]}`, side, gm: false });
          const orders: readonly SoakOrder[] = fogoPlayer.orders({ side, view, guide, buttons: lastPost?.actions ?? [], rng });
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
      expect(ended, 'the game did not end').toBeDefined();
      // Every order of the game came from a page and was handed to the channel's transport.
      expect(t.delivered.length).toBe(setup.filter((l) => !/^\/campaign /.test(l.line)).length + accepted);
      expect(accepted).toBeGreaterThan(20);
      const actions = t.h.store.transaction((tx) => tx.actions(tx.activeCampaign('c1')?.id ?? '1'));
      expect(actions.filter((a) => /^(fogo|fieldcraft) /.test(a.command)).length).toBe(t.delivered.filter(([d]) => /^(fogo|fieldcraft) /.test(d.command)).length);
      for (const page of pages.values()) await page.context().close();
    } finally {
      await t.close();
    }
  }, 240_000);
});
