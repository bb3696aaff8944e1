/**
 * FUBAR (one-page skirmish rules, 2nd edition) rules reference, English.
 * Retold in our own words from the Spanish one-page rules (seed 002). FUBAR has no section numbers:
 * the ids are topic slugs shared with the engine (src/rules/fubar) and with the es/fr books.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'fubar',
  sections: [
    {
      id: 'units',
      title: 'Units and coherency',
      body: `FUBAR is a set of skirmish rules for small units, from the Second World War to science fiction, fought over a table crowded with terrain. Every roll uses ordinary six-sided dice (d6); distances are in inches.

Each player commands one or more units, taken from the scenario's force list or from a roster built in Sandtable. Two things define a unit: its training level ([[training]]) and the weapons its figures carry ([[weapons]]).

A unit's figures must keep together: each one should be no more than 3" from the rest of the unit. Every figure that strays beyond that costs the unit -1 on its activation roll ([[activation]]).`,
      keywords: [
        'squad',
        'team',
        'section',
        'fire team',
        'coherency',
        'cohesion',
        'spacing',
        '3 inches',
        'roster',
        'force list',
        'figure',
        'miniature',
        'model',
        'd6',
      ],
    },
    {
      id: 'training',
      parent: 'units',
      title: 'Training levels and natural rolls',
      body: `A unit's training level gives it two target numbers. Activation is what it must roll to act at all ([[activation]]). Experience is what each die must reach to score a hit, whether shooting ([[shooting]]) or in close combat ([[melee]]). The level also limits how many of the unit's figures can be suppressed at the same time ([[suppression]]).

Natural rolls override everything: whatever the modifiers, a die showing 6 always succeeds and a die showing 1 always fails. This holds for every roll made against a target number: activation, hits and saves alike.`,
      tables: [
        {
          caption: 'Training levels',
          head: ['Level', 'Activation', 'Experience (to hit)', 'Max suppressed figures'],
          rows: [
            ['Green', '5+', '6+', '1'],
            ['Seasoned', '4+', '5+', '2'],
            ['Veteran', '3+', '4+', '3'],
            ['Elite', '2+', '4+', '4'],
          ],
        },
      ],
      keywords: [
        'experience',
        'quality',
        'green',
        'recruit',
        'novice',
        'seasoned',
        'trained',
        'regular',
        'veteran',
        'elite',
        'target number',
        'natural 6',
        'natural 1',
        'six always',
        'one always',
        'automatic success',
        'automatic failure',
      ],
    },
    {
      id: 'initiative',
      title: 'Turns and initiative',
      body: `The game is played in turns. During a turn every player tries to activate, and then use, each unit under their command.

At the start of each turn every player rolls a d6 and adds whatever modifier the scenario grants. Ties are rolled again. The highest total takes the initiative and may try to activate a unit first.

A player with the initiative keeps trying to activate units, one at a time, for as long as the rolls succeed. The first failed activation hands the initiative to the opponent, who does the same. Play swings back and forth like this until every unit on the table has had its one attempt this turn; then a new turn starts with a new initiative roll.

Close combats that are still going on are fought again at the start of each new turn ([[melee]]). A unit that failed its roll spends the rest of the turn on overwatch ([[actions]]).`,
      keywords: [
        'turn',
        'turn order',
        'sequence',
        'who goes first',
        'initiative roll',
        'tie',
        'reroll',
        'alternate',
        'alternating activation',
        'pass',
        'scenario modifier',
      ],
    },
    {
      id: 'activation',
      title: 'Activation',
      body: `While you hold the initiative you may try to activate any of your units that has not yet tried this turn, in whatever order you like. Roll a d6: if the result, after modifiers, equals or beats the unit's activation number ([[training]]), the unit is activated and carries out one action ([[actions]]).

Modifiers to the activation roll:
- +1 when no enemy is in sight of the unit
- -1 for every suppressed figure in the unit ([[suppression]])
- -1 for every figure more than 3" from the rest of its unit ([[units]])

A natural 6 always activates and a natural 1 always fails. A unit that fails is on overwatch for the rest of the turn, and the initiative passes to the other side ([[initiative]]).

Suppressed figures get back up as soon as their unit's activation roll has been made, whether it succeeded or not.

With many units on the table it helps to mark each one once it has had its attempt; Sandtable keeps that record for you.`,
      keywords: [
        'activate',
        'activation roll',
        'order',
        'orders',
        'no enemy in sight',
        'out of sight',
        'failed activation',
        'overwatch',
        'marker',
        'modifier',
        'penalty',
        'bonus',
      ],
    },
    {
      id: 'actions',
      parent: 'activation',
      title: 'Actions',
      body: `An activated unit chooses exactly one of the actions below; every figure in the unit follows it. Distances are the most each figure may move.

Walking is the only action that lets a unit both move and shoot, and then only with small arms or thrown grenades ([[weapons]]). An aimed shot does not move: pick one enemy unit and shoot at it with +1 on each die ([[shooting]]). An assault is the only way into close combat ([[melee]]).

A unit that failed its activation roll is treated as being on overwatch for the rest of the turn.`,
      tables: [
        {
          caption: 'Actions after a successful activation',
          head: ['Action', 'Move', 'What it allows'],
          rows: [
            ['Walk', '6"', 'Figures may also fire a small arm or throw a grenade'],
            ['Run', '12"', 'No shooting and no grenades'],
            ['Take cover / dodge', '8"', 'No shooting and no grenades; the figures count as being in light cover'],
            [
              'Overwatch',
              '0"',
              'Once this turn, the unit may react by shooting at an enemy that moves across its arc of fire',
            ],
            [
              'Go to ground',
              '3"',
              'Figures drop into the closest cover, which counts one level better; no shooting and no grenades',
            ],
            ['Aimed shot', '0"', 'Choose one enemy unit: +1 to every die shot at it'],
            ['Assault', '8"', 'Move into contact to start a close combat'],
          ],
        },
      ],
      keywords: [
        'walk',
        'run',
        'move',
        'movement',
        'take cover',
        'dodge',
        'overwatch',
        'ambush',
        'reaction fire',
        'go to ground',
        'hit the dirt',
        'prone',
        'aimed shot',
        'aim',
        'assault',
        'charge',
        'distance',
        'inches',
      ],
    },
    {
      id: 'shooting',
      title: 'Shooting',
      body: `A unit may shoot at any enemy figure or vehicle it can see, and it may split its dice between several targets.

Line of sight and area cover:
- A figure inside an area of cover can see out, and be seen, only if it stands within 2" of that area's edge.
- The exception is when shooter and target are inside the same area of cover: then they can fire at each other, and both benefit from that cover ([[cover]]).
- No shot may be traced through an area of cover lying between the shooter and the target.
- Suppressed figures cannot shoot at all ([[suppression]]).

How to resolve a shot:
- Roll one d6 for each point of firepower of the weapons firing ([[weapons]]).
- Each die that equals or beats the shooting unit's experience number is a hit ([[training]]). Cover on the target makes that number worse ([[cover]]); an aimed shot adds +1 to each die ([[actions]]).
- Targets wearing armour, and troops inside or right behind an armoured vehicle, roll a save against each hit ([[armour]], [[vehicles]]).
- The unit that was hit then decides what each remaining hit does: lose a figure as a casualty, or have one figure suppressed instead. It may mix the two, within its suppression limit ([[suppression]]).

Hits on an armoured vehicle are resolved on the damage table instead ([[vehicle-damage]]).`,
      keywords: [
        'shoot',
        'fire',
        'firing',
        'shot',
        'ranged',
        'to hit',
        'hit',
        'firepower',
        'FP',
        'dice',
        'line of sight',
        'LOS',
        'see',
        'visible',
        'split fire',
        'casualty',
        'kill',
        'save',
        '2 inches',
        'edge of cover',
      ],
    },
    {
      id: 'suppression',
      parent: 'shooting',
      title: 'Suppression',
      body: `A unit that has been hit may take some hits as suppressed figures instead of casualties: better-trained troops know when to hit the dirt. Lay each suppressed figure on its side: while down it cannot shoot, not even to return fire, and each suppressed figure gives its unit -1 on the next activation roll ([[activation]]).

As soon as that unit's next activation roll has been made, stand its suppressed figures up again: they are no longer suppressed. If the roll succeeded, those figures may move with the unit but may not shoot until the unit's following activation.

A unit can never have more suppressed figures than its training allows ([[training]]). Once that limit is reached, any further hits on the unit can only be taken as casualties (this is how Sandtable reads the limit). Close combat never causes suppression ([[melee]]).`,
      tables: [
        {
          caption: 'Maximum suppressed figures per unit',
          head: ['Level', 'Max suppressed'],
          rows: [
            ['Green', '1'],
            ['Seasoned', '2'],
            ['Veteran', '3'],
            ['Elite', '4'],
          ],
        },
      ],
      keywords: [
        'suppressed',
        'suppress',
        'pinned',
        'pin',
        'pinning',
        'knocked down',
        'lying down',
        'stand up',
        'return fire',
        'suppression limit',
        'cap',
      ],
    },
    {
      id: 'cover',
      parent: 'shooting',
      title: 'Cover',
      body: `When the target of a shot is in cover, the shooter's experience number gets worse by up to the amount in the table: a veteran unit that normally hits on 4+ needs 6+ against a target behind a brick wall. However much cover there is, the number needed is never worse than 6+, and a natural 6 still hits ([[training]]).

Some things change the cover a figure has:
- The take cover action makes the figures count as being in light cover ([[actions]]).
- Going to ground improves the cover of the figures by one level.
- Flamethrowers and tank guns ignore cover altogether ([[weapons]]).
- Cover plays no part in close combat ([[melee]]).

Infantry crosses cover at its normal speed: in short, violent fights like these, adrenaline does the rest. Vehicles are slowed by it ([[vehicles]]).`,
      tables: [
        {
          caption: 'Cover modifiers (added to the number the shooter needs)',
          head: ['Cover', 'Modifier', 'Examples'],
          rows: [
            ['Light', 'up to +1', 'Hedges and brush, woods, timber buildings, civilian cars, fences, foxholes'],
            ['Medium', 'up to +2', 'Brick or stone walls, solid buildings, rubble, trenches'],
            ['Hard', 'up to +3', 'Bunkers'],
          ],
        },
      ],
      keywords: [
        'cover',
        'light cover',
        'medium cover',
        'moderate cover',
        'hard cover',
        'heavy cover',
        'woods',
        'forest',
        'building',
        'wall',
        'trench',
        'foxhole',
        'bunker',
        'rubble',
        'hedge',
        'fence',
        'modifier',
        '6+ maximum',
      ],
    },
    {
      id: 'melee',
      title: 'Close combat',
      body: `Close combat is savage and quick. The only way in is the assault action ([[actions]]).

- The attacking unit moves its figures first, into base-to-base contact with the enemy.
- Once it has finished, the defender may move any of its figures that are not already in contact and are within 3" of the enemy, to join the fight.
- Both sides then roll at the same time: one d6 per figure in the fight, hitting on their experience number ([[training]]).
- Figures that were suppressed when the combat began fight at -1; roll their dice apart from the others.
- Saves from armour still apply ([[armour]]), but there is no cover and no suppression: every hit that is not saved kills a figure.

If both sides still have figures in contact, the combat is fought again at the start of every following turn ([[initiative]]).

Armoured vehicles take no part in close combat ([[melee-vehicles]]).`,
      keywords: [
        'melee',
        'close combat',
        'hand to hand',
        'assault',
        'charge',
        'base contact',
        'base to base',
        'engaged',
        'fight',
        'bayonet',
        'brawl',
      ],
    },
    {
      id: 'melee-vehicles',
      parent: 'melee',
      title: "Sandtable's ruling: vehicles and close combat",
      body: `The one-page rules never say what happens when an assault reaches an armoured vehicle. Sandtable rules that a vehicle is never the target of an assault and never fights in close combat: infantry that want to knock one out up close do it by shooting.

Why:
- Close combat is a fight between figures. Each side rolls one die per figure in contact, and every hit not saved removes a figure ([[melee]]). A vehicle has no figures to roll for or to lose; its crew is inside.
- The rules hurt a vehicle in one way only: its armour save, then a roll on the damage table for every hit it fails to save ([[vehicles]], [[vehicle-damage]]). Close combat has no step that leads to that table, and inventing one would be a house rule of ours.
- The short-range tools against armour are already in the weapons list and are fired: grenades thrown 8" (even on a walk), flamethrowers, missile launchers ([[weapons]]).
- A vehicle's own choices are to drive and to fire; it has no assault order of its own ([[vehicles]]).

So the app refuses an assault aimed at a vehicle and says so. The crew of a destroyed vehicle who get out fight on foot as an ordinary infantry unit, and may be assaulted like any other.`,
      keywords: [
        'assault a tank',
        'melee vehicle',
        'close assault',
        'charge a tank',
        'grenade a tank',
        'ruling',
        'house rule',
      ],
    },
    {
      id: 'weapons',
      title: 'Weapons',
      body: `The weapons below are common types found in regular and irregular forces. Range is the furthest distance at which the weapon can fire; firepower (FP) is how many dice it rolls ([[shooting]]).

Small arms can be fired on a walk ([[actions]]); support weapons cannot. Some assault rifles carry an underslung grenade launcher with a 16" range; the rules give it no firepower, so Sandtable uses that of thrown grenades (3) and does not count it as a small arm.

Heavy machine guns need two crew when carried by infantry, but only one when mounted in a bunker or vehicle. Guns can only be mounted on tanks. Flamethrowers and tank guns ignore cover ([[cover]]). Small arms and machine guns cannot hurt a tank's crew ([[vehicles]]).`,
      tables: [
        {
          caption: 'Weapons',
          head: ['Weapon', 'Range', 'Firepower', 'Notes'],
          rows: [
            ['Pistol / revolver', '8"', '1', 'Small arm'],
            ['Rifle', '24"', '1', 'Small arm'],
            ['Assault rifle', '24"', '2', 'Small arm; some carry a grenade launcher (16")'],
            ['Sniper rifle', '32"', '2', 'Small arm'],
            ['Submachine gun', '16"', '3', 'Small arm'],
            ['Light machine gun', '32"', '3', 'Small arm'],
            ['Combat shotgun', '8"', '3', 'Small arm'],
            ['Heavy machine gun', '32"', '4', 'Support; crew of two on foot, one in a bunker or vehicle'],
            ['Flamethrower', '8"', '4', 'Support; ignores cover'],
            ['Grenades, thrown', '8"', '3', 'Can be thrown on a walk'],
            ['Missile launcher', '24"', '3', 'Support'],
            ['Light anti-tank gun', '32"', '3', 'Support'],
            ['Light mortar', '40"', '3', 'Support'],
            ['Light gun', '32"', '4', 'Tanks only; ignores cover'],
            ['Heavy gun', '48"', '6', 'Tanks only; ignores cover'],
          ],
        },
      ],
      keywords: [
        'weapon',
        'range',
        'firepower',
        'FP',
        'pistol',
        'revolver',
        'rifle',
        'assault rifle',
        'sniper',
        'SMG',
        'submachine gun',
        'LMG',
        'HMG',
        'machine gun',
        'shotgun',
        'flamethrower',
        'grenade',
        'grenade launcher',
        'missile',
        'rocket',
        'bazooka',
        'anti-tank',
        'AT gun',
        'mortar',
        'cannon',
        'tank gun',
        'crew',
      ],
    },
    {
      id: 'armour',
      title: 'Personal armour',
      body: `Some modern and science-fiction troops wear body armour. They are trained to fight in it, so it does not slow them down in the kind of fight FUBAR portrays.

Once the hits on a unit are known, it rolls one save per hit using the armour type worn by most of its figures (on a tie, Sandtable uses the weaker one). Each save that succeeds cancels a hit ([[shooting]]); saves also work in close combat ([[melee]]). A natural 1 always fails a save.

Troops inside or right behind an armoured vehicle may save with the vehicle's armour class instead; Sandtable uses whichever of the two saves is better ([[vehicles]]).`,
      tables: [
        {
          caption: 'Personal armour saves',
          head: ['Armour', 'Save', 'Examples'],
          rows: [
            ['Light', '6+', 'Flak jacket, police vest'],
            ['Medium', '5+', 'Modern or SWAT body armour'],
            ['Heavy', '4+', 'Science-fiction carapace'],
            ['Powered', '3+', 'Powered armour suit'],
            ['Battle armour', '2+', 'Tactical dreadnought suit'],
          ],
        },
      ],
      keywords: [
        'armor',
        'armour',
        'body armour',
        'save',
        'saving throw',
        'armour save',
        'flak',
        'vest',
        'carapace',
        'power armour',
        'powered armor',
        'battle armour',
        'terminator',
        'dreadnought',
        'majority',
      ],
    },
    {
      id: 'vehicles',
      title: 'Armoured vehicles',
      body: `Armoured vehicles activate just like units ([[activation]]). An activated vehicle may move up to 12" over open ground, or 6" through light cover, and fire one weapon. If it stays where it is, it may fire every weapon it carries.

Each vehicle has an armour class giving its save against hits. Troops inside the vehicle, or directly behind it, may use the same save ([[armour]]).

Small-arms and machine-gun fire cannot harm the crew of a tank. Every hit the vehicle fails to save is rolled on the damage table ([[vehicle-damage]]). Vehicles are hit by fire only: they cannot be assaulted ([[melee-vehicles]]).`,
      tables: [
        {
          caption: 'Vehicle armour classes',
          head: ['Armour class', 'Save', 'Typical vehicles'],
          rows: [
            ['Light', '5+', 'Armoured troop carriers'],
            ['Medium', '4+', 'Light tanks'],
            ['Heavy', '3+', 'Medium tanks'],
            ['Very heavy', '2+', 'Heavy tanks'],
          ],
        },
      ],
      keywords: [
        'vehicle',
        'tank',
        'APC',
        'IFV',
        'transport',
        'armoured car',
        'armored',
        'armour class',
        'vehicle save',
        'stationary',
        'crew',
        'behind a tank',
        'passengers',
      ],
    },
    {
      id: 'vehicle-damage',
      parent: 'vehicles',
      title: 'Vehicle damage',
      body: `Roll a d6 on this table for every hit an armoured vehicle fails to save ([[vehicles]]). Results come one per hit, so a vehicle can be stunned and lose a weapon in the same volley.

When a vehicle is destroyed, roll a d6 for each crew member: on 5+ that figure gets out, otherwise it is a casualty.`,
      tables: [
        {
          caption: 'Vehicle damage table',
          head: ['d6', 'Result'],
          rows: [
            ['1-2', 'Crew stunned: the vehicle can do nothing until next turn'],
            ['3', 'Immobilised: it cannot move for the rest of the game'],
            ['4-5', 'Weapon destroyed: the owner chooses which one'],
            ['6', 'Destroyed: each crew member escapes on 5+, otherwise becomes a casualty'],
          ],
        },
      ],
      keywords: [
        'vehicle damage',
        'damage table',
        'stunned',
        'shaken',
        'immobilised',
        'immobilized',
        'tracked',
        'weapon destroyed',
        'knocked out',
        'destroyed',
        'brew up',
        'bail out',
        'crew escape',
      ],
    },
  ],
  cards: [
    {
      id: 'activation',
      title: 'Activation at a glance',
      body: `Roll a d6 and meet the unit's activation number.
- +1 if no enemy is in sight
- -1 per suppressed figure in the unit
- -1 per figure more than 3" from its unit
- A natural 6 always works, a natural 1 always fails

Success: choose one action (walk 6" and fire small arms, run 12", take cover 8", overwatch, go to ground 3", aimed shot +1, assault 8"). Failure: the unit is on overwatch and the initiative passes. Suppressed figures stand up after the roll either way.`,
      tables: [
        {
          caption: 'Activation number',
          head: ['Level', 'Activation'],
          rows: [
            ['Green', '5+'],
            ['Seasoned', '4+'],
            ['Veteran', '3+'],
            ['Elite', '2+'],
          ],
        },
      ],
      cites: ['activation', 'training', 'actions', 'initiative', 'suppression'],
    },
    {
      id: 'shooting',
      title: 'Shooting at a glance',
      body: `- Target in sight; inside area cover only within 2" of its edge; never through cover in between
- One d6 per point of firepower; hit on the experience number
- Cover worsens that number (never beyond 6+); aimed shot +1 on each die
- Target saves against armour or the vehicle it shelters in
- Each remaining hit: casualty or suppression (within the limit), as the target unit chooses`,
      tables: [
        {
          caption: 'Experience number and cover',
          head: ['Level', 'Experience', 'Light (+1)', 'Medium (+2)', 'Hard (+3)'],
          rows: [
            ['Green', '6+', '6+', '6+', '6+'],
            ['Seasoned', '5+', '6+', '6+', '6+'],
            ['Veteran', '4+', '5+', '6+', '6+'],
            ['Elite', '4+', '5+', '6+', '6+'],
          ],
        },
      ],
      cites: ['shooting', 'cover', 'suppression', 'armour', 'weapons'],
    },
    {
      id: 'vehicle-damage',
      title: 'Vehicle hits at a glance',
      body: `Roll the vehicle's armour save for each hit. Small arms and machine guns cannot hurt a tank's crew. For each hit not saved, roll a d6 on the damage table.`,
      tables: [
        {
          caption: 'Armour class saves',
          head: ['Class', 'Save'],
          rows: [
            ['Light', '5+'],
            ['Medium', '4+'],
            ['Heavy', '3+'],
            ['Very heavy', '2+'],
          ],
        },
        {
          caption: 'Damage (d6 per unsaved hit)',
          head: ['d6', 'Result'],
          rows: [
            ['1-2', 'Crew stunned until next turn'],
            ['3', 'Immobilised for the rest of the game'],
            ['4-5', 'A weapon destroyed (owner chooses)'],
            ['6', 'Destroyed; each crew member escapes on 5+'],
          ],
        },
      ],
      cites: ['vehicle-damage', 'vehicles'],
    },
  ],
};
