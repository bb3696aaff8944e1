/**
 * The rules reference at the table: a system's contents, quick cards, search as you type, a section with
 * its tables and links, bookmarks and recently viewed sections. Deep link: #/rules/fab/6.42.
 */
import { signal } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import '../../i18n/ref';
import { lang, LANGS, t, type Lang } from '../../i18n';
import type { SystemId } from '../../rules/common/engine';
import { childrenOf, findSection, hasBook, loadBook, REF_SYSTEMS } from '../../reference';
import { addBooks, addBooksAsync, buildIndex, search, type Hit, type RefIndex } from '../../reference/search';
import type { RefBook } from '../../reference/types';
import { addRecent, listMarks, setBookmark, type ReferenceMark } from '../../app/bookmarks';
import { href, navigate, route } from '../router';
import { RefTables, RefText } from './RefText';
import './reference.css';
import { Icon } from '../icons';

const books = signal<Partial<Record<SystemId, RefBook>>>({});
const booksLang = signal<string>('');
/** One search index over every language's books (search in any language); `indexed` counts what it holds. */
let index: RefIndex | null = null;
const indexed = signal(0);
const indexedKeys = new Set<string>();

function indexBook(l: Lang, b: RefBook): void {
  const key = `${b.system}.${l}`;
  if (indexedKeys.has(key)) return;
  indexedKeys.add(key);
  if (index) addBooks(index, [b]);
  else index = buildIndex([b]);
  indexed.value = indexedKeys.size;
}

/** The other languages' books, added to the index in small steps after the interface language's. */
async function indexOthers(l: Lang): Promise<void> {
  for (const other of LANGS) {
    if (other === l) continue;
    const todo = REF_SYSTEMS.filter((s) => hasBook(s, other) && !indexedKeys.has(`${s}.${other}`));
    if (!todo.length) continue;
    todo.forEach((s) => indexedKeys.add(`${s}.${other}`)); // before any wait: a second call skips them
    let bs: RefBook[];
    try {
      bs = (await Promise.all(todo.map((s) => loadBook(s, other)))).filter((b): b is RefBook => !!b);
    } catch {
      // a language this device does not hold, offline (issue 30: the worker keeps the player's): searched without
      // it, and tried again the next time the reference opens
      todo.forEach((s) => indexedKeys.delete(`${s}.${other}`));
      continue;
    }
    if (index) await addBooksAsync(index, bs, other);
    else index = buildIndex(bs);
    // one redraw per language, not per step: the results of a query being typed change at most twice
    indexed.value = indexedKeys.size;
  }
}

function useBooks(): Partial<Record<SystemId, RefBook>> {
  const l = lang.value;
  useEffect(() => {
    if (booksLang.value === l) return;
    let live = true;
    void Promise.all(REF_SYSTEMS.map((s) => loadBook(s, l))).then(
      (bs) => {
        if (!live) return;
        const next: Partial<Record<SystemId, RefBook>> = {};
        bs.forEach((b) => b && (next[b.system] = b));
        books.value = next;
        booksLang.value = l;
        // The interface language is searchable at once; the other languages join in small steps, so that typing
        // never waits for a whole index to be built.
        for (const b of bs) if (b) indexBook(l, b);
        void indexOthers(l);
      },
      () => {
        // offline, a language this device does not hold (issue 30): the books shown stay, and the next visit or
        // language tries again (a switch to such a language is taken back at once; it was an unhandled rejection)
      },
    );
    return () => {
      live = false;
    };
  }, [l]);
  return books.value;
}

