// Writes a file so that a reader sees the old content or the new one, never a half-written file.
const { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } = require('node:fs');
const { randomUUID } = require('node:crypto');
const { basename, dirname, join } = require('node:path');

function fsyncPath(path, flags) {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Temp file in the same folder (rename is atomic only within one file system), flushed before the rename
 * so a crash cannot leave the new name pointing at empty blocks; the folder is flushed so the rename lasts.
 * The temp name starts with a dot: the static server never serves it.
 * @param {string} file
 * @param {string} text
 */
function writeFileAtomically(file, text) {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  fsyncPath(folder, 'r');
}

/**
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonAtomically(file, value) {
  writeFileAtomically(file, JSON.stringify(value, null, 2) + '\n');
}

module.exports = { writeFileAtomically, writeJsonAtomically };
