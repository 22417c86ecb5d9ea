import { formatPoint } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { userText } from '../../../../app/format.js';
import { NON_APR_HIT_TOTAL } from '../../rules/terrain/buildings.js';
import type { FngEvent } from '../../rules/game/events.js';
import type { BuildingCell, CollapseTold } from '../../rules/terrain/building-floors.js';
import type { TunnelTurn } from '../../rules/tunnels/underground.js';
import type { SurvivalRoll } from '../../rules/tunnels/tunnels.js';

/**
 * The terrain's hazards as text: tunnels (L1517–L1566). Public lines say only what the table would
 * see or hear (who goes down, gunfire or an explosion below, who comes up); what happens below is in
 * the private lines, for the player who gave the order, and in full (the sealed EAL's part) for the GM.
 */

export type HazardEvent = Extract<
  FngEvent,
  {
    readonly kind:
      | 'tunnel-enter'
      | 'tunnel-turn'
      | 'tunnel-blast'
      | 'building-fire'
      | 'bunker-suppress'
      | 'wade'
      | 'swim'
      | 'current'
      | 'water-depth'
      | 'swimmer-distress'
      | 'civilians'
      | 'civilian-reaction'
      | 'speak-local'
      | 'ignite'
      | 'in-a-fire'
      | 'fire-turn'
      | 'floor-move';
  }
