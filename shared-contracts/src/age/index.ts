// @mekong/contracts/age: the registration calls as they carry the 18 statement (issue 20; requirements "Age"): the
// register form's terms box, which the server refuses a registration without. An entry of its own, bundled by the
// shell's lazy register popup and the API, so the shared root entry every page loads first does not grow.
import * as z from 'zod/mini';
import { authEndpoints, registerPayloadSchema, type EncryptedEndpoint, type loginAnswerSchema } from '../api/auth';

/** The failure of a registration without the 18 statement (the register popup shows it on its terms box). */
export const AGE_FAILURES = { agreementRequired: 'agreement-required' } as const;

/** Registration's payload with the terms box: true when the visitor stated being at least LIMITS.agreementAge. */
export const agedRegisterPayloadSchema = z.extend(registerPayloadSchema, { agreementAccepted: z.optional(z.boolean()) });
export type AgedRegisterPayload = z.input<typeof agedRegisterPayloadSchema>;

type AgedRegisterEndpoint = EncryptedEndpoint<typeof agedRegisterPayloadSchema, typeof loginAnswerSchema>;

/** authEndpoints.register and registerMobile, the same calls at the same paths, with the statement in the payload. */
export const agedRegisterEndpoints: { register: AgedRegisterEndpoint; registerMobile: AgedRegisterEndpoint } = {
  register: { ...authEndpoints.register, payload: agedRegisterPayloadSchema },
  registerMobile: { ...authEndpoints.registerMobile, payload: agedRegisterPayloadSchema },
};
