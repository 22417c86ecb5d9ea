import { expect } from 'vitest';
import type { RawOptions } from '../../../../src/app/options.js';
import type { FngGame, TableFigure } from '../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportRequest } from '../../../../src/rulesets/fng/rules/support/support-state.js';
import type { Harness } from '../../../helpers/harness.js';
import { tour } from './tour-fixtures.js';
import { spottedAt } from './spotted.js';

/**
 * FNG situations for the bad-input test, each in its own channel: `fng` in turn 1 with the US to act
 * on a die of 1 (Barnes not yet placed; Nobles locked in melee with Minh; Able Out of the Fight beside
 * Phil; Kelly out of ammo; Pink a Star with standing answers), `fngs` set up and not yet activated,
 * `fngr` with a chain waiting on Pink's Free Will. The support channels are `fng` with a mission at
 * SL 4 and Pink carrying a radio: `fngm` with mortars over the table (S1) and RTP R1, `fnga` with an
 * aircraft (S1), `fngv` with a medevac (S1) landed at 13,19 in an earlier activation and Able Out of the Fight beside it, `fngt` set up, not yet activated,
 * `fngf` with a FAC over the table (S1's), `fngn` at night with an AC-47 (S1).
 * `fngr` with a chain waiting on Pink's Free Will, `fngh` on a mission (EAL sealed) on the fng-patrol board (hooches, a bunker, a stream) with the US to act, Nobles by the stream and civilian c1 beside Phil, willing to be moved.
 */
