// The seed catalogue: a Macau-like administration in four languages. Ids are explicit and
// stable (tests and the booking side rely on them):
//   categories 1–5, departments 101–117, service types 1011–1171, services 3001–3052, 3071–3072
//   and 3101–3300, locations 201–226, reservation parameters 5001–, guides 1–4, privacy clause 1.
// Name tuples are [zh_hant, zh_hans, pt_pt, en_us]. Portuguese follows the current orthography,
// except official names of bodies and laws, kept as the administration spells them (Direcção…).
export type L4 = [string, string, string, string];

export interface CategorySeed { id: number; name: L4; icon: string; color: string }
export interface DepartmentSeed {
  id: number; code: string; category: number | null; name: L4; tel: string; icon: string;
  suspended?: boolean; showHome?: boolean;
}
export interface ServiceTypeSeed { id: number; dep: number; name: L4; color: string; fontColor?: string; bold?: boolean }
export type HoursPreset = 'gov' | 'lunch' | 'sat' | 'wedClosed' | 'health' | 'evening';
export interface LocationSeed {
  id: number; dep: number; name: L4; address: L4; lat: number; lon: number; tel: string; hours: HoursPreset;
  suspended?: boolean; remoteCounter?: boolean; rcServiceLogin?: boolean;
}
/** Offering mode letters: Q queue, B booking, T timed ticket. */
interface OfferSeed { loc: number; mode: string; idCard?: string; suspended?: boolean }
interface ParamSeed {
  type: 'NAME' | 'IDNUMBER' | 'MOBILENUMBER' | 'DATE' | 'BIRTHDAY' | 'GENDER' | 'OPTION' | 'NUMBER';
  name: L4; description?: L4; options?: Array<{ value: string; name: L4 }>; required?: boolean;
}
export interface ServiceSeed {
  id: number; code: string; dep: number; type: number; name: L4; offers: OfferSeed[];
  uiName?: L4; params?: ParamSeed[]; detailHtml?: L4; detailUrl?: string; hot?: number;
  recommend?: boolean; suspended?: boolean; keywords?: string; color?: string;
}

export const CATEGORIES: CategorySeed[] = [
  { id: 1, name: ['證照及身份', '证照及身份', 'Documentos e identificação', 'Identity and documents'], icon: 'id-card', color: '#1f5fa8' },
  { id: 2, name: ['社會福利及醫療', '社会福利及医疗', 'Ação social e saúde', 'Social welfare and health'], icon: 'heart', color: '#c0392b' },
  { id: 3, name: ['交通及海事', '交通及海事', 'Transportes e assuntos marítimos', 'Transport and maritime'], icon: 'car', color: '#16a085' },
  { id: 4, name: ['財稅及經濟', '财税及经济', 'Finanças e economia', 'Tax and economy'], icon: 'coins', color: '#d68910' },
  { id: 5, name: ['市政及文化', '市政及文化', 'Assuntos municipais e cultura', 'Municipal affairs and culture'], icon: 'building', color: '#7d3c98' },
];

export const DEPARTMENTS: DepartmentSeed[] = [
  { id: 101, code: 'DSI', category: 1, name: ['身份證明局', '身份证明局', 'Direcção dos Serviços de Identificação', 'Identification Services Bureau'], tel: '+853 2837 0777', icon: 'dsi' },
  { id: 102, code: 'CRC', category: 1, name: ['民事登記局', '民事登记局', 'Conservatória do Registo Civil', 'Civil Registry'], tel: '+853 2833 4010', icon: 'crc' },
  { id: 103, code: 'CPSP', category: 1, name: ['治安警察局出入境事務廳', '治安警察局出入境事务厅', 'Serviço de Migração do CPSP', 'PSP Immigration Department'], tel: '+853 2872 5488', icon: 'cpsp' },
  { id: 104, code: 'IAS', category: 2, name: ['社會工作局', '社会工作局', 'Instituto de Acção Social', 'Social Welfare Bureau'], tel: '+853 2836 7878', icon: 'ias' },
  { id: 105, code: 'SSM', category: 2, name: ['衛生局', '卫生局', 'Serviços de Saúde', 'Health Bureau'], tel: '+853 2831 3731', icon: 'ssm' },
  { id: 106, code: 'FSS', category: 2, name: ['社會保障基金', '社会保障基金', 'Fundo de Segurança Social', 'Social Security Fund'], tel: '+853 2853 2850', icon: 'fss' },
  { id: 107, code: 'DSAT', category: 3, name: ['交通事務局', '交通事务局', 'Direcção dos Serviços para os Assuntos de Tráfego', 'Transport Bureau'], tel: '+853 8866 6363', icon: 'dsat' },
  { id: 108, code: 'DSAMA', category: 3, name: ['海事及水務局', '海事及水务局', 'Direcção dos Serviços de Assuntos Marítimos e de Água', 'Marine and Water Bureau'], tel: '+853 2855 9922', icon: 'dsama' },
  { id: 109, code: 'DSF', category: 4, name: ['財政局', '财政局', 'Direcção dos Serviços de Finanças', 'Financial Services Bureau'], tel: '+853 2833 6366', icon: 'dsf' },
  { id: 110, code: 'IPIM', category: 4, name: ['投資促進局', '投资促进局', 'Instituto de Promoção do Comércio e do Investimento', 'Trade and Investment Promotion Institute'], tel: '+853 2871 0300', icon: 'ipim' },
  { id: 111, code: 'IAM', category: 5, name: ['市政署', '市政署', 'Instituto para os Assuntos Municipais', 'Municipal Affairs Bureau'], tel: '+853 2833 7676', icon: 'iam' },
  { id: 112, code: 'IC', category: 5, name: ['文化局', '文化局', 'Instituto Cultural', 'Cultural Affairs Bureau'], tel: '+853 2836 6866', icon: 'ic' },
  // Outside any category: the "other category" entry of docs/behaviour/1-product.md.
  { id: 113, code: 'DSAL', category: null, name: ['勞工事務局', '劳工事务局', 'Direcção dos Serviços para os Assuntos Laborais', 'Labour Affairs Bureau'], tel: '+853 2856 4109', icon: 'dsal' },
  // Suspended (counter services paused for system maintenance).
  { id: 114, code: 'CTT', category: 5, name: ['郵電局', '邮电局', 'Direcção dos Serviços de Correios e Telecomunicações', 'Macao Post and Telecommunications Bureau'], tel: '+853 2857 4491', icon: 'ctt', suspended: true },
  // Not shown on home: its remote-counter locations are reached through the remote-counter tile.
  { id: 115, code: 'SAFP', category: 5, name: ['行政公職局遙距服務', '行政公职局遥距服务', 'SAFP – Balcão de serviços à distância', 'SAFP Remote Counter Services'], tel: '+853 2832 3623', icon: 'safp', showHome: false },
  // A department with two hundred licences in one service type: the long list a screen must draw
  // without a long task (the bench's row).
  { id: 116, code: 'DSEDT', category: 4, name: ['經濟及科技發展局', '经济及科技发展局', 'Direcção dos Serviços de Economia e Desenvolvimento Tecnológico', 'Economic and Technological Development Bureau'], tel: '+853 2888 2088', icon: 'dsedt' },
  { id: 117, code: 'IH', category: 5, name: ['房屋局', '房屋局', 'Instituto de Habitação', 'Housing Bureau'], tel: '+853 2859 4875', icon: 'ih' },
];

