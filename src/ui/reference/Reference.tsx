/**
 * The rules reference at the table: a system's contents, quick cards, search as you type, a section with
 * its tables and links, bookmarks and recently viewed sections. Deep link: #/rules/fab/6.42.
 */
import { signal } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import '../../i18n/ref';
import { lang, t } from '../../i18n';
import type { SystemId } from '../../rules/common/engine';
import { childrenOf, findSection, loadBook, REF_SYSTEMS } from '../../reference';
import { buildIndex, search, type Hit } from '../../reference/search';
import type { RefBook } from '../../reference/types';
import { addRecent, listMarks, setBookmark, type ReferenceMark } from '../../store';
import { href, navigate } from '../router';
import { RefTables, RefText } from './RefText';
import './reference.css';

const books = signal<Partial<Record<SystemId, RefBook>>>({});
const booksLang = signal<string>('');

function useBooks(): Partial<Record<SystemId, RefBook>> {
  const l = lang.value;
  useEffect(() => {
    if (booksLang.value === l) return;
    let live = true;
    void Promise.all(REF_SYSTEMS.map((s) => loadBook(s, l))).then((bs) => {
      if (!live) return;
      const next: Partial<Record<SystemId, RefBook>> = {};
      bs.forEach((b) => b && (next[b.system] = b));
      books.value = next;
      booksLang.value = l;
    });
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
  const index = useMemo(
    () => (Object.keys(all).length ? buildIndex(Object.values(all).filter((b) => b !== undefined)) : null),
    [all],
  );
  const hits: Hit[] = useMemo(() => (index && q ? search(index, q) : []), [index, q]);
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
            {t('core.back')}
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
            onInput={(e) => setQ((e.target as HTMLInputElement).value)}
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
      <div class="st-ref-body">
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
                      <a href={href({ name: 'rules', system: h.system, section: h.id })} onClick={() => setQ('')}>
                        <span class="st-ref-num">
                          {h.system.toUpperCase()} {/^\d/.test(h.id) ? h.id : ''}
                        </span>{' '}
                        {h.title}
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
              <section>
                <h2>{t('ref.bookmarks')}</h2>
                {marks.bookmarks.length ? (
                  <ul class="st-ref-list">
                    {marks.bookmarks.map((m) => (
                      <li key={m.key}>
                        <a href={href({ name: 'rules', system: m.system, section: m.section })}>
                          {m.system.toUpperCase()} {m.section} {title(m.system, m.section)}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="st-muted">{t('ref.noBookmarks')}</p>
                )}
              </section>
              <section>
                <h2>{t('ref.recent')}</h2>
                {marks.recent.length ? (
                  <ul class="st-ref-list">
                    {marks.recent.map((m) => (
                      <li key={m.key}>
                        <a href={href({ name: 'rules', system: m.system, section: m.section })}>
                          {m.system.toUpperCase()} {m.section} {title(m.system, m.section)}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="st-muted">{t('ref.noRecent')}</p>
                )}
              </section>
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
                  {bookmarked ? `★ ${t('ref.bookmarked')}` : `☆ ${t('ref.bookmark')}`}
                </button>
                {sec.parent ? (
                  <a class="st-btn" href={href({ name: 'rules', system: book.system, section: sec.parent })}>
                    ↑ {sec.parent} {title(book.system, sec.parent)}
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

function Card({ book, id }: { book: RefBook; id: string }) {
  const card = book.cards.find((c) => c.id === id);
  if (!card) return <p role="alert">{t('ref.missing', { section: id })}</p>;
  return (
    <article class="st-ref-card" aria-labelledby="ref-card-title">
      <h2 id="ref-card-title">{card.title}</h2>
      <RefText text={card.body} system={book.system} />
      {card.tables ? <RefTables tables={card.tables} system={book.system} /> : null}
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
