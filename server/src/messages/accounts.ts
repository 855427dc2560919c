/**
 * The server's messages for accounts, reviews, contact and cart, in both
 * languages. Merged into `MESSAGES` in index.ts; the Arabic texts of "Failures a shopper sees" are used
 * as they are.
 */
import type { Lang } from '@shared/lang';

export const ACCOUNT_MESSAGES = {
  unauthenticated: { en: 'Please log in to continue', ar: 'الرجاء تسجيل الدخول للمتابعة' },
  // The SPA sends the shopper to /login on exactly this text, so it is not translated.
  sessionGone: { en: 'Failed to update user data', ar: 'Failed to update user data' },
  nameRequired: { en: 'Name is required', ar: 'الاسم مطلوب' },
  emailRequired: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  invalidEmail: { en: 'Invalid email format', ar: 'صيغة البريد الإلكتروني غير صحيحة' },
  passwordRequired: { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  passwordTooShort: { en: 'Password must be at least 6 characters', ar: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل' },
  passwordsDoNotMatch: { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  codeRequired: { en: 'code is required', ar: 'الرمز مطلوب' },
  fieldTooLong: { en: 'A field is too long', ar: 'أحد الحقول أطول من المسموح' },
  registered: { en: 'Your account has been created, and you are signed in.', ar: 'تم إنشاء حسابك، وأنت الآن مسجَّل الدخول.' },
  cannotRegister: {
    en: 'These details cannot be used to register. If you already have an account, log in or reset your password.',
    ar: 'لا يمكن التسجيل بهذه البيانات. إذا كان لديك حساب فيمكنك تسجيل الدخول أو إعادة تعيين كلمة المرور',
  },
  invalidCredentials: { en: 'The email or password is incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  googleNotConfigured: { en: 'Google sign-in is not available in this shop', ar: 'تسجيل الدخول عبر Google غير متاح في هذا المتجر' },
  googleFailed: { en: 'Google sign-in failed, please try again', ar: 'فشل تسجيل الدخول عبر Google، حاول مرة أخرى' },
  googleEmailUnverified: { en: 'The email of this Google account is not verified', ar: 'البريد الإلكتروني لحساب Google هذا غير مؤكد' },
  googleOtherAccount: {
    en: 'This email is already linked to another Google account',
    ar: 'هذا البريد الإلكتروني مرتبط بحساب Google آخر',
  },
  resetCodeSent: {
    en: 'If an account uses this email, a 6-digit code is on its way to it. It is valid for 10 minutes.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أرسلنا إليه رمزاً من 6 أرقام صالحاً لمدة 10 دقائق',
  },
  resetCodeAccepted: { en: 'The code is correct', ar: 'الرمز صحيح' },
  resetCodeInvalid: {
    en: 'This code is wrong or no longer valid. A code lasts 10 minutes, works once and stops after 5 wrong tries: request a new one if needed.',
    ar: 'الرمز غير صحيح أو لم يعد صالحاً. الرمز صالح لمدة 10 دقائق ولمرة واحدة ويتوقف بعد 5 محاولات خاطئة، ويمكنك طلب رمز جديد إذا لزم',
  },
  passwordReset: { en: 'Your password has been changed. You can log in now.', ar: 'تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن' },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  currentPasswordWrong: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  currentPasswordRequired: { en: 'Enter your current password to change your email', ar: 'الرجاء إدخال كلمة المرور الحالية لتغيير بريدك الإلكتروني' },
  profileUpdated: { en: 'Your details have been updated', ar: 'تم تحديث البيانات بنجاح' },
  emailInUse: { en: 'This email is used by another account', ar: 'هذا البريد الإلكتروني مستخدم في حساب آخر' },
  imageTooLarge: { en: 'The image must be 2 MB or smaller', ar: 'يجب ألا يتجاوز حجم الصورة 2 ميجابايت' },
  imageInvalid: { en: 'The image must be a JPEG, PNG or WebP picture', ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP' },
  resetMailSubject: { en: 'Your Libas password reset code', ar: 'رمز إعادة تعيين كلمة المرور في لباس' },

  reviewAdded: { en: 'Review added successfully', ar: 'تم إضافة التقييم بنجاح' },
  reviewUpdated: { en: 'Your review was updated', ar: 'تم تحديث تقييمك' },
  reviewRequired: { en: 'Please write a review', ar: 'الرجاء كتابة مراجعة' },
  ratingInvalid: { en: 'The rating must be a whole number from 1 to 5', ar: 'يجب أن يكون التقييم رقماً صحيحاً من 1 إلى 5' },

  contactSent: { en: 'Sent successfully', ar: 'تم الإرسال بنجاح' },
  subjectRequired: { en: 'subject is required', ar: 'الموضوع مطلوب' },
  phoneRequired: { en: 'phone is required', ar: 'رقم الجوال مطلوب' },
  messageRequired: { en: 'message is required', ar: 'الرسالة مطلوبة' },

  cartAdded: { en: 'Added to cart', ar: 'تمت الإضافة إلى السلة' },
  cartUpdated: { en: 'Cart updated', ar: 'تم تحديث السلة' },
  cartItemRemoved: { en: 'Removed from cart', ar: 'تم الحذف من السلة' },
  cartCleared: { en: 'Cart cleared', ar: 'تم حذف السلة بنجاح' },
  cartItemNotFound: { en: 'This item is not in your cart', ar: 'هذا المنتج غير موجود في سلتك' },
  quantityInvalid: { en: 'The quantity must be a whole number of at least 1', ar: 'يجب أن تكون الكمية رقماً صحيحاً لا يقل عن 1' },
  quantityOverStock: { en: 'Not enough in stock. Available', ar: 'الكمية غير متوفرة في المخزون. المتوفر' },
  outOfStock: { en: 'This product is out of stock', ar: 'هذا المنتج غير متوفر حالياً' },
  colorRequired: { en: 'Please choose a colour', ar: 'الرجاء اختيار اللون' },
  sizeRequired: { en: 'Please choose a size', ar: 'الرجاء اختيار المقاس' },
  colorUnavailable: { en: 'This colour is not available for this product', ar: 'هذا اللون غير متوفر لهذا المنتج' },
  sizeUnavailable: { en: 'This size is not available for this product', ar: 'هذا المقاس غير متوفر لهذا المنتج' },
} satisfies Record<string, Record<Lang, string>>;