export const SERVICE_TYPES: ServiceTypeSeed[] = [
  { id: 1011, dep: 101, name: ['居民身份證', '居民身份证', 'Bilhete de identidade de residente', 'Resident identity card'], color: '#1f5fa8' },
  { id: 1012, dep: 101, name: ['旅行證件', '旅行证件', 'Documentos de viagem', 'Travel documents'], color: '#2874a6' },
  { id: 1021, dep: 102, name: ['結婚登記', '结婚登记', 'Registo de casamento', 'Marriage registration'], color: '#b03a2e', bold: true },
  { id: 1022, dep: 102, name: ['出生及死亡登記', '出生及死亡登记', 'Registo de nascimento e óbito', 'Birth and death registration'], color: '#884ea0' },
  { id: 1031, dep: 103, name: ['逗留及居留', '逗留及居留', 'Permanência e residência', 'Stay and residence'], color: '#117a65' },
  { id: 1041, dep: 104, name: ['社會援助', '社会援助', 'Apoio social', 'Social assistance'], color: '#c0392b' },
  { id: 1042, dep: 104, name: ['長者服務', '长者服务', 'Serviços para idosos', 'Elderly services'], color: '#a04000' },
  { id: 1051, dep: 105, name: ['門診及疫苗', '门诊及疫苗', 'Consultas e vacinação', 'Clinics and vaccination'], color: '#cb4335' },
  { id: 1052, dep: 105, name: ['證明文件', '证明文件', 'Certificados', 'Certificates'], color: '#943126' },
  { id: 1061, dep: 106, name: ['供款及登記', '供款及登记', 'Contribuições e inscrição', 'Contributions and registration'], color: '#d35400' },
  { id: 1062, dep: 106, name: ['養老金及津貼', '养老金及津贴', 'Pensões e subsídios', 'Pensions and allowances'], color: '#ba4a00' },
  { id: 1071, dep: 107, name: ['駕駛執照', '驾驶执照', 'Cartas de condução', 'Driving licences'], color: '#16a085' },
  { id: 1072, dep: 107, name: ['車輛登記', '车辆登记', 'Registo de veículos', 'Vehicle registration'], color: '#138d75' },
  { id: 1081, dep: 108, name: ['船舶及船員', '船舶及船员', 'Embarcações e marítimos', 'Vessels and seafarers'], color: '#1a5276' },
  { id: 1091, dep: 109, name: ['稅務', '税务', 'Impostos', 'Taxation'], color: '#d68910' },
  { id: 1092, dep: 109, name: ['財政', '财政', 'Finanças públicas', 'Public finance'], color: '#b9770e' },
  { id: 1101, dep: 110, name: ['投資居留', '投资居留', 'Residência por investimento', 'Investment residence'], color: '#9a7d0a' },
  { id: 1111, dep: 111, name: ['牌照及准照', '牌照及准照', 'Licenças', 'Licences'], color: '#7d3c98' },
  { id: 1112, dep: 111, name: ['市政服務', '市政服务', 'Serviços municipais', 'Municipal services'], color: '#6c3483' },
  { id: 1121, dep: 112, name: ['文化場地', '文化场地', 'Espaços culturais', 'Cultural venues'], color: '#5b2c6f' },
  { id: 1131, dep: 113, name: ['就業服務', '就业服务', 'Serviços de emprego', 'Employment services'], color: '#2e4053' },
  { id: 1132, dep: 113, name: ['勞資關係', '劳资关系', 'Relações laborais', 'Labour relations'], color: '#34495e' },
  { id: 1141, dep: 114, name: ['郵政服務', '邮政服务', 'Serviços postais', 'Postal services'], color: '#7b7d7d' },
  { id: 1151, dep: 115, name: ['遙距證照服務', '遥距证照服务', 'Documentos à distância', 'Remote document services'], color: '#1f618d' },
  { id: 1152, dep: 115, name: ['遙距綜合服務', '遥距综合服务', 'Serviços gerais à distância', 'Remote general services'], color: '#2471a3' },
  { id: 1161, dep: 116, name: ['商業及工業准照', '商业及工业准照', 'Licenças comerciais e industriais', 'Commercial and industrial licences'], color: '#9a7d0a' },
  { id: 1171, dep: 117, name: ['公共房屋', '公共房屋', 'Habitação pública', 'Public housing'], color: '#6c3483' },
];

