/**
 * FAB series rules reference, English. Written in our own words from the Spanish 2016 edition
 * (the edition of record) with notes on the earlier French edition where the two differ; the app
 * offers the earlier rules as the "original edition" option. Section ids are shared with the
 * Spanish and French books.
 */
import type { RefBook, RefCard, RefSection } from './types';

/** Trim the leading/trailing newline of a template literal body. */
const md = (s: string): string => s.trim();

const ORIGINAL = 'Original edition (rules option):';

// ---------------------------------------------------------------------------------------------
// 1.0 - 5.4
// ---------------------------------------------------------------------------------------------

const part1: RefSection[] = [
  {
    id: '1.0',
    title: 'Introduction',
    body: md(`
Fast Action Battles (FAB) is a family of games about major battles of the first half of the twentieth century. Wooden blocks stand for the main fighting formations (units) and cardboard counters stand for support elements (assets).

You play the field commander of one side. Your job is to spend units, reserves, assets and Special Actions ([[8.0]]) where they do the most good to reach the objectives your scenario sets.

The series aims for play that is quicker than most wargames on the same battles while keeping a good feel for the history.

Rule numbers in brackets point to other rules; on a first read you can skip them. In this app they are links.
`),
    keywords: ['overview', 'about', 'series', 'blocks', 'counters', 'getting started'],
  },
  {
    id: '2.0',
    title: 'Key terms and concepts',
    body: md(`
The vocabulary used throughout the rules: dice and success numbers ([[2.1]]), the kinds of playing pieces ([[2.2]]), what the block of a unit tells you ([[2.3]]) and how areas, control and terrain work ([[2.4]]).
`),
    keywords: ['glossary', 'definitions', 'terms', 'vocabulary'],
  },
  {
    id: '2.1',
    parent: '2.0',
    title: 'General terms: dice, cups, boxes, success number',
    body: md(`
- Ten-sided die: whatever the modifiers and whatever the roll is for, a 1 is always a success and a 10 is always a failure. If your die shows 0 to 9, read the 0 as a 10.
- Exclusive rules: the scenario rules that begin at section 11.0 in each game's scenario book. When they contradict the series rules, the exclusive rules win ([[11.0]]).
- First Player: the player who moves first in every game turn, named by the exclusive rules ([[13.1]]).
- Selection cup: an opaque container (a mug works) from which each player draws assets and events at random. Each player needs one; they are not supplied.
- Status boxes: each player has three on the map sheet. Available holds the assets and events that may be used now; Used holds the assets spent this game turn; Eliminated holds events already played and units or assets that were destroyed.
- Success number: roll this number or lower on a d10 to succeed. The base is always 5, raised or lowered by modifiers listed on the Combat Table and in the relevant rules (in this app: [[combat-table]], morale in [[6.7]]).
`),
    keywords: [
      'd10',
      'die',
      'dice',
      'roll',
      'natural 1',
      'natural 10',
      'zero',
      'success number',
      'target number',
      'cup',
      'draw cup',
      'available box',
      'used box',
      'eliminated box',
      'first player',
      'exclusive rules',
    ],
  },
  {
    id: '2.2',
    parent: '2.0',
    title: 'Units, assets, events and markers',
    body: md(`
- Units: the main pieces for fighting and manoeuvre, usually a regiment, brigade or division depending on the game. Each is a wooden block with a label. Blocks stand on edge with the label facing their owner, so the opponent cannot read them (limited intelligence). The edge turned upwards shows the current step value; the highest value on the label is the unit at full strength.
- Assets: cardboard counters for small formations you send to the battles that matter most. Artillery assets give indirect support (guns, naval fire and similar); battle assets give direct support (independent engineers, infantry, armor and so on). Some games add non-combat assets such as a command staff ([[8.3]]) or fuel.
- Events: counters naming an event and the game turn in which it goes into the selection cup. They cover replacements, air missions, single-use Special Actions and other happenings of the battle; each game explains its own in the exclusive rules ([[17.0]]).
- Special Actions: extra command effort and supplies that let units do more or do it better ([[8.0]]).
- Markers: counters that record game information and unit status, and mark things on the map such as defences, blown bridges and river assaults.
`),
    keywords: [
      'pieces',
      'block',
      'label',
      'asset',
      'artillery asset',
      'battle asset',
      'event',
      'marker',
      'fog of war',
      'hidden',
      'strength',
    ],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Unit details: class, order, formation, quality, steps',
    body: md(`
- Armor and infantry class: armor-class units and assets are formations with a large armored component; infantry-class ones have none to speak of. The exclusive rules say which unit types belong to each class ([[13.3]]).
- Good order: a unit with neither a disorder nor a recovery marker is in good order and has its normal abilities.
- Disorder: units (never assets) can become disordered, which limits them until they recover ([[6.5]], effects in [[9.33]]). They carry a disorder or a recovering marker.
- Higher Formation: the corps or army headquarters a piece belongs to, shown by colour on labels and counters (the background for events, inside the unit symbol for units and assets). Formations are bookkeeping only, with no piece of their own; the exclusive rules list them ([[13.2]]).
- Morale check: a roll against a unit's troop quality to see whether it copes with what is asked of it ([[6.7]]).
- Point unit: the unit that leads the attack or holds the key approaches in defence. Each side names one per combat ([[6.24]]).
- Reserve units: units carrying a reserve marker (limited by the markers in the box); they can move in a later movement phase ([[5.21]]).
- Steps: the pips along the label's edge. A hit that causes a step loss turns the block 90 degrees anticlockwise so the next lower value is on top; a unit that loses its last step is eliminated. Some events and Special Actions add steps back.
- Troop quality: ability, training, equipment and drive, shown by the colour of the pips: red is elite, black is veteran, white is recruit. Because the colour belongs to each step, quality can change as the unit loses or regains steps. Current quality modifies success numbers in combat and morale checks.
- Unit status: good order or disordered, in supply or not, in reserve or not.
`),
    keywords: [
      'armour',
      'armor',
      'tank',
      'infantry',
      'class',
      'disordered',
      'good order',
      'recovering',
      'HQ',
      'corps',
      'army',
      'formation',
      'colour',
      'point unit',
      'lead unit',
      'reserve',
      'step loss',
      'rotate',
      'reduce',
      'quality',
      'elite',
      'veteran',
      'recruit',
      'green',
      'pips',
      'status',
    ],
  },
  {
    id: '2.4',
    parent: '2.0',
    title: 'Areas, control and terrain',
    body: md(`
- Area: each named and numbered space on the map. Units in play are always inside an area.
- Contested and uncontested: an area holding forces of both sides is contested; an empty area, or one with forces of one side only, is uncontested.
- Control: every area, contested or not, belongs to one side: the last side to occupy it alone. The exclusive rules say who controls what at the start ([[24.0]]). Control switches the moment units of the other side become the only occupants. Assets can keep control of an area but cannot take it. Put a control marker where ownership is not obvious ([[9.2]]).
- Terrain: apart from river boundaries with blown bridges, terrain does not affect movement. The difficulty symbol printed in each area matches a Terrain Difficulty Number on the map key; that number is subtracted from the attacker's close fire in the area ([[6.28]], [[combat-table]]).
- Newly contested area: an area that holds units of both sides and was uncontested just before the movement phase ended. At the start of the combat phase you can spot them because their blocks are still standing up (not yet laid face up).
`),
    keywords: [
      'area',
      'space',
      'zone',
      'contested',
      'uncontested',
      'control',
      'ownership',
      'who owns',
      'terrain',
      'difficulty',
      'terrain difficulty number',
      'TDN',
      'newly contested',
      'engaged',
    ],
  },
  {
    id: '3.0',
    title: 'Sequence of play',
    body: md(`
Each game turn has these steps in this order:

- Reinforcement Phase, both players ([[3.1]]).
- First Player's turn ([[3.2]]): Administration, Operational Movement, Strategic Movement, Combat, Reaction, Penetration Movement, Penetration Combat, Supply ([[3.21]] to [[3.28]]).
- Second Player's turn: the same phases with the roles swapped ([[3.3]]).
- Victory check ([[3.4]]).
- Advance the turn marker or end the game ([[3.5]]).
`),
    keywords: ['turn order', 'phases', 'sequence', 'game turn', 'player turn', 'what happens next'],
  },
  {
    id: '3.1',
    parent: '3.0',
    title: 'Reinforcement Phase',
    body: md(`
Both players take in their new units, assets and events, and put used assets back into circulation. Full procedure in [[4.1]].
`),
    keywords: ['reinforcements', 'arrivals', 'new units'],
  },
  {
    id: '3.2',
    parent: '3.0',
    title: "First Player's turn",
    body: md(`
The First Player ([[13.1]]) goes first every game turn and is the phasing player for phases [[3.21]] through [[3.28]]; the Second Player is the non-phasing player meanwhile.
`),
    keywords: ['phasing player', 'active player', 'non-phasing', 'first player turn'],
  },
  {
    id: '3.21',
    parent: '3.2',
    title: 'Administration Phase',
    body: md(`
Drawn assets and events go to the Available box ([[4.2]] a). Then both players may play events and engineer assets, the phasing player first ([[4.2]] b and c).
`),
    keywords: ['admin phase', 'draw', 'engineers', 'events'],
  },
  {
    id: '3.22',
    parent: '3.2',
    title: 'Operational Movement Phase',
    body: md(`
Each unit of the phasing player may move, build defences, stay where it is, or take a reserve marker ([[5.2]], [[5.21]] to [[5.24]]).
`),
    keywords: ['movement phase', 'move', 'operational move'],
  },
  {
    id: '3.23',
    parent: '3.2',
    title: 'Strategic Movement Phase',
    body: md(`
The phasing player may move reserve-marked units by strategic movement ([[5.4]]), within the scenario's limits ([[14.8]]).
`),
    keywords: ['strategic move', 'rail', 'road march', 'long move'],
  },
  {
    id: '3.24',
    parent: '3.2',
    title: 'Combat Phase',
    body: md(`
The phasing player fights every battle that is required and any that they want, in the order they choose, one combat round per chosen area ([[6.0]], [[6.1]]).
`),
    keywords: ['combat phase', 'battle', 'attack', 'fight'],
  },
  {
    id: '3.25',
    parent: '3.2',
    title: 'Reaction Phase',
    body: md(`
The non-phasing player may move any of their reserve units, with their full movement allowance, and removes the reserve marker from each unit that moves ([[7.2]]).
`),
    keywords: ['reaction', 'counter move', 'reserves react', 'defender moves'],
  },
  {
    id: '3.26',
    parent: '3.2',
    title: 'Penetration Movement Phase',
    body: md(`
The phasing player moves, in any order and as they wish, units carrying an exploitation marker ([[6.8]]), reserve units ([[5.21]]) and any units activated by a Special Action ([[8.21]]). Details in [[7.3]].
`),
    keywords: ['penetration', 'breakthrough', 'exploitation move', 'second move'],
  },
  {
    id: '3.27',
    parent: '3.2',
    title: 'Penetration Combat Phase',
    body: md(`
A combat round must be fought in every newly contested area, and may be fought in any other contested area by spending a Special Action ([[8.22]]). Once this phase starts, no more movement is allowed in the current player turn ([[7.4]]).
`),
    keywords: ['penetration combat', 'second combat', 'breakthrough combat'],
  },
  {
    id: '3.28',
    parent: '3.2',
    title: 'Supply Phase',
    body: md(`
Both players confirm area control, check supply for their units and adjust disorder markers; the phasing player then makes morale checks for out-of-supply units; finally both players remove the markers that expire ([[9.0]]).
`),
    keywords: ['supply phase', 'end of turn', 'cleanup', 'recover'],
  },
  {
    id: '3.3',
    parent: '3.0',
    title: "Second Player's turn",
    body: md(`
The Second Player now runs phases [[3.21]] to [[3.28]] as the phasing player, and the First Player is non-phasing.
`),
    keywords: ['second player', 'opponent turn'],
  },
  {
    id: '3.4',
    parent: '3.0',
    title: 'Victory check',
    body: md(`
Work out victory points ([[19.0]]) and check for a sudden-death win ([[19.4]]).
`),
    keywords: ['victory', 'VP', 'points', 'win', 'sudden death'],
  },
  {
    id: '3.5',
    parent: '3.0',
    title: 'Advancing the turn',
    body: md(`
If nobody won by sudden death, move the turn marker on, unless the turn just played was the last one. In that case the scenario's victory conditions decide which side has won.
`),
    keywords: ['next turn', 'turn marker', 'end of game', 'last turn'],
  },
  {
    id: '4.0',
    title: 'Reinforcement and Administration Phases',
    body: md(`
The Reinforcement Phase ([[4.1]]) opens each game turn for both players; an Administration Phase ([[4.2]]) opens each player turn and is when engineers work ([[4.3]]).
`),
    keywords: ['reinforcements', 'administration', 'admin'],
  },
  {
    id: '4.1',
    parent: '4.0',
    title: 'Reinforcement Phase procedure',
    body: md(`
Both players carry out these steps in order:

- a) Reusable Special Action bonus: if your reusable Special Action was available last turn and you did not use it (it is still in Available), you may move one asset of your choice straight from Used to Available, and the Special Action stays in Available for this turn. Then every reusable Special Action in a Used box goes back to its owner's Available box.
- b) Move some or all of the assets left in your Used box into your selection cup. You choose which; any you keep stay in Used.
- c) Place arriving units in the entry areas shown on their labels, at no movement cost. The letters on the map edge only label the entry areas next to them; they are not areas themselves. Placement must respect stacking ([[5.1]]) and may not go into an enemy-controlled area unless it is empty right now. A label with two letters gives a range: AC means entry area A, B or C. If every allowed entry area is blocked in these ways, the unit arrives one turn late at the nearest suitable entry area that is allowed ([[14.2]]); alternatively, spend a Special Action to redirect it on time ([[8.27]]). Units arrive at full strength unless the scenario says otherwise.
- d) Put arriving assets and events into the selection cup.

${ORIGINAL} in step b each player must return all assets from Used to the cup; there is no choice to keep some.
`),
    keywords: [
      'reinforcement',
      'arrive',
      'entry area',
      'entry letter',
      'blocked entry',
      'late arrival',
      'used box',
      'return assets',
      'cup',
      'reusable special action',
      'recycle',
    ],
  },
  {
    id: '4.2',
    parent: '4.0',
    title: 'Administration Phase procedure',
    body: md(`
Each player turn begins with this phase, in this order:

- a) Both players draw at random from their selection cup the number of assets/events that the turn record track shows for that player, and put them in Available.
- b) The phasing player may play events that are in Available, use available engineer assets for engineer functions ([[4.3]]), carry out a staff function ([[8.3]]) and use the Special Actions allowed in this phase ([[8.25]], [[8.26]]).
- c) Then the non-phasing player may do the same things.

The turn record shows, for each turn, the number of draws for each side and a space to write net victory points.
`),
    keywords: ['admin', 'draw', 'how many draws', 'turn record', 'turn track', 'play event', 'engineer', 'staff'],
  },
  {
    id: '4.21',
    parent: '4.2',
    title: 'Using an event for its alternative effect',
    body: md(`
Instead of its printed effect ([[17.0]]), either player may spend an event to move two assets of their choice from their Eliminated box back into their selection cup. Only assets qualify: not units and not other events.

The alternative use exists to bring assets back, so it needs at least one asset in the Eliminated box: with a single one there the event brings back that one, and with none it cannot be spent this way at all (Sandtable's reading; the rules offer no way to waste an event).
`),
    keywords: ['alternative event', 'recover assets', 'eliminated box', 'recycle', 'rebuild assets'],
  },
  {
    id: '4.22',
    parent: '4.2',
    title: 'Spent events',
    body: md(`
Every event is used once, whether for its printed effect or its alternative ([[4.21]]), then goes to the Eliminated box.
`),
    keywords: ['one use', 'single use', 'discard event'],
  },
  {
    id: '4.3',
    parent: '4.0',
    title: 'Engineer functions',
    body: md(`
An engineer asset in the Available box can do one of the following: blow bridges ([[4.31]]), repair a bridge ([[4.32]]), build defences ([[4.33]]), make a roadblock ([[4.34]]) or a defended roadblock ([[4.35]]), perform a function that the exclusive rules add ([[14.5]]), or serve as a battle asset in combat ([[6.32]], [[6.33]]). Engineer functions are done during the Administration Phase ([[4.2]]); an engineer that has done its job goes to Used unless the rule says otherwise.

Out-of-supply areas and units cannot benefit from engineer functions ([[9.34]] d).
`),
    keywords: ['engineers', 'sappers', 'pioneers', 'engineer asset'],
  },
  {
    id: '4.31',
    parent: '4.3',
    title: 'Blowing bridges',
    body: md(`
You may demolish a bridge on a river boundary next to an area that you control, that is uncontested and that is in supply. One engineer asset blows up to two bridges in an Administration Phase, provided both border that same qualifying area. Put a blown-bridge marker on each river boundary and the engineer in Used.

Bridges can also be blown during enemy movement ([[5.35]] d).
`),
    keywords: ['blow bridge', 'demolish', 'destroy bridge', 'demolition', 'blown bridge'],
  },
  {
    id: '4.32',
    parent: '4.3',
    title: 'Repairing a bridge',
    body: md(`
To repair a blown bridge you must control both areas on either side of it, or control one and contest the enemy-controlled other. One engineer repairs one bridge per Administration Phase. The friendly-controlled area the repair is made from must be in supply and uncontested. Remove the blown-bridge marker; the engineer goes to Used.

${ORIGINAL} the area the repair starts from has to be friendly-controlled and in supply; it may be contested.
`),
    keywords: ['repair bridge', 'rebuild bridge', 'fix bridge', 'bridging'],
  },
  {
    id: '4.33',
    parent: '4.3',
    title: 'Engineers build defences',
    body: md(`
Place a defences marker in an uncontested, friendly-controlled area in supply that holds at least one friendly unit of the engineer's Higher Formation; the engineer goes to Used. Defences work as in [[5.23]].
`),
    keywords: ['defences', 'defenses', 'entrench', 'dig in', 'fortify', 'fieldworks'],
  },
  {
    id: '4.34',
    parent: '4.3',
    title: 'Roadblocks',
    body: md(`
Place a roadblock marker in an empty, friendly-controlled area in supply whose Terrain Difficulty Number is 1 or higher; the engineer goes to Used.

For the rest of the current player turn, the first enemy unit to enter that area pays one extra movement point and must stop there. The extra point does not stack with the +1 for entering an occupied area ([[5.32]]): an entering unit pays one extra point at most. The marker is removed once an enemy unit has paid the penalty, or in the Supply Phase of the same player turn ([[9.5]]).

${ORIGINAL} a friendly unit entering the area also removes the roadblock, and nothing is said about the roadblock point and the occupied-area point not adding up.
`),
    keywords: ['roadblock', 'road block', 'barricade', 'delay', 'extra movement point', 'stop'],
  },
  {
    id: '4.35',
    parent: '4.3',
    title: 'Defended roadblocks',
    body: md(`
Place the engineer asset itself, instead of a roadblock marker, under the same conditions as [[4.34]] (empty, friendly-controlled, in supply, Terrain Difficulty Number 1 or more). It works like a roadblock with these differences:

- Enemy units entering do not remove it. It behaves partly like a unit: it may try to blow bridges as enemy units cross ([[5.35]] d), and every enemy unit entering must stop there and fight.
- In the combat round the defender may not use a Special Action to reinforce or to retreat before combat ([[8.23]], [[8.24]]), and the only help the engineer can get is one artillery asset of the same Higher Formation (no events, no battle assets).
- The engineer cannot retreat and cannot be disordered ([[6.42]] b and c), and no unit may reinforce it ([[8.23]]).
- If it survives to the Supply Phase, fought or not, it goes to Used.

Use this only to head off a crisis: the engineer asset is likely to be destroyed.
`),
    keywords: ['defended roadblock', 'rearguard', 'engineer blocks', 'last stand'],
  },
  {
    id: '5.0',
    title: 'Stacking and movement',
    body: md(`
Stacking limits ([[5.1]]), the choices a unit has in the Operational Movement Phase ([[5.2]]), how movement points are spent ([[5.3]]) and strategic movement ([[5.4]]).
`),
    keywords: ['movement', 'stacking', 'move'],
  },
  {
    id: '5.1',
    parent: '5.0',
    title: 'Stacking limits',
    body: md(`
An area may hold at most two units of each side. Assets do not count and have no limit.

- No unit may end its move overstacked by choice.
- Stacking is checked at the end of every phase, and also during each combat phase. Any excess units must retreat ([[6.6]]) at that moment; a unit that cannot retreat legally is eliminated.
- The owner makes that retreat: when a movement phase ends with an area overstacked, the owner picks which of its units there retreat and sends each to an area the retreat rule allows (two may go to different areas). Only when none of them can retreat is one eliminated, again of the owner's choosing. The next phase waits until stacking is legal.

${ORIGINAL} no explicit ban on ending a move overstacked; the check is made at the end of each phase and throughout the combat phase.
`),
    keywords: ['stacking', 'stack limit', 'two units', 'overstacked', 'overstack', 'how many units'],
  },
  {
    id: '5.2',
    parent: '5.0',
    title: 'Operational Movement Phase: the options',
    body: md(`
In an Operational Movement Phase each eligible unit does one of: go into reserve ([[5.21]]), move to an area within its movement allowance ([[5.22]]), build defences ([[5.23]]), or hold its position ([[5.24]]).
`),
    keywords: ['movement options', 'what can a unit do'],
  },
  {
    id: '5.21',
    parent: '5.2',
    title: 'Placing units in reserve',
    body: md(`
In the Operational Movement Phase you may put reserve markers on eligible units ([[14.7]]), as many as the markers supplied with the game allow. Out-of-supply and disordered units cannot go into reserve ([[9.33]] b).

A reserve unit may move later in the same Operational Movement Phase, in the Strategic Movement Phase ([[5.4]]), in a Reaction Phase ([[7.2]]) or in a Penetration Movement Phase ([[7.3]]).

The reserve marker comes off when the unit moves, when its area becomes contested, or in the enemy's next Supply Phase ([[9.5]]). A reserve unit that joins a battle by special action ([[8.23]]) does the first two at once, so it loses its marker and cannot react again in the Reaction Phase that follows.
`),
    keywords: ['reserve', 'reserve marker', 'hold back', 'reaction', 'lose reserve'],
  },
  {
    id: '5.22',
    parent: '5.2',
    title: 'Moving to another area',
    body: md(`
In a friendly Operational Movement Phase an infantry-class unit has 3 movement points and an armor-class unit has 6. No unit may go beyond its allowance except for a single-area move ([[5.33]]). Costs are in [[5.32]].

Hidden blocks and contested areas:

- If a unit enters a contested area whose occupants are already face up from an earlier combat round, it is revealed (laid face up) too, even if the units already there leave to make room.
- Otherwise an area the unit enters that holds enemy units becomes newly contested, and the blocks stay standing (hidden) until the Combat Phase.
`),
    keywords: [
      'movement allowance',
      'MP',
      'movement points',
      'how far',
      'infantry 3',
      'armor 6',
      'tank movement',
      'reveal',
      'face up',
      'hidden',
    ],
  },
  {
    id: '5.23',
    parent: '5.2',
    title: 'Units build defences',
    body: md(`
A unit may spend its whole movement allowance in an uncontested area to put a defences marker there. Only units in good order and in supply can do this.

- Every friendly unit in that area benefits, not just the builder. Defences never help the enemy.
- Enemy units firing at friendly units that are in defences when the dice are rolled have -1 to their success number ([[combat-table]]).
- The marker is removed when it absorbs the first hit of a combat round ([[6.42]] a), when no friendly unit is in the area at the end of any phase, when enemy engineers clear it in combat ([[6.33]]), or when the area is contested in any Supply Phase ([[9.5]]).
`),
    keywords: ['defences', 'defenses', 'dig in', 'entrench', 'fortify', 'foxholes', 'fieldworks', '-1 to hit', 'cover'],
  },
  {
    id: '5.24',
    parent: '5.2',
    title: 'Holding position',
    body: md(`
The unit neither moves nor changes its status.
`),
    keywords: ['stay', 'pass', 'do nothing', 'hold'],
  },
  {
    id: '5.3',
    parent: '5.0',
    title: 'Operational movement',
    body: md(`
Movement from area to area across boundaries, using connections that cost movement points ([[5.31]] to [[5.35]]).
`),
    keywords: ['operational movement', 'move'],
  },
  {
    id: '5.31',
    parent: '5.3',
    title: 'Boundaries and connections',
    body: md(`
Areas are separated by boundaries, and units cross a boundary through a connection that costs movement points. A game's exclusive rules may add other kinds of boundary or connection (its section 14.1; see [[11.0]]).

Boundary types:

- Open boundary.
- River boundary: every river boundary has a bridge unless a blown-bridge marker is on it. Blown bridges affect movement ([[5.32]]) and supply ([[9.31]]).

Connection types:

- Road connection, 1 MP: a main road links the two adjacent areas. Roads linking neighbours need not join up with one another inside an area.
- Field connection, 2 MP: no main road links the two adjacent areas.
`),
    tables: [
      {
        caption: 'Standard connections',
        head: ['Connection', 'When', 'Basic cost'],
        rows: [
          ['Road', 'A main road runs between the two areas', '1 MP'],
          ['Field', 'No main road between the two areas', '2 MP'],
        ],
      },
    ],
    keywords: ['boundary', 'border', 'edge', 'river', 'bridge', 'road', 'field', 'cross country', 'connection'],
  },
  {
    id: '5.32',
    parent: '5.3',
    title: 'Movement point costs between areas',
    body: md(`
Units move between adjacent areas only, never diagonally through the point where boundaries meet.

- Crossing by a road connection costs 1 MP, whether over an open or a river boundary.
- Any other crossing is a field connection and costs 2 MP, open or river.
- Crossing a river boundary whose bridge is blown costs the unit's entire movement allowance, instead of the two costs above.
- Entering an area that already contains units and/or assets, of either side, costs +1 MP (once, however many are there).
- Leaving a contested area costs +1 MP ([[5.34]]).
- A roadblock adds 1 MP for the first enemy unit to enter, but never on top of the occupied-area +1 ([[4.34]]).
- Out-of-supply and/or disordered units may only move into one adjacent area ([[5.33]], [[9.33]] a).
`),
    tables: [
      {
        caption: 'Movement costs (allowance: infantry class 3 MP, armor class 6 MP)',
        head: ['Crossing or situation', 'Cost'],
        rows: [
          ['Road connection (open or river boundary, bridge intact)', '1 MP'],
          ['Field connection (open or river boundary, bridge intact)', '2 MP'],
          ['River boundary with a blown bridge', 'Whole allowance (replaces the above)'],
          ['Entering an area holding any units or assets (either side)', '+1 MP in total'],
          ['Roadblock, first enemy unit to enter', '+1 MP, not added to the occupied +1; must stop'],
          ['Leaving a contested area', '+1 MP'],
          ['Out of supply or disordered', 'One adjacent area only'],
        ],
      },
    ],
    keywords: [
      'movement cost',
      'MP cost',
      'road',
      'field',
      'river',
      'blown bridge',
      'occupied area',
      'extra point',
      'leave contested',
      'diagonal',
      'how many points',
    ],
  },
  {
    id: '5.33',
    parent: '5.3',
    title: 'Guaranteed minimum move',
    body: md(`
A unit can always move from where it starts into one adjacent area that it is not forbidden to enter, even if that costs more than its allowance. This is also all that an out-of-supply or disordered unit may do ([[9.33]] a).
`),
    tables: [
      {
        caption: 'What a unit may do with its movement',
        head: ['Unit', 'Allowance', 'Can always'],
        rows: [
          ['Infantry class, in supply, good order', '3 MP', 'Enter one adjacent allowed area'],
          ['Armor class, in supply, good order', '6 MP', 'Enter one adjacent allowed area'],
          ['Out of supply and/or disordered', 'One area', 'Enter one adjacent allowed area'],
        ],
      },
    ],
    keywords: ['minimum move', 'one area', 'always move', 'exceed allowance', 'one hex'],
  },
  {
    id: '5.34',
    parent: '5.3',
    title: 'Leaving a contested area',
    body: md(`
A unit leaving a contested area pays +1 MP, and the first area it enters must be friendly-controlled and uncontested. From there it may carry on up to its allowance, but for the rest of that movement phase it may neither enter a contested area nor create a new one.
`),
    keywords: ['disengage', 'withdraw', 'leave battle', 'break contact', 'exit contested'],
  },
  {
    id: '5.35',
    parent: '5.3',
    title: 'Other movement restrictions',
    body: md(`
- a) One unit at a time: each unit finishes its move before the next one starts.
- b) A unit must stop on entering an area with enemy units or a roadblock ([[4.34]], [[4.35]]).
- c) River crossings into enemy-occupied areas: in each movement phase only one unit may cross each river boundary (bridge intact or blown) into an area with enemy units. There is no limit on crossing into uncontested areas, even when leaving a contested one.
- d) Blowing a bridge in the face of the enemy: when a unit tries to cross a river boundary into a newly contested area, the other side may try to blow that bridge. It is optional and succeeds on 1 to 5. If the bridge blows, the unit may still cross, at the blown-bridge cost ([[5.32]]), provided it began the phase adjacent to the target area. If it does not or cannot cross, it pays nothing for that area but loses 1 MP, and may keep moving.
- e) River assault: mark a newly contested area (only) with a river assault marker when every attacking unit entered it across river boundaries and at least one of them crossed a blown bridge. River assaults cannot produce exploitation ([[6.8]]), and attackers that abort must retreat back across ([[6.41]] b).
`),
    keywords: [
      'one at a time',
      'must stop',
      'enemy area',
      'river crossing',
      'one unit per river',
      'blow bridge',
      'demolition attempt',
      '1-5',
      'river assault',
      'assault crossing',
    ],
  },
  {
    id: '5.4',
    parent: '5.0',
    title: 'Strategic movement',
    body: md(`
Only reserve-marked units that are in supply may move strategically, in the Strategic Movement Phase ([[3.23]]), within the scenario's limits ([[14.8]]).

The unit goes from its starting area to any other friendly-controlled area in supply, provided it can trace an unbroken path of road and field connections that does not cross a blown bridge and does not enter or pass through an enemy-controlled or a contested area. The rule sets no movement point cost: what matters is the path. Remove its reserve marker.
`),
    keywords: ['strategic movement', 'rail', 'long distance', 'road march', 'redeploy', 'shift reserves'],
  },
];