export const FNG_VALID: Record<string, { actor: string; channel?: string; options: RawOptions }> = {
  'fng status': { actor: 'bob', channel: 'fng', options: {} },
  'fng force': { actor: 'ann', channel: 'fng', options: { builtin: 'fng-lvc-squad', prefix: 'x-', side: 'VC' } },
  'fng figure list': { actor: 'bob', channel: 'fng', options: {} },
  'fng figure place': { actor: 'bob', channel: 'fng', options: { figures: 'barnes@12,20', cover: 'false', concealed: 'false', prone: 'false' } },
  'fng figure set': { actor: 'bob', channel: 'fng', options: { figure: 'pink', cover: 'true', concealed: 'false', prone: 'false', freewill: 'roll', insight: 'roll' } },
  'fng activate': { actor: 'ann', channel: 'fngs', options: {} },
  'fng move': { actor: 'bob', channel: 'fng', options: { moves: 'kelly@11,24', fast: 'false', crawl: 'false', prone: 'false', cover: 'false', concealed: 'false' } },
  'fng face': { actor: 'bob', channel: 'fng', options: { toward: 'charles@20,20' } },
  'fng sight': { actor: 'bob', channel: 'fng', options: { figures: 'pink, tranh', targets: 'pink>tranh' } },
  'fng fire': { actor: 'bob', channel: 'fng', options: { shooter: 'charles', targets: 'tranh x2', sidearm: 'false', bridge: '0', cover: 'tranh', concealed: 'tranh' } },
  'fng grenade': { actor: 'bob', channel: 'fng', options: { thrower: 'charles', at: '17,22', smoke: 'false', satchel: 'false', blind: 'false', dropped: 'false', shielded: 'pink' } },
  'fng gear': { actor: 'bob', channel: 'fng', options: { figure: 'phil', use: 'flare', at: '20,20' } },
  'fng law': { actor: 'bob', channel: 'fng', options: { firer: 'pink', target: 'lam', shielded: 'tranh' } },
  'fng charge': { actor: 'bob', channel: 'fng', options: { chargers: 'charles', target: 'phouc', from: 'front', kill: 'false' } },
  'fng melee': { actor: 'bob', channel: 'fng', options: { figure: 'nobles', breakoff: 'false' } },
  'fng react': { actor: 'bob', channel: 'fngr', options: { figure: 'pink', answer: '2', default: 'false' } },
  'fng aid': { actor: 'bob', channel: 'fng', options: { medic: 'phil', casualty: 'able' } },
  'fng carry': { actor: 'bob', channel: 'fng', options: { figure: 'phil', casualty: 'able', drop: 'false' } },
  'fng reload': { actor: 'bob', channel: 'fng', options: { figure: 'kelly' } },
  'fng setup-mg': { actor: 'bob', channel: 'fng', options: { gunner: 'kelly', full: 'false' } },
  'fng done': { actor: 'bob', channel: 'fng', options: {} },
  'fng chart': { actor: 'bob', channel: 'fng', options: { name: 'ranged' } },
  'fng-mission status': { actor: 'bob', channel: 'fngp', options: {} },
  'fng-mission radio': { actor: 'bob', channel: 'fngo', options: { commander: 'pink', subordinate: 'barnes' } },
  'fng-mission column': { actor: 'bob', channel: 'fngam', options: { head: '30,20', trail: '10,20', figures: 'pink, kelly' } },
  'fng-mission objective': { actor: 'bob', channel: 'fngt', options: { at: '30,20' } },
  'fng-mission claymore': { actor: 'bob', channel: 'fng', options: { do: 'set', figure: 'charles', toward: '20,25', mine: 'M1' } },
  'fng-mission recon': { actor: 'bob', channel: 'fngp', options: { firers: 'pink, kelly', pef: 'P1' } },
  'fng-mission move': { actor: 'ann', channel: 'fngp', options: { moves: 'P2@40,12' } },
  'fng-mission start': { actor: 'bob', channel: 'fngs', options: { corps: 'I', area: 'coastal', status: 'contested', sl: '4', eal: '3', 'day-part': 'morning', weather: 'clear', mission: 'fight' } },
  'fng-mission call': { actor: 'bob', channel: 'fngm', options: { rto: 'pink', for: 'mortar', at: '30,20', rtp: 'R1' } },
  'fng-mission rtp': { actor: 'bob', channel: 'fngt', options: { at: '30,20; 40,20' } },
  'fng-mission fire-mission': { actor: 'bob', channel: 'fngm', options: { spotter: 'pink', at: '22,20', support: 'S1', unseen: 'false' } },
  'fng-mission strike': { actor: 'bob', channel: 'fnga', options: { at: '21,21', munition: 'bomb-500', from: '21,0', support: 'S1' } },
  'fng-mission medevac': { actor: 'bob', channel: 'fngv', options: { casualties: 'able', support: 'S1' } },
  'fng-mission helicopter': { actor: 'bob', channel: 'fngv', options: { do: 'take-off', at: '13,19', from: '0,19', figures: 'phil', support: 'S1' } },
  'fng-mission tunnel': { actor: 'bob', channel: 'fngh', options: { figures: 'pink', enter: '10,21' } },
  'fng-mission swim': { actor: 'bob', channel: 'fngh', options: { figure: 'nobles', to: '47,18' } },
  'fng-mission civilians': { actor: 'bob', channel: 'fngh', options: { at: '32,12', react: 'false' } },
  'fng-mission speak': { actor: 'bob', channel: 'fngh', options: { figure: 'phil', civilian: 'c1', shooting: 'false', hurt: 'false' } },
  'fng-mission civilian': { actor: 'bob', channel: 'fngh', options: { do: 'move', civilian: 'c1', to: '15,21', figure: 'phil' } },
  'fng-mission building': { actor: 'bob', channel: 'fngh', options: { figures: 'charles', at: '32,12', do: 'fire' } },
  'fng-mission fac': { actor: 'bob', channel: 'fngf', options: { run: 'spot', line: '0,20 to 60,20', at: '20,20', target: 'tranh', support: 'S1', hover: 'false' } },
  'fng-mission spooky': { actor: 'bob', channel: 'fngn', options: { line: '0,20 to 60,20', at: '20,20', radius: '12', support: 'S1' } },
  'fng-mission light': { actor: 'bob', channel: 'fngn', options: { at: '20,20', line: '0,20 to 60,20', hover: 'false', spotter: 'pink', support: 'S1' } },
  'fng-tour start': { actor: 'bob', channel: 'fngs', options: { army: 'us-army', corps: 'II', month: '1967-06', star: 'Sgt Pink' } },
  'fng-tour status': { actor: 'bob', channel: 'fngtour', options: {} },
  'fng-tour turn': { actor: 'bob', channel: 'fngtour', options: {} },
  'fng-tour roster': { actor: 'bob', channel: 'fngtour', options: { figure: 'able', name: 'Pvt Able', mission: 'true' } },
  'fng-mission end': { actor: 'bob', channel: 'fnge', options: { kills: 'pink>tranh', medals: 'pink', medevac: 'able', objective: 'held', exited: 'true', sectors: '2', revealed: '1', all: 'false', detained: '0', civilians: '0' } },
  'fng-tour after-action': { actor: 'bob', channel: 'fngaa', options: {} },
  // Head to head: `fngpn` before the mission, nothing noted; `fngpm` on turn 1 with the US to act, its F1 at 12,9 and F2 at 15,9.
  'fng pef note': { actor: 'bob', channel: 'fngpn', options: { pef: '1', holds: 'pink, barnes' } },
  'fng pef move': { actor: 'bob', channel: 'fngpm', options: { moves: 'F1@14,10' } },
  'fng pef reveal': { actor: 'bob', channel: 'fngpm', options: { pef: 'F2' } },
};