export const LOCATIONS: LocationSeed[] = [
  { id: 201, dep: 101, name: ['身份證明局總部', '身份证明局总部', 'Sede da DSI', 'DSI Headquarters'], address: ['澳門南灣大馬路762-804號中華廣場20樓', '澳门南湾大马路762-804号中华广场20楼', 'Avenida da Praia Grande, n.º 762-804, Edifício China Plaza, 20.º andar, Macau', '20/F, China Plaza, 762-804 Avenida da Praia Grande, Macao'], lat: 22.19108, lon: 113.54292, tel: '+853 2837 0777', hours: 'gov' },
  { id: 202, dep: 101, name: ['身份證明局氹仔辦事處', '身份证明局氹仔办事处', 'Delegação da DSI na Taipa', 'DSI Taipa Office'], address: ['澳門氹仔南京街131號海洋花園', '澳门氹仔南京街131号海洋花园', 'Rua de Nam Keng, n.º 131, Jardins do Oceano, Taipa', 'Ocean Gardens, 131 Rua de Nam Keng, Taipa'], lat: 22.15602, lon: 113.55731, tel: '+853 2837 0777', hours: 'sat' },
  { id: 203, dep: 101, name: ['政府綜合服務大樓', '政府综合服务大楼', 'Centro de Serviços da RAEM', 'Government Integrated Services Building'], address: ['澳門黑沙環新街52號', '澳门黑沙环新街52号', 'Rua Nova da Areia Preta, n.º 52, Macau', '52 Rua Nova da Areia Preta, Macao'], lat: 22.21053, lon: 113.55298, tel: '+853 2832 3623', hours: 'sat' },
  { id: 204, dep: 102, name: ['民事登記局', '民事登记局', 'Conservatória do Registo Civil', 'Civil Registry Office'], address: ['澳門營地大街109號', '澳门营地大街109号', 'Rua dos Mercadores, n.º 109, Macau', '109 Rua dos Mercadores, Macao'], lat: 22.19466, lon: 113.53734, tel: '+853 2833 4010', hours: 'lunch' },
  { id: 205, dep: 103, name: ['出入境事務大樓', '出入境事务大楼', 'Edifício dos Serviços de Migração', 'Immigration Services Building'], address: ['澳門友誼大馬路918號', '澳门友谊大马路918号', 'Avenida da Amizade, n.º 918, Macau', '918 Avenida da Amizade, Macao'], lat: 22.18934, lon: 113.55129, tel: '+853 2872 5488', hours: 'gov' },
  { id: 206, dep: 104, name: ['社會工作局總部', '社会工作局总部', 'Sede do IAS', 'Social Welfare Bureau Headquarters'], address: ['澳門西墳馬路6號', '澳门西坟马路6号', 'Estrada do Cemitério, n.º 6, Macau', '6 Estrada do Cemitério, Macao'], lat: 22.19853, lon: 113.54402, tel: '+853 2836 7878', hours: 'lunch' },
  { id: 207, dep: 104, name: ['北區社會服務中心', '北区社会服务中心', 'Centro de Ação Social da Zona Norte', 'Northern District Social Service Centre'], address: ['澳門祐漢街市街71號', '澳门佑汉街市街71号', 'Rua do Mercado de Iao Hon, n.º 71, Macau', '71 Rua do Mercado de Iao Hon, Macao'], lat: 22.21482, lon: 113.54731, tel: '+853 2822 6311', hours: 'wedClosed' },
  { id: 208, dep: 105, name: ['仁伯爵綜合醫院', '仁伯爵综合医院', 'Centro Hospitalar Conde de São Januário', 'Conde S. Januário Hospital'], address: ['澳門若憲馬路', '澳门若宪马路', 'Estrada do Visconde de S. Januário, Macau', 'Estrada do Visconde de S. Januário, Macao'], lat: 22.19357, lon: 113.54611, tel: '+853 2831 3731', hours: 'health' },
  { id: 209, dep: 105, name: ['塔石衛生中心', '塔石卫生中心', 'Centro de Saúde do Tap Seac', 'Tap Seac Health Centre'], address: ['澳門塔石廣場', '澳门塔石广场', 'Praça do Tap Seac, Macau', 'Tap Seac Square, Macao'], lat: 22.19781, lon: 113.54882, tel: '+853 2852 2232', hours: 'health' },
  { id: 210, dep: 106, name: ['社會保障基金大樓', '社会保障基金大楼', 'Edifício do Fundo de Segurança Social', 'Social Security Fund Building'], address: ['澳門慕拉士大馬路251號', '澳门慕拉士大马路251号', 'Avenida de Venceslau de Morais, n.º 251, Macau', '251 Avenida de Venceslau de Morais, Macao'], lat: 22.20762, lon: 113.55341, tel: '+853 2853 2850', hours: 'gov' },
  { id: 211, dep: 107, name: ['交通事務局總部', '交通事务局总部', 'Sede da DSAT', 'Transport Bureau Headquarters'], address: ['澳門南灣大馬路762-804號中華廣場2樓', '澳门南湾大马路762-804号中华广场2楼', 'Avenida da Praia Grande, n.º 762-804, Edifício China Plaza, 2.º andar, Macau', '2/F, China Plaza, 762-804 Avenida da Praia Grande, Macao'], lat: 22.19121, lon: 113.54311, tel: '+853 8866 6363', hours: 'gov' },
  { id: 212, dep: 107, name: ['氹仔駕駛考試中心', '氹仔驾驶考试中心', 'Centro de Exames de Condução da Taipa', 'Taipa Driving Test Centre'], address: ['澳門氹仔北安大馬路', '澳门氹仔北安大马路', 'Avenida Wai Long, Taipa', 'Avenida Wai Long, Taipa'], lat: 22.15198, lon: 113.57652, tel: '+853 8866 6363', hours: 'sat' },
  { id: 213, dep: 108, name: ['海事及水務局大樓', '海事及水务局大楼', 'Edifício da DSAMA', 'Marine and Water Bureau Building'], address: ['澳門萬里長城', '澳门万里长城', 'Rampa da Barra, Quartel dos Mouros, Macau', 'Moorish Barracks, Rampa da Barra, Macao'], lat: 22.18842, lon: 113.53364, tel: '+853 2855 9922', hours: 'lunch' },
  { id: 214, dep: 109, name: ['財政大樓', '财政大楼', 'Edifício Finanças', 'Finance Building'], address: ['澳門南灣大馬路575、579及585號', '澳门南湾大马路575、579及585号', 'Avenida da Praia Grande, n.º 575, 579 e 585, Macau', '575, 579 and 585 Avenida da Praia Grande, Macao'], lat: 22.18981, lon: 113.54275, tel: '+853 2833 6366', hours: 'gov' },
  { id: 215, dep: 110, name: ['投資促進局', '投资促进局', 'Sede do IPIM', 'IPIM Headquarters'], address: ['澳門友誼大馬路918號世界貿易中心大廈', '澳门友谊大马路918号世界贸易中心大厦', 'Avenida da Amizade, n.º 918, Edifício World Trade Center, Macau', 'World Trade Center, 918 Avenida da Amizade, Macao'], lat: 22.18802, lon: 113.55201, tel: '+853 2871 0300', hours: 'gov' },
  { id: 216, dep: 111, name: ['市政署大樓', '市政署大楼', 'Edifício do IAM', 'Municipal Affairs Building'], address: ['澳門新馬路163號', '澳门新马路163号', 'Avenida de Almeida Ribeiro, n.º 163, Macau', '163 Avenida de Almeida Ribeiro, Macao'], lat: 22.19341, lon: 113.53933, tel: '+853 2833 7676', hours: 'gov' },
  { id: 217, dep: 111, name: ['青洲市政服務站', '青洲市政服务站', 'Posto de Serviços Municipais da Ilha Verde', 'Ilha Verde Municipal Service Point'], address: ['澳門青洲大馬路', '澳门青洲大马路', 'Avenida do Conselheiro Borja, Macau', 'Avenida do Conselheiro Borja, Macao'], lat: 22.21003, lon: 113.54196, tel: '+853 2833 7676', hours: 'lunch', suspended: true },
  { id: 218, dep: 112, name: ['文化局大樓', '文化局大楼', 'Edifício do Instituto Cultural', 'Cultural Affairs Building'], address: ['澳門塔石廣場', '澳门塔石广场', 'Praça do Tap Seac, Macau', 'Tap Seac Square, Macao'], lat: 22.19732, lon: 113.54663, tel: '+853 2836 6866', hours: 'wedClosed' },
  { id: 219, dep: 113, name: ['勞工事務局總部', '劳工事务局总部', 'Sede da DSAL', 'Labour Affairs Bureau Headquarters'], address: ['澳門馬揸度博士大馬路221-279號先進廣場大廈', '澳门马揸度博士大马路221-279号先进广场大厦', 'Avenida do Dr. Francisco Vieira Machado, n.º 221-279, Edifício Advance Plaza, Macau', 'Advance Plaza, 221-279 Avenida do Dr. Francisco Vieira Machado, Macao'], lat: 22.18983, lon: 113.55152, tel: '+853 2856 4109', hours: 'gov' },
  { id: 220, dep: 114, name: ['郵政總局', '邮政总局', 'Estação Central dos Correios', 'General Post Office'], address: ['澳門議事亭前地', '澳门议事亭前地', 'Largo do Senado, Macau', 'Senado Square, Macao'], lat: 22.19335, lon: 113.53981, tel: '+853 2857 4491', hours: 'sat', suspended: true },
  { id: 221, dep: 115, name: ['遙距服務櫃檯（黑沙環）', '遥距服务柜台（黑沙环）', 'Balcão remoto (Areia Preta)', 'Remote counter (Areia Preta)'], address: ['澳門黑沙環新街52號政府綜合服務大樓地下', '澳门黑沙环新街52号政府综合服务大楼地下', 'Rua Nova da Areia Preta, n.º 52, r/c, Macau', 'G/F, 52 Rua Nova da Areia Preta, Macao'], lat: 22.21061, lon: 113.55311, tel: '+853 2832 3623', hours: 'gov', remoteCounter: true, rcServiceLogin: true },
  { id: 222, dep: 115, name: ['遙距服務櫃檯（石排灣）', '遥距服务柜台（石排湾）', 'Balcão remoto (Seac Pai Van)', 'Remote counter (Seac Pai Van)'], address: ['澳門路環石排灣馬路業興大廈地下', '澳门路环石排湾马路业兴大厦地下', 'Estrada de Seac Pai Van, Edifício Ip Heng, r/c, Coloane', 'G/F, Ip Heng Building, Estrada de Seac Pai Van, Coloane'], lat: 22.12703, lon: 113.56012, tel: '+853 2832 3623', hours: 'gov', remoteCounter: true, rcServiceLogin: false },
  { id: 224, dep: 116, name: ['經濟及科技發展局總部', '经济及科技发展局总部', 'Sede da DSEDT', 'DSEDT Headquarters'], address: ['澳門羅保博士街1-3號國際銀行大廈', '澳门罗保博士街1-3号国际银行大厦', 'Rua do Dr. Pedro José Lobo, n.º 1-3, Edifício Banco Luso Internacional, Macau', 'Banco Luso Internacional Building, 1-3 Rua do Dr. Pedro José Lobo, Macao'], lat: 22.19045, lon: 113.54338, tel: '+853 2888 2088', hours: 'gov' },
  { id: 225, dep: 117, name: ['房屋局總部', '房屋局总部', 'Sede do IH', 'Housing Bureau Headquarters'], address: ['澳門馬交石炮台馬路14號', '澳门马交石炮台马路14号', 'Estrada da Fortaleza do Monte da Guia, n.º 14, Macau', '14 Estrada da Fortaleza do Monte da Guia, Macao'], lat: 22.20266, lon: 113.55208, tel: '+853 2859 4875', hours: 'gov' },
  // Open in the evening only: in the daytime its queue is outside office hours (availability 8).
  { id: 226, dep: 117, name: ['房屋局夜間服務站', '房屋局夜间服务站', 'Posto nocturno do IH', 'Housing Bureau Evening Service Point'], address: ['澳門黑沙環新街52號政府綜合服務大樓1樓', '澳门黑沙环新街52号政府综合服务大楼1楼', 'Rua Nova da Areia Preta, n.º 52, 1.º andar, Macau', '1/F, 52 Rua Nova da Areia Preta, Macao'], lat: 22.21049, lon: 113.55305, tel: '+853 2859 4875', hours: 'evening' },
];

