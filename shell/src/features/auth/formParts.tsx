// Building blocks of the account forms (beside @mekong/ui's form notes): rows, the popup banner, checkbox, captcha,
// country code, SMS code, text-style links between popups, and the site settings the forms read.
import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemEndpoints, type Captcha, type RegisterSetting } from '@mekong/contracts';
import { Button, formNoteCss, SelectField, TextField, theme, type TextFieldProps } from '@mekong/ui';
import { bannersOf } from '../site-content/banners';
import { useSiteContent } from '../site-content/SiteContentContext';
import { useEndpoint } from '../site-content/useEndpoint';
import type { SmsCodeState } from './useSmsCode';

export const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
`;

const withBannerCss = css`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${theme.spacing(6)};
  align-items: start;
  & > img {
    position: sticky;
    top: 0;
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
  }
  ${theme.mq.mobile} {
    display: block;
    & > img {
      display: none;
    }
  }
`;

export type BannerGroup = 'w_login' | 'w_register' | 'w_forget';

/** The popup's banner of its group (w_login, w_register, w_forget), or null when none is configured. */
export function usePopupBanner(group: BannerGroup) {
  const { announcements } = useSiteContent();
  return bannersOf(announcements?.banners, group)[0] ?? null;
}

/** Desktop: the banner beside the form, whole (banners carry text, cropping them cuts it). Phones: the form only. */
export function WithBanner({ group, children }: { group: BannerGroup; children: ReactNode }) {
  const banner = usePopupBanner(group);
  if (!banner) return <>{children}</>;
  return (
    <div css={withBannerCss}>
      <img src={banner.url} alt="" />
      <div>{children}</div>
    </div>
  );
}

/** Dialog width for a popup with or without its banner column. */
export function popupWidth(hasBanner: boolean): number {
  return hasBanner ? 880 : 460;
}

const linkCss = css`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** A button that looks like a link: it switches popups, it does not navigate. */
export function TextButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" css={linkCss} onClick={onClick}>
      {children}
    </button>
  );
}

const checkboxCss = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing(2)};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  & input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: ${theme.colors.primary};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

/** A labelled checkbox (react-hook-form's register spreads into it); its error is linked by aria-describedby. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, ...rest }, ref) {
  const errorId = useId();
  return (
    <div>
      <label css={checkboxCss}>
        <input ref={ref} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} css={[formNoteCss, { color: theme.colors.danger, marginTop: theme.spacing(1) }]}>
          {error}
        </p>
      )}
    </div>
  );
});

const captchaButtonCss = css`
  flex: none;
  height: 40px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: #fff;
  cursor: pointer;
  overflow: hidden;
  & img {
    display: block;
    height: 100%;
    width: auto;
  }
`;

/** The captcha input with its image; clicking the image asks for a new one (the caller throttles). */
export const CaptchaField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'label' | 'adornment'> & { captcha: Captcha | null; onRefresh: () => void }
>(function CaptchaField({ captcha, onRefresh, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.captcha')}
      autoComplete="off"
      {...rest}
      adornment={
        <button
          type="button"
          css={captchaButtonCss}
          aria-label={t('auth.captcha_refresh')}
          title={t('auth.captcha_refresh')}
          onClick={onRefresh}
        >
          {captcha ? <img src={captcha.image} alt="" width={120} height={40} /> : <span css={{ display: 'inline-block', width: 120 }} />}
        </button>
      }
    />
  );
});

/** The SMS code input with its 'Get code' button, which counts down while a code is valid. */
export const SmsCodeField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'label' | 'adornment'> & { sms: SmsCodeState; canSend: boolean }
>(function SmsCodeField({ sms, canSend, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.sms_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      {...rest}
      adornment={
        <Button
          variant="secondary"
          css={{ flex: 'none', minWidth: 120 }}
          disabled={!canSend || sms.secondsLeft > 0 || sms.sending}
          onClick={sms.send}
        >
          {sms.secondsLeft > 0 ? t('auth.resend_in', { seconds: sms.secondsLeft }) : t('auth.get_code')}
        </Button>
      }
    />
  );
});

/** The country dialing code select, listing the server's countries. */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const options = countries.map((c) => ({ value: c.countryDialingCode, label: `+${c.countryDialingCode} ${c.countryCode}` }));
  return (
    <SelectField
      label={t('auth.country_code')}
      value={value}
      options={options.length ? options : [{ value, label: `+${value}` }]}
      onChange={onChange}
    />
  );
}

export const DEFAULT_DIALING_CODE = '856';

export function useCountries() {
  return useEndpoint(systemEndpoints.countryCodes, {}).data ?? [];
}

/** Register rules, phone digits and SMS validity of the site (requirements §5), or null while they load. */
export function useRegisterSetting(): RegisterSetting | null {
  return useEndpoint(systemEndpoints.registerSetting, {}).data;
}
