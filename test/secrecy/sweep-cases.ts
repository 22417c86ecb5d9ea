import seedrandom from 'seedrandom';
import type { OptionSpec, ResolvedCommand } from '../../src/app/command.js';
import type { RawOptions, RawOptionValue } from '../../src/app/options.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import type { Call } from './sweep-harness.js';
import { ELSEWHERE, ownerOfCanary, SCENES, type Person, type Scene, type Variant } from './sweep-worlds.js';

/*
 * What the sweep runs: for every command (allCommands), in every scene where it makes sense, by
 * every invoker, realistic options (below), seeded fuzz of those options, and probes that put each
 * contested hidden id into each option naming a stand, unit, Sneaker or marker.
 */

/** Realistic options per command: [scene channel, options as on the local table]. Every command needs at least one. */
export const REALISTIC: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  roll: [
    ['fogo', 'dice:2d6 reason:"covering fire"'],
    ['quick', 'dice:3d6 reason:"a secret plan" hidden:true'],
  ],
  'campaign new': [
    ['fogo', 'ruleset:fogo name:Again sides:"Portugal,FRELIMO"'],
    ['quick', 'ruleset:fireteam name:Fresh sides:"Russians,Germans" scenario:fireteam-river-crossing'],
  ],
  'campaign join': [['fogo', 'side:FRELIMO'], ['fogo-setup', 'side:FRELIMO'], ['fng', 'side:VC']],
  'campaign leave': [['fogo', ''], ['fta', '']],
  'campaign players approve': [['fogo', 'player:eve'], ['ftf', 'player:id-eve']],
  'campaign players refuse': [['fogo', 'player:eve'], ['ftm', 'player:eve']],
  'campaign players add': [['fogo-setup', 'side:Portugal player:eve'], ['fng', 'side:US player:cat']],
  'campaign players remove': [['fogo', 'player:dan'], ['fng', 'player:bob']],
  'campaign players gm-only': [['fogo', 'side:FRELIMO on:false'], ['fogo-setup', 'side:Portugal on:true'], ['fng', 'side:VC on:true']],
  'campaign status': [['fogo', ''], ['ftf', 'campaign:4'], ['fng-h2h', '']],
  'campaign rules list': [['fogo', '']],
  'campaign rules set': [['fogo', 'name:cc.green value:-2']],
  'campaign rules reset': [['fogo', 'name:cc.green']],
  'campaign log': [['fogo', 'last:200'], ['ftf', 'last:50'], ['fng-h2h', 'last:200']],
  'campaign recap': [['fogo', ''], ['ftp', ''], ['ftf', ''], ['lnl', '']],
  // Posts whose command also wrote entries for one side or the GM alone (a hidden stand, a patrol marker, the enemy's muster).
  'campaign details': [
    ['fogo', 'post:13'],
    ['fogo', 'post:26 page:2'],
    ['fogo', ''],
    ['ftp', 'post:5'],
    ['ftf', 'post:6'],
    ['fng', 'post:6'],
    ['fng', 'post:10'],
    ['fng-tour', ''],
    ['lnl', ''],
    ['quick', ''],
  ],
  'campaign pace': [['fogo', ''], ['fogo', 'deadline:24 remind:8 missed:default'], ['ftp', 'remind:2']],
  'campaign notify': [['fogo', 'how:dm next:true'], ['ftp', 'how:both']],
  'campaign undo': [['fogo', ''], ['ftp', ''], ['ftf', ''], ['lnl', '']],
  'campaign threads': [['fogo', 'on:true'], ['ftp', 'on:false']],
  'campaign end': [['fogo', ''], ['ftp', '']],
  'campaign export': [['fogo', ''], ['ftp', ''], ['ftf', ''], ['lnl', ''], ['fogo', 'quick:true'], ['fogo', 'ledger:1'], ['fng-h2h', '']],
  'fogo stand add': [['fogo', 'id:CA-9 type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:"Baobab clump" commander:CA-PC']],
  'fogo stand list': [['fogo', '']],
  'fogo stand change': [['fogo', 'id:CA-2 status:pinned']],
  'fogo stand remove': [['fogo', 'id:CA-3']],
  'fogo force': [['fogo-setup', 'builtin:flechas-group']],
  'fogo lootable': [['fogo', 'features:"Abandoned kraal"']],
  'fogo move': [['fogo', 'stand:CA-3 feature:"Elephant grass" seen:true']],
  'fogo fire': [['fogo', 'firers:CA-1 target:FR-1 cover:open']],
  'fogo reactive': [['fogo', 'firers:FR-2 target:CA-3 cover:open']],
  'fogo rbf': [['fogo', 'firers:CA-1 feature:"Ridge thicket"']],
  'fogo assault': [['fogo', 'attackers:CA-1 defenders:FR-1 support:CA-PC']],
  // Portugal holds the initiative and has no observer: its calls are refused; FRELIMO's are out of turn.
  'fogo barrage': [['fogo', 'caller:CA-PC target:FR-1 near:FR-2'], ['fogo', 'sneaker:S1 target:CA-1 near:CA-7'], ['fogo', 'caller:CA-PC marker:S2 cover:true']],
  'fogo smoke': [['fogo', 'caller:FR-MO at:"Mueda road"'], ['fogo', 'sneaker:S2 at:"37,33"']],
  'fogo antitank': [['fogo', 'firer:CA-BZ vehicle:"FRELIMO truck" armour:0'], ['fogo', 'firer:FR-1 vehicle:Panhard armour:2']],
  'fogo rally': [['fogo', 'stand:CA-7 commander:CA-PC outofsight:true'], ['fogo', 'stand:CA-2 commander:CA-CC']],
  'fogo groundhug': [['fogo', 'stand:CA-1 on:true']],
  'fogo civilians': [['fogo', 'stand:CIV-1 shooting:true enemyinsight:false']],
  'fogo tempt': [['fogo', 'stand:CA-5 feature:"Abandoned kraal" position:near']],
  'fogo resist': [['fogo', 'stand:CA-5 feature:"Abandoned kraal" commander:CA-PC outofsight:true']],
  'fogo dismount': [['fogo', 'stand:DR-1 commander:CA-PC outofsight:false']],
  'fogo paradrop': [['fogo', 'dropzone:"Burnt machamba" safe:HIDDEN-P6']],
  'fogo heli add': [['fogo', 'id:AL-2 type:puma']],
  'fogo heli board': [['fogo', 'helicopter:HIDDEN-PAL2 stands:HIDDEN-P6']],
  'fogo heli advance': [['fogo', 'helicopter:HIDDEN-PAL lz:"Burnt machamba"']],
  // At base (a secret of Portugal's): the gunship's fire is refused, and FRELIMO's AA reads as at no helicopter.
  'fogo heli fire': [['fogo', 'helicopter:HIDDEN-PAL target:FR-1 cover:open'], ['fogo', 'helicopter:HIDDEN-PAL2 target:FR-2']],
  'fogo heli aa': [['fogo', 'firers:FR-2 helicopter:HIDDEN-PAL'], ['fogo', 'firers:FR-2,FR-3 helicopter:HIDDEN-PAL2 leader:FR-2']],
  'fogo groupmove': [['fogo', 'stands:CA-5,DR-1 feature:"Elephant grass" seen:true'], ['fogo', 'stands:HIDDEN-P7,HIDDEN-P8 feature:open']],
  'fieldcraft list': [['fogo', '']],
  'fogo place': [['fogo', 'stand:CA-7 at:"20,60"']],
  'fieldcraft allocate': [['fogo-setup', 'troops:cacadores sneakers:"Baobab clump: HIDDEN-P5; Mueda road:"']],
  'fieldcraft sneak': [
    ['fogo', 'stands:CA-3 attest:true real:first position:"by the road"'],
    ['fogo', 'stands:HIDDEN-P7 attest:true pick:real'],
    ['fogo', 'stands:DR-1 attest:true real:second position:"18,68"'],
  ],
  'fieldcraft hide': [['fogo', 'sneaker:S1 attest:true leave:true']],
  'fieldcraft conceal': [['fogo', 'sneaker:S1 stands:HIDDEN-P8 position:"north edge"']],
  'fieldcraft track': [['fogo', 'stand:CA-SC spoor:SP1 attest:true'], ['fogo', 'stand:DR-1 spoor:SP1 attest:true']],
  'fieldcraft reorganise': [['fogo', 'sneakers:"S1: ; S2: HIDDEN-P8" attest:true']],
  'fieldcraft move': [['fogo', 'sneaker:S2 feature:"Elephant grass" position:"33,40"']],
  'fieldcraft rally': [['fogo', 'sneaker:S1']],
  'fieldcraft rbf': [['fogo', 'sneaker:S1 feature:"Ridge thicket"']],
  'fieldcraft reveal': [['fogo', 'sneaker:S1 atmarker:HIDDEN-P8']],
  'fieldcraft fire': [['fogo', 'firers:CA-1 sneaker:S4 cover:open']],
  'fieldcraft reactive': [['fogo', 'firers:FR-2 sneaker:S1 cover:open']],
  'fieldcraft assign': [['fogo', 'stand:FR-4']],
  'fogo pass': [['fogo', '']],
  'lnl status': [['lnl', '']],
  'lnl roster': [['lnl', 'builtin:lnl-vc-platoon']],
  'lnl unit list': [['lnl', 'all:true']],
  'lnl unit place': [['lnl', 'unit:"3rd Sqd" at:A10']],
  'lnl unit set': [['lnl', 'unit:"3rd Sqd" status:shaken']],
  'lnl unit remove': [['lnl', 'unit:"Doc Hale"']],
  'lnl initiative': [['lnl', '']],
  'lnl rally': [['lnl', 'unit:"2nd Sqd" cover:false']],
  'lnl heal': [['lnl', 'medic:"Doc Hale" target:"Lt Kelly" action:heal-wound']],
  'lnl move': [['lnl', 'units:"3rd Sqd" to:A10 how:move']],
  'lnl spot': [['lnl', 'unit:"Lt Kelly" hex:E5']],
  'lnl fire': [['lnl', 'units:"1st Sqd" target:E5']],
  'lnl ordnance': [['lnl', 'weapon:M67 target:E5']],
  'lnl melee': [['lnl', 'hex:E5']],
  'lnl artillery call': [['lnl', 'spotter:"Sgt Reyes" hex:D9 fp:6 mission:standard']],
  'lnl artillery ffe': [['lnl', 'spotter:"Lt Kelly" shift:C9']],
  'lnl artillery air': [['lnl', 'hexes:"E5, C8" fp:4 he:6']],
  'lnl smoke': [['lnl', 'unit:"3rd Sqd" hex:A9']],
  'lnl overrun': [['lnl', 'vehicle:M113 hex:F4']],
  'lnl assault': [['lnl', 'units:"VC 3" vehicle:M113']],
  'lnl mines': [['lnl', 'vehicle:M113']],
  'lnl pass': [['lnl', '']],
  'lnl chart': [['lnl', 'name:melee']],
  'fng status': [['fng', ''], ['fng-h2h', '']],
  'fng force': [['fng', 'builtin:fng-us-rifle-squad prefix:x-']],
  'fng figure list': [['fng', ''], ['fng-h2h', '']],
  'fng figure place': [['fng', 'figures:"HIDDEN-Uapink@12,24"']],
  'fng figure set': [['fng', 'figure:barnes cover:true']],
  'fng activate': [['fng', '']],
  // Head to head: notes are made before the mission (refused once it runs); moves and reveals by the side acting.
  'fng pef note': [['fng-h2h', 'pef:1 holds:decoy'], ['fng-h2h', 'pef:2 holds:"HIDDEN-Vhphouc" side:VC']],
  'fng pef move': [['fng-h2h', 'moves:"F1@14,10; F2@16,10"'], ['fng-h2h', 'moves:"C1@40,10" side:VC']],
  'fng pef reveal': [['fng-h2h', 'pef:1'], ['fng-h2h', 'pef:C2 side:VC']],
  // In the world the VC are activating (turn 1, US 1 VC 2): the VC orders (the GM's, naming the side) are carried out, the US ones refused.
  'fng move': [['fng', 'moves:"pink@16,20; barnes@18,20"'], ['fng', 'moves:"tranh@22,20" side:VC']],
  'fng face': [['fng', 'toward:"pink@26,20; barnes@26,20"'], ['fng', 'toward:"tranh@10,20" side:VC']],
  'fng sight': [['fng', 'figures:"pink, barnes, tranh, lam"'], ['fng', 'figures:"tranh, able, kelly" side:VC']],
  'fng fire': [['fng', 'shooter:pink targets:"tranh x2, lam x2"'], ['fng', 'shooter:tranh targets:"able x3" side:VC'], ['fng', 'shooter:pink at:20,20'], ['fng', 'shooter:pink targets:"tranh" buckshot:true']],
  'fng grenade': [['fng', 'thrower:able at:17,20'], ['fng', 'thrower:able c4:1 turns:1'], ['fng', 'thrower:pink at:17,20 smoke:true'], ['fng', 'thrower:tranh at:18,20 satchel:true side:VC']],
  'fng gear': [['fng', 'figure:pink use:flare at:26,20'], ['fng', 'figure:pink use:cut-wire at:17,20'], ['fng', 'figure:pink use:clear-mines at:17,20'], ['fng', 'figure:pink use:flashlight'], ['fng', 'figure:pink use:red-flashlight at:26,20'], ['fng', 'figure:barnes use:starlight']],
  'fng law': [['fng', 'firer:pink target:lam'], ['fng', 'firer:pink at:20,20']],
  'fng charge': [['fng', 'chargers:charles target:phouc']],
  'fng melee': [['fng', 'figure:charles']],
  'fng react': [['fng', 'figure:pink answer:roll']],
  'fng aid': [['fng', 'medic:phil casualty:barnes']],
  'fng carry': [['fng', 'figure:phil casualty:barnes']],
  'fng reload': [['fng', 'figure:kelly']],
  'fng setup-mg': [['fng', 'gunner:kelly']],
  'fng done': [['fng', ''], ['fng', 'side:VC']],
  'fng chart': [['fng', 'name:ranged']],
  'fng-mission start': [['fng', 'corps:I area:coastal sl:4'], ['fng', 'corps:I area:coastal sl:4 day-part:roll weather:roll mission:recon'], ['fng-tour', 'corps:II area:coastal']],
  'fng-mission status': [['fng', ''], ['fng-h2h', '']],
  'fng-mission recon': [['fng', 'firers:"pink, kelly" pef:P1']],
  'fng-mission move': [['fng', 'moves:"P1@40,12; tranh@26,21"']],
  'fng-mission call': [['fng', 'rto:pink for:mortar at:26,20']],
  'fng-mission rtp': [['fng', 'at:"30,20; 40,20"']],
  'fng-mission fire-mission': [['fng', 'spotter:pink at:26,20']],
  'fng-mission strike': [['fng', 'at:26,20 munition:bomb-500'], ['fng', 'at:26,20 munition:rockets gunners:nobles']],
  'fng-mission medevac': [['fng', 'casualties:barnes']],
  'fng-mission helicopter': [['fng', 'do:land at:16,20 figures:barnes'], ['fng', 'do:take-off'], ['fng', 'do:door-guns target:nobles'], ['fng', 'do:on-table at:30,20 from:10,20'], ['fng', 'do:off-table'], ['fng', 'do:drop-grenade at:25,20'], ['fng', 'do:drop-smoke'], ['fng', 'do:observer-fire target:nobles'], ['fng', 'do:passenger-fire figures:barnes target:nobles'], ['fng', 'do:drop-smoke figures:barnes']],
  'fng-mission tunnel': [
    ['fng', 'figures:"pink, barnes" enter:16,20'],
    ['fng', 'figures:pink'],
    ['fng', 'figures:barnes rescue:pink'],
    ['fng', 'figures:pink charge:section'],
    ['fng', 'figures:barnes detonate:16,20'],
  ],
  'fng-mission swim': [['fng', 'figure:pink to:16,20'], ['fng', 'figure:tranh'], ['fng', 'figure:barnes tow:pink']],
  'fng-mission fac': [['fng', 'run:spot line:"0,20 to 72,20"'], ['fng', 'run:fire target:tranh'], ['fng', 'run:mark at:26,20']],
  'fng-mission spooky': [['fng', 'line:"0,20 to 72,20"'], ['fng', 'at:26,20 radius:12']],
  'fng-mission light': [['fng', 'at:26,20'], ['fng', 'at:26,20 spotter:pink support:S1']],
  'fng-mission civilians': [['fng', 'at:32,12'], ['fng', 'at:32,12 react:true'], ['fng', 'at:32,12 react:true from:40,12']],
  'fng-mission civilian': [['fng', 'do:move civilian:c1 to:34,16'], ['fng', 'do:force civilian:c1 figure:pink'], ['fng', 'do:move civilian:c9 to:34,16'], ['fng', 'do:fire civilian:c1 figure:pink']],
  'fng-mission speak': [['fng', 'figure:pink'], ['fng', 'figure:pink civilian:c1'], ['fng', 'figure:tranh shooting:true'], ['fng', 'figure:pink troops:barnes']],
  'fng-mission radio': [['fng', 'commander:pink subordinate:barnes']],
  'fng-mission column': [['fng', 'head:26,20 trail:40,20'], ['fng', 'head:26,20 trail:40,20 figures:"pink, barnes"']],
  'fng-mission objective': [['fng', 'at:26,20']],
  'fng-mission claymore': [['fng', 'do:set figure:pink toward:26,20'], ['fng', 'do:fire figure:pink mine:M1']],
  'fng-mission building': [['fng', 'figures:pink at:32,12'], ['fng', 'figures:"pink, barnes" at:14,11 do:suppress'], ['fng', 'figures:pink at:32,12 do:ignite']],
  'fng-mission end': [['fng-tour', 'objective:held exited:true sectors:2'], ['fng', 'kills:"pink>tranh" medals:pink exited:true']],
  'fng-tour after-action': [['fng-tour', '']],
  'fng-tour start': [['fng', 'army:usmc corps:I month:1967-06 star:"Sgt Pink"']],
  'fng-tour status': [['fng-tour', '']],
  'fng-tour roster': [['fng-tour', 'figure:s1-1 attribute:lucky name:"Sgt Pink"']],
  'fng-tour turn': [['fng-tour', '']],
  'fireteam status': [['ftp', ''], ['ftf', '']],
  'fireteam setup': [['ftp', 'patrol:false attacker:Russians jops:3']],
  'fireteam force': [['ftp', 'list:russians squads:2 prefix:x-']],
  'fireteam unit list': [['ftp', 'all:true'], ['ftf', 'all:true']],
  'fireteam unit place': [['fta', 'unit:HIDDEN-Rco at:30,12 side:Russians']],
  'fireteam patrol move': [['ftp', 'marker:a2 to:22.5,21']],
  'fireteam patrol jop': [['ftp', 'at:25,22.5 cover:true']],
  'fireteam deploy': [['fta', 'unit:HIDDEN-Rco jop:jop-a3 at:30,12'], ['fta', 'unit:HIDDEN-Rsq2-ft1 jop:jop-a1 at:26,22']],
  'fireteam heading': [['fta', 'unit:HIDDEN-Gtransport-1-hannomag toward:40,20']],
  'fireteam overwatch on': [['fta', 'unit:HIDDEN-Rsq1-ft1']],
  'fireteam overwatch fire': [['ftf', 'unit:HIDDEN-Rsq1-ft1 target:HIDDEN-Gsq1-ft1 stop:45,19']],
  'fireteam ground': [['fta', 'unit:HIDDEN-Rsq1-ft2']],
  'fireteam fire declare': [['ftf', 'shots:"HIDDEN-Gsq1-ft1 > HIDDEN-Rsq1-ft2"']],
  'fireteam fire resolve': [['ftf', 'shooter:HIDDEN-Rwpn1-hmg']],
  'fireteam at': [['ftf', 'shooter:HIDDEN-Rwpn1-atr']],
  'fireteam artillery': [['ftf', 'observer:HIDDEN-Rco weapon:medium-mortar']],
  'fireteam rally': [['ftf', 'unit:HIDDEN-Rsq1-ft2 by:HIDDEN-Rco']],
  'fireteam medic': [['ftf', 'medic:HIDDEN-Rmed unit:HIDDEN-Rsq1-ft2 hit:kill']],
  'fireteam move': [['ftm', 'unit:HIDDEN-Rsq1-ft2 to:32,24']],
  'fireteam embark': [['ftm', 'unit:HIDDEN-Gsq1-ft1 vehicle:HIDDEN-Gtransport-1-hannomag']],
  'fireteam disembark': [['ftm', 'unit:HIDDEN-Gsq1-ft1 at:60,20']],
  'fireteam assault': [['ftf', 'attackers:HIDDEN-Rsq1-ft2 defenders:HIDDEN-Gsq1-ft1']],
  'fireteam done': [['ftp', ''], ['fta', ''], ['ftm', '']],
  'fireteam campaign status': [['ftf', '']],
  'fireteam campaign assault': [['ftf', 'from:C4 to:C3']],
  'fireteam campaign split': [['ftf', 'attack:5 defence:3']],
  'fireteam campaign result': [['ftf', 'game:t1-g1 winner:Russians']],
  'board show': [['fogo', ''], ['fogo', 'mine:true'], ['ftp', ''], ['ftf', 'mine:true'], ['lnl', ''], ['fng-h2h', 'mine:true']],
  'board mine': [['fogo', ''], ['ftp', ''], ['ftf', ''], ['fta', ''], ['fng-h2h', '']],
  'board load': [['fogo', 'builtin:fogo-paddy-patrol']],
  'board web': [['fogo', ''], ['fng', 'action:revoke'], ['ftf', 'action:publish']],
  verify: [['quick', ''], ['fogo', 'ledger:1'], ['fng-h2h', '']],
  inbox: [['fogo', ''], ['quick', '']],
  help: [['fogo', 'command:"fieldcraft hide"']],
};