const GENDER_OPTIONS = [
  { value: 'M', name: ['男', '男', 'Masculino', 'Male'] as L4 },
  { value: 'F', name: ['女', '女', 'Feminino', 'Female'] as L4 },
];
const P = {
  name: { type: 'NAME', name: ['姓名', '姓名', 'Nome', 'Name'], description: ['與身份證明文件相同', '与身份证明文件相同', 'Igual ao documento de identificação', 'As on the identity document'] } as ParamSeed,
  id: { type: 'IDNUMBER', name: ['身份證明文件編號', '身份证明文件编号', 'N.º do documento de identificação', 'Identity document number'] } as ParamSeed,
  birthday: { type: 'BIRTHDAY', name: ['出生日期', '出生日期', 'Data de nascimento', 'Date of birth'] } as ParamSeed,
  gender: { type: 'GENDER', name: ['性別', '性别', 'Sexo', 'Gender'], options: GENDER_OPTIONS } as ParamSeed,
  mobile: { type: 'MOBILENUMBER', name: ['聯絡電話', '联络电话', 'Telefone de contacto', 'Contact telephone'] } as ParamSeed,
};

const html = (zh: string, zhs: string, pt: string, en: string): L4 => [zh, zhs, pt, en];

export const SERVICES: ServiceSeed[] = [
  // DSI — identity cards and travel documents
  { id: 3001, code: 'DSI-BIR-NEW', dep: 101, type: 1011, name: ['首次申請居民身份證', '首次申请居民身份证', 'Primeiro pedido de BIR', 'First resident identity card'], params: [P.name, P.id, P.birthday, P.gender], offers: [{ loc: 201, mode: 'B', idCard: 'R' }, { loc: 202, mode: 'B', idCard: 'R' }], hot: 2, keywords: 'BIR ID card 身份證' },
  { id: 3002, code: 'DSI-BIR-RENEW', dep: 101, type: 1011, name: ['換領居民身份證', '换领居民身份证', 'Renovação do BIR', 'Identity card renewal'], uiName: ['換領<b>居民身份證</b>', '换领<b>居民身份证</b>', 'Renovação do <b>BIR</b>', 'Identity card <b>renewal</b>'], detailHtml: html('<h3>所需文件</h3><ul><li>現有居民身份證</li><li>近照一張</li></ul><p>費用：澳門元 120</p>', '<h3>所需文件</h3><ul><li>现有居民身份证</li><li>近照一张</li></ul><p>费用：澳门元 120</p>', '<h3>Documentos</h3><ul><li>BIR atual</li><li>Uma fotografia recente</li></ul><p>Taxa: MOP 120</p>', '<h3>Documents</h3><ul><li>Current identity card</li><li>One recent photo</li></ul><p>Fee: MOP 120</p>'), offers: [{ loc: 201, mode: 'QB', idCard: 'RQ' }, { loc: 202, mode: 'QB', idCard: 'RQ' }, { loc: 203, mode: 'QBT', idCard: 'RTQ' }], hot: 1, keywords: 'BIR renew ID card 身份證 換證' },
  { id: 3003, code: 'DSI-PASSPORT', dep: 101, type: 1012, name: ['申請特區護照', '申请特区护照', 'Pedido de passaporte da RAEM', 'SAR passport application'], detailUrl: 'https://www.dsi.gov.mo/', offers: [{ loc: 201, mode: 'BT' }, { loc: 203, mode: 'BT' }], hot: 3, keywords: 'passport 護照 passaporte' },
  { id: 3004, code: 'DSI-TRAVEL-PERMIT', dep: 101, type: 1012, name: ['申請往來港澳通行證', '申请往来港澳通行证', 'Salvo-conduto', 'Travel permit'], offers: [{ loc: 201, mode: 'Q' }, { loc: 202, mode: 'Q' }] },
  { id: 3005, code: 'DSI-COLLECT', dep: 101, type: 1012, name: ['領取證件', '领取证件', 'Levantamento de documentos', 'Document collection'], offers: [{ loc: 201, mode: 'T' }, { loc: 202, mode: 'T' }], keywords: 'collect 領取' },
  { id: 3006, code: 'DSI-CERT', dep: 101, type: 1011, name: ['申請身份資料證明', '申请身份资料证明', 'Certidão de identificação', 'Identification certificate'], offers: [{ loc: 201, mode: 'Q' }] },
  // Civil registry
  { id: 3007, code: 'CRC-MARRIAGE', dep: 102, type: 1021, name: ['結婚登記預約', '结婚登记预约', 'Marcação de casamento', 'Marriage registration booking'], params: [
      P.name,
      { type: 'NAME', name: ['配偶姓名', '配偶姓名', 'Nome do cônjuge', 'Spouse name'] },
      { type: 'DATE', name: ['擬舉行婚禮日期', '拟举行婚礼日期', 'Data pretendida do casamento', 'Intended wedding date'] },
      { type: 'OPTION', name: ['舉行地點', '举行地点', 'Local da cerimónia', 'Ceremony venue'], options: [
        { value: 'OFFICE', name: ['登記局禮堂', '登记局礼堂', 'Salão da Conservatória', 'Registry hall'] },
        { value: 'OUTSIDE', name: ['局外地點', '局外地点', 'Fora da Conservatória', 'Outside the registry'] },
      ] },
      { type: 'NUMBER', name: ['見證人數目', '见证人数目', 'Número de testemunhas', 'Number of witnesses'], description: ['最少兩名', '最少两名', 'Pelo menos duas', 'At least two'] },
      P.mobile,
    ], offers: [{ loc: 204, mode: 'B' }], recommend: false, hot: 6, keywords: 'marriage wedding 結婚 casamento' },
  { id: 3008, code: 'CRC-BIRTH', dep: 102, type: 1022, name: ['出生登記', '出生登记', 'Registo de nascimento', 'Birth registration'], offers: [{ loc: 204, mode: 'QB' }], params: [P.name, P.birthday, P.gender] },
  { id: 3009, code: 'CRC-DEATH', dep: 102, type: 1022, name: ['死亡登記', '死亡登记', 'Registo de óbito', 'Death registration'], offers: [{ loc: 204, mode: 'Q' }] },
  { id: 3010, code: 'CRC-CERT', dep: 102, type: 1022, name: ['申請民事登記證明', '申请民事登记证明', 'Certidões de registo civil', 'Civil registry certificates'], offers: [{ loc: 204, mode: 'QT' }] },
  // Immigration
  { id: 3011, code: 'CPSP-STAY', dep: 103, type: 1031, name: ['申請逗留許可', '申请逗留许可', 'Autorização de permanência', 'Authorisation of stay'], offers: [{ loc: 205, mode: 'QB', idCard: 'RQ' }], keywords: 'stay permit 逗留' },
  { id: 3012, code: 'CPSP-WORKER', dep: 103, type: 1031, name: ['外地僱員逗留許可', '外地雇员逗留许可', 'Permanência de trabalhador não residente', 'Non-resident worker stay'], offers: [{ loc: 205, mode: 'B' }], params: [P.name, P.id, { type: 'OPTION', name: ['證件類別', '证件类别', 'Tipo de documento', 'Document type'], options: [
        { value: 'PASSPORT', name: ['護照', '护照', 'Passaporte', 'Passport'] },
        { value: 'PERMIT', name: ['通行證', '通行证', 'Salvo-conduto', 'Travel permit'] },
      ] }] },
  { id: 3013, code: 'CPSP-CERT', dep: 103, type: 1031, name: ['出入境紀錄證明', '出入境纪录证明', 'Certidão de movimentos fronteiriços', 'Border crossing record'], offers: [{ loc: 205, mode: 'Q' }] },
  // Social welfare
  { id: 3014, code: 'IAS-ASSIST', dep: 104, type: 1041, name: ['申請經濟援助', '申请经济援助', 'Pedido de apoio económico', 'Financial assistance application'], offers: [{ loc: 206, mode: 'QB', idCard: 'RQ' }, { loc: 207, mode: 'QB', idCard: 'RQ' }], detailHtml: html('<p>請攜帶家團成員的身份證明文件及收入證明。</p>', '<p>请携带家团成员的身份证明文件及收入证明。</p>', '<p>Traga os documentos de identificação e comprovativos de rendimentos do agregado.</p>', '<p>Bring the identity documents and income proofs of every household member.</p>') },
  { id: 3015, code: 'IAS-ELDER-CARD', dep: 104, type: 1042, name: ['申請長者咭', '申请长者咭', 'Cartão de idoso', 'Senior citizen card'], offers: [{ loc: 206, mode: 'Q' }, { loc: 207, mode: 'Q' }], hot: 8 },
  { id: 3016, code: 'IAS-CARE', dep: 104, type: 1042, name: ['安老院舍輪候登記', '安老院舍轮候登记', 'Inscrição em lar de idosos', 'Elderly home waiting list'], offers: [{ loc: 206, mode: 'B' }], params: [P.name, P.id, P.birthday] },
  // Health
  { id: 3017, code: 'SSM-VACCINE', dep: 105, type: 1051, name: ['預約疫苗接種', '预约疫苗接种', 'Marcação de vacinação', 'Vaccination appointment'], offers: [{ loc: 208, mode: 'B', idCard: 'R' }, { loc: 209, mode: 'B', idCard: 'R' }], params: [P.name, P.id, P.birthday, P.gender, P.mobile], hot: 4, keywords: 'vaccine 疫苗 vacina' },
  { id: 3018, code: 'SSM-GP', dep: 105, type: 1051, name: ['普通科門診', '普通科门诊', 'Consulta de clínica geral', 'General outpatient clinic'], offers: [{ loc: 209, mode: 'QB' }] },
  { id: 3019, code: 'SSM-HEALTH-CERT', dep: 105, type: 1052, name: ['申請健康證明書', '申请健康证明书', 'Atestado de saúde', 'Health certificate'], offers: [{ loc: 208, mode: 'QT' }] },
  { id: 3020, code: 'SSM-MEDICAL-REPORT', dep: 105, type: 1052, name: ['申請醫療報告', '申请医疗报告', 'Relatório médico', 'Medical report request'], offers: [{ loc: 208, mode: 'B' }], params: [P.name, P.id] },
  // Social security
  { id: 3021, code: 'FSS-REGISTER', dep: 106, type: 1061, name: ['社會保障制度登記', '社会保障制度登记', 'Inscrição na segurança social', 'Social security registration'], offers: [{ loc: 210, mode: 'QB' }, { loc: 203, mode: 'Q' }] },
  { id: 3022, code: 'FSS-PENSION', dep: 106, type: 1062, name: ['申請養老金', '申请养老金', 'Pedido de pensão para idosos', 'Old-age pension application'], offers: [{ loc: 210, mode: 'B', idCard: 'R' }], params: [P.name, P.id, P.birthday], hot: 7 },
  { id: 3023, code: 'FSS-CONTRIB', dep: 106, type: 1061, name: ['任意性制度供款', '任意性制度供款', 'Contribuições do regime facultativo', 'Voluntary scheme contributions'], offers: [{ loc: 210, mode: 'Q' }] },
  // Transport
  { id: 3024, code: 'DSAT-LICENCE-RENEW', dep: 107, type: 1071, name: ['駕駛執照續期', '驾驶执照续期', 'Renovação da carta de condução', 'Driving licence renewal'], offers: [{ loc: 211, mode: 'QB' }, { loc: 212, mode: 'QB' }, { loc: 203, mode: 'Q' }], hot: 5, keywords: 'driving licence 車牌 carta' },
  { id: 3025, code: 'DSAT-EXAM', dep: 107, type: 1071, name: ['報考駕駛考試', '报考驾驶考试', 'Inscrição no exame de condução', 'Driving test enrolment'], offers: [{ loc: 212, mode: 'B', idCard: 'R' }], params: [P.name, P.id, P.birthday, P.gender, { type: 'OPTION', name: ['考試類別', '考试类别', 'Categoria do exame', 'Test category'], options: [
        { value: 'A', name: ['重型摩托車', '重型摩托车', 'Motociclos', 'Motorcycles'] },
        { value: 'B', name: ['輕型汽車', '轻型汽车', 'Automóveis ligeiros', 'Light vehicles'] },
      ] }] },
  { id: 3026, code: 'DSAT-VEHICLE', dep: 107, type: 1072, name: ['車輛登記', '车辆登记', 'Registo de veículos', 'Vehicle registration'], offers: [{ loc: 211, mode: 'Q' }] },
  { id: 3027, code: 'DSAT-INSPECT', dep: 107, type: 1072, name: ['車輛檢驗預約', '车辆检验预约', 'Marcação de inspeção de veículos', 'Vehicle inspection booking'], offers: [{ loc: 212, mode: 'BT' }], params: [{ type: 'NAME', name: ['車牌號碼', '车牌号码', 'Matrícula', 'Plate number'] }, P.mobile] },
  // Marine
  { id: 3028, code: 'DSAMA-VESSEL', dep: 108, type: 1081, name: ['船舶登記', '船舶登记', 'Registo de embarcações', 'Vessel registration'], offers: [{ loc: 213, mode: 'QB' }] },
  { id: 3029, code: 'DSAMA-SEAFARER', dep: 108, type: 1081, name: ['船員證明書', '船员证明书', 'Cédula marítima', 'Seafarer certificate'], offers: [{ loc: 213, mode: 'B' }] },
  // Finance
  { id: 3030, code: 'DSF-TAX-ENQUIRY', dep: 109, type: 1091, name: ['稅務查詢', '税务查询', 'Informações fiscais', 'Tax enquiries'], offers: [{ loc: 214, mode: 'Q' }, { loc: 203, mode: 'Q' }], keywords: 'tax 稅 imposto' },
  { id: 3031, code: 'DSF-PROPERTY-TAX', dep: 109, type: 1091, name: ['房屋稅申報', '房屋税申报', 'Contribuição predial', 'Property tax return'], offers: [{ loc: 214, mode: 'QB' }] },
  { id: 3032, code: 'DSF-STAMP', dep: 109, type: 1092, name: ['印花稅繳納', '印花税缴纳', 'Imposto do selo', 'Stamp duty payment'], offers: [{ loc: 214, mode: 'T' }] },
  // Investment
  { id: 3033, code: 'IPIM-RESIDENCE', dep: 110, type: 1101, name: ['投資居留申請', '投资居留申请', 'Pedido de residência por investimento', 'Investment residence application'], offers: [{ loc: 215, mode: 'B' }], params: [P.name, P.id, P.mobile, { type: 'NUMBER', name: ['家團成員人數', '家团成员人数', 'Membros do agregado', 'Household members'] }] },
  { id: 3034, code: 'IPIM-ENQUIRY', dep: 110, type: 1101, name: ['投資諮詢', '投资咨询', 'Consulta sobre investimento', 'Investment consultation'], offers: [{ loc: 215, mode: 'QB' }] },
  // Municipal
  { id: 3035, code: 'IAM-DOG-LICENCE', dep: 111, type: 1111, name: ['犬隻准照', '犬只准照', 'Licença de cães', 'Dog licence'], offers: [{ loc: 216, mode: 'QB' }, { loc: 217, mode: 'Q' }] },
  { id: 3036, code: 'IAM-FOOD-LICENCE', dep: 111, type: 1111, name: ['飲食場所牌照', '饮食场所牌照', 'Licença de estabelecimento de comidas', 'Food establishment licence'], offers: [{ loc: 216, mode: 'B' }], detailHtml: html('<p>申請前請先閱讀<a href="https://www.iam.gov.mo/">市政署指引</a>。</p>', '<p>申请前请先阅读<a href="https://www.iam.gov.mo/">市政署指引</a>。</p>', '<p>Leia as <a href="https://www.iam.gov.mo/">instruções do IAM</a> antes do pedido.</p>', '<p>Read the <a href="https://www.iam.gov.mo/">IAM guidance</a> before applying.</p>') },
  { id: 3037, code: 'IAM-STALL', dep: 111, type: 1112, name: ['街市攤位事務', '街市摊位事务', 'Assuntos de bancas de mercado', 'Market stall matters'], offers: [{ loc: 216, mode: 'Q' }, { loc: 217, mode: 'Q' }] },
  { id: 3038, code: 'IAM-VENUE', dep: 111, type: 1112, name: ['康體設施租用', '康体设施租用', 'Reserva de instalações desportivas', 'Sports facility booking'], offers: [{ loc: 216, mode: 'BT' }], suspended: true },
  // Culture
  { id: 3039, code: 'IC-ARCHIVE', dep: 112, type: 1121, name: ['檔案館閱覽預約', '档案馆阅览预约', 'Marcação no Arquivo', 'Archive reading room booking'], offers: [{ loc: 218, mode: 'B' }], detailUrl: 'https://www.archives.gov.mo/' },
  { id: 3040, code: 'IC-LIBRARY-CARD', dep: 112, type: 1121, name: ['申請圖書證', '申请图书证', 'Cartão de leitor', 'Library card'], offers: [{ loc: 218, mode: 'Q' }] },
  // Labour (no category)
  { id: 3041, code: 'DSAL-JOB', dep: 113, type: 1131, name: ['求職登記', '求职登记', 'Inscrição para emprego', 'Job seeker registration'], offers: [{ loc: 219, mode: 'QB' }, { loc: 203, mode: 'Q' }], keywords: 'job employment 就業 emprego' },
  { id: 3042, code: 'DSAL-COMPLAINT', dep: 113, type: 1132, name: ['勞動債權投訴', '劳动债权投诉', 'Queixa laboral', 'Labour claim complaint'], offers: [{ loc: 219, mode: 'B' }], params: [P.name, P.id, P.mobile] },
  { id: 3043, code: 'DSAL-TRAINING', dep: 113, type: 1131, name: ['職業培訓報名', '职业培训报名', 'Inscrição em formação profissional', 'Vocational training enrolment'], offers: [{ loc: 219, mode: 'T' }] },
  // Post (suspended department)
  { id: 3044, code: 'CTT-PARCEL', dep: 114, type: 1141, name: ['領取郵件', '领取邮件', 'Levantamento de encomendas', 'Parcel collection'], offers: [{ loc: 220, mode: 'Q' }] },
  { id: 3045, code: 'CTT-PO-BOX', dep: 114, type: 1141, name: ['郵政信箱租用', '邮政信箱租用', 'Aluguer de apartado', 'PO box rental'], offers: [{ loc: 220, mode: 'B' }] },
  // Remote counter department
  { id: 3046, code: 'SAFP-RC-BIR', dep: 115, type: 1151, name: ['遙距換領身份證', '遥距换领身份证', 'Renovação do BIR à distância', 'Remote identity card renewal'], offers: [{ loc: 221, mode: 'QB', idCard: 'RQ' }, { loc: 222, mode: 'Q', idCard: 'Q' }] },
  { id: 3047, code: 'SAFP-RC-CERT', dep: 115, type: 1151, name: ['遙距申請證明文件', '遥距申请证明文件', 'Certidões à distância', 'Remote certificate requests'], offers: [{ loc: 221, mode: 'B' }, { loc: 222, mode: 'B' }] },
  { id: 3048, code: 'SAFP-RC-ENQUIRY', dep: 115, type: 1152, name: ['遙距綜合查詢', '遥距综合查询', 'Informações gerais à distância', 'Remote general enquiries'], offers: [{ loc: 221, mode: 'Q' }, { loc: 222, mode: 'Q' }] },
  { id: 3049, code: 'SAFP-RC-TAX', dep: 115, type: 1152, name: ['遙距稅務服務', '遥距税务服务', 'Serviços fiscais à distância', 'Remote tax services'], offers: [{ loc: 221, mode: 'T' }] },
  { id: 3050, code: 'DSI-PHOTO', dep: 101, type: 1011, name: ['自助拍攝證件相片', '自助拍摄证件相片', 'Fotografia self-service', 'Self-service ID photo'], offers: [{ loc: 203, mode: 'Q', suspended: true }, { loc: 201, mode: 'Q' }] },
  // Every parameter type at once (the parameter form's whole range), with the identity number asked on the reserve form.
  { id: 3051, code: 'FSS-DISABILITY', dep: 106, type: 1062, name: ['申請殘疾津貼', '申请残疾津贴', 'Pedido de subsídio de invalidez', 'Disability allowance application'], params: [
      P.name, P.id, P.birthday, P.gender, P.mobile,
      { type: 'DATE', name: ['醫療評估日期', '医疗评估日期', 'Data da avaliação médica', 'Medical assessment date'] },
      { type: 'OPTION', name: ['津貼類別', '津贴类别', 'Tipo de subsídio', 'Allowance type'], options: [
        { value: 'ORDINARY', name: ['普通殘疾津貼', '普通残疾津贴', 'Subsídio de invalidez normal', 'Ordinary disability allowance'] },
        { value: 'SPECIAL', name: ['特別殘疾津貼', '特别残疾津贴', 'Subsídio de invalidez especial', 'Special disability allowance'] },
        { value: 'RENEWAL', name: ['續期', '续期', 'Renovação', 'Renewal'] },
      ] },
      { type: 'NUMBER', name: ['家團成員人數', '家团成员人数', 'Membros do agregado', 'Household members'] },
    ], offers: [{ loc: 210, mode: 'B', idCard: 'R' }] },
  // A single NAME parameter: with a one-account login the parameter page checks it by itself and moves on.
  { id: 3052, code: 'IC-READER-RENEW', dep: 112, type: 1121, name: ['讀者證續期', '读者证续期', 'Renovação do cartão de leitor', 'Reader card renewal'], params: [P.name], offers: [{ loc: 218, mode: 'B' }] },
  // Listed at both offices before its application period: neither booking nor tickets open yet (availability 0).
  { id: 3071, code: 'IH-HE-PRE', dep: 117, type: 1171, name: ['經濟房屋申請預先登記', '经济房屋申请预先登记', 'Pré-inscrição para habitação económica', 'Economic housing pre-registration'], offers: [{ loc: 225, mode: '' }, { loc: 226, mode: '' }] },
  // A queue at headquarters (in office hours in the daytime) and at the evening point (outside them).
  { id: 3072, code: 'IH-HS-ENQUIRY', dep: 117, type: 1171, name: ['社會房屋申請諮詢', '社会房屋申请咨询', 'Informações sobre habitação social', 'Social housing enquiries'], offers: [{ loc: 225, mode: 'Q' }, { loc: 226, mode: 'Q' }] },
  ...dsedtLicences(),
];

