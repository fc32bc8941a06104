// Turns the server's register field rules (pattern kind or '*', min, max, required) into zod schemas.
// Messages are i18n keys chosen by the caller: contracts carry no UI text.
import * as z from 'zod/mini';
import type { FieldRule, RegisterField } from '../api/system';
import { matchesFieldPattern } from './regexes';
import { isFreeText } from './free-text';

export interface FieldRuleMessages {
  /** Empty value on a required field. */
  required: string;
  /** Length outside min..max. `{min}` and `{max}` in it are replaced; the issue also carries them as params. */
  length: string;
  /** Value does not fit the rule's pattern kind. */
  pattern: string;
  /** Confirmation differs from the password. */
  mismatch: string;
  /** Control, invisible format or broken characters (the free-text rule), whatever the pattern kind allows. */
  unsafe: string;
}

/** The i18n keys used when a caller passes none: every remote that builds forms translates these. */
export const DEFAULT_FIELD_RULE_MESSAGES: FieldRuleMessages = {
  required: 'input_cannot_be_empty',
  length: 'input_length',
  pattern: 'format_error',
  mismatch: 'confirm_input_mismatch',
  unsafe: 'input_invalid_characters',
};

/** The per-field lengths as the issue params of a length error, for `t(issue.message, issue.params)`. */
export interface LengthParams {
  min: number;
  max: number;
}

function lengthMessage(template: string, { min, max }: LengthParams): string {
  return template.replaceAll('{min}', String(min)).replaceAll('{max}', String(max));
}

/**
 * A schema for one field: the value is trimmed; empty passes unless required; then it must keep the free-text rule
 * (a '*' or noSpaces rule would let an ESC or a bidi override through), the length in characters (code points) must
 * lie in min..max, and the value must fit the pattern kind.
 * A missing value (undefined) counts as empty.
 */
export function fieldRuleToSchema(
  rule: Pick<FieldRule, 'acceptedPattern' | 'min' | 'max' | 'required'>,
  messages: Partial<FieldRuleMessages> = {},
) {
  const m = { ...DEFAULT_FIELD_RULE_MESSAGES, ...messages };
  const limits: LengthParams = { min: rule.min, max: rule.max };
  // `prefault('')`: a missing value is parsed as '' (through the checks), so it reads as empty.
  return z.prefault(
    z.string({ error: m.required }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value === '') {
          if (rule.required) ctx.addIssue({ code: 'custom', message: m.required });
          return;
        }
        if (!isFreeText(value)) {
          ctx.addIssue({ code: 'custom', message: m.unsafe });
          return;
        }
        const length = [...value].length;
        if (length < limits.min || length > limits.max) {
          ctx.addIssue({ code: 'custom', message: lengthMessage(m.length, limits), params: { ...limits } });
          return;
        }
        if (!matchesFieldPattern(rule.acceptedPattern, value)) ctx.addIssue({ code: 'custom', message: m.pattern });
      }),
    ),
    '',
  );
}

export type FieldRuleSchema = ReturnType<typeof fieldRuleToSchema>;
export type RegisterFormValues = Partial<Record<RegisterField, string>>;

/**
 * The register form schema: one field per shown rule (trimmed and checked by its rule), plus
 * confirmPassword — required, with its own rule when the server sends one — equal to password.
 */
export function registerFormSchema(
  rules: readonly FieldRule[],
  messages: Partial<FieldRuleMessages> = {},
): z.ZodMiniType<RegisterFormValues, RegisterFormValues> {
  const m = { ...DEFAULT_FIELD_RULE_MESSAGES, ...messages };
  const shown = rules.filter((rule) => rule.shown);
  const shape: Record<string, FieldRuleSchema> = {};
  for (const rule of shown) shape[rule.field] = fieldRuleToSchema(rule, m);

  const password = shown.find((rule) => rule.field === 'password');
  if (password) {
    const confirmRule = shown.find((rule) => rule.field === 'confirmPassword');
    // Without a rule of its own the confirmation is only required: being equal to a valid password covers the rest.
    shape.confirmPassword = fieldRuleToSchema(
      confirmRule ? { ...confirmRule, required: true } : { acceptedPattern: '*', min: 0, max: password.max, required: true },
      m,
    );
  }

  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      if (password && values.confirmPassword && values.confirmPassword !== values.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.mismatch });
      }
    }),
  );
}