>;

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
/** A figure by its key: its id is public once it has stood on the table. */
const nameOf = (key: string): string => `**${userText(key.slice(key.indexOf(':') + 1))}**`;
const names = (keys: readonly string[]): string => keys.map(nameOf).join(', ');
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** What the channel may know of a hazard event. */
export function hazardLines(e: HazardEvent): string[] {
  switch (e.kind) {
    case 'tunnel-enter':
      return [`🕳️ ${names(e.figures)} go${e.figures.length === 1 ? 'es' : ''} down the tunnel at ${formatPoint(e.entrance)} (party ${e.party}; 4" of the move, L1523). What befalls them below goes to their player alone until they come up.`];
    case 'tunnel-turn':
      return tunnelPublic(e.turn);
    case 'tunnel-blast':
      return [
        `💥 ${e.figure === undefined ? `Charges set on a timer go off in the tunnel at ${formatPoint(e.entrance)} at the turn's end` : `${nameOf(e.figure)} fires the charges laid in the tunnel at ${formatPoint(e.entrance)}`}: an explosion below (L${e.timed ? '788, L' : ''}1559–L1561).${e.seals ? ' The entrance caves in: it is sealed.' : ''}`,
      ];
    case 'building-fire':
      return buildingLines(e.shot);
    case 'floor-move':
      return e.from === e.to
        ? [`🪜 ${nameOf(e.figure)} stops short of the stairs: he stays on ${levelWords(e.from)} of ${userText(e.feature)}.`]
        : [`🪜 ${nameOf(e.figure)} goes ${e.to > e.from ? 'up' : 'down'} to ${levelWords(e.to)} of ${userText(e.feature)} by stairs, a ladder or a hole: half his move (L1002).`];
    case 'civilians': {
      const c = e.scene;
      const head = `👥 Civilians at ${userText(c.feature)} (L1130): d6 ${faces(c.presence.part)} vs Population Value ${c.populationValue}`;
      if (!c.presence.present) return [`${head} → none here.`];
      const each = c.civilians.map((x, i) => `${i + 1}: ${x.distance}" from it, ${faces(x.part)} ${ACTIVITY[x.activity]}`);
      return [`${head} → ${c.civilians.length} of them (1/2d6 ${faces(c.parts[0])}, L1273), REP 2: ${each.join('; ')} (L1275–L1288). A civilian casualty costs 1 VP (L1281).`];
    }
    case 'civilian-reaction':
      return [`👥 The civilians at ${userText(e.feature)} react (L1269): 2d6 ${faces(e.parts[0])} vs REP 2 → ${e.passes} passed: ${CIVILIAN_REACTION[e.reaction]}${e.parts[1] ? ` ${faces(e.parts[1])}` : ''}.`];
    case 'speak-local': {
      const r = e.result;
      const them = r.civilianSuccesses === undefined ? '' : e.sealed ? ` against the civilian's ${r.civilianSuccesses} (his dice, the EAL's, are the GM's)` : ` against the civilian's ${r.civilianDice}d6 ${faces(r.parts[1])}: ${r.civilianSuccesses}`;
      const own = r.playerSuccesses === undefined ? 'Fluent: no roll' : `${r.playerDice}d6 ${faces(r.parts[0])}: ${r.playerSuccesses} successes${them}`;
      const reveal = r.result === 'reveals-nearest' ? ` ${faces(r.parts[2])}` : '';
      return [`🗣️ ${nameOf(e.figure)} speaks with a civilian (Speak Local, L1290–L1298): ${own} → ${SPEAK[r.result]}${reveal}${r.result === 'reveals-nearest' ? (r.reveals === 'pef' ? ': the nearest PEF' : ': the nearest booby trap') : ''}.`];
    }
    case 'ignite':
      return [
        e.lit
          ? `🔥 ${names(e.figures)} set ${userText(e.feature)} alight (L1038): it burns, losing a point of DV each turn from ${e.dv}; at 0 anyone inside is Obviously Dead and the smoke never clears (L1041, L1054).`
          : `🔥 ${names(e.figures)} work at lighting ${userText(e.feature)} (L1038): ${e.done} of ${e.needed} full activations.`,
      ];
    case 'in-a-fire': {
      if (!e.result) return [`🔥 ${userText(e.feature)} has burnt down to DV 0: anyone still inside is Obviously Dead (L1041).`];
      const r = e.result;
      const leave = e.to ? `he leaves the building, to ${formatPoint(e.to)}` : 'he leaves the building (his player moves him out)';
      const out = r.outcome === 'leave' ? leave : r.outcome === 'carry-on' ? 'he carries on inside' : 'burned: hit at Impact 3, Stunned counting as Out of the Fight; −1d6 on After the Battle Recovery';
      const when = e.turnEnd ? ', at the turn\'s end (he had not tested this turn)' : '';
      return [`🔥 ${nameOf(e.figure)} In a Fire in ${userText(e.feature)}, DV ${e.dv}${when} (L1043): 2d6 ${faces(r.part)} vs REP ${r.rep} → ${r.passes} passed: ${out}.`];
    }
    case 'fire-turn': {
      if (!e.out) return [`🔥 ${userText(e.feature)} burns: DV ${e.dv} next turn (L1041).`];
      const dead = e.dead.length ? ` ${names(e.dead)}, still inside, ${e.dead.length === 1 ? 'is' : 'are'} Obviously Dead.` : '';
      const spread = e.caught.length ? ` The fire spreads to ${e.caught.map(userText).join(', ')} (within ${e.spreadInches}" of it), burning from next turn.` : '';
      return [`🔥 ${userText(e.feature)} has burnt down to DV 0 and is out (L1041, L1054).${dead}${spread}`];
    }
    case 'current':
      return [`🌊 The current (${e.current}) carries ${nameOf(e.figure)} ${e.inches}" downstream in ${userText(e.water)}, towards the ${e.downstream}, to ${formatPoint(e.to)} (L1176).`];
    case 'water-depth':
      return [`🌊 ${nameOf(e.figure)} is carried past the stretch whose depth is known: depth ${faces(e.part)} ${e.depth} here (L1179).${e.depth === 1 ? ' He finds his feet.' : ''}`];
    case 'swimmer-distress':
      if (e.why === 'big-trouble') return [`🌊 ${nameOf(e.figure)}, in Big Trouble in ${userText(e.water)}, failed again and nobody reached him: he drowns (L1189).`];
      return [
        e.drowns
          ? `🌊 ${nameOf(e.figure)}, Out of the Fight in ${userText(e.water)} with nobody to keep him up, drowns (L1195).`
          : `🌊 ${nameOf(e.figure)}, Out of the Fight in ${userText(e.water)}, stays afloat this turn; unless a swimmer reaches him (\`/fng-mission swim tow:\`) he drowns (L1195).`,
      ];
    case 'wade': {
      const found = e.rolled === 'both' ? `depth ${faces(e.parts[0])} ${e.depth}, current ${faces(e.parts[1])} ${e.current} (the current holds for all ${userText(e.water)} this mission)` : e.rolled === 'depth' ? `depth ${faces(e.parts[0])} ${e.depth} (current ${e.current}, known)` : `depth ${e.depth} and current ${e.current}, known`;
      return [`🌊 ${nameOf(e.figure)} wades into ${userText(e.water)} at ${formatPoint(e.at)} (L1179): ${found}. ${DEPTH_TEXT[e.depth]}`];
    }
    case 'swim': {
      const r = e.result;
      const out = {
        'no-problem': 'no problem, swims up to 6"',
        'slight-trouble': 'Slight Trouble: swims up to 3", −1 REP in melee this turn',
        'big-trouble': 'Big Trouble: does not move; must pass 2d6 next time or be reached, or drowns',
        drowns: 'failed again in Big Trouble: he drowns at the end of the turn unless a swimmer reaches him first',
      }[r.outcome];
      const who = e.turnEnd ? `${nameOf(e.figure)}, who must swim, takes his Swimming test at the turn's end` : `${nameOf(e.figure)} swims`;
      const tow = e.tow ? ` ${towText(e.tow)}` : '';
      const where = e.out ? `he climbs out at ${formatPoint(e.to)}` : `now at ${formatPoint(e.to)}; the current carries him ${r.carriedDownstreamInches}" downstream at the turn's end (L1176)`;
      return [`🏊 ${who} in ${userText(e.water)} (Swimming, L1183): ${r.dice}d6 ${faces(r.part)} vs REP − current ${e.current}${e.tow?.towing && e.tow.lone ? ' − 1 towing alone' : ''} = ${r.rep} → ${r.passes} passed: ${out};${tow} ${where}. No firing or grenades while swimming (L1195).`];
    }
    case 'bunker-suppress': {
      const r = e.result;
      const test = r.passes === undefined ? '' : ` The occupants test Bunker Suppression (L1042): ${faces(r.parts[1])} vs average REP ${r.occupantRep} → ${r.passes} passed:`;
      const out = { 'no-effect': 'no effect', 'carry-on': ' they carry on', 'carry-on-minus-one': ' they carry on at −1 REP for their next activation', suppressed: ' suppressed: they may not react or fire until next active (Duck Back)' }[r.outcome];
      return [`🛡️ ${names(e.firers)} suppress ${userText(e.feature)} (L1029–L1044): ${r.dice}d6 ${faces(r.parts[0])} → ${r.successes} successes vs DV ${e.dv}${r.passes === undefined ? ` → ${out}` : ''}.${test}${r.passes === undefined ? '' : `${out}.`}`];
    }
  }
}

