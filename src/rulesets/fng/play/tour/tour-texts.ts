import { dustoffSeats, dustoffsNeeded } from '../../rules/missions/moves/defense-dustoff.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { userText } from '../../../../app/format.js';
import type { MissionEffect } from '../../rules/tour/after-action.js';
import type { AoKind } from '../../rules/terrain/area-of-operations.js';
import { derosLeft, currentTurn, monthName, tourOver, tourTurns } from '../../rules/tour/tour.js';
import { HQ_UNIT, OWN_SQUAD, type FngTour, type TourEvent, type TourMan } from '../../rules/tour/tour-state.js';
import type { FngView } from '../../rules/view.js';
import type { VpLine } from '../../rules/missions/mission-points.js';

/**
 * The tour of duty as text (FNG 2nd Tour, Campaign p.53–59, After the Mission p.102–105): every roll
 * with its table, seed line and dice. The tour is the players' own and told in public; of the enemy
 * only what the mission's end reveals.
 */

/** `1967-03` as the seed names months ("early January", L1238): `March 1967`; `later` months on. */
export function monthWords(label: string, later = 0): string {
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  return m ? monthName((Number(m[1]) - 1967) * 12 + Number(m[2]) - 1 + later) : label;
}

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export const ARMY = { 'us-army': 'U.S. Army', usmc: 'U.S. Marines', arvn: 'ARVN', anzac: 'ANZAC' } as const;
const AO = { dmz: 'DMZ', coastal: 'Coastal', interior: 'Interior', highlands: 'Highlands', 'free-fire-zone': 'Free Fire Zone', swamp: 'Swamp' } as const;
const STATUS = { pacified: 'Pacified (EAL −1)', contested: 'Contested', 'pro-communist': 'Pro-Communist (EAL +1)' } as const;
export const MISSION = { ambush: 'Ambush', defense: 'Defense', fight: 'Fight', patrol: 'Patrol', recon: 'Recon' } as const;
const WEATHER = { clear: 'clear skies', variable: 'variable (clear until Activation doubles, L1378)', inclement: 'inclement (aircraft may not take off, L1378)', terrible: 'terrible (aircraft grounded, LOS 12"/6", mud, paddies flooded, L1378)' } as const;
const RESULT = { good: 'a Good Mission', normal: 'a normal mission', bad: 'a Bad Mission', disastrous: 'a Disastrous Mission' } as const;
/** What the Defense's own rolls made of it (L2205): the Slick's turn, the wounded, the canteens' two turns, the civilians. */
const DEFENSE_DETAIL = (s: { readonly defense?: string; readonly slickTurn?: number; readonly wounded?: number; readonly ao?: AoKind }): string => {
  if (s.defense === 'resupply' && s.slickTurn !== undefined) return ` — the Slick comes on turn ${s.slickTurn} (1d6 + 2) and, landed, stays two full turns`;
  if (s.defense === 'wounded' && s.wounded !== undefined) {
    // "More than one Dustoff may be necessary depending upon the number of wounded" (L2206): a UH-1's seats, footnote 2 (L2395).
    const seats = dustoffSeats(s.ao);
    const full = dustoffsNeeded(s.wounded, seats);
    return ` — ${s.wounded} wounded (2d6) with a medic and an RTO, who must call the Dustoff: ${plural(full, 'full Dustoff')} to lift them (a UH-1 lifts ${seats}${s.ao === 'highlands' ? ' in the Highlands' : ''}, L2395; one "coming quickly" only 2, L2004)`;
  }
  if (s.defense === 'water-party') return ' — two unarmed troopers fill canteens for two full turns at the water, then leave by the way in';
  if (s.defense === 'check-point' || s.defense === 'bridge') return ' — until combat begins, 1d6 civilians come along the road each turn the Activation total is over 6';
  return '';
};
const DEFENSE = { 'radio-relay': 'a radio relay team on a hill', resupply: 'a resupply site', 'water-party': 'a water party', wounded: 'wounded awaiting Dustoff', 'check-point': 'a check point', bridge: 'a bridge' } as const;

