import { bizcard, cards, cover, divider, heading, imageAndText, paragraph, pricingTable, type TemplateDefinition } from "./kit";
import { buttercream } from "./styles";

// Cakes / invoice / project-and-event-management: a cake order confirmation with deposit and balance.

const shared = { product: "invoice", group: "project-and-event-management", sectors: ["Cakes-100", "Finecatering-40", "Weddings-30", "Other-20"], sortOrder: 70, style: buttercream } as const;

export const cakeOrderEn: TemplateDefinition = {
  ...shared,
  name: "cake-order-invoice-en",
  title: "Wedding cake order & invoice",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Your wedding cake", "Order confirmation & invoice · CB-2026-118", "cake-cover", { overlay: 0.08, height: "medium", align: "left" }),
    paragraph(
      "<p>Dear Emily and Rhys, thank you for joining us for your tasting. It was a joy to watch you argue over the raspberry and the salted caramel! Here is everything we agreed, ready for your confirmation.</p><ul><li><strong>Delivery:</strong> Saturday 4 July, 1 pm, to Hartwell Barn, Oxfordshire</li><li><strong>Serves:</strong> 110 dessert portions</li><li><strong>Set-up:</strong> on the venue's cake table, by the window, with a cake knife and server</li></ul>",
    ),
    heading("The design", 1),
    imageAndText(
      "cake-slice",
      "<p>Three tiers in soft ivory buttercream with a hand-piped lace border, dressed on the day with garden roses and ranunculus from your florist, Wild Verbena (no wires in the cake; all stems wrapped and food-safe).</p><p><em>Height about 45 cm on a 35 cm ivory cake board.</em></p>",
      "left",
      45,
    ),
    heading("Your flavours", 2),
    cards(
      [
        ["cake-tasting", "Bottom tier · 10 inch", "Pistachio sponge, raspberry compote and white chocolate ganache."],
        ["cake-slice", "Middle tier · 8 inch", "Salted caramel, brown butter sponge and caramelised pecans."],
        ["cake-cover", "Top tier · 6 inch", "Lemon and elderflower with a vanilla bean buttercream, to keep for your anniversary."],
      ],
      3,
      160,
    ),
    divider("scallops", { padding: 20, opacity: 0.6 }),
    heading("Invoice", 1),
    pricingTable(
      [
        { name: "Three-tier buttercream wedding cake, 110 portions", description: "Hand-piped lace detail; three flavours as above.", price: 720 },
        { name: "Kitchen cake for extra portions", description: "A 10-inch pistachio and raspberry cake, cut in the kitchen.", price: 110 },
        { name: "Fresh flower dressing on the day", price: 65 },
        { name: "Delivery and set-up in Oxfordshire", price: 75 },
        { name: "Cake stand hire, gold, 35 cm", description: "Collected the following Monday.", price: 20 },
      ],
      { currency: "GBP", taxType: "NONE", discounts: [{ title: "Tasting fee credited", value: 35, isAbsolute: true }], titles: { nameTitle: "Description", grandTotalTitle: "Order total" } },
    ),
    pricingTable(
      [{ name: "Deposit received 14 February 2026, with thanks", price: 300 }],
      { currency: "GBP", taxType: "NONE", effectType: "PAID_INVOICE", titles: { nameTitle: "Payments", grandTotalTitle: "Paid so far" } },
    ),
    paragraph(
      "<p><strong>Balance due by 20 June 2026</strong>, by bank transfer to Crumb &amp; Bloom Cake Atelier, reference CB-2026-118. Final portion numbers can change until that date. Cancellations more than 8 weeks before the wedding are refunded minus the deposit.</p>",
    ),
    bizcard({ name: "Hannah Clarke", title: "Cake Designer", company: "Crumb & Bloom Cake Atelier", email: "orders@crumbandbloom.co.uk", phone: "+44 1865 555 0193", instagram: "crumbandbloomcakes", website: "www.crumbandbloom.co.uk" }),
  ],
};

