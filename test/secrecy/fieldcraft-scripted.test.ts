import { describe, expect, it } from 'vitest';
import { whole } from '../helpers/harness.js';
import { fieldcraftTable } from '../rulesets/fogo/play/fieldcraft/table.js';

/*
 * Scripted secrecy cases for Sneakers (crossfire-core §2.10). FRELIMO's secret stands are the
 * canaries HIDDEN-…: S1 holds HIDDEN-CT, HIDDEN-1, HIDDEN-2; S2 is a dummy; S3 holds HIDDEN-Z, who
 * has no fieldcraft. Portugal (bob) and a spectator (eve) must learn nothing of what they hold.
 */

const SECRET = /HIDDEN|dumm(y|ies)|real:|holds|Unallocated|allowance|not yet allocated|Left hidden/;

/** An export's text without the house-rule catalogue, whose descriptions speak of dummies in general. */
function withoutHouseRules(text: string): string {
  const start = text.indexOf('{');
  if (start < 0) return text;
  const data = JSON.parse(text.slice(start)) as { campaign: { houseRules?: unknown } };
  delete data.campaign.houseRules;
  return text.slice(0, start) + JSON.stringify(data);
}

/** FRELIMO plays a turn of secret actions: a hide that leaves its troops, a split, a reorganise. */
function played() {
  const t = fieldcraftTable();
  t.must(t.h.run('bob', '/fogo pass'));
  t.q.push(6, 5, 2);
  t.must(t.h.run('cat', '/fieldcraft hide sneaker:S1 attest:true leave:false'));
  t.q.push(6, 1);
  t.must(t.h.run('dan', '/fieldcraft conceal sneaker:S2'));
  t.q.push(5, 5, 5);
  t.must(t.h.run('cat', '/fieldcraft reorganise sneakers:"S1: HIDDEN-CT HIDDEN-1; S4: HIDDEN-2" attest:true'));
  return t;
}

