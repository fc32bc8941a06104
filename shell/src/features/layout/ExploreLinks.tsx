// The footer's "Explore" column (issue 19): the content pages and line detection. A lazy chunk with its own LO/EN/CN
// labels, loaded once the page is idle, so the home page's first load (at its budget) carries none of it.
import type { Language } from '@mekong/contracts';
import { useLanguage } from '../i18n/useLanguage';
import { Link } from '../navigation/router';

const LABELS: Record<Language, { heading: string; links: Record<string, string> }> = {
  LO: {
    heading: 'ສຳຫຼວດ',
    links: {
      '/news': 'ຂ່າວສານ',
      '/blog': 'ບລັອກ',
      '/winners': 'ຜູ້ຊະນະ',
      '/miniGames': 'ມິນິເກມ',
      '/appDownload': 'ດາວໂຫຼດແອັບ',
      '/lineDetection': 'ກວດສອບສາຍ',
    },
  },
  EN: {
    heading: 'Explore',
    links: {
      '/news': 'News',
      '/blog': 'Blog',
      '/winners': 'Winners',
      '/miniGames': 'Mini games',
      '/appDownload': 'App download',
      '/lineDetection': 'Line detection',
    },
  },
  CN: {
    heading: '探索',
    links: {
      '/news': '新闻',
      '/blog': '博客',
      '/winners': '中奖名单',
      '/miniGames': '小游戏',
      '/appDownload': '下载应用',
      '/lineDetection': '线路检测',
    },
  },
};

export default function ExploreLinks() {
  const { language } = useLanguage();
  const { heading, links } = LABELS[language];
  return (
    <section aria-labelledby="footer-explore">
      <h2 id="footer-explore">{heading}</h2>
      <ul>
        {Object.entries(links).map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
