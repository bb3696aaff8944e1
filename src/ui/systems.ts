/**
 * The rule systems in this build. Each entry's scenario list is small data for the home screen; its
 * screens and engine load lazily (one chunk per system).
 */
import { registerEngine } from '../app/engines';
import { systems } from './registry';

void registerEngine;
void systems;
