// Texts every remote shares (page states, spec keys used by several remotes, the standalone toolbar), in LO/EN/CN.
import type { i18n as I18n } from 'i18next';
import type { Language } from '@mekong/contracts';

/** One remote's texts: the same keys in every language. */
export type Translations = Record<Language, Record<string, string>>;

/** i18n namespace of the shared remote texts (a remote's own texts live under its remote name). */
export const PLATFORM_NAMESPACE = 'mekong_remote';

const EN = {
  loading: 'Loading',
  banners: 'Banners',
  banner_alt: 'Banner {{n}}',
  banner_dot: 'Go to banner {{n}}',
  load_failed_title: 'Could not load',
  load_failed_message: 'Network link is abnormal, please try again',
  retry: 'Try again',
  crashed_title: 'This section stopped working',
  crashed_message: 'Reload the page to continue.',
  reload: 'Reload',
  in_no_data: 'No data',
  in_need_true_account: 'Please register a real account to use this feature',
  login_required: 'You are not logged in, please login',
  login: 'Log in',
  standalone_toolbar: 'Standalone host',
  language: 'Language',
  route: 'Route',
  session: 'Session',
  session_visitor: 'Visitor',
  session_member: 'Member (demo)',
  session_trial: 'Trial account (demo)',
  session_agent: 'Agent (demo)',
  last_event: 'Last bus event: {{type}}',
  signed_in_as: 'Signed in as {{account}}',
  not_signed_in: 'Not signed in',
  no_event: 'No bus event yet',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
  loading: 'ກຳລັງໂຫຼດ',
  banners: 'ປ້າຍໂຄສະນາ',
  banner_alt: 'ປ້າຍໂຄສະນາ {{n}}',
  banner_dot: 'ໄປທີ່ປ້າຍໂຄສະນາ {{n}}',
  load_failed_title: 'ໂຫຼດບໍ່ສຳເລັດ',
  load_failed_message: 'ການເຊື່ອມຕໍ່ເຄືອຂ່າຍຜິດປົກກະຕິ, ກະລຸນາລອງໃໝ່',
  retry: 'ລອງໃໝ່',
  crashed_title: 'ສ່ວນນີ້ຢຸດເຮັດວຽກ',
  crashed_message: 'ກະລຸນາໂຫຼດໜ້າຄືນໃໝ່ເພື່ອສືບຕໍ່.',
  reload: 'ໂຫຼດຄືນໃໝ່',
  in_no_data: 'ບໍ່ມີຂໍ້ມູນ',
  in_need_true_account: 'ກະລຸນາລົງທະບຽນບັນຊີແທ້ເພື່ອໃຊ້ຟັງຊັນນີ້',
  login_required: 'ທ່ານຍັງບໍ່ໄດ້ເຂົ້າສູ່ລະບົບ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  login: 'ເຂົ້າສູ່ລະບົບ',
  standalone_toolbar: 'ໂຮສແຍກດ່ຽວ',
  language: 'ພາສາ',
  route: 'ເສັ້ນທາງ',
  session: 'ເຊດຊັນ',
  session_visitor: 'ຜູ້ເຂົ້າຊົມ',
  session_member: 'ສະມາຊິກ (ສາທິດ)',
  session_trial: 'ບັນຊີທົດລອງ (ສາທິດ)',
  session_agent: 'ຕົວແທນ (ສາທິດ)',
  last_event: 'ເຫດການລ່າສຸດ: {{type}}',
  signed_in_as: 'ເຂົ້າສູ່ລະບົບເປັນ {{account}}',
  not_signed_in: 'ຍັງບໍ່ໄດ້ເຂົ້າສູ່ລະບົບ',
  no_event: 'ຍັງບໍ່ມີເຫດການ',
};

const CN: Record<Key, string> = {
  loading: '加载中',
  banners: '横幅广告',
  banner_alt: '横幅广告 {{n}}',
  banner_dot: '前往第{{n}}个横幅',
  load_failed_title: '加载失败',
  load_failed_message: '网络连接异常，请重试',
  retry: '重试',
  crashed_title: '此部分已停止运行',
  crashed_message: '请重新加载页面以继续。',
  reload: '重新加载',
  in_no_data: '暂无数据',
  in_need_true_account: '请注册正式账号后使用此功能',
  login_required: '您尚未登录，请先登录',
  login: '登录',
  standalone_toolbar: '独立运行宿主',
  language: '语言',
  route: '路由',
  session: '会话',
  session_visitor: '访客',
  session_member: '会员（演示）',
  session_trial: '试玩账号（演示）',
  session_agent: '代理（演示）',
  last_event: '最近的总线事件：{{type}}',
  signed_in_as: '已登录：{{account}}',
  not_signed_in: '未登录',
  no_event: '暂无总线事件',
};

export const platformTranslations: Translations = { LO, EN, CN };

/** Adds a remote's texts and the shared ones to an i18n instance (the shell's, or the standalone host's). */
export function addTranslations(i18n: I18n, namespace: string, translations: Translations): void {
  for (const [bundleNamespace, bundle] of [
    [namespace, translations],
    [PLATFORM_NAMESPACE, platformTranslations],
  ] as const) {
    for (const [language, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, bundleNamespace, texts, true, true);
  }
}

/**
 * What is wrong with a set of translations: keys missing against EN, empty texts, and Lao or Chinese
 * texts that are English copies (a text with Latin words must hold Lao letters in LO and Han in CN).
 */
export function translationProblems(translations: Translations): string[] {
  const problems: string[] = [];
  const reference = Object.keys(translations.EN).sort();
  const script: Partial<Record<Language, RegExp>> = { LO: /[\u0E80-\u0EFF]/u, CN: /\p{Script=Han}/u };
  for (const language of Object.keys(translations) as Language[]) {
    const texts = translations[language];
    const keys = Object.keys(texts).sort();
    if (keys.join() !== reference.join())
      problems.push(
        `${language} keys differ from EN: ${keys
          .filter((k) => !reference.includes(k))
          .concat(reference.filter((k) => !keys.includes(k)))
          .join(', ')}`,
      );
    for (const key of keys) {
      const text = texts[key] ?? '';
      const pattern = script[language];
      if (!text.trim()) problems.push(`${language}.${key} is empty`);
      else if (pattern && /[A-Za-z]{2}/.test((translations.EN[key] ?? '').replace(/\{\{\w+\}\}/g, '')) && !pattern.test(text)) {
        problems.push(`${language}.${key} is not translated: "${text}"`);
      }
    }
  }
  return problems;
}
