// The demo gateway's payment page in LO, EN or CN: the order's amount and id, and 'Pay' / 'Fail payment' buttons in a
// plain form (no script at all); then the page that says what happened; and their stylesheet. Amounts are formatted from minor units.
import { CURRENCY_SYMBOL, formatMoney, LANGUAGES, type Language } from '@mekong/contracts';
import { DEMO_PAY_PATH } from './demo-gateway';
import { escapeHtml, HTML_LANG } from '../html';
import { requestLanguage } from '../accept-language';

const EN = {
  title: 'Demo payment gateway',
  note: 'A demonstration gateway: no real money moves. Choose how this payment ends.',
  merchant: 'Merchant',
  order: 'Order',
  amount: 'Amount',
  pay: 'Pay',
  fail: 'Fail payment',
  paid: 'Payment complete. The deposit is credited to your account; you can close this window.',
  failed: 'The payment failed. Nothing was charged; you can close this window.',
  completed: 'This order is already completed. You can close this window.',
  not_found: 'There is no such payment order.',
  callback_error: 'The payment could not be reported to the merchant. Please try again.',
  language: 'Language',
};
type PageTexts = typeof EN;

const LO: PageTexts = {
  title: 'ຊ່ອງທາງຊຳລະເງິນທົດລອງ',
  note: 'ນີ້ແມ່ນຊ່ອງທາງຊຳລະເງິນສຳລັບທົດລອງ: ບໍ່ມີເງິນຈິງເຄື່ອນຍ້າຍ. ເລືອກວິທີສິ້ນສຸດການຊຳລະເງິນນີ້.',
  merchant: 'ຮ້ານຄ້າ',
  order: 'ເລກທີຄຳສັ່ງ',
  amount: 'ຈຳນວນເງິນ',
  pay: 'ຊຳລະເງິນ',
  fail: 'ໃຫ້ການຊຳລະເງິນລົ້ມເຫຼວ',
  paid: 'ຊຳລະເງິນສຳເລັດແລ້ວ. ເງິນຝາກໄດ້ເຂົ້າບັນຊີຂອງທ່ານແລ້ວ; ທ່ານສາມາດປິດໜ້າຕ່າງນີ້ໄດ້.',
  failed: 'ການຊຳລະເງິນລົ້ມເຫຼວ. ບໍ່ມີການຕັດເງິນ; ທ່ານສາມາດປິດໜ້າຕ່າງນີ້ໄດ້.',
  completed: 'ຄຳສັ່ງນີ້ສຳເລັດແລ້ວ. ທ່ານສາມາດປິດໜ້າຕ່າງນີ້ໄດ້.',
  not_found: 'ບໍ່ພົບຄຳສັ່ງຊຳລະເງິນນີ້.',
  callback_error: 'ບໍ່ສາມາດແຈ້ງການຊຳລະເງິນໄປຫາຮ້ານຄ້າໄດ້. ກະລຸນາລອງໃໝ່ອີກຄັ້ງ.',
  language: 'ພາສາ',
};

const CN: PageTexts = {
  title: '演示支付网关',
  note: '这是演示网关：不会有真实资金流动。请选择本次支付的结果。',
  merchant: '商户',
  order: '订单号',
  amount: '金额',
  pay: '支付',
  fail: '支付失败',
  paid: '支付成功，存款已记入您的账户。您可以关闭此窗口。',
  failed: '支付失败，未扣取任何款项。您可以关闭此窗口。',
  completed: '此订单已完成。您可以关闭此窗口。',
  not_found: '找不到此支付订单。',
  callback_error: '无法将支付结果通知商户，请重试。',
  language: '语言',
};

export const DEMO_PAGE_TEXTS: Record<Language, PageTexts> = { LO, EN, CN };

const LANGUAGE_NAMES: Record<Language, string> = { LO: 'ລາວ', EN: 'English', CN: '中文' };
/** ?lang first, then the Accept-Language header, else LO. */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  const chosen = typeof lang === 'string' ? lang.toUpperCase() : '';
  if ((LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  return requestLanguage(acceptLanguage) ?? 'LO';
}

/** The pages' stylesheet, a file of its own: the site's Content-Security-Policy allows no inline style without a nonce. */
export const DEMO_PAGE_STYLESHEET_PATH = `${DEMO_PAY_PATH}/assets/page.css`;

export const DEMO_PAGE_STYLESHEET = `body{margin:0;font-family:system-ui,sans-serif;background:#0f2a3d;color:#1b2733;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:24px;width:min(420px,92vw);box-shadow:0 8px 24px rgba(0,0,0,.3)}
h1{font-size:1.3rem;margin:0 0 8px}p{line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#52606d}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;font-size:1rem;padding:12px;border-radius:8px;border:0;cursor:pointer}
button[value=PAID]{background:#0b7a3e;color:#fff}button[value=FAILED]{background:#e4e7eb;color:#1b2733}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
nav ul{list-style:none;display:flex;gap:12px;padding:0;margin:16px 0 0;font-size:.9rem}a{color:#0b5cad}`;

function htmlPage(language: Language, body: string, path: string): string {
  const texts = DEMO_PAGE_TEXTS[language];
  const links = LANGUAGES.map((l) =>
    l === language
      ? `<li><span aria-current="true" lang="${HTML_LANG[l]}">${LANGUAGE_NAMES[l]}</span></li>`
      : `<li><a href="${escapeHtml(`${path}?lang=${l}`)}" lang="${HTML_LANG[l]}">${LANGUAGE_NAMES[l]}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DEMO_PAGE_STYLESHEET_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
${body}
<nav aria-label="${escapeHtml(texts.language)}"><ul>${links}</ul></nav>
</main>
</body>
</html>
`;
}

export const demoPagePath = (orderId: string): string => `${DEMO_PAY_PATH}/${encodeURIComponent(orderId)}`;

/** The payment form of a pending order. */
export function renderPaymentPage(language: Language, order: { id: string; amountMinor: number }): string {
  const texts = DEMO_PAGE_TEXTS[language];
  const path = demoPagePath(order.id);
  return htmlPage(
    language,
    `<p>${escapeHtml(texts.note)}</p>
<dl>
<dt>${escapeHtml(texts.merchant)}</dt><dd>Mekong</dd>
<dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(order.id)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatMoney(order.amountMinor, CURRENCY_SYMBOL))}</dd>
</dl>
<form method="post" action="${escapeHtml(`${path}?lang=${language}`)}">
<div class="actions">
<button type="submit" name="outcome" value="PAID">${escapeHtml(texts.pay)}</button>
<button type="submit" name="outcome" value="FAILED">${escapeHtml(texts.fail)}</button>
</div>
</form>`,
    path,
  );
}

export type DemoPageNote = 'paid' | 'failed' | 'completed' | 'not_found' | 'callback_error';

/** A page with one note: the outcome, or why there is nothing to pay. */
export function renderNotePage(language: Language, note: DemoPageNote, orderId: string): string {
  const role = note === 'paid' || note === 'failed' || note === 'completed' ? 'status' : 'alert';
  return htmlPage(language, `<p role="${role}">${escapeHtml(DEMO_PAGE_TEXTS[language][note])}</p>`, demoPagePath(orderId));
}
