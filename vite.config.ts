import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';

/**
 * `import url from './worker.ts?worker-chunk'`: the URL of a module worker built as a chunk of the app's own build,
 * so it shares the app's chunks (the FAB engine, xstate, valibot, the scenarios) instead of carrying a copy of them
 * as Vite's `new Worker(new URL(...))` does (that copy was 66 KB gzip of the precache). Start it with
 * `new Worker(url, { type: 'module' })`. Whatever the worker imports statically must not touch the DOM when
 * imported. In the dev server the URL is the source file's.
 */
function workerChunk(): Plugin {
  const SUFFIX = '?worker-chunk';
  const PREFIX = '\0worker-chunk:';
  let serve = false;
  return {
    name: 'sandtable:worker-chunk',
    enforce: 'pre',
    configResolved(c) {
      serve = c.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const r = await this.resolve(source.slice(0, -SUFFIX.length), importer);
      return r ? PREFIX + r.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (serve) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: file, name: 'worker' });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
import { VitePWA } from 'vite-plugin-pwa';
import { languageFiles, type LanguageFiles } from './scripts/build/languages.ts';

/** The FAB combat round's modules: the chart, its runner and the rules of 6.2-6.8, but not what the rest of the engine
 * reads outside a round (the unit types, 5.1's retreat areas, the round's plain state and the fire steps' sections)
 * nor the combat table (6.3), which every scenario prints. */
const isFabCombat = (id: string) =>
  /[\\/]machines[\\/]fab[\\/]combat-(?:rules|round|round-chart)\.ts$/.test(id) ||
  (/[\\/]src[\\/]rules[\\/]fab[\\/]combat[\\/]/.test(id) && !/[\\/](?:types|retreat|round-state|table)\.ts$/.test(id));

/** The FAB turn chart with what only it uses (issue 30): the engine draws a stored game without it (machines/fab/turn-slot.ts). */
const FAB_TURN = /[\\/]machines[\\/]fab[\\/]turn(?:|-part|-refusal|-steps)\.ts$/;

/** The FAB screen's parts fetched after its first paint (src/ui/fab/later.tsx, ./Summary.tsx), and what only they use. */
const FAB_LATER =
  /[\\/]src[\\/]ui[\\/]fab[\\/](?:parts|Assistant|Options|SoloForm|MapKey|LogTab|Victory|TurnPanel|UnitCard|Combat|CombatDecisions|CombatReport|Guide|looked|summary|Choices|choice-list|solo-part|opponent|OpponentBar)\.tsx?$/;

/** FUBAR's and OCS's engine checks (issue 30): fetched after a stored game's first drawing, with the roster,
 * scenario and chart schemas they read and the shipped rosters and scenario (src/app/systems/fubar.ts, ocs.ts). */
const FUBAR_CHECKS =
  /[\\/](?:machines[\\/]fubar[\\/](?:checks|events|snapshot)|src[\\/](?:rules[\\/]fubar[\\/]roster|scenarios[\\/]fubar[\\/]presets))\.ts$/;
/** FAB's checks (issue 30): the scenario and combat-table checks and the engine's event and snapshot schemas, one part
 * (src/app/systems/fab.ts). */
const FAB_CHECKS =
  /[\\/](?:machines[\\/]fab[\\/](?:checks|event-schema|snapshot)|src[\\/]scenarios[\\/]fab[\\/]schema)\.ts$/;
const OCS_CHECKS =
  /[\\/](?:machines[\\/]ocs[\\/](?:checks|events|snapshot|chart-part|movement-phase)|src[\\/](?:rules[\\/]ocs[\\/]schema|scenarios[\\/]ocs[\\/]demo))\.ts$/;

/** The app's package.json, whose version src/app/version.ts reads (the runner's chunk holds it). */
const APP_PACKAGE = fileURLToPath(new URL('./package.json', import.meta.url));

/** The chunks of one language each (scripts/build/languages.ts), found when the bundle is written. */
const oneLanguage: LanguageFiles = { en: [], es: [], fr: [] };

export default defineConfig({
  plugins: [
    workerChunk(),
    preact(),
    languageFiles(oneLanguage),
    VitePWA({
      // The player decides when a new version takes over (src/ui/shell/pwa.ts uses workbox-window).
      registerType: 'prompt',
      injectRegister: false,
      // the page's own icon is inline in index.html and the manifest names only PNGs: public/icons/icon.svg is the
      // drawing they are made from (scripts/make-icons.mjs), which nothing fetches, so it is not precached either
      includeAssets: ['icons/apple-touch-icon.png'],
      // the manifest's PNG icons are read by the browser when the app is installed (online), never by a page: not
      // worth 10 KB of every device's cache (as the store screenshots below)
      includeManifestIcons: false,
      manifest: {
        // a stable identity, so the installed app stays the same app if start_url ever changes
        id: '/',
        name: 'Sandtable: board wargames on a tablet',
        short_name: 'Sandtable',
        description: 'Play FAB, FUBAR and the OCS movement phase on one tablet, offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f5c8a',
        background_color: '#f4f1ea',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Continue the last game',
            short_name: 'Continue',
            url: '/#/continue',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Rules reference',
            short_name: 'Rules',
            url: '/#/rules',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // the README's screenshots (docs/screenshots, copied to public/screenshots; not precached)
        screenshots: [
          {
            src: '/screenshots/home-tablet.png',
            sizes: '1024x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Saved games and scenarios',
          },
          {
            src: '/screenshots/fab-map-1024x768.png',
            sizes: '1024x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'A FAB game on the area map',
          },
          {
            src: '/screenshots/fubar-tablet.png',
            sizes: '1024x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'FUBAR at the table',
          },
          {
            src: '/screenshots/ocs-tablet.png',
            sizes: '1024x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'OCS movement on the hex map',
          },
          {
            src: '/screenshots/home-phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Saved games on a phone',
          },
          {
            src: '/screenshots/fab-map-390x844.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'A FAB game on a phone',
          },
        ],
        // the app's own files opened from the system (Chromium desktop, ChromeOS) open in the installed app, which
        // imports them through the same path as the import buttons (src/ui/home/launch.ts): games (.sandtable;
        // older .json game files still import through the Import button) and FAB scenarios (.sandtable-scenario)
        file_handlers: [
          {
            action: '/',
            accept: {
              'application/x-sandtable-game+json': ['.sandtable'],
              'application/x-sandtable-scenario+json': ['.sandtable-scenario'],
            },
          },
        ],
        // files another app shares with the installed app (Android's share sheet): the service worker keeps them,
        // offline too (public/share-target.js), and the app imports them at #/inbox (src/ui/drafts/MyScenarios.tsx)
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            files: [
              {
                name: 'files',
                accept: ['.sandtable', '.sandtable-scenario', '.json', 'application/json', 'application/octet-stream'],
              },
            ],
          },
        },
        launch_handler: { client_mode: ['focus-existing', 'auto'] },
      },
      workbox: {
        // Everything the app needs offline: shell, every system's chunk, every scenario, the reference.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // the store screenshots are for install prompts only: not worth a megabyte of every device's cache; nor the
        // install icons
        globIgnores: [
          'screenshots/**',
          'icons/icon-192.png',
          'icons/icon-512.png',
          'icons/maskable-512.png',
          'icons/icon.svg',
        ],
        navigateFallback: '/index.html',
        // the share target's POST (public/share-target.js): its own fetch handler, before the precache's routes; the
        // player's language of the one-language chunks, kept apart from the precache (scripts/build/languages.ts)
        importScripts: ['share-target.js', 'lang-cache.js'],
        manifestTransforms: [
          (entries) => {
            const apart = new Set(Object.values(oneLanguage).flat());
            return Promise.resolve({ manifest: entries.filter((e) => !apart.has(e.url)), warnings: [] });
          },
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // workbox-window's package points bundlers at its ES5 build (async functions turned into state machines); the app
  // targets es2022, so its modern build serves: the same code, its chunk 2,199 -> 1,316 bytes gzip in the precache
  resolve: {
    alias: [
      {
        find: /^workbox-window$/,
        replacement: fileURLToPath(
          new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url),
        ),
      },
    ],
  },
  // the FAB opponent's Web Worker (src/ai/fab/worker.ts) is a chunk of the app's build (workerChunk above)
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group holds the modules it names, not what they import (xstate, the common rules: FUBAR's and OCS's too)
          includeDependenciesRecursively: false,
          groups: [
            // The home screen's shared modules in one chunk (preact and signals, idb and the store's open path, the
            // strings registry and its typed front): every screen loads them first, and in five chunks they cost more
            // gzip and requests. Not src/rules/common/narrow.ts: the FAB opponent's worker imports it (no preact there).
            {
              name: 'shell',
              test: /[\\/](?:node_modules[\\/](?:preact|@preact[\\/]signals(?:-core)?|idb)[\\/]|src[\\/](?:i18n[\\/](?:registry|index)|store[\\/](?:schema|replica-record|db|errors|saved))\.ts$)/,
            },
            // What every system's engine shares (the common rules' contract and results, the part slot) in one chunk:
            // every game screen and the FAB opponent's worker load all of it, and split by who else imports each module
            // it came in nine chunks. Not valibot and the event gate (machines/validate.ts): FUBAR's and OCS's screens
            // draw a stored game without them (their checks are a later part, issue 30).
            {
              name: 'engine-common',
              test: /[\\/](?:src[\\/]rules[\\/]common[\\/](?:engine|result|lookup|rulings|own|dice)\.ts$|machines[\\/](?:part-slot|remembered)\.ts$|src[\\/]app[\\/]take-back\.ts$)/,
            },
            // xstate and the chart runner: FUBAR's screen loads them first, FAB's and OCS's with a later part (their turn
            // and phase charts, machines/fab/turn-part.ts, machines/ocs/chart-part.ts: a stored game is drawn from what
            // it stores, issue 30).
            {
              name: 'charts',
              test: /[\\/](?:node_modules[\\/]xstate[\\/]|machines[\\/](?:pure-transition|chart-runner|chart-meta)\.ts$)/,
            },
            // The map's pan and zoom (src/ui/map): apart, two chunks that the FAB map loads together; one chunk is less
            // precache and fewer requests (issue 30: 0.2 KB off the FAB screen and the precache), though the OCS map
            // (usePanZoom alone) then loads useMapView's 0.4 KB too, within its budget.
            { name: 'map-view', test: /[\\/]src[\\/]ui[\\/]map[\\/](?:useMapView\.tsx|usePanZoom\.ts)$/ },
            // What every game fetches right after it opens, not awaited: the table tools, the notice of a move not
            // stored (src/ui/game/host-parts.tsx prefetchHostParts) and the check of the moves the opening did not
            // replay (src/app/session/older.ts, behind the screen) with its replay in slices (slices.ts, which the
            // check of a game's moves under newer rules uses too): one chunk, not four (issue 30).
            {
              name: 'host-later',
              test: /[\\/]src[\\/](?:ui[\\/]game[\\/](?:TableTools|StorageProblem)\.tsx|app[\\/]session[\\/](?:older|slices)\.ts)$/,
            },
            // The checks of what comes from outside the store (valibot, the event gate, the common field checks) with
            // FAB's (FAB_CHECKS): the editor and the import paths load them, the game screens only after a game's first
            // drawing (issue 30); one chunk, not four (0.4 KB less in the precache than FAB's apart).
            {
              name: 'checks',
              test: (id: string) =>
                FAB_CHECKS.test(id) ||
                /[\\/](?:node_modules[\\/]valibot[\\/]|src[\\/]rules[\\/]common[\\/]checked\.ts$|machines[\\/]validate\.ts$)/.test(
                  id,
                ),
            },
            // FUBAR's and OCS's engine checks (machines/<system>/checks.ts, the schemas of events, snapshots, rosters,
            // scenarios and charts), each one chunk beside its engine's, and each engine with its rules and the runner's
            // module of the system (src/app/systems/<system>.ts) in one chunk: left to the splitter, the rules the two
            // share made small chunks of their own (5 KB more in the precache).
            { name: 'fubar-checks', test: (id: string) => FUBAR_CHECKS.test(id) },
            { name: 'ocs-checks', test: (id: string) => OCS_CHECKS.test(id) },
            {
              name: 'fubar-engine',
              test: (id: string) =>
                !FUBAR_CHECKS.test(id) &&
                /[\\/](?:(?:machines|src[\\/]rules)[\\/]fubar[\\/]|src[\\/]app[\\/]systems[\\/]fubar\.ts$)/.test(id),
            },
            {
              name: 'ocs-engine',
              test: (id: string) =>
                !OCS_CHECKS.test(id) &&
                /[\\/](?:(?:machines|src[\\/]rules)[\\/]ocs[\\/]|src[\\/]app[\\/]systems[\\/]ocs\.ts$)/.test(id),
            },
            // The game runner's modules shared beyond the game host (the replay, the slot of the log's lines, the engines'
            // table, who holds the tablet, the record's store, the loader of the notices' and replay's strings): every
            // game screen loads them all; apart, they were eight chunks. The log's lines themselves (src/app/log-lines.ts)
            // come with the FAB engine, whose screens alone read them (issue 30: 1 KB off FUBAR's and OCS's).
            {
              name: 'runner',
              // with the app's version (package.json: version.ts alone reads it; apart it was a 49-byte chunk) and the
              // game screens' one-tap-at-a-time guard (src/ui/game/one-at-a-time.ts: every screen has it, and apart it
              // was a chunk of its own; issue 30: 0.2 KB of precache)
              test: (id: string) =>
                id === APP_PACKAGE ||
                /[\\/]src[\\/](?:app[\\/](?:log-lines-slot|tablet|version|engine-loaders|engines|orders|replay)|store[\\/]games|rules[\\/]common[\\/]orders|i18n[\\/]screens[\\/]load-later|ui[\\/]game[\\/]one-at-a-time)\.ts$/.test(
                  id,
                ),
            },
            // The FAB engine (its rules and charts) in one chunk: a FAB game needs all of it, and split by who else
            // shares each module (the opponent's worker, the combat panel, the editor's checks) it came in five
            // chunks that compress worse (3.4 KB gzip more, issue 30). FUBAR and OCS share none of it.
            // The opponent's view of a side (src/ai/fab/input.ts) goes with it: the engine's log lines make it, and left
            // in the FAB screen's chunk it made the two chunks import each other, so that whichever loaded second
            // ran first (the engine was made before its rulings were: "reading 'filter'" on a game of older rules).
            // The log's lines (src/app/log-lines.ts) too: only the FAB screens read them, and alone they were a chunk. So
            // do the runner's module of FAB (src/app/systems/fab.ts) and take-back's entries it brings (issue 30: two
            // chunks fewer in the FAB screen's first load).
            // The combat round's rules and chart (machines/fab/combat-rules.ts), a part the engine takes when it comes
            // (machines/fab/combat-part.ts): a game fetches it when it has fought, or when a battle nears (issue 30).
            // The turn chart (machines/fab/turn-part.ts) too, a part the engine takes when it comes: a stored game is drawn
            // from its cache of the last move without it, and a game that has fought fetches the combat rules as it opens
            // (apart, the two were 1 KB more in the precache).
            { name: 'fab-combat', test: (id: string) => isFabCombat(id) || FAB_TURN.test(id) },

            {
              name: 'fab-engine',
              test: (id: string) =>
                !isFabCombat(id) &&
                !FAB_TURN.test(id) &&
                !FAB_CHECKS.test(id) &&
                /[\\/](?:(?:machines|src[\\/]rules)[\\/]fab[\\/]|src[\\/]ai[\\/]fab[\\/]input\.ts$|src[\\/]app[\\/](?:log-lines|take-back-entries|systems[\\/]fab)\.ts$)/.test(
                  id,
                ),
            },
            // The FAB screen's own modules in one chunk with src/ui/fab/index.tsx: left to the splitter, those the later
            // parts share with it (the log's words, the blocks) made a chunk of their own that compressed worse
            // (issue 30: 1.3 KB on the screen, 5 KB more in the precache). The parts fetched later stay apart. The two
            // modules outside src/ui/fab that only the screen imports go with it: left in the entry's chunk, they made
            // it and this one import each other (a loop of chunks: tests/e2e/chunks.e2e.mjs).
            {
              name: 'fab-screen',
              test: (id: string) =>
                (/[\\/]src[\\/]ui[\\/]fab[\\/][\w-]+\.(?:tsx?|css)$/.test(id) &&
                  !FAB_LATER.test(id) &&
                  !/[\\/]index\.tsx$/.test(id)) ||
                // ui/same-props: the FAB map's areas use it (left out, it joined the FAB entry's chunk: a loop)
                /[\\/]src[\\/](?:app[\\/]looked|i18n[\\/]fab[\\/]load-later|ui[\\/]same-props)\.ts$/.test(id) ||
                // the hand-off panel and take-back's desk: only FAB games fetch them, each as it opens (issue 30: apart,
                // two more chunks in the FAB screen's first load)
                /[\\/]src[\\/](?:ui[\\/]game[\\/]Handoff\.tsx|app[\\/]session[\\/]take-back\.ts)$/.test(id),
            },
            // The solo opponent's search, for its worker and a solo game's log (its explanation of its attacks); the
            // few modules the screen itself uses to talk to the worker (client, input, rng, protocol) stay apart.
            {
              name: 'fab-opponent',
              test: (id: string) =>
                /[\\/]src[\\/]ai[\\/]fab[\\/]/.test(id) && !/[\\/](?:client|input|rng|protocol|worker)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
});
