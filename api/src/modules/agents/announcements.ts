// Agent announcements (requirements §2 agentAnnouncement): notices for agents only, in LO, EN and CN. They live in the
// site's announcements table under their own kind, 'AG', which the public announcement call never serves (its types
// are B, PL, PU, PR and H); ops publish, replace and remove them (`ops agent-announcement-*`).
import { z } from 'zod';
import type { Language, Notice } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { localizedColumns, pickLanguage, type Translations } from '../columns';
import { definitionId, translationsField } from '../definition-fields';
import { DomainFailure } from '../failure';
import { offsetOf, pageOf, whole, type Page, type Paging } from '../records/records.repository';

export const AGENT_ANNOUNCEMENT_KIND = 'AG';

export const agentAnnouncementSchema = z
  .object({ id: definitionId, title: translationsField(100), content: translationsField(5_000) })
  .strict();
export type AgentAnnouncementDefinition = z.input<typeof agentAnnouncementSchema>;

/** Publishes an announcement, or replaces the one of its id (it keeps its place); the newest published comes first. */
export async function publishAgentAnnouncement(db: Db, definition: unknown): Promise<'published' | 'replaced'> {
  const parsed = agentAnnouncementSchema.safeParse(definition);
  if (!parsed.success)
    throw new DomainFailure(
      400,
      'bad-request',
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'definition'}: ${issue.message}`).join('; '),
    );
  const { id, title, content } = parsed.data;
  const texts = { ...localizedColumns('title', title as Translations), ...localizedColumns('content', content as Translations) };
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('announcements').select('kind').where('id', '=', id).executeTakeFirst();
    if (existing && existing.kind !== AGENT_ANNOUNCEMENT_KIND)
      throw new DomainFailure(409, 'bad-request', `${id} is the id of another kind of announcement`);
    if (existing) {
      await trx.updateTable('announcements').set(texts).where('id', '=', id).execute();
      return 'replaced';
    }
    const last = await trx
      .selectFrom('announcements')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('kind', '=', AGENT_ANNOUNCEMENT_KIND)
      .executeTakeFirst();
    await trx
      .insertInto('announcements')
      .values({ id, kind: AGENT_ANNOUNCEMENT_KIND, execution: null, sequence: whole(last?.sequence) + 1, ...texts })
      .execute();
    return 'published';
  });
}

export async function removeAgentAnnouncement(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).where('kind', '=', AGENT_ANNOUNCEMENT_KIND).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The agents' announcements in one language, newest first. */
export async function listAgentAnnouncements(db: Db, language: Language, paging: Paging): Promise<Page<Notice>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll()
      .where('kind', '=', AGENT_ANNOUNCEMENT_KIND)
      .orderBy('sequence', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', AGENT_ANNOUNCEMENT_KIND)
      .executeTakeFirst(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    title: pickLanguage(row, 'title', language),
    content: pickLanguage(row, 'content', language),
  }));
  return pageOf(list, whole(count?.n), paging);
}
