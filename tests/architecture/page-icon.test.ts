/**
 * The page's icon is written into index.html, not fetched: Chromium fetches a page's icon past the service
 * worker, so a file icon failed (a failed request in every offline session, caught by languages.e2e). The inline
 * copy must stay the drawing of public/icons/icon.svg (which scripts/make-icons.mjs writes and the manifest
 * names), or the tab and the installed app would show two different icons.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const html = readFileSync('index.html', 'utf8');
const svg = readFileSync('public/icons/icon.svg', 'utf8').trim();

describe('the page icon', () => {
  it('is inline, as a data URL, so the browser asks the network for nothing offline', () => {
    const links = [...html.matchAll(/<link\s+rel="icon"\s+href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^data:image\/svg\+xml,/);
  });
  it('draws what public/icons/icon.svg draws', () => {
    const href = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1] ?? '';
    expect(decodeURIComponent(href)).toBe(svg.replaceAll('"', "'"));
  });
});
