import type { SeedAdService, SeedContentEntry, SeedCoupon, SeedStore } from './types';

export const store: SeedStore = {
  name: { ar: 'لباس', en: 'Libas' },
  description: {
    ar: 'لباس متجر أزياء سعودي يجمع العبايات والثياب والفساتين والإكسسوارات من دور تصميم محلية وخليجية، بجودة موثوقة وتوصيل سريع إلى جميع مناطق المملكة.',
    en: 'Libas is a Saudi fashion store bringing together abayas, thobes, dresses and accessories from local and Gulf design houses, with trusted quality and fast delivery across the Kingdom.',
  },
  footerText: {
    ar: 'توصيل إلى جميع مناطق المملكة، والدفع عند الاستلام متاح، والاسترجاع خلال 14 يوماً.',
    en: 'Delivery across Saudi Arabia, cash on delivery available, and returns within 14 days.',
  },
  seoDescription: {
    ar: 'تسوّق العبايات والثياب الرجالية والفساتين والأحذية والحقائب أونلاين من لباس، مع الدفع عند الاستلام وتوصيل سريع في السعودية.',
    en: 'Shop abayas, thobes, dresses, shoes and bags online at Libas, with cash on delivery and fast shipping across Saudi Arabia.',
  },
  seoKeywords: {
    ar: 'عبايات، ثياب رجالية، فساتين، أزياء سعودية، شماغ، حقائب، أحذية، تسوق أونلاين، الرياض',
    en: 'abayas, thobes, dresses, saudi fashion, shemagh, bags, shoes, online shopping, riyadh',
  },
  phone: '+966 11 410 2030',
  email: 'care@libas.sa',
  facebook: 'https://www.facebook.com/libas.sa',
  twitter: 'https://x.com/libas_sa',
  instagram: 'https://www.instagram.com/libas.sa',
  // Left empty on purpose: the footer and contact page must hide links that do not exist.
  youtube: null,
  location: {
    ar: 'طريق الأمير محمد بن عبدالعزيز (التحلية)، حي السليمانية، الرياض 12241',
    en: 'Prince Mohammed bin Abdulaziz Rd (Tahlia St), As Sulimaniyah, Riyadh 12241',
  },
  locationLink: 'https://www.google.com/maps?q=24.6995,46.6826',
  lat: 24.6995,
  lng: 46.6826,
  vatNumber: '310175397400003',
  crNumber: '1010987654',
};

/** The about page shows the last entry. */
export const about: SeedContentEntry[] = [
  {
    title: { ar: 'بداية الحكاية', en: 'How it started' },
    description: {
      ar: '<p>بدأت لباس عام 2019 من مشغل صغير في حي الملز بالرياض، بخمس عبايات خيطت يدوياً لصديقات العائلة. ومع الوقت كبر الحلم، وصار المشغل متجراً يخدم عملاء من كل مناطق المملكة.</p>',
      en: '<p>Libas began in 2019 in a small workshop in Riyadh’s Al Malaz district, with five hand-sewn abayas for family friends. The dream grew, and the workshop became a store serving customers across the Kingdom.</p>',
    },
  },
  {
    title: { ar: 'من نحن', en: 'About Libas' },
    description: {
      ar: `<p>لباس متجر أزياء سعودي وُلد في الرياض، ويؤمن أن الأناقة الحقيقية تبدأ من الراحة والجودة. نختار قطعنا بعناية من دور تصميم سعودية وخليجية، ونعمل مع حرفيين محليين لنقدّم عبايات وثياباً وفساتين تناسب حياتكم اليومية ومناسباتكم الخاصة.</p>
<h3>ما الذي يميزنا؟</h3>
<ul>
<li><strong>جودة نراجعها بأنفسنا:</strong> كل قطعة تمر بفحص القماش والخياطة قبل أن تصل إليكم.</li>
<li><strong>مقاسات تناسب المنطقة:</strong> جداول مقاسات مبنية على قياسات حقيقية لعملائنا في المملكة.</li>
<li><strong>دعم الحرف المحلية:</strong> نتعاون مع حرفيات السدو والتطريز في نجد والأحساء.</li>
<li><strong>خدمة قريبة منكم:</strong> فريق خدمة عملاء يتحدث لغتكم، متاح من السبت إلى الخميس.</li>
</ul>
<p>رؤيتنا أن تكون لباس الوجهة الأولى للأزياء المحتشمة والعصرية في المملكة، وأن يجد كل فرد في العائلة ما يليق به.</p>`,
      en: `<p>Libas is a Saudi fashion store born in Riyadh, built on the belief that true elegance starts with comfort and quality. We carefully select pieces from Saudi and Gulf design houses, and work with local artisans to bring you abayas, thobes and dresses for everyday life and special occasions.</p>
<h3>What makes us different</h3>
<ul>
<li><strong>Quality we check ourselves:</strong> every piece has its fabric and stitching inspected before it reaches you.</li>
<li><strong>Sizes made for the region:</strong> size charts based on real measurements of our customers in the Kingdom.</li>
<li><strong>Supporting local crafts:</strong> we partner with Sadu weavers and embroiderers in Najd and Al Ahsa.</li>
<li><strong>Service close to you:</strong> a customer care team that speaks your language, available Saturday to Thursday.</li>
</ul>
<p>Our vision is for Libas to be the Kingdom’s first destination for modest, modern fashion, where everyone in the family finds something that suits them.</p>`,
    },
  },
];

