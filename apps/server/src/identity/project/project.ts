import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { newId } from '../crypto.js';
import { identityProjects } from '../schema.js';

export type Project = { projectId: string; name: string; publicToken: string; environment: 'test' | 'live' };

/**
 * The deployment's single identity project, created at first boot. The public token says which
 * environment it is (`public-token-test-…` in development), as the official client expects.
 */
export async function ensureProject(db: Db, options: { name: string; environment: 'test' | 'live' }): Promise<Project> {
  const [existing] = await db.select().from(identityProjects).limit(1);
  if (existing) return existing;
  const project: Project = {
    projectId: newId('project', options.environment),
    name: options.name,
    publicToken: `public-token-${options.environment}-${randomBytes(16).toString('hex')}`,
    environment: options.environment,
  };
  await db.insert(identityProjects).values(project).onConflictDoNothing();
  // Two instances booting at once: whichever row landed first is the project.
  const [stored] = await db.select().from(identityProjects).limit(1);
  if (!stored) throw new Error('identity project could not be created');
  return stored;
}
