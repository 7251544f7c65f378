/**
 * Hand-reviewed airport facts that the OpenFlights snapshot lacks or has out of date: the Turkish
 * (and cleaned-up English) names of the cities travellers from Turkey fly to, the cities whose
 * several airports can be searched as one, the airports that no longer take passenger flights,
 * the ones opened since the snapshot, and how busy an airport is (for ranking search results).
 * Turkish names follow TDK / common Turkish press spelling (Münih, Viyana, Cenevre, Bükreş…).
 */

export interface CityName {
  /** Turkish name, shown in the Turkish interface and searchable in both. */
  tr: string;
  /** English name, shown in the English interface (the snapshot's spelling is often German or old). */
  en: string;
  /** The airports of this city (IATA codes). */
  codes: string[];
  /** More names that should find these airports, e.g. the city an airport serves without bearing its name. */
  aliases?: string[];
  /** Country name to show instead of the ISO one (Ercan lies in the north of Cyprus). */
  country?: { tr: string; en: string };
}

const c = (tr: string, en: string, codes: string, extra: Partial<CityName> = {}): CityName => ({
  tr,
  en,
  codes: codes.split(' '),
  ...extra,
});

/** Cities outside Turkey, by the airports that serve them (Turkish cities are in airports.ts). */
export const CITY_NAMES: CityName[] = [
  // Western and central Europe
  c('Londra', 'London', 'LHR LGW STN LTN LCY SEN'),
  c('Paris', 'Paris', 'CDG ORY'),
  c('Berlin', 'Berlin', 'BER'),
  c('Frankfurt', 'Frankfurt', 'FRA'),
  c('Münih', 'Munich', 'MUC', { aliases: ['München'] }),
  c('Düsseldorf', 'Düsseldorf', 'DUS'),
  c('Köln', 'Cologne', 'CGN', { aliases: ['Bonn'] }),
  c('Stuttgart', 'Stuttgart', 'STR'),
  c('Hamburg', 'Hamburg', 'HAM'),
  c('Hannover', 'Hanover', 'HAJ'),
  c('Nürnberg', 'Nuremberg', 'NUE'),
  c('Viyana', 'Vienna', 'VIE', { aliases: ['Wien'] }),
  c('Zürih', 'Zurich', 'ZRH'),
  c('Cenevre', 'Geneva', 'GVA'),
  c('Basel', 'Basel', 'BSL', { aliases: ['Mulhouse'] }),
  c('Brüksel', 'Brussels', 'BRU'),
  c('Amsterdam', 'Amsterdam', 'AMS'),
  c('Rotterdam', 'Rotterdam', 'RTM'),
  c('Lüksemburg', 'Luxembourg', 'LUX'),
  c('Kopenhag', 'Copenhagen', 'CPH'),
  c('Stockholm', 'Stockholm', 'ARN BMA NYO'),
  c('Göteborg', 'Gothenburg', 'GOT'),
  c('Oslo', 'Oslo', 'OSL'),
  c('Helsinki', 'Helsinki', 'HEL'),
  c('Dublin', 'Dublin', 'DUB'),
  c('Edinburg', 'Edinburgh', 'EDI'),
  c('Lyon', 'Lyon', 'LYS'),
  c('Nice', 'Nice', 'NCE'),
  c('Marsilya', 'Marseille', 'MRS'),
  c('Strazburg', 'Strasbourg', 'SXB'),
  c('Roma', 'Rome', 'FCO CIA'),
  c('Milano', 'Milan', 'MXP LIN'),
  c('Venedik', 'Venice', 'VCE'),
  c('Napoli', 'Naples', 'NAP'),
  c('Floransa', 'Florence', 'FLR'),
  c('Torino', 'Turin', 'TRN'),
  c('Madrid', 'Madrid', 'MAD'),
  c('Barselona', 'Barcelona', 'BCN'),
  c('Sevilla', 'Seville', 'SVQ'),
  c('Valensiya', 'Valencia', 'VLC'),
  c('Lizbon', 'Lisbon', 'LIS'),
  c('Prag', 'Prague', 'PRG'),
  c('Varşova', 'Warsaw', 'WAW WMI'),
  c('Krakov', 'Kraków', 'KRK'),
  c('Budapeşte', 'Budapest', 'BUD'),
  c('Bratislava', 'Bratislava', 'BTS'),
  // The Balkans, Greece and Cyprus
  c('Bükreş', 'Bucharest', 'OTP BBU'),
  c('Köstence', 'Constanța', 'CND'),
  c('Sofya', 'Sofia', 'SOF'),
  c('Varna', 'Varna', 'VAR'),
  c('Burgaz', 'Burgas', 'BOJ'),
  c('Filibe', 'Plovdiv', 'PDV'),
  c('Belgrad', 'Belgrade', 'BEG'),
  c('Saraybosna', 'Sarajevo', 'SJJ'),
  c('Üsküp', 'Skopje', 'SKP'),
  c('Priştine', 'Pristina', 'PRN'),
  c('Tiran', 'Tirana', 'TIA'),
  c('Podgorica', 'Podgorica', 'TGD'),
  c('Zagreb', 'Zagreb', 'ZAG'),
  c('Ljubljana', 'Ljubljana', 'LJU'),
  c('Kişinev', 'Chișinău', 'KIV'),
  c('Atina', 'Athens', 'ATH'),
  c('Selanik', 'Thessaloniki', 'SKG'),
  c('Rodos', 'Rhodes', 'RHO'),
  c('Midilli', 'Mytilene', 'MJT', { aliases: ['Lesbos', 'Midilli Adası'] }),
  c('Sisam', 'Samos', 'SMI'),
  c('Sakız', 'Chios', 'JKH'),
  c('İstanköy', 'Kos', 'KGS'),
  c('Heraklion', 'Heraklion', 'HER', { aliases: ['Girit', 'Kandiye', 'Crete'] }),
  c('Lefkoşa', 'Nicosia', 'ECN', {
    aliases: ['Ercan', 'KKTC', 'Kıbrıs'],
    country: { tr: 'Kuzey Kıbrıs Türk Cumhuriyeti', en: 'Northern Cyprus' },
  }),
  c('Larnaka', 'Larnaca', 'LCA'),
  c('Baf', 'Paphos', 'PFO'),
  // Eastern Europe and Russia
  c('Moskova', 'Moscow', 'SVO DME VKO'),
  c('St. Petersburg', 'Saint Petersburg', 'LED', { aliases: ['Sankt Peterburg'] }),
  c('Kazan', 'Kazan', 'KZN'),
  c('Soçi', 'Sochi', 'AER'),
  c('Krasnodar', 'Krasnodar', 'KRR'),
  c('Yekaterinburg', 'Yekaterinburg', 'SVX'),
  c('Kiev', 'Kyiv', 'KBP IEV'),
  c('Odesa', 'Odesa', 'ODS'),
  c('Harkov', 'Kharkiv', 'HRK'),
  c('Lviv', 'Lviv', 'LWO'),
  c('Minsk', 'Minsk', 'MSQ'),
  c('Riga', 'Riga', 'RIX'),
  c('Vilnius', 'Vilnius', 'VNO'),
  c('Tallinn', 'Tallinn', 'TLL'),
  // Caucasus and Central Asia
  c('Tiflis', 'Tbilisi', 'TBS'),
  c('Batum', 'Batumi', 'BUS'),
  c('Kutaisi', 'Kutaisi', 'KUT'),
  c('Bakü', 'Baku', 'GYD'),
  c('Gence', 'Ganja', 'KVD'),
  c('Nahçıvan', 'Nakhchivan', 'NAJ'),
  c('Erivan', 'Yerevan', 'EVN'),
  c('Taşkent', 'Tashkent', 'TAS'),
  c('Semerkant', 'Samarkand', 'SKD'),
  c('Buhara', 'Bukhara', 'BHK'),
  c('Ürgenç', 'Urgench', 'UGC'),
  c('Almatı', 'Almaty', 'ALA'),
  c('Astana', 'Astana', 'NQZ'),
  c('Çimkent', 'Shymkent', 'CIT'),
  c('Aktav', 'Aktau', 'SCO'),
  c('Bişkek', 'Bishkek', 'FRU'),
  c('Oş', 'Osh', 'OSS'),
  c('Aşkabat', 'Ashgabat', 'ASB'),
  c('Duşanbe', 'Dushanbe', 'DYU'),
  // Middle East
  c('Tahran', 'Tehran', 'IKA THR', { aliases: ['Teheran'] }),
  c('Tebriz', 'Tabriz', 'TBZ'),
  c('Meşhed', 'Mashhad', 'MHD'),
  c('İsfahan', 'Isfahan', 'IFN'),
  c('Şiraz', 'Shiraz', 'SYZ'),
  c('Bağdat', 'Baghdad', 'BGW'),
  c('Erbil', 'Erbil', 'EBL'),
  c('Süleymaniye', 'Sulaymaniyah', 'ISU'),
  c('Basra', 'Basra', 'BSR'),
  c('Necef', 'Najaf', 'NJF'),
  c('Musul', 'Mosul', 'OSB'),
  c('Beyrut', 'Beirut', 'BEY'),
  c('Şam', 'Damascus', 'DAM'),
  c('Halep', 'Aleppo', 'ALP'),
  c('Amman', 'Amman', 'AMM'),
  c('Tel Aviv', 'Tel Aviv', 'TLV', { aliases: ['Kudüs', 'Jerusalem'] }),
  c('Dubai', 'Dubai', 'DXB DWC'),
  c('Abu Dabi', 'Abu Dhabi', 'AUH'),
  c('Şarika', 'Sharjah', 'SHJ'),
  c('Doha', 'Doha', 'DOH'),
  c('Riyad', 'Riyadh', 'RUH'),
  c('Cidde', 'Jeddah', 'JED'),
  c('Medine', 'Medina', 'MED'),
  c('Dammam', 'Dammam', 'DMM'),
  c('Kuveyt', 'Kuwait City', 'KWI'),
  c('Bahreyn', 'Bahrain', 'BAH'),
  c('Maskat', 'Muscat', 'MCT'),
  // Africa
  c('Kahire', 'Cairo', 'CAI'),
  c('İskenderiye', 'Alexandria', 'HBE'),
  c('Hurgada', 'Hurghada', 'HRG'),
  c('Şarm El-Şeyh', 'Sharm El Sheikh', 'SSH'),
  c('Tunus', 'Tunis', 'TUN'),
  c('Cezayir', 'Algiers', 'ALG'),
  c('Kazablanka', 'Casablanca', 'CMN'),
  c('Marakeş', 'Marrakesh', 'RAK'),
  c('Trablus', 'Tripoli', 'MJI'),
  c('Bingazi', 'Benghazi', 'BEN'),
  c('Hartum', 'Khartoum', 'KRT'),
  // Asia and the Americas
  c('Pekin', 'Beijing', 'PEK'),
  c('Şanghay', 'Shanghai', 'PVG SHA'),
  c('Tokyo', 'Tokyo', 'HND NRT'),
  c('Seul', 'Seoul', 'ICN GMP'),
  c('Singapur', 'Singapore', 'SIN'),
  c('Yeni Delhi', 'New Delhi', 'DEL', { aliases: ['Delhi'] }),
  c('İslamabad', 'Islamabad', 'ISB'),
  c('Karaçi', 'Karachi', 'KHI'),
  c('Lahor', 'Lahore', 'LHE'),
  c('Kabil', 'Kabul', 'KBL'),
  c('Dakka', 'Dhaka', 'DAC'),
  c('New York', 'New York', 'JFK LGA'),
  c('Washington', 'Washington', 'IAD DCA'),
  c('Chicago', 'Chicago', 'ORD MDW'),
  c('Montreal', 'Montreal', 'YUL'),
  c('Toronto', 'Toronto', 'YYZ YTZ'),
  c('São Paulo', 'São Paulo', 'GRU CGH'),
  c('Buenos Aires', 'Buenos Aires', 'EZE AEP'),
];