/**
 * Secret choices: one player's two orders that differ only in what they keep secret. Everything
 * the other side, a bystander and the channel are shown, and the game as they may know it
 * afterwards, must be the same either way. [command, scene, player, options A, options B].
 */
export const TWINS: readonly (readonly [string, string, Person, string, string])[] = [
  ['fieldcraft allocate', 'fogo-setup', 'bob', 'troops:cacadores sneakers:"Baobab clump: HIDDEN-P5; Mueda road:"', 'troops:cacadores sneakers:"Baobab clump:; Mueda road: HIDDEN-P5"'],
  ['fieldcraft allocate', 'fogo-setup', 'cat', 'troops:frelimo sneakers:"Ridge thicket: HIDDEN-F5; Western bush:" nominal:2', 'troops:frelimo sneakers:"Ridge thicket:; Western bush:" nominal:2'],
  // A stand the enemy has seen cannot go into a Sneaker at all (test/secrecy/sneaker-allocation.test.ts).
  ['fieldcraft sneak', 'fogo', 'bob', 'stands:CA-3 attest:true real:first position:"by the road"', 'stands:CA-3 attest:true real:second position:"by the road"'],
  ['fieldcraft sneak', 'fogo', 'bob', 'stands:HIDDEN-P7 attest:true pick:real', 'stands:HIDDEN-P7 attest:true pick:dummy'],
  ['fieldcraft hide', 'fogo', 'bob', 'sneaker:S1 attest:true leave:true', 'sneaker:S1 attest:true leave:false'],
  ['fieldcraft conceal', 'fogo', 'bob', 'sneaker:S1 stands:HIDDEN-P8 position:"north edge"', 'sneaker:S1 position:"north edge"'],
  ['fieldcraft reorganise', 'fogo', 'bob', 'sneakers:"S1: ; S2: HIDDEN-P8" attest:true', 'sneakers:"S1: HIDDEN-P8; S2:" attest:true'],
  ['fogo stand add', 'fogo', 'bob', 'id:HIDDEN-PX type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:"Baobab clump"', 'id:HIDDEN-PX type:mmg quality:veteran fieldcraft:3 hidden:true feature:"Burnt machamba"'],
  ['fogo heli board', 'fogo', 'bob', 'helicopter:HIDDEN-PAL2 stands:HIDDEN-P6', 'helicopter:HIDDEN-PAL2 stands:HIDDEN-P4'],
  ['roll', 'fogo', 'cat', 'dice:4d6 reason:"HIDDEN-Froll one" hidden:true', 'dice:1d20 reason:"HIDDEN-Froll two" hidden:true'],
  ['roll', 'quick', 'cat', 'dice:4d6 reason:"HIDDEN-Qcat one" hidden:true', 'dice:1d20 reason:"HIDDEN-Qcat two" hidden:true'],
  // Dice Maiden's `p` hides a roll as hidden:true does, its comment with it (issue 46).
  ['roll', 'fogo', 'cat', 'dice:"p 4d6 ! HIDDEN-Froll three"', 'dice:"6d10 t7 p; 1d20 ! HIDDEN-Froll four"'],
  ['roll', 'quick', 'cat', 'dice:"p 4d6 ! HIDDEN-Qcat three"', 'dice:"wng dn2 4d6 p ! HIDDEN-Qcat four"'],
  ['fireteam campaign assault', 'fta', 'bob', 'from:A1 to:A2', 'from:C1 to:C2'],
  ['fireteam patrol move', 'ftp', 'bob', 'marker:a2 to:22.37,21.37', 'marker:a2 to:16.37,21.37'],
];

