import { bizcard, cards, cover, divider, heading, imageAndText, mapLocation, paragraph, rsvpForm, type TemplateDefinition } from "./kit";
import { ivoryAndGold } from "./styles";

// Weddings / invitation / project-and-event-management: an invitation with the weekend and an RSVP form.

const shared = { product: "invitation", group: "project-and-event-management", sectors: ["Weddings-90", "Venue-40", "Other-30", "DMC-20"], sortOrder: 80, style: ivoryAndGold } as const;

export const weddingInvitationEn: TemplateDefinition = {
  ...shared,
  name: "wedding-invitation-en",
  title: "Wedding invitation with RSVP",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Sophie & Daniel", "are getting married · Saturday 19 September 2026 · Fiesole, Tuscany", "inv-cover", { overlay: 0.12 }),
    heading("Together with their families", 1, "center"),
    paragraph(
      "<p style=\"text-align: center\">Sophie Bennett and Daniel Moreau<br>joyfully invite you to celebrate their marriage<br>among the olive groves of Villa Le Fontanelle,<br>above Florence.</p>",
      "125%",
    ),
    divider("laurel", { padding: 24, opacity: 0.8, color: "#a8864a" }),
    heading("The weekend", 1, "center"),
    cards(
      [
        [null, "Friday 18 September", "Welcome aperitivo on the terrace from 7 pm. Casual dress, comfortable shoes for the gravel."],
        [null, "Saturday 19 September", "Ceremony in the olive grove at 4 pm, followed by dinner and dancing under the stars until late."],
        [null, "Sunday 20 September", "A long, lazy farewell brunch by the pool from 11 am, for everyone who is still standing."],
      ],
      3,
      150,
    ),
    imageAndText(
      "inv-venue",
      "<p><strong>Villa Le Fontanelle</strong><br>Via di Fontanelle 12, Fiesole</p><p>The villa is twenty minutes by car from Florence. A shuttle leaves Piazza della Libertà at 3 pm on Saturday and returns at midnight and 1 am.</p><p><strong>Dress code:</strong> summer formal. The ceremony is on grass; block heels are your friend.</p><p><strong>Where to stay:</strong> we have held rooms at Hotel Villa Fiesole and in Florence until 30 June; ask us for the code.</p>",
      "left",
      48,
    ),
    mapLocation("Via di Fontanelle 12, 50014 Fiesole, Florence, Italy", 43.8058, 11.2934, 13),
    divider("laurel", { padding: 24, opacity: 0.8, color: "#a8864a" }),
    heading("Kindly reply by 1 July", 1, "center"),
    rsvpForm({
      lang: "en",
      title: "Will you join us?",
      hasGreeting: true,
      hasAdult: true,
      hasDietaryRequirements: true,
      phone: "",
      email: "",
      joining: null,
      excuse: { msg: "We are so sorry to miss it, and we will be thinking of you both on the day.", email: "" },
      peopleSection: { title: "Who is coming?", subtitle: "Please add everyone named on your invitation.", people: [], maxPeople: 4 },
      eventsSection: {
        title: "Which events will you attend?",
        subtitle: "",
        events: [
          { lang: "en", title: "Welcome aperitivo", subtitle: "Friday 18 September, 7 pm", desc: "On the terrace of Villa Le Fontanelle", joining: null },
          { lang: "en", title: "Ceremony & dinner", subtitle: "Saturday 19 September, 4 pm", desc: "In the olive grove, then dinner and dancing", joining: null },
          { lang: "en", title: "Farewell brunch", subtitle: "Sunday 20 September, 11 am", desc: "By the pool", joining: null },
        ],
      },
    }),
    paragraph("<p style=\"text-align: center\"><em>Questions about travel or the weekend? Our planner Chiara is happy to help.</em></p>", "90%"),
    bizcard({ name: "Chiara Benedetti", title: "Wedding Planner", company: "Oliva Weddings Tuscany", email: "chiara@olivaweddings.it", phone: "+39 055 555 0178", instagram: "olivaweddings", website: "" }),
  ],
};