/**
 * Cities with several passenger airports, offered as one choice ("İstanbul (tüm havalimanları)")
 * that searches them all. Codes are IATA metropolitan-area codes; where IATA's city code is also
 * one of its airports' codes (Istanbul IST, Tehran THR) the choice takes the code plus "A" ("all"),
 * since a city and an airport cannot share a code here.
 */
export interface MetroCity {
  code: string;
  tr: string;
  en: string;
  airports: string[];
}
const m = (code: string, tr: string, en: string, airports: string): MetroCity => ({
  code,
  tr,
  en,
  airports: airports.split(' '),
});
export const METRO_CITIES: MetroCity[] = [
  m('ISTA', 'İstanbul', 'Istanbul', 'IST SAW'),
  m('LON', 'Londra', 'London', 'LHR LGW STN LTN LCY SEN'),
  m('PAR', 'Paris', 'Paris', 'CDG ORY'),
  m('MOW', 'Moskova', 'Moscow', 'SVO DME VKO'),
  m('ROM', 'Roma', 'Rome', 'FCO CIA'),
  m('MIL', 'Milano', 'Milan', 'MXP LIN BGY'),
  m('STO', 'Stockholm', 'Stockholm', 'ARN BMA NYO'),
  m('THRA', 'Tahran', 'Tehran', 'IKA THR'),
  m('NYC', 'New York', 'New York', 'JFK EWR LGA'),
  m('WAS', 'Washington', 'Washington', 'IAD DCA BWI'),
  m('CHI', 'Chicago', 'Chicago', 'ORD MDW'),
  m('YTO', 'Toronto', 'Toronto', 'YYZ YTZ'),
  m('TYO', 'Tokyo', 'Tokyo', 'HND NRT'),
  m('SEL', 'Seul', 'Seoul', 'ICN GMP'),
  m('OSA', 'Osaka', 'Osaka', 'KIX ITM'),
  m('SAO', 'São Paulo', 'São Paulo', 'GRU CGH VCP'),
  m('BUE', 'Buenos Aires', 'Buenos Aires', 'EZE AEP'),
];
export const METRO_BY_CODE = new Map(METRO_CITIES.map((city) => [city.code, city]));

