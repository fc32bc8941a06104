// Line detection's texts in LO/EN/CN. They travel with its lazy chunks, not with the shell's first-load locale files.
import type { Language } from '@mekong/contracts';

export const LINE_TEXTS = {
  LO: {
    noticeLabel: 'ແຈ້ງເຕືອນສາຍເຊື່ອມຕໍ່',
    slow: 'ສາຍເຊື່ອມຕໍ່ປັດຈຸບັນຊ້າ ຫຼື ເຂົ້າບໍ່ໄດ້. ສາຍທີ່ໄວທີ່ສຸດ: {{domain}}',
    switchTo: 'ໄປທີ່ {{domain}}',
    allLines: 'ກວດສອບສາຍທັງໝົດ',
    dismiss: 'ປິດແຈ້ງເຕືອນ',
    title: 'ກວດສອບສາຍເຊື່ອມຕໍ່',
    intro: 'ເວລາຕອບສະໜອງຂອງແຕ່ລະໂດເມນ. ເລືອກສາຍທີ່ໄວທີ່ສຸດ.',
    domain: 'ໂດເມນ',
    time: 'ເວລາ',
    testing: 'ກຳລັງທົດສອບ…',
    unreachable: 'ເຂົ້າບໍ່ໄດ້',
    ms: '{{ms}} ms',
    current: '(ປັດຈຸບັນ)',
    open: 'ເປີດ',
    retest: 'ທົດສອບໃໝ່',
    empty: 'ບໍ່ມີໂດເມນສຳຮອງ.',
  },
  EN: {
    noticeLabel: 'Line notice',
    slow: 'Your current line is slow or unreachable. Fastest line: {{domain}}',
    switchTo: 'Go to {{domain}}',
    allLines: 'Test all lines',
    dismiss: 'Dismiss notice',
    title: 'Line detection',
    intro: 'Response time of each domain. Choose the fastest line.',
    domain: 'Domain',
    time: 'Time',
    testing: 'Testing…',
    unreachable: 'Unreachable',
    ms: '{{ms}} ms',
    current: '(current)',
    open: 'Open',
    retest: 'Test again',
    empty: 'No mirror domains are configured.',
  },
  CN: {
    noticeLabel: '线路提示',
    slow: '当前线路较慢或无法访问。最快线路：{{domain}}',
    switchTo: '前往 {{domain}}',
    allLines: '检测全部线路',
    dismiss: '关闭提示',
    title: '线路检测',
    intro: '各域名的响应时间，请选择最快的线路。',
    domain: '域名',
    time: '时间',
    testing: '检测中…',
    unreachable: '无法访问',
    ms: '{{ms}} 毫秒',
    current: '（当前）',
    open: '打开',
    retest: '重新检测',
    empty: '未配置备用域名。',
  },
} satisfies Record<Language, Record<string, string>>;

export type LineText = keyof (typeof LINE_TEXTS)['EN'];

/** One text in the language, with its {{name}} values filled in. */
export function lineText(language: Language, key: LineText, values: Record<string, string | number> = {}): string {
  return LINE_TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The domain as a visitor reads it: host (and port), no scheme. */
export const hostOf = (origin: string) => new URL(origin).host;
