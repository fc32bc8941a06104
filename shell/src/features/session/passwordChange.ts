// The forced password change this tab's session owes (requirements §4): kept in session storage, so a reload opens the change
// popup again at once, and learnt from any call the server refuses with PASSWORD_CHANGE_REQUIRED (a reload, ops setting
// the default password, the expiry switched on), whichever part of the site made it.
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  ApiError,
  FORCED_CHANGE_REASONS,
  PASSWORD_CHANGE_REQUIRED,
  passwordChangeRequiredValueSchema,
  type ApiClient,
  type ForcedChangeReason,
  type KeyValueStorage,
} from '@mekong/contracts';

/** Session-storage key of the owed change; cleared with the rest of session storage at sign-out. */
export const OWED_CHANGE_KEY = 'passwordChangeOwed';

export interface OwedPasswordChange {
  readonly owed$: Observable<ForcedChangeReason | null>;
  current(): ForcedChangeReason | null;
  /** The session must change its password before anything else. */
  require(reason: ForcedChangeReason): void;
  /** The change was made, the session ended, or the server served a member-only call: nothing is owed. */
  settle(): void;
}

const isReason = (value: string | null): value is ForcedChangeReason =>
  (FORCED_CHANGE_REASONS as readonly (string | null)[]).includes(value);

export function createOwedPasswordChange(storage: KeyValueStorage): OwedPasswordChange {
  const stored = storage.getItem(OWED_CHANGE_KEY);
  const subject = new BehaviorSubject<ForcedChangeReason | null>(isReason(stored) ? stored : null);
  return {
    owed$: subject.asObservable(),
    current: () => subject.value,
    require: (reason) => {
      storage.setItem(OWED_CHANGE_KEY, reason);
      if (subject.value !== reason) subject.next(reason);
    },
    settle: () => {
      storage.removeItem(OWED_CHANGE_KEY);
      if (subject.value !== null) subject.next(null);
    },
  };
}

/** Why a failure is a PASSWORD_CHANGE_REQUIRED refusal, or null for any other outcome. */
export function owedReasonOf(error: unknown): ForcedChangeReason | null {
  if (!(error instanceof ApiError) || error.code !== PASSWORD_CHANGE_REQUIRED) return null;
  // A server that names no reason still demands the change; 'default' is the note that asks least.
  return passwordChangeRequiredValueSchema.safeParse(error.details).data?.reason ?? 'default';
}

/** The client every part of the site calls through: each refusal for an owed change is reported before it is thrown. */
export function reportingOwedChange(api: ApiClient, owed: OwedPasswordChange): ApiClient {
  return {
    async call(endpoint, input) {
      try {
        return await api.call(endpoint, input);
      } catch (error) {
        const reason = owedReasonOf(error);
        if (reason) owed.require(reason);
        throw error;
      }
    },
  };
}
