// The released remotes: Module Federation name → the workspace folder that builds it (compose and the release CLI).
const REMOTE_FOLDERS = {
  mf_lobby: 'mf-lobby',
  mf_member: 'mf-member',
  mf_agent: 'mf-agent',
  mf_promotions: 'mf-promotions',
  mf_points: 'mf-points',
};

module.exports = { REMOTE_FOLDERS };
