// The server's own messages (refusals and validation failures) in the four languages, chosen
// by the request's `language` header. Kept small and server-side: the client shows these texts
// as they come ("<message> (602)"), so they must read well in every language.
import type { Context } from 'hono';
import { resolveLanguage, type Lang } from '../../src/i18n/languages.ts';

type Entry = Record<Lang, string>;

const messages = {
  unauthorized: { zh_hant: '未獲授權訪問資源', zh_hans: '未获授权访问资源', pt_pt: 'Acesso não autorizado aos recursos', en_us: 'Unauthorised access to resources' },
  notFound: { zh_hant: '無法找到資源', zh_hans: '无法找到资源', pt_pt: 'Não foi possível encontrar o recurso', en_us: 'Unable to find resources' },
  badRequest: { zh_hant: '請求內容無效：{{field}}', zh_hans: '请求内容无效：{{field}}', pt_pt: 'Pedido inválido: {{field}}', en_us: 'Invalid request: {{field}}' },
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
  mustInput: { zh_hant: '必須填寫：{{name}}', zh_hans: '必须填写：{{name}}', pt_pt: 'Preenchimento obrigatório: {{name}}', en_us: 'Required to fill in: {{name}}' },
  mustSelect: { zh_hant: '必須選擇：{{name}}', zh_hans: '必须选择：{{name}}', pt_pt: 'Seleção obrigatória: {{name}}', en_us: 'Required to select: {{name}}' },
  invalidDate: { zh_hant: '日期無效：{{name}}', zh_hans: '日期无效：{{name}}', pt_pt: 'Data inválida: {{name}}', en_us: 'Invalid date: {{name}}' },
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
  codeRequired: { zh_hant: '請輸入驗證碼', zh_hans: '请输入验证码', pt_pt: 'Introduza o código de verificação', en_us: 'Please enter the verification code' },
  verificationFailed: { zh_hant: '驗證失敗', zh_hans: '验证失败', pt_pt: 'A verificação falhou', en_us: 'Verification failed' },
  codeExpired: { zh_hant: '驗證碼已過期，請重新索取', zh_hans: '验证码已过期，请重新索取', pt_pt: 'O código expirou; peça um novo', en_us: 'The code has expired; please request a new one' },
  codeDead: { zh_hant: '錯誤次數過多，請重新索取驗證碼', zh_hans: '错误次数过多，请重新索取验证码', pt_pt: 'Demasiadas tentativas erradas; peça um novo código', en_us: 'Too many wrong attempts; please request a new code' },
  smsText: { zh_hant: '【網上櫃檯】您的驗證碼為 {{code}}，5分鐘內有效。', zh_hans: '【网上柜台】您的验证码为 {{code}}，5分钟内有效。', pt_pt: '[Balcão online] O seu código de verificação é {{code}}, válido por 5 minutos.', en_us: '[Web counter] Your verification code is {{code}}, valid for 5 minutes.' },
  ssoInvalidRequest: { zh_hant: '登入請求無效：{{reason}}', zh_hans: '登录请求无效：{{reason}}', pt_pt: 'Pedido de início de sessão inválido: {{reason}}', en_us: 'Invalid login request: {{reason}}' },
  ssoCodeInvalid: { zh_hant: '授權碼無效或已使用', zh_hans: '授权码无效或已使用', pt_pt: 'Código de autorização inválido ou já usado', en_us: 'The authorization code is invalid or already used' },
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

export type MessageName = keyof typeof messages;

export function langOf(c: Context): Lang {
  return resolveLanguage(c.req.header('language'));
}

/** The message in a language, with {{name}} placeholders filled in. */
export function message(lang: Lang, name: MessageName, params: Record<string, string | number> = {}): string {
  return messages[name][lang].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

export const MESSAGE_NAMES = Object.keys(messages) as MessageName[];
export const messageTable: Record<MessageName, Entry> = messages;
