/**
 * The player aid's die-roll modifier lists as data: the Direct Fire Table (DFT) and Ordnance Fire
 * Table (OFT) modifiers (LnL player aid, "DFT Die Roll Modifications (5.0)" and "OFT Die Roll
 * Modifications (14.1)"). A result carries the modifiers it applied, each with the rule it comes
 * from, so the bot can explain every total.
 */
export interface Modifier {
  readonly reason: ModifierReason;
  readonly value: number;
}

export type ModifierReason =
  // DFT, firer side
  | 'leadership'
  | 'degrading-hex'
  | 'passenger-on-vehicle'
  | 'firing-out-of-smoke'
  | 'vehicle-mg-pivot'
  | 'turret-outside-arc'
  | 'vehicle-mg-assault-move'
  | 'night'
  | 'helicopter-flying-firer'
  | 'adjacent-buildings'
  | 'ops-complete'
  | 'hit-and-run'
  | 'skill'
  | 'assault-move'
  // DFT, target side
  | 'adjacent'
  | 'adjacent-assault'
  | 'ordnance-sw-in-building-fired'
  | 'target-moving'
  | 'mounted-still'
  | 'rubber-boat'
  | 'vehicle-moving'
  | 'helicopter-hover'
  | 'helicopter-flying'
  | 'armour'
  | 'helicopter-armour'
  | 'terrain'
  // OFT only
  | 'vehicle-open'
  | 'smc-firing-sw'
  | 'pivot-chassis'
  | 'vehicle-assault-move'
  | 'modern-assault-move'
  | 'modern-ops-complete'
  | 'fixed-wing'
  | 'speed'
  | 'size'
  | 'acquisition'
  // other tables
  | 'difference'
  | 'opportunity-fire'
  | 'opportunity-fire-ops-complete'
  | 'heat-vs-red-armour'
  | 'heat-vs-infantry'
  | 'scout'
  | 'thermal-sights'
  | 'positive-tm'
  | 'hero'
  | 'wounded'
  | 'spotting-distance'
  | 'sniper'
  | 'loose-mission'
  | 'overrun'
  | 'close-assault'
  | 'sw-he'
  | 'satchel-charge'
  | 'self';

export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((a, m) => a + m.value, 0);
}

/** Leaves out zero modifiers, so a result lists only what changed it. */
export function nonZero(mods: readonly Modifier[]): Modifier[] {
  return mods.filter((m) => m.value !== 0);
}

/** Words for each reason, with the player aid's section, for explanations. */
export const MODIFIER_TEXT: Readonly<Record<ModifierReason, string>> = {
  leadership: 'leader (5.0.1, 11.1.3)',
  'degrading-hex': 'degrading hexes in LOS (10.3)',
  'passenger-on-vehicle': 'passengers on a still vehicle (16.2.1)',
  'firing-out-of-smoke': 'firing out of smoke (7.0)',
  'vehicle-mg-pivot': 'vehicle MG after pivot',
  'turret-outside-arc': 'turret outside covered arc (15.1.1)',
  'vehicle-mg-assault-move': 'vehicle MG after Assault Movement (15.2)',
  night: 'night, target not within range of sight (20.1)',
  'helicopter-flying-firer': 'firing helicopter flying (19.2.1)',
  'adjacent-buildings': 'LOS between adjacent buildings (10.3.2)',
  'ops-complete': 'Ops Complete (4.1)',
  'hit-and-run': 'Hit & Run (6.7)',
  skill: 'skill (12.0)',
  'assault-move': 'Assault Move / Assault Fire (6.1)',
  adjacent: 'adjacent (5.6)',
  'adjacent-assault': 'adjacent, "A" firepower (5.6)',
  'ordnance-sw-in-building-fired': 'ordnance SW in a building, marked Fired',
  'target-moving': 'target Moved / moving (6.0)',
  'mounted-still': 'mounted unit not moving (6.6)',
  'rubber-boat': 'rubber boat on a river (23.3.1)',
  'vehicle-moving': 'vehicle moving / helicopter hovering',
  'helicopter-hover': 'helicopter hovering (19.2.1)',
  'helicopter-flying': 'helicopter flying (19.2.1)',
  armour: 'lowest armour (17.2)',
  'helicopter-armour': 'helicopter armour (19.2.8)',
  terrain: 'terrain TM (5.5)',
  'vehicle-open': 'open vehicle (15.0.1)',
  'smc-firing-sw': 'SMC firing a SW (1.6)',
  'pivot-chassis': 'pivoting to fire',
  'vehicle-assault-move': 'vehicle Assault Movement (15.2)',
  'modern-assault-move': 'modern vehicle Assault Movement (15.2.2)',
  'modern-ops-complete': 'modern vehicle Ops Complete (15.2.2)',
  'fixed-wing': 'fixed-wing aircraft (19.1.1)',
  speed: 'target speed (15.6)',
  size: 'target size (15.6)',
  acquisition: 'acquisition (14.3)',
  difference: 'difference of the fire rolls',
  'opportunity-fire': 'opportunity fire (5.3)',
  'opportunity-fire-ops-complete': 'opportunity fire under Ops Complete (5.3)',
  'heat-vs-red-armour': 'HEAT vs red armour',
  'heat-vs-infantry': 'HEAT vs infantry outside buildings',
  scout: 'scout (11.6)',
  'thermal-sights': 'thermal sights (10.1.2)',
  'positive-tm': 'positive-TM terrain (3.0)',
  hero: 'hero (8.0)',
  wounded: 'wounded (11.1.2)',
  'spotting-distance': 'degrading hexes in LOS (10.1)',
  sniper: 'sniper',
  'loose-mission': 'loose fire mission',
  overrun: 'overrun (15.3)',
  'close-assault': 'close assault (17.1)',
  'sw-he': 'support weapon HE (17.1)',
  'satchel-charge': 'satchel charge (17.1)',
  self: 'self',
};
