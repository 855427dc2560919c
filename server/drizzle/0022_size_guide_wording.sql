-- The demo size guides' Arabic as the seed now writes it: العباية (not العباءة), as everywhere in the
-- shop, and notes that address the shopper without gender. Only a guide that still has the earlier
-- wording changes; a guide a trader has written is left alone.
UPDATE "size_guides" SET "note_ar" = 'المقاس هو طول العباية بالبوصة من الكتف إلى الطرف. المقاس المناسب يصل إلى الكاحل، ومع الكعب العالي يُختار مقاس أكبر.'
 WHERE "note_ar" = 'المقاس هو طول العباءة بالبوصة من الكتف إلى الطرف. اختاري المقاس الذي يصل إلى الكاحل، ومع الكعب العالي مقاسًا أكبر.';--> statement-breakpoint
UPDATE "size_guides" SET "columns" = replace("columns"::text, 'طول العباءة (سم)', 'طول العباية (سم)')::jsonb
 WHERE strpos("columns"::text, 'طول العباءة (سم)') > 0;--> statement-breakpoint
UPDATE "size_guides" SET "note_ar" = 'المقاس هو طول الثوب بالبوصة من الكتف، ويصل الثوب المناسب إلى فوق الكاحل بقليل. ويُقاس الصدر عند أعرض نقطة فيه.'
 WHERE "note_ar" = 'المقاس هو طول الثوب بالبوصة من الكتف، ويصل الثوب المناسب إلى فوق الكاحل بقليل. قِس الصدر عند أعرض نقطة فيه.';--> statement-breakpoint
UPDATE "size_guides" SET "note_ar" = 'القياس للجسم لا للقطعة: الصدر عند أعرض نقطة، والخصر عند أضيقها، والورك عند أعرضها. وبين مقاسين يُختار الأكبر.'
 WHERE "note_ar" = 'قِس جسمك لا القطعة: الصدر عند أعرض نقطة، والخصر عند أضيقها، والورك عند أعرضها. إن كنت بين مقاسين فاختر الأكبر.';--> statement-breakpoint
UPDATE "size_guides" SET "note_ar" = 'يُقاس طول القدم وقوفًا على ورقة، من الكعب إلى أطول إصبع، ويُفضَّل في آخر النهار. وبين مقاسين يُختار الأكبر.'
 WHERE "note_ar" = 'قِف على ورقة وقِس من الكعب إلى أطول إصبع، ويُفضَّل في آخر النهار. إن كنت بين مقاسين فاختر الأكبر.';--> statement-breakpoint
UPDATE "size_guides" SET "note_ar" = 'المقاس هو عمر الطفل بالسنوات أو بالأشهر. الطول أدق من العمر: للطفل الأطول من أقرانه يناسبه المقاس الأكبر.'
 WHERE "note_ar" = 'المقاس هو عمر الطفل بالسنوات، وM تعني الأشهر. الطول أدق من العمر: إن كان طفلك أطول من عمره فاختر المقاس الأكبر.';