const VP_ITEM: Readonly<Record<VpLine['item'], string>> = {
  capturedUnharmed: 'enemy captured unharmed',
  capturedWounded: 'enemy captured',
  confirmedDead: 'confirmed dead',
  unconfirmedDead: 'unconfirmed dead',
  fwfMia: 'our MIA',
  fwfDead: 'our dead',
  fwfWounded: 'our wounded',
  'defense-objective': 'the objective',
  'civilians-detained': 'suspects detained',
  'sectors-patrolled': 'sectors patrolled',
  'pefs-revealed': 'PEFs revealed',
  'wounded-left-behind': 'wounded left behind',
  'pcs-revealed': 'PCs revealed',
  'all-pcs-and-exit': 'every PC revealed and out in time',
  'not-exited-in-time': 'not out in time',
  'ready-support-unused': 'Ready Support unused',
  'on-demand-in-ready-list': 'On-Demand support types used',
  'on-demand-not-in-ready-list': 'On-Demand types off the Ready list',
  'civilian-casualties': 'civilian casualties',
  other: 'other',
};

const EFFECT = (e: MissionEffect): string => {
  switch (e.kind) {
    case 'medal-bonus-die':
      return 'written up in *Stars and Stripes*: +1d6 on every Medal roll this turn';
    case 'next-replacement-better':
      return 'the next replacement is one REP better than rolled (5 at most)';
    case 'replacement-dice':
      return `HQ notices the unit${e.dice < 0 ? ', badly' : ''}: ${e.dice > 0 ? '+' : '−'}1d6 on the next Replacement rolls`;
    case 'extra-weapon':
      return `the platoon gets an extra ${{ radio: 'radio', m60: 'M-60', m79: 'M-79' }[e.weapon]} [${e.die}], kept as spare kit for the players to hand out with \`/fng-tour roster figure:… kit:${e.weapon}\``;
    case 'cake-walk':
      return '"cake walk": the next mission\'s EAL is 3 at most';
    case 'stand-down':
      return 'extended stand-down: no mission next campaign turn';
    case 'no-medals':
      return 'no Medal rolls this turn';
    case 'replacements-rep-3':
      return 'every replacement this turn is REP 3';
    case 'r-and-r':
      return `the ${plural(e.soldiers, 'man', 'men')} longest in country go on R&R for the next mission`;
    case 'no-rep-increase':
      return `${e.reason === 'menial-details' ? 'menial details' : 'confined to quarters'}: nobody may test to raise REP this turn`;
    case 'no-replacements':
      return 'no replacements this turn';
    case 'platoon-leader-relieved':
      return 'the Platoon Leader is relieved; the senior NCO commands until a new lieutenant comes next turn (applied at `/fng-tour after-action`)';
    case 'leaders-relieved':
      return 'every Squad Leader and the Platoon Leader are relieved and replaced; a relieved Star is reassigned to a new platoon whose men are −1 REP, 3 at least (applied at `/fng-tour after-action`)';
  }
};

const SPARE: Readonly<Record<string, string>> = { radio: 'radio', m60: 'M-60', m79: 'M-79' };

const ROLE: Readonly<Record<string, string>> = {
  'squad-leader': 'Squad Leader',
  'jr-nco': 'Jr. NCO',
  'platoon-leader': 'Platoon Leader',
  'platoon-sergeant': 'Platoon Sergeant',
  rifleman: 'Rifleman',
  'lmg-gunner': 'LMG Gunner',
  'lmg-assistant': 'LMG Assistant',
  grenadier: 'Grenadier',
  medic: 'Medic',
  rto: 'RTO',
  'weapon-gunner': 'Weapon Gunner',
};

/** Names roster men (`fwf:s1-3`) by their id; anyone else as the view may name him. */
function namer(view: FngView, n: (key: string) => string): (key: string) => string {
  return (key) => {
    const id = key.replace(/^fwf:/, '');
    const man = view.tour?.roster.find((m) => m.id.toLowerCase() === id);
    return man ? `**${userText(man.id)}**` : n(key);
  };
}

