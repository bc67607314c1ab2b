import { bizcard, cards, carousel, cover, divider, heading, imageAndText, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { monochrome } from "./styles";

// Photography / proposal / sales-and-promotion: a photographer's collections and prices.

const shared = { product: "proposal", group: "sales-and-promotion", sectors: ["Photography-100", "Weddings-50", "Other-20"], sortOrder: 40, style: monochrome } as const;

export const photographyPackagesEn: TemplateDefinition = {
  ...shared,
  name: "photography-packages-en",
  title: "Photography packages & pricing",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Hollis & Grey", "Wedding photography collections · 2026 season", "photo-cover", { overlay: 0.2, align: "left" }),
    heading("Honest pictures of real days", 1),
    imageAndText(
      "photo-couple",
      "<p>We photograph weddings the way they feel: quietly, without staging, with an eye for light and the moments in between. Two photographers, one calm presence, and a gallery you will want to open again in twenty years.</p><p><strong>How we work</strong></p><ul><li>A planning call and a shot list built around your families</li><li>Natural light first, discreet flash after dark</li><li>A preview of 40 images within 72 hours</li><li>Your full, hand-edited gallery within six weeks</li></ul>",
      "left",
      40,
    ),
    carousel(
      [
        ["photo-details", "Details before the ceremony"],
        ["photo-horizon", "First look by the sea"],
        ["photo-light", "Film-inspired colour and grain"],
      ],
      420,
    ),
    divider("line", { padding: 20, opacity: 0.3 }),
    heading("Collections", 1),
    cards(
      [
        ["photo-details", "Essential · £1,950", "Six hours of coverage by one photographer, from getting ready to the first dance. Around 450 edited images in an online gallery."],
        ["photo-couple", "Signature · £2,900", "Ten hours with two photographers, an engagement session and around 800 edited images. Our most booked collection."],
        ["photo-horizon", "Heirloom · £4,200", "Full-day coverage with two photographers, the welcome dinner, a fine-art album and a set of archival prints."],
      ],
      3,
      210,
    ),
    heading("A sample booking", 2),
    pricingTable(
      [
        { section: "Collection" },
        { name: "Signature collection", description: "Ten hours, two photographers, engagement session, online gallery.", price: 2900 },
        { section: "Add-ons" },
        { name: "Additional hour of coverage", price: 220, qty: 2 },
        { name: "Linen-bound album, 30 spreads", description: "Hand-made in Italy, with a design round and two revisions.", price: 690 },
        { name: "Parent albums, 20 spreads", price: 280, qty: 2 },
        { name: "Travel within 100 miles of Bath", price: 0 },
      ],
      { currency: "GBP", taxType: "NONE", titles: { nameTitle: "Item", grandTotalTitle: "Your total" } },
    ),
    paragraph("<p><em>A £600 retainer reserves your date; the balance is due four weeks before the wedding. We are not VAT registered, so prices are final. Travel beyond 100 miles is charged at cost.</em></p>", "90%"),
    testimonial("", [
      ["We barely noticed them all day, and then the gallery arrived and we cried through every page. They caught our grandmothers laughing together, which is now the most precious picture we own.", "Lucy & Ben, married at Euridge Manor"],
      ["Calm, kind and unbelievably talented. The album is a work of art.", "Amara & Josh, married in Bath"],
    ]),
    divider("line", { padding: 20, opacity: 0.3 }),
    heading("Good to know", 2),
    cards(
      [
        [null, "Do you travel?", "Yes, across the UK and Europe. Destination weddings include two nights of accommodation."],
        [null, "Can we print our images?", "Every gallery comes with a personal print licence and high-resolution downloads."],
        [null, "What if it rains?", "Some of our favourite pictures were made under umbrellas. We scout indoor light beforehand."],
      ],
      3,
      150,
    ),
    bizcard({ name: "Tom Hollis", title: "Photographer", company: "Hollis & Grey Photography", email: "studio@hollisandgrey.co.uk", phone: "+44 7700 900731", instagram: "hollisandgrey", website: "www.hollisandgrey.co.uk" }),
  ],
};

