// Schema of the remotes manifest (`/remotes.json`) the shell reads at start and on every change.
import { z } from 'zod';
import { REMOTE_NAMES } from '../routing/routes';

export const remoteManifestEntrySchema = z.object({
  entry: z.string().min(1),
  version: z.string().min(1),
  contractsVersion: z.string().regex(/^\d+\.\d+\.\d+$/, 'contractsVersion must look like 1.2.3'),
  maintenance: z.object({ until: z.string().nullable() }).nullable().optional(),
});
export const remotesManifestSchema = z.partialRecord(z.enum(REMOTE_NAMES), remoteManifestEntrySchema);
export type RemoteManifestEntry = z.infer<typeof remoteManifestEntrySchema>;
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
