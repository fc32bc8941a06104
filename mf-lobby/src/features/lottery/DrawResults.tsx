// The opened draws of one lottery game (vnOpened): pick a draw, read its numbers by prize tier, special first.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, theme } from '@mekong/ui';
import { lotteryEndpoints, type DrawResult, type LottoGame } from '@mekong/contracts/lottery';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { drawDay, drawTime } from './format';
import { panel, panelTitle } from './styles';

/** Opened draws offered in the draw picker: about two weeks of daily draws. */
export const OPENED_DRAWS = 14;

const table = css`
  width: 100%;
  border-collapse: collapse;
  & caption {
    padding-bottom: ${theme.spacing(2)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
    text-align: left;
  }
  & th,
  & td {
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  & th {
    width: 36%;
    color: ${theme.colors.muted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  ${theme.mq.mobile} {
    & th,
    & td {
      padding: ${theme.spacing(2)};
    }
  }
`;

const numbers = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1)} ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.md};
  letter-spacing: 0.04em;
`;

const picker = css`
  max-width: 240px;
  ${theme.mq.mobile} {
    max-width: none;
  }
`;

const special = css`
  & td {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  & td ul {
    font-size: ${theme.fontSizes.xl};
  }
`;

function DrawTable({ draw }: { draw: DrawResult }) {
  const { t } = useTranslation();
  return (
    <table css={table}>
      <caption>{t('lottery_draw_caption', { game: draw.gameName, day: drawDay(draw.numero), time: drawTime(draw.openTime) })}</caption>
      <tbody>
        {draw.prizes.map(({ prize, numbers: drawn }) => (
          <tr key={prize} css={prize === 'SPECIAL' ? special : undefined}>
            <th scope="row">{t(`prize_${prize}`)}</th>
            <td>
              <ul css={numbers}>
                {drawn.map((n, i) => (
                  <li key={`${i}-${n}`}>{n}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Draws({ draws }: { draws: readonly DrawResult[] }) {
  const { t } = useTranslation();
  const [numero, setNumero] = useState<string | null>(null);
  const shown = draws.find((d) => d.numero === numero) ?? draws[0];
  if (!shown) return <NoData message={t('lottery_no_draws')} />;
  return (
    <>
      <div css={picker}>
        <SelectField
          label={t('lottery_draw')}
          value={shown.numero}
          options={draws.map((d) => ({ value: d.numero, label: drawDay(d.numero) }))}
          onChange={setNumero}
        />
      </div>
      <DrawTable draw={shown} />
    </>
  );
}

export function DrawResults({ game }: { game: LottoGame }) {
  const { t } = useTranslation();
  const titleId = useId();
  const opened = useApiQuery(lotteryEndpoints.vnOpened, (language) => ({ gameCode: game.gameCode, limitNum: OPENED_DRAWS, language }));
  return (
    <section css={panel} aria-labelledby={titleId}>
      <h2 id={titleId} css={panelTitle}>
        {t('lottery_results_of', { game: game.gameName })}
      </h2>
      <QueryContent query={opened}>{(data) => <Draws key={data.gameCode} draws={data.list} />}</QueryContent>
    </section>
  );
}
