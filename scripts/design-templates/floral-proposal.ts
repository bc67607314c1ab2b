import { bizcard, cards, cover, divider, heading, imageAndText, moodboard, paragraph, pricingTable, testimonial, type TemplateDefinition } from "./kit";
import { dustyRose } from "./styles";

// Flowers / proposal / customized-presentation-and-offer: a florist's design proposal with a moodboard.

const shared = { product: "proposal", group: "customized-presentation-and-offer", sectors: ["Flowers-100", "Weddings-70", "Venue-20", "Other-20"], sortOrder: 60, style: dustyRose } as const;

const PALETTE = ["#f0d3d2", "#d9a3a9", "#b5737c", "#a9c0b3", "#d8c3a5"];
const BOARD = ["flo-cover", "flo-peony", "flo-eucalyptus", "flo-ribbon", "flo-ranunculus", "flo-vase"];

export const floralProposalEn: TemplateDefinition = {
  ...shared,
  name: "floral-design-proposal-en",
  title: "Floral design proposal",
  lang: "en",
  sectors: [...shared.sectors],
  blocks: [
    cover("Clara & Julien", "Floral design proposal · Château de Sannes, Provence · 27 June 2026", "flo-cover", { overlay: 0.12 }),
    paragraph(
      "<p>Dear Clara and Julien, here is the floral story we imagine for your day: a garden that seems to have grown into the château overnight, loose and romantic, in shades of blush, old rose and soft eucalyptus green.</p>",
      "110%",
    ),
    heading("Moodboard", 1),
    moodboard("Garden roses, peonies and ranunculus in blush and antique pink, softened by eucalyptus and olive, with silk ribbons trailing from the bouquets.", BOARD, PALETTE, "collage"),
    divider("flower", { padding: 20, opacity: 0.6 }),
    heading("Key flowers", 1),
    cards(
      [
        ["flo-peony", "Sarah Bernhardt peony", "Generous, blousy heads in soft pink: the heart of the bridal bouquet and the ceremony urns."],
        ["flo-ranunculus", "Apricot ranunculus", "Layered petals in warm apricot to give the palette depth in the table arrangements."],
        ["flo-lilac", "Sweet pea & lilac", "Scented, delicate and airy, for the buttonholes and the bud vases along the tables."],
      ],
      3,
      190,
    ),
    heading("Tablescapes", 1),
    imageAndText(
      "flo-vase",
      "<p>Along the three long tables we would alternate low meadow arrangements with clusters of ceramic bud vases and tall taper candles, so guests can always see each other across the table.</p><ul><li>Low arrangements every 1.2 metres</li><li>Bud vase clusters between them, 45 vases in all</li><li>Eucalyptus runners with loose petals on the head table</li></ul>",
      "right",
      42,
    ),
    heading("Proposal", 1),
    pricingTable(
      [
        { section: "Personal flowers" },
        { name: "Bridal bouquet", description: "Garden roses, peonies, sweet peas and trailing silk ribbon.", price: 280 },
        { name: "Bridesmaid bouquets", price: 95, qty: 4 },
        { name: "Buttonholes", price: 18, qty: 8 },
        { section: "Ceremony" },
        { name: "Statement urns at the altar", price: 420, qty: 2 },
        { name: "Aisle meadows", description: "Loose meadow clusters along the aisle, moved to the reception after the ceremony.", price: 65, qty: 10 },
        { section: "Reception" },
        { name: "Low table arrangements", price: 85, qty: 12 },
        { name: "Bud vases with single stems", price: 9, qty: 45 },
        { name: "Installation, delivery and collection", price: 380 },
      ],
      { currency: "EUR", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Design", grandTotalTitle: "Total, VAT included" } },
    ),
    paragraph("<p><em>Flowers are seasonal: if a variety is not at its best in June, we substitute the closest in colour and form and tell you beforehand. A 40% deposit secures the date; the balance is due 14 days before the wedding. Vases and urns are on loan and collected the next morning.</em></p>", "90%"),
    testimonial("", [["Wild Verbena made the château look like a painting. Guests kept taking the bud vases home, which we loved.", "Sophie & Antoine, married in Lourmarin"]]),
    divider("flower", { padding: 20, opacity: 0.6 }),
    bizcard({ name: "Margaux Laurent", title: "Floral Designer", company: "Wild Verbena Floral Studio", email: "bonjour@wildverbena.fr", phone: "+33 6 12 34 56 78", instagram: "wildverbenaflowers", website: "www.wildverbena.fr" }),
  ],
};

export const floralProposalTr: TemplateDefinition = {
  ...shared,
  name: "floral-design-proposal-tr",
  title: "Çiçek tasarım teklifi",
  lang: "tr",
  sectors: [...shared.sectors],
  blocks: [
    cover("Defne & Can", "Çiçek tasarım teklifi · Sait Halim Paşa Yalısı, İstanbul · 20 Haziran 2026", "flo-cover", { overlay: 0.12 }),
    paragraph(
      "<p>Sevgili Defne ve Can, düğününüz için hayal ettiğimiz çiçek hikâyesi şöyle: sanki bir gecede yalının içine doğru büyümüş bir bahçe; pudra, gül kurusu ve yumuşak okaliptüs yeşili tonlarında, serbest ve romantik.</p>",
      "110%",
    ),
    heading("Moodboard", 1),
    moodboard("Pudra ve antik pembe tonlarında bahçe gülleri, şakayıklar ve düğünçiçekleri; okaliptüs ve zeytin dallarıyla yumuşatılmış, buketlerden sarkan ipek kurdeleler.", BOARD, PALETTE, "collage"),
    divider("flower", { padding: 20, opacity: 0.6 }),
    heading("Öne çıkan çiçekler", 1),
    cards(
      [
        ["flo-peony", "Sarah Bernhardt şakayığı", "Yumuşak pembe, dolgun çiçekler: gelin buketinin ve nikâh masası aranjmanlarının kalbi."],
        ["flo-ranunculus", "Kayısı düğünçiçeği", "Kat kat yapraklarıyla sıcak kayısı tonu; masa aranjmanlarına derinlik katar."],
        ["flo-lilac", "Itır ve leylak", "Kokulu, narin ve uçuşan; yaka çiçekleri ve masalardaki tekli vazolar için."],
      ],
      3,
      190,
    ),
    heading("Masa tasarımı", 1),
    imageAndText(
      "flo-vase",
      "<p>Rıhtım boyunca uzanan üç uzun masada alçak kır aranjmanlarını seramik tekli vazo gruplarıyla ve uzun mumlarla dönüşümlü kullanmayı öneriyoruz; böylece misafirler masanın karşısını rahatça görebilir.</p><ul><li>Her 1,2 metrede bir alçak aranjman</li><li>Aralarında toplam 50 tekli vazo</li><li>Gelin-damat masasında okaliptüs runner ve serpme yapraklar</li></ul>",
      "right",
      42,
    ),
    heading("Teklif", 1),
    pricingTable(
      [
        { section: "Gelin ve damat" },
        { name: "Gelin buketi", description: "Bahçe gülleri, şakayık, ıtır ve sarkan ipek kurdele.", price: 14500 },
        { name: "Nedime buketleri", price: 4200, qty: 4 },
        { name: "Yaka çiçekleri", price: 850, qty: 8 },
        { section: "Nikâh" },
        { name: "Nikâh masası aranjmanı", price: 18000 },
        { name: "Gelin yolu çiçekleri", description: "Nikâhtan sonra yemek alanına taşınan kır aranjmanları.", price: 2900, qty: 10 },
        { section: "Düğün yemeği" },
        { name: "Alçak masa aranjmanları", price: 3800, qty: 14 },
        { name: "Tekli vazolar", price: 450, qty: 50 },
        { name: "Kurulum, teslimat ve toplama", price: 16000 },
      ],
      { currency: "TRY", taxType: "SINGLE", tax: 20, titles: { nameTitle: "Tasarım", grandTotalTitle: "Toplam (KDV dahil)" }, lang: "tr", numberFormat: { decimalSeparator: ",", groupSeparator: "." } },
    ),
    paragraph("<p><em>Çiçekler mevsimseldir: Haziran'da en iyi hâlinde olmayan bir tür yerine renk ve form olarak en yakınını kullanır, size önceden haber veririz. Tarih %40 kapora ile ayrılır; kalan tutar düğünden 14 gün önce ödenir. Vazolar ve ayaklı kaplar emanettir, ertesi sabah toplanır.</em></p>", "90%"),
    testimonial("", [["Manolya ekibi yalıyı bir tabloya çevirdi. Misafirlerimiz tekli vazoları hatıra olarak eve götürdü, bayıldık.", "Zeynep & Ali, Arnavutköy"]]),
    divider("flower", { padding: 20, opacity: 0.6 }),
    bizcard({ name: "Melis Tunç", title: "Çiçek Tasarımcısı", company: "Manolya Çiçek Atölyesi", email: "merhaba@manolyaatolye.com.tr", phone: "+90 532 771 45 20", instagram: "manolyacicekatolyesi", website: "www.manolyaatolye.com.tr" }),
  ],
};
