// The exact texts of docs/behaviour/8-errors.md (HTTP handling) in the four languages, shared by the rule's table
// test and the API client's end-to-end test so both pin the same wording. English is as the
// spec gives it; the others are the dictionaries' wording.
import type { Lang } from '../../src/common/languages.ts';

export type Texts = Record<Lang, string>;

export const TEXTS = {
  success: { zh_hant: '操作成功', zh_hans: '操作成功', pt_pt: 'Operação concluída com sucesso', en_us: 'Operation successful' },
  serverBusy: { zh_hant: '系統繁忙', zh_hans: '系统繁忙', pt_pt: 'O sistema está ocupado', en_us: 'The system is busy' },
  badRequest: { zh_hant: '400 Bad Request', zh_hans: '400 Bad Request', pt_pt: '400 Bad Request', en_us: '400 Bad Request' },
  systemError603: { zh_hant: '系統錯誤 (603)', zh_hans: '系统错误 (603)', pt_pt: 'Erro do sistema (603)', en_us: 'system error (603)' },
  unauthorized: {
    zh_hant: '未獲授權存取資源',
    zh_hans: '未获授权访问资源',
    pt_pt: 'Acesso não autorizado aos recursos',
    en_us: 'Unauthorised access to resources',
  },
  notFound: {
    zh_hant: '找不到相關資源',
    zh_hans: '找不到相关资源',
    pt_pt: 'Não foi possível encontrar os recursos',
    en_us: 'Unable to find resources',
  },
  unavailable: {
    zh_hant: '無法執行此功能',
    zh_hans: '无法执行此功能',
    pt_pt: 'Não é possível executar esta função',
    en_us: 'Unable to perform this function',
  },
  timeout: {
    zh_hant: '請求逾時，請稍後再試',
    zh_hans: '请求超时，请稍后再试',
    pt_pt: 'O pedido excedeu o tempo limite, tente novamente mais tarde',
    en_us: 'Request timeout, please try again later',
  },
  connectFailed: {
    zh_hant: '無法連接伺服器',
    zh_hans: '无法连接服务器',
    pt_pt: 'Não foi possível ligar ao servidor',
    en_us: 'Failed to connect to server',
  },
  offline: {
    zh_hant: '請檢查網絡是否正常',
    zh_hans: '请检查网络是否正常',
    pt_pt: 'Verifique se a rede está a funcionar normalmente',
    en_us: 'Please check if the network is normal',
  },
} satisfies Record<string, Texts>;

/** "system error (601): " plus the (already cut) server message. */
export function systemError601(message: string): Texts {
  return {
    zh_hant: `系統錯誤 (601)：${message}`,
    zh_hans: `系统错误 (601)：${message}`,
    pt_pt: `Erro do sistema (601): ${message}`,
    en_us: `system error (601): ${message}`,
  };
}

/** The server's message plus " (602)", in every language. */
export function serverMessage602(message: string): Texts {
  const text = `${message} (602)`;
  return { zh_hant: text, zh_hans: text, pt_pt: text, en_us: text };
}
