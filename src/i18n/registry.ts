/**
 * The registry of interface strings and the untyped lookups: namespaces register their strings here
 * (`register`, `registerLoader`) and the language signal lives here. It imports no namespace, so a namespace
 * module may import it without an import loop; ./index.ts adds `t` and `tn`, typed by the keys of every
 * namespace (./keys.ts), and re-exports the rest.
 */
import { effect, signal } from '@preact/signals';

export type Lang = 'en' | 'es' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'es', 'fr'];
export type Messages = Readonly<Record<string, string>>;
/**
 * A language's strings of a namespace, typed by the English ones: a key missing in Spanish or French, or a key
 * that English does not have (a typo), is a type error.
 */
export type Dictionary<En extends Messages> = { readonly [K in keyof En]: string };
export interface Namespace {
  readonly en: Messages;
  readonly es: Messages;
  readonly fr: Messages;
}

export function detectLang(
  langs: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [],
): Lang {
  for (const l of langs) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'es' || base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

export const lang = signal<Lang>(detectLang());

/** A namespace's strings by language: all three for the small namespaces, only the fetched ones for a big one. */
const catalog: Record<string, Partial<Record<Lang, Messages>>> = {};
/** Big namespaces fetch one language at a time, in parts (`registerLoader`): part id -> its namespace and loader. */
const loaders = new Map<string, { readonly ns: string; readonly load: (l: Lang) => Promise<Messages> }>();
/** `part|lang` of the parts fetched (done) or on their way. */
const done = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** Bumped when a language's strings arrive, so the components that showed another language re-render. */
const arrived = signal(0);

/** Make a namespace's strings available (added to those already there: a namespace may come in parts). Called by
 * the module that owns them, at import time. */
export function register(ns: string, messages: Namespace): void {
  const c = (catalog[ns] ??= {});
  for (const l of LANGS) c[l] = { ...c[l], ...messages[l] };
  forget();
}

/**
 * Let a big namespace's strings be fetched one language at a time, in one or more parts (`part` names one:
 * `fab` for the screen's words, `fab/err` for its refusal sentences): the player's language of the parts a
 * screen needs before it shows (`loadLang`), the rest later, another language when the player switches (then
 * `t` says the words in a language already here, and re-renders once the new one arrives).
 */
export function registerLoader(ns: string, load: (l: Lang) => Promise<Messages>, part: string = ns): void {
  loaders.set(part, { ns, load });
  catalog[ns] ??= {};
}

/** One module per language, each a chunk of its own (`{ en: () => import('./en'), ... }`), as a loader by language:
 * a literal `import()` per language lets the build split them. */
export type PerLang<T> = { readonly [L in Lang]: () => Promise<T> };
export const perLang =
  <T>(modules: PerLang<T>) =>
  (l: Lang): Promise<T> =>
    modules[l]();

/** A part's strings in one language. */
export type Loader = (l: Lang) => Promise<Messages>;

/**
 * A game system's strings (`ns`: `fab`, `fubar`, `ocs`): its screen's words and its refusal sentences (part
 * `<ns>/err`), one language at a time. Returns what the screen awaits: the player's language of the words (and of
 * the parts named in `also`, registered by the caller); the refusals start on their way too, not awaited (until
 * they arrive a refusal reads in the engine's English).
 */
export function systemStrings(ns: string, words: Loader, refusals: Loader, also: readonly string[] = []) {
  registerLoader(ns, words);
  registerLoader(ns, refusals, `${ns}/err`);
  return (): Promise<void> => {
    loadLang(lang.value, [`${ns}/err`]).catch(() => undefined);
    return loadLang(lang.value, [ns, ...also]);
  };
}

/**
 * Fetch language `l` of the parts named (default: every part registered), idempotent; a failed fetch is
 * tried again on the next call.
 */
export function loadLang(l: Lang = lang.value, parts?: readonly string[]): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const [part, { ns, load }] of loaders) {
    if (parts && !parts.includes(part)) continue;
    const id = `${part}|${l}`;
    if (done.has(id)) continue;
    let p = loading.get(id);
    if (!p) {
      p = load(l).then(
        (m) => {
          catalog[ns] = { ...catalog[ns], [l]: { ...catalog[ns]?.[l], ...m } };
          forget();
          done.add(id);
          loading.delete(id);
          arrived.value++;
        },
        (e: unknown) => {
          loading.delete(id);
          throw e;
        },
      );
      loading.set(id, p);
    }
    waits.push(p);
  }
  return Promise.all(waits).then(() => undefined);
}

/** The app-shell strings fetched after the first paint, in the player's language: the refusal sentences of files
 * and backups and the recovery notice (src/i18n/core-later.ts), and the strings of the screens but home
 * (src/i18n/screens/load.ts: a refusal may name a rules version or a move); awaited by the flows that show them.
 * Never rejects. */
export function laterStringsReady(): Promise<void> {
  return loadLang(lang.value, ['core/later', 'core/screens', 'play', 'core/more']).catch(() => undefined);
}

// A language switch (Settings, or the stored choice read after start-up) fetches that language of every
// namespace loaded by language at once, before a screen asks for its words.
effect(() => {
  const l = lang.value;
  if (loaders.size) loadLang(l).catch(() => undefined);
});

/** Whether a part of namespace `ns` in language `l` is still to be fetched. */
function missing(ns: string, l: Lang): boolean {
  for (const [part, x] of loaders) if (x.ns === ns && !done.has(`${part}|${l}`)) return true;
  return false;
}

function partsOf(ns: string): string[] {
  return [...loaders].filter(([, x]) => x.ns === ns).map(([part]) => part);
}