export const privacy: SeedContentEntry[] = [
  {
    title: { ar: 'سياسة الخصوصية', en: 'Privacy Policy' },
    description: {
      ar: `<p>نحترم في لباس خصوصيتكم ونلتزم بحماية بياناتكم الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية. توضح هذه السياسة البيانات التي نجمعها، وسبب جمعها، وكيف نحميها.</p>
<h3>البيانات التي نجمعها</h3>
<ul>
<li>بيانات الحساب: الاسم، والبريد الإلكتروني، ورقم الجوال.</li>
<li>بيانات الطلب والتوصيل: العنوان، والمدينة، والحي، والرمز البريدي.</li>
<li>بيانات الاستخدام: الصفحات التي تزورونها والمنتجات التي تضيفونها إلى السلة أو المفضلة.</li>
</ul>
<p>لا نحتفظ ببيانات بطاقات الدفع؛ إذ تتم معالجة المدفوعات عبر بوابة دفع معتمدة ومشفرة.</p>
<h3>كيف نستخدم بياناتكم</h3>
<ul>
<li>تنفيذ الطلبات وتوصيلها ومتابعة حالتها.</li>
<li>التواصل معكم بخصوص الطلبات والاسترجاع والاستفسارات.</li>
<li>تحسين تجربة التسوق وعرض منتجات تناسب اهتماماتكم.</li>
<li>إرسال العروض، فقط إذا وافقتم على ذلك، ويمكنكم إلغاء الاشتراك في أي وقت.</li>
</ul>
<h3>مشاركة البيانات</h3>
<p>لا نبيع بياناتكم لأي جهة. نشارك الحد الأدنى اللازم فقط مع شركات الشحن لتوصيل طلباتكم، ومع مزودي الدفع لإتمام العمليات، ومع الجهات الحكومية عندما يفرض النظام ذلك.</p>
<h3>ملفات تعريف الارتباط</h3>
<p>نستخدم ملفات تعريف الارتباط لحفظ تفضيلاتكم، مثل اللغة ومحتوى السلة، ولقياس أداء الموقع. يمكنكم التحكم بها من إعدادات المتصفح.</p>
<h3>حقوقكم</h3>
<ul>
<li>الاطلاع على بياناتكم والحصول على نسخة منها.</li>
<li>تصحيح البيانات غير الدقيقة أو تحديثها.</li>
<li>طلب حذف حسابكم وبياناتكم متى ما انتفت الحاجة إليها.</li>
</ul>
<h3>التواصل معنا</h3>
<p>لأي استفسار حول الخصوصية، راسلونا على <strong>care@libas.sa</strong> وسنرد خلال ثلاثة أيام عمل.</p>`,
      en: `<p>At Libas we respect your privacy and are committed to protecting your personal data in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia. This policy explains what we collect, why we collect it and how we keep it safe.</p>
<h3>Data we collect</h3>
<ul>
<li>Account details: name, email address and mobile number.</li>
<li>Order and delivery details: address, city, district and postcode.</li>
<li>Usage data: the pages you visit and the products you add to your cart or wishlist.</li>
</ul>
<p>We do not store payment card details; payments are processed by a certified, encrypted payment gateway.</p>
<h3>How we use your data</h3>
<ul>
<li>To process, deliver and track your orders.</li>
<li>To contact you about orders, returns and enquiries.</li>
<li>To improve your shopping experience and show products that match your interests.</li>
<li>To send offers, only if you have agreed to receive them; you can unsubscribe at any time.</li>
</ul>
<h3>Sharing your data</h3>
<p>We never sell your data. We share only the minimum needed with shipping companies to deliver your orders, with payment providers to complete transactions, and with government authorities where the law requires it.</p>
<h3>Cookies</h3>
<p>We use cookies to remember your preferences, such as language and cart contents, and to measure how the site performs. You can control them in your browser settings.</p>
<h3>Your rights</h3>
<ul>
<li>To access your data and receive a copy of it.</li>
<li>To correct or update inaccurate data.</li>
<li>To ask us to delete your account and data once they are no longer needed.</li>
</ul>
<h3>Contact us</h3>
<p>For any privacy question, write to <strong>care@libas.sa</strong> and we will reply within three working days.</p>`,
    },
  },
];