/** Values each scene offers the fuzzer: ids of hidden and seen things of both sides, and junk. */
interface Pools {
  /** Hidden ids whose existence, place or kind differs between W0 and a variant: every probe uses these. */
  readonly contested: readonly string[];
  /** Features, and spots on the table, where what a side hides differs between W0 and its variant. */
  readonly contestedPlaces: readonly (readonly [string, 0 | 1])[];
  readonly contestedPoints: readonly (readonly [string, 0 | 1])[];
  readonly hidden: readonly string[];
  readonly seen: readonly string[];
  readonly markers: readonly string[];
  readonly places: readonly string[];
  readonly points: readonly string[];
  readonly sides: readonly string[];
}

const JUNK = ['NOSUCH-1', 'x', '   ', 'S99', 'hidden', '0', '-1', '1e9', '"', ';;', 'a: b; c', '@everyone', '<#1>'];

/** The Fire Team table after the patrol: JOPs whose place differs between worlds, units on and off it. */
const FIRE_TEAM_TABLE: Pools = {
  contested: ['jop-a3', 'jop-d3'],
  contestedPlaces: [],
  // Where the unused third JOPs stand, in W0 and in the variant.
  contestedPoints: [['30.37,11.37', 0], ['29.37,10.37', 0], ['48.73,28.73', 1], ['47.73,29.73', 1]],
  hidden: ['HIDDEN-Rco', 'HIDDEN-Gsq2-ft1', 'HIDDEN-Gtransport-1-truck', 'HIDDEN-Rsq2-ft1'],
  seen: ['HIDDEN-Rsq1-ft2', 'HIDDEN-Rwpn1-hmg', 'HIDDEN-Gsq1-ft1', 'HIDDEN-Gco', 'HIDDEN-Gtransport-1-hannomag'],
  markers: ['jop-a1', 'jop-a3', 'jop-d1', 'jop-d3', 'a1', 'd3'],
  places: ['east-road-entry'],
  points: ['30.37,11.37', '48.73,28.73', '47.73,29.73', '40,24'],
  sides: ['Russians', 'Germans'],
};

