// Lao texts every remote shares (namespace mekong_remote), typed against the English keys.
import type { LocaleOf } from '../locale';
import type { en } from './en';

export const lo: LocaleOf<typeof en> = {
  loading: 'ກຳລັງໂຫຼດ',
  banners: 'ປ້າຍໂຄສະນາ',
  banner_alt: 'ປ້າຍໂຄສະນາ {{n}}',
  banner_dot: 'ໄປທີ່ປ້າຍໂຄສະນາ {{n}}',
  banners_pause: 'ຢຸດປ້າຍໂຄສະນາຊົ່ວຄາວ',
  banners_play: 'ຫຼິ້ນປ້າຍໂຄສະນາຕໍ່',
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
