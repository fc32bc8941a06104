// The mobile-number check of requirements §5 ('Phone number must have {0} digits'), with the digit count of the
// register setting.
export function mobilePattern(digits: number): RegExp {
  return new RegExp(`^\\d{${digits}}$`);
}

/** The form-error message of a wrong mobile number (an i18n key with its digit count). */
export function mobileMessage(digits: number): string {
  return `auth.phone_digits?digits=${digits}`;
}
