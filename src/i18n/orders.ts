/** Strings of FAB standing orders (issue 16): the panel where a side answers recurring questions in advance. */
import { register, type Dictionary, type Namespace } from './index';

const en = {
  open: 'Standing orders',
  title: 'Standing orders of {side}',
  intro:
    'Tell the app how to answer these questions for you, so the tablet need not cross the table for them. Only you see these orders; change them at any time in your own turn with the tablet.',
  'q.bridge': 'When an enemy unit crosses a river into a newly contested area and I may try to blow the bridge',
  'q.admin': 'My administration step in the enemy’s turn',
  'q.defence': 'Before each enemy attack: reinforce or withdraw by special action?',
  'q.assets': 'The assets I commit to each combat round',
  'q.hits': 'Hits scored on my units',
  'a.assets.none': 'Commit no asset (they stay in Available)',
  'a.hits.steps': 'Always step losses, the unit with the most steps first',
  'a.hits.absorb': 'Disorder or retreat when the rules offer it (one place to go), then step losses',
  'a.ask': 'Ask me',
  'a.bridge.always': 'Always try',
  'a.bridge.never': 'Never',
  'a.admin.skip': 'Skip it (my assets stay in Available)',
  'a.defence.decline': 'No special action',
  saved: 'Saved. The app answers from the next such question on.',
  failed: 'The orders could not be saved: {reason}',
  close: 'Close the standing orders',
  byYours: 'Answered for you by your standing order.',
  hint: 'Always answer this way',
  hintBtn: '{answer}, from now on',
};

const es: Dictionary<typeof en> = {
  open: 'Órdenes permanentes',
  title: 'Órdenes permanentes de {side}',
  intro:
    'Di a la aplicación cómo responder por ti a estas preguntas, así la tableta no tiene que cruzar la mesa por ellas. Solo tú ves estas órdenes; cámbialas cuando quieras en tu turno con la tableta.',
  'q.bridge': 'Cuando una unidad enemiga cruza un río hacia una zona recién disputada y puedo intentar volar el puente',
  'q.admin': 'Mi paso de administración durante el turno enemigo',
  'q.defence': 'Antes de cada ataque enemigo: ¿reforzar o retirarse con una acción especial?',
  'q.assets': 'Los recursos que asigno a cada ronda de combate',
  'q.hits': 'Impactos contra mis unidades',
  'a.assets.none': 'No asignar ningún recurso (siguen en Disponibles)',
  'a.hits.steps': 'Siempre pérdidas de pasos, primero la unidad con más pasos',
  'a.hits.absorb': 'Desorden o retirada cuando las reglas lo permitan (un solo destino), luego pérdidas de pasos',
  'a.ask': 'Preguntarme',
  'a.bridge.always': 'Intentarlo siempre',
  'a.bridge.never': 'Nunca',
  'a.admin.skip': 'Saltarlo (mis recursos siguen en Disponibles)',
  'a.defence.decline': 'Ninguna acción especial',
  saved: 'Guardado. La aplicación responderá desde la próxima pregunta de ese tipo.',
  failed: 'No se pudieron guardar las órdenes: {reason}',
  close: 'Cerrar las órdenes permanentes',
  byYours: 'Respondido por ti según tu orden permanente.',
  hint: 'Responder siempre así',
  hintBtn: '{answer}, desde ahora',
};

const fr: Dictionary<typeof en> = {
  open: 'Ordres permanents',
  title: 'Ordres permanents de {side}',
  intro:
    'Dites à l’application comment répondre pour vous à ces questions : la tablette n’aura plus à traverser la table pour elles. Vous seul voyez ces ordres ; changez-les quand vous voulez, à votre tour, tablette en main.',
  'q.bridge':
    'Quand une unité ennemie franchit une rivière vers une zone nouvellement contestée et que je peux tenter de faire sauter le pont',
  'q.admin': 'Mon étape d’administration pendant le tour ennemi',
  'q.defence': 'Avant chaque attaque ennemie : renforcer ou se retirer par action spéciale ?',
  'q.assets': 'Les moyens que j’engage dans chaque round de combat',
  'q.hits': 'Coups portés à mes unités',
  'a.assets.none': 'N’engager aucun moyen (ils restent en Disponibles)',
  'a.hits.steps': 'Toujours des pertes de pas, d’abord l’unité qui a le plus de pas',
  'a.hits.absorb': 'Désordre ou retraite quand les règles le permettent (un seul lieu), puis pertes de pas',
  'a.ask': 'Me demander',
  'a.bridge.always': 'Toujours tenter',
  'a.bridge.never': 'Jamais',
  'a.admin.skip': 'La passer (mes moyens restent en Disponibles)',
  'a.defence.decline': 'Aucune action spéciale',
  saved: 'Enregistré. L’application répondra dès la prochaine question de ce genre.',
  failed: 'Les ordres n’ont pas pu être enregistrés : {reason}',
  close: 'Fermer les ordres permanents',
  byYours: 'Répondu pour vous selon votre ordre permanent.',
  hint: 'Toujours répondre ainsi',
  hintBtn: '{answer}, désormais',
};

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en;

export const messages: Namespace = { en, es, fr };
register('orders', messages);