/** The strings found in the language asked for, by key: a map screen asks for the same few keys by the hundred in
 * one drawing (its areas' and blocks' spoken labels), and a key's cut into namespace and name, each a new string to
 * hash, cost more than the rest of the lookup (issue 30: the open path of a game). Emptied whenever strings are
 * added or replaced. */
const found: Record<Lang, Map<string, string>> = { en: new Map(), es: new Map(), fr: new Map() };
const forget = () => LANGS.forEach((l) => found[l].clear());

function lookup(key: string, l: Lang): string | undefined {
  const hit = found[l].get(key);
  if (hit !== undefined) return hit;
  const dot = key.indexOf('.');
  const name = key.slice(0, dot);
  const ns = catalog[name];
  if (!ns) return undefined;
  const k = key.slice(dot + 1);
  const own = ns[l]?.[k];
  if (own !== undefined) {
    found[l].set(key, own);
    return own;
  }
  if (loaders.size && missing(name, l)) {
    // not here yet (the player switched language, or a part fetched after the screen showed): fetch it, and
    // meanwhile say it in a language already here
    if (l === lang.value) {
      void arrived.value;
      // only this namespace's parts: a home-screen word of a later part must not fetch every game's words
      loadLang(l, partsOf(name)).catch(() => undefined);
    }
    for (const other of LANGS) if (ns[other]?.[k] !== undefined) return ns[other]?.[k];
    return undefined;
  }
  return ns.en?.[k];
}

function fill(text: string, params: Readonly<Record<string, string | number>> | undefined, l: Lang): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    // a whole number under 1,000 reads the same in every language here (no grouping, Latin digits): the map's
    // labels fill in such numbers by the hundred, and an Intl formatter is slow to call before it is warm
    if (typeof v !== 'number') return v;
    return Number.isInteger(v) && v >= 0 && v < 1000 ? String(v) : formatNumber(v, l);
  });
}

function translate(key: string, params?: Readonly<Record<string, string | number>>): string {
  const l = lang.value;
  const text = lookup(key, l);
  return text === undefined ? key : fill(text, params, l);
}

/**
 * Translate a key built at run time from data (a terrain id read from a chart, a rejection's code, a family
 * such as `fab.status.${marker}`): checked when it is used, not when it is compiled. A missing key shows the
 * key itself, never crashes. Prefer `t` with a literal key everywhere else.
 */
export function td(key: string, params?: Readonly<Record<string, string | number>>): string {
  return translate(key, params);
}

/** Whether `ns.key` has a string (in English, or in the player's language for a namespace fetched by language). */
export function has(key: string): boolean {
  return lookup(key, lang.value) !== undefined || lookup(key, 'en') !== undefined;
}

/** Say a coded message (a Rejection's `code` and `params`) in the player's language, or its English text. */
export function say(
  m: { readonly message: string; readonly code?: string; readonly params?: Readonly<Record<string, string | number>> },
  ns = 'core',
): string {
  if (!m.code || !has(`${ns}.${m.code}`)) return m.message;
  if (!m.code.startsWith('import.') || typeof m.params?.['path'] !== 'string')
    return translate(`${ns}.${m.code}`, m.params);
  return capitalise(translate(`${ns}.${m.code}`, plainField(m.params)));
}

const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase(lang.value) + s.slice(1);

/** Names a refused field in plain words (src/i18n/fields.ts): it comes with the refusal sentences
 * (src/i18n/core-later.ts, which hands it in), so the home screen does not carry it. */
let fieldWords: ((path: string, l: Lang) => string) | null = null;
export function setFieldWords(words: (path: string, l: Lang) => string): void {
  fieldWords = words;
}

/** An import refusal's field in plain words ("the name of the game"), and the reason of a damaged file in
 * the same words as a refused field (`import.field.<reason>`), never the validator's English. */
function plainField(params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const path = String(params['path']);
  const p: Record<string, string | number> = { ...params, path: fieldWords ? fieldWords(path, lang.value) : path };
  const reason = params['reason'];
  if (typeof reason === 'string' && has(`core.import.field.${reason}`))
    p['detail'] = capitalise(translate(`core.import.field.${reason}`, p));
  return p;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural form of a family named at run time for `count` (`key.zero` if present and count is 0, else CLDR
 * one/other...); `tn` in ./index.ts is the same with a typed family. */
export function tnd(key: string, count: number, params?: Readonly<Record<string, string | number>>): string {
  const l = lang.value;
  if (count === 0 && lookup(`${key}.zero`, l) !== undefined) return translate(`${key}.zero`, { count, ...params });
  let pr = pluralRules.get(l);
  if (!pr) pluralRules.set(l, (pr = new Intl.PluralRules(l)));
  const form = pr.select(count);
  const k = lookup(`${key}.${form}`, l) !== undefined ? `${key}.${form}` : `${key}.other`;
  return translate(k, { count, ...params });
}

/** Intl formatters are costly to build (a map screen fills in hundreds of numbers): one per language and
 * options, built on first use. */
const formatters = new Map<string, unknown>();
function formatter<F>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

export function formatNumber(n: number, l: Lang = lang.value, opts?: Intl.NumberFormatOptions): string {
  return formatter(`n|${l}|${opts ? JSON.stringify(opts) : ''}`, () => new Intl.NumberFormat(l, opts)).format(n);
}

export function formatDate(ms: number, l: Lang = lang.value): string {
  return formatter(`d|${l}`, () => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(ms);
}

/** "3 minutes ago" style, for the saved-games list. */
export function formatRelative(ms: number, now: number, l: Lang = lang.value): string {
  const rtf = formatter(`r|${l}`, () => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  const s = Math.round((ms - now) / 1000);
  const abs = Math.abs(s);
  if (abs < 60) return rtf.format(s, 'second');
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86400), 'day');
}
