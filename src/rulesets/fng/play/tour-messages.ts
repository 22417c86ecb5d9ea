type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');

/** Words for the tour's refusals (FNG part 3): what stands in the way and which command comes next. */
export const TOUR_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/tour-players-side': () => 'The tour of duty is the Free World squad\'s: its players (or the GM) keep it.',
  'fng/tour-started': () => 'This campaign already keeps a tour of duty: `/fng tour status` shows it.',
  'fng/no-tour': () => 'No tour of duty yet: `/fng tour start army:… corps:…` rolls the squad and its DEROS.',
  'fng/tour-mission-on': () => 'The campaign turn\'s mission is under way: play it out, then `/fng-mission end`.',
  'fng/after-action-due': () => 'This campaign turn\'s After the Mission is due first: `/fng after-action`.',
  'fng/tour-between-missions': () => 'The squad is between missions: `/fng after-action` closes the campaign turn, then `/fng tour turn` plays the next.',
  'fng/tour-over': () => 'The tour is over: every campaign turn of it has been played.',
  'fng/no-after-action': () => 'Nothing is waiting for After the Mission: `/fng tour turn` plays the next campaign turn.',
  'fng/say-objective': () => 'A Defense mission scores its objective: add `objective:held-clear` (held, no enemy within 6"), `held` or `lost`.',
  'fng/say-exited': (x) => `A ${p(x, 'mission')} mission scores leaving in time: add \`exited:true\` or \`exited:false\`.`,
  'fng/not-a-kill': (x) => `\`${p(x, 'figure')}\` is not an enemy figure lying Obviously Dead: name only the enemy dead in \`kills:\`.`,
  'fng/not-flown-out': (x) => `\`${p(x, 'figure')}\` did not leave the table: \`medevac:\` names the wounded a medevac flew out.`,
};
