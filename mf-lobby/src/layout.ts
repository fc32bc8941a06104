// Layout pieces the lobby's pages share: the vertical stack of a page's blocks.
import { css } from '@emotion/react';
import { theme } from '@mekong/ui';

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(5)};
  min-width: 0;
`;
