import { distance, type Point } from '../../../../../core/board/geometry.js';
import { enemyOrderArgs } from './bot-args.js';
import { ownClaymoreLeft, claymoreCaught, CLAYMORE_DETONATE_INCHES, fireClaymoreOrder, setClaymoreOrder, testedThisActivation } from '../../firefight/moves/claymores.js';
import type { PlacedClaymore } from '../../firefight/claymore-state.js';
import type { BotTurnCtx } from './bot-args.js';
import type { FngEvent } from '../../game/events.js';
import { claymoresInterrupted, reactionTested } from '../../firefight/moves/claymores.js';
import { eyeOf, sightOf, turningSeer } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';

/**
 * The VC/NVA Leader's own Claymore (FNG 2nd Tour, L516: NVA "(1-3) chance of Leader having a Claymore
 * CDM", LVC the same; L783: "Normally used as an ambush or defensive weapon, CDM can be setup by a
 * soldier in one turn of uninterrupted Activation, facing a specific direction. The CDM can then be
 * detonated from up to 12" away"). The army lists give it to the squad leader as rolled (army-lists.ts,
 * L516); a suicide trooper's chest mine is another thing (L2154, suicide-troops.ts).
 *
 * When he uses it the seed does not say; the bot's stated defaults:
 * - He sets it when his group holds (Defensive Tactics, L1627: the defensive weapon), as his whole
 *   activation — he does not fire with his group — at his feet, faced at the nearest Free World figure
 *   he sees (ties by id); not if nothing of the players' is in his sight, nor if he has taken a
 *   Reaction Test in this activation (interrupted, L611). A Reaction Test before his side's activation
 *   ends gives it up (claymores.ts): he keeps it for another time.
 * - He fires it at the start of his group's later activations (as suicide troops set theirs off), from
 *   within 12" of it (L783), when its cone catches at least one Free World figure and neither cone nor
 *   back blast catches one of his own side, himself included (the mine hits "friend or foe"): so not
 *   while he still stands on it — once his group has moved him off it. Firing is his fire.
 * Both are the same orders the players give (`setClaymoreOrder`, `fireClaymoreOrder`). The mine and its
 * setting are the GM's (view.ts shows the enemy's Claymores to the GM only); its firing is public.
 */

type Placed = TableFigure & { readonly at: Point };

const standingUp = (f: TableFigure): f is Placed => onTable(f) && f.status !== 'obviously-dead';

/** Where the leader would face his Claymore: the nearest Free World figure he sees (by id on ties), or none. */
export function leaderClaymoreAim(table: Parameters<typeof sees>[0], g: FngGame, leader: Placed): Placed | undefined {
  const sight = sightOf(g);
  return g.figures
    .filter((f): f is Placed => f.side !== leader.side && standingUp(f) && f.status !== 'out-of-fight' && sees(table, eyeOf(turningSeer(leader)), eyeOf(f), sight) && distance(leader.at, f.at) > 0)
    .sort((x, y) => distance(leader.at, x.at) - distance(leader.at, y.at) || x.id.localeCompare(y.id))[0];
}

/** The group's member who would set his own Claymore in this activation (the default above), if any. */
export function claymoreSetter(t: BotTurnCtx, g: FngGame, members: readonly Placed[]): { readonly setter: Placed; readonly aim: Placed } | undefined {
  const tested = testedKeys(g, t.pub);
  for (const m of members) {
    if (!ownClaymoreLeft(g, m) || m.fired || m.moved || m.busy || tested.has(keyOf(m))) continue;
    const aim = leaderClaymoreAim(t.a.table, g, m);
    if (aim) return { setter: m, aim };
  }
  return undefined;
}

/**
 * Who has taken a Reaction Test in the activation now running: the record kept so far, and the bot's
 * own events since (its activation's events, up to the last side done or new Activation).
 */
function testedKeys(g: FngGame, events: readonly FngEvent[]): ReadonlySet<string> {
  let cut = -1;
  events.forEach((e, i) => {
    if (e.kind === 'done' || (e.kind === 'activation' && !e.doubles)) cut = i;
  });
  return new Set([...(cut >= 0 ? [] : testedThisActivation(g)), ...events.slice(cut + 1).flatMap(reactionTested)]);
}

/** The setter sets his Claymore (his whole activation): the event is the GM's; the bot notes where in its events it began. */
export function setLeaderClaymore(t: BotTurnCtx, g: FngGame, setter: Placed, aim: Placed): FngGame {
  const r = setClaymoreOrder(enemyOrderArgs(t.a, g), { figure: setter.id, toward: aim.at });
  if (!r.ok) return g;
  const set = r.value.events.find((e) => e.kind === 'claymore-set');
  if (set && set.kind === 'claymore-set') t.setAt?.set(set.mine, t.pub.length);
  t.gm.push(...r.value.events);
  return r.value.game;
}

/** Whether the bot fires this mine now: a Free World figure in its cone, nobody of its side in the cone or back blast. */
export function worthFiring(g: FngGame, mine: PlacedClaymore): boolean {
  const { caught, behind } = claymoreCaught(g, mine);
  return caught.some((f) => f.side !== mine.side) && ![...caught, ...behind].some((f) => f.side === mine.side);
}

/** At the start of a group's activation: each member's set Claymore within 12" that is worth firing is fired (his fire). */
export function fireLeaderClaymores(t: BotTurnCtx, g0: FngGame, members: readonly Placed[]): FngGame {
  let g = g0;
  for (const m of members) {
    const mine = (g.claymores?.mines ?? []).find((x) => x.side === m.side && x.by === keyOf(m) && x.setting === undefined);
    const now = g.figures.find((f) => keyOf(f) === keyOf(m));
    if (!mine || !now || !standingUp(now) || distance(now.at, mine.at) > CLAYMORE_DETONATE_INCHES + 1e-9 || !worthFiring(g, mine)) continue;
    const r = fireClaymoreOrder(enemyOrderArgs(t.a, g), { figure: m.id, mine: mine.id });
    if (!r.ok) continue;
    t.pub.push(...r.value.events);
    g = r.value.game;
    if (g.pending) break;
  }
  return g;
}

/**
 * The walk of `claymoresInterrupted` over the bot's own events, from where each of its Claymores
 * began: the players' interrupted ones are told to all, the enemy's to the GM alone.
 */
export function botClaymoresInterrupted(t: BotTurnCtx, g: FngGame): FngGame {
  const c = claymoresInterrupted(g, t.pub, t.setAt);
  for (const e of c.events) (e.kind === 'claymore-interrupted' && e.side === 'cf' ? t.gm : t.pub).push(e);
  return c.game;
}
