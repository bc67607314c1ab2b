import { bizcard, cards, cover, divider, heading, imageAndText, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { blushAndSage } from "./styles";

// Weddings / proposal / customized-presentation-and-offer: a full-service planner's tailored offer.

const shared = { product: "proposal", group: "customized-presentation-and-offer", sectors: ["Weddings-100", "Flowers-50", "Venue-40", "Finecatering-30", "Other-20"], sortOrder: 10, style: blushAndSage } as const;

export const weddingProposalEn: TemplateDefinition = {
  ...shared,
  name: "wedding-proposal-en",
  title: "Wedding planning proposal",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Amelia & Theo", "A wedding planning proposal · Saturday 12 September 2026 · Elmbridge Manor, the Cotswolds", "wed-cover", { overlay: 0.12 }),
    heading("Dear Amelia and Theo,", 1),
    paragraph(
      "<p>Thank you for a wonderful afternoon at Elmbridge Manor. Walking the walled garden with you, we could already picture the long tables under the lime trees, the candlelight and the sound of your friends singing late into the night.</p><p>This proposal sets out how we would plan and design your weekend: what we take care of, how the next twelve months unfold, and a transparent investment. Everything here can be shaped further around you.</p>",
    ),
    divider("laurel", { padding: 18, opacity: 0.7 }),
    heading("Our approach", 1),
    imageAndText(
      "wed-arch",
      "<p><strong>Calm planning, considered design.</strong> One lead planner looks after you from the first call to the last dance, supported by a designer and an on-the-day team of three.</p><ul><li>A design concept built around your story: an English country garden in late summer, blush roses, olive and soft candlelight</li><li>Every supplier chosen, briefed and contracted with you, from florist to string quartet</li><li>A shared planning portal with budget, guest list and timelines, updated weekly</li><li>A full rehearsal on Friday, so that on the day you only have to be present</li></ul>",
      "left",
      44,
    ),
    heading("Your weekend at a glance", 1),
    cards(
      [
        ["wed-table", "Friday · Welcome supper", "Relaxed drinks in the orangery for 60 guests, wood-fired pizzas and a jazz trio while everyone arrives."],
        ["wed-arch", "Saturday · Ceremony", "Vows at 2 pm under a rose and olive arch in the walled garden, followed by champagne and lawn games."],
        ["wed-rings", "Saturday · Reception", "A family-style dinner for 110 at long tables, speeches between courses and dancing in the great barn until midnight."],
      ],
      3,
      190,
    ),
    heading("The planning journey", 1),
    cards(
      [
        [null, "12 – 9 months", "Concept and moodboard, budget plan, venue contract review, photographer, caterer and band booked."],
        [null, "8 – 4 months", "Florals, stationery and styling designed; menu tasting; guest accommodation and transport arranged."],
        [null, "3 – 1 months", "Final floor plan, minute-by-minute timeline, supplier briefings and a site visit with every lead."],
        [null, "Wedding week", "Rehearsal, deliveries checked in, set-up led by our team, and a calm handover to you on the morning."],
      ],
      4,
      150,
    ),
    heading("Your investment", 1),
    pricingTable(
      [
        { section: "Planning & design" },
        { name: "Full planning service", description: "Twelve months of planning, budget management, supplier sourcing and contracts, unlimited calls and six planning meetings.", price: 6800 },
        { name: "Design concept & styling", description: "Moodboard, colour palette, tablescape design, signage and stationery direction.", price: 1950 },
        { name: "Venue site visits", description: "Two visits with your caterer, florist and production team.", price: 240, qty: 2 },
        { section: "The wedding weekend" },
        { name: "Friday rehearsal & welcome supper coordination", price: 650 },
        { name: "On-the-day team", description: "Lead planner and three coordinators, from 9 am set-up to the end of the night.", price: 1850 },
        { name: "Styling installation & breakdown", description: "Placing table linen, candles, signage and favours; clearing everything we bring.", price: 780 },
      ],
      { currency: "GBP", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Service", grandTotalTitle: "Total investment" } },
    ),
    paragraph(
      "<p><em>Supplier costs (venue, catering, florals, music, photography) are contracted directly with you at our trade rates and are not part of this fee. A 30% retainer secures your date; the balance is paid in three instalments, the last one month before the wedding. This proposal is valid for 21 days.</em></p>",
      "90%",
    ),
    divider("line", { padding: 24, opacity: 0.4 }),
    testimonial("Kind words from our couples", [
      ["Sage & Ribbon turned a hundred decisions into a handful of lovely conversations. On the day we didn't think about a single thing except each other.", "Harriet & Sam, married at Barnsley House"],
      ["The design was more beautiful than anything we could have imagined, and our families still talk about how relaxed the whole weekend felt.", "Priya & Oliver, married at Elmore Court"],
    ]),
    divider("flourish", { padding: 24, opacity: 0.6 }),
    paragraph("<p style=\"text-align: center\">We would love to plan this with you. Reply to this proposal or book a call, and we will hold 12 September for you for the next three weeks.</p>"),
    bizcard({ name: "Eleanor Price", title: "Founder & Lead Planner", company: "Sage & Ribbon Weddings", email: "eleanor@sageandribbon.co.uk", phone: "+44 7700 900482", instagram: "sageandribbonweddings", website: "www.sageandribbon.co.uk" }),
  ],
};

export const weddingProposalTr: TemplateDefinition = {
  ...shared,
  name: "wedding-proposal-tr",
  title: "Düğün organizasyon teklifi",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Elif & Kerem", "Düğün organizasyon teklifi · 5 Eylül 2026, Cumartesi · Zeytin Bahçesi Bağ Evi, Urla", "wed-cover", { overlay: 0.12 }),
    heading("Sevgili Elif ve Kerem,", 1),
    paragraph(
      "<p>Geçen hafta Urla'daki bağ evinde geçirdiğimiz o güzel öğleden sonra için çok teşekkür ederiz. Zeytin ağaçlarının altında uzanan uzun masaları, gün batımında yanan mumları ve sabaha kadar süren dansı şimdiden hayal etmeye başladık.</p><p>Bu teklifte düğününüzü nasıl planlayıp tasarlayacağımızı, önümüzdeki on iki ayın nasıl ilerleyeceğini ve şeffaf bir bütçeyi bulacaksınız. Her detayı sizinle birlikte yeniden şekillendirebiliriz.</p>",
    ),
    divider("laurel", { padding: 18, opacity: 0.7 }),
    heading("Çalışma şeklimiz", 1),
    imageAndText(
      "wed-arch",
      "<p><strong>Sakin bir planlama, özenli bir tasarım.</strong> İlk görüşmeden son dansa kadar tek bir proje yöneticisi sizinle ilgilenir; yanında bir tasarımcı ve düğün günü üç kişilik bir ekip olur.</p><ul><li>Hikâyenize göre kurgulanan bir konsept: Ege'de geç yaz, pudra güller, zeytin dalları ve yumuşak mum ışığı</li><li>Çiçekçiden canlı müziğe kadar tüm tedarikçilerin sizinle birlikte seçilmesi, brief'lenmesi ve sözleşmelerin takibi</li><li>Bütçe, davetli listesi ve zaman planının haftalık güncellendiği ortak bir planlama dosyası</li><li>Cuma günü tam prova: düğün günü size yalnızca anın tadını çıkarmak kalır</li></ul>",
      "left",
      44,
    ),
    heading("Bir bakışta düğün hafta sonunuz", 1),
    cards(
      [
        ["wed-table", "Cuma · Kına gecesi", "Bağ evinin avlusunda 80 kişilik, fasıl eşliğinde samimi bir kına gecesi; lokumlar, şerbet ve kına tepsisi hazır."],
        ["wed-arch", "Cumartesi · Nikâh", "Saat 18.30'da zeytinlikteki gül ve zeytin dalı takının altında nikâh, ardından limonata ve kokteyl."],
        ["wed-rings", "Cumartesi · Düğün yemeği", "Uzun masalarda 160 davetliye Ege mutfağından servis, konuşmalar, ilk dans ve gece yarısına kadar DJ performansı."],
      ],
      3,
      190,
    ),
    heading("Planlama takvimi", 1),
    cards(
      [
        [null, "12 – 9 ay kala", "Konsept ve moodboard, bütçe planı, mekân sözleşmesinin incelenmesi; fotoğrafçı, catering ve müzik rezervasyonları."],
        [null, "8 – 4 ay kala", "Çiçek, davetiye ve dekor tasarımı; menü tadımı; misafir konaklaması ve transferlerin planlanması."],
        [null, "3 – 1 ay kala", "Oturma planı, dakika dakika akış, tedarikçi toplantıları ve tüm ekiplerle mekân keşfi."],
        [null, "Düğün haftası", "Prova, teslimatların kontrolü, kurulumun ekibimizce yönetilmesi ve sabah size sakin bir teslim."],
      ],
      4,
      150,
    ),
    heading("Bütçe", 1),
    pricingTable(
      [
        { section: "Planlama ve tasarım" },
        { name: "Tam kapsamlı düğün planlama", description: "On iki aylık planlama, bütçe yönetimi, tedarikçi seçimi ve sözleşmeler, sınırsız telefon görüşmesi ve altı planlama toplantısı.", price: 285000 },
        { name: "Konsept tasarım ve stil", description: "Moodboard, renk paleti, masa tasarımı, yönlendirme tabelaları ve davetiye konsepti.", price: 85000 },
        { name: "Mekân keşfi", description: "Catering, çiçek ve prodüksiyon ekipleriyle iki keşif ziyareti.", price: 9500, qty: 2 },
        { section: "Düğün hafta sonu" },
        { name: "Kına gecesi koordinasyonu", price: 42000 },
        { name: "Düğün günü ekibi", description: "Proje yöneticisi ve üç koordinatör, sabah 10.00'daki kurulumdan gecenin sonuna kadar.", price: 78000 },
        { name: "Dekor kurulumu ve söküm", description: "Masa örtüleri, mumlar, tabelalar ve hediyeliklerin yerleştirilmesi; getirdiğimiz her şeyin toplanması.", price: 32000 },
      ],
      { currency: "TRY", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Hizmet", grandTotalTitle: "Toplam (KDV dahil)" }, lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." } },
    ),
    paragraph(
      "<p><em>Mekân, catering, çiçek, müzik ve fotoğraf gibi tedarikçi bedelleri ayrıca, bizim anlaşmalı fiyatlarımızla doğrudan sizinle sözleşmeye bağlanır. Tarihinizi %30 kapora ile ayırıyoruz; kalan tutar üç taksitte, sonuncusu düğünden bir ay önce ödenir. Teklif 21 gün geçerlidir.</em></p>",
      "90%",
    ),
    divider("line", { padding: 24, opacity: 0.4 }),
    testimonial("Çiftlerimiz ne diyor?", [
      ["Yüzlerce kararı birkaç keyifli sohbete dönüştürdüler. Düğün günü birbirimizden başka hiçbir şeyi düşünmedik.", "Selin & Mert, Alaçatı"],
      ["Tasarım hayal ettiğimizden çok daha güzeldi. Ailelerimiz hâlâ o hafta sonunun ne kadar huzurlu geçtiğini konuşuyor.", "Naz & Barış, Sapanca"],
    ]),
    divider("flourish", { padding: 24, opacity: 0.6 }),
    paragraph("<p style=\"text-align: center\">Bu hikâyeyi sizinle birlikte yazmak isteriz. Teklifi yanıtlamanız ya da bir görüşme ayarlamanız yeterli; 5 Eylül'ü üç hafta boyunca sizin için ayırıyoruz.</p>"),
    bizcard({ name: "Deniz Aksoy", title: "Kurucu & Düğün Planlamacısı", company: "Lavanta Düğün Tasarım", email: "deniz@lavantadugun.com.tr", phone: "+90 532 418 27 64", instagram: "lavantadugun", website: "www.lavantadugun.com.tr" }),
  ],
};
