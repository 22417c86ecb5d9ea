import { describe, expect, it } from 'vitest';
import { allCommands, type OptionSpec } from '../../src/app/command.js';
import type { RawOptions } from '../../src/app/options.js';
import { commands } from '../../commands/index.js';
import type { FogoState } from '../../src/rulesets/fogo/rules/game/state.js';
import { EMPTY_FIELDCRAFT } from '../../src/rulesets/fogo/rules/game/fieldcraft-state.js';
import { parseHex } from '../../src/core/board/hex.js';
import type { LnlState } from '../../src/rulesets/lnl/rules/game/state.js';
import { harness } from '../helpers/harness.js';
import { FIRETEAM_VALID, fireteamSituations } from '../rulesets/fireteam/play/situations.js';
import { FNG_VALID, fngSituations } from '../rulesets/fng/helpers/situations.js';

/**
 * For each command: options that succeed in the standard situation below. Every bad-input case
 * starts from these, so each refusal is caused by the one bad option alone.
 */
const VALID: Record<string, { actor: string; channel?: string; options: RawOptions }> = {
  roll: { actor: 'bob', options: { dice: '2d6', reason: 'test', hidden: 'false' } },
  'campaign new': { actor: 'ann', channel: 'fresh', options: { ruleset: 'fogo', name: 'New', sides: 'A,B', scenario: 'fogo-road-ambush' } },
  'campaign join': { actor: 'dan', options: { side: 'FRELIMO' } },
  'campaign leave': { actor: 'cat', options: {} },
  'campaign players approve': { actor: 'ann', options: { player: 'eve' } },
  'campaign players refuse': { actor: 'ann', options: { player: 'id-eve' } },
  'campaign players add': { actor: 'ann', options: { side: 'FRELIMO', player: { id: 'id-fay', name: 'fay' } } },
  'campaign players remove': { actor: 'ann', options: { player: 'cat' } },
  'campaign players gm-only': { actor: 'ann', channel: 'spare', options: { side: 'FRELIMO', on: 'true' } },
  'campaign status': { actor: 'bob', options: { campaign: '1' } },
  'campaign rules list': { actor: 'bob', options: {} },
  'campaign rules set': { actor: 'ann', options: { name: 'cc.green', value: '-2' } },
  'campaign rules reset': { actor: 'ann', options: { name: 'cc.green' } },
  'campaign log': { actor: 'bob', options: { last: '5', campaign: '1' } },
  'campaign details': { actor: 'bob', options: { post: '1', campaign: '1', page: '1' } },
  'campaign end': { actor: 'ann', options: {} },
  'campaign export': { actor: 'bob', options: { campaign: '1' } },
  'campaign recap': { actor: 'bob', options: {} },
  'campaign pace': { actor: 'ann', options: { deadline: '24', remind: '8', warn: '4', quiet: '22-7', missed: 'wait', off: 'false' } },
  'campaign notify': { actor: 'bob', options: { how: 'dm', next: 'true' } },
  'campaign undo': { actor: 'bob', channel: 'undo', options: {} },
  'campaign threads': { actor: 'ann', options: { on: 'true' } },
  verify: { actor: 'bob', channel: 'old', options: { ledger: '2' } },
  inbox: { actor: 'bob', options: {} },
  'fogo stand add': { actor: 'bob', options: { id: 'P-9', type: 'commander', quality: 'regular', fieldcraft: '1', traits: 'tracker', hidden: 'true', feature: 'woods', echelon: 'PC', rating: '1', side: 'Portugal' } },
  'fogo stand list': { actor: 'bob', options: {} },
  'fogo stand change': { actor: 'ann', options: { id: 'CA-2', status: 'pinned', nofire: 'false', groundhug: 'false', hidden: 'false', feature: 'woods', offtable: 'false' } },
  'fogo stand remove': { actor: 'bob', options: { id: 'CA-2' } },
  'fogo force': { actor: 'ann', options: { builtin: 'flechas-group', side: 'FRELIMO' } },
  'fogo fire': { actor: 'bob', options: { firers: 'CA-1', target: 'FR-1', cover: 'open', leader: 'CA-1' } },
  'fogo reactive': { actor: 'cat', options: { firers: 'FR-2', target: 'CA-3', cover: 'open', assault: 'false', leader: 'FR-2' } },
  'fogo rbf': { actor: 'bob', options: { firers: 'CA-1', feature: 'woods', leader: 'CA-1' } },
  'fogo barrage': { actor: 'bob', options: { caller: 'FO-1', target: 'FR-1', near: 'FR-2', cover: 'false' } },
  'fogo smoke': { actor: 'bob', options: { caller: 'FO-1', at: 'the ford' } },
  'fogo antitank': { actor: 'bob', options: { firer: 'CA-BZ', vehicle: 'Berliet truck', armour: '0', round: 'at' } },
  'fogo pass': { actor: 'bob', options: {} },
  'fogo place': { actor: 'bob', options: { stand: 'CA-1', at: '12,30' } },
  'board show': { actor: 'bob', options: { mine: 'true' } },
  'board mine': { actor: 'bob', options: {} },
  'board load': { actor: 'ann', options: { builtin: 'fogo-paddy-patrol' } },
  'board web': { actor: 'bob', options: { action: 'link' } },
  'fieldcraft list': { actor: 'bob', options: {} },
  'fieldcraft sneak': { actor: 'bob', options: { stands: 'CA-3', attest: 'true', real: 'first', position: 'by the ford', roller: 'CA-3' } },
  'fieldcraft allocate': { actor: 'bob', channel: 'spare', options: { troops: 'cacadores', sneakers: 'road (by the ford): CA-3; woods:', nominal: '2' } },
  'fieldcraft hide': { actor: 'bob', options: { sneaker: 'S1', attest: 'true', leave: 'false' } },
  'fieldcraft conceal': { actor: 'bob', options: { sneaker: 'S1', stands: 'CA-4', position: 'north edge' } },
  'fieldcraft track': { actor: 'bob', options: { stand: 'CA-SC', spoor: 'SP1', attest: 'true' } },
  'fieldcraft reorganise': { actor: 'bob', options: { sneakers: 'S1: ; S2: CA-4', attest: 'true', spoor: 'S2' } },
  'fieldcraft move': { actor: 'bob', options: { sneaker: 'S2', feature: 'road', position: 'by the ford' } },
  'fieldcraft rally': { actor: 'bob', options: { sneaker: 'S1' } },
  'fieldcraft rbf': { actor: 'bob', options: { sneaker: 'S1', feature: 'woods' } },
  'fieldcraft reveal': { actor: 'bob', options: { sneaker: 'S1', atmarker: 'CA-4', outside: 'CA-4' } },
  'fieldcraft fire': { actor: 'bob', options: { firers: 'CA-1', sneaker: 'S4', cover: 'open', leader: 'CA-1' } },
  'fieldcraft reactive': { actor: 'cat', options: { firers: 'FR-2', sneaker: 'S1', cover: 'open', leader: 'FR-2' } },
  'fieldcraft assign': { actor: 'bob', channel: 'assign', options: { stand: 'FR-4' } },
  'fogo lootable': { actor: 'ann', options: { features: 'Cantina, Casa Branca' } },
  'fogo move': { actor: 'bob', options: { stand: 'CA-3', feature: 'woods', seen: 'true' } },
  'fogo assault': { actor: 'bob', options: { attackers: 'CA-1', defenders: 'FR-1', support: 'CA-PC', enemysupport: 'FR-CT', building: 'false' } },
  'fogo rally': { actor: 'bob', options: { stand: 'CA-2', commander: 'CA-PC', outofsight: 'true' } },
  'fogo groundhug': { actor: 'bob', options: { stand: 'CA-1', on: 'true' } },
  'fogo civilians': { actor: 'bob', options: { stand: 'CIV-1', shooting: 'true', enemyinsight: 'false' } },
  'fogo tempt': { actor: 'cat', options: { stand: 'CA-5', feature: 'Cantina', position: 'near' } },
  'fogo resist': { actor: 'bob', options: { stand: 'CA-5', feature: 'Cantina', commander: 'CA-PC', outofsight: 'true' } },
  'fogo dismount': { actor: 'bob', options: { stand: 'DR-1', commander: 'CA-PC', outofsight: 'false' } },
  'fogo paradrop': { actor: 'bob', options: { dropzone: 'North field', hazard: 'PA-1', hazardfeature: 'woods' } },
  'fogo heli add': { actor: 'bob', options: { id: 'AL-2', type: 'puma', side: 'Portugal' } },
  'fogo heli board': { actor: 'bob', options: { helicopter: 'AL-1', stands: 'PA-1' } },
  'fogo heli advance': { actor: 'bob', options: { helicopter: 'AL-1', lz: 'LZ Alpha' } },
  'fogo heli fire': { actor: 'bob', options: { helicopter: 'GS-1', target: 'FR-1', cover: 'open' } },
  'fogo heli aa': { actor: 'cat', options: { firers: 'FR-2', helicopter: 'GS-1' } },
  'fogo groupmove': { actor: 'bob', options: { stands: 'CA-1,CA-3', feature: 'woods', seen: 'true' } },
  help: { actor: 'bob', options: { command: 'roll' } },
  // Fire Team: one campaign per situation, run by the GM for a side (test/app/fireteam/situations.ts).
  ...FIRETEAM_VALID,
  ...FNG_VALID,
  // Lock 'n Load: 'lnl' is in the Operations phase with the US to act; 'lnlr' in turn 2's Rally
  // phase, initiative rolled; 'lnli' in turn 2's Rally phase before the roll, VC not deployed.
  'lnl status': { actor: 'bob', channel: 'lnl', options: {} },
  'lnl roster': { actor: 'cat', channel: 'lnli', options: { builtin: 'lnl-vc-platoon' } },
  'lnl unit list': { actor: 'bob', channel: 'lnl', options: { all: 'true' } },
  'lnl unit place': { actor: 'ann', channel: 'lnl', options: { unit: '3rd Sqd', at: 'A10', side: 'US' } },
  'lnl unit set': { actor: 'bob', channel: 'lnl', options: { unit: '3rd Sqd', status: 'shaken', wounded: 'false', marker: 'moved', clear: 'false' } },
  'lnl unit remove': { actor: 'bob', channel: 'lnl', options: { unit: 'Doc Hale' } },
  'lnl initiative': { actor: 'bob', channel: 'lnli', options: {} },
  'lnl rally': { actor: 'bob', channel: 'lnlr', options: { unit: '2nd Sqd', cover: 'false' } },
  'lnl heal': { actor: 'bob', channel: 'lnlr', options: { medic: 'Doc Hale', target: 'Lt Kelly', action: 'heal-wound' } },
  'lnl move': { actor: 'bob', channel: 'lnl', options: { units: '3rd Sqd', to: 'A10', how: 'assault', more: 'false' } },
  'lnl spot': { actor: 'bob', channel: 'lnl', options: { unit: 'Lt Kelly', hex: 'C8', terrain: 'degrading', degrading: '0' } },
  'lnl fire': { actor: 'bob', channel: 'lnl', options: { units: '1st Sqd', target: 'E5', tm: '1', degrading: '0', night: 'false', skill: '0', more: 'false' } },
  'lnl ordnance': { actor: 'bob', channel: 'lnl', options: { weapon: 'M67', target: 'E5', tohit: '7', penetration: '8', facing: 'front', tm: '1', building: 'true', speed: 'true', road: 'false', more: 'false' } },
  'lnl melee': { actor: 'bob', channel: 'lnl', options: { hex: 'E5', defenders: 'VC 2' } },
  'lnl artillery call': { actor: 'bob', channel: 'lnl', options: { spotter: 'Sgt Reyes', hex: 'D9', fp: '6', mission: 'standard', degrading: '0' } },
  'lnl artillery ffe': { actor: 'bob', channel: 'lnl', options: { spotter: 'Lt Kelly', shift: 'C9', tms: 'E5:1' } },
  'lnl artillery air': { actor: 'bob', channel: 'lnl', options: { hexes: 'E5, C8', fp: '4', he: '6', tms: 'E5:1' } },
  'lnl smoke': { actor: 'bob', channel: 'lnl', options: { unit: '3rd Sqd', hex: 'A9', more: 'false' } },
  'lnl overrun': { actor: 'bob', channel: 'lnl', options: { vehicle: 'M113', hex: 'F4', tm: '1', allowed: 'true' } },
  'lnl assault': { actor: 'cat', channel: 'lnl', options: { units: 'VC 3', vehicle: 'M113' } },
  'lnl mines': { actor: 'bob', channel: 'lnl', options: { vehicle: 'M113' } },
  'lnl pass': { actor: 'bob', channel: 'lnl', options: {} },
  'lnl chart': { actor: 'bob', channel: 'lnl', options: { name: 'melee' } },
};

