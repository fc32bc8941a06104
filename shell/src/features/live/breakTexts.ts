// Texts of what the signed-in chunk says about the session itself (issue 20): that it ended (a time-out or
// self-exclusion started, or a sign-out elsewhere) and the login before this one. They ship in the signed-in chunk,
// added to the shell's namespace under `breaks` when it mounts, so the first load's texts stay as they are.
import type { Language } from '@mekong/contracts';

export const BREAK_TEXTS: Record<
  Language,
  Record<'session_ended' | 'previous_login' | 'place_unknown' | 'place_local' | 'previous_login_label', string>
> = {
  LO: {
    session_ended: 'ທ່ານໄດ້ອອກຈາກລະບົບແລ້ວ: ເຊດຊັນຂອງທ່ານໄດ້ສິ້ນສຸດ (ການພັກການຫຼິ້ນໄດ້ເລີ່ມ ຫຼື ອອກຈາກລະບົບຢູ່ບ່ອນອື່ນ).',
    previous_login: 'ເຂົ້າສູ່ລະບົບຄັ້ງກ່ອນ: {{time}}, IP {{ip}}, ສະຖານທີ່ {{place}}.',
    place_unknown: 'ບໍ່ຮູ້',
    place_local: 'ເຄືອຂ່າຍພາຍໃນ',
    previous_login_label: 'ການເຂົ້າສູ່ລະບົບຄັ້ງກ່ອນ',
  },
  EN: {
    session_ended: 'You have been signed out: your session ended (a break from play started, or you signed out elsewhere).',
    previous_login: 'Previous login: {{time}}, IP {{ip}}, place {{place}}.',
    place_unknown: 'unknown',
    place_local: 'local network',
    previous_login_label: 'Previous login',
  },
  CN: {
    session_ended: '您已退出登录：会话已结束（暂停游戏已开始，或您在别处退出）。',
    previous_login: '上次登录：{{time}}，IP {{ip}}，地点 {{place}}。',
    place_unknown: '未知',
    place_local: '本地网络',
    previous_login_label: '上次登录',
  },
};
