import type { HouseRuleParam } from '../../../../core/house-rules.js';
import { RANDOM_EVENT_TRAP_TARGET_READINGS, RANDOM_EVENT_TRAP_TYPE_READINGS } from './booby-traps.js';
import { CIVILIAN_REACTION_READINGS, FLUENT_READINGS, SPEAK_LOCAL_TWICE_READINGS } from '../missions/civilians.js';
import { VC_ACTION_TARGET_READINGS } from './enemy-action.js';
import { CONTACT_ZERO_READINGS, PEF_REP_READINGS } from './pef.js';
import { PC_EAL2_ROWS_8_9_READINGS, PC_EAL6_ORDER_READINGS } from './potential-contact.js';
import { RANDOM_EVENT_SIDE_READINGS } from './random-events.js';
import { SPIDER_HOLE_FLANK_READINGS } from './spider-holes.js';
import { HALF_EAL_ROUNDING_READINGS, SEALED_EXIT_READINGS } from '../tunnels/tunnels.js';
import { OUTSIDE_12_LOS_READINGS } from './local-vc.js';

/** Which Potential Contact a Recon's reinforcements enter at, when there are several (recon-entry.ts): `fng.recon.reinforcement-pc`. */
export const RECON_PC_READINGS = ['roll', 'farthest'] as const;
export type ReconPcReading = (typeof RECON_PC_READINGS)[number];

/** The SMGs the enemy tables name without a model ("SMG", L2114, L2117, L2155): `fng.enemy.smg` picks one. */
export const ENEMY_SMG_READINGS = ['ppsh', 'mat-49', 'thompson', 'm3a1'] as const;

/**
 * FNG values of the enemy's tables that the seed leaves open (scrambled rows, two printed readings,
 * missing cases), as named parameters with the plan's default. The rules functions take the resolved
 * value as an input; nothing here is read by them directly.
 */