/**
 * A running campaign in c1 (GM ann, bob on Portugal, a roll made) and an ended one in `old`. For the
 * player actions: a lootable Cantina; Portugal also has civilians (CIV-1), a Looter (CA-5), mounted
 * Dragoons (DR-1), an off-table team (PA-1), a helicopter at base (AL-1) and a gunship hovering
 * (GS-1); CA-2 is Pinned.
 */
function buildStandard() {
  const h = harness();
  const must = (r: { ok: boolean }) => expect(r.ok).toBe(true);
  must(h.run('ann', '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO"'));
  must(h.run('bob', '/campaign join side:Portugal'));
  must(h.run('cat', '/campaign join side:FRELIMO'));
  must(h.run('bob', '/fogo force builtin:cacadores-combat-group'));
  must(h.run('cat', '/fogo force builtin:frelimo-group'));
  must(h.run('ann', '/board load builtin:fogo-road-ambush'));
  must(h.run('ann', '/fogo lootable features:Cantina'));
  must(h.run('ann', '/fogo stand add id:CIV-1 type:civilians quality:green fieldcraft:0 side:Portugal'));
  must(h.run('bob', '/fogo stand add id:CA-5 type:rifle-assault quality:green fieldcraft:1 traits:looter commander:CA-PC'));
  must(h.run('bob', '/fogo stand add id:DR-1 type:dragoons quality:regular fieldcraft:1'));
  must(h.run('bob', '/fogo stand add id:PA-1 type:rifle-assault quality:veteran fieldcraft:2 commander:CA-PC'));
  must(h.run('ann', '/fogo stand change id:PA-1 offtable:true'));
  must(h.run('ann', '/fogo stand change id:CA-2 status:pinned'));
  must(h.run('bob', '/fogo heli add id:AL-1 type:alouette-iii'));
  // A gunship hovering over the road: Portugal's guns may fire from it, FRELIMO's at it.
  must(h.run('bob', '/fogo heli add id:GS-1 type:alouette-iii-gunship'));
  must(h.run('bob', '/fogo heli advance helicopter:GS-1 lz:Road'));
  // Sneakers: Portugal's S1 (CA-4, Pinned) and S2 (dummy); FRELIMO's S3 (FR-5) and S4 (dummy), and its
  // Spoor SP1 from FR-9's Sneak (one die: a Spoor whatever the roll); a fire of Portugal's waiting
  // for it to name the stand hit; a spare campaign where Portugal has not set up its Sneakers.
  // Only stands the enemy has never seen may start in a Sneaker: the GM hides them first.
  must(h.run('ann', '/fogo stand change id:CA-4 hidden:true'));
  must(h.run('ann', '/fogo stand change id:FR-5 hidden:true'));
  must(h.run('bob', '/fieldcraft allocate troops:cacadores sneakers:"woods: CA-4; road:"'));
  must(h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-5; kraal:"'));
  must(h.run('cat', '/fogo stand add id:FR-9 type:rifle-assault quality:green fieldcraft:1'));
  must(h.run('bob', '/fogo stand add id:FO-1 type:fo quality:regular fieldcraft:1'));
  must(h.run('bob', '/fogo pass'));
  // The game is under way: eve's request to join waits for the GM.
  must(h.run('eve', '/campaign join side:FRELIMO'));
  must(h.run('cat', '/fieldcraft sneak stands:FR-9 attest:true real:first'));
  if (h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as FogoState).initiative) === 'FRELIMO') must(h.run('cat', '/fogo pass'));
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    const g = c.game as FogoState;
    const fc = g.fieldcraft!;
    const sneakers = fc.sneakers.map((k) => (k.id === 'S1' ? { ...k, pinned: true } : k));
    tx.saveCampaign({ ...c, game: { ...g, fieldcraft: { ...fc, sneakers } } });
  });
  must(h.run('bob', '/roll dice:1d6'));
  must(h.run('ann', '/campaign new ruleset:fogo name:Past sides:"A,B"', 'old'));
  must(h.run('ann', '/campaign end', 'old'));
  must(h.run('ann', '/campaign new ruleset:fogo name:Spare sides:"Portugal,FRELIMO"', 'spare'));
  must(h.run('bob', '/campaign join side:Portugal', 'spare'));
  must(h.run('bob', '/fogo force builtin:cacadores-combat-group hidden:true', 'spare'));
  // A move bob may take back: a pass that rolled nothing.
  must(h.run('ann', '/campaign new ruleset:fogo name:Undo sides:"Portugal,FRELIMO"', 'undo'));
  must(h.run('bob', '/campaign join side:Portugal', 'undo'));
  must(h.run('bob', '/fogo pass', 'undo'));
  // A fire of Portugal's that revealed a Sneaker holds play until it names the stand hit (issue 35),
  // so it waits in a campaign of its own.
  must(h.run('ann', '/campaign new ruleset:fogo name:Assign sides:"Portugal,FRELIMO"', 'assign'));
  must(h.run('bob', '/campaign join side:Portugal', 'assign'));
  must(h.run('cat', '/campaign join side:FRELIMO', 'assign'));
  must(h.run('cat', '/fogo stand add id:FR-4 type:rifle-assault quality:green fieldcraft:1', 'assign'));
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('assign')!;
    const g = c.game as FogoState;
    const pendingFire = { firingSide: 'Portugal', sneaker: 'S9', result: 'suppress', candidates: ['FR-4'] } as const;
    tx.saveCampaign({ ...c, game: { ...g, fieldcraft: { ...(g.fieldcraft ?? EMPTY_FIELDCRAFT), pendingFire } } });
  });
  lnlCampaigns(h, must);
  fireteamSituations(h);
  fngSituations(h);
  return h;
}

