/**
 * The leasing buildings of the demo, written out in English and Japanese city by city.
 */
import type { ProjectSeed } from '../types';
import { HANOI_PROJECTS } from './projects-hanoi';
import { HCM_PROJECTS } from './projects-hcm';
import { OTHER_PROJECTS } from './projects-other';

export const PROJECTS: ProjectSeed[] = [...HANOI_PROJECTS, ...HCM_PROJECTS, ...OTHER_PROJECTS];