export const POOLS: Readonly<Record<string, Pools>> = {
  fogo: {
    contested: ['HIDDEN-F7', 'HIDDEN-F8', 'HIDDEN-F1', 'HIDDEN-F3', 'HIDDEN-F9', 'HIDDEN-P7', 'HIDDEN-P9', 'HIDDEN-PAL'],
    // HIDDEN-F7 in the Ridge thicket (W0 only), HIDDEN-F8 in the Miombo woods or on the Rocky outcrop,
    // troops left in the Elephant grass (W0) or kept in S3, HIDDEN-P7 in the Baobab clump (W0 only).
    contestedPlaces: [['Ridge thicket', 1], ['Miombo woods', 1], ['Rocky outcrop', 1], ['Elephant grass', 1], ['Baobab clump', 0]],
    contestedPoints: [['40,8', 1], ['8,18', 1], ['8,41', 1], ['42,36', 1], ['9,64', 0]],
    hidden: ['HIDDEN-FCT', 'HIDDEN-F2', 'HIDDEN-P8', 'HIDDEN-P6', 'hidden-f7'],
    seen: ['CA-1', 'CA-7', 'CA-5', 'CA-PC', 'CA-CC', 'CA-SC', 'DR-1', 'CIV-1', 'FR-1', 'FR-CT', 'FR-4'],
    markers: ['S1', 'S2', 'S3', 'S4', 'S5', 'SP1', 'SP2', 'H1'],
    places: ['Ridge thicket', 'Elephant grass', 'Western bush', 'Miombo woods', 'Rocky outcrop', 'Baobab clump', 'Burnt machamba', 'Abandoned kraal'],
    points: ['20,60', '8,18', '37,33'],
    sides: ['Portugal', 'FRELIMO', 'Germans'],
  },
  'fogo-setup': {
    contested: ['HIDDEN-P5', 'HIDDEN-F5'],
    contestedPlaces: [['Baobab clump', 0], ['Ridge thicket', 1]],
    contestedPoints: [],
    hidden: [],
    seen: ['CA-1', 'CA-4', 'FR-1', 'FR-CT'],
    markers: ['S1', 'S2'],
    places: ['Ridge thicket', 'Baobab clump', 'Mueda road'],
    points: ['20,60'],
    sides: ['Portugal', 'FRELIMO'],
  },
  ftp: {
    contested: ['HIDDEN-Gco', 'HIDDEN-Vco', 'HIDDEN-Rco', 'HIDDEN-Psq1-ft1', 'HIDDEN-G', 'HIDDEN-P'],
    contestedPlaces: [],
    // Where a1 and d1 went, in W0 and in the variant.
    contestedPoints: [['18.37,10.37', 0], ['16.37,12.37', 0], ['53.73,8.73', 1], ['54.73,10.73', 1]],
    hidden: ['HIDDEN-Gtransport-1-hannomag', 'HIDDEN-Rsq1-ft1', 'HIDDEN-G', 'HIDDEN-R'],
    seen: [],
    markers: ['a1', 'a2', 'd1', 'd2', 'jop-a1', 'jop-d1'],
    places: ['east-road-entry'],
    points: ['18.37,10.37', '53.73,8.73', '22.5,21', '40,20'],
    sides: ['Russians', 'Germans'],
  },
  ftf: FIRE_TEAM_TABLE,
  fta: FIRE_TEAM_TABLE,
  ftm: FIRE_TEAM_TABLE,
  lnl: {
    contested: [],
    contestedPlaces: [],
    contestedPoints: [],
    hidden: [],
    seen: ['Lt Kelly', '1st Sqd', 'M113', 'M67', 'VC 2', 'Cmdr Tran', 'VC sniper'],
    markers: [],
    places: ['E5', 'A10', 'G3', 'Z99'],
    points: ['E5', 'C8'],
    sides: ['US', 'VC'],
  },
  fng: {
    // Each side's second force, off the table: its ids differ between W0 and the variant.
    contested: ['HIDDEN-Uapink', 'HIDDEN-Ubpink', 'HIDDEN-Vas1-1', 'HIDDEN-Vbs1-1'],
    contestedPlaces: [],
    contestedPoints: [],
    hidden: ['HIDDEN-Uakelly', 'HIDDEN-Vas1-2', 'Ubphil'],
    seen: ['pink', 'barnes', 'charles', 'kelly', 'phil', 'tranh', 'minh', 'phouc', 'lam'],
    markers: [],
    places: [],
    points: ['16,20', '26,20', '-5,900'],
    sides: ['US', 'VC'],
  },
  // Head to head: the same ids in every world, in different PEFs; the blips to aim at.
  'fng-h2h': {
    contested: [],
    contestedPlaces: [],
    contestedPoints: [],
    hidden: ['HIDDEN-Uhpink', 'HIDDEN-Uhkelly', 'HIDDEN-Vhtranh', 'HIDDEN-Vhlam'],
    seen: [],
    markers: ['F1', 'F2', 'C1', 'C2', '1', '2'],
    places: [],
    points: ['14,10', '40,10', '-5,900'],
    sides: ['US', 'VC'],
  },
  // The tour's roster is public: nothing contested; the squad's generated ids and the PEF markers to aim at.
  'fng-tour': {
    contested: [],
    contestedPlaces: [],
    contestedPoints: [],
    hidden: [],
    seen: ['s1-1', 's1-2', 's1-3', 'vc1-1'],
    markers: ['P1', 'P2'],
    places: [],
    points: ['40,20', '60,9', '-5,900'],
    sides: ['US', 'VC'],
  },
  quick: { contested: [], contestedPlaces: [], contestedPoints: [], hidden: [], seen: [], markers: [], places: [], points: [], sides: [] },
};

