/**
 * Take-back by agreement's strings in English (issue 27: src/app/take-back.ts; the English ones are the reference,
 * ../tb.ts). The app fetches the player's language with the screens' strings (../screens/load.ts).
 */
export const tbEn = {
  ask: 'Ask to take back',
  askLabel: 'Ask the other side to take back your last move (Undo cannot: it rolled dice or revealed something)',
  askedMove: '{side} asks to take back its last move:',
  askedNote:
    'Accept and the game goes back to before that move. Dice already rolled stay rolled (the move made again rolls new dice), and what either side saw stays seen.',
  accept: 'Accept',
  refuse: 'Refuse',
  waiting: '{side} asked to take back its last move: {other} answers first, when they take the tablet.',
  withdraw: 'Withdraw the request',
  withdrawn: 'Request withdrawn.',
  appAccepted: 'The app accepted: your move is taken back (the dice it rolled stay spent).',
  appRefused: 'The app refused: it accepts one take-back a game.',
  accepted: 'Accepted: the move is taken back.',
  refused: 'Refused: nothing changes.',
  logAsk: 'asked to take back its last move',
  logAccept: 'agreed to take back the last move (its dice stay rolled)',
  logRefuse: 'refused to take back the last move',
  'takeBack.pending':
    'A request to take back a move waits for the other side’s answer: nothing else is played until then.',
  'takeBack.over': 'The game is over: nothing is taken back.',
  'takeBack.nothing': 'There is no move of yours to take back.',
  'takeBack.otherSide': 'Only the side that made the last move may ask to take it back.',
  'takeBack.undo': 'This move rolled nothing and revealed nothing: Undo takes it back.',
  'takeBack.noRequest': 'No request to take back a move waits for an answer.',
  'takeBack.ownAnswer': 'The side that asked cannot answer its own request.',
  'takeBack.unread': 'The older moves of this game are still being read.',
  'takeBack.none': 'This rule system has no take-back by agreement.',
  'takeBack.appMoving': 'The app is about to move: ask before it does, or play on.',
  'undo.takeBack': 'A request to take back a move waits for the other side’s answer: withdraw it instead.',
};
