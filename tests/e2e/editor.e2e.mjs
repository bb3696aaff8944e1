/**
 * Issue 28, the FAB scenario editor, as a player uses it on a tablet: a scenario built by taps over a photo of a
 * map (six areas, their links with a river and a bridge, two formations, four units, cups, three turns), its
 * first turn test-played, exported, deleted, imported and played again; a hostile scenario file refused at once
 * naming the field; a file shared from another app (share_target, offline) and one opened from the file manager
 * (file_handlers) imported; every editor screen axe-clean with 44 px targets at 1024x768, 768x1024 and 390x844
 * (docs/screenshots/editor-*.png when SCREENSHOTS=1).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  BASE,
  GO_ON,
  PHONE,
  TABLET,
  TABLET_PORTRAIT,
  a11y,
  injectDiceSeed,
  launch,
  quiet,
  tap,
  tapPreferred,
  tapRetry,
  tapToMove,
  waitForServiceWorker,
  watchErrors,
} from './harness.mjs';
import { AREAS, PHOTO, mapPhoto } from './fixtures/map-photo.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The stored photo is at most 1600 px on its long side: the map's coordinates are the downscaled photo's. */
const K = 1600 / Math.max(PHOTO.width, PHOTO.height);

/** Tap the editor's map at a point of the photo (its own pixels). */
async function tapPhoto(page, x, y) {
  const svg = page.locator('svg.ed-map');
  const box = await svg.boundingBox();
  const [vx, vy, vw, vh] = (await svg.getAttribute('viewBox')).split(' ').map(Number);
  const s = Math.min(box.width / vw, box.height / vh);
  const ox = box.x + (box.width - vw * s) / 2;
  const oy = box.y + (box.height - vh * s) / 2;
  await page.touchscreen.tap(ox + (x * K - vx) * s, oy + (y * K - vy) * s);
}

const area = (page, name) => page.locator('g.ed-area', { hasText: name });
const panel = (page) => page.locator('.ed-panel');
const openItem = (page) => page.locator('.ed-item[open]').last();

/** Toasts hidden for a screenshot (they fade after a few seconds anyway). */
async function noToasts(page) {
  await page.evaluate(() => {
    const el = document.querySelector('.st-toasts');
    if (el instanceof HTMLElement) el.style.visibility = 'hidden';
  });
}

async function tab(page, name) {
  await tap(page, page.getByRole('tab', { name: new RegExp(`^${name}`) }));
}

async function newBlank(page) {
  await page.goto(BASE);
  await tap(page, page.getByRole('button', { name: 'New scenario' }));
  await tap(page, page.getByRole('button', { name: /^A blank map/ }));
  await page.locator('.ed-screen').waitFor();
}

