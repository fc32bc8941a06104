// The contracts version: its compatibility rule and that it matches the package version.
import contractsPackage from '../../package.json';
import { CONTRACTS_VERSION, contractsMajor, isContractsCompatible } from './remote';
import { remotesManifestSchema } from './manifest';

describe('contracts version', () => {
  it("equals shared-contracts/package.json's version", () => {
    expect(CONTRACTS_VERSION).toBe(contractsPackage.version);
  });

  it('is compatible within a major version only', () => {
    expect(contractsMajor('2.3.4')).toBe(2);
    expect(isContractsCompatible('1.0.0', '1.9.2')).toBe(true);
    expect(isContractsCompatible('1.4.0', '1.0.0')).toBe(true);
    expect(isContractsCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractsCompatible('0.9.0', '1.0.0')).toBe(false);
    expect(isContractsCompatible('garbage', '1.0.0')).toBe(false);
    expect(isContractsCompatible(CONTRACTS_VERSION)).toBe(true);
  });
});

describe('remotes manifest', () => {
  it('accepts the compose output and rejects unknown remotes or bad versions', () => {
    const entry = { entry: '/remotes/mf_lobby/1.0.0/mf-manifest.json', version: '1.0.0', contractsVersion: '1.0.0' };
    expect(remotesManifestSchema.safeParse({ mf_lobby: entry }).success).toBe(true);
    expect(remotesManifestSchema.safeParse({}).success).toBe(true);
    expect(remotesManifestSchema.safeParse({ mf_nope: entry }).success).toBe(false);
    expect(remotesManifestSchema.safeParse({ mf_lobby: { ...entry, contractsVersion: 'v1' } }).success).toBe(false);
  });
});