/** One tour event as lines. */
export function tourLines(e: TourEvent, view: FngView, n0: (key: string) => string): string[] {
  const n = namer(view, n0);
  switch (e.kind) {
    case 'tour-start':
      return [
        `🎖️ **Tour of duty** (L1230–L1241): ${ARMY[e.army]} in ${e.corps} Corps from early ${monthWords(e.month)} to late ${monthWords(e.month, e.turns / 2 - 1)}, ${e.turns} campaign turns, an early and a late one each month (L1238). ${
          e.platoon ? 'The platoon is rolled on its army list (L395–L440): your squad, then the Platoon HQ and the other squads (L558)' : 'Your squad is rolled on its army list (L395–L440)'
        } ${e.parts.length ? e.parts.map((p) => faces(p)).join(' ') : ''}.`,
        `📅 DEROS (L1232): 2d6 months for every man of NCO rank or below, 1d6 for each officer (his reassignment); the Star serves the tour by \`fng.deros.star\`: ${e.men.map((m) => `${n(`fwf:${m.id.toLowerCase()}`)} ${m.deros}${m.part ? ` ${faces(m.part)}` : ''}${m.served ? ` (${m.served} served)` : ''}`).join('; ')}.`,
      ];
    case 'stand-down':
      return [`🏖️ **${e.label}**: extended stand-down (Good Mission 6, L2273) — no mission this turn. \`/fng-tour after-action\` for replacements and Short Timers.`];
    case 'contact': {
      const rep = e.rainy ? `REP ${e.target + 1} −1 for the rainy season` : `REP ${e.target}`;
      const result = e.contact ? '**contact**: Missions by the Numbers (L1320)' : e.nextThreeDice ? 'no contact; the next Contact test rolls 3d6' : 'no contact';
      return [`📅 **${e.label}** — Contact (L1312): ${e.dice}d6 ${faces(e.part)} vs the ${rep} of ${n(`fwf:${e.star.toLowerCase()}`)} → ${plural(e.passes, 'pass', 'passes')}, ${result}.${e.contact ? '' : ' `/fng-tour after-action` closes the turn.'}`];
    }
    case 'set-up': {
      const s = e.setUp;
      const ao = e.aoRounds.map((r) => r.map((c) => `${AO[c.kind]} ${c.die}${c.score !== c.die ? `+2=${c.score}` : ''}`).join(', ')).join(' / re-roll: ');
      const sections = e.terrain.map((x) => `${x.section}: ${x.pieces.join(' + ')}${x.buildings ? `, ${plural(x.buildings, 'hooch', 'hooches')}` : ''}`).join('; ');
      const extra = [
        s.ambush ? `1d6 + EAL says the squad is ${s.ambush === 'ambushing' ? '**ambushing** (L2189)' : '**ambushed** (L2189)'}` : '',
        s.defense ? `defending ${DEFENSE[s.defense]} (L2205)${DEFENSE_DETAIL(s)}` : '',
        s.reconPcs ? `${plural(s.reconPcs, 'Potential Contact')} at the start (L2248), placed with the PEFs` : '',
      ].filter(Boolean);
      return [
        `🗺️ Area of Operations (L1251, 1d6 a column, +2 to the last one's): ${ao} → **${AO[s.ao]}**. Political Status (L1256): 2d6 ${e.statusRoll.roll}${e.statusRoll.modifier ? ` ${signed(e.statusRoll.modifier)}` : ''} = ${e.statusRoll.total} → ${STATUS[s.status]}.`,
        `📻 Support Level (L1344): [${e.slFaces.join(', ')}] → SL ${s.sl}. Enemy Activity Level rolled${e.cakeWalk ? ' (cake walk: 3 at most)' : ''}: see the mission below.`,
        `🌦️ Day Part (L1356): 2d6 ${e.dayPartTotal} → ${s.dayPart}, ${s.light}, ${plural(s.dayPartTurns, 'turn')}. Weather (L1371): ${e.weatherTotal} → ${WEATHER[s.weather]}.`,
        `🎯 Mission Type (L1369): 2d6 ${e.missionTotal} → **${MISSION[s.mission]}**, ${s.length.minimumTurns} turns at least${s.length.after === 'end-roll' ? ', then 1d6 5–6 ends it each turn' : ', then (1-3) it becomes a Fight'}.${extra.length ? ` ${extra.join('; ')}.` : ''}`,
        `🌳 Terrain (Corps Terrain Generator, L1073) by section — ${sections}; civilians ${s.civilians ? 'present' : 'none'} (L1130). Laid on the board: \`/board show\`.`,
        `🪖 The squad deploys in sector ${s.deploymentSector} (L2196); ${plural(e.pefs, 'PEF')} for this mission (L2190–L2248).`,
      ];
    }
    case 'squad-out':
      return [
        `🪖 On the mission: ${e.figures.map(n).join(', ')} (place them with \`/fng figure place\`).${
          e.medic ? ` Medic Availability (L962, 1–2): [${e.medic.die}] → ${n(`fwf:${e.medic.id.toLowerCase()}`)} ${e.medic.attached ? 'goes with the squad' : 'stays with the platoon'}.` : ''
        }${
          e.machinegun ? ` Machinegun from the Platoon HQ (L399, L2182, 1–2): [${e.machinegun.die}] → ${n(`fwf:${e.machinegun.id.toLowerCase()}`)} ${e.machinegun.attached ? 'goes with the squad' : 'stays with the platoon'}.` : ''
        }${e.away.length ? ` Away: ${e.away.map((x) => `${n(`fwf:${x.id.toLowerCase()}`)} (${x.why === 'kept-back' ? 'kept back' : `${x.why === 'r-and-r' ? 'R&R' : 'recovering'}, ${plural(x.missions, 'mission')}`})`).join(', ')}.` : ''}${
          e.radio ? ` Radio from the Platoon HQ (L2182, 1–2): [${e.radio.die}] → ${e.radio.rto ? `${n(`fwf:${e.radio.rto.toLowerCase()}`)} is the squad's RTO` : 'none this mission'}.` : ''
        }${e.personnel ? ` What the squad guards (L2205), to place too: the ${e.personnel.name}, ${e.personnel.figures.map(n).join(', ')}.` : ''}`,
      ];
    case 'mission-result': {
      const count = e.bodyCount.length
        ? `Body count (L2268, 1d6, 4–6 confirmed): ${e.bodyCount.map((k) => `${n(k.victim)} [${k.die}] ${k.confirmed ? `confirmed${k.by ? ` (${n(k.by)})` : ''}` : 'unconfirmed'}`).join('; ')}.`
        : 'No enemy dead to count.';
      const vp = e.lines.map((l) => `${l.item === 'other' ? userText(l.reason ?? 'other') : VP_ITEM[l.item]}${l.count > 1 ? ` ×${l.count}` : ''} ${signed(l.vp)}`).join(', ');
      return [
        `☠️ ${count}`,
        ...(e.defense ? [defenseLine(e.defense)] : []),
        `🧮 Victory Points${e.mission ? ` of the ${MISSION[e.mission]}` : ''} (L2198–L2258): ${vp || 'none'} = **${e.vp} VP** → ${RESULT[e.result]} (L2261).`,
      ];
    }
    case 'mission-table':
      return [`🎲 ${{ good: 'Good', bad: 'Bad', disastrous: 'Disastrous' }[e.table]} Mission (L${e.table === 'good' ? 2273 : e.table === 'bad' ? 2281 : 2289}): ${e.parts.map(faces).join(' ')} → ${EFFECT(e.effect)}.`];
    case 'medal':
      if (e.outcome === 'barred') return [`🎖️ ${n(e.id)}: no Medal rolls this turn (Bad Mission 1).`];
      return [
        `🎖️ Medal of Valor (L2283) for ${n(e.id)}: ${e.dice}d6 ${faces(e.part)} vs REP → ${plural(e.passes, 'pass', 'passes')}: ${{ 'major-medal': '**Major Medal of Valor** — an extra Improve REP roll, another Attribute of his choice, and R&R next mission', medal: '**Medal of Valor** — an extra Improve REP roll', unnoticed: 'he did well, but nobody was watching' }[e.outcome]}.`,
      ];
    case 'recovery': {
      const who = n(e.id);
      if (e.outcome === 'killed') return [`✝️ ${who} was killed in action: his post is open.`];
      if (e.outcome === 'missing-in-action') return [`❔ ${who} was left behind: captured, Missing in Action (L977); his post is open.`];
      if (e.outcome === 'rejoins') return [`🩹 ${who} retired but rejoins at his REP (\`fng.recovery.retired\`).`];
      const ev = e.evacuation === 'medevac' ? ', flown out by Medevac' : e.evacuation === 'foot-or-vehicle' ? ', carried off' : '';
      const what = { recovers: 'recovers at his REP and stays with the squad', 'recovers-reduced': `recovers at REP ${e.newRep}, back as a replacement after 1/2d6 ${faces(e.parts[1])} = ${plural(e.missionsAway ?? 0, 'mission')}`, 'dies-or-sent-home': 'dies of his wounds or is sent home: his post is open' }[e.outcome];
      return [`🩹 After the Battle Recovery (L982) for ${who}${ev}: 2d6 ${faces(e.parts[0])} vs REP ${e.target}, a 6 always failing → ${plural(e.passes ?? 0, 'pass', 'passes')}: ${what}.`];
    }
    case 'rep-up': {
      const who = n(e.id);
      if (e.skipped) return [`📈 ${who} may not raise REP: ${{ 'increases-barred': 'no REP increases this turn', 'deros-over-10': 'his DEROS is over 10 (L2301, `fng.improve-rep.deros-gate`)', 'no-rolls': '' }[e.skipped]}.`];
      const rolls = e.rolls.map((r) => `[${r.die}] ${r.raised ? `+1 REP${r.attribute === 'star-chooses' ? ', the Star chooses a new Attribute' : r.attribute === 'none' ? '' : `, new Attribute ${r.attribute}`}` : 'no change'}`).join('; ');
      return [`📈 Improving REP (L2303) for ${who}: ${rolls} → REP ${e.newRep}.`];
    }
    case 'rep-down':
      return [`📉 Decreasing REP (L2308) for ${n(e.id)}: [${e.die}]${e.die !== 1 ? ' no change' : e.floored ? ` no change: REP ${e.newRep} is the least it falls to` : ` −1 → REP ${e.newRep}`}.`];
    case 'r-and-r':
      return [`🏝️ R&R (Bad Mission 4): ${e.ids.length ? e.ids.map(n).join(', ') : 'nobody'} miss${e.ids.length === 1 ? 'es' : ''} the next mission.`];
    case 'month-end': {
      const lines = e.events.map((x) =>
        x.kind === 'rotated-home'
          ? `${n(x.id)} reaches his DEROS and ${x.officer ? 'is reassigned' : 'rotates home'}`
          : `${n(x.id)} Short Timer check (L2302): [${x.check.die}] + Attributes + REP = ${x.check.total} vs ${x.check.months} months → ${x.check.becameShortTimer ? `a **Short Timer**, REP ${x.check.newRep}` : 'holds'}`,
      );
      return [`🗓️ End of ${e.month}: ${lines.length ? lines.join('; ') : 'nobody reaches DEROS or a Short Timer check'}.`];
    }
    case 'promoted':
      return [`⭐ ${n(e.id)} takes the ${ROLE[e.role] ?? e.role}'s post (Replacing Leaders, L2322).`];
    case 'replacement': {
      if (e.outcome === 'deros') return [`🆕 A man gone home at DEROS is replaced (L2307): ${n(e.id!)}, REP ${e.rep}${attr(e.attribute)}${post(e.role, e.squad)} ${e.parts.map(faces).join(' ')}.`];
      const test = e.tester ? `2d6${e.dice !== 2 ? ` (${e.dice}d6)` : ''} ${e.parts[0] ? faces(e.parts[0]) : ''} vs the REP of ${n(e.tester)} → ${plural(e.passes, 'pass', 'passes')}` : 'nobody left to ask';
      if (e.outcome === 'none') return [`🆕 Replacement (L2313): ${test}: nobody comes; the post stays open.`];
      return [`🆕 Replacement (L2313): ${test}: ${n(e.id!)}, REP ${e.rep}${e.outcome === 'lower-replacement' ? ' (the lesser replacement)' : ''}${attr(e.attribute)}${post(e.role, e.squad)} ${e.parts.slice(1).map(faces).join(' ')}.`];
    }
    case 'relieved': {
      const who = e.ids.length ? e.ids.map(n).join(', ') : 'nobody on the roster';
      const head = e.which === 'platoon-leader' ? `🪖 The Platoon Leader is relieved of command (Disastrous Mission, L2289): ${who}.` : `🪖 HQ relieves the unit's leaders (Disastrous Mission, L2289): ${who}.`;
      const platoon = e.newPlatoon
        ? ` The Star is among them: he is reassigned to a new platoon, every new man −1 REP (3 at least) ${e.newPlatoon.parts.map(faces).join(' ')} — ${e.newPlatoon.men.map((m) => `${n(`fwf:${m.id.toLowerCase()}`)} REP ${m.rep}, DEROS ${m.deros}`).join('; ')}.`
        : '';
      const lt = e.lieutenantNextTurn ? ' The senior NCO commands until a new lieutenant comes at the next After the Mission.' : '';
      return [`${head}${platoon}${lt}`];
    }
    case 'leader-generated':
      return [`🆕 A new ${ROLE[e.role] ?? e.role} is generated (Replacing Leaders, L2322)${e.squad ? ` for the ${squadTitle(e.squad)}` : ''}: ${n(e.id)}, REP ${e.rep}${attr(e.attribute)} ${e.parts.map(faces).join(' ')}.`];
    case 'roster-set': {
      const changes = [
        e.name !== undefined ? `named ${userText(e.name)}` : '',
        e.attribute !== undefined ? `chooses the Attribute ${e.attribute}${e.choicesLeft ? ` (${plural(e.choicesLeft, 'choice')} left)` : ''}` : '',
        e.kit ? `takes the spare ${SPARE[e.kit.took] ?? userText(e.kit.took)}${e.kit.returned ? `, his ${userText(e.kit.returned)} going to the spare kit` : ''}` : '',
        e.mission === undefined ? '' : e.mission ? 'goes on the next missions' : 'stays back from the next missions',
        e.rto === undefined ? '' : e.rto ? 'carries the radio when one comes with the squad' : 'no longer the squad\'s RTO',
      ].filter(Boolean);
      return [`📋 Roster: ${n(e.id)} ${changes.join('; ')}.`];
    }
    case 'next-turn':
      return [e.over ? `🏠 The tour is over: the squad's last campaign turn was ${e.label}.` : `➡️ Next campaign turn: **${e.label}** — \`/fng-tour turn\`.`];
  }
}

