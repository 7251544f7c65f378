import os from 'node:os';
import path from 'node:path';

/** One template database per test run: two runs on one PostgreSQL (a full suite, a file run beside it) never drop each other's. */
export const templateDbName = () => `yolcu_test_template_${process.pid}`;
export const templateDumpPath = () => path.join(os.tmpdir(), `yolcu-test-template-${process.pid}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDb: string;
  }
}
