// Schema of the remotes manifest (`/remotes.json`) the shell reads at start and on every change.
import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../routing/routes';

export const remoteManifestEntrySchema = z.object({
  entry: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  contractsVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/, 'contractsVersion must look like 1.2.3')),
  maintenance: z.optional(z.nullable(z.object({ until: z.nullable(z.string()) }))),
});
export const remotesManifestSchema = z.partialRecord(z.enum(REMOTE_NAMES), remoteManifestEntrySchema);
export type RemoteManifestEntry = z.infer<typeof remoteManifestEntrySchema>;
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