/** Options naming a terrain feature or place, and a spot on the table: the place probes go here. */
const PLACE_OPTIONS = new Set(['feature', 'features', 'dropzone', 'lz', 'hazardfeature']);
const POINT_OPTIONS = new Set(['at', 'to', 'stop', 'hex', 'hexes', 'position']);

/** Options naming things (stands, units, Sneakers, markers, JOPs): the probes go here. */
const ID_OPTIONS = new Set([
  'id', 'stand', 'stands', 'firers', 'leader', 'director', 'target', 'attackers', 'defenders', 'support', 'enemysupport',
  'commander', 'attached', 'helicopter', 'roller', 'atmarker', 'outside', 'safe', 'hazard', 'lethal', 'unit', 'units',
  'medic', 'by', 'shooter', 'observer', 'vehicle', 'weapon', 'spotter', 'marker', 'jop', 'sneaker', 'sneakers', 'spoor',
  'reveal', 'shots', 'prefix', 'defenders', 'reveal', 'figure', 'figures', 'targets', 'chargers', 'casualty', 'thrower',
  'firer', 'gunner', 'moves', 'cover', 'concealed', 'shielded', 'caller', 'near', 'pef', 'holds',
]);

const isIdOption = (name: string, spec: OptionSpec): boolean =>
  spec.type === 'string' && spec.choices === undefined && (spec.autocomplete === 'stand' || ID_OPTIONS.has(name));

