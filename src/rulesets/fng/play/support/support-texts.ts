import { formatPoint } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { DustoffTold, SupportEvent, SupportFor, SupportRequest, SupportState } from '../../rules/support/support-state.js';
import type { FngView } from '../../rules/view.js';
import { airLines, LEAVES } from './air-texts.js';
import { FWF_HELICOPTERS } from '../../rules/support/air-lists.js';

/**
 * The Free World Forces' support as text: every roll with its table, seed line, dice and effect. All
 * of it is the players' own support, told in public.
 */

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const turns = (n: number): string => (n === 0 ? 'this turn' : n === 1 ? 'next turn' : `in ${n} turns`);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

const WHAT: Readonly<Record<SupportFor, string>> = {
  artillery: 'artillery',
  mortar: 'mortars',
  air: 'an airstrike',
  gunship: 'a gunship',
  medevac: 'a medevac',
  reinforcements: 'reinforcements',
  'ac-47': 'an AC-47 "Spooky"',
  firefly: 'a Firefly',
  nighthawk: 'a Nighthawk',
};

const OUTCOME: Readonly<Record<string, string>> = {
  denied: '"Request denied!" — none for the rest of the game',
  'see-what-we-can-do': '"We\'ll see what we can do." — nothing this turn; ask again later',
  standby: '"Standby."',
  granted: '"Request granted."',
  'round-out': '"Round out!"',
  'on-the-way': '"On the way!"',
  'wait-one': '"Wait one." — nothing this turn; ask again later',
  'stirring-the-coals': '"Stirring the coals."',
  'support-inbound': '"Support inbound."',
  'where-do-you-want-it': '"Where do you want it?"',
  'rolling-in-hot': '"Rolling in hot!"',
  sorry: '"Sorry, ask again later."',
  'coming-quickly': '"Coming as quickly as we can."',
  'on-our-way': '"On our way."',
  'almost-there': '"Almost there."',
  'overhead-now': '"Overhead now."',
  'be-there-shortly': '"Be there shortly."',
  enroute: '"Enroute."',
  'already-here': '"Already here."',
  ready: 'Ready Support',
};

const READY: Readonly<Record<string, string>> = {
  'arrives-now': 'it arrives now',
  'arrives-next-active': 'it arrives when you are next active',
  retasked: 'it was urgently tasked elsewhere: from now on that type of support is On-Demand only (L1719)',
};

const FWF: Readonly<Record<string, string>> = {
  squad: 'a squad',
  'rest-of-platoon': 'the rest of the platoon',
  'medium-mortar-barrage': 'a three-round medium mortar barrage',
  'medium-artillery-barrage': 'a three-round medium artillery barrage',
  'heavy-mortar-barrage-pair': 'a pair of two-round heavy mortar barrages',
  'heavy-artillery-barrage-pair': 'a pair of two-round heavy artillery barrages',
  hog: 'a UH-1 "Hog" (REP 5, one pass)',
  slick: 'a UH-1 "Slick"',
  loach: 'an OH-6 "Loach" (REP 5)',
  gunship: 'a gunship',
  'sniper-team': 'a two-man sniper team',
  fac: 'a FAC overhead',
  'artillery-call-counts-five': 'the next artillery or mortar call counts as a 5',
};

const EDGE: Readonly<Record<string, string>> = {
  'left/player-end': 'on the left edge within 12" of your end',
  'own/left-part': 'on your edge, its left part, up to 12" towards the centre',
  'own/centre': 'on your edge within 6" of its centre',
  'own/right-part': 'on your edge, its right part, up to 12" towards the centre',
  'right/player-end': 'on the right edge within 12" of your end',
};

