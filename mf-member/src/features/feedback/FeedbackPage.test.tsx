// The feedback page with the API answered here: the word count against the limits (Chinese counted by letter), a
// submission with its question type, a refusal in the member's language, past feedback with ops' reply and the
// member's own image (read with its token), and the empty state.
import { fireEvent, screen, within } from '@testing-library/react';
import type { Feedback } from '@mekong/contracts/member-extras';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { FeedbackPage } from './FeedbackPage';

const page = (list: Feedback[]) => ({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length });
const answered: Feedback = {
  id: 'f1',
  questionType: 'WITHDRAWAL',
  content: 'My withdrawal is late today',
  images: [{ id: '7f8d2c4e-0000-4000-8000-000000000001', width: 2, height: 2 }],
  reply: 'It was paid at noon.',
  repliedAt: '2026-11-28T05:00:00.000Z',
  createdAt: '2026-11-28T03:00:00.000Z',
};

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, blob: async () => new Blob(['png'], { type: 'image/png' }) })) as unknown as typeof fetch;
});

it('counts words, sends the feedback with its type, and lists it', async () => {
  let list: Feedback[] = [];
  const { to } = renderPage(<FeedbackPage />, (request: SentRequest) => {
    if (request.method === 'PUT') {
      const sent = {
        ...answered,
        id: 'f2',
        questionType: 'GAME' as const,
        content: '游戏卡住了吗',
        images: [],
        reply: null,
        repliedAt: null,
      };
      list = [sent];
      return ok(sent);
    }
    if (request.url.startsWith('/wps/feedback')) return ok(page(list));
    return failed();
  });
  expect(await screen.findByText('You have not sent any feedback yet')).toBeTruthy();
  const content = screen.getByRole('textbox', { name: 'Your feedback' });
  fireEvent.change(content, { target: { value: '游戏卡住' } });
  expect(screen.getByText(/^4 words/)).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(content, { target: { value: '游戏卡住了吗' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Question type' }), { target: { value: 'GAME' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('status')).textContent).toBe('Thank you: your feedback was sent.');
  expect(to('/wps/feedback').find((r) => r.method === 'PUT')?.body).toEqual({ questionType: 'GAME', content: '游戏卡住了吗', images: [] });
  const past = await screen.findByRole('list', { name: 'Your feedback' });
  expect(within(past).getByText('游戏卡住了吗')).toBeTruthy();
  expect(within(past).getByText('Awaiting a reply')).toBeTruthy();
});

it('says why the server refused it, in the member’s language', async () => {
  renderPage(<FeedbackPage />, (request: SentRequest) => {
    if (request.method === 'PUT') return { success: false, message: 'bad image', code: 'feedback-image', value: { index: 1 } };
    return ok(page([]));
  });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your feedback' }), { target: { value: 'one two three four five' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Image 2 is not a valid png or jpg image of at most 5 MB.');
});

it('shows past feedback with ops’ reply and the member’s own image, read with its token', async () => {
  renderPage(<FeedbackPage />, () => ok(page([answered])));
  expect(await screen.findByText('It was paid at noon.')).toBeTruthy();
  const image = await screen.findByRole('img', { name: 'Attached image 1' });
  expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/wps/feedback/images/7f8d2c4e-0000-4000-8000-000000000001');
  expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
});
