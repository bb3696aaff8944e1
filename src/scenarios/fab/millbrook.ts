/**
 * "Millbrook Crossing": a short teaching scenario of our own design (3 turns, four units a side, one river
 * with three bridges). Every phase of the turn has something to do: a reinforcement on turn 2, engineers and
 * events in the admin phase, a river to force, reserves for strategic movement, reaction and penetration.
 */
import { defaultCombatTable } from '../../rules/fab/combat/table';
import type { FabScenario } from '../../rules/fab/types';

export const millbrook: FabScenario = {
  id: 'fab-millbrook',
  version: 1,
  name: 'Millbrook Crossing (teaching)',
  sides: [
    { id: 'blue', name: 'Western Alliance', colour: '#2b5cab' },
    { id: 'red', name: 'Eastern League', colour: '#b3362c' },
  ],
  firstPlayer: 'blue',
  turns: 3,
  areas: [
    { id: 'a1', number: 1, name: 'West Farm', terrain: 0, x: 100, y: 220, entry: 'A' },
    { id: 'a2', number: 2, name: 'Chapel Hill', terrain: 2, x: 250, y: 120 },
    { id: 'a3', number: 3, name: 'Old Mill', terrain: 1, x: 250, y: 320 },
    { id: 'a4', number: 4, name: 'Ferry Landing', terrain: 1, x: 400, y: 220 },
    { id: 'a5', number: 5, name: 'Millbrook', terrain: 2, x: 560, y: 200, vp: 2 },
    { id: 'a6', number: 6, name: 'South Ford', terrain: 0, x: 560, y: 340 },
    { id: 'a7', number: 7, name: 'Beacon Ridge', terrain: 3, x: 710, y: 110, vp: 1 },
    { id: 'a8', number: 8, name: 'East Road', terrain: 0, x: 860, y: 220, entry: 'B' },
    { id: 'a9', number: 9, name: 'Marsh End', terrain: 1, x: 710, y: 340 },
  ],
  boundaries: [
    { id: 'b1-2', a: 'a1', b: 'a2', river: false, road: true },
    { id: 'b1-3', a: 'a1', b: 'a3', river: false, road: false },
    { id: 'b2-3', a: 'a2', b: 'a3', river: false, road: false },
    { id: 'b2-4', a: 'a2', b: 'a4', river: false, road: true },
    { id: 'b3-4', a: 'a3', b: 'a4', river: false, road: false },
    { id: 'r4-5', a: 'a4', b: 'a5', river: true, road: true, bridge: 'Millbrook bridge' },
    { id: 'r4-6', a: 'a4', b: 'a6', river: true, road: false, bridge: 'Ferry bridge' },
    { id: 'r3-6', a: 'a3', b: 'a6', river: true, road: false, bridge: 'Mill bridge' },
    { id: 'b5-6', a: 'a5', b: 'a6', river: false, road: false },
    { id: 'b5-7', a: 'a5', b: 'a7', river: false, road: true },
    { id: 'b5-8', a: 'a5', b: 'a8', river: false, road: true },
    { id: 'b6-9', a: 'a6', b: 'a9', river: false, road: false },
    { id: 'b7-8', a: 'a7', b: 'a8', river: false, road: true },
    { id: 'b8-9', a: 'a8', b: 'a9', river: false, road: false },
    { id: 'b7-9', a: 'a7', b: 'a9', river: false, road: false },
  ],
  formations: [
    { id: 'wa', side: 'blue', name: '1st Rifle Brigade', colour: '#2b5cab', letter: 'R' },
    { id: 'el', side: 'red', name: 'Border Group', colour: '#b3362c', letter: 'G' },
  ],
  units: [
    { id: 'lancers', side: 'blue', name: '3rd Lancers', formation: 'wa', class: 'armor', steps: ['recruit', 'veteran', 'elite'], start: 'a3' },
    { id: 'rifles1', side: 'blue', name: '1st Rifles', formation: 'wa', class: 'infantry', steps: ['recruit', 'veteran', 'veteran'], start: 'a4' },
    { id: 'rifles2', side: 'blue', name: '2nd Rifles', formation: 'wa', class: 'infantry', steps: ['recruit', 'veteran'], start: 'a2' },
    { id: 'guards', side: 'blue', name: 'Guard Fusiliers', formation: 'wa', class: 'infantry', steps: ['veteran', 'elite', 'elite'], arrives: { turn: 2, entry: 'A' } },
    { id: 'fusiliers', side: 'red', name: 'Border Fusiliers', formation: 'el', class: 'infantry', steps: ['recruit', 'veteran', 'veteran'], start: 'a5' },
    { id: 'landwehr', side: 'red', name: 'Landwehr', formation: 'el', class: 'infantry', steps: ['recruit', 'recruit'], start: 'a6' },
    { id: 'hussars', side: 'red', name: 'Hussar Group', formation: 'el', class: 'armor', steps: ['veteran', 'veteran', 'elite'], start: 'a7' },
    { id: 'jaeger', side: 'red', name: 'Mountain Rifles', formation: 'el', class: 'infantry', steps: ['veteran', 'veteran'], arrives: { turn: 2, entry: 'B' } },
  ],
  assets: [
    { id: 'wa-art', side: 'blue', name: 'Field Artillery', kind: 'artillery', formation: 'wa', quality: 'veteran' },
    { id: 'wa-eng', side: 'blue', name: 'Pioneers', kind: 'engineer', formation: 'wa', class: 'infantry', quality: 'veteran', startBox: 'available' },
    { id: 'wa-tank', side: 'blue', name: 'Tank Squadron', kind: 'battle', formation: 'wa', class: 'armor', quality: 'veteran' },
    { id: 'wa-staff', side: 'blue', name: 'Brigade Staff', kind: 'staff', quality: 'veteran' },
    { id: 'el-art', side: 'red', name: 'Howitzers', kind: 'artillery', formation: 'el', quality: 'veteran' },
    { id: 'el-eng', side: 'red', name: 'Sappers', kind: 'engineer', formation: 'el', class: 'infantry', quality: 'recruit', startBox: 'available' },
    { id: 'el-inf', side: 'red', name: 'Police Battalion', kind: 'battle', formation: 'el', class: 'infantry', quality: 'recruit' },
    { id: 'el-staff', side: 'red', name: 'Group Staff', kind: 'staff', quality: 'veteran', turn: 2 },
  ],
  events: [
    { id: 'wa-push', side: 'blue', name: 'Brigadier Pushes On', formation: 'wa', effect: { kind: 'special-action' } },
    { id: 'wa-repl', side: 'blue', name: 'Replacement Draft', formation: 'wa', effect: { kind: 'replacements', steps: 1 } },
    { id: 'el-stand', side: 'red', name: 'Hold at All Costs', formation: 'el', effect: { kind: 'special-action' } },
    { id: 'el-air', side: 'red', name: 'Dive Bombers', formation: 'el', turn: 2, when: 'combat', effect: { kind: 'air-support', dice: 1, quality: 'veteran' } },
  ],
  specialActions: [
    { id: 'wa-hq', side: 'blue', name: 'Alliance Command' },
    { id: 'el-hq', side: 'red', name: 'League Command' },
  ],
  entryAreas: [
    { letter: 'A', area: 'a1', side: 'blue' },
    { letter: 'B', area: 'a8', side: 'red' },
  ],
  reserveMarkers: { blue: 1, red: 1 },
  supplySources: [
    { side: 'blue', area: 'a1' },
    { side: 'red', area: 'a8' },
  ],
  initialControl: { defaultControl: 'red', areas: { blue: ['a1', 'a2', 'a3', 'a4'] } },
  turnRecord: [
    { turn: 1, label: 'Dawn', draws: { blue: 2, red: 1 }, drawsSecond: { blue: 0, red: 1 } },
    { turn: 2, label: 'Noon', draws: { blue: 1, red: 1 }, suddenDeath: { blue: 7 } },
    { turn: 3, label: 'Dusk', draws: { blue: 1, red: 1 }, suddenDeath: { blue: 7, red: 9 } },
  ],
  victory: { perStepEliminated: 1, blueWinsAbove: 0 },
  combatTable: defaultCombatTable,
  notes: 'Blue must take Millbrook (2 VP) or Beacon Ridge (1 VP) and hurt the defenders: blue wins with net VP above 0.',
};
