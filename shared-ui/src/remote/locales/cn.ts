// Chinese texts every remote shares (namespace mekong_remote), typed against the English keys.
import type { LocaleOf } from '../locale';
import type { en } from './en';

export const cn: LocaleOf<typeof en> = {
  loading: '加载中',
  banners: '横幅广告',
  banner_alt: '横幅广告 {{n}}',
  banner_dot: '前往第{{n}}个横幅',
  banners_pause: '暂停横幅广告',
  banners_play: '播放横幅广告',
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
