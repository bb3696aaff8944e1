/**
 * App-shell strings the home screen's first paint does not need: the refusal sentences of a damaged or hostile
 * import file or backup (said by `say`, src/i18n/index.ts) and the notice after the second copy put the games
 * back. The app fetches this module right after the first paint (src/main.tsx), and the flows that show these
 * strings await it (`laterStringsReady`); until it is here a refusal reads in the sentence's English. Keys of
 * the `core` namespace (./core.ts). The words naming a refused field (./fields.ts) come with it.
 */
import { setFieldWords, type Dictionary, type Namespace } from './registry';
import { fieldWords } from './fields';

// the words that name a refused field come with the sentences that name it
setFieldWords(fieldWords);

export const en = {
  recoveredTitle: 'Your games were put back',
  'recovered.one':
    'The browser lost what Sandtable had stored, as can happen when it is stopped in the middle of a write (a flat battery, a forced close). Sandtable keeps a second copy and has put your game back from it, up to the last move you saw.',
  'recovered.other':
    'The browser lost what Sandtable had stored, as can happen when it is stopped in the middle of a write (a flat battery, a forced close). Sandtable keeps a second copy and has put your {count} games back from it, up to the last move you saw.',
  recoveredReason: 'The browser’s words: {reason}',
  'import.tooLarge': 'The file is too large ({kb} KB; the limit is {mb} MB).',
  'import.notJson': 'The file is damaged: it is not valid JSON (it may have been cut short).',
  'import.notGame': 'This is not a Sandtable game file.',
  'import.tooDeep': 'The file is nested too deeply (more than {depth} levels) to be a game.',
  'import.newer':
    'This file was made by a newer version of Sandtable (file version {version}; this app reads version {supported}). Update the app, then import it again.',
  'import.damagedAt': 'This file cannot be opened. {detail}',
  'import.order': 'The file is damaged at {path}: moves are out of order or missing.',
  'import.setup': 'The game in this file cannot be set up: {reason}',
  'import.breaksRule': 'Move {move} ({type}) in this file breaks rule {rule}: {reason}',
  'import.field.type': '{path} has the wrong kind of value.',
  'import.field.missing': '{path} is missing.',
  'import.field.range': '{path} must be a number from {min} to {max}.',
  'import.field.integer': '{path} must be a whole number.',
  'import.field.tooLong': '{path} is longer than {max} characters.',
  'import.field.tooMany': '{path} holds more than {max} entries.',
  'import.field.tooFew': '{path} needs at least {min} entries.',
  'import.field.colour': '{path} must be a colour written #rrggbb.',
  'import.field.blank': '{path} needs at least one visible character.',
  'import.field.control': '{path} holds a character that turns the direction of text around.',
  'import.field.choice': '{path} is not one of the allowed values.',
  'import.field.inherited': '{path} uses a reserved name ({name}).',
  'import.field.unknownName': '{path} names {name}, which is not defined.',
  'import.field.duplicate': '{path} repeats {name}.',
  'import.field.invalid': '{path} is not usable.',
  'import.field.sameArea': '{path} joins an area to itself.',
  'import.field.otherSide': '{path} belongs to the other side.',
  'import.field.startOrArrival': '{path}: a unit either starts in an area or arrives later, one of the two.',
  'import.field.noSupply': '{path}: side {side} has no supply source.',
  'import.field.turnMissing': '{path} has no line for turn {turn}.',
  'backup.notBackup': 'This is not a Sandtable backup.',
  'backup.tooLarge': 'The backup is too large (the limit is {mb} MB).',
  'backup.notGame': 'This entry of the backup is not a game.',
  'backup.notItem': 'This entry of the backup is not a roster or a chart.',
  'restore.kind.scenario': 'Scenario',
  'restore.kind.photo': 'Map photo',
  'backup.notMark': 'This entry of the backup is not a bookmark.',
};

export const es: Dictionary<typeof en> = {
  recoveredTitle: 'Se recuperaron tus partidas',
  'recovered.one':
    'El navegador perdió lo que Sandtable tenía guardado, algo que puede pasar si se detiene en plena escritura (batería agotada, cierre forzado). Sandtable guarda una segunda copia y ha recuperado de ella tu partida, hasta la última jugada que viste.',
  'recovered.other':
    'El navegador perdió lo que Sandtable tenía guardado, algo que puede pasar si se detiene en plena escritura (batería agotada, cierre forzado). Sandtable guarda una segunda copia y ha recuperado de ella tus {count} partidas, hasta la última jugada que viste.',
  recoveredReason: 'Lo que dijo el navegador: {reason}',
  'import.tooLarge': 'El archivo es demasiado grande ({kb} KB; el límite es {mb} MB).',
  'import.notJson': 'El archivo está dañado: no es JSON válido (puede que esté cortado).',
  'import.notGame': 'No es un archivo de partida de Sandtable.',
  'import.tooDeep': 'El archivo tiene demasiados niveles anidados (más de {depth}) para ser una partida.',
  'import.newer':
    'Este archivo lo creó una versión más reciente de Sandtable (versión de archivo {version}; esta aplicación lee la versión {supported}). Actualiza la aplicación y vuelve a importarlo.',
  'import.damagedAt': 'No se puede abrir este archivo. {detail}',
  'import.order': 'El archivo está dañado en {path}: faltan jugadas o están desordenadas.',
  'import.setup': 'La partida de este archivo no se puede preparar: {reason}',
  'import.breaksRule': 'La jugada {move} ({type}) de este archivo incumple la regla {rule}: {reason}',
  'import.field.type': '{path} tiene un tipo de valor incorrecto.',
  'import.field.missing': 'Falta {path}.',
  'import.field.range': '{path} debe ser un número entre {min} y {max}.',
  'import.field.integer': '{path} debe ser un número entero.',
  'import.field.tooLong': '{path} tiene más de {max} caracteres.',
  'import.field.tooMany': '{path} tiene más de {max} elementos.',
  'import.field.tooFew': '{path} necesita al menos {min} elementos.',
  'import.field.colour': '{path} debe ser un color escrito #rrggbb.',
  'import.field.blank': '{path} necesita al menos un carácter visible.',
  'import.field.control': '{path} contiene un carácter que invierte el sentido del texto.',
  'import.field.choice': '{path} no es uno de los valores permitidos.',
  'import.field.inherited': '{path} usa un nombre reservado ({name}).',
  'import.field.unknownName': '{path} nombra {name}, que no está definido.',
  'import.field.duplicate': '{path} repite {name}.',
  'import.field.invalid': 'No se puede usar {path}.',
  'import.field.sameArea': '{path} une un área consigo misma.',
  'import.field.otherSide': '{path} pertenece al otro bando.',
  'import.field.startOrArrival': '{path}: una unidad empieza en un área o llega más tarde, una de las dos cosas.',
  'import.field.noSupply': '{path}: el bando {side} no tiene ninguna fuente de suministro.',
  'import.field.turnMissing': '{path} no tiene línea para el turno {turn}.',
  'backup.notBackup': 'No es una copia de seguridad de Sandtable.',
  'backup.tooLarge': 'La copia es demasiado grande (el límite es {mb} MB).',
  'backup.notGame': 'Esta entrada de la copia no es una partida.',
  'backup.notItem': 'Esta entrada de la copia no es una lista ni una tabla.',
  'restore.kind.scenario': 'Escenario',
  'restore.kind.photo': 'Foto del mapa',
  'backup.notMark': 'Esta entrada de la copia no es un marcador.',
};