export interface Case {
  readonly key: string;
  readonly scene: Scene;
  readonly call: Call;
  readonly kind: 'realistic' | 'fuzz' | 'probe';
  /** The worlds it runs in: all three, or W0 and the variant that flips the probed id's owner. */
  readonly worlds: readonly Variant[];
}

export interface TwinCase {
  readonly key: string;
  readonly scene: Scene;
  readonly a: Call;
  readonly b: Call;
}

/** Who runs each case in the scene's channel (bob also from elsewhere); dan plays as cat does and is an observer only. */
const INVOKERS: readonly Person[] = ['bob', 'cat', 'ann', 'eve'];

export function optionsOf(key: string, text: string): RawOptions {
  const parsed = parseLine(`/${key} ${text}`);
  if (parsed.kind !== 'command') throw new Error(`bad realistic options for ${key}: ${text}`);
  return parsed.options;
}

/** Where a command runs: its ruleset's scenes, or (kernel commands) every scene. */
export function scenesFor(path: readonly string[]): Scene[] {
  const root = path[0]!;
  if (root === 'fogo' || root === 'lnl' || root === 'fireteam' || root === 'fng') return SCENES.filter((s) => s.ruleset === root);
  if (root === 'board') return SCENES.filter((s) => s.ruleset !== 'none');
  return [...SCENES];
}

