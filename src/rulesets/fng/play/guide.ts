import { possessive, userText } from '../../../app/format.js';
import type { Asker, Guide } from '../../../core/ruleset.js';
import type { FngView } from '../rules/view.js';
import { missionEndsLine, turnLine } from './format.js';
import { sameName } from '../../../core/same-name.js';


/**
 * What an FNG player may do now (FNG 2nd Tour, Activation p.14–15): the turn and whose activation,
 * a Star's question waiting on its player, the orders open to the asker's side, how the turn ends.
 */
export function fngGuide(view: FngView, asker: Asker): Guide {
  const now = turnLine(view);
  const acting = view.acting === undefined ? undefined : view.sides[view.acting === 'fwf' ? 0 : 1];
  const turnEnds = 'The turn ends when both sides have activated (or could not); the next Activation is rolled by itself.';
  if (asker.gm) {
    return {
      now,
      next: [
        `You are the GM: in part 1 you place and move the enemy, naming its side (\`side:${userText(view.sides[1])}\`); a Star's question waits for its player until the deadline (house rule \`fng.star.deadline-hours\`), then \`/fng react default:true\`.`,
        ...(view.turn === 0 ? ['Once both sides are placed, `/fng activate` rolls the first Activation.'] : [turnEnds]),
      ],
    };
  }
  // The Communist Forces are the bot's (the GM's by hand in part 1): only the Free World side is a player's; head to head both are.
  if (asker.side === undefined) {
    return view.headToHead
      ? { now, next: [`Head to head: join a side to play, \`/campaign join side:${userText(view.sides[0])}\` or \`/campaign join side:${userText(view.sides[1])}\`.`] }
      : { now, next: [`Join the Free World side to play: \`/campaign join side:${userText(view.sides[0])}\` (${userText(view.sides[1])} is Sitrep's and the GM's).`] };
  }
  const side = asker.side;
  const mine = view.figures.filter((f) => sameName(f.side, side));
  if (mine.length === 0) return { now, next: ['Muster your force: `/fng force builtin:<force>` (or `file:` your JSON), then `/fng figure place figures:"<id>@x,y; …"`.'] };
  // Head to head a figure in a PEF of the side's waits for it to be resolved, not to be placed.
  const myPefs = view.sidePefs.filter((p) => sameName(p.side, side));
  const inPef = new Set(myPefs.filter((p) => p.resolvedTurn === undefined).flatMap((p) => p.holds ?? []).map((id) => id.toLowerCase()));
  const unplaced = mine.filter((f) => f.at === undefined && !inPef.has(f.id.toLowerCase())).length;
  const place = unplaced > 0 ? [`${unplaced} of your figures wait off the table: \`/fng figure place figures:"<id>@x,y; …"\`.`] : [];
  const askedMine = (view.pending?.asked ?? []).filter((id) => mine.some((f) => sameName(f.id, id)));
  if (askedMine.length > 0) {
    return { now, next: [`Your Star${askedMine.length === 1 ? '' : 's'} ${askedMine.map((id) => `**${userText(id)}**`).join(', ')} must choose: \`/fng react\` (the chain waits for you).`, ...place] };
  }
  // What ends the mission and what its end must say, told before it is refused for want of it.
  const ends = missionEndsLine(view);
  const end = [...(ends ? [ends] : []), ...randomEventOrders(view)];
  if (view.headToHead && !view.mission) return { now, next: [...headToHeadNotes(view, myPefs), ...place] };
  if (view.turn === 0) return { now, next: [...place, 'When both sides are placed, `/fng activate` rolls the first Activation.', ...end] };
  // Over by its clock, or lost: the line above names the one command left (`/fng-mission end`); nothing waits on the turn.
  if (view.lost || view.mission?.ended) return { now, next: [] };
  if (acting !== undefined && sameName(acting, side)) {
    return {
      now,
      next: [
        ...place,
        'Your activation: groups whose leader\'s REP reaches your die may move (`/fng move`), fire (`/fng fire`), throw or fire a LAW (`/fng grenade`, `/fng law`), charge (`/fng charge`), give First Aid (`/fng aid`), carry a casualty (`/fng carry`), reload (`/fng reload`), set up a machinegun (`/fng setup-mg`) or use gear, cut wire or pull up stakes (`/fng gear`); In Sight is `/fng sight`. `/fng done` ends your activation.',
        ...pefOrders(myPefs),
        ...civilianOrders(view),
        turnEnds,
        ...end,
      ],
    };
  }
  if (acting === undefined) return { now, next: [...place, 'The next Activation was not rolled by itself: `/fng activate` rolls it.'] };
  return { now, next: [...place, `Waiting for ${possessive(`**${userText(acting)}**`)} activation: the bot takes your figures' reactions as they are triggered.`, turnEnds, ...end] };
}

