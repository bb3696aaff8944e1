/** Renders reference body text: paragraphs, "- " lists and [[cross-references]] as links. Never HTML. */
import type { ComponentChildren } from 'preact';
import type { SystemId } from '../../rules/common/engine';
import type { RefTable } from '../../reference/types';

function inline(text: string, system: SystemId): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /\[\[(?:(fab|fubar|ocs):)?([^\]]+)\]\]/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const sys = (m[1] as SystemId | undefined) ?? system;
    out.push(
      <a key={m.index} href={`#/rules/${sys}/${encodeURIComponent(m[2]!)}`}>
        {sys === system ? m[2] : `${sys.toUpperCase()} ${m[2]}`}
      </a>,
    );
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function RefText({ text, system }: { text: string; system: SystemId }) {
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
                <li key={j}>{inline(l.slice(2), system)}</li>
              ))}
            </ul>
          );
        }
        const lead = lines.filter((l) => !l.startsWith('- '));
        const items = lines.filter((l) => l.startsWith('- '));
        return (
          <div key={i}>
            {lead.length ? <p>{inline(lead.join(' '), system)}</p> : null}
            {items.length ? (
              <ul>
                {items.map((l, j) => (
                  <li key={j}>{inline(l.slice(2), system)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

export function RefTables({ tables, system }: { tables: readonly RefTable[]; system: SystemId }) {
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
                        {inline(c, system)}
                      </th>
                    ) : (
                      <td key={k}>{inline(c, system)}</td>
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
