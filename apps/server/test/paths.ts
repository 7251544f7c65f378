import os from 'node:os';
import path from 'node:path';

export const TEMPLATE_DB = 'yolcu_test_template';
export const templateDumpPath = () => path.join(os.tmpdir(), `yolcu-test-template-${process.pid}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
  }
}