/** The three Lock 'n Load situations of VALID: see the comment there. */
function lnlCampaigns(h: ReturnType<typeof harness>, must: (r: { ok: boolean }) => void) {
  for (const ch of ['lnl', 'lnlr', 'lnli']) {
    must(h.run('ann', '/campaign new ruleset:lnl name:Hamlet sides:"US,VC" scenario:lnl-hamlet', ch));
    must(h.run('bob', '/campaign join side:US', ch));
    must(h.run('cat', '/campaign join side:VC', ch));
    must(h.run('bob', '/lnl roster builtin:lnl-us-rifle-platoon', ch));
    if (ch !== 'lnli') must(h.run('cat', '/lnl roster builtin:lnl-vc-platoon', ch));
  }
  const edit = (ch: string, f: (g: LnlState) => LnlState) =>
    h.store.transaction((tx) => {
      const c = tx.activeCampaign(ch)!;
      tx.saveCampaign({ ...c, game: f(c.game as LnlState) });
    });
  const at = (s: string) => {
    const x = parseHex(s);
    if (!x.ok) throw new Error(s);
    return x.value;
  };
  const put = (g: LnlState, id: string, hex: string) => ({ ...g, units: g.units.map((u) => (u.id === id ? { ...u, at: at(hex) } : u)) });
  // Operations, US to act: 1st Sqd in the huts with VC 2 (melee), the M113 beside VC 3 (close
  // assault), Lt Kelly's spotting round down on C8.
  must(h.run('bob', '/lnl pass', 'lnl'));
  must(h.run('cat', '/lnl pass', 'lnl'));
  edit('lnl', (g) => ({
    ...put(put(put(g, '1st Sqd', 'E5'), 'M113', 'G6'), 'VC 3', 'G6'),
    hexMarkers: [{ kind: 'spotting-round', at: at('C8'), side: 'US', mission: 'standard', spotter: 'Lt Kelly', firepower: 6 }],
    // The M113 has just overrun G6: its mines roll and VC 3's close assault answer that move.
    lastMove: { side: 'US', units: ['M113'], hex: at('G6'), how: 'other', overrun: true },
  }));
  // Turn 2's Rally phase: 2nd Sqd shaken beside Sgt Reyes, Lt Kelly wounded beside Doc Hale.
  edit('lnlr', (g) => ({
    ...g,
    turn: 2,
    units: g.units.map((u) => (u.id === '2nd Sqd' ? { ...u, status: 'shaken' as const } : u.id === 'Lt Kelly' ? { ...u, wounded: true } : u)),
  }));
  edit('lnli', (g) => ({ ...g, turn: 2, initiativeSettled: false }));
}

