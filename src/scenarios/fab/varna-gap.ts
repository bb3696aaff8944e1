/**
 * "The Varna Gap": a full FAB scenario of our own design (7 turns, 30 areas, the Sella river with five
 * bridges, two higher formations a side, 13 blue and 12 red units). Exclusive-rules hooks are fields:
 * 13.1 firstPlayer, 13.2 formations, 13.3 unit classes, 14.2 entryAreas, 14.5 extraEngineerFunctions,
 * 14.7 reserveEligible, 14.8 strategicMoveLimit, 14.9 supplySources, 16.0 extraDefenderArtillery,
 * 17.0 events, 19.0 victory and area VP, 19.4 suddenDeath in the turn record, 24.0 initialControl.
 */
import { defaultCombatTable } from '../../rules/fab/combat/table';
import type { FabScenario } from '../../rules/fab/types';

export const varnaGap: FabScenario = {
 "id": "fab-varna-gap",
 "version": 1,
 "name": "The Varna Gap",
 "sides": [
  {
   "id": "blue",
   "name": "Northern Coalition",
   "colour": "#2b5cab"
  },
  {
   "id": "red",
   "name": "Southern Empire",
   "colour": "#b3362c"
  }
 ],
 "firstPlayer": "blue",
 "turns": 7,
 "areas": [
  {
   "id": "v1",
   "number": 1,
   "name": "Kestrel Farm",
   "terrain": 0,
   "x": 90,
   "y": 80,
   "entry": "A"
  },
  {
   "id": "v2",
   "number": 2,
   "name": "Orlen Wood",
   "terrain": 2,
   "x": 250,
   "y": 80
  },
  {
   "id": "v3",
   "number": 3,
   "name": "Tavi Ford",
   "terrain": 1,
   "x": 410,
   "y": 80
  },
  {
   "id": "v4",
   "number": 4,
   "name": "Sella Bend",
   "terrain": 1,
   "x": 570,
   "y": 80
  },
  {
   "id": "v5",
   "number": 5,
   "name": "Morrow Heights",
   "terrain": 3,
   "x": 730,
   "y": 80,
   "vp": 1
  },
  {
   "id": "v6",
   "number": 6,
   "name": "Dunmere",
   "terrain": 0,
   "x": 890,
   "y": 80,
   "entry": "F"
  },
  {
   "id": "v7",
   "number": 7,
   "name": "Harlow Cross",
   "terrain": 0,
   "x": 115,
   "y": 230,
   "entry": "B"
  },
  {
   "id": "v8",
   "number": 8,
   "name": "Brennic",
   "terrain": 1,
   "x": 275,
   "y": 230
  },
  {
   "id": "v9",
   "number": 9,
   "name": "West Varna",
   "terrain": 2,
   "x": 435,
   "y": 230
  },
  {
   "id": "v10",
   "number": 10,
   "name": "Varna",
   "terrain": 2,
   "x": 595,
   "y": 230,
   "vp": 3
  },
  {
   "id": "v11",
   "number": 11,
   "name": "Grey Tor",
   "terrain": 3,
   "x": 755,
   "y": 230
  },
  {
   "id": "v12",
   "number": 12,
   "name": "Osk Station",
   "terrain": 0,
   "x": 915,
   "y": 230,
   "entry": "G"
  },
  {
   "id": "v13",
   "number": 13,
   "name": "Lindale",
   "terrain": 1,
   "x": 90,
   "y": 380,
   "entry": "C"
  },
  {
   "id": "v14",
   "number": 14,
   "name": "Pell Marsh",
   "terrain": 3,
   "x": 250,
   "y": 380
  },
  {
   "id": "v15",
   "number": 15,
   "name": "Cairn Mill",
   "terrain": 1,
   "x": 410,
   "y": 380
  },
  {
   "id": "v16",
   "number": 16,
   "name": "Sella Weir",
   "terrain": 1,
   "x": 570,
   "y": 380
  },
  {
   "id": "v17",
   "number": 17,
   "name": "Varna Gap",
   "terrain": 2,
   "x": 730,
   "y": 380,
   "vp": 2
  },
  {
   "id": "v18",
   "number": 18,
   "name": "Ravel",
   "terrain": 1,
   "x": 890,
   "y": 380,
   "entry": "H"
  },
  {
   "id": "v19",
   "number": 19,
   "name": "Ashby",
   "terrain": 0,
   "x": 115,
   "y": 530,
   "entry": "D"
  },
  {
   "id": "v20",
   "number": 20,
   "name": "Fenwick",
   "terrain": 0,
   "x": 275,
   "y": 530
  },
  {
   "id": "v21",
   "number": 21,
   "name": "Lower Quay",
   "terrain": 1,
   "x": 435,
   "y": 530
  },
  {
   "id": "v22",
   "number": 22,
   "name": "Stillwater",
   "terrain": 2,
   "x": 595,
   "y": 530,
   "vp": 2
  },
  {
   "id": "v23",
   "number": 23,
   "name": "Hob Ridge",
   "terrain": 3,
   "x": 755,
   "y": 530
  },
  {
   "id": "v24",
   "number": 24,
   "name": "Carrow",
   "terrain": 0,
   "x": 915,
   "y": 530,
   "entry": "I"
  },
  {
   "id": "v25",
   "number": 25,
   "name": "Marl Fields",
   "terrain": 0,
   "x": 90,
   "y": 680,
   "entry": "E"
  },
  {
   "id": "v26",
   "number": 26,
   "name": "Sutter Copse",
   "terrain": 2,
   "x": 250,
   "y": 680
  },
  {
   "id": "v27",
   "number": 27,
   "name": "South Landing",
   "terrain": 0,
   "x": 410,
   "y": 680
  },
  {
   "id": "v28",
   "number": 28,
   "name": "Ember Hill",
   "terrain": 1,
   "x": 570,
   "y": 680
  },
  {
   "id": "v29",
   "number": 29,
   "name": "Tollgate",
   "terrain": 1,
   "x": 730,
   "y": 680,
   "vp": 1
  },
  {
   "id": "v30",
   "number": 30,
   "name": "Eastmark",
   "terrain": 0,
   "x": 890,
   "y": 680,
   "entry": "J"
  }
 ],
 "boundaries": [
  {
   "id": "h00",
   "a": "v1",
   "b": "v2",
   "river": false,
   "road": false
  },
  {
   "id": "h10",
   "a": "v2",
   "b": "v3",
   "river": false,
   "road": false
  },
  {
   "id": "h20",
   "a": "v3",
   "b": "v4",
   "river": true,
   "road": false,
   "bridge": "Tavi bridge"
  },
  {
   "id": "h30",
   "a": "v4",
   "b": "v5",
   "river": false,
   "road": false
  },
  {
   "id": "h40",
   "a": "v5",
   "b": "v6",
   "river": false,
   "road": false
  },
  {
   "id": "h01",
   "a": "v7",
   "b": "v8",
   "river": false,
   "road": true
  },
  {
   "id": "h11",
   "a": "v8",
   "b": "v9",
   "river": false,
   "road": true
  },
  {
   "id": "h21",
   "a": "v9",
   "b": "v10",
   "river": true,
   "road": true,
   "bridge": "Varna bridge"
  },
  {
   "id": "h31",
   "a": "v10",
   "b": "v11",
   "river": false,
   "road": true
  },
  {
   "id": "h41",
   "a": "v11",
   "b": "v12",
   "river": false,
   "road": true
  },
  {
   "id": "h02",
   "a": "v13",
   "b": "v14",
   "river": false,
   "road": false
  },
  {
   "id": "h12",
   "a": "v14",
   "b": "v15",
   "river": false,
   "road": false
  },
  {
   "id": "h22",
   "a": "v15",
   "b": "v16",
   "river": true,
   "road": false,
   "bridge": "Weir bridge"
  },
  {
   "id": "h32",
   "a": "v16",
   "b": "v17",
   "river": false,
   "road": true
  },
  {
   "id": "h42",
   "a": "v17",
   "b": "v18",
   "river": false,
   "road": true
  },
  {
   "id": "h03",
   "a": "v19",
   "b": "v20",
   "river": false,
   "road": true
  },
  {
   "id": "h13",
   "a": "v20",
   "b": "v21",
   "river": false,
   "road": true
  },
  {
   "id": "h23",
   "a": "v21",
   "b": "v22",
   "river": true,
   "road": true,
   "bridge": "Quay bridge"
  },
  {
   "id": "h33",
   "a": "v22",
   "b": "v23",
   "river": false,
   "road": true
  },
  {
   "id": "h43",
   "a": "v23",
   "b": "v24",
   "river": false,
   "road": true
  },
  {
   "id": "h04",
   "a": "v25",
   "b": "v26",
   "river": false,
   "road": false
  },
  {
   "id": "h14",
   "a": "v26",
   "b": "v27",
   "river": false,
   "road": false
  },
  {
   "id": "h24",
   "a": "v27",
   "b": "v28",
   "river": true,
   "road": false,
   "bridge": "Landing bridge"
  },
  {
   "id": "h34",
   "a": "v28",
   "b": "v29",
   "river": false,
   "road": false
  },
  {
   "id": "h44",
   "a": "v29",
   "b": "v30",
   "river": false,
   "road": false
  },
  {
   "id": "v00",
   "a": "v1",
   "b": "v7",
   "river": false,
   "road": true
  },
  {
   "id": "v10",
   "a": "v2",
   "b": "v8",
   "river": false,
   "road": false
  },
  {
   "id": "v20",
   "a": "v3",
   "b": "v9",
   "river": false,
   "road": false
  },
  {
   "id": "v30",
   "a": "v4",
   "b": "v10",
   "river": false,
   "road": false
  },
  {
   "id": "v40",
   "a": "v5",
   "b": "v11",
   "river": false,
   "road": true
  },
  {
   "id": "v50",
   "a": "v6",
   "b": "v12",
   "river": false,
   "road": false
  },
  {
   "id": "v01",
   "a": "v7",
   "b": "v13",
   "river": false,
   "road": true
  },
  {
   "id": "v11",
   "a": "v8",
   "b": "v14",
   "river": false,
   "road": false
  },
  {
   "id": "v21",
   "a": "v9",
   "b": "v15",
   "river": false,
   "road": true
  },
  {
   "id": "v31",
   "a": "v10",
   "b": "v16",
   "river": false,
   "road": false
  },
  {
   "id": "v41",
   "a": "v11",
   "b": "v17",
   "river": false,
   "road": true
  },
  {
   "id": "v51",
   "a": "v12",
   "b": "v18",
   "river": false,
   "road": false
  },
  {
   "id": "v02",
   "a": "v13",
   "b": "v19",
   "river": false,
   "road": true
  },
  {
   "id": "v12",
   "a": "v14",
   "b": "v20",
   "river": false,
   "road": false
  },
  {
   "id": "v22",
   "a": "v15",
   "b": "v21",
   "river": false,
   "road": true
  },
  {
   "id": "v32",
   "a": "v16",
   "b": "v22",
   "river": false,
   "road": false
  },
  {
   "id": "v42",
   "a": "v17",
   "b": "v23",
   "river": false,
   "road": true
  },
  {
   "id": "v52",
   "a": "v18",
   "b": "v24",
   "river": false,
   "road": false
  },
  {
   "id": "v03",
   "a": "v19",
   "b": "v25",
   "river": false,
   "road": true
  },
  {
   "id": "v13",
   "a": "v20",
   "b": "v26",
   "river": false,
   "road": false
  },
  {
   "id": "v23",
   "a": "v21",
   "b": "v27",
   "river": false,
   "road": false
  },
  {
   "id": "v33",
   "a": "v22",
   "b": "v28",
   "river": false,
   "road": false
  },
  {
   "id": "v43",
   "a": "v23",
   "b": "v29",
   "river": false,
   "road": true
  },
  {
   "id": "v53",
   "a": "v24",
   "b": "v30",
   "river": false,
   "road": false
  },
  {
   "id": "d1",
   "a": "v2",
   "b": "v9",
   "river": false,
   "road": false
  },
  {
   "id": "d2",
   "a": "v11",
   "b": "v16",
   "river": false,
   "road": true
  },
  {
   "id": "d3",
   "a": "v23",
   "b": "v18",
   "river": false,
   "road": false
  },
  {
   "id": "d4",
   "a": "v20",
   "b": "v27",
   "river": false,
   "road": false
  }
 ],
 "formations": [
  {
   "id": "n1",
   "side": "blue",
   "name": "I Northern Corps",
   "colour": "#2b5cab",
   "letter": "N"
  },
  {
   "id": "n2",
   "side": "blue",
   "name": "Cavalry Corps",
   "colour": "#4a8fd4",
   "letter": "C"
  },
  {
   "id": "s1",
   "side": "red",
   "name": "Southern Army Corps",
   "colour": "#b3362c",
   "letter": "S"
  },
  {
   "id": "s2",
   "side": "red",
   "name": "Guard Corps",
   "colour": "#8a5a2b",
   "letter": "G"
  }
 ],
 "units": [
  {
   "id": "n1-1",
   "side": "blue",
   "name": "1st Infantry Division",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v9"
  },
  {
   "id": "n1-2",
   "side": "blue",
   "name": "2nd Infantry Division",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v21"
  },
  {
   "id": "n1-3",
   "side": "blue",
   "name": "5th Rifle Division",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "recruit",
    "veteran"
   ],
   "start": "v3"
  },
  {
   "id": "n1-4",
   "side": "blue",
   "name": "7th Rifle Division",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "elite"
   ],
   "start": "v14"
  },
  {
   "id": "n1-5",
   "side": "blue",
   "name": "Mountain Brigade",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "veteran",
    "elite"
   ],
   "start": "v27"
  },
  {
   "id": "n1-6",
   "side": "blue",
   "name": "Militia Brigade",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "recruit"
   ],
   "start": "v13",
   "reserveEligible": false
  },
  {
   "id": "n1-7",
   "side": "blue",
   "name": "9th Infantry Division",
   "formation": "n1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "arrives": {
    "turn": 2,
    "entry": "BD"
   }
  },
  {
   "id": "n2-1",
   "side": "blue",
   "name": "1st Cavalry Division",
   "formation": "n2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran",
    "elite"
   ],
   "start": "v8"
  },
  {
   "id": "n2-2",
   "side": "blue",
   "name": "2nd Cavalry Division",
   "formation": "n2",
   "class": "armor",
   "steps": [
    "veteran",
    "veteran",
    "elite"
   ],
   "start": "v20"
  },
  {
   "id": "n2-3",
   "side": "blue",
   "name": "Light Tank Brigade",
   "formation": "n2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran"
   ],
   "start": "v7"
  },
  {
   "id": "n2-4",
   "side": "blue",
   "name": "Heavy Tank Brigade",
   "formation": "n2",
   "class": "armor",
   "steps": [
    "veteran",
    "elite",
    "elite"
   ],
   "arrives": {
    "turn": 3,
    "entry": "C"
   }
  },
  {
   "id": "n2-5",
   "side": "blue",
   "name": "Motor Rifle Brigade",
   "formation": "n2",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v2"
  },
  {
   "id": "n2-6",
   "side": "blue",
   "name": "Armoured Car Regiment",
   "formation": "n2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran"
   ],
   "arrives": {
    "turn": 4,
    "entry": "AC"
   }
  },
  {
   "id": "s1-1",
   "side": "red",
   "name": "11th Grenadier Division",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v10"
  },
  {
   "id": "s1-2",
   "side": "red",
   "name": "12th Grenadier Division",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v22"
  },
  {
   "id": "s1-3",
   "side": "red",
   "name": "Border Rifles",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "recruit",
    "recruit",
    "veteran"
   ],
   "start": "v4"
  },
  {
   "id": "s1-4",
   "side": "red",
   "name": "Fortress Regiment",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "veteran",
    "veteran"
   ],
   "start": "v16"
  },
  {
   "id": "s1-5",
   "side": "red",
   "name": "Coastal Brigade",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "recruit",
    "recruit"
   ],
   "start": "v28"
  },
  {
   "id": "s1-6",
   "side": "red",
   "name": "14th Grenadier Division",
   "formation": "s1",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "arrives": {
    "turn": 2,
    "entry": "GI"
   }
  },
  {
   "id": "s2-1",
   "side": "red",
   "name": "Guard Panzer Division",
   "formation": "s2",
   "class": "armor",
   "steps": [
    "veteran",
    "elite",
    "elite"
   ],
   "start": "v17"
  },
  {
   "id": "s2-2",
   "side": "red",
   "name": "Guard Grenadiers",
   "formation": "s2",
   "class": "infantry",
   "steps": [
    "veteran",
    "veteran",
    "elite"
   ],
   "start": "v11"
  },
  {
   "id": "s2-3",
   "side": "red",
   "name": "Assault Gun Brigade",
   "formation": "s2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v23"
  },
  {
   "id": "s2-4",
   "side": "red",
   "name": "Guard Fusiliers",
   "formation": "s2",
   "class": "infantry",
   "steps": [
    "recruit",
    "veteran",
    "elite"
   ],
   "start": "v5"
  },
  {
   "id": "s2-5",
   "side": "red",
   "name": "Reserve Panzer Regiment",
   "formation": "s2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran"
   ],
   "arrives": {
    "turn": 3,
    "entry": "H"
   }
  },
  {
   "id": "s2-6",
   "side": "red",
   "name": "Hussar Brigade",
   "formation": "s2",
   "class": "armor",
   "steps": [
    "recruit",
    "veteran",
    "veteran"
   ],
   "start": "v18"
  }
 ],
 "assets": [
  {
   "id": "n-art1",
   "side": "blue",
   "name": "Corps Artillery",
   "kind": "artillery",
   "quality": "veteran",
   "formation": "n1"
  },
  {
   "id": "n-art2",
   "side": "blue",
   "name": "Horse Artillery",
   "kind": "artillery",
   "quality": "veteran",
   "formation": "n2"
  },
  {
   "id": "n-tank",
   "side": "blue",
   "name": "Independent Tank Battalion",
   "kind": "battle",
   "quality": "veteran",
   "formation": "n2",
   "class": "armor"
  },
  {
   "id": "n-inf",
   "side": "blue",
   "name": "Machine-gun Battalion",
   "kind": "battle",
   "quality": "recruit",
   "formation": "n1",
   "class": "infantry"
  },
  {
   "id": "n-eng",
   "side": "blue",
   "name": "Corps Engineers",
   "kind": "engineer",
   "quality": "veteran",
   "formation": "n1",
   "class": "infantry",
   "startBox": "available"
  },
  {
   "id": "n-staff",
   "side": "blue",
   "name": "Army Staff",
   "kind": "staff",
   "quality": "veteran"
  },
  {
   "id": "n-art3",
   "side": "blue",
   "name": "Heavy Artillery Group",
   "kind": "artillery",
   "quality": "elite",
   "formation": "n1",
   "turn": 3
  },
  {
   "id": "s-art1",
   "side": "red",
   "name": "Army Artillery",
   "kind": "artillery",
   "quality": "veteran",
   "formation": "s1"
  },
  {
   "id": "s-art2",
   "side": "red",
   "name": "Guard Artillery",
   "kind": "artillery",
   "quality": "elite",
   "formation": "s2"
  },
  {
   "id": "s-flak",
   "side": "red",
   "name": "Anti-tank Battalion",
   "kind": "battle",
   "quality": "veteran",
   "formation": "s2",
   "class": "infantry"
  },
  {
   "id": "s-pio",
   "side": "red",
   "name": "Assault Pioneers",
   "kind": "battle",
   "quality": "veteran",
   "formation": "s1",
   "class": "infantry"
  },
  {
   "id": "s-eng",
   "side": "red",
   "name": "Bridge Engineers",
   "kind": "engineer",
   "quality": "veteran",
   "formation": "s1",
   "class": "infantry",
   "startBox": "available"
  },
  {
   "id": "s-staff",
   "side": "red",
   "name": "Army Group Staff",
   "kind": "staff",
   "quality": "veteran"
  },
  {
   "id": "s-art3",
   "side": "red",
   "name": "Rocket Battery",
   "kind": "artillery",
   "quality": "recruit",
   "formation": "s1",
   "turn": 4
  }
 ],
 "events": [
  {
   "id": "n-sa1",
   "side": "blue",
   "name": "Corps Commander Forward",
   "effect": {
    "kind": "special-action"
   },
   "formation": "n1"
  },
  {
   "id": "n-sa2",
   "side": "blue",
   "name": "Cavalry Raid",
   "effect": {
    "kind": "special-action"
   },
   "formation": "n2"
  },
  {
   "id": "n-rep",
   "side": "blue",
   "name": "March Battalions",
   "effect": {
    "kind": "replacements",
    "steps": 2
   },
   "formation": "n1"
  },
  {
   "id": "n-air",
   "side": "blue",
   "name": "Ground-attack Wing",
   "when": "combat",
   "effect": {
    "kind": "air-support",
    "dice": 1,
    "quality": "veteran"
   },
   "formation": "n2",
   "turn": 3
  },
  {
   "id": "n-draw",
   "side": "blue",
   "name": "Captured Depot",
   "effect": {
    "kind": "extra-draw",
    "count": 1
   },
   "turn": 2
  },
  {
   "id": "s-sa1",
   "side": "red",
   "name": "Army Order of the Day",
   "effect": {
    "kind": "special-action"
   },
   "formation": "s1"
  },
  {
   "id": "s-sa2",
   "side": "red",
   "name": "Guard Counter-stroke",
   "effect": {
    "kind": "special-action"
   },
   "formation": "s2"
  },
  {
   "id": "s-rep",
   "side": "red",
   "name": "Convalescents Return",
   "effect": {
    "kind": "replacements",
    "steps": 1,
    "unitClass": "infantry"
   },
   "formation": "s1"
  },
  {
   "id": "s-air",
   "side": "red",
   "name": "Fighter-bomber Sortie",
   "when": "combat",
   "effect": {
    "kind": "air-support",
    "dice": 1,
    "quality": "veteran"
   },
   "formation": "s2",
   "turn": 2
  },
  {
   "id": "s-rally",
   "side": "red",
   "name": "Rail Resupply",
   "effect": {
    "kind": "rally-assets",
    "count": 2
   },
   "turn": 4
  },
  {
   "id": "s-vp",
   "side": "red",
   "name": "Propaganda Victory",
   "effect": {
    "kind": "victory-points",
    "points": 1
   },
   "turn": 5
  }
 ],
 "specialActions": [
  {
   "id": "n-hq",
   "side": "blue",
   "name": "Front Command"
  },
  {
   "id": "n-hq2",
   "side": "blue",
   "name": "Front Reserve Staff",
   "turn": 4
  },
  {
   "id": "s-hq",
   "side": "red",
   "name": "Army Group Command"
  }
 ],
 "entryAreas": [
  {
   "letter": "A",
   "area": "v1",
   "side": "blue"
  },
  {
   "letter": "B",
   "area": "v7",
   "side": "blue"
  },
  {
   "letter": "C",
   "area": "v13",
   "side": "blue"
  },
  {
   "letter": "D",
   "area": "v19",
   "side": "blue"
  },
  {
   "letter": "E",
   "area": "v25",
   "side": "blue"
  },
  {
   "letter": "F",
   "area": "v6",
   "side": "red"
  },
  {
   "letter": "G",
   "area": "v12",
   "side": "red"
  },
  {
   "letter": "H",
   "area": "v18",
   "side": "red"
  },
  {
   "letter": "I",
   "area": "v24",
   "side": "red"
  },
  {
   "letter": "J",
   "area": "v30",
   "side": "red"
  }
 ],
 "reserveMarkers": {
  "blue": 2,
  "red": 2
 },
 "supplySources": [
  {
   "side": "blue",
   "area": "v7"
  },
  {
   "side": "blue",
   "area": "v19"
  },
  {
   "side": "red",
   "area": "v12"
  },
  {
   "side": "red",
   "area": "v24",
   "needsControl": true
  }
 ],
 "initialControl": {
  "defaultControl": "red",
  "areas": {
   "blue": [
    "v1",
    "v2",
    "v3",
    "v7",
    "v8",
    "v9",
    "v13",
    "v14",
    "v15",
    "v19",
    "v20",
    "v21",
    "v25",
    "v26",
    "v27"
   ]
  }
 },
 "turnRecord": [
  {
   "turn": 1,
   "label": "Day 1",
   "draws": {
    "blue": 3,
    "red": 2
   },
   "drawsSecond": {
    "blue": 0,
    "red": 1
   }
  },
  {
   "turn": 2,
   "label": "Day 2",
   "draws": {
    "blue": 2,
    "red": 2
   }
  },
  {
   "turn": 3,
   "label": "Day 3",
   "draws": {
    "blue": 2,
    "red": 1
   },
   "suddenDeath": {
    "blue": 10,
    "red": 16
   }
  },
  {
   "turn": 4,
   "label": "Day 4",
   "draws": {
    "blue": 2,
    "red": 2
   },
   "suddenDeath": {
    "blue": 10,
    "red": 16
   }
  },
  {
   "turn": 5,
   "label": "Day 5",
   "draws": {
    "blue": 1,
    "red": 2
   },
   "suddenDeath": {
    "blue": 9,
    "red": 15
   }
  },
  {
   "turn": 6,
   "label": "Day 6",
   "draws": {
    "blue": 1,
    "red": 1
   },
   "suddenDeath": {
    "blue": 9,
    "red": 15
   }
  },
  {
   "turn": 7,
   "label": "Day 7",
   "draws": {
    "blue": 1,
    "red": 1
   }
  }
 ],
 "victory": {
  "perStepEliminated": 1,
  "blueWinsAbove": 0
 },
 "extraDefenderArtillery": {
  "s2": 1
 },
 "extraEngineerFunctions": [],
 "strategicMoveLimit": {
  "blue": 2,
  "red": 2
 },
 "notes": "Blue must force the Sella and take Varna (3 VP), the Gap (2), Stillwater (2), Morrow Heights and Tollgate (1 each). Every enemy step eliminated is worth 1 VP. Net VP above 0 after turn 7 is a blue win.",
 "combatTable": defaultCombatTable
};