/** DSEDT's two hundred licences: each trade by each procedure, booked at its headquarters. */
function dsedtLicences(): ServiceSeed[] {
  const trades: L4[] = [
    ['餐廳', '餐厅', 'restaurante', 'Restaurant'], ['飲品店', '饮品店', 'estabelecimento de bebidas', 'Beverage shop'],
    ['麵包店', '面包店', 'padaria', 'Bakery'], ['藥房', '药房', 'farmácia', 'Pharmacy'], ['美髮店', '美发店', 'cabeleireiro', 'Hair salon'],
    ['洗衣店', '洗衣店', 'lavandaria', 'Laundry'], ['零售商店', '零售商店', 'loja de retalho', 'Retail shop'],
    ['便利店', '便利店', 'loja de conveniência', 'Convenience store'], ['酒店', '酒店', 'hotel', 'Hotel'],
    ['旅行社', '旅行社', 'agência de viagens', 'Travel agency'], ['印刷廠', '印刷厂', 'tipografia', 'Printing works'],
    ['汽車維修工場', '汽车维修工场', 'oficina de reparação automóvel', 'Car repair workshop'], ['健身中心', '健身中心', 'ginásio', 'Fitness centre'],
    ['補習社', '补习社', 'centro de explicações', 'Tutoring centre'], ['診所', '诊所', 'clínica', 'Clinic'], ['眼鏡店', '眼镜店', 'óptica', 'Optician'],
    ['花店', '花店', 'florista', 'Florist'], ['寵物店', '宠物店', 'loja de animais', 'Pet shop'], ['珠寶店', '珠宝店', 'joalharia', 'Jeweller'],
    ['工業單位', '工业单位', 'unidade industrial', 'Industrial unit'],
  ];
  const procedures: L4[] = [
    ['新申請', '新申请', 'novo pedido', 'new application'], ['續期', '续期', 'renovação', 'renewal'],
    ['更改持牌人', '更改持牌人', 'mudança de titular', 'change of holder'], ['更改地址', '更改地址', 'mudança de morada', 'change of address'],
    ['更改名稱', '更改名称', 'mudança de denominação', 'change of name'], ['補發', '补发', 'segunda via', 'replacement'],
    ['註銷', '注销', 'cancelamento', 'cancellation'], ['延長營業時間', '延长营业时间', 'alargamento do horário', 'extended opening hours'],
    ['擴充面積', '扩充面积', 'ampliação da área', 'extension of premises'], ['查詢申請進度', '查询申请进度', 'ponto de situação do pedido', 'application status enquiry'],
  ];
  return trades.flatMap((trade, t) => procedures.map((procedure, p): ServiceSeed => {
    const n = t * procedures.length + p + 1;
    return {
      id: 3100 + n,
      code: `DSEDT-${String(n).padStart(3, '0')}`,
      dep: 116,
      type: 1161,
      name: [`${trade[0]}准照（${procedure[0]}）`, `${trade[1]}准照（${procedure[1]}）`, `Licença de ${trade[2]} – ${procedure[2]}`, `${trade[3]} licence – ${procedure[3]}`],
      offers: [{ loc: 224, mode: 'B' }],
    };
  }));
}

