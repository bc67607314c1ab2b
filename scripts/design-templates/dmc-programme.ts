import { bizcard, cards, cover, divider, heading, imageAndText, mapLocation, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { terracotta } from "./styles";

// DMC / proposal / project-and-event-management: an incentive trip with a day-by-day itinerary.

const shared = { product: "proposal", group: "project-and-event-management", sectors: ["DMC-100", "Other-60", "Venue-30", "Finecatering-20"], sortOrder: 30, style: terracotta } as const;

export const dmcProgrammeEn: TemplateDefinition = {
  ...shared,
  name: "dmc-incentive-programme-en",
  title: "Incentive trip programme",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Istanbul & Cappadocia", "President's Club incentive for Norvik Pharma · 80 guests · 14 – 17 May 2026", "dmc-cover", { overlay: 0.1 }),
    paragraph(
      "<p>Dear Ms Halvorsen, thank you for the briefing. Your top performers have earned something they will talk about for years, so we have built four days that move from the energy of Istanbul to the silence of Cappadocia at dawn, with two moments designed just for recognition.</p>",
      "110%",
    ),
    cards(
      [
        [null, "80 guests", "Top performers and partners, 6 leadership hosts"],
        [null, "4 days, 3 nights", "Thursday arrival, Sunday departure"],
        [null, "2 destinations", "Istanbul and Cappadocia, one charter flight"],
        [null, "5-star stays", "Bosphorus hotel and a boutique cave hotel"],
      ],
      4,
      150,
    ),
    divider("sun", { padding: 18, opacity: 0.7 }),
    heading("Day by day", 1),
    heading("Day 1 · Thursday — Welcome to Istanbul", 2),
    imageAndText(
      "dmc-old-town",
      "<ul><li><strong>From 11:00</strong> Meet-and-greet at Istanbul Airport, private transfers with a host on every coach</li><li><strong>15:00</strong> Check-in at a Bosphorus-front hotel, welcome amenity and programme pack in every room</li><li><strong>17:30</strong> Private after-hours visit to the Basilica Cistern with a string quartet</li><li><strong>20:00</strong> Welcome dinner on a rooftop above the Golden Horn</li></ul>",
      "left",
      42,
    ),
    heading("Day 2 · Friday — Istanbul from the water", 2),
    imageAndText(
      "dmc-coast",
      "<ul><li><strong>09:30</strong> Guided walk through the Grand Bazaar with a tea master and a treasure-hunt challenge in teams</li><li><strong>13:00</strong> Two private yachts up the Bosphorus, lunch of mezes and grilled fish on board</li><li><strong>17:30</strong> Charter flight to Kayseri, hosts on board</li><li><strong>20:30</strong> Check-in at a boutique cave hotel in Uçhisar, a light Anatolian supper by the fire</li></ul>",
      "right",
      42,
    ),
    heading("Day 3 · Saturday — Cappadocia at dawn", 2),
    imageAndText(
      "dmc-cover",
      "<ul><li><strong>05:00</strong> Hot-air balloon flight over the fairy chimneys, champagne toast on landing (weather permitting; jeep safari as the alternative)</li><li><strong>10:30</strong> Late breakfast and a free morning: spa, hammam or a walk through Uçhisar</li><li><strong>15:00</strong> Pottery workshop in Avanos or a ride through Love Valley</li><li><strong>20:00</strong> <em>President's Club gala</em> in a lantern-lit courtyard with awards and a whirling-dervish performance</li></ul>",
      "left",
      42,
    ),
    heading("Day 4 · Sunday — Farewell", 2),
    imageAndText(
      "dmc-dinner",
      "<ul><li><strong>09:00</strong> Slow breakfast on the terrace with a view of Pigeon Valley</li><li><strong>11:00</strong> Leadership thank-you and group photograph</li><li><strong>13:30</strong> Charter flight Kayseri – Istanbul, connecting to international departures</li></ul>",
      "right",
      42,
    ),
    divider("sun", { padding: 18, opacity: 0.7 }),
    heading("Investment", 1),
    pricingTable(
      [
        { section: "Accommodation" },
        { name: "Bosphorus hotel, deluxe sea-view room", description: "One night, breakfast included; double occupancy for couples.", price: 390 },
        { name: "Cave hotel, superior suite", description: "Two nights, breakfast included.", price: 310, qty: 2 },
        { section: "Programme & events" },
        { name: "Welcome dinner and cistern concert", price: 185 },
        { name: "Bosphorus yachts with lunch", price: 140 },
        { name: "Balloon flight with champagne breakfast", price: 260 },
        { name: "President's Club gala dinner with entertainment", price: 230 },
        { section: "Transport & hosting" },
        { name: "Charter flights and all ground transfers", price: 295 },
        { name: "Guides, hosts and welcome amenities", price: 75 },
      ],
      {
        currency: "EUR",
        taxType: "SINGLE",
        tax: 20,
        customColumns: [{ title: "Guests", defaultValue: 80 }],
        discounts: [{ title: "Confirmation by 15 January", value: 3 }],
        fees: [{ title: "DMC management fee", value: 8 }],
        titles: { nameTitle: "Per person", qtyTitle: "Nights / units", grandTotalTitle: "Total for 80 guests" },
      },
    ),
    paragraph("<p><em>Rates are per person and held until 15 January 2026. International flights are not included. A 30% deposit confirms the hotels and charter; cancellation terms follow the hotels' group contracts and are attached to the agreement.</em></p>", "90%"),
    testimonial("Trusted by incentive planners", [
      ["Anatolia Route ran our 120-person sales incentive without a single hitch. The balloon morning is still the first thing our winners mention.", "Incentive manager, global medical devices company"],
    ]),
    heading("Where we'll be", 2),
    mapLocation("Uçhisar, Nevşehir, Cappadocia, Türkiye", 38.6306, 34.8053, 12),
    bizcard({ name: "Murat Ersoy", title: "Head of Incentives", company: "Anatolia Route DMC", email: "murat.ersoy@anatoliaroute.com", phone: "+90 212 555 03 87", instagram: "anatoliaroutedmc", website: "www.anatoliaroute.com" }),
  ],
};

