// Helpers of the few pages the API renders itself (the demo payment gateway): the servers' shared ones.
export { escapeHtml, HTML_LANG } from '@mekong/contracts/server';
