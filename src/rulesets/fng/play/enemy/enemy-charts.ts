import { PEF_MOVEMENT } from '../../rules/enemy/pef.js';
import { potentialContactTable } from '../../rules/enemy/potential-contact.js';
import { RANDOM_EVENTS } from '../../rules/enemy/random-events.js';
import { VC_PRINTED, type VcEntry } from '../../rules/enemy/vc-reinforcements.js';

/**
 * The enemy's tables for `/fng chart`, written from the very data the bot rolls on, each row with its
 * seed lines: the scrambled rows show as the default reading reads them (the house rules name the
 * others).
 */

const words = (s: string): string => s.replaceAll('-', ' ');
const range = (low: number, high: number): string => (low === high ? `${low}` : `${low}–${high}`);
const entry = (e: VcEntry): string => (typeof e === 'string' ? words(e) : `(1–3) ${words(e.split[0])}, (4–6) ${words(e.split[1])}`);

function pefChart(): string {
  const col = (rows: readonly { readonly low: number; readonly high: number; readonly move: { readonly kind: string; readonly inches?: number } }[]) =>
    rows.map((r) => `(${range(r.low, r.high)}) ${words(r.move.kind)}${r.move.inches ? ` ${r.move.inches}"` : ''}`).join(', ');
  return [
    `**PEF Movement** (${PEF_MOVEMENT.source}): 2d6 vs PEF REP, then 1d6.`,
    `• 2 passed — other PEFs on the table: ${col(PEF_MOVEMENT.pass2.otherPefs)}; none: ${col(PEF_MOVEMENT.pass2.noOtherPefs)}.`,
    `• 1 passed — other PEFs: ${col(PEF_MOVEMENT.pass1.otherPefs)}; none: ${col(PEF_MOVEMENT.pass1.noOtherPefs)}.`,
    '• 0 passed: it stays. Toward a PEF: out of the enemy\'s sight, stopping 4" short; toward the enemy: resolved the moment it comes into sight.',
    '**PEF Resolution** (L1405–L1419, QRS L2545): 2d6 vs the EAL. 2 passed: 1d6 (−1 Pro-Communist) 1–4 Enemy Reinforcements, 5–6 Potential Contact (0: house rule `fng.pef.contact-zero`). 1 passed: the same 1d6, 0 or less no contact, 1–4 Reinforcements (1d6 on the EAL 1 table), 5–6 Potential Contact. 0: false alarm. The first contact rolls First Contact and VC/NVA Activity first (L1558, L1602).',
  ].join('\n');
}

function pcChart(): string {
  const lines = ['**Potential Contact** (p.62–64; EAL d6 summed; default readings of the scrambled rows, house rules `fng.pc.*`):'];
  for (let eal = 1; eal <= 6; eal++) {
    const t = potentialContactTable(eal, { eal2Rows89: 'as-row-7', eal6Order: 'eal5-pattern' });
    if (!t.ok) continue;
    lines.push(`• EAL ${eal}: ${t.value.map((r) => `${range(r.low, r.high)} ${words(r.kind)} (${r.source})`).join('; ')}.`);
  }
  return lines.join('\n');
}

function reinforcementsChart(): string {
  const lines = ['**VC/NVA Reinforcements** (p.95–96; EAL# in d6; LVC / MFVC / NVA; EAL 5/6 squads: house rule `fng.reinforcements.eal56-swap`):'];
  for (const eal of [1, 2, 3, 4, 5, 6] as const) {
    lines.push(`• EAL ${eal}: ${VC_PRINTED[eal].map((r) => `${range(r.low, r.high)} ${entry(r.result.lvc)} / ${entry(r.result.mfvc)} / ${entry(r.result.nva)} (${r.source})`).join('; ')}.`);
  }
  return lines.join('\n');
}

function randomEventsChart(): string {
  return [
    `**Random Events** (${RANDOM_EVENTS.source}): on doubles, both dice + 1d6.`,
    `• ${RANDOM_EVENTS.rows.map((r) => `${r.total} ${words(r.event)}${'fwfOnly' in r ? ' (not the VC/NVA)' : ''}${'thisSide' in r ? ' (this side: house rule `fng.random-event.this-side`)' : ''}`).join('; ')}.`,
  ].join('\n');
}

const VC_ACTION = [
  '**VC/NVA Action** (p.69, L1604–L1622, QRS L2547–L2558): a group outnumbering the closest player group by half again: 2d6 (3d6 at 2:1, human wave at 3:1) vs its leader\'s REP (house rule `fng.vc-action.target`).',
  '• 2 passed: Assault — beyond 12" close at best speed; within 12" half fire (support weapons), half charge; within 6" grenades on 5–6 first.',
  '• 1 passed: Maneuver — within 12" as Assault; beyond, to the best cover (fast out of sight, house rule `fng.vc-action.outside-12-los`); Local VC melt away into two PEFs (L1625).',
  '• 0 passed: Harass — fire from range on the most isolated figure.',
  '**Defensive Tactics** (L1627–L1629): otherwise fast move to a nearer fortification or stay, fire at the closest enemy; approached, 1d6 each, a 6 throws a grenade.',
].join('\n');

export const ENEMY_CHARTS = {
  pef: pefChart(),
  'potential-contact': pcChart(),
  'vc-action': VC_ACTION,
  'enemy-reinforcements': reinforcementsChart(),
  'random-events': randomEventsChart(),
} as const;
