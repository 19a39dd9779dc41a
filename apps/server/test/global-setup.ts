import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type Template } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: Template;
  }
}

/** Builds one migrated and seeded database, copied by every test file (TOOLCHAIN.md: PGlite costs). */
let template: Template | undefined;

export async function setup(project: TestProject): Promise<void> {
  template = await createTemplate(process.env.TEST_DATABASE_URL);
  project.provide('dbTemplate', template);
}

export async function teardown(): Promise<void> {
  if (template) await dropTemplate(template);
}