export const fr: Dictionary<typeof en> = {
  recoveredTitle: 'Vos parties ont été rétablies',
  'recovered.one':
    'Le navigateur a perdu ce que Sandtable avait enregistré, ce qui peut arriver s’il est arrêté en pleine écriture (batterie à plat, fermeture forcée). Sandtable en garde une seconde copie et y a repris votre partie, jusqu’au dernier coup que vous avez vu.',
  'recovered.other':
    'Le navigateur a perdu ce que Sandtable avait enregistré, ce qui peut arriver s’il est arrêté en pleine écriture (batterie à plat, fermeture forcée). Sandtable en garde une seconde copie et y a repris vos {count} parties, jusqu’au dernier coup que vous avez vu.',
  recoveredReason: 'Les mots du navigateur : {reason}',
  'import.tooLarge': 'Le fichier est trop gros ({kb} Ko ; la limite est de {mb} Mo).',
  'import.notJson': 'Le fichier est endommagé : ce n’est pas du JSON valide (il est peut-être tronqué).',
  'import.notGame': 'Ce n’est pas un fichier de partie Sandtable.',
  'import.tooDeep': 'Le fichier est trop imbriqué (plus de {depth} niveaux) pour être une partie.',
  'import.newer':
    'Ce fichier vient d’une version plus récente de Sandtable (version de fichier {version} ; cette application lit la version {supported}). Mettez l’application à jour, puis importez-le à nouveau.',
  'import.damagedAt': 'Impossible d’ouvrir ce fichier. {detail}',
  'import.order': 'Le fichier est endommagé en {path} : des coups manquent ou sont dans le désordre.',
  'import.setup': 'La partie de ce fichier ne peut pas être mise en place : {reason}',
  'import.breaksRule': 'Le coup {move} ({type}) de ce fichier enfreint la règle {rule} : {reason}',
  'import.field.type': '{path} n’a pas le bon type de valeur.',
  'import.field.missing': 'Il manque {path}.',
  'import.field.range': '{path} doit être un nombre de {min} à {max}.',
  'import.field.integer': '{path} doit être un nombre entier.',
  'import.field.tooLong': '{path} dépasse {max} caractères.',
  'import.field.tooMany': '{path} contient plus de {max} éléments.',
  'import.field.tooFew': '{path} demande au moins {min} éléments.',
  'import.field.colour': '{path} doit être une couleur écrite #rrggbb.',
  'import.field.blank': '{path} demande au moins un caractère visible.',
  'import.field.control': '{path} contient un caractère qui inverse le sens du texte.',
  'import.field.choice': '{path} n’est pas une des valeurs permises.',
  'import.field.inherited': '{path} utilise un nom réservé ({name}).',
  'import.field.unknownName': '{path} désigne {name}, qui n’est pas défini.',
  'import.field.duplicate': '{path} répète {name}.',
  'import.field.invalid': '{path} n’est pas utilisable.',
  'import.field.sameArea': '{path} relie une zone à elle-même.',
  'import.field.otherSide': '{path} appartient à l’autre camp.',
  'import.field.startOrArrival': '{path} : une unité commence dans une zone ou arrive plus tard, l’un des deux.',
  'import.field.noSupply': '{path} : le camp {side} n’a aucune source de ravitaillement.',
  'import.field.turnMissing': '{path} n’a pas de ligne pour le tour {turn}.',
  'backup.notBackup': 'Ce n’est pas une sauvegarde Sandtable.',
  'backup.tooLarge': 'La sauvegarde est trop grosse (la limite est de {mb} Mo).',
  'backup.notGame': 'Cette entrée de la sauvegarde n’est pas une partie.',
  'backup.notItem': 'Cette entrée de la sauvegarde n’est ni une liste ni une table.',
  'restore.kind.scenario': 'Scénario',
  'restore.kind.photo': 'Photo de la carte',
  'backup.notMark': 'Cette entrée de la sauvegarde n’est pas un signet.',
};

export type Key = keyof typeof en;

export const messages: Namespace = { en, es, fr };
