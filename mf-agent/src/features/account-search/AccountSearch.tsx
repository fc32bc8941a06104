// The account filter of the agent's team pages: typed, then searched with the button or Enter (an empty search
// means the whole team), so the list is not asked for again at every key.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@mekong/ui';

export function AccountSearch({ value, onSearch }: { value: string; onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      aria-label={t('search_account')}
      css={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={t('search_account')}
        value={text}
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('search')}
      </Button>
    </form>
  );
}
