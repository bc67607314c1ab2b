import { bizcard, cards, cards2, cover, divider, heading, image, paragraph, type TemplateDefinition } from "./kit";
import { slateAndTeal } from "./styles";

// Other / plain / project-and-event-management: a corporate event's run of show for crew and client.

const shared = { product: "plain", group: "project-and-event-management", sectors: ["Other-100", "DMC-60", "Venue-50", "Finecatering-20"], sortOrder: 90, style: slateAndTeal } as const;

export const runOfShowEn: TemplateDefinition = {
  ...shared,
  name: "corporate-run-of-show-en",
  title: "Corporate event run of show",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Northwind Leadership Summit 2026", "Run of show · Thursday 5 March 2026 · The Assembly Hall, Manchester · Version 3, issued 26 February", "corp-cover", { overlay: 0.1, align: "left", height: "medium" }),
    cards(
      [
        [null, "Guests", "240 leaders from 18 countries"],
        [null, "Doors", "08:15 registration · 09:00 start"],
        [null, "Crew call", "06:30 at the loading bay"],
        [null, "Finish", "22:30 after the awards dinner"],
      ],
      4,
      150,
    ),
    divider("line", { padding: 12, opacity: 0.25 }),
    heading("Timeline", 1),
    heading("Set-up and rehearsal", 2),
    paragraph(
      "<ul><li><strong>06:30</strong> Crew call, production and AV load-in through Gate B</li><li><strong>07:30</strong> Catering arrives; breakfast station set in the foyer</li><li><strong>07:45</strong> Tech rehearsal with the CEO and the host (30 min, cue-to-cue)</li><li><strong>08:00</strong> Registration desks live; badges sorted A–Z, 4 desks</li></ul>",
    ),
    heading("Morning plenary", 2),
    paragraph(
      "<ul><li><strong>09:00</strong> Walk-in music, house lights to 50%</li><li><strong>09:05</strong> Welcome from the host, Priya Nair</li><li><strong>09:15</strong> Keynote: “The next five years” — Anders Holt, CEO (lectern, 2 slides per minute, clicker on stage)</li><li><strong>10:00</strong> Panel: customers first, with three regional directors (4 handheld mics)</li><li><strong>10:45</strong> Coffee break, foyer and terrace</li></ul>",
    ),
    heading("Breakouts and lunch", 2),
    cards2(
      [
        ["corp-network", "11:15 · Breakout sessions", "Four rooms on level 2: Growth, People, Operations and Product. Room hosts collect the question cards and bring them to the afternoon Q&A."],
        ["corp-stage", "13:00 · Lunch and networking", "Walking lunch in the foyer with three live stations. The plenary room is reset for the afternoon during lunch (crew of 6, 45 minutes)."],
      ],
      170,
    ),
    heading("Afternoon and evening", 2),
    paragraph(
      "<ul><li><strong>14:15</strong> Strategy workshops at round tables of ten, facilitators at every table</li><li><strong>16:30</strong> Q&amp;A with the executive team, questions from the breakouts</li><li><strong>17:15</strong> Close of day; guests to hotels (coaches from the main entrance every 10 minutes)</li><li><strong>19:00</strong> Drinks reception in the Great Hall</li><li><strong>19:45</strong> Awards dinner: three courses, 8 awards between courses, band from 21:30</li><li><strong>22:30</strong> Last coach to the hotels</li></ul>",
    ),
    image("corp-stage", "Stage: 12 × 5 m, LED wall 8 × 4 m, lectern stage left, panel seating stage right"),
    heading("Contacts on the day", 1),
    cards(
      [
        [null, "Event director", "Rachel Moss · +44 7700 900615 · channel 1"],
        [null, "Production manager", "Sam Okafor · +44 7700 900428 · channel 2"],
        [null, "Client lead", "Lena Fischer, Northwind · +49 151 5550 1973"],
      ],
      3,
      150,
    ),
    heading("If things change", 2),
    paragraph(
      "<p><strong>Late speaker:</strong> the panel moves forward and the keynote follows the coffee break. <strong>Fire alarm:</strong> assembly point is Albert Square; stewards sweep their zones. <strong>Medical:</strong> first aider at registration, defibrillator behind the bar. <strong>Weather:</strong> terrace coffee moves inside to the foyer.</p>",
    ),
    bizcard({ name: "Rachel Moss", title: "Event Director", company: "Brightline Events", email: "rachel@brightline-events.co.uk", phone: "+44 7700 900615", instagram: "", website: "www.brightline-events.co.uk" }),
  ],
};

