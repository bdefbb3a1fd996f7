// The server's own messages in the four languages: every refusal, validation failure and error
// the server words, chosen by the request's `language` header (resolveLanguage, read once per
// request into c.get('lang')). The client shows these texts as they come ("<message> (602)"),
// so they must read well in every language. Kept apart from src/i18n so the server never
// depends on the client bundle's dictionaries; the keys the client also checks (identity
// number, mobile, search keyword) carry the client's names.
import type { Lang } from '../../src/common/languages.ts';
import type { Texts } from './texts.ts';

type Entry = Record<Lang, string>;

const messages = {
  // The request itself
  invalidJson: { zh_hant: '請求內容不是有效的 JSON', zh_hans: '请求内容不是有效的 JSON', pt_pt: 'O conteúdo do pedido não é JSON válido', en_us: 'The request body is not valid JSON' },
  invalidBody: { zh_hant: '請求內容格式不正確', zh_hans: '请求内容格式不正确', pt_pt: 'O conteúdo do pedido tem um formato incorreto', en_us: 'The request body has the wrong shape' },
  bodyTimeout: { zh_hant: '請求內容傳送逾時', zh_hans: '请求内容传送超时', pt_pt: 'O conteúdo do pedido demorou demasiado a chegar', en_us: 'The request body took too long to arrive' },
  bodyTooLarge: { zh_hant: '請求內容過大', zh_hans: '请求内容过大', pt_pt: 'O conteúdo do pedido é demasiado grande', en_us: 'The request body is too large' },
  invalidId: { zh_hant: '編號必須是數字：{{field}}', zh_hans: '编号必须是数字：{{field}}', pt_pt: 'O identificador tem de ser numérico: {{field}}', en_us: 'The id must be a number: {{field}}' },
  mustInput: { zh_hant: '必須填寫：{{field}}', zh_hans: '必须填写：{{field}}', pt_pt: 'Preenchimento obrigatório: {{field}}', en_us: 'Required to fill in: {{field}}' },
  invalidValue: { zh_hant: '內容不正確：{{field}}', zh_hans: '内容不正确：{{field}}', pt_pt: 'Valor inválido: {{field}}', en_us: 'Invalid value: {{field}}' },
  tooLong: { zh_hant: '內容過長：{{field}}', zh_hans: '内容过长：{{field}}', pt_pt: 'Valor demasiado longo: {{field}}', en_us: 'Value too long: {{field}}' },
  prohibitInput: { zh_hant: '輸入包含禁止的字元', zh_hans: '输入包含禁止的字符', pt_pt: 'A entrada contém caracteres proibidos', en_us: 'The input contains prohibited characters' },
  keywordEmpty: { zh_hant: '請輸入查詢內容', zh_hans: '请输入查询内容', pt_pt: 'Introduza o conteúdo da consulta', en_us: 'Please enter the enquiry content' },
  // Answers that are not refusals
  systemError: { zh_hant: '系統錯誤，請稍後再試', zh_hans: '系统错误，请稍后再试', pt_pt: 'Erro do sistema, tente novamente mais tarde', en_us: 'System error, please try again later' },
  serviceUnavailable: { zh_hant: '服務暫時無法使用，請稍後再試', zh_hans: '服务暂时无法使用，请稍后再试', pt_pt: 'Serviço temporariamente indisponível; tente novamente daqui a pouco', en_us: 'The service is temporarily unavailable; please try again in a moment' },
  notFound: { zh_hant: '找不到資源', zh_hans: '找不到资源', pt_pt: 'Não foi possível encontrar o recurso', en_us: 'Unable to find resources' },
  routeNotFound: { zh_hant: '找不到此功能', zh_hans: '找不到此功能', pt_pt: 'Esta função não existe', en_us: 'This function does not exist' },
  departmentNotFound: { zh_hant: '找不到部門', zh_hans: '找不到部门', pt_pt: 'Serviço público não encontrado', en_us: 'Department not found' },
  serviceNotFound: { zh_hant: '找不到服務', zh_hans: '找不到服务', pt_pt: 'Serviço não encontrado', en_us: 'Service not found' },
  locationNotFound: { zh_hant: '找不到地點', zh_hans: '找不到地点', pt_pt: 'Local não encontrado', en_us: 'Location not found' },
  serviceTypeNotFound: { zh_hant: '找不到服務類別', zh_hans: '找不到服务类别', pt_pt: 'Tipo de serviço não encontrado', en_us: 'Service type not found' },
  categoryNotFound: { zh_hant: '找不到類別', zh_hans: '找不到类别', pt_pt: 'Categoria não encontrada', en_us: 'Category not found' },
  privacyClauseNotFound: { zh_hant: '找不到私隱條款', zh_hans: '找不到隐私条款', pt_pt: 'Cláusula de privacidade não encontrada', en_us: 'Privacy clause not found' },
  serviceNotAtLocation: { zh_hant: '此地點不提供該服務', zh_hans: '此地点不提供该服务', pt_pt: 'Este serviço não é prestado neste local', en_us: 'This service is not offered at this location' },
  favouriteNotFound: { zh_hant: '找不到收藏', zh_hans: '找不到收藏', pt_pt: 'Favorito não encontrado', en_us: 'Favourite not found' },
  favouriteTypeInvalid: { zh_hant: '收藏類型必須是 QUEUE 或 RESERVATION', zh_hans: '收藏类型必须是 QUEUE 或 RESERVATION', pt_pt: 'O tipo de favorito tem de ser QUEUE ou RESERVATION', en_us: 'The favourite type must be QUEUE or RESERVATION' },
  // Who may call; bookings, queue tickets, identity and sign-on
  unauthorized: { zh_hant: '未獲授權訪問資源', zh_hans: '未获授权访问资源', pt_pt: 'Acesso não autorizado aos recursos', en_us: 'Unauthorised access to resources' },
  full: { zh_hant: '該時段已約滿，請選擇其他時段', zh_hans: '该时段已约满，请选择其他时段', pt_pt: 'Este horário está esgotado, escolha outro', en_us: 'This time slot is fully booked, please choose another' },
  fullDay: { zh_hant: '該日期已約滿', zh_hans: '该日期已约满', pt_pt: 'Esta data está esgotada', en_us: 'This date is fully booked' },
  noneBookingDate: { zh_hant: '該日期不可預約', zh_hans: '该日期不可预约', pt_pt: 'Esta data não está disponível para marcação', en_us: 'This date cannot be booked' },
  noneBookingTime: { zh_hant: '沒有可預約的時段', zh_hans: '没有可预约的时段', pt_pt: 'Não há horários disponíveis', en_us: 'No time session available' },
  slotDisabled: { zh_hant: '該時段不可預約', zh_hans: '该时段不可预约', pt_pt: 'Este horário não está disponível', en_us: 'This time slot cannot be booked' },
  pleaseSelectDate: { zh_hant: '請選擇預約日期', zh_hans: '请选择预约日期', pt_pt: 'Selecione a data da marcação', en_us: 'Please select the booking date' },
  pleaseFillInfo: { zh_hant: '請選擇預約時間', zh_hans: '请选择预约时间', pt_pt: 'Selecione a hora da marcação', en_us: 'Please select the booking time' },
  notSupportNullId: { zh_hant: '請輸入證件號碼', zh_hans: '请输入证件号码', pt_pt: 'Introduza o número do documento de identificação', en_us: 'Please enter the identity number' },
  errorIdLength: { zh_hant: '證件號碼長度須為8或18位', zh_hans: '证件号码长度须为8或18位', pt_pt: 'O número de identificação deve ter 8 ou 18 caracteres', en_us: 'The identity number must have 8 or 18 characters' },
  notSupportNullMobil: { zh_hant: '請輸入手提電話號碼', zh_hans: '请输入手机号码', pt_pt: 'Introduza o número de telemóvel', en_us: 'Please enter the mobile number' },
  inputOnlyNumber: { zh_hant: '只可輸入數字', zh_hans: '只可输入数字', pt_pt: 'Introduza apenas algarismos', en_us: 'Digits only' },
  errorMobileLength: { zh_hant: '手提電話號碼長度不正確', zh_hans: '手机号码长度不正确', pt_pt: 'O número de telemóvel tem um comprimento inválido', en_us: 'The mobile number has an invalid length' },
  mainlandStartsWithOne: { zh_hant: '內地手提電話號碼須以 1 開頭', zh_hans: '内地手机号码须以 1 开头', pt_pt: 'Os números do Interior da China começam por 1', en_us: 'Mainland China numbers start with 1' },
  mustSelect: { zh_hant: '必須選擇：{{field}}', zh_hans: '必须选择：{{field}}', pt_pt: 'Seleção obrigatória: {{field}}', en_us: 'Required to select: {{field}}' },
  invalidDate: { zh_hant: '日期無效：{{field}}', zh_hans: '日期无效：{{field}}', pt_pt: 'Data inválida: {{field}}', en_us: 'Invalid date: {{field}}' },
  birthdayFuture: { zh_hant: '出生日期不可晚於今天', zh_hans: '出生日期不可晚于今天', pt_pt: 'A data de nascimento não pode ser futura', en_us: 'The birthday cannot be in the future' },
  serviceNoValid: { zh_hant: '服務無效或暫停', zh_hans: '服务无效或暂停', pt_pt: 'Serviço inválido ou suspenso', en_us: 'The service is invalid or suspended' },
  locationNoValid: { zh_hant: '地點無效', zh_hans: '地点无效', pt_pt: 'Local inválido', en_us: 'The location is invalid' },
  locationSuspended: { zh_hant: '地點維修中', zh_hans: '地点维修中', pt_pt: 'Local em manutenção', en_us: 'Location under maintenance' },
  depSuspended: { zh_hant: '部門暫停服務', zh_hans: '部门暂停服务', pt_pt: 'Serviço público suspenso', en_us: 'The department is suspended' },
  errorServiceCanNotBooking: { zh_hant: '此服務不設網上預約', zh_hans: '此服务不设网上预约', pt_pt: 'Este serviço não aceita marcações', en_us: 'This service cannot be booked' },
  bookingClosed: { zh_hant: '預約已關閉', zh_hans: '预约已关闭', pt_pt: 'As marcações estão encerradas', en_us: 'Booking is closed' },
  queueClosed: { zh_hant: '取籌已關閉', zh_hans: '取筹已关闭', pt_pt: 'A tiragem de senhas está encerrada', en_us: 'Ticket-taking is closed' },
  notBusy: { zh_hant: '現時不繁忙，請到現場取籌', zh_hans: '现时不繁忙，请到现场取筹', pt_pt: 'Sem espera: tire a senha no local', en_us: 'Not busy, please take a ticket on site' },
  queueFull: { zh_hant: '今日籌號已滿，請稍後再試', zh_hans: '今日筹号已满，请稍后再试', pt_pt: 'Senhas esgotadas, tente mais tarde', en_us: 'Ticket count full, please try later' },
  noCounter: { zh_hant: '現時沒有開放櫃檯', zh_hans: '现时没有开放柜台', pt_pt: 'Não há balcões abertos', en_us: 'No counter open' },
  queueOffline: { zh_hant: '輪候系統故障，暫時無法發出籌號', zh_hans: '轮候系统故障，暂时无法发出筹号', pt_pt: 'O sistema de senhas está avariado; de momento não é possível emitir senhas', en_us: 'The queue system is out of order; tickets cannot be issued at the moment' },
  notOfficeTime: { zh_hant: '非辦公時間', zh_hans: '非办公时间', pt_pt: 'Fora do horário de expediente', en_us: 'Outside office hours' },
  locationNoRemote: { zh_hant: '遠程櫃檯服務須以一戶通登入', zh_hans: '远程柜台服务须以一户通登录', pt_pt: 'O balcão remoto exige sessão com a Conta Única', en_us: 'The remote counter needs a one-account login' },
  ticketFinished: { zh_hant: '該籌號已處理完畢', zh_hans: '该筹号已处理完毕', pt_pt: 'Esta senha já foi atendida', en_us: 'This ticket has already been processed' },
  ticketNotEditable: { zh_hant: '只可修改預約', zh_hans: '只可修改预约', pt_pt: 'Só é possível alterar marcações', en_us: 'Only reservations can be edited' },
  unknownQrCode: { zh_hant: '未知的二維碼', zh_hans: '未知的二维码', pt_pt: 'Código QR desconhecido', en_us: 'Unknown QR code' },
  oneAccountOnly: { zh_hant: '此功能須以一戶通登入', zh_hans: '此功能须以一户通登录', pt_pt: 'Esta função exige sessão com a Conta Única', en_us: 'This function needs a one-account login' },
  idempotencyMismatch: { zh_hant: '重複請求的內容不一致', zh_hans: '重复请求的内容不一致', pt_pt: 'O pedido repetido difere do original', en_us: 'The repeated request differs from the original' },
  codeWait: { zh_hant: '請於{{seconds}}秒後再索取驗證碼', zh_hans: '请于{{seconds}}秒后再索取验证码', pt_pt: 'Aguarde {{seconds}} s antes de pedir outro código', en_us: 'Please wait {{seconds}} s before asking for another code' },
  codeHourLimit: { zh_hant: '此號碼索取驗證碼次數過多，請稍後再試', zh_hans: '此号码索取验证码次数过多，请稍后再试', pt_pt: 'Demasiados códigos pedidos para este número; tente mais tarde', en_us: 'Too many codes for this number; please try again later' },
  codeAddressLimit: { zh_hant: '此網絡索取驗證碼次數過多，請稍後再試', zh_hans: '此网络索取验证码次数过多，请稍后再试', pt_pt: 'Demasiados códigos pedidos a partir desta rede; tente mais tarde', en_us: 'Too many codes asked for from this network; please try again later' },
  citizenBookingLimit: { zh_hant: '您已有{{count}}個此服務在當日的預約，請選擇其他日期', zh_hans: '您已有{{count}}个此服务在当日的预约，请选择其他日期', pt_pt: 'Já tem {{count}} marcações deste serviço neste dia; escolha outra data', en_us: 'You already have {{count}} bookings of this service on this day; please choose another date' },
  citizenQueueLimit: { zh_hant: '您已有{{count}}張此輪候的籌號，請先辦理或取消', zh_hans: '您已有{{count}}张此轮候的筹号，请先办理或取消', pt_pt: 'Já tem {{count}} senhas desta fila; use-as ou cancele-as primeiro', en_us: 'You already have {{count}} tickets in this queue; please use or cancel them first' },
  oneAccountOwnMobile: { zh_hant: '一戶通用戶只可以自己的手提電話號碼取籌', zh_hans: '一户通用户只可以自己的手机号码取筹', pt_pt: 'Com a Conta Única só pode tirar senhas com o seu próprio número de telemóvel', en_us: 'With a one-account login, a ticket can only be taken with your own mobile number' },
  codeRequired: { zh_hant: '請輸入驗證碼', zh_hans: '请输入验证码', pt_pt: 'Introduza o código de verificação', en_us: 'Please enter the verification code' },
  verificationFailed: { zh_hant: '驗證失敗', zh_hans: '验证失败', pt_pt: 'A verificação falhou', en_us: 'Verification failed' },
  codeExpired: { zh_hant: '驗證碼已過期，請重新索取', zh_hans: '验证码已过期，请重新索取', pt_pt: 'O código expirou; peça um novo', en_us: 'The code has expired; please request a new one' },
  codeLocked: { zh_hant: '此號碼輸入錯誤驗證碼次數過多，已暫停驗證，請稍後再試', zh_hans: '此号码输入错误验证码次数过多，已暂停验证，请稍后再试', pt_pt: 'Demasiados códigos errados para este número; a verificação está suspensa, tente mais tarde', en_us: 'Too many wrong codes for this number; verification is paused, please try again later' },
  codeTriesAddressLimit: { zh_hant: '此網絡輸入錯誤驗證碼次數過多，請稍後再試', zh_hans: '此网络输入错误验证码次数过多，请稍后再试', pt_pt: 'Demasiados códigos errados a partir desta rede; tente mais tarde', en_us: 'Too many wrong codes from this network; please try again later' },
  smsBudget: { zh_hant: '短訊服務繁忙，請稍後再索取驗證碼', zh_hans: '短信服务繁忙，请稍后再索取验证码', pt_pt: 'O serviço de SMS está sobrecarregado; peça o código mais tarde', en_us: 'The SMS service is busy; please ask for a code later' },
  smsNotSent: { zh_hant: '短訊未能發出，請重新索取驗證碼', zh_hans: '短信未能发出，请重新索取验证码', pt_pt: 'Não foi possível enviar o SMS; peça o código novamente', en_us: 'The SMS could not be sent; please ask for the code again' },
  areaNotServed: { zh_hant: '不支援此地區的手提電話號碼', zh_hans: '不支持此地区的手机号码', pt_pt: 'Os números de telemóvel desta região não são aceites', en_us: 'Mobile numbers of this area are not accepted' },
  codeRequestHeader: { zh_hant: '請透過網上櫃檯索取驗證碼', zh_hans: '请通过网上柜台索取验证码', pt_pt: 'Peça o código através do balcão online', en_us: 'Please ask for the code through the web counter' },
  proofOfWorkRequired: { zh_hant: '需先完成簡短的安全檢查，請再試一次', zh_hans: '需先完成简短的安全检查，请再试一次', pt_pt: 'É precisa primeiro uma breve verificação de segurança; tente de novo', en_us: 'A short security check is needed first; please try again' },
  proofOfWorkFailed: { zh_hant: '安全檢查未通過，請再試一次', zh_hans: '安全检查未通过，请再试一次', pt_pt: 'A verificação de segurança falhou; tente de novo', en_us: 'The security check did not pass; please try again' },
  proofOfWorkExpired: { zh_hant: '安全檢查已逾時，請再試一次', zh_hans: '安全检查已超时，请再试一次', pt_pt: 'A verificação de segurança expirou; tente de novo', en_us: 'The security check has expired; please try again' },
  proofOfWorkUsed: { zh_hant: '此安全檢查已使用過，請再試一次', zh_hans: '此安全检查已使用过，请再试一次', pt_pt: 'Esta verificação de segurança já foi usada; tente de novo', en_us: 'This security check was already used; please try again' },
  smsText: { zh_hant: '【網上櫃檯】您的驗證碼為 {{code}}，5分鐘內有效。', zh_hans: '【网上柜台】您的验证码为 {{code}}，5分钟内有效。', pt_pt: '[Balcão online] O seu código de verificação é {{code}}, válido por 5 minutos.', en_us: '[Web counter] Your verification code is {{code}}, valid for 5 minutes.' },
  ssoInvalidRequest: { zh_hant: '登入請求無效：{{reason}}', zh_hans: '登录请求无效：{{reason}}', pt_pt: 'Pedido de início de sessão inválido: {{reason}}', en_us: 'Invalid login request: {{reason}}' },
  ssoCodeInvalid: { zh_hant: '授權碼無效或已使用', zh_hans: '授权码无效或已使用', pt_pt: 'Código de autorização inválido ou já usado', en_us: 'The authorization code is invalid or already used' },
  ssoProfileIncomplete: { zh_hant: '一戶通帳戶未提供手提電話號碼，無法登入', zh_hans: '一户通账户未提供手机号码，无法登录', pt_pt: 'A sua Conta Única não indica um número de telemóvel válido; não é possível iniciar sessão com ela', en_us: 'Your One Account gives no valid mobile number, so you cannot log in with it' },
  noticeReservation: {
    zh_hant: '<p>請於預約時間前10分鐘到達，並帶備身份證明文件。如未能出席，請預先取消預約。</p>',
    zh_hans: '<p>请于预约时间前10分钟到达，并带备身份证明文件。如未能出席，请预先取消预约。</p>',
    pt_pt: '<p>Chegue 10 minutos antes da hora marcada e traga o documento de identificação. Se não puder comparecer, cancele a marcação.</p>',
    en_us: '<p>Please arrive 10 minutes before your appointment and bring your identity document. If you cannot come, please cancel the booking.</p>',
  },
  noticeQueue: {
    zh_hant: '<p>請留意叫號，過號須重新取籌。</p>',
    zh_hans: '<p>请留意叫号，过号须重新取筹。</p>',
    pt_pt: '<p>Esteja atento à chamada; se a sua senha passar, terá de tirar outra.</p>',
    en_us: '<p>Please listen for your number; a missed number needs a new ticket.</p>',
  },
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof messages;

export const MESSAGE_KEYS = Object.keys(messages) as MessageKey[];

/** The message for key in lang, with {{name}} placeholders filled from params. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = messages[key][lang];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;
}

/** The message for key in every language, for an answer the route words (server/i18n/texts.ts). */
export const textsOf = (key: MessageKey): Texts => messages[key];
