import { ENEMY_CHARTS } from './enemy/enemy-charts.js';
import { SUPPORT_CHARTS } from './support/support-charts.js';

/**
 * The firefight's tables as the Quick Reference Sheets print them (seed L2439–L2526), each with its
 * seed lines, for `/fng chart`. The numbers the house rules can change say so.
 */

export const CHART_NAMES = ['activation', 'insight', 'ranged', 'damage', 'reaction', 'outgunned', 'grenade', 'charge', 'melee', 'medic', 'pef', 'potential-contact', 'vc-action', 'enemy-reinforcements', 'random-events', 'support', 'aircraft', 'fwf-reinforcements', 'terrain'] as const;
export type ChartName = (typeof CHART_NAMES)[number];

export const CHARTS: Readonly<Record<ChartName, string>> = {
  activation: [
    '**Activation** (L599–L607): each side rolls its own d6.',
    '• Doubles: no turn (check a Random Event), roll again.',
    '• The higher die activates first; each side activates only groups whose REP (leader\'s, or the Force Commander\'s within 12") is at least its die, highest REP first.',
    '• A total of 7: the higher die may get reinforcements.',
  ].join('\n'),
  insight: [
    '**In Sight** (L653–L686, QRS L2457–L2467): REP d6, count successes (1–3); most act first, ties at once, 0 cannot act.',
    '• +1d6 Pointman on point, Quick Reflexes; −1d6 Shortsighted, target Stealthy, active and moved, opponent in cover or concealed (house rule `fng.insight.cover`).',
    '• Ducking back or retiring: rolls but completes its reaction.',
    '• Its turn: Stars choose. Outgunned: Duck Back. No shot (range, ammo, weapon): charge if in reach, else Duck Back. Otherwise 1d6 vs REP: pass fire, fail Duck Back. Active side snap fires in the first round.',
  ].join('\n'),
  ranged: [
    '**Ranged Combat** (L825–L834, QRS L2470–L2481): 1d6 per Target Rating, + REP each, highest on the first target.',
    '• 6 or less: miss.',
    '• 7: shooter misses if moved fast or snap firing; target missed if charging, concealed, in cover, prone, moved fast, or 2nd+ target; otherwise hit.',
    '• 8: shooter misses if moved fast or snap firing; target missed if in cover or 3rd+ target; otherwise hit.',
    '• 9+: hit. (House rule `fng.rct.autohit`: 10 shifts the rows to 8/9/10+.)',
    '• Two or more 1s: out of ammo (three with a loader); one activation to reload.',
  ].join('\n'),
  damage: [
    '**Combat Damage** (L836–L851, QRS L2486–L2492): 1d6 per hit vs Impact.',
    '• 1: Obviously Dead. • At most the Impact: Out of the Fight (walking wounded on 1–2). • Above the Impact: Knocked Down — Recover From Knock Down at once.',
    '• In cover, an even die (2, 4, 6) is a miss (house rule `fng.damage.cover-even-miss`).',
    '• Flak jacket: blast Impact −1; chicken plate: −1 (not below 1).',
  ].join('\n'),
  reaction: [
    '**Reaction tests** (2d6 vs REP, Leader Die adds a pass; Stars may pick 2/1/0 — Free Will):',
    '• Received Fire (L695): 2 — retrieving wounded carry on, outgunned Duck Back, otherwise fire back. 1 — retrieving wounded carry on, in cover fire, otherwise Duck Back. 0 — Cohesion test.',
    '• Man Down (L696): 2 carry on, 1 Duck Back, 0 Cohesion test.',
    '• Cohesion (L702, one roll for the group): 2 carry on; 1 carry on, or Retire at half strength; 0 Retire.',
    '• Recover From Knock Down (L699, 3d6 with flak jacket): 2 Stunned, 1 Out of the Fight, 0 Obviously Dead.',
    '• Snake eyes on Received Fire or Man Down: hero mode (L706). Leader Die tests: house rule `fng.leader-die.tests`.',
  ].join('\n'),
  outgunned: [
    '**Outgunned Rankings** (L794–L805): a higher OR firing outguns; can\'t shoot back: outgunned. Stars, chargers and those retrieving wounded never are.',
    '• 5 flame-thrower, grenade, GL, satchel, anti-tank • 4 HMG, MMG, LMG • 3 select-fire rifle, BAR, SMG, shotgun • 2 semi-automatic rifle, carbine • 1 others.',
  ].join('\n'),
  grenade: [
    '**Ready the Grenade/LAW** (L854–L864): 2d6 vs REP — 2 ready now, 1 in reaction or when next active, 0 when next active. One grenade a turn.',
    '**Throwing** (L866–L877, 6", 9" Ball Player): 2 on the spot; 1 on the spot if seen or dropped, else missed; 0 Oops! at the thrower\'s feet (each in the circle 1d6 vs REP to dive clear). Dud: house rule `fng.grenade.dud`.',
    '• Blast circle 5", Impact 2: everyone in it rolls damage; cover at least as strong: Duck Back (house rule `fng.blast-cover`).',
  ].join('\n'),
  charge: [
    '**Charge into Melee** (L887–L917, QRS L2507–L2522): both roll 2d6 vs REP (±d6: Brawler, Nerves of Steel, Tough +1; Coward, Poser, Wuss −1; target in cover +1, flank −1, rear −2 — house rule `fng.charge.circumstance-side`; outnumbered 3:1 −1).',
    '• Charger ahead by 3+: target tests Cohesion. By 2: target may not fire. By 1: one shot. Level to target ahead by 2: target fires at full TR. Target ahead by 3+: full TR, charger tests Cohesion.',
  ].join('\n'),
  melee: [
    '**Melee** (L918–L933): REP d6 ± (bayonet +2, knife +1, unarmed −1; Brawler, Knifeman +1; Slight, Wuss −1; prone −2, from behind −2), count successes.',
    '• More successes: the loser takes Combat Damage with the margin as Impact, cover not counting. Equal: Evenly Matched — fight on or break off when next active (L947).',
  ].join('\n'),
  ...ENEMY_CHARTS,
  ...SUPPORT_CHARTS,
  medic: [
    '**First Aid** (L958–L970): a medic in contact spends an activation; 1d6 vs the medic\'s REP and 1d6 vs the casualty\'s.',
    '• 2 passes: flesh wound, back in the fight. 1: back at REP −1. 0: stays Out of the Fight. One attempt per casualty.',
  ].join('\n'),
};
