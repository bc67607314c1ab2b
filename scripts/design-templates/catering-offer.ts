import { bizcard, cover, dinnerMenu, divider, heading, image, imageAndText, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { oliveAndLinen } from "./styles";

// Finecatering / proposal / customized-presentation-and-offer: a tailored menu with per-guest pricing.

const shared = { product: "proposal", group: "customized-presentation-and-offer", sectors: ["Finecatering-100", "Weddings-50", "Venue-40", "Cakes-20", "Other-20"], sortOrder: 50, style: oliveAndLinen } as const;

export const cateringOfferEn: TemplateDefinition = {
  ...shared,
  name: "catering-menu-offer-en",
  title: "Fine catering menu offer",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("A late-summer supper", "Menu proposal · The Harrington–Lowe wedding · 120 guests", "cat-cover", { overlay: 0.1, align: "left" }),
    paragraph(
      "<p>Dear Julia and Marcus, it was a pleasure to walk the vineyard with you. Below is the menu we would cook for your wedding on Saturday 19 September: seasonal, generous and served family-style at long tables, with every ingredient from farms within sixty miles of the estate.</p>",
    ),
    heading("Reception", 1),
    imageAndText(
      "cat-canapes",
      "<p>While you take photographs, your guests enjoy an hour of passed canapés (five per guest) and a sparkling welcome.</p><ul><li>Heirloom tomato tartlet, whipped ricotta, basil</li><li>Smoked trout rillettes on rye, pickled shallot</li><li>Crispy polenta, wild mushroom, aged parmesan</li><li>Lamb kofta, pomegranate molasses, mint yoghurt</li><li>Compressed melon, prosciutto, black pepper <em>(gluten free)</em></li></ul>",
      "left",
      45,
    ),
    divider("vine", { padding: 18, opacity: 0.7 }),
    dinnerMenu(
      "The Wedding Supper",
      "botanical",
      [
        ["To share", "Warm focaccia, cultured butter, olive oil from our press · Burrata, grilled peaches, hazelnut, basil"],
        ["First course", "Chilled sweetcorn soup, crab, brown butter, chive"],
        ["Main course", "Slow-roasted lamb shoulder, salsa verde · or Whole roasted cauliflower, tahini, dukkah (vegan)"],
        ["From the garden", "Charred hispi cabbage, anchovy crumb · Potatoes roasted in beef dripping · Leaves from the kitchen garden"],
        ["Dessert", "Olive oil cake, poached figs, crème fraîche, thyme honey"],
        ["Late night", "Wood-fired flatbreads, mortadella and pecorino, at 10 pm"],
      ],
      0.35,
    ),
    image("cat-wine", "Wines chosen with the estate's sommelier, poured by our bar team"),
    heading("Your investment", 1),
    pricingTable(
      [
        { section: "Food" },
        { name: "Canapé reception, five per guest", price: 18 },
        { name: "Family-style wedding supper", description: "Sharing starters, first course, main with three sides and dessert.", price: 92 },
        { name: "Late-night flatbreads", price: 11 },
        { section: "Drinks" },
        { name: "Drinks package, five hours", description: "Sparkling welcome, house wines with dinner, beers and soft drinks; corkage for your own champagne toast.", price: 48 },
        { section: "Service & equipment" },
        { name: "Service team, 1 server per 10 guests", description: "Including head chef, sous chef, bar team and event manager.", price: 42 },
        { name: "Tableware, glassware and linen hire", price: 14 },
      ],
      {
        currency: "USD",
        taxType: "SINGLE",
        tax: 8.75,
        customColumns: [{ title: "Guests", defaultValue: 120 }],
        fees: [{ title: "Kitchen set-up and travel", value: 950, isAbsolute: true }],
        titles: { nameTitle: "Per guest", grandTotalTitle: "Total for 120 guests" },
      },
    ),
    paragraph("<p><em>Prices are per guest; sales tax at 8.75% is added in the total. Final numbers are due 21 days before the wedding; dietary requirements are catered for at no extra cost. A tasting for four is included once you confirm.</em></p>", "90%"),
    testimonial("What our couples remember", [
      ["People are still talking about the lamb. Every plate came out hot, on time and beautiful, for 140 guests in a field.", "Nora & James, Sonoma"],
    ]),
    bizcard({ name: "Chef Daniel Reyes", title: "Chef & Founder", company: "Olive & Ember Fine Catering", email: "events@oliveandember.com", phone: "+1 707 555 0186", instagram: "oliveandembercatering", website: "www.oliveandember.com" }),
  ],
};