/** One man of the roster: REP, Attributes, wounds, months in country, DEROS, and why he is away. */
export function rosterLine(m: TourMan, month: number): string {
  const marks = [
    m.star ? 'Star' : '',
    m.kit.unit === HQ_UNIT ? 'Platoon HQ' : '',
    m.shortTimer ? 'Short Timer' : '',
    m.wounds ? plural(m.wounds, 'wound') : '',
    m.absence ? `${m.absence.reason === 'r-and-r' ? 'on R&R' : 'recovering'} (${plural(m.absence.missions, 'mission')})` : '',
    m.choices ? `${plural(m.choices, 'Attribute')} to choose` : '',
    m.stays ? 'stays back' : '',
    m.rto ? 'RTO when a radio comes' : '',
  ].filter(Boolean);
  return `\`${userText(m.id)}\` ${userText(m.name)} — ${postName(m.kit)}, REP ${m.rep}, ${userText(m.kit.weapon ?? 'unarmed')}${m.attributes.length ? `, ${m.attributes.join(', ')}` : ''}; ${plural(m.monthsInCountry, 'month')} in country, DEROS ${derosLeft(m, month)}${marks.length ? ` [${marks.join(', ')}]` : ''}`;
}

/** A man's post as the lists name it: the Marines' medic is a Corpsman (L430 note 2). */
const postName = (k: TourMan['kit']): string => (k.role === 'medic' && k.list === 'usmc' ? 'Corpsman' : (ROLE[k.role] ?? k.role));

