/**
 * FAB refusals in the player's language: every reject(...) in the FAB rules carries a stable code, each code
 * has a sentence in English, Spanish and French whose blanks the call fills, and the screens' helper turns the
 * ids in the params into the names of pieces and areas.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import { messages } from '../../../src/i18n/fab';
import { moveStep, strategicMove } from '../../../src/rules/fab/movement';
import type { Result } from '../../../src/rules/common/result';
import type { FabState } from '../../../src/rules/fab/types';
import { refusalText } from '../../../src/ui/fab/refusal';
import { viewFor } from '../../../src/rules/fab/view';
import { mini } from '../../rules/fab/fixture';

interface Call {
  where: string;
  code: string | null;
  params: string[] | null;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every reject(rule, message, code?, params?) call in the FAB rules and the FAB machines. */
function rejectCalls(): Call[] {
  const out: Call[] = [];
  for (const f of [...files('src/rules/fab'), ...files('machines/fab')]) {
    const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && n.expression.getText(src) === 'reject') {
        const [, , code, params] = n.arguments;
        const where = `${f}:${src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1}`;
        out.push({
          where,
          code: code && ts.isStringLiteral(code) ? code.text : null,
          params:
            params && ts.isObjectLiteralExpression(params)
              ? params.properties.map((p) => (p.name ? p.name.getText(src) : '...'))
              : params
                ? null
                : [],
        });
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return out;
}

const blanks = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const LANGS = ['en', 'es', 'fr'] as const;

const refused = (r: Result<FabState>) => {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r;
};

afterEach(() => {
  lang.value = 'en';
});

describe('FAB refusals carry a code with a sentence in every language', () => {
  const calls = rejectCalls();
  const rulesCalls = calls.filter((c) => c.where.startsWith('src/rules/fab'));

  it('every reject in src/rules/fab names a code (the UI translates by code)', () => {
    expect(rulesCalls.length).toBeGreaterThan(150);
    expect(rulesCalls.filter((c) => c.code === null).map((c) => c.where)).toEqual([]);
  });

  it('every code has an en, es and fr sentence with the same blanks, and each call fills them', () => {
    const problems: string[] = [];
    for (const c of calls) {
      // machines/fab: calls without a code keep their English sentence; scenario.* and restore.* are set-up and
      // saved-game errors the app shows, not refusals on the FAB screens
      if (c.code === null || /^(scenario|restore)\./.test(c.code)) continue;
      const key = `err.${c.code}`;
      const en = messages.en[key];
      if (en === undefined) {
        problems.push(`${c.where}: no en '${key}'`);
        continue;
      }
      for (const l of LANGS) {
        const text = messages[l]?.[key];
        if (text === undefined) problems.push(`${c.where}: no ${l} '${key}'`);
        else if (blanks(text).join() !== blanks(en).join()) problems.push(`${c.where}: ${l} '${key}' blanks differ`);
      }
      if (c.params !== null)
        for (const b of blanks(en))
          if (!c.params.includes(b)) problems.push(`${c.where}: '${key}' leaves {${b}} empty`);
    }
    expect(problems).toEqual([]);
  });
});

describe('FAB refusals as the player reads them', () => {
  it('5.1 stacking refusal in Spanish names the unit and the area', () => {
    const s = mini([
      ['i', 'blue', 'infantry', 'p1'],
      ['b', 'blue', 'infantry', 'p2'],
      ['c', 'blue', 'infantry', 'p2'],
    ]);
    const r = refused(moveStep(s, 'i', 'p2'));
    expect(r.rule).toBe('5.1');
    lang.value = 'es';
    expect(refusalText(r, s)).toBe('i acabaría su movimiento en 2 P2, que ya tiene dos unidades de su bando.');
  });

  it('5.32 non-adjacent refusal in French names both areas', () => {
    const s = mini([['a', 'blue', 'infantry', 'p1']]);
    const r = refused(moveStep(s, 'a', 'p3'));
    expect(r.rule).toBe('5.32');
    lang.value = 'fr';
    expect(refusalText(r, s)).toBe('3 P3 n’est pas adjacente à 1 P1.');
  });

  it('5.22 movement-point refusal in Spanish fills the points left and the cost', () => {
    const s = mini([['i', 'blue', 'infantry', 'p1']]);
    const s1 = moveStep(s, 'i', 'p2');
    expect(s1.ok).toBe(true);
    if (!s1.ok) return;
    const r = refused(moveStep(s1.value, 'i', 'q2'));
    expect(r.rule).toBe('5.22');
    lang.value = 'es';
    expect(refusalText(r, s1.value)).toBe('A i no le bastan los puntos de movimiento: le quedan 1 y 5 Q2 cuesta 2.');
  });

  it('5.4 strategic-move refusal in French, and the English sentence is the engine one', () => {
    const s = { ...mini([['a', 'blue', 'infantry', 'p1']]), phase: 'strategic-movement' as const };
    const r = refused(strategicMove(s, 'a', 'r2'));
    expect(r.rule).toBe('5.4');
    expect(refusalText(r, s)).toBe(r.message);
    lang.value = 'fr';
    expect(refusalText(r, s)).toBe('a a besoin d’un marqueur de réserve pour un mouvement stratégique.');
  });

  it('3.0 a phase refusal from the FAB engine names the phase in Spanish', () => {
    lang.value = 'es';
    const r = { message: 'x', code: 'fab.notNow', params: { phase: 'strategic-movement' } };
    expect(refusalText(r)).toBe('Eso no se puede hacer en este momento de la fase (Movimiento estratégico).');
  });

  it('2.2 a refusal naming a block the viewer may not know reads "hidden block", never its name or id', () => {
    const s = mini([
      ['i', 'blue', 'infantry', 'p1'],
      ['b', 'blue', 'infantry', 'p2'],
      ['c', 'blue', 'infantry', 'p2'],
    ]);
    const r = refused(moveStep(s, 'i', 'p2'));
    const named = { ...r, params: { ...r.params, unit: 'i' } };
    expect(refusalText(named, viewFor(s, 'blue').state)).toMatch(/^i /);
    const red = viewFor(s, 'red').state;
    expect(red.scenario.units.some((u) => u.id === 'i')).toBe(false);
    expect(refusalText(named, red)).toMatch(/^hidden block /);
    lang.value = 'es';
    expect(refusalText(named, red)).toMatch(/^bloque oculto /);
  });

  it('a refusal whose code has no sentence keeps the engine English', () => {
    lang.value = 'es';
    expect(refusalText({ message: 'Engine words.', code: 'no.such.code' })).toBe('Engine words.');
    expect(refusalText({ message: 'No code.' })).toBe('No code.');
  });
});
