import type { SeedBanner, SeedBlogPost, SeedOfferBanner, SeedTestimonial } from './types';

export const banners: SeedBanner[] = [
  {
    title: { ar: 'مجموعة العبايات الجديدة', en: 'The New Abaya Collection' },
    description: {
      ar: 'قصّات هادئة وأقمشة تتنفس، صُممت لترافقك في يومك كله.',
      en: 'Calm cuts and breathable fabrics, designed to see you through the whole day.',
    },
    garment: 'abaya',
    color: 'black',
  },
  {
    title: { ar: 'أناقة العيد تبدأ من هنا', en: 'Eid Elegance Starts Here' },
    description: {
      ar: 'ثياب مفصّلة بعناية، وأشمغة وغتر تكمل الإطلالة.',
      en: 'Carefully tailored thobes, with shemaghs and ghutras to complete the look.',
    },
    garment: 'thobe',
    color: 'white',
  },
  {
    title: { ar: 'إطلالات الصيف الخفيفة', en: 'Light Looks for Summer' },
    description: {
      ar: 'فساتين من القطن والكتان بألوان منعشة تناسب حرارة الصيف.',
      en: 'Cotton and linen dresses in fresh colours, made for the summer heat.',
    },
    garment: 'dress',
    color: 'sky',
  },
  {
    title: { ar: 'تفاصيل تكمل أناقتك', en: 'Details That Complete Your Look' },
    description: {
      ar: 'حقائب وأحذية وإكسسوارات مختارة من أمهر الحرفيين.',
      en: 'Bags, shoes and accessories chosen from the most skilled makers.',
    },
    garment: 'bag',
    color: 'camel',
  },
];

/** Each points at a product on sale with the same discount. */
export const offerBanners: SeedOfferBanner[] = [
  {
    title: { ar: 'خصم 20% على عباية البشت', en: '20% Off the Bisht Abaya' },
    description: {
      ar: 'تطريز ذهبي يدوي لإطلالة المناسبات، لفترة محدودة.',
      en: 'Hand-embroidered gold trim for your special occasions, for a limited time.',
    },
    discount: 20,
    product: 'abaya-bisht-gold-trim',
  },
  {
    title: { ar: 'تخفيضات الشتاء على الثياب', en: 'Winter Thobe Sale' },
    description: {
      ar: 'ثوب الصوف الشتوي بخصم 30% حتى نفاد الكمية.',
      en: 'The wool-blend winter thobe at 30% off while stocks last.',
    },
    discount: 30,
    product: 'thobe-winter-wool',
  },
  {
    title: { ar: 'رفيقة المشاوير بخصم 25%', en: 'Your Errand Companion, 25% Off' },
    description: {
      ar: 'الحقيبة الكروس الصغيرة بألوانها الثلاثة.',
      en: 'The mini crossbody bag, in all three colours.',
    },
    discount: 25,
    product: 'bag-mini-crossbody',
  },
];

