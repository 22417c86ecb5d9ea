import { holdsText, sidePefStatusLines } from './head-to-head-texts.js';
import { formatPoint } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { userText } from '../../../../app/format.js';
import type { FngEvent } from '../../rules/game/events.js';
import type { FngView } from '../../rules/view.js';
import { supportStatusLines } from '../support/support-texts.js';
import { civilianStatusLine } from '../hazards/civilian-texts.js';
import { holdWords } from '../../rules/enemy/moves/enemy-groups.js';

/** The texts of the enemy's side (part 2): what the channel may know of what the bot did. */

type EventOf<K extends FngEvent['kind']> = Extract<FngEvent, { readonly kind: K }>;

const AREA: Readonly<Record<EventOf<'mission'>['area'], string>> = {
  dmz: 'the DMZ',
  coastal: 'Coastal',
  interior: 'Interior',
  highlands: 'Highlands',
  'free-fire-zone': 'a Free Fire Zone',
  swamp: 'Swamp',
};

const STATUS = { pacified: 'Pacified', contested: 'Contested', 'pro-communist': 'Pro-Communist' } as const;

const MISSION = { ambush: 'Ambush', defense: 'Defense', fight: 'Fight', patrol: 'Patrol', recon: 'Recon' } as const;
const WEATHER_WORDS = {
  clear: 'clear skies',
  variable: 'variable weather (clear until Activation doubles, L1378)',
  inclement: 'inclement weather (aircraft (1-2) may not take off, 1/2d6 turns late; radio calls −1)',
  terrible: 'terrible weather (aircraft grounded; sight 12" by day, 6" at night, half in other terrain; radio calls −1)',
} as const;

/** When the mission stands in the day, and its weather (L1345, L1350): the words every mission line shares. */
export function lightAndWeather(m: { readonly night: boolean; readonly dayPart?: { readonly name: string; readonly turnsLeft: number }; readonly weather?: keyof typeof WEATHER_WORDS }): string {
  const when = m.dayPart ? `${m.dayPart.name} (${m.night ? 'night' : 'daylight'}, ${m.dayPart.turnsLeft} turn${m.dayPart.turnsLeft === 1 ? '' : 's'} of it left)` : `by ${m.night ? 'night' : 'day'}`;
  return m.weather && m.weather !== 'clear' ? `${when}, ${WEATHER_WORDS[m.weather]}` : when;
}

/** The mission's type and how it ends (L2189, L2204, L2222–L2224, L2252). */
export function missionKind(m: { readonly type?: keyof typeof MISSION; readonly length?: { readonly minimumTurns: number; readonly after: 'end-roll' | 'may-become-fight' }; readonly ambush?: 'ambushing' | 'ambushed' }): string {
  if (!m.type || !m.length) return '';
  const role = m.ambush ? ` (the squad is ${m.ambush})` : '';
  const end = m.length.after === 'end-roll' ? `${m.length.minimumTurns} turns, then 1d6 at each turn's end, 5–6 ends it` : `${m.length.minimumTurns} turns, then (1-3) it becomes a Fight, else it ends`;
  return ` ${MISSION[m.type]}${role}: ${end}.`;
}

/** A mission begins (p.54–61): where, the levels as the public may know them, and the PEFs placed by section. */
export function missionLines(e: EventOf<'mission'>): string[] {
  const eal = e.eal === undefined ? 'EAL sealed (house rule `fng.eal.hidden`: committed below, published at the end)' : `EAL ${e.eal}, PEF REP ${e.pefRep ?? e.eal}`;
  if (e.headToHead) {
    return [
      `🗺️ **Mission** in ${e.corps} Corps, ${AREA[e.area]} (${STATUS[e.status]}), ${lightAndWeather(e)}. FWF Support Level ${e.sl}; EAL ${e.eal ?? '—'}.${missionKind(e)} Head to head: each side plays its own (L1221–L1227).`,
      `❓ ${e.pefs.length} PEFs placed, three a side (L1226; L1392, 1d6 for the section each): ${e.pefs.map((p) => `${p.id} section ${p.sector} at ${formatPoint(p.at)}`).join('; ')}.`,
    ];
  }
  return [
    `🗺️ **Mission** in ${e.corps} Corps, ${AREA[e.area]} (${STATUS[e.status]}), ${lightAndWeather(e)}. FWF Support Level ${e.sl}; ${eal}.${missionKind(e)} The bot plays the enemy.`,
    `❓ ${e.pefs.length} PEF${e.pefs.length === 1 ? '' : 's'} placed (L1392, 1d6 for the section each): ${e.pefs.map((p) => `${p.id}${p.pc ? ' (a Potential Contact to scout, L2248)' : ''} section ${p.sector} at ${formatPoint(p.at)}`).join('; ')}.`,
  ];
}