export const returns: SeedContentEntry[] = [
  {
    title: { ar: 'سياسة الاستبدال والاسترجاع', en: 'Returns & Exchanges Policy' },
    description: {
      ar: `<p>رضاكم أولويتنا. إذا لم تناسبكم القطعة، يمكنكم استرجاعها أو استبدالها خلال <strong>14 يوماً</strong> من تاريخ الاستلام.</p>
<h3>شروط الاسترجاع</h3>
<ul>
<li>أن تكون القطعة بحالتها الأصلية، غير مستخدمة وغير مغسولة، مع جميع البطاقات والتغليف.</li>
<li>إرفاق رقم الطلب أو الفاتورة.</li>
<li>لا يمكن استرجاع الملابس الداخلية، ولا القطع التي فُصّلت أو عُدّلت حسب الطلب، ولا المنتجات المخفّضة بنسبة 50% فأكثر، إلا إذا كان بها عيب مصنعي.</li>
</ul>
<h3>طريقة الاسترجاع</h3>
<ol>
<li>تواصلوا معنا عبر المحادثة أو البريد care@libas.sa واذكروا رقم الطلب.</li>
<li>نرسل لكم بوليصة شحن مجانية، ويستلم المندوب الشحنة من عنوانكم.</li>
<li>بعد وصول القطعة وفحصها، نؤكد لكم قبول الطلب خلال يومي عمل.</li>
</ol>
<h3>استرداد المبلغ</h3>
<ul>
<li>الدفع بالبطاقة: يعاد المبلغ إلى البطاقة نفسها خلال 5 إلى 10 أيام عمل.</li>
<li>الدفع عند الاستلام: يحوَّل المبلغ إلى حسابكم البنكي (الآيبان) خلال 5 أيام عمل.</li>
<li>رسوم الشحن الأصلية غير مستردة، إلا إذا كانت القطعة معيبة أو مختلفة عن المطلوب.</li>
</ul>
<h3>الاستبدال</h3>
<p>يمكنكم استبدال المقاس أو اللون مجاناً مرة واحدة لكل طلب، حسب توفر المخزون.</p>`,
      en: `<p>Your satisfaction comes first. If a piece isn’t right for you, you can return or exchange it within <strong>14 days</strong> of delivery.</p>
<h3>Return conditions</h3>
<ul>
<li>The item must be in its original condition, unworn and unwashed, with all tags and packaging.</li>
<li>Include your order number or invoice.</li>
<li>Underwear, made-to-measure or altered pieces, and items discounted by 50% or more cannot be returned unless they are faulty.</li>
</ul>
<h3>How to return</h3>
<ol>
<li>Contact us via chat or at care@libas.sa with your order number.</li>
<li>We send you a free return label and a courier collects the parcel from your address.</li>
<li>Once the item arrives and is inspected, we confirm your return within two working days.</li>
</ol>
<h3>Refunds</h3>
<ul>
<li>Card payments: refunded to the same card within 5 to 10 working days.</li>
<li>Cash on delivery: transferred to your bank account (IBAN) within 5 working days.</li>
<li>Original shipping fees are not refunded unless the item is faulty or not what you ordered.</li>
</ul>
<h3>Exchanges</h3>
<p>You can exchange for a different size or colour free of charge once per order, subject to availability.</p>`,
    },
  },
];

export const coupons: SeedCoupon[] = [
  // A welcome: one order per shopper.
  { name: 'WELCOME10', discount: 10, expiresInDays: 365, usageLimit: 1000, used: 128, perShopper: 1 },
  { name: 'EID25', discount: 25, expiresInDays: 30, usageLimit: 500, used: 87 },
  { name: 'SUMMER15', discount: 15, expiresInDays: 90, usageLimit: 300, used: 41 },
  // Expired: must be refused even though it has uses left.
  { name: 'RAMADAN20', discount: 20, expiresInDays: -20, usageLimit: 300, used: 143 },
  // Used up: must be refused even though it has not expired.
  { name: 'VIP30', discount: 30, expiresInDays: 60, usageLimit: 50, used: 50 },
];


/** The demo shop's site: its services are for this host only, so no pixel loads on a local one. */
export const DEMO_AD_DOMAIN = 'libas.sa';

/** Made-up keys in each network's format, of every status. */
export const adServices: SeedAdService[] = [
  { domain: DEMO_AD_DOMAIN, app_name: 'facebook', status: 'accepted', service_api_key: '512345678901234' },
  { domain: DEMO_AD_DOMAIN, app_name: 'snapchat', status: 'accepted', service_api_key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
  { domain: DEMO_AD_DOMAIN, app_name: 'tiktok', status: 'pending', service_api_key: 'C9LIBAS0DEMO0PIXEL01' },
  { domain: DEMO_AD_DOMAIN, app_name: 'google', status: 'rejected', service_api_key: 'G-LIBAS0DEMO' },
];
