type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');
const fig = (x: Params): string => `\`${p(x, 'figure')}\``;

/** Words for the missions' own refusals (issue 17: Claymores, the Defense's objective, the Ambush's column). */
export const MISSION_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/no-claymores-left': (x) => `${fig(x)}'s squad has no Claymore left in its stores (1/2d6 a squad, L430).`,
  'fng/claymores-not-before-start': () => 'Claymores go out before the first Activation only in an Ambush you spring or a Defense (L2195, L2204); once the turn is running a soldier sets one in his activation (L783).',
  'fng/claymores-not-set-out': () => 'The Squad Leader\'s roll failed: no Claymores before this Ambush starts (L2195). A soldier may still set one in his activation (L783).',
  'fng/claymore-civilians': () => 'Civilians live in this AO: no Claymores at the Defense\'s start (L2204). A soldier may still set one in his activation (L783).',
  'fng/claymore-facing': () => 'Face the Claymore at a spot away from the soldier: `toward:x,y`.',
  'fng/unknown-claymore': (x) => `No Claymore \`${p(x, 'mine')}\` of yours is out: \`/fng-mission status\` lists them (M1, M2 …).`,
  'fng/claymore-interrupted': (x) => `${fig(x)} has taken a Reaction Test this activation: interrupted, he cannot set a Claymore in it (one uninterrupted activation, L611, L783). Set it with a soldier nothing has made react yet, or with him when he is next active.`,
  'fng/claymore-being-set': (x) => `Claymore ${p(x, 'mine')} is still being set this activation (L783): it can be fired once its setter's side is done, from the next activation on.`,
  'fng/claymore-too-far': (x) => `${fig(x)} is ${p(x, 'inches')}" from Claymore ${p(x, 'mine')}: it is fired from within 12" (L783).`,
  'fng/objective-players-side': () => 'The Defense\'s objective is the Free World squad\'s to mark: its players (or the GM) mark it.',
  'fng/not-a-defense': () => 'Only a Defense mission has an objective to mark (L2203).',
  'fng/objective-after-start': () => 'The objective is marked before the first Activation; at the end say `objective:lost` on `/fng-mission end` if it was taken.',
  'fng/column-not-ambushed': () => 'The single file column is an Ambush\'s (L2195): your squad\'s when it walks into one, the enemy\'s when you spring it, before the first Activation.',
  'fng/column-no-pefs': () => 'No PEF is left on the table to walk into your Ambush (L2195).',
  'fng/column-after-start': () => 'The column is formed before the first Activation (L2195); once the turn runs, move your figures.',
  'fng/column-direction': () => 'Give the column a direction: `trail:x,y` away from its head.',
  'fng/claymore-say': (x) => `Say ${p(x, 'what')} for \`do:${p(x, 'do')}\`.`,
};
