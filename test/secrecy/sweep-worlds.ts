import type { Execution } from '../../src/app/app.js';
import { call, lineOf, sweepHarness, type Call, type SweepHarness } from './sweep-harness.js';

/*
 * The worlds of the secrecy sweep. Each is built once, through the real commands, into a database
 * the sweep then copies per case. Three variants of one world:
 *
 *   W0  the base;
 *   WS1 the same, but the FIRST side of every campaign (Portugal, Russians, US) made other secret
 *       choices: a hidden stand it lacks, a Sneaker real instead of a dummy, another hidden roll…;
 *   WS2 the same for the SECOND side (FRELIMO, Germans, VC).
 *
 * A variant runs exactly the same number of calls in the same order as W0 (a secret step it leaves
 * out is replaced by a harmless one of the same player), so everything the other side, a bystander
 * and the channel may know — posts, roll numbers, ids, times — is the same in W0 and the variant.
 *
 * Every secret is a canary: stand and unit ids and roll reasons are named HIDDEN-<owner>…, and a
 * secret spot on a Fire Team table has a coordinate ending in .37 (first side) or .73 (second side).
 */

export type Variant = 'W0' | 'WS1' | 'WS2';
export const VARIANTS: readonly Variant[] = ['W0', 'WS1', 'WS2'];

/** The people of every world: ann is the GM of every campaign, eve plays in none of them. */
export const PEOPLE = ['bob', 'cat', 'dan', 'ann', 'eve'] as const;
export type Person = (typeof PEOPLE)[number];
export const GM: Person = 'ann';

/** Which side each person plays, per campaign channel; bob always the first side, cat and dan the second. */
export interface Scene {
  readonly channel: string;
  readonly ruleset: 'fogo' | 'lnl' | 'fireteam' | 'fng' | 'none';
  readonly sides: readonly [string, string];
  /** What it holds, for the report. */
  readonly about: string;
  /** Who plays which side here, when not `SIDE_OF` (nobody plays FNG's enemy: the GM and the bot do). */
  readonly seats?: Readonly<Partial<Record<Person, 0 | 1>>>;
}

export const SCENES: readonly Scene[] = [
  { channel: 'fogo', ruleset: 'fogo', sides: ['Portugal', 'FRELIMO'], about: 'fogo: hidden stands, Sneakers, a Hide that left troops at a Spoor, reserves, a helicopter, hidden rolls' },
  { channel: 'fogo-setup', ruleset: 'fogo', sides: ['Portugal', 'FRELIMO'], about: 'fogo before the starting Sneakers: forces on the table, hidden stands' },
  { channel: 'ftp', ruleset: 'fireteam', sides: ['Russians', 'Germans'], about: 'Fire Team patrol phase: forces off table, unlocked markers' },
  { channel: 'fta', ruleset: 'fireteam', sides: ['Russians', 'Germans'], about: 'Fire Team turn 2 actions: unused JOPs, units off table' },
  { channel: 'ftf', ruleset: 'fireteam', sides: ['Russians', 'Germans'], about: 'Fire Team turn 2 firing: a secret fire declaration, a secret campaign assault' },
  { channel: 'ftm', ruleset: 'fireteam', sides: ['Russians', 'Germans'], about: 'Fire Team turn 2 after the fire: unused JOPs, units off table' },
  { channel: 'lnl', ruleset: 'lnl', sides: ['US', 'VC'], about: "Lock 'n Load: hidden rolls" },
  { channel: 'fng', ruleset: 'fng', sides: ['US', 'VC'], about: "FNG turn 1: forces mustered and not placed (the GM's VC one rolled in secret), figures on the table, an In Sight fought", seats: { bob: 0 } },
  { channel: 'fng-tour', ruleset: 'fng', sides: ['US', 'VC'], about: 'FNG tour of duty: the roster, a campaign turn played (a mission with its EAL sealed if it made contact)', seats: { bob: 0 } },
  { channel: 'fng-h2h', ruleset: 'fng', sides: ['US', 'VC'], about: "FNG head to head: each side's three PEFs noted in secret (which holds whom and which is the decoy, flipped per side), placed by the mission, none resolved", seats: { bob: 0, cat: 1 } },
  { channel: 'quick', ruleset: 'none', sides: ['', ''], about: 'no campaign: hidden quick rolls' },
];

