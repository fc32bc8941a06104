// agentAnnouncement: the agent announcements in the reader's language, newest first, pages of 8 (requirements §9;
// GET /wps/agent/announcements). Their content is the site's HTML, sanitised before it is shown.
import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { type Notice } from '@mekong/contracts';
import { AGENT_ANNOUNCEMENT_PAGE_SIZE, agentEndpoints } from '@mekong/contracts/agents';
import { theme } from '@mekong/ui';
import { NoData, QueryContent, RecordPager, useApiQuery, useRecordFilters, useSession } from '@mekong/ui/remote';

const listCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
    overflow-wrap: anywhere;
  }
  & h3 {
    margin: 0 0 ${theme.spacing(2)};
    font-size: ${theme.fontSizes.md};
  }
`;

function Announcement({ notice }: { notice: Notice }) {
  return (
    <li aria-label={notice.title}>
      <h3>{notice.title}</h3>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(notice.content) }} />
    </li>
  );
}

export function AgentAnnouncements() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, setPage } = useRecordFilters(() => ({}));
  const notices = useApiQuery(
    agentEndpoints.announcements,
    () => ({ pageNo: filters.pageNo, pageSize: AGENT_ANNOUNCEMENT_PAGE_SIZE }),
    token,
  );
  return (
    <QueryContent query={notices}>
      {(page) =>
        page.list.length === 0 ? (
          <NoData />
        ) : (
          <>
            <ul css={listCss} aria-label={t('announcements')}>
              {page.list.map((notice) => (
                <Announcement key={notice.id} notice={notice} />
              ))}
            </ul>
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )
      }
    </QueryContent>
  );
}