// ---------------------------------------------------------------------------------------------
// 6.0 - 7.42
// ---------------------------------------------------------------------------------------------

const part2: RefSection[] = [
  {
    id: '6.0',
    title: 'Combat',
    body: md(`
When and where battles happen ([[6.1]]), the combat round step by step ([[6.2]]), assets in battle ([[6.3]]), how hits are taken ([[6.4]]), disorder ([[6.5]]), retreats ([[6.6]]), morale checks ([[6.7]]) and exploitation ([[6.8]]). Success-number modifiers for firing are on the combat table ([[combat-table]]).
`),
    keywords: ['combat', 'battle', 'attack', 'fight', 'fire'],
  },
  {
    id: '6.1',
    parent: '6.0',
    title: 'Combat: general rules',
    body: md(`
- Combat is compulsory in every newly contested area ([[2.4]]).
- In an area that was already contested (its blocks are face up when the Combat Phase begins) combat is optional, at the phasing player's choice.
- The attacker decides the order in which battles are fought.
- Each chosen area gets only one combat round per combat phase.

${ORIGINAL} the one-round-per-area limit is not written in this rule.
`),
    keywords: [
      'mandatory combat',
      'compulsory',
      'optional combat',
      'order of battles',
      'one round',
      'how many rounds',
      'attack again',
    ],
  },
  {
    id: '6.2',
    parent: '6.0',
    title: 'The combat round',
    body: md(`
Each time a combat round is fought in an area, follow the steps below in order. In combat the phasing player is always the attacker and the non-phasing player always the defender.

Disordered units on the attacking side take no part: they neither fire nor take losses. Disordered defending units fight as usual, with -1 to their success number ([[9.33]] c).
`),
    tables: [
      {
        caption: 'Combat round steps',
        head: ['Step', 'Who', 'What happens'],
        rows: [
          ['6.21', 'Defender', 'May spend a Special Action to reinforce or to retreat before combat'],
          ['6.22', 'Attacker', 'Assigns assets from Available'],
          ['6.23', 'Defender', 'Assigns assets from Available'],
          ['6.24', 'Both', 'Name point units (defender first), then reveal blocks'],
          ['6.25', 'Attacker', 'Artillery fires; hits by 6.42'],
          ['6.26', 'Defender', 'Artillery fires; hits by 6.41'],
          ['6.27', 'Defender', 'Defensive close fire; hits by 6.41'],
          ['6.28', 'Attacker', 'Offensive close fire, minus terrain difficulty; hits by 6.42'],
          ['6.29', 'Both', 'Surviving assets to Used; blocks stay face up or stand again'],
        ],
      },
    ],
    keywords: ['combat round', 'combat sequence', 'battle steps', 'attacker', 'defender', 'disordered attacker'],
  },
  {
    id: '6.21',
    parent: '6.2',
    title: "Defender's Special Action decision",
    body: md(`
The defender may spend a Special Action to reinforce the battle ([[8.23]]) or to retreat before combat ([[8.24]]). A retreat ends the round at once (go to [[6.29]]) and gives the attacker an exploitation opportunity ([[6.8]]). Otherwise continue with [[6.22]].

Not allowed when the only defender is a defended roadblock ([[4.35]]).

In this app (rules version 5 on) the tablet goes to the defender for this decision whenever the defender may hold a Special Action the attacker cannot rule out: one among its face-up chits, or any chit in its Available box when assets are hidden ([[10.0]]). Whether one of them suits the face-down defenders ([[8.1]]) is the defender's secret, so it cannot decide who holds the tablet; a defender with nothing usable simply declines (a standing order can answer for it).
`),
    keywords: ['retreat before combat', 'withdraw', 'reinforce', 'defender special action', 'evade'],
  },
  {
    id: '6.22',
    parent: '6.2',
    title: 'Attacker assigns assets',
    body: md(`
The attacker may move assets from the Available box into the contested area, but only if the attacking units present were found in supply in the last Supply Phase and can also trace a valid supply route right now ([[9.31]]).

- All attacking units from one Higher Formation: up to 2 artillery assets and up to 1 event of that formation, plus up to 8 battle assets of that same formation.
- Attacking units from several Higher Formations: no battle assets and no events; artillery only, at most one artillery asset for each formation taking part.

A single-use Special Action does not count as the battle's one event ([[8.1]]).

${ORIGINAL} no cap on battle assets (only what is in Available and of the right formation), and with several formations up to two artillery assets per formation involved.
`),
    tables: [
      {
        caption: 'Attacker asset limits per battle',
        head: ['Attacking units', 'Artillery', 'Events', 'Battle assets', 'Original edition'],
        rows: [
          [
            'One Higher Formation',
            'Up to 2, same formation',
            'Up to 1, same formation',
            'Up to 8, same formation',
            'Battle assets unlimited',
          ],
          [
            'Several Higher Formations',
            'Up to 1 per formation involved',
            'None',
            'None',
            'Up to 2 artillery per formation',
          ],
          ['Not in supply, or cannot trace supply now', 'None', 'None', 'None', 'Same'],
        ],
      },
    ],
    keywords: [
      'assign assets',
      'asset limit',
      'how many assets',
      'artillery limit',
      'battle assets',
      'event per battle',
      'max 8',
      'mixed formations',
      'support',
    ],
  },
  {
    id: '6.23',
    parent: '6.2',
    title: 'Defender assigns assets',
    body: md(`
The defender may move assets from Available into the contested area if its forces present can trace a valid supply route right now ([[9.31]]). This rule only asks for a route at that moment; bear in mind that units marked out of supply can never be given assets ([[9.34]] a).

- All defending units from one Higher Formation: at most 1 artillery asset and 1 event of that formation, plus up to 5 battle assets of that same formation.
- Defending units from several Higher Formations: a single artillery asset from any of those formations, and nothing else (no battle assets, no events).
- The same single-artillery limit applies when the only defender is an engineer asset on a defended roadblock, and that artillery must share its formation ([[4.35]]).

Some games let certain defenders have more artillery ([[16.0]]).

${ORIGINAL} no cap on battle assets (only what is in Available and of the right formation).
`),
    tables: [
      {
        caption: 'Defender asset limits per battle',
        head: ['Defending units', 'Artillery', 'Events', 'Battle assets', 'Original edition'],
        rows: [
          [
            'One Higher Formation',
            'Up to 1, same formation',
            'Up to 1, same formation',
            'Up to 5, same formation',
            'Battle assets unlimited',
          ],
          ['Several Higher Formations', '1 in total, from any of them', 'None', 'None', 'Same'],
          ['Only a defended roadblock (4.35)', "1, engineer's formation", 'None', 'None', 'Same'],
          ['Cannot trace supply now', 'None', 'None', 'None', 'Same'],
        ],
      },
    ],
    keywords: ['defender assets', 'asset limit', 'max 5', 'defensive artillery', 'how many assets', 'support'],
  },
  {
    id: '6.24',
    parent: '6.2',
    title: 'Point units, then reveal',
    body: md(`
Both sides name a point unit, the defender first. In a newly contested area the defender names its point unit but keeps it hidden until the attacker has named theirs.

- Every firing unit and asset compares its own unit type and troop quality against the enemy point unit to find its success-number modifiers, in every firing step of the round ([[combat-table]]).
- The point unit must be the first unit of its side to lose a step in the round, although battle assets may take losses before it ([[6.43]]).
- An asset can be the point unit only if its side has no unit present.
- If the point unit is eliminated and the side still has pieces there, name a new one the same way.

Once both are named, all hidden blocks of both sides are laid face up in two facing lines, each block's current step value pointing at the enemy line.
`),
    keywords: ['point unit', 'lead unit', 'spearhead', 'designate', 'reveal', 'face up', 'lines', 'new point unit'],
  },
  {
    id: '6.25',
    parent: '6.2',
    title: 'Attacking artillery fires',
    body: md(`
Roll one die for each artillery asset the attacker assigned, each against its success number from the combat table ([[combat-table]]). Apply all hits to the defender by [[6.42]].

- If the defender's point unit is eliminated and defenders remain, a new one is named ([[6.24]]).
- If every defending piece other than artillery is eliminated, the attacker gets an exploitation opportunity ([[6.8]]); the round ends once any defending artillery has fired ([[6.26]]).
`),
    keywords: ['artillery fire', 'bombardment', 'barrage', 'shelling', 'attacker artillery'],
  },
  {
    id: '6.26',
    parent: '6.2',
    title: 'Defending artillery fires',
    body: md(`
Roll one die for each artillery asset the defender assigned (some games allow certain defenders more than one: [[16.0]]), each against its success number from the combat table. Apply all hits to the attacker by [[6.41]].

- If the attacker's point unit is eliminated and attackers remain, a new one is named ([[6.24]]).
- If the attacker aborts ([[6.41]] b), the round ends: go to [[6.29]]. Otherwise continue with [[6.27]].
`),
    keywords: ['defensive artillery', 'defender artillery', 'counter battery', 'defensive fire'],
  },
  {
    id: '6.27',
    parent: '6.2',
    title: 'Defensive close fire',
    body: md(`
The defender fires with its surviving units and battle assets: one die for each step that fires (a unit rolls as many dice as its current step value; a battle asset rolls one), each against its success number from the combat table ([[combat-table]]).

Roll all the dice first, then apply the hits to the attacker by [[6.41]], beginning again at priority a (so the first hit is again a compulsory step loss). If the attacker aborts, the round ends (go to [[6.29]]); otherwise continue with [[6.28]].
`),
    keywords: ['close fire', 'defensive fire', 'return fire', 'dice per step', 'how many dice'],
  },
  {
    id: '6.28',
    parent: '6.2',
    title: 'Offensive close fire',
    body: md(`
The attacker fires with its surviving units and battle assets, one die per firing step, each against its success number from the combat table. The area's Terrain Difficulty Number is subtracted from the attacker's close fire ([[2.4]]), and the defender's defences give -1 unless they are already gone ([[5.23]], [[6.33]]).

Roll all the dice, then apply the hits to the defender by [[6.42]], beginning again at priority a. If all defending units and battle assets are eliminated and at least one hit is left over, the attacker gets an exploitation opportunity ([[6.8]]).
`),
    keywords: ['close fire', 'assault', 'attacker fire', 'terrain modifier', 'terrain difficulty', 'dice per step'],
  },
  {
    id: '6.29',
    parent: '6.2',
    title: 'End of the combat round',
    body: md(`
Both sides move their surviving artillery and battle assets from the area to their own Used box.

- If both sides still have units in the area, the blocks stay face up in their facing lines: the area remains contested, and later combat there is optional ([[6.1]]).
- Otherwise the remaining units, and any that retreated, are stood up again so the enemy cannot read them.
`),
    keywords: ['end of combat', 'after battle', 'assets to used', 'hide blocks again'],
  },
  {
    id: '6.3',
    parent: '6.0',
    title: 'Assets in combat',
    body: md(`
Assets join a battle by being assigned to it. The order follows the round: the defender first decides whether to reinforce or retreat ([[6.21]]), then the attacker assigns ([[6.22]]), then the defender ([[6.23]]).
`),
    keywords: ['assets in battle', 'support'],
  },
  {
    id: '6.31',
    parent: '6.3',
    title: 'Artillery assets',
    body: md(`
The attacker may assign one or two artillery assets to a battle; the defender only one (unless [[16.0]] allows more). Artillery fires in its own steps ([[6.25]], [[6.26]]). Artillery assets can never be given step losses ([[6.43]]); surviving artillery goes to Used after the round.
`),
    keywords: ['artillery', 'guns', 'indirect fire', 'artillery losses'],
  },
  {
    id: '6.32',
    parent: '6.3',
    title: 'Battle assets',
    body: md(`
Battle assets can join a battle when the conditions of [[6.22]] or [[6.23]] are met.

- They do not change the troop quality of any unit in the battle, and units do not change theirs.
- They fire together with the friendly units in close fire ([[6.27]], [[6.28]]).
- A battle asset that takes a step loss is eliminated.
`),
    keywords: ['battle asset', 'direct support', 'asset losses', 'asset quality'],
  },
  {
    id: '6.33',
    parent: '6.3',
    title: 'Engineer assets in combat',
    body: md(`
An assigned engineer asset may, instead of firing as a battle asset, remove the enemy's defences marker automatically, if there is one.

- The engineer must have survived the artillery fire and the defensive close fire, and the attacker must not have aborted.
- The marker comes off before the other friendly pieces fire, so their -1 for defences ([[5.23]]) no longer applies.
`),
    keywords: ['engineers', 'sappers', 'breach', 'clear defences', 'remove defenses', 'assault engineers'],
  },
  {
    id: '6.4',
    parent: '6.0',
    title: 'Taking hits: priorities',
    body: md(`
Each hit is dealt with either by absorbing it (the attacker aborting, the defender losing defences, becoming disordered or retreating) or by taking it as a step loss. Each player applies hits to their own units and battle assets following the priority list for their role: [[6.41]] for the attacker, [[6.42]] for the defender, and [[6.43]] for who loses steps.
`),
    keywords: ['hits', 'casualties', 'losses', 'damage', 'absorb', 'hit allocation'],
  },
  {
    id: '6.41',
    parent: '6.4',
    title: 'Hit priorities against the attacker',
    body: md(`
- a) Compulsory step loss: the first hit is always taken as a step loss on the point unit, or by eliminating an assigned battle asset.
- b) If there are more hits, the attacker picks one:
- Abort the attack: all other hits are ignored. The aborting units stay in the contested area and become disordered. In a river assault ([[5.35]] e) they cannot stay: they become disordered and retreat ([[6.6]]) back over the river(s) they crossed. Remaining assigned assets go to Used.
- Take step losses: take every remaining hit as a step loss, following [[6.43]].

Priority a applies again for each fire step (defensive artillery, then defensive close fire), so an attacker who kept going after the artillery faces a fresh compulsory loss.
`),
    tables: [
      {
        caption: 'Hits against the attacker, in order',
        head: ['Priority', 'Hit', 'How it is dealt with'],
        rows: [
          ['a', 'First hit', 'Step loss on the point unit, or eliminate an assigned battle asset'],
          [
            'b',
            'Each further hit',
            'Either abort (ignore the rest; units stay and are disordered; river assault: retreat back disordered) or take them all as step losses (6.43)',
          ],
        ],
      },
    ],
    keywords: [
      'attacker hits',
      'abort',
      'call off attack',
      'break off',
      'attacker losses',
      'compulsory loss',
      'mandatory step loss',
    ],
  },
  {
    id: '6.42',
    parent: '6.4',
    title: 'Hit priorities against the defender',
    body: md(`
- a) Defences first: the first hit of the combat round, from whatever source, is absorbed by removing the defences marker, if there is one.
- b) Disorder against artillery: while applying artillery hits, one hit may be absorbed (after any defences) by putting a disorder marker on every defending unit (not assets) that is in good order or recovering ([[6.5]]). Not possible if all defending units are already disordered or the only defenders are assets ([[4.35]]).
- c) Retreat against close fire: while applying offensive close fire hits, one hit may be absorbed (after any defences) by retreating all units present ([[6.6]]); units that were not yet disordered become so. Assets do not actually move: survivors go to Used after the battle. Not possible when only assets defend ([[4.35]]). Retreating units and assets can still receive the remaining hits under priority d. Any asset that the exclusive rules forbid to retreat is destroyed instead, and each one destroyed counts as a hit taken.
- d) Step losses: all remaining hits are taken as step losses under [[6.43]]. If the attacker scores more hits than the defender can absorb or take, the attacker gets an exploitation opportunity ([[6.8]]).
`),
    tables: [
      {
        caption: 'Hits against the defender, in order',
        head: ['Priority', 'Applies to', 'Absorbs', 'How'],
        rows: [
          ['a', 'Any fire, first hit of the round', '1 hit', 'Remove the defences marker'],
          ['b', 'Artillery hits only (option)', '1 hit', 'Disorder all defending units in good order or recovering'],
          [
            'c',
            'Offensive close fire hits only (option)',
            '1 hit',
            'Retreat all units (they become disordered); assets go to Used',
          ],
          ['d', 'Everything left', 'Each hit', 'Step losses by 6.43; excess hits give exploitation'],
        ],
      },
    ],
    keywords: [
      'defender hits',
      'defender losses',
      'defences absorb',
      'disorder option',
      'retreat option',
      'absorb hit',
      'extra hits',
      'overkill',
    ],
  },
  {
    id: '6.43',
    parent: '6.4',
    title: 'Allocating step losses',
    body: md(`
Each player chooses how to spread step losses over their own units and battle assets, within these limits:

- The first unit to lose a step must be the point unit; battle assets may take losses before it.
- Every friendly unit and battle asset present must take one step loss before any unit takes a second one.
- Once every unit present has lost a step and every battle asset has been eliminated by its one loss, the owner spreads any remaining losses as they like.

Artillery assets never take step losses ([[6.31]]). A unit on its last step that loses a step is eliminated ([[2.3]]).
`),
    tables: [
      {
        caption: 'Step-loss order',
        head: ['Order', 'Who loses a step'],
        rows: [
          ['1', 'Point unit is the first unit to lose a step (battle assets may be eliminated before it)'],
          ['2', 'Every other unit present, and every battle asset (each one eliminated), once each'],
          ['3', "Any further losses: owner's free choice among the units"],
          ['-', 'Artillery assets: never'],
        ],
      },
    ],
    keywords: ['step loss', 'casualties', 'who takes losses', 'spread losses', 'second step', 'reduce'],
  },
  {
    id: '6.5',
    parent: '6.0',
    title: 'Disorder and recovery',
    body: md(`
Units (never assets) may become disordered in a combat phase; put a disorder marker on them. Effects are in [[9.33]].

- Recovery takes two steps, in successive Supply Phases ([[9.35]]): the disorder marker flips to its recovering side, then the recovering marker comes off.
- A recovering unit still suffers every disorder effect.
- A recovering unit that is disordered again flips its marker back to disorder.
- Disordering a unit that is already disordered has no further effect.
`),
    keywords: ['disorder', 'disordered', 'shaken', 'recovery', 'recovering', 'rally'],
  },
  {
    id: '6.6',
    parent: '6.0',
    title: 'Retreats',
    body: md(`
Whenever a retreat is called for, the owner moves the retreating units one at a time from the area into an adjacent area that is friendly-controlled and uncontested. Two retreating units may go to different areas, and a retreat may cross a blown bridge.

- If there is a choice, pick an area holding one unit or none.
- If every qualifying adjacent area already holds two friendly units, the unit keeps retreating in the same way, moving on until it reaches the nearest friendly-controlled uncontested area that holds units.
- A unit that cannot retreat takes step loss(es) instead.
- Retreats cost no movement points.
- Retreating units get a disorder marker afterwards, unless the retreat was a Special Action retreat before combat ([[8.24]]).
- Surviving assets do not retreat; they go to Used once the battle is completely over.

${ORIGINAL} a unit retreats to an adjacent friendly-controlled uncontested area; if there is none it stays and loses a step instead. If its arrival overstacks the area, it keeps retreating the same way until stacking is legal. There is no preference for emptier areas.
`),
    keywords: [
      'retreat',
      'fall back',
      'withdraw',
      'rout',
      'retire',
      'fallback',
      'retreat path',
      'cannot retreat',
      'overstacked retreat',
    ],
  },
  {
    id: '6.7',
    parent: '6.0',
    title: 'Morale checks',
    body: md(`
Some rules ask a unit or asset to pass a morale check to achieve something or withstand pressure. Roll one d10 for each piece; it passes on its success number or less. The success number starts at 5 and is modified as in the table below; 1 always passes and 10 always fails ([[2.1]]).

A hidden unit is shown to the opponent for the roll. What failure costs depends on the rule that called for the check (for example [[6.8]] and [[9.4]]).
`),
    tables: [
      {
        caption: 'Morale check success number (base 5)',
        head: ['Condition', 'Modifier'],
        rows: [
          ['Current quality elite (red)', '+2'],
          ['Current quality veteran (black)', '0'],
          ['Current quality recruit (white)', '-2'],
          ['Disordered (or recovering)', '-1'],
          ['Out of supply', '-1'],
          ['Roll of 1 / roll of 10', 'Always passes / always fails'],
        ],
      },
    ],
    keywords: ['morale', 'morale check', 'morale test', 'quality check', 'nerve', 'pass', 'fail'],
  },
  {
    id: '6.8',
    parent: '6.0',
    title: 'Exploitation opportunities',
    body: md(`
The attacker gets an exploitation opportunity when the defender in a battle:

- is wiped out by artillery fire (artillery assets aside),
- retreats by Special Action before combat ([[8.24]]), or
- is wiped out by close fire with at least one hit still unapplied.

Then every attacking armor-class unit in the area makes a morale check ([[6.7]]). A hidden unit is shown for the roll; the player may instead decline the chance and keep it hidden. Each armor-class unit that passes takes an exploitation marker and may move in the Penetration Movement Phase ([[7.3]]).

Exploitation never comes from river assaults ([[5.35]] e) or from Penetration Combat Phases ([[7.4]]).
`),
    keywords: ['exploitation', 'exploit', 'breakthrough', 'pursuit', 'armor exploit', 'tanks break through'],
  },
  {
    id: '7.0',
    title: 'Reaction and Penetration Phases',
    body: md(`
After combat, the defender may react with reserves ([[7.2]]) and then the attacker may push on with reserves and exploiting armor ([[7.3]]) and fight again ([[7.4]]). Who may take part: [[7.1]].
`),
    keywords: ['reaction', 'penetration', 'second movement'],
  },
  {
    id: '7.1',
    parent: '7.0',
    title: 'Who may take part',
    body: md(`
- Reaction Phase: the non-phasing player's reserve-marked units.
- Penetration Phase: the phasing player's reserve-marked units, plus armor-class units with an exploitation marker ([[6.8]]) or activated by a Special Action ([[8.21]]).
`),
    keywords: ['eligible', 'reaction eligibility', 'penetration eligibility'],
  },
  {
    id: '7.2',
    parent: '7.0',
    title: 'Reaction Phase',
    body: md(`
The non-phasing player may move reserve-marked units up to their full movement allowance, into an uncontested area or to reinforce an area that is already contested. They may not create a newly contested area. There is no combat in this phase.

A reserve unit may build defences instead of moving ([[5.23]]). Remove the reserve marker from each unit once it has moved or built.
`),
    keywords: ['reaction', 'react', 'counter move', 'reinforce', 'reserves'],
  },
  {
    id: '7.3',
    parent: '7.0',
    title: 'Penetration Movement Phase',
    body: md(`
The phasing player may move reserve-marked units and exploitation-marked units, and may spend Special Actions to move other armor-class units as if they were exploiting ([[8.21]]). Once penetration combat ([[7.4]]) begins, no more penetration movement is allowed.

Edition note: the French (original) edition's 7.3 speaks of "non-armored" units activated by Special Action, while its own 8.21, like the 2016 text, lets only armor-class units be activated that way. Sandtable follows 8.21 in both editions.
`),
    keywords: ['penetration move', 'breakthrough', 'exploitation movement'],
  },
  {
    id: '7.31',
    parent: '7.3',
    title: 'Penetration movement restrictions',
    body: md(`
- Reserve units make a normal operational move with their full allowance.
- Exploiting units move 1 area only and may not cross a blown bridge, including a bridge blown in response to that very move ([[5.35]] d); in that case the unit cannot move at all.
- Units of either kind may enter contested areas, or may build defences instead of moving.
- Reserve and exploiting units move one at a time, in any order, mixed as the phasing player wishes.
- Remove a unit's reserve or exploitation marker once it has moved or built defences.
`),
    keywords: ['exploitation one area', 'one area', 'blown bridge', 'penetration limits'],
  },
  {
    id: '7.32',
    parent: '7.3',
    title: 'Newly contested areas in penetration',
    body: md(`
Reserve and exploiting units may create newly contested areas. Each of them must have one combat round in the Penetration Combat Phase ([[7.41]]). Non-phasing units in those areas may try to blow the bridges that the phasing player tries to cross ([[5.35]] d).
`),
    keywords: ['newly contested', 'penetration attack', 'blow bridge'],
  },
  {
    id: '7.4',
    parent: '7.0',
    title: 'Penetration Combat Phase',
    body: md(`
The phasing player resolves the compulsory combats ([[7.41]]) and any optional ones ([[7.42]]) in whatever order they like. Exploitation never arises in this phase ([[6.8]]).
`),
    keywords: ['penetration combat', 'second combat'],
  },
  {
    id: '7.41',
    parent: '7.4',
    title: 'Compulsory penetration combats',
    body: md(`
Each area that became newly contested in the Penetration Movement Phase gets one combat round, fought with the normal procedure ([[6.2]]); no Special Action is needed.
`),
    keywords: ['mandatory', 'compulsory', 'penetration battle'],
  },
  {
    id: '7.42',
    parent: '7.4',
    title: 'Optional penetration combats',
    body: md(`
An area that was already contested may also have a combat round ([[6.2]]) if the phasing player spends a Special Action to fight there again ([[8.22]]).
`),
    keywords: ['optional', 'fight again', 'second attack', 'special action combat'],
  },
];

