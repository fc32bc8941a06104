// Tables of feedback and complaints (issue 19): a member's feedback with ops' reply, and its checked images.
export interface FeedbackTable {
  id: string;
  memberId: string;
  questionType: string;
  content: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface FeedbackImagesTable {
  id: string;
  feedbackId: string;
  /** The owner, kept on the image so reading one checks ownership in the same query. */
  memberId: string;
  sequence: number;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** Base64 of the checked bytes. */
  data: string;
}

export interface FeedbackQuotaTable {
  memberId: string;
  /** The window's first instant, UTC ISO. */
  windowStart: string;
  used: number;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
  feedback_quota: FeedbackQuotaTable;
}