export const cateringOfferTr: TemplateDefinition = {
  ...shared,
  name: "catering-menu-offer-tr",
  title: "Catering menü teklifi",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Bağda bir akşam yemeği", "Menü teklifi · Aslı & Onur'un düğünü · 150 davetli", "cat-cover", { overlay: 0.1, align: "left" }),
    paragraph(
      "<p>Sevgili Aslı ve Onur, bağı birlikte gezmek çok keyifliydi. Aşağıda 12 Eylül Cumartesi günkü düğününüz için pişireceğimiz menüyü bulacaksınız: mevsimine uygun, cömert ve uzun masalarda paylaşarak yenen; tüm ürünleri Urla ve Karaburun'daki üreticilerden.</p>",
    ),
    heading("Karşılama kokteyli", 1),
    imageAndText(
      "cat-canapes",
      "<p>Siz fotoğraf çekimindeyken misafirleriniz bir saat boyunca servis edilen kanepeler (kişi başı beş adet) ve köpüklü karşılama içeceğinin tadını çıkarır.</p><ul><li>Çıtır yufkada lor, domates confit ve fesleğen</li><li>Çavdar ekmeğinde füme levrek, turşu arpacık</li><li>Izgara ahtapot, fava, kapari yaprağı</li><li>Mini içli köfte, nar ekşili yoğurt</li><li>Kavun, pastırma ve karabiber <em>(glutensiz)</em></li></ul>",
      "left",
      45,
    ),
    divider("vine", { padding: 18, opacity: 0.7 }),
    dinnerMenu(
      "Düğün Menüsü",
      "botanical",
      [
        ["Paylaşımlık mezeler", "Sıcak ekşi maya ekmek ve kendi zeytinyağımız · Közlenmiş biber ve ceviz · Deniz börülcesi · Girit ezmesi · Haydari"],
        ["Ara sıcak", "Tereyağlı kabak çiçeği dolması, yoğurt ve nane"],
        ["Ana yemek", "Fırında ağır pişmiş kuzu incik, kuzu jus · ya da Közde karnabahar, tahin ve dukkah (vegan)"],
        ["Bahçeden", "Zeytinyağlı enginar · Kekikli fırın patates · Bahçe yeşillikleri"],
        ["Tatlı", "Zeytinyağlı kek, incir kompostosu, kaymak ve kekik balı"],
        ["Gece yarısı", "Saat 23.00'te odun fırınından kıtır pide ve izmir kumru"],
      ],
      0.35,
    ),
    image("cat-wine", "Bağın şarap uzmanıyla seçilen Urla şarapları, bar ekibimiz tarafından servis edilir"),
    heading("Bütçe", 1),
    pricingTable(
      [
        { section: "Yemek" },
        { name: "Karşılama kokteyli, kişi başı beş kanepe", price: 650, tax: 10 },
        { name: "Paylaşımlı düğün menüsü", description: "Mezeler, ara sıcak, üç garnitürlü ana yemek ve tatlı.", price: 3200, tax: 10 },
        { name: "Gece yarısı ikramı", price: 350, tax: 10 },
        { section: "İçecek" },
        { name: "Beş saatlik içecek paketi", description: "Köpüklü karşılama, yemekte yerel şaraplar, bira ve alkolsüz içecekler.", price: 1900, tax: 20 },
        { section: "Servis ve ekipman" },
        { name: "Servis ekibi, her 10 davetliye bir garson", description: "Şef, sous-chef, bar ekibi ve etkinlik yöneticisi dahil.", price: 900, tax: 20 },
        { name: "Tabak, bardak ve masa örtüsü kiralama", price: 400, tax: 20 },
      ],
      {
        currency: "TRY",
        taxType: "MULTIPLE",
        customColumns: [{ title: "Kişi", defaultValue: 150 }],
        titles: { nameTitle: "Kişi başı", lineTaxTitle: "KDV %", totalWithTaxTitle: "KDV dahil", grandTotalTitle: "150 kişi toplam" },
        lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." },
      },
    ),
    paragraph("<p><em>Fiyatlar kişi başıdır; yiyeceklerde %10, içecek ve hizmetlerde %20 KDV uygulanır. Kesin davetli sayısı düğünden 21 gün önce bildirilir; özel beslenme ihtiyaçları ek ücret alınmadan karşılanır. Onayınızın ardından dört kişilik menü tadımı bizden.</em></p>", "90%"),
    testimonial("Çiftlerimizin hatırladıkları", [
      ["Misafirlerimiz hâlâ kuzuyu konuşuyor. Bir zeytinlikte 170 kişiye her tabak sıcak, zamanında ve çok şık geldi.", "Gizem & Arda, Alaçatı"],
    ]),
    bizcard({ name: "Şef Cem Altun", title: "Şef & Kurucu", company: "Zeytin & Köz Catering", email: "etkinlik@zeytinkoz.com.tr", phone: "+90 232 555 04 19", instagram: "zeytinkozcatering", website: "www.zeytinkoz.com.tr" }),
  ],
};