export const GUIDES: Array<{ id: number; title: L4; colors: [string, string] }> = [
  { id: 1, title: ['選擇服務及地點', '选择服务及地点', 'Escolha o serviço e o local', 'Choose a service and a location'], colors: ['#1f5fa8', '#d6e4f5'] },
  { id: 2, title: ['揀選日期及時段', '拣选日期及时段', 'Escolha a data e a hora', 'Pick a date and a time'], colors: ['#16a085', '#d1f2eb'] },
  { id: 3, title: ['輸入驗證碼', '输入验证码', 'Introduza o código', 'Enter the verification code'], colors: ['#d68910', '#fdebd0'] },
  { id: 4, title: ['準時到達櫃檯', '准时到达柜台', 'Chegue a horas ao balcão', 'Arrive at the counter on time'], colors: ['#7d3c98', '#ebdef0'] },
];

export const PRIVACY_CLAUSE: L4 = [
  '<h2>個人資料收集聲明</h2><p>閣下提供的個人資料（包括姓名、身份證明文件編號及手機號碼）只用於處理輪候及預約服務，並按照第8/2005號法律《個人資料保護法》處理。</p><p>資料會保存至服務完成後一百八十日，其後銷毀。閣下有權查閱及更正其個人資料。</p>',
  '<h2>个人资料收集声明</h2><p>阁下提供的个人资料（包括姓名、身份证明文件编号及手机号码）只用于处理轮候及预约服务，并按照第8/2005号法律《个人资料保护法》处理。</p><p>资料会保存至服务完成后一百八十日，其后销毁。阁下有权查阅及更正其个人资料。</p>',
  '<h2>Declaração de recolha de dados pessoais</h2><p>Os dados pessoais fornecidos (incluindo nome, número do documento de identificação e telemóvel) destinam-se apenas ao tratamento das senhas e marcações, nos termos da Lei n.º 8/2005, Lei da Protecção de Dados Pessoais.</p><p>Os dados são conservados durante cento e oitenta dias após a prestação do serviço e depois destruídos. Tem direito de acesso e de retificação.</p>',
  '<h2>Personal data collection statement</h2><p>The personal data you provide (including name, identity document number and mobile number) are used only to handle queue tickets and appointments, under Law 8/2005, the Personal Data Protection Act.</p><p>The data are kept for one hundred and eighty days after the service and then destroyed. You have the right to access and correct your personal data.</p>',
];