// ---------------------------------------------------------------------------------------------
// 8.0 - 10.0
// ---------------------------------------------------------------------------------------------

const part3: RefSection[] = [
  {
    id: '8.0',
    title: 'Special Actions and staff functions',
    body: md(`
Special Actions are extra command effort: the kinds are in [[8.1]] and what they can do in [[8.2]]. The command staff asset performs staff functions ([[8.3]]).

Out-of-supply units and areas cannot benefit from friendly Special Actions or staff functions ([[9.34]] d).
`),
    keywords: ['special action', 'SA', 'command', 'staff', 'HQ'],
  },
  {
    id: '8.1',
    parent: '8.0',
    title: 'Kinds of Special Action',
    body: md(`
- Reusable Special Actions: the player's own command influence, usable for units of any friendly Higher Formation. They are wooden blocks with a Special Action label. After use they go to Used, and in the Reinforcement Phase they return straight to Available without going through the cup ([[4.1]] a, which also gives a bonus for leaving one unused).
- Single-use Special Actions: the influence of a Higher Formation's commanders, usable only for units of that formation. They are event counters and go to the Eliminated box after use. They do not count against the one event allowed per battle ([[6.22]], [[6.23]]).
- Command staff asset: your headquarters staff freeing extra resources behind the scenes. While it is in Available it can perform one staff function ([[8.3]]).

Either kind of Special Action can perform any function listed in [[8.2]].
`),
    tables: [
      {
        caption: 'Special Action types',
        head: ['Type', 'Piece', 'Affects', 'After use'],
        rows: [
          [
            'Reusable',
            'Wooden block',
            'Any friendly Higher Formation',
            'Used, back to Available next Reinforcement Phase',
          ],
          ['Single-use', 'Event counter', 'Its own Higher Formation only', 'Eliminated'],
          ['Command staff (staff functions)', 'Asset counter', 'Any formation', 'Used, then recycled through the cup'],
        ],
      },
    ],
    keywords: ['reusable', 'single use', 'one use', 'block', 'event', 'command staff', 'HQ asset'],
  },
  {
    id: '8.2',
    parent: '8.0',
    title: 'What a Special Action can do',
    body: md(`
Each Special Action spent buys one of the effects in [[8.21]] to [[8.27]], in the phase shown for each. A game's exclusive rules may list further uses (its section 14.61; see [[11.0]]).
`),
    tables: [
      {
        caption: 'Special Action uses',
        head: ['Rule', 'Use', 'When'],
        rows: [
          ['8.21', 'Move one more armor-class unit one area', 'Penetration Movement'],
          ['8.22', 'Fight again in an already contested area', 'Penetration Combat'],
          ['8.23', 'Defender reinforces a battle with one unit', 'Combat or Penetration Combat'],
          ['8.24', 'Defender retreats before combat, without disorder', 'Combat or Penetration Combat'],
          ['8.25', 'Rally all units in an area and its neighbours', 'Administration'],
          ['8.26', 'One step of replacements, elite allowed', 'Administration'],
          ['8.27', 'Redirect a reinforcement to another entry area', 'Reinforcement'],
        ],
      },
    ],
    keywords: ['special action uses', 'spend special action', 'SA list'],
  },
  {
    id: '8.21',
    parent: '8.2',
    title: 'Penetration move (Penetration Phase)',
    body: md(`
Lets one armor-class unit that is in supply, in good order and has not yet moved in this phase move in the Penetration Movement Phase as if it had an exploitation marker: one area only ([[7.31]]).
`),
    keywords: ['extra move', 'activate armor', 'penetration', 'tank move'],
  },
  {
    id: '8.22',
    parent: '8.2',
    title: 'Penetration combat (Penetration Phase)',
    body: md(`
Lets an area that is already contested have one combat round in the friendly Penetration Combat Phase ([[7.42]]). The area must not already have fought a round in that same Penetration Combat Phase.
`),
    keywords: ['attack again', 'extra combat', 'second round'],
  },
  {
    id: '8.23',
    parent: '8.2',
    title: 'Reinforce a battle (Combat or Penetration Phase)',
    body: md(`
Defender only. Lets one unit in good order from an adjacent uncontested area join a declared battle ([[6.21]]).

- It may not break stacking ([[5.1]]).
- It may not reinforce a battle where the only defender is an asset ([[4.35]]).
- It may not be the point unit unless the original point unit is eliminated ([[6.24]]).
- A reserve marker on it comes off: it has moved into a contested area ([[5.21]]).

The unit this action affects is the one that comes in: a single-use Special Action ([[8.1]]) can pay when that unit belongs to its Higher Formation, whatever the formation of the units already defending.
`),
    keywords: ['reinforce', 'reinforcement', 'bring in', 'defender reinforce', 'plug the gap'],
  },
  {
    id: '8.24',
    parent: '8.2',
    title: 'Retreat before combat (Combat or Penetration Phase)',
    body: md(`
Defender only. Lets the defender in a declared battle retreat all its units following [[6.6]], except that they do not become disordered. The attacker must wait for this decision before assigning assets ([[6.21]]). The retreat gives the attacker an exploitation opportunity ([[6.8]]).

This action moves every defending unit, so a single-use Special Action ([[8.1]]) can pay for it only when all of them belong to its Higher Formation.
`),
    keywords: ['retreat before combat', 'withdraw', 'evade', 'avoid combat', 'no disorder'],
  },
  {
    id: '8.25',
    parent: '8.2',
    title: 'Rally troops (Administration Phase)',
    body: md(`
Choose one area of yours that is in supply (an area your side controls; an enemy one cannot be chosen). Every friendly disordered or recovering unit in that area and in every adjacent area recovers fully: remove their disorder and recovering markers.
`),
    keywords: ['rally', 'reorganise', 'reorganize', 'remove disorder', 'recover'],
  },
  {
    id: '8.26',
    parent: '8.2',
    title: 'Quality replacements (Administration Phase)',
    body: md(`
Choose one reduced unit, of any class, to gain one step of replacements, even when that step is elite.

The 2016 text does not repeat a supply condition here, but out-of-supply units still cannot benefit from Special Actions ([[9.34]] d).

${ORIGINAL} the rule itself requires the reduced unit to be in supply.
`),
    keywords: ['replacements', 'rebuild', 'add step', 'elite step', 'reinforce unit', 'heal'],
  },
  {
    id: '8.27',
    parent: '8.2',
    title: 'Redirect a reinforcement (Reinforcement Phase)',
    body: md(`
Lets one arriving unit enter, on its scheduled turn, at any suitable entry area ([[14.2]]) other than those on its label, provided that area is friendly-controlled or is enemy-controlled but empty ([[4.1]] c).
`),
    keywords: ['redirect', 'reroute', 'change entry', 'blocked reinforcement'],
  },
  {
    id: '8.3',
    parent: '8.0',
    title: 'Staff functions',
    body: md(`
While the command staff asset is in Available it may carry out one of the functions below in the Administration Phase ([[4.2]]), for any Higher Formation. It then goes to Used and is recycled like any other asset. A game's exclusive rules may add functions (its section 14.62; see [[11.0]]).
`),
    keywords: ['staff', 'command staff', 'HQ', 'staff function'],
  },
  {
    id: '8.31',
    parent: '8.3',
    title: 'Replacements found',
    body: md(`
Add one non-elite replacement step to any in-supply infantry-class unit. Armor-class units do not qualify.
`),
    keywords: ['replacements', 'add step', 'infantry replacement', 'rebuild'],
  },
  {
    id: '8.32',
    parent: '8.3',
    title: 'Intelligence',
    body: md(`
Pick any one enemy unit, anywhere on the map and whatever its supply state. It stays revealed to you until the end of the Administration Phase.
`),
    keywords: ['intelligence', 'recon', 'reveal', 'scout', 'look at block', 'spy'],
  },
  {
    id: '8.33',
    parent: '8.3',
    title: 'Reserves on call',
    body: md(`
Put a suitable reserve marker that is still available on any eligible unit ([[14.7]], and not out of supply or disordered: [[9.33]] b).
`),
    keywords: ['reserve', 'reserve marker', 'put in reserve'],
  },
  {
    id: '9.0',
    title: 'Supply Phase',
    body: md(`
The last phase of each player turn: control, supply status and disorder markers, morale for unsupplied units, and marker clean-up. Sequence in [[9.1]].
`),
    keywords: ['supply', 'logistics', 'end of turn', 'cleanup'],
  },
  {
    id: '9.1',
    parent: '9.0',
    title: 'Supply Phase sequence',
    body: md(`
These steps happen in order. Both players take part in each and may do their parts at the same time.

- a) Check area control ([[9.2]]).
- b) Determine supply status ([[9.31]], [[9.32]]) and adjust disorder markers ([[9.35]]).
- c) Morale checks for the phasing player's out-of-supply units ([[9.4]]), then remove the expiring markers ([[9.5]]).
`),
    keywords: ['supply steps', 'supply sequence'],
  },
  {
    id: '9.2',
    parent: '9.0',
    title: 'Checking area control',
    body: md(`
Both players look over every area to be sure who controls it ([[2.4]]). Where it is not obvious, mark the area with a control marker showing the side that last occupied it alone.
`),
    keywords: ['control', 'control marker', 'who owns', 'ownership'],
  },
  {
    id: '9.3',
    parent: '9.0',
    title: 'Supply status and disorder markers',
    body: md(`
How to trace supply ([[9.31]]), how to mark it ([[9.32]]), what being out of supply or disordered does ([[9.33]], [[9.34]]) and how disorder wears off ([[9.35]]).
`),
    keywords: ['supply status', 'out of supply', 'OOS'],
  },
  {
    id: '9.31',
    parent: '9.3',
    title: 'Tracing a supply route',
    body: md(`
Both players check supply in every Supply Phase, their own and the opponent's. A unit's or area's supply status holds until the next Supply Phase. Trace from the friendly unit or friendly-controlled area to any valid supply source named by the scenario ([[14.9]]):

- a) The route runs through friendly-controlled areas. It may cross a blown bridge only when the unit or area tracing is right next to that bridge.
- b) It may start in an enemy-controlled area and leave it, but may never enter or pass through one.
- c) It may always enter or pass through friendly-controlled areas that are occupied, whatever enemy units are there.

The same route check, made at that moment, decides whether a side may assign assets in battle ([[6.22]], [[6.23]]).

${ORIGINAL} one more restriction: the route may never pass through an empty area that is adjacent to an enemy-controlled area holding uncontested enemy units.
`),
    keywords: [
      'supply line',
      'supply route',
      'trace supply',
      'supply path',
      'cut off',
      'encircled',
      'surrounded',
      'pocket',
      'blown bridge supply',
    ],
  },
  {
    id: '9.32',
    parent: '9.3',
    title: 'Marking supply status',
    body: md(`
Units and areas that cannot trace a valid route are out of supply: put an out-of-supply marker on them. Remove the marker from units and areas that were out of supply and can now trace a valid route.
`),
    keywords: ['out of supply marker', 'OOS', 'unsupplied', 'isolated'],
  },
  {
    id: '9.33',
    parent: '9.3',
    title: 'Effects of being out of supply and/or disordered',
    body: md(`
These apply to units that are out of supply, disordered or recovering:

- a) They may move only 1 area in a movement phase, observing [[5.34]] where it applies.
- b) They may not build defences or be put in reserve.
- c) They have -1 to their success number when firing and when making a morale check. The penalties add up: out of supply and disordered is -2.
- d) Disordered units (only) cannot attack ([[6.2]]); they defend with the modifier in c.
`),
    tables: [
      {
        caption: 'Out of supply and disordered: effects',
        head: ['Effect', 'Out of supply', 'Disordered or recovering'],
        rows: [
          ['Movement', 'One area', 'One area'],
          ['Build defences / go into reserve', 'No', 'No'],
          ['Firing and morale success number', '-1', '-1 (both: -2)'],
          ['Attack', 'Yes', 'No (defends at -1)'],
          ['Assets can be assigned', 'No (9.34)', 'Yes'],
          ['Morale check in own Supply Phase', 'Yes (9.4)', 'No'],
        ],
      },
    ],
    keywords: ['out of supply effects', 'disorder effects', 'penalty', '-1', 'cannot attack', 'one area move'],
  },
  {
    id: '9.34',
    parent: '9.3',
    title: 'Further effects of being out of supply',
    body: md(`
- a) No assets may be assigned to them.
- b) At the end of their own side's Supply Phase they must make a morale check; failure means disorder, a step loss or surrender ([[9.4]]).
- c) Their disorder markers cannot improve ([[9.35]]).
- d) Out-of-supply areas and units cannot be affected by friendly events, Special Actions, staff functions or engineer functions.
`),
    keywords: ['unsupplied', 'no assets', 'no special actions', 'no recovery', 'surrender'],
  },
  {
    id: '9.35',
    parent: '9.3',
    title: 'Adjusting disorder markers',
    body: md(`
For all their disordered or recovering units that can trace a supply route, both players first remove every recovering marker and then turn every disorder marker to its recovering side. So a disordered unit in supply is back in good order after two Supply Phases; an out-of-supply unit does not improve ([[9.34]] c).
`),
    keywords: ['recover', 'recovery', 'remove disorder', 'rally', 'flip marker'],
  },
  {
    id: '9.4',
    parent: '9.0',
    title: 'Morale checks for out-of-supply units',
    body: md(`
Only the phasing player checks: each of their out-of-supply units makes a morale check ([[6.7]]) with the -1 for being out of supply.

- Fails while in good order or recovering: becomes disordered.
- Fails while already disordered: loses one step.
- A disordered veteran that rolls 10, or a disordered recruit that rolls 8, 9 or 10, surrenders instead: it is eliminated whatever steps it has left.
- A disordered unit whose current quality is elite never surrenders, though it still loses a step when it fails.
`),
    tables: [
      {
        caption: 'Out-of-supply morale check: failure results',
        head: ['Unit state when it fails', 'Result'],
        rows: [
          ['Good order or recovering', 'Becomes disordered'],
          ['Disordered, elite', 'Loses 1 step (never surrenders)'],
          ['Disordered, veteran', 'Loses 1 step; on a roll of 10 it surrenders (eliminated)'],
          ['Disordered, recruit', 'Loses 1 step; on 8-10 it surrenders (eliminated)'],
        ],
      },
    ],
    keywords: ['attrition', 'surrender', 'out of supply morale', 'starvation', 'isolation', 'capitulate'],
  },
  {
    id: '9.5',
    parent: '9.0',
    title: 'Removing expired markers',
    body: md(`
Both players take off the map:

- every defences marker in a contested area,
- every roadblock and defended roadblock (a surviving defended roadblock engineer goes to Used, [[4.35]]),
- every river assault marker and every exploitation marker,
- every reserve marker of the non-phasing player.
`),
    keywords: ['cleanup', 'remove markers', 'expire', 'end of turn'],
  },
  {
    id: '10.0',
    title: "Designer's notes (summary)",
    body: md(`
In short: the series was designed to be easy to learn, quick and fun while keeping a historical feel and enough challenge to play again. Much detail is abstracted, and the game rests on decisions with consequences: as field commander you decide where your main effort goes and which battles get your scarce assets and Special Actions.

Because there are few blocks, losses had to come more slowly than in a standard block game. That is why the attacker can break off after more than one hit, the defender can turn hits aside by losing defences or retreating, and both sides can take hits by giving up assets. Defences stand for prepared positions (sandbags, wire, mines), often built by engineers, and are most valuable at first contact.

Assets and events are played face up only to keep the game moving; the designer invites players who agree to keep them hidden, at the cost of a slower game.
`),
    keywords: ['designer notes', 'design', 'philosophy', 'why'],
  },
];