/** The mission's clock at a turn's end and its weather changing (L1347, L1350, L1641, L2189, L2204). */
export function clockLines(e: EventOf<'day-part' | 'aircraft-weather' | 'weather' | 'mission-clock'>): string[] {
  switch (e.kind) {
    case 'aircraft-weather':
      return [e.grounded ? `🌧️ Inclement weather (L1378): 1d6${dice(e.parts)} → (1-2), the ${e.for} support ${e.id} cannot get off the ground.` : `🌧️ Inclement weather (L1378): 1d6${dice(e.parts)} → airborne, ${e.id} comes ${e.late} turn${e.late === 1 ? '' : 's'} later than listed.`];
    case 'day-part':
      return [`🌗 The Day Part moves on (L1356): **${e.name}**, ${e.night ? 'night' : 'daylight'}, ${e.turns} turn${e.turns === 1 ? '' : 's'}${dice(e.parts)}.${e.night ? ' Sight at night: 12" in the open (L806).' : ''}`];
    case 'weather': {
      if (e.why === 'shower') return [`🌧️ The sudden shower (L1648): ${WEATHER_WORDS[e.weather]} for this one turn.`];
      if (e.why === 'shower-over') return [`🌦️ The shower's turn is over (L1648): ${WEATHER_WORDS[e.weather]} again.`];
      const why = e.why === 'doubles' ? `the first Activation doubles (${e.total ?? ''}) settle the variable weather (L1350)` : `a Random Event turns the weather ${e.why} (L1641)`;
      return [`🌦️ ${cap(why)}: ${WEATHER_WORDS[e.weather]} for the rest of the mission.`];
    }
    case 'mission-clock': {
      if (e.becomesFight !== undefined) return [`⏱️ The Ambush's six turns are played (L2189): 1d6 [${e.die}] → ${e.becomesFight ? "(1-3): its objectives become a **Fight**'s, and it plays on as one" : 'it ends'}.`];
      return [`⏱️ End of turn ${e.turn}, the ${MISSION[e.mission]}'s turns played (L2204, L2222): 1d6 [${e.die}] → ${e.ends ? '5–6, **the mission ends**' : 'it goes on another turn'}.`];
    }
  }
}

/** The mission and the PEF markers as a view may know them, for `/fng status` and `/fng-mission status`. */
export function missionStatusLines(v: FngView): string[] {
  const m = v.mission;
  // Head to head the PEFs are noted before any mission: each side sees its own notes.
  if (!m) return sidePefStatusLines(v);
  const eal = m.eal === undefined ? 'EAL sealed' : `EAL ${m.eal}, PEF REP ${m.pefRep ?? m.eal}`;
  const enemy = m.enemy ? ` First contact: the enemy is ${ENEMY[m.enemy]}${m.activity ? ` (Activity: ${ACTIVITY[m.activity]})` : ''}.` : ' No contact yet.';
  const lines = [`🗺️ Mission: ${m.corps} Corps, ${AREA[m.area]} (${STATUS[m.status]}), ${lightAndWeather(m)}; FWF Support Level ${m.sl}; ${eal}.${missionKind(m)}${enemy}`];
  if (m.ended) lines.push(`🏁 The mission ended on turn ${m.ended.turn}${m.ended.by === 'time' && !m.ended.counted ? ': its time is up — `/fng-mission end` counts it' : ''}.`);
  if (!v.headToHead) lines.push(v.pefs.length ? `❓ PEFs: ${v.pefs.map((p) => `${p.id}${p.pc ? ' (PC)' : ''} at ${formatPoint(p.at)}${p.moved ? ' (has moved)' : ''}`).join('; ')}.` : '❓ No PEFs on the table.');
  lines.push(...sidePefStatusLines(v));
  lines.push(...supportStatusLines(v.support));
  if (v.claymores?.length) lines.push(`💣 Claymores out (L783): ${v.claymores.map((c) => `${c.id} at ${formatPoint(c.at)} faced at ${formatPoint(c.toward)}`).join('; ')}.`);
  lines.push(...civilianStatusLine(v.civilians ?? []));
  if (v.traps.length) lines.push(`🪤 Traps laid${m.ended ? '' : ' (GM only)'}: ${v.traps.map((t) => `${t.id} ${t.type} at ${formatPoint(t.at)}`).join('; ')}.`);
  return lines;
}