/**
 * The standard situation is built once and every case starts from a copy of its database: the
 * same state each time, without replaying its hundred-odd set-up commands per case.
 */
let image: Buffer | undefined;
function standard() {
  image ??= buildStandard().store.db.$client.serialize();
  // The web page on, so that /board web's baseline makes a link.
  return harness({ databasePath: image, web: { publicUrl: 'https://sitrep.example.org', days: 14 } });
}

type BadCase = { label: string; options: RawOptions; code: string };

/** What each type of option answers when given nothing but spaces. */
const BLANK: Readonly<Record<OptionSpec['type'], string>> = {
  string: 'input/empty',
  integer: 'input/not-an-integer',
  boolean: 'input/not-a-boolean',
  attachment: 'input/not-an-attachment',
  user: 'input/not-a-user',
};

function badValues(name: string, spec: OptionSpec): BadCase[] {
  const cases: BadCase[] = [
    { label: `${name} blank`, options: { [name]: '   ' }, code: BLANK[spec.type] },
  ];
  switch (spec.type) {
    case 'string':
      cases.push({ label: `${name} control character`, options: { [name]: 'a\u0007b' }, code: 'input/bad-characters' });
      if (spec.choices) cases.push({ label: `${name} not a choice`, options: { [name]: 'zzz' }, code: 'input/not-a-choice' });
      if (spec.maxLength !== undefined) cases.push({ label: `${name} too long`, options: { [name]: 'x'.repeat(spec.maxLength + 1) }, code: 'input/too-long' });
      break;
    case 'integer':
      cases.push({ label: `${name} not a number`, options: { [name]: 'abc' }, code: 'input/not-an-integer' });
      cases.push({ label: `${name} fraction`, options: { [name]: '1.5' }, code: 'input/not-an-integer' });
      if (spec.min !== undefined) cases.push({ label: `${name} below min`, options: { [name]: String(spec.min - 1) }, code: 'input/out-of-range' });
      if (spec.max !== undefined) cases.push({ label: `${name} above max`, options: { [name]: String(spec.max + 1) }, code: 'input/out-of-range' });
      break;
    case 'boolean':
      cases.push({ label: `${name} maybe`, options: { [name]: 'maybe' }, code: 'input/not-a-boolean' });
      break;
    case 'attachment':
      cases.push({ label: `${name} text instead of a file`, options: { [name]: 'file.json' }, code: 'input/not-an-attachment' });
      break;
    case 'user':
      cases.push({ label: `${name} text instead of a person`, options: { [name]: 'fay' }, code: 'input/not-a-user' });
      cases.push({ label: `${name} a file instead of a person`, options: { [name]: { name: 'fay.json', data: new Uint8Array(1) } }, code: 'input/not-a-user' });
      break;
  }
  return cases;
}

