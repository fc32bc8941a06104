// The demo news and blog: a few published articles in LO, EN and CN (one blog post in LO and EN only, so the CN page
// shows the fallback), saved through the ops' own function. Only on a database with no article; ids are fixed, so a
// second node seeding at once writes the same rows, never doubles them.
import type { Db } from '../database';
import { saveArticle, type ArticleDefinition } from '../../modules/content/articles';

export const DEMO_ARTICLES: ArticleDefinition[] = [
  {
    id: 'news-new-lottery-draws',
    kind: 'NEWS',
    slug: 'new-lottery-draws',
    title: { LO: 'ງວດຫວຍໃໝ່ທຸກໆ 5 ນາທີ', EN: 'New lottery draws every 5 minutes', CN: '每5分钟新一期彩票开奖' },
    summary: {
      LO: 'ຫວຍດ່ວນເປີດໃຫ້ຫຼິ້ນແລ້ວ ມື້ລະ 288 ງວດ.',
      EN: 'Quick lottery is open now, with 288 draws a day.',
      CN: '快速彩票现已开放，每天288期。',
    },
    content: {
      LO: '<p>ຫວຍດ່ວນເປີດໃຫ້ຫຼິ້ນແລ້ວ ມື້ລະ <strong>288</strong> ງວດ.</p>',
      EN: '<p>Quick lottery is open now, with <strong>288</strong> draws a day.</p>',
      CN: '<p>快速彩票现已开放，每天<strong>288</strong>期。</p>',
    },
    published: true,
  },
  {
    id: 'news-maintenance-window',
    kind: 'NEWS',
    slug: 'maintenance-window',
    title: { LO: 'ປິດປັບປຸງລະບົບວັນອາທິດ', EN: 'Sunday maintenance window', CN: '周日系统维护' },
    summary: {
      LO: 'ລະບົບຈະປິດປັບປຸງ 02:00 ຫາ 04:00.',
      EN: 'The site is down for maintenance from 02:00 to 04:00.',
      CN: '系统将于02:00至04:00维护。',
    },
    content: {
      LO: '<p>ລະບົບຈະປິດປັບປຸງ 02:00 ຫາ 04:00 (ເວລາວຽງຈັນ).</p>',
      EN: '<p>The site is down for maintenance from 02:00 to 04:00 (Vientiane time).</p>',
      CN: '<p>系统将于02:00至04:00（万象时间）维护。</p>',
    },
    published: true,
  },
  {
    id: 'blog-slot-tips',
    kind: 'BLOG',
    slug: 'slot-tips',
    title: { LO: 'ເຄັດລັບການຫຼິ້ນສະລັອດ', EN: 'Five tips for slot players' },
    summary: { LO: 'ຕັ້ງງົບປະມານ ແລະ ຫຼິ້ນຢ່າງມີສະຕິ.', EN: 'Set a budget and play with a clear head.' },
    content: {
      LO: '<h2>ຕັ້ງງົບປະມານ</h2><p>ຫຼິ້ນຢ່າງມີສະຕິ ແລະ ພັກຜ່ອນເປັນໄລຍະ.</p>',
      EN: '<h2>Set a budget</h2><p>Play with a clear head and take breaks.</p>',
    },
    published: true,
  },
];

/** Seeds the demo articles on a database without any; true when it did. */
export async function seedArticlesIfEmpty(db: Db): Promise<boolean> {
  if (await db.selectFrom('content_articles').select('id').limit(1).executeTakeFirst()) return false;
  // One second apart, so the list's order (newest first) is the order above.
  const start = Date.now() - DEMO_ARTICLES.length * 1000;
  // A node seeding at the same time only updates the same rows (a save is one upsert).
  for (const [i, article] of DEMO_ARTICLES.entries()) await saveArticle(db, article, new Date(start + (DEMO_ARTICLES.length - i) * 1000));
  return true;
}