const SQUAD_TITLE = ['1st', '2nd', '3rd', '4th'] as const;
const squadTitle = (s: number): string => `${SQUAD_TITLE[s - 1] ?? `${s}th`} Squad`;
/** A new man's Attribute, when he rolled one (the rest of the platoon roll none, L558). */
const attr = (a: string | undefined): string => (a === undefined ? ', no Attribute' : `, ${a}`);
/** His post, and his squad when it is not the players'. */
const post = (role: string | undefined, squad: number | undefined): string =>
  role || squad ? ` (${[role ? (ROLE[role] ?? role) : '', squad ? squadTitle(squad) : ''].filter(Boolean).join(', ')})` : '';

/**
 * The roster's lines: with the rest of the platoon on it (L558), by squad — the players' own first,
 * then the other squads, then the Platoon HQ; a lone squad's roster as one list.
 */
export function rosterLines(roster: readonly TourMan[], month: number): string[] {
  const line = (m: TourMan) => `• ${rosterLine(m, month)}`;
  if (!roster.some((m) => m.squad !== null && m.squad !== OWN_SQUAD)) return roster.map(line);
  const squads = [...new Set(roster.map((m) => m.squad))].sort((x, y) => (x ?? Infinity) - (y ?? Infinity));
  return squads.flatMap((s) => {
    const men = roster.filter((m) => m.squad === s);
    const title = s === null ? 'Platoon HQ' : `${squadTitle(s)}${s === OWN_SQUAD ? ' (yours, on every mission)' : ''}`;
    return [`**${title}** (${plural(men.length, 'man', 'men')})`, ...men.map(line)];
  });
}