/** The channel where nobody plays: the bystander's view from elsewhere. */
export const ELSEWHERE = 'elsewhere';

/** Canary owner: the side whose secret it is (index 0 or 1), or one person (a quick roll's roller). */
export type Owner = { readonly side: 0 | 1 } | { readonly person: Person };

/** HIDDEN-<P|F|R|G|U|V><…>: the letter after the dash names the owner side; quick-roll reasons are HIDDEN-Q<person>. */
export function ownerOfCanary(token: string): Owner | undefined {
  const m = /^HIDDEN-(Q(bob|cat))|^HIDDEN-([PRUFGV])/.exec(token);
  if (m?.[2]) return { person: m[2] as Person };
  const letter = m?.[3]?.toUpperCase();
  if (letter === undefined) {
    if (/\.37\b/.test(token)) return { side: 0 };
    if (/\.73\b/.test(token)) return { side: 1 };
    return undefined;
  }
  return { side: 'PRU'.includes(letter) ? 0 : 1 };
}

/** Every canary token in a text: HIDDEN-… words and table coordinates ending in .37 or .73. */
export const CANARY = /HIDDEN[\w-]*|\b\d+\.(?:37|73)\b/g;

/** The side (index) each player takes in every campaign, unless its scene says otherwise (`Scene.seats`). */
export const SIDE_OF: Readonly<Partial<Record<Person, 0 | 1>>> = { bob: 0, cat: 1, dan: 1 };

/** The side `who` plays in a scene, if any. */
export const seatOf = (scene: Scene, who: Person): 0 | 1 | undefined => (scene.seats ?? SIDE_OF)[who];

type Pick = <T>(whenBase: T, whenFlipped: T) => T;

/** One step of a world's script. */
interface Step {
  readonly call: Call;
  /** The step must succeed (the world is wrong otherwise). */
  readonly must: boolean;
  /** Discord would not deliver this person's DMs of the step: they wait in their inbox. */
  readonly undelivered?: Person;
}

