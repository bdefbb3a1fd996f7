// The server's own messages in the four languages (the `language` header picks one).
// Kept apart from src/i18n so the server never depends on the client bundle's dictionaries.
import type { Lang } from '../../src/i18n/languages.ts';

const zh_hant = {
  invalidJson: '請求內容不是有效的 JSON',
  invalidBody: '請求內容格式不正確',
  bodyTooLarge: '請求內容過大',
  systemError: '系統錯誤，請稍後再試',
  serviceUnavailable: '服務暫時無法使用，請稍後再試',
  notFound: '找不到資源',
  routeNotFound: '找不到此功能',
  invalidId: '編號必須是數字：{{field}}',
  mustInput: '必須填寫：{{field}}',
  invalidValue: '內容不正確：{{field}}',
  tooLong: '內容過長：{{field}}',
  prohibitInput: '輸入包含禁止的字元',
  keywordEmpty: '請輸入查詢內容',
  loginRequired: '未登入，請先登入',
  departmentNotFound: '找不到部門',
  serviceNotFound: '找不到服務',
  locationNotFound: '找不到地點',
  serviceTypeNotFound: '找不到服務類別',
  categoryNotFound: '找不到類別',
  privacyClauseNotFound: '找不到私隱條款',
  serviceNotAtLocation: '此地點不提供該服務',
  favouriteNotFound: '找不到收藏',
  mobileRequired: '請輸入手機號碼',
  favouriteTypeInvalid: '收藏類型必須是 QUEUE 或 RESERVATION',
} as const;

export type MessageKey = keyof typeof zh_hant;
type Dict = Record<MessageKey, string>;

const zh_hans: Dict = {
  invalidJson: '请求内容不是有效的 JSON',
  invalidBody: '请求内容格式不正确',
  bodyTooLarge: '请求内容过大',
  systemError: '系统错误，请稍后再试',
  serviceUnavailable: '服务暂时无法使用，请稍后再试',
  notFound: '找不到资源',
  routeNotFound: '找不到此功能',
  invalidId: '编号必须是数字：{{field}}',
  mustInput: '必须填写：{{field}}',
  invalidValue: '内容不正确：{{field}}',
  tooLong: '内容过长：{{field}}',
  prohibitInput: '输入包含禁止的字符',
  keywordEmpty: '请输入查询内容',
  loginRequired: '未登录，请先登录',
  departmentNotFound: '找不到部门',
  serviceNotFound: '找不到服务',
  locationNotFound: '找不到地点',
  serviceTypeNotFound: '找不到服务类别',
  categoryNotFound: '找不到类别',
  privacyClauseNotFound: '找不到隐私条款',
  serviceNotAtLocation: '此地点不提供该服务',
  favouriteNotFound: '找不到收藏',
  mobileRequired: '请输入手机号码',
  favouriteTypeInvalid: '收藏类型必须是 QUEUE 或 RESERVATION',
};

const pt_pt: Dict = {
  invalidJson: 'O conteúdo do pedido não é JSON válido',
  invalidBody: 'O conteúdo do pedido tem um formato incorreto',
  bodyTooLarge: 'O conteúdo do pedido é demasiado grande',
  systemError: 'Erro do sistema, tente novamente mais tarde',
  serviceUnavailable: 'Serviço temporariamente indisponível; tente novamente daqui a pouco',
  notFound: 'Não foi possível encontrar o recurso',
  routeNotFound: 'Esta função não existe',
  invalidId: 'O identificador tem de ser numérico: {{field}}',
  mustInput: 'Preenchimento obrigatório: {{field}}',
  invalidValue: 'Valor inválido: {{field}}',
  tooLong: 'Valor demasiado longo: {{field}}',
  prohibitInput: 'A entrada contém caracteres proibidos',
  keywordEmpty: 'Introduza o conteúdo da consulta',
  loginRequired: 'Sessão não iniciada, inicie sessão primeiro',
  departmentNotFound: 'Serviço público não encontrado',
  serviceNotFound: 'Serviço não encontrado',
  locationNotFound: 'Local não encontrado',
  serviceTypeNotFound: 'Tipo de serviço não encontrado',
  categoryNotFound: 'Categoria não encontrada',
  privacyClauseNotFound: 'Cláusula de privacidade não encontrada',
  serviceNotAtLocation: 'Este serviço não é prestado neste local',
  favouriteNotFound: 'Favorito não encontrado',
  mobileRequired: 'Introduza o número de telemóvel',
  favouriteTypeInvalid: 'O tipo de favorito tem de ser QUEUE ou RESERVATION',
};

const en_us: Dict = {
  invalidJson: 'The request body is not valid JSON',
  invalidBody: 'The request body has the wrong shape',
  bodyTooLarge: 'The request body is too large',
  systemError: 'System error, please try again later',
  serviceUnavailable: 'The service is temporarily unavailable; please try again in a moment',
  notFound: 'Unable to find resources',
  routeNotFound: 'This function does not exist',
  invalidId: 'The id must be a number: {{field}}',
  mustInput: 'Required to fill in: {{field}}',
  invalidValue: 'Invalid value: {{field}}',
  tooLong: 'Value too long: {{field}}',
  prohibitInput: 'The input contains prohibited characters',
  keywordEmpty: 'Please enter the enquiry content',
  loginRequired: 'Not logged in, please log in first',
  departmentNotFound: 'Department not found',
  serviceNotFound: 'Service not found',
  locationNotFound: 'Location not found',
  serviceTypeNotFound: 'Service type not found',
  categoryNotFound: 'Category not found',
  privacyClauseNotFound: 'Privacy clause not found',
  serviceNotAtLocation: 'This service is not offered at this location',
  favouriteNotFound: 'Favourite not found',
  mobileRequired: 'Please enter the mobile number',
  favouriteTypeInvalid: 'The favourite type must be QUEUE or RESERVATION',
};

const dictionaries: Record<Lang, Dict> = { zh_hant, zh_hans, pt_pt, en_us };

/** The message for key in lang, with {{name}} placeholders filled from params. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = dictionaries[lang][key];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;
}