export const fngEnemyHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fng.eal.hidden',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed L1349 (the EAL is rolled), L1395 (PEF REP = EAL); the plan (fng-play-by-post.md §1, Hidden information)',
    description:
      'the players do not see the Enemy Activity Level or the PEFs\' REP until the mission ends: the bot seals them and commits them by hash (the PEF count at the start still shows how many there were)',
  },
  {
    key: 'fng.enemy.keep-out-inches',
    type: 'integer',
    default: 1,
    min: 0,
    max: 12,
    confidence: 'C',
    source: 'seed L2210 (PEFs and PCs deploy into the best cover nearest); silent on troops meeting the players\' figures',
    description:
      'enemy troops the bot lays on the table (a PEF or PC resolved, reinforcements) stand no nearer a player figure than this, nor past one as seen from where they come on',
  },
  {
    key: 'fng.pef.rep',
    type: 'choice',
    default: 'eal',
    choices: PEF_REP_READINGS,
    confidence: 'B',
    source: 'seed L1395',
    description: 'PEF REP equals the Enemy Activity Level, or every PEF is REP 3 (the printed option)',
  },
  {
    key: 'fng.pef.contact-zero',
    type: 'choice',
    default: 'reinforcements',
    choices: CONTACT_ZERO_READINGS,
    confidence: 'C',
    source: 'seed L1419, QRS L2545 ("0 or less, no contact" printed in the 1-pass row only)',
    description: 'a Contact! (2-pass) 1d6 of 0 after the Pro-Communist −1 rolls Enemy Reinforcements, or is no contact',
  },
  {
    key: 'fng.vc-action.target',
    type: 'choice',
    default: 'leader-rep',
    choices: VC_ACTION_TARGET_READINGS,
    confidence: 'C',
    source: 'seed L1618 (leader REP) vs table headings L1605, QRS L2547 (Activity / Investment Level)',
    description: 'the VC/NVA Action 2d6 are taken against the group leader\'s REP, or against the EAL',
  },
  {
    key: 'fng.vc-action.outside-12-los',
    type: 'choice',
    default: 'out-of-los',
    choices: OUTSIDE_12_LOS_READINGS,
    confidence: 'C',
    source: 'seed L1620, QRS L2556, LVC Melt Away L1625 ("outside 12" and LOS")',
    description:
      'beyond 12" a Maneuver fast-moves out of FWF LOS (normal move in LOS) and LVC melt away out of LOS; or the reverse, reading "and LOS" as in LOS',
  },
  {
    key: 'fng.pc.eal2-rows-8-9',
    type: 'choice',
    default: 'as-row-7',
    choices: PC_EAL2_ROWS_8_9_READINGS,
    confidence: 'C',
    source: 'seed L1422–L1426 (labels 2-3, 4, 5, 6, 7, 10, 11-12: no row for 8–9)',
    description: 'EAL 2 Potential Contact totals 8–9 read as the 7 row (grass hooch) or the 10 row (tunnel entrance)',
  },
  {
    key: 'fng.pc.eal6-order',
    type: 'choice',
    default: 'eal5-pattern',
    choices: PC_EAL6_ORDER_READINGS,
    confidence: 'C',
    source: 'seed L1481–L1500 (EAL 6 results 20–36 scattered)',
    description:
      'EAL 6 rows 20–36 follow the EAL 5 table\'s order (… 33 battalion HQ, 34 truck park, 35 POW camp, 36 regimental HQ), or the labels printed nearest each result (33 truck park, 34 regimental HQ, 35 POW camp, 36 battalion HQ)',
  },
  {
    key: 'fng.random-event.this-side',
    type: 'choice',
    default: 'reroll-higher',
    choices: RANDOM_EVENT_SIDE_READINGS,
    confidence: 'C',
    source: 'seed L1641, L1648 ("this side" in events 8, 11 and 17 is not defined)',
    description:
      '"this side" of a Random Event is the side whose die is higher on the Activation re-roll, or 1d6: FWF (1-3), VC/NVA (4-6)',
  },
  {
    key: 'fng.trap.random-event-type',
    type: 'choice',
    default: 'd6-split',
    choices: RANDOM_EVENT_TRAP_TYPE_READINGS,
    confidence: 'C',
    source: 'seed L1641 ("check for discovery and type": no type table), L1511',
    description: 'a Random Event booby trap is localized (1-3) or wide-spread (4-6) on 1d6, or always one type',
  },
  {
    key: 'fng.trap.random-event-target',
    type: 'choice',
    default: 'dice',
    choices: RANDOM_EVENT_TRAP_TARGET_READINGS,
    confidence: 'C',
    source: 'seed L1519 (Target of the Trap dice) vs L1641 (the figure closest to a PEF)',
    description: 'a Random Event trap catches the figure the Target of the Trap dice pick, or the FWF figure closest to a PEF',
  },
  {
    key: 'fng.trap.pointman-disarm',
    type: 'boolean',
    default: false,
    confidence: 'C',
    source: 'seed L358 (Pointman +1 REP spotting booby traps), L1506–L1509 (Disarm Trap)',
    description: 'a Point Man walking point adds +1 REP on the Disarm Trap test as well as the Trap Finder and wire cutters',
  },
  {
    key: 'fng.spider-hole.flank',
    type: 'choice',
    default: 'fire',
    choices: SPIDER_HOLE_FLANK_READINGS,
    confidence: 'C',
    source: 'seed L1656 (1 pass: front fires, rear charges; left and right not given)',
    description: 'on a 1-pass Spider Hole Discovery the occupants of a hole to the left or right fire, or charge',
  },
  {
    key: 'fng.tunnel.half-eal',
    type: 'choice',
    default: 'up',
    choices: HALF_EAL_ROUNDING_READINGS,
    confidence: 'C',
    source: 'seed L1557 (Intel: 1 + 1d6 + 1/2 EAL VP)',
    description: 'half the EAL in the Intel VP rounds up, as 1/2d6 does (L296), or down',
  },
  {
    key: 'fng.tunnel.sealed-exit',
    type: 'choice',
    default: 'refused',
    choices: SEALED_EXIT_READINGS,
    confidence: 'C',
    source: 'seed L1559–L1562 (sealing an entrance; nothing on a party below it)',
    description: 'a party below a sealed entrance cannot come up there and stays below, or digs out',
  },
  {
    key: 'fng.civilians.reaction',
    type: 'choice',
    default: 'cover-on-2',
    choices: CIVILIAN_REACTION_READINGS,
    confidence: 'C',
    source: 'seed L1269–L1280 (rows out of order)',
    description: 'Civilian Reaction: pass 2 moves to the nearest cover and pass 1 fast-moves away, or the reverse',
  },
  {
    key: 'fng.speak-local.fluent',
    type: 'choice',
    default: 'auto-pass',
    choices: FLUENT_READINGS,
    confidence: 'C',
    source: 'seed L357 (Fluent passes any Speak Local test) vs L1296, L1304 (−2d6 only without Fluent)',
    description: 'a Fluent speaker gets the best Speak Local result without rolling, or rolls his full REP d6',
  },
  {
    key: 'fng.speak-local.twice',
    type: 'choice',
    default: 'more-than-double',
    choices: SPEAK_LOCAL_TWICE_READINGS,
    confidence: 'C',
    source: 'seed L1298 ("twice that of civilian") vs worked example L1305 (2 against 1 read as "more than")',
    description: 'Speak Local reveals all PEFs when the player scores more than double the civilian\'s successes, or at least double',
  },
  {
    key: 'fng.recon.reinforcement-pc',
    type: 'choice',
    default: 'roll',
    choices: RECON_PC_READINGS,
    confidence: 'C',
    source: 'seed L2245 ("VC/NVA reinforcements enter via PCs first", which PC unsaid)',
    description: 'in a Recon, enemy reinforcements enter at an unrevealed PC: one rolled for among them (1d6 each), or the one farthest from the squad',
  },
  {
    key: 'fng.enemy.smg',
    type: 'choice',
    default: 'ppsh',
    choices: ENEMY_SMG_READINGS,
    confidence: 'C',
    source: 'seed L2114, L2117, L2155 ("SMG", no model); the MFVC list\'s generic SMG read as a PPsh (L735)',
    description:
      'the SMG the enemy tables name without a model (demolition units\' and MFVC scouts\' (1-3) SMG, a Political Officer\'s or Cadre\'s 4-5): the PPsh, the MaT-49, the Thompson or the M-3A1',
  },
];