export const cakeOrderTr: TemplateDefinition = {
  ...shared,
  name: "cake-order-invoice-tr",
  title: "Düğün pastası siparişi ve fatura",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Düğün pastanız", "Sipariş onayı ve fatura · LP-2026-064", "cake-cover", { overlay: 0.08, height: "medium", align: "left" }),
    paragraph(
      "<p>Sevgili Buse ve Tolga, tadıma geldiğiniz için çok teşekkür ederiz. Frambuaz mı tuzlu karamel mi tartışmanızı izlemek çok keyifliydi! Anlaştığımız her şeyi onayınıza sunuyoruz.</p><ul><li><strong>Teslimat:</strong> 27 Haziran Cumartesi, saat 15.00, Kuzguncuk Bahçe Evi</li><li><strong>Porsiyon:</strong> 180 kişilik tatlı porsiyonu</li><li><strong>Kurulum:</strong> mekânın pasta masasında, pencere önünde; pasta bıçağı ve servis spatulası dahil</li></ul>",
    ),
    heading("Tasarım", 1),
    imageAndText(
      "cake-slice",
      "<p>Fildişi tereyağlı kremayla kaplı, el işi dantel süslemeli üç katlı pasta; düğün günü çiçekçiniz Manolya Atölyesi'nin bahçe gülleri ve düğünçiçekleriyle süslenir (pastaya tel girmez, tüm saplar gıdaya uygun şekilde sarılır).</p><p><em>Yaklaşık 45 cm yükseklik, 35 cm fildişi altlık.</em></p>",
      "left",
      45,
    ),
    heading("Seçtiğiniz lezzetler", 2),
    cards(
      [
        ["cake-tasting", "Alt kat · 26 cm", "Antep fıstıklı pandispanya, frambuaz kompostosu ve beyaz çikolatalı ganaj."],
        ["cake-slice", "Orta kat · 20 cm", "Tuzlu karamel, kavrulmuş tereyağlı kek ve karamelize ceviz."],
        ["cake-cover", "Üst kat · 15 cm", "Limon ve mürver çiçeği, vanilyalı krema; yıl dönümünüz için saklamanız üzere."],
      ],
      3,
      160,
    ),
    divider("scallops", { padding: 20, opacity: 0.6 }),
    heading("Fatura", 1),
    pricingTable(
      [
        { name: "Üç katlı düğün pastası, 180 porsiyon", description: "El işi dantel süsleme; yukarıdaki üç lezzet.", price: 68000 },
        { name: "Mutfak pastası (ek porsiyonlar için)", description: "Mutfakta dilimlenen 26 cm fıstıklı frambuazlı pasta.", price: 9500 },
        { name: "Düğün günü taze çiçek süslemesi", price: 4500 },
        { name: "İstanbul içi teslimat ve kurulum", price: 3500 },
        { name: "Altın pasta standı kiralama", description: "Pazartesi günü teslim alınır.", price: 1500 },
      ],
      {
        currency: "TRY",
        taxType: "SINGLE",
        tax: 10,
        discounts: [{ title: "Tadım ücreti mahsubu", value: 2500, isAbsolute: true }],
        titles: { nameTitle: "Açıklama", grandTotalTitle: "Sipariş toplamı (KDV dahil)" },
        lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." },
      },
    ),
    pricingTable(
      [{ name: "14 Şubat 2026 tarihinde alınan kapora", price: 25000 }],
      { currency: "TRY", taxType: "NONE", effectType: "PAID_INVOICE", titles: { nameTitle: "Ödemeler", grandTotalTitle: "Ödenen" }, lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." } },
    ),
    paragraph(
      "<p><strong>Kalan tutarın son ödeme tarihi 13 Haziran 2026'dır.</strong> Ödemenizi Lale Pasta Atölyesi hesabına, açıklama kısmına LP-2026-064 yazarak havale ya da EFT ile yapabilirsiniz. Porsiyon sayısı bu tarihe kadar değiştirilebilir. Düğünden 8 haftadan önce yapılan iptallerde kapora dışındaki tutar iade edilir.</p>",
    ),
    bizcard({ name: "Lale Demir", title: "Pasta Tasarımcısı", company: "Lale Pasta Atölyesi", email: "siparis@lalepasta.com.tr", phone: "+90 216 555 07 31", instagram: "lalepastaatolyesi", website: "www.lalepasta.com.tr" }),
  ],
};
