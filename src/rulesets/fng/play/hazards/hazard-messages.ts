type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');
const fig = (x: Params): string => `\`${p(x, 'figure')}\``;

/** Words for the terrain hazards' refusals (tunnels, buildings, water, civilians): only the asker's own figures are named. */
export const HAZARD_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/too-far-from-entrance': (x) => `${fig(x)} is more than ${p(x, 'reach')}" from the entrance: entering costs 4" of the move (L1523). Move closer first.`,
  'fng/not-underground': (x) => `${fig(x)} is not below: \`/fng-mission tunnel figures:… enter:x,y\` sends figures down.`,
  'fng/underground': (x) => `${fig(x)} is below ground; it comes up when its party does (\`/fng-mission tunnel\` rolls its turn below).`,
  'fng/tunnel-turn-taken': (x) => `${fig(x)}'s party has had its turn below this turn; roll again next turn.`,
  'fng/not-your-party': (x) => `${fig(x)} went down on another player's order: that player rolls its turns below (and learns what happens there).`,
  'fng/no-board': () => 'No board is loaded: buildings, bunkers and obstacles come from a scenario (`/board load`).',
  'fng/no-structure-there': (x) => `No building, hooch, sandbags or bunker on the board at ${p(x, 'at')}: \`/board show\` draws them; name a point inside one.`,
  'fng/not-a-bunker': (x) => `${p(x, 'feature')} is not a bunker: only bunkers are suppressed; fire at other structures without \`suppress:\`.`,
  'fng/not-in-water': (x) => `${fig(x)} is not in a river or stream: give \`to:x,y\`, a point in the water within 8", to wade in.`,
  'fng/no-wire-cutters': (x) => `${fig(x)} carries no wire cutters (L375; \`/fng figure list\` shows the gear): cut with a man who does, or blow the wire.`,
  'fng/no-obstacle-there': (x) => `No ${p(x, 'obstacle')} on the board at ${p(x, 'at')} (or a gap is already cut there): \`/board show\` draws the obstacles; name a point in one.`,
  'fng/obstacle-out-of-reach': (x) => `That point is ${p(x, 'inches')}" from ${fig(x)}: he clears within ${p(x, 'reach')}" (L1208, L1212). Move up to it first.`,
  'fng/swimming': (x) => `${fig(x)} is swimming: swimmers may not fire weapons or throw grenades (L1195). Swim out first (\`/fng-mission swim\`), or fight hand to hand.`,
  'fng/no-swimming-here': (x) => `${fig(x)} stands in depth 1 water, open ground: move with \`/fng move\`.`,
  'fng/not-at-structure': (x) => `${fig(x)} must be in ${p(x, 'feature')} or in contact with it.`,
  'fng/not-burning': (x) => `${p(x, 'feature')} is not on fire: \`do:ignite\` sets it alight.`,
  'fng/already-burning': (x) => `${p(x, 'feature')} is already burning.`,
  'fng/burnt-down': (x) => `${p(x, 'feature')} has burnt down (DV 0, L1041): nothing there burns, and nobody is left inside to test.`,
  'fng/in-fire-tested': (x) => `${fig(x)} has tested In a Fire in ${p(x, 'feature')} this turn; he tests again next turn (or moves out with \`/fng move\`).`,
  'fng/not-in-distress': (x) => `${fig(x)} is not in distress in deep water: only a swimmer Out of the Fight, in Big Trouble or going under is reached and towed (L1197).`,
  'fng/too-many-helpers': (x) => `${fig(x)} already has ${p(x, 'max')} swimmers helping him: no more can (L1197).`,
  'fng/in-tow': (x) => `${fig(x)} is in tow: he moves with the swimmer who has him (\`/fng-mission swim figure:<helper> tow:…\`).`,
  'fng/tunnel-sealed': (x) => `The tunnel entrance at ${p(x, 'at')} has been sealed by a charge: nobody goes down it again (L1559).`,
  'fng/timer-without-charge': (x) => `A timer is for a charge: give ${fig(x)} \`charge:seal\` or \`charge:section\` with \`timer\` (L788).`,
  'fng/bad-timer': (x) => `A C-4 charge is timed for 1 to ${p(x, 'max')} turns (L788).`,
  'fng/no-c4-left': (x) => `${fig(x)}'s squad has no C-4 left in its stores: a charge takes one block (L1559).`,
  'fng/setter-lost': (x) => `${fig(x)} is lost below (or being brought up): another of his party may set the charge.`,
  'fng/no-charges': (x) => `No charges are set in the tunnel at ${p(x, 'at')}: a figure below sets one with \`/fng-mission tunnel figures:<him> charge:seal\` (or \`section\`).`,
  'fng/not-lost': (x) => `${fig(x)} is not known to be lost below: a figure lost in a tunnel is rescued once he is missing, or by the player who sent him down (L1547).`,
  'fng/not-with-lost': (x) => `${fig(x)} is below, but not on his feet in ${p(x, 'lost')}'s party: only they can reach him from below; others go down his entrance from the surface.`,
  'fng/tunnel-party-lost': (x) => `Nobody in ${fig(x)}'s party can move below: they wait for a rescue.`,
};