/** `/fng-tour status`: the clock and the roster, everything public. */
export function tourStatusLines(t: FngTour): string[] {
  const over = tourOver(t);
  const now = currentTurn(t);
  const stage = over
    ? 'the tour is over'
    : t.stage === 'mission'
      ? `the ${t.setUp ? `${MISSION[t.setUp.mission]} ` : ''}mission is under way (\`/fng-mission end\` when it is done)`
      : t.stage === 'after-action'
        ? 'After the Mission is due (`/fng-tour after-action`)'
        : `next: \`/fng-tour turn\`${t.threeDice ? ' (Contact on 3d6)' : ''}`;
  const carried = [
    t.carried.cakeWalk ? 'cake walk next mission' : '',
    t.carried.standDown ? 'stand-down next turn' : '',
    t.carried.nextReplacementBetter ? 'next replacement one REP better' : '',
    t.carried.replacementDice ? `${t.carried.replacementDice > 0 ? '+' : '−'}1d6 on the next Replacement rolls` : '',
  ].filter(Boolean);
  return [
    `🎖️ **${userText(t.forceName)}**, ${ARMY[t.army]} in ${t.corps} Corps — campaign turn ${Math.min(t.turn + 1, tourTurns(t.army))} of ${tourTurns(t.army)} (${now.label}); ${stage}.${carried.length ? ` Pending: ${carried.join('; ')}.` : ''}`,
    ...rosterLines(t.roster, now.month),
    ...(t.open.length ? [`Open posts: ${t.open.map((k) => ROLE[k.role] ?? k.role).join(', ')}.`] : []),
    ...(t.generate?.length ? [`Coming at the next After the Mission: a new ${t.generate.map((k) => ROLE[k.role] ?? k.role).join(', ')}.`] : []),
    ...(t.spare?.length ? [`Spare kit: ${t.spare.map((x) => SPARE[x] ?? userText(x)).join(', ')}.`] : []),
    ...(t.history.length ? [`Turns: ${t.history.map((h) => `${h.label} ${h.contact ? `${h.mission ? MISSION[h.mission] : 'mission'}${h.vp !== undefined ? ` ${h.vp} VP` : ''}` : 'no mission'}`).join('; ')}.`] : []),
  ];
}

