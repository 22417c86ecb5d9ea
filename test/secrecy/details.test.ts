import { beforeAll, describe, expect, it } from 'vitest';
import { canSee, PUBLIC, visibleEvents } from '../../src/core/views.js';
import type { LogEvent } from '../../src/core/log.js';
import { whole } from '../helpers/harness.js';
import { call, sweepHarness, type SweepHarness } from './sweep-harness.js';
import { buildWorld, CANARY, PEOPLE, SCENES, type World } from './sweep-worlds.js';

/*
 * A post's Details (issue 37): the whole chain behind a post, as the presser may see it. In the
 * sweep's world, every post whose command also wrote entries for one side or the GM alone (a hidden
 * stand added, a patrol marker moved, the enemy mustered) is opened by everyone: each canary of such
 * an entry reaches exactly the people the entry was written for — the side, the GM — and nobody else.
 */

let world: World;
let h: SweepHarness;

beforeAll(() => {
  world = buildWorld('W0');
  h = sweepHarness(world.image);
}, 60_000);

/** Every post of a channel's campaign whose chain holds a canary in an entry the public may not see. */
function secretChains(channel: string): { post: number; hidden: LogEvent[] }[] {
  return h.store.transaction((tx) => {
    const c = tx.activeCampaign(channel) ?? tx.campaignsIn(channel)[0];
    if (!c) return [];
    const events = tx.events(c.id);
    const rolls = new Map(tx.rolls(c.id).map((e) => [e.n, e]));
    return visibleEvents(events, rolls, PUBLIC, false).flatMap((anchor, i) => {
      const hidden = events.filter((e) => e.at === anchor.at && e.actor.id === anchor.actor.id && !canSee(e.audience, PUBLIC, false) && CANARY.test(JSON.stringify(e.data)));
      CANARY.lastIndex = 0;
      return hidden.length ? [{ post: i + 1, hidden }] : [];
    });
  });
}

const canariesOf = (e: LogEvent): string[] => [...new Set(JSON.stringify(e.data).match(CANARY) ?? [])];

describe('/campaign details in the secrecy sweep\'s world', () => {
  it('GIVEN the world THEN there are posts whose chains hold secrets of one side or the GM, in several rulesets (so the checks below check something)', () => {
    const found = SCENES.filter((s) => secretChains(s.channel).length > 0).map((s) => s.ruleset);
    expect(new Set(found)).toEqual(new Set(['fogo', 'fireteam', 'fng']));
  });

  for (const scene of SCENES.filter((s) => s.ruleset !== 'none')) {
    it(`GIVEN every such post in ${scene.channel} opened by everyone THEN each canary reaches exactly those its entry was written for`, () => {
      const campaign = h.store.transaction((tx) => tx.activeCampaign(scene.channel) ?? tx.campaignsIn(scene.channel)[0])!;
      const wrong: string[] = [];
      for (const { post, hidden } of secretChains(scene.channel)) {
        for (const who of PEOPLE) {
          const r = h.run(call(who, scene.channel, `/campaign details post:${post}`));
          expect(r.ok && r.outcome.public === undefined).toBe(true);
          const shown = r.ok ? whole(r.outcome.private!) : '';
          const viewer = { kind: 'member' as const, userId: `id-${who}`, gm: campaign.gm.id === `id-${who}` };
          for (const e of hidden) {
            const theirs = canSee(e.audience, viewer, false);
            for (const canary of canariesOf(e)) {
              if (theirs && !shown.includes(canary)) wrong.push(`post ${post}: ${who} should see ${canary}`);
              if (!theirs && shown.includes(canary)) wrong.push(`post ${post}: ${who} must not see ${canary}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