export const dmcProgrammeTr: TemplateDefinition = {
  ...shared,
  name: "dmc-incentive-programme-tr",
  title: "Teşvik gezisi programı",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Kapadokya & Ürgüp", "Atlas Beyaz Eşya bayi teşvik gezisi · 120 misafir · 21 – 24 Mayıs 2026", "dmc-cover", { overlay: 0.1 }),
    paragraph(
      "<p>Sayın Nil Hanım, brief için teşekkür ederiz. Yılın en başarılı bayileri, yıllarca anlatacakları bir gezi hak ediyor. Bu yüzden dört günü Kapadokya'nın sabah sessizliğinden Ürgüp bağlarına uzanan, iki özel ödül anıyla taçlanan bir programla kurguladık.</p>",
      "110%",
    ),
    cards(
      [
        [null, "120 misafir", "Bayiler ve eşleri, 8 kişilik Atlas yönetim ekibi"],
        [null, "4 gün, 3 gece", "Perşembe varış, pazar dönüş"],
        [null, "Özel uçuş", "İstanbul – Kayseri gidiş-dönüş charter"],
        [null, "Butik oteller", "Uçhisar ve Ürgüp'te iki mağara otel"],
      ],
      4,
      150,
    ),
    divider("sun", { padding: 18, opacity: 0.7 }),
    heading("Gün gün program", 1),
    heading("1. gün · Perşembe — Kapadokya'ya hoş geldiniz", 2),
    imageAndText(
      "dmc-old-town",
      "<ul><li><strong>10:30</strong> İstanbul Havalimanı'nda karşılama, charter uçuşla Kayseri'ye hareket</li><li><strong>13:30</strong> Her otobüste bir rehber eşliğinde otele transfer, odalarda karşılama hediyesi</li><li><strong>16:00</strong> Göreme Açık Hava Müzesi'nde özel rehberli tur</li><li><strong>20:00</strong> Otelin terasında gün batımı kokteyli ve hoş geldin yemeği</li></ul>",
      "left",
      42,
    ),
    heading("2. gün · Cuma — Gökyüzünden Kapadokya", 2),
    imageAndText(
      "dmc-cover",
      "<ul><li><strong>05:00</strong> Peri bacaları üzerinde balon turu, inişte şampanya ile kutlama (hava izin vermezse jeep safari)</li><li><strong>10:30</strong> Otelde geç kahvaltı ve dinlenme</li><li><strong>14:30</strong> Avanos'ta çömlek atölyesi ya da Aşk Vadisi'nde at turu</li><li><strong>20:30</strong> Kaya oyma bir restoranda Kapadokya mutfağı ve canlı türkü gecesi</li></ul>",
      "right",
      42,
    ),
    heading("3. gün · Cumartesi — Ürgüp bağları ve gala", 2),
    imageAndText(
      "dmc-coast",
      "<ul><li><strong>10:00</strong> Ürgüp'te bağ evinde şarap tadımı ve takım yarışması</li><li><strong>13:00</strong> Bağda uzun masalarda öğle yemeği</li><li><strong>16:00</strong> Serbest zaman: hamam, spa ya da alışveriş rehberi</li><li><strong>20:00</strong> <em>Yılın Bayileri Gala Gecesi</em>: fenerlerle aydınlatılmış avluda ödül töreni ve sema gösterisi</li></ul>",
      "left",
      42,
    ),
    heading("4. gün · Pazar — Veda", 2),
    imageAndText(
      "dmc-dinner",
      "<ul><li><strong>09:00</strong> Güvercinlik Vadisi manzaralı terasta kahvaltı</li><li><strong>11:00</strong> Yönetimden teşekkür konuşması ve toplu fotoğraf</li><li><strong>14:00</strong> Kayseri – İstanbul charter uçuşu</li></ul>",
      "right",
      42,
    ),
    divider("sun", { padding: 18, opacity: 0.7 }),
    heading("Bütçe", 1),
    pricingTable(
      [
        { section: "Konaklama" },
        { name: "Mağara otel, superior oda", description: "Üç gece, kahvaltı dahil; çiftler için iki kişilik oda.", price: 9800, qty: 3 },
        { section: "Program ve etkinlikler" },
        { name: "Hoş geldin kokteyli ve yemeği", price: 4200 },
        { name: "Balon turu ve şampanya kutlaması", price: 11500 },
        { name: "Bağ evinde tadım ve öğle yemeği", price: 3900 },
        { name: "Gala gecesi, sema gösterisi ve ödül prodüksiyonu", price: 7600 },
        { section: "Ulaşım ve rehberlik" },
        { name: "Charter uçuşlar ve tüm transferler", price: 12400 },
        { name: "Rehberler, hostesler ve karşılama hediyeleri", price: 2100 },
      ],
      {
        currency: "TRY",
        taxType: "SINGLE",
        tax: 20,
        customColumns: [{ title: "Kişi", defaultValue: 120 }],
        discounts: [{ title: "15 Ocak'a kadar onay indirimi", value: 3 }],
        fees: [{ title: "Organizasyon hizmet bedeli", value: 8 }],
        titles: { nameTitle: "Kişi başı", qtyTitle: "Gece / adet", grandTotalTitle: "120 kişi toplam (KDV dahil)" },
        lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." },
      },
    ),
    paragraph("<p><em>Fiyatlar kişi başıdır ve 15 Ocak 2026'ya kadar geçerlidir. %30 ön ödeme ile oteller ve charter uçuş kesinleştirilir; iptal koşulları otellerin grup sözleşmelerine bağlıdır ve sözleşme ekinde yer alır.</em></p>", "90%"),
    testimonial("Referanslarımız", [
      ["120 kişilik bayi gezimizi tek bir aksaklık olmadan yönettiler. Balon sabahı, bayilerimizin hâlâ ilk anlattığı an.", "Pazarlama Direktörü, ulusal bir otomotiv markası"],
    ]),
    heading("Konum", 2),
    mapLocation("Uçhisar, Nevşehir, Kapadokya", 38.6306, 34.8053, 12),
    bizcard({ name: "Murat Ersoy", title: "Teşvik Gezileri Müdürü", company: "Anadolu Rota DMC", email: "murat.ersoy@anadolurota.com", phone: "+90 212 555 03 87", instagram: "anadolurotadmc", website: "www.anadolurota.com" }),
  ],
};
