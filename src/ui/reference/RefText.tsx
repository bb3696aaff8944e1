/** Renders reference body text: paragraphs, "- " lists and [[cross-references]] as links. Never HTML. */
import type { ComponentChildren } from 'preact';
import type { SystemId } from '../../rules/common/engine';
import type { RefTable } from '../../reference/types';

/** A bare section number in running text ("see 6.42"), not part of a longer number or word. */
const BARE = /(?<![\w.])(\d+\.\d+[a-z]?)(?![\w.]*\d)/g;

/** Plain text with its bare section numbers turned into links, when `known` says the section exists. */
function bare(text: string, system: SystemId, known: ((id: string) => boolean) | undefined, key: number) {
  if (!known) return [text];
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(BARE)) {
    const id = m[1] ?? '';
    if (!known(id)) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(
      <a key={`${key}-${m.index}`} href={`#/rules/${system}/${encodeURIComponent(id)}`}>
        {id}
      </a>,
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function inline(text: string, system: SystemId, known?: (id: string) => boolean): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /\[\[(?:(fab|fubar|ocs):)?([^\]]+)\]\]/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(...bare(text.slice(last, m.index), system, known, m.index));
    const sys = (m[1] as SystemId | undefined) ?? system;
    out.push(
      <a key={m.index} href={`#/rules/${sys}/${encodeURIComponent(m[2]!)}`}>
        {sys === system ? m[2] : `${sys.toUpperCase()} ${m[2]}`}
      </a>,
    );
    last = re.lastIndex;
  }
  if (last < text.length) out.push(...bare(text.slice(last), system, known, text.length));
  return out;
}

/**
 * `known`, when given (quick cards), turns bare section numbers that name an existing section into links too.
 */
export function RefText({
  text,
  system,
  known,
}: {
  text: string;
  system: SystemId;
  known?: ((id: string) => boolean) | undefined;
}) {
  const blocks = text.split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        if (lines.length && lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.slice(2), system, known)}</li>
              ))}
            </ul>
          );
        }
        const lead = lines.filter((l) => !l.startsWith('- '));
        const items = lines.filter((l) => l.startsWith('- '));
        return (
          <div key={i}>
            {lead.length ? <p>{inline(lead.join(' '), system, known)}</p> : null}
            {items.length ? (
              <ul>
                {items.map((l, j) => (
                  <li key={j}>{inline(l.slice(2), system, known)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

export function RefTables({
  tables,
  system,
  known,
}: {
  tables: readonly RefTable[];
  system: SystemId;
  known?: ((id: string) => boolean) | undefined;
}) {
  return (
    <>
      {tables.map((tb, i) => (
        <div class="st-ref-table-wrap" key={i} tabIndex={0} role="region" aria-label={tb.caption}>
          <table class="st-ref-table">
            <caption>{tb.caption}</caption>
            <thead>
              <tr>
                {tb.head.map((h, j) => (
                  <th key={j} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tb.rows.map((row, j) => (
                <tr key={j}>
                  {row.map((c, k) =>
                    k === 0 ? (
                      <th key={k} scope="row">
                        {inline(c, system, known)}
                      </th>
                    ) : (
                      <td key={k}>{inline(c, system, known)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
