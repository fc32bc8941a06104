// What the ops commands' tests share: running a command line as the CLI parses it, and a scratch folder of the JSON
// definition files commands read (removed by `remove`, in afterAll).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import { parseOpsCommand, runOpsCommand } from './commands';

/** Runs `line` (words split on spaces) as the CLI would; a line that does not parse throws its error. */
export const opsRunner = (db: () => Db) => (line: string) => {
  const command = parseOpsCommand(line.split(' '));
  if ('error' in command) throw new Error(command.error);
  return runOpsCommand(db(), command);
};

export function definitionFolder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    /** Writes `body` (JSON, or text as it is) to a file of the folder and answers its path. */
    file(name: string, body: unknown): string {
      const at = path.join(dir, name);
      writeFileSync(at, typeof body === 'string' ? body : JSON.stringify(body));
      return at;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The operator tests run commands as: the audit trail's entries name it. */
export const TEST_OPS_ACTOR = { kind: 'ops', operator: 'test-operator', host: 'test-host' } as const;