export const ENEMY = { lvc: 'Local VC', mfvc: 'Main Force VC', nva: 'NVA' } as const;
const ACTIVITY = { 'stepped-in-it': "We've stepped in it!", 'business-as-usual': 'business as usual', 'wheres-charlie': "Where's Charlie?" } as const;

type EnemyEvent = EventOf<'mission-end' | 'recon' | 'enemy-dice' | 'pef-moved' | 'pef-resolved' | 'first-contact' | 'enemy-arrives' | 'enemy-barrage' | 'pc-found' | 'trap-laid' | 'trap' | 'enemy-group' | 'enemy-hold' | 'random-effect' | 'withdrew' | 'melt-away' | 'reinforcement-test' | 'random-event' | 'enemy-done'>;

/** The reinforcement results that fire from off the table (L2117–L2154), and an on-table team's tubes. */
const BARRAGE: Readonly<Record<string, string>> = {
  'medium-mortar-barrage': "the enemy's three-round medium mortar barrage",
  'medium-artillery-barrage': "the enemy's three-round medium artillery barrage",
  'medium-artillery-barrage-pair': "the enemy's pair of three-round medium artillery barrages",
};
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const dice = (parts: readonly RolledPart[] | undefined): string => (parts && parts.length ? ` ${parts.map((p) => `[${p.faces.join(', ')}]`).join(' ')}` : '');

const SITE: Readonly<Record<string, string>> = {
  nothing: 'nothing there',
  'bunker-2': 'a two-man bunker (DV3)',
  'bunker-2-campfire': 'a two-man bunker (DV3) with a campfire area',
  'hooch-a': 'a grass hooch',
  'hooch-b': 'a grass hooch',
  'hooch-c': 'a grass hooch',
  'tunnel-entrance': 'a tunnel entrance',
  'bunker-4-lmg': 'a four-man fighting bunker (DV4)',
  'bunker-4-mmg': 'a four-man fighting bunker (DV4)',
  'foxholes-half-squad': 'two-man foxholes',
  'foxholes-squad': 'two-man foxholes',
  'rest-stop': 'a rest stop',
  'bunker-line': 'a bunker line',
  camp: 'a camp',
  'aa-position': 'an anti-aircraft position',
  'battalion-hq': 'a battalion HQ',
  'battalion-hq-bhq': 'a battalion HQ',
  'truck-park': 'a truck park',
  'pow-camp': 'a POW camp',
  'regimental-hq': 'a regimental HQ',
};

const CONTENTS: Readonly<Record<string, string>> = {
  empty: 'empty',
  supplies: 'a cache of supplies',
  unusable: 'old and unusable',
  'two-riflemen': 'two riflemen inside',
  riflemen: 'riflemen inside',
  'lmg-team': 'an LMG team inside',
  'mmg-team': 'an MMG team inside',
  'hmg-team': 'an HMG team inside',
  'half-squad': 'a half squad inside',
  squad: 'a squad inside',
  platoon: 'a platoon',
  'platoon-and-bhq': 'a platoon and its battalion HQ',
  'platoon-and-rhq': 'a platoon and its regimental HQ',
  'mechanics-and-half-squad': 'mechanics and a half squad',
  'squad-and-prisoners': 'a squad and ARVN prisoners',
};

