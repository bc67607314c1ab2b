import { bizcard, cards, cover, divider, heading, imageAndText, mapLocation, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { navyAndBrass } from "./styles";

// Venue / presentation / sales-and-promotion: a venue's brochure with spaces, capacities and rates.

const shared = { product: "presentation", group: "sales-and-promotion", sectors: ["Venue-100", "Weddings-60", "Finecatering-40", "DMC-30", "Other-30"], sortOrder: 20, style: navyAndBrass } as const;

export const venueShowcaseEn: TemplateDefinition = {
  ...shared,
  name: "venue-showcase-en",
  title: "Venue showcase & packages",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Villa Aurelia", "Weddings, private dinners and celebrations on the shore of Lake Como", "venue-cover", { overlay: 0.15 }),
    heading("A house made for celebrations", 1, "center"),
    paragraph(
      "<p style=\"text-align: center\">Built in 1887 for a Milanese silk merchant, Villa Aurelia opens onto four hectares of terraced gardens and a private landing stage on the lake. Today it hosts one celebration at a time, so the house, the gardens and our team are entirely yours for the day.</p>",
    ),
    divider("diamond", { padding: 20, opacity: 0.8, color: "#b08d4f" }),
    heading("Our spaces", 1),
    cards(
      [
        ["venue-hall", "The Ballroom", "Frescoed ceilings, Murano chandeliers and tall windows to the lake. Up to 180 seated, 260 standing; dance floor and stage included."],
        ["venue-terrace", "The Lake Terrace", "A balustraded stone terrace above the water for aperitivo at sunset. 220 standing, 140 seated under a clear-span marquee."],
        ["venue-garden", "The Italian Garden", "Clipped box parterres, a lemon-tree avenue and a fountain court for ceremonies of up to 200 guests."],
      ],
      3,
      200,
    ),
    heading("Capacities at a glance", 2),
    cards(
      [
        [null, "Ceremony", "Garden: 200 · Chapel: 80"],
        [null, "Seated dinner", "Ballroom: 180 · Terrace: 140"],
        [null, "Reception", "Terrace & gardens: 260"],
        [null, "Overnight", "14 suites sleeping 32 guests"],
      ],
      4,
      150,
    ),
    heading("Stay with us", 1),
    imageAndText(
      "venue-terrace",
      "<p>Fourteen suites in the main house and the boathouse let your closest family wake up by the lake. Exclusive-use bookings include the whole house from Friday afternoon to Sunday noon.</p><ul><li>Breakfast on the terrace for resident guests</li><li>A private boat transfer from Como or Bellagio</li><li>A dedicated house manager throughout your stay</li><li>Late licence until 1 am, with soundproofed ballroom</li></ul>",
      "right",
      48,
    ),
    heading("2026 packages", 1),
    paragraph("<p>Exclusive use on a Friday or Sunday from May to September starts at €13,500, midweek and in April or October at €9,800. Below, a typical wedding weekend:</p>"),
    pricingTable(
      [
        { section: "Exclusive use" },
        { name: "Saturday, May to September", description: "The whole estate from 10 am Saturday to 1 am, with Friday set-up from 3 pm.", price: 18500 },
        { name: "Friday welcome evening, added to a Saturday", description: "Terrace and gardens from 6 pm to midnight for up to 120 guests.", price: 6500 },
        { section: "Celebration extras" },
        { name: "Ceremony in the Italian Garden", description: "Chairs for 200, aisle runner, string trio set-up and wet-weather plan in the chapel.", price: 1900 },
        { name: "Aperitivo boat for 12 guests", description: "A 1960s Riva for arrival photographs, 45 minutes.", price: 850 },
        { name: "Overnight stay, 14 suites", description: "Two nights, breakfast included.", price: 7200 },
      ],
      { currency: "EUR", taxType: "SINGLE", tax: 22, titles: { nameTitle: "Package", grandTotalTitle: "Sample weekend, VAT included" } },
    ),
    paragraph("<p><em>Catering is by our in-house kitchen from €145 per guest, or by one of three approved caterers. A 25% deposit confirms your date; the balance is due 60 days before the event. Rates are shown before VAT; 22% VAT is added in the total.</em></p>", "90%"),
    testimonial("From our guests", [
      ["From the boat arrival to the last dance in the ballroom, the team anticipated everything. It felt like our own house on the lake.", "Charlotte & Marco, June 2025"],
      ["We held our company's 25th anniversary dinner here: faultless service, and a view that made every speech better.", "Lindqvist & Partners, Stockholm"],
    ]),
    heading("Find us", 2),
    mapLocation("Via Regina 42, 22012 Cernobbio, Lake Como, Italy", 45.8417, 9.0768, 13),
    divider("diamond", { padding: 20, opacity: 0.8, color: "#b08d4f" }),
    bizcard({ name: "Giulia Ferrante", title: "Events Director", company: "Villa Aurelia, Lake Como", email: "events@villaaurelia-como.it", phone: "+39 031 555 0142", instagram: "villaaureliacomo", website: "www.villaaurelia-como.it" }),
  ],
};

