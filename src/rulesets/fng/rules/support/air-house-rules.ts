import type { HouseRuleParam } from '../../../../core/house-rules.js';

/**
 * FNG 2nd Tour values for the FAC and night air support that the seed leaves open: which FAC plane
 * flies, what the pilot sticks out of the window, and whether spotting at night needs light. Each is
 * a named parameter with our reading as the default.
 */

/** The FAC plane (L1919–L1925 name none; the aircraft list prints two, L2384). */
export const FAC_AIRCRAFT = ['o-1-bird-dog', 'o-2-skymaster'] as const;
export type FacAircraft = (typeof FAC_AIRCRAFT)[number];

/** WP marking rockets each carries: one a side on the O-1, two a side on the O-2 (L2384). */
export const FAC_ROCKETS: Readonly<Record<FacAircraft, number>> = { 'o-1-bird-dog': 2, 'o-2-skymaster': 4 };

/** The pilot's personal weapon (L1925 names none): Free World small arms a pilot could carry. */
export const FAC_WEAPONS = ['m16', 'm2-carbine', 'm3a1', 'm1911a1'] as const;
export type FacWeapon = (typeof FAC_WEAPONS)[number];

/** Aerial Spotting at night: only in lit areas (L1986, printed for Fireflies and Nighthawks), or anywhere. */
export const NIGHT_SPOTTING = ['lit-only', 'anywhere'] as const;
export type NightSpotting = (typeof NIGHT_SPOTTING)[number];

export const AIR_DEFAULTS = {
  facAircraft: 'o-1-bird-dog' as FacAircraft,
  facWeapon: 'm16' as FacWeapon,
  nightSpotting: 'lit-only' as NightSpotting,
} as const;

export const airHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fng.air.fac-aircraft',
    type: 'choice',
    default: AIR_DEFAULTS.facAircraft,
    choices: FAC_AIRCRAFT,
    confidence: 'C',
    source: 'seed L1919–L1925 (the FAC names no plane), L2384 (O-1 Bird Dog: one WP marking rocket each side; O-2 Skymaster: two each side)',
    description: 'the FAC plane, and so its WP marking rockets: the O-1 Bird Dog (2) or the O-2 Skymaster (4)',
  },
  {
    key: 'fng.air.fac-weapon',
    type: 'choice',
    default: AIR_DEFAULTS.facWeapon,
    choices: FAC_WEAPONS,
    confidence: 'C',
    source: 'seed L1925 ("his personal weapon … a standard attack"), L2384 (the FAC list prints "personal weapon")',
    description: 'the weapon the FAC pilot fires out of the window',
  },
  {
    key: 'fng.air.night-spotting',
    type: 'choice',
    default: AIR_DEFAULTS.nightSpotting,
    choices: NIGHT_SPOTTING,
    confidence: 'C',
    source: 'seed L1986 (Fireflies and Nighthawks "may only make Aerial Spotting Checks … within illuminated areas"), L1988; the FAC at night is not printed',
    description: 'at night an Aerial Spotting Check finds only targets in a lit area, or targets anywhere',
  },
];