/** How a Defense's objective was read at its end (L2205, L2213, L2215; defense-objective.ts). */
export function defenseLine(d: { readonly outcome: 'held-clear' | 'held' | 'lost'; readonly why: string; readonly exit?: 'table' | 'players'; readonly unlifted?: number }): string {
  const outcome = { 'held-clear': 'held and clear', held: 'held', lost: 'lost' }[d.outcome];
  const why: Record<string, string> = {
    'said-lost': 'as the players said',
    'wiped-out': 'the Free World Forces were wiped out',
    'personnel-lost': 'the people it guarded were all taken out',
    'canteens-unfilled': 'the canteens were never filled',
    'not-exited': 'the water party did not get out by the squad\'s entry point with the water (read off the table)',
    'wounded-unlifted': `${d.unlifted ?? 0} of the wounded were never flown out by a Dustoff (\`fng.defense.wounded-unlifted\`)`,
    'enemy-near': 'an enemy still in the fight within 6" of it',
    clear: 'no enemy within 6" of it',
    said: 'as the players said',
  };
  const exit = d.exit === 'table' && d.why !== 'not-exited' ? ' The water party got out by the squad\'s entry point with the water (read off the table).' : d.exit === 'players' ? ' Whether the water party got out by its entry point the board could not say (no entry recorded for your side): your word stands.' : '';
  const unlifted = d.unlifted !== undefined && d.why !== 'wounded-unlifted' ? ` ${d.unlifted} of the wounded were not flown out.` : '';
  return `🛡️ The Defense's objective (L2205, L2213, L2215): **${outcome}** — ${why[d.why] ?? d.why}.${exit}${unlifted}`;
}