/**
 * Airports the snapshot still lists that no longer take passenger flights; search never offers
 * them and a search that names one is refused. Keep the reason: this list is reviewed by hand.
 */
export const CLOSED_AIRPORTS: Record<string, string> = {
  ISL: 'Istanbul Atatürk: passenger flights moved to the new Istanbul Airport (IST) in April 2019',
  TXL: 'Berlin Tegel: closed November 2020 when BER opened',
  SXF: 'Berlin Schönefeld: became BER Terminal 5 in 2020, closed 2021',
  THF: 'Berlin Tempelhof: closed 2008',
  HEW: 'Athens Hellinikon: closed 2001 when ATH opened',
  FBU: 'Oslo Fornebu: closed 1998 when Gardermoen opened',
  NAY: 'Beijing Nanyuan: closed 2019 when Daxing opened',
  SDV: 'Tel Aviv Sde Dov: closed 2019',
  CGX: 'Chicago Meigs Field: closed 2003',
  TIP: 'Tripoli International: out of service since 2014; Tripoli is served by Mitiga (MJI)',
  ALY: 'Alexandria El Nouzha: closed to airline traffic since 2011; Alexandria is served by Borg El Arab (HBE)',
  BKA: 'Moscow Bykovo: no scheduled flights since 2010',
  HEM: 'Helsinki Malmi: closed to air traffic 2021',
  TSE: 'Astana: the airport now flies under code NQZ (2020)',
  RYG: 'Moss Rygge: civil flights ended 2016',
};

