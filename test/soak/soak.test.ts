import { describe, expect, it } from 'vitest';
import { commandOf, guideNames, playGame, readGuide } from './soak.js';
import { SOAK_PLAYERS } from './players/index.js';
import { expectReplayed } from '../helpers/replay-check.js';

/** A few seeds of every ruleset's soak player on each `npm test`, each game replayed (issue 38); `npm run soak` plays many. */
const SEEDS = [1, 2, 3];

describe('the soak: whole games by two scripted sides, checked after every command', () => {
  for (const [id, player] of Object.entries(SOAK_PLAYERS)) {
    for (const seed of SEEDS) {
      it(`GIVEN ${id} seed ${seed} THEN the game ends with no stall and no invariant broken, and its campaign replays from its actions and dice`, () => {
        const r = playGame(player, seed, undefined, (store) => expectReplayed(store, store.transaction((tx) => tx.campaignsIn('soak').map((c) => c.id))));
        expect({ result: r.result, why: r.result === 'stall' ? r.why : 'ended', breaks: r.breaks }, r.tail.join('\n')).toEqual({ result: 'ended', why: 'ended', breaks: [] });
        // A whole game and its replay: a few seconds alone, over 20 on a machine loaded eight-fold. It is no timed test.
      }, 60_000);
    }
  }
});

describe('reading the guide', () => {
  const status = [
    '**T** — Lock \'n Load Tactical (`lnl`), campaign #1, running',
    '**Now:** Turn 1, Operations phase: **US\'s** impulse.',
    '• Your impulse: activate one hex — `/lnl move`, `/lnl fire` — or `/lnl pass`.',
    '• or fieldcraft (`/fieldcraft …`), one action at a time.',
  ].join('\n');

  it('GIVEN /campaign status THEN the lines after Now and every command they name', () => {
    const g = readGuide(status);
    expect(g.now).toBe("Turn 1, Operations phase: **US's** impulse.");
    expect(g.commands).toEqual(['/lnl move', '/lnl fire', '/lnl pass', '/fieldcraft …']);
  });

  it('GIVEN a command line THEN its command, and whether the guide names it ("…" naming a whole group)', () => {
    expect(commandOf('/lnl move units:"1st Sqd" to:B6 more:true')).toBe('/lnl move');
    expect(commandOf('/fireteam overwatch fire unit:<id> target:x')).toBe('/fireteam overwatch fire');
    const g = readGuide(status);
    expect(guideNames(g, '/lnl fire')).toBe(true);
    expect(guideNames(g, '/fieldcraft assign')).toBe(true);
    expect(guideNames(g, '/lnl melee')).toBe(false);
  });
});
