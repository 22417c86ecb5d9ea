import type { Quality } from '../troops/troops.js';
import type { SpecialRole, UnitKind } from '../troops/units.js';
import type { GunId, VehicleId } from '../troops/vehicles.js';
import type { WeaponKind, WeaponLoad } from '../troops/weapons.js';

/*
 * Seed 004, Army and Vehicle Lists, as data: the five platoons' lists as the seed prints them. Choosing,
 * pricing and expanding a platoon from them is `./platoon.ts`.
 */

/**
 * A size the seed leaves out: read from house rule `lists.unstatedTeamSize` when the force is
 * expanded.
 */
export type TeamSize = number | 'unstated';

/** One team of a section as the list prints it ("FT: HMG + 4 crew", "2 * Medics"). */
export interface TeamTemplate {
  /** Short id suffix: `co`, `ft1`, `hmg`. */
  readonly key: string;
  readonly name: string;
  readonly kind: UnitKind;
  readonly figures: TeamSize;
  readonly weapons: readonly WeaponLoad[];
  readonly crew?: TeamSize;
  readonly roles?: readonly SpecialRole[];
  /** How many such teams ("2 * Sniper team"). */
  readonly count?: number;
  /** Where the team differs from the list (scouts are veterans). */
  readonly quality?: Quality;
  /** The vehicles the player may choose from; the first is the default. */
  readonly vehicle?: readonly VehicleId[];
  readonly gun?: GunId;
}

/** An HQ, a squad, a weapons section or a reinforcement pick. */
export interface SectionTemplate {
  readonly id: string;
  readonly name: string;
  /** Points, or the house rule holding a value the seed did not print. */
  readonly points: number | { readonly rule: string };
  readonly teams: readonly TeamTemplate[];
  /** Russian support team: Molotov cocktails for one infantry section. */
  readonly molotovsForOneSquad?: boolean;
}

export interface SectionSlot {
  readonly section: SectionTemplate;
  readonly min: number;
  readonly max: number | { readonly rule: string };
}

export const ARMY_LIST_IDS = ['fallschirmjager', 'russians', 'british', 'us', 'finns'] as const;
export type ArmyListId = (typeof ARMY_LIST_IDS)[number];

export interface ArmyList {
  readonly id: ArmyListId;
  readonly name: string;
  readonly quality: Quality;
  readonly hq: SectionTemplate;
  /** Squads and weapons sections with the counts a platoon may take. */
  readonly sections: readonly SectionSlot[];
  readonly notes: readonly string[];
  /** Reinforcement picks; the seed gives them for Fallschirmjäger, Russians and Finns only. */
  readonly reinforcements: readonly SectionTemplate[];
  /** Squads' riflemen may be armed with SMGs instead (Russians). */
  readonly smgSquads: boolean;
  /** The HQ has a commissar, heroic or KGB at the player's choice. */
  readonly commissar: boolean;
}

const w = (kind: WeaponKind, count = 1): WeaponLoad => ({ kind, count });
const officer = (key: string, name: string, weapon: WeaponKind, aop = false): TeamTemplate => ({
  key,
  name,
  kind: 'hq',
  figures: 1,
  weapons: [w(weapon)],
  roles: aop ? ['officer', 'aop'] : ['officer'],
});
const crewed = (key: string, name: string, weapon: WeaponKind, crew: number, kind: UnitKind = 'fire-team', count?: number): TeamTemplate => ({
  key,
  name,
  kind,
  figures: crew,
  crew,
  weapons: [w(weapon)],
  ...(count === undefined ? {} : { count }),
});
const section = (id: string, name: string, points: SectionTemplate['points'], teams: readonly TeamTemplate[]): SectionTemplate => ({
  id,
  name,
  points,
  teams,
});
const vehicles = (key: string, name: string, choices: readonly VehicleId[]): TeamTemplate => ({
  key,
  name,
  kind: 'vehicle',
  figures: 0,
  weapons: [],
  vehicle: choices,
});