function towText(t: NonNullable<Extract<FngEvent, { readonly kind: 'swim' }>['tow']>): string {
  if (t.letGo) return `in trouble himself, he lets go of ${nameOf(t.figure)} (L1197);`;
  if (t.towing) return `he tows ${nameOf(t.figure)} at half speed (L1197);`;
  if (t.reached) return `he reaches ${nameOf(t.figure)} and has him: kept afloat, towed from his next swim at half speed${t.lone ? ', −1 REP while alone' : ''} (L1197);`;
  return `he has not reached ${nameOf(t.figure)} (within 1") this turn;`;
}

const DEPTH_TEXT = {
  1: 'Depth 1: below the knee, open ground.',
  2: 'Depth 2: over the waist, half speed; he may swim (without weapons) when next active.',
  3: 'Depth 3: he must swim when next active (`/fng-mission swim`); the current carries swimmers each turn.',
} as const;

const ACTIVITY = {
  'talking-or-joining-nearest-civilian': 'talking with the nearest civilian, or going to him',
  'to-field-or-pen': 'heading for the field, paddy, orchard or pig pen',
  'to-nearest-building': 'heading for the nearest building',
  idle: 'sitting or standing around',
  working: 'working',
  'leaving-by-road': 'leaving the table by road or trail at normal speed',
} as const;

/** Civilian Reaction's results as told (L1269–L1280), for a structure's civilians and those on the board alike. */
export const CIVILIAN_REACTION = { 'to-nearest-cover': 'they move to the nearest cover', 'fast-move-away': 'they Fast Move away from the shooter or to cover, whichever is closer', 'drops-prone': 'they drop prone', freezes: 'they freeze, standing' } as const;

