// Which contracts version a remote build and the live shell were built with, and the refusal when their majors differ.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractsMajor, isContractsCompatible } from '@mekong/contracts';
import { ReleaseError } from './releaseError';

/** The file the shell's build writes (deploy/webpack's ShellContractsFilePlugin). */
export const SHELL_CONTRACTS_FILE = 'contracts.json';

interface MfManifest {
  shared?: { name?: string; version?: string }[];
}

/** A remote build records the contracts it was built with as the shared singleton @mekong/contracts in its mf-manifest.json. */
export function builtContractsVersion(buildDir: string): string {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) throw new ReleaseError(`${buildDir} is not a remote build: it has no mf-manifest.json`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as MfManifest;
  const version = manifest.shared?.find((shared) => shared.name === '@mekong/contracts')?.version;
  if (!version) throw new ReleaseError(`${file} does not share @mekong/contracts, so its contracts version is unknown`);
  return version;
}

export function shellContractsVersion(shellDistDir: string): string {
  const file = path.join(shellDistDir, SHELL_CONTRACTS_FILE);
  if (!existsSync(file)) {
    throw new ReleaseError(
      `The live shell (${shellDistDir}) declares no contracts version (${SHELL_CONTRACTS_FILE} is missing): rebuild it with \`pnpm --filter @mekong/shell build\``,
    );
  }
  const { contractsVersion } = JSON.parse(readFileSync(file, 'utf8')) as { contractsVersion?: unknown };
  if (typeof contractsVersion !== 'string') throw new ReleaseError(`${file} has no contractsVersion`);
  return contractsVersion;
}

export function assertShellSupports(remote: string, version: string, remoteContracts: string, shellContracts: string): void {
  if (isContractsCompatible(remoteContracts, shellContracts)) return;
  throw new ReleaseError(
    `Refused: ${remote} ${version} was built with contracts ${remoteContracts} (major ${contractsMajor(remoteContracts)}), ` +
      `but the live shell supports contracts major ${contractsMajor(shellContracts)} (it was built with ${shellContracts}). ` +
      `Release a shell built with contracts ${contractsMajor(remoteContracts)}.x first, or release a ${remote} built with contracts ${contractsMajor(shellContracts)}.x.`,
  );
}