/** A force, roster or scenario file holding `id`, for the `file` options. */
function fileWith(key: string, id: string): RawOptionValue | undefined {
  const json = (x: unknown) => ({ name: 'probe.json', data: Buffer.from(JSON.stringify(x)) });
  if (key === 'fogo force') return json({ name: 'Probe', troopType: 'frelimo', stands: [{ id, type: 'rifle-assault', quality: 'regular', fieldcraft: 1 }] });
  if (key === 'fireteam force') return json({ name: 'Probe', units: [{ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] }] });
  if (key === 'lnl roster') return json({ name: 'Probe', units: [{ id, kind: 'squad', firepower: 1, range: 5, morale: 5, at: 'A1' }] });
  if (key === 'fng force') return json({ name: 'Probe', army: 'us-army', units: [{ id: 'sq', name: 'Squad', kind: 'squad', stores: {} }], figures: [{ id, name: 'Probe', unit: 'sq', role: 'rifleman', rep: 4, weapon: 'm16', attributes: [], gear: [] }] });
  return undefined;
}

function fuzzValue(rng: () => number, name: string, spec: OptionSpec, pools: Pools, key: string): RawOptionValue | undefined {
  const pick = <T>(xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(rng() * xs.length)] : undefined);
  switch (spec.type) {
    case 'boolean':
      return rng() < 0.5 ? 'true' : 'false';
    case 'integer': {
      const lo = spec.min ?? 0;
      const hi = Math.min(spec.max ?? lo + 8, lo + 8);
      return String(lo + Math.floor(rng() * (hi - lo + 1)));
    }
    case 'attachment':
      return fileWith(key, pick([...pools.contested, ...pools.seen, 'NOSUCH-1'])!);
    case 'user':
      // Anyone of the worlds, or someone nowhere in them, named as the local table names people.
      return pick(['bob', 'cat', 'dan', 'ann', 'eve', 'fay', 'NOSUCH-1']);
    case 'string': {
      if (spec.autocomplete === 'join-request' || spec.autocomplete === 'player') return pick(['bob', 'cat', 'dan', 'eve', 'id-eve', 'id-cat', 'Nobody', ...JUNK]);
      if (spec.choices) return rng() < 0.9 ? pick(spec.choices) : 'zzz';
      if (spec.autocomplete === 'side' || name === 'side' || name === 'winner' || name === 'attacker') return pick([...pools.sides, 'Nowhere']);
      const r = rng();
      if (isIdOption(name, spec)) {
        if (r < 0.35) return pick(pools.contested) ?? pick(pools.seen) ?? 'NOSUCH-1';
        if (r < 0.5) return pick(pools.hidden) ?? 'NOSUCH-1';
        if (r < 0.7) return pick(pools.seen) ?? 'NOSUCH-1';
        if (r < 0.85) return pick(pools.markers) ?? 'S1';
        return pick(JUNK);
      }
      if (r < 0.3) return pick(pools.places) ?? 'woods';
      if (r < 0.5) return pick(pools.points) ?? '10,10';
      if (r < 0.65) return pick(pools.contested) ?? 'HIDDEN-X';
      return pick(JUNK);
    }
  }
}

