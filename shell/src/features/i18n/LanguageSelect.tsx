// The language select of the header, side menu and status pages: LO, EN, CN, each named in its own language.
import { SelectField } from '@mekong/ui';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';
import { isLanguage } from './i18n';

export function LanguageSelect({ hideLabel = true, id }: { hideLabel?: boolean; id?: string }) {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <SelectField
      id={id}
      label={t('common.language')}
      hideLabel={hideLabel}
      value={language}
      options={languages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
    />
  );
}
