/**
 * OCS (Operational Combat Series) movement phase rules reference, English.
 * Retold in our own words from a Spanish walk-through of the phase (seed 004). The seed has no section
 * numbers: the ids are segment/topic slugs shared with the engine (src/rules/ocs) and with the es/fr books.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'ocs',
  sections: [
    {
      id: 'phase',
      title: 'The movement phase',
      body: `The movement phase belongs to the phasing player (the player whose phase it is) and is played as three segments, always in this order:
- Breakout segment: surrounded units may try to slip away ([[breakout]]).
- Movement segment: ground units and ships move, change mode, travel by rail or sea, and engineers build ([[movement]]).
- Air and naval bombardment segment: bombing missions by aircraft and bombardment by ships; ground artillery does not fire here ([[bombardment]]).

During the movement segment the phasing player's aircraft may also fly fighter sweeps, tactical air strikes and transport missions. The air rules themselves are outside this walk-through: Sandtable steps through the air parts without resolving them.`,
      keywords: [
        'sequence',
        'sequence of play',
        'movement phase',
        'segments',
        'phasing player',
        'player in phase',
        'order',
        'turn',
      ],
    },
    {
      id: 'breakout',
      parent: 'phase',
      title: 'Breakout segment',
      body: `Before anything moves, the phasing player may try to break out with combat units that cannot trace a supply line. Non-combat units never may. Trying is always voluntary, but a unit may only try if both conditions hold:
- There is a path, of any length, from the unit to some friendly unit that can trace supply. The path may not enter enemy units or terrain the unit is forbidden to enter; for units with wheeled movement it must also avoid enemy zones of control that are not negated ([[zoc]]).
- The unit is no more than 15 hexes from a friendly unit that can trace supply. This distance is counted in a straight line, ignoring enemy units and zones of control.

Roll one die for each unit that tries:
- 5 or 6: it escapes. Take it off the map and put it on the turn record as a reinforcement that arrives as many turns later as the number rolled. It keeps its step-loss marker but sheds any low-supply (low ammunition) or DG (disorganized) marker.
- 1 to 4: it is lost and goes to the dead pile, from where it can be rebuilt in the usual way.

Example: a wheeled unit is cut off by an enemy zone of control. Although friendly supplied units are within 15 hexes, its path to them runs through that zone, so it may not try. A foot or tracked unit in the same place could try, and on a roll of 5 would return as a reinforcement five turns later, free of markers.`,
      tables: [
        {
          caption: 'Breakout roll (one die per unit)',
          head: ['Die', 'Result'],
          rows: [
            ['1-4', 'Destroyed: to the dead pile (can be rebuilt)'],
            ['5', 'Escapes: returns as a reinforcement 5 turns later'],
            ['6', 'Escapes: returns as a reinforcement 6 turns later'],
          ],
        },
      ],
      keywords: [
        'breakout',
        'break out',
        'escape',
        'encircled',
        'surrounded',
        'pocket',
        'cut off',
        'out of supply',
        'unsupplied',
        '15 hexes',
        'dead pile',
        'rebuild',
        'reinforcement',
        'turn record',
      ],
    },
    {
      id: 'movement',
      parent: 'phase',
      title: 'Movement segment',
      body: `After the breakout attempts, the phasing player moves ground units and ships. Units move one at a time or as stacks, and any change of mode is made at the start of a unit's move ([[modes]]). The player may move as many or as few units as wished.

Moving units must respect every limit set by their mode, their supply and the movement rules. During this segment the player may also:
- overrun enemy units while moving;
- blow up or damage their own supply depots ([[depots]]);
- build or improve air bases and fortifications ([[airbases]], [[fortifications]], [[engineers]]);
- move units by rail ([[rail]]) or by sea.

How far a unit goes is counted in movement points ([[movement-points]]).`,
      keywords: [
        'movement segment',
        'move',
        'moving',
        'stack',
        'stacks',
        'overrun',
        'sea movement',
        'ships',
        'naval',
        'mode change',
      ],
    },
    {
      id: 'movement-points',
      parent: 'movement',
      title: 'Movement points',
      body: `Each unit has a movement allowance, a number of movement points (MP) to spend during its move. Entering a hex costs the points given for its terrain on the terrain effects chart ([[terrain]]), plus the cost of any hexside feature crossed ([[hexsides]]), unless the unit is following a road ([[roads]]).

The allowance depends on the unit's mode: some modes double it, others halve it, and halvings can combine down to a quarter ([[modes]]). A unit may always move at least one hex, however short of points it is ([[minimum-move]]). Every step of a move must also be legal in reverse ([[reversibility]]).`,
      keywords: [
        'movement points',
        'MP',
        'MA',
        'movement allowance',
        'cost',
        'points',
        'spend',
        'left over',
        'remaining',
      ],
    },
    {
      id: 'terrain',
      parent: 'movement',
      title: 'Terrain and the terrain effects chart',
      body: `What a hex costs to enter depends on its terrain and on the unit's movement type: foot, tracked or wheeled. Some terrain is prohibited (P) for some movement types, and a unit may never enter it, not even with the one-hex minimum move ([[minimum-move]]).

When a hex holds more than one kind of terrain, pay for the most expensive one, unless the unit is following a road, track or railway ([[roads]]).

The walk-through relies on the terrain effects chart of its boxed game without printing it. Sandtable therefore ships its own default chart, labelled as the app's own and not taken from any published game. It is shown in the game and can be edited, and a scenario may bring a chart of its own. The same chart sets the costs in supply points used by fuel, air bases and fortifications, and the depot blowing table.`,
      tables: [
        {
          caption: "Sandtable's default chart: terrain (MP to enter; P = prohibited; editable)",
          head: ['Terrain', 'Foot', 'Tracked', 'Wheeled'],
          rows: [
            ['Clear', '1', '1', '1'],
            ['Desert', '1', '1', '2'],
            ['Forest', '2', '3', '4'],
            ['Rough', '2', '3', '5'],
            ['Hills', '2', '2', '3'],
            ['Marsh', '3', '5', 'P'],
            ['Mountain', '3', 'P', 'P'],
            ['City', '1', '1', '1'],
            ['Lake', 'P', 'P', 'P'],
          ],
        },
        {
          caption: "Sandtable's default chart: hexsides (MP added; P = prohibited; editable)",
          head: ['Hexside', 'Foot', 'Tracked', 'Wheeled'],
          rows: [
            ['River', '+1', '+2', '+3'],
            ['Major river', '+2', '+4', 'P'],
            ['Wadi', '+1', '+1', '+2'],
            ['Escarpment', '+2', 'P', 'P'],
          ],
        },
        {
          caption: "Sandtable's default chart: following a road (MP per hex; editable)",
          head: ['Road type', 'Foot', 'Tracked', 'Wheeled'],
          rows: [
            ['Road', '½', '½', '½'],
            ['Track', '1', '1', '1'],
            ['Railway', '1', '1', 'P'],
          ],
        },
      ],
      keywords: [
        'terrain',
        'TEC',
        'terrain effects chart',
        'chart',
        'prohibited',
        'P',
        'foot',
        'leg',
        'tracked',
        'track',
        'wheeled',
        'truck',
        'movement type',
        'clear',
        'open',
        'forest',
        'woods',
        'rough',
        'hills',
        'marsh',
        'swamp',
        'mountain',
        'city',
        'desert',
        'lake',
        'default chart',
        'edit chart',
      ],
    },
    {
      id: 'hexsides',
      parent: 'terrain',
      title: 'Hexside features',
      body: `A feature on the hexside a unit crosses, such as a river, adds its cost to the cost of the hex being entered ([[terrain]]).

Two exceptions:
- A unit moving along a road ignores hexside features entirely ([[roads]]).
- A bridge or a pontoon cancels the whole cost of a river hexside.`,
      keywords: [
        'hexside',
        'hex side',
        'river',
        'major river',
        'stream',
        'wadi',
        'escarpment',
        'bridge',
        'pontoon',
        'crossing',
        'extra cost',
      ],
    },
    {
      id: 'roads',
      parent: 'terrain',
      title: 'Roads, tracks and railways',
      body: `For movement, anything that counts as a road does so whatever its grade: main roads, secondary roads, tracks and railway lines alike.

A unit that follows one from hex to hex pays the road cost and ignores everything else: the other terrain in the hex ([[terrain]]) and any hexside feature it crosses ([[hexsides]]).

Moving along a railway on foot or by vehicle is not rail movement; carrying units by train follows its own procedure ([[rail]]).`,
      keywords: [
        'road',
        'roads',
        'track',
        'trail',
        'railway',
        'railroad',
        'rail line',
        'highway',
        'road movement',
        'follow the road',
        'ignore terrain',
      ],
    },
    {
      id: 'zoc',
      title: 'Enemy zones of control',
      body: `The walk-through meets enemy zones of control (ZOC) in a few places, and these are the ones this reference covers:
- Breakout: a wheeled unit's path to friendly supplied units may not pass through an enemy zone of control that has not been negated ([[breakout]]).
- Rail movement: trains may never enter an enemy zone of control, and negating it does not help. Negation does count when tracing a supply route along the railway ([[rail]]).
- Detraining: the station where a unit leaves the train must be outside enemy zones of control.
- Engineering work: the path from an engineer to the hex it works on is affected by zones of control as if the engineer were walking there ([[engineers]]).

The walk-through uses zones of control without defining them. Sandtable follows the usual series convention: a combat unit exerts a zone of control into the six hexes around it, and a friendly combat unit standing in a hex negates the enemy zone of control there.

Sandtable's default chart also makes a unit stop when it enters an enemy zone of control. That is a setting of the chart ([[terrain]]), shown and editable, not something the walk-through states.`,
      keywords: [
        'ZOC',
        'zone of control',
        'zones of control',
        'EZOC',
        'enemy ZOC',
        'negate',
        'negated',
        'negation',
        'stop',
      ],
    },
    {
      id: 'modes',
      title: 'Modes',
      body: `A unit's mode sets which movement allowance it uses. The counter shows a combat-mode side and a move-mode side, each with its own allowance. A unit may change mode only at the start of its own move ([[movement]]).

The allowance can be doubled, halved, or even quartered when two halvings apply. Sandtable multiplies every factor that applies: a disorganized unit in reserve mode, for example, ends up with a quarter of its combat allowance.`,
      tables: [
        {
          caption: 'Movement allowance by mode',
          head: ['Mode', 'Allowance used', 'Factor'],
          rows: [
            ['Combat', 'Combat-mode side', '×1'],
            ['Move', 'Move-mode side', '×1'],
            ['Strategic', 'Move-mode side', '×2'],
            ['Reserve', 'Combat-mode side', '×½'],
            ['Disorganized (DG marker)', 'Whatever the mode gives', '×½'],
          ],
        },
      ],
      keywords: [
        'mode',
        'modes',
        'combat mode',
        'move mode',
        'movement mode',
        'strategic mode',
        'strat mode',
        'reserve',
        'reserve mode',
        'DG',
        'disorganized',
        'disorganised',
        'double',
        'half',
        'quarter',
        'flip',
      ],
    },
    {
      id: 'minimum-move',
      parent: 'movement-points',
      title: 'One-hex minimum move',
      body: `A unit can always move one hex, even when its allowance is too small to pay for that hex.

The guarantee has limits. It cannot be used to:
- make an overrun;
- break a restriction of the unit's mode or of its fuel;
- enter terrain the unit is prohibited from entering ([[terrain]]).

Units that need fuel must still pay the supply for it, even to move that single hex.`,
      keywords: ['minimum move', 'one hex', '1 hex', 'always move', 'not enough points', 'fuel', 'supply', 'SP'],
    },
    {
      id: 'reversibility',
      parent: 'movement-points',
      title: 'Moves must work both ways',
      body: `A unit may step from hex A to hex B only if it would be allowed to step from B back to A.

For instance, a unit barred from mountains cannot leave a mountain hex for a clear hex unless it crosses by a road hexside: going the other way it could not enter the mountain except along the road ([[terrain]], [[roads]]).`,
      keywords: ['reverse', 'reversible', 'both ways', 'leave prohibited terrain', 'exit', 'mountain', 'A to B'],
    },
    {
      id: 'rail',
      parent: 'movement',
      title: 'Rail movement',
      body: `Every rail move has three steps, all completed in the same phase: entrain, travel, detrain.

Entrain:
- The unit must be at a station: a railway hex the player controls holding a village, town, city or port, or a friendly HQ in combat mode.
- It must be in move mode ([[modes]]) and may have spent up to half of its movement allowance before boarding.

Travel:
- Follow a connected line of railway hexes of one gauge only; hexes of another gauge cannot be used.
- Never enter a hex that is in an enemy zone of control or holds an enemy unit of any kind. Negating the zone of control does not help here ([[zoc]]).

Detrain:
- Stop at a station outside enemy zones of control. Once off the train the unit moves no further this phase.

Each side has a rail capacity per turn, counted in regiment equivalents (RE). A battalion counts as half an RE. Double track halves the cost.

Stacks: units that marched to a station together may go on by train one at a time. Each one boards on its own terms (move mode, no more than half of its own allowance spent, enough capacity left), so one may ride off while another of the stack stays or marches on. A stack whose units all qualify may also board as one move when the capacity left covers all of them.

Example: a battalion in combat mode near a friendly port switches to move mode, marches to a nearby station having spent less than half its allowance, and boards. On ordinary track it uses ½ of a one-point capacity; on double track only ¼. It may ride to a friendly station outside enemy zones of control, but not to one inside an enemy zone of control.`,
      tables: [
        {
          caption: 'Rail capacity used',
          head: ['Unit', 'Size', 'Single track', 'Double track'],
          rows: [
            ['Battalion', '½ RE', '½', '¼'],
            ['Regiment', '1 RE', '1', '½'],
            ['Any unit', 'N RE', 'N', 'N ÷ 2'],
          ],
        },
      ],
      keywords: [
        'rail',
        'railway',
        'railroad',
        'train',
        'entrain',
        'detrain',
        'board',
        'station',
        'rail capacity',
        'RE',
        'regiment equivalent',
        'battalion',
        'gauge',
        'double track',
        'single track',
        'strategic movement',
      ],
    },
    {
      id: 'depots',
      parent: 'movement',
      title: 'Blowing your own depots',
      body: `In the movement segment (this one, or the movement segment of a reaction or exploitation phase) the phasing player may try to destroy their own supply depots, for example to keep them out of enemy hands. The attempt may target the whole depot or only some of its supply points.

Roll a die on the depot blowing table to learn what percentage is destroyed, and round the result to the nearest token (fraction of a supply point).

The table is scenario data. Sandtable's default one is part of its default chart ([[terrain]]), labelled as the app's own and editable.

Where the supply for a move or a job comes from is not stated in the walk-through: Sandtable takes it from the nearest friendly depot that holds enough.`,
      keywords: [
        'depot',
        'depots',
        'blow',
        'blow up',
        'destroy supply',
        'supply dump',
        'SP',
        'supply points',
        'token',
        'percentage',
        'depot table',
      ],
    },
    {
      id: 'airbases',
      parent: 'movement',
      title: 'Air bases',
      body: `Air bases can be built or improved only in the movement phase, by units with engineering capability ([[engineers]]).
- Level 3 is the highest an air base can reach.
- An air base can gain at most one level in a given phase.
- A hex can never hold more than one air base.

Building and improving cost supply points; the work takes effect at once, so a newly built air base can be used straight away.`,
      keywords: ['air base', 'airbase', 'airfield', 'airstrip', 'aerodrome', 'level', 'build', 'improve', 'upgrade'],
    },
    {
      id: 'fortifications',
      parent: 'movement',
      title: 'Fortifications',
      body: `In the movement phase, a combat unit of at least 1 RE that is in combat mode and has not moved this phase may build a new fortification in its own hex, or improve one already there by a level, for 2 supply points. Engineers can also do this work ([[engineers]]).
- A hex can gain only one fortification level per phase.
- Level 4 is the highest a fortification can reach.
- A hex can never hold more than one fortification.
- There is no limit to how many hexes may be fortified.`,
      keywords: [
        'fortification',
        'fort',
        'fortify',
        'dig in',
        'entrench',
        'hedgehog',
        'level',
        'build',
        'improve',
        '2 SP',
      ],
    },
    {
      id: 'engineers',
      parent: 'movement',
      title: 'Engineers and construction',
      body: `A unit with engineering capability is an HQ or an engineer unit in combat mode, or one that is disorganized while showing its combat-mode side. If it builds this phase, it must not move in it.

It may work on any hex within 2 hexes of itself; zones of control and terrain affect that path just as they would a unit moving on foot ([[zoc]], [[terrain]]). The jobs it can do:
- build, improve or reduce air bases ([[airbases]]);
- build, improve or reduce fortifications ([[fortifications]]);
- repair or damage ports.

Each turn an engineer-capable unit works in one hex only, and on one kind of job only. Building, improving and repairing cost supply points; reducing and damaging are free. The result is immediate.`,
      keywords: [
        'engineer',
        'engineers',
        'engineering',
        'construction',
        'build',
        'HQ',
        'headquarters',
        'port',
        'repair',
        'reduce',
        'damage',
        '2 hexes',
        'range',
      ],
    },
    {
      id: 'bombardment',
      parent: 'phase',
      title: 'Air and naval bombardment segment',
      body: `The last segment of the movement phase is for bombing missions flown by the phasing player's aircraft, together with bombardments by their ships. Ground artillery does not fire in this segment.

The walk-through leaves the air rules for later, so Sandtable lets the players step through this segment without resolving it ([[phase]]).`,
      keywords: [
        'bombardment',
        'bombing',
        'air',
        'aircraft',
        'air mission',
        'naval',
        'ships',
        'navy',
        'artillery',
        'barrage',
      ],
    },
  ],
  cards: [
    {
      id: 'rail',
      title: 'Rail move at a glance',
      body: `- Start at a station you control (railway hex with a village, town, city or port, or a friendly HQ in combat mode), in move mode, with no more than half the allowance spent.
- Ride connected track of one gauge; never into an enemy zone of control or an enemy-held hex, negated or not.
- Get off at a station outside enemy zones of control; the unit's move then ends.
- All three steps in the same phase. Capacity is counted in RE: a battalion is ½, and double track halves the cost.`,
      tables: [
        {
          caption: 'Rail capacity used',
          head: ['Unit', 'Single track', 'Double track'],
          rows: [
            ['Battalion (½ RE)', '½', '¼'],
            ['Regiment (1 RE)', '1', '½'],
          ],
        },
      ],
      cites: ['rail', 'modes', 'zoc'],
    },
  ],
};