export const runOfShowTr: TemplateDefinition = {
  ...shared,
  name: "corporate-run-of-show-tr",
  title: "Kurumsal etkinlik akış planı",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Vega Teknoloji Bayi Zirvesi 2026", "Etkinlik akış planı · 12 Mart 2026, Perşembe · Haliç Kongre Merkezi, İstanbul · Sürüm 3, 5 Mart", "corp-cover", { overlay: 0.1, align: "left", height: "medium" }),
    cards(
      [
        [null, "Katılımcı", "81 ilden 320 bayi"],
        [null, "Kapılar", "08.30 kayıt · 09.30 açılış"],
        [null, "Ekip çağrısı", "06.30, yükleme rampası"],
        [null, "Bitiş", "23.00, gala yemeği sonrası"],
      ],
      4,
      150,
    ),
    divider("line", { padding: 12, opacity: 0.25 }),
    heading("Akış", 1),
    heading("Kurulum ve prova", 2),
    paragraph(
      "<ul><li><strong>06.30</strong> Teknik ekip çağrısı, B kapısından ses-ışık ve sahne yüklemesi</li><li><strong>07.30</strong> Catering ekibinin gelişi, fuaye alanında kahvaltı istasyonu</li><li><strong>08.00</strong> Genel Müdür ve sunucu ile teknik prova (30 dk, cue-to-cue)</li><li><strong>08.30</strong> Kayıt masaları açık; yaka kartları bölge bölge, 5 masa</li></ul>",
    ),
    heading("Sabah oturumu", 2),
    paragraph(
      "<ul><li><strong>09.30</strong> Giriş müziği, salon ışıkları %50</li><li><strong>09.35</strong> Sunucu Ece Tan ile açılış</li><li><strong>09.45</strong> Açılış konuşması: “2026'da birlikte büyümek” — Levent Arslan, Genel Müdür</li><li><strong>10.30</strong> Panel: bölge müdürleriyle sahadan başarı hikâyeleri (4 el mikrofonu)</li><li><strong>11.15</strong> Kahve arası, fuaye ve Haliç terası</li></ul>",
    ),
    heading("Atölyeler ve öğle yemeği", 2),
    cards2(
      [
        ["corp-network", "11.45 · Paralel atölyeler", "2. kattaki dört salonda: Satış, Servis, Dijital Pazarlama ve Yeni Ürünler. Salon sorumluları soru kartlarını toplayıp öğleden sonraki soru-cevaba getirir."],
        ["corp-stage", "13.15 · Öğle yemeği", "Fuayede üç canlı istasyonlu ayakta öğle yemeği. Bu sırada ana salon öğleden sonra düzenine çevrilir (6 kişilik ekip, 45 dakika)."],
      ],
      170,
    ),
    heading("Öğleden sonra ve akşam", 2),
    paragraph(
      "<ul><li><strong>14.30</strong> Yeni ürün lansmanı ve canlı demo</li><li><strong>16.00</strong> Yönetim kuruluyla soru-cevap</li><li><strong>17.00</strong> Günün kapanışı; otellere servis (ana girişten her 10 dakikada bir)</li><li><strong>19.30</strong> Haliç terasında kokteyl</li><li><strong>20.15</strong> Gala yemeği ve Yılın Bayileri ödülleri: üç çeşit menü, yemek aralarında 10 ödül, 22.00'den itibaren canlı müzik</li><li><strong>23.00</strong> Otellere son servis</li></ul>",
    ),
    image("corp-stage", "Sahne: 14 × 6 m, 10 × 4 m LED ekran, kürsü sahne solunda, panel koltukları sahne sağında"),
    heading("Etkinlik günü iletişim", 1),
    cards(
      [
        [null, "Etkinlik direktörü", "Burcu Şahin · 0532 555 06 15 · telsiz kanal 1"],
        [null, "Prodüksiyon sorumlusu", "Onur Kılıç · 0533 555 04 28 · telsiz kanal 2"],
        [null, "Müşteri temsilcisi", "Gökçe Uysal, Vega Teknoloji · 0535 555 19 73"],
      ],
      3,
      150,
    ),
    heading("Plan B", 2),
    paragraph(
      "<p><strong>Konuşmacı gecikirse:</strong> panel öne alınır, açılış konuşması kahve arasından sonraya kayar. <strong>Yangın alarmı:</strong> toplanma alanı ana otopark; görevliler kendi bölgelerini kontrol eder. <strong>Sağlık:</strong> ilk yardım görevlisi kayıt alanında, defibrilatör bar arkasında. <strong>Hava durumu:</strong> teras kahve arası fuayeye alınır.</p>",
    ),
    bizcard({ name: "Burcu Şahin", title: "Etkinlik Direktörü", company: "Parlak Çizgi Organizasyon", email: "burcu@parlakcizgi.com.tr", phone: "+90 532 555 06 15", instagram: "", website: "www.parlakcizgi.com.tr" }),
  ],
};