const SPEAK = {
  'reveals-all': 'he reveals every enemy PEF and goes with the squad: booby traps are negated; he moves as told this turn',
  'reveals-nearest': 'he tells of one thing near: the next booby trap set off above ground counts as disarmed; he moves as told this turn, at normal speed',
  'says-nothing': 'he says nothing; he will not move this turn, but will next turn',
  refuses: 'he says nothing, and will not move unless forced by a round of melee that does no damage',
} as const;

const OUTCOME_PEN = { collapse: 'the area collapses: everyone inside is Obviously Dead', havoc: 'havoc: everyone inside takes Recover From Knock Down', 'no-penetration': 'no penetration: those inside take Received Fire' } as const;

function buildingLines(s: Extract<FngEvent, { readonly kind: 'building-fire' }>['shot']): string[] {
  const inside = s.inside.length ? `; inside: ${names(s.inside)}` : '; nobody seen inside';
  const lines = [
    s.round !== undefined
      ? `🏚️ ${userText(s.round)} (${userText(s.weapon)}) lands on ${userText(s.feature)} (${s.structure}, DV ${s.dv}): a structure hit by artillery is damaged as by any APR weapon (L1809)${inside}.`
      : `🏚️ ${nameOf(s.shooter)} fires ${userText(s.weapon)} at ${userText(s.feature)} (${s.structure}, DV ${s.dv}, L1000–L1007)${inside}.`,
  ];
  if (s.area) {
    const a = s.area;
    lines.push(
      a.hit === a.aimed
        ? `${userText(s.feature)} is ${a.of} areas of about 6" (L984): ${s.round !== undefined ? 'it lands on' : 'aimed at'} area ${a.aimed}.`
        : `${userText(s.feature)} is ${a.of} areas of about 6" (L984): aimed at area ${a.aimed}, it hits area ${a.hit}, the next closest${a.part ? ` ${faces(a.part)}` : ''} (L1013).`,
    );
  }
  if (s.floor) lines.push(floorAimText(s.floor, s.round !== undefined));
  if (s.target) {
    const t = s.target;
    const res = t.outcome === 'miss' ? 'a miss: the target ignores it' : t.outcome === 'hit-next-area' ? 'hits the next closest area' : 'a hit';
    lines.push(`Building Target (L1001): 2d6 ${faces(t.part)} vs REP ${t.modifiedRep} → ${t.passes} passed: ${res}.`);
  }
  if (s.penetration) {
    const p = s.penetration;
    lines.push(
      p.targetNumber === undefined
        ? `Building Penetration (L1017): APR ${s.apr} does not exceed DV ${s.dv}: ${OUTCOME_PEN['no-penetration']}.`
        : `Building Penetration (L1017): APR ${s.apr} − DV ${s.dv}: 2d6 ${faces(p.part)} vs ${p.targetNumber} → ${p.passes} passed: ${OUTCOME_PEN[p.outcome]}${s.structure === 'hooch' && p.outcome === 'collapse' ? ' (a hooch: only those passing 0d6, L1007)' : ''}.`,
    );
  }
  if (s.collapse) lines.push(...collapseLines(s.feature, s.collapse));
  for (const h of s.hooch ?? []) lines.push(`${nameOf(h.figure)} under the hooch: d6 ${faces(h.part)} vs REP → ${h.dead ? 'Obviously Dead' : 'crawls out'}.`);
  if (s.shots) {
    const shots = s.shots.map((x) => `${faces(x.part)} = ${x.total}${x.hit ? ` hits ${nameOf(x.hit)} ${faces(x.pick)}` : ''}`);
    lines.push(`Fire at a building without APR (L1028): d6 + REP, ${NON_APR_HIT_TOTAL} or more hits one inside at random, at Impact less DV: ${shots.join('; ')}.`);
  }
  return lines;
}

/** A level as words: the ground floor, the basement, floor 2. */
export const levelWords = (floor: number): string => (floor === 0 ? 'the ground floor' : floor < 0 ? 'the basement' : `floor ${floor}`);