const sniperTeam = (count?: number): TeamTemplate => ({
  key: 'sniper',
  name: 'Sniper team',
  kind: 'special',
  figures: 'unstated',
  weapons: [w('sniper-rifle')],
  roles: ['sniper'],
  ...(count === undefined ? {} : { count }),
});
const medics = (count: number): TeamTemplate => ({ key: 'medic', name: 'Medic', kind: 'special', figures: 1, weapons: [], roles: ['medic'], count });
const aopTeam = (name = 'AOP team'): TeamTemplate => ({ key: 'aop', name, kind: 'special', figures: 'unstated', weapons: [], roles: ['aop'] });
const panzerschreck: TeamTemplate = {
  key: 'schreck',
  name: 'Panzerschreck',
  kind: 'fire-team',
  figures: 'unstated',
  crew: 'unstated',
  weapons: [w('panzerschreck')],
};
const flamethrower: TeamTemplate = { key: 'flame', name: 'Flamethrower team', kind: 'fire-team', figures: 'unstated', weapons: [w('flamethrower')] };
const hmgTeam = crewed('hmg', 'HMG', 'hmg', 4);
const lightMortar = crewed('mortar', 'Light mortar', 'light-mortar', 2);
const artillery = section('artillery', 'Artillery', 2, [aopTeam(), crewed('mortar', 'Medium mortar', 'medium-mortar', 3, 'gun-crew', 2)]);

const LMG_FT: TeamTemplate = { key: 'ft1', name: 'FT1', kind: 'fire-team', figures: 3, crew: 2, weapons: [w('lmg'), w('smg')] };
const RIFLE_FT: TeamTemplate = { key: 'ft2', name: 'FT2', kind: 'fire-team', figures: 7, weapons: [w('rifle', 7)] };

/** Fallschirmjäger fire team: LMG + 2 crew, SMG, Rifle*2, and its single-shot RPG. */
const fjTeam = (key: string, name: string): TeamTemplate => ({
  key,
  name,
  kind: 'fire-team',
  figures: 5,
  crew: 2,
  weapons: [w('lmg'), w('smg'), w('rifle', 2), w('rpg')],
});

