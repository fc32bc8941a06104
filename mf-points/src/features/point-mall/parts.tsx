// Parts the mall's pages share: a paged record table with its empty state (redeem history, points details), and the
// withdraw password field of the redeem and convert forms.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@mekong/ui';
import { NoData, QueryContent, RecordPager, RecordTable, type ApiQuery, type RecordColumn } from '@mekong/ui/remote';

interface Page<Row> {
  list: Row[];
  pageNo: number;
  totalPages: number;
}

/** A record query's page as a table and its pager; No data when it is empty; loading and error-with-retry states. */
export function PagedTable<Row>({
  query,
  label,
  columns,
  rowKey,
  onPage,
}: {
  query: ApiQuery<Page<Row>>;
  label: string;
  columns: RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  onPage: (pageNo: number) => void;
}) {
  return (
    <QueryContent query={query}>
      {(page) =>
        page.list.length === 0 ? (
          <NoData />
        ) : (
          <>
            <RecordTable label={label} columns={columns} rows={page.list} rowKey={rowKey} />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={onPage} />
          </>
        )
      }
    </QueryContent>
  );
}

/** The withdraw password: six digits, never remembered by the browser; `invalid` shows the rule. */
export const WithdrawPasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'error'> & { invalid: boolean }>(
  function WithdrawPasswordField({ invalid, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        label={t('withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        error={invalid ? t('rule_withdraw_password') : undefined}
        {...props}
      />
    );
  },
);