export const venueShowcaseTr: TemplateDefinition = {
  ...shared,
  name: "venue-showcase-tr",
  title: "Mekân tanıtımı ve paketler",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Bahar Köşkü", "Boğaz kıyısında düğünler, davetler ve özel kutlamalar", "venue-cover", { overlay: 0.15 }),
    heading("Kutlamalar için yaşayan bir köşk", 1, "center"),
    paragraph(
      "<p style=\"text-align: center\">1890'larda bir Osmanlı paşası için inşa edilen Bahar Köşkü, Kandilli'de denize sıfır rıhtımı ve teraslı bahçeleriyle bugün aynı anda yalnızca tek bir davete ev sahipliği yapıyor. Köşk, bahçeler ve ekibimiz o gün yalnızca sizin.</p>",
    ),
    divider("diamond", { padding: 20, opacity: 0.8, color: "#b08d4f" }),
    heading("Mekânlarımız", 1),
    cards(
      [
        ["venue-hall", "Büyük Salon", "Kalem işi tavanlar, kristal avizeler ve Boğaz'a açılan yüksek pencereler. 220 kişi oturmalı, 350 kişi kokteyl; dans pisti ve sahne dahil."],
        ["venue-terrace", "Rıhtım Terası", "Suyun hemen üzerinde gün batımı kokteyli için taş teras. 300 kişi kokteyl, şeffaf çadırla 180 kişi oturmalı."],
        ["venue-garden", "Manolya Bahçesi", "Şimşir parterler, manolya ağaçları ve havuzlu avlusuyla 250 kişiye kadar nikâh töreni."],
      ],
      3,
      200,
    ),
    heading("Kapasiteler", 2),
    cards(
      [
        [null, "Nikâh", "Bahçe: 250 · Kış bahçesi: 90"],
        [null, "Oturmalı yemek", "Salon: 220 · Teras: 180"],
        [null, "Kokteyl", "Teras ve bahçeler: 350"],
        [null, "Konaklama", "9 süit, 20 misafir"],
      ],
      4,
      150,
    ),
    heading("Köşkte konaklama", 1),
    imageAndText(
      "venue-terrace",
      "<p>Köşkün üst katındaki dokuz süit, en yakınlarınızın Boğaz manzarasına uyanmasını sağlar. Tam gün kiralamalar cuma öğleden sonradan pazar öğlene kadar köşkün tamamını kapsar.</p><ul><li>Konaklayan misafirlere terasta serpme kahvaltı</li><li>Bebek ya da Kuruçeşme'den özel tekne transferi</li><li>Davet boyunca size özel bir köşk müdürü</li><li>Ses yalıtımlı salonda gece 01.00'e kadar müzik izni</li></ul>",
      "right",
      48,
    ),
    heading("2026 paketleri", 1),
    paragraph("<p>Mayıs – Eylül arasında cuma ya da pazar günleri köşkün tamamı 1.050.000 TL'den, hafta içi ve Nisan – Ekim aylarında 780.000 TL'den başlar. Aşağıda örnek bir düğün hafta sonu bulacaksınız:</p>"),
    pricingTable(
      [
        { section: "Köşkün tamamı" },
        { name: "Cumartesi, Mayıs – Eylül", description: "Cumartesi 10.00'dan gece 01.00'e kadar tüm mekân; cuma 15.00'ten itibaren kurulum.", price: 1450000 },
        { name: "Cuma akşamı kına gecesi (cumartesiye ek)", description: "Teras ve bahçeler 19.00 – 24.00 arası, 150 misafire kadar.", price: 420000 },
        { section: "Ek hizmetler" },
        { name: "Manolya Bahçesi'nde nikâh kurulumu", description: "250 sandalye, gelin yolu, yaylı trio kurulumu ve yağmura karşı kış bahçesi alternatifi.", price: 145000 },
        { name: "Gelin-damat tekne girişi", description: "Klasik ahşap tekneyle 45 dakikalık Boğaz turu ve rıhtıma varış.", price: 68000 },
        { name: "Süitlerde konaklama", description: "Dokuz süit, iki gece, kahvaltı dahil.", price: 390000 },
      ],
      { currency: "TRY", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Paket", grandTotalTitle: "Örnek hafta sonu (KDV dahil)" }, lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." } },
    ),
    paragraph("<p><em>Yemek hizmeti kişi başı 4.800 TL'den başlayan fiyatlarla kendi mutfağımızdan ya da onaylı üç catering firmasından biriyle verilir. Tarihinizi %25 kapora ile ayırıyoruz; kalan tutar davetten 60 gün önce ödenir. Fiyatlara %20 KDV eklenir.</em></p>", "90%"),
    testimonial("Misafirlerimizden", [
      ["Tekneyle rıhtıma varıştan salondaki son dansa kadar ekip her şeyi bizden önce düşündü. Boğaz'da kendi evimizdeymiş gibi hissettik.", "Ceren & Ozan, Haziran 2025"],
      ["Şirketimizin 30. yıl gala yemeğini burada yaptık: kusursuz servis ve her konuşmayı güzelleştiren bir manzara.", "Demirtaş Holding, Kurumsal İletişim"],
    ]),
    heading("Bize ulaşın", 2),
    mapLocation("Kandilli Mahallesi, Kandilli Caddesi No: 18, 34684 Üsküdar, İstanbul", 41.0752, 29.0619, 14),
    divider("diamond", { padding: 20, opacity: 0.8, color: "#b08d4f" }),
    bizcard({ name: "Selin Karaca", title: "Etkinlik Direktörü", company: "Bahar Köşkü", email: "etkinlik@baharkosku.com.tr", phone: "+90 216 555 01 42", instagram: "baharkosku", website: "www.baharkosku.com.tr" }),
  ],
};