function floorAimText(f: { readonly aimed: number; readonly hit: number }, round: boolean): string {
  if (round) return `It strikes ${levelWords(f.hit)}, the top (each level counts as areas, L988).`;
  return f.hit === f.aimed ? `Aimed at ${levelWords(f.aimed)} (each level counts as areas, L988).` : `Aimed at ${levelWords(f.aimed)}, it hits ${levelWords(f.hit)} (each level counts as areas, L988, L1013).`;
}

/** What fell with a collapsed area, what stood, and the rubble left (L992–L996). */
function collapseLines(feature: string, c: CollapseTold): string[] {
  const b = userText(feature);
  const where = (x: BuildingCell): string => `area ${x.area + 1} of ${levelWords(x.floor)}`;
  const lines: string[] = [];
  for (const x of c.falls) {
    if (x.cause === 'fell') lines.push(`🏚️ The area above falls too: ${where(x.cell)} of ${b}, d6 ${faces(x.part)} (1–3, L992): those in it take Recover From Knock Down and come down with it.`);
    if (x.cause === 'level-gone') lines.push(`🏚️ A whole level of ${b} is down: ${where(x.cell)} above it falls with it (L992).`);
  }
  for (const x of c.stood) lines.push(`${where(x.cell)} of ${b} stands: d6 ${faces(x.part)} (falls on 1–3, L992).`);
  if (c.rubble.length) lines.push(`🧱 Rubble (rough ground: half speed, L994, L1194) fills ${c.rubble.map(where).join(', ')} of ${b}.`);
  return lines;
}

function tunnelPublic(t: TunnelTurn): string[] {
  const at = formatPoint(t.entrance);
  const lines: string[] = [];
  if (t.heard) lines.push(`💥 ${t.heard === 'gunfire' ? 'Gunfire' : 'An explosion'} sounds below, from the tunnel at ${at} (L1547).`);
  if (t.emerged) {
    const up = t.emerged.up.map((k) => `${nameOf(k)}${t.emerged!.injured.includes(k) ? ' (Out of the Fight, L1548)' : ''}`).join(', ');
    const rescued = t.emerged.rescued.length ? `, bringing up ${names(t.emerged.rescued)}` : '';
    lines.push(`🕳️ ${up} come${t.emerged.up.length === 1 ? 's' : ''} up at ${at}${rescued}.`);
    if (t.emerged.missing.length) lines.push(`${names(t.emerged.missing)} did not come up: missing in action (L1547).`);
  } else if (!t.heard) lines.push(`🕳️ Tunnel party ${t.party} is still below (tunnel at ${at}).`);
  return lines;
}

/**
 * What a player whose figures are below may know (`reader`: only the parts told to him, and `reveal`
 * false while the EAL is sealed, totals that would give it away left out), or the GM (no `reader`,
 * `reveal` true): everything.
 */
export function hazardPrivateLines(events: readonly FngEvent[], reveal: boolean, reader?: string): string[] {
  const mine = (to: readonly string[]): boolean => reader === undefined || to.includes(reader);
  return events.flatMap((e) => {
    if (e.kind === 'tunnel-enter') {
      if (!mine(e.to)) return [];
      if (e.rescue) {
        return [`🕳️ Party ${e.party} goes down to find ${nameOf(e.rescue.figure)} (Tunnel Rescues, L1554): half his ${e.rescue.down} turn${e.rescue.down === 1 ? '' : 's'} in the complex, ${e.rescue.search} turn${e.rescue.search === 1 ? '' : 's'} searching, then Tunnel Survival against what downed him at +1. Each later turn, \`/fng-mission tunnel\` rolls its turn below.`];
      }
      const cut = reveal || !e.sealed ? ` → at least ${e.minimum} turn${e.minimum === 1 ? '' : 's'} below before a search can find anything` : ', less 1 per point of the sealed EAL above 3 (and 1 for a Slight or Trap Finder in every figure): you learn on coming up whether the search had its time';
      return [`🕳️ Party ${e.party} below. Minimum Time Down (L1531): d6 ${faces(e.part)}${cut}. Each later turn, \`/fng-mission tunnel\` rolls its turn below.`];
    }
    if (e.kind === 'tunnel-turn') return mine(e.turn.to) ? tunnelPrivate(e.turn, reveal || !e.turn.sealed) : [];
    if (e.kind === 'tunnel-blast') return blastPrivate(e, reveal || !e.sealed, mine);
    return [];
  });
}