/** Builds the three FNG channels of FNG_VALID through the commands, then sets the table as described. */
export function fngSituations(h: Harness): void {
  const must = (r: { ok: boolean }) => expect(r.ok).toBe(true);
  // fngp: a mission under way, the US activating with two PEFs out of sight on the table.
  must(h.run('ann', '/campaign new ruleset:fng name:Mission sides:"US,VC" scenario:fng-patrol', 'fngp'));
  must(h.run('bob', '/campaign join side:US', 'fngp'));
  must(h.run('bob', '/fng force builtin:fng-pink-squad', 'fngp'));
  must(h.run('bob', '/fng figure place figures:"pink@10,30; kelly@11,32"', 'fngp'));
  for (const ch of ['fng', 'fngs', 'fngr', 'fngm', 'fnga', 'fngv', 'fngt', 'fngh', 'fngo', 'fngf', 'fngn', 'fngam']) {
    must(h.run('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC"', ch));
    must(h.run('bob', '/campaign join side:US', ch));
    must(h.run('bob', '/fng force builtin:fng-pink-squad', ch));
    must(h.run('bob', `/fng figure place figures:"pink@10,20; ${ch === 'fng' || ch === 'fngv' ? '' : 'barnes@12,20; '}kelly@11,22; nobles@13,22; able@13,19; charles@12,22; phil@13,20"`, ch));
    must(h.run('bob', '/fng figure set figure:pink freewill:roll insight:roll', ch));
    // Nobody plays the VC: the GM musters and places them by hand (part 1).
    must(h.run('ann', '/fng force builtin:fng-vc-cell side:VC', ch));
    must(h.run('ann', '/fng figure place figures:"tranh@20,20; minh@13,22; phouc@19,22; lam@22,20" cover:true side:VC', ch));
  }
  must(h.run('ann', '/board load builtin:fng-patrol', 'fngh'));
  const edit = (ch: string, f: (g: FngGame) => FngGame) =>
    h.store.transaction((tx) => {
      const c = tx.activeCampaign(ch)!;
      tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
    });
  // fngpn, fngpm: head to head (L1221–L1227), the VC a player's; in fngpm each side noted its three PEFs and the mission placed them.
  for (const ch of ['fngpn', 'fngpm']) {
    must(h.run('ann', '/campaign new ruleset:fng name:Duel sides:"US,VC" mode:head-to-head', ch));
    must(h.run('bob', '/campaign join side:US', ch));
    must(h.run('cat', '/campaign join side:VC', ch));
    must(h.run('bob', '/fng force builtin:fng-pink-squad', ch));
    must(h.run('cat', '/fng force builtin:fng-vc-cell', ch));
  }
  for (const line of ['pef:1 holds:"pink, barnes"', 'pef:2 holds:decoy', 'pef:3 holds:"kelly, able"']) must(h.run('bob', `/fng pef note ${line}`, 'fngpm'));
  for (const line of ['pef:1 holds:"tranh, minh"', 'pef:2 holds:decoy', 'pef:3 holds:lam']) must(h.run('cat', `/fng pef note ${line}`, 'fngpm'));
  // The mission as /fng-mission start leaves it, its six PEFs placed (set here, so a harness with scripted dice rolls nothing).
  const spots: Readonly<Record<string, { x: number; y: number }>> = { F1: { x: 12, y: 9 }, F2: { x: 15, y: 9 }, F3: { x: 12, y: 27 }, C1: { x: 48, y: 9 }, C2: { x: 51, y: 9 }, C3: { x: 48, y: 27 } };
  edit('fngpm', (g) => ({
    ...g,
    mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 3, sl: 4, night: true, pefRep: 3, nextPef: 1, nextUnit: 1 },
    turn: 1,
    dice: { fwf: 1, cf: 1 },
    acting: 'fwf',
    done: [],
    serial: 1,
    sidePefs: (g.sidePefs ?? []).map((p) => ({ ...p, at: spots[p.id]! })),
  }));
  // fngtour: a tour of duty kept, its first campaign turn to play.
  must(h.run('ann', '/campaign new ruleset:fng name:Tour sides:"US,VC"', 'fngtour'));
  must(h.run('bob', '/campaign join side:US', 'fngtour'));
  edit('fngtour', (g) => ({ ...g, tour: tour() }));
  // fngaa: a turn without contact, its After the Mission due.
  must(h.run('ann', '/campaign new ruleset:fng name:Tour sides:"US,VC"', 'fngaa'));
  must(h.run('bob', '/campaign join side:US', 'fngaa'));
  edit('fngaa', (g) => ({ ...g, tour: tour({ stage: 'after-action', debrief: { mission: null, contacted: false, vp: 0, result: null, effects: [], men: [] } }) }));
  // fnge: a mission at its end — Tranh dead, Able flown out by a medevac.
  must(h.run('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC"', 'fnge'));
  must(h.run('bob', '/campaign join side:US', 'fnge'));
  must(h.run('bob', '/fng force builtin:fng-pink-squad', 'fnge'));
  must(h.run('bob', '/fng figure place figures:"pink@10,20; barnes@12,20; able@13,19"', 'fnge'));
  must(h.run('ann', '/fng force builtin:fng-vc-cell side:VC', 'fnge'));
  must(h.run('ann', '/fng figure place figures:"tranh@20,20" side:VC', 'fnge'));
  edit('fnge', (g) => ({
    ...g,
    turn: 3,
    mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1, enemy: 'lvc' },
    sealed: [{ seq: 1, kind: 'mission', entry: { eal: 2, pefRep: 2 } }],
    figures: g.figures.map((f) => (f.id === 'tranh' ? { ...f, status: 'obviously-dead' as const } : f.id === 'able' ? { ...f, status: 'left-battlefield' as const } : f)),
  }));
  const change = (g: FngGame, id: string, more: Partial<TableFigure>): FngGame => ({ ...g, figures: g.figures.map((x) => (x.id === id ? { ...x, ...more } : x)) });
  edit('fng', (g) => {
    let n: FngGame = { ...g, turn: 1, dice: { fwf: 1, cf: 1 }, acting: 'fwf', done: [], serial: 1 };
    n = change(n, 'nobles', { fighting: ['cf:minh'] });
    n = change(n, 'minh', { fighting: ['fwf:nobles'] });
    n = change(n, 'able', { status: 'out-of-fight' });
    n = change(n, 'kelly', { outOfAmmo: true });
    n = change(n, 'phil', { gear: ['pencil-flare'] });
    return n;
  });
  // A mission as /fng-mission start leaves it (set here, so a harness with scripted dice rolls nothing).
  edit('fngp', (g) => ({ ...g, mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 3, nextUnit: 1 }, sealed: [{ seq: 1, kind: 'mission', entry: { eal: 2, pefRep: 2 } }], turn: 1, dice: { fwf: 1, cf: 1 }, acting: 'fwf', done: [], serial: 1, pefs: [{ id: 'P1', at: { x: 30, y: 30 } }, { id: 'P2', at: { x: 60, y: 6 } }] }));
  const mission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 } as const;
  const here = (r: Partial<SupportRequest> & Pick<SupportRequest, 'for'>): SupportRequest => ({ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', ...r });
  const supported = (g: FngGame, turn: number, requests: SupportRequest[]): FngGame => ({
    ...change(g, 'pink', { gear: ['smoke-grenades', 'radio'] }),
    mission,
    ...(turn ? { turn, dice: { fwf: 1, cf: 1 }, acting: 'fwf' as const, done: [], serial: 1 } : {}),
    support: { ...emptySupport(), next: 2, requests, rtps: [{ id: 'R1', at: { x: 30, y: 20 } }] },
  });
  edit('fngm', (g) => supported(g, 1, [here({ for: 'mortar', weapons: 1, at: { x: 22, y: 20 } })]));
  // The strike's point was found by an Aerial Spotting Check this turn (L1921).
  edit('fnga', (g) => spottedAt(supported(g, 1, [here({ for: 'air', pilotRep: 5, passes: 2, aircraft: 'F-4 Phantom II' })]), { x: 21, y: 21 }));
  edit('fngv', (g) => supported(change(g, 'able', { status: 'out-of-fight' }), 1, [here({ for: 'medevac', pilotRep: 4, at: { x: 13, y: 19 }, heli: { mode: 'landed', at: { x: 13, y: 19 }, serial: 0 } })]));
  // `fngam`: an Ambush the squad walks into, before its first Activation (the single file column).
  edit('fngam', (g) => ({ ...g, mission: { ...mission, type: 'ambush' as const, ambush: 'ambushed' as const } }));
  // `fngt`: a Defense before its first Activation (RTPs, the objective's mark).
  edit('fngt', (g) => ({ ...supported(g, 0, []), support: emptySupport(), mission: { ...mission, type: 'defense' as const } }));
  edit('fngf', (g) => supported(g, 1, [here({ for: 'air', state: 'inbound', due: 2, facDue: 1 })]));
  edit('fngn', (g) => ({ ...supported(g, 1, [here({ for: 'ac-47', pilotRep: 5, passes: 2, aircraft: 'AC-47', until: 8 })]), mission: { ...mission, night: true } }));
  // `fngh`: a mission under way (its EAL sealed), turn 1, the US to act: the terrain's hazards.
  edit('fngh', (g) => ({
    ...g,
    turn: 1,
    dice: { fwf: 1, cf: 3 },
    acting: 'fwf',
    done: [],
    serial: 1,
    mission: { corps: 'I', area: 'coastal', status: 'contested', eal: 4, sl: 4, night: false, pefRep: 4, nextPef: 1, nextUnit: 1 },
    sealed: [{ seq: 1, kind: 'mission', entry: { eal: 4, pefRep: 4 } }],
    figures: g.figures.map((f) => (f.id === 'nobles' ? { ...f, at: { x: 42, y: 18 } } : f)),
    // A civilian beside Phil who has agreed to be moved this turn (L1298).
    civilians: { figures: [{ id: 'c1', home: 'Road hooch', at: { x: 13.5, y: 20.5 }, doing: 'idle', status: 'carry-on', directed: { side: 'fwf', from: 1 } }] },
  }));
  // `fngo`: the US activating on a 5 — Pink (REP 5, with a radio) acts, Barnes's team 30" off (REP 4) does not.
  edit('fngo', (g) => ({
    ...change(g, 'pink', { gear: ['smoke-grenades', 'radio'] }),
    turn: 1,
    dice: { fwf: 5, cf: 2 },
    acting: 'fwf',
    done: [],
    serial: 1,
    figures: g.figures.map((f) => (f.id === 'pink' ? { ...f, gear: ['smoke-grenades', 'radio'] } : f.id === 'barnes' ? { ...f, at: { x: 40, y: 30 } } : f.id === 'charles' ? { ...f, at: { x: 42, y: 30 } } : f)),
  }));
  edit('fngr', (g) => ({
    ...g,
    turn: 1,
    dice: { fwf: 1, cf: 1 },
    acting: 'cf',
    done: [],
    serial: 1,
    pending: { steps: [], asked: ['fwf:pink'], question: 'free-will', test: 'Received Fire', askedAt: '2026-11-21T12:00:00Z', answers: {} },
  }));
}
