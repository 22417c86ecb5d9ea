import { describe, expect, it } from 'vitest';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { harness, texts, type Harness } from '../../../helpers/harness.js';

/**
 * GM ann; bob plays Portugal (Caçadores), cat FRELIMO; Portugal holds the initiative. The scenario has
 * a lootable Cantina. Portugal also has: CA-5, a green Looter; CIV-1, civilians; DR-1, mounted
 * Dragoons; PA-1 and PA-2, veteran paratroops off the table under CA-PC; HL-1, a Looter hidden in
 * the Cantina. FRELIMO has FR-H, a rifle team hidden in long grass.
 */
function table(q: number[] = []) {
  const h = harness({ faces: q });
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
  };
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/fogo force builtin:frelimo-group');
  must('ann', '/fogo lootable features:"Cantina"');
  must('bob', '/fogo stand add id:CA-5 type:rifle-assault quality:green fieldcraft:1 traits:looter commander:CA-PC');
  must('bob', '/fogo stand add id:CIV-1 type:civilians quality:green fieldcraft:0');
  must('bob', '/fogo stand add id:DR-1 type:dragoons quality:regular fieldcraft:1');
  must('bob', '/fogo stand add id:PA-1 type:rifle-assault quality:veteran fieldcraft:2 commander:CA-PC');
  must('bob', '/fogo stand add id:PA-2 type:rifle-assault quality:veteran fieldcraft:2 commander:CA-PC');
  must('ann', '/fogo stand change id:PA-1 offtable:true');
  must('ann', '/fogo stand change id:PA-2 offtable:true');
  must('bob', '/fogo stand add id:HL-1 type:rifle-assault quality:green fieldcraft:1 traits:looter hidden:true feature:Cantina');
  must('cat', '/fogo stand add id:FR-H type:rifle-assault quality:regular fieldcraft:2 hidden:true feature:"long grass"');
  return h;
}

const game = (h: Harness): FogoState => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FogoState);
const stand = (h: Harness, id: string) => game(h).stands.find((s) => s.id === id)!;