/** Everyone told something of these events in private, besides the GM. */
export function hazardReaders(events: readonly FngEvent[]): string[] {
  const out = new Set<string>();
  for (const e of events) {
    if (e.kind === 'tunnel-enter') e.to.forEach((u) => out.add(u));
    if (e.kind === 'tunnel-turn') e.turn.to.forEach((u) => out.add(u));
    if (e.kind === 'tunnel-blast') [...e.to, ...e.parties.flatMap((p) => p.to)].forEach((u) => out.add(u));
  }
  return [...out];
}

const SURVIVAL = { lost: 'LOST: those above hear it; he must be rescued, or counts missing in action', injured: 'injured: −1 REP while below, Out of the Fight when he comes up', 'a-ok': 'A-OK' } as const;
const FIND = { 'nothing-special': 'nothing special, +1 VP', supplies: 'supplies', intel: 'intel!' } as const;

function survivalLines(rolls: readonly SurvivalRoll[], open: boolean, what: string): string[] {
  return rolls.map((r) => `Tunnel Survival (L1544) ${nameOf(r.figure)}${what}: d6 ${faces(r.part)} + REP − EAL + modifiers${open ? ` = ${r.total}` : ' (the EAL is sealed)'} → ${SURVIVAL[r.outcome]}.`);
}

function tunnelPrivate(t: TunnelTurn, open: boolean): string[] {
  const head = `🕳️ Party ${t.party}, turn ${t.turnsDown} below (tunnel at ${formatPoint(t.entrance)}).`;
  const lines = [t.check ? `${head} Encounter check (L1541): d6 ${faces(t.check.part)} vs the enemy's Activation die ${t.check.die} → ${t.check.encounter ? 'an encounter' : 'nothing met'}.` : head];
  if (t.encounter) {
    const what = t.encounter.hazard === 'enemy' ? 'an enemy' : 'a booby trap';
    lines.push(`Tunnel Encounter (L1525): d6 ${faces(t.encounter.part)} ${signed(t.encounter.modifier)} (the party's worst) = ${t.encounter.modified}: ${what}, Survival ${signed(t.encounter.survival)}.`);
  }
  lines.push(...survivalLines(t.survival ?? [], open, ''));
  for (const b of t.blasted ?? []) {
    lines.push(`💥 Timed charges went off at this entrance at the end of turn ${b.turn} with the party below: Survival as against a +2 booby trap (L784, L1561).`);
    lines.push(...survivalLines(b.survival, open, ''));
  }
  if (t.rescue) lines.push(...rescueLines(t.rescue, open));
  if (t.charge) {
    const what = t.charge.kind === 'seal' ? 'to seal the entrance' : 'to collapse a section';
    const timer = t.charge.timer;
    const readied = timer ? (timer.ready.result === 'ready-now' ? 'readied at once' : 'not readied until he is next active, a turn later') : '';
    lines.push(
      !t.charge.set
        ? `💣 ${nameOf(t.charge.figure)} is lost before his charge is set: the C-4 stays unused.`
        : timer
          ? `💣 ${nameOf(t.charge.figure)} sets a block of C-4 ${what} on a ${timer.turns}-turn timer (L784). Ready the Grenade (L864): 2d6 ${faces(timer.ready.part)} vs REP → ${timer.ready.passes} passed, ${readied}: it goes off at the end of turn ${timer.fuse}, with whoever is below at this entrance then.`
          : `💣 ${nameOf(t.charge.figure)} sets a block of C-4 ${what}, its line run to the surface (L1559): \`/fng-mission tunnel figures:<one at the entrance> detonate:${t.entrance.x},${t.entrance.y}\` fires every charge there.`,
    );
  }
  if (t.allLost) lines.push('Nobody below can move: the party waits for a rescue (L1553).');
  if (t.stay) {
    const extra = t.stay.looterExtraTurn ? ' — but a Looter searches one more turn first (L356)' : '';
    lines.push(`Staying Down (L1533): d6 ${faces(t.stay.part)} vs ${t.turnsDown} turn${t.turnsDown === 1 ? '' : 's'} below → ${t.stay.outcome === 'emerge' ? (t.sealedExit ? 'they would come up' : 'they come up') : 'they keep exploring'}${extra}.`);
  } else if (t.emerged && !t.check) lines.push('Having reached the lost, they come up with him (L1556).');
  else if (t.emerged) lines.push('The Looter\'s extra turn is over: they come up (L356).');
  if (t.sealedExit) lines.push(`⛔ The entrance at ${formatPoint(t.entrance)} is sealed (L1559): the party cannot come up there and stays below, to try again next turn (house rule \`fng.tunnel.sealed-exit\` = refused; the seed gives no rule, and the GM may set it to \`dig-out\`).`);
  if (t.emerged?.rescued.length) lines.push(`${names(t.emerged.rescued)} ${t.emerged.rescued.length === 1 ? 'is' : 'are'} brought up, taking Combat Damage at Impact 4 against an enemy, 3 against a trap (L1556).`);
  const s = t.emerged?.success;
  if (t.emerged && s) {
    if (!s.searched) lines.push(`Up before the minimum time down${open ? ` (${t.emerged.minimum})` : ''}: the search found nothing (L1536).`);
    else {
      // Intel's VP hold half the EAL (L1557): while it is sealed the player sees the die, not the sum.
      const hidden = !open && s.rolls.some((r) => r.find === 'intel');
      const vp = (r: (typeof s.rolls)[number]): string =>
        r.find === 'intel' ? (open ? ` 1 + ${faces(r.parts[1])} + ½ EAL = ${r.vp} VP` : ` 1 + ${faces(r.parts[1])} + half the sealed EAL VP`) : r.find === 'supplies' ? ` 1 + ½d6 ${faces(r.parts[1])} = ${r.vp} VP` : '';
      const rolls = s.rolls.map((r) => `${faces(r.parts[0])} ${FIND[r.find]}${vp(r)}`);
      lines.push(`Tunnel Success (L1552, one roll per turn beyond the minimum): ${rolls.join('; ')}${hidden ? ' (the total is counted when the EAL is published)' : ` → ${s.vp} VP`}.`);
    }
  }
  return lines;
}

