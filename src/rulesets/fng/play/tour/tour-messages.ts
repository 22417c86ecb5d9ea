type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');

/** Words for the tour's refusals (FNG part 3): what stands in the way and which command comes next. */
export const TOUR_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/tour-players-side': () => 'The tour of duty is the Free World squad\'s: its players (or the GM) keep it.',
  'fng/tour-started': () => 'This campaign already keeps a tour of duty: `/fng-tour status` shows it.',
  'fng/no-tour': () => 'No tour of duty yet: `/fng-tour start army:… corps:…` rolls the squad and its DEROS.',
  'fng/tour-mission-on': () => 'The campaign turn\'s mission is under way: play it out, then `/fng-mission end`.',
  'fng/after-action-due': () => 'This campaign turn\'s After the Mission is due first: `/fng-tour after-action`.',
  'fng/tour-between-missions': () => 'The squad is between missions: `/fng-tour after-action` closes the campaign turn, then `/fng-tour turn` plays the next.',
  'fng/tour-over': () => 'The tour is over: every campaign turn of it has been played.',
  'fng/no-after-action': () => 'Nothing is waiting for After the Mission: `/fng-tour turn` plays the next campaign turn.',
  'fng/say-objective': () => 'A Defense mission scores its objective: add `objective:held-clear` (held, no enemy within 6"), `held` or `lost` (or mark it before the start with `/fng-mission objective at:x,y` and the table decides).',
  'fng/say-exited': (x) => `A ${p(x, 'mission')} mission scores leaving in time: add \`exited:true\` or \`exited:false\`.`,
  'fng/not-a-kill': (x) => `\`${p(x, 'figure')}\` is not an enemy figure lying Obviously Dead: name only the enemy dead in \`kills:\`.`,
  'fng/not-flown-out': (x) => `\`${p(x, 'figure')}\` did not leave the table: \`medevac:\` names the wounded a medevac flew out.`,
  'fng/roster-unknown-man': (x) => `Nobody called \`${p(x, 'figure')}\` is on the roster: \`/fng-tour status\` lists every man's id.`,
  'fng/roster-nothing-to-set': () => 'Say what to set: `name:`, `attribute:`, `kit:` or `mission:`.',
  'fng/roster-bad-name': (x) => `A name is 1 to ${p(x, 'max')} characters.`,
  'fng/roster-not-an-attribute': (x) => `\`${p(x, 'attribute')}\` is not on the Attributes table (L356–L363): name one as \`marksman\`, \`pointman\`, \`nerves-of-steel\`…`,
  'fng/roster-no-choice': (x) => `${p(x, 'figure')} has no Attribute to choose: a Star chooses two, and one each time his REP reaches a new level (L358); a Major Medal of Valor gives one (L2296).`,
  'fng/roster-has-attribute': (x) => `${p(x, 'figure')} already has ${p(x, 'attribute')}: choose another.`,
  'fng/roster-no-spare': (x) => `The platoon has no spare \`${p(x, 'kit')}\`; its spare kit: ${p(x, 'spare')} (Good Mission 4 adds to it).`,
  'fng/roster-hq-stays': (x) => `${p(x, 'figure')} is not in your squad: the Platoon HQ and the other squads stay back on a squad mission (L2182).`,
};