export const weddingInvitationTr: TemplateDefinition = {
  ...shared,
  name: "wedding-invitation-tr",
  title: "LCV formlu düğün davetiyesi",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Zeynep & Emre", "evleniyor · 26 Eylül 2026, Cumartesi · Bodrum", "inv-cover", { overlay: 0.12 }),
    heading("Ailelerimizin izniyle", 1, "center"),
    paragraph(
      "<p style=\"text-align: center\">Zeynep ile Emre'nin hayatlarını birleştirdikleri<br>bu mutlu günde, Gündoğan'daki zeytinliğimizde<br>sizleri de aramızda görmekten<br>onur ve mutluluk duyarız.</p>",
      "125%",
    ),
    paragraph("<p style=\"text-align: center\"><em>Ayşe &amp; Hakan Kaya · Leyla &amp; Murat Aydın</em></p>"),
    divider("laurel", { padding: 24, opacity: 0.8, color: "#a8864a" }),
    heading("Düğün hafta sonu", 1, "center"),
    cards(
      [
        [null, "25 Eylül, Cuma · Kına gecesi", "Saat 20.00'de bahçede, yalnızca kadınlara özel kına gecesi. Kırmızı bir dokunuş çok yakışır."],
        [null, "26 Eylül, Cumartesi · Nikâh ve düğün", "Saat 18.30'da zeytinlikte nikâh; ardından deniz kenarında akşam yemeği ve sabaha kadar dans."],
        [null, "27 Eylül, Pazar · Veda kahvaltısı", "Saat 11.00'den itibaren havuz başında uzun bir serpme kahvaltı."],
      ],
      3,
      150,
    ),
    imageAndText(
      "inv-venue",
      "<p><strong>Zeytinlik Bahçe</strong><br>Gündoğan Mahallesi, Bodrum / Muğla</p><p>Mekân Bodrum merkeze 20 dakika uzaklıkta. Cumartesi günü saat 17.30'da Bodrum Marina önünden servis kalkacak; dönüş servisleri 00.30 ve 02.00'de.</p><p><strong>Kıyafet:</strong> yazlık şık. Nikâh çimenlik alanda olacak, ince topuklar yerine dolgu topuk öneririz.</p><p><strong>Konaklama:</strong> Gündoğan'daki iki otelde 15 Temmuz'a kadar indirimli oda bloğumuz var; kodu bize sorabilirsiniz.</p>",
      "left",
      48,
    ),
    mapLocation("Gündoğan Mahallesi, 48400 Bodrum, Muğla", 37.1277, 27.3515, 13),
    divider("laurel", { padding: 24, opacity: 0.8, color: "#a8864a" }),
    heading("Lütfen 15 Ağustos'a kadar yanıtlayın", 1, "center"),
    rsvpForm({
      lang: "tr",
      title: "Bizimle olacak mısınız?",
      hasGreeting: true,
      hasAdult: true,
      hasDietaryRequirements: true,
      phone: "",
      email: "",
      joining: null,
      excuse: { msg: "Aranızda olamadığımız için çok üzgünüz; o gün kalbimiz sizinle olacak.", email: "" },
      peopleSection: { title: "Kimler geliyor?", subtitle: "Lütfen davetiyede adı geçen herkesi ekleyin.", people: [], maxPeople: 4 },
      eventsSection: {
        title: "Hangi etkinliklere katılacaksınız?",
        subtitle: "",
        events: [
          { lang: "tr", title: "Kına gecesi", subtitle: "25 Eylül Cuma, 20.00", desc: "Zeytinlik Bahçe, yalnızca kadın misafirler", joining: null },
          { lang: "tr", title: "Nikâh ve düğün yemeği", subtitle: "26 Eylül Cumartesi, 18.30", desc: "Zeytinlikte nikâh, ardından akşam yemeği ve dans", joining: null },
          { lang: "tr", title: "Veda kahvaltısı", subtitle: "27 Eylül Pazar, 11.00", desc: "Havuz başında", joining: null },
        ],
      },
    }),
    paragraph("<p style=\"text-align: center\"><em>Ulaşım ve konaklamayla ilgili sorularınız için düğün planlamacımız Deniz Hanım'a ulaşabilirsiniz.</em></p>", "90%"),
    bizcard({ name: "Deniz Aksoy", title: "Düğün Planlamacısı", company: "Lavanta Düğün Tasarım", email: "deniz@lavantadugun.com.tr", phone: "+90 532 418 27 64", instagram: "lavantadugun", website: "" }),
  ],
};