export function supportLines(e: SupportEvent, _view: FngView, n: (k: string) => string): string[] {
  switch (e.kind) {
    case 'call': {
      const who = e.by === 'fo' ? `the FO ${n(e.caller)}` : e.by === 'leader' ? `the Force Commander ${n(e.caller)}` : `${n(e.caller)} passing the Force Commander's request (L1691)`;
      const atmo = e.atmospheric === 1 ? ' (bad, −1)' : e.atmospheric === 6 ? ' (good, +1)' : '';
      return [`📻 Making the Call (L1665) for ${WHAT[e.for]} on ${n(e.radio)}'s radio, by ${who}: atmospherics ${faces(e.parts[0])}${atmo} → REP ${e.modifiedRep}; ${faces(e.parts[1])} → ${e.success ? '**through**' : '**no contact**: this radio may not try again this turn (L1679)'}.`];
    }
    case 'ready':
      return [`Ready Support Request (L1707) for ${WHAT[e.for]}: ${faces(e.part)} → ${READY[e.outcome]}${e.id ? ` — **${e.id}**` : ''}${e.dustoff ? ` — ${dustoffText(e.dustoff)}` : ''}.`];
    case 'request': {
      const dice = e.countsFive ? 'counts as a 5 (the reinforcements\' promise, L2091) → ' : e.die === undefined ? '' : `${faces(e.parts[0])} ${signed(e.modifier)} = ${e.total} → `;
      const what = OUTCOME[e.outcome] ?? e.outcome;
      const more: string[] = [];
      if (e.weapons) more.push(`${e.weapons} weapon${e.weapons === 1 ? '' : 's'}, three rounds each`);
      if (e.facInTurns !== undefined) more.push(`the FAC ${turns(e.facInTurns)}`);
      if (e.onePass) more.push('one pass only');
      if (e.maxWounded) more.push(`room for ${e.maxWounded} wounded`);
      if (e.dustoff) more.push(dustoffText(e.dustoff));
      if (e.fwf) more.push(`the SL table (${e.fwf.dice}d6 ${e.fwf.total}, ${e.fwf.source}): **${FWF[e.fwf.result] ?? e.fwf.result}**`);
      if (e.rtp) more.push(`on RTP ${e.rtp}: at once (L1766)`);
      const when = e.inTurns === undefined || e.outcome === 'ready' ? '' : ` Arrives ${turns(e.inTurns)}`;
      return [`${e.table}: ${dice}${what}.${when}${more.length ? ` — ${more.join('; ')}` : ''}${e.id && e.outcome !== 'ready' ? ` — **${e.id}**` : ''}.`];
    }
    case 'arrives': {
      if (e.for === 'reinforcements') {
        const where = e.entry ? EDGE[`${e.entry.edge}/${e.entry.part}`] ?? e.entry.edge : '';
        if (!e.entry) return [`**${e.id}**: the reinforcements come — ${FWF[e.fwf ?? ''] ?? e.fwf ?? 'support'}.`];
        const muster = e.fwf === 'sniper-team' ? 'Place them there' : 'Muster them with `/fng force` and place them there';
        return [`🚁 **${e.id}**: reinforcements arrive${e.fwf ? ` — ${FWF[e.fwf] ?? e.fwf}` : ''}. Reinforcement Entry (L2160) ${faces(e.parts[0])}: they come on ${where}. ${muster} with \`/fng figure place\`.`];
      }
      if (e.for === 'artillery' || e.for === 'mortar') return [`💥 **${e.id}**: the ${e.for === 'mortar' ? 'mortars are' : 'guns are'} ready to fire — \`/fng-mission fire-mission spotter:<figure> at:x,y support:${e.id}\`.`];
      if (e.for === 'ac-47') return [`✈️ **${e.id}**: ${e.aircraft} over the table (L1928–L1931): two gun runs at REP 5, Target 4, Impact 3 on everything in a 12" swath or an 8" ring, then a flare a turn; in play to turn ${e.until}. \`/fng-mission spooky line:"x,y to x,y" support:${e.id}\` (or \`at:x,y radius:10-20\`), \`/fng-mission light at:x,y support:${e.id}\`.`];
      if (e.for === 'firefly' || e.for === 'nighthawk') {
        const light = e.for === 'firefly' ? `its searchlight lights a 24" circle hovering or a 12" strip on a run (L1988): \`/fng-mission light at:x,y hover:true support:${e.id}\`` : `it drops a mortar-sized flare a turn (L1990): \`/fng-mission light at:x,y support:${e.id}\``;
        return [`🚁 **${e.id}**: ${e.aircraft} over the table (crew L1974 ${e.parts.map(faces).join(' ')}): pilot REP ${e.pilotRep}, ${e.passes} passes, in play to turn ${e.until}; ${light}.`];
      }
      if (e.for === 'medevac') return [`🚁 **${e.id}**: the medevac is over the table (pilot REP ${e.pilotRep}, ${faces(e.parts[0])}); land it with \`/fng-mission helicopter do:land${e.at ? '' : ' at:x,y'}\`, then bring the wounded within 3" and \`/fng-mission medevac casualties:"…"\` when next active.`];
      const rolls = e.parts.map(faces).join(' ');
      const loadouts = e.loadouts?.length ? ` Listed loads: ${e.loadouts.join(' | ')}.` : '';
      return [`✈️ **${e.id}**: ${e.aircraft} over the table (${e.for === 'air' ? 'Aircraft Availability L1842' : 'Gunship Availability L1977, crew L1974'} ${rolls}): pilot REP ${e.pilotRep}, ${e.passes} pass${e.passes === 1 ? '' : 'es'}, in play to turn ${e.until}.${loadouts} \`/fng-mission strike at:x,y munition:… support:${e.id}\`.`];
    }
    case 'fwf-support':
      if (e.weapons !== undefined) return [`💥 ${e.from}: ${FWF[e.result] ?? e.result} is available to fire on a single target (L2081–L2101) — **${e.id}**, ${e.weapons} weapon${e.weapons === 1 ? '' : 's'} of ${e.rounds} rounds${e.result.startsWith('heavy') ? ' (read with the weapon\'s own blast and Impact: the seed prints none for heavy rounds)' : ''}: \`/fng-mission fire-mission spotter:<figure> at:x,y support:${e.id}\`.`];
      if (e.aircraft) {
        const name = FWF_HELICOPTERS.find((h) => h.id === e.aircraft)?.name ?? e.aircraft;
        const rep = e.parts?.length ? `pilot REP ${e.pilotRep} (crew L1974 ${e.parts.map(faces).join(' ')})` : `pilot REP ${e.pilotRep}`;
        return [`🚁 ${e.from}: ${FWF[e.result] ?? e.result} arrives on the scene — **${e.id}**, ${name}, ${rep}, ${e.passes} pass${e.passes === 1 ? ' before it returns to base' : 'es'}, in play to turn ${e.until}: \`/fng-mission strike at:x,y munition:… support:${e.id}\` or \`/fng-mission helicopter do:land|hover at:x,y support:${e.id}\`.`];
      }
      if (e.result === 'gunship') return [`🚁 ${e.from}: a gunship arrives on the scene and is immediately available (L2092, L2101) — **${e.id}**, its type rolled on Gunship Availability.`];
      if (e.result === 'sniper-team') return [`🎯 ${e.from}: a two-man sniper team arrives (L2092, L2101) — ${(e.figures ?? []).map((f) => `\`${f}\``).join(' and ')}: the sniper with a BA rifle and scope, his spotter an M-16${(e.figures ?? []).length && e.parts?.length ? `; REPs on the army list ${e.parts.map(faces).join(' ')}` : ''}. Place them with \`/fng figure place\`.`];
      if (e.result === 'artillery-call-counts-five') return [`📻 ${e.from}: the next call for artillery or mortars that gets through counts as a **5** on the Artillery/Mortar Request table (L2091, L2097).`];
      if (e.result === 'fac-pair') return [`🛩️ ${e.from}: a FAC is already on station, so a pair of attack aircraft are now available (L2091) — **${e.id}**, its type rolled on Aircraft Availability.`];
      return [`🛩️ ${e.from}: a FAC arrives overhead (L2091) — **${e.id}**, over the table to turn ${e.until}: spot with \`/fng-mission fac run:spot line:"x,y to x,y" support:${e.id}\`, mark with \`run:mark at:x,y\`, direct fire with \`/fng-mission fire-mission spotter:fac\`.`];
    case 'leaves':
      return [`**${e.id}** ${LEAVES[e.why]}.`];
    case 'danger-close':
      return [`⚠️ Danger Close (L1797): friends ${e.inches}" from the point, under the ${e.weapon === 'mortar' ? '20' : '36'}" minimum; ${n(e.commander)} ${faces(e.parts[0])} vs REP → ${e.outcome === 'proceeds' ? `passes: the fire goes ahead, ${e.vp} VP` : `fails: ${e.vp} VP, no fire${e.parts[1] ? `; relieved of command ${faces(e.parts[1])} → ${e.relieved ? '**yes**, after the mission' : 'no'}` : ''}`}.`];
    case 'round': {
      const dev = e.steps.length ? ` Deviation (L1787, ${e.deviationInches}" a step from the spotter's side): ${e.steps.map((x) => `${x.die} ${x.direction}`).join(', ')}` : '';
      const what = e.outcome === 'on-target' ? 'on target' : e.outcome === 'in-area' ? 'in the area' : 'a miss';
      return [`💥 ${e.id} round ${e.n}: Hitting w/ ${e.weapon === 'mortar' ? 'Mortars' : 'Artillery'} (L1774) ${faces(e.parts[0])} vs REP ${e.rep} → ${e.passes} passed, ${what}.${dev} → lands at ${formatPoint(e.lands)}.`];
    }
    case 'strike': {
      const gun = e.munition.startsWith('gun') || e.munition === 'autocannon';
      if (gun && e.rolls) return [`${e.id} strafes the figure at ${formatPoint(e.lands)} with rotary guns, twice (L2009): Ranged Combat ${faces(e.parts[0])} at REP ${e.rep} → ${e.hits ? `${e.hits} hit${e.hits === 1 ? '' : 's'}` : 'miss'}.`];
      if (gun) return [`${e.id} strafes the figure at ${formatPoint(e.lands)}: Ranged Combat ${faces(e.parts[0])} at REP ${e.rep} → ${e.hit ? 'hit' : 'miss'}.`];
      const dev = e.deviation ? ` Airstrike Deviation (L1899) ${faces(e.parts[1])}${e.deviation.inches ? ` ${faces(e.parts[2])} → ${Math.abs(e.deviation.inches)}" ${e.deviation.direction}` : ' → on target after all'}.` : '';
      return [`✈️ ${e.id} ${e.munition.replace(/-/g, ' ')} run at ${formatPoint(e.at)}: Ranged Combat (L1893) ${faces(e.parts[0])} at REP ${e.rep} → ${e.hit ? 'on target' : 'a miss'}.${dev} Lands at ${formatPoint(e.lands)}.`];
    }
    case 'strafe':
      return [`✈️ ${e.id} gun run (L1906), ${e.munition.replace(/-/g, ' ')} at the pilot's REP ${e.rep}: everyone within 3" of the Flight Line — ${e.under.length ? e.under.map(n).join(', ') : 'nobody'}.`];
    case 'hot-lz':
      return [`🔥 Hot LZ (L2007) ${e.id}: ${faces(e.part)} → ${e.total} vs pilot REP ${e.pilotRep} → ${e.aborts ? '**aborts** and flies on; it tries again when you are next active' : 'lands'}.`];
    case 'lifted':
      return [`⛑️ ${e.id} lifts ${e.casualties.map(n).join(', ')} out of the battle.`];
    case 'rtps':
      return [`Registered Target Points (L1740, L1766)${e.rolled ? `: ${faces(e.rolled)} → ${e.allowance}` : `: ${e.allowance} in all`}${e.placed.length ? `; placed ${e.placed.map((p) => `${p.id} at ${formatPoint(p.at)}`).join(', ')}` : ''}.`];
    default:
      return airLines(e, n);
  }
}

