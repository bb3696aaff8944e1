/** Strings of the rules reference screen. */
import { register, type Dictionary, type Messages, type Namespace } from './registry';

const en = {
  title: 'Rules reference',
  search: 'Search the rules',
  searchPlaceholder: 'Search: retreat, 6.42, rail…',
  systems: 'Rule systems',
  navigation: 'Reference navigation',
  results: 'Results',
  noResults: 'Nothing found. Try another word or a section number.',
  cards: 'Quick cards',
  contents: 'Contents',
  bookmarks: 'Bookmarks',
  noBookmarks: 'No bookmarks yet: tap “Bookmark” on a section to keep it here.',
  recent: 'Recently viewed',
  noRecent: 'Sections you open appear here.',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  subsections: 'Subsections',
  nearest: 'Rule {asked} is part of this section.',
  missing: 'Section {section} is not in this reference.',
  welcome: 'Look up any rule by number or by word, even offline. Every rule the app cites links here.',
  pickSystem: 'Choose a rule system above, or search all three at once.',
} satisfies Messages;
const es: Dictionary<typeof en> = {
  title: 'Reglamento',
  search: 'Buscar en las reglas',
  searchPlaceholder: 'Buscar: retirada, 6.42, ferrocarril…',
  systems: 'Sistemas de reglas',
  navigation: 'Navegación del reglamento',
  results: 'Resultados',
  noResults: 'No se encontró nada. Prueba otra palabra o un número de sección.',
  cards: 'Fichas rápidas',
  contents: 'Índice',
  bookmarks: 'Marcadores',
  noBookmarks: 'Aún no hay marcadores: toca «Marcar» en una sección para guardarla aquí.',
  recent: 'Vistas recientemente',
  noRecent: 'Las secciones que abras aparecerán aquí.',
  bookmark: 'Marcar',
  bookmarked: 'Marcada',
  subsections: 'Subsecciones',
  nearest: 'La regla {asked} forma parte de esta sección.',
  missing: 'La sección {section} no está en este reglamento.',
  welcome:
    'Consulta cualquier regla por número o por palabra, incluso sin conexión. Cada regla que cita la aplicación enlaza aquí.',
  pickSystem: 'Elige un sistema de reglas arriba o busca en los tres a la vez.',
};
const fr: Dictionary<typeof en> = {
  title: 'Règles',
  search: 'Chercher dans les règles',
  searchPlaceholder: 'Chercher : retraite, 6.42, rail…',
  systems: 'Systèmes de règles',
  navigation: 'Navigation dans les règles',
  results: 'Résultats',
  noResults: 'Rien trouvé. Essayez un autre mot ou un numéro de section.',
  cards: 'Fiches rapides',
  contents: 'Sommaire',
  bookmarks: 'Signets',
  noBookmarks: 'Aucun signet : touchez « Ajouter un signet » sur une section pour la garder ici.',
  recent: 'Consultées récemment',
  noRecent: 'Les sections ouvertes apparaissent ici.',
  bookmark: 'Ajouter un signet',
  bookmarked: 'Signet ajouté',
  subsections: 'Sous-sections',
  nearest: 'La règle {asked} fait partie de cette section.',
  missing: 'La section {section} n’est pas dans ces règles.',
  welcome:
    'Retrouvez une règle par son numéro ou par un mot, même hors ligne. Chaque règle citée par l’application renvoie ici.',
  pickSystem: 'Choisissez un système de règles ci-dessus, ou cherchez dans les trois à la fois.',
};
/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en;

export const messages: Namespace = { en, es, fr };
register('ref', messages);