function rescueLines(r: NonNullable<TunnelTurn['rescue']>, open: boolean): string[] {
  if (r.searching) return [`Searching for ${nameOf(r.figure)} (L1554): ${r.searching.done} of ${r.searching.of} turn${r.searching.of === 1 ? '' : 's'}.`];
  if (r.gone) return [`${nameOf(r.figure)} is no longer where he was downed: the rescuers come up next turn.`];
  const what = r.hazard === 'enemy' ? 'the enemy' : 'the booby trap';
  const lines = [`🆘 ${names(r.rescuers)} reach${r.rescuers.length === 1 ? 'es' : ''} ${nameOf(r.figure)} and face${r.rescuers.length === 1 ? 's' : ''} ${what} that downed him, Survival at +1 (L1556):`];
  lines.push(...survivalLines(r.survival ?? [], open, ''));
  lines.push(r.reached ? `They have him: they come up with ${nameOf(r.figure)} next turn.` : `Nobody comes through: ${nameOf(r.figure)} is still lost below, and so are they.`);
  return lines;
}

function blastPrivate(e: Extract<FngEvent, { readonly kind: 'tunnel-blast' }>, open: boolean, mine: (to: readonly string[]) => boolean): string[] {
  const lines: string[] = [];
  if (mine(e.to)) {
    const what = [e.seals ? `${e.seals} seal${e.seals === 1 ? 's' : ''} the entrance` : '', e.sections ? `${e.sections} collapse${e.sections === 1 ? 's' : ''} a section` : ''].filter(Boolean).join('; ');
    const denied = open ? (e.denied ? ` ${e.total} sections in all reach the EAL: the complex is denied to the enemy (L1560).` : ` ${e.total} section${e.total === 1 ? '' : 's'} in all, short of the EAL that denies the complex (L1560).`) : '';
    lines.push(`💣 The charges at ${formatPoint(e.entrance)}: ${what} → +${e.vp} VP (L1562).${denied}`);
  }
  for (const p of e.parties) {
    if (!mine(p.to)) continue;
    lines.push(`💥 Party ${p.party} is below when the charges go off: Survival as against a +2 booby trap (L1561).`);
    lines.push(...survivalLines(p.survival, open, ''));
  }
  return lines;
}