// ---------------------------------------------------------------------------------------------
// Exclusive-rules hooks (filled by each boxed game, or by Sandtable's scenarios as data)
// ---------------------------------------------------------------------------------------------

const SHOWN = 'In Sandtable scenarios this is scenario data: the scenario screen shows the value before you start.';

const hooks: RefSection[] = [
  {
    id: '11.0',
    title: 'Scenario rules (exclusive rules)',
    body: md(`
Sections 11.0 onward belong to each game, not to the series: the scenario book of a boxed FAB game supplies its exclusive rules, map, units, turn record and victory conditions. When an exclusive rule contradicts the series rules, the exclusive rule wins ([[2.1]]).

The series rules leave a number of decisions to these sections. The entries below list each one, say what it decides, and where the series rules rely on it. Sandtable's own scenarios fill every one of them as data, and the scenario screen shows their values. When you play a boxed game alongside the app, read the values from its scenario book.
`),
    keywords: ['exclusive rules', 'scenario rules', 'special rules', 'scenario book', 'game specific'],
  },
  {
    id: '13.1',
    parent: '11.0',
    title: 'First player',
    body: md(`
Decides which side is the First Player: it moves first in every game turn and is the phasing player in the first player turn ([[3.2]]); the other side is the Second Player ([[3.3]]).

${SHOWN}
`),
    keywords: ['first player', 'who goes first', 'initiative', 'second player'],
  },
  {
    id: '13.2',
    parent: '11.0',
    title: 'Higher Formations',
    body: md(`
Decides each side's Higher Formations (corps or army headquarters) and their identifying colours ([[2.3]]). Formation matters for asset limits in battle ([[6.22]], [[6.23]]), for engineers building defences ([[4.33]]), for defended roadblocks ([[4.35]]) and for single-use Special Actions ([[8.1]]).

${SHOWN}
`),
    keywords: ['formation', 'corps', 'army', 'HQ', 'colour', 'color', 'higher formation'],
  },
  {
    id: '13.3',
    parent: '11.0',
    title: 'Unit classes',
    body: md(`
Decides which unit and asset types are armor class and which are infantry class ([[2.3]]). Class sets the movement allowance (infantry 3, armor 6: [[5.22]]), who can exploit ([[6.8]], [[8.21]]) and who can take found replacements ([[8.31]]); the default combat table also compares firer and point unit by type ([[combat-table]]).

${SHOWN}
`),
    keywords: ['class', 'armor class', 'infantry class', 'unit type', 'tank', 'mechanised'],
  },
  {
    id: '14.2',
    parent: '11.0',
    title: 'Entry areas',
    body: md(`
Decides which map areas are the entry areas behind each map-edge letter, and so where reinforcements may be placed ([[4.1]] c), where a delayed unit arrives and where a redirected one may go ([[8.27]]).

${SHOWN}
`),
    keywords: ['entry area', 'entry letter', 'map edge', 'reinforcement entry', 'where do reinforcements arrive'],
  },
  {
    id: '14.5',
    parent: '11.0',
    title: 'Extra engineer functions',
    body: md(`
Decides any engineer functions a game adds to those of [[4.31]] to [[4.35]], or any limits it puts on engineers ([[4.3]]). If a scenario adds none, only the series functions exist.

${SHOWN}
`),
    keywords: ['engineers', 'engineer functions', 'special engineers'],
  },
  {
    id: '14.7',
    parent: '11.0',
    title: 'Reserve eligibility',
    body: md(`
Decides which units may receive reserve markers (in the boxed games this can depend, for instance, on the map zone a unit is in) for [[5.21]] and [[8.33]]. How many reserve markers a side can use at once is limited by the markers provided, which a Sandtable scenario also states.

${SHOWN}
`),
    keywords: ['reserve', 'reserve markers', 'eligible', 'how many reserves'],
  },
  {
    id: '14.8',
    parent: '11.0',
    title: 'Strategic movement limits',
    body: md(`
Decides the restrictions on strategic movement ([[3.23]], [[5.4]]), such as how many units may move strategically in one phase or which parts of the map they may use.

${SHOWN}
`),
    keywords: ['strategic movement', 'rail', 'strategic limit'],
  },
  {
    id: '14.9',
    parent: '11.0',
    title: 'Supply sources',
    body: md(`
Decides which areas or map edges are valid supply sources for each side, and any special supply rules. Every supply route ([[9.31]]) ends at one of these sources.

${SHOWN}
`),
    keywords: ['supply source', 'supply head', 'depot', 'base', 'map edge supply'],
  },
  {
    id: '16.0',
    parent: '11.0',
    title: 'Extra defender artillery',
    body: md(`
Decides whether some defenders may fire more than the usual single artillery asset, and which ones ([[6.23]], [[6.26]], [[6.31]]), together with any other asset restrictions of the game.

${SHOWN}
`),
    keywords: ['artillery', 'extra artillery', 'defender artillery', 'asset restrictions'],
  },
  {
    id: '17.0',
    parent: '11.0',
    title: 'Events',
    body: md(`
Decides what each event counter does when played for its printed purpose, and which turn it enters the selection cup ([[2.2]]). Any event may instead be used for its alternative effect ([[4.21]]), and every event is used once ([[4.22]]).

${SHOWN}
`),
    keywords: ['events', 'event list', 'air mission', 'replacements event', 'what does this event do'],
  },
  {
    id: '19.0',
    parent: '11.0',
    title: 'Victory points',
    body: md(`
Decides how victory points are earned (for example for holding objective areas or eliminating enemy units), how they are totalled at the victory check ([[3.4]]) and what the final result is after the last turn ([[3.5]]). The turn record has room to note net victory points ([[4.2]]).

${SHOWN}
`),
    keywords: ['victory points', 'VP', 'score', 'objectives', 'who wins'],
  },
  {
    id: '19.4',
    parent: '11.0',
    title: 'Sudden death victory',
    body: md(`
Decides the condition that ends the game early with a win, checked in every victory check ([[3.4]]). If it is met the game stops; otherwise play goes on to the next turn ([[3.5]]).

${SHOWN}
`),
    keywords: ['sudden death', 'auto victory', 'early win', 'instant win'],
  },
  {
    id: '24.0',
    parent: '11.0',
    title: 'Initial control and set-up',
    body: md(`
Decides which side controls each area at the start of the scenario ([[2.4]]), together with the scenario's set-up. From then on control changes only as described in [[2.4]].

${SHOWN}
`),
    keywords: ['initial control', 'setup', 'set-up', 'starting positions', 'who controls at start', 'scenario'],
  },
];

