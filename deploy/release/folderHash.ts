// Content of a folder as one hash and a byte count: a published version's identity and its size.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Which files and folders (by name) a listing leaves out. */
export type Skip = (name: string) => boolean;
const skipNone: Skip = () => false;

/** Relative paths of every file under `dir`, sorted so the hash does not depend on the file system's order. */
export function listFiles(dir: string, skip: Skip = skipNone): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (skip(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/** sha256 over each file's relative path and bytes: equal hashes mean equal folders. */
export function hashFolder(dir: string, skip?: Skip): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir, skip)) {
    const bytes = readFileSync(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export function folderBytes(dir: string, skip?: Skip): number {
  return listFiles(dir, skip).reduce((total, file) => total + statSync(path.join(dir, file)).size, 0);
}
