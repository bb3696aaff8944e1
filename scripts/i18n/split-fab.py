#!/usr/bin/env python3
"""
Re-split a one-file FAB dictionary (the old src/i18n/fab.ts, with const en / es / fr in it) into the per-language
modules the app fetches one at a time: src/i18n/fab/{en,es,fr}.ts (the screen's words) and
src/i18n/fab/err-{en,es,fr}.ts (the refusal sentences, err.*). For merging a branch that still edits the old
file: `git show OTHER:src/i18n/fab.ts > /tmp/fab.ts && python3 scripts/i18n/split-fab.py . /tmp/fab.ts`.
The index src/i18n/fab.ts is left as it is.
"""
import re, sys, os
root = sys.argv[1]
src = open(sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, 'src/i18n/fab.ts')).read()
def block(name, head):
    m = re.search(r'^const ' + name + r'(: Dictionary<typeof en>)? = \{\n(.*?)^\}( satisfies Messages)?;\n', src, re.S | re.M)
    assert m, name
    return m.group(2)
en, es, fr = block('en', ''), block('es', ''), block('fr', '')
os.makedirs(os.path.join(root, 'src/i18n/fab'), exist_ok=True)
hdr = '/** FAB screens\' strings in {lang} (the keys of ./en.ts; loaded alone: only the player\'s language is fetched). */\n'
open(os.path.join(root, 'src/i18n/fab/en.ts'), 'w').write(
    hdr.format(lang='English').replace('(the keys of ./en.ts; ', '(the reference keys; ')
    + "import type { Messages } from '../index';\n\nexport const en = {\n" + en + "} satisfies Messages;\n")
for code, name, body in (('es', 'Spanish', es), ('fr', 'French', fr)):
    open(os.path.join(root, f'src/i18n/fab/{code}.ts'), 'w').write(
        hdr.format(lang=name) + "import type { Dictionary } from '../index';\nimport type { en } from './en';\n\nexport const "
        + code + ": Dictionary<typeof en> = {\n" + body + "};\n")

# --- then move err.* into err-*.ts ---
root = sys.argv[1]
d = os.path.join(root, 'src/i18n/fab')
for l in ('en', 'es', 'fr'):
    src = open(os.path.join(d, l + '.ts')).read()
    m = re.search(r'^(export const ' + l + r'[^\n]*= \{\n)(.*?)(^\}[^\n]*\n)', src, re.S | re.M)
    head, body, tail = m.group(1), m.group(2), m.group(3)
    entries, cur = [], None
    for line in body.splitlines(keepends=True):
        if re.match(r"^  \S", line):
            cur = [line]; entries.append(cur)
        else:
            cur.append(line)
    keep = ''.join(''.join(e) for e in entries if not re.match(r"^  '?err\.", e[0]))
    err = ''.join(''.join(e) for e in entries if re.match(r"^  '?err\.", e[0]))
    open(os.path.join(d, l + '.ts'), 'w').write(src[:m.start()] + head + keep + tail + src[m.end():])
    name = {'en': 'English', 'es': 'Spanish', 'fr': 'French'}[l]
    if l == 'en':
        out = ("/** The FAB refusal sentences in English (`fab.err.<code>`, src/ui/fab/refusal.ts): the reference keys, fetched\n"
               " * after the screen shows (until then a refusal reads in the engine's English). */\n"
               "import type { Messages } from '../index';\n\nexport const errEn = {\n" + err + "} satisfies Messages;\n")
    else:
        out = (f"/** The FAB refusal sentences in {name} (the keys of ./err-en.ts), fetched after the screen shows. */\n"
               "import type { Dictionary } from '../index';\nimport type { errEn } from './err-en';\n\n"
               f"export const err{l.capitalize()}: Dictionary<typeof errEn> = {{\n" + err + "};\n")
    open(os.path.join(d, f'err-{l}.ts'), 'w').write(out)