const RANDOM_EVENT: Readonly<Record<string, string>> = {
  'weather-worse': 'the weather turns one level worse',
  'radio-jammed': 'radio jammed: the FWF cannot Make the Call for 1/2d6 turns',
  'booby-trap': 'a booby trap!',
  'weather-better': 'the weather turns one level better',
  'spider-hole': 'a spider hole (p.71)',
  withdraw: 'this side withdraws (the table decides how)',
  lull: 'a lull in the fighting',
  revive: 'a casualty revives',
  'new-barrel': 'new barrel: this side\'s first LMG to fire counts its gunner +1 REP for one attack',
  'sudden-shower': 'a sudden shower (or clear pocket) next turn',
  'reduced-support': 'reduced support',
  'only-wounded': 'only wounded: an Obviously Dead Free World figure is Out of the Fight instead',
  'random-artillery': 'random artillery falls',
  'increased-support': 'increased support',
  decisive: 'a decisive moment for this side',
  'end-mission': 'the mission ends',
};

/** Which way the bot took "through cover" (L1409, cover-route.ts), and why, in a few words. */
export function routeText(r: NonNullable<EventOf<'pef-moved'>['route']>, players: string): string {
  if (r.kind === 'straight') return `straight at ${players}'s nearest figure (no cover leads toward them)`;
  const names = r.through.map((x) => `${userText(x.name)} (from ${formatPoint(x.at)})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `through ${list}${r.hidden ? `, out of ${players}'s sight` : ''}`;
}

/** The enemy's events from one view: what a player could see at the table, and the dice the GM alone sees as `enemy-dice`. */
export function enemyEventLines(e: EnemyEvent, v: FngView, n: (k: string) => string): string[] {
  const side = (s: 'fwf' | 'cf') => `**${userText(s === 'fwf' ? v.sides[0] : v.sides[1])}**`;
  switch (e.kind) {
    case 'mission-end': {
      const lines = [
        e.by === 'time'
          ? `🏁 The mission's time is up on turn ${e.turn}: no more orders in it. \`/fng-mission end\` counts it (body count, Victory Points, result).`
          : e.by === 'event'
            ? `🏁 Echo Mike! The mission ends on turn ${e.turn} (L1648): no more orders in it. \`/fng-mission end\` counts it as if the squad exited the table.`
            : `🏁 The mission ends on turn ${e.turn}: no more orders in it.`,
      ];
      if (e.sealed.length && !e.sidePefs) lines.push(`🔓 What the enemy sealed is disclosed: EAL ${e.eal}, PEF REP ${e.pefRep}.`);
      if (e.sidePefs?.length) lines.push(`🔓 PEFs never resolved, their notes disclosed: ${e.sidePefs.map((p) => `${p.pef} (${side(p.side)}) held ${holdsText(p.holds)}`).join('; ')}.`);
      if (e.traps.length) lines.push(`🪤 Traps never found: ${e.traps.map((t) => `${t.id} (${t.type}) at ${formatPoint(t.at)}`).join('; ')}.`);
      if (e.pefs.length) lines.push(`❓ ${e.pefs.join(', ')} never resolved: what a PEF is is rolled only when it is (L1405), so ${e.pefs.length === 1 ? 'it' : 'they'} held nothing yet.`);
      return lines;
    }
    case 'enemy-dice':
      return [`🎲 ${e.what}${dice(e.parts)}`];
    case 'pef-moved':
      if (e.how === 'stays') return [`❓ ${e.pef} does not move.`];
      if (e.how === 'split') return [`❓ ${e.pef} splits: a new PEF, ${e.split ?? ''}, appears beside it.`];
      return [`❓ ${e.pef} moves from ${formatPoint(e.from)} to ${formatPoint(e.to)}${e.route ? ` ${routeText(e.route, side('fwf'))}` : ''}${e.inSight ? ' — into sight' : ''}.`];
    case 'pef-resolved': {
      const what = { 'false-alarm': 'a false alarm: just a case of the nerves', 'no-contact': 'nothing: no contact', contact: 'Contact!', 'potential-contact': 'something there…' }[e.outcome];
      return [`👁️ ${e.pef} at ${formatPoint(e.at)} is resolved (seen by ${n(`fwf:${e.by.toLowerCase()}`)}, L1405): ${what}`];
    }
    case 'first-contact':
      return [`⚠️ **First Contact** (L1558): the enemy is ${ENEMY[e.enemy]}${dice(e.parts)}.`];
    case 'enemy-arrives':
      if (e.note === 'tank') {
        return [
          `🛡️ **An enemy tank** (L2154) comes on at ${formatPoint(e.at)}. FNG 2nd Tour has no rules for vehicles on the table (they are in its Book 2), so the bot does not play it: the GM places a tank model there and plays it by hand — moving it, firing its guns and settling any hits on it at the table — and tells the channel what it does.`,
        ];
      }
      if (e.figures.length === 0) return [`🎯 The enemy's ${e.unit.replaceAll('-', ' ')} is off the table: the GM plays it out.`];
      return [`🎯 ${e.why === 'reinforcements' ? 'Reinforcements' : 'Enemy'} at ${formatPoint(e.at)}: ${e.unit.replaceAll('-', ' ')} — ${e.figures.map(n).join(', ')}${e.laid ? laidText(e.laid, e.figures.length) : ''}.`];
    case 'enemy-barrage': {
      const what = BARRAGE[e.what] ?? `enemy ${e.what}`;
      const w = e.weapon === 'mortar' ? { blast: 6, impact: 2, line: 'L1796' } : { blast: 12, impact: 4, line: 'L1822' };
      if (!e.target) return [`💣 ${cap(what)} comes, but no Free World group is in the enemy's sight clear of its own men: ${e.why === 'team' ? 'it holds its fire' : 'the barrage is lost'} (L2108).`];
      const fires = e.why === 'team' ? `**${cap(what)}** fires its tubes (a Mortar Fire Mission, L1784) on` : `**${cap(what)}** falls on`;
      return [
        `💣 ${fires} the farthest Free World group in the enemy's sight (L2108) — ${e.target.map(n).join(', ')} — aimed at ${formatPoint(e.aim!)}${e.caller ? `, called by ${n(e.caller)}` : ''}: ${e.rounds} rounds, each a ${w.blast}" blast at Impact ${w.impact} (${w.line}); where each lands:`,
      ];
    }
    case 'pc-found':
      return [`🏚️ ${e.pef ? `${e.pef}: ` : ''}${SITE[e.site] ?? e.site.replaceAll('-', ' ')}${e.contents ? ` — ${CONTENTS[e.contents] ?? e.contents}` : ''}.`];
    case 'trap-laid':
      return [`🪤 ${e.trap}.`];
    case 'trap': {
      const test = e.passes === undefined ? '' : ` Disarm Trap (L1506, 2d6 vs REP ${e.rep ?? ''}, a 6 always fails):${dice(e.parts)} → ${e.passes} passed.`;
      const out = e.outcome === 'explodes' ? (e.type === 'wide-spread' ? 'it explodes: a 5" blast, Impact 2 (L1511).' : 'it goes off: an Impact 1 hit on him alone (L1514).') : 'deactivated.';
      return [`💥 **Booby trap!** ${n(e.figure)} sets off a ${e.type} trap.${test} ${out}`];
    }
    case 'enemy-group':
      return [`🔻 Enemy group ${e.unit} (leader ${n(`cf:${e.leader.toLowerCase()}`)}, die ${e.die}): ${e.tactics === 'action' ? `VC/NVA Action (L1604) → ${e.row}` : e.tactics === 'ambush' ? 'the Ambush, not spotted (L2192)' : e.tactics === 'lull' ? 'a lull in the battle (L1641), no voluntary move' : 'Defensive Tactics (L1627)'}${dice(e.parts)} — ${e.doing}${e.route ? `, ${routeText(e.route, side('fwf'))}` : ''}.`];
    case 'enemy-hold': {
      const groups = e.groups.map((x) => `${x.unit} (leader ${n(`cf:${x.leader.toLowerCase()}`)})`);
      const who = groups.length === 1 ? `Enemy group ${groups[0]}` : `Enemy groups ${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}`;
      return [`🔻 ${who}, die ${e.die}: Defensive Tactics (L1627)${dice(e.parts)} — ${groups.length === 1 ? 'holds' : 'hold'}, firing at nobody: ${holdWords(e.why)}.`];
    }
    case 'random-effect':
      return [randomEffectText(e.effect, v, n)];
    case 'withdrew':
      return [
        `↩️ ${e.unit ? `Enemy group ${e.unit}` : `${e.pef ?? 'A PEF'}`} withdraws at best speed (L1641)${e.left.length ? `: ${e.left.map(n).join(', ')} ${e.left.length === 1 ? 'leaves' : 'leave'} the table` : ''}${e.gone ? '; it is gone.' : '.'}`,
      ];
    case 'melt-away':
      return [
        e.sneaky
          ? `🌫️ Sneaky Local VC (L1501): enemy unit ${e.unit}, out of sight a full turn, is gone; two PEFs, ${e.pefs.join(' and ')}, in the nearest section free of your figures.`
          : `🌫️ Enemy group ${e.unit} melts away (L1625): two PEFs, ${e.pefs.join(' and ')}, in its place.`,
      ];
    case 'reinforcement-test':
      if (e.side === 'fwf') return [`📻 Reinforcements test (L2061), ${side('fwf')} vs SL:${dice(e.parts)} → ${e.passes} passed: ${e.arrival === 'none' ? 'none this time' : `${e.arrival.replaceAll('-', ' ')} (muster troops with \`/fng force\`; support with \`/fng-mission\`)`}.`];
      return [`📻 The total is 7: the enemy tests for reinforcements (L2061) — ${e.arrival === 'none' ? 'none this time' : e.arrival}.`];
    case 'random-event':
      return [`🎲 **Random Event** (L1626, doubles + 1d6 = ${e.total})${dice(e.parts)}: ${RANDOM_EVENT[e.event] ?? e.event}${e.side ? ` (${side(e.side)})` : ''}${e.applies ? '' : ' — it does not apply to the VC/NVA'}.`];
    case 'enemy-done':
      return [e.note];
    case 'recon':
      return [
        `🔫 Recon by Fire on ${e.pef} (L853, TR d6 each, sixes against the PEF's REP): ${e.firers.map((f, i) => `${n(f.figure)}${dice([e.parts[i]!])} ${f.sixes} six${f.sixes === 1 ? '' : 'es'}${f.ones ? `, ${f.ones} one${f.ones === 1 ? '' : 's'}` : ''}`).join('; ')} → ${e.sixes} in all: ${e.resolved ? `more than its REP — ${e.pef} is resolved.` : `not more than its REP: ${e.pef} stays a PEF.`}`,
      ];
  }
}

