/**
 * The field of a refused import in plain words: `game.name` is "the name of the game", `sides[0].colour`
 * "the colour of side 1", `game.events.3.at` "the time of move 4". A path with a word this table does not
 * know is quoted as it is ("the field “map.hexes.0,0.terrain”"), so nothing is ever guessed. The words are a
 * namespace of their own (same keys in every language), read directly by `fieldWords` (used by `say`).
 */
import type { Dictionary, Lang, Namespace } from './registry';

const en = {
  'leaf.name': 'the name',
  'leaf.colour': 'the colour',
  'leaf.system': 'the rule system',
  'leaf.version': 'the version',
  'leaf.id': 'the identifier',
  'leaf.type': 'the type',
  'leaf.seed': 'the seed',
  'leaf.kind': 'the kind',
  'leaf.rolls': 'the list of rolls',
  'leaf.formation': 'the formation',
  'leaf.terrain': 'the terrain',
  'leaf.number': 'the number',
  'leaf.steps': 'the steps',
  'leaf.side': 'the side',
  'leaf.format': 'the file format',
  'leaf.rulesVersion': 'the rules version',
  'leaf.createdAt': 'the creation date',
  'leaf.at': 'the time',
  'leaf.seq': 'the move number',
  'leaf.events': 'the list of moves',
  'leaf.event': 'the move',
  'leaf.dice': 'the dice',
  'leaf.options': 'the options',
  'leaf.turns': 'the number of turns',
  'leaf.area': 'the area',
  'leaf.class': 'the class',
  'leaf.quality': 'the quality',
  'leaf.shared': 'the shared note',
  'leaf.letter': 'the letter',
  'leaf.label': 'the label',
  'owner.game': 'the game',
  'owner.scenario': 'the scenario',
  'owner.dice': 'the dice',
  'owner.notes': 'the notes',
  'owner.clock': 'the clock',
  'owner.victory': 'the victory rules',
  'owner.event': 'the move',
  'item.events': 'move {n}',
  'item.areas': 'area {n}',
  'item.units': 'unit {n}',
  'item.sides': 'side {n}',
  'item.formations': 'formation {n}',
  'item.boundaries': 'boundary {n}',
  'item.assets': 'asset {n}',
  'item.turnRecord': 'entry {n} of the turn record',
  'item.entryAreas': 'entry area {n}',
  of: '{leaf} of {owner}',
  file: 'the file',
  raw: 'the field “{path}”',
};

const es: Dictionary<typeof en> = {
  'leaf.name': 'el nombre',
  'leaf.colour': 'el color',
  'leaf.system': 'el sistema de reglas',
  'leaf.version': 'la versión',
  'leaf.id': 'el identificador',
  'leaf.type': 'el tipo',
  'leaf.seed': 'la semilla',
  'leaf.kind': 'la clase',
  'leaf.rolls': 'la lista de tiradas',
  'leaf.formation': 'la formación',
  'leaf.terrain': 'el terreno',
  'leaf.number': 'el número',
  'leaf.steps': 'los pasos',
  'leaf.side': 'el bando',
  'leaf.format': 'el formato del archivo',
  'leaf.rulesVersion': 'la versión de las reglas',
  'leaf.createdAt': 'la fecha de creación',
  'leaf.at': 'la hora',
  'leaf.seq': 'el número de jugada',
  'leaf.events': 'la lista de jugadas',
  'leaf.event': 'la jugada',
  'leaf.dice': 'los dados',
  'leaf.options': 'las opciones',
  'leaf.turns': 'el número de turnos',
  'leaf.area': 'el área',
  'leaf.class': 'la clase',
  'leaf.quality': 'la calidad',
  'leaf.shared': 'la nota compartida',
  'leaf.letter': 'la letra',
  'leaf.label': 'la etiqueta',
  'owner.game': 'la partida',
  'owner.scenario': 'el escenario',
  'owner.dice': 'los dados',
  'owner.notes': 'las notas',
  'owner.clock': 'el reloj',
  'owner.victory': 'las reglas de victoria',
  'owner.event': 'la jugada',
  'item.events': 'la jugada {n}',
  'item.areas': 'el área {n}',
  'item.units': 'la unidad {n}',
  'item.sides': 'el bando {n}',
  'item.formations': 'la formación {n}',
  'item.boundaries': 'el límite {n}',
  'item.assets': 'el recurso {n}',
  'item.turnRecord': 'la entrada {n} del registro de turnos',
  'item.entryAreas': 'el área de entrada {n}',
  of: '{leaf} de {owner}',
  file: 'el archivo',
  raw: 'el campo «{path}»',
};