/** Passenger airports opened (or recoded) after the snapshot was taken. */
export const ADDED_AIRPORTS = [
  {
    code: 'BER',
    name: 'Berlin Brandenburg Airport',
    city: 'Berlin',
    countryCode: 'DE',
    latitude: 52.3667,
    longitude: 13.5033,
    timezone: 'Europe/Berlin',
  },
  {
    code: 'DOH',
    name: 'Hamad International Airport',
    city: 'Doha',
    countryCode: 'QA',
    latitude: 25.2731,
    longitude: 51.6081,
    timezone: 'Asia/Qatar',
  },
  {
    code: 'NQZ',
    name: 'Nursultan Nazarbayev International Airport',
    city: 'Astana',
    countryCode: 'KZ',
    latitude: 51.0222,
    longitude: 71.4669,
    timezone: 'Asia/Almaty',
  },
];

/**
 * How busy an airport is, for ranking search results: the busiest first. Turkey's airports by DHMİ
 * passenger ranking, then the world's and the region's large hubs and the airports Turkish
 * travellers fly to most (roughly by annual passengers; the order within a line matters little).
 * An airport not listed is a small one: it still matches, after these.
 */
export const BUSY_AIRPORTS = `
IST SAW AYT ESB ADB DLM BJV TZX ADA GZT ASR DIY GZP NAV KYA VAN ERZ SZF ECN
LHR DXB CDG AMS FRA MAD BCN MUC FCO LGW DOH JFK ATL LAX ORD DFW DEN HND PEK PVG CAN ICN SIN HKG BKK DEL
JED RUH CAI TLV MXP ZRH VIE CPH OSL ARN HEL DUB BRU LIS PMI AGP ORY SVO DME VKO LED ATH WAW PRG BUD
DUS HAM BER STR CGN HAJ NUE MAN STN LTN EDI BHX GVA BSL LYS NCE MRS NAP VCE BLQ LIN BGY CIA OTP SOF BEG
TBS GYD TAS ALA NQZ FRU EVN BAH KWI MCT AUH SHJ AMM BEY BGW EBL IKA MED DMM TUN ALG CMN MJI KBP
EWR LGA IAD DCA BWI MIA SFO BOS YYZ YUL GRU EZE NRT KIX KUL CGK BOM ISB KHI LHE
SKG LCA RHO HER KRK RIX VNO TLL SKP SJJ TIA PRN ZAG LJU KIV SVQ VLC OPO LCY SEN RTM LUX BMA NYO GOT
`
  .trim()
  .split(/\s+/);