// ---------------------------------------------------------------------------------------------
// Sandtable's default combat table (the app's own; the player aid is not in the sources)
// ---------------------------------------------------------------------------------------------

const combatTable: RefSection = {
  id: 'combat-table',
  parent: '6.0',
  title: "Sandtable's default combat table (the app's own)",
  body: md(`
This table is Sandtable's own default. The series rules refer to a Combat Table on the player aid card, but that card is not among the sources this app is built from, so the modifiers below are our choice, built around the modifiers the rules themselves state. It is scenario data: when creating a game the players see it and may edit it, and a boxed game's own player aid should be used in its place when you have it.

Each die that fires (one per artillery asset, one per firing step in close fire, [[6.25]] to [[6.28]]) hits on its success number or less. The success number starts at 5, then add the modifiers that apply. Whatever the total, a roll of 1 always hits and a roll of 10 always misses ([[2.1]]).

Example: a veteran armor unit fires in offensive close fire at an infantry point unit in defences, in an area with Terrain Difficulty Number 1. 5 + 1 (armor at infantry) - 1 (defences) - 1 (terrain) = 4: each die hits on 1 to 4.

Odds before the blocks are turned up ([[6.24]]): the combat screen never works out a chance from a block you cannot see. Where a die is thrown by a face-down enemy block, or aimed at an enemy point unit you have not seen, the app gives the exact average over every enemy piece you have not seen yet: each could be standing in those blocks, all equally likely, and the enemy's point unit could be any of its pieces there. Such figures are marked "averaged over the hidden blocks" and list no success number per die; they stay the same whichever hidden block is really which. What the averages assume: each piece you have not seen counts at the strength you last saw it at (as printed on its set-up or arrival if you never saw it), never at its strength now; it fights with the markers of the block it would be standing in (disorder, out of supply), which you can see; every piece due by the turn record and not eliminated is in the running, since you cannot tell which ones are on the map. When there are too many possibilities to average exactly, the screen says the odds depend on hidden blocks and shows none. After the reveal every die is shown with its own success number.
`),
  tables: [
    {
      caption: 'Default combat table: success number modifiers (base 5 on a d10)',
      head: ['Condition', 'Modifier', 'Source'],
      rows: [
        ["Firer's current quality elite", '+1', 'Sandtable default'],
        ["Firer's current quality veteran", '0', 'Sandtable default'],
        ["Firer's current quality recruit", '-1', 'Sandtable default'],
        ['Armor firing at an infantry point unit', '+1', 'Sandtable default'],
        ['Infantry firing at an armor point unit', '-1', 'Sandtable default'],
        ['Artillery firing at an armor point unit', '-1', 'Sandtable default'],
        ['Target in defences when the dice are rolled', '-1', 'Rules 5.23'],
        ["Attacker's close fire", 'minus Terrain Difficulty Number', 'Rules 2.4, 6.28'],
        ['Firer disordered or recovering', '-1', 'Rules 6.2, 9.33c'],
        ['Firer out of supply', '-1', 'Rules 9.33c'],
        ['Roll of 1 / roll of 10', 'Always hits / always misses', 'Rules 2.1'],
      ],
    },
  ],
  keywords: [
    'combat table',
    'CRT',
    'to hit',
    'hit number',
    'modifiers',
    'success number',
    'elite',
    'recruit',
    'armor vs infantry',
    'player aid',
    'house rule',
  ],
};