export function Reference({
  system,
  section,
  query,
}: {
  system?: SystemId | undefined;
  section?: string | undefined;
  query?: string | undefined;
}) {
  const all = useBooks();
  const [q, setQ] = useState(query ?? '');
  const [marks, setMarks] = useState<{ bookmarks: ReferenceMark[]; recent: ReferenceMark[] }>({
    bookmarks: [],
    recent: [],
  });
  const n = indexed.value;
  const hits: Hit[] = useMemo(() => (index && q ? search(index, q) : []), [n, q]);
  // Back from a result brings the query back (it is kept in the address, see the result links).
  useEffect(() => setQ(query ?? ''), [query, system, section]);
  const mainRef = useRef<HTMLElement>(null);

  const refreshMarks = () =>
    void Promise.all([listMarks('bookmark'), listMarks('recent')])
      .then(([bookmarks, recent]) => setMarks({ bookmarks, recent }))
      .catch(() => undefined);
  useEffect(refreshMarks, []);
  useEffect(() => {
    if (system && section) {
      void addRecent(system, section, Date.now())
        .then(refreshMarks)
        .catch(() => undefined);
      mainRef.current?.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    }
  }, [system, section]);

  const book = system ? all[system] : undefined;
  const sec = book && section ? findSection(book, section) : undefined;
  const bookmarked = !!(system && sec && marks.bookmarks.some((m) => m.system === system && m.section === sec.id));
  const cameFromApp = typeof history !== 'undefined' && history.length > 1;
  const title = (s: SystemId, id: string) => all[s]?.sections.find((x) => x.id === id)?.title ?? '';

  return (
    <div class="st-ref">
      <header class="st-topbar st-ref-top">
        {cameFromApp ? (
          <button type="button" class="st-btn" onClick={() => history.back()}>
            <Icon name="left" /> {t('core.back')}
          </button>
        ) : (
          <a class="st-btn" href="#/">
            {t('core.home')}
          </a>
        )}
        <h1 class="st-ref-h1">{t('ref.title')}</h1>
        <label class="st-ref-search">
          <span class="st-visually-hidden">{t('ref.search')}</span>
          <input
            type="search"
            value={q}
            placeholder={t('ref.searchPlaceholder')}
            aria-label={t('ref.search')}
            aria-controls="ref-results"
            onInput={(e) => setQ(e.currentTarget.value)}
          />
        </label>
      </header>
      <nav class="st-ref-systems st-row" aria-label={t('ref.systems')}>
        {REF_SYSTEMS.map((s) => (
          <a
            key={s}
            class={`st-btn${s === system ? ' st-btn-primary' : ''}`}
            aria-current={s === system ? 'page' : undefined}
            href={href({ name: 'rules', system: s })}
          >
            {t(`core.system.${s}`)}
          </a>
        ))}
      </nav>
      {/* issue 27: while searching, a phone lists the results right under the search box (./reference.css) */}
      <div class={`st-ref-body${q ? ' st-ref-searching' : ''}`}>
        <aside class="st-ref-side" aria-label={t('ref.navigation')}>
          {q ? (
            <section id="ref-results" aria-live="polite">
              <h2>{t('ref.results')}</h2>
              {hits.length === 0 ? (
                <p class="st-muted">{t('ref.noResults')}</p>
              ) : (
                <ol class="st-ref-list">
                  {hits.map((h) => (
                    <li key={`${h.system}:${h.id}`}>
                      <a
                        href={href({ name: 'rules', system: h.system, section: h.id })}
                        onClick={() => {
                          const here = route.value;
                          if (here.name === 'rules') history.replaceState(null, '', href({ ...here, query: q }));
                        }}
                      >
                        <span class="st-ref-num">
                          {h.system.toUpperCase()} {/^\d/.test(h.id) ? h.id : ''}
                        </span>{' '}
                        {title(h.system, h.id) || h.title}
                      </a>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ) : book ? (
            <>
              {book.cards.length ? (
                <section>
                  <h2>{t('ref.cards')}</h2>
                  <ul class="st-ref-list">
                    {book.cards.map((c) => (
                      <li key={c.id}>
                        <a href={href({ name: 'rules', system: book.system, section: `card:${c.id}` })}>{c.title}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section>
                <h2>{t('ref.contents')}</h2>
                <ul class="st-ref-list st-ref-toc">
                  {book.sections.map((s) => (
                    <li key={s.id} class={s.parent ? 'st-ref-child' : ''}>
                      <a
                        href={href({ name: 'rules', system: book.system, section: s.id })}
                        aria-current={sec?.id === s.id ? 'page' : undefined}
                      >
                        {/^\d/.test(s.id) ? <span class="st-ref-num">{s.id}</span> : null} {s.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : (
            <>
              <MarkList
                heading={t('ref.bookmarks')}
                marks={marks.bookmarks}
                empty={t('ref.noBookmarks')}
                title={title}
              />
              <MarkList heading={t('ref.recent')} marks={marks.recent} empty={t('ref.noRecent')} title={title} />
            </>
          )}
        </aside>
        <main class="st-ref-main" ref={mainRef} tabIndex={-1} aria-live="polite">
          {section?.startsWith('card:') && book ? (
            <Card book={book} id={section.slice(5)} />
          ) : sec && book ? (
            <article aria-labelledby="ref-sec-title">
              <h2 id="ref-sec-title" class="st-ref-title">
                {/^\d/.test(sec.id) ? <span class="st-ref-num">{sec.id}</span> : null} {sec.title}
              </h2>
              {sec.id !== section && /^\d/.test(section ?? '') ? (
                <p class="st-muted">{t('ref.nearest', { asked: section ?? '' })}</p>
              ) : null}
              <div class="st-row">
                <button
                  type="button"
                  class="st-btn"
                  aria-pressed={bookmarked}
                  onClick={async () => {
                    await setBookmark(book.system, sec.id, !bookmarked, Date.now());
                    refreshMarks();
                  }}
                >
                  <Icon name={bookmarked ? 'star' : 'starOutline'} />{' '}
                  {bookmarked ? t('ref.bookmarked') : t('ref.bookmark')}
                </button>
                {sec.parent ? (
                  <a class="st-btn" href={href({ name: 'rules', system: book.system, section: sec.parent })}>
                    <Icon name="up" /> {sec.parent} {title(book.system, sec.parent)}
                  </a>
                ) : null}
              </div>
              <RefText text={sec.body} system={book.system} />
              {sec.tables ? <RefTables tables={sec.tables} system={book.system} /> : null}
              {childrenOf(book, sec.id).length ? (
                <nav aria-label={t('ref.subsections')}>
                  <h3>{t('ref.subsections')}</h3>
                  <ul class="st-ref-list">
                    {childrenOf(book, sec.id).map((c) => (
                      <li key={c.id}>
                        <a href={href({ name: 'rules', system: book.system, section: c.id })}>
                          {/^\d/.test(c.id) ? `${c.id} ` : ''}
                          {c.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </article>
          ) : section && book ? (
            <p role="alert">{t('ref.missing', { section })}</p>
          ) : (
            <div class="st-ref-welcome">
              <p>{t('ref.welcome')}</p>
              {!system ? <p class="st-muted">{t('ref.pickSystem')}</p> : null}
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

/** The bookmarks or the recently read sections, each a link to its section (or a line saying there are none). */
function MarkList({
  heading,
  marks,
  empty,
  title,
}: {
  heading: string;
  marks: readonly ReferenceMark[];
  empty: string;
  title: (s: SystemId, id: string) => string;
}) {
  return (
    <section>
      <h2>{heading}</h2>
      {marks.length ? (
        <ul class="st-ref-list">
          {marks.map((m) => (
            <li key={m.key}>
              <a href={href({ name: 'rules', system: m.system, section: m.section })}>
                {m.system.toUpperCase()} {m.section} {title(m.system, m.section)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p class="st-muted">{empty}</p>
      )}
    </section>
  );
}

function Card({ book, id }: { book: RefBook; id: string }) {
  const card = book.cards.find((c) => c.id === id);
  if (!card) return <p role="alert">{t('ref.missing', { section: id })}</p>;
  // Section numbers written bare in a card ("6.42") link like [[6.42]] does, when the section exists.
  const known = (cite: string) => book.sections.some((s) => s.id === cite || s.id === cite.replace(/[a-z]$/, ''));
  return (
    <article class="st-ref-card" aria-labelledby="ref-card-title">
      <h2 id="ref-card-title">{card.title}</h2>
      <RefText text={card.body} system={book.system} known={known} />
      {card.tables ? <RefTables tables={card.tables} system={book.system} known={known} /> : null}
      <p class="st-row">
        {card.cites.map((c) => (
          <a key={c} class="st-btn" href={href({ name: 'rules', system: book.system, section: c })}>
            {c}
          </a>
        ))}
      </p>
    </article>
  );
}

export { navigate };