/** Civilians on the table in the side's activation (L1290–L1303): whom to speak with, and who may be moved or must be forced. */
function civilianOrders(view: FngView): string[] {
  const here = (view.civilians ?? []).filter((c) => c.status === 'carry-on');
  if (!here.length) return [];
  const side = view.acting;
  const willing = here.filter((c) => c.directed !== undefined && c.directed.side === side && c.directed.from <= view.turn);
  const refusing = here.filter((c) => c.refuses);
  return [
    `Civilians ${here.map((c) => c.id).join(', ')} are on the table, no one's side: a man in contact speaks with one (\`/fng-mission speak figure:<id> civilian:<c>\`, each once).` +
      (willing.length ? ` ${willing.map((c) => c.id).join(', ')} will move as told: \`/fng-mission civilian do:move civilian:${willing[0]!.id} to:x,y\`.` : '') +
      (refusing.length ? ` ${refusing.map((c) => c.id).join(', ')} refused: force one with a man in contact, \`/fng-mission civilian do:force civilian:${refusing[0]!.id} figure:<id>\`.` : ''),
  ];
}

/** Head to head before the mission (L1226): the side's PEFs to note, or the wait for the other side and the GM. */
function headToHeadNotes(view: FngView, mine: FngView['sidePefs']): string[] {
  const missing = [1, 2, 3].filter((n) => !mine.some((p) => p.id.endsWith(String(n))));
  if (missing.length) return [`Head to head (L1226): note in secret what each of your PEFs holds — your figures, or nothing — PEF ${missing.join(', ')} still: \`/fng pef note pef:<1–3> holds:"<id>, <id>"\` or \`holds:decoy\`. Each note is sealed and its commitment posted at once.`];
  return ['Your three PEFs are noted: once both sides have noted theirs, the GM or a player starts the mission (`/fng-mission start corps:<I–IV> area:<AO>`), which places the six (L1392).'];
}

/** Head to head in the side's activation: its PEFs on the table, to move or show (L1226, L1399). */
function pefOrders(mine: FngView['sidePefs']): string[] {
  const out = mine.filter((p) => p.at !== undefined && p.resolvedTurn === undefined);
  if (!out.length) return [];
  return [`Your PEFs ${out.map((p) => p.id).join(', ')}: move them up to 8" each (\`/fng pef move moves:"${out[0]!.id}@x,y"\`), or show one (\`/fng pef reveal pef:${out[0]!.id}\`); one an enemy figure sees is resolved at once.`];
}

/** What a Random Event asks of the players now (L1641): a group ordered to withdraw, a lull this turn, the radio jammed. */
function randomEventOrders(view: FngView): string[] {
  const m = view.mission;
  if (!m || m.ended) return [];
  const name = (k: string) => `**${userText(view.figures.find((f) => f.key === k)?.id ?? k)}**`;
  return [
    ...(m.withdrawing ?? []).filter((w) => w.side === 'fwf').map((w) => `Random Event (L1641): ${w.figures.map(name).join(', ')} ${w.figures.length === 1 ? 'is' : 'are'} ordered to withdraw to the table's edge at ${w.edge.x},${w.edge.y} at best speed, until they leave it (\`/fng move\`).`),
    ...(m.lullTurn === view.turn ? ['A lull this turn (L1641): only figures already in sight may fire; move only from the open into cover; no charges and no airstrikes.'] : []),
    ...(m.radioJammedUntil !== undefined && view.turn <= m.radioJammedUntil ? [`The radios are jammed through turn ${m.radioJammedUntil} (L1641): no calls.`] : []),
  ];
}
