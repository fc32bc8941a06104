// The lottery page's panels: a bordered surface with a heading, shared by its menus, game, draws and latest results.
import { css } from '@emotion/react';
import { theme } from '@mekong/ui';

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  min-width: 0;
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${theme.mq.mobile} {
    padding: ${theme.spacing(3)};
  }
`;

export const panelTitle = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;