export const testimonials: SeedTestimonial[] = [
  {
    name: { ar: 'نورة العتيبي', en: 'Noura Alotaibi' },
    review: {
      ar: 'طلبت عباية الكريب للمرة الثالثة، والجودة ثابتة كل مرة. والتوصيل للرياض ما يتعدى يومين.',
      en: 'I’ve ordered the crepe abaya three times now and the quality is the same every time. Delivery to Riyadh never takes more than two days.',
    },
    rating: 5,
  },
  {
    name: { ar: 'عبدالله القحطاني', en: 'Abdullah Alqahtani' },
    review: {
      ar: 'أخذت ثياب العيد لي ولأولادي من لباس، والمقاسات كانت مضبوطة بدون أي تعديل.',
      en: 'I bought Eid thobes for myself and my sons from Libas, and the sizes were spot on without any alterations.',
    },
    rating: 5,
  },
  {
    name: { ar: 'ريم الشهري', en: 'Reem Alshehri' },
    review: {
      ar: 'خدمة العملاء رائعة، ساعدوني أختار المقاس عبر المحادثة واستبدلوا الفستان بدون أي تعقيد.',
      en: 'Wonderful customer service: they helped me choose a size over chat and exchanged the dress without any fuss.',
    },
    rating: 5,
  },
  {
    name: { ar: 'فهد الدوسري', en: 'Fahad Aldosari' },
    review: {
      ar: 'الأسعار معقولة والتغليف راقٍ، وأتمنى تزيد خيارات الأحذية الرجالية.',
      en: 'Fair prices and elegant packaging. I’d love to see more men’s shoes.',
    },
    rating: 4,
  },
  {
    name: { ar: 'لمى الحربي', en: 'Lama Alharbi' },
    review: {
      ar: 'حقيبة السدو صارت قطعتي المفضلة، كل ما طلعت فيها أحد يسألني عنها.',
      en: 'The Sadu bag has become my favourite piece; someone asks me about it every time I go out.',
    },
    rating: 5,
  },
  {
    name: { ar: 'سلطان الشمري', en: 'Sultan Alshammari' },
    review: {
      ar: 'الدفع عند الاستلام والتتبع الواضح خلّوا تجربة الطلب مريحة جداً.',
      en: 'Cash on delivery and clear tracking made ordering really easy.',
    },
    rating: 5,
  },
  {
    name: { ar: 'هيفاء الدوسري', en: 'Haifa Aldosari' },
    review: {
      ar: 'ملابس الأطفال جودتها ممتازة وتتحمل الغسيل، بس أتمنى تتوفر مقاسات أكبر.',
      en: 'The kids’ clothes are great quality and survive the wash. I just wish there were bigger sizes.',
    },
    rating: 4,
  },
  {
    name: { ar: 'أم فيصل', en: 'Umm Faisal' },
    review: {
      ar: 'أول مرة أشتري عباية أونلاين وأنا مطمئنة؛ جدول المقاسات دقيق والخامة مثل الوصف تماماً.',
      en: 'The first time I’ve bought an abaya online with confidence: the sizing is accurate and the fabric is exactly as described.',
    },
    rating: 5,
  },
];

const authors = {
  reem: { ar: 'ريم الشهري', en: 'Reem Alshehri' },
  abdulrahman: { ar: 'عبدالرحمن القحطاني', en: 'Abdulrahman Alqahtani' },
  lama: { ar: 'لمى الدوسري', en: 'Lama Aldosari' },
  team: { ar: 'فريق لباس', en: 'The Libas Team' },
};

