type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');

/**
 * Words for head to head's refusals (L1221–L1227). Each speaks of the asker's own PEFs and figures only:
 * another side's PEF is "no PEF of yours" whatever it holds.
 */
export const HEAD_TO_HEAD_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  'fng/not-head-to-head': () => 'Your side has no PEFs to note or move: this campaign has the bot as the enemy. A head-to-head game starts with `/campaign new ruleset:fng … mode:head-to-head`.',
  'fng/pef-number': (x) => `\`${p(x, 'pef')}\` is not one of your PEFs: name 1, 2 or 3 (${p(x, 'own')}).`,
  'fng/pef-noted': (x) => `You have noted ${p(x, 'pef')} already, and its commitment is posted: a note is not changed. \`/fng status\` shows what each of yours holds.`,
  'fng/pef-after-start': () => 'The mission is under way: PEFs are noted before `/fng-mission start` places them (L1226).',
  'fng/pef-figure-placed': (x) => `\`${p(x, 'figure')}\` is on the table already: a PEF holds figures not yet placed (its figures come on when it is resolved).`,
  'fng/pef-figure-twice': (x) => `\`${p(x, 'figure')}\` is in ${p(x, 'pef')} already: each figure goes in one PEF at most.`,
  'fng/pefs-unnoted': (x) => `**${p(x, 'side')}** has not noted ${p(x, 'pefs')} yet: each side notes its three PEFs (\`/fng pef note pef:<1–3> holds:"<ids>"\`, or \`holds:decoy\`) before the mission starts (L1226).`,
  'fng/no-such-pef': (x) => `You have no PEF \`${p(x, 'pef')}\`: yours are ${p(x, 'own')} (\`/fng status\` lists them).`,
  'fng/pef-not-placed': (x) => `${p(x, 'pef')} is not on the table (not placed yet, or resolved already): \`/fng status\` shows where yours stand.`,
  'fng/pef-moved': (x) => `${p(x, 'pef')} has moved this activation already: once an activation.`,
  'fng/pef-move-too-far': (x) => `${p(x, 'pef')} would move ${p(x, 'inches')}": a PEF moves at most ${p(x, 'most')}" an activation (a normal move, whatever the ground, L1399).`,
  'fng/pef-off-table': (x) => `That is off the table: a PEF stays on it (0–${p(x, 'width')} across, 0–${p(x, 'height')} down).`,
  'fng/no-pef-moves': () => 'Name a PEF and where it goes: `moves:"F1@20,10; F2@24,12"`.',
  'fng/pef-holds-nobody': (x) => `Say what ${p(x, 'pef')} holds: \`holds:"<your figure ids>"\`, or \`holds:decoy\` for nothing.`,
  'fng/figure-in-pef': (x) => `\`${p(x, 'figure')}\` waits in your ${p(x, 'pef')}: it comes onto the table when ${p(x, 'pef')} is resolved (seen by the enemy, or \`/fng pef reveal pef:${p(x, 'pef')}\` in your activation).`,
};