/** Citizens (euid of the development one-account provider) who see gray-test functions. */
export const GRAY_TEST_WHITELIST = ['MO-0000001', 'MO-0000004'];

/**
 * Recently used services of two development one-account citizens, so the demo's list is not
 * empty. MO-0000003 has 13, so the list's pages of 5 show 5, 10, then the last 3 and the
 * no-more-data line; two of them are no longer offered (the ID photo booth at the integrated
 * services building is suspended there, the sports facility booking altogether).
 */
export const USAGE_HISTORY: Array<[euid: string, serviceId: number, locationId: number, type: 'QUEUE' | 'RESERCATION', usedAt: string]> = [
  ['MO-0000002', 3002, 201, 'QUEUE', '2026-09-14T02:20:00Z'],
  ['MO-0000002', 3017, 209, 'RESERCATION', '2026-10-03T01:05:00Z'],
  ['MO-0000002', 3024, 211, 'QUEUE', '2026-10-21T06:40:00Z'],
  ['MO-0000003', 3011, 205, 'RESERCATION', '2026-08-30T03:00:00Z'],
  ['MO-0000003', 3038, 216, 'RESERCATION', '2026-09-02T07:30:00Z'],
  ['MO-0000003', 3041, 219, 'QUEUE', '2026-09-22T02:10:00Z'],
  ['MO-0000003', 3034, 215, 'RESERCATION', '2026-10-05T06:00:00Z'],
  ['MO-0000003', 3018, 209, 'RESERCATION', '2026-10-14T01:30:00Z'],
  ['MO-0000003', 3040, 218, 'QUEUE', '2026-10-21T07:45:00Z'],
  ['MO-0000003', 3030, 214, 'QUEUE', '2026-10-29T03:15:00Z'],
  ['MO-0000003', 3014, 206, 'QUEUE', '2026-11-06T02:40:00Z'],
  ['MO-0000003', 3017, 209, 'RESERCATION', '2026-11-12T01:00:00Z'],
  ['MO-0000003', 3024, 211, 'QUEUE', '2026-11-16T06:20:00Z'],
  ['MO-0000003', 3004, 201, 'QUEUE', '2026-11-20T02:05:00Z'],
  ['MO-0000003', 3050, 203, 'QUEUE', '2026-11-24T03:30:00Z'],
  ['MO-0000003', 3002, 201, 'QUEUE', '2026-11-27T01:50:00Z'],
];

/** Favourite services of a development one-account citizen, so the demo's list is not empty: queue items and reservations. */
export const FAVOURITES: Array<[euid: string, mobArea: string, mobNum: string, serviceId: number, locationId: number, type: 'QUEUE' | 'RESERCATION', createdAt: string]> = [
  ['MO-0000003', '86', '13812345678', 3017, 209, 'RESERCATION', '2026-10-02T03:00:00Z'],
  ['MO-0000003', '86', '13812345678', 3024, 211, 'QUEUE', '2026-10-20T06:00:00Z'],
  ['MO-0000003', '86', '13812345678', 3002, 201, 'QUEUE', '2026-11-03T02:00:00Z'],
  ['MO-0000003', '86', '13812345678', 3011, 205, 'RESERCATION', '2026-11-18T01:00:00Z'],
];
