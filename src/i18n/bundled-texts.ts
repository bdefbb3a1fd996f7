// The one text an element may need without its dictionary: what it says when the dictionary
// (or its root) cannot be downloaded, offline or on a CDN hiccup. It travels in the element's
// first chunk; each dictionary takes it from here, so it is written once.
import type { Lang } from '../common/languages.ts';

export const CONNECT_FAILED: Record<Lang, string> = {
  zh_hant: '無法連接伺服器',
  zh_hans: '无法连接服务器',
  pt_pt: 'Não foi possível ligar ao servidor',
  en_us: 'Failed to connect to server',
};