// ---------------------------------------------------------------------------------------------
// Quick cards
// ---------------------------------------------------------------------------------------------

const cardList: RefCard[] = [
  {
    id: 'sequence',
    title: 'Sequence of play',
    body: md(`
Each game turn:

- Reinforcements (both): reusable Special Actions back; used assets into the cup; place arriving units; new assets/events into the cup ([[4.1]]).
- First Player's turn, then Second Player's turn, each with the phases below ([[3.2]], [[3.3]]).
- Victory check: points and sudden death ([[3.4]]). Advance the turn or end the game ([[3.5]]).

In each player turn (P = phasing player, N = non-phasing):

- Administration: both draw to Available; P then N play events, engineers, staff functions, Special Actions ([[4.2]]).
- Operational Movement (P): move, build defences, hold, or go into reserve ([[5.2]]).
- Strategic Movement (P): reserve units in supply only ([[5.4]]).
- Combat (P attacks): compulsory in newly contested areas, optional elsewhere, one round per area ([[6.1]]).
- Reaction (N): reserve units move; no new contested areas, no combat ([[7.2]]).
- Penetration Movement (P): reserves, exploiting armor, Special Action armor ([[7.3]]).
- Penetration Combat (P): compulsory in newly contested areas; elsewhere by Special Action ([[7.4]]).
- Supply (both): control, supply, disorder markers, P's unsupplied morale, clean-up ([[9.1]]).
`),
    cites: ['3.0', '4.1', '4.2', '5.2', '5.4', '6.1', '7.2', '7.3', '7.4', '9.1', '3.4', '3.5'],
  },
  {
    id: 'combat-round',
    title: 'Combat round',
    body: md(`
Phasing player attacks. Disordered attackers sit out; disordered defenders fight at -1.

- 1. Defender may spend a Special Action: reinforce with one adjacent unit ([[8.23]]) or retreat before combat, which ends the round and gives exploitation ([[8.24]]).
- 2. Attacker assigns assets (in supply and can trace supply now): one formation: 2 artillery, 1 event, 8 battle assets; mixed: 1 artillery per formation ([[6.22]]).
- 3. Defender assigns assets (can trace supply now): one formation: 1 artillery, 1 event, 5 battle assets; mixed: 1 artillery in all ([[6.23]]).
- 4. Point units: defender names first; then reveal all blocks ([[6.24]]).
- 5. Attacker's artillery: 1 die each; hits by defender priorities ([[6.25]]).
- 6. Defender's artillery: 1 die each; hits by attacker priorities; attacker may abort ([[6.26]]).
- 7. Defensive close fire: 1 die per step; attacker priorities from a again; abort ends the round ([[6.27]]).
- 8. Offensive close fire: 1 die per step, minus terrain difficulty; defender priorities from a again ([[6.28]]).
- 9. Surviving assets to Used; blocks stay face up if both sides remain ([[6.29]]).

Success number: base 5, modifiers on the combat table ([[combat-table]]); 1 always hits, 10 always misses.
`),
    cites: ['6.2', '6.21', '6.22', '6.23', '6.24', '6.25', '6.26', '6.27', '6.28', '6.29', 'combat-table'],
  },
  {
    id: 'hit-priorities',
    title: 'Hit priorities',
    body: md(`
Attacker ([[6.41]]), restart at a for each fire step:

- a) First hit: step loss on the point unit, or eliminate a battle asset.
- b) More hits: abort (ignore the rest; stay and become disordered; river assault: retreat back) or take them all as step losses.

Defender ([[6.42]]):

- a) First hit of the round: lose the defences marker, if any.
- b) Artillery hits: may absorb one by disordering all defending units.
- c) Offensive close fire hits: may absorb one by retreating all units (they become disordered).
- d) The rest: step losses. Hits left over give the attacker exploitation ([[6.8]]).

Step losses ([[6.43]]): point unit is the first unit hit (battle assets may go first); everyone once before anyone twice; then free. Artillery assets never take losses.
`),
    tables: [
      {
        caption: 'Who absorbs what',
        head: ['Side', 'Absorb', 'Limit'],
        rows: [
          ['Attacker', 'Abort the attack', 'After the compulsory first loss; ignores all further hits'],
          ['Defender', 'Remove defences', 'First hit of the round only'],
          ['Defender', 'Disorder all units', 'One artillery hit'],
          ['Defender', 'Retreat all units', 'One offensive close fire hit'],
        ],
      },
    ],
    cites: ['6.4', '6.41', '6.42', '6.43', '6.8'],
  },
  {
    id: 'movement-costs',
    title: 'Movement costs',
    body: md(`
Allowance: infantry class 3 MP, armor class 6 MP ([[5.22]]). Out of supply or disordered: one area only ([[9.33]]). A unit may always move one adjacent area ([[5.33]]).

Must stop on entering enemy units or a roadblock. Only one unit per river boundary into an enemy-occupied area per phase; the enemy may try to blow the bridge on 1-5 ([[5.35]]). Leaving a contested area: first area must be friendly and uncontested, and no more contested areas this phase ([[5.34]]).
`),
    tables: [
      {
        caption: 'Cost to cross into an adjacent area',
        head: ['Crossing or situation', 'Cost'],
        rows: [
          ['Road connection', '1 MP'],
          ['Field connection', '2 MP'],
          ['Blown bridge', 'Whole allowance'],
          ['Area already holding units or assets', '+1 MP'],
          ['Roadblock (first enemy unit)', '+1 MP unless already paying the occupied +1; stop'],
          ['Leaving a contested area', '+1 MP'],
        ],
      },
    ],
    cites: ['5.22', '5.31', '5.32', '5.33', '5.34', '5.35', '4.34', '9.33'],
  },
  {
    id: 'supply',
    title: 'Supply',
    body: md(`
Trace from the unit or area to a supply source ([[14.9]]) through friendly-controlled areas ([[9.31]]):

- Blown bridge only if the tracer is adjacent to it.
- May leave an enemy-controlled area, never enter or cross one.
- Friendly-controlled areas are fine even with enemy units in them.

Out of supply ([[9.33]], [[9.34]]): move one area; no defences or reserve; -1 to fire and morale; no assets, events, Special Actions, staff or engineer help; disorder does not recover; morale check in own Supply Phase ([[9.4]]).

Disordered units in supply: recovering marker off, then disorder flips to recovering ([[9.35]]).
`),
    tables: [
      {
        caption: 'Out-of-supply morale check (phasing player; base 5, -1 unsupplied, quality -2/+2, disorder -1)',
        head: ['Fails while', 'Result'],
        rows: [
          ['Good order or recovering', 'Disordered'],
          ['Disordered', 'Lose 1 step'],
          ['Disordered veteran rolling 10', 'Surrenders'],
          ['Disordered recruit rolling 8-10', 'Surrenders'],
          ['Disordered elite', 'Never surrenders; loses 1 step'],
        ],
      },
    ],
    cites: ['9.1', '9.31', '9.32', '9.33', '9.34', '9.35', '9.4', '14.9'],
  },
];

export const book: RefBook = {
  system: 'fab',
  sections: [...part1, ...part2, ...part3, ...hooks, combatTable],
  cards: cardList,
};