const fr: Dictionary<typeof en> = {
  'leaf.name': 'le nom',
  'leaf.colour': 'la couleur',
  'leaf.system': 'le système de règles',
  'leaf.version': 'la version',
  'leaf.id': 'l’identifiant',
  'leaf.type': 'le type',
  'leaf.seed': 'la graine',
  'leaf.kind': 'la sorte',
  'leaf.rolls': 'la liste des jets',
  'leaf.formation': 'la formation',
  'leaf.terrain': 'le terrain',
  'leaf.number': 'le numéro',
  'leaf.steps': 'les pas',
  'leaf.side': 'le camp',
  'leaf.format': 'le format du fichier',
  'leaf.rulesVersion': 'la version des règles',
  'leaf.createdAt': 'la date de création',
  'leaf.at': 'l’heure',
  'leaf.seq': 'le numéro du coup',
  'leaf.events': 'la liste des coups',
  'leaf.event': 'le coup',
  'leaf.dice': 'les dés',
  'leaf.options': 'les options',
  'leaf.turns': 'le nombre de tours',
  'leaf.area': 'la zone',
  'leaf.class': 'la classe',
  'leaf.quality': 'la qualité',
  'leaf.shared': 'la note commune',
  'leaf.letter': 'la lettre',
  'leaf.label': 'l’étiquette',
  'owner.game': 'la partie',
  'owner.scenario': 'le scénario',
  'owner.dice': 'les dés',
  'owner.notes': 'les notes',
  'owner.clock': 'l’horloge',
  'owner.victory': 'les règles de victoire',
  'owner.event': 'le coup',
  'item.events': 'le coup {n}',
  'item.areas': 'la zone {n}',
  'item.units': 'l’unité {n}',
  'item.sides': 'le camp {n}',
  'item.formations': 'la formation {n}',
  'item.boundaries': 'la limite {n}',
  'item.assets': 'l’atout {n}',
  'item.turnRecord': 'l’entrée {n} de la piste des tours',
  'item.entryAreas': 'la zone d’entrée {n}',
  of: '{leaf} de {owner}',
  file: 'le fichier',
  raw: 'le champ « {path} »',
};

export const messages: Namespace = { en, es, fr };

/** Articles run together after "de" (es: "de el" is "del"; fr: "de le" is "du", "de les" is "des"). */
const CONTRACT: Record<Lang, (s: string) => string> = {
  en: (s) => s,
  es: (s) => s.replace(/ de el /g, ' del '),
  fr: (s) => s.replace(/ de le /g, ' du ').replace(/ de les /g, ' des '),
};

type Segment = { readonly name: string; readonly index?: number };

/** `game.events.3.at` and `sides[0].colour` alike, as names each with an optional list index. */
function segments(path: string): Segment[] | null {
  const out: Segment[] = [];
  for (const part of path.split('.')) {
    const m = /^([A-Za-z_$][\w$]*)?((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      // a bare number (valibot's dot path): the index of the list before it
      const prev = out.at(-1);
      if (/^\d+$/.test(part) && prev && prev.index === undefined) {
        out[out.length - 1] = { name: prev.name, index: Number(part) };
        continue;
      }
      return null;
    }
    const [, name, idx] = m;
    const indexes = [...(idx ?? '').matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]));
    if (!name || indexes.length > 1) return null;
    out.push(indexes.length ? { name, index: indexes[0] } : { name });
  }
  return out;
}

/** The field named by `path` in plain words, in language `l` (`extra` words first: a scenario's fields). */
export function fieldWords(path: string, l: Lang, extra?: Readonly<Record<string, string>>): string {
  const d = extra ? { ...messages[l], ...extra } : messages[l];
  const word = (k: string): string | undefined => (Object.hasOwn(d, k) ? d[k] : undefined);
  const raw = () => (d['raw'] ?? '{path}').replace('{path}', path);
  const of = (leaf: string, owner: string) =>
    CONTRACT[l]((d['of'] ?? '{leaf} {owner}').replace('{leaf}', leaf).replace('{owner}', owner));
  const segs = segments(path);
  const last = segs?.at(-1);
  if (!segs || !last) return raw();
  // a whole entry of a list: "move 4", "side 1"
  if (last.index !== undefined) {
    const item = word('item.' + last.name);
    return item ? item.replace('{n}', String(last.index + 1)) : raw();
  }
  const leaf = word('leaf.' + last.name);
  if (!leaf) return raw();
  // the nearest part that holds it: a numbered entry or a named part ("move 4", "the game"); the file's
  // `game` wrapper counts only when nothing nearer does
  for (const s of segs.slice(0, -1).reverse()) {
    if (s.index !== undefined) {
      const item = word('item.' + s.name);
      return item ? of(leaf, item.replace('{n}', String(s.index + 1))) : raw();
    }
    if (s.name === 'event') continue;
    const owner = word('owner.' + s.name);
    return owner ? of(leaf, owner) : raw();
  }
  return of(leaf, d['file'] ?? '');
}