const all = allCommands(commands);

describe('bad input for every option of every command', () => {
  it('GIVEN the command list THEN every command has a valid baseline here', () => {
    expect(all.map((c) => c.path.join(' ')).sort()).toEqual(Object.keys(VALID).sort());
  });

  for (const { command, path } of all) {
    const key = path.join(' ');
    const base = VALID[key]!;

    it(`GIVEN /${key} with valid options THEN it succeeds (so each refusal below is the bad option's doing)`, () => {
      const h = standard();
      const r = h.app.execute({ actor: { id: `id-${base.actor}`, name: base.actor }, channelId: base.channel ?? 'c1', path, options: base.options });
      expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    });

    const cases: BadCase[] = [{ label: 'unknown option', options: { bogus: '1' }, code: 'input/unknown-option' }];
    for (const [name, spec] of Object.entries(command.options)) {
      cases.push(...badValues(name, spec));
      if (spec.required) cases.push({ label: `${name} missing`, options: { [name]: undefined as never }, code: 'input/missing-option' });
    }
    it.each(cases)(`GIVEN /${key} with $label THEN $code and nothing is written`, ({ options, code }) => {
      const h = standard();
      const merged: Record<string, unknown> = { ...base.options, ...options };
      for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
      const before = h.snapshot();
      const r = h.app.execute({
        actor: { id: `id-${base.actor}`, name: base.actor },
        channelId: base.channel ?? 'c1',
        path,
        options: merged as RawOptions,
      });
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
      expect(r.outcome.public).toBeUndefined();
      expect(r.outcome.private?.text.length).toBeGreaterThan(0);
      expect(h.snapshot()).toBe(before);
    });
  }
});