/** The script of every world, per variant: `s1` and `s2` pick a value by whether that side's secrets are flipped. */
function script(v: Variant): Step[] {
  const s1: Pick = (a, b) => (v === 'WS1' ? b : a);
  const s2: Pick = (a, b) => (v === 'WS2' ? b : a);
  const steps: Step[] = [];
  const at = (channel: string) => (who: string, line: string, must = true, undelivered?: Person) =>
    steps.push({ call: call(who, channel, line), must, ...(undelivered ? { undelivered } : {}) });

  // ---- fogo: the main table. Portugal (bob) against FRELIMO (cat, dan) on the road ambush.
  const f = at('fogo');
  f('ann', '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
  f('bob', '/campaign join side:Portugal');
  f('cat', '/campaign join side:FRELIMO');
  f('dan', '/campaign join side:FRELIMO');
  f('bob', '/fogo force builtin:cacadores-combat-group');
  f('cat', '/fogo force builtin:frelimo-group');
  // Portugal: a seen team whose quality, fieldcraft and traits are its own business; a hidden MMG it
  // has in W0 only; a hidden team for its Sneaker; a reserve off the table, and a helicopter it boards.
  f('bob', s1('/fogo stand add id:CA-7 type:rifle-lmg quality:veteran fieldcraft:1 traits:tracker commander:CA-PC', '/fogo stand add id:CA-7 type:rifle-lmg quality:green fieldcraft:2 traits:timid commander:CA-PC'));
  f('ann', '/fogo stand change id:CA-7 status:pinned');
  f('bob', s1('/fogo stand add id:CA-5 type:rifle-assault quality:green fieldcraft:1 traits:looter commander:CA-PC', '/fogo stand add id:CA-5 type:rifle-assault quality:veteran fieldcraft:1 traits:looter commander:CA-PC'));
  f('bob', s1('/fogo stand add id:DR-1 type:dragoons quality:regular fieldcraft:1 traits:tracker', '/fogo stand add id:DR-1 type:dragoons quality:veteran fieldcraft:2'));
  // A company commander whose rating is Portugal's business, and a regular team pinned in both worlds.
  f('bob', s1('/fogo stand add id:CA-CC type:commander quality:regular fieldcraft:1 echelon:CC rating:1', '/fogo stand add id:CA-CC type:commander quality:regular fieldcraft:1 echelon:CC rating:3'));
  f('ann', '/fogo stand change id:CA-2 status:pinned');
  f('ann', '/fogo stand add id:CIV-1 type:civilians quality:green fieldcraft:0 side:Portugal');
  // Stands in a feature get a place on the table: the board would otherwise place them itself, slowly.
  for (const [id, xy] of [['CA-7', '18,62'], ['CA-5', '18,64'], ['DR-1', '18,66'], ['CA-CC', '20,67'], ['CIV-1', '25,64']]) f('bob', `/fogo place stand:${id} at:"${xy}"`);
  f('bob', '/fogo stand add id:HIDDEN-P6 type:rifle-assault quality:regular fieldcraft:1 commander:CA-PC hidden:true');
  f('ann', '/fogo stand change id:HIDDEN-P6 offtable:true');
  f('bob', '/fogo stand add id:HIDDEN-P4 type:rifle-lmg quality:regular fieldcraft:1 commander:CA-PC hidden:true');
  f('ann', '/fogo stand change id:HIDDEN-P4 offtable:true');
  f('bob', '/fogo heli add id:HIDDEN-PAL2 type:puma');
  f('bob', s1('/fogo stand add id:HIDDEN-P7 type:mmg quality:veteran fieldcraft:2 hidden:true feature:"Baobab clump"', '/fogo stand list'));
  f('bob', s1('/fogo place stand:HIDDEN-P7 at:"9,64"', '/fogo stand list'));
  f('bob', '/fogo stand add id:HIDDEN-P8 type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:"Burnt machamba" commander:CA-PC');
  f('bob', '/fogo place stand:HIDDEN-P8 at:"36,57"');
  f('bob', s1('/fogo stand add id:HIDDEN-P9 type:rifle-assault quality:veteran fieldcraft:2 commander:CA-PC hidden:true', '/fogo stand list'));
  f('ann', s1('/fogo stand change id:HIDDEN-P9 offtable:true', '/fogo stand list'));
  f('bob', s1('/fogo heli add id:HIDDEN-PAL type:alouette-iii', '/fogo stand list'));
  f('bob', s1('/fogo heli board helicopter:HIDDEN-PAL stands:HIDDEN-P9', '/fogo stand list'));
  f('bob', s1('/fieldcraft allocate troops:cacadores sneakers:"Burnt machamba (35,56): HIDDEN-P8; Mueda road (36,56):"', '/fieldcraft allocate troops:cacadores sneakers:"Burnt machamba (35,56):; Mueda road (36,56): HIDDEN-P8"'));
  // FRELIMO: a hidden MMG in W0 only, a hidden command with two teams in one Sneaker (the other a
  // dummy in W0, real in WS2), a team hidden in one place or another, a reserve.
  f('cat', s2('/fogo stand add id:HIDDEN-F7 type:mmg quality:veteran fieldcraft:2 hidden:true feature:"Ridge thicket"', '/fogo stand list'));
  f('cat', s2('/fogo place stand:HIDDEN-F7 at:"40,8"', '/fogo stand list'));
  f('cat', '/fogo stand add id:HIDDEN-FCT type:command-team quality:regular fieldcraft:2 echelon:PC rating:1 hidden:true feature:"Elephant grass"');
  f('cat', '/fogo stand add id:HIDDEN-F1 type:rifle-assault quality:regular fieldcraft:2 commander:HIDDEN-FCT hidden:true feature:"Elephant grass"');
  f('cat', '/fogo stand add id:HIDDEN-F2 type:rifle-lmg quality:regular fieldcraft:2 commander:HIDDEN-FCT hidden:true feature:"Elephant grass"');
  for (const [id, xy] of [['HIDDEN-FCT', '38,30'], ['HIDDEN-F1', '42,36'], ['HIDDEN-F2', '40,32']]) f('cat', `/fogo place stand:${id} at:"${xy}"`);
  f('cat', s2('/fogo stand add id:HIDDEN-F3 type:rifle-rpg quality:regular fieldcraft:2 commander:HIDDEN-FCT hidden:true feature:"Western bush"', '/fogo stand add id:HIDDEN-F3 type:rifle-rpg quality:green fieldcraft:1 commander:HIDDEN-FCT hidden:true feature:"Western bush"'));
  f('cat', '/fogo place stand:HIDDEN-F3 at:"14,30"');
  f('cat', s2('/fogo stand add id:HIDDEN-F8 type:smg quality:green fieldcraft:1 hidden:true feature:"Miombo woods"', '/fogo stand add id:HIDDEN-F8 type:smg quality:veteran fieldcraft:3 hidden:true feature:"Rocky outcrop"'));
  f('cat', s2('/fogo place stand:HIDDEN-F8 at:"8,18"', '/fogo place stand:HIDDEN-F8 at:"8,41"'));
  f('cat', s2('/fogo stand add id:HIDDEN-F9 type:rifle-assault quality:regular fieldcraft:2 hidden:true', '/fogo stand list'));
  f('ann', s2('/fogo stand change id:HIDDEN-F9 offtable:true', '/fogo stand list'));
  f('cat', s2('/fieldcraft allocate troops:frelimo sneakers:"Elephant grass (39,27): HIDDEN-F1 HIDDEN-F2; Western bush (12,50):" nominal:2', '/fieldcraft allocate troops:frelimo sneakers:"Elephant grass (39,27): HIDDEN-F1 HIDDEN-F2; Western bush (12,50): HIDDEN-F3" nominal:2'));
  // Hidden rolls, each to the GM only.
  f('bob', s1('/roll dice:3d6 reason:"HIDDEN-Proll for the ambush" hidden:true', '/roll dice:1d20+4 reason:"HIDDEN-Proll for the bridge" hidden:true'));
  f('cat', s2('/roll dice:5d6>=5 reason:"HIDDEN-Froll for the ford" hidden:true', '/roll dice:2d10 reason:"HIDDEN-Froll for the kraal" hidden:true'));
  // FRELIMO's initiative: S3 hides, its troops staying at the spot in W0 and with the marker in WS2.
  // Public rolls, so the Hide below is roll #9, whose seeded dice give exactly one hit: success and a Spoor.
  for (let i = 0; i < 6; i++) f('eve', '/roll dice:1d6 reason:"the weather"');
  f('bob', '/fogo pass');
  // dan's DM of it could not be delivered: it waits in his /inbox.
  f('cat', s2('/fieldcraft hide sneaker:S3 attest:true leave:true', '/fieldcraft hide sneaker:S3 attest:true leave:false'), true, 'dan');
  f('cat', '/fogo pass');
  // The join canary (issue 32): eve asks to join FRELIMO mid-game; until the GM approves, she is as much an outsider as before.
  f('eve', '/campaign join side:FRELIMO');

  // ---- fogo-setup: the same sides before any Sneaker, to sweep the starting allocation.
  const g = at('fogo-setup');
  g('ann', '/campaign new ruleset:fogo name:Setup sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
  g('bob', '/campaign join side:Portugal');
  g('cat', '/campaign join side:FRELIMO');
  g('dan', '/campaign join side:FRELIMO');
  g('bob', '/fogo force builtin:cacadores-combat-group');
  g('cat', '/fogo force builtin:frelimo-group');
  g('bob', s1('/fogo stand add id:HIDDEN-P5 type:rifle-assault quality:regular fieldcraft:2 commander:CA-PC hidden:true feature:"Baobab clump"', '/fogo stand list'));
  g('cat', s2('/fogo stand add id:HIDDEN-F5 type:rifle-lmg quality:regular fieldcraft:2 commander:FR-CT hidden:true feature:"Ridge thicket"', '/fogo stand list'));

  // ---- ftp: Fire Team's Patrol Phase under way: both forces off table, two markers moved, no contact.
  const p = at('ftp');
  p('ann', '/campaign new ruleset:fireteam name:Zarechye sides:"Russians,Germans" scenario:fireteam-river-crossing');
  p('bob', '/campaign join side:Russians');
  p('cat', '/campaign join side:Germans');
  p('dan', '/campaign join side:Germans');
  // Forces of the same points (all the channel hears) but other units, other counts, other ids.
  p('bob', s1('/fireteam force list:russians squads:2 weapons:1 prefix:HIDDEN-R', '/fireteam force list:russians squads:3 weapons:0 commissar:kgb prefix:HIDDEN-P'));
  p('cat', s2('/fireteam force list:fallschirmjager squads:2 picks:transport prefix:HIDDEN-G', '/fireteam force list:fallschirmjager squads:2 picks:weapons prefix:HIDDEN-V'));
  p('ann', '/fireteam setup patrol:true jops:3');
  p('bob', `/fireteam patrol move marker:a1 to:${s1('18.37,10.37', '16.37,12.37')}`);
  p('cat', `/fireteam patrol move marker:d1 to:${s2('53.73,8.73', '54.73,10.73')}`);

  // ---- Fire Team after the patrol (as in the encounter transcript), each side's third JOP still unused
  // (where it stands is secret) and units off table, in three channels: `fta` in turn 2's actions,
  // `ftf` in its firing with the Russians' secret declaration (the Germans not yet declared) and
  // the Russians' secret assault on the river campaign's map, `ftm` in its movement after the fire.
  const toTurnTwo = (t: (who: string, line: string) => void) => {
    t('ann', '/campaign new ruleset:fireteam name:Sosna sides:"Russians,Germans" scenario:fireteam-river-crossing');
    t('bob', '/campaign join side:Russians');
    t('cat', '/campaign join side:Germans');
    t('dan', '/campaign join side:Germans');
    t('bob', '/fireteam force list:russians squads:2 weapons:1 prefix:HIDDEN-R');
    t('cat', '/fireteam force list:fallschirmjager squads:2 picks:transport prefix:HIDDEN-G');
    t('ann', '/fireteam setup patrol:true jops:3');
    for (const [who, marker, to] of [
      ['bob', 'a1', '18.5,10'], ['cat', 'd1', '53.5,8'], ['bob', 'a2', '22.5,21'], ['cat', 'd2', '49.5,18'],
      ['bob', 'a3', '20.5,32'], ['cat', 'd3', '57,29'], ['bob', 'a4', '27.5,40'], ['cat', 'd4', '54.5,39'],
      ['bob', 'a1', '27,10'], ['cat', 'd1', '45,8'], ['bob', 'a2', '31,21'], ['cat', 'd2', '41,18'],
      ['bob', 'a1', '35.5,10'], ['cat', 'd3', '48.5,29'], ['bob', 'a3', '29,32'], ['cat', 'd4', '46,39'],
      ['bob', 'a3', '37.5,32'], ['cat', 'd3', '40,29'], ['bob', 'a4', '36,40'],
    ] as const) t(who, `/fireteam patrol move marker:${marker} to:${to}`);
    t('bob', '/fireteam patrol jop at:25,22.5');
    t('cat', '/fireteam patrol jop at:44,12');
    t('bob', '/fireteam patrol jop at:28,40');
    t('cat', '/fireteam patrol jop at:47,17.6');
    t('bob', `/fireteam patrol jop at:${s1('30.37,11.37', '29.37,10.37')} cover:true`);
    t('cat', `/fireteam patrol jop at:${s2('48.73,28.73', '47.73,29.73')} cover:true`);
    t('bob', '/fireteam deploy unit:HIDDEN-Rsq1-ft2 jop:jop-a1 at:28,23.5');
    t('cat', '/fireteam deploy unit:HIDDEN-Gsq1-ft1 jop:jop-d2 at:46,18.5');
    t('bob', '/fireteam deploy unit:HIDDEN-Rwpn1-atr jop:jop-a1 at:26,24');
    t('cat', '/fireteam deploy unit:HIDDEN-Gtransport-1-hannomag road:east-road-entry');
    t('bob', '/fireteam deploy unit:HIDDEN-Rsq1-ft1 jop:jop-a2 at:30,38');
    t('cat', '/fireteam deploy unit:HIDDEN-Gco jop:jop-d1 at:44,12');
    t('bob', '/fireteam deploy unit:HIDDEN-Rwpn1-hmg jop:jop-a2 at:31,37');
    for (const who of ['cat', 'bob']) t(who, '/fireteam done');
    for (const who of ['bob', 'cat']) t(who, '/fireteam fire declare');
    for (const who of ['bob', 'cat', 'bob', 'cat']) t(who, '/fireteam done');
    // The join canary again: eve's request to join the Germans waits for the GM.
    t('eve', '/campaign join side:Germans');
  };
  toTurnTwo(at('fta'));
  const t = at('ftf');
  toTurnTwo(t);
  for (const who of ['bob', 'cat']) t(who, '/fireteam done');
  t('bob', `/fireteam fire declare shots:"${s1('HIDDEN-Rwpn1-hmg > HIDDEN-Gsq1-ft1; HIDDEN-Rsq1-ft1 > HIDDEN-Gsq1-ft1', 'HIDDEN-Rsq1-ft1 > HIDDEN-Gsq1-ft1')}"`);
  t('bob', `/fireteam campaign assault from:${s1('A1 to:A2', 'C1 to:C2')}`);
  const m = at('ftm');
  toTurnTwo(m);
  for (const who of ['bob', 'cat']) m(who, '/fireteam done');
  m('bob', '/fireteam fire declare shots:"HIDDEN-Rwpn1-hmg > HIDDEN-Gsq1-ft1"');
  m('cat', '/fireteam fire declare');
  m('bob', '/fireteam fire resolve shooter:HIDDEN-Rwpn1-hmg');

  // ---- lnl: Lock 'n Load has no hidden counters; its secrets are hidden rolls.
  const l = at('lnl');
  l('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  l('bob', '/campaign join side:US');
  l('cat', '/campaign join side:VC');
  l('dan', '/campaign join side:VC');
  l('bob', '/lnl roster builtin:lnl-us-rifle-platoon');
  l('cat', '/lnl roster builtin:lnl-vc-platoon');
  l('bob', '/lnl pass');
  l('cat', '/lnl pass');
  l('bob', s1('/roll dice:2d6 reason:"HIDDEN-Uroll for the hamlet" hidden:true', '/roll dice:1d100 reason:"HIDDEN-Uroll for the paddy" hidden:true'));
  l('cat', s2('/roll dice:1d10 reason:"HIDDEN-Vroll for the tunnel" hidden:true', '/roll dice:3d6 reason:"HIDDEN-Vroll for the well" hidden:true'));

  // ---- fng: FNG part 1. On the table, Sgt Pink's squad and a VC cell (seen by all); off it, a second
  // force of each side whose ids differ between worlds (the VC's rolled from its list in secret).
  const n = at('fng');
  n('ann', '/campaign new ruleset:fng name:"Trail 14" sides:"US,VC"');
  n('bob', '/campaign join side:US');
  // Nobody may join the VC: the GM plays them by hand (part 1), and their secrets are hers.
  n('cat', '/campaign join side:VC', false);
  n('bob', '/fng force builtin:fng-pink-squad');
  n('bob', '/fng figure place figures:"pink@10,20; barnes@12,20; kelly@11,22; nobles@13,22; able@13,19; charles@12,22; phil@10,23"');
  n('bob', '/fng figure set figure:pink freewill:roll insight:roll');
  n('bob', `/fng force builtin:fng-pink-squad prefix:${s1('HIDDEN-Ua', 'HIDDEN-Ub')}`);
  n('ann', '/fng force builtin:fng-vc-cell side:VC');
  n('ann', '/fng figure place figures:"tranh@26,20; minh@27,22; phouc@25,22; lam@28,20" cover:true side:VC');
  n('ann', s2('/fng force builtin:fng-lvc-squad prefix:HIDDEN-Va side:VC', '/fng force builtin:fng-nva-squad prefix:HIDDEN-Vb side:VC'));
  n('ann', '/fng activate');
  n('ann', '/fng sight figures:"pink, barnes, tranh, minh, phouc"');

  // ---- fng-tour: FNG part 3. The players' tour of duty (public) and its first campaign turn: with
  // contact, a mission under way with the EAL sealed; without, its After the Mission due.
  const tour = at('fng-tour');
  tour('ann', '/campaign new ruleset:fng name:"Tour of duty" sides:"US,VC"');
  tour('bob', '/campaign join side:US');
  tour('bob', '/fng-tour start army:us-army corps:II month:1967-06');
  tour('bob', '/fng-tour turn');

  // ---- fng-h2h: FNG head to head (L1221–L1227). Each side notes its PEFs 1–3: the two variants swap
  // which of the side's PEFs 1 and 2 holds its men and which is the decoy. The figures are off the
  // table until a PEF is resolved; the mission has placed the six blips and the first turn is rolled.
  const hh = at('fng-h2h');
  const us = '"HIDDEN-Uhpink, HIDDEN-Uhbarnes, HIDDEN-Uhable"';
  const vc = '"HIDDEN-Vhtranh, HIDDEN-Vhminh"';
  hh('ann', '/campaign new ruleset:fng name:"Hill 881" sides:"US,VC" scenario:fng-patrol mode:head-to-head');
  hh('bob', '/campaign join side:US');
  hh('cat', '/campaign join side:VC');
  hh('bob', '/fng force builtin:fng-pink-squad prefix:HIDDEN-Uh');
  hh('cat', '/fng force builtin:fng-vc-cell prefix:HIDDEN-Vh');
  hh('bob', `/fng pef note pef:1 holds:${s1(us, 'decoy')}`);
  hh('bob', `/fng pef note pef:2 holds:${s1('decoy', us)}`);
  hh('bob', '/fng pef note pef:3 holds:"HIDDEN-Uhkelly, HIDDEN-Uhnobles, HIDDEN-Uhcharles, HIDDEN-Uhphil"');
  hh('cat', `/fng pef note pef:1 holds:${s2(vc, 'decoy')}`);
  hh('cat', `/fng pef note pef:2 holds:${s2('decoy', vc)}`);
  hh('cat', '/fng pef note pef:3 holds:"HIDDEN-Vhphouc, HIDDEN-Vhlam"');
  hh('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 day-part:night mission:fight');
  hh('ann', '/fng activate');

  // ---- quick: no campaign; hidden quick rolls are their roller's alone.
  const q = at('quick');
  q('eve', '/roll dice:1d6 reason:"a public one"');
  q('bob', s1('/roll dice:2d6 reason:"HIDDEN-Qbob first" hidden:true', '/roll dice:4d4 reason:"HIDDEN-Qbob second" hidden:true'));
  q('cat', s2('/roll dice:1d8 reason:"HIDDEN-Qcat first" hidden:true', '/roll dice:1d12 reason:"HIDDEN-Qcat second" hidden:true'));
  return steps;
}

export interface World {
  readonly variant: Variant;
  readonly image: Buffer;
  /** Every step as it ran, for the build's own differential check. */
  readonly steps: readonly { readonly call: Call; readonly result: Execution }[];
  /** Log lines the build wrote, for the canary check. */
  readonly log: string;
}

/** Builds one variant's database through the real commands. */
export function buildWorld(v: Variant): World {
  const h: SweepHarness = sweepHarness();
  const steps: { call: Call; result: Execution }[] = [];
  for (const s of script(v)) {
    const result = h.run(s.call);
    if (s.must && !result.ok) throw new Error(`${v}: ${s.call.who}@${s.call.channel} ${lineOf(s.call)} refused: ${result.error.code} ${result.error.message}`);
    for (const dm of result.outcome.dms ?? []) if (dm.to.name === s.undelivered) h.app.keepUndelivered(s.call.channel, dm.to, dm.post);
    steps.push({ call: s.call, result });
  }
  const image = h.store.db.$client.serialize();
  h.store.close();
  return { variant: v, image, steps, log: JSON.stringify(h.logger.entries) };
}