/** Every case of one command: realistic, fuzzed (fixed seed), and probes, by every invoker. */
export function casesFor(rc: ResolvedCommand, fuzzPerScene: number): { cases: Case[]; twins: TwinCase[] } {
  const key = rc.path.join(' ');
  const cases: Case[] = [];
  const rng = seedrandom(`secrecy-sweep:${key}`);
  const realistic = REALISTIC[key] ?? [];
  for (const scene of scenesFor(rc.path)) {
    const mine = realistic.filter(([ch]) => ch === scene.channel).map(([, t]) => optionsOf(key, t));
    const bases = mine.length ? mine : realistic.length ? [optionsOf(key, realistic[0]![1])] : [{}];
    const slots: [Person, string][] = [...INVOKERS.map((who): [Person, string] => [who, scene.channel]), ['bob', ELSEWHERE]];
    const by = (options: RawOptions, kind: Case['kind'], who: readonly [Person, string][]) => {
      for (const [person, channel] of who) cases.push({ key, scene, kind, worlds: ['W0', 'WS1', 'WS2'], call: { who: person, channel, path: rc.path, options } });
    };
    // A command without options, or one without realistic options, runs bare by everyone in every scene.
    const names = Object.keys(rc.command.options);
    for (const o of mine.length ? mine : names.length === 0 || realistic.length === 0 ? [{}] : []) by(o, 'realistic', slots);
    // Fuzzed orders from two invokers each, picked by the seed: enough, over all commands, for every invoker.
    const every = (options: RawOptions, kind: Case['kind']) => {
      const first = Math.floor(rng() * slots.length);
      by(options, kind, [slots[first]!, slots[(first + 1 + Math.floor(rng() * (slots.length - 1))) % slots.length]!]);
    };
    for (let i = 0; i < fuzzPerScene && names.length; i++) {
      const base = bases[Math.floor(rng() * bases.length)]!;
      const o: Record<string, RawOptionValue> = { ...base };
      const n = 1 + (rng() < 0.3 ? 1 : 0);
      for (let k = 0; k < n; k++) {
        const name = names[Math.floor(rng() * names.length)]!;
        const v = fuzzValue(rng, name, rc.command.options[name]!, POOLS[scene.channel]!, key);
        if (v === undefined) delete o[name];
        else o[name] = v;
      }
      every(o, 'fuzz');
    }
    // Probes: each contested id in each option that names things, each contested place and spot in
    // each option that names one, by those it is hidden from.
    const pools = POOLS[scene.channel]!;
    const probe = (options: RawOptions, side: 0 | 1) => {
      const flip: Variant = side === 0 ? 'WS1' : 'WS2';
      for (const who of side === 0 ? (['cat', 'eve'] as const) : (['bob', 'eve'] as const)) {
        cases.push({ key, scene, kind: 'probe', worlds: ['W0', flip], call: { who, channel: scene.channel, path: rc.path, options } });
      }
    };
    for (const [name, spec] of Object.entries(rc.command.options)) {
      const file = spec.type === 'attachment';
      if (file || isIdOption(name, spec)) {
        for (const id of pools.contested) {
          const owner = ownerOfCanary(id) ?? ownerOfJop(id);
          if (!owner || !('side' in owner)) continue;
          const value = file ? fileWith(key, id) : name === 'shots' ? `${id} > ${pools.seen[0] ?? 'x'}` : name === 'sneakers' ? `${pools.places[0]}: ${id}` : id;
          if (value === undefined) continue;
          // A file stands alone (a built-in force beside it would be refused first).
          probe(file ? { [name]: value } : { ...bases[0]!, [name]: value }, owner.side);
        }
      } else if (PLACE_OPTIONS.has(name)) {
        for (const [place, side] of pools.contestedPlaces) probe({ ...bases[0]!, [name]: place }, side);
      } else if (POINT_OPTIONS.has(name)) {
        for (const [point, side] of pools.contestedPoints) probe({ ...bases[0]!, [name]: point }, side);
      }
    }
  }
  const twins = TWINS.filter(([k]) => k === key).map(([, ch, who, a, b]) => {
    const scene = SCENES.find((s) => s.channel === ch)!;
    return { key, scene, a: { who, channel: ch, path: rc.path, options: optionsOf(key, a) }, b: { who, channel: ch, path: rc.path, options: optionsOf(key, b) } };
  });
  return { cases, twins };
}

/** Fire Team JOPs are named by side: jop-a… the attacker's (Russians), jop-d… the defender's. */
function ownerOfJop(id: string): { side: 0 | 1 } | undefined {
  if (/^jop-a/i.test(id)) return { side: 0 };
  if (/^jop-d/i.test(id)) return { side: 1 };
  return undefined;
}