describe('bad values the rules refuse', () => {
  it.each([
    ['/roll dice:hello', 'roll/unknown-word'],
    ['/roll dice:3d', 'roll/missing-sides'],
    ['/roll dice:"4d6 x3"', 'roll/unknown-modifier'],
    ['/roll dice:1d20!<21', 'roll/runaway'],
    ['/roll dice:1d6/0', 'roll/division-by-zero'],
    ['/roll dice:"2d6 d4"', 'roll/keeps-nothing'],
    ['/roll dice:"1;2;3;4;5"', 'roll/too-many-rolls'],
    [`/roll dice:${'1+'.repeat(100)}1d6`, 'roll/notation-too-long'],
    ['/roll dice:1001d6', 'roll/too-many-dice'],
    ['/roll dice:600d6+600d6', 'roll/too-many-dice'],
    ['/roll dice:1d1001', 'roll/too-many-sides'],
    ['/roll dice:999d2!!', 'ok'],
    ['/help command:"dance"', 'command/unknown'],
    ['/help command:"campaign rules"', 'command/incomplete'],
  ])('GIVEN %s THEN %s', (line, code) => {
    const h = standard();
    const before = h.snapshot();
    const r = h.run('bob', line);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
    if (!r.ok) expect(h.snapshot()).toBe(before);
  });
});
