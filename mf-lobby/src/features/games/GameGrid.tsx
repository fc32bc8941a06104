// The paged game grid's place on a page: its heading and, until the game list call lands, the in_no_data state.
import { css } from '@emotion/react';
import { useId } from 'react';
import { theme } from '@mekong/ui';
import { NoData } from '@mekong/ui/remote';

export const sectionTitle = css`
  margin: 0 0 ${theme.spacing(3)};
  font-size: ${theme.fontSizes.lg};
`;

export function GameGrid({ title }: { title: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} css={sectionTitle}>
        {title}
      </h2>
      <NoData />
    </section>
  );
}