/** Runs a line that must succeed and returns its public text ('' if none). */
function done(h: Harness, who: string, line: string): string {
  const r = h.run(who, line);
  expect(r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`).toBe('ok');
  return texts(r).public;
}

/** Runs a line that must be refused with `code` and write nothing at all. */
function refused(h: Harness, who: string, line: string, code: string) {
  const before = h.snapshot();
  const r = h.run(who, line);
  expect(r.ok ? 'ok' : r.error.code).toBe(code);
  expect(r.outcome.public).toBeUndefined();
  expect(h.snapshot()).toBe(before);
  return r;
}

/** Sets a stand's status as the GM would after a table correction. */
const status = (h: Harness, id: string, s: string) => done(h, 'ann', `/fogo stand change id:${id} status:${s}`);

describe('/fogo rally', () => {
  it('GIVEN a Pinned stand, its commander and out of sight THEN 3 +1 +1 = 5 beats 4+: OK, initiative kept', () => {
    const q: number[] = [];
    const h = table(q);
    status(h, 'CA-2', 'pinned');
    q.push(3);
    const t = done(h, 'bob', '/fogo rally stand:CA-2 commander:CA-PC outofsight:true');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal** rallies **CA-2** from PINNED',
        '1d6 [3] +1 (commander **CA-PC**) +1 (out of enemy sight) = 5 against 4+ — success',
        'Result: **CA-2** pinned becomes **ok** — initiative kept.',
      ].join('\n'),
    );
    expect(stand(h, 'CA-2').status).toBe('ok');
    expect(game(h).initiative).toBe('Portugal');
  });

  it('GIVEN a failed rally THEN the stand stays as it was and the initiative passes, pinging FRELIMO', () => {
    const q: number[] = [];
    const h = table(q);
    status(h, 'CA-2', 'suppressed');
    q.push(4);
    const r = h.run('bob', '/fogo rally stand:CA-2');
    expect(texts(r).public).toContain('1d6 [4] = 4 against 5+ — fails');
    expect(texts(r).public).toContain('Result: **CA-2** stays suppressed — initiative passes.\n➡️ The initiative passes to **FRELIMO**.');
    expect(r.outcome.public?.ping?.map((a) => a.name)).toEqual(['cat']);
    expect(stand(h, 'CA-2').status).toBe('suppressed');
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN a Political Commissar helping and the die shows 1 THEN the stand gets one step worse despite +3', () => {
    const q: number[] = [];
    const h = table(q);
    done(h, 'bob', '/fogo pass');
    status(h, 'FR-2', 'pinned');
    q.push(1);
    const t = done(h, 'cat', '/fogo rally stand:FR-2 commander:FR-PK');
    expect(t).toContain('1d6 [1] +3 (Political Commissar **FR-PK**) = 4 against 4+ — fails on the 1, whatever the total');
    expect(t).toContain('A 1 with the Political Commissar helping: the stand gets one step worse.');
    expect(t).toContain('Result: **FR-2** pinned becomes **suppressed** — initiative passes.');
    expect(stand(h, 'FR-2').status).toBe('suppressed');
    expect(game(h).initiative).toBe('Portugal');
  });

  it('GIVEN a hidden stand rallying THEN neither the post nor the public ledger names it', () => {
    const q: number[] = [];
    const h = table(q);
    done(h, 'bob', '/fogo move stand:HL-1 feature:Cantina');
    expect(stand(h, 'HL-1')).toMatchObject({ status: 'pinned', hidden: true });
    q.push(6);
    expect(done(h, 'bob', '/fogo rally stand:HL-1')).toContain('**Portugal** rallies a hidden stand from PINNED');
    const seen = [texts(h.run('cat', '/campaign log')).private, texts(h.run('cat', '/fogo stand list')).private].join('\n');
    expect(seen).toContain('rally hidden stand: `1d6: [6] → 6`');
    expect(seen).not.toContain('HL-1');
  });

  it('GIVEN bad rallies THEN each has its own refusal and nothing is written', () => {
    const h = table();
    status(h, 'CA-2', 'pinned');
    refused(h, 'bob', '/fogo rally stand:XX-9', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo rally stand:FR-1', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo rally stand:CA-1', 'fogo/nothing-to-rally');
    refused(h, 'bob', '/fogo rally stand:CA-2 commander:CA-3', 'fogo/not-a-commander');
    refused(h, 'bob', '/fogo rally stand:CA-2 commander:FR-H', 'fogo/unknown-stand');
    refused(h, 'cat', '/fogo rally stand:FR-1', 'fogo/not-phasing');
    refused(h, 'ann', '/fogo rally stand:CA-2', 'move/gm-plays-no-side');
    status(h, 'CA-PC', 'suppressed');
    refused(h, 'bob', '/fogo rally stand:CA-2 commander:CA-PC', 'fogo/stand-suppressed');
    status(h, 'CA-2', 'killed');
    refused(h, 'bob', '/fogo rally stand:CA-2', 'fogo/stand-killed');
  });
});

describe('/fogo assault', () => {
  it('GIVEN a tie THEN both roll again; the attackers win and every defender is killed, initiative kept', () => {
    const q: number[] = [];
    const h = table(q);
    // Attackers +3 (two squads, CA-PC's rating 1), defenders +1 (one squad): 2+3 = 4+1 ties; then 5+3 beats 3+1.
    q.push(2, 4, 5, 3);
    const t = done(h, 'bob', '/fogo assault attackers:CA-1,CA-3 defenders:FR-2 support:CA-PC');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal** assaults **FR-2** in close combat',
        'Attackers (**Portugal**) **CA-1**, **CA-3** supported by **CA-PC**: +1 (squad **CA-1**); +1 (squad **CA-3**); +1 (commander **CA-PC**) = +3',
        'Defenders (**FRELIMO**) **FR-2**: +1 (squad **FR-2**) = +1',
        'Round 1: attackers 1d6 [2] +3 = 5, defenders 1d6 [4] +1 = 5 — tied, both roll again',
        'Round 2: attackers 1d6 [5] +3 = 8, defenders 1d6 [3] +1 = 4',
        'The attackers win.',
        'Result: **FR-2** ok becomes **killed** — initiative kept.',
      ].join('\n'),
    );
    expect(stand(h, 'FR-2').status).toBe('killed');
    expect(stand(h, 'CA-1').status).toBe('ok');
    expect(game(h).initiative).toBe('Portugal');
  });

  it('GIVEN the attackers lose THEN they are killed and the initiative passes', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(1, 6);
    const t = done(h, 'bob', '/fogo assault attackers:CA-4 defenders:FR-4 enemysupport:FR-PK');
    expect(t).toContain('Defenders (**FRELIMO**) **FR-4** supported by **FR-PK**: +1 (squad **FR-4**); +2 (Political Commissar **FR-PK**) = +3');
    expect(t).toContain('−1 (green **CA-4**)');
    expect(t).toContain('The defenders win.');
    expect(t).toContain('Result: **CA-4** ok becomes **killed** — initiative passes.');
    expect(stand(h, 'CA-4').status).toBe('killed');
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN a hidden defender THEN the refusal is word for word that of a stand that does not exist', () => {
    const h = table();
    const hidden = refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:FR-H', 'fogo/unknown-stand');
    const missing = refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:FR-X', 'fogo/unknown-stand');
    if (hidden.ok || missing.ok) throw new Error('expected refusals');
    expect(hidden.error.message.replace('FR-H', 'X')).toBe(missing.error.message.replace('FR-X', 'X'));
    refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:FR-1 enemysupport:FR-H', 'fogo/unknown-stand');
  });

  it('GIVEN bad assaults THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo assault attackers:XX-9 defenders:FR-1', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo assault attackers:FR-2 defenders:FR-1', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:CA-2', 'fogo/own-stand');
    refused(h, 'bob', '/fogo assault attackers:CA-PC defenders:FR-1', 'fogo/commander-supports-only');
    refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:FR-1,FR-1', 'fogo/listed-twice');
    refused(h, 'cat', '/fogo assault attackers:FR-1 defenders:CA-1', 'fogo/not-phasing');
    status(h, 'CA-1', 'suppressed');
    refused(h, 'bob', '/fogo assault attackers:CA-1 defenders:FR-1', 'fogo/stand-suppressed');
    status(h, 'FR-1', 'killed');
    refused(h, 'bob', '/fogo assault attackers:CA-2 defenders:FR-1', 'fogo/stand-killed');
  });
});

describe('/fogo civilians', () => {
  it('GIVEN shooting nearby THEN 5 +1 = 6: towards friends, two compulsory moves, recorded for this initiative', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(5);
    const t = done(h, 'bob', '/fogo civilians stand:CIV-1 shooting:true');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal** rolls the intention of the civilians **CIV-1**',
        '1d6 [5] +1 (shooting nearby) = 6: move towards friends, away from the enemy — 2 compulsory move actions.',
        'Civilian actions never pass the initiative.',
      ].join('\n'),
    );
    expect(game(h).thisInitiative.civilianIntentions).toEqual({ 'CIV-1': 'toward-friends' });
    refused(h, 'bob', '/fogo civilians stand:CIV-1 enemyinsight:true', 'fogo/already-rolled');
  });

  it('GIVEN an enemy in sight only THEN a 1 or 2 means milling about with no move', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(2);
    expect(done(h, 'bob', '/fogo civilians stand:CIV-1 enemyinsight:true')).toContain('1d6 [2] = 2: mill about (do nothing).');
  });

  it('GIVEN hidden civilians THEN the channel hears neither their id nor their intention', () => {
    const q: number[] = [];
    const h = table(q);
    done(h, 'bob', '/fogo stand add id:CIV-H type:civilians quality:green fieldcraft:0 hidden:true feature:kraal');
    q.push(4);
    const t = done(h, 'bob', '/fogo civilians stand:CIV-H shooting:true');
    expect(t).not.toContain('CIV-H');
    expect(t).not.toMatch(/enemy, away|kraal/);
    expect(game(h).thisInitiative.civilianIntentions).toEqual({ 'CIV-H': 'away-from-both' });
    // The ledger is public: the roll is there for the enemy, labelled without the hidden id.
    const log = texts(h.run('cat', '/campaign log')).private;
    expect(log).toContain('civilians hidden stand: `1d6: [4] → 4`');
    expect(log).not.toContain('CIV-H');
  });

  it('GIVEN bad intention rolls THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo civilians stand:XX-9 shooting:true', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo civilians stand:FR-1 shooting:true', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo civilians stand:CA-1 shooting:true', 'fogo/not-civilians');
    refused(h, 'bob', '/fogo civilians stand:CIV-1', 'fogo/civilians-not-triggered');
    refused(h, 'cat', '/fogo civilians stand:CIV-1 shooting:true', 'fogo/not-phasing');
    status(h, 'CIV-1', 'suppressed');
    refused(h, 'bob', '/fogo civilians stand:CIV-1 shooting:true', 'fogo/stand-suppressed');
    status(h, 'CIV-1', 'killed');
    refused(h, 'bob', '/fogo civilians stand:CIV-1 shooting:true', 'fogo/stand-killed');
  });

  it('GIVEN an armed stand has acted THEN the civilians may no longer roll this initiative', () => {
    const h = table();
    done(h, 'bob', '/fogo move stand:CA-3 feature:woods');
    refused(h, 'bob', '/fogo civilians stand:CIV-1 shooting:true', 'fogo/civilians-act-first');
  });
});

describe('/fogo tempt', () => {
  it('GIVEN two hits on a Looter near the Cantina THEN it moves in Suppressed and the initiative passes to the tempter', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(5, 6, 1, 2);
    const r = h.run('cat', '/fogo tempt stand:CA-5 feature:Cantina position:near');
    expect(texts(r).public).toBe(
      [
        '🎲 #1 **FRELIMO** rolls Temptation on the Looter **CA-5**, near Cantina',
        '4d6 hitting on 5+ [5, 6, 1, 2] = 2 hits, SUPPRESS',
        'Result: the men break off to loot: the stand moves into Cantina instead (reactive fire may meet it); **CA-5** ok becomes **suppressed** — initiative passes.',
        '➡️ The initiative passes to **FRELIMO**.',
      ].join('\n'),
    );
    expect(stand(h, 'CA-5')).toMatchObject({ status: 'suppressed', feature: 'Cantina' });
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN no hit THEN the move goes ahead and nothing changes but the roll', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(1, 2, 3, 4);
    const t = done(h, 'cat', '/fogo tempt stand:CA-5 feature:Cantina position:in');
    expect(t).toContain('[1, 2, 3, 4] = 0 hits, no effect');
    expect(t).toContain('Result: the temptation fails: the move goes ahead — initiative kept.');
    expect(stand(h, 'CA-5')).toMatchObject({ status: 'ok' });
    expect(stand(h, 'CA-5').feature).toBeUndefined();
  });

  it('GIVEN a hidden enemy Looter THEN it cannot be probed: the refusal is that of a stand that does not exist, and no die is rolled', () => {
    const h = table();
    const hidden = refused(h, 'cat', '/fogo tempt stand:HL-1 feature:Cantina position:in', 'fogo/unknown-stand');
    const missing = refused(h, 'cat', '/fogo tempt stand:HL-9 feature:Cantina position:in', 'fogo/unknown-stand');
    if (hidden.ok || missing.ok) throw new Error('expected refusals');
    expect(hidden.error.message.replace('HL-1', 'X')).toBe(missing.error.message.replace('HL-9', 'X'));
    expect(h.store.transaction((tx) => tx.ledger('1')!.rolls)).toBe(0);
  });

  it('GIVEN bad temptations THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'cat', '/fogo tempt stand:FR-1 feature:Cantina position:near', 'fogo/own-stand');
    refused(h, 'cat', '/fogo tempt stand:CA-1 feature:Cantina position:near', 'fogo/not-a-looter');
    refused(h, 'cat', '/fogo tempt stand:CA-5 feature:Mission position:near', 'fogo/not-lootable');
    refused(h, 'bob', '/fogo tempt stand:FR-1 feature:Cantina position:near', 'fogo/phasing-side');
    refused(h, 'ann', '/fogo tempt stand:CA-5 feature:Cantina position:near', 'move/gm-plays-no-side');
    status(h, 'CA-5', 'killed');
    refused(h, 'cat', '/fogo tempt stand:CA-5 feature:Cantina position:near', 'fogo/stand-killed');
  });
});

describe('/fogo resist', () => {
  it('GIVEN a green Looter rolling 2 against 5+ THEN it goes into the Cantina and is Pinned; the initiative stays', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(2);
    const t = done(h, 'bob', '/fogo resist stand:CA-5 feature:Cantina');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal** rolls to resist looting for **CA-5**, near Cantina (as a rally from pin)',
        '1d6 [2] = 2 against 5+ — fails',
        'Result: **CA-5** moves into Cantina instead and disperses to loot: **CA-5** ok becomes **pinned** — initiative kept.',
      ].join('\n'),
    );
    expect(stand(h, 'CA-5')).toMatchObject({ status: 'pinned', feature: 'Cantina' });
    expect(game(h).initiative).toBe('Portugal');
  });

  it('GIVEN a commander and out of sight THEN 3 +1 +1 = 5 resists and the stand stays put', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(3);
    const t = done(h, 'bob', '/fogo resist stand:CA-5 feature:Cantina commander:CA-PC outofsight:true');
    expect(t).toContain('1d6 [3] +1 (commander **CA-PC**) +1 (out of enemy sight) = 5 against 5+ — success');
    expect(t).toContain('Result: **CA-5** resists; its move goes ahead — initiative kept.');
    expect(stand(h, 'CA-5').status).toBe('ok');
  });

  it('GIVEN a hidden Looter failing THEN the channel learns neither its id nor the feature', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(1);
    const t = done(h, 'bob', '/fogo resist stand:HL-1 feature:Cantina');
    expect(t).not.toMatch(/HL-1|Cantina/);
    expect(t).toContain('a hidden stand goes off to loot instead');
    expect(texts(h.run('cat', '/campaign log')).private).not.toContain('HL-1');
  });

  it('GIVEN bad resist rolls THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo resist stand:XX-9 feature:Cantina', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo resist stand:FR-1 feature:Cantina', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo resist stand:CA-1 feature:Cantina', 'fogo/not-a-looter');
    refused(h, 'bob', '/fogo resist stand:CA-5 feature:Mission', 'fogo/not-lootable');
    refused(h, 'cat', '/fogo resist stand:CA-5 feature:Cantina', 'fogo/not-phasing');
    status(h, 'CA-5', 'suppressed');
    refused(h, 'bob', '/fogo resist stand:CA-5 feature:Cantina', 'fogo/stand-suppressed');
    status(h, 'CA-5', 'killed');
    refused(h, 'bob', '/fogo resist stand:CA-5 feature:Cantina', 'fogo/stand-killed');
  });
});

describe('/fogo move', () => {
  it('GIVEN a ground-hugging stand moving into the woods THEN it is there, standing up; no die, initiative kept', () => {
    const h = table();
    done(h, 'bob', '/fogo groundhug stand:CA-3 on:true');
    const t = done(h, 'bob', '/fogo move stand:CA-3 feature:woods');
    expect(t).toBe('**Portugal** moves **CA-3**, now in woods\nThe enemy may fire reactively at it — initiative kept.');
    expect(stand(h, 'CA-3')).toMatchObject({ feature: 'woods', groundHug: false });
    expect(h.store.transaction((tx) => tx.ledger('1')!.rolls)).toBe(0);
    done(h, 'bob', '/fogo move stand:CA-3 feature:open');
    expect(stand(h, 'CA-3').feature).toBeUndefined();
  });

  it('GIVEN a Looter entering the Cantina THEN it disperses to loot: Pinned', () => {
    const h = table();
    const t = done(h, 'bob', '/fogo move stand:CA-5 feature:Cantina');
    expect(t).toContain('A Looter entering a lootable feature disperses to loot: **CA-5** ok becomes **pinned**.');
    expect(stand(h, 'CA-5')).toMatchObject({ status: 'pinned', feature: 'Cantina' });
  });

  it('GIVEN a hidden stand moving unseen THEN the channel learns neither its id nor where; seen, it is revealed and named', () => {
    const h = table();
    const unseen = done(h, 'bob', '/fogo move stand:HL-1 feature:"Casa Branca"');
    expect(unseen).toBe('**Portugal** moves a hidden stand; it stays hidden — initiative kept.');
    expect(stand(h, 'HL-1')).toMatchObject({ hidden: true, feature: 'Casa Branca' });
    const seen = done(h, 'bob', '/fogo move stand:HL-1 feature:road seen:true');
    expect(seen).toContain('**Portugal** moves **HL-1**, now in road\nSeen moving: it is revealed.');
    expect(stand(h, 'HL-1').hidden).toBe(false);
  });

  it('GIVEN bad moves THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo move stand:XX-9 feature:woods', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo move stand:FR-1 feature:woods', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo move stand:FR-H feature:woods', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo move stand:PA-1 feature:woods', 'fogo/not-on-table');
    refused(h, 'cat', '/fogo move stand:FR-1 feature:woods', 'fogo/not-phasing');
    status(h, 'CA-1', 'pinned');
    refused(h, 'bob', '/fogo move stand:CA-1 feature:woods', 'fogo/stand-pinned');
    status(h, 'CA-1', 'suppressed');
    refused(h, 'bob', '/fogo move stand:CA-1 feature:woods', 'fogo/stand-suppressed');
    status(h, 'CA-1', 'killed');
    refused(h, 'bob', '/fogo move stand:CA-1 feature:woods', 'fogo/stand-killed');
  });
});

describe('/fogo groundhug', () => {
  it('GIVEN a stand going to ground and getting up THEN the marker follows, told publicly; no die', () => {
    const h = table();
    expect(done(h, 'bob', '/fogo groundhug stand:CA-1 on:true')).toBe('**Portugal**: **CA-1** hugs the ground (−1 die to fire at it; does not add to cover).');
    expect(stand(h, 'CA-1').groundHug).toBe(true);
    expect(done(h, 'bob', '/fogo groundhug stand:CA-1 on:false')).toBe('**Portugal**: **CA-1** gets up and no longer hugs the ground.');
    expect(stand(h, 'CA-1').groundHug).toBe(false);
    expect(h.store.transaction((tx) => tx.ledger('1')!.rolls)).toBe(0);
  });

  it('GIVEN a marker, not an action THEN the side without the initiative may set it too', () => {
    const h = table();
    done(h, 'cat', '/fogo groundhug stand:FR-1 on:true');
    expect(stand(h, 'FR-1').groundHug).toBe(true);
  });

  it('GIVEN a hidden stand THEN only its owner is answered; the channel hears nothing', () => {
    const h = table();
    const r = h.run('cat', '/fogo groundhug stand:FR-H on:true');
    expect(r.ok).toBe(true);
    expect(r.outcome.public).toBeUndefined();
    expect(texts(r).private).toContain('**FR-H** hugs the ground');
    expect(stand(h, 'FR-H').groundHug).toBe(true);
    expect(texts(h.run('bob', '/campaign log')).private).not.toContain('FR-H');
    expect(texts(h.run('cat', '/campaign log')).private).toContain('FR-H');
  });

  it('GIVEN bad markers THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo groundhug stand:XX-9 on:true', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo groundhug stand:FR-1 on:true', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo groundhug stand:FR-H on:true', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo groundhug stand:DR-1 on:true', 'fogo/cannot-ground-hug');
    refused(h, 'ann', '/fogo groundhug stand:CA-1 on:true', 'move/not-a-player');
    status(h, 'CA-1', 'killed');
    refused(h, 'bob', '/fogo groundhug stand:CA-1 on:true', 'fogo/stand-killed');
  });
});

describe('/fogo dismount', () => {
  it('GIVEN mounted Dragoons rolling 3 +1 out of sight THEN 4 beats 4+: on foot for good, initiative kept', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(3);
    const t = done(h, 'bob', '/fogo dismount stand:DR-1 outofsight:true');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal**: the mounted Dragoons **DR-1** try to dismount (as a rally from pin)',
        '1d6 [3] +1 (out of enemy sight) = 4 against 4+ — success',
        'Result: **DR-1** dismounts and fights on foot from now on; no remounting — initiative kept.',
      ].join('\n'),
    );
    expect(stand(h, 'DR-1').mounted).toBe(false);
    refused(h, 'bob', '/fogo dismount stand:DR-1', 'fogo/not-mounted');
  });

  it('GIVEN a failed dismount THEN they stay mounted and the initiative passes', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(2);
    expect(done(h, 'bob', '/fogo dismount stand:DR-1')).toContain('Result: **DR-1** stays mounted — initiative passes.');
    expect(stand(h, 'DR-1').mounted).toBe(true);
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN bad dismounts THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo dismount stand:XX-9', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo dismount stand:FR-1', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo dismount stand:CA-1', 'fogo/not-mounted');
    refused(h, 'cat', '/fogo dismount stand:DR-1', 'fogo/not-phasing');
    status(h, 'DR-1', 'suppressed');
    refused(h, 'bob', '/fogo dismount stand:DR-1', 'fogo/stand-suppressed');
    status(h, 'DR-1', 'killed');
    refused(h, 'bob', '/fogo dismount stand:DR-1', 'fogo/stand-killed');
  });
});

describe('/fogo paradrop', () => {
  it('GIVEN one safe and one hazard landing rolling 3 THEN OK and Suppressed, on the table, landed this initiative', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(3);
    const t = done(h, 'bob', '/fogo paradrop dropzone:"North field" safe:PA-1 hazard:PA-2 hazardfeature:woods');
    expect(t).toBe(
      [
        '🎲 #1 **Portugal** drops the combat group of **CA-PC** on North field',
        '• **PA-1**: safe ground — lands OK',
        '• **PA-2**: hazardous ground in woods, 1d6 [3] (1–2 killed, 3–4 suppressed, 5–6 OK) — **SUPPRESSED**',
        'They cannot move this initiative and count as in the open; losses from the landing itself never pass the initiative — initiative kept.',
      ].join('\n'),
    );
    expect(stand(h, 'PA-1')).toMatchObject({ status: 'ok', landedInInitiative: 1 });
    expect(stand(h, 'PA-1').offTable).toBeUndefined();
    expect(stand(h, 'PA-2')).toMatchObject({ status: 'suppressed', feature: 'woods' });
    expect(game(h).initiative).toBe('Portugal');
    refused(h, 'bob', '/fogo move stand:PA-1 feature:road', 'fogo/just-landed');
  });

  it('GIVEN a lethal landing THEN the stand is killed without a roll', () => {
    const h = table();
    expect(done(h, 'bob', '/fogo paradrop dropzone:"North field" lethal:PA-1')).toContain('• **PA-1**: off the table or in deep water — **KILLED**');
    expect(stand(h, 'PA-1').status).toBe('killed');
  });

  it('GIVEN bad drops THEN each has its own refusal and nothing is written', () => {
    const h = table();
    refused(h, 'bob', '/fogo paradrop dropzone:DZ safe:XX-9', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo paradrop dropzone:DZ safe:FR-1', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo paradrop dropzone:DZ safe:CA-1', 'fogo/not-off-table');
    refused(h, 'bob', '/fogo paradrop dropzone:DZ hazardfeature:woods', 'fogo/no-landings');
    refused(h, 'cat', '/fogo paradrop dropzone:DZ safe:PA-1', 'fogo/not-phasing');
    status(h, 'PA-1', 'killed');
    refused(h, 'bob', '/fogo paradrop dropzone:DZ safe:PA-1', 'fogo/stand-killed');
  });
});

describe('/fogo heli add, board and advance', () => {
  it('GIVEN a helicopter added and boarded THEN only its side is told, and the enemy sees nothing of it', () => {
    const h = table();
    const add = h.run('bob', '/fogo heli add id:AL-1 type:alouette-iii');
    expect(add.outcome.public).toBeUndefined();
    expect(texts(add).private).toBe('Helicopter `AL-1` (alouette-iii, 2 passenger slots) waits at base for **Portugal**; the enemy learns of it only when it flies in.');
    const board = h.run('bob', '/fogo heli board helicopter:AL-1 stands:PA-1');
    expect(board.outcome.public).toBeUndefined();
    expect(texts(board).private).toBe('Aboard `AL-1`: `PA-1` (2 of 2 slots). They stay off the table until it lands.');
    expect(game(h).helicopters).toMatchObject([{ id: 'AL-1', side: 'Portugal', phase: 'base', passengers: ['PA-1'] }]);
    expect(stand(h, 'PA-1').embarkedIn).toBe('AL-1');
    for (const line of ['/campaign log', '/fogo stand list']) expect(texts(h.run('cat', line)).private).not.toMatch(/AL-1|Aboard/);
  });

  it('GIVEN an air assault THEN it hovers, lands its troops a later initiative, then leaves', () => {
    const h = table();
    done(h, 'bob', '/fogo heli add id:AL-1 type:alouette-iii');
    done(h, 'bob', '/fogo heli board helicopter:AL-1 stands:PA-1');
    expect(done(h, 'bob', '/fogo heli advance helicopter:AL-1 lz:"LZ Alpha"')).toBe(
      '**Portugal**: helicopter **AL-1** flies in and hovers over LZ Alpha; it and anyone getting out are exposed to fire — initiative kept.',
    );
    expect(game(h).helicopters[0]).toMatchObject({ phase: 'hovering', landingZone: 'LZ Alpha' });
    refused(h, 'bob', '/fogo heli advance helicopter:AL-1', 'fogo/helicopter-must-wait');
    done(h, 'bob', '/fogo pass');
    done(h, 'cat', '/fogo pass');
    expect(done(h, 'bob', '/fogo heli advance helicopter:AL-1')).toBe('**Portugal**: helicopter **AL-1** lands on LZ Alpha; out get **PA-1** — initiative kept.');
    expect(stand(h, 'PA-1')).toMatchObject({ feature: 'LZ Alpha', hidden: false });
    expect(stand(h, 'PA-1').embarkedIn).toBeUndefined();
    done(h, 'bob', '/fogo pass');
    done(h, 'cat', '/fogo pass');
    expect(done(h, 'bob', '/fogo heli advance helicopter:AL-1')).toBe('**Portugal**: helicopter **AL-1** takes off and leaves — initiative kept.');
    refused(h, 'bob', '/fogo heli advance helicopter:AL-1', 'fogo/helicopter-phase');
  });

  it('GIVEN bad helicopter orders THEN each has its own refusal and nothing is written', () => {
    const h = table();
    done(h, 'bob', '/fogo heli add id:AL-1 type:alouette-iii');
    done(h, 'cat', '/fogo heli add id:MI-1 type:puma');
    refused(h, 'bob', '/fogo heli add id:AL-1 type:puma', 'fogo/duplicate-helicopter');
    refused(h, 'bob', '/fogo heli add id:AL-2 type:puma side:FRELIMO', 'move/side-for-gm-only');
    refused(h, 'bob', '/fogo heli board helicopter:AL-1 stands:XX-9', 'fogo/unknown-stand');
    refused(h, 'bob', '/fogo heli board helicopter:AL-1 stands:FR-1', 'fogo/not-your-stand');
    refused(h, 'bob', '/fogo heli board helicopter:AL-1 stands:CA-1', 'fogo/not-off-table');
    refused(h, 'bob', '/fogo heli board helicopter:AL-1 stands:PA-1,PA-2', 'fogo/helicopter-full');
    refused(h, 'bob', '/fogo heli board helicopter:MI-1 stands:PA-1', 'fogo/unknown-helicopter');
    refused(h, 'bob', '/fogo heli advance helicopter:MI-1 lz:LZ', 'fogo/unknown-helicopter');
    refused(h, 'bob', '/fogo heli advance helicopter:AL-1', 'fogo/bad-feature');
    refused(h, 'cat', '/fogo heli advance helicopter:MI-1 lz:LZ', 'fogo/not-phasing');
    status(h, 'PA-1', 'killed');
    refused(h, 'bob', '/fogo heli board helicopter:AL-1 stands:PA-1', 'fogo/stand-killed');
  });
});

describe('/fogo lootable', () => {
  it('GIVEN the GM THEN the features are replaced and announced; a player may not', () => {
    const h = table();
    expect(done(h, 'ann', '/fogo lootable features:"Casa Branca, cantina ,shop"')).toContain('Lootable features in this scenario: Casa Branca, cantina, shop.');
    expect(game(h).lootableFeatures).toEqual(['Casa Branca', 'cantina', 'shop']);
    refused(h, 'bob', '/fogo lootable features:Cantina', 'campaign/not-gm');
    refused(h, 'ann', '/fogo lootable features:" , "', 'fogo/bad-feature');
  });
});