/** What support is on its way or over the table, for a status line. */
export function supportStatusLines(s: SupportState | undefined): string[] {
  if (!s) return [];
  const open = s.requests.filter((r) => r.state !== 'spent');
  const lines = open.map((r) => `${r.id} ${WHAT[r.for]}: ${r.state === 'here' ? overhead(r) : `due turn ${r.due}`}`);
  if (s.rtps.length) lines.push(`RTPs: ${s.rtps.map((p) => `${p.id} ${formatPoint(p.at)}`).join(', ')}`);
  if (s.denied.length) lines.push(`Denied for the game: ${s.denied.map((d) => WHAT[d]).join(', ')}`);
  if (s.vp) lines.push(`Danger Close: ${s.vp} VP`);
  if (s.callCountsFive) lines.push('the next artillery or mortar call that gets through counts as a 5 (L2091)');
  return lines.length ? [`Support: ${lines.join('; ')}.`] : [];
}

/** A gunship's list ids as their names (a Pink Team is two). */
const craftName = (r: SupportRequest): string =>
  (r.aircraft ?? WHAT[r.for])
    .split(' + ')
    .map((id) => FWF_HELICOPTERS.find((h) => h.id === id)?.name ?? id)
    .join(' + ');

const HELI_MODE = { flying: 'flying', hovering: 'hovering', landed: 'on the ground', around: 'gone round', wreck: 'a wreck' } as const;

