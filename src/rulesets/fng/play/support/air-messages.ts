type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');
const fig = (x: Params): string => `\`${p(x, 'figure')}\``;

/** Words for the refusals of aircraft and helicopters over the table: what would work instead. */
export const AIR_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/one-weapon-a-pass': () => 'One type of weapon a pass (L1859); only a gunship fires its guns (`also:`) with its rockets or other stores in the same pass (L1962).',
  'fng/helicopter-not-flying': (x) => `${p(x, 'id')} is not flying its passes: \`/fng-mission helicopter do:take-off\` or \`do:leave\` first.`,
  'fng/helicopter-going-around': (x) => `The helicopter is going around: it is back over the table on turn ${p(x, 'turn')} (L1953).`,
  'fng/helicopter-wait': (x) => `${p(x, 'id')} has done its step this activation: land, then load or unload, then take off, each when you are next active (L1945–L1947).`,
  'fng/helicopter-not-landed': (x) => `${p(x, 'id')} is not on the ground: \`/fng-mission helicopter do:land at:x,y\` first.`,
  'fng/helicopter-not-hovering': (x) => `${p(x, 'id')} is not hovering: \`do:hover at:x,y\` puts it in a hover.`,
  'fng/helicopter-full': (x) => `It has room for ${p(x, 'max')} more.`,
  'fng/no-hover-spot': () => 'Name where it hovers: `at:x,y`.',
  'fng/not-aboard': (x) => (p(x, 'figure') ? `${fig(x)} is not aboard.` : 'Nobody is aboard to unload.'),
  'fng/already-on-table': (x) => `${fig(x)} is on the table already: a helicopter brings in figures not yet placed, carrying on.`,
  'fng/no-bearers': (x) => `The casualties need ${p(x, 'needed')} unwounded figure(s) within ${p(x, 'inches')}" of the helicopter to carry them aboard: one each for Out of the Fight or Stunned, two for Obviously Dead (L1945).`,
  'fng/nobody-to-load': () => 'Name who boards: `figures:"a, b"`.',
};