export const blogPosts: SeedBlogPost[] = [
  {
    title: { ar: 'كيف تختارين عباية تناسب كل موسم', en: 'How to Choose an Abaya for Every Season' },
    author: authors.reem,
    daysAgo: 6,
    garment: 'abaya',
    color: 'black',
    description: {
      ar: `<p>العباية رفيقتك اليومية، لكن ما يناسب صباحاً صيفياً في جدة لا يناسب بالضرورة ليلة شتوية في حائل. واختيار الخامة المناسبة للموسم يصنع فرقاً كبيراً في الراحة والمظهر.</p>
<h3>الصيف: خفة وتهوية</h3>
<p>في الأشهر الحارة ابحثي عن الكتان المخلوط والنيدا الخفيفة، فهي خامات تسمح بمرور الهواء ولا تلتصق بالجسم. والقصّات الواسعة وأكمام الكيمونو تساعد كذلك على التهوية، أما الألوان الترابية الفاتحة كالبيج والزيتي فتعكس الحرارة أكثر من الأسود.</p>
<h3>الشتاء: قماش أثقل وطبقات</h3>
<p>مع انخفاض الحرارة يصبح الكريب الثقيل والساتان المطفي خياراً أفضل، ويمكنك إضافة شال من الكشمير فوق العباية في الكشتات والجلسات الخارجية.</p>
<h3>المناسبات: لمسة مختلفة</h3>
<p>للأعراس والأعياد جرّبي عباية بشت بتطريز ذهبي أو عباية بكسرات ناعمة، ونسّقيها مع كلتش بسيط حتى لا تتزاحم التفاصيل.</p>
<p>وأخيراً، لا تنسي قياس الطول الصحيح: قيسي من أعلى الكتف حتى الكعب وأنتِ ترتدين الحذاء الذي تلبسينه غالباً.</p>`,
      en: `<p>Your abaya goes everywhere with you, but what works on a summer morning in Jeddah won’t necessarily work on a winter night in Hail. Choosing the right fabric for the season makes a real difference to both comfort and look.</p>
<h3>Summer: light and airy</h3>
<p>In the hot months, look for linen blends and lightweight nida: they let air through and never cling. Wide cuts and kimono sleeves help too, and light earthy shades such as beige and olive reflect more heat than black.</p>
<h3>Winter: heavier fabrics and layers</h3>
<p>As temperatures drop, heavy crepe and matte satin become the better choice, and a cashmere wrap over your abaya is perfect for desert trips and evenings outdoors.</p>
<h3>Occasions: something special</h3>
<p>For weddings and Eid, try a bisht-style abaya with gold embroidery or a softly pleated one, and keep the clutch simple so the details don’t compete.</p>
<p>Finally, measure your length properly: from the top of the shoulder to the heel, wearing the shoes you wear most often.</p>`,
    },
  },
  {
    title: { ar: 'دليلك للعناية بالثوب الأبيض', en: 'Your Guide to Caring for a White Thobe' },
    author: authors.abdulrahman,
    daysAgo: 20,
    garment: 'thobe',
    color: 'white',
    description: {
      ar: `<p>الثوب الأبيض عنوان الأناقة عند الرجل السعودي، ويحافظ على بياضه سنوات إذا عاملته بالطريقة الصحيحة.</p>
<h3>الغسيل</h3>
<p>افصل الثياب البيضاء عن الملوّنة واغسلها بماء فاتر لا يتجاوز 40 درجة، واقلب الثوب على وجهه الداخلي لحماية الياقة والأزرار. وتجنّب المبيّضات القوية، فهي تُضعف الألياف مع الوقت وتُكسب القماش اصفراراً.</p>
<h3>البقع</h3>
<p>عالج بقع العطر والعرق عند الياقة والأكمام فور ظهورها بقليل من الصابون السائل، لأن الزيوت العطرية تترك أثراً أصفر إذا تُركت.</p>
<h3>الكي والتخزين</h3>
<p>اكوِ الثوب وهو رطب قليلاً ليخرج مرتباً، وابدأ بالياقة ثم الأكمام ثم الجسم. وعلّقه على شماعة عريضة الكتفين، واتركه يتنفس بعيداً عن الأكياس البلاستيكية.</p>
<p>ونصيحة أخيرة: رشّ العطر على جسمك قبل لبس الثوب بدقائق، لا على القماش مباشرة.</p>`,
      en: `<p>The white thobe is the signature of Saudi men’s elegance, and it will stay bright for years if you treat it right.</p>
<h3>Washing</h3>
<p>Keep whites apart from colours, in warm water no hotter than 40°C, and turn the thobe inside out to protect the collar and buttons. Avoid strong bleach: over time it weakens the fibres and leaves a yellow cast.</p>
<h3>Stains</h3>
<p>Treat perfume and sweat marks on the collar and cuffs as soon as you see them with a little liquid soap, because fragrance oils leave a yellow mark if left.</p>
<h3>Ironing and storage</h3>
<p>Press the thobe while it is still slightly damp for the neatest finish, starting with the collar, then the sleeves, then the body. Hang it on a broad-shouldered hanger and let it breathe, away from plastic covers.</p>
<p>One last tip: spray perfume on your skin a few minutes before dressing, not directly on the fabric.</p>`,
    },
  },
  {
    title: { ar: 'أفكار لإطلالات العيد للعائلة كلها', en: 'Eid Outfit Ideas for the Whole Family' },
    author: authors.lama,
    daysAgo: 35,
    garment: 'kids',
    color: 'rose',
    description: {
      ar: `<p>لصباح العيد طقوسه: الثوب الجديد، والعطر، وزيارة الأهل. وتنسيق إطلالات العائلة يضيف بهجة خاصة للصور والذكريات.</p>
<h3>للرجال</h3>
<p>ثوب أبيض بتطريز خفيف على الياقة، مع شماغ أحمر مكويّ بعناية ونعال شرقي من الجلد: إطلالة كلاسيكية لا تخطئ.</p>
<h3>للسيدات</h3>
<p>اختاري عباية بلمسة مميزة كالتطريز الذهبي أو الكسرات، أو جلابية مطرزة لاستقبال الضيوف في البيت. وكلتش مطرز بالخرز يكمل الإطلالة دون مبالغة.</p>
<h3>للصغار</h3>
<p>ثوب أولاد يشبه ثوب الأب، وفستان حفلات أو جلابية ملونة للبنات. اختاروا أقمشة قطنية مريحة، فاليوم طويل واللعب لا يتوقف.</p>
<p>نصيحة: اطلبوا قبل العيد بأسبوعين على الأقل، لتتسع المدة لأي استبدال في المقاس.</p>`,
      en: `<p>Eid morning has its rituals: new clothes, fragrance and visits to family. Coordinating the family’s outfits adds a special joy to the photos and the memories.</p>
<h3>For men</h3>
<p>A white thobe with light embroidery on the collar, a carefully pressed red shemagh and leather Sharqi sandals: a classic that never misses.</p>
<h3>For women</h3>
<p>Choose an abaya with a distinctive touch, such as gold embroidery or pleats, or an embroidered jalabiya for welcoming guests at home. A beaded clutch finishes the look without overdoing it.</p>
<h3>For the little ones</h3>
<p>A boys’ thobe just like dad’s, and a party dress or colourful jalabiya for girls. Pick comfortable cotton: the day is long and the playing never stops.</p>
<p>Tip: order at least two weeks before Eid, so there is time for any size exchange.</p>`,
    },
  },
  {
    title: { ar: 'سهرات رمضان: أناقة مريحة', en: 'Ramadan Evenings: Comfortable Elegance' },
    author: authors.reem,
    daysAgo: 60,
    garment: 'dress',
    color: 'emerald',
    description: {
      ar: `<p>تطول السهرات في رمضان بين الإفطار والتراويح والغبقات، ومعها تزداد الحاجة إلى ملابس أنيقة تبقى مريحة لساعات.</p>
<p>الجلابية المطرزة نجمة الموسم: واسعة ومريحة، وتحمل تطريزاً يمنحها طابعاً احتفالياً. والألوان الهادئة كالبيج والليلكي والزمردي تنسجم مع الأجواء الرمضانية.</p>
<p>وللرجال، يبقى الثوب القطني الخفيف خياراً مثالياً لصلاة التراويح، مع شماغ أو غترة بحسب الجو.</p>
<p>ولا ننسى ليلة القرقيعان في منتصف الشهر: جلابية بناتي ملونة وثوب أولاد أبيض يجعلان الصغار جاهزين للاحتفال.</p>`,
      en: `<p>Ramadan evenings stretch from iftar to taraweeh to late-night ghabgas, and with them comes the need for clothes that look elegant and stay comfortable for hours.</p>
<p>The embroidered jalabiya is the star of the season: loose, comfortable and embroidered for a festive feel. Calm shades such as beige, lilac and emerald suit the Ramadan mood.</p>
<p>For men, a lightweight cotton thobe remains the ideal choice for taraweeh, with a shemagh or ghutra depending on the weather.</p>
<p>And don’t forget Gergean night in the middle of the month: a colourful girls’ jalabiya and a white boys’ thobe get the little ones ready to celebrate.</p>`,
    },
  },
  {
    title: { ar: 'أقمشة الصيف: ما الذي يناسب حرارة المملكة؟', en: 'Summer Fabrics: What Works in the Saudi Heat?' },
    author: authors.abdulrahman,
    daysAgo: 90,
    garment: 'shirt',
    color: 'beige',
    description: {
      ar: `<p>حين تتجاوز الحرارة 45 درجة تصبح الخامة أهم من الموضة. إليكم دليلاً سريعاً لأفضل أقمشة الصيف.</p>
<ul>
<li><strong>الكتان:</strong> الأفضل في التهوية وامتصاص الرطوبة. يتجعد بسهولة، لكن تجعّده جزء من جماله.</li>
<li><strong>القطن:</strong> ناعم ومريح للبشرة، واختاروا منه الأوزان الخفيفة مثل البوبلين والفويل.</li>
<li><strong>الفسكوز والمودال:</strong> أليافهما من مصدر نباتي، ناعمة وباردة الملمس وتنسدل بجمال.</li>
</ul>
<p>وفي المقابل، قلّلوا من البوليستر الكثيف والأقمشة غير المسامية في الأنشطة الخارجية، فهي تحبس الحرارة والعرق.</p>
<p>أما الألوان، فالفاتحة تعكس أشعة الشمس، والقصّات الواسعة تسمح للهواء بالحركة حول الجسم.</p>`,
      en: `<p>When the temperature passes 45°C, fabric matters more than fashion. Here is a quick guide to the best summer fabrics.</p>
<ul>
<li><strong>Linen:</strong> the best for airflow and wicking moisture. It creases easily, but the creases are part of its charm.</li>
<li><strong>Cotton:</strong> soft and kind to the skin; choose light weights such as poplin and voile.</li>
<li><strong>Viscose and modal:</strong> plant-based fibres that feel cool and smooth and drape beautifully.</li>
</ul>
<p>On the other hand, go easy on dense polyester and non-breathable fabrics for outdoor activities: they trap heat and sweat.</p>
<p>As for colour, light shades reflect the sun, and loose cuts let air move around the body.</p>`,
    },
  },
  {
    title: { ar: 'طرق لبس الشماغ والعناية به', en: 'How to Wear and Care for a Shemagh' },
    author: authors.team,
    daysAgo: 120,
    garment: 'scarf',
    color: 'red',
    description: {
      ar: `<p>الشماغ ليس مجرد غطاء للرأس، بل هوية وأناقة، وطريقة لبسه تعكس ذوق صاحبه وطبيعة المناسبة.</p>
<h3>اللبسة الكلاسيكية</h3>
<p>اطوِ الشماغ على شكل مثلث، وضعه على الرأس بحيث يتساوى الطرفان، ثم ثبّته بالعقال في المنتصف تماماً.</p>
<h3>الأطراف إلى الخلف</h3>
<p>ارفع الطرفين الأماميين وألقهما فوق الكتفين إلى الخلف؛ لبسة عملية في الأيام الحارة وأثناء القيادة.</p>
<h3>العناية بالشماغ</h3>
<p>للحصول على طيات مرتبة استخدم النشا عند الكي، وابدأ من الأطراف نحو الوسط. وخزّن الشماغ مطوياً في مكان جاف بعيداً عن الشمس حتى لا يبهت لونه.</p>
<p>وإن كنت تبحث عن هدية، فالشماغ الفاخر في علبته خيار لا يخيب.</p>`,
      en: `<p>The shemagh is more than a head covering: it is identity and elegance, and the way it is worn reflects its owner’s taste and the occasion.</p>
<h3>The classic style</h3>
<p>Fold the shemagh into a triangle, place it on the head with both ends level, and secure it with the agal exactly in the centre.</p>
<h3>Ends to the back</h3>
<p>Lift the two front ends and toss them over your shoulders to the back: a practical style for hot days and driving.</p>
<h3>Caring for your shemagh</h3>
<p>For crisp folds, use starch when ironing and work from the edges towards the centre. Store it folded in a dry place away from sunlight so the colour doesn’t fade.</p>
<p>And if you are looking for a gift, a premium shemagh in its box never disappoints.</p>`,
    },
  },
  {
    title: { ar: 'ماذا تلبسون في الكشتة؟', en: 'What to Wear on a Desert Trip' },
    author: authors.lama,
    daysAgo: 150,
    garment: 'shirt',
    color: 'burgundy',
    description: {
      ar: `<p>موسم الكشتات من أجمل أوقات السنة في المملكة: نار وقهوة وسماء مليئة بالنجوم. لكن تقلّب الحرارة بين النهار والليل يحتاج إلى تخطيط ذكي للملابس.</p>
<h3>البسوا طبقات</h3>
<p>ابدؤوا بتيشيرت قطني، ثم قميص فلانيل أو قميص جينز ثقيل، وأضيفوا فروة أو شالاً صوفياً عند المساء.</p>
<h3>بناطيل عملية</h3>
<p>بنطال الكارغو بجيوبه الواسعة يحمل المصباح والجوال، وقماشه المتين يتحمل الجلوس على الرمل.</p>
<h3>لا تنسوا القدمين والرأس</h3>
<p>حذاء مغلق يحمي من الرمل والأشواك، وشماغ أو غترة تقي من الشمس نهاراً ومن الهواء البارد ليلاً.</p>
<p>وللعائلات: خذوا هودي إضافياً لكل طفل، فبرد الليل في البر يفاجئ الجميع.</p>`,
      en: `<p>Desert-trip season is one of the best times of year in the Kingdom: a fire, coffee and a sky full of stars. But the swing in temperature between day and night calls for smart packing.</p>
<h3>Wear layers</h3>
<p>Start with a cotton tee, add a flannel shirt or a heavy denim overshirt, and bring a farwa or a wool wrap for the evening.</p>
<h3>Practical trousers</h3>
<p>Cargo trousers with roomy pockets carry your torch and phone, and the tough fabric copes with sitting on the sand.</p>
<h3>Don’t forget feet and head</h3>
<p>Closed shoes keep out sand and thorns, and a shemagh or ghutra shields you from the sun by day and the cold wind at night.</p>
<p>For families: pack an extra hoodie for every child, because the desert night chill surprises everyone.</p>`,
    },
  },
  {
    title: { ar: 'كيف تختارون مقاسكم الصحيح عند التسوق أونلاين', en: 'How to Find Your Right Size When Shopping Online' },
    author: authors.reem,
    daysAgo: 200,
    garment: 'dress',
    color: 'lilac',
    description: {
      ar: `<p>اختيار المقاس أكثر ما يقلق المتسوقين أونلاين، والخبر الجيد أن دقائق قليلة مع شريط القياس توفر عليكم عناء الاستبدال.</p>
<h3>العبايات</h3>
<p>مقاس العباية هو طولها بالإنش: 52 و54 و56 و58 و60. قيسي من أعلى الكتف حتى الكاحل وأنتِ ترتدين الحذاء، ثم اختاري المقاس الأقرب.</p>
<h3>الثياب</h3>
<p>أرقام الثياب من 52 إلى 62 تشير كذلك إلى الطول بالإنش. إن كان ثوبك الحالي مريحاً فقِس طوله من الكتف إلى الأسفل واختر الرقم الأقرب إليه.</p>
<h3>الملابس الأخرى والأحذية</h3>
<p>للقمصان والفساتين قيسوا محيط الصدر والخصر وقارنوه بقطعة تملكونها وتناسبكم. وللأحذية قيسوا طول القدم في المساء، حين تكون في أكبر حجم لها.</p>
<p>وإن بقيتم حائرين بين مقاسين، تواصلوا مع فريقنا عبر المحادثة، أو اختاروا الأكبر للقطع غير المرنة والأصغر للقطع المرنة.</p>`,
      en: `<p>Choosing a size is what worries online shoppers most. The good news: a few minutes with a tape measure will save you the trouble of an exchange.</p>
<h3>Abayas</h3>
<p>An abaya’s size is its length in inches: 52, 54, 56, 58 and 60. Measure from the top of your shoulder to your ankle while wearing shoes, then pick the closest size.</p>
<h3>Thobes</h3>
<p>Thobe numbers from 52 to 62 are also the length in inches. If your current thobe fits well, measure it from shoulder to hem and choose the nearest number.</p>
<h3>Other clothing and shoes</h3>
<p>For shirts and dresses, measure your chest and waist and compare them with a piece you own that fits. For shoes, measure your foot in the evening, when it is at its largest.</p>
<p>Still torn between two sizes? Chat with our team, or go up a size for non-stretch pieces and down a size for stretchy ones.</p>`,
    },
  },
];