/** A copy of a shipped scenario made in the app and exported (no photo): the file's text. */
async function exportedCopy(page, which) {
  await page.goto(BASE);
  await tap(page, page.getByRole('button', { name: 'New scenario' }));
  await tap(page, page.getByRole('button', { name: new RegExp(`^A copy of ${which}`) }));
  await page.locator('.ed-screen').waitFor();
  await page.goto(BASE);
  const card = page.locator('li[data-draft]').first();
  await card.getByText('Ready to play').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tap(page, card.getByRole('button', { name: 'Export' })),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

/** Link two areas with the Links tool and say what the boundary is. */
async function linkAreas(page, a, b, kind, bridge) {
  await tap(page, area(page, a));
  await tap(page, area(page, b));
  await panel(page)
    .getByRole('heading', { name: /^Boundary/ })
    .waitFor();
  if (kind !== 'Field') await tap(page, panel(page).locator('label', { hasText: new RegExp(`^${kind}$`) }));
  if (bridge) await panel(page).getByLabel('Name of the bridge (optional)').fill(bridge);
}

/** FAB: play on until turn 2 begins (or the game ends), taking the tablet for each side. */
async function playFirstTurn(page) {
  for (let i = 0; i < 200; i++) {
    await page.locator('.st-handoff-take, .fab-screen, .fab-looked, .fab-victory').first().waitFor();
    await quiet(page);
    if (await page.locator('.fab-victory').count()) return 'over';
    // read at once (a locator would wait for a turn bar the hand-off cover does not have)
    const turn = await page.evaluate(() => document.querySelector('.fab-turn')?.textContent?.trim() ?? '');
    if (/^Turn 2\b/.test(turn)) return turn;
    const take = page.locator('.st-handoff-take');
    if (await take.count()) {
      await tapRetry(page, take);
      continue;
    }
    const go = page.locator('.fab-roll-go, .fab-looked-go');
    if (await go.count()) {
      await tapRetry(page, go.first());
      continue;
    }
    const arriving = page.getByRole('region', { name: 'Reinforcements to place' }).locator('button');
    if (await arriving.count()) {
      await tapRetry(page, arriving.first());
      const entry = page.locator('.fab-area-reach').first();
      await entry.waitFor();
      await tapToMove(page, entry, tapRetry);
      continue;
    }
    if (await tapPreferred(page, GO_ON)) continue;
    if (await page.locator('.fab-area-reach').count()) {
      await tapToMove(page, page.locator('.fab-area-reach').first(), tapRetry);
      continue;
    }
    await page.waitForTimeout(150);
  }
  throw new Error('turn 2 never came');
}

test(
  'a scenario built by taps over a photo, test-played, exported, deleted, imported and played again',
  { timeout: 420_000 },
  async () => {
    const ctx = await browser.newContext({ ...TABLET, acceptDownloads: true });
    await injectDiceSeed(ctx, 2028);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await newBlank(page);
    await a11y(page, 'the empty editor');

    // the scenario's name (Rules tab)
    await tab(page, 'Rules');
    await page.getByLabel('Name', { exact: true }).fill('Lune Crossing');
    await page.getByRole('heading', { level: 1, name: 'Lune Crossing' }).waitFor();

    // the photo of the map, picked on the device (downscaled and stored with the draft)
    await tab(page, 'Map');
    await tap(page, page.getByRole('button', { name: 'Photo' }));
    await page.locator('[data-testid=ed-photo-pick]').setInputFiles({
      name: 'lune.jpg',
      mimeType: 'image/jpeg',
      buffer: await mapPhoto(page),
    });
    await page.locator('svg.ed-map image').waitFor();
    assert.equal(await page.locator('svg.ed-map image').getAttribute('width'), String(PHOTO.width * K));

    // six areas, each placed with a tap where its name is printed, then named
    for (const a of AREAS) {
      await tapPhoto(page, a.x, a.y);
      await panel(page)
        .getByRole('heading', { name: new RegExp(`^Area ${a.n} `) })
        .waitFor();
      await panel(page).getByLabel('Name', { exact: true }).fill(a.name);
    }
    assert.equal(await page.locator('g.ed-area').count(), 6);
    // an area with no link is flagged as it is made: six warnings
    assert.match(await panel(page).innerText(), /On the map \(\d+\)/);
    await tab(page, 'Problems');
    await page.getByRole('heading', { name: 'Warnings (6)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/editor-problems-1024x768.png` });
    await a11y(page, 'the problems');
    // a problem tapped shows its field: a supply source is missing, so the map opens
    await tap(page, page.getByRole('button', { name: /has no supply source/ }).first());
    await page.locator('svg.ed-map').waitFor();
    // area 5 is a hill worth 2 points; 1 and 6 are the entry areas and supply sources; 1 and 2 start blue's
    await tap(page, area(page, 'Kettle Hill'));
    await tap(page, panel(page).locator('label', { hasText: /^2$/ }));
    await panel(page).getByLabel('Victory points (19.0)').fill('2');
    for (const [name, letter, side] of [
      ['Hollin Farm', 'A', 'Blue'],
      ['Stonebridge', 'B', 'Red'],
    ]) {
      await tap(page, area(page, name));
      await panel(page).getByLabel('Entry letter (14.2)').selectOption(letter);
      await tap(
        page,
        panel(page).locator('fieldset', { hasText: 'Reinforcements of' }).locator('label', { hasText: side }),
      );
      await tap(
        page,
        panel(page).locator('fieldset', { hasText: 'Supply source of' }).getByText(side, { exact: true }),
      );
    }
    for (const name of ['Hollin Farm', 'Crow Wood']) {
      await tap(page, area(page, name));
      await tap(
        page,
        panel(page)
          .locator('fieldset', { hasText: 'Held at the start by' })
          .locator('label', { hasText: /^Blue$/ }),
      );
    }
    // drag the selected area a little, then undo the move and redo it
    await tap(page, area(page, 'Ashby'));
    const before = await area(page, 'Ashby').getAttribute('transform');
    const dot = await area(page, 'Ashby').locator('circle.ed-dot').boundingBox();
    const cx = dot.x + dot.width / 2,
      cy = dot.y + dot.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 30, cy + 20, { steps: 6 });
    await page.mouse.up();
    await page.waitForFunction(
      (b) => document.querySelector('g.ed-area[data-area="a3"]')?.getAttribute('transform') !== b,
      before,
    );
    await tap(page, page.getByRole('button', { name: 'Undo' }));
    assert.equal(await area(page, 'Ashby').getAttribute('transform'), before);
    await tap(page, page.getByRole('button', { name: 'Redo' }));
    assert.notEqual(await area(page, 'Ashby').getAttribute('transform'), before);

    // links: roads, fields, a river with a road bridge (named) and a river on a field crossing
    await tap(page, page.getByRole('button', { name: 'Links', exact: true }));
    await linkAreas(page, 'Hollin Farm', 'Ashby', 'Road');
    await linkAreas(page, 'Hollin Farm', 'Crow Wood', 'Field');
    await linkAreas(page, 'Ashby', 'Mill Lane', 'Road');
    await linkAreas(page, 'Crow Wood', 'Mill Lane', 'Field');
    await linkAreas(page, 'Ashby', 'Kettle Hill', 'River, road bridge', 'Lune Bridge');
    await linkAreas(page, 'Mill Lane', 'Stonebridge', 'River');
    await linkAreas(page, 'Kettle Hill', 'Stonebridge', 'Field');
    assert.equal(await page.locator('g.ed-link').count(), 7);
    assert.equal(await page.locator('svg.ed-map .fab-river').count(), 2);
    assert.equal(await page.locator('svg.ed-map .fab-bridge').count(), 2);
    await tap(page, page.getByRole('button', { name: 'Areas', exact: true }));
    assert.match(await panel(page).innerText(), /Nothing wrong on the map/);
    await page.screenshot({ path: `${SHOTS}/editor-map-1024x768.png` });
    await a11y(page, 'the map with its areas and links');

    // three turns; the red hussars arrive on turn 2
    await tab(page, 'Turns');
    await tap(page, page.getByRole('button', { name: 'One turn more' }));
    await tap(page, page.getByRole('button', { name: 'One turn more' }));
    await page.getByText('3 turns').waitFor();
    await page.screenshot({ path: `${SHOTS}/editor-turns-1024x768.png` });
    await a11y(page, 'the turn record');

    // forces: a formation a side, two units a side (one red unit arrives on turn 2 at entry B)
    await tab(page, 'Forces');
    for (const [side, name] of [
      ['Blue', 'Lune Rifles'],
      ['Red', 'Border Guard'],
    ]) {
      await tap(page, page.getByRole('button', { name: `Add a formation (${side})` }));
      await openItem(page).getByLabel('Name', { exact: true }).fill(name);
    }
    const units = [
      ['Blue', '1st Lune', '3 Ashby', 'Infantry'],
      ['Blue', 'Yeomanry', '1 Hollin Farm', 'Armour'],
      ['Red', 'Grenzer', '6 Stonebridge', 'Infantry'],
      ['Red', 'Hussars', null, 'Armour'],
    ];
    for (const [side, name, where, cls] of units) {
      await tap(page, page.getByRole('button', { name: `Add a unit (${side})` }));
      const item = openItem(page);
      await item.getByLabel('Name', { exact: true }).fill(name);
      await tap(page, item.locator('label', { hasText: new RegExp(`^${cls}$`) }));
      await tap(page, item.getByRole('button', { name: 'Add a step' }));
      if (where) await item.getByLabel('Set-up area').selectOption({ label: where });
      else {
        await tap(page, item.locator('label', { hasText: /^Arrives later$/ }));
        await item.getByLabel('Turn of arrival').selectOption('2');
        assert.equal(
          await item.getByLabel('Entry letters').inputValue(),
          'B',
          'a red reinforcement enters at red’s letter',
        );
      }
      await tap(page, item.locator('summary'));
    }
    await page.screenshot({ path: `${SHOTS}/editor-forces-1024x768.png` });
    await a11y(page, 'the forces');

    // cups: an asset and an event a side, a special action a side, a reserve marker a side
    await tab(page, 'Cups');
    for (const side of ['Blue', 'Red']) {
      await tap(page, page.getByRole('button', { name: `Add an asset (${side})` }));
      await tap(page, openItem(page).locator('summary'));
      await tap(page, page.getByRole('button', { name: `Add an event (${side})` }));
      await tap(page, openItem(page).locator('summary'));
      await tap(page, page.getByRole('button', { name: `Add a special action (${side})` }));
      await tap(page, openItem(page).locator('summary'));
    }
    await page.getByLabel('Blue', { exact: true }).fill('1');
    await page.getByLabel('Red', { exact: true }).fill('1');
    await page.screenshot({ path: `${SHOTS}/editor-cups-1024x768.png` });
    await a11y(page, 'the cups');

    await tab(page, 'Rules');
    await page.screenshot({ path: `${SHOTS}/editor-rules-1024x768.png` });
    await a11y(page, 'the scenario rules');
    await tab(page, 'Problems');
    await page.getByText('No problems: the scenario can be played.').waitFor();

    // autosaved: a reload opens the draft as it was
    await page.reload();
    await page.locator('.ed-screen').waitFor();
    assert.equal(await page.locator('g.ed-area').count(), 6);
    // the photo is read from storage after the draft: waited for, then counted
    await page.locator('svg.ed-map image').waitFor();
    assert.equal(await page.locator('svg.ed-map image').count(), 1);

    // test play: a hidden-block game on the draft, its first turn played through
    await tap(page, page.getByTestId('ed-test-play'));
    await page.waitForURL(/#\/game\//);
    await tapRetry(page, page.locator('.st-handoff-take'));
    await page.locator('.fab-screen').waitFor();
    await quiet(page);
    await page.screenshot({ path: `${SHOTS}/editor-testplay-1024x768.png` });
    assert.match(await playFirstTurn(page), /^Turn 2/);

    // the game keeps its own copy: the draft changed afterwards leaves it alone
    await page.goto(BASE);
    const card = page.locator('li[data-draft]', { hasText: 'Lune Crossing' });
    await card.getByText('Ready to play').waitFor();
    await page.locator('li.st-game', { hasText: 'Test: Lune Crossing' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-home-1024x768.png` });

    // export (the photo left out unless ticked), delete (asks), import, play again
    await tap(page, card.getByRole('button', { name: 'Export' }));
    await page.getByRole('dialog').getByText('Include the photo of the map').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tap(page, page.getByRole('dialog').getByRole('button', { name: 'Export' })),
    ]);
    assert.equal(download.suggestedFilename(), 'Lune-Crossing.sandtable-scenario');
    const text = readFileSync(await download.path(), 'utf8');
    const file = JSON.parse(text);
    assert.equal(file.format, 'sandtable-scenario');
    assert.equal(file.photo, undefined, 'the photo stays out unless ticked');
    assert.equal(file.scenario.areas.length, 6);
    assert.deepEqual(
      file.scenario.boundaries.filter((b) => b.river).map((b) => b.bridge ?? null),
      ['Lune Bridge', null],
    );
    assert.equal(file.scenario.units.length, 4);
    assert.equal(file.scenario.turns, 3);

    await tap(page, card.getByRole('button', { name: 'Delete' }));
    await tap(page, page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }));
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('drafts-import').setInputFiles({
      name: 'Lune-Crossing.sandtable-scenario',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(text),
    });
    const back = page.locator('li[data-draft]', { hasText: 'Lune Crossing' });
    await back.getByText('Ready to play').waitFor();
    await tap(page, back.getByRole('button', { name: 'Test play' }));
    await page.waitForURL(/#\/game\//);
    await page.locator('.st-handoff-take, .fab-screen').first().waitFor();
    await page.goto(BASE);
    // the saved games are listed after the first paint: the second game waited for, then counted
    await page.locator('li.st-game', { hasText: 'Test: Lune Crossing' }).nth(1).waitFor();
    assert.equal(await page.locator('li.st-game', { hasText: 'Test: Lune Crossing' }).count(), 2);
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

test('a hostile scenario file is refused at once, naming the field, and nothing stored changes', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'My scenarios' }).waitFor();
  const sc = {
    id: 'x',
    version: 1,
    name: 'Hostile',
    sides: [
      { id: 'blue', name: 'B', colour: '#112233' },
      { id: 'red', name: 'R', colour: '#332211' },
    ],
    firstPlayer: 'blue',
    turns: 1,
    areas: Array.from({ length: 100_000 }, (_, i) => ({
      id: `a${i}`,
      number: i,
      name: `A${i}`,
      terrain: 0,
      x: 0,
      y: 0,
    })),
  };
  const text = JSON.stringify({ format: 'sandtable-scenario', version: 1, system: 'fab', scenario: sc });
  // timed in the page, from the file picked to the refusal on screen (handing 7 MB to the browser is not the app's time)
  await page.evaluate(() => {
    const input = document.querySelector('[data-testid=drafts-import]');
    input.addEventListener('change', () => (globalThis.__picked = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!globalThis.__refused && /Import refused/.test(document.querySelector('.st-toasts')?.textContent ?? ''))
        globalThis.__refused = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('drafts-import').setInputFiles({
    name: 'hostile.sandtable-scenario',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(text),
  });
  await page.getByText(/Import refused: The list of areas of the scenario holds more than 2,000 entries\./).waitFor();
  const ms = await page.evaluate(() => globalThis.__refused - globalThis.__picked);
  console.log(`hostile scenario file (100,000 areas): read, checked and refused in ${Math.round(ms)} ms`);
  assert.ok(ms < 1000, `read, checked and refused in ${Math.round(ms)} ms`);
  assert.equal(await page.locator('li[data-draft]').count(), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a scenario file shared from another app is imported by the service worker, offline', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  // a draft made here, exported as text to share
  const text = await exportedCopy(page, 'Millbrook');
  await waitForServiceWorker(page);
  await ctx.setOffline(true);
  // Android's share sheet posts the file to the share target: a form post the service worker answers
  await page.evaluate((text) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'files';
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'shared.sandtable-scenario', { type: 'application/octet-stream' }));
    input.files = dt.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, text);
  await page.getByText(/^Scenario “.*” imported\.$/).waitFor();
  assert.equal(await page.locator('li[data-draft]').count(), 2);
  assert.equal(new URL(page.url()).hash, '#/');
  assert.deepEqual(
    errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)),
    [],
  );
  await ctx.close();
});

test('a scenario file opened from the file manager (file_handlers) joins My scenarios', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  const text = (await exportedCopy(page, 'The Varna Gap')).replaceAll('The Varna Gap (copy)', 'Opened from files');
  await ctx.addInitScript((text) => {
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(cb) {
          const file = new File([text], 'Opened.sandtable-scenario');
          setTimeout(() => cb({ files: [{ kind: 'file', getFile: async () => file }] }), 50);
        },
      },
    });
  }, text);
  await page.reload();
  await page.locator('li[data-draft]', { hasText: 'Opened from files' }).waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

/** The Lune Crossing scenario as the first test builds it by taps, written into a scenario file made by the app
 * (a copy of Millbrook, exported: its sides and combat table are kept), with the photo included. */
function luneFile(base, photo) {
  const sc = structuredClone(base.scenario);
  const id = (n) => `a${n}`;
  Object.assign(sc, {
    id: 'Lune Crossing',
    name: 'Lune Crossing',
    turns: 3,
    areas: AREAS.map((a) => ({
      id: id(a.n),
      number: a.n,
      name: a.name,
      terrain: a.n === 5 ? 2 : a.n === 2 ? 1 : 0,
      x: a.x * K,
      y: a.y * K,
      ...(a.n === 1 ? { entry: 'A' } : a.n === 6 ? { entry: 'B' } : {}),
      ...(a.n === 5 ? { vp: 2 } : {}),
    })),
    boundaries: [
      [1, 3, false, true],
      [1, 2, false, false],
      [3, 4, false, true],
      [2, 4, false, false],
      [3, 5, true, true, 'Lune Bridge'],
      [4, 6, true, false],
      [5, 6, false, false],
    ].map(([a, b, river, road, bridge], i) => ({
      id: `b${i + 1}`,
      a: id(a),
      b: id(b),
      river,
      road,
      ...(bridge ? { bridge } : {}),
    })),
    formations: [
      { id: 'f1', side: 'blue', name: 'Lune Rifles', colour: '#2b5cab', letter: 'L' },
      { id: 'f2', side: 'red', name: 'Border Guard', colour: '#b3362c', letter: 'B' },
    ],
    units: [
      {
        id: 'u1',
        side: 'blue',
        name: '1st Lune',
        formation: 'f1',
        class: 'infantry',
        steps: ['recruit', 'veteran', 'veteran'],
        start: id(3),
      },
      {
        id: 'u2',
        side: 'blue',
        name: 'Yeomanry',
        formation: 'f1',
        class: 'armor',
        steps: ['veteran', 'veteran', 'elite'],
        start: id(1),
      },
      {
        id: 'u3',
        side: 'red',
        name: 'Grenzer',
        formation: 'f2',
        class: 'infantry',
        steps: ['recruit', 'veteran', 'veteran'],
        start: id(6),
      },
      {
        id: 'u4',
        side: 'red',
        name: 'Hussars',
        formation: 'f2',
        class: 'armor',
        steps: ['veteran', 'veteran', 'elite'],
        arrives: { turn: 2, entry: 'B' },
      },
    ],
    assets: [
      { id: 'as1', side: 'blue', name: 'Field Guns', kind: 'artillery', quality: 'veteran' },
      {
        id: 'as2',
        side: 'red',
        name: 'Sappers',
        kind: 'engineer',
        class: 'infantry',
        quality: 'recruit',
        startBox: 'available',
      },
    ],
    events: [{ id: 'ev1', side: 'red', name: 'Stand Fast', effect: { kind: 'special-action' } }],
    specialActions: [
      { id: 'sa1', side: 'blue', name: 'Brigade Orders' },
      { id: 'sa2', side: 'red', name: 'Border Orders' },
    ],
    entryAreas: [
      { letter: 'A', area: id(1), side: 'blue' },
      { letter: 'B', area: id(6), side: 'red' },
    ],
    reserveMarkers: { blue: 1, red: 1 },
    supplySources: [
      { side: 'blue', area: id(1) },
      { side: 'red', area: id(6) },
    ],
    initialControl: { defaultControl: 'red', areas: { blue: [id(1), id(2), id(3)] } },
    turnRecord: [1, 2, 3].map((turn) => ({
      turn,
      label: ['Morning', 'Noon', 'Evening'][turn - 1],
      draws: { blue: 1, red: 1 },
    })),
  });
  delete sc.notes;
  return JSON.stringify({
    ...base,
    scenario: sc,
    photo: {
      type: 'image/jpeg',
      width: PHOTO.width * K,
      height: PHOTO.height * K,
      data: `data:image/jpeg;base64,${photo.toString('base64')}`,
    },
  });
}

for (const [device, size] of [
  [TABLET_PORTRAIT, '768x1024'],
  [PHONE, '390x844'],
]) {
  test(
    `every editor screen at ${size}: axe clean, 44 px targets, nothing off the screen`,
    { timeout: 180_000 },
    async () => {
      const ctx = await browser.newContext(device);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      const base = JSON.parse(await exportedCopy(page, 'Millbrook'));
      // imported with its photo (a file carries it when its owner ticked it)
      await page.getByTestId('drafts-import').setInputFiles({
        name: 'Lune-Crossing.sandtable-scenario',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(luneFile(base, await mapPhoto(page))),
      });
      const card = page.locator('li[data-draft]', { hasText: 'Lune Crossing' });
      await card.getByText('Ready to play').waitFor();
      await noToasts(page);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/editor-home-${size}.png` });
      await tap(page, card.getByRole('link', { name: 'Edit' }));
      await page.locator('svg.ed-map image').waitFor();
      await tap(page, area(page, 'Kettle Hill'));
      // checked as it is typed: a blank name is said under its field, and listed with the problems
      await panel(page).getByLabel('Name', { exact: true }).fill(' ');
      await panel(page)
        .locator('.ed-problem', { hasText: 'The name of area 5 needs at least one visible character.' })
        .waitFor();
      await noToasts(page);
      const shots = [
        ['map', null],
        ['forces', 'Forces'],
        ['cups', 'Cups'],
        ['turns', 'Turns'],
        ['rules', 'Rules'],
        ['problems', 'Problems'],
      ];
      for (const [name, tabName] of shots) {
        if (tabName) await tab(page, tabName);
        if (name === 'forces') await tap(page, page.locator('.ed-item summary', { hasText: 'Hussars' }));
        await quiet(page);
        await page.screenshot({ path: `${SHOTS}/editor-${name}-${size}.png` });
        await a11y(page, `the editor's ${name} at ${size}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(wide <= 1, `the ${name} screen is ${wide} px wider than the window`);
      }
      assert.deepEqual(errors, []);
      await ctx.close();
    },
  );
}
