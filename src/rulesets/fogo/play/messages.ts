import type { FogoError } from '../rules/errors.js';
import { TROOP_TYPES, type OrderOfBattleProblem } from '../rules/forces/order-of-battle.js';
import { RATING_RANGE } from '../rules/troops/stand-validation.js';
import { ECHELONS, QUALITIES, STAND_TYPES, TRAITS } from '../rules/troops/stands.js';

type Params = Readonly<Record<string, string | number>>;

/** Longest parameter echoed inside a code span; ids are at most 24, so only junk input is cut. */
const ECHO_MAX = 60;

/**
 * A parameter as plain text, or undefined when absent or empty. Backticks and line breaks are
 * replaced so an echoed value cannot break out of its code span or spill over lines.
 */
function val(x: Params, key: string): string | undefined {
  const v = x[key];
  if (v === undefined) return undefined;
  const s = String(v)
    .replace(/`/g, "'")
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  return s === '' ? undefined : s;
}

/** A parameter in a code span (cut to `ECHO_MAX`), or `fallback` when the rule gave none. */
function ref(x: Params, key: string, fallback: string): string {
  const v = val(x, key);
  if (v === undefined) return fallback;
  return `\`${v.length > ECHO_MAX ? `${v.slice(0, ECHO_MAX - 1)}…` : v}\``;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The stand a code is about: `B2`, or "that stand" when the rule named none. */
const stand = (x: Params): string => ref(x, 'stand', 'that stand');
const Stand = (x: Params): string => cap(stand(x));
const heli = (x: Params): string => ref(x, 'helicopter', 'that helicopter');
const Heli = (x: Params): string => cap(heli(x));
/** A Sneaker marker: "Sneaker `S3`", or "that Sneaker" when the rule named none. */
const sneaker = (x: Params): string => (val(x, 'sneaker') === undefined ? 'that Sneaker' : `Sneaker ${ref(x, 'sneaker', '')}`);
const Sneaker = (x: Params): string => cap(sneaker(x));
const spoor = (x: Params): string => (val(x, 'spoor') === undefined ? 'that Spoor' : `Spoor ${ref(x, 'spoor', '')}`);
const Spoor = (x: Params): string => cap(spoor(x));
/** What a code shared by stands and Sneakers is about: the stand if named, else the Sneaker if named. */
const StandOrSneaker = (x: Params): string => (val(x, 'stand') === undefined && val(x, 'sneaker') !== undefined ? Sneaker(x) : Stand(x));

/**
 * An id that units of several sides share, for `…/ambiguous-…`: the `Side:ID` choices, from the
 * `sides` the rule listed (only those the asker may know of).
 */
const ambiguous = (x: Params, key: string, what: string): string => {
  const id = val(x, key);
  const sides = (val(x, 'sides') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const head = `${id === undefined ? 'That id' : ref(x, key, '')} names ${what} of more than one side`;
  if (id === undefined || sides.length === 0) return `${head}; write it as \`Side:ID\`.`;
  const choices = sides.map((s) => `\`${s}:${id}\``);
  const last = choices.pop() ?? '';
  const plain = sides.map((s) => s.replace(/[*_~|\\]/g, '')).join(', ');
  return `${head} (${plain}); write ${choices.length ? `${choices.join(', ')} or ${last}` : last}.`;
};

/** A side the game spells (from the state): bold, like the campaign messages. */
const side = (x: Params, key: string, fallback: string): string => {
  const v = val(x, key);
  return v === undefined ? fallback : `**${v.replace(/[*_~|\\]/g, '')}**`;
};

/** The field of an order of battle or stand record a problem is at; `''` is the whole document. */
const At = (x: Params): string => (x.path === '' ? 'The order of battle' : cap(ref(x, 'path', 'that field')));

/** What the field accepts, as the rule put it, or the fallback. */
const expected = (x: Params, fallback: string): string => val(x, 'expected') ?? fallback;

/** "a, b or c", as the rules word their own lists. */
const oneOf = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1] ?? ''}`;

const CANNOT_FIRE: Readonly<Record<string, string>> = {
  command: 'command stands do not shoot; they direct crossfires and support rallies and close combat',
  observer: 'it spots for indirect fire and throws no direct-fire dice',
  'anti-tank-only': 'a Bazooka only adds its die to the fire of the Rifle Team it is attached to',
  'indirect-only': 'it fires only indirectly',
  'melee-only': 'it fights only in close combat',
  unarmed: 'it is unarmed',
};

/** Where a helicopter is, for `fogo/helicopter-phase`. */
const HELICOPTER_PHASE: Readonly<Record<string, string>> = {
  base: 'is at base',
  hovering: 'is hovering over its landing zone',
  landed: 'has landed',
};

/** Where a helicopter is, for `fogo/helicopter-not-flying` and `fogo/not-hovering`. */
const HELICOPTER_WHERE: Readonly<Record<string, string>> = {
  base: 'is still at base',
  hovering: 'is hovering',
  landed: 'has landed',
  departed: 'has departed',
  downed: 'was downed',
};

/** What a helicopter did this initiative, for `fogo/helicopter-must-wait`. */
const HELICOPTER_STEP: Readonly<Record<string, string>> = {
  hovering: 'began hovering over its landing zone',
  landed: 'landed',
};

/** What the acting player swears to, for `fogo/attestation-required` (crossfire-core §2.10.2). */
const ATTESTATION: Readonly<Record<string, string>> = {
  outOfEnemySight: 'none of the stands or Sneakers acting is in sight of any enemy stand or Sneaker',
  stationary: 'none of them has moved this initiative, and they stay put for the rest of it',
  legalFormation: 'the stands are in a formation that would be legal on the table',
  featureAllowsHidden: 'the terrain feature it is in allows hidden deployment',
  atSpoor: 'the stand or Sneaker is within one base width of the Spoor',
  withinStandWidth: 'the Sneakers are within one stand width of each other',
  withinBaseWidth: 'the tracking stand is within one base width of the enemy Spoor',
  closest: 'the Sneaker you name is the enemy Sneaker closest to the Spoor (or to the tracker, house rule `fieldcraft.trackClosestTo`)',
};

/** The secret choice a Sneak needs, for `fogo/choice-required` (crossfire-core §2.7.5), and the option that makes it. */
const SNEAK_OPTION: Readonly<Record<string, string>> = { pick: '`pick:real` or `pick:dummy`', realMarker: '`real:first` or `real:second`' };
const SNEAK_CHOICE: Readonly<Record<string, string>> = {
  pick: 'Sneaking from hidden, choose whether the new Sneaker holds the stands (real) or they stay where they are (dummy)',
  realMarker: 'Sneaking from the table, choose which of the two new Sneakers holds the stands',
};

/**
 * Enemy-facing codes. The rules answer these about another side's stands or helicopters, so their
 * texts read only the parameters the rule chose to give and never speak of what the viewer may not
 * see (DESIGN.md, Hidden information):
 *
 * - `fogo/unknown-stand`: a stand that does not exist, and equally another side's stand that is
 *   hidden, off the table or aboard a helicopter (`ownStand`, `enemyTarget`, `tempt`). Its text reads
 *   only `stand`, the id as typed.
 * - `fogo/ambiguous-stand`: an id that stands of several sides the asker may know of share (enemy
 *   stands it can see, or any for the GM). Its text reads only `stand`, the id as typed, and `sides`,
 *   which the rule lists from those stands alone, to offer the `Side:ID` choices.
 * - `fogo/unknown-helicopter`: a helicopter that does not exist, and equally another side's
 *   (`ownHelicopter`). Its text reads only `helicopter`, the id as typed.
 * - `fogo/unknown-enemy-helicopter`: an enemy helicopter that does not exist, and equally one still
 *   at its base (`enemyHelicopter`, anti-aircraft fire). Its text reads only `helicopter`, as typed.
 * - About another side's stand the enemy can see (`enemyTarget`, close-combat defenders and their
 *   support, `tempt`): `fogo/not-your-stand`, `fogo/stand-killed`, `fogo/listed-twice`,
 *   `fogo/mixed-defenders`, `fogo/not-a-commander`, `fogo/stand-suppressed`, `fogo/not-on-table`,
 *   `fogo/target-not-phasing`, `fogo/not-a-looter`, `fogo/not-lootable`. Their texts never assume
 *   the stand is the reader's own. `fogo/target-not-phasing` and `fogo/listed-twice` may name a
 *   `sneaker` instead of a `stand`.
 * - `fogo/unknown-sneaker`: a Sneaker that does not exist, and equally another side's where one of
 *   your own is wanted (`ownSneaker`). Its text reads only `sneaker`, the id as typed.
 * - `fogo/sneaker-cannot`: the one answer to anything a Sneaker may not do, whatever the hidden
 *   reason (a dummy, no FO or Command Team inside, no fieldcraft, a nominee not inside: fieldcraft
 *   `sneakerMay`, `sneakerAbility`). Only its owner is answered, but the text reads only `sneaker` and
 *   never hints at what the marker holds, so a shared screen or a forwarded reply betrays nothing.
 */
export const ENEMY_FACING_CODES = [
  'fogo/unknown-stand',
  'fogo/ambiguous-stand',
  'fogo/unknown-helicopter',
  'fogo/unknown-enemy-helicopter',
  'fogo/not-your-stand',
  'fogo/stand-killed',
  'fogo/listed-twice',
  'fogo/mixed-defenders',
  'fogo/not-a-commander',
  'fogo/stand-suppressed',
  'fogo/not-on-table',
  'fogo/target-not-phasing',
  'fogo/not-a-looter',
  'fogo/not-lootable',
  'fogo/unknown-sneaker',
  'fogo/sneaker-cannot',
] as const satisfies readonly FogoError[];

/**
 * One text per Fogo Cruzado rule code, from the parameters the rule gave (`stand`, `side`, `path`,
 * `expected`…). A missing parameter reads as "that stand", never as "undefined". Order-of-battle
 * problem codes name their `path` themselves, so `formatOrderOfBattleProblems` adds only the line.
 */
export const FOGO_MESSAGES: Readonly<Record<FogoError, (params: Params) => string>> = {
  // Game set-up, sides and initiative.
  'fogo/bad-sides': () => 'A Fogo Cruzado game needs at least two sides, each with a different name.',
  'fogo/unknown-side': (x) => `There is no side ${ref(x, 'side', 'by that name')} in this game.`,
  'fogo/not-phasing': (x) =>
    `${cap(side(x, 'side', 'your side'))} does not hold the initiative${val(x, 'phasing') === undefined ? '' : `; ${side(x, 'phasing', '')} does`}. ` +
    'Until it passes to you, you may only fire reactively or roll Temptation.',
  'fogo/fire-awaiting-target': (x) =>
    `The fire at Sneaker ${ref(x, 'sneaker', 'revealed')} is not over: ${side(x, 'side', 'the firing side')} first names the stand that takes its ${val(x, 'result') ?? 'result'} with \`/fieldcraft assign stand:<id>\` (one of ${val(x, 'stands') ?? 'the stands it revealed'}).`,
  'fogo/phasing-side': (x) =>
    `${cap(side(x, 'side', 'your side'))} holds the initiative; reactive fire and Temptation rolls are for the side without it.`,

  // Which stand, whose stand.
  'fogo/unknown-stand': (x) => `There is no stand ${ref(x, 'stand', 'by that id')}. Check the id against the board (case does not matter).`,
  'fogo/ambiguous-stand': (x) => ambiguous(x, 'stand', 'stands'),
  'fogo/not-your-stand': (x) => `${Stand(x)} is not one of your stands.`,
  'fogo/own-stand': (x) => `${Stand(x)} is one of your own stands; name an enemy stand.`,
  'fogo/stand-killed': (x) => `${Stand(x)} has been killed.`,
  'fogo/listed-twice': (x) =>
    val(x, 'stand') === undefined && val(x, 'sneaker') !== undefined
      ? `${Sneaker(x)} is listed twice; name each Sneaker once.`
      : `${Stand(x)} is listed twice; name each stand once.`,

  // Status and position.
  'fogo/stand-pinned': (x) => `${Stand(x)} is Pinned: it cannot move or start a close combat until it rallies.`,
  'fogo/stand-suppressed': (x) => `${Stand(x)} is Suppressed and cannot do that until it rallies.`,
  'fogo/not-on-table': (x) => `${Stand(x)} is not on the table, so it cannot do that.`,
  'fogo/not-off-table': (x) =>
    `${Stand(x)} is not waiting off the table; only stands in reserve can board a helicopter or parachute in.`,
  'fogo/just-landed': (x) => `${Stand(x)} landed this initiative: it cannot move or start a close combat until a later one.`,
  'fogo/cannot-ground-hug': (x) => `${Stand(x)} cannot hug the ground: Untrained stands and mounted Dragoons never do.`,

  // Fire.
  'fogo/no-firers': () => 'Name at least one stand to fire.',
  'fogo/group-required': () =>
    'Several stands fire together only as a fire group (name its leader) or a crossfire (name the command stand directing it).',
  'fogo/leader-not-firing': (x) => `The fire-group leader${val(x, 'stand') === undefined ? '' : ` ${stand(x)}`} must be one of the firers.`,
  'fogo/not-a-commander': (x) =>
    `${Stand(x)} is not a command stand; only a Commander, Command Team or Political Commissar can do that.`,
  'fogo/not-under-command': (x) =>
    `${Stand(x)} is not directly commanded by ${ref(x, 'director', 'the directing stand')}, so it cannot join that crossfire.`,
  'fogo/group-too-small': () => 'A group move takes two or more stands, comma-separated; move a single stand with `/fogo move`.',
  'fogo/too-far': (x) =>
    `${Stand(x)} is ${val(x, 'gap') ?? 'more than a stand width'}" from ${ref(x, 'from', 'the rest')} edge to edge on the board, not within one stand width (${val(x, 'width') ?? 'a stand'}") of it${val(x, 'role') === undefined ? '' : ` for the ${val(x, 'role')}`}; bring it closer first, or leave it out.`,
  'fogo/not-closest': (x) =>
    `${Sneaker(x)} is not the enemy Sneaker closest on the board; Track reveals the closest, ${val(x, 'closest') === undefined ? 'so name that one' : `Sneaker ${ref(x, 'closest', '')}`}.`,
  'fogo/untrained-no-crossfire': (x) => `${Stand(x)} is Untrained and cannot take part in a crossfire; fire it alone or in a fire group.`,
  'fogo/no-crossfires-left': (x) =>
    val(x, 'used') === undefined || val(x, 'limit') === undefined
      ? 'Your side has directed all the crossfires it may (house rule `crossfire.limit`).'
      : `Your side has directed ${val(x, 'used')} of its ${val(x, 'limit')} crossfires; no more are allowed (house rule \`crossfire.limit\`).`,
  'fogo/no-fire': (x) => `${Stand(x)} is marked NO FIRE after a failed reactive fire and cannot fire until the mark clears.`,
  'fogo/ground-hugging': (x) =>
    `${Stand(x)} is hugging the ground and cannot fire (house rule \`groundHug.blocksFire\`); stand it up first.`,
  'fogo/cannot-fire': (x) => {
    const why = CANNOT_FIRE[val(x, 'reason') ?? ''] ?? 'its type throws no direct-fire dice';
    return `${Stand(x)} cannot fire: ${why}.`;
  },
  'fogo/ambush-fire-only': (x) => `${Stand(x)} fires only from ambush, while still hidden; once revealed it cannot fire.`,
  'fogo/target-not-phasing': (x) =>
    `${StandOrSneaker(x)} does not belong to the side holding the initiative; reactive fire and Temptation rolls are only against that side's stands and Sneakers.`,
  'fogo/bad-feature': () =>
    'Name the terrain feature (the feature entered, fired into, dropped or landed on) in one line of text; it cannot be empty.',

  // Indirect fire (crossfire-core §1.9).
  'fogo/one-caller': () =>
    'Name who calls the fire mission: either one of your stands (an FO, a light mortar or a Command Team) as `caller`, or one of your Sneakers as `sneaker` — not both.',
  'fogo/one-target': () => 'Aim the barrage at one thing: an enemy stand as `target`, or an enemy Sneaker as `marker` — not both.',
  'fogo/not-an-observer': (x) =>
    `${Stand(x)} cannot call indirect fire: only an FO, a light mortar (an FO on table) or a Command Team (it has a radioman) can.`,
  'fogo/no-missions-left': (x) =>
    val(x, 'used') === undefined || val(x, 'limit') === undefined
      ? 'Your side has called all the fire missions it has (house rule `indirect.missions`).'
      : `Your side has called ${val(x, 'used')} of its ${val(x, 'limit')} fire missions; there are no more (house rule \`indirect.missions\`).`,
  'fogo/barrage-out-of-reach': (x) =>
    `${Stand(x)} is more than one stand width from ${ref(x, 'target', 'the target')} on the board, so the barrage does not reach it; leave it out of \`near\`.`,
  'fogo/bad-smoke-spot': () => 'Name where the smoke goes (a feature or a spot such as "the ford" or "12,20") in one line of at most 60 characters.',

  // Anti-tank fire (crossfire-core §1.10).
  'fogo/no-anti-tank': (x) =>
    `${Stand(x)} has no anti-tank weapon: only Rifle + RPG teams, Bazooka Teams, HMGs (.50 cal) and Recoilless Rifles fire at vehicles.`,
  'fogo/he-gun-only': (x) => `${Stand(x)} has no HE round: only a Recoilless Rifle fires HE at a vehicle; fire \`round:at\` instead.`,
  'fogo/bad-vehicle': () => 'Name the vehicle fired at in one line of at most 40 characters.',
  'fogo/bad-armour': (x) => `Give the ARM of the vehicle's side facing the firer as a whole number from 0 (a soft vehicle) to ${val(x, 'max') ?? 12}.`,

  // Rally and command.
  'fogo/nothing-to-rally': (x) => `${Stand(x)} is neither Pinned nor Suppressed; there is nothing to rally.`,
  'fogo/self-assist': (x) => `${Stand(x)} cannot assist its own roll; name another command stand within one stand width.`,

  // Close combat.
  'fogo/no-attackers': () => 'Name at least one attacking stand.',
  'fogo/no-defenders': () => 'Name at least one defending stand.',
  'fogo/cannot-initiate': (x) => `${Stand(x)} can never start a close combat.`,
  'fogo/commander-supports-only': (x) =>
    `${Stand(x)} is a command stand: it can support a close combat but not attack; list it as support instead.`,
  'fogo/timid': (x) => `${Stand(x)} is Timid and never starts a close combat.`,
  'fogo/scouts-only': (x) => `${Stand(x)} is a Scout stand and may start a close combat only when every defender is a Scout.`,
  'fogo/mounted-vs-structure': (x) =>
    `${Stand(x)} is mounted; mounted Dragoons cannot attack defenders in a building or fortification.`,
  'fogo/mixed-defenders': (x) =>
    `${Stand(x)} is of a different side from the other defenders; the defenders and their support must all be of one side.`,

  // Civilians.
  'fogo/not-civilians': (x) => `${Stand(x)} is not an unarmed civilian stand; only civilians roll intentions.`,
  'fogo/civilians-not-triggered': (x) =>
    `${Stand(x)} acts only with shooting in the vicinity or an enemy in sight; declare which applies.`,
  'fogo/civilians-act-first': () =>
    'Civilians roll their intentions before any armed stand of their side acts; an armed stand has already acted this initiative.',
  'fogo/already-rolled': (x) => `${Stand(x)} has already rolled its intention this initiative.`,

  // Looting.
  'fogo/not-a-looter': (x) => `${Stand(x)} is not a Looter; only Looters are tempted or resist looting.`,
  'fogo/not-lootable': (x) => `${cap(ref(x, 'feature', 'that feature'))} is not a lootable feature in this scenario.`,

  // Dragoons.
  'fogo/not-mounted': (x) => `${Stand(x)} is not mounted; only mounted Dragoons dismount.`,

  // Parachute drops.
  'fogo/no-landings': () => 'Name at least one stand to drop.',
  'fogo/mixed-combat-groups': (x) =>
    `${Stand(x)} is of another combat group; one drop is made by the stands of one combat group.`,
  'fogo/drop-zone-used': (x) =>
    `Another combat group has already dropped on ${ref(x, 'dropZone', 'that drop zone')} this initiative; only one combat group may drop on a drop zone each initiative.`,

  // Air assault.
  'fogo/bad-helicopter-id': () => 'A helicopter id is 1 to 24 letters, digits, `_` or `-`, starting with a letter or digit.',
  'fogo/duplicate-helicopter': (x) => `The id ${ref(x, 'helicopter', 'given')} is already taken; give the helicopter another id.`,
  'fogo/unknown-helicopter': (x) => `You have no helicopter ${ref(x, 'helicopter', 'by that id')}.`,
  'fogo/helicopter-phase': (x) => {
    const phase = val(x, 'phase');
    if (phase === 'departed') return `${Heli(x)} has departed; it takes no further part in the air assault.`;
    if (phase === 'downed') return `${Heli(x)} was shot down; it takes no further part in the game.`;
    return `${Heli(x)} ${HELICOPTER_PHASE[phase ?? ''] ?? 'is not at base'}; stands can board only while it is at base.`;
  },
  'fogo/helicopter-must-wait': (x) => {
    const step = HELICOPTER_STEP[val(x, 'phase') ?? ''] ?? 'moved';
    return `${Heli(x)} ${step} this initiative; its next step must wait for a later initiative of your side.`;
  },
  'fogo/helicopter-full': (x) =>
    val(x, 'slots') === undefined || val(x, 'capacity') === undefined
      ? `${Heli(x)} has no room for those stands.`
      : `${Heli(x)} has ${val(x, 'capacity')} passenger slots; with these stands aboard it would need ${val(x, 'slots')}.`,
  'fogo/cannot-board': (x) => `${Stand(x)} is mounted; mounted Dragoons cannot board a helicopter.`,
  'fogo/helicopter-not-flying': (x) =>
    `${Heli(x)} ${HELICOPTER_WHERE[val(x, 'phase') ?? ''] ?? 'is not over the table'}; only a helicopter hovering over or landed on its landing zone can fire.`,
  'fogo/helicopter-unarmed': (x) =>
    `${Heli(x)} carries no guns in this game (a Puma has door guns only under house rule \`helicopter.pumaDoorGuns\`); an Alouette III or the gunship can fire.`,
  'fogo/helicopter-no-fire': (x) =>
    `${Heli(x)} fired reactively and failed: it is marked NO FIRE until your side next holds the initiative.`,
  'fogo/unknown-enemy-helicopter': (x) =>
    `No enemy helicopter ${ref(x, 'helicopter', 'by that id')} is over the table; only one the enemy has flown in can be fired at.`,
  'fogo/own-helicopter': (x) => `${Heli(x)} is your own helicopter; anti-aircraft fire is aimed at an enemy helicopter.`,
  'fogo/not-hovering': (x) =>
    `${Heli(x)} ${HELICOPTER_WHERE[val(x, 'phase') ?? ''] ?? 'is not hovering'}; anti-aircraft fire can be aimed only at a helicopter hovering over its landing zone.`,
  'fogo/not-anti-aircraft': (x) =>
    `${Stand(x)} is not a machine gun: house rule \`aa.firers\` lets only MMG and HMG teams fire at helicopters in this game.`,

  // Fieldcraft: starting Sneakers.
  'fogo/already-allocated': (x) =>
    `${cap(side(x, 'side', 'your side'))} has already set up its starting Sneakers; that is done once per game.`,
  'fogo/too-many-sneakers': (x) =>
    val(x, 'allowed') === undefined || val(x, 'asked') === undefined
      ? 'That is more starting Sneakers than your side is allowed.'
      : `Your side is allowed ${val(x, 'allowed')} starting Sneakers; you set up ${val(x, 'asked')}.`,
  'fogo/in-two-sneakers': (x) => `${Stand(x)} is in two starting Sneakers; put each stand in one Sneaker at most.`,
  'fogo/seen-stand-in-sneaker': (x) =>
    `${Stand(x)} is on the table where the enemy can see it, so it cannot start inside a Sneaker (the enemy would see which marker took it). ` +
    'Only stands deployed hidden can: deploy the force with `hidden:true` (`/fogo force builtin:… hidden:true`, or `"hidden": true` in the file), then allocate.',
  'fogo/not-a-sneaker-group': (x) =>
    `${val(x, 'sneaker') === undefined ? 'Those stands' : `The stands for ${sneaker(x)}`} cannot share one Sneaker: ` +
    'it holds at most one command stand with stands it directly commands, or else stands that all report to the same command stand.',

  // Fieldcraft: Sneak.
  'fogo/empty-unit': () => 'Name at least one stand to sneak.',
  'fogo/already-sneaking': (x) =>
    `${Stand(x)} is already in ${val(x, 'sneaker') === undefined ? 'a Sneaker' : sneaker(x)}; it acts with its Sneaker until the Sneaker is revealed.`,
  'fogo/mixed-visibility': () => 'The stands of one Sneak must be all hidden or all on the table; sneak them separately.',
  'fogo/not-together': () => 'The stands of one Sneak must be in the same terrain feature, or all in the open.',
  'fogo/choice-required': (x) => {
    const choice = val(x, 'choice');
    const why = SNEAK_CHOICE[choice ?? ''];
    if (why === undefined) return 'Make the choice the Sneak needs and send it again.';
    return `${why}: ${SNEAK_OPTION[choice ?? '']}.`;
  },
  'fogo/not-in-unit': (x) =>
    `${Stand(x)} is not one of the stands sneaking; name one of them to roll its fieldcraft, or leave it out to roll the best.`,
  'fogo/no-fieldcraft': (x) => `${Stand(x)} has no fieldcraft dice (0d6), so it cannot make that fieldcraft roll.`,
  'fogo/bad-position': () =>
    'Describe the position (such as "by the ford" or "C4") in one line of at most 60 characters, or leave it out.',

  // Fieldcraft: Sneakers.
  'fogo/unknown-sneaker': (x) =>
    `There is no Sneaker ${ref(x, 'sneaker', 'by that id')} you can name for that. ` +
    'Check the id against the Sneaker markers on the board (case does not matter).',
  'fogo/own-sneaker': (x) => `${Sneaker(x)} is one of your own Sneakers; name an enemy Sneaker.`,
  'fogo/sneaker-cannot': (x) =>
    `${Sneaker(x)} cannot do that. Any Sneaker may move, conceal its trail or rally from a pin; other orders only as the Sneaker rules allow.`,
  'fogo/sneaker-pinned': (x) => `${Sneaker(x)} is Pinned: it cannot move until it rallies (an unmodified 4+).`,
  'fogo/sneaker-not-pinned': (x) => `${Sneaker(x)} is not Pinned; there is nothing to rally.`,
  'fogo/sneaker-stationary': (x) =>
    `${Sneaker(x)} sneaked or hid this initiative and must stay where it is until a later one.`,
  'fogo/not-in-sneaker': (x) => `${Stand(x)} is not in ${sneaker(x)}; name only stands it holds.`,

  // Fieldcraft: Hide.
  'fogo/sneaker-moved': (x) => `${Sneaker(x)} moved this initiative; to Hide it must stay put for the whole initiative.`,
  'fogo/not-in-feature': (x) =>
    `${Sneaker(x)} is in the open; a Sneaker can Hide only in a terrain feature that allows hidden deployment.`,
  'fogo/hide-all-or-nothing': () =>
    "Leave all of the Sneaker's stands hidden or none of them (house rule `fieldcraft.hideLeaves`); split them first with Conceal Trail.",

  // Fieldcraft: Spoor, Conceal Trail and Track.
  'fogo/unknown-spoor': (x) => `There is no Spoor ${ref(x, 'spoor', 'by that id')}. Check the id against the board (case does not matter).`,
  'fogo/enemy-spoor': (x) => `${Spoor(x)} is another side's; Conceal Trail removes only your own side's Spoor (Track follows an enemy's).`,
  'fogo/own-spoor': (x) => `${Spoor(x)} is your own side's; Track follows an enemy Spoor (Conceal Trail removes your own).`,
  'fogo/not-revealed': (x) => `${Stand(x)} must be on the table to track; a hidden stand or one in a Sneaker cannot.`,
  'fogo/attestation-required': (x) => {
    const key = val(x, 'attestation');
    const what = ATTESTATION[key ?? ''];
    if (key === undefined || what === undefined) return 'Confirm what the rules ask you to swear to; the bot cannot check it.';
    return `Confirm that ${what}, with \`attest:true\`. The bot cannot check it, so it takes your word and the enemy may challenge it.`;
  },

  // Fieldcraft: Reorganise.
  'fogo/too-few-sneakers': () => 'Reorganise needs at least two of your Sneakers, within one stand width of each other.',
  'fogo/bad-assignment': (x) =>
    val(x, 'stand') === undefined
      ? 'Give every Sneaker of the Reorganise its list of stands (an empty list for none), and no other Sneaker.'
      : `${Stand(x)} must go to exactly one Sneaker of the Reorganise, and only stands they hold now may be assigned.`,

  // Fieldcraft: fire at Sneakers.
  'fogo/no-pending-fire': () => 'No fire of yours is waiting for you to name the stand that takes it.',
  'fogo/not-a-candidate': (x) =>
    `${Stand(x)} was not placed from ${sneaker(x)} by that fire; name one of the stands that were, to take the result.`,

  // Orders of battle and stand records: each names the field at `path`.
  'fogo/bad-order-of-battle': (x) => {
    const n = val(x, 'problems');
    if (n === undefined) return 'The order of battle has problems; fix them and send it again.';
    return `The order of battle has ${n} ${n === '1' ? 'problem' : 'problems'}; fix ${n === '1' ? 'it' : 'them'} and send it again.`;
  },
  'fogo/not-json': (x) =>
    `The order of battle is not valid JSON${val(x, 'line') === undefined ? '' : ` (the first error is on line ${val(x, 'line')})`}; ` +
    'look for a missing comma, quote or bracket.',
  'fogo/missing-field': (x) => `${At(x)} is missing; it is required.`,
  'fogo/unknown-field': (x) =>
    val(x, 'expected') === undefined
      ? `${At(x)} is not a field I know; check its spelling (field names are case-sensitive).`
      : `${At(x)} is not a field I know; use ${val(x, 'expected')}.`,
  'fogo/bad-field': (x) =>
    val(x, 'expected') === undefined ? `${At(x)} has a value of the wrong kind.` : `${At(x)} must be ${val(x, 'expected')}.`,
  'fogo/bad-troop-type': (x) =>
    x.path === undefined
      ? `A force's troop type must be one of: ${expected(x, TROOP_TYPES.join(', '))}.`
      : `${At(x)} must be one of: ${expected(x, TROOP_TYPES.join(', '))}.`,
  'fogo/no-stands': (x) => `${At(x)} must hold ${expected(x, 'at least one stand')}.`,
  'fogo/bad-stand-id': (x) => `${At(x)} must be ${expected(x, 'a stand id')}.`,
  'fogo/unknown-stand-type': (x) => `${At(x)} is not a stand type; use ${expected(x, oneOf(STAND_TYPES))}.`,
  'fogo/bad-quality': (x) => `${At(x)} must be ${expected(x, oneOf(QUALITIES))}.`,
  // Without a path it is the starting allocation's nominal fieldcraft for dummies (1 to 3 dice).
  'fogo/bad-fieldcraft': (x) =>
    x.path === undefined
      ? `The nominal fieldcraft must be ${expected(x, 'a whole number of dice from 1 to 3')}.`
      : `${At(x)} must be ${expected(x, 'a whole number of dice from 0 to 3')}.`,
  'fogo/unknown-trait': (x) => `${At(x)} is not a trait; use ${expected(x, oneOf(TRAITS))}.`,
  'fogo/duplicate-trait': (x) => `${At(x)} repeats a trait already listed for that stand.`,
  'fogo/bad-echelon': (x) => `${At(x)} must be ${expected(x, oneOf(ECHELONS))}.`,
  'fogo/bad-rating': (x) => `${At(x)} must be ${expected(x, `a whole number from ${RATING_RANGE.min} to ${RATING_RANGE.max}`)}.`,
  'fogo/not-for-this-type': (x) =>
    `${At(x)} does not apply to this type of stand${val(x, 'expected') === undefined ? '' : ` (${val(x, 'expected')})`}.`,
  'fogo/duplicate-stand': (x) => `${At(x)} repeats the id of another stand (case does not matter); give each stand its own id.`,
  'fogo/unknown-commander': (x) => `${At(x)} must be ${expected(x, 'the id of a command stand')} of the same side.`,
  'fogo/bad-attachment': (x) => `${At(x)} must be ${expected(x, 'the id of a Rifle Team')} of the same side.`,
};

/** At most this many problems are listed; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * The problems of an order of battle, one line each: the line of the JSON when known, then the text
 * for its code, which names the field at its path and what the field takes. Capped at
 * `MAX_LISTED_PROBLEMS` lines and a count of the rest.
 */
export function formatOrderOfBattleProblems(problems: readonly OrderOfBattleProblem[]): string {
  const lines = problems.slice(0, MAX_LISTED_PROBLEMS).map((pr) => {
    const params: Params = pr.expected === undefined ? { path: pr.path } : { path: pr.path, expected: pr.expected };
    const where = pr.line === undefined ? '' : `line ${pr.line}: `;
    return `- ${where}${FOGO_MESSAGES[pr.code](params)}`;
  });
  const more = problems.length - lines.length;
  if (more > 0) lines.push(`…and ${more} more.`);
  return lines.join('\n');
}