describe('Sneakers seen from the other side', () => {
  it('GIVEN FRELIMO\'s secret turn THEN Portugal and a spectator learn nothing from any list, log, export, status or autocomplete', () => {
    const t = played();
    for (const who of ['bob', 'eve']) {
      for (const line of ['/fogo stand list', '/fieldcraft list', '/campaign log last:200', '/campaign export', '/campaign status']) {
        const r = t.h.run(who, line);
        for (const s of t.shownBy(r, who)) expect(withoutHouseRules(s.text), `${who}: ${line}`).not.toMatch(SECRET);
      }
      for (const [path, option] of [
        [['fogo', 'fire'], 'target'],
        [['fogo', 'sneaker', 'track'], 'stand'],
        [['fogo', 'sneaker', 'assign'], 'stand'],
        [['fogo', 'sneaker', 'reveal'], 'atmarker'],
      ] as const) {
        const got = t.h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path: [...path] }, option, 'hid');
        expect(got, `${who}: ${path.join(' ')} ${option}`).toEqual([]);
      }
    }
    // The export holds the secret rolls without their dice.
    const exported = JSON.parse(t.h.run('bob', '/campaign export').outcome.private!.files![0]!.data.toString()) as {
      rolls: { n: number; hidden: boolean; visible: boolean; parts?: unknown }[];
    };
    expect(exported.rolls.map((r) => [r.n, r.hidden, r.visible, r.parts === undefined])).toEqual([
      [1, true, false, true],
      [2, true, false, true],
      [3, true, false, true],
    ]);
  });

  it('GIVEN the same turn THEN FRELIMO\'s players and the GM read every canary and every contents', () => {
    const t = played();
    for (const who of ['cat', 'dan', 'ann']) {
      const text = t.h.run(who, '/fieldcraft list').outcome.private!.text;
      expect(text, who).toContain('• Sneaker `S1` (FRELIMO) in bush — real: `HIDDEN-CT`, `HIDDEN-1`');
      expect(text, who).toContain('• Sneaker `S2` (FRELIMO) in ridge — dummy');
      expect(text, who).toContain('• Sneaker `S4` (FRELIMO) in ridge — real: `HIDDEN-2`');
      expect(whole(t.h.run(who, '/campaign log last:200').outcome.private!), who).toContain('fieldcraft hide S1');
    }
  });

  it('GIVEN Portugal names a FRELIMO Sneaker THEN every answer reads the same whether it is real, a dummy or real without fieldcraft', () => {
    const t = fieldcraftTable();
    // Portugal holds the initiative: FRELIMO's Sneakers are not moving.
    const templates = [
      // Where one's own Sneaker is wanted: the same as for no Sneaker at all.
      ['/fieldcraft hide sneaker:{S} attest:true leave:true', true],
      ['/fieldcraft move sneaker:{S} feature:road', true],
      ['/fieldcraft rally sneaker:{S}', true],
      ['/fieldcraft rbf sneaker:{S} feature:road', true],
      ['/fieldcraft reveal sneaker:{S} atmarker:CA-1', true],
      ['/fieldcraft conceal sneaker:{S} stands:CA-1', true],
      ['/fieldcraft conceal spoor:SP1 sneaker:{S} attest:true', false],
      ['/fieldcraft reorganise sneakers:"{S}: CA-1; S99:" attest:true', true],
      // Where an enemy Sneaker is wanted: refused for a reason that has nothing to do with it.
      ['/fieldcraft fire firers:NOSUCH-1 sneaker:{S} cover:open', false],
      ['/fieldcraft fire firers:CA-1,CA-2 sneaker:{S} cover:open', false],
      ['/fieldcraft reactive firers:CA-1 sneaker:{S} cover:open', false],
      ['/fieldcraft track stand:CA-SC spoor:SP9 attest:true reveal:{S} closest:true', false],
    ] as const;
    for (const [template, asForNone] of templates) {
      const answers = ['S1', 'S2', 'S3', ...(asForNone ? ['S99'] : [])].map((id) => {
        const before = t.h.snapshot();
        const r = t.h.run('bob', template.replace('{S}', id));
        expect(t.h.snapshot()).toBe(before);
        expect(r.ok, template).toBe(false);
        return r.ok ? 'ok' : `${r.error.code}: ${r.error.message.split(id).join('{S}')}`;
      });
      expect(new Set(answers).size, `${template}: ${answers.join(' | ')}`).toBe(1);
      expect(answers[0]).not.toMatch(/dumm|\breal\b|empty|troop/i);
    }
  });

  it('GIVEN the campaign ends THEN the secret rolls and decisions are published and each decision matches its commitment', () => {
    const t = played();
    const end = t.must(t.h.run('ann', '/campaign end'));
    const decisions = end.outcome.public!.files![0]!.data.toString();
    expect(decisions).toContain('"HIDDEN-CT"');
    const exported = JSON.parse(t.h.run('bob', '/campaign export campaign:1').outcome.private!.files![0]!.data.toString()) as {
      rolls: { visible: boolean; parts?: unknown }[];
    };
    expect(exported.rolls.every((r) => r.visible && r.parts !== undefined)).toBe(true);
    const verify = t.h.run('bob', '/verify').outcome.public!.text;
    // Scripted dice fail the dice check by design; the commitments must all hold.
    expect(verify).toContain('PASS: 4/4 secret decisions match their commitments.');
  });
});

describe('a Bazooka inside a Sneaker', () => {
  // A Bazooka inside a Sneaker must not add its die to its rifle team's fire: that would reveal it
  // while the Sneaker still held it (found by this suite; fixed in attachedBazooka).
  it('GIVEN CA-BZ sneaks away from CA-1 THEN CA-1\'s fire neither counts nor reveals it', () => {
    const t = fieldcraftTable();
    t.q.push(6);
    t.must(t.h.run('bob', '/fieldcraft sneak stands:CA-BZ attest:true real:first'));
    t.q.push(1, 1, 1, 1);
    const r = t.must(t.h.run('bob', '/fieldcraft fire firers:CA-1 sneaker:S2 cover:cover'));
    expect(r.outcome.public!.text).not.toContain('CA-BZ');
    expect(t.game().stands.find((s) => s.id === 'CA-BZ')!.hidden).toBe(true);
  });
});
