type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');
const fig = (x: Params): string => `\`${p(x, 'figure')}\``;

/** Words for air support's refusals (the FAC, the AC-47, flares, searchlights, napalm): nothing of the enemy's is named. */
export const AIR_EFFECT_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/night-only': (x) => `${p(x, 'for')} flies only at night (L1931, L1988): ask for an airstrike or a gunship by day.`,
  'fng/fac-flew': () => 'The FAC flew its run this activation: aircraft attack in an activation it does not (L1925). Strike when you are next active.',
  'fng/no-fac': () => 'No FAC is over the table now: an airstrike request brings one on the turn the Airstrike Request table says (`/fng-mission status` shows it).',
  'fng/fac-after-strike': () => 'An airstrike attacked this activation: the FAC flies its own run only in an activation without one (L1925).',
  'fng/already-flown': (x) => `${p(x, 'by') === 'FAC' ? 'The FAC' : p(x, 'by')} has flown its run this activation; it flies again when you are next active.`,
  'fng/no-flight-line': () => 'Give the run\'s path: `line:"x,y to x,y"`.',
  'fng/no-rockets': () => 'The FAC has no WP marking rocket left: spot or fire the pilot\'s weapon instead.',
  'fng/no-fac-target': () => 'Name the enemy figure the pilot fires at: `target:<figure>`.',
  'fng/off-flight-line': (x) => `${fig(x)} is not within ${p(x, 'inches')}" of the run's line: fly the line over it.`,
  'fng/unseen-from-air': (x) => `${fig(x)} is under triple canopy: nobody in the air sees it but a hovering helicopter within 2" (L1167).`,
  'fng/no-gun-runs': (x) => `${p(x, 'id')} has made its two gun runs; it still drops a flare a turn (\`/fng-mission light\`).`,
  'fng/ring-radius': (x) => `The ring's inner radius is ${p(x, 'min')}" to ${p(x, 'max')}" (L1928): \`radius:\` within that.`,
  'fng/light-by-day': () => 'Flares, searchlights and illumination rounds are for the night (L1810, L1988): this mission is by day.',
  'fng/flare-dropped': (x) => `${p(x, 'id')} has dropped its flare this turn: one a turn (L1931, L1990).`,
  'fng/no-spotter': () => 'Name who calls the illumination round in: `spotter:<figure>`.',
  'fng/strike-not-spotted': (x) =>
    `An airstrike goes only where the FAC showed it (L1921–L1922): at a target an Aerial Spotting Check found this turn or last (within 4" of it, or the centre of the terrain it was spotted in, jungle apart), or within 24" of the FAC's WP marking smoke — ${p(x, 'at')} is none of these. Fly the FAC first: \`/fng-mission fac run:spot line:"x,y to x,y"\` or \`run:mark at:x,y\`.`,
  'fng/strike-unlit': (x) => `A Firefly or Nighthawk attacks only in light (L1986): ${p(x, 'at')} lies in no flare or searchlight. Light it first with \`/fng-mission light at:x,y\` (a searchlight, or a Nighthawk's flare).`,
  'fng/not-spotted': (x) => `Nothing was spotted from the air near ${p(x, 'at')} last turn: the FAC directs artillery only on targets spotted the turn before (L1924).`,
  'fng/shooter-in-smoke': (x) => `${fig(x)} stands in the smoke of ${p(x, 'area')} (L773): figures in smoke cannot fire. Move out of it first (\`/fng move\`), or fire once it has cleared.`,
  'fng/smoke-between': (x) => `The smoke of ${p(x, 'area')} lies between \`${p(x, 'shooter')}\` and ${fig(x)} and blocks sight from one side to the other (L773): pick a target on this side of it, or move round it. A figure inside the smoke may be fired at, though it cannot be hit (it still takes a Received Fire Test).`,
  'fng/door-guns-not-sitting': (x) => `${p(x, 'id')}'s door gunners fire from the table only once it has landed or hovers (\`/fng-mission helicopter do:land\` or \`do:hover\`); on its passes it strikes with \`/fng-mission strike\`.`,
  'fng/no-door-gun-that-side': (x) => `${p(x, 'id')} has no door gun on its ${p(x, 'side')} side, where that figure lies from the Flight Line (a 180° arc each side, L2020): fly the pass the other way (\`from:x,y\`) or name a target on its gun's side.`,
  'fng/no-door-guns': (x) => `${p(x, 'aircraft')} carries no door guns on its list line (p.108): its weapons fire on a strike (\`/fng-mission strike\`).`,
  'fng/no-door-gun-target': () => 'Name the enemy figure the door gunners fire at: `target:<figure>`.',
  'fng/door-guns-fired': (x) => `${p(x, 'id')}'s door gunners have fired this activation; they fire again when you are next active.`,
  'fng/loach-not-active': (x) => `The Loach moves only when its pilot's REP (${p(x, 'rep')}) is at least your Activation die (${p(x, 'die')}) (L1982); its crew may still act as figures aboard.`,
  'fng/loach-too-far': (x) => `A Loach on the table moves ${p(x, 'max')}" a turn at most (L1982); that would make ${p(x, 'inches')}". Fly a shorter way, or on next turn.`,
  'fng/loach-hovers-spent': (x) => `A Loach may enter or leave a hover ${p(x, 'max')} times a turn (L1982): it has. It may again next turn.`,
  'fng/loach-off-table-next-turn': (x) => `A Loach on the table may not go off-table the turn it came on (L1982): it may from turn ${p(x, 'turn')}.`,
  'fng/not-a-loach': (x) => `${p(x, 'id')} is no Loach: only an OH-6 may stay over the table (L1982). Fly its passes with \`/fng-mission strike\`, or land or hover it.`,
  'fng/no-loach-spot': () => 'Say where the Loach flies: `at:x,y` (36" a turn at most, L1982); `from:x,y` where it comes on, if it is not over the table yet.',
  'fng/loach-not-on-table': (x) => `${p(x, 'id')} is not over the table in on-table mode: \`/fng-mission helicopter do:on-table at:x,y\` brings it on.`,
  'fng/loach-on-table': (x) => `${p(x, 'id')} is over the table in on-table mode (L1982): it makes no passes. Its door gunner fires while it hovers (\`do:door-guns\`); \`/fng-mission helicopter do:off-table\` sends it back to its passes from the next turn.`,
  'fng/loach-hovering': () => 'The Loach is hovering: leave the hover first (it counts as one of its two hovers this turn, L1982).',
  'fng/loach-not-hovering': () => 'The Loach is not hovering: there is no hover to leave.',
  'fng/in-napalm': (x) => `${fig(x)} is in burning napalm: it may only try to get out of it (\`/fng move\`), nothing else (L1911).`,
};
