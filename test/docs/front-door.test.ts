import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_PERMISSIONS, inviteUrl, THREAD_PERMISSIONS } from '../../src/adapters/discord/invite.js';
import { docPages } from './readme-blocks.js';

// README.md is the front door: short, with the whole path to a bot in a server; docs/ holds the rest,
// every page reachable from it and every link landing somewhere.

const ROOT = resolve(import.meta.dirname, '../..');
const read = (page: string): string => readFileSync(join(ROOT, page), 'utf8');
const README = read('README.md');

/** A page other work adds to docs/ (the web page, issue 39): a link to it may point ahead until it is there. */
const COMING = new Set(['docs/web.md']);

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The headings of a page outside its fenced blocks. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const h = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (h) out.add(anchorOf(h[1]!));
  }
  return out;
}

/** Every relative link of a page (outside code), as the page it names (from the root) and its anchor. */
function links(page: string): { target: string; anchor?: string; raw: string }[] {
  const text = read(page).replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => {
      const [path, anchor] = href.split('#') as [string, string | undefined];
      const target = path === '' ? page : normalize(join(dirname(page), path));
      return { target, raw: href, ...(anchor === undefined ? {} : { anchor }) };
    });
}

describe('README.md, the front door', () => {
  it('GIVEN the README THEN it is 300 lines at most', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('GIVEN its Set-up THEN it goes from the application to the bot in a server: token, application id, server, invite, deploy-commands, start, /roll', () => {
    const setup = /## Set-up\n([\s\S]*?)\n## /.exec(README)?.[1] ?? '';
    for (const step of ['New Application', 'DISCORD_APPLICATION_ID', 'Reset Token', 'DISCORD_TOKEN', 'DEV_GUILD_ID', 'npm run deploy-commands', 'npm start', '/roll dice:2d6']) {
      expect(setup).toContain(step);
    }
    expect(setup.indexOf('scope=bot')).toBeLessThan(setup.indexOf('npm run deploy-commands'));
  });

  it('GIVEN its invite links THEN their scopes and permissions are the ones the bot is built to need, with and without side threads', () => {
    const shown = [...README.matchAll(/`(https:\/\/discord\.com\/oauth2\/authorize\?[^`]+)`/g)].map((m) => m[1]);
    expect(shown).toEqual([inviteUrl('<APPLICATION_ID>', THREAD_PERMISSIONS), inviteUrl('<APPLICATION_ID>', CHANNEL_PERMISSIONS)]);
  });
});

describe('the links of README.md and docs/', () => {
  const pages = docPages(ROOT);

  it('GIVEN every relative link THEN its page exists (or is one coming with other work) and its anchor is a heading there', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const l of links(page)) {
        if (!existsSync(join(ROOT, l.target))) {
          if (!COMING.has(l.target)) broken.push(`${page}: ${l.raw} (no such file)`);
          continue;
        }
        if (l.anchor !== undefined && l.target.endsWith('.md') && !anchors(read(l.target)).has(l.anchor)) broken.push(`${page}: ${l.raw} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('GIVEN the pages under docs/ THEN each is reached from the README, directly or through another page', () => {
    const reached = new Set(['README.md']);
    const queue = ['README.md'];
    while (queue.length > 0) {
      for (const l of links(queue.shift()!)) {
        if (l.target.endsWith('.md') && existsSync(join(ROOT, l.target)) && !reached.has(l.target)) {
          reached.add(l.target);
          queue.push(l.target);
        }
      }
    }
    expect(pages.filter((p) => !reached.has(p))).toEqual([]);
  });
});

describe('the checks of this file', () => {
  it('GIVEN headings THEN anchors as GitHub makes them', () => {
    expect(anchorOf('Set-up')).toBe('set-up');
    expect(anchorOf("Playing Lock 'n Load Tactical")).toBe('playing-lock-n-load-tactical');
    expect(anchorOf('Fieldcraft: Sneakers, Spoor and hidden troops')).toBe('fieldcraft-sneakers-spoor-and-hidden-troops');
    expect(anchorOf('The mission: day part, weather and type')).toBe('the-mission-day-part-weather-and-type');
  });
});