export const photographyPackagesTr: TemplateDefinition = {
  ...shared,
  name: "photography-packages-tr",
  title: "Fotoğraf paketleri ve fiyatlar",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Gri Işık Stüdyo", "Düğün fotoğrafçılığı paketleri · 2026 sezonu", "photo-cover", { overlay: 0.2, align: "left" }),
    heading("Gerçek günlerin dürüst fotoğrafları", 1),
    imageAndText(
      "photo-couple",
      "<p>Düğünleri hissettirdiği gibi çekiyoruz: sessizce, poz verdirmeden, ışığa ve aradaki küçük anlara dikkat ederek. İki fotoğrafçı, tek bir sakin varlık ve yirmi yıl sonra da açıp bakmak isteyeceğiniz bir galeri.</p><p><strong>Nasıl çalışıyoruz?</strong></p><ul><li>Ailelerinize göre hazırlanan bir çekim listesi ve ön görüşme</li><li>Önce doğal ışık, hava karardıktan sonra göze batmayan flaş</li><li>72 saat içinde 40 fotoğraflık ön izleme</li><li>Altı hafta içinde tek tek düzenlenmiş tam galeri</li></ul>",
      "left",
      40,
    ),
    carousel(
      [
        ["photo-details", "Törenden önce detaylar"],
        ["photo-horizon", "Deniz kenarında ilk bakış"],
        ["photo-light", "Film tadında renk ve gren"],
      ],
      420,
    ),
    divider("line", { padding: 20, opacity: 0.3 }),
    heading("Paketler", 1),
    cards(
      [
        ["photo-details", "Yalın · 55.000 TL", "Tek fotoğrafçıyla altı saatlik çekim; hazırlıktan ilk dansa. Online galeride yaklaşık 450 düzenlenmiş fotoğraf."],
        ["photo-couple", "İmza · 85.000 TL", "İki fotoğrafçıyla on saat, düğün öncesi çekim ve yaklaşık 800 düzenlenmiş fotoğraf. En çok tercih edilen paketimiz."],
        ["photo-horizon", "Miras · 125.000 TL", "İki fotoğrafçıyla tüm gün, kına ya da nişan gecesi, el yapımı albüm ve arşiv kalitesinde baskılar."],
      ],
      3,
      210,
    ),
    heading("Örnek rezervasyon", 2),
    pricingTable(
      [
        { section: "Paket" },
        { name: "İmza paketi", description: "On saat, iki fotoğrafçı, düğün öncesi çekim, online galeri.", price: 85000 },
        { section: "Ekler" },
        { name: "Ek çekim saati", price: 6500, qty: 2 },
        { name: "Keten kapaklı albüm, 30 sayfa", description: "İtalya'da el yapımı; tasarım turu ve iki revizyon dahil.", price: 22000 },
        { name: "Aile albümü, 20 sayfa", price: 9000, qty: 2 },
        { name: "Kına gecesi çekimi (3 saat)", price: 18000 },
      ],
      { currency: "TRY", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Kalem", grandTotalTitle: "Toplam (KDV dahil)" }, lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." } },
    ),
    paragraph("<p><em>Tarihiniz 20.000 TL kapora ile ayrılır; kalan tutar düğünden dört hafta önce ödenir. İstanbul dışındaki çekimlerde ulaşım ve konaklama ayrıca faturalandırılır.</em></p>", "90%"),
    testimonial("", [
      ["Gün boyunca varlıklarını neredeyse hiç hissetmedik; galeri geldiğinde ise her sayfada ağladık. Anneannelerimizin birlikte kahkaha attığı o kare, artık sahip olduğumuz en değerli fotoğraf.", "İpek & Burak, Bozcaada"],
      ["Sakin, nazik ve inanılmaz yetenekli bir ekip. Albüm tam bir sanat eseri.", "Ece & Tolga, İstanbul"],
    ]),
    divider("line", { padding: 20, opacity: 0.3 }),
    heading("Sık sorulanlar", 2),
    cards(
      [
        [null, "Şehir dışına geliyor musunuz?", "Evet, Türkiye'nin her yerine ve yurt dışına. Destinasyon düğünlerinde iki gece konaklama talep ediyoruz."],
        [null, "Fotoğrafları bastırabilir miyiz?", "Her galeriyle birlikte kişisel baskı izni ve yüksek çözünürlüklü dosyalar teslim edilir."],
        [null, "Yağmur yağarsa?", "En sevdiğimiz karelerden bazıları şemsiye altında çekildi. İç mekân ışığını önceden keşfediyoruz."],
      ],
      3,
      150,
    ),
    bizcard({ name: "Kaan Yıldırım", title: "Fotoğrafçı", company: "Gri Işık Stüdyo", email: "merhaba@griisik.com.tr", phone: "+90 533 614 20 58", instagram: "griisikstudyo", website: "www.griisik.com.tr" }),
  ],
};