/** What is over the table and for how long (L1896–L1898, L1933): the aircraft, its pilot, passes, damage and last turn in play. */
function overhead(r: SupportRequest): string {
  if ((r.for === 'artillery' || r.for === 'mortar') && r.rounds !== undefined) return `ready to fire (${r.weapons ?? 1} weapon${(r.weapons ?? 1) === 1 ? '' : 's'} of ${r.rounds} rounds${r.heavy ? ', heavy' : ''})`;
  if (r.for === 'artillery' || r.for === 'mortar' || r.for === 'reinforcements') return 'over the table';
  const parts = [craftName(r), `pilot REP ${r.pilotRep ?? '?'}`];
  if (r.passes !== undefined && r.for !== 'medevac') parts.push(`${r.passes} pass${r.passes === 1 ? '' : 'es'} left`);
  if (r.damage) parts.push(`damage ${r.damage}${r.dp ? ` of ${r.dp} DP` : ''}`);
  if (r.heli && r.heli.mode !== 'flying') parts.push(`${HELI_MODE[r.heli.mode]}${r.heli.at ? ` at ${formatPoint(r.heli.at)}` : ''}`);
  if (r.heli?.aboard?.length) parts.push(`${r.heli.aboard.length} aboard`);
  if (r.until !== undefined) parts.push(`in play to turn ${r.until}`);
  return `over the table (${parts.join(', ')})`;
}

/** What a Dustoff for a Defense's wounded lifts, and how many more it takes (L2205–L2206, L2395). */
function dustoffText(d: DustoffTold): string {
  return `the Defense's Dustoff (L2205–L2206): it lifts up to ${d.load} of the ${d.awaiting} wounded still awaiting one; ${d.more === 0 ? 'no more Dustoffs needed after it' : `${d.more} more full Dustoff${d.more === 1 ? '' : 's'} needed after it (one casualty to a seat, L2395)`}`;
}
