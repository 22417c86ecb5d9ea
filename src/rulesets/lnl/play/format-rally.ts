import { userText } from '../../../app/format.js';
import type { InitiativeRoll, MedicAttempt, RallyPermission, RallyRoll } from '../rules/phases/rally.js';
import { dice, die, modifierText, unitName } from './format.js';

/** Both sides' initiative dice and who holds it (3.0). */
export function initiativeText(r: InitiativeRoll): string {
  return `Initiative (3.0): ${r.rolls.map((x) => `**${userText(x.side)}** ${die(x.die)}`).join(' vs ')} → ` + (r.tie ? `a tie: **${userText(r.winner)}** keeps it.` : `**${userText(r.winner)}** wins it.`);
}

/** A rally roll with its modifiers, and whom it rallied with (3.0). */
export function rallyText({ permission, roll }: { permission: RallyPermission; roll: RallyRoll }): string {
  const mods = modifierText(roll.modifiers);
  const morale = roll.morale === roll.printedMorale ? `morale ${roll.morale}` : `morale ${roll.printedMorale} ${modifierText(roll.moraleModifiers)} = ${roll.morale}`;
  const how = permission.selfRally ? ' (self-rally)' : permission.leader ? ` with ${unitName(permission.leader)}` : '';
  return `Rally (3.0): ${unitName(roll.unit)}${how} rolls ${dice(roll.faces)}${mods ? ` ${mods}` : ''} = ${roll.total} vs ${morale} → ${roll.rallied ? '**rallies to Good Order**' : 'stays Shaken'}.`;
}

/** A medic's roll and what it did (3.0, 11.3). */
export function healText(r: MedicAttempt): string {
  return (
    `Medic (3.0, 11.3): ${unitName(r.medic)} ${r.action === 'heal-wound' ? 'treats the wound of' : 'tends to'} ${unitName(r.target)}: ${dice(r.faces)} = ${r.total} vs morale ${r.morale} → ` +
    (r.success ? (r.action === 'heal-wound' ? '**wound healed**' : '**back in Good Order**') : 'no help this turn') +
    '.'
  );
}
