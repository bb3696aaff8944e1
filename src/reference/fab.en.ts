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
    keywords: ['d10', 'die', 'dice', 'roll', 'natural 1', 'natural 10', 'zero', 'success number', 'target number', 'cup', 'draw cup', 'available box', 'used box', 'eliminated box', 'first player', 'exclusive rules'],
  },
  {
    id: '2.2',
    parent: '2.0',
    title: 'Units, assets, events and markers',
    body: md(`
- Units: the main pieces for fighting and manoeuvre, usually a regiment, brigade or division depending on the game. Each is a wooden block with a label. Blocks stand on edge with the label facing their owner, so the opponent cannot read them (limited intelligence). The edge turned upwards shows the current step value; the highest value on the label is the unit at full strength.
- Assets: cardboard counters for small formations you send to the battles that matter most. Artillery assets give indirect support (guns, naval fire and similar); battle assets give direct support (independent engineers, infantry, armour and so on). Some games add non-combat assets such as a command staff ([[8.3]]) or fuel.
- Events: counters naming an event and the game turn in which it goes into the selection cup. They cover replacements, air missions, single-use Special Actions and other happenings of the battle; each game explains its own in the exclusive rules ([[17.0]]).
- Special Actions: extra command effort and supplies that let units do more or do it better ([[8.0]]).
- Markers: counters that record game information and unit status, and mark things on the map such as defences, blown bridges and river assaults.
`),
    keywords: ['pieces', 'block', 'label', 'asset', 'artillery asset', 'battle asset', 'event', 'marker', 'fog of war', 'hidden', 'strength'],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Unit details: class, order, formation, quality, steps',
    body: md(`
- Armor and infantry class: armor-class units and assets are formations with a large armoured component; infantry-class ones have none to speak of. The exclusive rules say which unit types belong to each class ([[13.3]]).
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
    keywords: ['armour', 'armor', 'tank', 'infantry', 'class', 'disordered', 'good order', 'recovering', 'HQ', 'corps', 'army', 'formation', 'colour', 'point unit', 'lead unit', 'reserve', 'step loss', 'rotate', 'reduce', 'quality', 'elite', 'veteran', 'recruit', 'green', 'pips', 'status'],
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
    keywords: ['area', 'space', 'zone', 'contested', 'uncontested', 'control', 'ownership', 'who owns', 'terrain', 'difficulty', 'terrain difficulty number', 'TDN', 'newly contested', 'engaged'],
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
    keywords: ['reinforcement', 'arrive', 'entry area', 'entry letter', 'blocked entry', 'late arrival', 'used box', 'return assets', 'cup', 'reusable special action', 'recycle'],
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

The reserve marker comes off when the unit moves, when its area becomes contested, or in the enemy's next Supply Phase ([[9.5]]).
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
    keywords: ['movement allowance', 'MP', 'movement points', 'how far', 'infantry 3', 'armor 6', 'tank movement', 'reveal', 'face up', 'hidden'],
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
Areas are separated by boundaries, and units cross a boundary through a connection that costs movement points. Exclusive rules may add other kinds of boundary or connection ([[14.1]] in each game).

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
    keywords: ['movement cost', 'MP cost', 'road', 'field', 'river', 'blown bridge', 'occupied area', 'extra point', 'leave contested', 'diagonal', 'how many points'],
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
    keywords: ['one at a time', 'must stop', 'enemy area', 'river crossing', 'one unit per river', 'blow bridge', 'demolition attempt', '1-5', 'river assault', 'assault crossing'],
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

const cards: RefCard[] = [];

export const book: RefBook = { system: 'fab', sections: [...part1], cards };