/** Seed 004, "Army and Vehicle Lists" and "Reinforcements". */
export const ARMY_LISTS: Readonly<Record<ArmyListId, ArmyList>> = {
  fallschirmjager: {
    id: 'fallschirmjager',
    name: 'Fallschirmjäger',
    quality: 'veteran',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'smg', true), officer('2ic', '2IC', 'smg')]),
    sections: [{ section: section('squad', 'Squad', 2, [fjTeam('ft1', 'FT1'), fjTeam('ft2', 'FT2')]), min: 2, max: 3 }],
    notes: ['Each fire team receives one single-shot RPG.', 'The CO may act as an AOP.'],
    reinforcements: [
      section('medium-tank', 'Medium tank / Assault gun', 2, [vehicles('tank', 'Medium tank / Assault gun', ['panzer-iv', 'stug', 'hetzer'])]),
      section('heavy-tank', 'Heavy tank', 4, [vehicles('tank', 'Heavy tank', ['tiger'])]),
      section('weapons', 'Weapons section', 1, [hmgTeam, panzerschreck, lightMortar]),
      section('support1', 'Support team #1', 1, [sniperTeam(2), medics(2), aopTeam('Extra AOP')]),
      section('support2', 'Support team #2', { rule: 'lists.fjSupportTeam2Points' }, [
        flamethrower,
        { ...crewed('lg40', 'LG40 recoilless rifle', 'recoilless-rifle', 3, 'gun-crew'), gun: 'recoilless-rifle' },
      ]),
      artillery,
      section('transport', 'Transport section', 1, [vehicles('hannomag', 'Hannomag', ['hannomag']), vehicles('truck', 'Truck', ['truck'])]),
      section('at-battery', 'AT battery', 2, [
        officer('co', 'Battery CO', 'smg'),
        { ...crewed('pak40', 'Pak 40 75mm', 'medium-gun', 4, 'gun-crew', 2), gun: 'at-75mm' },
      ]),
    ],
    smgSquads: false,
    commissar: false,
  },
  russians: {
    id: 'russians',
    name: "Russians '42 onwards",
    quality: 'average',
    hq: section('hq', 'HQ', 0, [
      officer('co', 'CO', 'pistol'),
      officer('2ic', '2IC', 'smg'),
      { key: 'commissar', name: 'Commissar', kind: 'hq', figures: 1, weapons: [w('pistol')], roles: [] },
    ]),
    sections: [
      { section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 4 },
      {
        section: section('weapons', 'Weapons section', 1, [hmgTeam, crewed('atr', 'AT rifle', 'at-rifle', 2), lightMortar]),
        min: 0,
        max: 1,
      },
    ],
    notes: ['Any of the infantry sections may be SMG.'],
    reinforcements: [
      section('medium-tank', 'Medium tank / Assault gun', 2, [vehicles('tank', 'Medium tank / Assault gun', ['t-34-85', 'su-76'])]),
      section('heavy-tank', 'Heavy tank', 3, [vehicles('tank', 'Heavy tank', ['kv-1'])]),
      section('at-battery', 'AT battery', 2, [
        officer('co', 'Battery CO', 'pistol'),
        { ...crewed('at50', '50mm long AT gun', 'medium-gun', 4, 'gun-crew', 2), gun: 'at-50mm-long' },
        crewed('atr', 'AT rifle', 'at-rifle', 2, 'fire-team', 2),
      ]),
      section('hmg-team', 'HMG team', 1, [officer('co', 'HMG CO', 'pistol'), { ...hmgTeam, count: 2 }]),
      {
        ...section('support', 'Support team', 1, [sniperTeam(2), medics(3), aopTeam('Extra AOP'), flamethrower]),
        molotovsForOneSquad: true,
      },
      artillery,
      section('scouts', 'Scout team', 1, [
        { key: 'scouts', name: 'Scouts', kind: 'special', figures: 9, weapons: [w('rifle', 9)], roles: ['scout'], quality: 'veteran' },
      ]),
    ],
    smgSquads: true,
    commissar: true,
  },
  british: {
    id: 'british',
    name: 'British and Commonwealth',
    quality: 'average',
    hq: section('hq', 'HQ', 1, [
      officer('co', 'CO', 'pistol'),
      officer('2ic', '2IC', 'smg'),
      crewed('rpg', 'RPG', 'rpg', 2),
      lightMortar,
    ]),
    sections: [{ section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 3 }],
    notes: ['The mortar is direct fire only.', 'The seed gives no reinforcement picks for this list.'],
    reinforcements: [],
    smgSquads: false,
    commissar: false,
  },
  us: {
    id: 'us',
    name: 'US Infantry',
    quality: 'average',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'pistol', true), officer('2ic', '2IC', 'rifle'), crewed('rpg', 'RPG', 'rpg', 2)]),
    sections: [
      { section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 3 },
      {
        section: section('weapons', 'Weapons section', 1, [crewed('lmg', 'LMG', 'lmg', 2), crewed('rpg', 'RPG', 'rpg', 2), lightMortar]),
        min: 0,
        max: { rule: 'lists.usWeaponsSectionMax' },
      },
    ],
    notes: ['The CO may act as an AOP.', 'The seed gives no reinforcement picks for this list.'],
    reinforcements: [],
    smgSquads: false,
    commissar: false,
  },
  finns: {
    id: 'finns',
    name: 'Finns',
    quality: 'veteran',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'pistol'), officer('2ic', '2IC', 'smg')]),
    sections: [
      {
        section: section('squad', 'Squad', 1.5, [
          { key: 'ft1', name: 'FT1', kind: 'fire-team', figures: 2, crew: 2, weapons: [w('lmg')] },
          { key: 'ft2', name: 'FT2', kind: 'fire-team', figures: 7, weapons: [w('smg', 2), w('rifle', 5)] },
        ]),
        min: 2,
        max: 3,
      },
    ],
    notes: [],
    reinforcements: [
      section('armour', 'BT-7 and BA-10', 2, [vehicles('bt7', 'BT-7', ['bt-7']), vehicles('ba10', 'BA-10', ['ba-10'])]),
      section('support', 'Support team', 0.5, [sniperTeam(), medics(2), aopTeam('AOP')]),
      section('weapons', 'Weapons section', 1, [hmgTeam, panzerschreck, crewed('gun', 'Light gun', 'light-gun', 3, 'gun-crew')]),
      artillery,
    ],
    smgSquads: false,
    commissar: false,
  },
};

export function isArmyListId(x: string): x is ArmyListId {
  return (ARMY_LIST_IDS as readonly string[]).includes(x);
}
