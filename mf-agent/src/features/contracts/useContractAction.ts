// One contract action (offer, accept, reject, terminate, answer a request) through the named call of its kind
// (requirements §7: one call per kind, the action in the body), as React state: pending and the last refusal.
import { useCallback, useState } from 'react';
import { ApiError, type ContractKind, type Endpoint } from '@mekong/contracts';
import {
  CONTRACT_ENDPOINT_OF_KIND,
  type ContractActionResult,
  CONTRACT_ACTIONS,
  type contractActionResultSchema,
} from '@mekong/contracts/agents';
import type * as z from 'zod/mini';
import { useRemoteProps } from '@mekong/ui/remote';

/** An action's body: the action's name and its fields (contracts.ts checks them on both sides of the wire). */
export type ContractActionBody = { action: (typeof CONTRACT_ACTIONS)[number] } & Record<string, unknown>;

export type ContractActionResultOf = { ok: true; value: ContractActionResult } | { ok: false; error: ApiError };

export function useContractAction() {
  const { api, bus } = useRemoteProps();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useCallback(
    async (kind: ContractKind, body: ContractActionBody): Promise<ContractActionResultOf> => {
      // The four calls share their answer and their answers' bodies; an offer's tiers are the kind's (offerForm.ts).
      const call = CONTRACT_ENDPOINT_OF_KIND[kind] as unknown as Endpoint<z.ZodMiniType, typeof contractActionResultSchema>;
      setPending(true);
      setError(null);
      try {
        const value = await api.call(call, body);
        // The agent centre's menu follows the contract flags (AgentCentre reads them again on this).
        bus.emit('contracts/changed', { kind });
        return { ok: true, value };
      } catch (caught) {
        const failure = caught instanceof ApiError ? caught : new ApiError('internal', String(caught));
        setError(failure);
        return { ok: false, error: failure };
      } finally {
        setPending(false);
      }
    },
    [api, bus],
  );
  return { run, pending, error, reset: () => setError(null) };
}