/** Where troops that came on were laid, and why (deployment.ts). */
function laidText(l: NonNullable<EventOf<'enemy-arrives'>['laid']>, count: number): string {
  const given = `${l.cover}${l.features.length ? ` (${l.features.join(', ')})` : ''}`;
  // The spot's cover is the leader's: where the group spread past it into the open, the line says so (a platoon is not all in the jungle because its leader is).
  const some = l.open !== undefined && l.open > 0 && l.open < count;
  const where = l.cover === 'none' ? ' in the open, no cover near' : some ? `, the leader in ${given}, ${l.open} of the ${count} in the open` : ` in ${given}`;
  const kept = l.keptOut === undefined ? '' : `, kept ${l.keptOut}" clear of your figures and short of them (house rule \`fng.enemy.keep-out-inches\`)`;
  return `; laid from ${formatPoint(l.leader)}${where}: the best cover nearest the spot, as a group (L2210)${kept}`;
}

/** What a Random Event did on the table (random-event-play.ts), its dice with it. */
function randomEffectText(e: EventOf<'random-effect'>['effect'], v: FngView, n: (k: string) => string): string {
  const side = (s: 'fwf' | 'cf') => `**${userText(s === 'fwf' ? v.sides[0] : v.sides[1])}**`;
  switch (e.what) {
    case 'radio-jammed':
      return `📻 Radio jammed (L1641): 1/2d6${dice([e.part])} → ${e.turns} turn${e.turns === 1 ? '' : 's'}: no Free World call can be made through turn ${e.until}.`;
    case 'withdraw':
      if (e.none) return `↩️ ${side(e.side)} has no group${e.side === 'cf' ? ' or PEF' : ''} to withdraw (L1641): its next reinforcements do not come.`;
      return `↩️ ${e.unit ? `Enemy group ${e.unit}` : e.pef ? e.pef : `${side(e.side)}'s group ${(e.figures ?? []).map(n).join(', ')}`}, the farthest from the enemy, is ordered to withdraw (L1641): to the table's edge at ${formatPoint(e.edge!)} at best speed, until it leaves the table${e.side === 'fwf' ? ' — move it there.' : '.'}`;
    case 'lull':
      return `🤫 A lull in the battle, turn ${e.turn} (L1641): only figures already in sight may fire; no voluntary moves but from the open into cover (PEFs too); no airstrikes; medics act as normal.`;
    case 'revive':
      return `🩹 A casualty revives (L1641): 1d6${dice([e.part])} → ${side(e.side)}: ${e.figure ? `${n(e.figure)} is back to normal, no REP lost.` : 'nobody of theirs is Out of the Fight.'}`;
    case 'new-barrel':
      return `🔧 New barrel (L1648): ${side(e.side)}'s first LMG to fire counts its gunner +1 REP for that attack.`;
    case 'shower':
      return `🌧️ Sudden ${e.weather === 'terrible' ? 'shower' : 'clear pocket'} (L1648): turn ${e.turn} is ${WEATHER_WORDS[e.weather]}, then the weather is as before.`;
    case 'support':
      return e.level === 'sl'
        ? `📻 ${e.change > 0 ? 'Increased' : 'Reduced'} support (L1648): 1d6${dice([e.part])} → the Free World Support Level ${e.change > 0 ? 'rises' : 'falls'} by one, to ${e.now}.`
        : `📻 ${e.change > 0 ? 'Increased' : 'Reduced'} support (L1648): 1d6${dice([e.part])} → the enemy's EAL ${e.change > 0 ? 'rises' : 'falls'} by one.`;
    case 'only-wounded':
      return e.figure ? `🩹 Only wounded (L1648): ${n(e.figure)} was not dead after all — Out of the Fight instead.` : '🩹 Only wounded (L1648): no Free World figure lies Obviously Dead.';
    case 'random-artillery':
      return `💥 Random artillery (L1648): 1d6 a section${dice(e.parts)} → section ${e.section}: three artillery rounds at its centre, ${formatPoint(e.aim)}, each rolling deviation from the players' edge.`;
    case 'artillery-round':
      return `Artillery round ${e.round}: deviation 1d6${dice([e.part])} → lands at ${formatPoint(e.lands)}.`;
    case 'decisive':
      if (e.pef) return `⚡ Decisive (L1648): 1d6 a group or PEF${dice(e.parts)} → ${e.pef} is +1 REP for the rest of the game.`;
      return e.figure ? `⚡ Decisive (L1648): 1d6 a group${dice(e.parts)} → ${n(e.figure)} is +1 REP for the rest of the game, but not to fire his weapons.` : `⚡ Decisive (L1648): ${side(e.side)} has no group on the table.`;
    case 'end-mission':
      return '🏁 Echo Mike! End Mission! (L1648): Charlie disappears.';
    case 'no-reinforcements':
      return e.lull
        ? `📻 ${side(e.side)}'s reinforcements are due, but none arrive: in a lull only medevacs enter the table (L1641).`
        : `📻 ${side(e.side)}'s reinforcements are due, but none arrive: a withdrawal with nobody to withdraw took them (L1641).`;
  }
}
