import type { OrderOfBattle } from './order-of-battle.js';

/**
 * Three ready forces built from the stand types and characteristics of Fogo Cruzado (Types of Stands,
 * Other Troop Characteristics; crossfire-core §2.1–§2.3). Plain JSON-compatible data: the same
 * documents can live in assets/ as .json files. Fieldcraft dice are not given by the seed (crossfire-core
 * §2.3: set per troop type in the orders of battle); these use 1 for Caçadores, 2 for FRELIMO and 3
 * for Flechas.
 */

/** A Portuguese Caçadores combat group: conscripts (Reckless), G3 and LMG teams, a Bazooka and a scout. */
export const CACADORES_COMBAT_GROUP: OrderOfBattle = {
  name: 'Caçadores combat group',
  troopType: 'cacadores',
  stands: [
    { id: 'CA-PC', type: 'commander', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 1 },
    { id: 'CA-1', type: 'rifle-lmg', quality: 'regular', fieldcraft: 1, traits: ['reckless'], commandedBy: 'CA-PC' },
    { id: 'CA-2', type: 'rifle-lmg', quality: 'regular', fieldcraft: 1, traits: ['reckless'], commandedBy: 'CA-PC' },
    { id: 'CA-3', type: 'rifle-assault', quality: 'regular', fieldcraft: 1, traits: ['reckless'], commandedBy: 'CA-PC' },
    { id: 'CA-4', type: 'rifle-assault', quality: 'green', fieldcraft: 1, traits: ['reckless'], commandedBy: 'CA-PC' },
    { id: 'CA-BZ', type: 'bazooka', quality: 'regular', fieldcraft: 1, commandedBy: 'CA-PC', attachedTo: 'CA-1' },
    { id: 'CA-SC', type: 'scout', quality: 'regular', fieldcraft: 2, traits: ['tracker'], commandedBy: 'CA-PC' },
  ],
};

/**
 * A FRELIMO group: a Command Team with a Political Commissar, AK and RPG teams, an SMG team, a light
 * mortar and a scout; technologically Uneducated where it matters (RPG, mortar, the radio).
 */
export const FRELIMO_GROUP: OrderOfBattle = {
  name: 'FRELIMO group',
  troopType: 'frelimo',
  stands: [
    { id: 'FR-CT', type: 'command-team', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 2, traits: ['uneducated'] },
    { id: 'FR-PK', type: 'commissar', quality: 'regular', fieldcraft: 2 },
    { id: 'FR-1', type: 'rifle-rpg', quality: 'regular', fieldcraft: 2, traits: ['uneducated'], commandedBy: 'FR-CT' },
    { id: 'FR-2', type: 'rifle-assault', quality: 'regular', fieldcraft: 2, commandedBy: 'FR-CT' },
    { id: 'FR-3', type: 'rifle-assault', quality: 'green', fieldcraft: 2, commandedBy: 'FR-CT' },
    { id: 'FR-4', type: 'rifle-lmg', quality: 'regular', fieldcraft: 2, commandedBy: 'FR-CT' },
    { id: 'FR-5', type: 'smg', quality: 'green', fieldcraft: 2, commandedBy: 'FR-CT' },
    { id: 'FR-MO', type: 'light-mortar', quality: 'regular', fieldcraft: 2, traits: ['uneducated'], commandedBy: 'FR-CT' },
    { id: 'FR-SC', type: 'scout', quality: 'regular', fieldcraft: 3, traits: ['tracker'], commandedBy: 'FR-CT' },
  ],
};

/** An elite Flechas group: veteran, Reckless trackers with expert fieldcraft. */
export const FLECHAS_GROUP: OrderOfBattle = {
  name: 'Flechas group',
  troopType: 'elite-portuguese',
  stands: [
    { id: 'FL-CT', type: 'command-team', echelon: 'PC', rating: 2, quality: 'veteran', fieldcraft: 3, traits: ['tracker'] },
    { id: 'FL-1', type: 'rifle-lmg', quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'], commandedBy: 'FL-CT' },
    { id: 'FL-2', type: 'rifle-assault', quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'], commandedBy: 'FL-CT' },
    { id: 'FL-3', type: 'rifle-assault', quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'], commandedBy: 'FL-CT' },
    { id: 'FL-4', type: 'rifle-rpg', quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'], commandedBy: 'FL-CT' },
    { id: 'FL-SC', type: 'scout', quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'], commandedBy: 'FL-CT' },
  ],
};

/** The built-in forces by file name (assets/forces/<key>.json). */
export const BUILT_IN_FORCES = {
  'cacadores-combat-group': CACADORES_COMBAT_GROUP,
  'frelimo-group': FRELIMO_GROUP,
  'flechas-group': FLECHAS_GROUP,
} as const satisfies Readonly<Record<string, OrderOfBattle>>;
